import SectionIndexIO
import Testing

@testable import SectionIndexRecords

/// The CSV parser (RFC 4180) and reading records from CSV.
@Suite struct InputCSVTests {
  /// Every row's fields as text.
  func rows(_ text: String) throws -> [[String]] {
    try withBytes(text) { bytes in
      var parser = CSVParser(bytes)
      var rows: [[String]] = []
      while let row = try parser.nextRow() {
        rows.append(row.fields.map { parser.string(of: $0).text })
      }
      return rows
    }
  }

  static let cases: [(String, [[String]])] = [
    ("", []),
    ("a", [["a"]]),
    ("a,b\n1,2\n", [["a", "b"], ["1", "2"]]),
    ("a,b\r\n1,2\r\n", [["a", "b"], ["1", "2"]]),
    ("a,b\r\n1,2", [["a", "b"], ["1", "2"]]),
    ("a,,b,\n", [["a", "", "b", ""]]),
    (",\n", [["", ""]]),
    ("\n\na\n\r\n\nb\n\n", [["a"], ["b"]]),
    (#""Smith, John","say ""hi""""#, [["Smith, John", #"say "hi""#]]),
    ("\"two\nlines\",x\r\n\"crlf\r\ninside\"\n", [["two\nlines", "x"], ["crlf\r\ninside"]]),
    (#""",x"#, [["", "x"]]),
    (#"a"b,c"#, [[#"a"b"#, "c"]]),
    ("a\rb,c", [["a\rb", "c"]]),
    (" a , b ", [[" a ", " b "]]),
    ("名前,読み\n山田,やまだ", [["名前", "読み"], ["山田", "やまだ"]]),
  ]

  @Test(arguments: cases)
  func parsesRows(text: String, expected: [[String]]) throws {
    #expect(try rows(text) == expected)
  }

  @Test func rowsKnowTheirLinesAndBytes() throws {
    let text = "h\n\"a\nb\"\n\nc\r\n"
    try withBytes(text) { bytes in
      var parser = CSVParser(bytes)
      var found: [(Int, String)] = []
      while let row = try parser.nextRow() {
        found.append(
          (
            row.line,
            String(decoding: UnsafeBufferPointer(rebasing: bytes[row.range]), as: UTF8.self)
          ))
      }
      #expect(found.map(\.0) == [1, 2, 5])
      #expect(found.map(\.1) == ["h", "\"a\nb\"", "c"])
    }
  }

  static let errors: [(String, String)] = [
    ("a,\"bc\n1,2\n", "1:3: unterminated quoted field"),
    ("a\n\"x\"\"", "2:1: unterminated quoted field"),
    ("a,\"b\"c\n", "1:6: expected ',' or the end of the line after a closing quote"),
    ("a\n\"b\" ,c", "2:4: expected ',' or the end of the line after a closing quote"),
  ]

  @Test(arguments: errors)
  func reportsErrorPositions(text: String, expected: String) {
    withBytes(text) { bytes in
      var parser = CSVParser(bytes)
      do {
        while try parser.nextRow() != nil {}
        Issue.record("no error")
      } catch let error as CSVSyntaxError {
        #expect("\(TextPosition(offset: error.offset, in: bytes)): \(error.message)" == expected)
      } catch {
        Issue.record(error)
      }
    }
  }

  @Test func replacesInvalidUTF8() {
    [UInt8]([0x61, 0xFF, 0x2C, 0x22, 0xFE, 0x22, 0x22, 0x22]).withUnsafeBufferPointer { bytes in
      var parser = CSVParser(bytes)
      let row = try! parser.nextRow()!
      #expect(parser.string(of: row.fields[0]) == ("a\u{FFFD}", false))
      #expect(parser.string(of: row.fields[1]) == ("\u{FFFD}\"", false))
    }
  }

  // MARK: - Records

  func records(
    _ text: String, key: String? = "name", phonetic: String? = nil, skipInvalid: Bool = false
  ) throws(RecordError) -> RecordInput {
    let reader = RecordReader(
      format: .csv, path: "in.csv", keyField: key, phoneticField: phonetic,
      skipInvalid: skipInvalid)
    return try Array(text.utf8).withUnsafeBufferPointer { buffer throws(RecordError) in
      try reader.read(buffer)
    }
  }

  func failure(_ text: String, key: String? = "name", phonetic: String? = nil)
    -> Reported?
  {
    do {
      _ = try records(text, key: key, phonetic: phonetic)
      return nil
    } catch {
      return Reported(error)
    }
  }

  @Test func readsKeysAndReadings() throws {
    let input = try records(
      "\u{FEFF}id,name,kana\r\n1,山田,やまだ\r\n2,\"Smith, J\",\r\n", phonetic: "kana")
    #expect(input.header == ["id", "name", "kana"])
    #expect(input.records.map(\.key) == ["山田", "Smith, J"])
    #expect(input.records.map(\.reading) == ["やまだ", nil])
  }

  @Test func aHeaderWithoutRowsHasNoRecords() throws {
    #expect(try records("name\n").records.isEmpty)
  }

  /// An empty input has no header to find the key in: an error, not an
  /// empty output that looks like success.
  @Test(arguments: ["", "\u{FEFF}"]) func emptyInputHasNoHeader(text: String) {
    #expect(
      failure(text)
        == .init(
          message:
            #"in.csv:1: no header row (the input is empty); expected one with the column "name""#
        ))
  }

  static let failures: [(String, String?, String?, Reported)] = [
    (
      "id,name\n1,a\n", nil, nil,
      .init(
        message:
          #"Missing '--key <field>' for csv input; the header has the fields "id" and "name""#,
        isUsage: true)
    ),
    ("", nil, nil, .init(message: "Missing '--key <field>' for csv input", isUsage: true)),
    (
      "\n\nid,name\n1,a\n", "nme", nil,
      .init(message: #"in.csv:3: no column "nme"; the header has the fields "id" and "name""#)
    ),
    (
      "id,name\n1,a\n", "name", "kana",
      .init(message: #"in.csv:1: no column "kana"; the header has the fields "id" and "name""#)
    ),
    (
      "id,name\n1,a\n2\n", "name", nil,
      .init(message: "in.csv:3: record 2 has 1 field; the header has 2")
    ),
    (
      "id,name\n\"1\n\",a,x\n", "name", nil,
      .init(message: "in.csv:2: record 1 has 3 fields; the header has 2")
    ),
    ("id,name\n1,\"a\n2,b\n", "name", nil, .init(message: "in.csv:2:3: unterminated quoted field")),
  ]

  @Test(arguments: failures)
  func reportsFailures(
    text: String, key: String?, phonetic: String?, expected: Reported
  ) {
    #expect(failure(text, key: key, phonetic: phonetic) == expected)
  }

  @Test func skipsRowsWithTheWrongNumberOfFields() throws {
    let input = try records("id,name\n1,a\n2\n3,c,x\n4,d\n", skipInvalid: true)
    #expect(input.records.map(\.key) == ["a", "d"])
    #expect(input.skippedCount == 2)
    #expect(
      input.skippedMessages == [
        "in.csv:3: record 2 has 1 field; the header has 2",
        "in.csv:4: record 3 has 3 fields; the header has 2",
      ])
  }

  @Test func reportsLinesWithInvalidUTF8() throws {
    var bytes = Array("name\nok\n".utf8)
    bytes += [0x62, 0xFF, 0x0A]
    let reader = RecordReader(format: .csv, path: "in.csv", keyField: "name")
    let input = try bytes.withUnsafeBufferPointer { try reader.read($0) }
    #expect(input.records.map(\.key) == ["ok", "b\u{FFFD}"])
    #expect(input.invalidUTF8Lines == [3])
  }
}
