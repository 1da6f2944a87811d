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
    let capacity = text.utf8CodeUnitCount / 16 * 3 + 4
    return text.withUTF8Buffer { input in
      [UInt32](unsafeUninitializedCapacity: capacity) { out, count in
        alphabet.withUnsafeBufferPointer { table in
          var acc: UInt32 = 0
          var bits: UInt32 = 0
          var word: UInt32 = 0
          var byteInWord: UInt32 = 0
          var n = 0
          for c in input {
            let v = table[Int(c)]
            if v == 0xFF { continue }  // newlines, indentation and padding
            acc = (acc << 6) | UInt32(v)
            bits += 6
            if bits >= 8 {
              bits -= 8
              word |= ((acc >> bits) & 0xFF) << (8 * byteInWord)
              byteInWord += 1
              if byteInWord == 4 {
                out[n] = word
                n += 1
                word = 0
                byteInWord = 0
              }
            }
          }
          count = n
        }
      }
    }
  }
}

/// A map from Unicode scalar values to `UInt32`, as a two-stage table: fast,
/// compact for clustered keys, built in one pass from sorted pairs.
struct ScalarMap: Sendable {
  private var stage1: [UInt16]
  private var stage2: [UInt32]

  /// Builds the map from `(scalar, value)` pairs sorted by scalar; absent
  /// scalars map to 0.
  init(sortedPairs pairs: some Sequence<(UInt32, UInt32)>) {
    var stage1 = [UInt16](repeating: 0, count: 0x110000 >> 7)
    var stage2 = [UInt32](repeating: 0, count: 128)  // block 0: all zero
    for (cp, value) in pairs where cp < 0x110000 {
      let hi = Int(cp >> 7)
      if stage1[hi] == 0 {
        stage1[hi] = UInt16(stage2.count >> 7)
        stage2.append(contentsOf: repeatElement(0, count: 128))
      }
      stage2[Int(stage1[hi]) << 7 | Int(cp & 0x7F)] = value
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
