/// A list grouped into the non-empty sections of an ``IndexedCollation``.
///
/// The collection's elements are the non-empty sections in title order. Because
/// empty sections are left out, section positions and title positions differ;
/// ``section(forIndexTitleAt:)`` maps any title of the full index to the nearest
/// existing section, which is what an index bar needs when the user touches a
/// title whose section is empty.
///
///     let sections = IndexedCollation(locale: "en").sections(of: ["Bea", "Dan"])
///     sections.map(\.title)                 // ["B", "D"]
///     sections.indexTitles.count            // 27: A–Z and "#"
///     sections.section(forIndexTitleAt: 2)  // 1 ("C" is empty; "D" follows)
public struct IndexedSections<Element>: RandomAccessCollection {
  /// One non-empty section: its title and its items in collation order.
  public struct Section {
    /// The section's title, such as `"A"` or `"#"`.
    public let title: String
    /// The position of ``title`` in ``IndexedSections/indexTitles``.
    public let titleIndex: Int
    /// The items of the section, in collation order.
    public let items: [Element]
  }

  /// Every title of the collation, in order, including those of empty sections.
  public let indexTitles: [String]

  /// The non-empty sections (the collection's elements).
  let sections: [Section]

  /// For each index title, the position of the section it leads to.
  private let titleToSection: [Int]

  init(indexTitles: [String], sections: [Section]) {
    self.indexTitles = indexTitles
    self.sections = sections
    var map = Array(repeating: 0, count: indexTitles.count)
    // A title leads to its own section, else to the next non-empty one, else to
    // the last section (titles after the last non-empty section).
    var next = sections.count
    var s = sections.count - 1
    for t in stride(from: indexTitles.count - 1, through: 0, by: -1) {
      while s >= 0 && sections[s].titleIndex >= t {
        next = s
        s -= 1
      }
      map[t] = next < sections.count ? next : Swift.max(sections.count - 1, 0)
    }
    self.titleToSection = map
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { sections.count }
  public subscript(position: Int) -> Section { sections[position] }

  /// The titles of the non-empty sections.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var sectionTitles: [String] { sections.map { $0.title } }

  /// The section an index title leads to: its own section if it has items, else
  /// the next non-empty section, else the last one.
  ///
  /// The parity member for `section(forSectionIndexTitleAt:)`.
  ///
  /// - Parameter titleIndex: A position in ``indexTitles``.
  /// - Returns: A position in the collection, or `nil` when there are no
  ///   sections or `titleIndex` is out of range.
  /// - Complexity: O(1).
  public func section(forIndexTitleAt titleIndex: Int) -> Int? {
    guard !sections.isEmpty, indexTitles.indices.contains(titleIndex) else { return nil }
    return titleToSection[titleIndex]
  }

  /// All items in display order: sections in order, items in order.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var joined: [Element] { sections.flatMap { $0.items } }
}

extension IndexedSections: Sendable where Element: Sendable {}
extension IndexedSections.Section: Sendable where Element: Sendable {}
extension IndexedSections.Section: Equatable where Element: Equatable {}
extension IndexedSections: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.indexTitles == rhs.indexTitles && lhs.sections == rhs.sections
  }
}
