import Testing

@testable import SectionIndexCollation

/// Chinese sections and order follow the reading in context: phrases for text,
/// surname readings for names. ICU gives each character one reading, so these
/// are deliberate differences from ICU (see Guides/IndexedCollation.md).
@Suite struct ChineseSectionTests {
  static let names = IndexedCollation(locale: "zh-Hans", content: .names)
  static let text = IndexedCollation(locale: "zh-Hans")

  /// Surnames with a reading of their own (现代汉语词典 姓 entries, 百家姓);
  /// ICU files each under its most frequent reading (in parentheses).
  @Test(arguments: [
    ("曾国藩", "Z"),  // zēng (ICU: C, céng)
    ("单雄信", "S"),  // shàn (D, dān)
    ("仇英", "Q"),  // qiú (C, chóu)
    ("解缙", "X"),  // xiè (J, jiě)
    ("区永", "O"),  // ōu (Q, qū)
    ("查良镛", "Z"),  // zhā (C, chá)
    ("朴槿惠", "P"),  // piáo (P, pǔ)
    ("万俟卨", "M"),  // mòqí (W, wàn)
    ("尉迟恭", "Y"),  // yùchí (W, wèi)
    ("长孙无忌", "Z"),  // zhǎngsūn (Z)
    ("澹台灭明", "T"),  // tántái (D, dàn)
    ("单于", "C"),  // chányú (D)
    ("翟志刚", "Z"),  // zhái (D, dí)
    ("覃", "Q"),  // qín (T, tán)
    ("盖叫天", "G"),  // gě (G, gài)
    ("乐嘉", "Y"),  // yuè (L, lè)
    ("缪", "M"),  // miào (M, móu)
    ("沈从文", "S"),
    ("欧阳修", "O"),
    ("司马迁", "S"),
    ("诸葛亮", "Z"),
    ("單雄信", "S"),  // Traditional form
    ("歐陽修", "O"),
  ])
  func surnameSections(name: String, title: String) {
    #expect(Self.names.sectionTitle(for: name) == title, "\(name)")
  }

  /// Words whose reading differs from their characters' most frequent one.
  @Test(arguments: [
    ("长沙", "C"), ("厦门", "X"), ("重庆", "C"), ("重要", "Z"), ("曾经", "C"),
    ("长大", "Z"), ("银行", "Y"), ("还是", "H"), ("長沙", "C"), ("廈門", "X"),
  ])
  func phraseSections(text: String, title: String) {
    #expect(Self.text.sectionTitle(for: text) == title, "\(text)")
  }

  @Test func readingsAreAvailable() {
    #expect(Self.names.reading(of: "曾国藩") == "zēng guó fān")
    #expect(Self.names.reading(of: "单雄信", style: .plain) == "shan xiong xin")
    #expect(Self.names.reading(of: "曾国藩", style: .toneNumbers) == "zeng1 guo2 fan1")
    #expect(Self.text.reading(of: "长沙") == "cháng shā")
    #expect(Self.text.reading(of: "曾经") == "céng jīng")
    #expect(Self.text.reading(of: "李雷 Lee") == "lǐ léi Lee")
    #expect(IndexedCollation(locale: "en").reading(of: "长沙") == nil)
    #expect(IndexedCollation(locale: "zh-Hant").reading(of: "長沙") == nil)  // stroke order
    #expect(IndexedCollation(locale: "zh-Hant-u-co-pinyin").reading(of: "長沙") == "cháng shā")
  }

  @Test func orderFollowsTheReading() {
    // 曾 read zēng sorts among the Z names: zeng < zhang < zhao.
    let sorted = Self.names.sorted(["赵六", "曾国藩", "张三", "陈一", "Zed"])
    #expect(sorted == ["陈一", "曾国藩", "张三", "赵六", "Zed"])
    // In text 曾 is céng, among the C words.
    #expect(Self.text.sectionTitle(for: "曾国藩") == "C")
  }

  @Test func latinAndChineseShareLetters() {
    let sections = Self.names.sections(of: ["李雷", "Lee", "Liu", "刘备", "韩梅梅", "Han"])
    #expect(sections.map(\.title) == ["H", "L"])
    #expect(Set(sections[1].items) == ["李雷", "Lee", "Liu", "刘备"])
  }

  @Test func ordinaryNamesMatchTheCharacterReading() {
    // No polyphonic first character: text and name mode agree with ICU's
    // single readings.
    for (name, title) in [("王小明", "W"), ("李华", "L"), ("张伟", "Z"), ("刘洋", "L"), ("陈静", "C")] {
      #expect(Self.names.sectionTitle(for: name) == title)
      #expect(Self.text.sectionTitle(for: name) == title)
    }
  }
}
