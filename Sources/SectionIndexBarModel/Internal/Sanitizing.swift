// Degenerate geometry must never trap: every input coordinate passes through here
// before it reaches arithmetic that converts to `Int` or compares ranges.

extension Double {
  /// The value, or zero when it is NaN or infinite.
  var finiteOrZero: Double { isFinite ? self : 0 }

  /// The value when finite and positive, otherwise zero.
  var positiveOrZero: Double { isFinite && self > 0 ? self : 0 }

  /// The value clamped into `lower...upper` (NaN becomes `lower`).
  func clamped(_ lower: Double, _ upper: Double) -> Double {
    if !(self > lower) { return lower }
    if self > upper { return upper }
    return self
  }
}

extension IndexBarRect {
  /// The rectangle with finite coordinates and a non-negative size: NaN or infinite
  /// values become zero, and a negative extent flips the rectangle around its origin.
  var sanitized: IndexBarRect {
    var x = origin.x.finiteOrZero
    var y = origin.y.finiteOrZero
    var width = size.width.finiteOrZero
    var height = size.height.finiteOrZero
    if width < 0 {
      x += width
      width = -width
    }
    if height < 0 {
      y += height
      height = -height
    }
    return IndexBarRect(x: x, y: y, width: width, height: height)
  }
}

extension IndexBarEdgeInsets {
  /// The insets with NaN or infinite values replaced by zero.
  var sanitized: IndexBarEdgeInsets {
    IndexBarEdgeInsets(
      top: top.finiteOrZero, leading: leading.finiteOrZero,
      bottom: bottom.finiteOrZero, trailing: trailing.finiteOrZero)
  }
}
