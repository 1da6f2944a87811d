import SectionIndexAlgorithms

extension IndexedCollation {
  /// A search query prepared once and matched against many strings, as a
  /// contacts app filters its list on every keystroke.
  ///
  ///     let query = IndexedCollation(locale: "de").searchQuery("muller")
  ///     names.filter(query.matches)                 // ["Müller", "Anna Muller-Lang"]
  ///     query.matchedRanges(in: "Thomas Müller")    // the range of "Müller"
  ///
  /// Each word of the query must match the start of a different word of the
  /// string, in any order, at the collation's primary strength: case,
  /// accents and width are ignored as the locale ignores them (`emile` finds
  /// "Émile", `muller` finds "Müller" in German, but `a` does not find "Ärlig"
  /// in Swedish, where Ä is a letter of its own). Words are separated by
  /// white space and punctuation; every Han, kana and Hangul character, and
  /// every symbol or emoji, also starts a word, so `国藩` finds 曾国藩 and
  /// `철수` finds 김철수.
  ///
  /// Where the collation reads pinyin (zh-Hans), Han text also matches its
  /// reading in context, as full syllables, initials or a mix: `zengguofan`,
  /// `zgf`, `zengg` and `zeng guo` all find 曾国藩 (with surname readings
  /// when the collation's content is `.names`; `v` may stand for `ü`). Kana
  /// match across hiragana and katakana (`たなか` finds タナカ), and Hangul
  /// syllables match by their jamo (`기` finds 김) or by their initial
  /// consonants alone (`ㄱㅊㅅ` finds 김철수). Kana also match romaji, in
  /// every locale: a query of Latin letters finds a kana reading typed in
  /// Hepburn or its common variants (`kaiku`, `kaikuu` find かいくう; `shi`/`si`,
  /// `chi`/`ti`, `tsu`/`tu`, `fu`/`hu`, `ji`/`zi`; long vowels `tou`, `too`,
  /// `to`; `kitte` and `kite` find きって; `kan'i` and `kani` find かんい).
  ///
  /// A query without words (empty, or only spaces and punctuation) matches
  /// every string.
  public struct SearchQuery: Sendable {
    /// The text the query was made from.
    public let text: String
    let plan: SearchPlan
    /// The query in romaji, when it is made of Latin letters, for kana.
    let romaji: SearchRomaji?

    /// Whether the query has no words, and so matches every string.
    public var isEmpty: Bool { plan.isEmpty }

    /// Whether the query matches `string`.
    ///
    ///     let query = IndexedCollation(locale: "zh-Hans", content: .names).searchQuery("zgf")
    ///     query.matches("曾国藩")  // true
    ///     query.matches("张国锋")  // true: z starts zhāng
    ///     query.matches("王国强")  // false
    ///
    /// - Complexity: O(*n* · *m*) for a string of *n* bytes and a query of
    ///   *m* characters; most strings are rejected at their first letters.
    public func matches(_ string: String) -> Bool {
      let plan = self.plan
      if plan.isEmpty { return true }
      return withUTF8(of: string) { utf8 in
        if plan.shortcuts {
          switch plan.prefilter.mayMatch(utf8, folder: plan.folder) {
          case .noKana: return false
          case .no: return romaji?.match(in: utf8) != nil
          case .yes: return true
          case .maybe: break
          }
        }
        return matchesInFull(utf8) || romaji?.match(in: utf8) != nil
      }
    }

    /// Whether the folded query matches the folded string, without the
    /// quick test (`SearchPrefilter`) and without romaji.
    private func matchesInFull(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
      let plan = self.plan
      let words = plan.words
      let folder = plan.folder
      return withFolded(utf8) { text in
        if words.count == 1 {
          return words.primaries.withUnsafeBufferPointer { folder.hasMatch($0, in: text) }
        }
        // A word without a match anywhere rejects the string before the
        // assignment of words to starts is looked for.
        for w in words.byLength {
          let found = words.primaries.withUnsafeBufferPointer { all in
            folder.hasMatch(
              UnsafeBufferPointer(rebasing: all[words.starts[w]..<words.starts[w + 1]]), in: text)
          }
          if !found { return false }
        }
        return folder.assignment(of: words, in: text) != nil
      }
    }

