import SectionIndexBarModel
import Testing

@Suite("Accessibility")
struct AccessibilityTests {
  static let items: [SectionIndexItem] =
    [
      .search(),
      SectionIndexItem(title: nil, image: "star", accessibilityLabel: "Favourites", section: 0),
    ]
    + SectionIndexItem.items(indexTitles: ["A", "B", "C"], sectionTitles: ["★", "A", "C"])

  struct TextCase: Sendable, CustomTestStringConvertible {
    var item: SectionIndexItem
    var text: String
    var testDescription: String { text }
  }

  static let textCases: [TextCase] = [
    .init(item: .search(), text: "Search"),
    .init(item: .search(accessibilityLabel: "Buscar"), text: "Buscar"),
    .init(item: SectionIndexItem(title: "Ä", section: 0), text: "Ä"),
    .init(
      item: SectionIndexItem(title: "#", accessibilityLabel: "Other", section: 0), text: "Other"),
    .init(item: SectionIndexItem(title: nil, image: "heart", section: 0), text: "heart"),
  ]

  @Test("spoken text of an item", arguments: textCases)
  func spokenText(_ test: TextCase) {
    let bar = makeBar(items: [test.item])
    #expect(bar.accessibilityText(forItem: 0) == test.text)
  }

  @Test func labelAndValue() {
    var bar = makeBar(items: Self.items) { $0.accessibilityLabel = "Index" }
    #expect(bar.accessibilityLabel == "Index")
    #expect(bar.accessibilityValue == nil)
    bar.select(title: "C")
    #expect(bar.accessibilityValue == "C")
  }

  @Test(
    "increment and decrement move by section and announce",
    arguments: [
      (["+", "+", "+", "+", "+"], ["Search", "Favourites", "A", "C", "C"]),
      (["+", "-"], ["Search", "Search"]),
      (
        ["+", "+", "+", "-", "-", "-"],
        ["Search", "Favourites", "A", "Favourites", "Search", "Search"]
      ),
      (["-"], [String]()),
    ])
  func adjust(swipes: [String], announcements: [String]) {
    var bar = makeBar(items: Self.items)
    var heard: [String] = []
    for swipe in swipes {
      let events = swipe == "+" ? bar.accessibilityIncrement() : bar.accessibilityDecrement()
      for case .announcement(let text) in events { heard.append(text) }
      if let value = bar.accessibilityValue { #expect(events.last == .announcement(value)) }
    }
    #expect(heard == announcements)
  }

  @Test func incrementScrollsTheList() {
    var bar = makeBar(items: Self.items)
    bar.select(item: 2)  // A
    #expect(
      bar.accessibilityIncrement() == [
        .highlightChanged(item: 4), .selectionChanged(item: 4, section: 2), .announcement("C"),
      ])
  }
}
