// libFuzzer target `readers`: the record library's readers of lines, JSON,
// JSON Lines and CSV (Sources/SectionIndexRecords/Input/), built by
// Scripts/fuzz.sh together with the library's sources. Lines go through
// LineSplitter, the splitter group and keys read files and pipes with, fed
// whole and in blocks of every size.
//
// Input: the first byte picks the reader (and for records, the second its
// options); the rest is the file. Every reader must return or report an error
// naming a place in the file, never crash; what it returns must hold up:
// - lines: every record is a non-empty line without LF; valid UTF-8 input
//   reports no invalid lines; records written one a line read back the same;
//   the bytes fed to the splitter in blocks give what they give whole;
// - JSON, JSON Lines: each record's source is one JSON value whose key (and
//   reading) are the record's, and its compact copy parses to the same value;
//   records written as a JSON array or as JSON Lines read back the same;
// - CSV: each record's row has the header's number of fields and the key in
//   the key column; the rows written back with every field quoted read back
//   the same;
// - JSON documents: `skipValue` accepts exactly what `parseValue` does, and a
//   parsed value, serialized, parses to the same value.

import SectionIndexIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reports a broken invariant and stops, so libFuzzer saves the input.
func fail(_ what: String, _ details: [String: Any] = [:]) -> Never {
  var message = "reader invariant broken: \(what)\n"
  for (name, value) in details.sorted(by: { $0.key < $1.key }) {
    message += "  \(name): \(String(reflecting: value))\n"
  }
  fputs(message, stderr)
  abort()
}

func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
  bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
}

// MARK: - Lines

func checkLines(_ bytes: UnsafeBufferPointer<UInt8>) {
  let input = InputReader(bytes: Array(bytes))
  for record in input.records where record.isEmpty || record.utf8.contains(0x0A) {
    fail("a line record is empty or holds a line feed", ["record": record])
  }
  // In blocks, as LineStream feeds a file or pipe: blocks may cut a line,
  // a CRLF or a character anywhere.
  let blockSize = 1 + bytes.count % 7 + (bytes.first.map { Int($0) % 5 } ?? 0)
  var splitter = LineSplitter()
  var records: [String] = []
  var invalid: [Int] = []
  let add = { (number: Int, line: UnsafeBufferPointer<UInt8>, valid: Bool) in
    if !valid { invalid.append(number) }
    records.append(String(decoding: line, as: UTF8.self))
  }
  var at = 0
  while at < bytes.count {
    let end = min(at + blockSize, bytes.count)
    splitter.split(UnsafeBufferPointer(rebasing: bytes[at..<end]), add)
    at = end
  }
  splitter.finish(add)
  if records != input.records || invalid != input.invalidLines {
    fail(
      "lines read in blocks differ from lines read whole",
      ["blockSize": blockSize, "whole": input.records, "blocks": records])
  }
  let lines = lineCount(bytes)
  if input.invalidLines != input.invalidLines.sorted()
    || Set(input.invalidLines).count != input.invalidLines.count
    || input.invalidLines.contains(where: { $0 < 1 || $0 > lines })
  {
    fail("invalid lines out of order or range", ["lines": input.invalidLines])
  }
  if String(validating: bytes, as: UTF8.self) != nil && !input.invalidLines.isEmpty {
    fail("valid UTF-8 reported as invalid", ["lines": input.invalidLines])
  }
  // One a line, LF or CRLF, read back the same (unless a record ends in CR,
  // which the reader takes for part of the line break, or starts with a BOM).
  guard !input.records.contains(where: { $0.utf8.last == 0x0D }),
    input.records.first?.unicodeScalars.first != "\u{FEFF}"
  else { return }
  for separator in ["\n", "\r\n"] {
    let text = input.records.joined(separator: separator) + (bytes.count % 2 == 0 ? "" : separator)
    let again = InputReader(bytes: Array(text.utf8))
    if again.records != input.records || !again.invalidLines.isEmpty {
      fail("lines do not read back", ["records": input.records, "again": again.records])
    }
  }
}

// MARK: - JSON documents

func checkDocument(_ bytes: UnsafeBufferPointer<UInt8>) {
  var parser = JSONParser(bytes)
  var skipper = JSONParser(bytes)
  let value: JSONValue?
  do { value = try parser.parseDocument() } catch { value = nil }
  let skipped: Bool
  do {
    try skipper.skipValue()
    try skipper.expectEnd()
    skipped = true
  } catch {
    skipped = false
  }
  if (value != nil) != skipped {
    fail("skipValue and parseValue disagree", ["parsed": value as Any, "skipped": skipped])
  }
  guard let value else { return }
  let text = value.serialized
  let again: JSONValue? = Array(text.utf8).withUnsafeBufferPointer { buffer in
    var parser = JSONParser(buffer)
    return try? parser.parseDocument()
  }
  if again != value {
    fail("a serialized value does not parse back", ["value": value, "serialized": text])
  }
}

