/// How sections are written: what `section-index group --format` and the
/// records library's writers give.
public enum SectionFormat: String, CaseIterable, Sendable {
  /// `TITLE<TAB>RECORD`, one line a record; nothing else.
  case tsv
  /// Versioned JSON: `{"version":1,"locale":…,"sections":[…]}`.
  case json
  /// For people: each title on a line of its own, its items indented by two
  /// spaces, a blank line between sections.
  case text

  /// The version written in every JSON document; raised when its shape changes
  /// in a way readers must notice.
  public static let jsonVersion = 1

  /// The start of every JSON document, up to its first member of its own:
  /// the version and the locales, each line indented and ended.
  ///
  /// - Parameters:
  ///   - locales: The index's locales, the first the one it is named by
  ///     (an index of several lists them all after `"locale"`).
  ///   - requested: The locales asked for, as given.
  package static func jsonHeader(locales: [String], requested: [String]) -> String {
    let all =
      locales.count > 1
      ? "\n  \"locales\": [" + locales.map(JSON.quoted).joined(separator: ", ") + "]," : ""
    return """
      {
        "version": \(jsonVersion),
        "locale": \(JSON.quoted(locales.first ?? "")),\(all)
        "requestedLocale": \(JSON.quoted(requested.joined(separator: ","))),

      """
  }
}

/// Writes sections one at a time in a ``SectionFormat``, so that a caller
/// can write each as soon as it is sorted and let it go.
///
///     var writer = SectionWriter(format: .tsv, jsonHeader: "", out: out)
///     try writer.section("A", count: 2) { k, out in try out.write(names[k]) }
///     try writer.end()
package struct SectionWriter {
  package let format: SectionFormat
  package let out: BufferedWriter
  private var sections = 0
  private var header: String

  /// Starts the output (json's header: `jsonHeader`, from
  /// ``SectionFormat/jsonHeader(locales:requested:)``).
  package init(format: SectionFormat, jsonHeader: String, out: BufferedWriter) {
    self.format = format
    self.out = out
    self.header = format == .json ? jsonHeader + "  \"sections\": [" : ""
  }

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
