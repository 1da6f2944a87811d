import IndexedCollation

/// `section-index titles`: the section titles of a locale.
enum TitlesCommand: Subcommand {
  static let formatOption = OptionSpec.option(
    "format", valueName: "format", allowedValues: ["text", "json"],
    help: "The output format: text (one title a line) or json.",
    defaultDescription: "text")

  static var spec: CommandSpec {
    CommandSpec(
      commandName: "section-index titles",
      abstract: "Print the section titles of a locale's index, in order.",
      discussion: """
        Every title is printed, including those no record would fill; # is last. \
        json writes {"version":1, "locale":…, "requestedLocale":…, "titles":[…]}.
        """,
      options: [LocaleOption.spec, formatOption])
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    let format = arguments.value(formatOption.name).flatMap(OutputFormat.init(rawValue:)) ?? .text
    let collation = IndexedCollation(
      locales: LocaleOption.tags(arguments, environment: context.environment))
    try format.writeTitles(of: collation, to: context.standardOutput)
  }
}
