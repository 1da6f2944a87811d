import SectionIndexBarModel
import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords
import Testing

@testable import section_index

/// `/` in `browse`: a search line that filters the sectioned list as you type.
@Suite struct BrowseSearchTests {
  static let sections = [
    BrowserState.Section(title: "A", items: ["Anna Berg", "Émile Abel"]),
    BrowserState.Section(title: "B", items: ["Bo Emerson", "Björn"]),
    BrowserState.Section(title: "C", items: ["Carl"]),
    BrowserState.Section(title: "Z", items: ["曾国藩", "王国强"]),
  ]

  /// A state of ``sections`` searched with a zh-Hans names collation, the
  /// last section's records also having readings.
  static func state(
    readings: [[String?]]? = nil, columns: Int = 80, rows: Int = 24
  ) -> BrowserState {
    let collation = IndexedCollation(locale: "zh-Hans", content: .names)
    return BrowserState(
      sections: sections, indexTitles: ["A", "B", "C", "D", "Z", "#"],
      size: TerminalSize(columns: columns, rows: rows),
      makeSearch: Browser.searchMaker(collation: collation, shown: sections, readings: readings))
  }

  static func type(_ text: String, into state: inout BrowserState) {
    for character in text { state.handle(.key(.character(character))) }
  }

  static func records(_ state: BrowserState) -> [String] {
    state.rows.compactMap { row in
      guard case .record(let section, let item) = row else { return nil }
      return state.sections[section].items[item]
    }
  }

  static let everyRecord = sections.flatMap(\.items)

  @Test func slashOpensTheSearchLineInsteadOfJumping() {
    var state = Self.state()
    #expect(state.handle(.key(.character("/"))) == .redraw)
    #expect(state.isEditingSearch)
    #expect(!state.isFiltered)
    #expect(Self.records(state) == Self.everyRecord)
    let screen = ScreenRenderer.render(state, palette: .monochrome)
    #expect(screen.text(row: 23).hasPrefix("/ "))
  }

  @Test func typingFiltersKeepingTheSectionedOrder() {
    var state = Self.state()
    state.handle(.key(.character("/")))
    Self.type("e", into: &state)
    #expect(Self.records(state) == ["Émile Abel", "Bo Emerson"])
    #expect(state.sections.map(\.title) == ["A", "B"])
    Self.type("m", into: &state)
    #expect(Self.records(state) == ["Émile Abel", "Bo Emerson"])
    Self.type("e", into: &state)
    #expect(Self.records(state) == ["Bo Emerson"])
    #expect(state.searchText == "eme")
    #expect(state.recordCount == 1)
    #expect(state.scrollOffset == 0)
  }

  @Test func backspaceEditsTheQuery() {
    var state = Self.state()
    state.handle(.key(.character("/")))
    Self.type("eme", into: &state)
    state.handle(.key(.backspace))
    #expect(state.searchText == "em")
    #expect(Self.records(state) == ["Émile Abel", "Bo Emerson"])
    state.handle(.key(.backspace))
    state.handle(.key(.backspace))
    #expect(state.searchText.isEmpty)
    #expect(!state.isFiltered)
    #expect(Self.records(state) == Self.everyRecord)
    #expect(state.isEditingSearch)
    // Backspace on an empty line closes it.
    state.handle(.key(.backspace))
    #expect(!state.isEditingSearch)
  }

  @Test func escapeClearsTheFilterAndClosesTheLine() {
    var state = Self.state()
    state.handle(.key(.character("/")))
    Self.type("bo", into: &state)
    #expect(Self.records(state) == ["Bo Emerson"])
    #expect(state.handle(.key(.escape)) == .redraw)
    #expect(!state.isEditingSearch)
    #expect(!state.isFiltered)
    #expect(state.searchText.isEmpty)
    #expect(Self.records(state) == Self.everyRecord)
    #expect(state.sections == Self.sections)
    // Now Esc quits again.
    #expect(state.handle(.key(.escape)) == .quit)
  }

  @Test func enterKeepsTheFilterAndReturnsToTheList() {
    var state = Self.state(rows: 10)
    state.handle(.key(.character("/")))
    Self.type("a", into: &state)
    #expect(Self.records(state) == ["Anna Berg", "Émile Abel"])
    state.handle(.key(.enter))
    #expect(!state.isEditingSearch)
    #expect(state.isFiltered)
    // Letters navigate again instead of typing; q still quits.
    state.handle(.key(.character("c")))
    #expect(state.searchText == "a")
    #expect(Self.records(state) == ["Anna Berg", "Émile Abel"])
    let status = ScreenRenderer.render(state, palette: .monochrome).text(row: 9)
    #expect(status.contains("/a · 2 matches"))
    // Esc in the list clears the kept filter before it would quit.
    #expect(state.handle(.key(.escape)) == .redraw)
    #expect(Self.records(state) == Self.everyRecord)
  }

  @Test func hanMatchesByPinyinInitials() {
    var state = Self.state()
    state.handle(.key(.character("/")))
    Self.type("zgf", into: &state)
    #expect(Self.records(state) == ["曾国藩"])
    #expect(state.highlightedColumns(of: "曾国藩") == [0..<6])
  }

