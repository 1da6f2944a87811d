import SectionIndexIO

/// A JSON syntax error: what was expected, and the byte offset where.
package struct JSONSyntaxError: Error, Equatable {
  /// The offset of the offending byte in the whole input.
  package var offset: Int
  package var message: String
}

/// A JSON value that keeps what a round trip needs: members in their original
/// order, duplicates included, and numbers as written.
///
///     var parser = JSONParser(bytes)
///     try parser.parseDocument()  // .object([("a", .number("1.50"))])
package indirect enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  /// The number's text as written, such as `"1.50"` or `"-2e10"`.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([Member])

  package struct Member: Equatable, Sendable {
    package var key: String
    package var value: JSONValue
  }

  /// The value as compact JSON: no white space, members in order, numbers as
  /// written, strings re-escaped by ``JSON/quoted(_:)``.
  package var serialized: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let text): text
    case .string(let text): JSON.quoted(text)
    case .array(let elements): "[" + elements.map(\.serialized).joined(separator: ",") + "]"
    case .object(let members):
      "{"
        + members.map { JSON.quoted($0.key) + ":" + $0.value.serialized }
        .joined(separator: ",") + "}"
    }
  }

  /// How error messages name the value's type: "a number", "an object".
  package var typeDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A small JSON parser (RFC 8259) that reads straight from a byte buffer and
