import SectionIndexAlgorithms

/// The words of a folded query: each a run of primary weights.
struct SearchWords: Sendable {
  /// Word `w` is `primaries[starts[w]..<starts[w + 1]]`.
  var primaries: [UInt32] = []
  var starts: [Int] = [0]
  /// Word indices, longest first: the most selective are tried first.
  var byLength: [Int] = []

  var count: Int { starts.count - 1 }

  /// The words of folded query text: runs of segments between separators,
  /// ignorable segments left out.
  init(_ text: FoldedText) {
    var open = false
    for s in 0..<text.count {
      switch text[s].kind {
      case .ignorable: continue
      case .separator:
        if open { starts.append(primaries.count) }
        open = false
      case .letter, .solo:
        primaries.append(contentsOf: text.primaries(of: s))
        open = true
      }
    }
    if open { starts.append(primaries.count) }
    byLength = [Int].sortedPositions(count: count) {
      (starts[$0 + 1] - starts[$0], $1) > (starts[$1 + 1] - starts[$1], $0)
    }
  }

}

extension SearchFolder {
  /// The last segment of the shortest match of `word` at segment `start`
  /// (a word start), or `nil`: the word's primaries are a prefix of those of
  /// the segments from `start` on, within one word of the string; a Han
  /// character read in pinyin may instead take any non-empty prefix of its
  /// syllable's letters, and the word goes on to the next character
  /// (`zgf`, `zengguofan`, `zengg` for 曾国藩).
  ///
  /// - Complexity: O(*m*) for a word of *m* primaries; with pinyin
  ///   syllables, O(*m* · *k* · *l*) for *k* segments with at most *l*
  ///   letters a syllable.
  @inline(__always)
  func matchEnd(_ word: UnsafeBufferPointer<UInt32>, in text: FoldedText, at start: Int) -> Int? {
    if text.hasSyllables { return matchEndReading(word, in: text, at: start) }
    let m = word.count
    var q = 0
    var s = start
    while true {
      let p = text.primaries(of: s)
      let r = m - q
      if r <= p.count {
        for k in 0..<r where p[k] != word[q + k] { return nil }
        return s
      }
      for k in 0..<p.count where p[k] != word[q + k] { return nil }
      q += p.count
      guard let next = text.next(after: s) else { return nil }
      s = next
    }
  }

