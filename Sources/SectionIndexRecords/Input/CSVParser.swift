import SectionIndexIO

/// A CSV syntax error: the byte offset where, and what is wrong.
package struct CSVSyntaxError: Error, Equatable {
  package var offset: Int
  package var message: String
}

/// Reads comma-separated values (RFC 4180) straight from a byte buffer, a row
/// at a time.
///
/// Fields are separated by commas and rows end in LF or CRLF. A field that
/// starts with `"` is quoted: it may hold commas, line breaks and `""` for one
/// quote, and must be followed by a comma or the end of the row. A quote inside
/// an unquoted field is an ordinary character, as in most spreadsheets. Empty
/// lines are skipped. The caller removes a byte order mark first.
///
///     var parser = CSVParser(buffer)
///     while let row = try parser.nextRow() { print(row.fields.map(parser.string(of:))) }
///
/// - Complexity: O(*n*) in the bytes read.
package struct CSVParser {
  package let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  package var position: Int
  /// The line the next byte is on, counted from 1.
  private(set) var line = 1

  package init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0, line: Int = 1) {
    self.bytes = bytes
    self.position = position
    self.line = line
  }

  /// One field's bytes, without its quotes.
  package struct Field: Equatable {
    package var content: Range<Int>
    /// Whether the content holds `""` pairs to be read as one quote.
    package var hasEscapedQuotes: Bool
  }

  package struct Row {
    package var fields: [Field]
    /// The row's bytes, line break excluded.
    package var range: Range<Int>
    /// The line the row starts on.
    package var line: Int
  }

  /// Reads the next row, or returns `nil` at the end of the input.
  package mutating func nextRow() throws(CSVSyntaxError) -> Row? {
    // Skip empty lines.
    while position < bytes.count {
      if bytes[position] == 0x0A {
        position += 1
        line += 1
      } else if bytes[position] == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A {
        position += 2
        line += 1
      } else {
        break
      }
    }
    guard position < bytes.count else { return nil }
    let start = position
    let startLine = line
    var fields: [Field] = []
    while true {
      let field = try nextField()
      fields.append(field)
      if position < bytes.count && bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      // At the end of the row: LF, CRLF or the end of the input.
      let rowEnd = position
      if position < bytes.count {
        position += bytes[position] == 0x0D ? 2 : 1
        line += 1
      }
      return Row(fields: fields, range: start..<rowEnd, line: startLine)
    }
  }

  /// Reads one field, stopping before the comma or line break after it.
  private mutating func nextField() throws(CSVSyntaxError) -> Field {
    let count = bytes.count
    guard position < count && bytes[position] == UInt8(ascii: "\"") else {
      let start = position
      while position < count {
        let byte = bytes[position]
        if byte == UInt8(ascii: ",") || byte == 0x0A { break }
        if byte == 0x0D && position + 1 < count && bytes[position + 1] == 0x0A { break }
        position += 1
      }
      return Field(content: start..<position, hasEscapedQuotes: false)
    }
    let open = position
    position += 1
    let start = position
    var hasEscapedQuotes = false
    while position < count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        if position + 1 < count && bytes[position + 1] == UInt8(ascii: "\"") {
          hasEscapedQuotes = true
          position += 2
          continue
        }
        let field = Field(content: start..<position, hasEscapedQuotes: hasEscapedQuotes)
        position += 1
        if position < count {
          let next = bytes[position]
          let atRowEnd =
            next == 0x0A || (next == 0x0D && position + 1 < count && bytes[position + 1] == 0x0A)
          if next != UInt8(ascii: ",") && !atRowEnd {
            throw CSVSyntaxError(
              offset: position, message: "expected ',' or the end of the line after a closing quote"
            )
          }
        }
        return field
      }
      if byte == 0x0A { line += 1 }
      position += 1
    }
    throw CSVSyntaxError(offset: open, message: "unterminated quoted field")
  }

  /// A field's text; `""` read as one quote, invalid UTF-8 replaced with U+FFFD.
  ///
  /// - Returns: The text, and whether invalid UTF-8 was replaced.
  /// Calls `body` with a field's text as valid UTF-8 (the input's bytes in
  /// place when they are valid and hold no doubled quotes) and whether the
  /// input's bytes were valid.
  package func withText<R>(
    of field: Field, _ body: (UnsafeBufferPointer<UInt8>, _ wasValid: Bool) throws -> R
  ) rethrows -> R {
    let raw = UnsafeBufferPointer(rebasing: bytes[field.content])
    if !field.hasEscapedQuotes && UTF8Validation.isValid(raw) { return try body(raw, true) }
    var (text, valid) = string(of: field)
    return try text.withUTF8 { try body($0, valid) }
  }

  package func string(of field: Field) -> (text: String, isValidUTF8: Bool) {
    let raw = UnsafeBufferPointer(rebasing: bytes[field.content])
    guard field.hasEscapedQuotes else {
      if let text = String(validating: raw, as: UTF8.self) { return (text, true) }
      return (String(decoding: raw, as: UTF8.self), false)
    }
    var out: [UInt8] = []
    out.reserveCapacity(raw.count)
    var skipNext = false
    for byte in raw {
      if skipNext {
        skipNext = false
        continue
      }
      out.append(byte)
      if byte == UInt8(ascii: "\"") { skipNext = true }
    }
    if let text = String(validating: out, as: UTF8.self) { return (text, true) }
    return (String(decoding: out, as: UTF8.self), false)
  }
}
