import SectionIndexBarModel
import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO

/// Everything `browse` shows, as a value: the sections flattened into rows, the
/// scroll position, the terminal's size and the index bar laid out in cells.
///
/// Input goes in through ``handle(_:)``; the screen comes out of
/// ``ScreenRenderer``. Nothing here touches the terminal, so the whole of
/// `browse` apart from reading bytes and writing lines is tested without one.
///
///     var state = BrowserState(
///       sections: [.init(title: "A", items: ["Anna"]), .init(title: "B", items: ["Bo"])],
///       indexTitles: ["A", "B", "C", "#"], size: TerminalSize(columns: 80, rows: 24))
///     state.handle(.key(.character("b")))  // jumps to the section "B"
///     state.scrollOffset                   // 2
struct BrowserState {
  /// One section of the list.
  struct Section: Equatable {
    var title: String
    var items: [String]
  }

  /// One line of the list: a section's header or one of its records.
  enum Row: Equatable {
    case header(section: Int)
    case record(section: Int, item: Int)

    var section: Int {
      switch self {
      case .header(let section), .record(let section, _): section
      }
    }
  }

  /// What the front end should do after an input.
  enum Action: Equatable {
    /// Nothing visible changed.
    case none
    /// Draw the screen again.
    case redraw
    /// Restore the terminal and exit.
    case quit
    /// Restore the terminal and end as Ctrl-C does (exit status 130).
    case interrupt
    /// Restore the terminal, stop until the shell resumes the program
    /// (Ctrl-Z), then take the terminal again and draw everything.
    case suspend
  }

  /// A search typed after `/`, made by the front end from the query text.
  struct Search {
    /// Whether record `item` of section `section` of ``allSections``
    /// matches (by its text, or by a reading the list does not show).
    var matches: (_ section: Int, _ item: Int) -> Bool
    /// The ranges of a shown record's text that the query matched, for
    /// highlighting; empty when it matched a reading only.
    var ranges: (_ text: String) -> [Range<String.Index>]
    /// The query the search was made from, so that a search that extends
    /// the last one tries only the records it kept; `nil` tries every
    /// record each time.
    var query: IndexedCollation.SearchQuery? = nil
    /// What the records' words start with, in the order of
    /// ``allSections``' records, so that a query's first letter tries only
    /// the records that may match it; `nil` tries them all.
    var index: IndexedCollation.SearchIndex? = nil
  }

  /// The keys and mouse actions `browse` knows, as its help screen, `--help`
  /// and the README list them.
  static let keyHelp: [(keys: String, action: String)] = [
    ("↑ ↓", "scroll a line"),
    ("PgUp PgDn", "scroll a page"),
    ("Space Ctrl-F", "page down"),
    ("Ctrl-B", "page up"),
    ("Home End", "go to the top, the bottom"),
    ("Tab Shift-Tab", "next, previous section"),
    ("a letter", "jump to its section (romaji: k か, sa さ)"),
    ("wheel", "scroll three lines"),
    ("click a title", "jump to its section"),
    ("drag the bar", "scrub through the titles"),
    ("click a header", "bring its section to the top"),
    ("Ctrl-L", "draw the screen again"),
    ("Ctrl-Z", "suspend (fg resumes)"),
    ("/", "search: type to filter, Enter keeps, Esc clears"),
    ("?", "show or hide this help"),
    ("q Esc", "quit"),
    ("Ctrl-C", "interrupt (exit status 130)"),
  ]

