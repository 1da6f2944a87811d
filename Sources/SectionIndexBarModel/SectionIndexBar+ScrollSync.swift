// Keeping the highlight in step with the list. Three rules fix the trackers' bugs:
// scroll positions are ignored while a touch is tracking (no fighting the finger);
// a section counts as scrolled past only when less than `scrollTolerance` of it is
// left above the visible top (never one section off); and a selection stays
// highlighted until the list has got there and moved away again, where "got there"
// includes resting at the bottom with the selected section visible (short last
// sections the list cannot bring to the top).

extension SectionIndexBar {
  /// A selection the list is scrolling to.
  struct Pin: Sendable, Hashable {
    /// The selected item.
    var item: Int
    /// Whether the list has reached the selection (or as near as it can scroll).
    var isReached: Bool
  }

  /// The list's scroll geometry, in the list's content coordinates.
  ///
  ///     // UIKit: rect(forSection:) for each section, the table's offset and insets.
  ///     let geometry = SectionIndexBar.ListGeometry(
  ///       sectionFrames: (0..<tableView.numberOfSections).map { /* rect */ },
  ///       contentOffsetY: tableView.contentOffset.y,
  ///       adjustedContentInset: IndexBarEdgeInsets(top: 91, bottom: 34),
  ///       viewportHeight: tableView.bounds.height,
  ///       contentHeight: tableView.contentSize.height,
  ///       isUserScrolling: tableView.isDragging || tableView.isDecelerating)
  public struct ListGeometry: Sendable, Hashable {
    /// Each section's frame (header, rows and footer); only the vertical extent is
    /// used. Zero-height and non-finite frames are never the top section.
    public var sectionFrames: [IndexBarRect]
    /// The vertical content offset.
    public var contentOffsetY: Double
    /// The list's adjusted content inset, or `nil` to use
    /// ``Configuration/adjustedContentInset`` on top and zero at the bottom.
    public var adjustedContentInset: IndexBarEdgeInsets?
    /// The height of the list's viewport.
    public var viewportHeight: Double
    /// The height of the list's content.
    public var contentHeight: Double
    /// Whether the user is dragging the list or it is decelerating from a drag.
    public var isUserScrolling: Bool

    /// Creates list geometry.
    ///
    /// - Parameters:
    ///   - sectionFrames: Each section's frame in content coordinates.
    ///   - contentOffsetY: The vertical content offset.
    ///   - adjustedContentInset: The adjusted content inset, or `nil`.
    ///   - viewportHeight: The viewport's height.
    ///   - contentHeight: The content's height; `nil` uses the last section's bottom.
    ///   - isUserScrolling: Whether the user is dragging or it is decelerating.
    public init(
      sectionFrames: [IndexBarRect],
      contentOffsetY: Double,
      adjustedContentInset: IndexBarEdgeInsets? = nil,
      viewportHeight: Double,
      contentHeight: Double? = nil,
      isUserScrolling: Bool = false
    ) {
      self.sectionFrames = sectionFrames
      self.contentOffsetY = contentOffsetY
      self.adjustedContentInset = adjustedContentInset
      self.viewportHeight = viewportHeight
      self.contentHeight =
        contentHeight ?? sectionFrames.lazy.filter { $0.isFinite }.map { $0.maxY }.max() ?? 0
      self.isUserScrolling = isUserScrolling
    }

    /// Returns geometry for sections stacked one after another from `y = 0`, as in a
    /// terminal list where each section is a title row and its record rows.
    ///
    ///     // Sections of 3, 1 and 5 rows, each under a title row.
    ///     SectionIndexBar.ListGeometry.stacked(
    ///       sectionHeights: [4, 2, 6], contentOffsetY: 0, viewportHeight: 5)
    ///
    /// - Parameters:
    ///   - sectionHeights: Each section's height.
    ///   - contentOffsetY: The vertical content offset.
    ///   - adjustedContentInset: The adjusted content inset, or `nil`.
    ///   - viewportHeight: The viewport's height.
    ///   - isUserScrolling: Whether the user is dragging or it is decelerating.
    /// - Returns: Geometry with frames at the running sum of the heights.
    /// - Complexity: O(*s*) for *s* sections.
    public static func stacked(
      sectionHeights: [Double], contentOffsetY: Double,
      adjustedContentInset: IndexBarEdgeInsets? = nil,
      viewportHeight: Double, isUserScrolling: Bool = false
    ) -> ListGeometry {
      var y = 0.0
      var frames: [IndexBarRect] = []
      frames.reserveCapacity(sectionHeights.count)
      for height in sectionHeights {
        let height = height.positiveOrZero
        frames.append(IndexBarRect(x: 0, y: y, width: 0, height: height))
        y += height
      }
      return ListGeometry(
        sectionFrames: frames, contentOffsetY: contentOffsetY,
        adjustedContentInset: adjustedContentInset, viewportHeight: viewportHeight,
        contentHeight: y, isUserScrolling: isUserScrolling)
    }
  }

