// Geometry the bar is laid out in. CoreGraphics is not available on every platform
// Swift runs on, so the model carries its own small, Double-based types.

/// A point in the front end's coordinate space (points, pixels or terminal cells).
///
///     let touch = IndexBarPoint(x: 370, y: 220)
public struct IndexBarPoint: Sendable, Hashable {
  /// The horizontal coordinate; grows to the right.
  public var x: Double
  /// The vertical coordinate; grows downwards.
  public var y: Double

  /// Creates a point.
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate.
  ///   - y: The vertical coordinate.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin.
  public static let zero = IndexBarPoint(x: 0, y: 0)
}

/// A width and a height.
///
///     let item = IndexBarSize(width: 20, height: 15)
public struct IndexBarSize: Sendable, Hashable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - width: The horizontal extent.
  ///   - height: The vertical extent.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size with no extent.
  public static let zero = IndexBarSize(width: 0, height: 0)
}

/// A rectangle given by its origin (top-left corner) and its size.
///
///     let bounds = IndexBarRect(x: 355, y: 0, width: 20, height: 600)
///     bounds.midY  // 300
public struct IndexBarRect: Sendable, Hashable {
  /// The top-left corner.
  public var origin: IndexBarPoint
  /// The extent.
  public var size: IndexBarSize

  /// Creates a rectangle from an origin and a size.
  ///
  /// - Parameters:
  ///   - origin: The top-left corner.
  ///   - size: The extent.
  public init(origin: IndexBarPoint, size: IndexBarSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The horizontal extent.
  ///   - height: The vertical extent.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(
      origin: IndexBarPoint(x: x, y: y), size: IndexBarSize(width: width, height: height))
  }

  /// The rectangle at the origin with no extent.
  public static let zero = IndexBarRect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal extent.
  public var width: Double { size.width }
  /// The vertical extent.
  public var height: Double { size.height }
  /// The centre point.
  public var center: IndexBarPoint { IndexBarPoint(x: midX, y: midY) }

  /// Whether every coordinate of the rectangle is finite.
  public var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }

  /// Returns whether the rectangle contains a point.
  ///
  /// The left and top edges belong to the rectangle, the right and bottom edges do
  /// not, so rectangles that share an edge never both contain a point on it. A point
  /// with a NaN coordinate is in no rectangle.
  ///
  ///     IndexBarRect(x: 0, y: 0, width: 10, height: 10)
  ///       .contains(IndexBarPoint(x: 0, y: 9.5))  // true
  ///
  /// - Parameter point: The point to test.
  /// - Returns: `true` when `point` is inside.
  /// - Complexity: O(1).
  public func contains(_ point: IndexBarPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}

/// Distances inset from each edge of a rectangle, with leading and trailing edges
/// that follow the layout direction.
///
///     let insets = IndexBarEdgeInsets(top: 8, leading: 0, bottom: 34, trailing: 2)
public struct IndexBarEdgeInsets: Sendable, Hashable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge (left in left-to-right layouts).
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge (right in left-to-right layouts).
  public var trailing: Double

  /// Creates insets.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - leading: The inset from the leading edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - trailing: The inset from the trailing edge.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset on any edge.
  public static let zero = IndexBarEdgeInsets()
}

/// The direction text and layout flow in.
///
/// The bar hugs the list's trailing edge: the right edge in left-to-right layouts,
/// the left edge in right-to-left ones (as UIKit places its index); the indicator
/// shows on the other side of it, over the list.
public enum IndexBarLayoutDirection: Sendable, Hashable {
  /// Left to right, as in English.
  case leftToRight
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft
}