  /// Every section, as loaded.
  let allSections: [Section]
  /// The sections shown: those of ``allSections`` with records the search
  /// matches, each with those records, in their order.
  private(set) var sections: [Section]
  let indexTitles: [String]
  /// Makes a search from the text typed after `/`; `nil` turns `/` off.
  var makeSearch: ((String) -> Search)?
  /// The text typed after `/`.
  private(set) var searchText = ""
  /// Whether the search line at the bottom takes typed keys.
  private(set) var isEditingSearch = false
  /// The search the list is filtered by, if any.
  private(set) var search: Search?
  /// Whether the list shows only the records a search matches.
  var isFiltered: Bool { search != nil }
  /// The records shown.
  private(set) var recordCount = 0
  /// The position of each section's first record among all records, and
  /// their count last: positions are what ``session`` keeps.
  private let recordStarts: [Int]
  /// The last search's query and the positions of the records it kept.
  private var session = IndexedCollation.SearchSession()
  /// How many times the last search asked whether a record matches: every
  /// record, or only those the search before it kept.
  private(set) var recordsTried = 0
  private let priorityTitles: Set<String>
  /// A line of the status bar: the locale, the counts.
  var caption: String
  /// The title of the section a typed text belongs to, when no index title
  /// matches it (`ä` → `A` in German); `nil` matches titles only.
  var sectionTitle: ((String) -> String)?
  /// The kana row or Hangul initial a lowercase Latin letter typed next
  /// reaches (`k` か, `sa` さ: ``IndexedCollation/TypeAhead``), tried before
  /// the titles; `nil` matches titles only.
  var typedTitle: ((inout IndexedCollation.TypeAhead, String) -> String?)?
  /// The romaji syllable being typed.
  private var typeAhead = IndexedCollation.TypeAhead()

  /// Every row of the list, top to bottom.
  private(set) var rows: [Row] = []
  /// The row of each section's header.
  private(set) var sectionStarts: [Int] = []
  private var sectionHeights: [Double] = []

  /// The terminal's size.
  private(set) var size: TerminalSize
  /// The row of the list shown at the top of the screen.
  private(set) var scrollOffset = 0
  /// The index bar, in cell coordinates: one row an item.
  private(set) var bar: SectionIndexBar

  /// The widest title, in columns.
  let titleWidth: Int

  /// Whether the bar goes on the left, as in right-to-left languages.
  let isRightToLeft: Bool

  /// Whether the help screen covers the list.
  private(set) var isShowingHelp = false

  /// Creates the state of a list.
  ///
  /// - Parameters:
  ///   - priorityTitles: Titles the collapsed bar keeps in view before
  ///     others, after those of non-empty sections: the locale's own letters.
  ///   - isRightToLeft: Whether the bar goes on the left.
  init(
    sections: [Section], indexTitles: [String], size: TerminalSize, caption: String = "",
    priorityTitles: Set<String> = [], isRightToLeft: Bool = false,
    sectionTitle: ((String) -> String)? = nil,
    typedTitle: ((inout IndexedCollation.TypeAhead, String) -> String?)? = nil,
    makeSearch: ((String) -> Search)? = nil
  ) {
    self.typedTitle = typedTitle
    self.allSections = sections
    self.sections = sections
    self.indexTitles = indexTitles
    self.caption = caption
    self.isRightToLeft = isRightToLeft
    self.sectionTitle = sectionTitle
    self.makeSearch = makeSearch
    self.priorityTitles = priorityTitles
    self.size = size
    self.titleWidth = max(
      1, (indexTitles + sections.map(\.title)).map { DisplayWidth.of($0) }.max() ?? 1)
    self.bar = SectionIndexBar(items: [], bounds: .zero)
    var starts = [0]
    for section in sections { starts.append(starts[starts.count - 1] + section.items.count) }
    self.recordStarts = starts
    show(sections)
  }

