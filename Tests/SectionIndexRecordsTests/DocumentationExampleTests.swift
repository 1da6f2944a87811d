import Foundation
import SectionIndexCollation
import SectionIndexIO
import SectionIndexRecords
import Testing

// The example of SectionIndexRecords.docc/SectionIndexRecords.md, as it is
// there: it must compile, and do what the page says.

/// Prints the sections of a JSON Lines file of people, or why it cannot.
func printSections(of path: String) -> Bool {
  let collation = IndexedCollation(locale: "zh-Hans")
  var grouper = RecordGrouper(collation: collation)
  grouper.jobs = 2
  do throws(RecordError) {
    var grouped = try grouper.read(RecordSource(path: path, keyField: "name"))
    for line in grouped.report.warnings(in: path) { print("warning:", line) }
    try grouped.forEachSection { title, section in
      print(title)
      for k in 0..<section.count { print("  " + section.keyString(k)) }
    }
    return true
  } catch {
    switch error.kind {
    case .unreadable:
      // error.systemError?.code is the errno (ENOENT, EACCES, …).
      print("cannot open \(error.path ?? "standard input")")
    case .malformed, .invalidRecord:
      print("line \(error.line ?? 0), column \(error.column ?? 0): \(error.reason)")
    default:
      print(error)  // people.jsonl:3:10: record 3: "name" is a number, not a string
    }
    return false
  }
}

@Suite struct DocumentationExampleTests {
  static func temporaryFile(_ text: String, name: String) throws -> String {
    let path = NSTemporaryDirectory() + "records-\(UUID().uuidString)-\(name)"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func theLandingPageExampleRuns() throws {
    let good = try Self.temporaryFile(
      "{\"name\": \"王芳\"}\n{\"name\": \"Anna\"}\n", name: "people.jsonl")
    defer { try? FileManager.default.removeItem(atPath: good) }
    #expect(printSections(of: good))
    let bad = try Self.temporaryFile(
      "{\"name\": \"王芳\"}\n{\"name\": \"Anna\"}\n{\"name\": 3}\n", name: "people.jsonl")
    defer { try? FileManager.default.removeItem(atPath: bad) }
    #expect(!printSections(of: bad))
    #expect(!printSections(of: "/nonexistent/people.jsonl"))
  }

  /// The error the example's comment shows.
  @Test func theErrorIsWhereTheCommentSays() throws {
    let bytes = Array("{\"name\": \"王芳\"}\n{\"name\": \"Anna\"}\n{\"name\": 3}\n".utf8)
    let grouper = RecordGrouper(collation: IndexedCollation(locale: "zh-Hans"))
    #expect(
      throws: RecordError(
        .invalidRecord, path: nil, line: 3, column: 10,
        reason: #"record 3: "name" is a number, not a string"#)
    ) {
      _ = try grouper.read(RecordSource(.bytes(bytes), format: .jsonl, keyField: "name"))
    }
  }

  /// What a file descriptor gets from ``RecordOutput``.
  static func written(_ write: (RecordOutput) throws -> Void) throws -> String {
    let path = try Self.temporaryFile("", name: "out")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try #require(FileHandle(forWritingAtPath: path))
    let output = RecordOutput(fileDescriptor: handle.fileDescriptor)
    try write(output)
    try output.flush()
    try handle.close()
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Sections written as tsv, and keys that sort into the same order.
  @Test func sectionsAndKeysAreWritten() throws {
    let names = ["Zoë", "anna", "Émile", "王芳", "Bo"]
    let source = RecordSource(.bytes(Array(names.joined(separator: "\n").utf8)))
    let grouper = RecordGrouper(collation: IndexedCollation(locale: "en"))
    let tsv = try Self.written { output in
      var grouped = try grouper.read(source)
      try grouped.write(.tsv, to: output)
    }
    #expect(tsv == "A\tanna\nB\tBo\nE\tÉmile\nZ\tZoë\n#\t王芳\n")
    let keys = try Self.written { output in
      let report = try grouper.writeSortKeys(of: source, to: output)
      #expect(report == RecordReport())
    }
    let lines = keys.split(separator: "\n").map { $0.split(separator: "\t") }
    #expect(lines.map { $0[2] } == names.map { Substring($0) })
    let sorted = lines.sorted { $0[0].utf8.lexicographicallyPrecedes($1[0].utf8) }
    #expect(sorted.map { "\($0[1])\t\($0[2])\n" }.joined() == tsv)
  }
}