  /// `matchEnd` over text with pinyin syllables: the set of query positions
  /// reached after each segment, kept as bits, so that no choice of syllable
  /// prefixes is tried twice.
  private func matchEndReading(
    _ word: UnsafeBufferPointer<UInt32>, in text: FoldedText, at start: Int
  ) -> Int? {
    let m = word.count
    let width = (m + 63) >> 6
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * width) { bits -> Int? in
      // Both sets are zero outside their words `lo...hi`: a long query
      // has few positions reached at a time.
      var current = bits.baseAddress!
      var next = current + width
      current.update(repeating: 0, count: width)
      next.update(repeating: 0, count: width)
      current[0] = 1
      var (lo, hi) = (0, 0)
      var s = start
      while true {
        var (nextLo, nextHi) = (width, -1)
        @inline(__always) func reach(_ t: Int) {
          let w = t >> 6
          next[w] |= 1 << UInt64(t & 63)
          nextLo = min(nextLo, w)
          nextHi = max(nextHi, w)
        }
        let p = text.primaries(of: s)
        let syllable = Int(text[s].syllable)
        for w in lo...hi {
          var bitsLeft = current[w]
          current[w] = 0
          while bitsLeft != 0 {
            let q = w << 6 | bitsLeft.trailingZeroBitCount
            bitsLeft &= bitsLeft - 1
            // The segment's own primaries.
            let r = m - q
            if r <= p.count {
              var equal = true
              for k in 0..<r where p[k] != word[q + k] {
                equal = false
                break
              }
              if equal { return s }
            } else {
              var equal = true
              for k in 0..<p.count where p[k] != word[q + k] {
                equal = false
                break
              }
              if equal { reach(q + p.count) }
            }
            // A prefix of its syllable.
            guard syllable >= 0 else { continue }
            let a = Int(syllableStarts[syllable])
            let b = Int(syllableStarts[syllable + 1])
            var j = 0
            while a + j < b, q + j < m,
              syllablePrimaries[a + j] == word[q + j]
                || (syllableAlternates[a + j] != 0 && syllableAlternates[a + j] == word[q + j])
            {
              j += 1
            }
            guard j > 0 else { continue }
            if q + j == m { return s }
            for t in (q + 1)...(q + j) { reach(t) }
          }
        }
        guard nextHi >= 0, let following = text.next(after: s) else { return nil }
        s = following
        swap(&current, &next)
        (lo, hi) = (nextLo, nextHi)
      }
    }
  }

  /// Whether some word start of `text` matches `word`.
  @inline(__always)
  func hasMatch(_ word: UnsafeBufferPointer<UInt32>, in text: FoldedText) -> Bool {
    let first = word[0]
    for s in 0..<text.count where text[s].startsWord && mayStart(first, in: text, at: s) {
      if matchEnd(word, in: text, at: s) != nil { return true }
    }
    return false
  }

  /// Whether a word whose first primary is `first` may match at segment
  /// `s`: the first primary decides most starts without a match.
  @inline(__always)
  func mayStart(_ first: UInt32, in text: FoldedText, at s: Int) -> Bool {
    if text.primaries[text[s].primaryStart] == first { return true }
    let syllable = Int(text[s].syllable)
    guard syllable >= 0 else { return false }
    let a = Int(syllableStarts[syllable])
    guard a < Int(syllableStarts[syllable + 1]) else { return false }
    return syllablePrimaries[a] == first
      || (syllableAlternates[a] != 0 && syllableAlternates[a] == first)
  }

  /// Where each word of `words` matches in `text`, at word starts all
  /// different, as `(first segment, last segment)` pairs in word order; `nil`
  /// when some word cannot have a start of its own.
  ///
  /// Words are given starts by augmenting paths (a bipartite matching of
  /// query words to word starts), so that `a an` finds "Anna Andrews"
  /// whichever word takes which name.
  ///
  /// - Complexity: O(*w* · *s* · *m*) to find the candidates of *w* words at
  ///   *s* word starts, then O(*w* · *e*) for *e* candidate pairs.
  func assignment(of words: SearchWords, in text: FoldedText) -> [(Int, Int)]? {
    let starts = (0..<text.count).filter { text[$0].startsWord }
    guard starts.count >= words.count else { return nil }
    // Candidates of each word: indices into `starts`, and the match's end.
    var candidates: [[(start: Int, end: Int)]] = Array(repeating: [], count: words.count)
    for w in words.byLength {
      words.primaries.withUnsafeBufferPointer { all in
        let word = UnsafeBufferPointer(rebasing: all[words.starts[w]..<words.starts[w + 1]])
        for (k, s) in starts.enumerated() where mayStart(word[0], in: text, at: s) {
          if let end = matchEnd(word, in: text, at: s) { candidates[w].append((k, end)) }
        }
      }
      if candidates[w].isEmpty { return nil }
    }
    // Kuhn's augmenting paths, breadth first (no recursion for long queries).
    var owner = [Int](repeating: -1, count: starts.count)  // start → word
    var choice = [Int](repeating: -1, count: words.count)  // word → candidate
    var cameFrom = [Int](repeating: -1, count: starts.count)  // start → word that reached it
    var seen = [Int](repeating: -1, count: starts.count)
    for w in 0..<words.count {
      var queue = [w]
      var head = 0
      var free = -1
      while head < queue.count && free < 0 {
        let v = queue[head]
        head += 1
        for c in candidates[v] where seen[c.start] != w {
          seen[c.start] = w
          cameFrom[c.start] = v
          if owner[c.start] < 0 {
            free = c.start
            break
          }
          queue.append(owner[c.start])
        }
      }
      guard free >= 0 else { return nil }
      // Flip the path back to `w`.
      var start = free
      while true {
        let v = cameFrom[start]
        let previous = choice[v] >= 0 ? candidates[v][choice[v]].start : -1
        owner[start] = v
        choice[v] = candidates[v].firstIndex { $0.start == start }!
        if v == w { break }
        start = previous
      }
    }
    return (0..<words.count).map { w in
      let c = candidates[w][choice[w]]
      return (starts[c.start], c.end)
    }
  }
}

/// A quick test that rejects most strings a query cannot match, without
/// folding them: each word of the query (the first 64) must find a word
/// start of the string with its first primary, or a Han character whose
/// syllable begins with it. Anything the test cannot decide cheaply (a
/// contraction a mark may complete, a reading in context, a scalar with
/// many weights) passes, and the full match decides.
///
/// A class whose tables are plain memory, allocated once per query: the
/// test runs for every string, and arrays would be retained and
/// bounds-checked there.
final class SearchPrefilter: @unchecked Sendable {
  // @unchecked: the tables are written in `init` only.

