import SectionIndexAlgorithms

/// The zh (pinyin) tailoring's ideographs in its order, and the readings'
/// representative characters: `zhHanOrderData` (Tools/hanorder.py),
/// decoded against the pinyin readings (`PinyinReader.tailoredOrder(_:)`).
struct TailoredHan {
  /// The ideographs the tailoring's table leaves out, in its order: what
  /// `CollationTable` takes for those keys.
  var order: [UInt32] = []
  /// Per reading's code, the character whose place in the order stands for
  /// it, 0 for none: the first the order lists among those of that default
  /// reading, but where CLDR's pinyin groups name another (ICU's order
  /// places a character read another way in context there).
  var representatives: [UInt32] = []

  /// A Han character whose default reading is `reading` and which CLDR's zh
  /// pinyin order lists first among the characters of that reading, or `nil`
  /// when there is none.
  ///
  /// Substituting it for a character read `reading` in context makes the text
  /// sort by the contextual reading under the pinyin collation.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func representativeCharacter(for reading: PinyinReader.Reading) -> Unicode.Scalar? {
    let code = Int(reading.code)
    guard code < representatives.count else { return nil }
    let value = representatives[code]
    return value == 0 ? nil : Unicode.Scalar(value)
  }
}

extension PinyinReader {
  /// The ideographs of the zh (pinyin) tailoring in its order and the
  /// readings' representatives, decoded from `text` (`zhHanOrderData`,
  /// written by Tools/hanorder.py) against these readings. Nothing for an
  /// empty text, or a damaged one that names a reading group or scalar
  /// beyond those there are.
  ///
  /// The stream, as Tools/hanorder.py writes it: per character with a
  /// default reading, by increasing scalar, whether the order lists it (in
  /// the context of the character before), and if so whether it stands in
  /// another reading's group than its own, and which (the difference of the
  /// groups' places among the codes in use, its sign in the lowest bit);
  /// the listed characters without a reading (count, then scalar and group
  /// each); then per group, by increasing code, each character's place among
  /// the group's characters not yet placed, in scalar order; last, the
  /// representatives that are not the first the order lists of their
  /// reading (count, then per code the step of its place and the scalar,
  /// 0 for none).
  ///
  /// - Complexity: O(*n* log *n*) for the *n* listed characters, plus
  ///   O(*k*²) for a group of *k*.
  @inline(never)
  func tailoredOrder(_ text: UnsafeBufferPointer<UInt8>) -> TailoredHan {
    var d = RangeDecoder(text)
    guard !d.isEmpty else { return TailoredHan() }
    // The codes in use, in order, and each one's place among them.
    var place = [Int](repeating: -1, count: 1 << 12)
    forEachDefaultReading { _, code in place[code] = 0 }
    var codeCount = 0
    var codeOfPlace: [Int] = []
    for code in place.indices where place[code] == 0 {
      place[code] = codeCount
      codeOfPlace.append(code)
      codeCount += 1
    }
    // Per listed character: its group's place and its scalar.
    var groups: [UInt16] = []
    var scalars: [UInt32] = []
    // Whether listed, after a character not listed and after one listed.
    var listedAfterOther = Choice()
    var listedAfterListed = Choice()
    var moved = Choice()
    var numbers = Numbers()
    var previous = false
    var damaged = false
    forEachDefaultReading { scalar, code in
      guard !damaged else { return }
      previous =
        previous ? listedAfterListed.decode(&d) : listedAfterOther.decode(&d)
      guard previous else { return }
      var group = place[code]
      if moved.decode(&d) {
        let z = Self.number(&numbers, &d)
        group += z & 1 == 0 ? (z >> 1) + 1 : -((z >> 1) + 1)
        guard (0..<codeCount).contains(group) else {
          damaged = true
          return
        }
      }
      groups.append(UInt16(group))
      scalars.append(scalar)
    }
    guard !damaged else { return TailoredHan() }
    for _ in 0..<Self.number(&numbers, &d) {
      let scalar = Self.number(&numbers, &d)
      let group = Self.number(&numbers, &d)
      guard Self.isTailoredIdeograph(UInt32(scalar)), group < codeCount else {
        return TailoredHan()
      }
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
      guard ends[g + 1] - ends[g] <= 1 << 16 else { return TailoredHan() }
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
      guard Self.isTailoredIdeograph(scalar), seen[Int(scalar >> 6)] & bit == 0 else {
        return TailoredHan()
      }
      seen[Int(scalar >> 6)] |= bit
    }
    var representatives = [UInt32](repeating: 0, count: place.count)
    for scalar in order {
      guard let reading = Unicode.Scalar(scalar).flatMap(defaultReading(of:)) else { continue }
      if representatives[Int(reading.code)] == 0 { representatives[Int(reading.code)] = scalar }
    }
    var at = 0
    for _ in 0..<Self.number(&numbers, &d) {
      at += Self.number(&numbers, &d)
      let scalar = Self.number(&numbers, &d)
      guard at < codeCount, scalar <= 0x10FFFF else { return TailoredHan() }
      representatives[codeOfPlace[at]] = UInt32(scalar)
    }
    return TailoredHan(order: order, representatives: representatives)
  }

  /// `numbers.decode(&d)`, out of line: inlined at each of its seven
  /// places here it took 2 KB of the wasm.
  @inline(never)
  private static func number(_ numbers: inout Numbers, _ d: inout RangeDecoder) -> Int {
    numbers.decode(&d)
  }

  /// Whether the zh tailoring may leave `scalar` to its order: a unified or
  /// compatibility ideograph (`is_ideograph` in Tools/generate-tables.py),
  /// which the table lists nowhere else.
  private static func isTailoredIdeograph(_ scalar: UInt32) -> Bool {
    (0x3400...0x9FFF).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
      || (0x20000...0x3FFFF).contains(scalar)
  }
}
