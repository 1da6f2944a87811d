/// JSON string literals.
package enum JSON {
  /// A JSON string literal for `string`: quotes, backslashes and control
  /// characters escaped, everything else (non-ASCII included) as UTF-8.
  ///
  ///     JSON.quoted("Tab\there \"x\"")  // "\"Tab\\there \\\"x\\\"\""
  package static func quoted(_ string: String) -> String {
    var bytes: [UInt8] = []
    appendQuoted(string, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``quoted(_:)`` as UTF-8, building no string (the web build
  /// writes 100k items this way).
  package static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
    var string = string
    string.withUTF8 { appendQuoted($0, to: &bytes) }
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
    var bytes: [UInt8] = []
    appendQuoted(utf8, to: &bytes)
    try out.write(bytes: bytes)
  }

  /// Appends ``quoted(_:)`` of valid UTF-8 bytes: one pass over the bytes,
  /// copying runs that need no escape (U+2028 and U+2029, E2 80 A8/A9, are
  /// valid in JSON but end lines in JavaScript).
  private static func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    out.reserveCapacity(out.count + utf8.count + 2)
    out.append(UInt8(ascii: "\""))
    var plainStart = 0
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      var next = index + 1
      var escape: UInt8 = 0  // the letter after the backslash, `u` for \uXXXX
      var code: UInt16 = 0
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): escape = byte
      case 0x0A: escape = UInt8(ascii: "n")
      case 0x0D: escape = UInt8(ascii: "r")
      case 0x09: escape = UInt8(ascii: "t")
      case 0x08: escape = UInt8(ascii: "b")
      case 0x0C: escape = UInt8(ascii: "f")
      case 0xE2:
        if index + 2 < utf8.count, utf8[index + 1] == 0x80,
          utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9
        {
          escape = UInt8(ascii: "u")
          code = 0x2028 + UInt16(utf8[index + 2] - 0xA8)
          next = index + 3
        }
      default:
        if byte < 0x20 || byte == 0x7F {
          escape = UInt8(ascii: "u")
          code = UInt16(byte)
        }
      }
      if escape != 0 {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
        out.append(UInt8(ascii: "\\"))
        out.append(escape)
        if escape == UInt8(ascii: "u") {
          for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: code >> UInt16(shift)) & 0xF
            out.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
          }
        }
        plainStart = next
      }
      index = next
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart...]))
    out.append(UInt8(ascii: "\""))
  }

  /// Whether a byte may need escaping (0xE2 leads U+2028 and U+2029).
  @inline(__always)
  private static func mayNeedEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2
  }
}
