import SectionIndexCollation
import SectionIndexJapanese
import Testing

@Suite struct JapaneseReadingsTests {
  let text = IndexedCollation(locale: "ja").japaneseReadings
  let names = IndexedCollation(locale: "ja", content: .names).japaneseReadings

  @Test func kanjiAreFiledByTheirReading() {
    // Without the module's readings all of these go to 他.
    #expect(IndexedCollation(locale: "ja").sectionTitle(for: "東京") == "他")
    #expect(text.sectionTitle(for: "東京") == "た")
    #expect(text.sectionTitle(for: "北朝鮮") == "か")
    #expect(names.sectionTitle(for: "佐藤花子") == "さ")
    #expect(names.sectionTitle(for: "東海林 太郎") == "さ")
    #expect(text.sectionTitle(for: "张") == "他")  // no Japanese table knows it
  }

  @Test func theReadingDecidesTheOrderAsAPhoneticKeyWould() {
    let list = ["中国", "韓国", "日本", "北朝鮮", "台湾", "アメリカ"]
    let derived = text.sections(of: list)
    let readings = [
      "中国": "ちゅうごく", "韓国": "かんこく", "日本": "にっぽん", "北朝鮮": "きたちょうせん",
      "台湾": "たいわん",
    ]
    let given = IndexedCollation(locale: "ja").sections(
      of: list, by: { $0 }, phoneticKey: { readings[$0] })
    #expect(derived.map(\.title) == given.map(\.title))
    #expect(derived.map(\.items) == given.map(\.items))
    #expect(derived.map(\.items) == [["アメリカ"], ["韓国", "北朝鮮"], ["台湾", "中国"], ["日本"]])
  }

  @Test func theCallersReadingWins() {
    struct Person { var name: String; var kana: String? }
    let people = [Person(name: "角田", kana: "かくた"), Person(name: "角田 光代", kana: nil)]
    let sections = names.sections(of: people, by: { $0.name }, phoneticKey: { $0.kana })
    #expect(sections.map(\.title) == ["か", "た"])
    #expect(names.phoneticKey(for: "角田", given: "かくた") == "かくた")
    #expect(names.phoneticKey(for: "角田", given: "") == names.reading(of: "角田"))
  }

  @Test func searchMatchesTheReading() {
    let query = IndexedCollation(locale: "ja").searchQuery("さとう")
    #expect(!query.matches("佐藤花子"))
    #expect(names.matches(query, "佐藤花子"))
    #expect(!names.matches(query, "鈴木一郎"))
  }

  @Test(arguments: ["zh-Hans", "zh-Hant", "ko", "en"])
  func otherIndexesDoNotRead(locale: String) {
    let index = IndexedCollation(locale: locale).japaneseReadings
    #expect(!index.derivesReadings)
    #expect(index.reading(of: "東京") == nil)
    #expect(index.sectionTitle(for: "東京") == index.collation.sectionTitle(for: "東京"))
  }

  @Test func indexesWithJapaneseRead() {
    // With Chinese too, only what is Japanese (LanguageTests).
    #expect(IndexedCollation(locales: ["ja", "zh-Hans"]).japaneseReadings.derivesReadings)
    #expect(IndexedCollation(locales: ["en", "ja"]).japaneseReadings.derivesReadings)
  }
}

/// `JapaneseReadings.searchIndex(of:)`: the index knows the readings it
/// derives, so that a kana or romaji query keeps the kanji it reads.
@Suite struct JapaneseSearchIndexTests {
  static let records = [
    "佐藤花子", "鈴木 一郎", "高橋", "田中太郎", "伊藤", "渡辺", "山本 蒼", "中村", "小林", "加藤",
    "東京", "大阪", "北海道", "京都", "東海林 太郎", "角田", "曾根", "日本", "韓国", "東京タワー",
    "さくら", "サトウ", "Tanaka", "ｻｸﾗ", "一", "々", "李", "金", "張", "王",
  ]
  static let queries: [String] = {
    var queries = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
    queries += [
      "さ", "サ", "た", "と", "とう", "ほ", "き", "し", "つ", "に", "ka", "sa", "ta", "to", "tou",
      "shi", "si", "tsu", "tu", "hok", "kyo", "sato", "suzuki i", "yamamoto a", "東", "佐藤",
    ]
    return queries
  }()

  @Test(arguments: [IndexedCollation.Content.text, .names])
  func keepsWhatTheDerivedReadingsMatch(content: IndexedCollation.Content) {
    let japanese = IndexedCollation(locale: "ja", content: content).japaneseReadings
    let index = japanese.searchIndex(of: Self.records)
    let textOnly = japanese.collation.searchIndex(of: Self.records)
    var byReading = 0
    var ruledOut = 0
    for text in Self.queries {
      let query = japanese.collation.searchQuery(text)
      for (k, record) in Self.records.enumerated() {
        if !index.mayMatch(query, at: k) { ruledOut += 1 }
        guard japanese.matches(query, record) else { continue }
        #expect(index.mayMatch(query, at: k), "\(text) \(record)")
        if !textOnly.mayMatch(query, at: k) { byReading += 1 }
      }
    }
    // Without the readings the index would drop these (さ finds 佐藤花子).
    #expect(byReading > 20, "\(byReading) matched by a reading alone")
    #expect(ruledOut > Self.records.count * Self.queries.count / 2, "\(ruledOut) ruled out")
  }

  /// A reading of the caller's is indexed with the text.
  @Test func aGivenReadingIsIndexed() {
    let japanese = IndexedCollation(locale: "ja", content: .names).japaneseReadings
    var index = japanese.collation.searchIndex()
    japanese.append("角田", reading: "かくた", to: &index)
    japanese.append("角田", to: &index)
    let query = japanese.collation.searchQuery("kaku")
    #expect(index.mayMatch(query, at: 0))
    #expect(!index.mayMatch(query, at: 1))  // derived: つのだ
    #expect(japanese.reading(of: "角田") == "つのだ")
  }
}
