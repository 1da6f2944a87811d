/// A map from Unicode scalar values to `UInt32`, as a two-stage table: fast,
/// compact for clustered keys, built in one pass from sorted pairs.
struct ScalarMap: Sendable {
  private var stage1: [UInt16]
  private var stage2: [UInt32]

  /// Builds the map from `(scalar, value)` pairs; absent scalars map to 0,
  /// and the values of a scalar listed twice are or-ed. Not inlined: maps
  /// are built once, and their initializers share it.
  @inline(never)
  init(pairs: some Collection<(UInt32, UInt32)>) {
    // Two passes: the blocks first, so that the second table is allocated once.
    var stage1 = [UInt16](repeating: 0, count: 0x110000 >> 7)
    var blocks = 1  // block 0: all zero
    for (cp, _) in pairs where cp < 0x110000 && stage1[Int(cp >> 7)] == 0 {
      stage1[Int(cp >> 7)] = UInt16(blocks)
      blocks += 1
    }
    var stage2 = [UInt32](repeating: 0, count: blocks << 7)
    for (cp, value) in pairs where cp < 0x110000 {
      stage2[Int(stage1[Int(cp >> 7)]) << 7 | Int(cp & 0x7F)] |= value
    }
    self.stage1 = stage1
    self.stage2 = stage2
  }

  /// Calls `body` with each scalar whose value is not 0, and the value, in
  /// increasing scalar order.
  func forEachNonZero(_ body: (UInt32, UInt32) -> Void) {
    for (high, block) in stage1.enumerated() where block != 0 {
      let base = Int(block) << 7
      for low in 0..<128 where stage2[base + low] != 0 {
        body(UInt32(high << 7 | low), stage2[base + low])
      }
    }
  }

  @inline(__always)
  subscript(cp: UInt32) -> UInt32 {
    guard cp < 0x110000 else { return 0 }
    return stage2[Int(stage1[Int(cp >> 7)]) << 7 | Int(cp & 0x7F)]
  }
}
