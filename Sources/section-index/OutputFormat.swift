import SectionIndexCollation

/// How `group` and `titles` write their results.
enum OutputFormat: String, CaseIterable {
  /// `TITLE<TAB>RECORD`, one line a record; nothing else.
  case tsv
  /// Versioned JSON: `{"version":1,"locale":…,"sections":[…]}`.
  case json
  /// For people: each title on a line of its own, its items indented by two
  /// spaces, a blank line between sections.
  case text

  /// The version written in every JSON document; raised when its shape changes
  /// in a way readers must notice.
  static let jsonVersion = 1

  /// Writes a sectioned list.
  func write(
    _ sections: IndexedSections<String>, of collation: IndexedCollation, to out: BufferedWriter
  ) throws(SystemError) {
    try write(sections, of: collation, to: out, text: { $0 }) { item, out throws(SystemError) in
      try out.write(JSON.quoted(item))
    }
  }

  /// Writes a sectioned list of any elements.
  ///
  /// - Parameters:
  ///   - text: An element as tsv and text output show it, on one line.
  ///   - json: Writes an element as one JSON value (the items of json output).
  func write<Element>(
    _ sections: IndexedSections<Element>, of collation: IndexedCollation, to out: BufferedWriter,
    text: (Element) -> String,
    json: (Element, BufferedWriter) throws(SystemError) -> Void
  ) throws(SystemError) {
    switch self {
    case .tsv:
      for section in sections {
        for item in section.items {
          try out.write(section.title)
          try out.write("\t")
          try out.write(text(item))
          try out.write("\n")
        }
      }
    case .text:
      for (index, section) in sections.enumerated() {
        try out.write((index == 0 ? "" : "\n") + section.title + "\n")
        for item in section.items {
          try out.write("  ")
          try out.write(text(item))
          try out.write("\n")
        }
      }
    case .json:
      try out.write(Self.jsonHeader(collation))
      try out.write("  \"sections\": [")
      for (index, section) in sections.enumerated() {
        try out.write(index == 0 ? "\n" : ",\n")
        try out.write("    {\n      \"title\": \(JSON.quoted(section.title)),\n      \"items\": [")
        for (itemIndex, item) in section.items.enumerated() {
          try out.write(itemIndex == 0 ? "\n        " : ",\n        ")
          try json(item, out)
        }
        try out.write(section.items.isEmpty ? "]\n    }" : "\n      ]\n    }")
      }
      try out.write(sections.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
  }

  /// Writes a collation's section titles.
  func writeTitles(of collation: IndexedCollation, to out: BufferedWriter) throws(SystemError) {
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

  private static func jsonHeader(_ collation: IndexedCollation) -> String {
    """
    {
      "version": \(jsonVersion),
      "locale": \(JSON.quoted(collation.locale)),
      "requestedLocale": \(JSON.quoted(collation.requestedLocales.joined(separator: ","))),

    """
  }
}
