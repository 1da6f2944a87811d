/// JSON string literals.
package enum JSON {
  /// A JSON string literal for `string`: quotes, backslashes and control
  /// characters escaped, everything else (non-ASCII included) as UTF-8.
  ///
  ///     JSON.quoted("Tab\there \"x\"")  // "\"Tab\\there \\\"x\\\"\""
  package static func quoted(_ string: String) -> String {
    if !mayNeedEscapes(string) {
      return "\"" + string + "\""
    }
    var out = "\""
    out.reserveCapacity(string.utf8.count + 2)
    var plainStart = string.unicodeScalars.startIndex
    var index = plainStart
    let scalars = string.unicodeScalars
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let escape: String?
      switch scalar {
      case "\"": escape = "\\\""
      case "\\": escape = "\\\\"
      case "\n": escape = "\\n"
      case "\r": escape = "\\r"
      case "\t": escape = "\\t"
      case "\u{08}": escape = "\\b"
      case "\u{0C}": escape = "\\f"
      // U+2028 and U+2029 are valid in JSON but end lines in JavaScript.
      case "\u{2028}": escape = "\\u2028"
      case "\u{2029}": escape = "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          escape = "\\u" + String(repeating: "0", count: 4 - hex.utf8.count) + hex
        } else {
          escape = nil
        }
      }
      if let escape {
        out.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
        out += escape
        plainStart = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    out.unicodeScalars.append(contentsOf: scalars[plainStart...])
    out += "\""
    return out
  }

  /// Appends ``quoted(_:)`` as UTF-8, building no string for the common
  /// case of nothing to escape (the web build writes 100k items this way).
  package static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
    guard mayNeedEscapes(string) else {
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: string.utf8)
      bytes.append(UInt8(ascii: "\""))
      return
    }
    bytes.append(contentsOf: quoted(string).utf8)
  }

  /// Whether a string holds a byte that may need escaping; most need none
  /// (0xE2 leads U+2028 and U+2029).
  private static func mayNeedEscapes(_ string: String) -> Bool {
    string.utf8.contains(where: mayNeedEscape)
  }

  /// Writes ``quoted(_:)`` of valid UTF-8 bytes, as they are when nothing
  /// needs escaping.
  package static func writeQuoted(
    _ utf8: UnsafeBufferPointer<UInt8>, to out: BufferedWriter
  ) throws(SystemError) {
    guard utf8.contains(where: mayNeedEscape) else {
      try out.write(byte: UInt8(ascii: "\""))
      try out.write(utf8)
      try out.write(byte: UInt8(ascii: "\""))
      return
    }
    try out.write(quoted(String(decoding: utf8, as: UTF8.self)))
  }

  /// Whether a byte may need escaping (0xE2 leads U+2028 and U+2029).
  @inline(__always)
  private static func mayNeedEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2
  }
}
