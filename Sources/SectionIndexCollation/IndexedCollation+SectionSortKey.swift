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
    if let mixed { return mixed.sectionSortKey(for: string, phoneticKey: nil, base: self) }
    return ownSectionSortKey(for: string)
  }

  /// ``sectionSortKey(for:)`` by this collation's own tables, leaving
  /// languages aside.
  func ownSectionSortKey(for string: String) -> SortKey {
    var bytes: [UInt8] = []
    _ = withUTF8(of: string) { utf8 in
      withSectionSortKey(utf8: utf8, string: { string }) {
        bytes = Array($0)
        return 0
      }
    }
    return SortKey(bytes: bytes)
  }

  /// Calls `body` with the bytes of ``sectionSortKey(for:)`` of a string
  /// given as UTF-8, and returns what it returns (a count: a concrete type
  /// keeps this free of generic metadata lookups across modules).
  ///
  /// For a caller that reads records as bytes and writes many keys (the
  /// `keys` command): no `String` and no array is made for most records.
  ///
  ///     collation.withSectionSortKey(forUTF8: line) { key in hex(key) }
  ///
  /// - Parameters:
  ///   - utf8: Valid UTF-8.
  ///   - body: Reads the key, which is valid only during the call.
  /// - Complexity: O(*n*) in the length of the string.
  package func withSectionSortKey(
    forUTF8 utf8: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Int
  ) -> Int {
    if let mixed {
      let key = mixed.sectionSortKey(
        for: String(decoding: utf8, as: UTF8.self), phoneticKey: nil, base: self)
      return key.bytes.withUnsafeBufferPointer(body)
    }
    return withSectionSortKey(utf8: utf8, string: { String(decoding: utf8, as: UTF8.self) }, body)
  }

  /// Most strings are keyed from each scalar's cached bytes of each level
  /// (`SortKeyCache`); the others, and the section where the cache cannot
  /// tell it, take the full path on `string()`, the same text.
  private func withSectionSortKey(
    utf8: UnsafeBufferPointer<UInt8>, string: () -> String,
    _ body: (UnsafeBufferPointer<UInt8>) -> Int
  ) -> Int {
    if let cache = sortKeyCache.get(collator, primaries: primaryCache),
      let result = cache.withSortKey(
        of: utf8, prefix: 2,
        { key, found in
          let section = found >= 0 ? found : self.ownSection(for: string())
          key[0] = UInt8(truncatingIfNeeded: section >> 8)
          key[1] = UInt8(truncatingIfNeeded: section)
          return body(UnsafeBufferPointer(key))
        })
    {
      return result
    }
    let text = string()
    var key = Self.sectionPrefix(ownSection(for: text))
    var scratch = Collator.Scratch()
    collator.appendSortKey(for: text, to: &key, scratch: &scratch)
    return key.withUnsafeBufferPointer(body)
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
    if let mixed { return mixed.sectionSortKey(for: display, phoneticKey: phoneticKey, base: self) }
    return ownSectionSortKey(for: display, phoneticKey: phoneticKey)
  }

  /// ``sectionSortKey(for:phoneticKey:)`` by this collation's own tables,
  /// leaving languages aside.
  func ownSectionSortKey(for display: String, phoneticKey: String?) -> SortKey {
    let reading = phoneticKey.flatMap { $0.isEmpty ? nil : $0 } ?? display
    var bytes = Self.sectionPrefix(ownSection(for: reading))
    // As the sort orders a run that has display strings: the reading's key
    // made prefix-free, then the display string's key.
    bytes += Self.escapedKey(sortKeyBytes(for: reading))
    bytes += sortKeyBytes(for: display)
    return SortKey(bytes: bytes)
  }

  /// A string's ``sortKey(for:)`` bytes: from each scalar's cached bytes
  /// where they make it (`SortKeyCache`), else by the full path; the same
  /// bytes either way.
  func sortKeyBytes(for string: String) -> [UInt8] {
    if let cache = sortKeyCache.get(collator, primaries: primaryCache) {
      var bytes: [UInt8] = []
      let made = withUTF8(of: string) { utf8 in
        cache.withSortKey(of: utf8, prefix: 0) { key, _ in
          bytes = Array(key)
          return 0
        } != nil
      }
      if made { return bytes }
    }
    return collator.sortKey(for: string)
  }

  static func sectionPrefix(_ section: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: section >> 8), UInt8(truncatingIfNeeded: section)]
  }
}