  /// Shows `sections` from the top: the rows, and the bar with their titles
  /// (titles of sections not among them dimmed).
  private mutating func show(_ shown: [Section]) {
    sections = shown
    rows.removeAll(keepingCapacity: true)
    sectionStarts.removeAll(keepingCapacity: true)
    sectionHeights.removeAll(keepingCapacity: true)
    recordCount = 0
    for (index, section) in shown.enumerated() {
      sectionStarts.append(rows.count)
      sectionHeights.append(Double(1 + section.items.count))
      recordCount += section.items.count
      rows.append(.header(section: index))
      for item in section.items.indices {
        rows.append(.record(section: index, item: item))
      }
    }
    var items = SectionIndexItem.items(
      indexTitles: indexTitles, sectionTitles: shown.map(\.title))
    for index in items.indices where items[index].title.map(priorityTitles.contains) == true {
      items[index].collapsePriority = 1
    }
    bar = SectionIndexBar(items: items, bounds: .zero)
    scrollOffset = 0
    layOut()
    syncBar(isUserScrolling: false)
  }

  // MARK: - Geometry

  /// Whether the bottom line shows the status bar (not on tiny terminals).
  var showsStatusLine: Bool { size.rows >= 6 && size.columns >= 20 }

  /// The rows the list takes, from the top.
  var listHeight: Int { max(0, size.rows - (showsStatusLine ? 1 : 0)) }

  /// The columns the bar takes at the right edge: a space and the title, two
  /// or three columns.
  var barWidth: Int { min(size.columns, min(3, max(2, 1 + titleWidth))) }

  /// The columns the list takes.
  var listWidth: Int { max(0, size.columns - barWidth) }

  /// Where the list is: left of the bar, or right of it in right-to-left
  /// languages.
  var listColumns: Range<Int> {
    isRightToLeft ? (size.columns - listWidth)..<size.columns : 0..<listWidth
  }

  /// Where the bar is.
  var barColumns: Range<Int> {
    isRightToLeft ? 0..<(size.columns - listWidth) : listWidth..<size.columns
  }

  /// The largest scroll offset: the last row at the bottom of the screen.
  var maximumScrollOffset: Int { max(0, rows.count - listHeight) }

  /// The section whose header sticks to the top of the screen.
  var stickySection: Int? {
    rows.indices.contains(scrollOffset) ? rows[scrollOffset].section : nil
  }

  /// The title the indicator shows while the user scrubs the bar.
  var indicatorTitle: String? {
    guard bar.indicatorFrame != nil, let item = bar.highlightedItem else { return nil }
    return bar.items[item].title
  }

  /// The title highlighted on the bar.
  var highlightedTitle: String? {
    bar.highlightedItem.flatMap { bar.items[$0].title }
  }

  /// The section the bar's highlight stands for: its header is drawn
  /// highlighted too, so Tab shows where it went when the list cannot scroll.
  var highlightedSection: Int? {
    bar.highlightedItem.flatMap { bar.items[$0].section }
  }

  private mutating func layOut() {
    var configuration = SectionIndexBar.Configuration()
    configuration.itemSize = IndexBarSize(width: Double(barWidth), height: 1)
    configuration.minimumHitWidth = Double(barWidth)
    configuration.displayScale = 1
    configuration.scrollTolerance = 0.5
    configuration.indicatorSize = IndexBarSize(width: Double(titleWidth + 4), height: 3)
    configuration.itemIndicatorHorizontalOffset = -1
    configuration.layoutDirection = isRightToLeft ? .rightToLeft : .leftToRight
    bar.configuration = configuration
    bar.bounds = IndexBarRect(
      x: Double(barColumns.lowerBound), y: 0, width: Double(barWidth), height: Double(listHeight))
  }

  // MARK: - Input

  /// Responds to a key or a mouse event.
  @discardableResult
  mutating func handle(_ event: InputEvent) -> Action {
    switch event {
    case .key(let key): return handle(key)
    case .mouse(let mouse): return handle(mouse)
    }
  }

  /// Lays the screen out again for a new terminal size, keeping the top row.
  mutating func resize(to newSize: TerminalSize) {
    if bar.isTracking { apply(bar.touchCancelled()) }
    size = TerminalSize(columns: max(0, newSize.columns), rows: max(0, newSize.rows))
    layOut()
    scrollOffset = min(scrollOffset, maximumScrollOffset)
    syncBar(isUserScrolling: false)
  }

