import SectionIndexCollation
import SectionIndexJapanese
import Testing

/// Indexes of Japanese with Chinese or Korean: Japanese names are read and
/// filed as in `ja` alone, Chinese ones as in the Chinese locale alone.
@Suite struct LanguageTests {
  static let japaneseNames = [
    "佐藤花子", "佐藤 花子", "鈴木一郎", "高橋 健太", "田中美咲", "渡辺 陽菜", "伊藤翔太", "山本 さくら",
    "中村大輔", "小林 優子", "加藤拓也", "吉田 結衣", "山田太郎", "坂本 蒼", "東海林太郎",
  ]
  static let chineseNames = [
    "王伟", "李娜", "张敏", "刘洋", "陈静", "杨帆", "黄晓明", "赵雷", "周杰伦", "欧阳娜娜",
    "王大同", "陳水扁", "張學友", "劉德華", "林志玲", "曾国藩",
  ]

  @Test(arguments: [
    ["zh-Hans", "ja"], ["ja", "zh-Hans"], ["zh-Hant", "ja"], ["ja", "ko", "zh-Hans"],
  ])
  func japaneseNamesAsInJapaneseAlone(_ locales: [String]) {
    let mixed = IndexedCollation(locales: locales, content: .names).japaneseReadings
    let ja = IndexedCollation(locale: "ja", content: .names).japaneseReadings
    let all = Self.japaneseNames + Self.chineseNames
    for name in Self.japaneseNames {
      #expect(mixed.language(of: name)?.language == .japanese, "\(name)")
      #expect(mixed.sectionTitle(for: name) == ja.sectionTitle(for: name), "\(name)")
    }
    // The same sections and order among the Japanese names.
    let japanese = Set(Self.japaneseNames)
    let got = mixed.sections(of: all).compactMap { s -> (String, [String])? in
      let items = s.items.filter(japanese.contains)
      return items.isEmpty ? nil : (s.title, items)
    }
    let expected = ja.sections(of: Self.japaneseNames).map { ($0.title, $0.items) }
    #expect(got.map(\.0) == expected.map(\.0))
    #expect(got.map(\.1) == expected.map(\.1))
  }

  @Test(arguments: [["zh-Hans", "ja"], ["ja", "zh-Hans"], ["ja", "ko", "zh-Hans"]])
  func chineseNamesAsInChineseAlone(_ locales: [String]) {
    let mixed = IndexedCollation(locales: locales, content: .names).japaneseReadings
    let zh = IndexedCollation(locale: "zh-Hans", content: .names)
    for name in Self.chineseNames {
      #expect(mixed.language(of: name)?.language == .chinese, "\(name)")
      #expect(mixed.sectionTitle(for: name) == zh.sectionTitle(for: name), "\(name)")
      #expect(mixed.reading(of: name) == nil, "\(name)")
    }
  }

  @Test func namesKnowJapaneseSurnames() {
    let index = IndexedCollation(locales: ["zh-Hans", "ja"], content: .names)
    #expect(index.japaneseReadings.language(of: "佐藤花子") == .init(.japanese, .name))
    #expect(index.japaneseReadings.language(of: "太郎") == .init(.japanese, .name))
    // Without the Japanese tables: no rule decides, the first listed does.
    #expect(index.language(of: "佐藤花子") == .init(.chinese, .firstListed))
    #expect(index.japaneseReadings.sectionTitle(for: "佐藤花子") == "さ")
    #expect(index.japaneseReadings.sectionTitle(for: "张伟") == "Z")
  }

  @Test func aGivenNameAloneIsReadAsAGivenName() {
    let reader = JapaneseReader.shared
    #expect(reader.reading(of: "太郎", as: .name) == "たろう")
    #expect(reader.reading(of: "太郎", names: true) == "たろう")
    // Surnames and full names are read as before.
    #expect(reader.reading(of: "佐藤", names: true) == "さとう")
    #expect(reader.reading(of: "佐藤花子", names: true) == "さとうはなこ")
    #expect(reader.surnameLength(ofName: "佐藤花子") == 2)
    #expect(reader.surnameLength(ofName: "佐藤 花子") == 2)
    #expect(reader.surnameLength(ofName: "太郎") == 0)
    #expect(reader.surnameLength(ofName: "佐藤") == nil)
  }

  @Test func listsOfGivenNames() {
    let reader = JapaneseReader.shared
    #expect(reader.reading(of: "太郎", as: .givenName) == "たろう")
    #expect(reader.reading(of: "花子 太郎", as: .givenName) == "はなこ たろう")
    let index = IndexedCollation(locale: "ja", content: .givenNames).japaneseReadings
    #expect(index.sectionTitle(for: "太郎") == "た")
    #expect(index.sections(of: ["太郎", "花子"]).map(\.title) == ["た", "は"])
  }

  /// A one-character surname both languages share, with a short given
  /// name, goes by the Chinese rule: a deliberate choice (林 is common in
  /// both; Chinese names are far more often written so).
  @Test func sharedOneCharacterSurnames() {
    let index = IndexedCollation(locales: ["ja", "zh-Hans"], content: .names).japaneseReadings
    #expect(index.language(of: "林 舞")?.language == .chinese)
    #expect(index.language(of: "森 優子")?.language == .japanese)
  }
}
