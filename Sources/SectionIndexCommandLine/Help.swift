// `--help` text and the short usage shown with errors, laid out the way
// swift-argument-parser lays them out.

extension CommandSpec {
  /// The one-line synopsis: `section-index group [--locale <tag>] … [<file>]`.
  package var usage: String {
    var parts = [commandName]
    if !subcommands.isEmpty {
      parts.append("<subcommand>")
    }
    for option in options {
      parts.append("[\(option.synopsis)]")
    }
    for argument in arguments {
      parts.append(argument.isOptional ? "[<\(argument.name)>]" : "<\(argument.name)>")
    }
    return parts.joined(separator: " ")
  }

  /// The full `--help` text, ending in a newline.
  package var helpText: String {
    var out = "OVERVIEW: \(abstract)\n"
    if !discussion.isEmpty {
      out += "\n" + Self.wrap(discussion, indent: 0) + "\n"
    }
    out += "\nUSAGE: \(usage)\n"
    if !arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for argument in arguments {
        out += Self.entry("<\(argument.name)>", argument.help)
      }
    }
    out += "\nOPTIONS:\n"
    for option in options {
      var help = option.help
      if let defaultDescription = option.defaultDescription {
        help += " (default: \(defaultDescription))"
      }
      out += Self.entry(option.synopsis, help)
    }
    if commandName.split(separator: " ").count == 1 {
      out += Self.entry("--version", "Show the version.")
    }
    out += Self.entry("-h, --help", "Show help information.")
    if !subcommands.isEmpty {
      out += "\nSUBCOMMANDS:\n"
      for subcommand in subcommands {
        out += Self.entry(subcommand.name, subcommand.abstract)
      }
      out += "\n  See '\(commandName) help <subcommand>' for detailed help.\n"
    }
    return out
  }

  /// What follows an `Error:` line: the usage and where to learn more.
  package var shortUsage: String {
    "USAGE: \(usage)\n  See '\(commandName) --help' for more information.\n"
  }

  package static let width = 80
  package static let labelColumn = 26

  /// `  --locale <tag>          The language tag …`, wrapped at the label column.
  package static func entry(_ label: String, _ help: String) -> String {
    let lead = "  " + label
    let body = wrap(help, indent: labelColumn)
    let firstLineStart =
      body.index(body.startIndex, offsetBy: labelColumn, limitedBy: body.endIndex) ?? body.endIndex
    if lead.count <= labelColumn - 2 {
      return lead.padding(to: labelColumn) + body[firstLineStart...] + "\n"
    }
    return lead + "\n" + body + "\n"
  }

  /// Word-wraps paragraphs (separated by blank lines) to ``width`` columns,
  /// indenting every line by `indent` spaces; a paragraph that starts with
  /// two spaces keeps its lines.
  package static func wrap(_ text: String, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    for (index, paragraph) in paragraphs(text).enumerated() {
      if index > 0 { lines.append("") }
      // Indented lines (a table of keys) are kept as written.
      if paragraph.hasPrefix("  ") {
        lines += paragraph.split(separator: "\n").map { pad + $0 }
        continue
      }
      var line = ""
      for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
        if !line.isEmpty && indent + line.count + 1 + word.count > width {
          lines.append(pad + line)
          line = ""
        }
        line += line.isEmpty ? String(word) : " " + word
      }
      lines.append(pad + line)
    }
    return lines.joined(separator: "\n")
  }

  /// The parts of `text` between blank lines (`"\n\n"`), empty ones kept.
  ///
  /// Written out because Embedded Swift (the wasm build compiles this module) has
  /// no `split(separator:)` with a string separator.
  package static func paragraphs(_ text: String) -> [Substring] {
    var out: [Substring] = []
    var start = text.startIndex
    var index = start
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == "\n", next < text.endIndex, text[next] == "\n" {
        out.append(text[start..<index])
        start = text.index(after: next)
        index = start
      } else {
        index = next
      }
    }
    out.append(text[start...])
    return out
  }
}

extension String {
  fileprivate func padding(to length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
