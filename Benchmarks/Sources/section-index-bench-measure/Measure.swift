// The measuring modes for ours. They run in a process of their own, without
// Foundation, so peak memory is that of the library and the records (the
// benchmark runner starts this executable; see Bench.swift). Each prints
// `key=value` lines.

import BenchPlatform
@_spi(Benchmarks) import SectionIndexCollation

enum Measure {
  /// Ours: `IndexedCollation.sections(of:)` on the whole corpus, then checks
  /// the result and writes each record's section title (input order).
  ///
  /// The timed part starts from strings in memory and ends with the sectioned,
  /// sorted result; building the collation (and decoding its tables) is timed
  /// apart as `setup_ms`. The ICU tool follows the same protocol.
  ///
  /// With `check: false` (the `profile` mode) only the timed part runs, for
  /// `perf record` or `valgrind --tool=callgrind`.
  static func ours(
    locale: String, corpus: String, repetitions: Int, labelsOut: String?, check: Bool = true
  ) throws {
    let records = try Platform.readLines(corpus)
    let loadedKiB = Platform.peakResidentKiB()
    let (collation, setup) = Platform.time {
      let collation = IndexedCollation(locale: locale)
      blackHole(collation.section(for: "a"))
      blackHole(collation.sortKey(for: "a"))
      return collation
    }
    var best = Double.infinity
    var times: [Double] = []
    var result: IndexedSections<String>?
    var peak = 0
    for _ in 0..<max(1, repetitions) {
      result = nil
      let (sections, ms) = Platform.time { collation.sections(of: records) }
      times.append(ms)
      best = min(best, ms)
      result = sections
      // The first run's peak: later runs add the allocator's leftovers.
      if peak == 0 { peak = Platform.peakResidentKiB() }
    }
    let sections = result!
    guard check else {
      print("records=\(records.count)")
      print("time_ms=\(best)")
      print("peak_kib=\(peak)")
      return
    }

    // Check the timed output: every record once, each in the section its own
    // title says, sections in index order, items in sort-key order.
    let (labels, checkMs) = Platform.time { () -> [String] in
      records.map { collation.sectionTitle(for: $0) }
    }
    var titleOf: [String: String] = [:]
    titleOf.reserveCapacity(records.count)
    var expectedCounts: [String: Int] = [:]
    for (record, label) in zip(records, labels) {
      titleOf[record] = label
      expectedCounts[label, default: 0] += 1
    }
    var total = 0
    var lastTitleIndex = -1
    for section in sections {
      guard section.titleIndex > lastTitleIndex else {
        throw BenchError("sections out of index order")
      }
      lastTitleIndex = section.titleIndex
      guard expectedCounts[section.title] == section.items.count else {
        throw BenchError(
          "section \(section.title) has \(section.items.count) items, expected \(expectedCounts[section.title] ?? 0)"
        )
      }
      var previous: SortKey?
      for item in section.items {
        guard titleOf[item] == section.title else {
          throw BenchError(
            "\(item) is under \(section.title), its title is \(titleOf[item] ?? "nil")")
        }
        let key = collation.sortKey(for: item)
        if let previous, key < previous {
          throw BenchError("\(item) is out of order in section \(section.title)")
        }
        previous = key
        total += 1
      }
    }
    guard total == records.count else {
      throw BenchError("\(total) items out, \(records.count) in")
    }
    if let labelsOut { try Platform.writeLines(labels, to: labelsOut) }
    print("records=\(records.count)")
    print("sections=\(sections.count)")
    print("setup_ms=\(setup)")
    print("time_ms=\(best)")
    print("times_ms=\(times.map { "\(($0 * 10).rounded() / 10)" }.joined(separator: ","))")
    print("loaded_kib=\(loadedKiB)")
    print("peak_kib=\(peak)")
    print("title_ns=\(checkMs * 1e6 / Double(max(records.count, 1)))")
    print("check=ok")
  }

