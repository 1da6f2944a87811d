import SectionIndexAlgorithms
import Testing

@testable import SectionIndexCollation

/// The number code of the generated tables (`swift_numbers` in
/// Tools/generated.py, read by `PackedNumbers`).
@Suite struct PackedDataTests {
  /// Each number as `swift_numbers` spells it: itself below 0xD800, 0x800
  /// higher from there, 0x820 past U+FDD0–U+FDEF, two numbers from 0x100000 on.
  @Test func numbersAtEveryLengthAndBoundary() {
    // 0, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xD800, 0xF5CF, 0xF5D0, 0xF7FF,
    // 0xFFFFF, 0x100000, 0xFFFFFFFF.
    var numbers = PackedNumbers(
      "\u{0}\u{7F}\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FDCF}\u{FDF0}\u{1001F}\u{10081F}\u{100821}\u{0}\u{10181F}\u{10081F}"
    )
    var read: [UInt32] = []
    while !numbers.isAtEnd { read.append(numbers.next()) }
    #expect(
      read == [
        0, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xD800, 0xF5CF, 0xF5D0, 0xF7FF, 0xFFFFF, 0x10_0000,
        0xFFFF_FFFF,
      ])
  }

  @Test(
    arguments: [(0, 0), (1, 0xFFFF_FFFF), (2, 1), (3, 0xFFFF_FFFE), (0xFFFF_FFFE, 0x7FFF_FFFF)]
      as [(UInt32, UInt32)])
  func zigzagDifferences(zigzag: UInt32, value: UInt32) {
    #expect(PackedNumbers.signed(zigzag) == value)
  }

  /// A table in the generator's layout: two characters stepping like the
  /// entry before them (a run), one contraction, one entry of two elements.
  @Test func collationTableRunsAndContractions() {
    // Header: 5 entries, 6 elements, 1 contraction.
    // a (0x61): 2 * (1 | 1 << 4) + 1 = 35 ("#"), key +0x61 (zigzag 0xC2),
    //   differences from nothing 0x1000, 0x20, 0x2 (zigzag 0x2000, 0x40, 0x4).
    // b, c: a run of 2 (4), keys +1, +1 (zigzag 2): a's elements plus that
    //   step, twice.
    // "ch": 2 * (2 | 1 << 4) + 1 = 37 ("%"), key +0 then "h", differences
    //   from c 0x100, 0, 0 (zigzag 0x200, 0, 0).
    // d: 2 * (1 | 2 << 4) + 1 = 67 ("C"), key +1, differences 0x100, 0, 0
    //   from ch and 0x10, 0x2, 0x2 from nothing.
    let table = CollationTable(
      encoded:
        "\u{5}\u{6}\u{1}#\u{C2}\u{2000}\u{40}\u{4}\u{4}\u{2}\u{2}%\u{0}h\u{200}\u{0}\u{0}C\u{2}\u{200}\u{0}\u{0}\u{20}\u{4}\u{4}"
    )
    func elements(_ cp: UInt32) -> [CollationElement] { Array(table.elements(of: table.entry(cp))) }
    func ce(_ p: UInt32, _ s: UInt16, _ t: UInt16) -> CollationElement {
      CollationElement(p) << 32 | CollationElement(s) << 16 | CollationElement(t)
    }
    #expect(elements(0x61) == [ce(0x1000, 0x20, 0x2)])
    #expect(elements(0x62) == [ce(0x2000, 0x40, 0x4)])
    #expect(elements(0x63) == [ce(0x3000, 0x60, 0x6)])
    #expect(table.entry(0x63).hasContractions && !table.entry(0x62).hasContractions)
    let ch = table.contractions(startingWith: 0x63)
    #expect(ch.count == 1 && ch.first?.tail == [0x68])
    if let c = ch.first {
      #expect(
        Array(table.elements[Int(c.start)..<Int(c.start + c.count)]) == [ce(0x3100, 0x60, 0x6)])
    }
    #expect(elements(0x64) == [ce(0x3200, 0x60, 0x6), ce(0x10, 0x2, 0x2)])
    #expect(!table.entry(0x65).isListed)
  }

  /// Keys a table leaves to an order (the zh tailoring's ideographs,
  /// `zhHanOrderData`): an entry of key length 0 and a run written 0, n.
  @Test func collationTableKeysFromAnOrder() {
    // Header: 3 entries, 3 elements, no contraction.
    // 2 * (0 | 1 << 4) + 1 = 33 ("!"): the order's next scalar, no key
    //   written, differences 0x1000, 0x20, 0x2 (zigzag 0x2000, 0x40, 0x4).
    // 0, 2: a run of the order's next two, stepping as that entry did.
    let encoded: StaticString = "\u{3}\u{3}\u{0}!\u{2000}\u{40}\u{4}\u{0}\u{2}"
    func ce(_ p: UInt32, _ s: UInt16, _ t: UInt16) -> CollationElement {
      CollationElement(p) << 32 | CollationElement(s) << 16 | CollationElement(t)
    }
    var calls = 0
    let table = CollationTable(
      encoded: UnsafeBufferPointer(start: encoded.utf8Start, count: encoded.utf8CodeUnitCount)
    ) {
      calls += 1
      return [0x4E8C, 0x4E00, 0x4E09]
    }
    func elements(_ cp: UInt32) -> [CollationElement] { Array(table.elements(of: table.entry(cp))) }
    #expect(calls == 1)
    #expect(elements(0x4E8C) == [ce(0x1000, 0x20, 0x2)])
    #expect(elements(0x4E00) == [ce(0x2000, 0x40, 0x4)])
    #expect(elements(0x4E09) == [ce(0x3000, 0x60, 0x6)])
    // An order too short (damaged data): the rest under no key, no trap.
    let short = CollationTable(
      encoded: UnsafeBufferPointer(start: encoded.utf8Start, count: encoded.utf8CodeUnitCount)
    ) { [0x4E8C] }
    #expect(Array(short.elements(of: short.entry(0x4E8C))) == [ce(0x1000, 0x20, 0x2)])
    #expect(!short.entry(0x4E00).isListed)
  }
}
