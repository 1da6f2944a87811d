extension SectionIndexBar {
  /// Returns the indicator's frame for a touch at a vertical position.
  ///
  /// Horizontally the indicator's edge facing the bar sits
  /// ``Configuration/itemIndicatorHorizontalOffset`` from the column's inner edge
  /// (its left edge in left-to-right layouts, mirrored in right-to-left ones).
  /// Vertically it is centred on the highlighted entry, the finger, or the bar, as
  /// ``Configuration/indicatorPosition`` says.
  ///
  /// - Parameter fingerY: The touch's vertical position.
  /// - Returns: The frame, of ``Configuration/indicatorSize``.
  /// - Complexity: O(log *n*) for *n* entries.
  public func indicatorFrame(fingerY: Double) -> IndexBarRect {
    let size = IndexBarSize(
      width: configuration.indicatorSize.width.positiveOrZero,
      height: configuration.indicatorSize.height.positiveOrZero)
    let column = layout.columnFrame
    let offset = configuration.itemIndicatorHorizontalOffset.finiteOrZero
    let x: Double
    switch configuration.layoutDirection {
    case .leftToRight: x = column.minX + offset - size.width
    case .rightToLeft: x = column.maxX - offset
    }
    let centerY: Double
    switch configuration.indicatorPosition {
    case .barCenter:
      centerY = bounds.sanitized.midY
    case .finger:
      centerY = fingerY.clamped(column.minY, column.maxY)
    case .item:
      if let entry = highlightedEntry {
        centerY = layout.entries[entry].frame.midY
      } else {
        centerY = fingerY.clamped(column.minY, column.maxY)
      }
    }
    return IndexBarRect(
      x: x, y: centerY - size.height / 2, width: size.width, height: size.height)
  }
}
