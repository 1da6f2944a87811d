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

  /// Most keys are put together from each scalar's cached bytes
  /// (`SortKeyCache`); they must be the full path's bytes exactly: the
  /// section, then the collator's key, which is also `sortKey(for:)`'s, and
  /// for records with readings, `sectionSortKey(for:phoneticKey:)`'s parts.
  @Test(arguments: [
    "en", "de", "sv", "da", "cs", "es", "th", "ja", "ko", "zh-Hans", "zh-Hant", "en,zh-Hans",
    "ja,en", "zh-Hant-u-co-zhuyin",
  ])
  func keysAreTheFullPathsBytes(locales: String) throws {
    let tags = locales.split(separator: ",").map(String.init)
    var records = try FastPathTests.records(for: tags[0])
    records += [
      "e\u{323}\u{301}", "e\u{301}\u{323}", "\u{301}e", "Věra Žák", "Søren Æbelø", "Ærø",
      "한국어", "김민준", "\u{1100}\u{1161}\u{11A8}", "カーター", "ゝ", "コーヒー", "ﾃｽﾄ",
      "\u{F914}", "樂", "曾国藩", " 曾国藩", "\u{3000}曾", "曾", "单", "乐乐", "长沙火锅", "厦门",
      "重庆 2", "张\u{301}伟", "😀 Smith", "1990", "ch", "Ch", "cH", "Chrudim", "llama", "ไก่",
      "\u{E40}\u{E01}", "Aa", "aA", "Å", "A\u{30A}", "\u{212B}", "ǅ", "ﬃ", "㍿", "①",
    ]
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locales: tags, content: content)
      for record in records {
        let section = collation.section(for: record)
        let prefix = [UInt8(truncatingIfNeeded: section >> 8), UInt8(truncatingIfNeeded: section)]
        let full = collation.collator.sortKey(for: record)
        let scalars = record.unicodeScalars.map { $0.value }
        #expect(
          collation.sectionSortKey(for: record).bytes == prefix + full,
          "\(locales) \(content.rawValue) \(scalars)")
        #expect(collation.sortKey(for: record).bytes == full, "\(locales) \(scalars)")
        let display = "x" + record
        let readingKey = IndexedCollation.escapedKey(full)
        #expect(
          collation.sectionSortKey(for: display, phoneticKey: record).bytes
            == (record.isEmpty
              ? collation.sectionSortKey(for: display, phoneticKey: nil).bytes
              : prefix + readingKey + collation.collator.sortKey(for: display)),
          "\(locales) \(scalars)")
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
