import SectionIndexCollation
import Testing

@testable import SectionIndexJapanese

@Suite struct JapaneseReaderTests {
  let reader = JapaneseReader.shared

  @Test func wordsAndPlaces() {
    #expect(reader.reading(of: "東京", names: false) == "とうきょう")
    #expect(reader.reading(of: "北朝鮮", names: false) == "きたちょうせん")
    #expect(reader.reading(of: "日本", names: false)?.hasPrefix("に") == true)
  }

  @Test func surnames() {
    #expect(reader.reading(of: "佐藤", names: true) == "さとう")
    #expect(reader.reading(of: "鈴木", names: true) == "すずき")
    #expect(reader.reading(of: "高橋", names: true) == "たかはし")
    #expect(reader.reading(of: "東海林", names: true) == "しょうじ")
  }

  @Test func fullNames() {
    #expect(reader.reading(of: "佐藤 花子", names: true) == "さとう はなこ")
    #expect(reader.reading(of: "佐藤花子", names: true) == "さとうはなこ")
    #expect(reader.reading(of: "木村さくら", names: true) == "きむらさくら")
    #expect(reader.reading(of: "東海林太郎", names: true) == "しょうじたろう")
  }

  @Test func nothingToRead() {
    #expect(reader.reading(of: "Smith", names: false) == nil)
    #expect(reader.reading(of: "さくら", names: true) == nil)
    #expect(reader.reading(of: "", names: true) == nil)
  }
}
