import SectionIndexBarModel
import Testing

private let nan = Double.nan
private let inf = Double.infinity

@Suite("Degenerate input")
struct DegenerateInputTests {
  typealias Configuration = SectionIndexBar.Configuration

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var items: [SectionIndexItem] = letterItems()
    var bounds = IndexBarRect(x: 355, y: 0, width: 20, height: 600)
    var configure: @Sendable (inout Configuration) -> Void = { _ in }
    var entries: Int
    var touch = IndexBarPoint(x: 365, y: 300)
    var selects: Int?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(name: "no items", items: [], entries: 0, selects: nil),
    .init(name: "one item", items: letterItems(["A"]), entries: 1, selects: 0),
    .init(
      name: "one item, touch far above", items: letterItems(["A"]), entries: 1,
      touch: .init(x: 365, y: 1), selects: 0),
    .init(
      name: "zero height", bounds: .init(x: 355, y: 0, width: 20, height: 0), entries: 0,
      touch: .init(x: 365, y: 0), selects: nil),
    .init(
      name: "negative height flips", bounds: .init(x: 355, y: 600, width: 20, height: -600),
      entries: 26, selects: 13),
    .init(
      name: "zero width still takes touches", bounds: .init(x: 375, y: 0, width: 0, height: 600),
      entries: 26, selects: 13),
    .init(
      name: "NaN bounds", bounds: .init(x: nan, y: nan, width: nan, height: nan), entries: 0,
      selects: nil),
    .init(
      name: "infinite bounds", bounds: .init(x: 0, y: -inf, width: inf, height: inf), entries: 0,
      selects: nil),
    .init(
      name: "NaN item size", configure: { $0.itemSize = .init(width: nan, height: nan) },
      entries: 26, selects: 13),
    .init(
      name: "negative item size", configure: { $0.itemSize = .init(width: -5, height: -15) },
      entries: 26, selects: 13),
    .init(
      name: "infinite item height shares the bar", configure: { $0.itemSize.height = inf },
      entries: 26, selects: 13),
    .init(
      name: "item taller than the bar", configure: { $0.itemSize.height = 900 }, entries: 1,
      selects: 13),
    .init(
      name: "tiny item height", configure: { $0.itemSize.height = 1e-300 }, entries: 26, selects: 0),
    .init(
      name: "NaN insets",
      configure: { $0.contentInsets = .init(top: nan, leading: nan, bottom: nan, trailing: nan) },
      entries: 26, selects: 13),
    .init(
      name: "insets larger than the bar",
      configure: { $0.contentInsets = .init(top: 400, bottom: 400) }, entries: 0, selects: nil),
    .init(
      name: "infinite origin offset", configure: { $0.originOffset = .init(x: inf, y: -inf) },
      entries: 26, selects: 13),
    .init(name: "NaN hit width", configure: { $0.minimumHitWidth = nan }, entries: 26, selects: 13),
    .init(
      name: "huge display scale", configure: { $0.displayScale = 1e308 }, entries: 26, selects: 13),
    .init(
      name: "more items than pixels",
      items: SectionIndexItem.items(
        indexTitles: (0..<2_000).map(String.init), sectionTitles: (0..<2_000).map(String.init)),
      bounds: .init(x: 355, y: 0, width: 20, height: 100), configure: { $0.itemSize.height = 0.01 },
      entries: 2_000, touch: .init(x: 365, y: 50), selects: 1_000),
    .init(
      name: "more items than pixels, collapsed",
      items: SectionIndexItem.items(
        indexTitles: (0..<2_000).map(String.init), sectionTitles: (0..<2_000).map(String.init)),
      bounds: .init(x: 355, y: 0, width: 20, height: 100), entries: 5, touch: .init(x: 365, y: 50),
      selects: 1_000),
  ]

  @Test("defined results, no crash", arguments: cases)
  func degenerate(_ test: Case) {
    var configuration = Configuration()
    test.configure(&configuration)
    var bar = SectionIndexBar(items: test.items, bounds: test.bounds, configuration: configuration)
    #expect(bar.layout.entries.count == test.entries)
    if test.name != "infinite origin offset" {
      for entry in bar.layout.entries { #expect(entry.frame.isFinite) }
    }
    bar.touchBegan(at: test.touch)
    #expect(bar.highlightedItem == test.selects)
    // Whatever the geometry, nothing below traps and the highlight stays valid.
    let points: [IndexBarPoint] = [
      .init(x: nan, y: nan), .init(x: 365, y: inf), .init(x: 365, y: -inf), .init(x: -inf, y: 0),
      .init(x: 365, y: -1e300), .init(x: 365, y: 1e300), .init(x: 365, y: 300),
    ]
    for point in points {
      bar.touchBegan(at: point)
      bar.touchMoved(to: point)
      if let item = bar.highlightedItem { #expect(bar.items.indices.contains(item)) }
    }
    bar.touchEnded(at: .init(x: nan, y: nan))
    bar.touchCancelled()
    for offset in [nan, inf, -inf, 0, 1e300] {
      bar.scrollViewDidScroll(
        .stacked(sectionHeights: [nan, -1, inf, 10], contentOffsetY: offset, viewportHeight: nan))
      bar.updateScrollPosition(topVisibleSection: -5)
      bar.updateScrollPosition(topVisibleSection: Int.max)
      if let item = bar.highlightedItem { #expect(bar.items.indices.contains(item)) }
    }
    bar.selectNext()
    bar.selectLast()
    bar.accessibilityDecrement()
    _ = bar.accessibilityValue
    _ = bar.indicatorFrame(fingerY: nan)
    if let item = bar.highlightedItem { #expect(bar.items.indices.contains(item)) }
    #expect(!bar.isTracking)
  }

  @Test func nanTouchIsIgnored() {
    var bar = makeBar()
    #expect(bar.touchBegan(at: .init(x: 365, y: .nan)) == [])
    bar.touchBegan(at: .init(x: 365, y: 300))
    #expect(bar.touchMoved(to: .init(x: 365, y: .nan)) == [])
  }

  @Test func replacingItemsKeepsTheHighlightValid() {
    var bar = makeBar()
    bar.select(item: 20)
    bar.items = letterItems(["A", "B"])
    #expect(bar.highlightedItem == nil)
    bar.select(item: 1)
    bar.items = letterItems(["A", "B", "C"])
    #expect(bar.highlightedItem == 1)
    #expect(bar.layout.entries.count == 3)
  }

  @Test func itemsChangedMidTouch() {
    var bar = makeBar()
    bar.touchBegan(at: .init(x: 365, y: TouchStep.at(20)))
    bar.items = []
    #expect(bar.touchMoved(to: .init(x: 365, y: 300)) == [])
    #expect(bar.touchEnded(at: .init(x: 365, y: 300)) == [.indicatorHidden, .touchesEnded])
    #expect(bar.highlightedItem == nil)
  }
}
