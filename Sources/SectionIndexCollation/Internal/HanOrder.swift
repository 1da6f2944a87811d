import SectionIndexAlgorithms

/// The unified ideographs in the root's order — radical, then residual
/// strokes, with the extension blocks interleaved, as ICU 78's root collator
/// orders them — and the primary weight each gets from its place.
///
///     HanOrder.shared.primary(0x4E01)  // above U+2A6D9's: 丁 after 𪛙
///
/// Decoded from `hanOrderData` (see `HanOrder.encode` in
/// Tools/generate-tables.py) on first use, so that code that never meets an
/// ideograph without a tailored weight never pays for it.
///
/// - Complexity: O(*n*) once, in the ideographs; O(1) a lookup.
struct HanOrder: Sendable {
  static let shared = HanOrder(encoded: hanOrderData)

  /// Per ideograph: 1 + its rank in the order; 0 for anything else.
  private let ranks: ScalarMap

  /// Decodes the runs the generator wrote: the blocks' first code points,
  /// then per run either `(length - 1) << (k + 1) | block << 1` (the run
  /// starts where the block's previous one ended) or
  /// `zigzag(start - previous end) << (k + 1) | block << 1 | 1` and the
  /// length, with *k* bits for a block's index.
  init(encoded: StaticString) {
    var numbers = PackedNumbers(encoded)
    let blockCount = Int(numbers.next())
    var ends: [UInt32] = []
    for _ in 0..<blockCount { ends.append(numbers.next()) }
    var bits: UInt32 = 1
    while (1 << bits) < blockCount { bits += 1 }
    var pairs: [(UInt32, UInt32)] = []
    pairs.reserveCapacity(0x20000)
    var rank: UInt32 = 1
    while !numbers.isAtEnd {
      let word = numbers.next()
      let block = Int((word >> 1) & ((1 << bits) - 1))
      var start = ends[block]
      let length: UInt32
      if word & 1 == 0 {
        length = (word >> (bits + 1)) + 1
      } else {
        start &+= PackedNumbers.signed(word >> (bits + 1))
        length = numbers.next()
      }
      for cp in start..<(start + length) {
        pairs.append((cp, rank))
        rank += 1
      }
      ends[block] = start + length
    }
    ranks = ScalarMap(pairs: pairs)
  }

  /// The primary weight of a unified ideograph, `nil` for any other scalar:
  /// rank *r* in the order is `(0xFB40 + r >> 15) << 16 | r & 0x7FFF | 0x8000`,
  /// where UCA's implicit weights put the core ideographs, below those of
  /// unassigned code points.
  @inline(__always)
  func primary(_ cp: UInt32) -> UInt32? {
    let r = ranks[cp]
    guard r != 0 else { return nil }
    let rank = r - 1
    return (0xFB40 + (rank >> 15)) << 16 | (rank & 0x7FFF) | 0x8000
  }
}