  @Test func aMatchOnTheReadingCounts() {
    let readings: [[String?]] = [[nil, nil], [nil, "biyorun"], [nil], [nil, nil]]
    var state = Self.state(readings: readings)
    state.handle(.key(.character("/")))
    Self.type("biyo", into: &state)
    #expect(Self.records(state) == ["Björn"])
    // The reading is not shown, so nothing is highlighted.
    #expect(state.highlightedColumns(of: "Björn") == [])
  }

  @Test func highlightsAreDisplayColumnsCountingWideCharacters() throws {
    var state = Self.state()
    state.handle(.key(.character("/")))
    Self.type("国", into: &state)
    #expect(Self.records(state) == ["曾国藩", "王国强"])
    // 曾 takes columns 0–1, so 国 is at 2–3.
    #expect(state.highlightedColumns(of: "曾国藩") == [2..<4])
    let screen = ScreenRenderer.render(state, palette: .monochrome)
    let row = try #require((0..<24).first { screen.text(row: $0).contains("曾国藩") })
    // Two spaces of indent, then 曾 (two columns), then 国.
    #expect(screen[row, 4].text == "国")
    #expect(screen[row, 4].style == Palette.monochrome.match)
    #expect(screen[row, 5].style == Palette.monochrome.match)
    #expect(screen[row, 2].style == Palette.monochrome.record)
    #expect(screen[row, 6].style == Palette.monochrome.record)
  }

  @Test func highlightsCoverWordPrefixesOnly() {
    var state = Self.state()
    state.handle(.key(.character("/")))
    Self.type("em ab", into: &state)
    #expect(Self.records(state) == ["Émile Abel"])
    #expect(state.highlightedColumns(of: "Émile Abel") == [0..<2, 6..<8])
  }

  @Test func noMatchesSaysSo() {
    var state = Self.state()
    state.handle(.key(.character("/")))
    Self.type("xyz", into: &state)
    #expect(state.rows.isEmpty)
    #expect(state.recordCount == 0)
    let screen = ScreenRenderer.render(state, palette: .monochrome)
    #expect(screen.text(row: 0).hasPrefix("  No matches"))
    #expect(screen.text(row: 23).hasPrefix("/xyz "))
    #expect(screen.text(row: 23).contains("0 matches"))
  }

  @Test func theBarShowsTheSectionsOfTheFilteredList() throws {
    var state = Self.state()
    func dimmed(_ state: BrowserState) -> [String] {
      state.bar.layout.entries.filter(\.isDimmed).compactMap { entry in
        entry.item.flatMap { state.bar.items[$0].title }
      }
    }
    #expect(dimmed(state) == ["D", "#"])
    state.handle(.key(.character("/")))
    Self.type("bo", into: &state)
    #expect(dimmed(state) == ["A", "C", "D", "Z", "#"])
    #expect(state.highlightedTitle == "B")
    // Letters typed on the line do not jump; after Enter a title jumps
    // within the filtered sections only.
    state.handle(.key(.enter))
    state.handle(.key(.escape))
    #expect(dimmed(state) == ["D", "#"])
  }

  /// A letter that extends the query tries only the records the query
  /// before it kept; a deleted letter, every record again that the index
  /// does not rule out (a word starting with `e`: not Carl, not 王国强);
  /// the records shown are those a search from scratch shows.
  @Test func typingNarrowsTheLastMatches() {
    var state = Self.state()
    state.handle(.key(.character("/")))
    Self.type("e", into: &state)
    #expect(state.recordsTried >= 2 && state.recordsTried < Self.everyRecord.count)
    let firstLetterTried = state.recordsTried
    Self.type("m", into: &state)
    #expect(state.recordsTried == 2)
    Self.type("e", into: &state)
    #expect(state.recordsTried == 2)
    #expect(Self.records(state) == ["Bo Emerson"])
    state.handle(.key(.backspace))
    #expect(state.recordsTried == firstLetterTried)
    #expect(Self.records(state) == ["Émile Abel", "Bo Emerson"])
    Self.type(" a", into: &state)
    // Of the two `em` kept, the index rules out Bo Emerson (no word starts with a).
    #expect(state.recordsTried == 1)
    #expect(Self.records(state) == ["Émile Abel"])
    // Pinyin initials, then the syllable: 曾国藩 by z, zg, zgf.
    state.handle(.key(.control("u")))
    Self.type("z", into: &state)
    let fromScratch = Self.records(state)
    Self.type("g", into: &state)
    #expect(state.recordsTried == fromScratch.count)
    #expect(Self.records(state) == ["曾国藩"])
    var fresh = Self.state()
    fresh.handle(.key(.character("/")))
    Self.type("zg", into: &fresh)
    #expect(Self.records(fresh) == Self.records(state))
  }

  @Test func helpAndHintsListSlash() {
    #expect(BrowserState.keyHelp.contains { $0.keys == "/" })
    #expect(ScreenRenderer.hints.contains("/ search"))
    #expect(Browser.keyList.contains("/"))
  }
}
