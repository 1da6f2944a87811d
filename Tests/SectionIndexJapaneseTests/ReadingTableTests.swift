import Testing

@testable import SectionIndexJapanese

/// The decoder of the generated tables on a hand-written text (the layout of
/// "MARK: - Encoding" in Tools/generate-japanese.py).
@Suite struct ReadingTableTests {
  /// The kana bytes of a reading (`#` is ぁ U+3041 onwards).
  static func bytes(_ kana: String) -> [UInt8] {
    kana.unicodeScalars.map { UInt8($0.value - 0x3041 + 0x23) }
  }

  static func decode(symbols: String, table: String) -> ReadingTable {
    let symbols = Array(symbols.utf8).withUnsafeBufferPointer { ReadingSymbols($0) }
    return Array(table.utf8).withUnsafeBufferPointer { ReadingTable($0, symbols: symbols) }
  }

  // Characters 日 (0) and 本 (1); symbols 日 に (0) and 本 ほん (1). Entries:
  // 日 に: symbol 0, header written out (0 × 3 + 2 = `&`, then 10 = `.`);
  // 日本 にほん: one shared, one new (symbol 1 × 3 + 0 = `'`);
  // 本 もと: written out (the symbol count 2 + character 1 = 3, × 3 + 2 = `/`,
  // header `.`, then the piece: length `&` (2), も `d`, と `J`);
  // 本日 ほんじつ: none shared, two new (symbol 1 × 3 + 1 = `(`), then 日
  // じつ written out (2 + 0 = `&`, length `&`, じ `:`, つ `F`).
  static let table = decode(symbols: "日本\n$%M%&]u", table: "&.'/.&dJ(&&:F")

  @Test func decodesEveryEntry() {
    let table = Self.table
    #expect(table.count == 4)
    #expect(table.reading(of: 0x65E5) == Self.bytes("に"))
    #expect(table.reading(of: 0x672C) == Self.bytes("もと"))
  }

  @Test func sharedSymbolsAndTwoNewOnes() {
    let table = Self.table
    let text: [UInt32] = [0x65E5, 0x672C, 0x672C, 0x65E5]
    text.withUnsafeBufferPointer { text in
      let nihon = table.longestMatch(in: text, at: 0, end: 4)
      #expect(nihon?.length == 2)
      #expect(nihon?.reading == Self.bytes("にほん"))
      let honjitsu = table.longestMatch(in: text, at: 2, end: 4)
      #expect(honjitsu?.length == 2)
      #expect(honjitsu?.reading == Self.bytes("ほんじつ"))
      #expect(table.matchLengths(in: text, at: 0, end: 4) == [2, 1])
    }
  }

  @Test func emptyTextsHaveNoEntries() {
    let table = Self.decode(symbols: "", table: "")
    #expect(table.count == 0)
    #expect(table.reading(of: 0x65E5) == nil)
  }
}