  /// Per ASCII byte: `letter`, `ignorable` and `contraction` bits, and the
  /// words whose first primary it has.
  private let asciiInfo: UnsafeMutablePointer<UInt8>
  private let asciiMasks: UnsafeMutablePointer<UInt64>
  private static let letter: UInt8 = 1
  private static let ignorable: UInt8 = 2
  private static let contraction: UInt8 = 4
  /// The first primary of each word tested.
  private let firsts: [UInt32]
  /// Per pinyin syllable: the words whose first primary its first letter has.
  private let syllableMasks: UnsafeMutablePointer<UInt64>
  /// The words tested, one bit each.
  private let required: UInt64
  /// Whether some word may start with a syllable's first letter (else
  /// readings need not be looked up).
  private let startsWithSyllables: Bool
  /// For a query of one word of two letters or more, per ASCII byte,
  /// whether it has the word's second primary; `nil` for other queries.
  private let secondASCII: UnsafeMutablePointer<Bool>?
  /// Per syllable (as `syllableMasks`), bit 0: its second letter is the
  /// word's second; bit 1: its first letter is.
  private let secondLetters: UnsafeMutablePointer<UInt8>
  /// Whether the query is one word of one letter: a word start with it is
  /// a match.
  private let oneLetter: Bool
  /// Whether every word starts with a letter a–z, so that a CJK character
  /// (Han, kana, Hangul) can start one only by its reading: its pinyin
  /// syllable is then read from `SearchHanTable`, without its primary
  /// weights, and other CJK characters need no lookup at all.
  private let latinStarts: Bool
  /// The Han syllables of `SearchHanTable`, read when `latinStarts` and
  /// some word may start with a syllable (`nil` otherwise); `hanTable`
  /// keeps them. Looked up once per query, not once per string.
  private let hanTable: SearchHanTable.Table?
  private let hanValues: UnsafePointer<UInt16>?
  /// The pinyin reader, for phrases read another way (when readings count).
  private let pinyin: PinyinReader?

  init(words: SearchWords, folder: SearchFolder) {
    let tested = min(words.count, 64)
    let firsts = (0..<tested).map { words.primaries[words.starts[$0]] }
    func mask(_ p: UInt32, _ alternate: UInt32 = 0) -> UInt64 {
      var m: UInt64 = 0
      for (w, first) in firsts.enumerated()
      where first == p || (alternate != 0 && first == alternate) {
        m |= 1 << UInt64(w)
      }
      return m
    }
    var info: [UInt8] = []
    var masks: [UInt64] = []
    for b in UInt32(0)..<0x80 {
      let e = folder.cache.entry(b)
      let count = e.count
      let kind = folder.kind(of: b, firstPrimary: count == 0 ? nil : e[0])
      var bits: UInt8 = e.flags.contains(.contraction) ? Self.contraction : 0
      if kind == .letter { bits |= Self.letter }
      if kind == .ignorable { bits |= Self.ignorable }
      info.append(bits)
      masks.append(count == 0 || kind == .separator ? 0 : mask(e[0]))
    }
    var syllableMasks: [UInt64] = []
    for s in 0..<(folder.syllableStarts.count - 1) {
      let a = Int(folder.syllableStarts[s])
      let b = Int(folder.syllableStarts[s + 1])
      syllableMasks.append(
        a < b ? mask(folder.syllablePrimaries[a], folder.syllableAlternates[a]) : 0)
    }
    let letterPrimaries = (UInt32(0x61)...0x7A).map { folder.cache.entry($0)[0] }
    func copy<T>(_ values: [T]) -> UnsafeMutablePointer<T> {
      let p = UnsafeMutablePointer<T>.allocate(capacity: max(values.count, 1))
      p.initialize(from: values, count: values.count)
      return p
    }
    self.asciiInfo = copy(info)
    self.asciiMasks = copy(masks)
    self.firsts = firsts
    // Entry 0 for "no syllable", then one per syllable (as the table counts).
    self.syllableMasks = copy([0] + syllableMasks)
    self.required = tested == 64 ? ~0 : (1 << UInt64(tested)) - 1
    self.startsWithSyllables =
      folder.readsPinyin && syllableMasks[..<folder.hangulInitials].contains { $0 != 0 }
    let length = words.count == 1 ? words.starts[1] : 0
    self.oneLetter = length == 1
    var secondLetters = [UInt8](repeating: 0, count: syllableMasks.count + 1)
    // The second letter is tested only if it is a letter a–z too: a Han
    // character's own weight could otherwise take it.
    if length >= 2 && letterPrimaries.contains(words.primaries[1]) {
      let q1 = words.primaries[1]
      func isSecond(_ k: Int) -> Bool {
        folder.syllablePrimaries[k] == q1
          || (folder.syllableAlternates[k] != 0 && folder.syllableAlternates[k] == q1)
      }
      for s in 0..<syllableMasks.count {
        let a = Int(folder.syllableStarts[s])
        let b = Int(folder.syllableStarts[s + 1])
        if a + 1 < b && isSecond(a + 1) { secondLetters[s + 1] |= 1 }
        if a < b && isSecond(a) { secondLetters[s + 1] |= 2 }
      }
      self.secondASCII = copy(
        (UInt32(0)..<0x80).map { b in
          let e = folder.cache.entry(b)
          return e.count != 0 && e[0] == q1
        })
    } else {
      self.secondASCII = nil
    }
    self.secondLetters = copy(secondLetters)
    self.latinStarts = firsts.allSatisfy(letterPrimaries.contains)
    let hanTable = latinStarts && startsWithSyllables ? folder.collator.data.searchHanTable : nil
    self.hanTable = hanTable
    self.hanValues = hanTable?.values
    self.pinyin = startsWithSyllables ? folder.collator.data.pinyin : nil
  }

