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
  /// The record's bytes in the input: a JSON value or a CSV row.
  var source: Range<Int>

  /// The key for tsv and text output, where tabs and line breaks would break
  /// the layout: each is replaced with a space.
  var displayKey: String {
    guard key.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return key }
    return String(
      key.unicodeScalars.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : Character($0) })
  }
}

/// The records read from JSON or CSV, and what was wrong with the input.
struct RecordInput {
  var records: [Record] = []
  /// The CSV header's names; empty for JSON.
  var header: [String] = []
  /// How many records `--skip-invalid` left out.
  var skippedCount = 0
  /// Why, for the first few: `FILE:LINE:COLUMN: record 4 has no "name"`.
  var skippedMessages: [String] = []
  /// The 1-based lines of CSV rows where invalid UTF-8 was replaced.
  var invalidUTF8Lines: [Int] = []
}
