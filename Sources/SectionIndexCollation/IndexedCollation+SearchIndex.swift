extension IndexedCollation {
  /// What a list's records can start a search word with, folded once, so
  /// that a search skips the records a query cannot match without looking
  /// at their text: the first letter of a query, which nothing narrows,
  /// then tries only the records with a word that begins with it.
  ///
  ///     let collation = IndexedCollation(locale: "zh-Hans", content: .names)
  ///     let index = collation.searchIndex(of: names)          // once, O(n)
  ///     var session = IndexedCollation.SearchSession()
  ///     let query = collation.searchQuery("z")
  ///     let shown = session.search(query, in: index) { query.matches(names[$0]) }
  ///
  /// The index is a filter that never drops a match: the answers are those
  /// of matching every record (``SearchQuery/matches(_:)``). It keeps, per
  /// record, a 64-bit summary of the first primary weights of its word
  /// starts (a Han character's reading in context and a Hangul syllable's
  /// initial consonant included) and the letters its kana are spelled with
  /// in romaji: 12 bytes a record, whatever its length.
  ///
  /// Build it from the strings the search matches: a record matched on
  /// several (its name and a reading the list does not show) is appended
  /// with all of them (``append(anyOf:)``). A search through
  /// `JapaneseReadings.matches(_:_:)` (`SectionIndexJapanese`), which also
  /// matches the reading it derives for kanji, needs an index of those
  /// readings too: `JapaneseReadings.searchIndex(of:)`.
  public struct SearchIndex: Sendable {
    let folder: SearchFolder
    /// Per record: bit `bucket(p)` for each first primary `p` of its word
    /// starts (a syllable's first letter, its alternate, included).
    var starts: [UInt64] = []
    /// Per record: bit `k` for each romaji letter `a` + `k` its kana spell.
    var romajiLetters: [UInt32] = []

    init(folder: SearchFolder) { self.folder = folder }

    /// How many records the index holds.
    public var count: Int { starts.count }

    /// Adds a record matched on `string`, at position ``count``.
    ///
    /// - Complexity: O(*n*) for a string of *n* bytes.
    public mutating func append(_ string: String) {
      let (starts, romaji) = Self.summary(of: string, folder: folder)
      self.starts.append(starts)
      romajiLetters.append(romaji)
    }

    /// Adds a record that a search matches when it matches any of
    /// `strings` (a name and its reading, say), at position ``count``.
    public mutating func append(anyOf strings: [String]) {
      var starts: UInt64 = 0
      var romaji: UInt32 = 0
      for string in strings {
        let summary = Self.summary(of: string, folder: folder)
        starts |= summary.starts
        romaji |= summary.romaji
      }
      self.starts.append(starts)
      romajiLetters.append(romaji)
    }

    /// Whether the record at `position` may match `query`; `false` only
    /// when it cannot (the query's collation is the index's).
    ///
    /// - Complexity: O(1) once the query's words are known.
    public func mayMatch(_ query: SearchQuery, at position: Int) -> Bool {
      guard let need = Needs(query, folder: folder) else { return true }
      return need.allows(starts[position], romajiLetters[position])
    }

    /// What `query` needs of a record, worked out once for many
    /// ``mayMatch(_:at:)`` tests (``allows(_:at:)``); `nil` when the index
    /// rules out no record.
    package func needs(of query: SearchQuery) -> Needs? { Needs(query, folder: folder) }

    /// ``mayMatch(_:at:)`` with the query's needs worked out already.
    @inline(__always)
    package func allows(_ needs: Needs, at position: Int) -> Bool {
      needs.allows(starts[position], romajiLetters[position])
    }

    /// What a query needs of a record: a bucket for each word's first
    /// primary, or (for romaji) a letter for each word's first letter.
    package struct Needs {
      let starts: UInt64
      let romaji: UInt32?

      /// `nil` when the query matches every record, or comes from another
      /// collation (the index then tells nothing).
      init?(_ query: SearchQuery, folder: SearchFolder) {
        let words = query.plan.words
        guard words.count > 0, query.plan.folder.cache === folder.cache else { return nil }
        var starts: UInt64 = 0
        for w in 0..<words.count { starts |= SearchIndex.bit(words.primaries[words.starts[w]]) }
        self.starts = starts
        self.romaji = query.romaji.map { romaji in
          var letters: UInt32 = 0
          for word in romaji.words { letters |= SearchIndex.letterBit(word[0]) }
          return letters
        }
      }

      @inline(__always)
      func allows(_ starts: UInt64, _ letters: UInt32) -> Bool {
        if starts & self.starts == self.starts { return true }
        guard let romaji else { return false }
        return letters & romaji == romaji
      }
    }

    /// The bucket of a primary weight: one of 64 bits.
    @inline(__always)
    static func bit(_ primary: UInt32) -> UInt64 {
      // Fibonacci hashing: nearby primaries (the letters a–z) spread.
      1 << UInt64((primary &* 0x9E37_79B9) >> 26)
    }

    /// The bit of a lowercase ASCII letter of romaji.
    @inline(__always)
    static func letterBit(_ letter: UInt8) -> UInt32 {
      letter >= 0x61 && letter <= 0x7A ? 1 << UInt32(letter - 0x61) : 0
    }

    /// The summary of one string: its word starts' buckets and its kana's
    /// romaji letters.
    static func summary(of string: String, folder: SearchFolder) -> (starts: UInt64, romaji: UInt32)
    {
      withUTF8(of: string) { utf8 in
        var starts: UInt64 = 0
        IndexedCollation.SearchQuery.withFolded(utf8, folder: folder, hanBySyllable: false) {
          text in
          for s in 0..<text.count where text[s].startsWord {
            let segment = text[s]
            if segment.primaryCount > 0 { starts |= bit(text.primaries[segment.primaryStart]) }
            let syllable = Int(segment.syllable)
            guard syllable >= 0 else { continue }
            let a = Int(folder.syllableStarts[syllable])
            guard a < Int(folder.syllableStarts[syllable + 1]) else { continue }
            starts |= bit(folder.syllablePrimaries[a])
            if folder.syllableAlternates[a] != 0 { starts |= bit(folder.syllableAlternates[a]) }
          }
        }
        return (starts, romajiLetters(of: utf8))
      }
    }

    /// Every letter the kana of `utf8` are spelled with in romaji (a word
    /// of romaji starts with one of them; see `SearchRomaji.romaji(of:)`).
    static func romajiLetters(of utf8: UnsafeBufferPointer<UInt8>) -> UInt32 {
      guard SearchRomaji.mayHaveKana(utf8) else { return 0 }
      var letters: UInt32 = 0
      var i = 0
      while i < utf8.count {
        let (cp, length) = PrimaryCache.decode(utf8, at: i)
        i += length
        var kana = cp
        if (0x30A1...0x30F6).contains(kana) { kana -= 0x60 }
        guard (0x3041...0x3096).contains(kana) else { continue }
        let (first, second) = SearchRomaji.romaji(ofKana: kana)
        letters |= letterBit(first) | letterBit(second)
      }
      return letters
    }
  }

  /// An index of `strings` for search: position *k* is `strings[k]`.
  ///
  /// - Complexity: O(*n*) for *n* bytes in all, about the time of one
  ///   search that matches every record.
  public func searchIndex(of strings: some Sequence<String>) -> SearchIndex {
    var index = SearchIndex(folder: SearchFolder(collator: collator, cache: primaryCache))
    for string in strings { index.append(string) }
    return index
  }

  /// An empty index for this collation's searches, to ``SearchIndex/append(_:)``
  /// records to.
  public func searchIndex() -> SearchIndex {
    SearchIndex(folder: SearchFolder(collator: collator, cache: primaryCache))
  }
}
