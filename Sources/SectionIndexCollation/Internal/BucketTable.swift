import SectionIndexAlgorithms
internal import SectionIndexCollationTables

/// Section titles and the primary-weight boundaries that decide which section a
/// string belongs to (the model of ICU's `AlphabeticIndex`).
///
/// Each title has a lower bound: the primary weights of its label. A string
/// belongs to the title with the greatest lower bound not above its own
/// primaries, unless the first letter of a later script lies between the two:
/// then no title of its script exists and it goes to `#`.
struct BucketTable: Sendable {
  /// Display order: the locale's titles, those of further locales (the title
  /// for Han without a reading right after the titles of the locale that
  /// decides Han), Latin A–Z where missing, `#`.
  let titles: [String]
  /// Lower bounds sorted by weight, each as up to four primaries packed into
  /// two integers (zero-padded: no primary is 0, so padding sorts first, as a
  /// shorter key does); `title` is an index into `titles`.
  private var bounds: [(high: UInt64, low: UInt64, title: Int)]
  private let overflow: Int
  /// How many primaries of a string are compared with the bounds (at most 4).
  let depth: Int
  /// With `depth` 1: each bound's primary and title, for a compact search.
  private var single: [UInt32] = []
  private var singleTitles: [Int32] = []

  /// Builds the titles of an index.
  ///
  /// - Parameters:
  ///   - collator: The collation of the first locale; all bounds use it.
  ///   - others: Further locales whose titles join the index, in order.
  ///   - hanTitle: The title for Han without a title of its own (Japanese
  ///     kanji without a reading), or `nil` for `#`; it follows the titles of
  ///     the locale that decides Han.
  init(collator: Collator, others: [LocaleCollation?] = [], hanTitle: String? = nil) {
    var titles: [String] = []
    var bounds: [(key: [UInt32], title: Int)] = []
    // Adds titles in collation order, skipping any equal at primary strength
    // to one already present: it could never hold a string (Russian Ё sorts
    // with Е), and ICU drops it too.
    func add(_ candidates: [(title: String, label: [UInt32])]) {
      let keyed = candidates.map {
        (title: $0.title, key: collator.primaries(of: $0.label, limit: 4))  // see `pack`
      }
      .filter { !$0.key.isEmpty }
      .indexSorted { $0.key.lexicographicallyPrecedes($1.key) }
      for entry in keyed where !bounds.contains(where: { $0.key == entry.key }) {
        titles.append(entry.title)
        bounds.append((entry.key, titles.count - 1))
      }
    }
    let first = collator.locale
    // The locale that decides Han: the first, or a later one (Chinese in
    // `en,zh-Hans`) whose order and markers the collator borrows for Han.
    let hanDecider = collator.hanDecider
    // Chinese tailorings mark their index boundaries with U+FDD0 + label.
    var markers: [(title: String, label: [UInt32])] = []
    for c in hanDecider?.tailoring?.contractions(startingWith: 0xFDD0) ?? []
    where c.tail.count == 1 {
      let s = c.tail[0]
      let title =
        (0x2801...0x28FF).contains(s)
        ? "\(s - 0x2800)劃" : String(Character(Unicode.Scalar(s) ?? "?"))
      markers.append((title, [0xFDD0, s]))
    }
    func exemplars(_ locale: LocaleCollation?) -> [(title: String, label: [UInt32])] {
      (locale?.titles ?? []).map { ($0, collator.scalars(of: $0)) }
    }
    func isHan(_ locale: LocaleCollation?) -> Bool {
      locale?.titles.first?.unicodeScalars.first.map { UnicodeProperties.isIdeographic($0.value) }
        ?? false
    }
    // Stroke counts or zhuyin are the titles of the Chinese locale that
    // decides Han, where it stands in the list; other Han-titled locales
    // (a later Chinese one) add none.
    let markerTitles = !markers.isEmpty && isHan(hanDecider)
    // The title for Han without a reading follows the titles of the locale
    // that decides Han (Japanese: あ … わ, 他, then A–Z, as Android shows it).
    var hanTitleIndex: Int? = nil
    for locale in [first] + others {
      if markerTitles && locale === hanDecider {
        add(markers)
      } else if locale === first || !isHan(locale) {
        add(exemplars(locale))
      }
      if let hanTitle, markers.isEmpty, hanTitleIndex == nil, locale === hanDecider {
        titles.append(hanTitle)
        hanTitleIndex = titles.count - 1
      }
    }
    // Latin A–Z for every index, as the contacts apps of iOS and Android do.
    // (Titles are compared by their bytes, which for these is what `==`
    // answers: only "A" itself is canonically equivalent to "A", and
    // markers meet only the tables' own titles, which are NFC.)
    if !titles.contains(where: { $0.utf8Equals("A") }) {
      add((UInt32(0x41)...0x5A).map { (String(Character(Unicode.Scalar($0)!)), [$0]) })
    }
    // Pinyin markers bound Han under the same titles as Latin.
    var markerBounds: [(key: [UInt32], title: Int)] = []
    for m in markers {
      if let i = titles.firstIndex(where: { $0.utf8Equals(m.title) }) {
        markerBounds.append((collator.primaries(of: m.label, limit: 4), i))
      }
    }
    if !markerTitles { bounds += markerBounds }
    // Han the Chinese collation does not list (no reading or stroke count in
    // its data: rare characters, those made in Japan) sorts after all it
    // lists, by code point; ICU files it under the last title, never in the
    // overflow, and so do we.
    let lastHan = markerBounds.max { $0.key.lexicographicallyPrecedes($1.key) }
    // A title of several primaries (Swahili CH, Maltese IE, Khmer ឦ = អ + ី)
    // holds the strings that begin with it; those after them go back to the
    // nearest title of one primary before it in its script, as ICU's
    // AlphabeticIndex does (it bounds them with the title + U+FFFF), or to
    // `#` when there is none (Uyghur ئا, before ا).
    let scriptStarts = scriptBlockStarts.map { collator.reordered($0) }
    var previous: (key: [UInt32], title: Int)? = nil
    var redirects: [(key: [UInt32], title: Int?)] = []
    for b in bounds.indexSorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
      if b.key.count == 1 {
        previous = b
      } else if b.key.count < 4 {
        let sameScript =
          previous.map { p in
            !scriptStarts.contains(where: { $0 > p.key[0] && $0 <= b.key[0] })
          } ?? false
        redirects.append((b.key + [UInt32.max], sameScript ? previous?.title : nil))
      }
    }
    if let hanTitleIndex {
      for start in hanBlockStarts {
        bounds.append(([collator.reordered(start)], hanTitleIndex))
      }
    }
    if let lastHan {
      for start in hanBlockStarts where collator.reordered(start) > lastHan.key[0] {
        bounds.append(([collator.reordered(start)], lastHan.title))
      }
    }
    titles.append("#")
    let overflow = titles.count - 1
    bounds += redirects.map { ($0.key, $0.title ?? overflow) }
    // The first letter of every script bounds `#` for scripts without titles.
    for start in scriptBlockStarts {
      bounds.append(([collator.reordered(start)], overflow))
    }
    bounds.indexSort { a, b in
      if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
      return a.title < b.title  // a title wins over the script start it sits on
    }
    // Keep the first bound for equal keys.
    var unique: [(key: [UInt32], title: Int)] = []
    for b in bounds where unique.last?.key != b.key { unique.append(b) }
    self.titles = titles
    self.bounds = unique.map { b in
      let (high, low) = b.key.withUnsafeBufferPointer { Self.pack($0) }
      return (high, low, b.title)
    }
    self.overflow = overflow
    self.depth = Swift.max(1, unique.map { $0.key.count }.max() ?? 1)
    makeSingle()
  }

  private mutating func makeSingle() {
    guard depth == 1 else { return }
    single = bounds.map { UInt32(truncatingIfNeeded: $0.high >> 32) }
    singleTitles = bounds.map { Int32($0.title) }
  }

  /// Every primary weight of the bounds.
  var boundPrimaries: [UInt32] {
    bounds.flatMap { Self.unpack($0.high, $0.low) }
  }

  /// The same table over primary codes, for keys made of codes; `nil` when a
  /// bound has no exact code (codes are built with `boundPrimaries`).
  func recoded(by codes: PrimaryCodes) -> BucketTable? {
    var copy = self
    for (k, b) in bounds.enumerated() {
      var key: [UInt32] = []
      for p in Self.unpack(b.high, b.low) {
        let (code, exact) = codes.code(p)
        guard exact else { return nil }
        key.append(code)
      }
      let (high, low) = key.withUnsafeBufferPointer { Self.pack($0) }
      copy.bounds[k] = (high, low, b.title)
    }
    copy.makeSingle()
    return copy
  }

  /// Up to four primaries as two integers that compare as the primaries do.
  @inline(__always)
  private static func pack(_ key: UnsafeBufferPointer<UInt32>) -> (UInt64, UInt64) {
    var w: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    let n = Swift.min(key.count, 4)
    if n > 0 { w.0 = UInt64(key[0]) }
    if n > 1 { w.1 = UInt64(key[1]) }
    if n > 2 { w.2 = UInt64(key[2]) }
    if n > 3 { w.3 = UInt64(key[3]) }
    return (w.0 << 32 | w.1, w.2 << 32 | w.3)
  }

  /// The primaries that `pack` packed.
  private static func unpack(_ high: UInt64, _ low: UInt64) -> [UInt32] {
    [high >> 32, high, low >> 32, low].map { UInt32(truncatingIfNeeded: $0) }.filter { $0 != 0 }
  }

  /// The section of a string: its first ``depth`` primaries after leading
  /// white space and format characters, from the whole rest of the string
  /// (marks, ignorables and contractions before the first letter can be any
  /// number of scalars long, so no prefix is safe to stop at).
  func bucket(for string: String, collator: Collator) -> Int {
    var nfd: [UInt32] = []
    Normalizer.shared.appendNFD(Self.withoutLeadingInvisibles(string), to: &nfd)
    return bucket(forPrimaries: collator.primaries(of: nfd, limit: depth))
  }

  /// The section of a string whose collation elements are already known.
  func bucket(for string: String, elements: [CollationElement], collator: Collator) -> Int {
    if let first = string.unicodeScalars.first, Self.isSkipped(first) {
      return bucket(for: string, collator: collator)
    }
    return bucket(forPrimaries: collator.primaries(of: elements, limit: depth))
  }

  /// Leading white space and invisible format characters do not decide the
  /// section (ICU's AlphabeticIndex does not skip them).
  @inline(__always)
  static func isSkipped(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    if v < 0x80 { return v == 0x20 || (0x09...0x0D).contains(v) }
    // Kana, CJK and Hangul hold no white space or format characters but U+3164.
    if v >= 0x3040 && v <= 0xD7A3 && v != 0x3164 { return false }
    // White space, format characters (gc=Cf), default ignorables.
    return UnicodeProperties.isSkippedAtStart(v)
  }

  static func withoutLeadingInvisibles(_ string: String) -> Substring.UnicodeScalarView {
    string.unicodeScalars.drop(while: isSkipped)
  }

  private func bucket(forPrimaries key: [UInt32]) -> Int {
    key.withUnsafeBufferPointer { bucket(forPrimaries: $0) }
  }

  /// The section of a string from its first ``depth`` primaries (fewer when it
  /// has fewer; leading white space and format characters already skipped).
  func bucket(forPrimaries key: UnsafeBufferPointer<UInt32>) -> Int {
    if key.isEmpty { return overflow }
    if depth == 1 {
      // One primary decides: the greatest single bound not above it.
      let p = key[0]
      let k = single.indices.partitioningIndex { single[$0] > p }
      return k == 0 ? overflow : Int(singleTitles[k - 1])
    }
    let (high, low) = Self.pack(UnsafeBufferPointer(rebasing: key.prefix(depth)))
    // The greatest bound not above the key.
    let lo = bounds.indices.partitioningIndex {
      bounds[$0].high > high || (bounds[$0].high == high && bounds[$0].low > low)
    }
    return lo == 0 ? overflow : bounds[lo - 1].title
  }
}
