import SectionIndexAlgorithms
import SectionIndexIO

/// Reads records from JSON, JSON Lines or CSV bytes: the key of each, its
/// reading, and its place in the input.
///
/// Works on the file's bytes as read, with no copy of the whole input as a
/// `String`; per record it keeps only the strings it needs and a byte range.
///
///     let reader = RecordReader(format: .json, path: "data.json", keyField: "name")
///     let input = try bytes.withUnsafeBufferPointer { try reader.read($0) }
///
/// Records are counted from 1 in messages; JSON positions are
/// `FILE:LINE:COLUMN`, CSV positions `FILE:LINE`.
package struct RecordReader {
  package var format: InputFormat
  /// The input's path, or `nil` for standard input, for errors and messages.
  package var path: String?
  /// How messages name the input: its path, or `<stdin>`.
  package var fileName: String { path ?? "<stdin>" }
  /// The fields whose first non-empty string is each record's key: one,
  /// or fallbacks (`name`, `company`, `email`), where a record with none
  /// is kept with an empty key.
  package var keyFields: [String]
  /// The fields holding how the key is read: the one for each of
  /// ``keyFields`` in turn (fewer leave the later keys without).
  package var phoneticFields: [String]
  package var keyField: String? { keyFields.first }
  package var phoneticField: String? { phoneticFields.first }
  package var skipInvalid = false
  /// Whether bytes that `InputReader.looksBinary(_:)` at the start of the
  /// input are an error.
  package var rejectsBinary = false
  /// Where the bytes lie in a longer input read a part at a time (JSON Lines
  /// from a pipe): the lines, records and skipped records before them, for
  /// positions, record numbers and the cap on messages. A byte order mark
  /// is removed only when nothing comes before.
  package var linesBefore = 0
  package var recordsBefore = 0
  package var messagesBefore = 0

  /// A reader of `format` records, each shown, grouped and sorted by the
  /// string of `keyField` (JSON records may be strings themselves) or, when
  /// it has one, of `phoneticField`.
  package init(
    format: InputFormat, path: String?, keyField: String? = nil,
    phoneticField: String? = nil, skipInvalid: Bool = false
  ) {
    self.format = format
    self.path = path
    self.keyFields = keyField.map { [$0] } ?? []
    self.phoneticFields = phoneticField.map { [$0] } ?? []
    self.skipInvalid = skipInvalid
  }

  /// The reader for a source's format and fields; messages name the input
  /// by its path, or `<stdin>`.
  package init(_ source: RecordSource) {
    self.init(
      format: source.format, path: source.input.path, skipInvalid: source.skipsInvalid)
    keyFields = source.keyFields
    phoneticFields = source.phoneticKeyFields
    rejectsBinary = source.rejectsBinary
  }

  /// At most this many skipped records are described one by one.
  package static let maxSkippedMessages = 10

  /// Why the input cannot be used.
  package typealias Failure = RecordError

  /// Takes each record as it is read instead of keeping it: its key, its
  /// reading (`nil` when it has none), the bytes read and its place in
  /// them. Returns whether to go on.
  package typealias Sink = (
    UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>?, UnsafeBufferPointer<UInt8>, Range<Int>
  ) -> Bool

  /// Reads every record.
  ///
  /// - Parameter sink: When given, records go to it one by one, in input
  ///   order, and are not kept (the result holds the rest: header, warnings),
  ///   so memory does not grow with the input.
  /// - Throws: ``Failure`` for a syntax error, an invalid record (unless
  ///   ``skipInvalid``), or a missing `--key`.
  /// - Complexity: O(*n*) in the bytes.
  package func read(_ bytes: UnsafeBufferPointer<UInt8>, each sink: Sink? = nil) throws(Failure)
    -> RecordInput
  {
    if rejectsBinary, linesBefore == 0, InputReader.looksBinary(bytes) {
      throw RecordError(.binary, path: path)
    }
    var start = 0
    if linesBefore == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      start = 3
    }
    var state = State(
      bytes: bytes, keyBytes: Self.trimmed(keyFields).map { Array($0.utf8) },
      phoneticBytes: Self.trimmed(phoneticFields).map { Array($0.utf8) }, sink: sink)
    state.count = recordsBefore
    if sink == nil {
      // Room for the keys without growing: no more bytes than the input's
      // (only pages written take memory).
      state.input.keys.reserveCapacity(strings: bytes.count / 16 + 16, bytes: bytes.count)
      if !phoneticFields.isEmpty {
        state.input.readings = PackedUTF8()
        state.input.readings!.reserveCapacity(strings: bytes.count / 16 + 16, bytes: bytes.count)
      }
    }
    do {
      switch format {
      case .json: try readJSON(&state, from: start)
      case .jsonl: try readJSONLines(&state, from: start)
      case .csv: try readCSV(&state, from: start)
      case .lines: preconditionFailure("lines are read by InputReader")
      }
    } catch let error as JSONSyntaxError {
      throw failure(.malformed, at: position(error.offset, in: bytes), error.message)
    } catch let error as CSVSyntaxError {
      throw failure(.malformed, at: position(error.offset, in: bytes), error.message)
    } catch let error as Failure {
      throw error
    } catch is Stopped {
      // The sink asked to stop.
    } catch {
      preconditionFailure("\(error)")
    }
    state.input.lastRecordNumber = state.count
    return state.input
  }

  private struct State {
    let bytes: UnsafeBufferPointer<UInt8>
    let keyBytes: [[UInt8]]
    let phoneticBytes: [[UInt8]]
    let sink: Sink?
    var input = RecordInput()
    var count = 0

    init(
      bytes: UnsafeBufferPointer<UInt8>, keyBytes: [[UInt8]], phoneticBytes: [[UInt8]],
      sink: Sink?
    ) {
      self.bytes = bytes
      self.keyBytes = keyBytes
      self.phoneticBytes = phoneticBytes
      self.sink = sink
    }

    /// Keeps a record, or gives it to the sink.
    mutating func add(
      key: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>?, source: Range<Int>
    ) throws {
      guard let sink else { return input.append(key: key, reading: reading, source: source) }
      if !sink(key, reading.flatMap { $0.isEmpty ? nil : $0 }, bytes, source) { throw Stopped() }
    }
  }

  /// A byte offset's line and column, counting the lines before the bytes.
  private func position(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
    let here = TextPosition(offset: offset, in: bytes)
    return TextPosition(line: here.line + linesBefore, column: here.column)
  }

  /// The error for a problem at `position` (a CSV line: no column).
  private func failure(
    _ kind: RecordError.Kind, at position: TextPosition?, line: Int? = nil, _ reason: String
  ) -> RecordError {
    RecordError(
      kind, path: path, line: position?.line ?? line, column: position?.column, reason: reason)
  }

  /// Thrown when the sink asks to stop.
  private struct Stopped: Error {}

  // MARK: - JSON

  private func readJSON(_ state: inout State, from start: Int) throws {
    var parser = JSONParser(state.bytes, position: start)
    let documentStart = parser.peekValueStart()
    let objectOffset = parser.position
    switch documentStart {
    case UInt8(ascii: "["):
      try readArray(&parser, &state)
    case UInt8(ascii: "{"):
      // `{"data": [...]}`: the one array the object holds.
      var arrays: [String] = []
      try parser.enter()
      var first = true
      while let name = try parser.nextMember(first: &first) {
        if parser.peekValueStart() == UInt8(ascii: "[") {
          arrays.append(parser.decode(name))
          if arrays.count == 1 {
            try readArray(&parser, &state)
            continue
          }
        }
        try parser.skipValue()
      }
      parser.leave()
      try parser.expectEnd()
      let position = TextPosition(offset: objectOffset, in: state.bytes)
      if arrays.isEmpty {
        throw failure(
          .malformed, at: position,
          "expected an array of records, or an object holding one; the object holds no array")
      }
      if arrays.count > 1 {
        throw failure(
          .malformed, at: position,
          "the object holds \(arrays.count) arrays, "
            + "\(arrays.map(JSON.quoted).listed(conjunction: "and")); "
            + "expected exactly one array of records")
      }
      return
    default:
      let kind = Self.typeDescription(of: documentStart)
      try parser.skipValue()
      try parser.expectEnd()
      throw failure(
        .malformed, at: TextPosition(offset: objectOffset, in: state.bytes),
        "expected an array of records, or an object holding one; found \(kind)")
    }
    try parser.expectEnd()
  }

  private func readArray(_ parser: inout JSONParser, _ state: inout State) throws {
    try parser.enter()
    var first = true
    while try parser.nextElement(first: &first) {
      try readRecord(&parser, &state)
    }
    parser.leave()
  }

  private func readJSONLines(_ state: inout State, from start: Int) throws {
    let bytes = state.bytes
    var lineStart = start
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      var parser = JSONParser(bytes, position: lineStart, end: lineEnd)
      if parser.peekValueStart() != nil {
        try readRecord(&parser, &state)
        parser.skipWhitespace()
        if parser.position < lineEnd {
          throw parser.error("expected the end of the line after the JSON value")
        }
      }
      lineStart = lineEnd + 1
    }
  }

  /// Reads one JSON record at the parser's position: a string, or an object
  /// holding the key.
  private func readRecord(_ parser: inout JSONParser, _ state: inout State) throws {
    state.count += 1
    let number = state.count
    let first = parser.peekValueStart()
    let start = parser.position
    guard first == UInt8(ascii: "{") else {
      if first == UInt8(ascii: "\""), keyField == nil {
        let token = try parser.scanString()
        try parser.withDecoded(token) { key in
          try state.add(
            key: key, reading: nil, source: start..<parser.position)
        }
        return
      }
      let kind = Self.typeDescription(of: first)
      try parser.skipValue()
      let expected = keyField.map { "an object with \(JSON.quoted($0))" } ?? "a string or an object"
      return try skip(&state, at: start, "record \(number) is \(kind), not \(expected)")
    }
    guard !state.keyBytes.isEmpty else {
      let fields = try Self.fieldNames(of: &parser)
      throw RecordError(
        .keyFieldNeeded, path: path,
        reason: "Missing '--key <field>' for records that are objects; record \(number) has "
          + Self.describe(fields: fields))
    }
    // The key is the first of the key fields (in their order) holding a
    // non-empty string; with fallbacks, a record with none keeps an empty key.
    let fallbacks = state.keyBytes.count > 1
    var key: JSONParser.StringToken?
    var keyRank = 0
    var keyIsEmpty = true
    var readings: [JSONParser.StringToken?] = []
    var problem: (offset: Int, message: String)?
    try parser.enter()
    var firstMember = true
    while let name = try parser.nextMember(first: &firstMember) {
      let keyIndex = state.keyBytes.firstIndex { parser.token(name, equals: $0) }
      let readingIndex =
        keyIndex == nil ? state.phoneticBytes.firstIndex { parser.token(name, equals: $0) } : nil
      guard keyIndex != nil || readingIndex != nil else {
        try parser.skipValue()
        continue
      }
      let valueStart = parser.peekValueStart()
      let offset = parser.position
      if valueStart == UInt8(ascii: "\"") {
        let value = try parser.scanString()
        if let keyIndex {
          // An empty string is a key only when no field has a better one;
          // of one field given twice, the last.
          let empty = value.content.isEmpty
          if key == nil || !fallbacks || (!empty && (keyIsEmpty || keyIndex <= keyRank)) {
            key = value
            keyRank = keyIndex
            keyIsEmpty = empty
          }
        } else if let readingIndex {
          if readings.count <= readingIndex {
            readings += repeatElement(nil, count: readingIndex + 1 - readings.count)
          }
          readings[readingIndex] = value
        }
      } else if (readingIndex != nil || fallbacks) && valueStart == UInt8(ascii: "n") {
        try parser.skipValue()  // null: no reading, or no value of this key field
        if let readingIndex, readingIndex < readings.count { readings[readingIndex] = nil }
      } else {
        try parser.skipValue()
        let field = keyIndex.map { keyFields[$0] } ?? phoneticFields[readingIndex!]
        problem = (
          offset,
          "record \(number): \(JSON.quoted(field)) is \(Self.typeDescription(of: valueStart)), "
            + "not a string"
        )
      }
    }
    parser.leave()
    if let problem { return try skip(&state, at: problem.offset, problem.message) }
    let source = start..<parser.position
    let reading = keyRank < readings.count ? readings[keyRank] : nil
    guard let key else {
      guard fallbacks else {
        var again = JSONParser(state.bytes, position: start)
        let fields = try Self.fieldNames(of: &again)
        return try skip(
          &state, at: start,
          "record \(number) has no \(JSON.quoted(keyField!)); it has \(Self.describe(fields: fields))"
        )
      }
      // None of the fields: kept, with an empty key (it goes to `#`).
      let empty: [UInt8] = []
      return try empty.withUnsafeBufferPointer {
        try state.add(key: $0, reading: nil, source: source)
      }
    }
    try parser.withDecoded(key) { key in
      guard let reading else {
        return try state.add(key: key, reading: nil, source: source)
      }
      try parser.withDecoded(reading) { reading in
        try state.add(key: key, reading: reading, source: source)
      }
    }
  }

  /// Field names as given, or, for a list of fallbacks (`name, company`),
  /// without the spaces around each.
  private static func trimmed(_ names: [String]) -> [String] {
    guard names.count > 1 else { return names }
    return names.map { name in
      String(name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The member names of the object at the parser's position.
  private static func fieldNames(of parser: inout JSONParser) throws -> [String] {
    guard case .object(let members) = try parser.parseValue() else { return [] }
    return members.map(\.key)
  }

  /// `the fields "a", "b" and "c"`, `no fields`.
  package static func describe(fields: [String]) -> String {
    if fields.isEmpty { return "no fields" }
    let list = fields.map(JSON.quoted).listed(conjunction: "and")
    return fields.count == 1 ? "the field \(list)" : "the fields \(list)"
  }

  /// The type of the JSON value starting with `byte`: "a string", "an array".
  package static func typeDescription(of byte: UInt8?) -> String {
    switch byte {
    case UInt8(ascii: "\""): "a string"
    case UInt8(ascii: "["): "an array"
    case UInt8(ascii: "{"): "an object"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
    case UInt8(ascii: "n"): "null"
    case nil: "nothing"
    default: "a number"
    }
  }

  // MARK: - CSV

  /// The names of a CSV file's header row (the row after a byte order mark).
  package static func csvHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    let start =
      bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    var parser = CSVParser(bytes, position: start)
    return names(of: try? parser.nextRow(), parser)
  }

  private static func names(of row: CSVParser.Row?, _ parser: CSVParser) -> [String] {
    row.map { row in row.fields.map { parser.string(of: $0).text } } ?? []
  }

  private func readCSV(_ state: inout State, from start: Int) throws {
    var parser = CSVParser(state.bytes, position: start)
    let headerRow = try parser.nextRow()
    let header = Self.names(of: headerRow, parser)
    state.input.header = header
    guard let keyField else {
      throw RecordError(
        .keyFieldNeeded, path: path,
        reason: "Missing '--key <field>' for csv input"
          + (header.isEmpty ? "" : "; the header has \(Self.describe(fields: header))"))
    }
    guard let headerRow else {
      // Nothing to check the key against: say so rather than print nothing.
      throw failure(
        .malformed, at: nil, line: 1,
        "no header row (the input is empty); expected one with the column \(JSON.quoted(keyField))")
    }
    func column(_ name: String) throws(Failure) -> Int {
      guard let index = header.firstIndex(of: name) else {
        throw failure(
          .noSuchField, at: nil, line: headerRow.line,
          "no column \(JSON.quoted(name)); the header has \(Self.describe(fields: header))")
      }
      return index
    }
    // A column named with commas ("Last, First") is one column, not fallbacks.
    func fields(_ names: [String]) -> [String] {
      let whole = names.joined(separator: ",")
      return names.count > 1 && header.contains(whole) ? [whole] : Self.trimmed(names)
    }
    let keyColumns = try fields(keyFields).map { name throws(Failure) in try column(name) }
    let readingColumns = try fields(phoneticFields).map { name throws(Failure) in
      try column(name)
    }
    while let row = try parser.nextRow() {
      state.count += 1
      guard row.fields.count == header.count else {
        try skip(
          &state, line: row.line,
          "record \(state.count) has \(row.fields.count) field\(row.fields.count == 1 ? "" : "s"); "
            + "the header has \(header.count)")
        continue
      }
      // The first key column that is not empty (else the first, empty).
      let rank = keyColumns.firstIndex { !row.fields[$0].content.isEmpty } ?? 0
      let readingColumn = rank < readingColumns.count ? readingColumns[rank] : nil
      var valid = true
      try parser.withText(of: row.fields[keyColumns[rank]]) { key, keyValid in
        valid = keyValid
        guard let readingColumn else {
          return try state.add(key: key, reading: nil, source: row.range)
        }
        try parser.withText(of: row.fields[readingColumn]) { reading, readingValid in
          valid = valid && readingValid
          try state.add(key: key, reading: reading, source: row.range)
        }
      }
      if !valid { state.input.invalidUTF8Lines.append(row.line) }
    }
  }

  // MARK: - Invalid records

  /// Skips an invalid record with `--skip-invalid`, else stops.
  private func skip(_ state: inout State, at offset: Int, _ message: String) throws(Failure) {
    let bytes = state.bytes
    try skip(&state, position: { position(offset, in: bytes) }, line: nil, message)
  }

  private func skip(_ state: inout State, line: Int, _ message: String) throws(Failure) {
    try skip(&state, position: { nil }, line: line, message)
  }

  private func skip(
    _ state: inout State, position: () -> TextPosition?, line: Int?, _ message: String
  ) throws(Failure) {
    guard skipInvalid else { throw failure(.invalidRecord, at: position(), line: line, message) }
    state.input.skippedCount += 1
    if messagesBefore + state.input.skippedMessages.count < Self.maxSkippedMessages {
      state.input.skippedMessages.append(
        failure(.invalidRecord, at: position(), line: line, message).description)
    }
  }

  /// A record read again from the input as compact JSON: a JSON value
  /// without white space, or a CSV row as an object keyed by `header`.
  package static func appendCompact(
    _ format: InputFormat, at place: Range<Int>, header: [String],
    from buffer: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]
  ) {
    if format == .csv {
      appendCSVRecord(at: place.lowerBound, header: header, from: buffer, to: &out)
    } else {
      JSONParser.appendCompact(buffer, place, to: &out)
    }
  }

  /// A CSV row as a compact JSON object keyed by the header, read again from
  /// the input.
  package static func appendCSVRecord(
    at start: Int, header: [String], from buffer: UnsafeBufferPointer<UInt8>,
    to out: inout [UInt8]
  ) {
    var parser = CSVParser(buffer, position: start)
    // The row parsed once already; it cannot fail now.
    guard let row = try? parser.nextRow() else { return }
    out.append(UInt8(ascii: "{"))
    for (index, (name, field)) in zip(header, row.fields).enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(contentsOf: JSON.quoted(name).utf8)
      out.append(UInt8(ascii: ":"))
      out.append(contentsOf: JSON.quoted(parser.string(of: field).text).utf8)
    }
    out.append(UInt8(ascii: "}"))
  }
}