  private mutating func handle(_ key: Key) -> Action {
    if key == .control("c") { return .interrupt }
    if key == .control("z") { return .suspend }
    if isShowingHelp {
      // Any key closes the help; q and Esc only close it.
      isShowingHelp = false
      return .redraw
    }
    if isEditingSearch, let action = handleSearch(key) { return action }
    let page = max(1, listHeight - 1)
    switch key {
    case .escape where isFiltered:
      setSearchText("")
    case .character("q"), .escape:
      return .quit
    case .character("/") where makeSearch != nil:
      isEditingSearch = true
    case .character("?"):
      isShowingHelp = true
    case .up: scroll(to: scrollOffset - 1)
    case .down: scroll(to: scrollOffset + 1)
    case .pageUp, .control("b"): scroll(to: scrollOffset - page)
    case .pageDown, .control("f"), .character(" "): scroll(to: scrollOffset + page)
    case .home: scroll(to: 0)
    case .end: scroll(to: maximumScrollOffset)
    case .tab: apply(bar.selectNext())
    case .backTab: apply(bar.selectPrevious())
    case .control("l"): return .redraw
    case .character(let character):
      jump(toTitleMatching: String(character))
    default:
      return .none
    }
    return .redraw
  }

  /// A key typed on the search line; `nil` for keys that move the list
  /// as they do without it (arrows, pages, Tab).
  private mutating func handleSearch(_ key: Key) -> Action? {
    switch key {
    case .character(let character):
      setSearchText(searchText + String(character))
    case .backspace:
      if searchText.isEmpty {
        isEditingSearch = false
      } else {
        setSearchText(String(searchText.dropLast()))
      }
    case .enter:
      isEditingSearch = false
    case .escape:
      isEditingSearch = false
      setSearchText("")
    case .control("u"):
      setSearchText("")
    default:
      return nil
    }
    return .redraw
  }

  /// Filters the list by a search text: every section again when it is
  /// empty.
  mutating func setSearchText(_ text: String) {
    searchText = text
    guard !text.isEmpty, let makeSearch else {
      search = nil
      show(allSections)
      return
    }
    let search = makeSearch(text)
    self.search = search
    let count = recordStarts[recordStarts.count - 1]
    let starts = recordStarts
    // Positions come in increasing order (`SearchSession.search`): the
    // section moves forward only.
    var section = 0
    var tried = 0
    func isMatch(_ position: Int) -> Bool {
      while starts[section + 1] <= position { section += 1 }
      tried += 1
      return search.matches(section, position - starts[section])
    }
    let positions: [Int]
    if let query = search.query, let index = search.index, index.count == count {
      positions = session.search(query, in: index, isMatch: isMatch)
    } else if let query = search.query {
      positions = session.search(query, count: count, isMatch: isMatch)
    } else {
      session.reset()
      positions = (0..<count).filter(isMatch)
    }
    recordsTried = tried
    var shown: [Section] = []
    var k = 0
    for (index, section) in allSections.enumerated() {
      var items: [String] = []
      while k < positions.count, positions[k] < starts[index + 1] {
        items.append(section.items[positions[k] - starts[index]])
        k += 1
      }
      if !items.isEmpty { shown.append(Section(title: section.title, items: items)) }
    }
    show(shown)
  }

