import Testing

@testable import SectionIndexCollation

/// The caseFirst=upper tertiary map (`TertiaryMap`), called directly, and as
/// Danish uses it.
@Suite struct TertiaryMapTests {
  /// Pairs in any order; absent weights are nil; a repeated weight keeps its
  /// last pair's replacement, as the dictionary it replaced did.
  @Test func looksUpWhatItWasGiven() {
    let map = TertiaryMap(pairs: [0x0009_0005, 0x0005_0009, 0x0020_0001, 0x0005_0007])
    #expect(!map.isEmpty)
    #expect(map[5] == 7)
    #expect(map[9] == 5)
    #expect(map[0x20] == 1)
    for absent: UInt16 in [0, 4, 6, 0x1F, 0x21, 0xFFFF] { #expect(map[absent] == nil) }
    #expect(TertiaryMap()[5] == nil)
    #expect(TertiaryMap().isEmpty)
    #expect(TertiaryMap(pairs: []).isEmpty)
  }

  /// Danish sorts upper case first (caseFirst=upper); English lower first.
  @Test func danishSortsUpperCaseFirst() {
    #expect(IndexedCollation(locale: "da").compare("Aa", "aa") == .ascending)
    #expect(IndexedCollation(locale: "en").compare("Aa", "aa") == .descending)
  }
}
