// The held-out corpus as the four inputs `section-index group` reads: the same
// names in the same order as lines, JSON Lines, a JSON array and CSV.

import Foundation

enum CorpusFiles {
  /// The file extensions, lines first.
  static let extensions = ["txt", "jsonl", "json", "csv"]

  /// Writes `records` to `BASE.txt` (one a line), `BASE.jsonl`
  /// (`{"id":K,"name":"…"}` a line, K counted from 1), `BASE.json` (an array of
  /// those objects) and `BASE.csv` (header `id,name`, RFC 4180 quoting where a
  /// field needs it), every line ending in LF.
  static func write(_ records: [String], to base: String) throws {
    var lines = "", jsonLines = "", json = "[\n", csv = "id,name\n"
    for (offset, name) in records.enumerated() {
      let id = offset + 1
      let object = "{\"id\":\(id),\"name\":\(jsonQuoted(name))}"
      lines += name + "\n"
      jsonLines += object + "\n"
      json += (offset == 0 ? "" : ",\n") + object
      csv += "\(id),\(csvField(name))\n"
    }
    json += "\n]\n"
    for (text, ext) in zip([lines, jsonLines, json, csv], extensions) {
      try Data(text.utf8).write(to: URL(fileURLWithPath: "\(base).\(ext)"))
    }
  }

  /// A JSON string literal: quotation mark, reverse solidus and control
  /// characters escaped, everything else as is.
  static func jsonQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// A CSV field: quoted, with quotation marks doubled, when it holds a comma,
  /// a quotation mark or a line break (RFC 4180).
  static func csvField(_ text: String) -> String {
    guard
      text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
