// The bar is one adjustable element (UIAccessibilityTraits.adjustable, ARIA
// role="slider"): swiping up or down moves between sections and the new value is
// read out. Fifty-odd tiny letters as separate elements would be unusable.

extension SectionIndexBar {
  /// What assistive technologies call the bar.
  public var accessibilityLabel: String { configuration.accessibilityLabel }

  /// The current title, read after the label; `nil` when nothing is highlighted.
  public var accessibilityValue: String? {
    highlightedItem.map(accessibilityText(forItem:))
  }

  /// Returns what assistive technologies read for an item.
  ///
  ///     bar.accessibilityText(forItem: 0)  // "Search"
  ///
  /// - Parameter item: An index into ``items``.
  /// - Returns: The item's accessibility label, else the search label for the
  ///   search item, else its title, else its image identifier.
  /// - Precondition: `item` is a valid index into ``items``.
  /// - Complexity: O(1).
  public func accessibilityText(forItem item: Int) -> String {
    precondition(
      items.indices.contains(item),
      "SectionIndexBar.accessibilityText(forItem:): item \(item) is out of range")
    let entry = items[item]
    if let label = entry.accessibilityLabel { return label }
    if entry.kind == .search { return configuration.searchAccessibilityLabel }
    return entry.title ?? entry.image ?? ""
  }

  /// Moves to the next section, as a swipe up on the adjustable element does.
  ///
  ///     bar.accessibilityIncrement()
  ///     // [.highlightChanged(item: 3), .selectionChanged(item: 3, section: 2),
  ///     //  .announcement("C")]
  ///
  /// - Returns: The selection's events followed by ``Event/announcement(_:)`` with
  ///   the new value; at the last section only the announcement of the current one.
  /// - Complexity: O(*n*) for *n* items.
  @discardableResult
  public mutating func accessibilityIncrement() -> [Event] {
    // Select first: `announcing` must read the value after the move.
    let events = selectNext()
    return announcing(events)
  }

  /// Moves to the previous section, as a swipe down on the adjustable element does.
  ///
  /// - Returns: The selection's events followed by ``Event/announcement(_:)`` with
  ///   the new value; at the first section only the announcement of the current one.
  /// - Complexity: O(*n*) for *n* items.
  @discardableResult
  public mutating func accessibilityDecrement() -> [Event] {
    let events = selectPrevious()
    return announcing(events)
  }

  private func announcing(_ events: [Event]) -> [Event] {
    guard let value = accessibilityValue else { return events }
    return events + [.announcement(value)]
  }
}
