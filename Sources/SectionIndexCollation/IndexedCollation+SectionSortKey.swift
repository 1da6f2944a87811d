extension IndexedCollation {
  /// A key whose byte order is the order of ``sections(of:)``: the section
  /// first, then the collation order within it, then the tie-breaks.
  ///
  /// Sorting records by these keys in any engine that compares bytes (a
  /// database's `ORDER BY` on a binary or hex column, `LC_ALL=C sort`, a
  /// distributed sort) puts them in the order ``sections(of:)`` gives, with
  /// records whose keys are equal (the same string) in input order when the
  /// sort is stable. The first two bytes are the section's position in
  /// ``sectionTitles``.
  ///
  ///     let collation = IndexedCollation(locale: "sv")
  ///     collation.sectionSortKey(for: "Ödla") > collation.sectionSortKey(for: "Zebra")  // true
  ///
  /// - Parameter string: The string a record is sectioned and sorted by.
  /// - Returns: The section's position (two bytes, big-endian), then the
  ///   string's ``sortKey(for:)``.
  /// - Complexity: O(*n*) in the length of the string.
  public func sectionSortKey(for string: String) -> SortKey {
    var bytes = Self.sectionPrefix(section(for: string))
    bytes += collator.sortKey(for: string)
    return SortKey(bytes: bytes)
  }

  /// A key whose byte order is the order of
  /// ``sections(of:by:phoneticKey:)``: the section of the reading, then the
  /// reading's collation order, then the display string's for identical
  /// readings.
  ///
  /// A record without a reading (`nil` or empty) is keyed by its display
  /// string, as ``sections(of:by:phoneticKey:)`` sorts it.
  ///
  /// - Parameters:
  ///   - display: The string a record is shown as.
  ///   - phoneticKey: How it is read, if known.
  /// - Complexity: O(*m* + *n*) in the lengths of the two strings.
  public func sectionSortKey(for display: String, phoneticKey: String?) -> SortKey {
    let reading = phoneticKey.flatMap { $0.isEmpty ? nil : $0 } ?? display
    var bytes = Self.sectionPrefix(section(for: reading))
    // As the sort orders a run that has display strings: the reading's key
    // made prefix-free, then the display string's key.
    bytes += Self.escapedKey(collator.sortKey(for: reading))
    bytes += collator.sortKey(for: display)
    return SortKey(bytes: bytes)
  }

  private static func sectionPrefix(_ section: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: section >> 8), UInt8(truncatingIfNeeded: section)]
  }
}
