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
/// consulted before the root.
struct CollationTable: Sendable {
  struct Entry: Sendable {
    var start: Int32
    var count: Int16
    /// Whether contractions begin with this scalar.
    var hasContractions: Bool
  }

  struct Contraction: Sendable {
    var tail: [UInt32]
    var start: Int32
    var count: Int16
  }

  /// Two-stage lookup for the BMP; a dictionary above it.
  private var stage1: [UInt16]
  private var stage2: [UInt32]
  private var supplementary: [UInt32: UInt32]
  private(set) var elements: [CollationElement]
  private(set) var contractions: [UInt32: [Contraction]]
  let isEmpty: Bool

  init(packed: StaticString) {
    let w = PackedData.words(packed)
    var singles: [UInt32: UInt32] = [:]
    var elements: [CollationElement] = []
    var contractions: [UInt32: [Contraction]] = [:]
    var i = 1
    let n = w.isEmpty ? 0 : Int(w[0])
    for _ in 0..<n {
      let length = Int(w[i] & 0xFF)
      let ceCount = Int(w[i] >> 8)
      let key = Array(w[(i + 1)..<(i + 1 + length)])
      i += 1 + length
      let start = Int32(elements.count)
      for k in 0..<ceCount {
        let p = w[i + 2 * k]
        let st = w[i + 2 * k + 1]
        elements.append(CollationElement(p) << 32 | CollationElement(st))
      }
      i += 2 * ceCount
      if length == 1 {
        singles[key[0], default: 0] |= (UInt32(start) << 6) | (UInt32(ceCount) << 1)
      } else {
        contractions[key[0], default: []].append(
          Contraction(tail: Array(key.dropFirst()), start: start, count: Int16(ceCount)))
        singles[key[0], default: 0] |= 1
      }
    }
    for k in contractions.keys {
      // Longest first, so the first contiguous match is the longest.
      contractions[k]!.sort { $0.tail.count > $1.tail.count }
    }
    var stage1 = [UInt16](repeating: 0, count: 256)
    var stage2 = [UInt32](repeating: 0, count: 256)  // block 0: all absent
    var supplementary: [UInt32: UInt32] = [:]
    for (cp, v) in singles.sorted(by: { $0.key < $1.key }) {
      if cp < 0x10000 {
        let hi = Int(cp >> 8)
        if stage1[hi] == 0 {
          stage1[hi] = UInt16(stage2.count / 256)
          stage2.append(contentsOf: repeatElement(0, count: 256))
        }
        stage2[Int(stage1[hi]) * 256 + Int(cp & 0xFF)] = v | 0x8000_0000
      } else {
        supplementary[cp] = v | 0x8000_0000
      }
    }
    self.stage1 = stage1
    self.stage2 = stage2
    self.supplementary = supplementary
    self.elements = elements
    self.contractions = contractions
    self.isEmpty = singles.isEmpty
  }

  /// The entry for a scalar, if the table has one.
  @inline(__always)
  func entry(_ cp: UInt32) -> Entry? {
    let v: UInt32
    if cp < 0x10000 {
      v = stage2[Int(stage1[Int(cp >> 8)]) * 256 + Int(cp & 0xFF)]
    } else {
      v = supplementary[cp] ?? 0
    }
    if v == 0 { return nil }
    return Entry(
      start: Int32((v & 0x7FFF_FFFF) >> 6), count: Int16((v >> 1) & 0x1F),
      hasContractions: v & 1 != 0)
  }
}
