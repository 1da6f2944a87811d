import SectionIndexBarModel
import Testing

@Suite("Scroll sync")
struct ScrollSyncTests {
  typealias ListGeometry = SectionIndexBar.ListGeometry

  /// 26 sections: A–X of 100 points, then short Y (40) and Z (30): 2,470 points.
  static let heights = Array(repeating: 100.0, count: 24) + [40, 30]

  static func list(
    _ offset: Double, inset: IndexBarEdgeInsets? = nil, user: Bool = false,
    heights: [Double] = heights
  ) -> ListGeometry {
    .stacked(
      sectionHeights: heights, contentOffsetY: offset, adjustedContentInset: inset,
      viewportHeight: 600, isUserScrolling: user)
  }

  struct TopCase: Sendable, CustomTestStringConvertible {
    var name: String
    var list: ListGeometry
    var configInset: Double = 0
    var top: Int?
    var testDescription: String { name }
  }

  static let topCases: [TopCase] = [
    .init(name: "at the top", list: list(0), top: 0),
    .init(name: "1.5 points of A left", list: list(98.5), top: 0),
    .init(name: "within tolerance of B", list: list(99), top: 1),
    .init(name: "B placed a fraction early", list: list(99.6), top: 1),
    .init(name: "exactly at B", list: list(100), top: 1),
    .init(name: "inset: at the top", list: list(-64, inset: IndexBarEdgeInsets(top: 64)), top: 0),
    .init(
      name: "inset: B under the bar", list: list(36, inset: IndexBarEdgeInsets(top: 64)), top: 1),
    .init(name: "configuration inset", list: list(36), configInset: 64, top: 1),
    .init(name: "geometry inset wins", list: list(36, inset: .zero), configInset: 64, top: 0),
    .init(name: "at the bottom: Y and Z cannot reach the top", list: list(1870), top: 18),
    .init(name: "past the end", list: list(5_000), top: 25),
    .init(
      name: "empty sections are skipped", list: list(100, heights: [100, 0, 100]), top: 2),
    .init(name: "no sections", list: list(0, heights: []), top: nil),
    .init(name: "NaN offset", list: list(.nan), top: nil),
    .init(
      name: "NaN frames are skipped",
      list: ListGeometry(
        sectionFrames: [
          .init(x: 0, y: .nan, width: 0, height: 100), .init(x: 0, y: 100, width: 0, height: 100),
        ],
        contentOffsetY: 0, viewportHeight: 600),
      top: 1),
  ]

  @Test("section geometry, offset and inset → top visible section", arguments: topCases)
  func topVisibleSection(_ test: TopCase) {
    let bar = makeBar { $0.adjustedContentInset = test.configInset }
    #expect(bar.topVisibleSection(in: test.list) == test.top)
  }

  @Test("scrolling moves the highlight", arguments: [(0.0, 0), (250, 2), (99.6, 1), (1870, 18)])
  func programmaticScroll(offset: Double, item: Int) {
    var bar = makeBar()
    #expect(bar.scrollViewDidScroll(Self.list(offset)) == [.highlightChanged(item: item)])
    #expect(bar.scrollViewDidScroll(Self.list(offset)) == [])
  }

  @Test func noFightingWhileScrubbing() {
    var bar = makeBar()
    bar.touchBegan(at: IndexBarPoint(x: 365, y: TouchStep.at(12)))
    #expect(bar.scrollViewDidScroll(Self.list(0)) == [])
    #expect(bar.updateScrollPosition(topVisibleSection: 3) == [])
    #expect(bar.highlightedItem == 12)
  }

  @Test func selectionWaitsForAnAnimatedScroll() {
    var bar = makeBar()
    bar.select(item: 10)
    for offset in [0.0, 300, 700] {
      #expect(bar.scrollViewDidScroll(Self.list(offset)) == [])
    }
    #expect(bar.scrollViewDidScroll(Self.list(1000)) == [])
    #expect(bar.highlightedItem == 10)
    // Reached; moving away afterwards follows the list again.
    #expect(bar.scrollViewDidScroll(Self.list(1200)) == [.highlightChanged(item: 12)])
  }

