/// The one line splitter of the package: `group`, `keys`, `browse` and the
/// WebAssembly build all read lines through it (`LineStream` a block at a
/// time from a file or pipe, ``InputReader`` from bytes in memory).
///
/// Lines end in LF or CRLF (one trailing CR is removed); a UTF-8 byte order
/// mark at the start is removed; empty lines are skipped, lines of only white
/// space are records. Bytes that are not valid UTF-8 are replaced with
/// U+FFFD and the line is reported, never dropped. Blocks may end anywhere,
/// even inside a character: the line they cut is kept until it ends.
///
///     var splitter = LineSplitter()
///     splitter.split(block) { number, line, valid in … }  // each block in turn
///     splitter.finish { number, line, valid in … }        // the last line, if it has no LF
///
/// - Complexity: O(*n*) in the bytes, eight at a time where lines are ASCII;
///   memory of the longest line cut by a block's end.
package struct LineSplitter {
  /// The start of a line cut by the end of the last block.
  private var pending: [UInt8] = []
  /// Lines seen so far, empty ones included.
  package private(set) var lineCount = 0
  private var atStart: Bool

  /// - Parameter atStart: Whether the bytes start the input (where a byte
  ///   order mark is removed); not for a range read from a file's middle.
  package init(atStart: Bool = true) {
    self.atStart = atStart
  }

  /// Calls `body` with each record that ends in `block`: its line number
  /// (from 1), its UTF-8 (valid; in place when it was valid as read), and
  /// whether it was valid as read.
  package mutating func split<E: Error>(
    _ block: UnsafeBufferPointer<UInt8>,
    _ body: (Int, UnsafeBufferPointer<UInt8>, Bool) throws(E) -> Void
  ) throws(E) {
    guard let base = block.baseAddress, block.count > 0 else { return }
    let n = block.count
    var start = 0
    if !pending.isEmpty {
      // The line begun in an earlier block ends at the first line feed.
      let (end, _) = Self.lineEnd(base, from: 0, count: n)
      pending.append(contentsOf: UnsafeBufferPointer(rebasing: block[..<end]))
      guard end < n else { return }
      try finish(body)
      start = end + 1
    }
    while start < n {
      let (end, ascii) = Self.lineEnd(base, from: start, count: n)
      guard end < n else {
        pending.append(contentsOf: UnsafeBufferPointer(rebasing: block[start..<n]))
        return
      }
      try emit(UnsafeBufferPointer(rebasing: block[start..<end]), ascii: ascii, body)
      start = end + 1
    }
  }

  /// Calls `body` with the line cut by the end of the last block, if any:
  /// at the end of the input, the last line needs no line feed.
  package mutating func finish<E: Error>(
    _ body: (Int, UnsafeBufferPointer<UInt8>, Bool) throws(E) -> Void
  ) throws(E) {
    guard !pending.isEmpty else { return }
    let line = pending
    pending.removeAll(keepingCapacity: true)
    try line.withUnsafeBufferPointer { line throws(E) in try emit(line, ascii: false, body) }
  }

  private mutating func emit<E: Error>(
    _ line: UnsafeBufferPointer<UInt8>, ascii: Bool,
    _ body: (Int, UnsafeBufferPointer<UInt8>, Bool) throws(E) -> Void
  ) throws(E) {
    lineCount += 1
    var start = 0
    var end = line.count
    if atStart {
      atStart = false
      if end >= 3 && line[0] == 0xEF && line[1] == 0xBB && line[2] == 0xBF { start = 3 }
    }
    if end > start && line[end - 1] == 0x0D { end -= 1 }
    guard end > start else { return }
    let bytes = UnsafeBufferPointer(rebasing: line[start..<end])
    if ascii || UTF8Validation.isValid(bytes) {
      try body(lineCount, bytes, true)
    } else {
      var repaired = Array(String(decoding: bytes, as: UTF8.self).utf8)
      let number = lineCount
      try repaired.withUnsafeMutableBufferPointer { repaired throws(E) in
        try body(number, UnsafeBufferPointer(repaired), false)
      }
    }
  }

  /// The position of the line feed that ends the line at `start` (or
  /// `count`), and whether the line is all ASCII. Eight bytes at a time.
  @inline(__always)
  package static func lineEnd(
    _ base: UnsafePointer<UInt8>, from start: Int, count: Int
  ) -> (end: Int, ascii: Bool) {
    var i = start
    var high: UInt64 = 0
    let raw = UnsafeRawPointer(base)
    while i + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      // A zero byte of `word ^ 0x0A…` marks a line feed (the classic test:
      // exact for the first such byte, which is the one wanted).
      let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
      let found = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
      if found != 0 {
        let end = i + found.littleEndian.trailingZeroBitCount / 8
        // Only the bytes before the line feed count for ASCII.
        let kept = end - i
        let mask: UInt64 = kept == 0 ? 0 : (~0 as UInt64) >> (64 - 8 * kept)
        high |= word.littleEndian & mask
        return (end, high & 0x8080_8080_8080_8080 == 0)
      }
      high |= word
      i += 8
    }
    while i < count && base[i] != 0x0A {
      high |= UInt64(base[i])
      i += 1
    }
    return (i, high & 0x8080_8080_8080_8080 == 0)
  }
}
