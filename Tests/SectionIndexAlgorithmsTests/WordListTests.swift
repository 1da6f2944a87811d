import SectionIndexAlgorithms
import Testing

/// Space-separated word lists read as bytes (SectionIndexAlgorithms'
/// WordList.swift): whole words only, in order, and an empty list.
@Suite struct WordListTests {
  /// A word matches only whole: not a prefix, not a longer word, not across
  /// a space, case as written.
  @Test func containsWholeWordsOnly() {
    let list = WordList("ar arc  ckb yi")
    for word in ["ar", "arc", "ckb", "yi"] { #expect(list.contains(word)) }
    for word in ["a", "r", "arcx", "c", "ck", "AR", "", " ", "ar arc", "i"] {
      #expect(!list.contains(word), "\(word)")
    }
    #expect(!list.isEmpty)
  }

  /// `first(where:)` gives the first matching word, as a string.
  @Test func firstMatchInOrder() {
    let list = WordList(" zh_Hant zh de@phonebook de ")
    #expect(list.first { $0.starts(with: Array("zh".utf8)) } == "zh_Hant")
    #expect(list.first { $0.count == 2 } == "zh")
    #expect(list.first { $0.contains(UInt8(ascii: "@")) } == "de@phonebook")
    #expect(list.first { $0.isEmpty } == nil)
  }

  @Test func emptyLists() {
    for list in [WordList(""), WordList("   "), WordList(" ")] {
      #expect(list.isEmpty)
      #expect(!list.contains(""))
      #expect(list.first { _ in true } == nil)
    }
  }
}
