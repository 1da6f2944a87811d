import SectionIndexAlgorithms

/// One entry of a section index bar: a title, an image, or both, and the list
/// section it scrolls to.
///
/// Images are identifiers that the front end resolves (an asset name, an SF Symbol
/// name, a glyph for a terminal); the model never loads them.
///
///     let items: [SectionIndexItem] = [
///       .search(),
///       SectionIndexItem(title: "★", image: "star", selectedImage: "star.fill", section: 0),
///       SectionIndexItem(title: "A", section: 1),
///       SectionIndexItem(title: "B", section: 2, isEmpty: true),  // dimmed, scrolls to C
///       SectionIndexItem(title: "C", section: 2),
///     ]
public struct SectionIndexItem: Sendable, Hashable {
  /// What an item stands for.
  public enum Kind: Sendable, Hashable {
    /// A title for a section of the list.
    case title
    /// The search item (like `UITableViewIndexSearch`): the top of the list.
    case search
  }

  /// What the item stands for.
  public var kind: Kind

  /// The text shown, or `nil` for an image-only item.
  public var title: String?

  /// An image identifier the front end resolves, or `nil` for a text-only item.
  public var image: String?

  /// The image identifier to show while the item is highlighted; `nil` shows `image`.
  public var selectedImage: String?

  /// What assistive technologies read for the item; `nil` reads the title.
  public var accessibilityLabel: String?

  /// The list section the item scrolls to, or `nil` to scroll to the top of the list
  /// (the search item, or a title when the list has no sections at all).
  public var section: Int?

  /// Whether the section the item names has no rows of its own.
  ///
  /// Empty items are drawn normally, dimmed or not at all, as
  /// ``SectionIndexBar/Configuration/emptyItemStyle`` says; their `section` is where
  /// selecting them goes (usually the nearest following section).
  public var isEmpty: Bool

  /// How strongly a collapsed bar keeps the item's title in view; 0 by default.
  ///
  /// When the bar is too short for its items, titles of non-empty items are
  /// kept before empty ones, and among those, higher priorities before lower
  /// ones; items of one rank are sampled evenly. Give a locale's own letters
  /// (Å Ä Ö in Swedish, the kana rows in Japanese) a higher priority than the
  /// Latin A–Z added after them, so collapsing hides the filler first.
  ///
  ///     items[swedishA_ring].collapsePriority = 1
  public var collapsePriority: Int = 0

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - title: The text shown, or `nil` for an image-only item.
  ///   - image: An image identifier, or `nil` for a text-only item.
  ///   - selectedImage: The image identifier to show while highlighted.
  ///   - accessibilityLabel: What assistive technologies read; `nil` reads the title.
  ///   - section: The list section the item scrolls to; `nil` scrolls to the top.
  ///   - isEmpty: Whether the item's own section has no rows.
  /// - Precondition: `title` or `image` is not `nil`.
  public init(
    title: String?,
    image: String? = nil,
    selectedImage: String? = nil,
    accessibilityLabel: String? = nil,
    section: Int?,
    isEmpty: Bool = false
  ) {
    precondition(
      title != nil || image != nil,
      "SectionIndexItem needs a title, an image, or both")
    self.kind = .title
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    self.accessibilityLabel = accessibilityLabel
    self.section = section
    self.isEmpty = isEmpty
  }

  /// Returns the search item, which scrolls to the top of the list.
  ///
  ///     let items = [SectionIndexItem.search()] + letters
  ///
  /// - Parameters:
  ///   - image: The image identifier of the magnifying glass.
  ///   - title: Text shown when the front end cannot draw images (a terminal).
  ///   - accessibilityLabel: What assistive technologies read; `nil` reads
  ///     ``SectionIndexBar/Configuration/searchAccessibilityLabel``.
  /// - Returns: An item of kind ``Kind/search``.
  public static func search(
    image: String = "magnifyingglass", title: String? = "⌕", accessibilityLabel: String? = nil
  ) -> SectionIndexItem {
    var item = SectionIndexItem(
      title: title, image: image, accessibilityLabel: accessibilityLabel, section: nil)
    item.kind = .search
    return item
  }

