import SectionIndexAlgorithms

// Selection shared by touches, keys and assistive technologies: which items can be
// selected, which item stands for a section, and the events a selection emits.

extension SectionIndexBar {
  /// How a selection was made; touches add haptics, the others do not.
  enum SelectionSource {
    case touchBegan
    case touchMoved
    case command
  }

  /// Where selecting an item scrolls the list.
  enum ScrollTarget: Hashable {
    case top
    case section(Int)
  }

  /// Returns where selecting `item` scrolls the list.
  func scrollTarget(of item: Int) -> ScrollTarget {
    let entry = items[item]
    if entry.kind == .search { return .top }
    return entry.section.map(ScrollTarget.section) ?? .top
  }

  /// Whether keys and assistive technologies can land on `item`: it has rows of its
  /// own (so it is shown whatever the empty-item style), or it is the search item.
  func isNavigable(_ item: Int) -> Bool {
    let entry = items[item]
    return !entry.isEmpty || (entry.kind == .search)
  }

  /// Rebuilds the table from section to the item highlighted for it.
  mutating func rebuildSectionLookup() {
    // The first shown, non-empty title wins; an empty title only when no other has
    // that section.
    // The sections, sorted without repeats, then each one's best item by
    // binary search (no dictionary: its hashing is more code than this).
    var keys: [Int] = []
    for item in layout.shownItems where items[item].kind == .title {
      if let section = items[item].section { keys.append(section) }
    }
    keys.sort()
    var unique: [Int] = []
    for section in keys where unique.last != section { unique.append(section) }
    var best = [(item: Int, rank: Int)](repeating: (-1, 2), count: unique.count)
    for item in layout.shownItems {
      let entry = items[item]
      guard entry.kind == .title, let section = entry.section else { continue }
      let rank = entry.isEmpty ? 1 : 0
      let k = unique.indices.partitioningIndex { unique[$0] >= section }
      if best[k].rank > rank { best[k] = (item, rank) }
    }
    sectionKeys = unique
    sectionItems = best.map { $0.item }
  }

  /// Returns the item to highlight when `section` is at the top of the list: its own
  /// item, or the item of the nearest earlier section that has one.
  ///
  /// - Complexity: O(log *s*) for *s* sections with items.
  func item(forSection section: Int) -> Int? {
    // The last key not greater than `section`.
    let low = sectionKeys.indices.partitioningIndex { sectionKeys[$0] > section }
    return low == 0 ? sectionItems.first : sectionItems[low - 1]
  }

  /// Highlights `item` and returns the events of selecting it.
  ///
  /// A touch that begins always scrolls (the user may tap the highlighted title to
  /// return to its start); a move or a command scrolls only when the item changes.
  /// The haptic plays only when the scroll target changes.
  mutating func applySelection(of item: Int, source: SelectionSource) -> [Event] {
    let previous = highlightedItem
    var events: [Event] = []
    if previous != item {
      highlightedItem = item
      events.append(.highlightChanged(item: item))
    }
    if previous != item || source == .touchBegan {
      events.append(.selectionChanged(item: item, section: items[item].section))
      pin = Pin(item: item, isReached: false)
    }
    if source != .command && previous.map(scrollTarget(of:)) != scrollTarget(of: item) {
      events.append(.haptic)
    }
    return events
  }
}
