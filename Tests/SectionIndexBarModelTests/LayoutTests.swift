import SectionIndexBarModel
import Testing

@Suite("Layout")
struct LayoutTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bounds: IndexBarRect
    var configure: @Sendable (inout SectionIndexBar.Configuration) -> Void = { _ in }
    var column: IndexBarRect
    var hit: IndexBarRect
    var testDescription: String { name }
  }

  // 26 letters of 20 × 15 points: a 390-point column.
  static let cases: [Case] = [
    Case(
      name: "centred at the right edge",
      bounds: .init(x: 355, y: 0, width: 20, height: 600),
      column: .init(x: 355, y: 105, width: 20, height: 390),
      hit: .init(x: 331, y: 0, width: 44, height: 600)),
    Case(
      name: "top aligned",
      bounds: .init(x: 355, y: 0, width: 20, height: 600),
      configure: { $0.alignment = .top },
      column: .init(x: 355, y: 0, width: 20, height: 390),
      hit: .init(x: 331, y: 0, width: 44, height: 600)),
    Case(
      name: "insets narrow the content area",
      bounds: .init(x: 331, y: 0, width: 44, height: 600),
      configure: { $0.contentInsets = IndexBarEdgeInsets(top: 100, trailing: 4) },
      column: .init(x: 351, y: 155, width: 20, height: 390),
      hit: .init(x: 327, y: 0, width: 48, height: 600)),
    Case(
      name: "right to left hugs the left edge",
      bounds: .init(x: 0, y: 0, width: 20, height: 600),
      configure: { $0.layoutDirection = .rightToLeft },
      column: .init(x: 0, y: 105, width: 20, height: 390),
      hit: .init(x: 0, y: 0, width: 44, height: 600)),
    Case(
      name: "right to left trailing inset is on the left",
      bounds: .init(x: 0, y: 0, width: 44, height: 600),
      configure: {
        $0.layoutDirection = .rightToLeft
        $0.contentInsets = IndexBarEdgeInsets(leading: 10, trailing: 4)
      },
      column: .init(x: 4, y: 105, width: 20, height: 390),
      hit: .init(x: 0, y: 0, width: 48, height: 600)),
    Case(
      name: "origin offset",
      bounds: .init(x: 355, y: 0, width: 20, height: 600),
      configure: { $0.originOffset = IndexBarPoint(x: -3, y: 10) },
      column: .init(x: 352, y: 115, width: 20, height: 390),
      hit: .init(x: 328, y: 0, width: 47, height: 600)),
    Case(
      name: "SectionIndexView origin inset",
      bounds: .init(x: 355, y: 0, width: 20, height: 600),
      configure: { $0.sectionIndexViewOriginInset = IndexBarEdgeInsets(top: 10, leading: 2) },
      column: .init(x: 353, y: 95, width: 20, height: 390),
      hit: .init(x: 329, y: 0, width: 46, height: 600)),
    Case(
      name: "zero item width fills the bar",
      bounds: .init(x: 345, y: 0, width: 30, height: 600),
      configure: { $0.itemSize.width = 0 },
      column: .init(x: 345, y: 105, width: 30, height: 390),
      hit: .init(x: 331, y: 0, width: 44, height: 600)),
    Case(
      name: "zero item height shares the bar",
      bounds: .init(x: 355, y: 0, width: 20, height: 520),
      configure: { $0.itemSize.height = 0 },
      column: .init(x: 355, y: 0, width: 20, height: 520),
      hit: .init(x: 331, y: 0, width: 44, height: 520)),
    Case(
      name: "narrow hit width",
      bounds: .init(x: 355, y: 0, width: 20, height: 600),
      configure: { $0.minimumHitWidth = 10 },
      column: .init(x: 355, y: 105, width: 20, height: 390),
      hit: .init(x: 355, y: 0, width: 20, height: 600)),
    Case(
      name: "column taller than the bar via offset extends the hit area",
      bounds: .init(x: 355, y: 0, width: 20, height: 400),
      configure: { $0.originOffset.y = 20 },
      column: .init(x: 355, y: 25, width: 20, height: 390),
      hit: .init(x: 331, y: 0, width: 44, height: 415)),
  ]

  @Test("bounds, size, insets, offset, alignment, direction → frames", arguments: cases)
  func frames(_ test: Case) {
    var configuration = SectionIndexBar.Configuration()
    test.configure(&configuration)
    let bar = SectionIndexBar(
      items: letterItems(), bounds: test.bounds, configuration: configuration)
    #expect(bar.layout.columnFrame == test.column)
    #expect(bar.layout.hitFrame == test.hit)
    #expect(!bar.layout.isCollapsed)
    #expect(bar.layout.entries.count == 26)
    // Entries tile the column top to bottom, one item each, in order.
    let height = test.column.height / 26
    for (index, entry) in bar.layout.entries.enumerated() {
      #expect(entry.item == index)
      #expect(entry.coveredItems == [index])
      #expect(entry.frame.minX == test.column.minX)
      #expect(entry.frame.width == test.column.width)
      #expect(abs(entry.frame.minY - (test.column.minY + Double(index) * height)) < 1e-9)
      #expect(abs(entry.frame.height - height) < 1e-9)
    }
  }

  @Test func originInsetRoundTrips() {
    var configuration = SectionIndexBar.Configuration()
    configuration.sectionIndexViewOriginInset = IndexBarEdgeInsets(top: 0, leading: 5, bottom: 8)
    #expect(configuration.originOffset == IndexBarPoint(x: -5, y: 8))
    #expect(configuration.sectionIndexViewOriginInset == IndexBarEdgeInsets(leading: 5, bottom: 8))
  }

  struct TerminalCase: Sendable, CustomTestStringConvertible {
    var rows: Double
    var items: [SectionIndexItem]
    var rendered: String
    var top: Double
    var testDescription: String { "\(Int(rows)) rows, \(items.count) items" }
  }

  static let terminalCases: [TerminalCase] = [
    .init(
      rows: 24, items: letterItems(Array(alphabet.prefix(24))),
      rendered: "ABCDEFGHIJKLMNOPQRSTUVWX", top: 0),
    .init(rows: 24, items: letterItems(Array(alphabet.prefix(10))), rendered: "ABCDEFGHIJ", top: 7),
    .init(rows: 25, items: letterItems(Array(alphabet.prefix(10))), rendered: "ABCDEFGHIJ", top: 7),
    .init(
      rows: 24, items: letterItems(search: true, hash: true), rendered: "⌕A•D•F•I•K•N•P•S•U•X•Z#",
      top: 0),
    .init(rows: 11, items: letterItems(search: true, hash: true), rendered: "⌕A•G•N•T•Z#", top: 0),
  ]

  @Test("terminal cells: whole rows", arguments: terminalCases)
  func terminalGrid(_ test: TerminalCase) {
    var configuration = SectionIndexBar.Configuration()
    configuration.itemSize = IndexBarSize(width: 2, height: 1)
    configuration.minimumHitWidth = 2
    configuration.displayScale = 1
    let bar = SectionIndexBar(
      items: test.items, bounds: IndexBarRect(x: 78, y: 0, width: 2, height: test.rows),
      configuration: configuration)
    #expect(bar.rendered == test.rendered)
    #expect(bar.layout.columnFrame.minY == test.top)
    for (row, entry) in bar.layout.entries.enumerated() {
      #expect(entry.frame == IndexBarRect(x: 78, y: test.top + Double(row), width: 2, height: 1))
    }
    #expect(bar.layout.hitFrame == IndexBarRect(x: 78, y: 0, width: 2, height: test.rows))
  }

  struct EmptyStyleCase: Sendable, CustomTestStringConvertible {
    var style: SectionIndexBar.Configuration.EmptyItemStyle
    var rendered: String
    var dimmed: [Bool]
    var testDescription: String { "\(style)" }
  }

  static let emptyStyleCases: [EmptyStyleCase] = [
    .init(style: .normal, rendered: "ABCD", dimmed: [false, false, false, false]),
    .init(style: .dimmed, rendered: "ABCD", dimmed: [false, true, false, true]),
    .init(style: .hidden, rendered: "AC", dimmed: [false, false]),
  ]

  @Test("empty sections shown, dimmed or hidden", arguments: emptyStyleCases)
  func emptyItems(_ test: EmptyStyleCase) {
    let items = SectionIndexItem.items(
      indexTitles: ["A", "B", "C", "D"], sectionTitles: ["A", "C"])
    let bar = makeBar(items: items) { $0.emptyItemStyle = test.style }
    #expect(bar.rendered == test.rendered)
    #expect(bar.layout.entries.map(\.isDimmed) == test.dimmed)
    #expect(bar.layout.shownItems.count == test.rendered.count)
  }

  @Test func itemsShrinkWhenCollapseIsOff() {
    let bar = makeBar(height: 130) { $0.collapsesWhenCrowded = false }
    #expect(bar.layout.entries.count == 26)
    #expect(bar.layout.entryHeight == 5)
    #expect(bar.layout.columnFrame == IndexBarRect(x: 355, y: 0, width: 20, height: 130))
  }

  @Test func highlightedEntryFollowsTheHighlight() {
    var bar = makeBar()
    #expect(bar.highlightedEntry == nil)
    bar.select(item: 4)
    #expect(bar.highlightedEntry == 4)
    #expect(bar.layout.entryIndex(containing: 4) == 4)
    #expect(bar.layout.entryIndex(containing: 99) == nil)
  }
}
