import SectionIndexAlgorithms

/// Reads records, one a line, from a file or standard input, all at once
/// (`browse`, the WebAssembly build), with the rules of ``LineSplitter``.
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
  /// - Parameter rejectsBinary: Whether bytes that ``looksBinary(_:)`` are
  ///   an error.
  /// - Throws: ``InputError`` `cannot read FILE: reason` when the file
  ///   cannot be opened or read; ``binaryError(_:)`` for binary bytes.
  package static func read(
    path: String?, rejectsBinary: Bool = false
  ) throws(InputError) -> InputReader {
    let bytes = try readBytes(path: path)
    if rejectsBinary, bytes.withUnsafeBufferPointer(looksBinary) {
      throw binaryError(path)
    }
    return InputReader(bytes: bytes)
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

  /// The error for input that ``looksBinary(_:)``, naming it: a path, or
  /// standard input when `path` is `nil` or `"-"`.
  package static func binaryError(_ path: String?) -> InputError {
    let name = path.flatMap { $0 == "-" ? nil : $0 } ?? "standard input"
    return InputError(
      "\(name) looks binary (a NUL byte in its first 8 KiB), not text; "
        + "give '--input lines' to read it as lines anyway")
  }

  /// Reads the bytes of a file, or of standard input when `path` is `nil` or `"-"`.
  ///
  /// - Throws: ``InputError`` `cannot read FILE: reason`.
  package static func readBytes(path: String?) throws(InputError) -> [UInt8] {
    let file = path == "-" ? nil : path
    do {
      return try FileDescriptor.readAll(path: file)
    } catch {
      throw InputError("cannot read \(file ?? "standard input"): \(error.description)")
    }
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
