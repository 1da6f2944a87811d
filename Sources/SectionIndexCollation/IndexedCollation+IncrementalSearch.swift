extension IndexedCollation.SearchQuery {
  /// Whether every string this query matches is also matched by `earlier`,
  /// so that filtering `earlier`'s matches gives what filtering everything
  /// would: true when this query extends `earlier` as a person types
  /// (`m`, `ma`, `mar`; `li`, `li m`).
  ///
  ///     let collation = IndexedCollation(locale: "en")
  ///     let ma = collation.searchQuery("ma")
  ///     let mar = collation.searchQuery("mar")
  ///     mar.narrows(ma)                               // true
  ///     let shown = maMatches.filter(mar.matches)     // = names.filter(mar.matches)
  ///
  /// The test is made on what is matched, not on the text: each word of
  /// `earlier`, folded, is a prefix of the word of this query at the same
  /// place, and so for the words' romaji. A query whose folding changed as
  /// it grew does not narrow its shorter form: in Swedish, `a` and a
  /// combining diaeresis typed after it make `ä`, a letter of its own that
  /// `a` does not find; in romaji `ch` is spelled `ty` (ちゃ), which `c` does
  /// not find. Both queries must come from
  /// the same collation instance; an empty `earlier` is narrowed by every
  /// query.
  ///
  /// - Complexity: O(*m*) for queries of *m* characters.
  public func narrows(_ earlier: Self) -> Bool {
    if earlier.isEmpty { return true }
    guard !isEmpty, plan.folder.cache === earlier.plan.folder.cache,
      Self.isPrefixWise(earlier.plan.words, of: plan.words)
    else { return false }
    guard let romaji else { return true }
    guard let before = earlier.romaji, before.words.count <= romaji.words.count else {
      return false
    }
    for (w, word) in before.words.enumerated() where !romaji.words[w].starts(with: word) {
      return false
    }
    return true
  }

  /// Whether each of the first words is a prefix of the word at its place
  /// in the second.
  private static func isPrefixWise(_ short: SearchWords, of long: SearchWords) -> Bool {
    guard short.count <= long.count else { return false }
    for w in 0..<short.count {
      let a = short.starts[w]
      let b = long.starts[w]
      let n = short.starts[w + 1] - a
      guard n <= long.starts[w + 1] - b else { return false }
      for k in 0..<n where short.primaries[a + k] != long.primaries[b + k] { return false }
    }
    return true
  }
}

extension IndexedCollation {
  /// A search as a person types it: the last query and the records it
  /// matched, so that a query that extends it filters only those.
  ///
  ///     var session = IndexedCollation.SearchSession()
  ///     for typed in ["m", "ma", "mar"] {
  ///       let query = collation.searchQuery(typed)
  ///       let shown = session.search(query, count: names.count) { query.matches(names[$0]) }
  ///       // `mar` looks only at the records `ma` kept
  ///     }
  ///
  /// The answers are those of filtering every record again (see
  /// ``SearchQuery/narrows(_:)``); a query that does not extend the last
  /// one (a deleted letter, another word) starts from every record.
  public struct SearchSession: Sendable {
    /// The last query searched for, if any.
    public private(set) var query: SearchQuery?
    /// The positions of the records the last query matched, in increasing
    /// order.
    public private(set) var matches: [Int] = []
    /// How many records the last search was over.
    public private(set) var count = 0

    /// Creates a session that has searched for nothing yet.
    public init() {}

    /// The positions of the records that `query` matches, among `count`
    /// records: only the last matches are tried when `query` narrows the
    /// last query over the same count.
    ///
    /// - Parameters:
    ///   - query: The query typed now.
    ///   - count: How many records there are; a different count than the
    ///     last search's starts again from every record.
    ///   - isMatch: Whether the record at a position matches `query`
    ///     (its text, or a reading the list does not show); called once a
    ///     position, in increasing order.
    /// - Returns: The positions of the matches, in increasing order.
    /// - Complexity: O(*k*) calls of `isMatch`, for the *k* matches of the
    ///   last query when `query` narrows it, else for every record.
    @discardableResult
    public mutating func search<E: Error>(
      _ query: SearchQuery, count: Int, isMatch: (Int) throws(E) -> Bool
    ) throws(E) -> [Int] {
      var found: [Int] = []
      if let last = self.query, count == self.count, query.narrows(last) {
        for position in matches where try isMatch(position) { found.append(position) }
      } else {
        for position in 0..<count where try isMatch(position) { found.append(position) }
      }
      self.query = query
      self.count = count
      self.matches = found
      return found
    }

    /// The positions of the records of `index` that `query` matches: as
    /// ``search(_:count:isMatch:)`` over `index.count` records, with
    /// `isMatch` asked only of the records the index does not rule out (a
    /// query's first letter tries only the records with a word that
    /// begins with it).
    ///
    ///     let index = collation.searchIndex(of: names)
    ///     let query = collation.searchQuery("m")
    ///     let shown = session.search(query, in: index) { query.matches(names[$0]) }
    ///
    /// - Parameters:
    ///   - query: The query typed now, of the index's collation (another
    ///     collation's query is matched against every record).
    ///   - index: The index of the strings `isMatch` matches, in order.
    ///   - isMatch: Whether the record at a position matches `query`.
    /// - Returns: The positions of the matches, in increasing order.
    @discardableResult
    public mutating func search<E: Error>(
      _ query: SearchQuery, in index: SearchIndex, isMatch: (Int) throws(E) -> Bool
    ) throws(E) -> [Int] {
      guard let needs = SearchIndex.Needs(query, folder: index.folder) else {
        return try search(query, count: index.count, isMatch: isMatch)
      }
      let starts = index.starts
      let letters = index.romajiLetters
      return try search(query, count: index.count) { (position: Int) throws(E) -> Bool in
        guard needs.allows(starts[position], letters[position]) else { return false }
        return try isMatch(position)
      }
    }

    /// Forgets the last query: the next search tries every record.
    public mutating func reset() {
      query = nil
      matches = []
      count = 0
    }
  }
}
