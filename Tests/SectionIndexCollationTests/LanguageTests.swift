import SectionIndexAlgorithms
import Testing

@testable import SectionIndexCollation

/// Indexes of several of Chinese, Japanese and Korean: each record filed by
/// the language it is written in (``IndexedCollation/language(of:phoneticKey:)``),
/// with the section and order it gets in that language's own index.
@Suite struct LanguageTests {
  typealias Language = IndexedCollation.Language
  typealias Reason = IndexedCollation.LanguageReason

  struct Case: CustomTestStringConvertible, Sendable {
    var locales: [String]
    var names = false
    var string: String
    var phoneticKey: String? = nil
    var language: Language?
    var reason: Reason? = nil
    var testDescription: String {
      "\(locales) \(string) \(phoneticKey ?? "") → \(language.map { "\($0)" } ?? "nil")"
    }
  }

  static let cases: [Case] = [
    // Kana and Hangul, wherever the language stands in the list.
    .init(locales: ["zh-Hans", "ja"], string: "木村さくら", language: .japanese, reason: .kana),
    .init(locales: ["zh-Hans", "ja"], string: "ヤマダ", language: .japanese, reason: .kana),
    .init(locales: ["zh-Hans", "ko"], string: "김민지", language: .korean, reason: .hangul),
    .init(locales: ["ja", "ko", "zh-Hans"], string: "김민지", language: .korean, reason: .hangul),
    // Characters only one language writes.
    .init(locales: ["ja", "zh-Hans"], string: "张伟", language: .chinese, reason: .characters),
    .init(locales: ["ja", "zh-Hant"], string: "张伟", language: .chinese, reason: .characters),
    .init(locales: ["zh-Hans", "ja"], string: "渡辺", language: .japanese, reason: .characters),
    .init(locales: ["zh-Hans", "ja"], string: "込山", language: .japanese, reason: .characters),
    .init(locales: ["zh-Hant", "ja"], string: "峠", language: .japanese, reason: .characters),
    .init(locales: ["zh-Hans", "ja"], string: "畑中", language: .japanese, reason: .characters),
    // The caller's reading.
    .init(
      locales: ["zh-Hans", "ja"], string: "山田", phoneticKey: "やまだ", language: .japanese,
      reason: .phoneticKey),
    .init(
      locales: ["ja", "zh-Hans"], string: "山田", phoneticKey: "shān tián", language: .chinese,
      reason: .phoneticKey),
    .init(
      locales: ["ja", "zh-Hant"], string: "林", phoneticKey: "ㄌㄧㄣˊ", language: .chinese,
      reason: .phoneticKey),
    .init(
      locales: ["zh-Hans", "ko"], string: "金", phoneticKey: "김", language: .korean,
      reason: .phoneticKey),
    // Names: a Chinese surname and one or two characters.
    .init(
      locales: ["ja", "zh-Hant"], names: true, string: "王大同", language: .chinese, reason: .name),
    .init(
      locales: ["ja", "zh-Hans"], names: true, string: "林峰", language: .chinese, reason: .name),
    // Compound surname: 欧阳 (阳 alone decides: a Simplified form).
    .init(
      locales: ["ja", "zh-Hant"], names: true, string: "歐陽娜娜", language: .chinese,
      reason: .name),
    // Without names, or nothing decided: the first listed.
    .init(
      locales: ["ja", "zh-Hant"], string: "王大同", language: .japanese, reason: .firstListed),
    .init(locales: ["zh-Hans", "ja"], string: "東京", language: .chinese, reason: .firstListed),
    .init(locales: ["ja", "zh-Hans"], string: "東京", language: .japanese, reason: .firstListed),
    // Only the languages of the list: Hangul in a list without Korean.
    .init(locales: ["zh-Hans", "ja"], string: "김민지", language: nil),
    .init(locales: ["zh-Hans", "ja"], string: "Smith", language: nil),
    // An index of one of the languages does not file by language.
    .init(locales: ["en", "ja"], string: "木村さくら", language: nil),
    .init(locales: ["zh-Hans", "zh-Hant"], string: "张伟", language: nil),
  ]

  @Test(arguments: cases) func language(_ c: Case) {
    let index = IndexedCollation(locales: c.locales, content: c.names ? .names : .text)
    let choice = index.language(of: c.string, phoneticKey: c.phoneticKey)
    #expect(choice?.language == c.language)
    if let reason = c.reason { #expect(choice?.reason == reason) }
  }

  static let az = (UInt32(0x41)...0x5A).map { String(Character(Unicode.Scalar($0)!)) }
  static let strokes = MultiLocaleTests.strokes
  static let kana = MultiLocaleTests.kana
  static let hangul = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]

