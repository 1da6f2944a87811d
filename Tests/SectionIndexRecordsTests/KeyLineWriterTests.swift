import Foundation
import SectionIndexCollation
import SectionIndexIO
import Testing

@testable import SectionIndexRecords

/// The lines `keys` writes: the key in lowercase hexadecimal, the title of
/// the key's section and the record, the same from a `SortKey` and from a
/// key that lives only inside `withSectionSortKey(forUTF8:_:)`.
@Suite struct KeyLineWriterTests {
  /// What the lines of `records` must be, spelled out from `sectionSortKey`.
  static func expected(_ records: [String], _ collation: IndexedCollation) -> String {
    records.map { record in
      let key = collation.sectionSortKey(for: record).bytes
      let hex = key.map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
      return "\(hex)\t\(collation.sectionTitles[collation.section(for: record)])\t\(record)\n"
    }.joined()
  }

  /// Writes with `body` to a temporary file and returns what it holds.
  static func written(_ body: (KeyLineWriter) throws -> Void, titles: [String]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("key-lines-\(UUID().uuidString)").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try FileDescriptor.open(path, .writeOnly, options: .truncate)
    let output = BufferedWriter(fileDescriptor: file)
    try body(try KeyLineWriter(titles: titles, to: output))
    try output.flush()
    try file.close()
    return String(decoding: try FileDescriptor.readAll(path: path), as: UTF8.self)
  }

  /// The lines of `records` written the way `keys` writes valid UTF-8
  /// lines: each key formatted in place from `withSectionSortKey(forUTF8:_:)`.
  static func writtenFromUTF8(_ records: [String], _ collation: IndexedCollation) throws -> String {
    try written(
      { lines in
        for record in records {
          var utf8 = Array(record.utf8)
          let pending = utf8.withUnsafeMutableBufferPointer { utf8 in
            let utf8 = UnsafeBufferPointer(utf8)
            return collation.withSectionSortKey(forUTF8: utf8) { key in
              lines.format(key: key, record: utf8)
            }
          }
          try lines.writeFormatted(count: pending)
        }
      }, titles: collation.sectionTitles)
  }

  static let records = [
    "Zoë", "曾国藩", "", "ß", "#1", "Ångström", String(repeating: "長い名前", count: 2_000),
  ]

  @Test(arguments: ["en", "zh-Hans", "sv"])
  func linesSpellTheKeyTitleAndRecord(locale: String) throws {
    let collation = IndexedCollation(locale: locale)
    let fromSortKeys = try Self.written(
      { lines in
        for record in Self.records {
          try lines.write(key: collation.sectionSortKey(for: record).bytes, record: record)
        }
      }, titles: collation.sectionTitles)
    let fromUTF8 = try Self.writtenFromUTF8(Self.records, collation)
    #expect(fromSortKeys == Self.expected(Self.records, collation))
    #expect(fromUTF8 == fromSortKeys)
  }

  /// Keys of every length from 0 to 70 (the short ones, the overlapping
  /// last sixteen and eight bytes) and every byte value, spelled out one
  /// byte at a time.
  @Test func hexadecimalOfEveryLengthAndByte() {
    for length in 0...70 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 37 + length) }
      let all = (0...255).map { UInt8($0) }
      for key in [bytes, all] {
        var out = [UInt8](repeating: 0x2E, count: 2 * key.count + 1)
        key.withUnsafeBufferPointer { key in
          out.withUnsafeMutableBytes { out in
            KeyLineWriter.putHexadecimal(
              key, into: UnsafeMutableRawBufferPointer(rebasing: out.dropLast()))
          }
        }
        let spelled = key.map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
          .joined()
        #expect(String(decoding: out, as: UTF8.self) == spelled + ".", "length \(key.count)")
      }
    }
  }

  /// Lines that fill the output's buffer many times over: the lines that
  /// no longer fit the room left go through the writer's own buffer, and
  /// nothing is lost or written twice at the seams.
  @Test func linesAcrossManyBufferFulls() throws {
    let collation = IndexedCollation(locale: "zh-Hans")
    let names = ["孔刚", "Zoë Ångström", "曾国藩", "ß", "厦门火锅", "Nguyễn Thị Minh Khai"]
    // Short lines, and now and then one longer than the writer's own
    // buffer at first (4 KiB), which must grow.
    let records = (0..<25_000).map {
      $0 % 5_000 == 7 ? String(repeating: "長x", count: 600) : names[$0 % names.count] + String($0)
    }
    let written = try Self.writtenFromUTF8(records, collation)
    #expect(written.utf8.count > 2 * KeyLineWriter.outputCapacity)
    #expect(written == Self.expected(records, collation))
  }
}
