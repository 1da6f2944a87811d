import SectionIndexAlgorithms

/// Reads records, one a line, from a file or standard input.
///
/// Lines end in LF or CRLF (one trailing CR is removed); a UTF-8 byte order
/// mark at the start is removed; empty lines are skipped, while lines of only
/// white space are kept as records. Bytes that are not valid UTF-8 are replaced
/// with U+FFFD and the line is reported, never dropped.
package struct InputReader {
  /// The records, in input order, packed in one buffer.
  package var lines = PackedUTF8()
  /// The 1-based numbers of the lines that held invalid UTF-8.
  package var invalidLines: [Int] = []

  /// The records as strings, in input order.
  package var records: [String] { (0..<lines.count).map(lines.string(at:)) }

  /// At most this many invalid-UTF-8 warnings name a line; a count follows.
  package static let maxInvalidLineWarnings = 10

  /// The warnings about lines whose invalid UTF-8 was replaced: the first few
  /// by line, then a count. `group` and the WebAssembly runner both print them.
  ///
  ///     InputReader.invalidUTF8Warnings(lines: [3], in: "<stdin>")
  ///     // ["<stdin>:3: invalid UTF-8 replaced with U+FFFD"]
  package static func invalidUTF8Warnings(lines: [Int], in name: String) -> [String] {
    var out = lines.prefix(maxInvalidLineWarnings).map {
      "\(name):\($0): invalid UTF-8 replaced with U+FFFD"
    }
    let more = lines.count - maxInvalidLineWarnings
    if more > 0 {
      out.append(
        "\(name): \(more.grouped) more line\(more == 1 ? "" : "s") with invalid UTF-8 "
          + "replaced with U+FFFD")
    }
    return out
  }

  /// Reads a file, or standard input when `path` is `nil` or `"-"`.
  ///
  /// - Throws: ``InputError`` `cannot read FILE: reason` when the file
  ///   cannot be opened or read.
  package static func read(path: String?) throws(InputError) -> InputReader {
    InputReader(bytes: try readBytes(path: path))
  }

  /// Reads the bytes of a file, or of standard input when `path` is `nil` or `"-"`.
  ///
  /// - Throws: ``InputError`` `cannot read FILE: reason`.
  package static func readBytes(path: String?) throws(InputError) -> [UInt8] {
    let file = path == "-" ? nil : path
    do {
      return try Platform.readAll(path: file)
    } catch {
      throw InputError("cannot read \(file ?? "standard input"): \(error.description)")
    }
  }

  /// Splits bytes into records, reusing their buffer: each line's bytes are
  /// moved down over the line breaks before it, so a file of a million lines
  /// costs its own size and an offset a line, and no `String` is made.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  package init(bytes: consuming [UInt8]) {
    // Four-byte offsets unless repairs could take the bytes past 4 GiB.
    let narrow = UInt(bitPattern: bytes.count) <= UInt(UInt32.max) / 3
    var offsets: [UInt32] = [0]
    var wideOffsets: [Int] = [0]
    if narrow {
      offsets.reserveCapacity(Self.lineCountEstimate(bytes.count))
    } else {
      wideOffsets.reserveCapacity(Self.lineCountEstimate(bytes.count))
    }
    // Lines with invalid UTF-8 grow when repaired, and from the first one on
    // the records go to a buffer of their own.
    var repaired: [UInt8]? = nil
    var invalid: [Int] = []
    let total = bytes.count
    let packed = bytes.withUnsafeMutableBufferPointer { all -> Int in
      guard let base = all.baseAddress else { return 0 }
      var start = 0
      if total >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { start = 3 }
      var written = 0
      var lineNumber = 0
      while start < total {
        lineNumber += 1
        let (end, ascii) = Self.lineEnd(base, from: start, count: total)
        let next = end + 1
        var last = end
        if last > start && base[last - 1] == 0x0D { last -= 1 }
        if last > start {
          let line = UnsafeBufferPointer(start: base + start, count: last - start)
          let valid = ascii || UTF8Validation.isValid(line)
          if !valid { invalid.append(lineNumber) }
          if repaired == nil && valid {
            if written != start {
              (base + written).update(from: base + start, count: last - start)
            }
            written += last - start
          } else {
            if repaired == nil {
              repaired = Array(UnsafeBufferPointer(start: base, count: written))
            }
            if valid {
              repaired!.append(contentsOf: line)
            } else {
              repaired!.append(contentsOf: String(decoding: line, as: UTF8.self).utf8)
            }
            written = repaired!.count
          }
          if narrow {
            offsets.append(UInt32(truncatingIfNeeded: written))
          } else {
            wideOffsets.append(written)
          }
        }
        start = next
      }
      return written
    }
    invalidLines = invalid
    if var repaired {
      repaired.reserveCapacity(0)
      lines =
        narrow
        ? PackedUTF8(bytes: repaired, offsets: offsets)
        : PackedUTF8(bytes: repaired, offsets: wideOffsets)
    } else {
      bytes.removeSubrange(packed...)
      lines =
        narrow
        ? PackedUTF8(bytes: bytes, offsets: offsets)
        : PackedUTF8(bytes: bytes, offsets: wideOffsets)
    }
  }

  /// A guess at how many lines `byteCount` bytes hold, for reserving offsets
  /// (names run about a dozen bytes).
  private static func lineCountEstimate(_ byteCount: Int) -> Int {
    Swift.min(byteCount / 12 + 16, 1 << 24)
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

/// Input that cannot be read, or records that cannot be used: a message that
/// names what and where, such as `cannot read names.txt: No such file or
/// directory` or `data.json:3:7: expected ','`.
public struct InputError: Error, Equatable, Sendable {
  public var message: String
  /// Whether the caller's request is at fault (a key field missing from the
  /// records' fields) rather than the data.
  public var isUsage = false

  public init(_ message: String, isUsage: Bool = false) {
    self.message = message
    self.isUsage = isUsage
  }
}
