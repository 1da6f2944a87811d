/// Reads records, one a line, from a file or standard input.
///
/// Lines end in LF or CRLF (one trailing CR is removed); a UTF-8 byte order
/// mark at the start is removed; empty lines are skipped, while lines of only
/// white space are kept as records. Bytes that are not valid UTF-8 are replaced
/// with U+FFFD and the line is reported, never dropped.
struct InputReader {
  /// The records, in input order.
  var records: [String] = []
  /// The 1-based numbers of the lines that held invalid UTF-8.
  var invalidLines: [Int] = []

  /// At most this many invalid-UTF-8 warnings name a line; a count follows.
  static let maxInvalidLineWarnings = 10

  /// The warnings about lines whose invalid UTF-8 was replaced: the first few
  /// by line, then a count. `group` and the WebAssembly runner both print them.
  ///
  ///     InputReader.invalidUTF8Warnings(lines: [3], in: "<stdin>")
  ///     // ["<stdin>:3: invalid UTF-8 replaced with U+FFFD"]
  static func invalidUTF8Warnings(lines: [Int], in name: String) -> [String] {
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
  /// - Throws: ``RuntimeError`` `cannot read FILE: reason` when the file
  ///   cannot be opened or read.
  static func read(path: String?) throws(RuntimeError) -> InputReader {
    InputReader(bytes: try readBytes(path: path))
  }

  /// Reads the bytes of a file, or of standard input when `path` is `nil` or `"-"`.
  ///
  /// - Throws: ``RuntimeError`` `cannot read FILE: reason`.
  static func readBytes(path: String?) throws(RuntimeError) -> [UInt8] {
    let file = path == "-" ? nil : path
    do {
      return try Platform.readAll(path: file)
    } catch {
      throw RuntimeError("cannot read \(file ?? "standard input"): \(error.description)")
    }
  }

  /// Splits bytes into records.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  init(bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { all in
      var start = 0
      if all.count >= 3, all[0] == 0xEF, all[1] == 0xBB, all[2] == 0xBF {
        start = 3
      }
      var lineNumber = 0
      while start < all.count {
        lineNumber += 1
        var end = start
        while end < all.count && all[end] != 0x0A { end += 1 }
        let next = end + 1
        if end > start && all[end - 1] == 0x0D { end -= 1 }
        if end > start {
          let line = UnsafeBufferPointer(rebasing: all[start..<end])
          if let record = String(validating: line, as: UTF8.self) {
            records.append(record)
          } else {
            records.append(String(decoding: line, as: UTF8.self))
            invalidLines.append(lineNumber)
          }
        }
        start = next
      }
    }
  }
}
