import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords
import Testing

@testable import section_index

/// The screen `browse` draws, from its state, without a terminal.
@Suite struct BrowseRendererTests {
  static func render(_ state: BrowserState, palette: Palette = .monochrome) -> [String] {
    ScreenRenderer.render(state, palette: palette).lines
  }

  @Test func listHeadersRecordsBarAndStatus() {
    let state = BrowseStateTests.state(rows: 40)
    let lines = Self.render(state)
    #expect(lines.count == 40)
    #expect(lines.allSatisfy { DisplayWidth.of($0) == 80 })
    #expect(lines[0].hasPrefix(" A   "))
    #expect(lines[1].hasPrefix("  Aname 1 "))
    #expect(lines[4].hasPrefix(" B "))
    // The bar: the titles A–Z and # down the last column, centred.
    let bar = lines.prefix(39).map { String($0.suffix(2)) }.joined()
    #expect(bar.filter { $0 != " " } == "ABCDEFGHIJKLMNOPQRSTUVWXYZ#")
    #expect(lines[39].contains("q quit"))
  }

  @Test func theStickyHeaderCoversTheTopRow() {
    var state = BrowseStateTests.state()
    state.scroll(to: 9)
    let lines = Self.render(state)
    #expect(lines[0].hasPrefix(" D "))
    #expect(lines[1].hasPrefix("  Dname 3 "))
  }

  @Test func aShortTerminalCollapsesTheBar() {
    let state = BrowseStateTests.state(rows: 12)
    let bar = Self.render(state).prefix(11).map { String($0.suffix(1)) }.joined()
      .trimmingCharacters(in: .whitespaces)
    #expect(bar.contains("•"))
    #expect(bar.hasPrefix("A"))
    #expect(bar.hasSuffix("#"))
  }

  @Test func draggingShowsTheBubbleBesideTheBar() throws {
    var state = BrowseStateTests.state(rows: 40)
    let row = try BrowseStateTests.barRow(of: "K", in: state)
    BrowseStateTests.press(&state, column: 80, row: row)
    let lines = Self.render(state)
    #expect(lines[row - 2].dropLast(2).hasSuffix("╭───╮ "))
    #expect(lines[row - 1].hasSuffix("│ K │  K"))
    #expect(lines[row].dropLast(2).hasSuffix("╰───╯ "))
    state.handle(.mouse(MouseEvent(kind: .release, button: 0, column: 80, row: row)))
    #expect(!Self.render(state).joined().contains("│ K │"))
  }

  @Test func wideCharactersKeepColumnsAligned() {
    let state = BrowserState(
      sections: [
        .init(title: "か", items: ["カナダ", "韓国"]), .init(title: "A", items: ["Åland"]),
      ],
      indexTitles: ["あ", "か", "A", "#"], size: TerminalSize(columns: 20, rows: 8))
    let screen = ScreenRenderer.render(state, palette: .monochrome)
    for row in 0..<7 {
      #expect(DisplayWidth.of(screen.text(row: row)) == 20, "row \(row)")
    }
    #expect(screen.text(row: 1).hasPrefix("  カナダ "))
    // The bar is three columns wide and right-aligned: "あ" takes the last two.
    #expect(screen.text(row: 2).hasSuffix(" か"))
  }

  @Test func longLinesAreClippedBeforeTheBar() {
    let state = BrowserState(
      sections: [.init(title: "A", items: ["A" + String(repeating: "日", count: 30)])],
      indexTitles: ["A", "#"], size: TerminalSize(columns: 12, rows: 6))
    let screen = ScreenRenderer.render(state, palette: .monochrome)
    // 10 list columns: two spaces, "A", three 日 and "…" where a fourth would straddle.
    #expect(screen.text(row: 1) == "  A日日日…" + "  ")
  }

  @Test func monochromeUsesNoColours() {
    let state = BrowseStateTests.state()
    let color = ScreenRenderer.render(state, palette: .color)
    let mono = ScreenRenderer.render(state, palette: .monochrome)
    let colorBytes = (0..<24).map { color.encodedRow($0) }.joined()
    let monoBytes = (0..<24).map { mono.encodedRow($0) }.joined()
    #expect(colorBytes.contains(";44m") || colorBytes.contains(";43m"))
    for code in 30...47 {
      #expect(!monoBytes.contains(";\(code)m") && !monoBytes.contains(";\(code);"))
    }
    #expect(monoBytes.contains("\u{1B}[0;1;7m"))  // the highlight, in reverse video
    #expect(color.lines == mono.lines)
  }

  @Test func paletteFollowsTheEnvironment() {
    func palette(_ values: [String: String]) -> Palette { Palette.forEnvironment { values[$0] } }
    #expect(palette(["TERM": "xterm-256color"]) == .color)
    #expect(palette(["TERM": "xterm-256color", "NO_COLOR": "1"]) == .monochrome)
    #expect(palette(["TERM": "xterm-256color", "NO_COLOR": ""]) == .color)
    #expect(palette(["TERM": "vt100"]) == .monochrome)
    #expect(palette(["TERM": "xterm-mono"]) == .monochrome)
  }

  @Test func encodedRowsSkipTheSecondHalfOfWideCharacters() {
    var screen = ScreenBuffer(size: TerminalSize(columns: 6, rows: 1))
    screen.put("日本", row: 0, column: 0, style: .plain)
    #expect(screen.text(row: 0) == "日本  ")
    #expect(screen.encodedRow(0) == "\u{1B}[0m日本  \u{1B}[0m")
    // Overwriting half of a wide character blanks the other half.
    screen.put("x", row: 0, column: 1, style: .plain)
    #expect(screen.text(row: 0) == " x本  ")
  }
}