  /// Each language's titles, in the order of the list; Latin A–Z after
  /// them unless a Latin-titled locale (zh-Hans) comes first.
  @Test func titlesInTheOrderOfTheList() {
    #expect(
      IndexedCollation(locales: ["zh-Hans", "ja"]).sectionTitles
        == Self.az + Self.kana + ["他", "#"])
    #expect(
      IndexedCollation(locales: ["ja", "zh-Hans"]).sectionTitles
        == Self.kana + ["他"] + Self.az + ["#"])
    #expect(
      IndexedCollation(locales: ["zh-Hant", "ja"]).sectionTitles
        == Self.strokes + Self.kana + ["他"] + Self.az + ["#"])
    #expect(
      IndexedCollation(locales: ["ja", "zh-Hant"]).sectionTitles
        == Self.kana + ["他"] + Self.strokes + Self.az + ["#"])
    #expect(
      IndexedCollation(locales: ["ja", "ko", "zh-Hans"]).sectionTitles
        == Self.kana + ["他"] + Self.hangul + Self.az + ["#"])
    #expect(IndexedCollation(locales: ["ja", "zh-Hans"]).locale(of: .chinese) == "zh-Hans")
    #expect(IndexedCollation(locales: ["ja", "zh-Hans"]).locale(of: .korean) == nil)
  }

  static let lists: [[String]] = [
    ["zh-Hans", "ja"], ["ja", "zh-Hans"], ["zh-Hant", "ja"], ["ja", "zh-Hant"],
    ["ja", "ko", "zh-Hans"], ["en", "zh-Hans", "ja"], ["zh-Hans", "ko"],
  ]

  static func records() throws -> [String] {
    try ["zh-Hans", "zh-Hant", "ja", "ko", "en"].flatMap { try Corpus.records(for: $0) }
      + ["佐藤花子", "渡辺 陽菜", "张伟", "張偉", "김민지", "木村さくら", "込山", "王大同"]
  }

  /// The invariant: a record's section and its order among its
  /// language's records are those of its language's own index.
  @Test(arguments: lists) func ownLanguagesAnswer(_ locales: [String]) throws {
    let records = try Self.records()
    for content in [IndexedCollation.Content.text, .names] {
      let index = IndexedCollation(locales: locales, content: content)
      let mixed = index.sections(of: records)
      for language in [Language.chinese, .japanese, .korean] {
        guard let locale = index.locale(of: language) else { continue }
        let own = IndexedCollation(locale: locale, content: content)
        let mine = Set(records.filter { index.language(of: $0)?.language == language })
        #expect(!mine.isEmpty)
        let expected = own.sections(of: records.filter(mine.contains)).map {
          ($0.title, $0.items)
        }
        let got = mixed.compactMap { section -> (String, [String])? in
          let items = section.items.filter(mine.contains)
          return items.isEmpty ? nil : (section.title, items)
        }
        #expect(got.map(\.0) == expected.map(\.0), "\(locales) \(language)")
        #expect(got.map(\.1) == expected.map(\.1), "\(locales) \(language)")
      }
    }
  }

  /// Every path gives the same answer: sections, the command line's
  /// stream, `sectionSortKey`, `section(for:)`.
  @Test(arguments: lists) func everyPathAgrees(_ locales: [String]) throws {
    let records = try Self.records()
    let index = IndexedCollation(locales: locales, content: .names)
    let expected = index.sections(of: Array(records.indices), by: { records[$0] })
    for codes in [false, true] {
      let streamed = index.streamedSections(keys: PackedUTF8(records), many: codes)
      #expect(streamed.map(\.section) == expected.map(\.titleIndex))
      #expect(streamed.map(\.items) == expected.map(\.items))
    }
    let keys = records.map { index.sectionSortKey(for: $0) }
    let byKey = records.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    #expect(byKey == expected.joined)
    for section in expected {
      for i in section.items { #expect(index.section(for: records[i]) == section.titleIndex) }
    }
  }

  /// A phonetic key files a record by its language and sorts it as its
  /// language's own index does.
  @Test func phoneticKeys() {
    let index = IndexedCollation(locales: ["zh-Hans", "ja"])
    let people = [("山田", "やまだ"), ("山本", "やまもと"), ("张伟", nil), ("佐藤", "さとう")]
    let sections = index.sections(of: people, by: { $0.0 }, phoneticKey: { $0.1 })
    #expect(sections.map(\.title) == ["Z", "さ", "や"])
    #expect(sections.last?.items.map(\.0) == ["山田", "山本"])
    #expect(
      index.sectionSortKey(for: "山田", phoneticKey: "やまだ")
        < index.sectionSortKey(for: "山本", phoneticKey: "やまもと"))
  }

  /// Single-locale indexes and lists of one of the languages are as before.
  @Test func oneLanguageIsUnchanged() {
    #expect(!IndexedCollation(locale: "ja").filesByLanguage)
    #expect(!IndexedCollation(locales: ["en", "zh-Hans"]).filesByLanguage)
    #expect(IndexedCollation(locales: ["en", "zh-Hans", "ja"]).filesByLanguage)
    #expect(IndexedCollation(locales: ["ja", "en"]).sectionTitle(for: "张三") == "他")
  }
}