  /// Returns one item per index title, each scrolling to its own section or, when
  /// it has none, to the nearest following one.
  ///
  /// This is the shape of a sectioned collation result: a fixed list of index titles
  /// (`A`…`Z`, `#`) and the titles of the sections that actually have rows, in the
  /// same order. A title without rows becomes an empty item that scrolls to the next
  /// section that exists (to the last section when none follows), like
  /// `UILocalizedIndexedCollation.section(forSectionIndexTitleAt:)`.
  ///
  ///     let items = SectionIndexItem.items(
  ///       indexTitles: ["A", "B", "C", "#"], sectionTitles: ["A", "C"])
  ///     items.map(\.section)  // [0, 1, 1, 1]
  ///     items.map(\.isEmpty)  // [false, true, false, true]
  ///
  /// - Parameters:
  ///   - indexTitles: Every title of the index, in display order.
  ///   - sectionTitles: The titles of the list's sections, in section order; titles
  ///     not among `indexTitles` are skipped.
  ///   - includesSearch: Whether to put the search item first.
  /// - Returns: The items, one per index title, after the search item if asked for.
  /// - Complexity: O(*n* + *m*) for *n* index titles and *m* section titles.
  public static func items(
    indexTitles: [String], sectionTitles: [String], includesSearch: Bool = false
  ) -> [SectionIndexItem] {
    // Titles match when canonically equivalent (`==` on `String`), keyed by
    // their decomposition (the package's tables: a `String` key would link
    // Embedded Swift's into the web build).
    var indexOfTitle: [[UInt32]: Int] = [:]
    for (index, title) in indexTitles.enumerated() {
      let key = title.canonicalScalars
      if indexOfTitle[key] == nil { indexOfTitle[key] = index }
    }
    var seen = Set<Int>()
    var sectionTitleIndices: [Int?] = []
    for title in sectionTitles {
      // A title not in the index, or one already given, leads nowhere.
      let index = indexOfTitle[title.canonicalScalars].flatMap {
        seen.insert($0).inserted ? $0 : nil
      }
      sectionTitleIndices.append(index)
    }
    return items(
      indexTitles: indexTitles, sectionTitleIndices: sectionTitleIndices,
      includesSearch: includesSearch)
  }

  /// Returns one item per index title from the position of each section's
  /// title in `indexTitles`, as a sectioned collation result gives it
  /// (`IndexedSections.Section.titleIndex`), so that no title is matched
  /// by its text.
  ///
  ///     let items = SectionIndexItem.items(
  ///       indexTitles: ["A", "B", "C", "#"], sectionTitleIndices: [0, 2])
  ///     items.map(\.section)  // [0, 1, 1, 1]
  ///
  /// - Parameters:
  ///   - indexTitles: Every title of the index, in display order.
  ///   - sectionTitleIndices: For each section of the list, in section order,
  ///     the position of its title in `indexTitles` (increasing); `nil` or a
  ///     position out of range for a section that has no index title.
  ///   - includesSearch: Whether to put the search item first.
  /// - Returns: The items, one per index title, after the search item if asked for.
  /// - Complexity: O(*n* + *m*) for *n* index titles and *m* sections.
  public static func items(
    indexTitles: [String], sectionTitleIndices: [Int?], includesSearch: Bool = false
  ) -> [SectionIndexItem] {
    var own = [Int?](repeating: nil, count: indexTitles.count)
    for (section, index) in sectionTitleIndices.enumerated() {
      if let index, own.indices.contains(index), own[index] == nil { own[index] = section }
    }
    // A title scrolls to its own section, else the next one that exists, else the last.
    var next: Int? = nil
    var target = own
    for index in own.indices.reversed() {
      if let section = own[index] { next = section }
      target[index] = own[index] ?? next
    }
    let last = own.compactMap { $0 }.last
    for index in target.indices where target[index] == nil { target[index] = last }
    var result: [SectionIndexItem] = includesSearch ? [.search()] : []
    result.reserveCapacity(indexTitles.count + result.count)
    for (index, title) in indexTitles.enumerated() {
      result.append(
        SectionIndexItem(title: title, section: target[index], isEmpty: own[index] == nil))
    }
    return result
  }
}
