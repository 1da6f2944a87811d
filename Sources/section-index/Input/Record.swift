import SectionIndexAlgorithms

/// How `group` reads its input.
enum InputFormat: String, CaseIterable, Sendable {
  /// One record a line: the record is the line's text.
  case lines
  /// A JSON array of records, or an object holding one such array.
  case json
  /// JSON Lines: one JSON record a line.
  case jsonl
  /// Comma-separated values with a header row.
  case csv

  /// The format a file's extension implies: `.json`, `.jsonl` or `.ndjson`,
  /// `.csv`; `lines` for anything else and for standard input.
  ///
  ///     InputFormat(inferredFrom: "countries.JSON")  // .json
  init(inferredFrom path: String?) {
    guard let path, path != "-" else {
      self = .lines
      return
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
      self = .lines
      return
    }
    switch name[name.index(after: dot)...].lowercased() {
    case "json": self = .json
    case "jsonl", "ndjson": self = .jsonl
    case "csv": self = .csv
    default: self = .lines
    }
  }
}

/// One record of JSON or CSV input: what to show and sort it by, and where it
/// is in the input, so output can copy it from there instead of keeping it.
struct Record: Sendable {
  /// The value of the `--key` field (or the record itself, for JSON strings).
  var key: String
  /// The value of the `--phonetic-key` field; `nil` when missing, empty or null.
  var reading: String?
  /// The record's bytes in the input: a JSON value or a CSV row (empty where
  /// nothing reads them again: `keys`).
  var source: Range<Int>

  /// The key for tsv and text output, where tabs and line breaks would break
  /// the layout: each is replaced with a space.
  var displayKey: String {
    guard key.utf8.contains(where: Self.breaksLayout) else { return key }
    return String(
      key.unicodeScalars.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : Character($0) })
  }

  /// Whether a byte is a tab or line break, which tsv and text output show
  /// as a space.
  @inline(__always)
  static func breaksLayout(_ byte: UInt8) -> Bool { byte == 0x09 || byte == 0x0A || byte == 0x0D }
}

/// The records read from JSON or CSV, and what was wrong with the input.
///
/// Keys and readings are packed UTF-8, one entry a record, so a million
/// records cost their bytes and two offsets each rather than a million
/// strings.
struct RecordInput {
  /// Each record's key, valid UTF-8.
  var keys = PackedUTF8()
  /// Each record's reading (empty when it has none), when the reader was
  /// given a phonetic field.
  var readings: PackedUTF8? = nil
  /// Each record's bytes in the input, when the reader keeps them (json
  /// output copies records from there).
  var sources: [Range<Int>] = []
  /// The CSV header's names; empty for JSON.
  var header: [String] = []
  /// How many records `--skip-invalid` left out.
  var skippedCount = 0
  /// Why, for the first few: `FILE:LINE:COLUMN: record 4 has no "name"`.
  var skippedMessages: [String] = []
  /// The 1-based lines of CSV rows where invalid UTF-8 was replaced.
  var invalidUTF8Lines: [Int] = []
  /// The number of the last record read (counted from 1, skipped ones
  /// included), for reading on after it.
  var lastRecordNumber = 0

  /// How many records there are.
  var count: Int { keys.count }

  /// The records as values, for the paths that take a few (browse, keys).
  var records: [Record] {
    (0..<count).map { i in
      let reading = readings.map { $0.string(at: i) }
      return Record(
        key: keys.string(at: i), reading: reading?.isEmpty == false ? reading : nil,
        source: sources[i])
    }
  }

  /// Adds a record.
  mutating func append(
    key: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>?, source: Range<Int>
  ) {
    keys.append(key)
    readings?.append(reading ?? UnsafeBufferPointer(start: nil, count: 0))
    sources.append(source)
  }
}