  @Test func userDragDuringAnAnimatedScrollTakesOver() {
    var bar = makeBar()
    bar.select(item: 10)
    #expect(bar.scrollViewDidScroll(Self.list(300, user: true)) == [.highlightChanged(item: 3)])
  }

  @Test func shortLastSectionStaysHighlighted() {
    var bar = makeBar()
    bar.select(title: "Z")
    #expect(bar.scrollViewDidScroll(Self.list(1870)) == [])
    #expect(bar.highlightedTitle == "Z")
    // A small drag that stays at the bottom keeps it.
    #expect(bar.scrollViewDidScroll(Self.list(1869.5, user: true)) == [])
    #expect(bar.highlightedTitle == "Z")
    // Scrolling up hands the highlight back to the list.
    #expect(bar.scrollViewDidScroll(Self.list(1500, user: true)) == [.highlightChanged(item: 15)])
  }

  @Test func searchItemStaysAtTheTop() {
    var bar = makeBar(items: letterItems(search: true))
    bar.select(item: 0)
    let inset = IndexBarEdgeInsets(top: 64)
    #expect(bar.scrollViewDidScroll(Self.list(-64, inset: inset)) == [])
    #expect(bar.highlightedItem == 0)
    #expect(
      bar.scrollViewDidScroll(Self.list(300, inset: inset, user: true)) == [
        .highlightChanged(item: 4)
      ])
  }

  @Test(
    "a section's item is its non-empty title",
    arguments: [
      SectionIndexBar.Configuration.EmptyItemStyle.normal, .dimmed, .hidden,
    ])
  func emptyTitlesAreNotHighlightedByScrolling(style: SectionIndexBar.Configuration.EmptyItemStyle)
  {
    let items = SectionIndexItem.items(
      indexTitles: ["A", "B", "C", "D"], sectionTitles: ["A", "C"])
    var bar = makeBar(items: items) { $0.emptyItemStyle = style }
    bar.updateScrollPosition(topVisibleSection: 1)
    #expect(bar.highlightedTitle == "C")
    bar.updateScrollPosition(topVisibleSection: 0)
    #expect(bar.highlightedTitle == "A")
    bar.updateScrollPosition(topVisibleSection: 7)
    #expect(bar.highlightedTitle == "C")
  }

  struct ReportedCase: Sendable, CustomTestStringConvertible {
    var name: String
    var select: String?
    var updates: [(top: Int?, atBottom: Bool, user: Bool)]
    var highlighted: String?
    var testDescription: String { name }
  }

  static let reportedCases: [ReportedCase] = [
    .init(
      name: "follows the top section", select: nil, updates: [(4, false, false)], highlighted: "E"),
    .init(
      name: "no sections clears", select: nil, updates: [(4, false, false), (nil, false, false)],
      highlighted: nil),
    .init(
      name: "tapped Z at the bottom", select: "Z", updates: [(18, true, false)], highlighted: "Z"),
    .init(
      name: "tapped Z, then dragged up", select: "Z",
      updates: [(18, true, false), (15, false, true)], highlighted: "P"),
    .init(
      name: "tapped C, list reached C, then scrolled", select: "C",
      updates: [(2, false, false), (5, false, false)], highlighted: "F"),
    .init(
      name: "tapped C, still on the way", select: "C", updates: [(1, false, false)],
      highlighted: "C"),
  ]

  @Test("top visible section reported by the front end", arguments: reportedCases)
  func reportedTopSection(_ test: ReportedCase) {
    var bar = makeBar()
    if let title = test.select { bar.select(title: title) }
    for update in test.updates {
      bar.updateScrollPosition(
        topVisibleSection: update.top, isAtBottom: update.atBottom, isUserScrolling: update.user)
    }
    #expect(bar.highlightedTitle == test.highlighted)
  }
}
