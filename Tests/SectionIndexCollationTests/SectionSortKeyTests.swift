import TestSupport
import Testing

@testable import SectionIndexCollation

/// `sectionSortKey` sorts records, in any engine that compares bytes, into the
/// order `sections(of:)` gives them.
@Suite struct SectionSortKeyTests {
  @Test(arguments: ["en", "sv", "cs", "th", "ja", "ko", "zh-Hans", "zh-Hant", "sw", "cy"])
  func keysSortAsSections(locale: String) throws {
    let records = try FastPathTests.records(for: locale)
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locale: locale, content: content)
      let keys = records.map { collation.sectionSortKey(for: $0) }
      // A stable sort by key: equal keys (equal strings) keep input order.
      let byKey = records.indices.sorted {
        keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1)
      }
      let sections = collation.sections(of: Array(records.indices), by: { records[$0] })
      #expect(byKey == sections.joined, "\(locale) \(content.rawValue)")
      // The first two bytes are the section.
      for section in sections {
        for i in section.items {
          let b = keys[i].bytes
          #expect(Int(b[0]) << 8 | Int(b[1]) == section.titleIndex)
        }
      }
    }
  }

  @Test(arguments: ["en", "ja", "zh-Hans"])
  func phoneticKeysSortAsSections(locale: String) throws {
    let readings = [
      "e\u{301}", "\u{E9}", "\u{8C48}", "\u{F900}", "e", "E", "", "ab", "ab", "さとう", "サトウ",
      "やまだ", "长沙", "",
    ]
    let displays = ["b", "a", "c", "a", "z", "y", "x", "b", "a", "佐藤", "佐藤", "山田", "长沙", "Bo"]
    var records: [(display: String, reading: String)] = []
    for (r, d) in zip(readings, displays) {
      records += [(d, r), (d + "2", r), (d, r)]
    }
    let collation = IndexedCollation(locale: locale)
    let keys = records.map { collation.sectionSortKey(for: $0.display, phoneticKey: $0.reading) }
    let byKey = records.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    let sections = collation.sections(
      of: Array(records.indices), by: { records[$0].display },
      phoneticKey: { records[$0].reading })
    #expect(byKey == sections.joined, "\(locale)")
  }
}