    /// Whether and where the query matches `string`: the ranges of the
    /// string's characters that the query's words matched, in order and
    /// without overlaps, for highlighting; `nil` when it does not match.
    ///
    ///     let query = IndexedCollation(locale: "en").searchQuery("jo sm")
    ///     let name = "John Smith"
    ///     query.matchedRanges(in: name)?.map { name[$0] }  // ["Jo", "Sm"]
    ///
    /// A range covers whole characters: a Han character whose syllable the
    /// query began (`z` for 曾), a letter whose accent the query left out.
    /// An empty query matches with no ranges.
    ///
    /// - Complexity: O(*n* · *m*) for a string of *n* bytes and a query of
    ///   *m* characters, more for a query of several words that match many
    ///   words of the string.
    public func matchedRanges(in string: String) -> [Range<String.Index>]? {
      let plan = self.plan
      if plan.words.count == 0 { return [] }
      let offsets: [(Int, Int)]? = withUTF8(of: string) { utf8 in
        withFolded(utf8) { text -> [(Int, Int)]? in
          guard let pairs = plan.folder.assignment(of: plan.words, in: text) else { return nil }
          return pairs.map { (text[$0.0].start, text[$0.1].end) }
        } ?? romaji?.match(in: utf8)?.map { ($0.lowerBound, $0.upperBound) }
      }
      guard var spans = offsets else { return nil }
      spans.indexSort { $0.0 < $1.0 }
      var merged: [(Int, Int)] = []
      for span in spans {
        if let last = merged.last, span.0 <= last.1 {
          merged[merged.count - 1].1 = max(last.1, span.1)
        } else {
          merged.append(span)
        }
      }
      let utf8 = string.utf8
      return merged.map { span in
        let lower = utf8.index(utf8.startIndex, offsetBy: span.0)
        return lower..<utf8.index(lower, offsetBy: span.1 - span.0)
      }
    }

    /// Calls `body` with a string's UTF-8 folded, in temporary buffers.
    private func withFolded<R>(_ utf8: UnsafeBufferPointer<UInt8>, _ body: (FoldedText) -> R) -> R {
      Self.withFolded(utf8, folder: plan.folder, hanBySyllable: plan.lettersOnly, body)
    }

