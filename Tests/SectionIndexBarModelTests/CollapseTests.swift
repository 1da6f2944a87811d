import SectionIndexBarModel
import Testing

@Suite("Collapse")
struct CollapseTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var search: Bool
    var hash: Bool
    var slots: Int
    var rendered: String
    var testDescription: String { "\(search ? "⌕" : "")A–Z\(hash ? "#" : "") in \(slots) slots" }
  }

  static let cases: [Case] = [
    .init(search: false, hash: false, slots: 26, rendered: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    .init(search: false, hash: false, slots: 40, rendered: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    .init(search: false, hash: false, slots: 25, rendered: "A•C•E•G•I•K•N•P•R•T•V•X•Z"),
    .init(search: false, hash: false, slots: 9, rendered: "A•G•N•T•Z"),
    .init(search: false, hash: false, slots: 10, rendered: "A•G•N•T•Z"),
    .init(search: false, hash: false, slots: 3, rendered: "A•Z"),
    .init(search: true, hash: true, slots: 28, rendered: "⌕ABCDEFGHIJKLMNOPQRSTUVWXYZ#"),
    .init(search: true, hash: true, slots: 27, rendered: "⌕A•C•E•G•I•K•N•P•R•T•V•X•Z#"),
    .init(search: true, hash: true, slots: 11, rendered: "⌕A•G•N•T•Z#"),
    .init(search: true, hash: true, slots: 5, rendered: "⌕A•Z#"),
    .init(search: true, hash: true, slots: 3, rendered: "⌕Z#"),
    .init(search: true, hash: false, slots: 6, rendered: "⌕A•N•Z"),
    .init(search: false, hash: true, slots: 6, rendered: "A•N•Z#"),
    // Degenerate: too few slots for the pins drops `#`, then the search item.
    .init(search: true, hash: true, slots: 2, rendered: "⌕#"),
    .init(search: true, hash: true, slots: 1, rendered: "#"),
  ]

  @Test("search first, # last, sampled titles alternate with •", arguments: cases)
  func collapse(_ test: Case) {
    let bar = makeBar(
      items: letterItems(search: test.search, hash: test.hash), height: Double(test.slots)
    ) {
      $0.itemSize.height = 1
    }
    #expect(bar.rendered == test.rendered)
    #expect(bar.layout.isCollapsed == (test.rendered.count < bar.items.count))
  }

  @Test("structure holds for every bar height", arguments: [false, true], [false, true])
  func structure(search: Bool, hash: Bool) {
    let items = letterItems(search: search, hash: hash)
    for slots in 1...40 {
      let bar = makeBar(items: items, height: Double(slots)) { $0.itemSize.height = 1 }
      let entries = bar.layout.entries
      #expect(entries.count <= slots)
      // Every item is covered exactly once, in order.
      #expect(entries.flatMap(\.coveredItems) == Array(items.indices))
      // Placeholders never touch each other nor end the bar.
      for (a, b) in zip(entries, entries.dropFirst()) {
        #expect(a.item != nil || b.item != nil)
      }
      #expect(entries.first?.item != nil)
      #expect(entries.last?.item != nil)
      // Pins survive whenever there is room for them and one title.
      let pins = (search ? 1 : 0) + (hash ? 1 : 0)
      if slots >= pins + 1 {
        if search { #expect(bar.rendered.first == "⌕") }
        if hash { #expect(bar.rendered.last == "#") }
        // Always end on the last real title.
        let lastTitle = entries[entries.count - 1 - (hash ? 1 : 0)]
        #expect(lastTitle.item.flatMap { items[$0].title } == "Z")
      }
    }
  }

  @Test("scrubbing over • reaches every hidden title, in order", arguments: [3, 5, 9, 11, 20])
  func placeholdersReachHiddenTitles(slots: Int) {
    let bar = makeBar(items: letterItems(search: true, hash: true), height: Double(slots) * 15)
    #expect(bar.layout.isCollapsed)
    let column = bar.layout.columnFrame
    var reached: [Int] = []
    var y = column.minY
    while y < column.maxY {
      let item = bar.item(atY: y)!
      if reached.last != item { reached.append(item) }
      y += 0.05
    }
    #expect(reached == Array(bar.items.indices))
  }

  @Test("a touch at a shown title's centre selects it", arguments: [5, 9, 11, 27])
  func titleCentres(slots: Int) {
    let bar = makeBar(items: letterItems(search: true, hash: true), height: Double(slots) * 15)
    for entry in bar.layout.entries where entry.item != nil && entry.coveredItems.count == 1 {
      #expect(bar.item(atY: entry.frame.midY) == entry.item)
    }
  }

  @Test func moreItemsThanPixels() {
    let titles = (0..<5_000).map { "T\($0)" }
    let items = SectionIndexItem.items(indexTitles: titles, sectionTitles: titles)
    let bar = makeBar(items: items, height: 100) { $0.itemSize.height = 15 }
    #expect(bar.layout.entries.count == 5)
    #expect(bar.rendered == "T0•T2500•T4999")
    #expect(bar.layout.entries.flatMap(\.coveredItems).count == 5_000)
  }
}
