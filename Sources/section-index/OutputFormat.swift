import IndexedCollation

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

/// JSON string literals.
enum JSON {
  /// A JSON string literal for `string`: quotes, backslashes and control
  /// characters escaped, everything else (non-ASCII included) as UTF-8.
  ///
  ///     JSON.quoted("Tab\there \"x\"")  // "\"Tab\\there \\\"x\\\"\""
  static func quoted(_ string: String) -> String {
    if !mayNeedEscapes(string) {
      return "\"" + string + "\""
    }
    var out = "\""
    out.reserveCapacity(string.utf8.count + 2)
    var plainStart = string.unicodeScalars.startIndex
    var index = plainStart
    let scalars = string.unicodeScalars
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let escape: String?
      switch scalar {
      case "\"": escape = "\\\""
      case "\\": escape = "\\\\"
      case "\n": escape = "\\n"
      case "\r": escape = "\\r"
      case "\t": escape = "\\t"
      case "\u{08}": escape = "\\b"
      case "\u{0C}": escape = "\\f"
      // U+2028 and U+2029 are valid in JSON but end lines in JavaScript.
      case "\u{2028}": escape = "\\u2028"
      case "\u{2029}": escape = "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          escape = nil
        }
      }
      if let escape {
        out.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
        out += escape
        plainStart = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    out.unicodeScalars.append(contentsOf: scalars[plainStart...])
    out += "\""
    return out
  }

  /// Appends ``quoted(_:)`` as UTF-8, building no string for the common
  /// case of nothing to escape (the web build writes 100k items this way).
  static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
    guard mayNeedEscapes(string) else {
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: string.utf8)
      bytes.append(UInt8(ascii: "\""))
      return
    }
    bytes.append(contentsOf: quoted(string).utf8)
  }

  /// Whether a string holds a byte that may need escaping; most need none
  /// (0xE2 leads U+2028 and U+2029).
  private static func mayNeedEscapes(_ string: String) -> Bool {
    string.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }
  }
}
