import SectionIndexAlgorithms
internal import SectionIndexCollationTables

/// The unified ideographs in the root's order — radical, then residual
/// strokes, with the extension blocks interleaved, as ICU 78's root collator
/// orders them — and the primary weight each gets from its place.
///
///     root.hanOrder.primary(0x4E01)  // above U+2A6D9's: 丁 after 𪛙
///
/// Decoded from `hanOrderData` (see `HanOrder.encode` in
/// Tools/generate-tables.py) on first use, so that code that never meets an
/// ideograph without a tailored weight never pays for it (`RootCollation.hanOrder`).
/// The web build leaves the table out of its wasm (the data file `han.data`,
/// supplied in `CollationData`): until it is supplied the order is empty, and
/// the wasm refuses records that need it
/// (``IndexedCollation/needsHanOrder(for:)``) with an error naming the file
/// instead of giving another order.
///
/// - Complexity: O(*n*) once, in the ideographs; O(1) a lookup.
final class HanOrder: Sendable {

  /// Per ideograph: 1 + its rank in the order; 0 for anything else.
  private let ranks: ScalarMap

  /// Decodes the runs the generator wrote: the blocks' first code points,
  /// then per run either `(length - 1) << (k + 1) | block << 1` (the run
  /// starts where the block's previous one ended) or
  /// `zigzag(start - previous end) << (k + 1) | block << 1 | 1` and the
  /// length, with *k* bits for a block's index.
  init(encoded: UnsafeBufferPointer<UInt8>) {
    var numbers = PackedNumbers(encoded)
    guard !encoded.isEmpty else {
      ranks = ScalarMap(pairs: [(UInt32, UInt32)]())
      return
    }
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

  /// Whether `cp` has Unicode's Unified_Ideograph property (Unicode 17, as
  /// ICU 78): the ideographs the order lists, which the CJK Compatibility
  /// Ideographs decompose to (NFD). Needs no table, so that a build without
  /// `han.data` knows which scalars would need it.
  ///
  /// Only the scalars of the strings collated can need the order: the
  /// titles and index boundaries of every locale are listed by its tables
  /// (the caches fill 128 scalars at a time, so a record's neighbours may be
  /// looked up without the order, but none of them is ever used).
  static func isUnifiedIdeograph(_ cp: UInt32) -> Bool {
    switch cp {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFA0E...0xFA0F, 0xFA11, 0xFA13...0xFA14, 0xFA1F,
      0xFA21, 0xFA23...0xFA24, 0xFA27...0xFA29, 0x20000...0x2A6DF, 0x2A700...0x2B81D,
      0x2B820...0x2CEAD, 0x2CEB0...0x2EBE0, 0x2EBF0...0x2EE5D, 0x30000...0x3134A,
      0x31350...0x33479:
      return true
    default:
      return false
    }
  }
}

extension CollationData {
  /// Whether this build left the root's order of unified ideographs out and
  /// these tables do not supply it (the web build before `han.data`): then
  /// records that `IndexedCollation.needsHanOrder(for:)` must not be sectioned.
  package var lacksHanOrder: Bool {
    hanOrderData.utf8CodeUnitCount == 0 && !isSupplied("hanOrderData")
  }
}

extension IndexedCollation {
  /// Whether ordering `text` by this collation reaches the root's order of
  /// unified ideographs (`HanOrder`): whether it holds, after NFD, an
  /// ideograph that no table of the collation lists. The web build asks
  /// this before fetching its `han.data` (Wasm/WebData.swift `si_needs`)
  /// and before sectioning without it.
  ///
  ///     IndexedCollation(locale: "en").needsHanOrder(for: "王芳")  // true
  ///     IndexedCollation(locale: "zh-Hans").needsHanOrder(for: "王芳")  // false: in zh's table
  ///
  /// - Complexity: O(*n*) in the scalars of `text`.
  package func needsHanOrder(for text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      guard let base = utf8.baseAddress else { return false }
      var i = 0
      while i < utf8.count {
        // A scalar from U+3400 on starts with a byte from 0xE3 on: the
        // others (ASCII, Latin, Greek, …) are skipped a byte at a time.
        guard base[i] >= 0xE3 else {
          i += 1
          continue
        }
        let (cp, length) = PrimaryCache.decode(utf8, at: i)
        i += length
        if collator.usesHanOrder(cp) { return true }
        // NFD decomposes only the CJK Compatibility Ideographs to
        // ideographs, each on its own (no scalar below U+3400 does).
        if (0xF900...0xFAFF).contains(cp) || (0x2F800...0x2FA1F).contains(cp) {
          var decomposed: [UInt32] = []
          Normalizer.shared.appendNFD(CollectionOfOne(Unicode.Scalar(cp)!), to: &decomposed)
          if decomposed.contains(where: { collator.usesHanOrder($0) }) { return true }
        }
      }
      return false
    }
  }
}
