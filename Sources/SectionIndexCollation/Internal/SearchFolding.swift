import SectionIndexAlgorithms
internal import SectionIndexCollationTables

/// Text folded for search: its segments (a starter and the combining marks
/// after it), each with its primary weights, what it is for word boundaries,
/// and the pinyin syllable it reads, if any.
///
/// Segments are folded one by one: a contraction across segments (Czech
/// "ch", Danish "aa") is not applied, so that every prefix of a query matches
/// whatever the whole query matches ("c" finds what "ch" finds), as a search
/// while typing needs. Contractions inside a segment apply (Swedish "a" with
/// U+0308 is "ä", a letter of its own).
struct SearchSegment {
  /// The segment's UTF-8 offsets in the string (`Int`: a string may be
  /// longer than 2 GB).
  var start: Int
  var end: Int
  /// Its primary weights: `primaries[primaryStart..<primaryStart + primaryCount]`.
  var primaryStart: Int
  var primaryCount: Int
  var kind: SearchSegmentKind
  /// Whether a word starts here.
  var startsWord: Bool
  /// The pinyin syllable (index into the syllable table) this segment reads
  /// in context, -1 for none.
  var syllable: Int32
  /// The index of its first scalar in the string.
  var scalarIndex: Int
}

enum SearchSegmentKind: UInt8 {
  /// No primary weight and no separator: format characters, lone marks.
  case ignorable
  /// White space and punctuation (variable primaries): ends words.
  case separator
  /// Letters and digits: a word goes on through them.
  case letter
  /// A word of its own, that a query word may also go on through: Han,
  /// kana, Hangul (written without spaces between names), symbols and emoji.
  case solo
}

/// Folds strings for search with one collation; the shared part of every
/// query of that collation.
///
/// A class, so that a query holds one reference to it (a collator is many).
final class SearchFolder: Sendable {
  let collator: Collator
  let cache: PrimaryCache
  var readsPinyin: Bool { collator.readsPinyin }
  let readsNames: Bool
  /// The primary of "0": primaries between the variable ones and this are
  /// symbols.
  let digitZero: UInt32
  /// Per pinyin syllable: `syllablePrimaries[syllableStarts[s]..<syllableStarts[s + 1]]`,
  /// the primaries of its toneless letters; `syllableAlternates` the same
  /// length, the primary of "v" where the letter is "ü" (typed "v" on
  /// pinyin keyboards), else 0. After the pinyin syllables (from
  /// `hangulInitials` on), the 19 initial consonants of Hangul syllables,
  /// a "reading" of one letter each, so that `ㄱㅊㅅ` finds 김철수 as Korean
  /// contacts apps search by initials.
  let syllablePrimaries: [UInt32]
  let syllableAlternates: [UInt32]
  let syllableStarts: [Int32]
  /// The index of the first Hangul initial among the syllables.
  let hangulInitials: Int

  init(collator: Collator, cache: PrimaryCache) {
    self.collator = collator
    self.cache = cache
    self.readsNames = collator.readsNames
    let zero = cache.entry(0x30)
    self.digitZero = zero.count == 0 ? 0 : zero[0]
    var primaries: [UInt32] = []
    var alternates: [UInt32] = []
    var starts: [Int32] = [0]
    if collator.readsPinyin {
      let reader = collator.data.pinyin
      let v = cache.entry(0x76)
      let vPrimary = v.count == 0 ? 0 : v[0]
      for s in 0..<reader.syllableCount {
        let text = reader.syllable(of: .init(syllable: s, tone: 0), style: .plain)
        for scalar in text.unicodeScalars {
          let e = cache.entry(scalar.value)
          let count = e.count
          for k in 0..<count {
            primaries.append(e[k])
            alternates.append(scalar == "ü" && k == 0 ? vPrimary : 0)
          }
        }
        starts.append(Int32(primaries.count))
      }
    }
    self.hangulInitials = starts.count - 1
    for initial in UInt32(0x1100)...0x1112 {
      let e = cache.entry(initial)
      for k in 0..<e.count {
        primaries.append(e[k])
        alternates.append(0)
      }
      starts.append(Int32(primaries.count))
    }
    self.syllablePrimaries = primaries
    self.syllableAlternates = alternates
    self.syllableStarts = starts
  }

  /// Whether a scalar belongs to a script written without spaces between
  /// names, whose every character starts a word (Han, kana, Hangul).
  @inline(__always)
  static func isSolo(_ cp: UInt32) -> Bool {
    guard cp >= 0x1100 else { return false }
    return cp <= 0x11FF || (0x2E80...0x9FFF).contains(cp) || (0xA960...0xA97F).contains(cp)
      || (0xAC00...0xD7FF).contains(cp) || (0xF900...0xFAFF).contains(cp)
      || (0xFF66...0xFFDC).contains(cp) || (0x1B000...0x1B2FF).contains(cp) || cp >= 0x20000
  }

