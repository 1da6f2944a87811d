import SectionIndexIO
import SectionIndexRecords
import TestSupport
import Testing

/// `LineStream`, which `group` reads lines with, reads what `InputReader`
/// (`browse`, WebAssembly) reads: the same records, the same lines reported
/// as invalid UTF-8, whatever the blocks it reads, and the same again when
/// the file is split into ranges (`--jobs`).
@Suite struct LineStreamTests {
  /// Bytes of every kind a line can hold, line feeds and carriage returns
  /// among them, a byte order mark first or not.
  static func input(seed: UInt64) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("é".utf8), Array("中".utf8), Array("😀".utf8), [0x0A], [0x0A],
      [0x0D, 0x0A], [0x0D], [0xFF], [0xE4, 0xB8], [0xC3], Array("  ".utf8), [0x0A, 0x0A],
    ]
    var bytes: [UInt8] = random.next() % 2 == 0 ? [0xEF, 0xBB, 0xBF] : []
    for _ in 0..<Int(random.next() % 3000) {
      bytes += pieces[Int(random.next() % UInt64(pieces.count))]
    }
    return bytes
  }

  @Test(arguments: 0..<12)
  func readsWhatInputReaderReads(seed: Int) throws {
    let bytes = Self.input(seed: UInt64(seed))
    let expected = InputReader(bytes: bytes)
    let records = (0..<expected.lines.count).map { Array(expected.lines.string(at: $0).utf8) }
    let path = try TemporaryFile.write(bytes, name: "lines-\(seed).txt")
    defer { TemporaryFile.remove(path) }
    for blockSize in [1, 2, 3, 7, 64, 1 << 20] {
      var got: [[UInt8]] = []
      var invalid: [Int] = []
      let count = try LineStream.forEachLine(.path(path), blockSize: blockSize) {
        number, line, valid in
        got.append(Array(line))
        if !valid { invalid.append(number) }
      }
      #expect(got == records, "block size \(blockSize)")
      #expect(invalid == expected.invalidLines, "block size \(blockSize)")
      #expect(count >= (records.isEmpty ? 0 : invalid.last ?? 0))
    }
    // Bytes in memory give the same lines.
    var fromBytes: [[UInt8]] = []
    var invalidInBytes: [Int] = []
    try LineStream.forEachLine(.bytes(bytes)) { number, line, valid in
      fromBytes.append(Array(line))
      if !valid { invalidInBytes.append(number) }
    }
    #expect(fromBytes == records)
    #expect(invalidInBytes == expected.invalidLines)
    // Ranges split after line feeds give the same lines, numbered on.
    for parts in [2, 3, 7] {
      let points = try LineStream.splitPoints(path: path, size: bytes.count, parts: parts)
      #expect(points.first == 0 && points.last == bytes.count && points == points.sorted())
      var got: [[UInt8]] = []
      var invalid: [Int] = []
      var before = 0
      for k in 0..<parts {
        before += try LineStream.forEachLine(
          .path(path), range: points[k]..<points[k + 1], blockSize: 5
        ) { [before] number, line, valid in
          got.append(Array(line))
          if !valid { invalid.append(before + number) }
        }
      }
      #expect(got == records, "\(parts) parts")
      #expect(invalid == expected.invalidLines, "\(parts) parts")
    }
  }
}
