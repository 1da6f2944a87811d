// The benchmark run: corpus, measurements in child processes, the correctness
// gate, and the report.

import BenchPlatform
import Foundation

/// One locale × size row.
struct Row {
  var locale: String
  var size: Int
  var ours: [String: String]
  var icuExpert: [String: String]
  var icuRecords: [String: String]
  var agreement: Agreement
}

/// One locale's Foundation-path measurement on the subset.
struct FoundationFigure {
  var records: Int
  var transformMs: Double
  var sortMs: Double
  var peakKiB: Int
  var agreement: Agreement

  /// Time extrapolated to `n` records: the transform grows as n, the sort as
  /// n log n.
  func estimatedMs(_ n: Int) -> Double {
    let m = Double(records)
    let x = Double(n)
    return transformMs * x / m + sortMs * (x * log2(x)) / (m * log2(m))
  }
}

struct Bench {
  var options: Options
  let icu: String
  let corpusDirectory: String
  let me = Platform.executablePath
  /// The Foundation-free measuring child for ours, built beside this runner.
  var measurer: String {
    (me as NSString).deletingLastPathComponent + "/section-index-bench-measure"
  }

  init(options: Options) throws {
    self.options = options
    guard let icu = options.icuTool, Platform.isExecutable(icu) else {
      throw UsageError("--icu <path> must name the compiled icu_bench (Scripts/bench.sh builds it)")
    }
    self.icu = icu
    guard
      Platform.isExecutable(
        (Platform.executablePath as NSString).deletingLastPathComponent
          + "/section-index-bench-measure")
    else {
      throw BenchError(
        "section-index-bench-measure must sit beside section-index-bench (swift build -c release builds both)"
      )
    }
    corpusDirectory = options.corpusDirectory ?? (NSTemporaryDirectory() + "section-index-bench")
    try FileManager.default.createDirectory(
      atPath: corpusDirectory, withIntermediateDirectories: true)
  }

  func corpusPath(_ size: Int) -> String { "\(corpusDirectory)/corpus-\(size).txt" }

  func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  func run() throws {
    let icuVersion = try Platform.run(icu, ["--version"]).trimmingCharacters(
      in: .whitespacesAndNewlines)
    log("ICU tool: \(icuVersion)")
    if options.cliOnly { return try runWholeProcess(icuVersion: icuVersion) }

    // The corpus: one seeded stream, written as prefixes of the largest size.
    var generator = CorpusGenerator()
    let largest = options.sizes.max()!
    let (all, genMs) = Platform.time { generator.records(largest) }
    for size in options.sizes {
      try Platform.writeLines(Array(all.prefix(size)), to: corpusPath(size))
    }
    log("corpus: \(largest) records generated in \(Int(genMs)) ms, files in \(corpusDirectory)")
    let foundationSize = min(options.foundationSubset, largest)
    let foundationCorpus = "\(corpusDirectory)/corpus-foundation-\(foundationSize).txt"
    try Platform.writeLines(Array(all.prefix(foundationSize)), to: foundationCorpus)

    var rows: [Row] = []
    var foundation: [String: [FoundationFigure]] = [:]
    var foundationSizes = options.sizes.filter { $0 <= foundationSize }
    if foundationSizes.isEmpty { foundationSizes = [foundationSize] }
    var micro: [String: [String: String]] = [:]
    var failures: [String] = []

    for locale in options.locales {
      for size in options.sizes {
        let records = Array(all.prefix(size))
        // Best of three for ours and ICU's expert path at every size (a
        // shared machine swings from run to run); the record API, which takes
        // most of a minute at 1M, runs once there.
        let repetitions = 3
        let recordRepetitions = size >= 1_000_000 ? 1 : 3
        log("[\(locale) \(size)] ours…")
        let oursLabels = "\(corpusDirectory)/ours-\(locale)-\(size).labels"
        let ours = Platform.values(
          try Platform.run(
            measurer, ["ours", locale, corpusPath(size), "\(repetitions)", oursLabels]))
        guard ours["check"] == "ok" else { throw BenchError("ours: output check failed") }
        log("[\(locale) \(size)] ICU labels…")
        let icuLabels = "\(corpusDirectory)/icu-\(locale)-\(size).labels"
        _ = try Platform.run(icu, ["labels", locale, corpusPath(size), icuLabels])
        let agreement = try Agreement(
          records: records, ours: try Platform.readLines(oursLabels),
          icu: try Platform.readLines(icuLabels),
          locale: locale)
        if agreement.percent < options.threshold {
          failures.append(
            "\(locale) \(size): \(String(format: "%.3f", agreement.percent))% agreement with ICU < \(options.threshold)%"
          )
          printDisagreements(agreement, locale: locale, size: size)
          continue
        }
        log("[\(locale) \(size)] ICU expert…")
        let expert = Platform.values(
          try Platform.run(icu, ["expert", locale, corpusPath(size), "\(repetitions)"]))
        log("[\(locale) \(size)] ICU record API…")
        let recordAPI = Platform.values(
          try Platform.run(icu, ["records", locale, corpusPath(size), "\(recordRepetitions)"]))
        rows.append(
          Row(
            locale: locale, size: size, ours: ours, icuExpert: expert, icuRecords: recordAPI,
            agreement: agreement))
      }
      if !failures.isEmpty { continue }

      // The Foundation path at every size up to the subset (larger sizes are
      // extrapolated from the largest measured one).
      var figures: [FoundationFigure] = []
      for size in foundationSizes {
        log("[\(locale) \(size)] Foundation path…")
        let corpus = options.sizes.contains(size) ? corpusPath(size) : foundationCorpus
        let fLabels = "\(corpusDirectory)/foundation-\(locale)-\(size).labels"
        let f = Platform.values(
          try Platform.run(
            me,
            [
              "--measure", "foundation", "--locale", locale, "--corpus", corpus, "--labels-out",
              fLabels,
            ]))
        guard f["check"] == "ok" else { throw BenchError("Foundation path: output check failed") }
        let icuLabels = "\(corpusDirectory)/icu-\(locale)-\(size).labels"
        if !options.sizes.contains(size) {
          _ = try Platform.run(icu, ["labels", locale, corpus, icuLabels])
        }
        figures.append(
          FoundationFigure(
            records: size, transformMs: Double(f["transform_ms"]!)!, sortMs: Double(f["sort_ms"]!)!,
            peakKiB: Int(f["peak_kib"]!)!,
            agreement: try Agreement(
              records: Array(all.prefix(size)), ours: try Platform.readLines(fLabels),
              icu: try Platform.readLines(icuLabels), locale: locale)))
      }
      foundation[locale] = figures
    }

    // Micro figures: three rounds over the locales, each figure the best of
    // the three (a slow spell of this shared machine lasts seconds to
    // minutes; rounds spread the runs out, and each runs in a fresh process).
    let microSize = min(largest, 1_000_000)
    for round in 1...3 where failures.isEmpty {
      for locale in options.locales {
        log("[\(locale)] micro figures on \(microSize), round \(round) of 3…")
        let figures = Platform.values(
          try Platform.run(measurer, ["micro", locale, corpusPath(microSize)]))
        micro[locale] = Self.best(micro[locale], figures)
      }
    }

    if !failures.isEmpty {
      print("# Benchmark FAILED the correctness gate; no times reported")
      for f in failures { print("- \(f)") }
      throw BenchError("correctness gate failed")
    }

    let coldStart = try measureColdStart()
    let report = Report(
      options: options, icuVersion: icuVersion, rows: rows, foundation: foundation, micro: micro,
      coldStart: coldStart, wholeProcess: try measureWholeProcess()
    ).markdown()
    try publish(report)
  }