  /// The kind of a segment without primary weights: a separator for white
  /// space and punctuation (which alternate=shifted leaves without
  /// primaries), else ignorable.
  static func kindWithoutPrimaries(_ cp: UInt32) -> SearchSegmentKind {
    if cp < 0x80 {
      let isControl = cp < 0x20 && !(0x09...0x0D).contains(cp) || cp == 0x7F
      return isControl ? .ignorable : .separator
    }
    // White space, punctuation (gc=P*) and separators (gc=Z*).
    return UnicodeProperties.isSeparator(cp) ? .separator : .ignorable
  }

  /// The kind of a segment from its first scalar and its first primary
  /// (`nil` when it has none).
  @inline(__always)
  func kind(of cp: UInt32, firstPrimary: UInt32?) -> SearchSegmentKind {
    guard let p = firstPrimary else { return Self.kindWithoutPrimaries(cp) }
    if p <= lastVariablePrimary { return .separator }
    if p < digitZero || Self.isSolo(cp) { return .solo }
    return .letter
  }

  /// The primaries of a segment folded in full: NFD, contractions inside it,
  /// expansions.
  func fullPrimaries(of utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> [UInt32]
  {
    var scalars: [Unicode.Scalar] = []
    var i = start
    while i < end {
      let (cp, length) = PrimaryCache.decode(utf8, at: i)
      scalars.append(Unicode.Scalar(cp) ?? "\u{FFFD}")
      i += length
    }
    var nfd: [UInt32] = []
    Normalizer.shared.appendNFD(scalars, to: &nfd)
    var elements: [CollationElement] = []
    collator.appendElements(of: &nfd, to: &elements)
    return collator.primaries(of: elements, limit: Int.max)
  }
}

/// The segments of one string, in buffers the caller owns.
struct FoldedText {
  var segments: UnsafeMutablePointer<SearchSegment>
  var count = 0
  var primaries: UnsafeMutablePointer<UInt32>
  var primaryCapacity: Int
  var primaryCount = 0
  /// Whether some segment reads a pinyin syllable.
  var hasSyllables = false

  @inline(__always)
  subscript(i: Int) -> SearchSegment { segments[i] }

  /// The primaries of segment `i`.
  @inline(__always)
  func primaries(of i: Int) -> UnsafeBufferPointer<UInt32> {
    let s = segments[i]
    return UnsafeBufferPointer(start: primaries + s.primaryStart, count: s.primaryCount)
  }