  /// Micro figures through the public API: `section(for:)` and `sortKey(for:)`
  /// per record, and Han characters per second through both.
  static func micro(locale: String, corpus: String) throws {
    let records = try Platform.readLines(corpus)
    let collation = IndexedCollation(locale: locale)
    blackHole(collation.section(for: "a"))
    blackHole(collation.sortKey(for: "a"))

    // The best of three passes (of two for sort keys, one on a large corpus).
    let bucketMs = best(of: 3, over: records) { collation.section(for: $0) }
    let keyMs = best(of: records.count >= 1_000_000 ? 1 : 2, over: records) {
      collation.sortKey(for: $0).bytes.count
    }
    let n = Double(max(records.count, 1))
    print("records=\(records.count)")
    print("bucket_ns=\(bucketMs * 1e6 / n)")
    print("sortkey_ns=\(keyMs * 1e6 / n)")

    search(collation: collation, records: records)

    // Pure Han records (Chinese and kanji names): characters per second.
    let han = records.filter { r in
      !r.isEmpty && r.unicodeScalars.allSatisfy { $0.properties.isIdeographic }
    }
    let hanCharacters = Double(han.reduce(0) { $0 + $1.unicodeScalars.count })
    guard hanCharacters > 0 else { return }
    let hanKeyMs = best(of: 2, over: han) { collation.sortKey(for: $0).bytes.count }
    let hanSectionMs = best(of: 2, over: han) { collation.section(for: $0) }
    // Pinyin lookup in context (the reading behind sorting), where the
    // collation reads pinyin.
    if collation.readingCount(of: "中") > 0 {
      let pinyinMs = best(of: 3, over: han) { collation.readingCount(of: $0) }
      print("pinyin_chars_per_s=\(hanCharacters / (pinyinMs / 1000))")
    }
    print("han_records=\(han.count)")
    print("han_characters=\(Int(hanCharacters))")
    print("han_sortkey_chars_per_s=\(hanCharacters / (hanKeyMs / 1000))")
    print("han_section_records_per_s=\(Double(han.count) / (hanSectionMs / 1000))")
  }

  /// Keystrokes of a search, each filtering every record through
  /// `searchQuery(_:)` and `matches(_:)`: Latin prefixes, pinyin in full,
  /// initials and mixed, several words, accents, kana and Hangul.
  static let keystrokes = [
    "a", "m", "ma", "mar", "zh", "zhang", "zhangw", "zw", "wang x", "li m", "john s", "müller",
    "emile", "たな", "김", "曾",
  ]

  /// The search figure: milliseconds per million records for each keystroke
  /// (the query prepared inside the timed part, as an app does per
  /// keystroke), best of three passes, in wall-clock time and in the
  /// thread's CPU time (which a busy shared machine inflates much less);
  /// the worst keystroke by CPU time and the mean are printed, and how many
  /// records the worst one kept.
  static func search(
    collation: IndexedCollation, records: [String], keystrokes: [String] = Measure.keystrokes
  ) {
    let scale = 1_000_000 / Double(max(records.count, 1))
    var worst = (ms: 0.0, cpu: 0.0, query: "", kept: 0)
    var total = 0.0
    var totalCPU = 0.0
    var each: [String] = []
    for keystroke in keystrokes {
      var best = Double.infinity
      var bestCPU = Double.infinity
      var kept = 0
      for _ in 0..<3 {
        let cpuStart = Platform.threadCPUNanoseconds()
        let (n, ms) = Platform.time { () -> Int in
          let query = collation.searchQuery(keystroke)
          var n = 0
          for r in records where query.matches(r) { n += 1 }
          return n
        }
        let cpu = Double(Platform.threadCPUNanoseconds() - cpuStart) / 1e6
        kept = n
        best = min(best, ms * scale)
        bestCPU = min(bestCPU, cpu * scale)
      }
      total += best
      totalCPU += bestCPU
      each.append("\(keystroke):\((bestCPU * 10).rounded() / 10)")
      if bestCPU > worst.cpu { worst = (best, bestCPU, keystroke, kept) }
    }
    print("search_keystrokes=\(keystrokes.count)")
    print("search_worst_ms=\(worst.ms)")
    print("search_worst_cpu_ms=\(worst.cpu)")
    print("search_worst_query=\(worst.query)")
    print("search_worst_kept=\(worst.kept)")
    print("search_mean_ms=\(total / Double(keystrokes.count))")
    print("search_mean_cpu_ms=\(totalCPU / Double(keystrokes.count))")
    print("search_each_cpu_ms=\(each.joined(separator: ","))")
    searchAsTyped(collation: collation, records: records, keystrokes: keystrokes)
    let cpuStart = Platform.threadCPUNanoseconds()
    let (index, indexMs) = Platform.time { collation.searchIndex(of: records) }
    let indexCPU = Double(Platform.threadCPUNanoseconds() - cpuStart) / 1e6
    print("index_build_ms=\(indexMs * scale)")
    print("index_build_cpu_ms=\(indexCPU * scale)")
    searchAsTyped(collation: collation, records: records, keystrokes: keystrokes, index: index)
  }

