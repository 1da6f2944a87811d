import Testing

@testable import SectionIndexCollation

/// Romaji queries find kana readings (`SearchRomaji`), in every locale, as
/// Android's contacts app finds 空海 (かいくう) by `kaiku`.
@Suite struct SearchRomajiTests {
  static let finds: [(query: String, text: String)] = [
    ("kaiku", "かいくう"), ("kaikuu", "かいくう"), ("KAIKU", "カイクウ"),
    ("shi", "しま"), ("si", "しま"), ("shima", "シマ"),
    ("tsu", "つばさ"), ("tu", "つばさ"), ("chi", "ちか"), ("ti", "ちか"),
    ("fu", "ふじ"), ("hu", "ふじ"), ("fuji", "ふじ"), ("huzi", "ふじ"), ("ji", "じろう"),
    ("jiro", "じろう"), ("jirou", "じろう"), ("jiroo", "じろう"),
    ("tokyo", "とうきょう"), ("toukyou", "とうきょう"), ("tookyoo", "とうきょう"),
    ("kitte", "きって"), ("kite", "きって"), ("matcha", "まっちゃ"),
    ("sha", "しゃちょう"), ("sya", "しゃちょう"), ("shachou", "しゃちょう"),
    ("ja", "じゃま"), ("jya", "じゃま"), ("zya", "じゃま"),
    ("kan'i", "かんい"), ("kani", "かんい"), ("konna", "こんな"),
    ("shinbun", "しんぶん"), ("shimbun", "しんぶん"), ("ramen", "ラーメン"),
    ("kuu", "くうかい"), ("kai", "くうかい"),  // a word may start at any kana
    ("yamada taro", "やまだ たろう"), ("taro yamada", "やまだ たろう"),
    ("wo", "を"), ("fa", "ファン"),
    // Long vowels with a macron or circumflex, precomposed or combining.
    ("kūkai", "くうかい"), ("kûkai", "くうかい"), ("kuukai", "くうかい"), ("KŪKAI", "クウカイ"),
    ("ku\u{304}kai", "くうかい"), ("ryōma", "りょうま"), ("Ryôma", "りょうま"),
    ("tōkyō", "とうきょう"), ("ōno", "おおの"), ("rāmen", "ラーメン"),
  ]

  static let missesOrIgnores: [(query: String, text: String)] = [
    ("kaikua", "かいくう"), ("sa", "しま"), ("tokyo", "きょうと"), ("yamada jiro", "やまだ たろう"),
    ("kaiku", "空海"),  // kanji are not read here: the caller gives the reading
    ("kaiku", "kai ku"),  // Latin text is matched as letters, not romaji
    ("kūkaz", "くうかい"), ("kü", "くうかい"),  // an umlaut is no romaji
  ]

  @Test(arguments: finds) func romajiFindsKana(query: String, text: String) {
    for locale in ["ja", "en", "zh-Hans"] {
      #expect(IndexedCollation(locale: locale).searchQuery(query).matches(text), "\(locale)")
    }
  }

  @Test(arguments: missesOrIgnores) func romajiMisses(query: String, text: String) {
    #expect(!IndexedCollation(locale: "ja").searchQuery(query).matches(text))
  }

  /// The packed table (two bytes a kana) gives each kana its romaji: ぁ … ゖ.
  @Test func kanaTable() {
    let expected = """
      a a i i u u e e o o ka ga ki gi ku gu ke ge ko go sa za si zi su zu se ze so zo \
      ta da ti zi tu tu zu te de to do na ni nu ne no ha ba pa hi bi pi hu bu pu \
      he be pe ho bo po ma mi mu me mo ya ya yu yu yo yo ra ri ru re ro wa wa i e o n vu ka ke
      """.split(separator: " ").map(String.init)
    #expect(expected.count == 0x3096 - 0x3041 + 1)
    for (k, romaji) in expected.enumerated() {
      let letters = SearchRomaji.romaji(ofKana: 0x3041 + UInt32(k))
      let spelled = [letters.0, letters.1].filter { $0 != UInt8(ascii: " ") }
      #expect(
        String(decoding: spelled, as: UTF8.self) == romaji, "U+\(String(0x3041 + k, radix: 16))")
    }
  }

  @Test func rangesCoverTheMatchedKana() throws {
    let collation = IndexedCollation(locale: "ja")
    let text = "やまだ かいくう"
    let ranges = try #require(collation.matchedRanges(of: "kaiku", in: text))
    #expect(ranges.map { String(text[$0]) } == ["かいくう"])  // the long vowel too
    let long = "とうきょう"
    let all = try #require(collation.matchedRanges(of: "tokyo", in: long))
    #expect(all.map { String(long[$0]) } == ["とうきょう"])
    let two = try #require(collation.matchedRanges(of: "taro yama", in: "やまだ たろう"))
    #expect(two.map { String("やまだ たろう"[$0]) } == ["やま", "たろう"])
  }

  @Test func readingsMatchRomajiInSections() {
    // A record's kana reading, as `group --match` and `browse` search it.
    struct Person { var name: String; var reading: String }
    let people = [Person(name: "空海", reading: "かいくう"), Person(name: "最澄", reading: "さいちょう")]
    let query = IndexedCollation(locale: "ja").searchQuery("kaiku")
    #expect(
      people.filter { query.matches($0.name) || query.matches($0.reading) }.map(\.name) == ["空海"])
    let saicho = IndexedCollation(locale: "ja").searchQuery("saicho")
    #expect(people.filter { saicho.matches($0.reading) }.map(\.name) == ["最澄"])
  }
}
