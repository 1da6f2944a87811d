/// Decodes the generated tables: base64 text holding little-endian `UInt32`s.
///
/// Tables are kept as string literals because large array literals compile
/// slowly; they are decoded once, on first use.
enum PackedData {
  static func words(_ text: StaticString) -> [UInt32] {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (i, c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
      table[Int(c)] = UInt8(i)
    }
    let count = text.utf8CodeUnitCount
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count * 3 / 4)
    text.withUTF8Buffer { buffer in
      var acc: UInt32 = 0
      var bits = 0
      for c in buffer {
        let v = table[Int(c)]
        if v == 0xFF { continue }  // newlines, indentation and padding
        acc = (acc << 6) | UInt32(v)
        bits += 6
        if bits >= 8 {
          bits -= 8
          bytes.append(UInt8(truncatingIfNeeded: acc >> UInt32(bits)))
        }
      }
    }
    var words = [UInt32](repeating: 0, count: bytes.count / 4)
    for i in words.indices {
      words[i] =
        UInt32(bytes[4 * i]) | UInt32(bytes[4 * i + 1]) << 8 | UInt32(bytes[4 * i + 2]) << 16
        | UInt32(bytes[4 * i + 3]) << 24
    }
    return words
  }
}