  /// The segment after `i` that a word may go on to (skipping ignorable
  /// ones), or `nil` at a separator or the end.
  @inline(__always)
  func next(after i: Int) -> Int? {
    var s = i + 1
    while s < count {
      switch segments[s].kind {
      case .ignorable: s += 1
      case .separator: return nil
      case .letter, .solo: return s
      }
    }
    return nil
  }
}

extension SearchFolder {
  /// Folds `utf8` into `text`'s buffers: `segments` must have room for
  /// `utf8.count` segments. Returns `false` when the primaries do not fit in
  /// `text.primaryCapacity` (the caller retries with more room).
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  ///
  /// - Parameter hanBySyllable: Whether no query primary can be a Han
  ///   character's own (the query is all letters): Han characters with a
  ///   reading then take their syllable from `SearchHanTable`, and a
  ///   placeholder weight, 0, that matches nothing.
  func fold(
    _ utf8: UnsafeBufferPointer<UInt8>, into text: inout FoldedText, hanBySyllable: Bool = false
  ) -> Bool {
    guard !utf8.isEmpty else { return true }
    // Shared tables (the pinyin reader, `Normalizer.shared`) are used in
    // place: a copy would retain each of their arrays.
    let hanTable = hanBySyllable && readsPinyin ? collator.data.searchHanTable.values : nil
    let n = utf8.count
    var i = 0
    var scalarIndex = 0
    // The open segment: its first scalar, and whether it needs folding in
    // full (a contraction its base starts may take its marks, or a scalar
    // has a primary weight that the cache does not hold).
    var openScalar: UInt32 = 0
    var openIsHan = false
    var full = false
    var baseStartsContraction = false
    var needsContext = false
    var previousKind = SearchSegmentKind.separator
    while i < n {
      let (cp, length) = PrimaryCache.decode(utf8, at: i)
      if let hanTable, cp >= SearchHanTable.first, cp < SearchHanTable.end,
        case let value = hanTable[Int(cp - SearchHanTable.first)],
        value & SearchHanTable.syllableMask != 0
      {
        // A Han character with a reading, for a query of letters.
        if text.count > 0 {
          guard
            close(
              &text, utf8, scalar: openScalar, isHan: openIsHan, full: full,
              previousKind: &previousKind)
          else { return false }
        }
        guard text.primaryCount + 3 <= text.primaryCapacity else { return false }
        let start = text.primaryCount
        text.primaries[start] = 0
        text.primaryCount += 1
        full = false
        baseStartsContraction = true  // a mark after it is folded in full
        openScalar = cp
        openIsHan = true
        text.segments[text.count] = SearchSegment(
          start: i, end: i + length, primaryStart: start, primaryCount: 1,
          kind: .solo, startsWord: true,
          syllable: Int32(value & SearchHanTable.syllableMask) - 1, scalarIndex: scalarIndex)
        text.count += 1
        text.hasSyllables = true
        i += length
        scalarIndex += 1
        if (readsNames && value & SearchHanTable.surname != 0)
          || (value & SearchHanTable.phrase != 0
            && collator.data.pinyin.mayStartPhrase(
              cp, next: i < n ? PrimaryCache.decode(utf8, at: i).scalar : nil))
        {
          needsContext = true
        }
        continue
      }
      let e = cache.entry(cp)
      let flags = e.flags
      if text.count > 0, flags.contains(.continues),
        Normalizer.shared.combiningClass(cp) != 0
      {
        // A combining mark: part of the open segment.
        text.segments[text.count - 1].end = i + length
        if baseStartsContraction || flags.contains(.slow) { full = true }
        i += length
        scalarIndex += 1
        continue
      }
      if text.count > 0 {
        guard
          close(
            &text, utf8, scalar: openScalar, isHan: openIsHan, full: full,
            previousKind: &previousKind)
        else { return false }
      }
      guard text.primaryCount + 3 <= text.primaryCapacity else { return false }
      openIsHan = false
      let count = e.count
      let start = text.primaryCount
      full = flags.contains(.slow)
      if !full {
        for k in 0..<count { text.primaries[start + k] = e[k] }
        text.primaryCount += count
      }
      baseStartsContraction = flags.contains(.contraction)
      openScalar = cp
      var segment = SearchSegment(
        start: i, end: i + length, primaryStart: start,
        primaryCount: full ? 0 : count, kind: .ignorable, startsWord: false,
        syllable: -1, scalarIndex: scalarIndex)
      i += length
      scalarIndex += 1
      if (0xAC00...0xD7A3).contains(cp) {
        // A Hangul syllable: also read as its initial consonant.
        segment.syllable = Int32(hangulInitials) + Int32((cp - 0xAC00) / 588)
        text.hasSyllables = true
      } else if readsPinyin, PinyinReader.mayRead(cp),
        let reading = collator.data.pinyin.defaultReading(of: Unicode.Scalar(cp)!)
      {
        segment.syllable = Int32(reading.syllable)
        text.hasSyllables = true
        if flags.contains(.surname)
          || (flags.contains(.phrase)
            && collator.data.pinyin.mayStartPhrase(
              cp, next: i < n ? PrimaryCache.decode(utf8, at: i).scalar : nil))
        {
          needsContext = true
        }
      }
      text.segments[text.count] = segment
      text.count += 1
    }
    if text.count > 0 {
      guard
        close(
          &text, utf8, scalar: openScalar, isHan: openIsHan, full: full,
          previousKind: &previousKind)
      else { return false }
    }
    if needsContext { applyContextReadings(utf8, to: &text) }
    return true
  }

  /// Completes the last segment now that its marks are known: folds it in
  /// full if it needs it, decides its kind and whether it starts a word.
  @inline(__always)
  ///
  /// - Parameter isHan: Whether the segment is a Han character folded from
  ///   `SearchHanTable` (with a placeholder weight): a word of its own.
  private func close(
    _ text: inout FoldedText, _ utf8: UnsafeBufferPointer<UInt8>, scalar cp: UInt32,
    isHan: Bool, full: Bool, previousKind: inout SearchSegmentKind
  ) -> Bool {
    let last = text.count - 1
    if isHan && !full {
      previousKind = .solo
      return true
    }
    if full {
      let segment = text.segments[last]
      let primaries = fullPrimaries(of: utf8, from: segment.start, to: segment.end)
      let start = segment.primaryStart
      guard start + primaries.count + 3 <= text.primaryCapacity else { return false }
      for (k, p) in primaries.enumerated() { text.primaries[start + k] = p }
      text.primaryCount = start + primaries.count
      text.segments[last].primaryCount = primaries.count
    }
    let segment = text.segments[last]
    let kind = self.kind(
      of: cp,
      firstPrimary: segment.primaryCount == 0
        ? nil : text.primaries[segment.primaryStart])
    text.segments[last].kind = kind
    if kind == .ignorable { return true }
    text.segments[last].startsWord = kind == .solo || (kind == .letter && previousKind != .letter)
    previousKind = kind
    return true
  }

  /// Replaces the default readings of a string's Han characters by their
  /// readings in context (phrases; surnames for names).
  private func applyContextReadings(
    _ utf8: UnsafeBufferPointer<UInt8>, to text: inout FoldedText
  ) {
    var scalars: [Unicode.Scalar] = []
    var i = 0
    while i < utf8.count {
      let (cp, length) = PrimaryCache.decode(utf8, at: i)
      scalars.append(Unicode.Scalar(cp) ?? "\u{FFFD}")
      i += length
    }
    let readings = collator.data.pinyin.readings(of: scalars, names: readsNames)
    for k in 0..<text.count where text.segments[k].syllable >= 0 {
      if let reading = readings[text.segments[k].scalarIndex] {
        text.segments[k].syllable = Int32(reading.syllable)
      }
    }
  }
}
