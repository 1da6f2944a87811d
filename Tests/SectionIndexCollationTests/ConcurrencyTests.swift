import TestSupport
import Testing

@testable import SectionIndexCollation

/// One collation per locale shared by eight tasks that call every public
/// method at once, while its caches (pages of primaries, decoded locales,
/// codes for large inputs) fill: each task sees what a collation used by
/// one thread alone sees. Run under `swift test --sanitize=thread` too
/// (`Scripts/sanitize.sh thread`), where it must report nothing.
@Suite struct ConcurrencyTests {
  struct Results: Equatable {
    var sections: [Int]
    var titles: [String]
    var keys: [SortKey]
    var comparisons: [CollationOrder]
    var increasing: [Bool]
    var sorted: [String]
    var sortedBy: [Int]
    var grouped: IndexedSections<String>
    var groupedBy: [[Int]]
    var phonetic: [[Int]]
    var readings: [String?]
    var large: IndexedSections<String>
  }

  /// Every public method of `collation` on `strings`, in an order that
  /// starts at `offset` so that tasks race for different pages first.
  static func results(
    _ collation: IndexedCollation, _ strings: [String], large: [String], offset: Int
  ) -> Results {
    let n = strings.count
    let order = (0..<n).map { ($0 + offset) % n }
    var sections = [Int](repeating: 0, count: n)
    var titles = [String](repeating: "", count: n)
    var keys = [SortKey?](repeating: nil, count: n)
    var comparisons = [CollationOrder](repeating: .same, count: n)
    var increasing = [Bool](repeating: false, count: n)
    var readings = [String?](repeating: nil, count: n)
    for i in order {
      sections[i] = collation.section(for: strings[i])
      titles[i] = collation.sectionTitle(for: strings[i])
      keys[i] = collation.sortKey(for: strings[i])
      comparisons[i] = collation.compare(strings[i], strings[(i + 1) % n])
      increasing[i] = collation.areInIncreasingOrder(strings[i], strings[(i + 7) % n])
      readings[i] = collation.reading(of: strings[i], style: .plain)
    }
    let indices = Array(strings.indices)
    return Results(
      sections: sections, titles: titles, keys: keys.map { $0! }, comparisons: comparisons,
      increasing: increasing, sorted: collation.sorted(strings),
      sortedBy: collation.sorted(indices, by: { strings[$0] }),
      grouped: collation.sections(of: strings),
      groupedBy: collation.sections(of: indices, by: { strings[$0] }).map { $0.items },
      phonetic: collation.sections(
        of: indices, by: { strings[$0] }, phoneticKey: { strings[($0 + 3) % n] }
      ).map { $0.items },
      readings: readings,
      large: collation.sections(of: large))
  }

  @Test(arguments: [
    ("sv", IndexedCollation.Content.text), ("zh-Hans", .names), ("ja", .text), ("en", .text),
  ])
  func eightTasksShareOneCollation(locale: String, content: IndexedCollation.Content) async throws {
    // Mixed strings: several locales' records and the shared tricky ones.
    let strings = try ["sv", "zh-Hans", "ja", "en", "ko", "ru", "th"].flatMap {
      try Corpus.records(for: $0)
    }
    var random = SplitMix64(seed: 0x7A5C)
    var shuffled: [String] = []
    while shuffled.count <= PrimaryCodes.worthwhile {
      shuffled += strings.shuffled(using: &random)
    }
    let large = shuffled

    let expected = Self.results(
      IndexedCollation(locale: locale, content: content), strings, large: large, offset: 0)
    let shared = IndexedCollation(locale: locale, content: content)
    let matches = await withTaskGroup(of: Bool.self) { group in
      for t in 0..<8 {
        group.addTask {
          Self.results(shared, strings, large: large, offset: t * strings.count / 8) == expected
        }
      }
      var all: [Bool] = []
      for await r in group { all.append(r) }
      return all
    }
    #expect(matches == Array(repeating: true, count: 8), "\(locale)")
  }
}