// MARK: - Records

/// How a byte picks the reader's options.
struct Options {
  var format: InputFormat
  var keyField: String?
  var phoneticField: String?
  var skipInvalid: Bool

  init(_ byte: UInt8) {
    format = [.json, .jsonl, .csv][Int(byte % 3)]
    keyField = [nil, "name", "name", ""][Int(byte / 3 % 4)]
    phoneticField =
      byte / 12 % 3 == 1 && keyField != nil ? "kana" : byte / 12 % 3 == 2 ? "name" : nil
    if keyField == nil { phoneticField = nil }
    skipInvalid = byte & 0x80 != 0
  }
}

func read(_ bytes: UnsafeBufferPointer<UInt8>, _ options: Options) -> Result<
  RecordInput, RecordReader.Failure
> {
  let reader = RecordReader(
    format: options.format, path: "in.x", keyField: options.keyField,
    phoneticField: options.phoneticField, skipInvalid: options.skipInvalid)
  do throws(RecordReader.Failure) {
    return .success(try reader.read(bytes))
  } catch {
    return .failure(error)
  }
}

func checkRecords(_ bytes: UnsafeBufferPointer<UInt8>, _ options: Options) {
  let input: RecordInput
  switch read(bytes, options) {
  case .failure(let failure):
    checkMessage(failure, bytes)
    return
  case .success(let result): input = result
  }
  if input.skippedCount < input.skippedMessages.count
    || input.skippedMessages.count > RecordReader.maxSkippedMessages
    || (!options.skipInvalid && input.skippedCount > 0)
  {
    fail(
      "skipped records miscounted",
      ["count": input.skippedCount, "messages": input.skippedMessages])
  }
  for message in input.skippedMessages { checkPosition(message, bytes) }
  var previousEnd = 0
  for record in input.records {
    if record.source.lowerBound < previousEnd || record.source.upperBound > bytes.count {
      fail(
        "a record's source is out of order or bounds",
        ["source": record.source, "count": bytes.count])
    }
    previousEnd = record.source.upperBound
    if record.reading == "" { fail("an empty reading is not nil") }
    let display = record.displayKey
    if display.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      fail("displayKey holds a tab or line break", ["key": record.key])
    }
    if display.unicodeScalars.count != record.key.unicodeScalars.count {
      fail("displayKey changed more than tabs and line breaks", ["key": record.key])
    }
    if options.format == .csv {
      checkCSVRow(record, input.header, bytes, options)
    } else {
      checkJSONRecord(record, bytes, options)
    }
  }
  checkRoundTrip(input, options)
}

/// A failure names `in.x:LINE:COLUMN` (or `in.x:LINE` for CSV) inside the
/// file, or is a usage error about `--key`.
func checkMessage(_ failure: RecordReader.Failure, _ bytes: UnsafeBufferPointer<UInt8>) {
  if failure.isUsage {
    if !failure.description.hasPrefix("Missing '--key <field>'") {
      fail("an odd usage error", ["message": failure.description])
    }
    return
  }
  checkPosition(failure.description, bytes)
}

