import SectionIndexIO
import TestSupport
import Testing

/// `InputReader`, which `browse` and the WebAssembly build read records
/// with: lines split in place, line endings, a byte order mark and invalid
/// UTF-8.
@Suite struct InputReaderTests {
  /// Splitting in place agrees with splitting by strings on random bytes:
  /// line feeds at every offset of the eight-byte steps, CR before them,
  /// ASCII runs, and valid and invalid multi-byte sequences (overlong forms,
  /// surrogates, past U+10FFFF, truncated).
  @Test func splitsInPlaceAsStringsWould() {
    let pieces: [[UInt8]] = [
      [0x0A], [0x0D, 0x0A], [0x0D], Array("abcdefgh".utf8), Array("ab".utf8), [0x20],
      Array("é".utf8), Array("曾".utf8), Array("😀".utf8), [0xC0, 0x80], [0xE0, 0x80, 0x80],
      [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE6, 0x9B], [0xFF], [0x80],
      [0xEF, 0xBB, 0xBF],
    ]
    var random = SplitMix64(seed: 18)
    for _ in 0..<3_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(random.next() % 24) {
        bytes += pieces[Int(random.next() % UInt64(pieces.count))]
      }
      let reader = InputReader(bytes: bytes)
      var expected: [String] = []
      var invalid: [Int] = []
      var body = bytes[...]
      if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
      for (number, line) in body.split(separator: 0x0A, omittingEmptySubsequences: false)
        .enumerated()
      {
        var line = line
        if line.last == 0x0D { line = line.dropLast() }
        guard !line.isEmpty else { continue }
        if let text = String(validating: line, as: UTF8.self) {
          expected.append(text)
        } else {
          expected.append(String(decoding: line, as: UTF8.self))
          invalid.append(number + 1)
        }
      }
      #expect(reader.records == expected, "\(bytes)")
      #expect(reader.invalidLines == invalid, "\(bytes)")
    }
  }
}
