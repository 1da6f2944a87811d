import SectionIndexAlgorithms

extension SectionIndexBar {
  /// Where every entry of the bar goes.
  ///
  /// When the items fit, there is one entry per shown item; when they do not and
  /// ``Configuration/collapsesWhenCrowded`` is on, some entries are placeholders
  /// standing for the items they hide.
  ///
  ///     for (index, entry) in bar.layout.entries.enumerated() {
  ///       let text = entry.item.flatMap { bar.items[$0].title }
  ///         ?? bar.configuration.collapsedPlaceholder
  ///       draw(text, in: entry.frame, highlighted: index == bar.highlightedEntry,
  ///            dimmed: entry.isDimmed)
  ///     }
  public struct Layout: Sendable, Hashable {
    /// One drawn cell of the bar.
    public struct Entry: Sendable, Hashable {
      /// What an entry shows.
      public enum Content: Sendable, Hashable {
        /// The item at this index of ``SectionIndexBar/items``.
        case item(Int)
        /// The collapse placeholder ("•").
        case placeholder
      }

      /// What the entry shows.
      public var content: Content

      /// The entry's frame in the front end's coordinates.
      public var frame: IndexBarRect

      /// The items a touch on this entry can select, top to bottom: the entry's own
      /// item, or the items a placeholder hides.
      public var coveredItems: [Int]

      /// Whether the entry shows an empty item to be drawn faintly.
      public var isDimmed: Bool

      /// The item shown, or `nil` for a placeholder.
      public var item: Int? {
        if case .item(let index) = content { return index }
        return nil
      }
    }

    /// The entries, top to bottom.
    public var entries: [Entry]

    /// The rectangle enclosing the entries.
    public var columnFrame: IndexBarRect

    /// Where touches begin: the bar's bounds and the column widened inwards to
    /// ``Configuration/minimumHitWidth``.
    public var hitFrame: IndexBarRect

    /// The height of every entry (the item height, or less when shrunk to fit).
    public var entryHeight: Double

    /// Whether some items are hidden behind placeholders.
    public var isCollapsed: Bool

    /// The indices of the items taking part in the layout (hidden empty items are
    /// left out), in display order.
    public var shownItems: [Int]

    /// A layout with nothing to draw or touch.
    static let empty = Layout(
      entries: [], columnFrame: .zero, hitFrame: .zero, entryHeight: 0, isCollapsed: false,
      shownItems: [])

    /// Returns the index of the entry that shows or hides an item.
    ///
    /// - Parameter item: An index into ``SectionIndexBar/items``.
    /// - Returns: The entry's index, or `nil` when the item is not shown.
    /// - Complexity: O(log *n*) for *n* entries.
    public func entryIndex(containing item: Int) -> Int? {
      // Entries cover ascending, disjoint runs of items, so binary search
      // applies: the first entry whose run does not end before the item.
      let k = entries.indices.partitioningIndex { (entries[$0].coveredItems.last ?? .max) >= item }
      return k < entries.count && entries[k].coveredItems.contains(item) ? k : nil
    }
  }

  /// Computes the layout of items in a bar.
  ///
  /// - Complexity: O(*n*) for *n* items.
  static func makeLayout(
    items: [SectionIndexItem], bounds: IndexBarRect, configuration: Configuration
  ) -> Layout {
    let bar = bounds.sanitized
    let insets = configuration.contentInsets.sanitized
    let isLeftToRight = configuration.layoutDirection == .leftToRight
    let left = isLeftToRight ? insets.leading : insets.trailing
    let right = isLeftToRight ? insets.trailing : insets.leading
    let content = IndexBarRect(
      x: bar.minX + left, y: bar.minY + insets.top,
      width: max(0, bar.width - left - right),
      height: max(0, bar.height - insets.top - insets.bottom))

    let hidesEmpty = configuration.emptyItemStyle == .hidden
    let shown = items.indices.filter { !(hidesEmpty && items[$0].isEmpty) }
    let count = shown.count
    guard count > 0, content.height > 0 else {
      return Layout(
        entries: [], columnFrame: .zero, hitFrame: .zero, entryHeight: 0, isCollapsed: false,
        shownItems: shown)
    }

    // Decide how many slots fit and how tall each is.
    var height = configuration.itemSize.height.positiveOrZero
    if height == 0 { height = content.height / Double(count) }
    var slots = count
    // A small epsilon so that 24 rows of 1 cell fit in a 24-cell bar despite rounding.
    let fitting = content.height / height + 1e-9
    if fitting < Double(count) {
      if configuration.collapsesWhenCrowded {
        slots = Int(fitting)
        if slots < 1 {
          slots = 1
          height = content.height
        }
      } else {
        height = content.height / Double(count)
      }
    }

    let first = items[shown[0]]
    let last = items[shown[count - 1]]
    let pinsFirst = first.kind == .search
    let pinsLast =
      last.kind == .title && last.title.map(configuration.pinnedTitles.contains) == true
    let runs = collapsedRuns(
      count: count, slots: slots, pinsFirst: pinsFirst, pinsLast: pinsLast,
      ranks: count > slots ? shown.map { Rank(items[$0]) } : nil)

    var width = configuration.itemSize.width.positiveOrZero
    if width == 0 || width > content.width { width = content.width }
    let offset = IndexBarPoint(
      x: configuration.originOffset.x.finiteOrZero, y: configuration.originOffset.y.finiteOrZero)
    let columnHeight = Double(runs.count) * height
    let top: Double
    switch configuration.alignment {
    case .center:
      var slack = (content.height - columnHeight) / 2
      let scale = configuration.displayScale.positiveOrZero
      let snapped = (slack * scale).rounded(.down) / scale
      if scale > 0 && snapped.isFinite { slack = snapped }
      top = content.minY + slack + offset.y
    case .top: top = content.minY + offset.y
    }
    let columnX = (isLeftToRight ? content.maxX - width : content.minX) + offset.x
    let column = IndexBarRect(x: columnX, y: top, width: width, height: columnHeight)

    let dims = configuration.emptyItemStyle == .dimmed
    var entries: [Layout.Entry] = []
    entries.reserveCapacity(runs.count)
    for (slot, run) in runs.enumerated() {
      let frame = IndexBarRect(
        x: columnX, y: top + Double(slot) * height, width: width, height: height)
      let covered = Array(shown[run.range])
      if let representative = run.representative {
        let item = shown[representative]
        entries.append(
          Layout.Entry(
            content: .item(item), frame: frame, coveredItems: covered,
            isDimmed: dims && items[item].isEmpty))
      } else {
        entries.append(
          Layout.Entry(content: .placeholder, frame: frame, coveredItems: covered, isDimmed: false))
      }
    }

    // Touches begin anywhere in the bar or in the column widened inwards.
    let hitWidth = max(configuration.minimumHitWidth.positiveOrZero, width)
    let hitMinX = isLeftToRight ? column.maxX - hitWidth : column.minX
    let minX = min(bar.minX, hitMinX)
    let maxX = max(bar.maxX, hitMinX + hitWidth)
    let minY = min(bar.minY, column.minY)
    let maxY = max(bar.maxY, column.maxY)
    let hit = IndexBarRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)

    return Layout(
      entries: entries, columnFrame: column, hitFrame: hit, entryHeight: height,
      isCollapsed: runs.count < count, shownItems: shown)
  }
}
