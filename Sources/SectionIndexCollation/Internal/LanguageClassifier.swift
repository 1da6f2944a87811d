import SectionIndexAlgorithms
internal import SectionIndexCollationTables

/// Which of the Chinese, Japanese and Korean locales of an index a record
/// is written in (``IndexedCollation/language(of:phoneticKey:)`` says the
/// rules).
struct LanguageClassifier: Sendable {
  /// The languages the list names, in its order.
  let languages: [IndexedCollation.Language]
  /// Whether names rules apply (``IndexedCollation/Content/names``).
  let names: Bool
  /// The characters only one language writes and the Chinese surnames.
  let tables: Tables

  /// The language a CJK locale identifier stands for, `nil` for others.
  static func language(ofLocale identifier: String) -> IndexedCollation.Language? {
    if identifier.hasUTF8Prefix("zh") { return .chinese }
    if identifier.utf8Equals("ja") { return .japanese }
    if identifier.utf8Equals("ko") { return .korean }
    return nil
  }

  /// Generated/HanLanguageData.swift's sets (Tools/generate-han-languages.py),
  /// decoded once per `CollationData` (`CollationData.languageTables`):
  /// the web build supplies them in languages.data, which only lists that
  /// name two of the languages need.
  final class Tables: Sendable {
    let japaneseOnly: ScalarSet
    let chineseOnly: ScalarSet
    let chineseSurnames: ScalarSet
    let compoundSurnames: [[UInt32]]

    init(data: CollationData) {
      japaneseOnly = ScalarSet(data.text("japaneseOnlyHanData", else: japaneseOnlyHanData))
      chineseOnly = ScalarSet(data.text("chineseOnlyHanData", else: chineseOnlyHanData))
      chineseSurnames = ScalarSet(data.text("chineseSurnameData", else: chineseSurnameData))
      compoundSurnames = chineseCompoundSurnames.splitUTF8(separators: 0x20).map {
        $0.unicodeScalars.map { $0.value }
      }
    }
  }

  private func has(_ language: IndexedCollation.Language) -> Bool {
    languages.contains(language)
  }

  private func choice(
    _ language: IndexedCollation.Language, _ reason: IndexedCollation.LanguageReason
  ) -> IndexedCollation.LanguageChoice? {
    has(language) ? IndexedCollation.LanguageChoice(language, reason) : nil
  }

  /// The language of a record shown as `display` and read as `phoneticKey`;
  /// `nil` for text with nothing of the listed languages.
  func choose(
    _ display: String, phoneticKey: String?, japaneseName: (String) -> Int?
  ) -> IndexedCollation.LanguageChoice? {
    var kana = false
    var hangul = false
    var han: [UInt32] = []
    var japaneseForms = false
    var chineseForms = false
    for s in display.unicodeScalars {
      let v = s.value
      if Self.isKana(v) {
        kana = true
      } else if Self.isHangul(v) {
        hangul = true
      } else if UnicodeProperties.isIdeographic(v) {
        han.append(v)
        if tables.japaneseOnly.contains(v) { japaneseForms = true }
        if tables.chineseOnly.contains(v) { chineseForms = true }
      }
    }
    if kana, let c = choice(.japanese, .kana) { return c }
    if hangul, let c = choice(.korean, .hangul) { return c }
    guard !han.isEmpty else { return nil }
    if japaneseForms != chineseForms {
      if let c = choice(japaneseForms ? .japanese : .chinese, .characters) { return c }
    }
    if let phoneticKey, let c = reading(phoneticKey) { return c }
    if names {
      // Japanese evidence (`japaneseName`): 2, a sure Japanese name (佐藤花子,
      // 林 優子) before the Chinese rule; 1, a weaker one (林 舞, 太郎
      // alone) after it.
      let japanese = japaneseName(display)
      if japanese.map({ $0 >= 2 }) ?? false, let c = choice(.japanese, .name) { return c }
      if isChineseName(han), let c = choice(.chinese, .name) { return c }
      if japanese != nil, let c = choice(.japanese, .name) { return c }
    }
    return IndexedCollation.LanguageChoice(languages[0], .firstListed)
  }

  /// The language a reading is written in: kana, Hangul, Latin (pinyin)
  /// or zhuyin; `nil` when it says nothing or names no listed language.
  private func reading(_ phoneticKey: String) -> IndexedCollation.LanguageChoice? {
    for s in phoneticKey.unicodeScalars {
      let v = s.value
      if Self.isKana(v) { return choice(.japanese, .phoneticKey) }
      if Self.isHangul(v) { return choice(.korean, .phoneticKey) }
      if (0x3100...0x312F).contains(v) || (0x31A0...0x31BF).contains(v)
        || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || (0xC0...0x24F).contains(v)
      {
        return choice(.chinese, .phoneticKey)
      }
    }
    return nil
  }

  /// A Chinese surname and one or two characters: 王伟, 欧阳娜娜.
  private func isChineseName(_ han: [UInt32]) -> Bool {
    if (2...3).contains(han.count), tables.chineseSurnames.contains(han[0]) { return true }
    return (3...4).contains(han.count)
      && tables.compoundSurnames.contains { $0.count == 2 && $0[0] == han[0] && $0[1] == han[1] }
  }

  /// Hiragana and katakana (full and half width), not the middle dot.
  static func isKana(_ v: UInt32) -> Bool {
    ((0x3041...0x30FF).contains(v) && v != 0x30FB) || (0x31F0...0x31FF).contains(v)
      || (0xFF66...0xFF9D).contains(v)
  }

  /// Hangul syllables and jamo.
  static func isHangul(_ v: UInt32) -> Bool {
    (0xAC00...0xD7A3).contains(v) || (0x1100...0x11FF).contains(v)
      || (0x3131...0x318E).contains(v) || (0xA960...0xA97F).contains(v)
      || (0xD7B0...0xD7FF).contains(v)
  }
}