func checkPosition(_ message: String, _ bytes: UnsafeBufferPointer<UInt8>) {
  guard message.hasPrefix("in.x:") else {
    fail("a message without the file name", ["message": message])
  }
  let parts = message.dropFirst(5).split(
    separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
  guard let line = Int(parts[0]), line >= 1, line <= lineCount(bytes) else {
    fail("a message with a line outside the file", ["message": message])
  }
  if parts.count > 1, let column = Int(parts[1]), column < 1 {
    fail("a message with a column before the line", ["message": message])
  }
  if message.hasSuffix(": ") || !message.contains(": ") {
    fail("a message without a reason", ["message": message])
  }
}

/// The string value of the last member named `name` (the reader keeps the last).
func lastMember(_ name: String, of members: [JSONValue.Member]) -> JSONValue? {
  members.last(where: { $0.key == name })?.value
}

func checkJSONRecord(_ record: Record, _ bytes: UnsafeBufferPointer<UInt8>, _ options: Options) {
  let value: JSONValue? = {
    var parser = JSONParser(
      bytes, position: record.source.lowerBound, end: record.source.upperBound)
    return try? parser.parseDocument()
  }()
  guard let value else {
    fail("a record's source is not one JSON value", ["source": record.source])
  }
  switch value {
  case .string(let text):
    if options.keyField != nil || text != record.key || record.reading != nil {
      fail("a string record's key differs from its source", ["key": record.key, "source": text])
    }
  case .object(let members):
    guard let keyField = options.keyField,
      case .string(let key)? = lastMember(keyField, of: members),
      key == record.key
    else {
      fail("an object record's key differs from its source", ["key": record.key, "source": value])
    }
    var reading: String?
    if let field = options.phoneticField, field != keyField,
      case .string(let text)? = lastMember(field, of: members),
      !text.isEmpty
    {
      reading = text
    }
    if reading != record.reading {
      fail(
        "an object record's reading differs from its source",
        ["reading": record.reading as Any, "source": value])
    }
  default:
    fail("a record that is neither a string nor an object", ["source": value])
  }
  var compact: [UInt8] = []
  JSONParser.appendCompact(bytes, record.source, to: &compact)
  let again: JSONValue? = compact.withUnsafeBufferPointer { buffer in
    var parser = JSONParser(buffer)
    return try? parser.parseDocument()
  }
  if again != value {
    fail(
      "a record's compact copy differs",
      ["value": value, "compact": String(decoding: compact, as: UTF8.self)])
  }
}

func checkCSVRow(
  _ record: Record, _ header: [String], _ bytes: UnsafeBufferPointer<UInt8>, _ options: Options
) {
  var parser = CSVParser(bytes, position: record.source.lowerBound)
  guard let row = try? parser.nextRow(), row.range == record.source,
    row.fields.count == header.count,
    let keyField = options.keyField, let column = header.firstIndex(of: keyField),
    parser.string(of: row.fields[column]).text == record.key
  else { fail("a CSV record's row does not give it back", ["key": record.key, "header": header]) }
}

/// The records written out again, read back: the same keys and readings.
func checkRoundTrip(_ input: RecordInput, _ options: Options) {
  guard let keyField = options.keyField else { return }
  let readingField = options.phoneticField == keyField ? nil : options.phoneticField
  var text = ""
  switch options.format {
  case .json, .jsonl:
    var lines: [String] = []
    for record in input.records {
      var object = "{" + JSON.quoted(keyField) + ":" + JSON.quoted(record.key)
      if let readingField {
        object +=
          "," + JSON.quoted(readingField) + ":" + (record.reading.map(JSON.quoted) ?? "null")
      }
      lines.append(object + "}")
    }
    text =
      options.format == .json
      ? "[" + lines.joined(separator: ",\n") + "]" : lines.joined(separator: "\n")
  case .csv:
    // By scalar: a quote followed by a combining mark is one Character.
    func quoted(_ field: String) -> String {
      var out = "\""
      for scalar in field.unicodeScalars {
        out.unicodeScalars.append(scalar)
        if scalar == "\"" { out.unicodeScalars.append(scalar) }
      }
      return out + "\""
    }
    let header = [keyField] + (readingField.map { [$0] } ?? [])
    text = header.map(quoted).joined(separator: ",") + "\r\n"
    for record in input.records {
      text += ([record.key] + (readingField == nil ? [] : [record.reading ?? ""])).map(quoted)
        .joined(separator: ",")
      text += "\n"
    }
  case .lines:
    return
  }
  var plain = options
  plain.skipInvalid = false
  plain.phoneticField = readingField
  let again = Array(text.utf8).withUnsafeBufferPointer { read($0, plain) }
  let readings = input.records.map { readingField == nil ? nil : $0.reading }
  guard case .success(let result) = again,
    result.records.map(\.key) == input.records.map(\.key),
    result.records.map(\.reading) == readings
  else {
    fail(
      "records written out do not read back",
      [
        "keys": input.records.map(\.key), "readings": input.records.map(\.reading),
        "written": text, "read": again,
      ])
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
  switch data[0] % 4 {
  case 0: checkLines(bytes)
  case 1: checkDocument(bytes)
  default:
    guard size > 1 else { return 0 }
    checkRecords(UnsafeBufferPointer(rebasing: bytes.dropFirst()), Options(data[1]))
  }
  // Where errors point: any offset in the file.
  if size > 1 {
    let position = TextPosition(offset: Int(data[size - 1]) * 7 % size, in: bytes)
    if position.line < 1 || position.column < 1 {
      fail("a position before the start", ["position": position])
    }
  }
  _ = InputFormat(inferredFrom: String(decoding: bytes.prefix(16), as: UTF8.self))
  return 0
}
