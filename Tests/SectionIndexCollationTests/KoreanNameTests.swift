import SectionIndexCollation
import Testing

/// Korean names in Hanja: a surname at the start of a name is read by the
/// initial-sound rule (두음법칙) South Korean contacts follow, a deliberate
/// difference from ICU and from the collation's own (dictionary) order.
@Suite struct KoreanNameTests {
  static let names = IndexedCollation(locale: "ko", content: .names)

  @Test(arguments: [
    ("李民俊", "이民俊"), ("林", "임"), ("柳在石", "유在石"), ("羅", "나"), ("盧武鉉", "노武鉉"),
    ("呂", "여"), ("梁", "양"), ("陸", "육"), ("龍", "용"), (" 李民俊", " 이民俊"),
  ])
  func surnamesFollowTheInitialSoundRule(name: String, reading: String) {
    #expect(Self.names.initialSoundReading(of: name) == reading)
  }

  /// Surnames the rule leaves alone, Hangul, and Hanja not at the start.
  @Test(arguments: ["金民俊", "朴", "南宮", "이민준", "리", "Lee", "民李", ""])
  func otherNamesAreLeftAsTheyAre(name: String) {
    #expect(Self.names.initialSoundReading(of: name) == nil)
  }

  /// Only names, and only where Korean decides Han.
  @Test func onlyKoreanNamesAreRead() {
    #expect(IndexedCollation(locale: "ko").initialSoundReading(of: "李") == nil)
    #expect(
      IndexedCollation(locales: ["zh-Hans", "ko"], content: .names).initialSoundReading(of: "李")
        == nil)
    #expect(IndexedCollation(locales: ["en", "ko"], content: .names).readsInitialSounds)
  }

  /// The difference from ICU, by name: ICU's AlphabeticIndex for ko (and
  /// this collation's own `sectionTitle(for:)`, which follows it) files 李
  /// under ㄹ as a dictionary does; read by the rule, it goes under ㅇ
  /// beside 이민준, where South Korean contact lists show it.
  @Test func initialSoundRuleIsADeliberateDifferenceFromICU() throws {
    #expect(Self.names.sectionTitle(for: "李民俊") == "ㄹ")  // ICU's answer
    let reading = try #require(Self.names.initialSoundReading(of: "李民俊"))
    #expect(Self.names.sectionTitle(for: reading) == "ㅇ")
    let sections = Self.names.sections(
      of: ["李民俊", "이민준", "김민준", "라미란"], by: { $0 },
      phoneticKey: { Self.names.initialSoundReading(of: $0) })
    #expect(sections.map(\.title) == ["ㄱ", "ㄹ", "ㅇ"])
    #expect(sections.last?.items == ["이민준", "李民俊"])
  }
}
