import SectionIndexBarModel
import TestSupport

// Shared fixtures for the SectionIndexBar suites.

let alphabet = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

/// Items for every title, each with its own section (search item first when asked).
func letterItems(
  _ titles: [String] = alphabet, search: Bool = false, hash: Bool = false
) -> [SectionIndexItem] {
  let all = titles + (hash ? ["#"] : [])
  return SectionIndexItem.items(indexTitles: all, sectionTitles: all, includesSearch: search)
}

/// A bar in a 20-point-wide strip at the right of a 375-point-wide list.
func makeBar(
  items: [SectionIndexItem] = letterItems(),
  height: Double = 600,
  configure: (inout SectionIndexBar.Configuration) -> Void = { _ in }
) -> SectionIndexBar {
  var configuration = SectionIndexBar.Configuration()
  configure(&configuration)
  return SectionIndexBar(
    items: items, bounds: IndexBarRect(x: 355, y: 0, width: 20, height: height),
    configuration: configuration)
}

extension SectionIndexBar {
  /// The layout as text: titles, "•" for placeholders.
  var rendered: String {
    layout.entries.map { entry in
      entry.item.flatMap { items[$0].title } ?? configuration.collapsedPlaceholder
    }.joined()
  }

  /// The centre of the entry showing `title`.
  func center(of title: String) -> IndexBarPoint? {
    layout.entries.first { $0.item.flatMap { items[$0].title } == title }?.frame.center
  }

  /// The highlighted item's title.
  var highlightedTitle: String? { highlightedItem.flatMap { items[$0].title } }
}

extension SectionIndexBar.Event {
  var isIndicator: Bool {
    switch self {
    case .indicatorShown, .indicatorMoved, .indicatorHidden: true
    default: false
    }
  }
}

/// The events without indicator frames, for comparing sequences.
func withoutIndicator(_ events: [SectionIndexBar.Event]) -> [SectionIndexBar.Event] {
  events.filter { !$0.isIndicator }
}

/// The sections that `events` ask to scroll to (`-1` for the top).
func scrolls(_ events: [SectionIndexBar.Event]) -> [Int] {
  events.compactMap {
    if case .selectionChanged(_, let section) = $0 { return section ?? -1 }
    return nil
  }
}

/// The seeded generator of the random touch runs.
typealias SeededGenerator = SplitMix64
