import Foundation
import SectionIndexAlgorithms
import SectionIndexBarModel
import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords
import Testing

@testable import section_index

/// What a new user found wrong in `browse` (issue 17), each fixed.
@Suite struct BrowseFindingsTests {
  /// The state `browse` builds for a locale's demo data.
  static func demoState(locale: String, columns: Int, rows: Int) -> BrowserState {
    let collation = IndexedCollation(locale: locale)
    let input = LoadedRecords(
      lines: PackedUTF8(DemoData.records(locale: collation.locale, requestedLocale: locale)))
    let sections = input.sections(collation, derivedReading: collation.derivedReading)
    return BrowserState(
      sections: sections.displaySections, indexTitles: sections.indexTitles,
      size: TerminalSize(columns: columns, rows: rows),
      priorityTitles: Set(BarLocale.ownTitles(of: collation).map(\.string)),
      isRightToLeft: BarLocale.isRightToLeft(locale))
  }

  /// The titles on the bar, top to bottom, "•" for placeholders.
  static func barTitles(_ state: BrowserState) -> [String] {
    let bar = state.bar
    return bar.layout.entries.map {
      $0.item.flatMap { bar.items[$0].title } ?? bar.configuration.collapsedPlaceholder
    }
  }

  @Test func swedishAt80x24KeepsÅÄÖInView() {
    let state = Self.demoState(locale: "sv", columns: 80, rows: 24)
    let titles = Self.barTitles(state)
    #expect(titles.contains("•"))
    for title in ["Å", "Ä", "Ö", "#"] {
      #expect(titles.contains(title), "\(titles)")
    }
    // Drawn too, not only laid out.
    let screen = ScreenRenderer.render(state, palette: .monochrome)
    let barText = (0..<23).map { screen.text(row: $0).suffix(2) }.joined()
    for title in ["Å", "Ä", "Ö"] {
      #expect(barText.contains(title))
    }
  }

