/// The distinct spellings of a run's values, told by their bytes (`==` on
/// strings holds for canonically equivalent spellings, which sort apart): a
/// linear scan for a few, a hash table for more.
struct Spellings {
  /// For each spelling, the first value (its position) that has it.
  private(set) var firsts: [Int] = []
  private var hashes: [UInt64] = []
  private var slots: [Int32] = []  // spelling + 1, 0 when empty

  /// The id of value `i`'s spelling, added when new.
  ///
  /// - Parameters:
  ///   - h: The value's hash; values with the same bytes hash alike.
  ///   - same: Whether two values have the same bytes.
  mutating func id(of i: Int, hash h: UInt64, same: (Int, Int) -> Bool) -> Int {
    if slots.isEmpty {
      for (k, r) in firsts.enumerated() where hashes[k] == h && same(r, i) { return k }
      firsts.append(i)
      hashes.append(h)
      if firsts.count == 16 { rehash(capacity: 64) }
      return firsts.count - 1
    }
    var slot = Int(truncatingIfNeeded: h) & (slots.count - 1)
    while slots[slot] != 0 {
      let k = Int(slots[slot]) - 1
      if hashes[k] == h && same(firsts[k], i) { return k }
      slot = (slot + 1) & (slots.count - 1)
    }
    firsts.append(i)
    hashes.append(h)
    slots[slot] = Int32(firsts.count)
    if firsts.count * 2 > slots.count { rehash(capacity: slots.count * 2) }
    return firsts.count - 1
  }

  private mutating func rehash(capacity: Int) {
    slots = [Int32](repeating: 0, count: capacity)
    for (k, h) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: h) & (capacity - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
      slots[slot] = Int32(k + 1)
    }
  }
}

/// A quick 64-bit hash of a record's strings (`sameStrings` ones hash alike).
@inline(__always)
func hashStrings(_ s: IndexedCollation.RecordKey) -> UInt64 {
  var h = hashUTF8(s.reading)
  if let display = s.display { h = (h ^ hashUTF8(display)) &* 0x9E37_79B9_7F4A_7C15 }
  return h
}

/// Whether two records have the same strings, byte for byte.
@inline(__always)
func sameStrings(_ a: IndexedCollation.RecordKey, _ b: IndexedCollation.RecordKey) -> Bool {
  sameUTF8(a.reading, b.reading) && (a.display == nil) == (b.display == nil)
    && sameUTF8(a.display ?? "", b.display ?? "")
}