  /// The display columns of `text` (from 0) that the search highlights,
  /// counted as the screen counts them: wide characters take two.
  func highlightedColumns(of text: String) -> [Range<Int>] {
    guard let search else { return [] }
    let ranges = search.ranges(text)
    guard !ranges.isEmpty else { return [] }
    var columns: [Range<Int>] = []
    var x = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      var width = DisplayWidth.of(character)
      if width == 0, character == "\t" || ScreenBuffer.isControl(character) {
        // Shown as a space or U+FFFD, one column (see ScreenBuffer.put).
        width = 1
      }
      if width > 0, ranges.contains(where: { $0.contains(index) }) {
        if let last = columns.last, last.upperBound == x {
          columns[columns.count - 1] = last.lowerBound..<(x + width)
        } else {
          columns.append(x..<(x + width))
        }
      }
      x += width
      index = next
    }
    return columns
  }

  private mutating func handle(_ mouse: MouseEvent) -> Action {
    if isShowingHelp {
      guard mouse.kind == .press else { return .none }
      isShowingHelp = false
      return .redraw
    }
    // Cells are 1-based on the wire; touch the middle of the cell.
    let point = IndexBarPoint(x: Double(mouse.column - 1) + 0.5, y: Double(mouse.row - 1) + 0.5)
    switch mouse.kind {
    case .wheelUp: scroll(to: scrollOffset - 3)
    case .wheelDown: scroll(to: scrollOffset + 3)
    case .press:
      guard mouse.button == 0 else { return .none }
      if bar.isTracking {
        apply(bar.touchMoved(to: point))
      } else if bar.hitTest(point) {
        apply(bar.touchBegan(at: point))
      } else if let row = row(atScreenRow: mouse.row - 1), case .header(let section) = rows[row] {
        // A click on a section's header brings it to the top.
        jump(toSection: section)
        syncBar(isUserScrolling: false)
      } else {
        return .none
      }
    case .drag:
      guard bar.isTracking else { return .none }
      apply(bar.touchMoved(to: point))
    case .release:
      guard bar.isTracking else { return .none }
      apply(bar.touchEnded(at: point))
    }
    return .redraw
  }

  /// The list row shown on a screen row (0-based), if any.
  func row(atScreenRow screenRow: Int) -> Int? {
    guard screenRow >= 0, screenRow < listHeight else { return nil }
    if screenRow == 0, let sticky = stickySection { return sectionStarts[sticky] }
    let row = scrollOffset + screenRow
    return rows.indices.contains(row) ? row : nil
  }

  // MARK: - Scrolling

  /// Scrolls the list, as the user does with keys or the wheel.
  mutating func scroll(to offset: Int) {
    scrollOffset = max(0, min(offset, maximumScrollOffset))
    syncBar(isUserScrolling: true)
  }

  /// Jumps to the section whose title matches typed text: the kana row or
  /// Hangul initial a lowercase Latin letter stands for (``typedTitle``),
  /// else the title itself, else the section the text belongs to.
  mutating func jump(toTitleMatching text: String) {
    if let title = typedTitle?(&typeAhead, text) {
      let events = bar.select(title: title)
      if !events.isEmpty { return apply(events) }
    }
    var events = bar.select(title: text)
    if events.isEmpty, let title = sectionTitle?(text) {
      events = bar.select(title: title)
    }
    apply(events)
  }

  /// Brings a section's header to the top, or as near as the list scrolls.
  private mutating func jump(toSection section: Int) {
    guard sectionStarts.indices.contains(section) else { return }
    scrollOffset = min(sectionStarts[section], maximumScrollOffset)
  }

  private mutating func apply(_ events: [SectionIndexBar.Event]) {
    for event in events {
      if case .selectionChanged(_, let section) = event {
        if let section {
          jump(toSection: section)
        } else {
          scrollOffset = 0
        }
      }
    }
    if !events.isEmpty { syncBar(isUserScrolling: false) }
  }

  /// Tells the bar where the list is, so the highlight follows it.
  private mutating func syncBar(isUserScrolling: Bool) {
    bar.scrollViewDidScroll(
      .stacked(
        sectionHeights: sectionHeights, contentOffsetY: Double(scrollOffset),
        viewportHeight: Double(listHeight), isUserScrolling: isUserScrolling))
  }
}

/// A terminal's size in cells.
struct TerminalSize: Equatable {
  var columns: Int
  var rows: Int
}
