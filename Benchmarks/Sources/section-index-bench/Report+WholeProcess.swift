// The report's section on the command line's whole process, and its goals.

extension Report {
  static let wholeProcessTitle =
    "### Command line, whole process (held-out corpus, zh-Hans)"

  func wholeProcessSection() -> [String] {
    guard !wholeProcess.isEmpty else { return [] }
    var out = [Self.wholeProcessTitle, ""]
    out.append(
      "| records | path | command | time | CPU | peak | ÷ ICU time | ÷ ICU peak | ÷ lines time | ÷ lines peak | output |"
    )
    out.append("| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for result in wholeProcess {
      guard let icu = result.figure("ICU4C"), let lines = result.figure("lines") else { continue }
      for f in result.figures {
        let (t, p) = (f.wallMs, Double(f.peakKiB))
        let versusLines =
          f.path.isOurs && f.path.name != "lines"
          ? [ratio(t / lines.wallMs), ratio(p / Double(lines.peakKiB))] : ["–", "–"]
        let versusICU =
          f.path.isOurs ? [ratio(t / icu.wallMs), ratio(p / Double(icu.peakKiB))] : ["–", "–"]
        out.append(
          "| \(count(result.size)) | \(f.path.name) | `\(f.path.shown)` | \(ms(t)) | \(ms(f.cpuMs)) | \(mb(p)) | \(versusICU[0]) | \(versusICU[1]) | \(versusLines[0]) | \(versusLines[1]) | \(f.output) |"
        )
      }
    }
    out.append("")
    out.append(
      "Each run is a process of its own, started by `section-index-bench-measure spawn` (`posix_spawn`, then `wait4`) with its output in a file; the paths run in three rounds. Time = best wall-clock run, from spawn to exit; CPU = user + system time of that run; peak = the largest `ru_maxrss` of the three runs, which `wait4` reports for that one child (Linux counts the spawner's own peak, about 10 MB, into the child's until it execs: a floor, not an addition). `keys` (`keys --locale zh-Hans FILE.txt`, a sort key for each record in input order, issue 27) is checked by sorting its output by key (a stable sort) and dropping the keys, which must give the lines path's output byte for byte; its ÷ lines time is the goal (≤ 1.2×). One core, as `Scripts/bench.sh` pins the runner (`taskset -c 1`), except `--jobs 2`, started under `taskset -c 0,1` (the `--jobs` rows appear only when `group --help` offers `--jobs`). FILE = `heldout-N` in the corpus directory (`--corpus-out`): the held-out corpus (`HeldOutCorpusGenerator`, a seed of its own: 40% Chinese, 30% English, 10% Japanese, 5% Korean, 5% Russian, 10% other European; half the records repeat an earlier one, popular names many times; a fifth end in digits) as lines, JSON Lines, a JSON array and CSV. ICU4C's whole process reads the file at once, converts each line into one reused `UnicodeString`, takes its bucket and sort key (keys in one arena, arrays sized from a count of lines), sorts by (bucket, key, input index) and writes `LABEL<TAB>RECORD` through a 1 MiB buffer. Output: each `group` output must equal the lines path's byte for byte; ICU's is compared with ours as multisets of lines (ICU writes its `#` buckets first), where the deliberate differences show: place names and surnames whose first character has readings starting with different letters (厦门 Xiàmén, 长沙 Chángshā, 曾, 单 …), CLDR 42's readings against our CLDR 41."
    )
    out.append("")
    return out
  }

  /// The goals of issue 18, on the largest size measured.
  func wholeProcessGoals() -> [String] {
    guard let result = wholeProcess.last, let icu = result.figure("ICU4C"),
      let lines = result.figure("lines")
    else { return [] }
    let n = count(result.size)
    var out: [String] = []
    let t = lines.wallMs / icu.wallMs
    let p = Double(lines.peakKiB) / Double(icu.peakKiB)
    out.append(
      Self.goal(
        t <= 0.30,
        "\(n) records, whole process: `group` \(ratio(t)) of ICU4C's time (\(ms(lines.wallMs)) vs \(ms(icu.wallMs)); goal ≤ 0.30×)"
      ))
    out.append(
      Self.goal(
        p <= 0.5,
        "\(n) records, whole process: `group` peak \(ratio(p)) of ICU4C's (\(mb(Double(lines.peakKiB))) vs \(mb(Double(icu.peakKiB))); goal ≤ 0.5×)"
      ))
    for format in ["jsonl", "json", "csv"] {
      guard let f = result.figure(format) else { continue }
      let ft = f.wallMs / lines.wallMs
      let fp = Double(f.peakKiB) / Double(lines.peakKiB)
      out.append(
        Self.goal(
          ft <= 1.5 && fp <= 1.5,
          "\(n) records, \(format) input: \(ratio(ft)) the lines path's time, \(ratio(fp)) its peak (goal ≤ 1.5× each)"
        ))
    }
    out.append(
      Self.goal(
        result.identical && result.icuLines == result.oursLines,
        "\(n) records, output: \(result.oursLines) lines, ICU4C \(result.icuLines) (must be equal), \(result.differing) of them differ; every input format writes the same output: \(result.identical ? "yes" : "no")"
      ))
    if let keys = result.figure("keys") {
      let kt = keys.wallMs / lines.wallMs
      out.append(
        Self.goal(
          kt <= 1.2,
          "\(n) records, `keys`: \(ratio(kt)) the time of `group` on the same lines (\(ms(keys.wallMs)) vs \(ms(lines.wallMs)); goal ≤ 1.2×); its output, sorted by key, is `group`'s: \(keys.output == "sorted by key = lines" ? "yes" : "no")"
        ))
    }
    if let one = result.figure("lines, --jobs 1"), let two = result.figure("lines, --jobs 2") {
      out.append(
        Self.goal(
          nil,
          "\(n) records, `--jobs 2` on two cores: \(ms(two.wallMs)) against \(ms(one.wallMs)) with `--jobs 1` on one (\(ratio(two.wallMs / one.wallMs)); \(ratio(two.wallMs / icu.wallMs)) of ICU4C's time)"
        ))
    }
    if result.size < 1_000_000 {
      out.append("- (quick run: the whole-process goals are stated for 1M records)")
    }
    return out
  }

  /// The report of `--cli-only`: the whole-process section and its goals.
  func wholeProcessMarkdown() -> String {
    (wholeProcessSection() + ["### Goals (command line, zh-Hans)", ""] + wholeProcessGoals())
      .joined(separator: "\n")
  }

  /// A goal line: ✅ met, ❌ not met, – informational.
  static func goal(_ met: Bool?, _ text: String) -> String {
    "- \(met == nil ? "–" : (met! ? "✅" : "❌")) \(text)"
  }
}
