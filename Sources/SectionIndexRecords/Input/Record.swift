import SectionIndexAlgorithms
import SectionIndexIO

/// How records are laid out in their input.
public enum InputFormat: String, CaseIterable, Sendable {
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
  public init(inferredFrom path: String?) {
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
package struct Record: Sendable {
  /// The value of the `--key` field (or the record itself, for JSON strings).
  package var key: String
  /// The value of the `--phonetic-key` field; `nil` when missing, empty or null.
  package var reading: String?
  /// The record's bytes in the input: a JSON value or a CSV row (empty where
  /// nothing reads them again: `keys`).
  package var source: Range<Int>

  package init(key: String, reading: String? = nil, source: Range<Int> = 0..<0) {
    self.key = key
    self.reading = reading
    self.source = source
  }

  /// The key for tsv and text output, where tabs and line breaks would break
  /// the layout: each is replaced with a space.
  package var displayKey: String {
    guard key.utf8.contains(where: Self.breaksLayout) else { return key }
    return String(
      key.unicodeScalars.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : Character($0) })
  }

  /// Whether a byte is a tab or line break, which tsv and text output show
  /// as a space.
  @inline(__always)
  package static func breaksLayout(_ byte: UInt8) -> Bool {
    byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}

extension BufferedWriter {
  /// Writes a record's key as tsv and text output show it: tabs and line
  /// breaks as spaces (``Record/displayKey``).
  package func write(displaying key: UnsafeBufferPointer<UInt8>) throws(SystemError) {
    guard key.contains(where: Record.breaksLayout) else { return try write(key) }
    // One write, so that a terminal's escaping sees whole characters.
    try write(bytes: key.map { Record.breaksLayout($0) ? 0x20 : $0 })
  }
}

/// The records read from JSON or CSV, and what was wrong with the input.
///
/// Keys and readings are packed UTF-8, one entry a record, so a million
/// records cost their bytes and two offsets each rather than a million
/// strings.
package struct RecordInput {
  /// Each record's key, valid UTF-8.
  package var keys = PackedUTF8()
  /// Each record's reading (empty when it has none), when the reader was
  /// given a phonetic field.
  package var readings: PackedUTF8? = nil
  /// Each record's bytes in the input, when the reader keeps them (json
  /// output copies records from there).
  package var sources: [Range<Int>] = []
  /// The CSV header's names; empty for JSON.
  package var header: [String] = []
  /// How many records `--skip-invalid` left out.
  package var skippedCount = 0
  /// Why, for the first few: `FILE:LINE:COLUMN: record 4 has no "name"`.
  package var skippedMessages: [String] = []
  /// The 1-based lines of CSV rows where invalid UTF-8 was replaced.
  package var invalidUTF8Lines: [Int] = []
  /// The number of the last record read (counted from 1, skipped ones
  /// included), for reading on after it.
  package var lastRecordNumber = 0

  package init() {}

  /// How many records there are.
  package var count: Int { keys.count }

  /// What was repaired or skipped.
  package var report: RecordReport {
    var report = RecordReport()
    report.invalidUTF8Lines = invalidUTF8Lines
    report.skippedCount = skippedCount
    report.skippedMessages = skippedMessages
    return report
  }

  /// The records as values, for the paths that take a few (browse, keys).
  package var records: [Record] {
    (0..<count).map { i in
      let reading = readings.map { $0.string(at: i) }
      return Record(
        key: keys.string(at: i), reading: reading?.isEmpty == false ? reading : nil,
        source: sources[i])
    }
  }

  /// Adds a record.
  package mutating func append(
    key: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>?, source: Range<Int>
  ) {
    keys.append(key)
    readings?.append(reading ?? UnsafeBufferPointer(start: nil, count: 0))
    sources.append(source)
  }
}
