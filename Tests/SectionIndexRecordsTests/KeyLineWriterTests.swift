import Foundation
import SectionIndexCollation
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
    let file = try FileDescriptor.open(path, flags: O_WRONLY | O_TRUNC)
    let output = BufferedWriter(fileDescriptor: file)
    try body(KeyLineWriter(titles: titles, to: output))
    try output.flush()
    file.close()
    return String(decoding: try FileDescriptor.readAll(path: path), as: UTF8.self)
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
    let fromUTF8 = try Self.written(
      { lines in
        for record in Self.records {
          var utf8 = Array(record.utf8)
          let length = utf8.withUnsafeMutableBufferPointer { utf8 in
            let utf8 = UnsafeBufferPointer(utf8)
            return collation.withSectionSortKey(forUTF8: utf8) { key in
              lines.format(key: key, record: utf8)
            }
          }
          try lines.writeFormatted(count: length)
        }
      }, titles: collation.sectionTitles)
    #expect(fromSortKeys == Self.expected(Self.records, collation))
    #expect(fromUTF8 == fromSortKeys)
  }
}
