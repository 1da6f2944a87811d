import SectionIndexAlgorithms

extension IndexedCollation {
  /// Sections and sorts records given as packed UTF-8, as
  /// ``sections(of:by:phoneticKey:)`` does, without making a `String` for
  /// each: the command-line tool's path for large inputs.
  ///
  /// Calls `body` with each non-empty section, in title order.
  ///
  /// - Parameters:
  ///   - keys: Each record's key (what it shows), valid UTF-8.
  ///   - phoneticKeys: Each record's reading, empty where it has none; the
  ///     key decides for those records.
  /// - Complexity: O(*n* log *n*).
  package func forEachSortedSection(
    of keys: PackedUTF8, phoneticKeys: PackedUTF8? = nil, _ body: (PackedSection) -> Void
  ) {
    precondition(phoneticKeys.map { $0.count == keys.count } ?? true, "one reading a key")
    keys.withStrings { keys in
      guard let phoneticKeys else {
        return forEachSortedSection(PackedRecords(keys: keys, phonetic: nil), body: body)
      }
      phoneticKeys.withStrings { phonetic in
        forEachSortedSection(PackedRecords(keys: keys, phonetic: phonetic), body: body)
      }
    }
  }
}
