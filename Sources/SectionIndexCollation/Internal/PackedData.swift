/// Decodes the generated tables: base64 text holding little-endian `UInt32`s.
///
/// Tables are kept as string literals because large array literals compile
/// slowly; they are decoded once, on first use.
enum PackedData {
  private static let alphabet: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (i, c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8
      .enumerated()
    {
      table[Int(c)] = UInt8(i)
    }
    return table
  }()

  static func words(_ text: StaticString) -> [UInt32] {
    let alphabet = Self.alphabet
    let capacity = text.utf8CodeUnitCount / 4 * 3 + 4
    let bytes = text.withUTF8Buffer { input in
      [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
        alphabet.withUnsafeBufferPointer { table in
          var n = 0
          var i = 0
          var acc: UInt32 = 0
          var bits: UInt32 = 0
          let end = input.count
          while i < end {
            // Four characters at a time while none is a line break or pad.
            if bits == 0 && i + 4 <= end {
              let a = UInt32(table[Int(input[i])])
              let b = UInt32(table[Int(input[i + 1])])
              let c = UInt32(table[Int(input[i + 2])])
              let d = UInt32(table[Int(input[i + 3])])
              if (a | b | c | d) & 0x80 == 0 {
                let v = a << 18 | b << 12 | c << 6 | d
                out[n] = UInt8(truncatingIfNeeded: v >> 16)
                out[n + 1] = UInt8(truncatingIfNeeded: v >> 8)
                out[n + 2] = UInt8(truncatingIfNeeded: v)
                n += 3
                i += 4
                continue
              }
            }
            let v = table[Int(input[i])]
            i += 1
            if v == 0xFF { continue }  // newlines, indentation and padding
            acc = (acc << 6) | UInt32(v)
            bits += 6
            if bits >= 8 {
              bits -= 8
              out[n] = UInt8(truncatingIfNeeded: acc >> bits)
              n += 1
            }
            if bits == 0 { acc = 0 }
          }
          count = n
        }
      }
    }
    // Not `unsafeUninitializedCapacity: 0`: it writes the count of the
    // empty array every thread shares.
    if bytes.count < 4 { return [] }
    return [UInt32](unsafeUninitializedCapacity: bytes.count / 4) { words, count in
      bytes.withUnsafeBytes { raw in
        for k in 0..<(bytes.count / 4) {
          words[k] = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * k, as: UInt32.self))
        }
      }
      count = bytes.count / 4
    }
  }
}

/// A map from Unicode scalar values to `UInt32`, as a two-stage table: fast,
/// compact for clustered keys, built in one pass from sorted pairs.
struct ScalarMap: Sendable {
  private var stage1: [UInt16]
  private var stage2: [UInt32]

  /// Builds the map from `(scalar, value)` pairs; absent scalars map to 0,
  /// and the values of a scalar listed twice are or-ed.
  init(pairs: some Collection<(UInt32, UInt32)>) {
    // Two passes: the blocks first, so that the second table is allocated once.
    var stage1 = [UInt16](repeating: 0, count: 0x110000 >> 7)
    var blocks = 1  // block 0: all zero
    for (cp, _) in pairs where cp < 0x110000 && stage1[Int(cp >> 7)] == 0 {
      stage1[Int(cp >> 7)] = UInt16(blocks)
      blocks += 1
    }
    var stage2 = [UInt32](repeating: 0, count: blocks << 7)
    for (cp, value) in pairs where cp < 0x110000 {
      stage2[Int(stage1[Int(cp >> 7)]) << 7 | Int(cp & 0x7F)] |= value
    }
    self.stage1 = stage1
    self.stage2 = stage2
  }

  @inline(__always)
  subscript(cp: UInt32) -> UInt32 {
    guard cp < 0x110000 else { return 0 }
    return stage2[Int(stage1[Int(cp >> 7)]) << 7 | Int(cp & 0x7F)]
  }
}
