import SectionIndexCollation
import SectionIndexIO

/// How `group` and `titles` write their results.
package enum OutputFormat: String, CaseIterable {
  /// `TITLE<TAB>RECORD`, one line a record; nothing else.
  case tsv
  /// Versioned JSON: `{"version":1,"locale":…,"sections":[…]}`.
  case json
  /// For people: each title on a line of its own, its items indented by two
  /// spaces, a blank line between sections.
  case text

  /// The version written in every JSON document; raised when its shape changes
  /// in a way readers must notice.
  package static let jsonVersion = 1

  /// Writes a sectioned list.
  package func write(
    _ sections: IndexedSections<String>, of collation: IndexedCollation, to out: BufferedWriter
  ) throws(SystemError) {
    var writer = SectionWriter(format: self, collation: collation, out: out)
    for section in sections {
      try writer.section(section.title, count: section.items.count) { k, out throws(SystemError) in
        try self == .json ? out.write(JSON.quoted(section.items[k])) : out.write(section.items[k])
      }
    }
    try writer.end()
  }

  /// Writes a collation's section titles.
  package func writeTitles(of collation: IndexedCollation, to out: BufferedWriter)
    throws(SystemError)
  {
    switch self {
    case .tsv, .text:
      for title in collation.sectionTitles {
        try out.write(title + "\n")
      }
    case .json:
      try out.write(Self.jsonHeader(collation))
      let titles = collation.sectionTitles.map { "    " + JSON.quoted($0) }
      try out.write("  \"titles\": [\n" + titles.joined(separator: ",\n") + "\n  ]\n}\n")
    }
  }

  /// An index of several locales lists them all after `"locale"` (the first).
  private static func locales(_ collation: IndexedCollation) -> String {
    guard collation.locales.count > 1 else { return "" }
    return "\n  \"locales\": [" + collation.locales.map(JSON.quoted).joined(separator: ", ") + "],"
  }

  fileprivate static func jsonHeader(_ collation: IndexedCollation) -> String {
    """
    {
      "version": \(jsonVersion),
      "locale": \(JSON.quoted(collation.locale)),\(locales(collation))
      "requestedLocale": \(JSON.quoted(collation.requestedLocales.joined(separator: ","))),

    """
  }
}

/// Writes sections one at a time in an output format, so that a caller can
/// write each as soon as it is sorted and let it go.
///
///     var writer = SectionWriter(format: .tsv, collation: collation, out: out)
///     try writer.section("A", count: 2) { k, out in try out.write(names[k]) }
///     try writer.end()
package struct SectionWriter {
  package let format: OutputFormat
  package let out: BufferedWriter
  private var sections = 0

  /// Starts the output (json's header).
  package init(format: OutputFormat, collation: IndexedCollation, out: BufferedWriter) {
    self.format = format
    self.out = out
    self.header = format == .json ? OutputFormat.jsonHeader(collation) + "  \"sections\": [" : ""
  }

  private var header: String

  /// Writes a section of `count` items.
  ///
  /// - Parameter item: Writes item `k` on one line for tsv and text, as a
  ///   JSON value for json; to a terminal, with its control characters
  ///   escaped (`ls -b`'s `\033`, or JSON's `\u001B`).
  package mutating func section(
    _ title: String, count: Int, item: (Int, BufferedWriter) throws(SystemError) -> Void
  ) throws(SystemError) {
    try writeHeader()
    defer { sections += 1 }
    let out = self.out
    let style: ControlEscaping = format == .json ? .json : .text
    func record(_ k: Int) throws(SystemError) {
      out.beginRecord(style)
      defer { out.endRecord() }
      try item(k, out)
    }
    switch format {
    case .tsv:
      var prefix = Array(title.utf8)
      prefix.append(UInt8(ascii: "\t"))
      try prefix.withUnsafeBufferPointer { prefix throws(SystemError) in
        for k in 0..<count {
          try out.write(prefix)
          try record(k)
          try out.write(byte: UInt8(ascii: "\n"))
        }
      }
    case .text:
      try out.write((sections == 0 ? "" : "\n") + title + "\n")
      for k in 0..<count {
        try out.write(byte: UInt8(ascii: " "))
        try out.write(byte: UInt8(ascii: " "))
        try record(k)
        try out.write(byte: UInt8(ascii: "\n"))
      }
    case .json:
      try out.write(sections == 0 ? "\n" : ",\n")
      try out.write("    {\n      \"title\": \(JSON.quoted(title)),\n      \"items\": [")
      for k in 0..<count {
        try out.write(k == 0 ? "\n        " : ",\n        ")
        try record(k)
      }
      try out.write(count == 0 ? "]\n    }" : "\n      ]\n    }")
    }
  }

  /// Ends the output (json's closing brackets).
  package mutating func end() throws(SystemError) {
    try writeHeader()
    guard format == .json else { return }
    try out.write(sections == 0 ? "]\n}\n" : "\n  ]\n}\n")
  }

  private mutating func writeHeader() throws(SystemError) {
    guard !header.isEmpty else { return }
    try out.write(header)
    header = ""
  }
}