  deinit {
    asciiInfo.deallocate()
    asciiMasks.deallocate()
    syllableMasks.deallocate()
    secondLetters.deallocate()
    secondASCII?.deallocate()
  }

  /// What the quick test can tell.
  enum Answer {
    /// The string cannot match, and holds no kana (U+3040–U+30FF), so
    /// that its romaji cannot match either.
    case noKana
    /// The string cannot match (its romaji may).
    case no
    /// The full match must decide.
    case maybe
    /// The string matches (a query of one letter found at a word start).
    case yes
  }

  /// Whether the string in `utf8` may match: `.no` or `.noKana` only when
  /// it cannot, `.yes` only when it does.
  ///
  /// - Complexity: O(*n*) for *n* bytes, with one table lookup a byte for
  ///   ASCII.
  func mayMatch(_ utf8: UnsafeBufferPointer<UInt8>, folder: SearchFolder) -> Answer {
    guard let base = utf8.baseAddress else { return .noKana }
    let n = utf8.count
    let cache = folder.cache
    // Shared tables (the pinyin reader, `Normalizer.shared`) are used in
    // place: a copy would retain each of their arrays.
    let readsPinyin = startsWithSyllables
    let hanTable = hanValues
    var sawKana = false
    var seen: UInt64 = 0
    var afterLetter: UInt8 = 0
    var afterContraction = false
    var atNameStart = folder.readsNames
    var i = 0
    let info = asciiInfo
    let masks = asciiMasks
    do {
      do {
        while i < n {
          let byte = base[i]
          if byte < 0x80 {
            // Without branches on the byte's kind: they mispredict.
            let b = Int(byte)
            i += 1
            let bits = info[b]
            seen |= afterLetter & bits & Self.letter != 0 ? 0 : masks[b]
            afterLetter = bits & Self.ignorable != 0 ? afterLetter : bits & Self.letter
            afterContraction = bits & Self.contraction != 0
            atNameStart = atNameStart && (byte == 0x20 || (0x09...0x0D).contains(byte))
            if seen == required {
              // One letter found alone: no mark can follow to change it.
              return oneLetter && (i == n || base[i] < 0x80) ? .yes : .maybe
            }
            continue
          }
          let (cp, length) = PrimaryCache.decode(utf8, at: i)
          i += length
          sawKana = sawKana || (0x3040...0x30FF).contains(cp)
          if latinStarts, (0x2E80..<0xA000).contains(cp) || (0xAC00...0xD7A3).contains(cp) {
            // A CJK character: a word of its own (or punctuation), which only
            // a reading can start.
            if let hanTable, cp >= SearchHanTable.first, cp < SearchHanTable.end {
              let value = hanTable[Int(cp - SearchHanTable.first)]
              // A reading in context may differ from the default one.
              if atNameStart && value & SearchHanTable.surname != 0 { return .maybe }
              if value & SearchHanTable.phrase != 0, let pinyin,
                pinyin.mayStartPhrase(
                  cp, next: i < n ? PrimaryCache.decode(utf8, at: i).scalar : nil)
              {
                return .maybe
              }
              let syllable = Int(value & SearchHanTable.syllableMask)
              if let secondASCII {
                // One word: its first two letters must begin this syllable,
                // or its first this syllable and its second the next
                // character.
                if syllableMasks[syllable] != 0 {
                  if secondLetters[syllable] & 1 != 0 { return .maybe }
                  if i == n { continue }
                  let next = base[i]
                  if next < 0x80 {
                    let b = Int(next)
                    if secondASCII[b] || info[b] & Self.ignorable != 0 { return .maybe }
                  } else {
                    let (cp2, _) = PrimaryCache.decode(utf8, at: i)
                    guard cp2 >= SearchHanTable.first, cp2 < SearchHanTable.end else {
                      return .maybe
                    }
                    let value2 = hanTable[Int(cp2 - SearchHanTable.first)]
                    if value2 & SearchHanTable.phrase != 0
                      || secondLetters[Int(value2 & SearchHanTable.syllableMask)] & 2 != 0
                    {
                      return .maybe
                    }
                  }
                }
              } else {
                seen |= syllableMasks[syllable]
                if seen == required { return oneLetter ? .yes : .maybe }
              }
            }
            afterLetter = 0
            // An ideographic space before a name leaves its surname first.
            atNameStart = atNameStart && PinyinReader.isSpaceBeforeName(cp)
            // A mark after it passes (the tailoring may contract the two).
            afterContraction = true
            continue
          }
          let e = cache.entry(cp)
          let flags = e.flags
          if flags.contains(.continues), Normalizer.shared.combiningClass(cp) != 0 {
            // A mark: part of the segment before, unless it changes it.
            if flags.contains(.slow) || afterContraction { return .maybe }
            continue
          }
          if flags.contains(.slow) { return .maybe }
          afterContraction = flags.contains(.contraction)
          let kind = folder.kind(of: cp, firstPrimary: e.count == 0 ? nil : e[0])
          switch kind {
          case .ignorable: continue
          case .separator:
            afterLetter = 0
            continue
          case .letter, .solo:
            break
          }
          let startsWord = kind == .solo || afterLetter == 0
          afterLetter = kind == .letter ? Self.letter : 0
          let nameStart = atNameStart && !PinyinReader.isSpaceBeforeName(cp)
          if nameStart { atNameStart = false }
          guard startsWord else { continue }
          for (w, first) in firsts.enumerated() where first == e[0] { seen |= 1 << UInt64(w) }
          if readsPinyin, PinyinReader.mayRead(cp) {
            if let reading = pinyin?.defaultReading(of: Unicode.Scalar(cp)!) {
              seen |= syllableMasks[reading.syllable + 1]
            }
            if seen == required { return .maybe }
            // A reading in context may differ from the default one.
            if nameStart && flags.contains(.surname) { return .maybe }
            if flags.contains(.phrase), let pinyin,
              pinyin.mayStartPhrase(
                cp, next: i < n ? PrimaryCache.decode(utf8, at: i).scalar : nil)
            {
              return .maybe
            }
          }
          if seen == required { return .maybe }
        }
        return sawKana ? .no : .noKana
      }
    }
  }
}

