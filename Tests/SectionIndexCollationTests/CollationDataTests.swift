import Testing

@testable import SectionIndexCollation

/// The tables a collation reads are a value it is given (`CollationData`):
/// collations made from different tables share nothing decoded.
@Suite struct CollationDataTests {
  /// The root orders 丁 (U+4E01) after 𪛙 (U+2A6D9) by radical and stroke;
  /// without its Han order (a web build before `han.data`), by code point.
  static let ideographs = ["丁", "\u{2A6D9}"]

  @Test func suppliedTablesReplaceCompiledInOnes() {
    let noHanOrder = CollationData(
      supplying: [("hanOrderData", UnsafeBufferPointer(start: nil, count: 0))])
    #expect(noHanOrder.isSupplied("hanOrderData"))
    #expect(!CollationData.compiledIn.isSupplied("hanOrderData"))
    let byCodePoint = IndexedCollation(locales: ["en"], data: noHanOrder)
    #expect(byCodePoint.sorted(Self.ideographs) == ["丁", "\u{2A6D9}"])
    #expect(IndexedCollation(locale: "en").sorted(Self.ideographs) == ["\u{2A6D9}", "丁"])
    // The compiled-in tables decoded first, or after: each keeps its own.
    #expect(byCodePoint.sorted(Self.ideographs) == ["丁", "\u{2A6D9}"])
  }

  @Test func compiledInIsEveryCollationsDefault() {
    #expect(IndexedCollation(locale: "zh-Hans").data === CollationData.compiledIn)
    #expect(!CollationData.compiledIn.lacksHanOrder)
    #expect(!CollationData.compiledIn.lacksRootExtra)
  }

  @Test func suppliedTailoringIsReadUnderItsDataKey() {
    // zh's tailoring (pinyin order) supplied empty: zh-Hans orders Han as
    // the root does, by radical and stroke (八 before 阿).
    let noTailoring = CollationData(
      supplying: [("zh", UnsafeBufferPointer(start: nil, count: 0))])
    #expect(
      IndexedCollation(locales: ["zh-Hans"], data: noTailoring).sorted(["阿", "八"]) == ["八", "阿"])
    #expect(IndexedCollation(locale: "zh-Hans").sorted(["八", "阿"]) == ["阿", "八"])
  }
}
