/// A collation element: a 32-bit primary, 16-bit secondary and tertiary.
///
/// Packed as `primary << 32 | secondary << 16 | tertiary`.
typealias CollationElement = UInt64

extension CollationElement {
  @inline(__always) var primary: UInt32 { UInt32(truncatingIfNeeded: self >> 32) }
  @inline(__always) var secondary: UInt16 { UInt16(truncatingIfNeeded: self >> 16) }
  @inline(__always) var tertiary: UInt16 { UInt16(truncatingIfNeeded: self) }
}

/// Collation elements keyed by NFD scalar sequences: single scalars and
/// contractions (sequences that collate as a unit, such as Czech "ch").
///
/// The root table and each locale's tailoring are one of these; a tailoring is
/// consulted before the root. The generator writes the layout decoded here
/// (see `encode_table` in Tools/generate-tables.py).
final class CollationTable: Sendable {
  struct Contraction: Sendable {
    var tail: [UInt32]
    var start: Int32
    var count: Int32
  }

  /// A scalar's entry: where its collation elements are and whether
  /// contractions start with it.
  ///
  /// Stored as `start << 6 | count << 1 | hasContractions`, with bit 31 set
  /// when the scalar is listed at all (a listed scalar may have no elements
  /// of its own, only contractions).
  struct Entry: Equatable {
    let rawValue: UInt32

    /// Whether the table lists the scalar; if not, the next table (the root
    /// after a tailoring) or implicit weights decide.
    @inline(__always) var isListed: Bool { rawValue != 0 }
    /// The index of its first element in `elements`.
    @inline(__always) var elementStart: Int { Int(rawValue & 0x7FFF_FFFF) >> 6 }
    /// How many elements it has; 0 for implicit weights.
    @inline(__always) var elementCount: Int { Int(rawValue >> 1) & 0x1F }
    /// Whether some contraction starts with it.
    @inline(__always) var hasContractions: Bool { rawValue & 1 != 0 }
  }

  /// Per scalar: its `Entry`'s raw value, 0 when not listed.
  private let singles: ScalarMap
  let elements: [CollationElement]
  /// Contractions by their first scalar, longest tail first.
  /// A head scalar's contractions are `contractionLists[contractionIndex[head] - 1]`
  /// (0: none), found without hashing.
  private let contractionLists: [[Contraction]]
  private let contractionIndex: ScalarMap
  /// The head scalar of each of `contractionLists`.
  let contractionHeads: [UInt32]
  let isEmpty: Bool

  init(packed: StaticString) {
    let w = PackedData.words(packed)
    let singleCount = Int(w[0])
    let elementCount = Int(w[1])
    let contractionCount = Int(w[2])
    var i = 3
    let singlesStart = i
    singles = ScalarMap(
      sortedPairs: (0..<singleCount).lazy.map { k in
        (w[singlesStart + 2 * k], w[singlesStart + 2 * k + 1] | 0x8000_0000)
      })
    i += 2 * singleCount
    let elementsStart = i
    elements = (0..<elementCount).map { k in
      CollationElement(w[elementsStart + 2 * k]) << 32
        | CollationElement(w[elementsStart + 2 * k + 1])
    }
    i += 2 * elementCount
    var contractions: [UInt32: [Contraction]] = [:]
    for _ in 0..<contractionCount {
      let head = w[i]
      let length = Int(w[i + 1] & 0xFF)
      let c = Contraction(
        tail: Array(w[(i + 3)..<(i + 3 + length)]), start: Int32(w[i + 2]),
        count: Int32(w[i + 1] >> 8))
      contractions[head, default: []].append(c)
      i += 3 + length
    }
    let heads = contractions.keys.sorted()
    contractionLists = heads.map { contractions[$0]! }
    contractionHeads = heads
    contractionIndex = ScalarMap(
      sortedPairs: heads.enumerated().map { ($0.element, UInt32($0.offset + 1)) })
    isEmpty = singleCount == 0
  }

  /// The entry of a scalar.
  @inline(__always)
  func entry(_ cp: UInt32) -> Entry { Entry(rawValue: singles[cp]) }

  /// The collation elements of a single scalar's entry.
  @inline(__always)
  func elements(of entry: Entry) -> ArraySlice<CollationElement> {
    elements[entry.elementStart..<(entry.elementStart + entry.elementCount)]
  }

  /// The contractions that begin with `head`, longest first.
  @inline(__always)
  func contractions(startingWith head: UInt32) -> [Contraction] {
    let list = contractionIndex[head]
    return list == 0 ? [] : contractionLists[Int(list) - 1]
  }
}
