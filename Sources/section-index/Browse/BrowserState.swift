import SectionIndexBar

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

  /// The keys and mouse actions `browse` knows, as its help screen, `--help`
  /// and the README list them.
  static let keyHelp: [(keys: String, action: String)] = [
    ("↑ ↓", "scroll a line"),
    ("PgUp PgDn", "scroll a page"),
    ("Space Ctrl-F", "page down"),
    ("Ctrl-B", "page up"),
    ("Home End", "go to the top, the bottom"),
    ("Tab Shift-Tab", "next, previous section"),
    ("a letter", "jump to its section"),
    ("wheel", "scroll three lines"),
    ("click a title", "jump to its section"),
    ("drag the bar", "scrub through the titles"),
    ("click a header", "bring its section to the top"),
    ("Ctrl-L", "draw the screen again"),
    ("Ctrl-Z", "suspend (fg resumes)"),
    ("?", "show or hide this help"),
    ("q Esc", "quit"),
    ("Ctrl-C", "interrupt (exit status 130)"),
  ]

  let sections: [Section]
  let indexTitles: [String]
  /// A line of the status bar: the locale, the counts.
  var caption: String
  /// The title of the section a typed text belongs to, when no index title
  /// matches it (`ä` → `A` in German); `nil` matches titles only.
  var sectionTitle: ((String) -> String)?

  /// Every row of the list, top to bottom.
  let rows: [Row]
  /// The row of each section's header.
  let sectionStarts: [Int]
  private let sectionHeights: [Double]

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
    sectionTitle: ((String) -> String)? = nil
  ) {
    self.sections = sections
    self.indexTitles = indexTitles
    self.caption = caption
    self.isRightToLeft = isRightToLeft
    self.sectionTitle = sectionTitle
    var rows: [Row] = []
    var starts: [Int] = []
    for (index, section) in sections.enumerated() {
      starts.append(rows.count)
      rows.append(.header(section: index))
      for item in section.items.indices {
        rows.append(.record(section: index, item: item))
      }
    }
    self.rows = rows
    self.sectionStarts = starts
    self.sectionHeights = sections.map { Double(1 + $0.items.count) }
    self.size = size
    self.titleWidth = max(
      1, (indexTitles + sections.map(\.title)).map { DisplayWidth.of($0) }.max() ?? 1)
    var items = SectionIndexItem.items(
      indexTitles: indexTitles, sectionTitles: sections.map(\.title))
    for index in items.indices where items[index].title.map(priorityTitles.contains) == true {
      items[index].collapsePriority = 1
    }
    self.bar = SectionIndexBar(items: items, bounds: .zero)
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
    let page = max(1, listHeight - 1)
    switch key {
    case .character("q"), .escape:
      return .quit
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

  /// Jumps to the section whose title matches typed text.
  mutating func jump(toTitleMatching text: String) {
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
