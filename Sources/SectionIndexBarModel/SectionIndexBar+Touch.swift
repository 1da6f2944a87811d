extension SectionIndexBar {
  /// Returns the item a touch at a vertical position selects.
  ///
  /// Above the first entry selects the first item, below the last the last. Over a
  /// placeholder the position maps proportionally onto the items it hides, so a
  /// finger sliding over "•" still reaches each of them.
  ///
  ///     bar.item(atY: bar.layout.entries[3].frame.midY)  // the item of entry 3
  ///
  /// - Parameter y: A vertical position in the front end's coordinates.
  /// - Returns: An index into ``items``, or `nil` when the layout has no entries or
  ///   `y` is NaN.
  /// - Complexity: O(1).
  public func item(atY y: Double) -> Int? {
    let entries = layout.entries
    guard !entries.isEmpty, !y.isNaN, layout.entryHeight > 0 else { return nil }
    let position = (y - layout.columnFrame.minY) / layout.entryHeight
    let slot: Int
    let fraction: Double
    if !(position > 0) {
      slot = 0
      fraction = 0
    } else if position >= Double(entries.count) {
      slot = entries.count - 1
      fraction = 1
    } else {
      slot = min(Int(position), entries.count - 1)
      fraction = position - Double(slot)
    }
    let covered = entries[slot].coveredItems
    let offset = min(covered.count - 1, Int(fraction * Double(covered.count)))
    return covered[offset]
  }

  /// Returns whether a touch beginning at `point` lands on the bar.
  ///
  /// - Parameter point: A point in the front end's coordinates.
  /// - Returns: `true` inside ``Layout/hitFrame`` when the bar has entries.
  /// - Complexity: O(1).
  public func hitTest(_ point: IndexBarPoint) -> Bool {
    !layout.entries.isEmpty && layout.hitFrame.contains(point)
  }

  /// Starts tracking a touch.
  ///
  /// A touch outside ``Layout/hitFrame``, on a bar with nothing to touch, or at a
  /// NaN coordinate is ignored. A touch on an item selects it even when it is
  /// already highlighted, so tapping a title always scrolls to its start.
  ///
  ///     let events = bar.touchBegan(at: IndexBarPoint(x: 365, y: 220))
  ///     // [.touchesBegan, .highlightChanged(item: 7), .selectionChanged(item: 7,
  ///     //  section: 5), .haptic, .indicatorShown(frame: …)]
  ///
  /// - Parameter point: Where the touch began, in the front end's coordinates.
  /// - Returns: The events to apply; empty when the touch is ignored.
  /// - Complexity: O(1) apart from the selection's bookkeeping.
  @discardableResult
  public mutating func touchBegan(at point: IndexBarPoint) -> [Event] {
    if isTracking { return touchMoved(to: point) }
    guard hitTest(point), let item = item(atY: point.y) else { return [] }
    isTracking = true
    var events: [Event] = [.touchesBegan]
    events += applySelection(of: item, source: .touchBegan)
    if configuration.showsIndicator {
      let frame = indicatorFrame(fingerY: point.y)
      indicatorFrame = frame
      events.append(.indicatorShown(frame: frame))
    }
    return events
  }

  /// Tracks a moving touch.
  ///
  /// The touch keeps tracking wherever it goes (beside the bar, above or below it);
  /// only its vertical position matters.
  ///
  /// - Parameter point: Where the touch is now.
  /// - Returns: The events to apply; empty when nothing changed or no touch is
  ///   being tracked.
  /// - Complexity: O(1) apart from the selection's bookkeeping.
  @discardableResult
  public mutating func touchMoved(to point: IndexBarPoint) -> [Event] {
    guard isTracking, let item = item(atY: point.y) else { return [] }
    var events: [Event] = []
    if item != highlightedItem {
      events += applySelection(of: item, source: .touchMoved)
    }
    if let shown = indicatorFrame {
      let frame = indicatorFrame(fingerY: point.y)
      if frame != shown || !events.isEmpty {
        indicatorFrame = frame
        events.append(.indicatorMoved(frame: frame))
      }
    }
    return events
  }

  /// Ends a touch, selecting the item under its last position.
  ///
  /// - Parameter point: Where the touch ended.
  /// - Returns: The events to apply, ending with ``Event/touchesEnded``; empty when
  ///   no touch is being tracked.
  /// - Complexity: O(1) apart from the selection's bookkeeping.
  @discardableResult
  public mutating func touchEnded(at point: IndexBarPoint) -> [Event] {
    guard isTracking else { return [] }
    var events = touchMoved(to: point)
    events += finishTracking()
    events.append(.touchesEnded)
    return events
  }

  /// Abandons a touch the system cancelled; the selection made so far stays.
  ///
  /// - Returns: The events to apply, ending with ``Event/touchesCancelled``; empty
  ///   when no touch is being tracked.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func touchCancelled() -> [Event] {
    guard isTracking else { return [] }
    var events = finishTracking()
    events.append(.touchesCancelled)
    return events
  }

  private mutating func finishTracking() -> [Event] {
    isTracking = false
    guard indicatorFrame != nil else { return [] }
    indicatorFrame = nil
    return [.indicatorHidden]
  }
}
