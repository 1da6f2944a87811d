import SectionIndexBarModel
import Testing

@Suite("Keyboard and pointer")
struct KeyboardTests {
  typealias Event = SectionIndexBar.Event

  /// A, C and E have rows; B scrolls to C and D to E.
  static let sparse = SectionIndexItem.items(
    indexTitles: ["A", "B", "C", "D", "E"], sectionTitles: ["A", "C", "E"], includesSearch: true)

  enum Action: String, Sendable, CaseIterable {
    case next, previous, first, last
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var style = SectionIndexBar.Configuration.EmptyItemStyle.dimmed
    var actions: [Action]
    var highlighted: [String?]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "next skips empty titles", actions: [.next, .next, .next, .next, .next],
      highlighted: ["⌕", "A", "C", "E", "E"]),
    .init(
      name: "previous skips empty titles",
      actions: [.last, .previous, .previous, .previous, .previous],
      highlighted: ["E", "C", "A", "⌕", "⌕"]),
    .init(name: "previous from nothing stays", actions: [.previous], highlighted: [nil]),
    .init(name: "first and last", actions: [.last, .first, .last], highlighted: ["E", "⌕", "E"]),
    .init(
      name: "hidden empty titles", style: .hidden, actions: [.first, .next, .next, .next],
      highlighted: ["⌕", "A", "C", "E"]),
    .init(
      name: "normal style still moves by section", style: .normal, actions: [.next, .next, .next],
      highlighted: ["⌕", "A", "C"]),
  ]

  @Test("next / previous / first / last", arguments: cases)
  func navigation(_ test: Case) {
    var bar = makeBar(items: Self.sparse) { $0.emptyItemStyle = test.style }
    for (action, expected) in zip(test.actions, test.highlighted) {
      let events: [Event]
      switch action {
      case .next: events = bar.selectNext()
      case .previous: events = bar.selectPrevious()
      case .first: events = bar.selectFirst()
      case .last: events = bar.selectLast()
      }
      #expect(bar.highlightedTitle == expected, "\(action)")
      #expect(!events.contains(.haptic))
    }
  }

  @Test func nextEmitsHighlightAndScroll() {
    var bar = makeBar(items: Self.sparse)
    #expect(
      bar.selectNext() == [.highlightChanged(item: 0), .selectionChanged(item: 0, section: nil)])
    #expect(
      bar.selectNext() == [.highlightChanged(item: 1), .selectionChanged(item: 1, section: 0)])
    #expect(
      bar.selectNext() == [.highlightChanged(item: 3), .selectionChanged(item: 3, section: 1)])
  }

  struct TitleCase: Sendable, CustomTestStringConvertible {
    var title: String
    var highlighted: String?
    var scroll: [Int]
    var testDescription: String { title }
  }

  static let titleCases: [TitleCase] = [
    .init(title: "C", highlighted: "C", scroll: [1]),
    .init(title: "c", highlighted: "C", scroll: [1]),
    .init(title: "B", highlighted: "C", scroll: [1]),
    .init(title: "D", highlighted: "E", scroll: [2]),
    .init(title: "⌕", highlighted: "⌕", scroll: [-1]),
    .init(title: "Q", highlighted: nil, scroll: []),
    .init(title: "", highlighted: nil, scroll: []),
  ]

  @Test("jump to a title", arguments: titleCases)
  func jumpToTitle(_ test: TitleCase) {
    var bar = makeBar(items: Self.sparse)
    let events = bar.select(title: test.title)
    #expect(bar.highlightedTitle == test.highlighted)
    #expect(scrolls(events) == test.scroll)
  }

  /// Typed letters find titles whatever their case, beyond ASCII too (the
  /// package's Unicode 17 lowercase mappings, not the standard library's):
  /// Swedish, Greek, Cyrillic, Armenian, Georgian Mtavruli, the Latin letters
  /// new in Unicode 17; decomposed input, or a singleton canonically
  /// equivalent to the title (U+212B ANGSTROM SIGN), matches a precomposed one.
  @Test(
    "type-ahead ignores case beyond ASCII",
    arguments: [
      ("å", "Å"), ("Ä", "Ä"), ("ö", "Ö"), ("A\u{30A}", "Å"), ("\u{212B}", "Å"), ("a\u{30A}", "Å"),
      ("σ", "Σ"), ("ж", "Ж"),
      ("ա", "Ա"), ("ა", "Ა"), ("\u{A7CF}", "\u{A7CE}"), ("i\u{307}", "İ"), ("z", nil),
    ] as [(String, String?)])
  func typeAheadIgnoresCaseBeyondASCII(typed: String, highlighted: String?) {
    let titles = ["A", "Å", "Ä", "Ö", "Σ", "Ж", "Ա", "Ა", "\u{A7CE}", "İ"]
    var bar = makeBar(items: SectionIndexItem.items(indexTitles: titles, sectionTitles: titles))
    bar.select(title: typed)
    #expect(bar.highlightedTitle == highlighted)
  }

  @Test func selectingTheHighlightedItemScrollsAgain() {
    var bar = makeBar()
    bar.select(item: 4)
    #expect(bar.select(item: 4) == [.selectionChanged(item: 4, section: 4)])
  }

  @Test func selectingAnEmptyTitleWithoutSections() {
    // No sections at all: the title cannot resolve, so it is selected itself (to the top).
    var bar = makeBar(items: SectionIndexItem.items(indexTitles: ["A", "B"], sectionTitles: []))
    #expect(scrolls(bar.select(title: "B")) == [-1])
    #expect(bar.highlightedTitle == "B")
    #expect(bar.selectNext() == [])
    #expect(bar.selectFirst() == [])
  }

  @Test func nothingToSelect() {
    var bar = makeBar(items: [])
    #expect(bar.selectNext() == [])
    #expect(bar.selectPrevious() == [])
    #expect(bar.selectFirst() == [])
    #expect(bar.selectLast() == [])
    #expect(bar.select(title: "A") == [])
  }
}
