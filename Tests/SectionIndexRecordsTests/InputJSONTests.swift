import SectionIndexIO
import Testing

@testable import SectionIndexRecords

/// Runs `body` on the UTF-8 bytes of `text`.
func withBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
  try Array(text.utf8).withUnsafeBufferPointer(body)
}

/// The JSON parser: values, positions of syntax errors, compact output, and
/// reading records from JSON and JSON Lines.
@Suite struct InputJSONTests {
  func parse(_ text: String) throws -> JSONValue {
    try withBytes(text) { bytes in
      var parser = JSONParser(bytes)
      return try parser.parseDocument()
    }
  }

  /// The error a document gives, as `LINE:COLUMN: message`.
  func syntaxError(_ text: String) -> String? {
    withBytes(text) { bytes -> String? in
      var parser = JSONParser(bytes)
      do {
        _ = try parser.parseDocument()
        return nil
      } catch let error as JSONSyntaxError {
        return "\(TextPosition(offset: error.offset, in: bytes)): \(error.message)"
      } catch {
        return "\(error)"
      }
    }
  }

  // Computed, not stored: a stored global of `JSONValue`s (an indirect enum,
  // whose case Swift keeps in the spare bits of the box pointer) looks leaked
  // to the leak sanitizer, which does not recognize such tagged pointers.
  static var values: [(String, JSONValue)] {
    [
      ("null", .null),
      (" true ", .bool(true)),
      ("false", .bool(false)),
      ("0", .number("0")),
      ("-12.50e+3", .number("-12.50e+3")),
      ("1E9", .number("1E9")),
      (#""""#, .string("")),
      (#""Zoë""#, .string("Zoë")),
      (#""a\"b\\c\/d\b\f\n\r\t""#, .string("a\"b\\c/d\u{08}\u{0C}\n\r\t")),
      (#""\u00e9\u4E2D""#, .string("é中")),
      (#""\ud83d\ude00""#, .string("😀")),
      ("[]", .array([])),
      ("[1, [2], {}]", .array([.number("1"), .array([.number("2")]), .object([])])),
      (
        #"{"z": 1, "a": "x", "z": null}"#,
        .object([
          .init(key: "z", value: .number("1")), .init(key: "a", value: .string("x")),
          .init(key: "z", value: .null),
        ])
      ),
      ("\n\t{ \"k\" :\r\n [ ] }\n", .object([.init(key: "k", value: .array([]))])),
    ]
  }

  @Test(arguments: values)
  func parsesValues(text: String, expected: JSONValue) throws {
    #expect(try parse(text) == expected)
  }

  @Test func serializationKeepsOrderAndNumberText() throws {
    let value = try parse(#"{ "b": 1.50, "a": [true, null, "\u00e9\n"], "c": {} }"#)
    #expect(value.serialized == #"{"b":1.50,"a":[true,null,"é\n"],"c":{}}"#)
  }

  static let errors: [(String, String)] = [
    ("", "1:1: expected a value"),
    ("   \n  ", "2:3: expected a value"),
    ("[1,\n 2 3]", "2:4: expected ',' or ']' after array element"),
    ("[1,]", "1:4: expected a value"),
    ("[", "1:2: expected a value"),
    ("[1", "1:3: expected ',' or ']' after array element"),
    ("{\n  \"a\": 1,\n  \"b\": 2 \"c\"}", "3:10: expected ',' or '}' after object member"),
    (#"{"a" 1}"#, "1:6: expected ':' after member name"),
    (#"{"a":1,}"#, "1:8: expected a string as the member name"),
    ("{a:1}", "1:2: expected a string as the member name"),
    (#"{"a":}"#, "1:6: expected a value"),
    (#"["abc"#, "1:2: unterminated string"),
    ("[\"ab\ncd\"]", "1:2: unterminated string"),
    ("[\"a\u{01}\"]", "1:4: unescaped control character in string"),
    (#"["a\x"]"#, "1:4: invalid escape sequence"),
    (#"["\u12G4"]"#, #"1:3: invalid \u escape"#),
    (#"["\ud800x"]"#, #"1:3: unpaired surrogate in \u escape"#),
    (#"["\udc00"]"#, #"1:3: unpaired surrogate in \u escape"#),
    ("01", "1:1: invalid number"),
    ("-", "1:1: invalid number"),
    ("1.", "1:1: invalid number"),
    ("1e+", "1:1: invalid number"),
    ("tru", "1:1: expected a value"),
    ("nul", "1:1: expected a value"),
    ("[1] x", "1:5: expected end of input after the JSON value"),
    ("{} {}", "1:4: expected end of input after the JSON value"),
    // Columns count characters, not bytes.
    ("[\"中国\", 日本]", "1:8: expected a value"),
    ("\u{FEFF}", "1:1: expected a value"),
  ]

  @Test(arguments: errors)
  func reportsErrorPositions(text: String, expected: String) {
    #expect(syntaxError(text) == expected)
  }

  @Test func rejectsInvalidUTF8InStrings() {
    for bytes: [UInt8] in [
      [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xC0, 0xAF, 0x22],
      [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
    ] {
      bytes.withUnsafeBufferPointer { buffer in
        var parser = JSONParser(buffer)
        #expect(throws: JSONSyntaxError(offset: 1, message: "invalid UTF-8 in string")) {
          try parser.parseDocument()
        }
      }
    }
  }

  @Test func limitsNesting() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(syntaxError(deep) == "1:513: nesting deeper than 512 levels")
    let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(syntaxError(fine) == nil)
  }

  @Test func skipValueAgreesWithParseValue() throws {
    for (text, _) in Self.values {
      try withBytes(text) { bytes in
        var parser = JSONParser(bytes)
        try parser.skipValue()
        try parser.expectEnd()
      }
    }
    for (text, expected) in Self.errors {
      withBytes(text) { bytes in
        var parser = JSONParser(bytes)
        do {
          try parser.skipValue()
          try parser.expectEnd()
          Issue.record("\(text) parsed")
        } catch let error as JSONSyntaxError {
          #expect("\(TextPosition(offset: error.offset, in: bytes)): \(error.message)" == expected)
        } catch {
          Issue.record(error)
        }
      }
    }
  }

  @Test func compactCopyDropsOnlyWhiteSpaceBetweenTokens() {
    let text = "{ \"a b\" : [ 1 ,\n 2.50 ] , \"c\\\" d\": \"\\u00e9 x\" }"
    withBytes(text) { bytes in
      var out: [UInt8] = []
      JSONParser.appendCompact(bytes, 0..<bytes.count, to: &out)
      #expect(String(decoding: out, as: UTF8.self) == #"{"a b":[1,2.50],"c\" d":"\u00e9 x"}"#)
    }
  }

  // MARK: - Records

  func records(
    _ text: String, format: InputFormat = .json, key: String? = "name", phonetic: String? = nil,
    skipInvalid: Bool = false
  ) throws(RecordError) -> RecordInput {
    let reader = RecordReader(
      format: format, path: "in.json", keyField: key, phoneticField: phonetic,
      skipInvalid: skipInvalid)
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { buffer throws(RecordError) in
      try reader.read(buffer)
    }
  }

  func failure(
    _ text: String, format: InputFormat = .json, key: String? = "name", phonetic: String? = nil
  ) -> Reported? {
    do {
      _ = try records(text, format: format, key: key, phonetic: phonetic)
      return nil
    } catch {
      return Reported(error)
    }
  }

  @Test func readsArraysOfObjectsAndTheirReadings() throws {
    let text = """
      [{"name": "山田", "kana": "やまだ"}, {"kana": null, "id": 2, "name": "Zoë"},
       {"name": "", "kana": ""}, {"name": "A\\tB"}]
      """
    let input = try records(text, phonetic: "kana")
    #expect(input.records.map(\.key) == ["山田", "Zoë", "", "A\tB"])
    #expect(input.records.map(\.reading) == ["やまだ", nil, nil, nil])
    #expect(input.records[3].displayKey == "A B")
    let sources = withBytes(text) { bytes in
      input.records.map {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[$0.source]), as: UTF8.self)
      }
    }
    #expect(sources[0] == #"{"name": "山田", "kana": "やまだ"}"#)
  }

  @Test func readsStringsWithoutAKey() throws {
    let input = try records(#"["b", "a\u00e9"]"#, key: nil)
    #expect(input.records.map(\.key) == ["b", "aé"])
  }

  @Test func readsTheOneArrayOfAnObject() throws {
    let input = try records(#"{"count": 2, "data": [{"name": "x"}, {"name": "y"}], "ok": true}"#)
    #expect(input.records.map(\.key) == ["x", "y"])
  }

  @Test func emptyArrayHasNoRecords() throws {
    #expect(try records("[]").records.isEmpty)
    #expect(try records(#"{"data": []}"#).records.isEmpty)
  }

  static let recordFailures: [(String, String)] = [
    (
      #"{"a": [], "b": {}, "c": [1]}"#,
      #"in.json:1:1: the object holds 2 arrays, "a" and "c"; expected exactly one array of records"#
    ),
    (
      #"{"a": 1}"#,
      "in.json:1:1: expected an array of records, or an object holding one; the object holds no array"
    ),
    (
      #" "x""#,
      "in.json:1:2: expected an array of records, or an object holding one; found a string"
    ),
    (
      "[\n  {\"name\": \"a\"},\n  {\"nom\": \"b\", \"id\": 3}\n]",
      #"in.json:3:3: record 2 has no "name"; it has the fields "nom" and "id""#
    ),
    (#"[{"name": 12}]"#, #"in.json:1:11: record 1: "name" is a number, not a string"#),
    (#"[{"name": null}]"#, #"in.json:1:11: record 1: "name" is null, not a string"#),
    (#"[{}]"#, #"in.json:1:2: record 1 has no "name"; it has no fields"#),
    (#"[1]"#, #"in.json:1:2: record 1 is a number, not an object with "name""#),
    (#"["x"]"#, #"in.json:1:2: record 1 is a string, not an object with "name""#),
    (#"[[]]"#, #"in.json:1:2: record 1 is an array, not an object with "name""#),
    // Syntax errors come first when the record is also invalid.
    (#"[{"nom": 1,}]"#, "in.json:1:12: expected a string as the member name"),
  ]

  @Test(arguments: recordFailures)
  func reportsInvalidRecords(text: String, message: String) {
    #expect(failure(text) == Reported(message: message))
  }

  @Test func phoneticKeyMustBeAStringOrNull() {
    #expect(
      failure(#"[{"name": "a", "kana": 1}]"#, phonetic: "kana")
        == Reported(
          message: #"in.json:1:24: record 1: "kana" is a number, not a string"#))
  }

  @Test func objectsNeedAKey() {
    #expect(
      failure(#"["a", {"n": 1, "m": 2}]"#, key: nil)
        == Reported(
          message:
            #"Missing '--key <field>' for records that are objects; record 2 has the fields "n" and "m""#,
          isUsage: true))
    #expect(
      failure("[true]", key: nil)
        == Reported(
          message: "in.json:1:2: record 1 is a boolean, not a string or an object"))
  }

  @Test func skipsInvalidRecordsAndSaysWhich() throws {
    let items = (1...14).map { $0 % 2 == 0 ? #"{"id": \#($0)}"# : #"{"name": "n\#($0)"}"# }
    let input = try records("[" + items.joined(separator: ",\n") + "]", skipInvalid: true)
    #expect(input.records.count == 7)
    #expect(input.skippedCount == 7)
    #expect(input.skippedMessages.count == 7)
    #expect(
      input.skippedMessages.first == #"in.json:2:1: record 2 has no "name"; it has the field "id""#)
  }

  @Test func skippedMessagesAreCapped() throws {
    let input = try records(
      "[" + Array(repeating: "1", count: 25).joined(separator: ",") + "]", skipInvalid: true)
    #expect(input.skippedCount == 25)
    #expect(input.skippedMessages.count == RecordReader.maxSkippedMessages)
  }

  @Test func keyNamesWithEscapesMatch() throws {
    let input = try records(#"[{"n\u0061me": "x"}]"#)
    #expect(input.records.map(\.key) == ["x"])
  }

  // MARK: - JSON Lines

  @Test func readsJSONLines() throws {
    let input = try records(
      "{\"name\": \"a\"}\r\n\n   \n\"b\"\n{\"name\": \"c\"}", format: .jsonl, key: "name",
      skipInvalid: true)
    #expect(input.records.map(\.key) == ["a", "c"])
    #expect(
      input.skippedMessages == [#"in.json:4:1: record 2 is a string, not an object with "name""#])
  }

  static let jsonLinesFailures: [(String, String)] = [
    (
      "{\"name\": \"a\"}\n{\"name\": \"b\"", "in.json:2:13: expected ',' or '}' after object member"
    ),
    ("{\"name\": \"a\"}\n{\"name\":\n\"b\"}", "in.json:2:9: expected a value"),
    (
      "{\"name\": \"a\"} {\"name\": \"b\"}",
      "in.json:1:15: expected the end of the line after the JSON value"
    ),
    ("\n\n{\"id\": 1}", #"in.json:3:1: record 1 has no "name"; it has the field "id""#),
  ]

  @Test(arguments: jsonLinesFailures)
  func reportsJSONLinesErrorsByLine(text: String, message: String) {
    #expect(failure(text, format: .jsonl) == Reported(message: message))
  }

  @Test func inputFormatFromTheExtension() {
    let cases: [(String?, InputFormat)] = [
      (nil, .lines), ("-", .lines), ("a.json", .json), ("dir.json/A.JSON", .json),
      ("a.jsonl", .jsonl), ("a.ndjson", .jsonl), ("a.csv", .csv), ("a.txt", .lines),
      ("json", .lines), (".json", .lines), ("dir.csv/file", .lines),
    ]
    for (path, format) in cases {
      #expect(InputFormat(inferredFrom: path) == format, "\(path ?? "nil")")
    }
  }

  @Test func textPositions() {
    withBytes("\u{FEFF}ab\nçd\n") { bytes in
      #expect(TextPosition(offset: 3, in: bytes) == TextPosition(line: 1, column: 1))
      #expect(TextPosition(offset: 5, in: bytes) == TextPosition(line: 1, column: 3))
      #expect(TextPosition(offset: 6, in: bytes) == TextPosition(line: 2, column: 1))
      #expect(TextPosition(offset: 8, in: bytes) == TextPosition(line: 2, column: 2))
      #expect(TextPosition(offset: 11, in: bytes) == TextPosition(line: 3, column: 1))
    }
  }
}

/// A ``RecordError`` as messages show it: its text, and whether the
/// caller's request is at fault.
struct Reported: Equatable {
  var message: String
  var isUsage = false

  init(message: String, isUsage: Bool = false) {
    self.message = message
    self.isUsage = isUsage
  }

  init(_ error: RecordError) {
    self.init(message: error.description, isUsage: error.isUsage)
  }
}
