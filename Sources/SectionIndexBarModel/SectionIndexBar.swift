/// A headless model of a list's section index bar: the strip of titles at a list's
/// edge that the user scrubs to jump between sections.
///
/// The bar is a value. A front end (UIKit, SwiftUI, a terminal, a web page) gives it
/// items, the bar's bounds and a configuration, feeds it touches, key presses and
/// scroll positions, applies the ``Event``s those return, and draws from ``layout``,
/// ``highlightedItem`` and ``indicatorFrame``.
///
///     var bar = SectionIndexBar(
///       items: SectionIndexItem.items(
///         indexTitles: ["A", "B", "C", "#"], sectionTitles: ["A", "C", "#"]),
///       bounds: IndexBarRect(x: 355, y: 0, width: 20, height: 600))
///     let center = bar.layout.entries[2].frame.center  // "C"
///     for event in bar.touchBegan(at: center) {
///       if case .selectionChanged(_, let section?) = event {
///         print("scroll to section", section)  // scroll to section 1
///       }
///     }
///     bar.touchEnded(at: center)
public struct SectionIndexBar: Sendable, Hashable {
  /// The items, in display order.
  ///
  /// Replacing them keeps the highlight when its index is still valid.
  public var items: [SectionIndexItem] {
    didSet {
      if let item = highlightedItem, item >= items.count { highlightedItem = nil }
      if let pinned = pin, pinned.item >= items.count { pin = nil }
      update()
    }
  }

  /// The bar's frame in the front end's coordinates.
  public var bounds: IndexBarRect {
    didSet { update() }
  }

  /// The bar's configuration.
  public var configuration: Configuration {
    didSet { update() }
  }

  /// The entries to draw, with their frames; recomputed when items, bounds or
  /// configuration change.
  public private(set) var layout: Layout

  /// The index in ``items`` of the highlighted item, or `nil` when none is.
  public internal(set) var highlightedItem: Int?

  /// Whether a touch is in progress; scroll positions do not move the highlight
  /// meanwhile.
  public internal(set) var isTracking = false

  /// The indicator's frame while it shows, `nil` while it is hidden.
  public internal(set) var indicatorFrame: IndexBarRect?

  /// A selection the list is scrolling to; see `SectionIndexBar+ScrollSync.swift`.
  var pin: Pin?

  /// Sections that have an item, ascending, and the item to highlight for each.
  var sectionKeys: [Int] = []
  var sectionItems: [Int] = []

  /// Creates a bar.
  ///
  /// - Parameters:
  ///   - items: The items, in display order.
  ///   - bounds: The bar's frame in the front end's coordinates.
  ///   - configuration: Sizes, direction, collapse and indicator settings.
  /// - Complexity: O(*n* log *n*) for *n* items.
  public init(
    items: [SectionIndexItem], bounds: IndexBarRect, configuration: Configuration = .init()
  ) {
    self.items = items
    self.bounds = bounds
    self.configuration = configuration
    self.layout = .empty
    update()
  }

  /// The index of the entry of ``layout`` drawn highlighted: the highlighted item's
  /// entry, or the placeholder hiding it.
  public var highlightedEntry: Int? {
    highlightedItem.flatMap { layout.entryIndex(containing: $0) }
  }

  /// Recomputes everything derived from items, bounds and configuration.
  private mutating func update() {
    layout = Self.makeLayout(items: items, bounds: bounds, configuration: configuration)
    rebuildSectionLookup()
  }
}

extension SectionIndexBar {
  /// Something the front end should do in response to an input.
  ///
  /// Every mutating method returns the events it caused, in the order to apply them.
  public enum Event: Sendable, Hashable {
    /// A touch began on the bar (SectionIndexView's "touches occurred").
    case touchesBegan
    /// The touch ended.
    case touchesEnded
    /// The system cancelled the touch.
    case touchesCancelled
    /// The user picked `item`: scroll the list to `section`, or to the top when
    /// `section` is `nil` (the search item).
    case selectionChanged(item: Int, section: Int?)
    /// The highlighted item changed (redraw); `nil` when nothing is highlighted.
    case highlightChanged(item: Int?)
    /// Play the "selection changed" haptic: the selected section actually changed.
    case haptic
    /// Show the indicator at `frame`.
    case indicatorShown(frame: IndexBarRect)
    /// Move the indicator to `frame` (or redraw it: the title it shows may change).
    case indicatorMoved(frame: IndexBarRect)
    /// Hide the indicator.
    case indicatorHidden
    /// Text for assistive technologies to announce.
    case announcement(String)
  }
}
