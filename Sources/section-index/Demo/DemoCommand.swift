import SectionIndexAlgorithms
import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords

/// `section-index demo`: the main job on built-in data.
enum DemoCommand: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      commandName: "section-index demo",
      abstract: "Browse the world's countries and some people's names in a locale.",
      discussion: """
        The names of the world's countries and regions in the locale's language \
        (from CLDR) and a sample of people's names from many languages, sectioned \
        and browsed as `browse` does; printed as text when standard output is not a \
        terminal or TERM is dumb. Names are built in for the languages \
        IndexedCollation supports; others get English names in their own order. \
        Several comma-separated locales make one index; the names are those of \
        the first. The keys are those of `browse`.
        """,
      options: [LocaleOption.spec, InputOptions.namesFlag])
  }

  /// `demo` takes ``InputOptions``' `--locale` and `--names`, and no input.
  static func options(
    _ arguments: ParsedArguments, context: CommandContext
  ) throws(UsageError) -> InputOptions {
    try InputOptions(arguments, spec: spec, context: context)
  }

  static func run(_ options: InputOptions, context: CommandContext) throws {
    let collation = try options.collation(context)
    try Browser.present(collation: collation, context: context) {
      LoadedRecords(
        lines: PackedUTF8(
          DemoData.records(locale: collation.locale, requestedLocale: options.locales.first ?? "")))
    }
  }
}
