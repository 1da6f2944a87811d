import Testing

@testable import SectionIndexCollation

/// ``SortKey``: its `Comparable` and `Hashable` agree with
/// ``IndexedCollation/compare(_:_:)``, and its order is its bytes' order.
@Suite struct SortKeyTests {
  static let words = [
    "", " ", "a", "A", "á", "b", "ab", "Ab", "Äpfel", "Apfel", "Birne", "e", "é", "e\u{301}",
    "ea", "ez", "f", "z", "Zürich", "1", "#", "日本",
  ]

  struct Pair: CustomTestStringConvertible, Sendable {
    var locale: String
    var lhs: String
    var rhs: String
    var testDescription: String { "\(locale) \(lhs.debugDescription) \(rhs.debugDescription)" }
  }

  static func pairs(_ locale: String) -> [Pair] {
    words.flatMap { l in words.map { r in Pair(locale: locale, lhs: l, rhs: r) } }
  }

  // A locale a test and its 484 pairs looped: one Swift Testing event a
  // locale instead of one a pair (CONTRIBUTING.md, "Test output").
  @Test(arguments: ["en", "de", "sv"])
  func comparableAndHashableAgreeWithCompare(locale: String) {
    for pair in Self.pairs(locale) { agree(pair) }
  }

  func agree(_ pair: Pair) {
    let collation = IndexedCollation(locale: pair.locale)
    let l = collation.sortKey(for: pair.lhs)
    let r = collation.sortKey(for: pair.rhs)
    switch collation.compare(pair.lhs, pair.rhs) {
    case .ascending:
      #expect(l < r)
      #expect(l != r)
    case .descending:
      #expect(r < l)
      #expect(l != r)
    case .same:
      #expect(!(l < r) && !(r < l))
      #expect(l == r)
      #expect(l.hashValue == r.hashValue)
    }
    #expect((l < r) == l.bytes.lexicographicallyPrecedes(r.bytes))
    #expect((l == r) == (l.bytes == r.bytes))
  }

  @Test(arguments: [("Äpfel", "Birne", "de"), ("a", "b", "en"), ("z", "ö", "sv"), ("", "a", "en")])
  func documentedOrder(lower: String, higher: String, locale: String) {
    let collation = IndexedCollation(locale: locale)
    #expect(collation.sortKey(for: lower) < collation.sortKey(for: higher))
    #expect(collation.areInIncreasingOrder(lower, higher))
  }

  /// "é" and "e" + U+0301 are equal as Swift strings: their keys differ (the
  /// code point tie-break), but nothing else sorts between them.
  @Test(arguments: [("\u{E9}", "e\u{301}"), ("\u{C5}", "A\u{30A}"), ("\u{212B}", "\u{C5}")])
  func canonicallyEquivalentStringsSortAdjacent(a: String, b: String) {
    let collation = IndexedCollation(locale: "en")
    let ka = collation.sortKey(for: a)
    let kb = collation.sortKey(for: b)
    #expect(ka != kb)
    let (low, high) = ka < kb ? (ka, kb) : (kb, ka)
    for word in Self.words + ["e", "f", "A", "Å", "B", "ea", "E"] {
      let k = collation.sortKey(for: word)
      #expect(!(low < k && k < high), "\(word.debugDescription) sorts between")
    }
  }

  @Test func emptyStringSortsFirst() {
    let collation = IndexedCollation(locale: "en")
    let empty = collation.sortKey(for: "")
    #expect(empty == collation.sortKey(for: ""))
    for word in Self.words where !word.isEmpty {
      #expect(empty < collation.sortKey(for: word), "\(word.debugDescription)")
    }
  }
}
