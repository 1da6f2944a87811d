import SectionIndexBarModel
import Testing

/// Seeded random bars and input sequences, checking invariants after every step.
@Suite("Random touch sequences")
struct RandomTouchTests {
  typealias Configuration = SectionIndexBar.Configuration

  static func randomBar(using random: inout SeededGenerator) -> SectionIndexBar {
    let count = Int.random(in: 0...60, using: &random)
    let titles = (0..<count).map { "T\($0)" }
    let sectionTitles = titles.filter { _ in Bool.random(using: &random) }
    var items = SectionIndexItem.items(
      indexTitles: titles, sectionTitles: sectionTitles,
      includesSearch: Bool.random(using: &random))
    if Bool.random(using: &random) {
      items.append(SectionIndexItem(title: "#", section: sectionTitles.count, isEmpty: false))
    }
    var configuration = Configuration()
    configuration.itemSize = IndexBarSize(
      width: Double.random(in: 0...30, using: &random).rounded(),
      height: [1, 10, 13, 15, 16.5].randomElement(using: &random)!)
    configuration.collapsesWhenCrowded = Int.random(in: 0..<4, using: &random) > 0
    configuration.emptyItemStyle = [.normal, .dimmed, .hidden].randomElement(using: &random)!
    configuration.layoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
    configuration.alignment = Bool.random(using: &random) ? .center : .top
    configuration.indicatorPosition = [.item, .finger, .barCenter].randomElement(using: &random)!
    configuration.showsIndicator = Int.random(in: 0..<4, using: &random) > 0
    configuration.contentInsets.top = Double.random(in: 0...40, using: &random).rounded()
    let bounds = IndexBarRect(
      x: 300, y: Double.random(in: 0...100, using: &random).rounded(), width: 24,
      height: Double.random(in: 0...800, using: &random).rounded())
    return SectionIndexBar(items: items, bounds: bounds, configuration: configuration)
  }

  @Test("invariants hold", arguments: 1...40 as ClosedRange<UInt64>)
  func invariants(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var bar = Self.randomBar(using: &random)
    let hit = bar.layout.hitFrame
    var open = false
    var lastY: Double? = nil

    // A touch at each title's centre selects it.
    for entry in bar.layout.entries where entry.item != nil && entry.coveredItems.count == 1 {
      #expect(bar.item(atY: entry.frame.midY) == entry.item)
    }
    // Hit testing is monotonic down the bar and reaches every shown item.
    var previous = -1
    var reached = Set<Int>()
    var y = hit.minY - 10
    while y < hit.maxY + 10, !bar.layout.entries.isEmpty {
      let item = bar.item(atY: y)!
      #expect(item >= previous)
      previous = item
      reached.insert(item)
      let widest = bar.layout.entries.map(\.coveredItems.count).max() ?? 1
      y += max(1e-3, bar.layout.entryHeight / Double(4 * widest))
    }
    #expect(reached == Set(bar.layout.shownItems) || bar.layout.entries.isEmpty)

    for _ in 0..<300 {
      let point = IndexBarPoint(
        x: Double.random(in: hit.minX - 20...hit.maxX + 20, using: &random),
        y: Double.random(in: hit.minY - 50...hit.maxY + 50, using: &random))
      let before = bar.highlightedItem
      let events: [SectionIndexBar.Event]
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<15:
        events = bar.touchBegan(at: point)
        if bar.isTracking { lastY = point.y }
      case 15..<60:
        events = bar.touchMoved(to: point)
        if bar.isTracking { lastY = point.y }
      case 60..<70: events = bar.touchEnded(at: point)
      case 70..<73: events = bar.touchCancelled()
      case 73..<85:
        events = bar.updateScrollPosition(
          topVisibleSection: Int.random(in: -1...70, using: &random),
          isAtBottom: Bool.random(using: &random), isUserScrolling: Bool.random(using: &random))
      case 85..<90: events = bar.selectNext()
      case 90..<95: events = bar.accessibilityDecrement()
      default: events = bar.select(title: "T\(Int.random(in: 0...60, using: &random))")
      }

      // The highlighted item is always a valid, shown one.
      if let item = bar.highlightedItem {
        #expect(bar.items.indices.contains(item))
        #expect(bar.highlightedEntry != nil || bar.layout.entries.isEmpty)
      }
      // While tracking, the highlight is the item under the finger.
      if bar.isTracking, let y = lastY {
        #expect(bar.highlightedItem == bar.item(atY: y))
        #expect((bar.indicatorFrame != nil) == bar.configuration.showsIndicator)
      } else {
        #expect(bar.indicatorFrame == nil)
      }
      // Events are well formed.
      var highlight = before
      for event in events {
        switch event {
        case .touchesBegan:
          #expect(!open)
          open = true
        case .touchesEnded, .touchesCancelled:
          #expect(open)
          open = false
        case .highlightChanged(let item):
          #expect(item != highlight)
          highlight = item
        case .selectionChanged(let item, let section):
          #expect(bar.items.indices.contains(item))
          #expect(section == bar.items[item].section)
        case .haptic:
          #expect(events.contains { if case .selectionChanged = $0 { true } else { false } })
        case .indicatorShown(let frame), .indicatorMoved(let frame):
          #expect(frame.isFinite)
        case .indicatorHidden, .announcement:
          break
        }
      }
      #expect(highlight == bar.highlightedItem)
      #expect(open == bar.isTracking)
    }
  }
}
