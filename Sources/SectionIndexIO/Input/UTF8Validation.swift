/// Checks UTF-8 sequences (RFC 3629: no overlong forms, no surrogates, at most
/// U+10FFFF).
package enum UTF8Validation {
  /// The length of the valid UTF-8 sequence starting at `offset`, or `nil`.
  package static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int)
    -> Int?
  {
    let lead = bytes[offset]
    func continuation(_ i: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      offset + i < end && range.contains(bytes[offset + i])
    }
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: return continuation(1) ? 2 : nil
    case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
    case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
    case 0xE1...0xEF: return continuation(1) && continuation(2) ? 3 : nil
    case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
    default: return nil
    }
  }

  /// Whether the bytes are all well-formed UTF-8: eight ASCII bytes at a
  /// time, three-byte sequences led by E1–EC (most of CJK) inline,
  /// ``sequenceLength(_:at:end:)`` for the rest.
  package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let p = bytes.baseAddress else { return true }
    let n = bytes.count
    var i = 0
    while i < n {
      if i + 8 <= n
        && UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        i += 8
      } else if p[i] < 0x80 {
        i += 1
      } else if p[i] >= 0xE1 && p[i] <= 0xEC && i + 2 < n
        && (UInt16(p[i + 1]) << 8 | UInt16(p[i + 2])) & 0xC0C0 == 0x8080
      {
        i += 3  // most of CJK: no overlong or surrogate form starts this way
      } else {
        guard let length = sequenceLength(bytes, at: i, end: n) else { return false }
        i += length
      }
    }
    return true
  }
}
