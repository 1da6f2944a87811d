import SectionIndexCollation
import SectionIndexIO
import Testing

@testable import SectionIndexRecords

/// A section's records as read back from the temporary file are checked
/// before they are trusted: a file cut short or overwritten is an error
/// that says what is wrong, not a crash.
@Suite struct SectionSpillTests {
  /// A section's bytes as `take(section:to:)` gives them, and its count:
  /// keys alone, with readings, with payloads.
  static func section() throws -> (bytes: [UInt8], count: Int) {
    var spill = SectionSpill(sections: 1, memoryLimit: 0)
    for i in 0..<40 {
      let key = Array("name \(i) 名前".utf8)
      let reading = i % 3 == 1 ? Array("よみ\(i)".utf8) : nil
      let payload = i % 4 == 2 ? Array(#"{"n":\#(i)}"#.utf8) : nil
      let head = IndexedCollation.RecordHead(
        head: UInt64(i), head2: 0, isLonger: false, position: 0)
      key.withUnsafeBufferPointer { key in
        (reading ?? []).withUnsafeBufferPointer { r in
          (payload ?? []).withUnsafeBufferPointer { p in
            spill.append(
              section: 0, head: head, key: key, reading: reading == nil ? nil : r,
              payload: payload == nil ? nil : p)
          }
        }
      }
    }
    spill._checkInvariants()
    var bytes = [UInt8](repeating: 0, count: spill.size(of: 0))
    let usesFile = spill.usesFile
    #expect(usesFile)
    try bytes.withUnsafeMutableBytes { try spill.take(section: 0, to: $0) }
    spill._checkInvariants()
    return (bytes, 40)
  }

  static func problem(_ bytes: [UInt8], count: Int) -> String? {
    bytes.withUnsafeBytes { SectionSpill.problem(in: $0, count: count) }
  }

  @Test func recordsReadBackWholePass() throws {
    let (bytes, count) = try Self.section()
    #expect(Self.problem(bytes, count: count) == nil)
    #expect(Self.problem([], count: 0) == nil)
  }

  @Test func aFileCutShortIsFound() throws {
    let (bytes, count) = try Self.section()
    for cut in 0..<bytes.count {
      #expect(Self.problem(Array(bytes[..<cut]), count: count) != nil, "cut at \(cut)")
    }
    #expect(
      Self.problem(Array(bytes.dropLast()), count: count)
        == "record 40 of 40 runs past the section's \(bytes.count - 1) bytes")
  }

  @Test func bytesBeyondTheRecordsAreFound() throws {
    let (bytes, count) = try Self.section()
    #expect(
      Self.problem(bytes + [0, 0, 0], count: count) == "3 bytes follow the section's 40 records")
    #expect(Self.problem(bytes, count: count - 1) != nil)
  }

  /// A length overwritten with a huge number (no overflow, no crash).
  @Test(arguments: [0, 1, 2])
  func anOverwrittenLengthIsFound(part: Int) throws {
    let section = try Self.section()
    var bytes = section.bytes
    // Record 1 has a reading: it is extended, its lengths after the word.
    let second = SectionSpill.headBytes + Int(bytes[12])
    #expect(bytes[second + 15] & 0x40 != 0)
    for k in 0..<8 { bytes[second + SectionSpill.headBytes + 8 * part + k] = 0xFF }
    bytes[second + SectionSpill.headBytes + 8 * part] = 0xFE  // not "no payload"
    #expect(Self.problem(bytes, count: section.count) != nil)
  }

  /// Records with and without payloads in one section each give their own
  /// (a payload was once looked up by its place among those that had one).
  @Test(arguments: [SectionSpill.defaultMemoryLimit, 0])
  func payloadsFollowTheirRecords(memoryLimit: Int) throws {
    let collation = IndexedCollation(locale: "en")
    var sectioner = RecordSectioner(
      collation: collation, many: false, query: nil, memoryLimit: memoryLimit)
    let names = ["Carol", "Alice", "Bob", "Ann", "Cathy", "Bert"]
    for (i, name) in names.enumerated() {
      let payload = i % 2 == 0 ? Array("{\"name\":\"\(name)\"}".utf8) : nil
      Array(name.utf8).withUnsafeBufferPointer { key in
        (payload ?? []).withUnsafeBufferPointer { p in
          sectioner.add(key: key, reading: nil, payload: payload == nil ? nil : p)
        }
      }
    }
    var seen: [String: String?] = [:]
    try sectioner.forEachSortedSection { _, section in
      section._checkInvariants()
      for k in 0..<section.count {
        seen[section.keyString(k)] = section.payload(k).map { String(decoding: $0, as: UTF8.self) }
      }
    }
    for (i, name) in names.enumerated() {
      #expect(seen[name] == (i % 2 == 0 ? "{\"name\":\"\(name)\"}" : nil), "\(name)")
    }
  }
}
