import SectionIndexIO

/// Writes the lines of `section-index keys`: `KEY<TAB>TITLE<TAB>RECORD` and
/// a line feed, where KEY is a section sort key in lowercase hexadecimal.
///
/// Sorting such lines by KEY with a stable sort gives `group`'s order; the
/// first two bytes of a section sort key are its section, so TITLE comes
/// from the key itself.
///
///     let lines = try KeyLineWriter(titles: collation.sectionTitles, to: out)
///     try lines.write(key: collation.sectionSortKey(for: name).bytes, record: name)
///
/// A line is put together straight in the output's buffer where it fits
/// (else in a buffer of the writer's own, copied out), and the output's
/// buffer is made large: `keys` writes about ten times what `group` does,
/// and fewer, larger writes take less of the system's time.
package final class KeyLineWriter {
  /// Each section's title in UTF-8 followed by a tab, one after another.
  private let titleBytes: OwnedBuffer<UInt8>
  /// Where each section's title starts in `titleBytes`, and where the last
  /// one ends.
  private let titleStarts: OwnedBuffer<Int>
  private let output: BufferedWriter
  /// Lines that do not fit in the room left in the output's buffer.
  // Unchecked, as `BufferedWriter`'s buffer is: a writer is used by one
  // thread, and the run-time check would cost more than formatting a line.
  @exclusivity(unchecked) private var line: OwnedBuffer<UInt8>

  /// The output buffer's size while key lines are written.
  package static let outputCapacity = 1 << 20

  /// - Parameters:
  ///   - titles: The collation's section titles, in section order.
  ///   - output: Where the lines go; its buffer grows to
  ///     ``outputCapacity`` (writing out what it holds).
  package init(titles: [String], to output: BufferedWriter) throws(SystemError) {
    var bytes: [UInt8] = []
    var starts = [0]
    for title in titles {
      bytes += title.utf8 + [0x09]
      starts.append(bytes.count)
    }
    titleBytes = OwnedBuffer(copying: bytes)
    titleStarts = OwnedBuffer(count: starts.count) { starts[$0] }
    self.output = output
    line = OwnedBuffer(repeating: 0, count: 1 << 12)
    try output.reserveCapacity(Self.outputCapacity)
  }

  /// Writes the line for `key` and `record`.
  ///
  /// - Complexity: O(*n*) in the lengths of the key and the record.
  package func write(key: [UInt8], record: String) throws(SystemError) {
    var record = record
    let pending = key.withUnsafeBufferPointer { key in
      record.withUTF8 { format(key: key, record: $0) }
    }
    try writeFormatted(count: pending)
  }

  /// Puts the line for `key` and `record` together: in the output's buffer
  /// when it fits there (and returns 0), else in the writer's own buffer
  /// (and returns its length, for ``writeFormatted(count:)``). For a key
  /// that lives only inside a call (`withSectionSortKey(forUTF8:_:)`),
  /// where nothing can be thrown.
  ///
  ///     let pending = collation.withSectionSortKey(forUTF8: line) { key in
  ///       lines.format(key: key, record: line)
  ///     }
  ///     try lines.writeFormatted(count: pending)
  ///
  /// - Precondition: `key` holds at least the two bytes of its section.
  /// - Complexity: O(*n*) in the lengths of the key and the record.
  package func format(key: UnsafeBufferPointer<UInt8>, record: UnsafeBufferPointer<UInt8>) -> Int {
    precondition(key.count >= 2, "a section sort key starts with its section's two bytes")
    let section = Int(key[0]) << 8 | Int(key[1])
    let titleStart = titleStarts[section]
    let titleCount = titleStarts[section + 1] - titleStart
    let length = 2 * key.count + 1 + titleCount + record.count + 1
    let room = output.freeSpace
    let pending = length > room.count
    if pending && length > line.count {
      line = OwnedBuffer(repeating: 0, count: Swift.max(length, 2 * line.count))
    }
    let out = UnsafeMutableRawBufferPointer(
      pending ? line.elements(0..<length) : UnsafeMutableBufferPointer(rebasing: room[..<length]))
    var o = 2 * key.count
    Self.putHexadecimal(key, into: UnsafeMutableRawBufferPointer(rebasing: out[..<o]))
    out[o] = 0x09
    o += 1
    UnsafeMutableRawBufferPointer(rebasing: out[o..<o + titleCount])
      .copyMemory(
        from: UnsafeRawBufferPointer(titleBytes.elements(titleStart..<titleStart + titleCount)))
    o += titleCount
    UnsafeMutableRawBufferPointer(rebasing: out[o..<o + record.count])
      .copyMemory(from: UnsafeRawBufferPointer(record))
    out[o + record.count] = 0x0A
    if pending { return length }
    output.commit(length)
    return 0
  }

  /// Writes the first `count` bytes that ``format(key:record:)`` put
  /// together in the writer's own buffer (nothing when `count` is 0).
  package func writeFormatted(count: Int) throws(SystemError) {
    guard count > 0 else { return }
    precondition(count <= line.count)
    try output.write(UnsafeBufferPointer(line.elements(0..<count)))
  }

  /// Writes each byte of `bytes` as two lowercase hexadecimal digits to
  /// `target` (twice as many bytes), sixteen bytes at a time (the last
  /// sixteen may overlap those before them, written twice the same).
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func putHexadecimal(
    _ bytes: UnsafeBufferPointer<UInt8>, into target: UnsafeMutableRawBufferPointer
  ) {
    let n = bytes.count
    assert(target.count == 2 * n, "room for other than two digits a byte")
    guard n >= 8 else {
      for (i, byte) in bytes.enumerated() {
        target[2 * i] = digit(byte >> 4)
        target[2 * i + 1] = digit(byte & 0x0F)
      }
      return
    }
    let source = UnsafeRawBufferPointer(bytes)
    guard n >= 16 else {
      for at in [0, n - 8] {
        let bytes = SIMD16<UInt8>(
          lowHalf: source.loadUnaligned(fromByteOffset: at, as: SIMD8<UInt8>.self), highHalf: .zero)
        let (digits, _) = hexadecimalDigits(bytes)
        target.storeBytes(of: digits, toByteOffset: 2 * at, as: SIMD16<UInt8>.self)
      }
      return
    }
    var i = 0
    while true {
      let at = Swift.min(i, n - 16)
      let (first, second) = hexadecimalDigits(
        source.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt8>.self))
      target.storeBytes(of: first, toByteOffset: 2 * at, as: SIMD16<UInt8>.self)
      target.storeBytes(of: second, toByteOffset: 2 * at + 16, as: SIMD16<UInt8>.self)
      if at == n - 16 { return }
      i += 16
    }
  }

  /// The lowercase hexadecimal digit of a value from 0 to 15.
  private static func digit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? 0x30 + nibble : 0x57 + nibble
  }

  /// The thirty-two lowercase hexadecimal digits of sixteen bytes, in
  /// order: those of the first eight, then those of the last eight.
  @inline(__always)
  private static func hexadecimalDigits(
    _ bytes: SIMD16<UInt8>
  ) -> (SIMD16<UInt8>, SIMD16<UInt8>) {
    let high = digits(bytes &>> 4)
    let low = digits(bytes & 0x0F)
    return (
      SIMD16<UInt8>(
        high[0], low[0], high[1], low[1], high[2], low[2], high[3], low[3],
        high[4], low[4], high[5], low[5], high[6], low[6], high[7], low[7]),
      SIMD16<UInt8>(
        high[8], low[8], high[9], low[9], high[10], low[10], high[11], low[11],
        high[12], low[12], high[13], low[13], high[14], low[14], high[15], low[15])
    )
  }

  /// The lowercase hexadecimal digits of sixteen values from 0 to 15.
  @inline(__always)
  private static func digits(_ nibbles: SIMD16<UInt8>) -> SIMD16<UInt8> {
    // 1 for the nibbles 10 to 15, which are letters ("a" is 39 after "9"
    // + 1), else 0: no comparison, which would not stay in vector registers.
    let letters = (nibbles &+ 6) &>> 4
    return nibbles &+ 0x30 &+ ((0 &- letters) & 39)
  }
}
