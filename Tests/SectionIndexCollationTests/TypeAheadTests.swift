import SectionIndexCollation
import Testing

/// Latin letters typed on an index bar reach kana rows (romaji) and Hangul
/// initials (their one romanization), as `browse` and the web bar read them.
@Suite struct TypeAheadTests {
  static let japanese = IndexedCollation(locale: "ja")
  static let korean = IndexedCollation(locale: "ko")

  @Test(arguments: [
    ("k", "か"), ("ka", "か"), ("g", "か"), ("kyo", "か"), ("s", "さ"), ("sa", "さ"), ("shi", "さ"),
    ("j", "さ"), ("z", "さ"), ("t", "た"), ("chi", "た"), ("tsu", "た"), ("d", "た"), ("n", "な"),
    ("h", "は"), ("f", "は"), ("b", "は"), ("p", "は"), ("m", "ま"), ("y", "や"), ("r", "ら"),
    ("l", "ら"), ("w", "わ"), ("a", "あ"), ("o", "あ"), ("kka", "か"),
  ])
  func romajiReachesKanaRows(typed: String, title: String) {
    #expect(Self.japanese.romanizedTitle(forTyped: typed) == title)
    // In an index of several locales too, wherever Japanese stands.
    #expect(IndexedCollation(locales: ["en", "ja"]).romanizedTitle(forTyped: typed) == title)
  }

  @Test(arguments: ["kx", "q", "x", "kaa", "K", "か", "1", ""])
  func otherTextIsNoRomaji(typed: String) {
    #expect(Self.japanese.romanizedTitle(forTyped: typed) == nil)
  }

  @Test(arguments: [
    ("g", "ㄱ"), ("n", "ㄴ"), ("d", "ㄷ"), ("r", "ㄹ"), ("l", "ㄹ"), ("m", "ㅁ"), ("b", "ㅂ"),
    ("s", "ㅅ"), ("j", "ㅈ"), ("h", "ㅎ"),
  ])
  func unambiguousLettersReachHangulInitials(typed: String, title: String) {
    #expect(Self.korean.romanizedTitle(forTyped: typed) == title)
  }

  /// k, t, p and ch write two initials (Kim 김, Park 박): they stay Latin.
  @Test(arguments: ["k", "t", "p", "c", "a", "ga"])
  func ambiguousLettersStayLatin(typed: String) {
    #expect(Self.korean.romanizedTitle(forTyped: typed) == nil)
  }

  @Test func latinIndexesHaveNoRomanizedTitles() {
    #expect(IndexedCollation(locale: "sv").romanizedTitle(forTyped: "k") == nil)
    #expect(IndexedCollation(locale: "ru").romanizedTitle(forTyped: "b") == nil)
  }

  /// A consonant waits for its vowel: `s` `a` is さ, the next `a` あ.
  @Test func typingReadsRomajiAsItIsTyped() {
    var typing = IndexedCollation.TypeAhead()
    let titles = ["s", "a", "a", "k", "y", "o", "t", "s", "u", "x", "i", "K"].map {
      typing.title(typing: $0, in: Self.japanese) ?? "-"
    }
    #expect(titles == ["さ", "さ", "あ", "か", "か", "か", "た", "た", "た", "-", "あ", "-"])
  }
}
