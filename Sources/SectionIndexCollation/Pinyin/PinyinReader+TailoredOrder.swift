import SectionIndexAlgorithms

extension PinyinReader {
  /// The ideographs of the zh (pinyin) tailoring in its order, decoded from
  /// `text` (`zhHanOrderData`, written by Tools/hanorder.py) against these
  /// readings: what `CollationTable` takes for the keys the tailoring leaves
  /// out. Empty for an empty text, or a damaged one that names a reading
  /// group or scalar beyond those there are.
  ///
  /// The stream, as Tools/hanorder.py writes it: per character with a
  /// default reading, by increasing scalar, whether the order lists it (in
  /// the context of the character before), and if so whether it stands in
  /// another reading's group than its own, and which (the difference of the
  /// groups' places among the codes in use, its sign in the lowest bit);
  /// the listed characters without a reading (count, then scalar and group
  /// each); then per group, by increasing code, each character's place among
  /// the group's characters not yet placed, in scalar order.
  ///
  /// - Complexity: O(*n* log *n*) for the *n* listed characters, plus
  ///   O(*k*²) for a group of *k*.
  @inline(never)
  func tailoredOrder(_ text: UnsafeBufferPointer<UInt8>) -> [UInt32] {
    var d = RangeDecoder(text)
    guard !d.isEmpty else { return [] }
    let (characters, codes) = defaultReadings()
    // The codes in use, in order, and each one's place among them.
    var place = [Int](repeating: -1, count: 1 << 12)
    for code in codes { place[Int(code)] = 0 }
    var codeCount = 0
    for code in place.indices where place[code] == 0 {
      place[code] = codeCount
      codeCount += 1
    }
    // Per listed character: its group's place and its scalar.
    var groups: [UInt16] = []
    var scalars: [UInt32] = []
    var listedModels = [Frequencies(count: 2), Frequencies(count: 2)]
    var moved = Frequencies(count: 2)
    var numbers = Numbers()
    var previous = 0
    for (scalar, code) in zip(characters, codes) {
      previous = listedModels[previous].decode(&d)
      guard previous == 1 else { continue }
      var group = place[Int(code)]
      if moved.decode(&d) == 1 {
        let z = numbers.decode(&d)
        group += z & 1 == 0 ? (z >> 1) + 1 : -((z >> 1) + 1)
        guard (0..<codeCount).contains(group) else { return [] }
      }
      groups.append(UInt16(group))
      scalars.append(scalar)
    }
    for _ in 0..<numbers.decode(&d) {
      let scalar = numbers.decode(&d)
      let group = numbers.decode(&d)
      guard Self.isTailoredIdeograph(UInt32(scalar)), group < codeCount else { return [] }
      groups.append(UInt16(group))
      scalars.append(UInt32(scalar))
    }
    // By group (counting), then by scalar: the characters with a reading
    // come in scalar order, the few without one go into place after them.
    var ends = [Int](repeating: 0, count: codeCount + 1)
    for g in groups { ends[Int(g) + 1] += 1 }
    for g in 0..<codeCount { ends[g + 1] += ends[g] }
    var starts = ends
    var byGroup = [UInt32](repeating: 0, count: scalars.count)
    for (g, scalar) in zip(groups, scalars) {
      var i = starts[Int(g)]
      starts[Int(g)] += 1
      while i > ends[Int(g)] && byGroup[i - 1] > scalar {
        byGroup[i] = byGroup[i - 1]
        i -= 1
      }
      byGroup[i] = scalar
    }
    // Each group's order: a place among those left, each equally likely.
    var order: [UInt32] = []
    order.reserveCapacity(byGroup.count)
    var left: [UInt32] = []
    for g in 0..<codeCount where ends[g + 1] > ends[g] {
      guard ends[g + 1] - ends[g] <= 1 << 16 else { return [] }
      left.removeAll(keepingCapacity: true)
      left.append(contentsOf: byGroup[ends[g]..<ends[g + 1]])
      while left.count > 1 {
        let k = d.target(left.count)
        d.consume(k, 1)
        order.append(left.remove(at: k))
      }
      order.append(contentsOf: left)
    }
    // Each an ideograph, once: the tailoring's table would merge a key
    // listed twice (damaged readings or order).
    var seen = [UInt64](repeating: 0, count: 0x40000 >> 6)
    for scalar in order {
      let bit: UInt64 = 1 << (scalar & 63)
      guard Self.isTailoredIdeograph(scalar), seen[Int(scalar >> 6)] & bit == 0 else { return [] }
      seen[Int(scalar >> 6)] |= bit
    }
    return order
  }

  /// Whether the zh tailoring may leave `scalar` to its order: a unified or
  /// compatibility ideograph (`is_ideograph` in Tools/generate-tables.py),
  /// which the table lists nowhere else.
  private static func isTailoredIdeograph(_ scalar: UInt32) -> Bool {
    (0x3400...0x9FFF).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
      || (0x20000...0x3FFFF).contains(scalar)
  }
}
