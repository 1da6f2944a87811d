/// Writes the lines of `section-index keys`: `KEY<TAB>TITLE<TAB>RECORD` and
/// a line feed, where KEY is a section sort key in lowercase hexadecimal.
///
/// Sorting such lines by KEY with a stable sort gives `group`'s order; the
/// first two bytes of a section sort key are its section, so TITLE comes
/// from the key itself.
///
///     let lines = KeyLineWriter(titles: collation.sectionTitles, to: out)
///     try lines.write(key: collation.sectionSortKey(for: name).bytes, record: name)
///
/// The line is put together in one buffer the writer owns and handed to the
/// output in one call.
package final class KeyLineWriter {
  /// Each section's title in UTF-8, followed by a tab.
  private let titles: [[UInt8]]
  private let output: BufferedWriter
  private var line: UnsafeMutableBufferPointer<UInt8>

  /// - Parameters:
  ///   - titles: The collation's section titles, in section order.
  ///   - output: Where the lines go.
  package init(titles: [String], to output: BufferedWriter) {
    self.titles = titles.map { Array($0.utf8) + [0x09] }
    self.output = output
    line = .allocate(capacity: 1 << 12)
  }

  deinit { line.deallocate() }

  /// Writes the line for `key` and `record`.
  ///
  /// - Complexity: O(*n*) in the lengths of the key and the record.
  package func write(key: [UInt8], record: String) throws(SystemError) {
    var record = record
    let length = key.withUnsafeBufferPointer { key in
      record.withUTF8 { format(key: key, record: $0) }
    }
    try writeFormatted(count: length)
  }

  /// Puts the line for `key` and `record` together in the writer's buffer
  /// and returns its length, for ``writeFormatted(count:)``. For a key that
  /// lives only inside a call (`withSectionSortKey(forUTF8:_:)`).
  ///
  /// - Precondition: `key` holds at least the two bytes of its section.
  /// - Complexity: O(*n*) in the lengths of the key and the record.
  package func format(key: UnsafeBufferPointer<UInt8>, record: UnsafeBufferPointer<UInt8>) -> Int {
    assert(key.count >= 2, "a section sort key starts with its section's two bytes")
    let title = titles[Int(key[0]) << 8 | Int(key[1])]
    let length = 2 * key.count + 1 + title.count + record.count + 1
    if length > line.count {
      line.deallocate()
      line = .allocate(capacity: Swift.max(length, 2 * line.count))
    }
    let out = line.baseAddress!
    Self.hexPairs.withUnsafeBufferPointer { pairs in
      let raw = UnsafeMutableRawPointer(out)
      for (i, byte) in key.enumerated() {
        raw.storeBytes(of: pairs[Int(byte)].littleEndian, toByteOffset: 2 * i, as: UInt16.self)
      }
    }
    var o = out + 2 * key.count
    o.pointee = 0x09
    o += 1
    title.withUnsafeBufferPointer { o.update(from: $0.baseAddress!, count: $0.count) }
    o += title.count
    if let base = record.baseAddress { o.update(from: base, count: record.count) }
    o[record.count] = 0x0A
    return length
  }

  /// Writes the first `count` bytes that ``format(key:record:)`` put together.
  package func writeFormatted(count: Int) throws(SystemError) {
    assert(count <= line.count)
    try output.write(UnsafeBufferPointer(rebasing: line[..<count]))
  }

  /// Each byte's two lowercase hexadecimal digits, the first in the low byte.
  private static let hexPairs: [UInt16] = (0..<256).map { byte in
    let digits = Array("0123456789abcdef".utf8)
    return UInt16(digits[byte >> 4]) | UInt16(digits[byte & 0x0F]) << 8
  }
}
