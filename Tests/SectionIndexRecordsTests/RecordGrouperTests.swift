import Foundation
import SectionIndexCollation
import SectionIndexIO
import SectionIndexRecords
import TestSupport
import Testing

/// The library's public API, called as an app would: `RecordGrouper` reads a
/// file, sections and sorts it, and hands out each section; the order is the
/// collation's own, whichever way records are kept or sorted.
@Suite struct RecordGrouperTests {
  /// Names in several scripts, half of them repeated, some with digits.
  static func names(_ count: Int) -> [String] {
    var random = SplitMix64(seed: 0x2727)
    let parts = [
      "张伟", "王芳", "Émile", "zoë", "Åsa", "Ольга", "さくら", "カナ", "김민준", "#1", "mary", "Mary",
    ]
    var names: [String] = []
    for _ in 0..<count {
      if !names.isEmpty && random.next() % 2 == 0 {
        names.append(names[Int(random.next() % UInt64(names.count))])
      } else {
        let a = parts[Int(random.next() % UInt64(parts.count))]
        let b = parts[Int(random.next() % UInt64(parts.count))]
        names.append(random.next() % 5 == 0 ? "\(a) \(b)\(random.next() % 100)" : "\(a) \(b)")
      }
    }
    return names
  }

  static func temporaryFile(_ text: String, name: String) throws -> String {
    try TemporaryFile.write(Array(text.utf8), name: name)
  }

  /// Everything the grouper handed out, as (title, keys, payloads).
  static func collect(
    _ grouper: RecordGrouper, _ source: RecordSource
  ) throws -> (sections: [(String, [String], [String?])], report: RecordReport) {
    var grouped = try grouper.read(source)
    var sections: [(String, [String], [String?])] = []
    try grouped.forEachSection { title, section in
      section._checkInvariants()
      var keys: [String] = []
      var payloads: [String?] = []
      for k in 0..<section.count {
        keys.append(section.keyString(k))
        #expect(section.withKey(k) { Array($0) } == Array(section.keyString(k).utf8))
        payloads.append(section.withPayload(k) { $0.map { String(decoding: $0, as: UTF8.self) } })
      }
      sections.append((title, keys, payloads))
    }
    return (sections, grouped.report)
  }

  @Test(arguments: [
    (jobs: 1, memoryLimit: RecordGrouper.defaultMemoryLimit),
    (jobs: 3, memoryLimit: RecordGrouper.defaultMemoryLimit),
    (jobs: 1, memoryLimit: 0),
    (jobs: 4, memoryLimit: 0),
  ])
  func linesComeOutAsTheCollationSectionsThem(jobs: Int, memoryLimit: Int) throws {
    let names = Self.names(30_000)
    let path = try Self.temporaryFile(names.joined(separator: "\n") + "\n", name: "names.txt")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let collation = IndexedCollation(locale: "zh-Hans")
    var grouper = RecordGrouper(collation: collation)
    grouper.jobs = jobs
    grouper.memoryLimit = memoryLimit
    let (sections, report) = try Self.collect(grouper, RecordSource(path: path))
    let expected = collation.sections(of: names)
    #expect(sections.map(\.0) == expected.map(\.title))
    #expect(sections.map(\.1) == expected.map(\.items))
    #expect(sections.allSatisfy { $0.2.allSatisfy { $0 == nil } })
    #expect(report == RecordReport())
  }

  @Test func jsonLinesKeepRecordsAndReadingsDecide() throws {
    let text = """
      {"name": "b", "kana": "あ"}
      {"name":"a" ,"n":[1, 2]}
      {"name": "c", "kana": ""}
      {"id": 4}

      """
    let path = try Self.temporaryFile(text, name: "people.jsonl")
    defer { try? FileManager.default.removeItem(atPath: path) }
    var grouper = RecordGrouper(collation: IndexedCollation(locale: "ja"))
    grouper.keepsRecords = true
    let source = RecordSource(
      path: path, keyField: "name", phoneticKeyField: "kana", skipsInvalid: true)
    #expect(source.format == .jsonl)
    let (sections, report) = try Self.collect(grouper, source)
    // "b" reads あ: it goes to the あ section, which Japanese puts before
    // the Latin ones; "c" has an empty reading and sorts by its key.
    #expect(sections.map(\.0) == ["あ", "A", "C"])
    #expect(sections.map(\.1) == [["b"], ["a"], ["c"]])
    #expect(
      sections.map(\.2) == [
        [#"{"name":"b","kana":"あ"}"#], [#"{"name":"a","n":[1,2]}"#], [#"{"name":"c","kana":""}"#],
      ])
    #expect(report.skippedCount == 1)
    #expect(report.skippedMessages.count == 1)
  }

