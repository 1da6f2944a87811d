import SectionIndexAlgorithms

/// Records, one a line, split all at once from bytes in memory (a file or
/// standard input read whole: `browse`, the WebAssembly build), with the
/// rules of ``LineSplitter``. `SectionIndexRecords` reads files into it
/// (`InputReader+Files.swift`).
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

  /// How many bytes at the start ``looksBinary(_:)`` looks at: 8 KiB, as
  /// Git and GNU diff decide.
  package static let binaryCheckLength = 8192

  /// Whether the first bytes of an input hold a NUL, which no text does
  /// (an executable, an image, UTF-16 text).
  ///
  ///     InputReader.looksBinary([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00])  // true
  ///
  /// - Complexity: O(1): at most ``binaryCheckLength`` bytes.
  package static func looksBinary(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    UnsafeBufferPointer(rebasing: bytes.prefix(binaryCheckLength)).contains(0)
  }

  /// Splits bytes into records with ``LineSplitter``, the splitter `group`
  /// and `keys` read through: a file of a million lines costs its bytes and
  /// an offset a line, and no `String` is made.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  package init(bytes: consuming [UInt8]) {
    var lines = PackedUTF8()
    // Names run about a dozen bytes.
    lines.reserveCapacity(strings: Swift.min(bytes.count / 12 + 16, 1 << 24), bytes: bytes.count)
    var invalid: [Int] = []
    var splitter = LineSplitter()
    let add = { (number: Int, line: UnsafeBufferPointer<UInt8>, valid: Bool) in
      if !valid { invalid.append(number) }
      lines.append(line)
    }
    bytes.withUnsafeBufferPointer { splitter.split($0, add) }
    splitter.finish(add)
    self.lines = lines
    invalidLines = invalid
  }
}
