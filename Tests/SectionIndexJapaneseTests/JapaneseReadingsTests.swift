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
