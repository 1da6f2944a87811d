import IndexedCollation

/// `section-index group`: sections the lines of a file.
enum GroupCommand: Subcommand {
  static let formatOption = OptionSpec.option(
    "format", valueName: "format", allowedValues: OutputFormat.allCases.map(\.rawValue),
    help: "The output format: tsv, json or text.",
    defaultDescription: "tsv")

  static let namesFlag = OptionSpec.flag(
    "names",
    help: """
      The records are people's names: use the locale's rules for names, such as \
      the readings of Chinese surnames.
      """)

  /// At most this many invalid-UTF-8 warnings name a line; a count follows.
  static let maxInvalidLineWarnings = 10

  static var spec: CommandSpec {
    CommandSpec(
      commandName: "section-index group",
      abstract: "Group lines of text into the sections of a locale's index.",
      discussion: """
        Reads one record a line and writes the non-empty sections in index order, \
        the records of each in the locale's collation order.

        tsv writes one line a record, TITLE<TAB>RECORD, and nothing else. json \
        writes {"version":1, "locale":…, "requestedLocale":…, "sections":[{"title":…, \
        "items":[…]}, …]}. text writes each title on a line of its own, its records \
        indented by two spaces below it, and a blank line between sections.

        Lines end in LF or CRLF. Empty lines are skipped; lines of only white \
        space are records. A UTF-8 byte order mark at the start is removed. Bytes \
        that are not valid UTF-8 are replaced with U+FFFD, with a warning naming \
        the line.
        """,
      options: [LocaleOption.spec, formatOption, namesFlag],
      arguments: [
        ArgumentSpec(
          name: "file", help: "The file to read; standard input when missing or '-'.",
          isOptional: true)
      ])
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    let format = arguments.value(formatOption.name).flatMap(OutputFormat.init(rawValue:)) ?? .tsv
    let path = arguments.positionals.first
    if path == nil || path == "-", Platform.isTerminal(Platform.standardInput) {
      // Someone typing at a terminal would otherwise see nothing happen.
      try context.standardError.write("Reading records from standard input; end with Ctrl-D.\n")
    }
    let input = try InputReader.read(path: path)
    let collation = IndexedCollation(
      locale: LocaleOption.tag(arguments, environment: context.environment),
      content: arguments.flag(namesFlag.name) ? .names : .text)

    let name = path.flatMap { $0 == "-" ? nil : $0 } ?? "<stdin>"
    for line in input.invalidLines.prefix(maxInvalidLineWarnings) {
      try context.warn("\(name):\(line): invalid UTF-8 replaced with U+FFFD")
    }
    let more = input.invalidLines.count - maxInvalidLineWarnings
    if more > 0 {
      try context.warn(
        "\(name): \(more) more line\(more == 1 ? "" : "s") with invalid UTF-8 replaced with U+FFFD")
    }

    try format.write(
      collation.sections(of: input.records), of: collation, to: context.standardOutput)
  }
}
