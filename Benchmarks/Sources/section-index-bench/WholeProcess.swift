// The command line's whole process (issue 18): `section-index group` reading
// the held-out corpus as lines, JSON Lines, JSON and CSV, and `section-index
// keys` reading it as lines (issue 27), against ICU4C's whole process
// (`icu_bench group`), each run a process of its own.

import BenchPlatform
import Foundation

/// One command of the whole-process table.
struct ProcessPath {
  /// What the table calls it: "lines", "jsonl", …, "ICU4C".
  var name: String
  /// The command as the table shows it, FILE for the corpus's base path.
  var shown: String
  var arguments: [String]
  /// Whether it is a `section-index` run (`group`, whose output must equal
  /// the lines path's byte for byte, or `keys`).
  var isOurs: Bool
  /// Whether it is `section-index keys`, whose output sorted by key with
  /// the keys dropped must equal the lines path's.
  var isKeys = false
}

/// One path measured at one size.
struct ProcessFigure {
  var path: ProcessPath
  /// Best wall-clock time of the runs, and the CPU time (user + system) of that run.
  var wallMs = Double.infinity
  var cpuMs = Double.nan
  /// The largest peak resident set size of the runs.
  var peakKiB = 0
  /// How its output compares with the lines path's.
  var output = ""
}

/// All paths at one size.
struct WholeProcessResult {
  var size: Int
  var figures: [ProcessFigure]
  /// Line counts of our lines path's output and ICU's, and how many lines of
  /// one are not in the other (as multisets: a record in another section, or
  /// written differently).
  var oursLines = 0
  var icuLines = 0
  var differing = 0
  /// Whether every `group` path wrote the lines path's output exactly.
  var identical = true

  func figure(_ name: String) -> ProcessFigure? { figures.first { $0.path.name == name } }
}

struct WholeProcess {
  var cli: String
  var icu: String
  /// `section-index-bench-measure`, which spawns each run (see `spawnAndWait`).
  var spawner: String
  var directory: String
  var log: (String) -> Void

  /// Writes the held-out corpus at each size as `heldout-N.{txt,jsonl,json,csv}`.
  func writeCorpus(_ sizes: [Int]) throws {
    var generator = HeldOutCorpusGenerator()
    let (all, ms) = Platform.time { generator.records(sizes.max()!) }
    for size in sizes {
      try CorpusFiles.write(Array(all.prefix(size)), to: base(size))
    }
    log("held-out corpus: \(all.count) records generated in \(Int(ms)) ms, files in \(directory)")
  }

  func base(_ size: Int) -> String { "\(directory)/heldout-\(size)" }

  /// The commands: `group` on each input format, with `--jobs 1` and
  /// `--jobs 2` when the tool offers them, `keys` on lines when the tool
  /// has it, and ICU's whole process.
  ///
  /// The runner runs pinned to one core (Scripts/bench.sh starts it under
  /// `taskset -c 1`), and its children inherit that; the `--jobs 2` run is
  /// started under `taskset -c 0,1` so it may use two.
  func paths(_ size: Int) throws -> [ProcessPath] {
    let file = base(size)
    let group = [cli, "group", "--locale", "zh-Hans"]
    var paths = [
      ProcessPath(
        name: "lines", shown: "group --locale zh-Hans FILE.txt", arguments: group + [file + ".txt"],
        isOurs: true)
    ]
    for format in ["jsonl", "json", "csv"] {
      paths.append(
        ProcessPath(
          name: format, shown: "group --locale zh-Hans --input \(format) --key name FILE.\(format)",
          arguments: group + ["--input", format, "--key", "name", "\(file).\(format)"], isOurs: true
        ))
    }
    if try Platform.run(cli, ["group", "--help"]).contains("--jobs") {
      paths.append(
        ProcessPath(
          name: "lines, --jobs 1", shown: "group --locale zh-Hans --jobs 1 FILE.txt",
          arguments: group + ["--jobs", "1", file + ".txt"], isOurs: true))
      let taskset = Platform.which("taskset")
      paths.append(
        ProcessPath(
          name: "lines, --jobs 2",
          shown: (taskset == nil ? "" : "taskset -c 0,1 ")
            + "group --locale zh-Hans --jobs 2 FILE.txt",
          arguments: (taskset.map { [$0, "-c", "0,1"] } ?? []) + group + [
            "--jobs", "2", file + ".txt",
          ],
          isOurs: true))
    }
    if (try? Platform.run(cli, ["keys", "--help"]))?.contains("KEY") == true {
      paths.append(
        ProcessPath(
          name: "keys", shown: "keys --locale zh-Hans FILE.txt",
          arguments: [cli, "keys", "--locale", "zh-Hans", file + ".txt"], isOurs: true,
          isKeys: true))
    }
    paths.append(
      ProcessPath(
        name: "ICU4C", shown: "icu_bench group zh-Hans FILE.txt",
        arguments: [icu, "group", "zh-Hans", file + ".txt"], isOurs: false))
    return paths
  }

