import SectionIndexBarModel
import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords
import Testing

@testable import section_index

/// The model of `browse`: rows, scrolling, the sticky header, the bar wired to cells.
@Suite struct BrowseStateTests {
  /// Sections A to Z (each letter's count of records), index titles A–Z and #.
  static func state(
    counts: [Character: Int] = [
      "A": 3, "B": 2, "D": 40, "K": 5, "M": 4, "P": 10, "S": 10, "T": 10, "Z": 2,
    ],
    columns: Int = 80, rows: Int = 24
  ) -> BrowserState {
    let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { Character(Unicode.Scalar($0)) }
    let sections = letters.compactMap { letter -> BrowserState.Section? in
      guard let count = counts[letter] else { return nil }
      return BrowserState.Section(
        title: String(letter), items: (1...count).map { "\(letter)name \($0)" })
    }
    return BrowserState(
      sections: sections, indexTitles: letters.map(String.init) + ["#"],
      size: TerminalSize(columns: columns, rows: rows),
      sectionTitle: { $0.first.map { String($0).uppercased() } ?? "#" })
  }

  static func press(_ state: inout BrowserState, column: Int, row: Int) {
    state.handle(.mouse(MouseEvent(kind: .press, button: 0, column: column, row: row)))
  }

  /// The 1-based screen row of a title on the bar.
  static func barRow(of title: String, in state: BrowserState) throws -> Int {
    let bar = state.bar
    let entry = try #require(
      bar.layout.entries.first { $0.item.flatMap { bar.items[$0].title } == title })
    return Int(entry.frame.minY) + 1
  }

  @Test func sectionsFlattenIntoHeaderAndRecordRows() {
    let state = Self.state(counts: ["A": 2, "C": 1])
    #expect(
      state.rows == [
        .header(section: 0), .record(section: 0, item: 0), .record(section: 0, item: 1),
        .header(section: 1), .record(section: 1, item: 0),
      ])
    #expect(state.sectionStarts == [0, 3])
    #expect(state.highlightedTitle == "A")
  }

  @Test func barIsCellGeometry() {
    let state = Self.state(rows: 40)
    #expect(state.barWidth == 2)
    #expect(state.listHeight == 39)
    #expect(state.bar.bounds == IndexBarRect(x: 78, y: 0, width: 2, height: 39))
    #expect(state.bar.layout.entries.count == 27)
    #expect(state.bar.layout.entryHeight == 1)
    #expect(!state.bar.layout.isCollapsed)
  }

  @Test func wideTitlesMakeTheBarThreeColumnsWide() {
    let state = BrowserState(
      sections: [.init(title: "あ", items: ["あい"])], indexTitles: ["あ", "か", "#"],
      size: TerminalSize(columns: 40, rows: 10))
    #expect(state.barWidth == 3)
    #expect(state.listWidth == 37)
  }

  @Test func typingALetterJumpsToItsSection() {
    var state = Self.state()
    #expect(state.handle(.key(.character("k"))) == .redraw)
    #expect(state.scrollOffset == state.sectionStarts[3])
    #expect(state.stickySection == 3)
    #expect(state.highlightedTitle == "K")
    // A title without rows goes to the next section that has some.
    state.handle(.key(.character("C")))
    #expect(state.stickySection == 2)
    #expect(state.highlightedTitle == "D")
  }

  @Test func tabAndShiftTabStepThroughSections() {
    var state = Self.state()
    state.handle(.key(.tab))
    #expect(state.highlightedTitle == "B")
    #expect(state.scrollOffset == state.sectionStarts[1])
    state.handle(.key(.tab))
    #expect(state.highlightedTitle == "D")
    state.handle(.key(.backTab))
    #expect(state.highlightedTitle == "B")
  }

  @Test func clickingATitleOnTheBarJumps() throws {
    var state = Self.state(rows: 40)
    let row = try Self.barRow(of: "M", in: state)
    Self.press(&state, column: 80, row: row)
    #expect(state.bar.isTracking)
    #expect(state.indicatorTitle == "M")
    state.handle(.mouse(MouseEvent(kind: .release, button: 0, column: 80, row: row)))
    #expect(!state.bar.isTracking)
    #expect(state.indicatorTitle == nil)
    #expect(state.stickySection == 4)
    #expect(state.highlightedTitle == "M")
  }

  @Test func draggingAlongTheBarScrubs() throws {
    var state = Self.state(rows: 40)
    Self.press(&state, column: 79, row: try Self.barRow(of: "A", in: state))
    #expect(state.indicatorTitle == "A")
    state.handle(
      .mouse(
        MouseEvent(kind: .drag, button: 0, column: 60, row: try Self.barRow(of: "K", in: state))))
    #expect(state.indicatorTitle == "K")
    #expect(state.stickySection == 3)
    state.handle(
      .mouse(
        MouseEvent(kind: .drag, button: 0, column: 79, row: try Self.barRow(of: "D", in: state))))
    #expect(state.indicatorTitle == "D")
    #expect(state.stickySection == 2)
  }

  @Test func clickingBesideTheBarDoesNotTrack() {
    var state = Self.state()
    Self.press(&state, column: 10, row: 3)
    #expect(!state.bar.isTracking)
    #expect(state.scrollOffset == 0)
    // A click on a header in the list brings its section to the top.
    Self.press(&state, column: 10, row: 5)
    #expect(state.scrollOffset == 4)
    #expect(state.highlightedTitle == "B")
  }

  @Test func theHighlightFollowsTheList() {
    var state = Self.state()
    #expect(state.highlightedTitle == "A")
    state.handle(.mouse(MouseEvent(kind: .wheelDown, button: 1, column: 10, row: 5)))
    #expect(state.scrollOffset == 3)
    #expect(state.highlightedTitle == "A")
    state.handle(.key(.down))
    #expect(state.scrollOffset == 4)
    #expect(state.highlightedTitle == "B")
    state.handle(.key(.pageDown))
    #expect(state.highlightedTitle == "D")
    state.handle(.key(.end))
    #expect(state.scrollOffset == state.maximumScrollOffset)
    #expect(state.highlightedTitle == state.stickySection.map { state.sections[$0].title })
    #expect(state.highlightedTitle == "S")
    state.handle(.key(.home))
    #expect(state.scrollOffset == 0)
    #expect(state.highlightedTitle == "A")
  }

  @Test func theStickyHeaderIsTheTopRowsSection() {
    var state = Self.state()
    state.scroll(to: 7)  // D's header is row 7
    #expect(state.stickySection == 2)
    state.scroll(to: 9)
    #expect(state.stickySection == 2)
    #expect(state.row(atScreenRow: 0) == 7)
    #expect(state.row(atScreenRow: 1) == 10)
  }

  @Test(arguments: ["q", "esc"])
  func quitKeys(key: String) {
    var state = Self.state()
    let event: Key = key == "q" ? .character("q") : .escape
    #expect(state.handle(.key(event)) == .quit)
  }

  @Test func controlCInterruptsAndControlZSuspends() {
    var state = Self.state()
    #expect(state.handle(.key(.control("c"))) == .interrupt)
    #expect(state.handle(.key(.control("z"))) == .suspend)
  }

  @Test func resizingLaysOutAgain() {
    var state = Self.state(rows: 40)
    state.handle(.key(.character("m")))
    #expect(!state.bar.layout.isCollapsed)
    state.resize(to: TerminalSize(columns: 60, rows: 12))
    #expect(state.bar.bounds.minX == 58)
    #expect(state.bar.layout.isCollapsed)
    #expect(state.bar.layout.entries.contains { $0.content == .placeholder })
    #expect(state.scrollOffset <= state.maximumScrollOffset)
    #expect(state.highlightedTitle == "M")
  }

  @Test(arguments: [(0, 0), (1, 1), (0, 24), (80, 0), (2, 1), (3, 2), (1, 40)])
  func tinyTerminalsNeverTrap(columns: Int, rows: Int) {
    var state = Self.state(columns: columns, rows: rows)
    let events: [InputEvent] = [
      .key(.down), .key(.pageDown), .key(.end), .key(.tab), .key(.backTab), .key(.character("z")),
      .mouse(MouseEvent(kind: .press, button: 0, column: 1, row: 1)),
      .mouse(MouseEvent(kind: .drag, button: 0, column: 1, row: 2)),
      .mouse(MouseEvent(kind: .release, button: 0, column: 1, row: 2)),
      .mouse(MouseEvent(kind: .wheelDown, button: 1, column: 1, row: 1)), .key(.home),
    ]
    for event in events {
      state.handle(event)
      _ = ScreenRenderer.render(state)
    }
    state.resize(to: TerminalSize(columns: -5, rows: -1))
    #expect(ScreenRenderer.render(state).lines == [])
  }

  @Test func emptyInput() {
    var state = BrowserState(
      sections: [], indexTitles: ["A", "B", "#"], size: TerminalSize(columns: 20, rows: 5))
    #expect(state.rows.isEmpty)
    for key in [Key.down, .end, .tab, .character("a"), .pageDown] { state.handle(.key(key)) }
    state.handle(.mouse(MouseEvent(kind: .press, button: 0, column: 20, row: 2)))
    state.handle(.mouse(MouseEvent(kind: .release, button: 0, column: 20, row: 2)))
    #expect(state.scrollOffset == 0)
    #expect(ScreenRenderer.render(state).text(row: 0).contains("(no records)"))
  }

  /// In a Japanese index, lowercase romaji jumps to kana rows (`k` か,
  /// `s` `a` さ) and Shift reaches the Latin titles.
  @Test func romajiJumpsToKanaRows() throws {
    let collation = IndexedCollation(locale: "ja")
    let titles = collation.sectionTitles
    let sections = ["あ", "か", "さ", "た", "K", "S"].map {
      BrowserState.Section(title: $0, items: (1...5).map { "name \($0)" })
    }
    var state = BrowserState(
      sections: sections, indexTitles: titles, size: TerminalSize(columns: 80, rows: 24),
      sectionTitle: { collation.sectionTitle(for: $0) },
      typedTitle: { $0.title(typing: $1, in: collation) })
    state.handle(.key(.character("k")))
    #expect(state.highlightedTitle == "か")
    state.handle(.key(.character("s")))
    #expect(state.highlightedTitle == "さ")
    state.handle(.key(.character("a")))
    #expect(state.highlightedTitle == "さ")
    state.handle(.key(.character("a")))
    #expect(state.highlightedTitle == "あ")
    state.handle(.key(.character("K")))
    #expect(state.highlightedTitle == "K")
    state.handle(.key(.character("ち")))  // a kana keyboard: the row of ち
    #expect(state.highlightedTitle == "た")
  }
}
