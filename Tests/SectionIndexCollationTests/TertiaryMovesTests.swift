import Testing

@testable import SectionIndexCollation

/// caseFirst=upper's moved tertiary weights (`TertiaryMoves`): each listed
/// weight finds its own, any other stays, and Danish orders upper case first.
@Suite struct TertiaryMovesTests {
  @Test func findsListedWeightsOnly() {
    let moves = TertiaryMoves([0x0005_0009, 0x0009_0005, 0x0010_0011, 0xFFFF_0001])
    #expect(moves.moved(0x0005) == 0x0009)
    #expect(moves.moved(0x0009) == 0x0005)
    #expect(moves.moved(0x0010) == 0x0011)
    #expect(moves.moved(0xFFFF) == 0x0001)
    for weight: UInt16 in [0, 1, 0x0006, 0x000F, 0x0011, 0xFFFE] {
      #expect(moves.moved(weight) == nil, "\(weight)")
    }
    #expect(!moves.isEmpty)
    #expect(TertiaryMoves([]).isEmpty && TertiaryMoves([]).moved(5) == nil)
  }

  /// Danish sorts upper case first (CLDR da: caseFirst=upper), English lower.
  @Test func danishUpperCaseFirst() {
    let da = IndexedCollation(locale: "da")
    #expect(da.sorted(["b", "B", "a", "A"]) == ["A", "a", "B", "b"])
    let en = IndexedCollation(locale: "en")
    #expect(en.sorted(["b", "B", "a", "A"]) == ["a", "A", "b", "B"])
  }
}