/// Per character of the BMP's CJK blocks (radicals, kana, ideographs): its
/// default pinyin syllable + 1 (0 for none) and whether a phrase or a
/// surname read another way starts with it, in two bytes, so that search
/// reads 58 KB rather than primary weights and reading tables.
enum SearchHanTable {
  static let first: UInt32 = 0x2E80
  static let end: UInt32 = 0xA000
  static let syllableMask: UInt16 = 0x7FF
  static let phrase: UInt16 = 0x800
  static let surname: UInt16 = 0x1000

  /// The table of one pinyin reader (`CollationData.searchHanTable`),
  /// built once and kept in place (a pointer, not an array to retain).
  final class Table: @unchecked Sendable {
    // @unchecked: `values` is written only by `init`.
    let values: UnsafePointer<UInt16>

    init(_ reader: PinyinReader) {
      precondition(reader.syllableCount < Int(syllableMask), "too many pinyin syllables")
      let values = UnsafeMutablePointer<UInt16>.allocate(capacity: Int(end - first))
      for cp in first..<end {
        var value: UInt16 = 0
        if let scalar = Unicode.Scalar(cp), let reading = reader.defaultReading(of: scalar) {
          value = UInt16(reading.syllable + 1)
        }
        if reader.startsPhrase(cp) { value |= phrase }
        if reader.startsSurname(cp) { value |= surname }
        (values + Int(cp - first)).initialize(to: value)
      }
      self.values = UnsafePointer(values)
    }

    deinit { UnsafeMutablePointer(mutating: values).deallocate() }
  }
}
