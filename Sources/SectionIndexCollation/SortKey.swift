/// A binary collation key: comparing two keys byte by byte gives the same order
/// as comparing their strings with the collation that made them.
///
///     let collation = IndexedCollation(locale: "de")
///     collation.sortKey(for: "Äpfel") < collation.sortKey(for: "Birne")  // true
///
/// Keys from different collations must not be compared with each other.
public struct SortKey: Sendable, Hashable, Comparable {
  /// The key's bytes: primary weights, then secondary, then tertiary, then the
  /// string's code points as a final tie-break.
  public let bytes: [UInt8]

  /// Whether `lhs` sorts before `rhs`: byte order.
  ///
  /// - Complexity: O(*n*) in the length of the shorter key.
  public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
    lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
  }
}
