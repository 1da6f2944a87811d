// The Markdown report: results table, growth, micro figures, goals, agreement.

import BenchPlatform
import Foundation

struct Report {
  var options: Options
  var icuVersion: String
  var rows: [Row]
  /// The Foundation path per locale, at each measured size (ascending).
  var foundation: [String: [FoundationFigure]]
  var micro: [String: [String: String]]
  var coldStart: (mean: Double, min: Double, method: String)?
  /// The command line's whole process at each held-out size.
  var wholeProcess: [WholeProcessResult] = []

  func markdown() -> String {
    var out: [String] = []
    out.append(
      "### Sectioned + sorted (one core, release; best of 3 runs; ICU's record API once at 1M)")
    out.append("")
    out.append(
      "| locale | records | ours | ours peak | ICU expert | ICU peak | ours ÷ ICU time | ours ÷ ICU peak | ICU record API | record API ÷ ours | Foundation † | Foundation ÷ ours | agree with ICU |"
    )
    out.append(
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for row in rows {
      let ours = double(row.ours, "time_ms")
      let icu = double(row.icuExpert, "time_ms")
      let rec = double(row.icuRecords, "time_ms")
      let oursPeak = double(row.ours, "peak_kib")
      let icuPeak = double(row.icuExpert, "peak_kib")
      var fCells = ["–", "–"]
      if let (t, measured) = foundationMs(row.locale, row.size) {
        let mark = measured ? "" : " ≈"
        fCells = [ms(t) + mark, ratio(t / ours)]
      }
      out.append(
        "| \(row.locale) | \(count(row.size)) | \(ms(ours)) | \(mb(oursPeak)) | \(ms(icu)) | \(mb(icuPeak)) | \(ratio(ours / icu)) | \(ratio(oursPeak / icuPeak)) | \(ms(rec)) | \(ratio(rec / ours)) | \(fCells[0]) | \(fCells[1]) | \(String(format: "%.2f", row.agreement.percent))% |"
      )
    }
    out.append("")
    if let f = foundation.values.first {
      out.append(
        "† Foundation path (`applyingTransform(.toLatin)` + `.stripDiacritics` for the first letter, `compare(_:options:range:locale:)` to sort) measured up to \(count(f.last!.records)) records; ≈ marks larger sizes extrapolated from that measurement (transform × n, sort × n log n)."
      )
    }
    out.append(
      "Peak = the measuring process's VmHWM, corpus in memory included (ours: Swift `[String]`; ICU: `std::vector<UnicodeString>`). Times start from the strings in memory; building the collator/index is timed apart (setup below). Agreement = our section title vs ICU `AlphabeticIndex` bucket per record, deliberate differences excluded."
    )
    out.append("")

    // Growth.
    if options.sizes.count > 1 {
      out.append(
        "### Growth (time ratio between sizes; n log n would give ≈ \(growthExpectation()))")
      out.append("")
      out.append("| locale | ours | ICU expert | ICU record API |")
      out.append("| --- | --- | --- | --- |")
      for locale in options.locales {
        let r = rows.filter { $0.locale == locale }.sorted { $0.size < $1.size }
        guard r.count > 1 else { continue }
        func growth(_ key: KeyPath<Row, [String: String]>) -> String {
          zip(r, r.dropFirst()).map { a, b in
            let g = double(b[keyPath: key], "time_ms") / double(a[keyPath: key], "time_ms")
            return String(format: "×%.1f", g) + " (\(short(a.size))→\(short(b.size)))"
          }.joined(separator: ", ")
        }
        out.append(
          "| \(locale) | \(growth(\.ours)) | \(growth(\.icuExpert)) | \(growth(\.icuRecords)) |")
      }
      out.append("")
    }

    // Micro figures.
    out.append("### Micro figures (public API, warm tables; best of three rounds)")
    out.append("")
    out.append(
      "| locale | setup ours | setup ICU | `section(for:)` ns/record | `sortKey(for:)` ns/record | pinyin lookup, Han chars/s ‡ | Han chars/s via `sortKey(for:)` | Han records/s via `section(for:)` | search, ms per 1M records per keystroke § |"
    )
    out.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for locale in options.locales {
      guard let m = micro[locale] else { continue }
      let row = rows.first { $0.locale == locale }
      out.append(
        "| \(locale) | \(row.map { ms(double($0.ours, "setup_ms")) } ?? "–") | \(row.map { ms(double($0.icuExpert, "setup_ms")) } ?? "–") | \(String(format: "%.0f", double(m, "bucket_ns"))) | \(String(format: "%.0f", double(m, "sortkey_ns"))) | \(m["pinyin_chars_per_s"].map { rate(Double($0)!) } ?? "–") | \(m["han_sortkey_chars_per_s"].map { rate(Double($0)!) } ?? "–") | \(m["han_section_records_per_s"].map { rate(Double($0)!) } ?? "–") | \(search(m)) |"
      )
    }
    out.append("")
    out.append(
      "‡ Readings in context (phrases included) of the corpus's pure-Han records (\(micro["zh-Hans"]?["han_records"] ?? "–") records, \(micro["zh-Hans"]?["han_characters"] ?? "–") characters) through `readingCount(of:)`, the lookup behind `reading(of:)` and pinyin sorting without building text (SPI `Benchmarks`); only where the collation reads pinyin."
    )
    out.append("")
    out.append(
      "§ `searchQuery(_:)` and `matches(_:)` over every record of the micro corpus, scaled to a million, for each of \(searchKeystrokes) keystrokes (the query prepared inside the timed part): the worst keystroke in CPU time (wall clock in brackets; a busy machine inflates it), which one, and the mean over keystrokes in CPU time; \"as typed\": each keystroke typed one character at a time into a `SearchSession` (a query that extends the last filters only its matches), the last character timed, checked against filtering every record."
    )
    if let c = coldStart {
      out.append("")
      out.append(
        "Cold start, `section-index group --locale zh-Hans` on 10 records (built with `--static-swift-stdlib`, as README installs it): mean \(String(format: "%.1f", c.mean)) ms, min \(String(format: "%.1f", c.min)) ms (\(c.method))."
      )
    }
    out.append("")
    out.append(contentsOf: wholeProcessSection())

    // Goals.
    out.append("### Goals (zh-Hans)")
    out.append("")
    out.append(contentsOf: goals())
    out.append("")

    // Agreement details.
    out.append("### Agreement with ICU \(icuVersion) (threshold \(options.threshold)%)")
    out.append("")
    for row in rows where row.size == options.sizes.max() {
      let a = row.agreement
      let excluded = a.excluded.map {
        "\($0.value) \($0.key.rawValue) (of which \(a.excludedAgreeing[$0.key] ?? 0) agree anyway)"
      }.sorted().joined(separator: ", ")
      out.append(
        "- \(row.locale), \(count(row.size)): \(a.agreed) of \(a.compared) agree (\(String(format: "%.3f", a.percent))%); excluded: \(excluded.isEmpty ? "none" : excluded)"
      )
      for (pair, n, example) in a.topDisagreements(6) {
        out.append("  - \(n)× \(pair), e.g. \"\(example)\"")
      }
    }
    for locale in options.locales {
      guard let f = foundation[locale]?.last else { continue }
      out.append(
        "- Foundation path, \(locale), \(count(f.records)): \(String(format: "%.2f", f.agreement.percent))% agree with ICU's buckets (informational: it transliterates every script to Latin, where ICU sends scripts without titles to `#`; most common: \(f.agreement.topDisagreements(3).map { "\($0.count)× \($0.pair)" }.joined(separator: "; ")))"
      )
    }
    return out.joined(separator: "\n")
  }

  func goals() -> [String] {
    var lines: [String] = []
    func line(_ met: Bool?, _ text: String) { lines.append(Self.goal(met, text)) }
    let zh = rows.filter { $0.locale == "zh-Hans" }.sorted { $0.size < $1.size }
    if let big = zh.last {
      let ours = double(big.ours, "time_ms")
      let t = ours / double(big.icuExpert, "time_ms")
      let m = double(big.ours, "peak_kib") / double(big.icuExpert, "peak_kib")
      let r = double(big.icuRecords, "time_ms") / ours
      let n = count(big.size)
      line(t <= 0.33, "\(n) records: time \(ratio(t)) of ICU expert (goal ≤ 0.33×)")
      line(
        m <= 0.75,
        "\(n) records: peak \(ratio(m)) of ICU expert's \(mb(double(big.icuExpert, "peak_kib"))) (goal ≤ 0.75×)"
      )
      line(r >= 100, "\(n) records: \(ratio(r)) faster than ICU record API (goal ≥ 100×)")
      if let (f, measured) = foundationMs("zh-Hans", big.size) {
        let fr = f / ours
        line(
          fr >= 100,
          "\(n) records: \(ratio(fr)) faster than the Foundation path\(measured ? "" : " (extrapolated)") (goal ≥ 100×)"
        )
      }
      if big.size < 1_000_000 {
        lines.append("- (quick run: the size goals are stated for 1M records)")
      }
    }
    if let m = micro["zh-Hans"] {
      if let c = m["pinyin_chars_per_s"].flatMap(Double.init) {
        line(c >= 40e6, "pinyin lookup \(rate(c)) Han chars/s in context (goal ≥ 40M/s)")
      }
      let b = double(m, "bucket_ns")
      line(b <= 50, "bucket lookup \(String(format: "%.0f", b)) ns/record (goal ≤ 50 ns)")
      let w = double(m, "search_worst_cpu_ms")
      if !w.isNaN {
        line(
          w <= 100,
          "search: the worst keystroke filters 1M records in \(ms(w)) of CPU time, `\(m["search_worst_query"] ?? "?")` (goal ≤ 100 ms)"
        )
      }
      let t = double(m, "typed_worst_cpu_ms")
      if !t.isNaN {
        line(
          t <= 50,
          "search as typed (`SearchSession`): the worst keystroke \(ms(t)) of CPU per 1M records, `\(m["typed_worst_query"] ?? "?")`; the worst step of the typing \(ms(double(m, "typed_worst_step_cpu_ms"))), `\(m["typed_worst_step_query"] ?? "?")` (goal ≤ 50 ms)"
        )
      }
    }
    if let c = coldStart {
      line(
        c.mean <= 20,
        "cold start of `group` on 10 records \(String(format: "%.1f", c.mean)) ms mean (goal ≤ 20 ms)"
      )
    } else {
      line(nil, "cold start not measured (no --cli)")
    }
    lines.append(contentsOf: wholeProcessGoals())
    if zh.count > 1 {
      var worst = 0.0
      var detail: [String] = []
      for (a, b) in zip(zh, zh.dropFirst()) {
        let g = double(b.ours, "time_ms") / double(a.ours, "time_ms")
        let nlogn = nLogN(b.size) / nLogN(a.size)
        worst = max(worst, g / nlogn)
        detail.append(String(format: "×%.1f vs n log n ×%.1f", g, nlogn))
      }
      // 25% slack: caches and the allocator make large runs a little slower
      // per element even for an n log n algorithm.
      line(
        worst <= 1.25,
        "growth \(detail.joined(separator: ", ")) (goal: no worse than n log n, 25% slack)")
    }
    return lines
  }

  /// The Foundation path's time at `size`: measured, or extrapolated from the
  /// largest measurement.
  func foundationMs(_ locale: String, _ size: Int) -> (ms: Double, measured: Bool)? {
    guard let figures = foundation[locale], let largest = figures.last else { return nil }
    if let exact = figures.first(where: { $0.records == size }) {
      return (exact.transformMs + exact.sortMs, true)
    }
    return (largest.estimatedMs(size), false)
  }

  func growthExpectation() -> String {
    let s = options.sizes
    return zip(s, s.dropFirst()).map { String(format: "×%.1f", nLogN($1) / nLogN($0)) }.joined(
      separator: ", ")
  }

  /// The search cell of the micro table: worst keystroke (CPU, wall), mean.
  func search(_ m: [String: String]) -> String {
    let worst = double(m, "search_worst_cpu_ms")
    guard !worst.isNaN else { return "–" }
    return
      "\(ms(worst)) (\(ms(double(m, "search_worst_ms")))) `\(m["search_worst_query"] ?? "?")`, mean \(ms(double(m, "search_mean_cpu_ms")))"
      + typed(m)
  }

  /// The as-typed part of the search cell: the worst keystroke typed after
  /// its prefixes, through a `SearchSession`.
  func typed(_ m: [String: String]) -> String {
    let worst = double(m, "typed_worst_cpu_ms")
    guard !worst.isNaN else { return "" }
    return
      "; as typed \(ms(worst)) `\(m["typed_worst_query"] ?? "?")`, mean \(ms(double(m, "typed_mean_cpu_ms")))"
  }

  /// How many keystrokes the search figure times, as the measuring child says.
  var searchKeystrokes: String {
    micro.values.compactMap { $0["search_keystrokes"] }.first ?? "–"
  }

  func nLogN(_ n: Int) -> Double { Double(n) * log2(Double(n)) }

  func double(_ values: [String: String], _ key: String) -> Double {
    values[key].flatMap(Double.init) ?? .nan
  }

  func ms(_ v: Double) -> String {
    if v.isNaN { return "–" }
    if v >= 1000 { return String(format: "%.2f s", v / 1000) }
    if v >= 100 { return String(format: "%.0f ms", v) }
    if v >= 10 { return String(format: "%.1f ms", v) }
    return String(format: "%.2f ms", v)
  }

  func mb(_ kib: Double) -> String { kib.isNaN ? "–" : String(format: "%.0f MB", kib / 1024) }

  func ratio(_ r: Double) -> String {
    if r.isNaN || r.isInfinite { return "–" }
    if r >= 100 { return String(format: "%.0f×", r) }
    if r >= 10 { return String(format: "%.1f×", r) }
    return String(format: "%.2f×", r)
  }

  func rate(_ r: Double) -> String {
    r >= 1e6 ? String(format: "%.1fM", r / 1e6) : String(format: "%.0fk", r / 1e3)
  }

  func count(_ n: Int) -> String {
    n >= 1_000_000 && n % 1_000_000 == 0
      ? "\(n / 1_000_000)M" : (n >= 1000 && n % 1000 == 0 ? "\(n / 1000)k" : "\(n)")
  }

  func short(_ n: Int) -> String { count(n) }
}