  /// Three rounds over the paths, each run a process of its own with its
  /// output in a file; the outputs are checked after the first round.
  func measure(_ size: Int) throws -> WholeProcessResult {
    let paths = try paths(size)
    var figures = paths.map { ProcessFigure(path: $0) }
    var result = WholeProcessResult(size: size, figures: [])
    for round in 1...3 {
      for (i, path) in paths.enumerated() {
        log("[whole process \(size)] \(path.name), round \(round) of 3…")
        let out = output(size, path)
        let run = Platform.values(try Platform.run(spawner, ["spawn", out] + path.arguments))
        let stderr = (try? String(contentsOfFile: out + ".stderr", encoding: .utf8)) ?? ""
        guard run["status"] == "0" else {
          throw BenchError(
            "\(path.arguments.joined(separator: " ")) exited with \(run["status"] ?? "?"):\n\(stderr)"
          )
        }
        if round == 1 && !stderr.isEmpty {
          log("warning: \(path.name) wrote to stderr: \(stderr.prefix(300))")
        }
        let wall = Double(run["time_ms"] ?? "") ?? .nan
        if wall < figures[i].wallMs {
          figures[i].wallMs = wall
          figures[i].cpuMs = Double(run["cpu_ms"] ?? "") ?? .nan
        }
        figures[i].peakKiB = max(figures[i].peakKiB, Int(run["peak_kib"] ?? "") ?? 0)
      }
      if round == 1 { try check(size, &figures, &result) }
    }
    result.figures = figures
    return result
  }

  func output(_ size: Int, _ path: ProcessPath) -> String {
    let slug = path.name.filter { $0.isLetter || $0.isNumber }
    return "\(directory)/whole-\(size)-\(slug).tsv"
  }

  /// Every `group` output against the lines path's, byte for byte; ICU's
  /// against it line by line.
  func check(_ size: Int, _ figures: inout [ProcessFigure], _ result: inout WholeProcessResult)
    throws
  {
    let reference = output(size, figures[0].path)
    for i in figures.indices.dropFirst() {
      let out = output(size, figures[i].path)
      if figures[i].path.isKeys {
        let differing = try Self.keysDifference(out, reference)
        result.identical = result.identical && differing == 0
        figures[i].output = differing == 0 ? "sorted by key = lines" : "sorted by key ≠ lines"
        if differing != 0 {
          log("warning: keys output sorted by key differs from the lines path's")
        }
        continue
      }
      if figures[i].path.isOurs
        && FileManager.default.contentsEqual(atPath: out, andPath: reference)
      {
        figures[i].output = "= lines"
        continue
      }
      let d = try Self.lineDifferences(out, reference)
      if figures[i].path.isOurs {
        result.identical = false
        figures[i].output = "≠ lines: \(d.lines) lines, \(d.differing) differ"
        log("warning: \(figures[i].path.name) output differs from the lines path's")
      } else {
        (result.icuLines, result.oursLines, result.differing) = (d.lines, d.otherLines, d.differing)
        figures[i].output =
          d.lines == d.otherLines
          ? "\(d.lines) lines, \(d.differing) differ from ours"
          : "\(d.lines) lines ≠ ours \(d.otherLines)"
      }
    }
    figures[0].output = "reference"
  }

  /// How many lines differ between `keys`' output, sorted by its first
  /// field with a stable sort and with that field dropped, and `group`'s
  /// tsv output in `reference`: what `keys --help` promises.
  static func keysDifference(_ keys: String, _ reference: String) throws -> Int {
    let bytes = try Platform.readBytes(keys)
    // Each line as (key end, line start, line end), the line feed left out.
    var lines: [(keyEnd: Int, start: Int, end: Int)] = []
    var start = 0
    var tab = -1
    for (i, byte) in bytes.enumerated() {
      if byte == 0x09 && tab < 0 { tab = i }
      if byte == 0x0A {
        lines.append((tab < 0 ? i : tab, start, i))
        start = i + 1
        tab = -1
      }
    }
    let order = bytes.withUnsafeBufferPointer { b in
      lines.indices.sorted { x, y in
        let (a, c) = (lines[x], lines[y])
        let l = UnsafeBufferPointer(rebasing: b[a.start..<a.keyEnd])
        let r = UnsafeBufferPointer(rebasing: b[c.start..<c.keyEnd])
        if l.elementsEqual(r) { return x < y }
        return l.lexicographicallyPrecedes(r)
      }
    }
    var sorted: [UInt8] = []
    sorted.reserveCapacity(bytes.count)
    for i in order {
      let line = lines[i]
      sorted += bytes[min(line.keyEnd + 1, line.end)..<line.end]
      sorted.append(0x0A)
    }
    let expected = try Platform.readBytes(reference)
    if sorted == expected { return 0 }
    let a = sorted.split(separator: 0x0A, omittingEmptySubsequences: false)
    let b = expected.split(separator: 0x0A, omittingEmptySubsequences: false)
    return zip(a, b).filter { $0.0 != $0.1 }.count + abs(a.count - b.count)
  }

  /// How many lines of one file are not in the other, as multisets (order
  /// left aside: ICU puts `#` first, we put it last), by a 64-bit hash per line.
  static func lineDifferences(_ a: String, _ b: String) throws -> (
    lines: Int, otherLines: Int, differing: Int
  ) {
    var counts: [UInt64: Int] = [:]
    var lines = (0, 0)
    for (path, sign) in [(a, 1), (b, -1)] {
      let bytes = try Platform.readBytes(path)
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in bytes {
        if byte == 0x0A {
          counts[hash, default: 0] += sign
          if sign > 0 { lines.0 += 1 } else { lines.1 += 1 }
          hash = 0xCBF2_9CE4_8422_2325
        } else {
          hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
      }
    }
    let surplus = counts.values.reduce(into: (0, 0)) { s, n in
      if n > 0 { s.0 += n } else { s.1 -= n }
    }
    return (lines.0, lines.1, max(surplus.0, surplus.1))
  }
}
