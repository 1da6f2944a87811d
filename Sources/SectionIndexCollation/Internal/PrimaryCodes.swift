import SectionIndexAlgorithms

/// An order-keeping map from a locale's primary weights to dense codes
/// below 2^24, so that keys take three bytes per primary rather than four and
/// their first twelve bytes tell more strings apart.
///
/// Codes must keep every difference: a tie on one primary would let the next
/// one decide. Each block of implicit weights (leads 0xFB00–0xFBE1: Han
/// without a tailored order, Tangut and the like, unassigned code points) gets
/// 65,536 codes, one per weight; every other primary of the tables gets one.
/// A primary of neither kind (none is known) gets the code of the gap after
/// the greatest table primary below it, and is reported inexact: its key must
/// end there, and records that then tie are ordered by full sort keys.
final class PrimaryCodes: Sendable {
  /// The input size from which codes pay for their construction.
  static let worthwhile = 10_000

  private let table: [UInt32]
  /// The blocks of implicit weights where reordering put them: the first
  /// weight of each (ranges of 65,536, sorted) and the code of that weight.
  private let blockStarts: [UInt32]
  private let blockBases: [UInt32]
  /// Per 16-bit block of primaries: 1 + the last implicit block that starts in
  /// or before it and reaches into it, else 0.
  private let blockSlots: [UInt16]
  /// The code of table primary `k` is `tableBase[k]`; the gap after it, + 1.
  private let tableBase: [UInt32]

  /// `nil` when script reordering splits a block of implicit weights (no
  /// locale's data does).
  /// - Parameter extra: Further primaries that need codes of their own (the
  ///   bounds of sections).
  init?(collator: Collator, extra: [UInt32] = []) {
    // Reordering moves each block of implicit weights whole, by a constant.
    var starts: [UInt32] = []
    for lead: UInt32 in 0xFB00...0xFBE1 {
      let low = collator.reordered(lead << 16)
      guard collator.reordered(lead << 16 | 0xFFFF) == low &+ 0xFFFF, low <= 0xFFFF_0000 else {
        return nil
      }
      starts.append(low)
    }
    starts.sort()
    var slots = [UInt16](repeating: 0, count: 0x10000)
    for (b, start) in starts.enumerated() {
      for hi in Int(start >> 16)...Int((start + 0xFFFF) >> 16) { slots[hi] = UInt16(b + 1) }
    }
    blockStarts = starts
    blockSlots = slots
    var primaries: [UInt32] = []
    for table in collator.tables {
      for e in table.elements where e.primary != 0 {
        primaries.append(collator.reordered(e.primary))
      }
    }
    primaries += extra
    primaries.sort()
    var table: [UInt32] = []
    table.reserveCapacity(primaries.count)
    for p in primaries where table.last != p && Self.block(of: p, starts, slots) == nil {
      table.append(p)
    }
    // Codes in weight order; 1 is the gap below every table primary.
    var bases = [UInt32](repeating: 0, count: starts.count)
    var tableBase = [UInt32](repeating: 0, count: table.count)
    var code: UInt32 = 2
    var b = 0
    for (k, p) in table.enumerated() {
      while b < starts.count && starts[b] < p {
        bases[b] = code
        code += 0x10000
        b += 1
      }
      tableBase[k] = code
      code += 2
    }
    while b < starts.count {
      bases[b] = code
      code += 0x10000
      b += 1
    }
    guard code < 1 << 24 else { return nil }
    self.table = table
    self.tableBase = tableBase
    self.blockBases = bases
  }

  /// The implicit block holding `p`, if any.
  @inline(__always)
  private static func block(of p: UInt32, _ starts: [UInt32], _ slots: [UInt16]) -> Int? {
    let slot = Int(slots[Int(p >> 16)])
    guard slot != 0 else { return nil }
    var b = slot - 1
    if p < starts[b] {
      guard b > 0 else { return nil }
      b -= 1
    }
    return p &- starts[b] <= 0xFFFF ? b : nil
  }

  /// The code of a (reordered) primary weight, and whether it is the
  /// primary's own.
  func code(_ p: UInt32) -> (code: UInt32, exact: Bool) {
    if let b = Self.block(of: p, blockStarts, blockSlots) {
      return (blockBases[b] + (p - blockStarts[b]), true)
    }
    // The greatest table primary not above `p`.
    let lo = table.indices.partitioningIndex { table[$0] > p }
    if lo == 0 { return (1, false) }
    return table[lo - 1] == p ? (tableBase[lo - 1], true) : (tableBase[lo - 1] + 1, false)
  }
}

/// The collation's `PrimaryCache` with codes, and its sections over codes,
/// built on first use and shared by copies of the collation.
final class CodedPrimaryCache: Sendable {
  private final class Made: Sendable {
    let cache: PrimaryCache
    let buckets: BucketTable?
    init(cache: PrimaryCache, buckets: BucketTable?) {
      self.cache = cache
      self.buckets = buckets
    }
  }
  private let slot = PublishedSlots<Made>(count: 1)

  /// Threads that ask at once may each build one; the first published is
  /// kept and the others are dropped.
  func get(_ collator: Collator, buckets: BucketTable) -> (PrimaryCache, BucketTable?) {
    let made =
      slot[0]
      ?? {
        // Without codes (a locale whose reordering splits implicit blocks),
        // four-byte primaries; without coded bounds, sections from primaries.
        let codes = PrimaryCodes(collator: collator, extra: buckets.boundPrimaries)
        return slot.publish(
          Made(
            cache: PrimaryCache(collator: collator, codes: codes, sections: buckets),
            buckets: codes.flatMap { buckets.recoded(by: $0) }),
          at: 0)
      }()
    return made._withUnsafeGuaranteedRef { ($0.cache, $0.buckets) }
  }
}