/// tracks its position.
///
/// It can build ``JSONValue``s, but its purpose is to look at large files
/// without building anything: ``skipValue()`` checks a value's syntax without
/// allocating, ``nextElement(first:closing:)`` and ``nextMember(first:)`` walk
/// arrays and objects one entry at a time, and strings are decoded only when
/// asked for. Offsets are into the whole buffer, so errors can be turned into
/// lines and columns of the file (``TextPosition``).
///
/// - Complexity: O(*n*) in the bytes read; nesting is limited to
///   ``maxDepth`` levels, so deep input cannot exhaust the stack.
package struct JSONParser {
  package let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  package var position: Int
  /// One past the last byte this parser may read (the end of a line for
  /// JSON Lines).
  package let end: Int
  private var depth = 0

  package static let maxDepth = 512

  package init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0, end: Int? = nil) {
    self.bytes = bytes
    self.position = position
    self.end = end ?? bytes.count
  }

  /// A string's bytes between its quotes, as found by ``scanString()``.
  package struct StringToken {
    /// The raw bytes between the quotes, escapes undecoded.
    package var content: Range<Int>
    package var hasEscapes: Bool
  }

  // MARK: - Documents and values

  /// Parses one value filling the input, white space around it allowed.
  package mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    let value = try parseValue()
    try expectEnd()
    return value
  }

  /// Throws unless only white space is left.
  package mutating func expectEnd() throws(JSONSyntaxError) {
    skipWhitespace()
    if position < end { throw error("expected end of input after the JSON value") }
  }

  /// The byte at the current position after white space, without consuming it.
  package mutating func peekValueStart() -> UInt8? {
    skipWhitespace()
    return position < end ? bytes[position] : nil
  }

  package mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard let byte = peekValueStart() else { throw error("expected a value") }
    switch byte {
    case UInt8(ascii: "\""):
      return .string(decode(try scanString()))
    case UInt8(ascii: "["):
      var elements: [JSONValue] = []
      try enter()
      var first = true
      while try nextElement(first: &first) {
        elements.append(try parseValue())
      }
      depth -= 1
      return .array(elements)
    case UInt8(ascii: "{"):
      var members: [JSONValue.Member] = []
      try enter()
      var first = true
      while let key = try nextMember(first: &first) {
        members.append(.init(key: decode(key), value: try parseValue()))
      }
      depth -= 1
      return .object(members)
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      let literal = try scanLiteral()
      return literal == 0 ? .null : .bool(literal > 0)
    default:
      let range = try scanNumber()
      return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
    }
  }

  /// Checks one value's syntax and moves past it, building nothing.
  package mutating func skipValue() throws(JSONSyntaxError) {
    guard let byte = peekValueStart() else { throw error("expected a value") }
    switch byte {
    case UInt8(ascii: "\""):
      _ = try scanString()
    case UInt8(ascii: "["):
      try enter()
      var first = true
      while try nextElement(first: &first) { try skipValue() }
      depth -= 1
    case UInt8(ascii: "{"):
      try enter()
      var first = true
      while try nextMember(first: &first) != nil { try skipValue() }
      depth -= 1
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      _ = try scanLiteral()
    default:
      _ = try scanNumber()
    }
  }

  // MARK: - Arrays and objects, an entry at a time

  /// Consumes `[` or `{` and counts one level of nesting.
  package mutating func enter() throws(JSONSyntaxError) {
    if depth == Self.maxDepth {
      throw error("nesting deeper than \(Self.maxDepth) levels")
    }
    depth += 1
    position += 1
  }

  /// Leaves a level entered with ``enter()`` (after the closing bracket was read).
  package mutating func leave() { depth -= 1 }

  /// After `[` or an element: moves to the next element and returns `true`,
  /// or consumes `]` and returns `false`.
  package mutating func nextElement(first: inout Bool) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    if position < end && bytes[position] == UInt8(ascii: "]") && first {
      position += 1
      return false
    }
    if !first {
      guard position < end,
        bytes[position] == UInt8(ascii: ",") || bytes[position] == UInt8(ascii: "]")
      else { throw error("expected ',' or ']' after array element") }
      position += 1
      if bytes[position - 1] == UInt8(ascii: "]") { return false }
    }
    first = false
    return true
  }

  /// After `{` or a member's value: reads the next member's key and its `:`
  /// and returns the key, or consumes `}` and returns `nil`.
  package mutating func nextMember(first: inout Bool) throws(JSONSyntaxError) -> StringToken? {
    skipWhitespace()
    if !first {
      guard position < end,
        bytes[position] == UInt8(ascii: ",") || bytes[position] == UInt8(ascii: "}")
      else { throw error("expected ',' or '}' after object member") }
      position += 1
      if bytes[position - 1] == UInt8(ascii: "}") { return nil }
      skipWhitespace()
    } else if position < end && bytes[position] == UInt8(ascii: "}") {
      position += 1
      return nil
    }
    guard position < end && bytes[position] == UInt8(ascii: "\"") else {
      throw error("expected a string as the member name")
    }
    let key = try scanString()
    skipWhitespace()
    guard position < end && bytes[position] == UInt8(ascii: ":") else {
      throw error("expected ':' after member name")
    }
    position += 1
    first = false
    return key
  }

  // MARK: - Tokens

  package mutating func skipWhitespace() {
    while position < end {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// Reads a string at `"`, checking escapes and UTF-8, decoding nothing.
  package mutating func scanString() throws(JSONSyntaxError) -> StringToken {
    let open = position
    position += 1
    let start = position
    var hasEscapes = false
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return StringToken(content: start..<position - 1, hasEscapes: hasEscapes)
      } else if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        try scanEscape()
      } else if byte < 0x20 {
        if byte == 0x0A { break }  // Most likely a missing quote.
        throw error("unescaped control character in string")
      } else if byte < 0x80 {
        position += 1
      } else {
        guard let length = UTF8Validation.sequenceLength(bytes, at: position, end: end) else {
          throw error("invalid UTF-8 in string")
        }
        position += length
      }
    }
    throw JSONSyntaxError(offset: open, message: "unterminated string")
  }

  private mutating func scanEscape() throws(JSONSyntaxError) {
    guard position + 1 < end else { throw error("invalid escape sequence") }
    switch bytes[position + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      position += 2
    case UInt8(ascii: "u"):
      guard let unit = hex4(at: position + 2) else { throw error("invalid \\u escape") }
      if (0xD800..<0xDC00).contains(unit) {
        guard position + 7 < end, bytes[position + 6] == UInt8(ascii: "\\"),
          bytes[position + 7] == UInt8(ascii: "u"),
          let low = hex4(at: position + 8), (0xDC00..<0xE000).contains(low)
        else { throw error("unpaired surrogate in \\u escape") }
        position += 12
      } else if (0xDC00..<0xE000).contains(unit) {
        throw error("unpaired surrogate in \\u escape")
      } else {
        position += 6
      }
    default:
      throw error("invalid escape sequence")
    }
  }

  private func hex4(at offset: Int) -> UInt32? {
    guard offset + 4 <= end else { return nil }
    var value: UInt32 = 0
    for byte in bytes[offset..<offset + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// Decodes a string found by ``scanString()``.
  /// Calls `body` with a string token's decoded UTF-8: the input's bytes
  /// in place when it has no escapes.
  package func withDecoded<R>(
    _ token: StringToken, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    guard token.hasEscapes else {
      return try body(UnsafeBufferPointer(rebasing: bytes[token.content]))
    }
    var decoded = decode(token)
    return try decoded.withUTF8(body)
  }

  package func decode(_ token: StringToken) -> String {
    let raw = UnsafeBufferPointer(rebasing: bytes[token.content])
    guard token.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
    var out: [UInt8] = []
    out.reserveCapacity(raw.count)
    var i = token.content.lowerBound
    while i < token.content.upperBound {
      let byte = bytes[i]
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        i += 1
        continue
      }
      let kind = bytes[i + 1]
      i += 2
      switch kind {
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = hex4(at: i)!
        i += 4
        if (0xD800..<0xDC00).contains(scalar) {
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hex4(at: i + 2)! - 0xDC00)
          i += 6
        }
        out.append(contentsOf: String(Unicode.Scalar(scalar)!).utf8)
      default: out.append(kind)  // " \ /
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether a string token holds exactly `name`, decoding only when it has
  /// escapes.
  package func token(_ token: StringToken, equals name: [UInt8]) -> Bool {
    if token.hasEscapes { return Array(decode(token).utf8) == name }
    return token.content.count == name.count
      && UnsafeBufferPointer(rebasing: bytes[token.content]).elementsEqual(name)
  }

  /// Reads `true` (1), `false` (-1) or `null` (0).
  private mutating func scanLiteral() throws(JSONSyntaxError) -> Int {
    for (word, value) in [("true", 1), ("false", -1), ("null", 0)] {
      let count = word.utf8.count
      if position + count <= end,
        UnsafeBufferPointer(rebasing: bytes[position..<position + count]).elementsEqual(word.utf8)
      {
        position += count
        return value
      }
    }
    throw error("expected a value")
  }

  /// Reads a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private mutating func scanNumber() throws(JSONSyntaxError) -> Range<Int> {
    let start = position
    func isDigit(_ i: Int) -> Bool {
      i < end && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
    }
    var i = position
    if i < end && bytes[i] == UInt8(ascii: "-") { i += 1 }
    guard isDigit(i) else {
      throw i == start ? error("expected a value") : error("invalid number")
    }
    if bytes[i] == UInt8(ascii: "0") {
      i += 1
      if isDigit(i) { throw JSONSyntaxError(offset: start, message: "invalid number") }
    } else {
      while isDigit(i) { i += 1 }
    }
    if i < end && bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard isDigit(i) else { throw JSONSyntaxError(offset: start, message: "invalid number") }
      while isDigit(i) { i += 1 }
    }
    if i < end && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
      i += 1
      if i < end && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
      guard isDigit(i) else { throw JSONSyntaxError(offset: start, message: "invalid number") }
      while isDigit(i) { i += 1 }
    }
    position = i
    return start..<i
  }

  package func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: position, message: message)
  }

  // MARK: - Output

  /// Appends a value's bytes without the white space between tokens; strings,
  /// numbers and member order stay exactly as written.
  ///
  /// - Precondition: `range` holds one valid JSON value.
  package static func appendCompact(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to out: inout [UInt8]
  ) {
    var inString = false
    var i = range.lowerBound
    while i < range.upperBound {
      let byte = bytes[i]
      if inString {
        out.append(byte)
        if byte == UInt8(ascii: "\\") {
          out.append(bytes[i + 1])
          i += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09: break
        case UInt8(ascii: "\""):
          inString = true
          out.append(byte)
        default: out.append(byte)
        }
      }
      i += 1
    }
  }
}

/// A line and column in a file, both counted from 1; columns count Unicode
/// scalars (characters as most editors show them), not bytes.
package struct TextPosition: Equatable, CustomStringConvertible {
  package var line: Int
  package var column: Int

  /// The position of a byte offset, found by counting from the start.
  ///
  /// - Complexity: O(*offset*); used only to report errors.
  package init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    var line = 1
    var lineStart = 0
    let offset = min(offset, bytes.count)
    for i in 0..<offset where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    if lineStart == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF,
      offset >= 3
    {
      lineStart = 3  // The byte order mark is not a character of the text.
    }
    var column = 1
    for i in lineStart..<max(lineStart, offset) where bytes[i] & 0xC0 != 0x80 {
      column += 1
    }
    self.line = line
    self.column = column
  }

  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  package var description: String { "\(line):\(column)" }
}
