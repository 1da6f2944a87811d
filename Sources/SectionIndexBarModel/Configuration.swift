extension SectionIndexBar {
  /// Everything about a bar that is not its items, its bounds or its state.
  ///
  /// The defaults match SectionIndexView's (`itemSize` 20 × 15,
  /// `itemIndicatorHorizontalOffset` -20, `isItemIndicatorAlwaysInCenterY` false,
  /// `adjustedContentInset` 0, `sectionIndexViewOriginInset` zero) and native iOS
  /// for the rest (collapse with "•", a 44-point touch target).
  ///
  ///     var configuration = SectionIndexBar.Configuration()
  ///     configuration.itemSize = IndexBarSize(width: 2, height: 1)  // terminal cells
  ///     configuration.minimumHitWidth = 2
  ///     configuration.layoutDirection = .rightToLeft
  public struct Configuration: Sendable, Hashable {
    /// Where the column of items sits vertically when the bar is taller than it.
    public enum Alignment: Sendable, Hashable {
      /// Centred in the bar, as UIKit's index is.
      case center
      /// Against the top of the bar.
      case top
    }

    /// How items whose sections have no rows are shown.
    public enum EmptyItemStyle: Sendable, Hashable {
      /// Like any other item.
      case normal
      /// Shown, marked ``SectionIndexBar/Layout/Entry/isDimmed`` for the front end
      /// to draw faintly; keyboard and accessibility navigation skip them.
      case dimmed
      /// Not shown: the bar lays out as if they did not exist.
      case hidden
    }

    /// Where the indicator (the bubble naming the current title) sits vertically.
    public enum IndicatorPosition: Sendable, Hashable {
      /// Beside the highlighted entry, as SectionIndexView places it.
      case item
      /// At the finger, kept within the column of items.
      case finger
      /// At the bar's vertical centre (SectionIndexView's
      /// `isItemIndicatorAlwaysInCenterY`).
      case barCenter
    }

    /// The size of one item. A width of zero or less uses the bar's width; a height
    /// of zero or less divides the bar's height evenly among the items.
    public var itemSize = IndexBarSize(width: 20, height: 15)

    /// Space kept clear inside the bar's bounds (a home indicator, a toolbar).
    public var contentInsets = IndexBarEdgeInsets.zero

    /// A translation of the column of items, in front-end coordinates (positive `x`
    /// moves it right, positive `y` down).
    public var originOffset = IndexBarPoint.zero

    /// Where the column of items sits when the bar is taller than it.
    public var alignment = Alignment.center

    /// Pixels per unit to snap the centred column to: 1 for terminal cells, the
    /// screen scale (2 or 3) for UIKit; 0 does not snap. The column's top is rounded
    /// down to the nearest pixel so that items land on whole rows.
    public var displayScale: Double = 0

    /// The layout direction: the column hugs the trailing edge.
    public var layoutDirection = IndexBarLayoutDirection.leftToRight

    /// Whether a bar too short for its items collapses them, as iOS does (search
    /// item first, `#` last, sampled titles alternating with a placeholder); when
    /// `false` the items shrink to fit instead.
    public var collapsesWhenCrowded = true

    /// The text of an entry standing for titles hidden by collapsing.
    public var collapsedPlaceholder = "•"

    /// Titles kept last when collapsing, when they end the index.
    ///
    /// A title matches when it is canonically equivalent to one of these
    /// (as `==` on `String` decides).
    public var pinnedTrailingTitles: Set<String> {
      get { Set(pinnedTitles.titles) }
      set { pinnedTitles = TitleSet(newValue) }
    }

    /// ``pinnedTrailingTitles``, matched with the package's normalization
    /// tables (a `Set<String>` would link Embedded Swift's into the web build).
    var pinnedTitles = TitleSet(["#"])

    /// How items whose sections have no rows are shown.
    public var emptyItemStyle = EmptyItemStyle.dimmed

    /// The least width that accepts touches, growing inwards from the edge the bar
    /// hugs (44 points, Apple's minimum touch target; 1–2 cells in a terminal).
    public var minimumHitWidth: Double = 44

    /// Whether touches show the indicator.
    public var showsIndicator = true

    /// The indicator's size, supplied by the front end (it knows its font).
    public var indicatorSize = IndexBarSize(width: 50, height: 50)

    /// Where the indicator sits vertically.
    public var indicatorPosition = IndicatorPosition.item

    /// The gap between the column's inner edge and the indicator's facing edge,
    /// negative to put the indicator over the list (SectionIndexView's default -20).
    public var itemIndicatorHorizontalOffset: Double = -20

    /// The list's top content inset, used by ``SectionIndexBar/scrollViewDidScroll(_:)``
    /// when the geometry passed does not carry one (SectionIndexView's
    /// `adjustedContentInset`: the height of a translucent navigation bar).
    public var adjustedContentInset: Double = 0

    /// How far, in front-end units, a section may still show above the visible top
    /// and count as scrolled past. Scroll positions computed by the list land a
    /// fraction of a point off a section's edge; without a tolerance the highlight
    /// lands one section early.
    public var scrollTolerance: Double = 1

    /// What assistive technologies call the bar.
    public var accessibilityLabel = "Section index"

    /// What assistive technologies read for a search item without its own label.
    public var searchAccessibilityLabel = "Search"

    /// Creates the default configuration.
    public init() {}

    /// SectionIndexView's switch for ``IndicatorPosition/barCenter``.
    ///
    /// Setting it to `false` restores ``IndicatorPosition/item``.
    public var isItemIndicatorAlwaysInCenterY: Bool {
      get { indicatorPosition == .barCenter }
      set { indicatorPosition = newValue ? .barCenter : .item }
    }

    /// SectionIndexView's `sectionIndexViewOriginInset`, mapped onto ``originOffset``
    /// the way SectionIndexView applies it: the column moves by `bottom - top`
    /// vertically and `trailing - leading` horizontally.
    public var sectionIndexViewOriginInset: IndexBarEdgeInsets {
      get {
        IndexBarEdgeInsets(
          top: max(0, -originOffset.y), leading: max(0, -originOffset.x),
          bottom: max(0, originOffset.y), trailing: max(0, originOffset.x))
      }
      set {
        originOffset = IndexBarPoint(
          x: newValue.trailing - newValue.leading, y: newValue.bottom - newValue.top)
      }
    }
  }
}