  @Test func japaneseAt60x8ShowsKanaRowsRatherThanLatin() {
    let state = Self.demoState(locale: "ja", columns: 60, rows: 8)
    let titles = Self.barTitles(state).filter { $0 != "•" && $0 != "#" }
    #expect(!titles.isEmpty)
    // Kana rows (and 他, Japanese's title for kanji without a reading), no Latin.
    let kana = titles.filter {
      $0.unicodeScalars.allSatisfy { (0x3040...0x30FF).contains($0.value) }
    }
    #expect(kana.count >= 2, "\(Self.barTitles(state))")
    #expect(
      !titles.contains { $0.unicodeScalars.contains { $0.isASCII } }, "\(Self.barTitles(state))")
  }

  @Test func emptySectionsGiveWayToFullOnes() {
    // Only a few letters have records; the short bar shows those, not empty ones.
    let state = BrowseStateTests.state(
      counts: ["B": 3, "Q": 2, "W": 4], columns: 40, rows: 9)
    let titles = Self.barTitles(state)
    #expect(titles.contains("•"))
    for title in ["B", "Q", "W"] {
      #expect(titles.contains(title), "\(titles)")
    }
  }

  @Test func tabAtTheEndOfTheListMovesTheHighlightVisibly() throws {
    var state = BrowseStateTests.state()
    state.handle(.key(.end))
    let before = ScreenRenderer.render(state, palette: .monochrome)
    let startSection = try #require(state.highlightedSection)
    let offset = state.scrollOffset
    state.handle(.key(.tab))
    #expect(state.scrollOffset == offset, "the list is at its end")
    let moved = try #require(state.highlightedSection)
    #expect(moved == startSection + 1)
    let after = ScreenRenderer.render(state, palette: .monochrome)
    #expect(before != after)
    // The header of the section Tab went to is drawn as the current one.
    let headerRow = try #require(
      (0..<state.listHeight).first { state.row(atScreenRow: $0) == state.sectionStarts[moved] })
    #expect(after[headerRow, 0].style == Palette.monochrome.currentHeader)
    #expect(before[headerRow, 0].style == Palette.monochrome.header)
    // Shift-Tab goes back.
    state.handle(.key(.backTab))
    #expect(state.highlightedSection == startSection)
  }

  @Test(arguments: [80, 60, 40, 24])
  func theHintLineFitsAndEndsOnAWholeHint(columns: Int) {
    let line = ScreenRenderer.statusLine(caption: "sv · 6,515,456 records", width: columns)
    #expect(DisplayWidth.of(line) <= columns)
    let caption = " sv · 6,515,456 records  "
    let hints = line.dropFirst(caption.count)
    if line.hasPrefix(caption), !hints.isEmpty {
      #expect(
        hints.components(separatedBy: " · ").allSatisfy(ScreenRenderer.hints.contains), "\(line)")
    }
  }

  @Test func aCaptionTooLongForTheLineIsCut() {
    #expect(
      ScreenRenderer.statusLine(caption: "sv · 6,515,456 records", width: 12) == " sv · 6,515…")
  }

  @Test func theHintLineOnScreenIsWhole() {
    let state = BrowseStateTests.state(columns: 80, rows: 24)
    let status = ScreenRenderer.render(state, palette: .monochrome).text(row: 23)
    #expect(status.contains("? help · / search · q quit"))
    #expect(!status.contains("clic "))
    #expect(!status.hasSuffix("…"))
  }

  @Test func tabsShowAsSpacesAndCutLinesEndInAnEllipsis() {
    let state = BrowserState(
      sections: [
        .init(title: "A", items: ["Anna\tSvensson", "A" + String(repeating: "x", count: 40)])
      ],
      indexTitles: ["A", "#"], size: TerminalSize(columns: 20, rows: 6))
    let screen = ScreenRenderer.render(state, palette: .monochrome)
    #expect(screen.text(row: 1).hasPrefix("  Anna Svensson"))
    #expect(!screen.text(row: 1).contains("\u{FFFD}"))
    #expect(screen.text(row: 2).hasPrefix("  Axxxx"))
    // 18 list columns: the 18th is the ellipsis.
    #expect(Array(screen.text(row: 2))[17] == "…")
  }

  @Test func questionMarkShowsEveryKeyAndAnyKeyCloses() {
    var state = BrowseStateTests.state(columns: 80, rows: 24)
    #expect(state.handle(.key(.character("?"))) == .redraw)
    #expect(state.isShowingHelp)
    let text = ScreenRenderer.render(state, palette: .monochrome).lines.joined(separator: "\n")
    for (keys, action) in BrowserState.keyHelp {
      #expect(text.contains(keys) && text.contains(action), "\(keys)")
    }
    for key in ["Space", "Ctrl-F", "Ctrl-B", "click a header"] {
      #expect(text.contains(key))
    }
    let offset = state.scrollOffset
    // The key that closes the help does nothing else; q closes without quitting.
    #expect(state.handle(.key(.character("q"))) == .redraw)
    #expect(!state.isShowingHelp)
    #expect(state.scrollOffset == offset)
  }

  /// In a short terminal the help leaves keys out, never how to quit.
  @Test(arguments: [3, 4, 5, 8, 12, 16, 24]) func helpInAShortTerminalShowsHowToQuit(rows: Int) {
    var state = BrowseStateTests.state(columns: 80, rows: rows)
    _ = state.handle(.key(.character("?")))
    let text = ScreenRenderer.render(state, palette: .monochrome).lines.joined(separator: "\n")
    #expect(text.contains("q Esc") && text.contains("quit"))
    if rows >= 4 { #expect(text.contains("Press any key to close.")) }
    if rows >= 24 {
      for (keys, _) in BrowserState.keyHelp { #expect(text.contains(keys)) }
    }
  }

  @Test(arguments: ["ar", "he", "fa", "ur", "he-IL,en", "iw", "ARC", "syr_SY", "yi"])
  func rightToLeftLocalesPutTheBarOnTheLeft(tag: String) throws {
    #expect(BarLocale.isRightToLeft(tag))
    let base = BrowseStateTests.state()
    var state = BrowserState(
      sections: base.sections, indexTitles: base.indexTitles, size: base.size,
      isRightToLeft: true)
    #expect(state.barColumns.lowerBound == 0)
    #expect(state.listColumns.upperBound == 80)
    let screen = ScreenRenderer.render(state, palette: .monochrome)
    // "A" at the left edge, the list beside it.
    #expect(screen.text(row: 0).hasPrefix("A "))
    // Records and headers end two columns from the right edge.
    let record = screen.text(row: 1)
    #expect(record.hasSuffix("Aname 1  ") || record.hasSuffix("Aname 1"))
    #expect(record.dropFirst(state.barColumns.count).hasPrefix("   "))
    #expect(screen.text(row: 0).trimmingCharacters(in: .whitespaces).hasSuffix("A"))
    // A click on the left edge hits the bar.
    let row = try BrowseStateTests.barRow(of: "M", in: state)
    BrowseStateTests.press(&state, column: 1, row: row)
    state.handle(.mouse(MouseEvent(kind: .release, button: 0, column: 1, row: row)))
    #expect(state.stickySection.map { state.sections[$0].title } == "M")
  }

  @Test(arguments: ["en", "sv", "ja", "zh-Hans", "de-CH", "a", "arx", "", "en,ar"])
  func leftToRightLocalesKeepTheBarOnTheRight(tag: String) {
    #expect(!BarLocale.isRightToLeft(tag))
  }

  @Test(arguments: [
    (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (6_515_456, "6,515,456"),
    (-1234, "-1,234"), (1_000_000, "1,000,000"),
  ])
  func numbersAreGrouped(number: Int, text: String) {
    #expect(number.grouped == text)
  }

  @Test func loadingMessages() {
    #expect(Browser.loadingMessage(count: nil) == "Loading…")
    #expect(Browser.loadingMessage(count: 1) == "Loading… 1 record")
    #expect(Browser.loadingMessage(count: 6_515_456) == "Loading… 6,515,456 records")
  }
}