  /// Returns the section at the top of the list's visible area.
  ///
  /// That is the first section whose bottom lies more than
  /// ``Configuration/scrollTolerance`` below the visible top (the content offset
  /// plus the top inset); when every section is above it, the last section.
  ///
  /// - Parameter list: The list's geometry.
  /// - Returns: A section index, or `nil` when no section has a finite, non-zero
  ///   height or the offset is not finite.
  /// - Complexity: O(*s*) for *s* sections.
  public func topVisibleSection(in list: ListGeometry) -> Int? {
    let insetTop = (list.adjustedContentInset?.top ?? configuration.adjustedContentInset)
      .finiteOrZero
    guard list.contentOffsetY.isFinite else { return nil }
    let visibleTop = list.contentOffsetY + insetTop + configuration.scrollTolerance.positiveOrZero
    var lastWithRows: Int? = nil
    for (section, frame) in list.sectionFrames.enumerated() {
      guard frame.isFinite, frame.height > 0 else { continue }
      if frame.maxY > visibleTop { return section }
      lastWithRows = section
    }
    return lastWithRows
  }

  /// Updates the highlight from the list's scroll geometry.
  ///
  /// Call it whenever the list scrolls, by the user or programmatically. While a
  /// touch is tracking it does nothing; after a selection it keeps the selected item
  /// highlighted until the list has reached it and then moved away, or the user
  /// drags the list.
  ///
  ///     func scrollViewDidScroll(_ scrollView: UIScrollView) {
  ///       apply(bar.scrollViewDidScroll(geometry(of: tableView)))
  ///     }
  ///
  /// - Parameter list: The list's geometry.
  /// - Returns: ``Event/highlightChanged(item:)`` when the highlight moved, else
  ///   nothing.
  /// - Complexity: O(*s* + log *n*) for *s* sections and *n* items.
  @discardableResult
  public mutating func scrollViewDidScroll(_ list: ListGeometry) -> [Event] {
    guard !isTracking, list.contentOffsetY.isFinite else { return [] }
    let inset = list.adjustedContentInset.map { $0.sanitized }
    let insetTop = (inset?.top ?? configuration.adjustedContentInset).finiteOrZero
    let insetBottom = inset?.bottom ?? 0
    let tolerance = configuration.scrollTolerance.positiveOrZero
    let offset = list.contentOffsetY
    let visibleTop = offset + insetTop
    let visibleBottom = offset + list.viewportHeight.finiteOrZero - insetBottom
    let maximumOffset =
      list.contentHeight.finiteOrZero + insetBottom - list.viewportHeight.finiteOrZero
    let isAtTop = offset <= -insetTop + tolerance
    let isAtBottom = offset >= maximumOffset - tolerance
    let top = topVisibleSection(in: list)
    return updateHighlight(
      topVisibleSection: top, isAtTop: isAtTop, isAtBottom: isAtBottom,
      isUserScrolling: list.isUserScrolling
    ) { section in
      guard section >= 0, section < list.sectionFrames.count else { return false }
      let frame = list.sectionFrames[section]
      return frame.isFinite && frame.maxY > visibleTop && frame.minY < visibleBottom
    }
  }

  /// Updates the highlight from the section the front end found at the top.
  ///
  /// For front ends that already know the top visible section (a terminal list, a
  /// SwiftUI `onScrollTargetVisibilityChange`). The same rules apply as for
  /// ``scrollViewDidScroll(_:)``; a selected section after the top one counts as
  /// visible when the list is at its bottom.
  ///
  ///     bar.updateScrollPosition(topVisibleSection: 4, isAtBottom: true)
  ///
  /// - Parameters:
  ///   - topVisibleSection: The section at the top of the visible area, or `nil`.
  ///   - isAtTop: Whether the list cannot scroll further up.
  ///   - isAtBottom: Whether the list cannot scroll further down.
  ///   - isUserScrolling: Whether the user is dragging or it is decelerating.
  /// - Returns: ``Event/highlightChanged(item:)`` when the highlight moved, else
  ///   nothing.
  /// - Complexity: O(log *n*) for *n* items.
  @discardableResult
  public mutating func updateScrollPosition(
    topVisibleSection: Int?, isAtTop: Bool = false, isAtBottom: Bool = false,
    isUserScrolling: Bool = false
  ) -> [Event] {
    guard !isTracking else { return [] }
    return updateHighlight(
      topVisibleSection: topVisibleSection, isAtTop: isAtTop, isAtBottom: isAtBottom,
      isUserScrolling: isUserScrolling
    ) { section in section > (topVisibleSection ?? -1) }
  }

  private mutating func updateHighlight(
    topVisibleSection top: Int?, isAtTop: Bool, isAtBottom: Bool, isUserScrolling: Bool,
    isVisible: (Int) -> Bool
  ) -> [Event] {
    if var pinned = pin {
      let isThere: Bool
      switch scrollTarget(of: pinned.item) {
      case .top:
        isThere = isAtTop
      case .section(let section):
        isThere = section == top || (isAtBottom && section > (top ?? -1) && isVisible(section))
      }
      if isThere {
        pinned.isReached = true
        pin = pinned
        return setHighlight(pinned.item)
      }
      // Still on its way (an animated scroll): keep the selection until the user
      // takes over.
      if !pinned.isReached && !isUserScrolling { return [] }
      pin = nil
    }
    return setHighlight(top.flatMap(item(forSection:)))
  }

  private mutating func setHighlight(_ item: Int?) -> [Event] {
    guard item != highlightedItem else { return [] }
    highlightedItem = item
    return [.highlightChanged(item: item)]
  }
}
