import SectionIndexAlgorithms

// Keyboard, pointer and programmatic selection. These move between sections, so
// they skip empty items (they would scroll to the same place as their neighbour)
// and never play haptics or show the indicator. While a touch is tracking the finger
// owns the bar: these do nothing, as scroll positions do.

extension SectionIndexBar {
  /// Selects an item, as a click or a programmatic jump does.
  ///
  /// The list scrolls even when the item is already highlighted. An empty item
  /// selects the item shown for the section it scrolls to, when there is one.
  ///
  ///     bar.select(item: 0)  // the search item: [.highlightChanged, .selectionChanged]
  ///
  /// - Parameter item: An index into ``items``.
  /// - Returns: The events to apply; empty while a touch is tracking.
  /// - Precondition: `item` is a valid index into ``items``.
  /// - Complexity: O(log *n*) for *n* items.
  @discardableResult
  public mutating func select(item: Int) -> [Event] {
    precondition(
      items.indices.contains(item),
      "SectionIndexBar.select(item:): item \(item) is out of range 0..<\(items.count)")
    guard !isTracking else { return [] }
    var resolved = item
    if !isNavigable(item), case .section(let section) = scrollTarget(of: item),
      let shown = self.item(forSection: section), items[shown].section == section
    {
      resolved = shown
    }
    var events = applySelection(of: resolved, source: .command)
    if !events.contains(where: { if case .selectionChanged = $0 { true } else { false } }) {
      events.append(.selectionChanged(item: resolved, section: items[resolved].section))
      pin = Pin(item: resolved, isReached: false)
    }
    return events
  }

  /// Selects the first item with a title, as typing a letter does.
  ///
  /// An exact match wins over one that differs only in case; titles match
  /// when they are canonically equivalent (as `==` on `String` decides).
  ///
  ///     bar.select(title: "k")  // "K", or the section "K" scrolls to when empty
  ///
  /// - Parameter title: The title to find.
  /// - Returns: The events to apply; empty when no item has the title.
  /// - Complexity: O(*n*) for *n* items.
  @discardableResult
  public mutating func select(title: String) -> [Event] {
    // Unicode 17's lowercase mappings and decompositions (the package's own
    // tables, not the standard library's, which follow the platform's Unicode
    // version and which Embedded Swift would link into the web build).
    let key = title.canonicalScalars
    let lowered = UnicodeProperties.lowercased(title).canonicalScalars
    guard
      let item = items.firstIndex(where: { $0.title?.canonicalScalars == key })
        ?? items.firstIndex(where: {
          $0.title.map { UnicodeProperties.lowercased($0).canonicalScalars } == lowered
        })
    else { return [] }
    return select(item: item)
  }

  /// Selects the next section's item (down the bar).
  ///
  /// With nothing highlighted it selects the first item.
  ///
  /// - Returns: The events to apply; empty at the last section.
  /// - Complexity: O(*n*) for *n* items.
  @discardableResult
  public mutating func selectNext() -> [Event] {
    guard !isTracking else { return [] }
    guard let current = highlightedItem else { return selectFirst() }
    let from = scrollTarget(of: current)
    guard
      let next = items.indices[(current + 1)...].first(where: {
        isNavigable($0) && scrollTarget(of: $0) != from
      })
    else { return [] }
    return applySelection(of: next, source: .command)
  }

  /// Selects the previous section's item (up the bar).
  ///
  /// With nothing highlighted it does nothing: the list is at its top.
  ///
  /// - Returns: The events to apply; empty at the first section.
  /// - Complexity: O(*n*) for *n* items.
  @discardableResult
  public mutating func selectPrevious() -> [Event] {
    guard !isTracking, let current = highlightedItem else { return [] }
    let from = scrollTarget(of: current)
    guard
      let previous = items.indices[..<current].last(where: {
        isNavigable($0) && scrollTarget(of: $0) != from
      })
    else { return [] }
    return applySelection(of: previous, source: .command)
  }

  /// Selects the first item that has rows (or the search item).
  ///
  /// - Returns: The events to apply; empty when there is no such item.
  /// - Complexity: O(*n*) for *n* items.
  @discardableResult
  public mutating func selectFirst() -> [Event] {
    guard let first = items.indices.first(where: isNavigable) else { return [] }
    return select(item: first)
  }

  /// Selects the last item that has rows.
  ///
  /// - Returns: The events to apply; empty when there is no such item.
  /// - Complexity: O(*n*) for *n* items.
  @discardableResult
  public mutating func selectLast() -> [Event] {
    guard let last = items.indices.last(where: isNavigable) else { return [] }
    return select(item: last)
  }
}
