// A small command-line parser in the spirit of swift-argument-parser, written by
// hand because the package has no outside dependencies.

import SectionIndexAlgorithms
import SectionIndexIO

/// An option or flag a command accepts.
package struct OptionSpec: Sendable {
  /// The long name without dashes, such as `"locale"`.
  package var name: String
  /// The value's placeholder, such as `"tag"`; `nil` for a flag.
  package var valueName: String?
  /// The accepted values, when the set is closed.
  package var allowedValues: [String]?
  /// One or more sentences for `--help`.
  package var help: String
  /// Said after the help as "(default: …)".
  package var defaultDescription: String?

  package init(
    name: String, valueName: String?, allowedValues: [String]?, help: String,
    defaultDescription: String?
  ) {
    self.name = name
    self.valueName = valueName
    self.allowedValues = allowedValues
    self.help = help
    self.defaultDescription = defaultDescription
  }

  package static func option(
    _ name: String, valueName: String, allowedValues: [String]? = nil,
    help: String, defaultDescription: String? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, valueName: valueName, allowedValues: allowedValues,
      help: help, defaultDescription: defaultDescription)
  }

  package static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, allowedValues: nil, help: help, defaultDescription: nil)
  }

  /// How usage lines and errors show the option: `--locale <tag>`.
  package var synopsis: String {
    valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
  }
}

/// A positional argument a command accepts.
package struct ArgumentSpec: Sendable {
  package var name: String
  package var help: String
  package var isOptional: Bool

  package init(name: String, help: String, isOptional: Bool) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
  }
}

/// What a command accepts and how `--help` describes it.
package struct CommandSpec: Sendable {
  /// The full command name, such as `"section-index group"`.
  package var commandName: String
  /// One sentence, shown after `OVERVIEW:` and in the parent's subcommand list.
  package var abstract: String
  /// Further paragraphs for `--help`.
  package var discussion: String = ""
  package var options: [OptionSpec] = []
  package var arguments: [ArgumentSpec] = []
  /// Subcommands as (name, abstract), for the root command's help.
  package var subcommands: [(name: String, abstract: String)] = []

  package init(
    commandName: String, abstract: String, discussion: String = "",
    options: [OptionSpec] = [], arguments: [ArgumentSpec] = [],
    subcommands: [(name: String, abstract: String)] = []
  ) {
    self.commandName = commandName
    self.abstract = abstract
    self.discussion = discussion
    self.options = options
    self.arguments = arguments
    self.subcommands = subcommands
  }

  /// The last word of ``commandName``: `"group"`.
  package var name: String {
    String(commandName.split(separator: " ").last ?? Substring(commandName))
  }

  package func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}

/// A mistake in how the command was called; reported with the usage, exit 64.
package struct UsageError: Error, Equatable {
  package var message: String
  /// The command whose usage to show.
  package var commandName: String

  package init(message: String, commandName: String) {
    self.message = message
    self.commandName = commandName
  }
}

/// The outcome of parsing one command's arguments.
package enum ParseResult: Equatable {
  case arguments(ParsedArguments)
  case help
  case version
}

/// Option values, flags and positional arguments, as given.
package struct ParsedArguments: Equatable {
  package var values: [String: String] = [:]
  package var flags: Set<String> = []
  package var positionals: [String] = []

  package init(
    values: [String: String] = [:], flags: Set<String> = [], positionals: [String] = []
  ) {
    self.values = values
    self.flags = flags
    self.positionals = positionals
  }

  /// The value of an option, the last one when it was given more than once.
  package func value(_ name: String) -> String? { values[name] }

  /// Whether a flag was given.
  package func flag(_ name: String) -> Bool { flags.contains(name) }
}

extension CommandSpec {
  /// Parses the arguments after the command name.
  ///
  ///     try spec.parse(["--locale", "sv", "names.txt"])
  ///     // .arguments(values: ["locale": "sv"], positionals: ["names.txt"])
  ///
  /// Options may come before or after positional arguments and take their
  /// value as the next argument or after `=`; `--` ends the options; a lone `-`
  /// is a positional argument (standard input). `-h`/`--help` anywhere before
  /// `--` asks for help, whatever else is wrong.
  ///
  /// - Throws: ``UsageError`` for unknown options, missing or invalid values
  ///   and unexpected arguments.
  package func parse(_ arguments: some Collection<String>) throws(UsageError) -> ParseResult {
    if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
      return .help
    }
    var parsed = ParsedArguments()
    var rest = arguments[...]
    var optionsEnded = false
    while let argument = rest.popFirst() {
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--version" { return .version }
      guard argument.hasPrefix("--") else {
        throw error("Unknown option '\(argument)'" + suggestion(for: argument))
      }
      let body = argument.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      guard let option = option(named: name) else {
        throw error("Unknown option '--\(name)'" + suggestion(for: "--" + name))
      }
      guard option.valueName != nil else {
        if inlineValue != nil {
          throw error("The flag '--\(name)' does not take a value")
        }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if let next = rest.first, next == "-" || !next.hasPrefix("-") {
        value = next
        rest.removeFirst()
      } else {
        throw error("Missing value for '\(option.synopsis)'")
      }
      if let allowed = option.allowedValues, !allowed.contains(value) {
        throw error(
          "The value '\(value)' is invalid for '\(option.synopsis)'. "
            + "Please provide one of \(allowed.map { "'\($0)'" }.listed(conjunction: "or")).")
      }
      if value.isEmpty {
        throw error("The value for '\(option.synopsis)' must not be empty")
      }
      parsed.values[name] = value
    }
    if parsed.positionals.count > self.arguments.count {
      throw error("Unexpected argument '\(parsed.positionals[self.arguments.count])'")
    }
    if let missing = self.arguments.dropFirst(parsed.positionals.count).first(where: {
      !$0.isOptional
    }) {
      throw error("Missing expected argument '<\(missing.name)>'")
    }
    return .arguments(parsed)
  }

  /// `"; did you mean '--locale'?"` for an option name close to one of
  /// this command's (`--local`, `-locale`, `--Locale`), else empty.
  package func suggestion(for argument: String) -> String {
    let names = options.map { "--" + $0.name } + ["--help", "--version"]
    return Self.suggestion(for: argument, among: names)
  }

  /// The closest of `candidates` to `typed`, as `"; did you mean 'x'?"`, when
  /// it is within two edits (one for words of up to four letters); else empty.
  ///
  ///     suggestion(for: "--local", among: ["--locale", "--format"])  // "; did you mean '--locale'?"
  package static func suggestion(for typed: String, among candidates: [String]) -> String {
    let word = Array(UnicodeProperties.lowercased(typed).utf8)
    var best: (name: String, distance: Int)? = nil
    for candidate in candidates {
      let d = editDistance(word, Array(candidate.utf8))
      if d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    guard let best, best.distance <= (word.count <= 6 ? 1 : 2) else { return "" }
    return "; did you mean '\(best.name)'?"
  }

  /// Levenshtein distance, with a swap of two neighbours as one edit.
  package static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty || b.isEmpty { return a.count + b.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = Swift.min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }

  package func error(_ message: String) -> UsageError {
    UsageError(message: message, commandName: commandName)
  }
}
