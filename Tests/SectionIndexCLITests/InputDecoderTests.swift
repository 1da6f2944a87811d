import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords
import Testing

@testable import section_index

/// Bytes from the terminal into keys and mouse events.
@Suite struct InputDecoderTests {
  static func decode(_ text: String) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  static func decode(bytes: [UInt8]) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  @Test func sgrMouse() {
    #expect(
      Self.decode("\u{1B}[<0;80;12M")
        == [.mouse(MouseEvent(kind: .press, button: 0, column: 80, row: 12))])
  }

  /// Issue 17: `ESC [ M ! ! !` (GNU screen 4 and other terminals without SGR)
  /// was read as keys: Space paged down and "!" jumped to "#".
  @Test func x10MouseIsAMouseEventNotKeys() {
    // Button 0 pressed at column 1, row 1: each byte is the value plus 32.
    #expect(
      Self.decode("\u{1B}[M !!")
        == [.mouse(MouseEvent(kind: .press, button: 0, column: 1, row: 1))])
    // Release (button code 3), drag (32 added), wheel (64, 65).
    #expect(
      Self.decode("\u{1B}[M#!!")
        == [.mouse(MouseEvent(kind: .release, button: 0, column: 1, row: 1))])
    #expect(
      Self.decode("\u{1B}[M@p,")
        == [.mouse(MouseEvent(kind: .drag, button: 0, column: 80, row: 12))])
    #expect(
      Self.decode("\u{1B}[M`*+")
        == [.mouse(MouseEvent(kind: .wheelUp, button: 0, column: 10, row: 11))])
    #expect(
      Self.decode("\u{1B}[Ma*+")
        == [.mouse(MouseEvent(kind: .wheelDown, button: 1, column: 10, row: 11))])
  }

  @Test func x10ColumnsPast95AreRawBytes() {
    // Column 200 is the byte 232, which is not UTF-8 on its own.
    #expect(
      Self.decode(bytes: [0x1B, 0x5B, 0x4D, 0x20, 232, 0x21])
        == [.mouse(MouseEvent(kind: .press, button: 0, column: 200, row: 1))])
  }

  @Test func x10MouseSplitAcrossReadsWaitsForItsBytes() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[M ".utf8)).isEmpty)
    #expect(decoder.hasPending)
    #expect(
      decoder.feed(Array("!!q".utf8))
        == [
          .mouse(MouseEvent(kind: .press, button: 0, column: 1, row: 1)),
          .key(.character("q")),
        ])
  }

  @Test func aCutShortX10ReportIsDroppedNotTyped() {
    var decoder = InputDecoder()
    _ = decoder.feed(Array("\u{1B}[M !".utf8))
    #expect(decoder.flush().isEmpty)
  }

  @Test func urxvtMouse() {
    #expect(
      Self.decode("\u{1B}[32;80;12M")
        == [.mouse(MouseEvent(kind: .press, button: 0, column: 80, row: 12))])
  }

  @Test func keysStillDecode() {
    #expect(
      Self.decode("\u{1B}[A\u{1B}[Z\u{1A}?") == [
        .key(.up), .key(.backTab), .key(.control("z")), .key(.character("?")),
      ])
  }
}
