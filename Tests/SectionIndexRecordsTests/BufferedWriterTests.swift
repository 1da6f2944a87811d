import Foundation
import SectionIndexIO
import Testing

@testable import SectionIndexRecords

/// What `BufferedWriter` writes: bytes in order across flushes, a buffer
/// grown without losing what it held, and bytes put in its free space
/// counted only once committed.
@Suite struct BufferedWriterTests {
  /// Writes with `body` to a temporary file and returns what it holds.
  static func written(capacity: Int, _ body: (BufferedWriter) throws -> Void) throws -> [UInt8] {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("buffered-writer-\(UUID().uuidString)").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try FileDescriptor.open(path, .writeOnly, options: .truncate)
    let output = BufferedWriter(fileDescriptor: file, capacity: capacity)
    try body(output)
    try output.flush()
    try file.close()
    return try FileDescriptor.readAll(path: path)
  }

  @Test func growingKeepsWhatWasBufferedAndGivesTheRoom() throws {
    let bytes = try Self.written(capacity: 16) { output in
      try output.write("abc")
      #expect(output.freeSpace.count == 13)
      try output.reserveCapacity(64)
      #expect(output.freeSpace.count == 64)
      try output.reserveCapacity(8)  // never shrinks
      #expect(output.freeSpace.count == 64)
      try output.write("def")
    }
    #expect(String(decoding: bytes, as: UTF8.self) == "abcdef")
  }

  @Test func bytesInTheFreeSpaceCountOnceCommitted() throws {
    let bytes = try Self.written(capacity: 16) { output in
      try output.write("ab")
      var room = output.freeSpace
      #expect(room.count == 14)
      room[0] = 0x63  // c
      room[1] = 0x64  // d
      room[2] = 0x21  // not committed: overwritten by the next write
      output.commit(2)
      try output.write("ef")
      room = output.freeSpace
      for k in 0..<room.count { room[k] = 0x78 }  // x
      output.commit(room.count)
      #expect(output.freeSpace.isEmpty)
      try output.write("g")  // writes the full buffer out first
    }
    #expect(
      String(decoding: bytes, as: UTF8.self) == "abcdef" + String(repeating: "x", count: 10) + "g")
  }
}