    /// Calls `body` with UTF-8 folded by `folder`, in temporary buffers.
    static func withFolded<R>(
      _ utf8: UnsafeBufferPointer<UInt8>, folder: SearchFolder, hanBySyllable: Bool,
      _ body: (FoldedText) -> R
    ) -> R {
      do {
        let n = utf8.count
        return withUnsafeTemporaryAllocation(of: SearchSegment.self, capacity: n + 1) { segments in
          var capacity = 3 * n + 8
          let result = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: capacity) {
            primaries -> R? in
            var text = FoldedText(
              segments: segments.baseAddress!, primaries: primaries.baseAddress!,
              primaryCapacity: capacity)
            return folder.fold(utf8, into: &text, hanBySyllable: hanBySyllable)
              ? body(text) : nil
          }
          if let result { return result }
          // Segments folded in full (expansions, marks with weights) took
          // more room than three primaries a byte.
          while true {
            capacity *= 4
            var primaries = [UInt32](repeating: 0, count: capacity)
            let result = primaries.withUnsafeMutableBufferPointer { primaries -> R? in
              var text = FoldedText(
                segments: segments.baseAddress!, primaries: primaries.baseAddress!,
                primaryCapacity: capacity)
              return folder.fold(utf8, into: &text, hanBySyllable: hanBySyllable)
                ? body(text) : nil
            }
            if let result { return result }
          }
        }
      }
    }
  }

  /// Prepares a search query for matching against many strings.
  ///
  ///     let query = collation.searchQuery(typed)
  ///     let shown = people.filter { query.matches($0.name) }
  ///
  /// - Parameter text: What the user typed; words are separated by white
  ///   space and punctuation.
  /// - Returns: The query, folded once at this collation's primary strength.
  /// - Complexity: O(*m*) for a query of *m* characters, plus, where the
  ///   collation reads pinyin, a pass over its few hundred syllables.
  public func searchQuery(_ text: String) -> SearchQuery {
    let folder = SearchFolder(collator: collator, cache: primaryCache)
    let words = withUTF8(of: text) { utf8 -> SearchWords in
      let n = utf8.count
      return withUnsafeTemporaryAllocation(of: SearchSegment.self, capacity: n + 1) { segments in
        var capacity = 3 * n + 8
        while true {
          var primaries = [UInt32](repeating: 0, count: capacity)
          let words = primaries.withUnsafeMutableBufferPointer { primaries -> SearchWords? in
            var folded = FoldedText(
              segments: segments.baseAddress!, primaries: primaries.baseAddress!,
              primaryCapacity: capacity)
            return folder.fold(utf8, into: &folded) ? SearchWords(folded) : nil
          }
          if let words { return words }
          capacity *= 4
        }
      }
    }
    return SearchQuery(
      text: text, plan: SearchPlan(folder: folder, words: words),
      romaji: SearchRomaji(query: text))
  }

  /// Whether and where `query` matches `string`, as a contacts app's search
  /// does; `nil` when it does not match.
  ///
  ///     let names = IndexedCollation(locale: "zh-Hans", content: .names)
  ///     names.matchedRanges(of: "zengg", in: "曾国藩")   // the range of "曾国"
  ///     IndexedCollation(locale: "fr").matchedRanges(of: "emile", in: "Émile Zola")
  ///
  /// See ``SearchQuery`` for the rules. To match one query against many
  /// strings, prepare it once with ``searchQuery(_:)``.
  ///
  /// - Returns: The ranges of the matched characters, in order; empty for
  ///   an empty query.
  /// - Complexity: O(*n* · *m*) for a string of *n* bytes and a query of
  ///   *m* characters, plus the query's preparation.
  public func matchedRanges(of query: String, in string: String) -> [Range<String.Index>]? {
    searchQuery(query).matchedRanges(in: string)
  }
}

extension IndexedCollation.SearchQuery {
  /// The same query without the quick test and the Han table: every
  /// string folded in full, for tests that compare the two.
  var withoutShortcuts: Self {
    Self(
      text: text, plan: SearchPlan(folder: plan.folder, words: plan.words, shortcuts: false),
      romaji: romaji)
  }
}

/// What a query holds: the folder, the folded words and the prefilter, in
/// one reference, so that matching copies no collator.
final class SearchPlan: Sendable {
  let folder: SearchFolder
  let words: SearchWords
  let prefilter: SearchPrefilter
  let isEmpty: Bool
  /// Whether every primary of the query is that of a letter a–z, so that no
  /// Han character's own weight can match it.
  let lettersOnly: Bool
  /// Whether the quick test and the Han table are used (tests turn them off
  /// to compare).
  let shortcuts: Bool

  init(folder: SearchFolder, words: SearchWords, shortcuts: Bool = true) {
    self.folder = folder
    self.words = words
    self.isEmpty = words.count == 0
    self.shortcuts = shortcuts
    // The primaries of a–z (a list: a set's hashing is more code, issue 23).
    var letters: [UInt32] = []
    for letter in UInt32(0x61)...0x7A { letters.append(folder.cache.entry(letter)[0]) }
    self.lettersOnly = shortcuts && words.primaries.allSatisfy { letters.contains($0) }
    self.prefilter = SearchPrefilter(words: words, folder: folder)
  }
}
