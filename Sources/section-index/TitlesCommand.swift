import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords

/// `section-index titles`: the section titles of a locale.
enum TitlesCommand: Subcommand {
  static let formatOption = OptionSpec.option(
    "format", valueName: "format", allowedValues: ["text", "json"],
    help: "The output format: text (one title a line) or json.",
    defaultDescription: "text")

  static let listFlag = OptionSpec.flag(
    "list",
    help: """
      List every locale with data of its own instead: its tag, English name and titles \
      (text: TAG<TAB>NAME<TAB>TITLES, titles separated by spaces).
      """)

  static var spec: CommandSpec {
    CommandSpec(
      commandName: "section-index titles",
      abstract: "Print the section titles of a locale's index, in order.",
      discussion: """
        Every title is printed, including those no record would fill; # is last. \
        json writes {"version":1, "locale":…, "requestedLocale":…, "titles":[…]}. \
        With --list: every supported locale; json writes {"version":1, "locales":[{"locale":…, \
        "name":…, "titles":[…]}, …]}.
        """,
      options: [LocaleOption.spec, formatOption, listFlag])
  }

  /// `titles`' options, checked.
  struct Options {
    var locales: [String]
    var format: SectionFormat
    /// Whether to list every locale (`--list`).
    var lists: Bool
  }

  static func options(
    _ arguments: ParsedArguments, context: CommandContext
  ) throws(UsageError) -> Options {
    Options(
      locales: try LocaleOption.tags(arguments, command: spec, environment: context.environment),
      format: arguments.value(formatOption.name).flatMap(SectionFormat.init(rawValue:)) ?? .text,
      lists: arguments.flag(listFlag.name))
  }

  static func run(_ options: Options, context: CommandContext) throws {
    guard !options.lists else {
      return try writeList(format: options.format, to: context.standardOutput)
    }
    let collation = try LocaleOption.collation(options.locales, context: context)
    try options.format.writeTitles(of: collation, to: context.standardOutput)
  }

  /// Every available locale with its English name and titles.
  static func writeList(format: SectionFormat, to out: BufferedWriter) throws(SystemError) {
    let entries = IndexedCollation.availableLocales.map { tag in
      (
        tag: tag, name: LocaleNames.english[tag] ?? tag,
        titles: IndexedCollation(locale: tag).sectionTitles
      )
    }
    switch format {
    case .tsv, .text:
      for e in entries {
        try out.write("\(e.tag)\t\(e.name)\t\(e.titles.joined(separator: " "))\n")
      }
    case .json:
      let items = entries.map { e in
        "    {\"locale\": \(JSON.quoted(e.tag)), \"name\": \(JSON.quoted(e.name)), \"titles\": ["
          + e.titles.map(JSON.quoted).joined(separator: ", ") + "]}"
      }
      try out.write(
        "{\n  \"version\": \(SectionFormat.jsonVersion),\n  \"locales\": [\n"
          + items.joined(separator: ",\n") + "\n  ]\n}\n")
    }
  }
}
