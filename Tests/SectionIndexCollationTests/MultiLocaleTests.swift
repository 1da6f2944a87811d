import SectionIndexAlgorithms
import Testing

@testable import SectionIndexCollation

/// Indexes of several locales (`IndexedCollation(locales:)`): each script goes
/// to the titles of the first locale that indexes it, wherever that locale
/// stands. Han: Chinese reads it (pinyin, strokes, zhuyin), Korean files it
/// under its Hangul reading, Japanese puts kanji without a reading under 他;
/// where the list names more than one of them, each record goes by its
/// language (LanguageTests).
/// Han without a reading in the Chinese data goes to the last title, as ICU
/// 72 and 78's AlphabeticIndex put it (never `#`).
@Suite struct MultiLocaleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var locales: [String]
    var string: String
    var title: String
    var testDescription: String { "\(locales) \(string) → \(title)" }
  }

  static let az = (UInt32(0x41)...0x5A).map { String(Character(Unicode.Scalar($0)!)) }
  /// ICU's zh-Hant stroke titles (72 and 78 alike: CLDR's short stroke index).
  static let strokes = (1...33).map { "\($0)劃" } + ["35劃", "36劃", "39劃", "48劃"]
  static let kana = ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ"]

  static let cases: [Case] = [
    // Chinese in every position: pinyin decides Han unless Japanese comes first.
    .init(locales: ["zh-Hans", "en"], string: "张三", title: "Z"),
    .init(locales: ["en", "zh-Hans"], string: "张三", title: "Z"),
    .init(locales: ["en", "zh-Hans"], string: "王五", title: "W"),
    .init(locales: ["en", "zh-Hans"], string: "Zhang", title: "Z"),
    .init(locales: ["ru", "zh-Hans"], string: "张三", title: "Z"),
    .init(locales: ["ru", "zh-Hans"], string: "Борис", title: "Б"),
    .init(locales: ["en", "sv", "zh-Hans"], string: "李雷", title: "L"),
    // Latin goes to English, the first locale that indexes it: Ä under A.
    .init(locales: ["en", "sv", "zh-Hans"], string: "Ärlig", title: "A"),
    .init(locales: ["sv", "en", "zh-Hans"], string: "Ärlig", title: "Ä"),
    .init(locales: ["zh-Hans", "ja"], string: "张三", title: "Z"),
    .init(locales: ["en", "zh-Hans", "ja"], string: "张三", title: "Z"),
    // 张 is a Simplified form: Chinese, wherever zh-Hans stands.
    .init(locales: ["ja", "zh-Hans"], string: "张三", title: "Z"),
    .init(locales: ["en", "ja", "zh-Hans"], string: "张三", title: "Z"),
    .init(locales: ["ja", "zh-Hans"], string: "やまだ", title: "や"),
    .init(locales: ["zh-Hant", "en"], string: "王五", title: "4劃"),
    .init(locales: ["en", "zh-Hant"], string: "王五", title: "4劃"),
    .init(locales: ["zh-Hant", "ja"], string: "王五", title: "4劃"),
    .init(locales: ["ja", "zh-Hant"], string: "王五", title: "他"),
    .init(locales: ["en", "ja", "zh-Hant"], string: "王五", title: "他"),
    .init(locales: ["en", "zh-Hant-u-co-zhuyin"], string: "王五", title: "ㄨ"),
    .init(locales: ["en", "ko"], string: "金", title: "ㄱ"),
    .init(locales: ["en", "ko", "zh-Hans"], string: "金", title: "ㄱ"),
    .init(locales: ["en", "zh-Hans", "ko"], string: "金", title: "J"),
    // Han the Chinese data cannot read goes to the last title (ICU: Z, ㄩ, 48劃).
    .init(locales: ["zh-Hans"], string: "𠀋", title: "Z"),
    .init(locales: ["zh-Hans"], string: "\u{9FFF}", title: "Z"),
    .init(locales: ["en", "zh-Hans"], string: "𠀋", title: "Z"),
    .init(locales: ["zh-Hant-u-co-zhuyin"], string: "𠀋", title: "ㄩ"),
    .init(locales: ["en", "zh-Hant-u-co-zhuyin"], string: "𠀋", title: "ㄩ"),
    // ICU 78's short stroke data: 33劃 then 35劃; what it does not list (䯂,
    // 34 strokes; 𱁬, 84) goes to the last title, as in ICU 72 and 78.
    .init(locales: ["zh-Hant"], string: "鱻", title: "33劃"),
    .init(locales: ["zh-Hant"], string: "齾", title: "35劃"),
    .init(locales: ["zh-Hant"], string: "䯂", title: "48劃"),
    .init(locales: ["zh-Hant"], string: "𱁬", title: "48劃"),
    .init(locales: ["zh-Hant"], string: "𠀋", title: "48劃"),
  ]

  @Test(arguments: cases) func section(_ c: Case) {
    let index = IndexedCollation(locales: c.locales)
    #expect(index.sectionTitle(for: c.string) == c.title)
    // The same through the library's sections.
    let grouped = index.sections(of: [c.string, "Alice"])
    #expect(grouped.contains { $0.title == c.title && $0.items.contains(c.string) })
  }

  @Test func titlesOfEachPosition() {
    #expect(IndexedCollation(locales: ["en", "zh-Hans"]).sectionTitles == Self.az + ["#"])
    // 他 right after わ, before A–Z, as Android shows it.
    #expect(
      IndexedCollation(locales: ["ja", "zh-Hans"]).sectionTitles == Self.kana + ["他"] + Self.az + [
        "#"
      ])
    // Each language's titles in the order of the list (LanguageTests).
    #expect(
      IndexedCollation(locales: ["ja", "zh-Hant"]).sectionTitles
        == Self.kana + ["他"] + Self.strokes + Self.az + ["#"])
    #expect(
      IndexedCollation(locales: ["en", "ja"]).sectionTitles == Self.az + Self.kana + ["他", "#"])
    #expect(
      IndexedCollation(locales: ["ja", "ko"]).sectionTitles.prefix(12)
        == ArraySlice(Self.kana + ["他", "ㄱ"]))
    #expect(
      IndexedCollation(locales: ["zh-Hans", "ja"]).sectionTitles
        == Self.az + Self.kana + ["他", "#"])
    #expect(IndexedCollation(locales: ["zh-Hant"]).sectionTitles == Self.strokes + Self.az + ["#"])
    #expect(
      IndexedCollation(locales: ["en", "zh-Hant"]).sectionTitles == Self.az + Self.strokes + ["#"])
    #expect(
      IndexedCollation(locales: ["en", "zh-Hant", "ja"]).sectionTitles
        == Self.az + Self.strokes + Self.kana + ["他", "#"])
    #expect(
      IndexedCollation(locales: ["zh-Hant", "ja"]).sectionTitles
        == Self.strokes + Self.kana + ["他"] + Self.az + ["#"])
  }

  @Test func orderAfterTheFirstLocalesLetters() {
    // The first locale's collation sorts the list; Han, ordered by the
    // Chinese collation, follows the Latin names of its section, and Han
    // without a reading comes after all readable Han.
    let index = IndexedCollation(locales: ["en", "zh-Hans"])
    let sections = index.sections(of: ["𠀋", "张三", "Zoe", "赵六", "Alice", "王五"])
    #expect(sections.map(\.title) == ["A", "W", "Z"])
    #expect(sections.last?.items == ["Zoe", "张三", "赵六", "𠀋"])
    let zh = IndexedCollation(locale: "zh-Hans").sections(of: ["𠀋", "张三", "赵六"])
    #expect(zh.map(\.items) == [["张三", "赵六", "𠀋"]])
  }

  /// Every path agrees in an index whose Han a later locale decides: the
  /// library's sections, the command line's (`SectionStream`, with codes and
  /// without) and the order of `sectionSortKey`.
  @Test(arguments: [["en", "zh-Hans"], ["en", "zh-Hant"], ["ja", "zh-Hans"], ["en", "ko"]])
  func everyPathAgrees(_ locales: [String]) throws {
    let records =
      try FastPathTests.records(for: "zh-Hans") + FastPathTests.records(for: "ja")
      + FastPathTests.records(for: "en")
    for content in [IndexedCollation.Content.text, .names] {
      let index = IndexedCollation(locales: locales, content: content)
      let expected = index.sections(of: Array(records.indices), by: { records[$0] })
      for codes in [false, true] {
        let streamed = index.streamedSections(keys: PackedUTF8(records), many: codes)
        #expect(streamed.map(\.section) == expected.map(\.titleIndex), "\(locales) \(codes)")
        #expect(streamed.map(\.items) == expected.map(\.items), "\(locales) \(codes)")
      }
      let keys = records.map { index.sectionSortKey(for: $0) }
      let byKey = records.indices.sorted {
        keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1)
      }
      #expect(byKey == expected.joined, "\(locales)")
    }
  }

  @Test(arguments: [
    ["en", "zh-Hans"], ["zh-Hans", "en"], ["zh-Hans", "ja"], ["en", "zh-Hans", "ja"],
  ])
  func pinyinSearchWhereChineseDecidesHan(_ locales: [String]) {
    let index = IndexedCollation(locales: locales, content: .names)
    #expect(index.searchQuery("zgf").matches("曾国藩"))
    #expect(index.searchQuery("zeng").matches("曾国藩"))
    #expect(index.reading(of: "曾国藩") == "zēng guó fān")
    #expect(index.sectionTitle(for: "曾国藩") == "Z")  // surname reading, not céng
  }

  @Test(arguments: [["ja", "zh-Hans"], ["en", "ja", "zh-Hant"]])
  func noPinyinWhereJapaneseDecidesHan(_ locales: [String]) {
    let index = IndexedCollation(locales: locales, content: .names)
    #expect(!index.searchQuery("zgf").matches("曾国藩"))
    #expect(index.searchQuery("曾").matches("曾国藩"))
    #expect(index.reading(of: "曾国藩") == nil)
  }
}