  /// `--cli-only`: the command line's whole process alone.
  func runWholeProcess(icuVersion: String) throws {
    let report = Report(
      options: options, icuVersion: icuVersion, rows: [], foundation: [:], micro: [:],
      coldStart: nil, wholeProcess: try measureWholeProcess()
    ).wholeProcessMarkdown()
    try publish(report)
  }

  func publish(_ report: String) throws {
    print(report)
    if let out = options.markdownOut {
      try report.write(toFile: out, atomically: true, encoding: .utf8)
    }
  }

  /// The command line's whole process on the held-out corpus, at each of its
  /// sizes; none without `--cli`.
  func measureWholeProcess() throws -> [WholeProcessResult] {
    guard let cli = options.cli, Platform.isExecutable(cli) else { return [] }
    let whole = WholeProcess(
      cli: cli, icu: icu, spawner: measurer, directory: corpusDirectory, log: log)
    try whole.writeCorpus(options.heldOutSizes)
    return try options.heldOutSizes.map(whole.measure)
  }

  func printDisagreements(_ a: Agreement, locale: String, size: Int) {
    print(
      "## \(locale), \(size) records: \(String(format: "%.3f", a.percent))% of \(a.compared) agree with ICU"
    )
    for (pair, count, example) in a.topDisagreements(10) {
      print("- \(count)× \(pair), e.g. \"\(example)\"")
    }
    for d in a.firstDisagreements { print("  - \"\(d.record)\": ours \(d.ours), ICU \(d.icu)") }
  }

  /// Cold start of `section-index group --locale zh-Hans` on 10 records:
  /// (mean ms, min ms, method).
  func measureColdStart() throws -> (mean: Double, min: Double, method: String)? {
    guard let cli = options.cli, Platform.isExecutable(cli) else { return nil }
    let file = "\(corpusDirectory)/cold-10.txt"
    var generator = CorpusGenerator()
    try Platform.writeLines(generator.records(10), to: file)
    log("cold start of section-index group on 10 records…")
    if let hyperfine = Platform.which("hyperfine") {
      let json = "\(corpusDirectory)/cold-start.json"
      _ = try Platform.run(
        hyperfine,
        [
          "-N", "--warmup", "3", "--runs", "30", "--style", "none", "--export-json", json,
          "\(cli) group --locale zh-Hans --format tsv \(file)",
        ])
      let data = try Data(contentsOf: URL(fileURLWithPath: json))
      if let top = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let result = (top["results"] as? [[String: Any]])?.first,
        let mean = result["mean"] as? Double, let min = result["min"] as? Double
      {
        return (mean * 1000, min * 1000, "hyperfine, 30 runs after 3 warm-ups")
      }
    }
    var times: [Double] = []
    for _ in 0..<20 {
      let (_, ms) = try Platform.time {
        try Platform.run(cli, ["group", "--locale", "zh-Hans", file])
      }
      times.append(ms)
    }
    return (
      times.reduce(0, +) / Double(times.count), times.min()!, "20 runs, wall time incl. spawn"
    )
  }

  /// Per figure, the better of two runs' values: the lower time per record
  /// (`_ns`), the higher rate (`_per_s`); other values from the latest run.
  static func best(_ old: [String: String]?, _ new: [String: String]) -> [String: String] {
    guard let old else { return new }
    var out = new
    for (key, value) in new {
      guard let a = old[key].flatMap(Double.init), let b = Double(value) else { continue }
      if (key.hasSuffix("_ns") || key.hasSuffix("_ms")) && a < b || key.hasSuffix("_per_s") && a > b
      {
        out[key] = old[key]
      }
    }
    return out
  }
}