  /// A record without a reading is filed by the derived one (as the tool
  /// passes Japanese readings), a record with one by its own, in memory and
  /// spilled alike.
  @Test(arguments: [RecordGrouper.defaultMemoryLimit, 0])
  func derivedReadingFilesRecordsWithoutOne(memoryLimit: Int) throws {
    let path = try Self.temporaryFile(
      #"[{"k": "東"}, {"k": "西", "r": "あ"}, {"k": "b"}]"#, name: "people.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    var grouper = RecordGrouper(collation: IndexedCollation(locale: "ja"))
    grouper.memoryLimit = memoryLimit
    grouper.derivedReading = { $0 == "東" || $0 == "西" ? "ひがし" : nil }
    let source = RecordSource(path: path, keyField: "k", phoneticKeyField: "r")
    let (sections, _) = try Self.collect(grouper, source)
    #expect(sections.map(\.0) == ["あ", "は", "B"])
    #expect(sections.map(\.1) == [["西"], ["東"], ["b"]])
  }

  @Test func csvRowsComeBackAsObjects() throws {
    let path = try Self.temporaryFile("name,city\nZoë,Oslo\n\"Al, Jr\",Rome\n", name: "people.csv")
    defer { try? FileManager.default.removeItem(atPath: path) }
    var grouper = RecordGrouper(collation: IndexedCollation(locale: "en"))
    grouper.keepsRecords = true
    let (sections, _) = try Self.collect(grouper, RecordSource(path: path, keyField: "name"))
    #expect(sections.map(\.1) == [["Al, Jr"], ["Zoë"]])
    #expect(
      sections.map(\.2) == [
        [#"{"name":"Al, Jr","city":"Rome"}"#], [#"{"name":"Zoë","city":"Oslo"}"#],
      ])
  }

  @Test func aQueryKeepsTheRecordsItMatches() throws {
    let path = try Self.temporaryFile("Mary Major\nJohn Smith\nmarco\n", name: "q.txt")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let collation = IndexedCollation(locale: "en")
    var grouper = RecordGrouper(collation: collation)
    grouper.query = collation.searchQuery("mar")
    let (sections, _) = try Self.collect(grouper, RecordSource(path: path))
    #expect(sections.map(\.1) == [["marco", "Mary Major"]])
  }

  @Test func problemsAreReportedWithWhereTheyAre() throws {
    let grouper = RecordGrouper(collation: IndexedCollation(locale: "en"))
    do {
      _ = try grouper.read(RecordSource(path: "/nonexistent/names.txt"))
      Issue.record("a missing file was not reported")
    } catch {
      #expect(error.kind == .unreadable)
      #expect(error.path == "/nonexistent/names.txt")
      #expect(error.systemError?.code == ENOENT)
      #expect(error.description == "cannot read /nonexistent/names.txt: No such file or directory")
    }
    let path = try Self.temporaryFile("[{\"name\": \"a\"}, {\"name\": 2}]", name: "bad.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      _ = try grouper.read(RecordSource(path: path, keyField: "name"))
      Issue.record("an invalid record was not reported")
    } catch {
      #expect(error.kind == .invalidRecord)
      #expect(error.path == path && error.line == 1 && error.column == 26)
      #expect(error.reason == #"record 2: "name" is a number, not a string"#)
      #expect(error.description == "\(path):1:26: \(error.reason)")
      #expect(!error.isUsage)
    }
    let bytes = Array("good\nbad \u{FF}\n".utf8).map { $0 == 0xC3 ? 0xFF : $0 }
    let lines = NSTemporaryDirectory() + "records-\(UUID().uuidString).txt"
    try Data(bytes).write(to: URL(fileURLWithPath: lines))
    defer { try? FileManager.default.removeItem(atPath: lines) }
    let (sections, report) = try Self.collect(grouper, RecordSource(path: lines))
    #expect(report.invalidUTF8Lines == [2])
    #expect(sections.flatMap(\.1) == ["bad \u{FFFD}\u{FFFD}", "good"])
  }
}

@Suite struct RecordGrouperInputTests {
  /// Bytes in memory are sectioned as the same bytes in a file are.
  @Test(arguments: [InputFormat.lines, .jsonl])
  func bytesAreReadAsAFileIs(format: InputFormat) throws {
    let names = RecordGrouperTests.names(300)
    let text =
      format == .lines
      ? names.joined(separator: "\n") : names.map { "{\"name\": \(JSON.quoted($0))}\n" }.joined()
    let path = try RecordGrouperTests.temporaryFile(text, name: "names")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let grouper = RecordGrouper(collation: IndexedCollation(locale: "zh-Hans"))
    let key = format == .lines ? nil : "name"
    let fromFile = try RecordGrouperTests.collect(
      grouper, RecordSource(path: path, format: format, keyField: key))
    let fromBytes = try RecordGrouperTests.collect(
      grouper, RecordSource(.bytes(Array(text.utf8)), format: format, keyField: key))
    #expect(fromBytes.sections.map(\.0) == fromFile.sections.map(\.0))
    #expect(fromBytes.sections.map(\.1) == fromFile.sections.map(\.1))
    #expect(fromBytes.sections.map(\.1).joined().sorted() == names.sorted())
  }

  /// Errors in bytes name no file: `<stdin>`, as standard input's do.
  @Test func errorsInBytesNameNoFile() {
    let grouper = RecordGrouper(collation: IndexedCollation(locale: "en"))
    #expect(throws: RecordError(.malformed, line: 1, column: 2, reason: "expected a value")) {
      _ = try grouper.read(RecordSource(.bytes(Array("[".utf8)), format: .json, keyField: "name"))
    }
  }
}

@Suite struct RecordGrouperBinaryInputTests {
  /// A source whose format is inferred rejects binary bytes; one read as
  /// lines on purpose does not.
  @Test func binaryInputIsRejectedUnlessLinesAreAsked() throws {
    let path = NSTemporaryDirectory() + "records-\(UUID().uuidString).bin"
    try Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x0A, 0x41, 0x0A]).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let grouper = RecordGrouper(collation: IndexedCollation(locale: "en"))
    #expect(RecordSource(path: path).rejectsBinary)
    #expect(!RecordSource(path: path, format: .lines).rejectsBinary)
    #expect(throws: RecordError(.binary, path: path)) {
      _ = try grouper.read(RecordSource(path: path))
    }
    let (sections, report) = try RecordGrouperTests.collect(
      grouper, RecordSource(path: path, format: .lines))
    #expect(sections.flatMap(\.1).count == 2)
    #expect(report.invalidUTF8Lines == [])
  }
}