  /// The search figure as a person types: each of the keystrokes typed one
  /// character at a time into a `SearchSession`, so that a query filters
  /// only the matches of the one before it when it narrows it. Timed (CPU
  /// and wall clock, best of three, per million records): each keystroke
  /// of ``keystrokes`` after its prefixes, and every step of the typing
  /// (the first letters `z`, `w`, `l` … filter every record). Checked: each
  /// answer equals the count of filtering every record.
  static func searchAsTyped(
    collation: IndexedCollation, records: [String], keystrokes: [String] = Measure.keystrokes,
    index: IndexedCollation.SearchIndex? = nil
  ) {
    let name = index == nil ? "typed" : "indexed"
    let scale = 1_000_000 / Double(max(records.count, 1))
    var worst = (ms: 0.0, cpu: 0.0, query: "")
    var worstStep = (ms: 0.0, cpu: 0.0, query: "")
    var totalCPU = 0.0
    var each: [String] = []
    for keystroke in keystrokes {
      let steps = keystroke.indices.map { String(keystroke[...$0]) }
      var best = [Double](repeating: .infinity, count: steps.count)
      var bestCPU = best
      var kept = [Int](repeating: 0, count: steps.count)
      for _ in 0..<3 {
        var session = IndexedCollation.SearchSession()
        for (k, typed) in steps.enumerated() {
          let cpuStart = Platform.threadCPUNanoseconds()
          let (n, ms) = Platform.time { () -> Int in
            let query = collation.searchQuery(typed)
            if let index {
              return session.search(query, in: index) { query.matches(records[$0]) }.count
            }
            return session.search(query, count: records.count) { query.matches(records[$0]) }
              .count
          }
          let cpu = Double(Platform.threadCPUNanoseconds() - cpuStart) / 1e6
          kept[k] = n
          best[k] = min(best[k], ms * scale)
          bestCPU[k] = min(bestCPU[k], cpu * scale)
        }
      }
      for (k, typed) in steps.enumerated() {
        let query = collation.searchQuery(typed)
        var n = 0
        for r in records where query.matches(r) { n += 1 }
        precondition(
          n == kept[k], "search as typed: \(typed) kept \(kept[k]) records, \(n) from scratch")
        if bestCPU[k] > worstStep.cpu { worstStep = (best[k], bestCPU[k], typed) }
      }
      let last = steps.count - 1
      totalCPU += bestCPU[last]
      each.append("\(keystroke):\((bestCPU[last] * 10).rounded() / 10)")
      if bestCPU[last] > worst.cpu { worst = (best[last], bestCPU[last], keystroke) }
    }
    print("\(name)_worst_ms=\(worst.ms)")
    print("\(name)_worst_cpu_ms=\(worst.cpu)")
    print("\(name)_worst_query=\(worst.query)")
    print("\(name)_mean_cpu_ms=\(totalCPU / Double(keystrokes.count))")
    print("\(name)_worst_step_ms=\(worstStep.ms)")
    print("\(name)_worst_step_cpu_ms=\(worstStep.cpu)")
    print("\(name)_worst_step_query=\(worstStep.query)")
    print("\(name)_each_cpu_ms=\(each.joined(separator: ","))")
  }

  /// The best time, in milliseconds, of `passes` runs of `body` over every
  /// record (its results summed, so that the work cannot be left out).
  private static func best(
    of passes: Int, over records: [String], _ body: (String) -> Int
  ) -> Double {
    var best = Double.infinity
    for _ in 0..<passes {
      let (sum, ms) = Platform.time { () -> Int in
        var sum = 0
        for r in records { sum &+= body(r) }
        return sum
      }
      blackHole(sum)
      best = min(best, ms)
    }
    return best
  }

}
