import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexJapanese
import SectionIndexRecords

/// `section-index keys`: a sort key for each record, in input order, so that
/// another engine (a database, `sort`, a distributed job) can put records in
/// the order `group` gives without holding them all in one process.
enum KeysCommand: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      commandName: "section-index keys",
      abstract: "Print a sort key for each record, for sorting in another engine.",
      discussion: """
        Writes one line a record, in input order: KEY<TAB>TITLE<TAB>RECORD. KEY is \
        lowercase hexadecimal whose byte order is group's order: the section \
        first, then the collation, then the tie-breaks. Sorting the lines by KEY \
        with a stable sort (LC_ALL=C sort -s -t "$(printf '\\t')" -k1,1, or ORDER \
        BY key and input position in SQL) and dropping KEY gives what group \
        --format tsv prints. TITLE and RECORD are as group's tsv output shows them.

        Records are read and written as a stream, in memory that does not grow \
        with the input. json or csv piped to standard input is first copied to \
        a temporary file in $TMPDIR (default /tmp), as large as the input.

        \(InputOptions.discussion)

        A large file of lines split into parts, each keyed on its own, gives         the same keys as the whole when every part after the first is read         with --part: a U+FEFF that begins it is then a character of its first         record, not a byte order mark.
        """,
      options: [LocaleOption.spec] + InputOptions.recordOptions + [partFlag],
      arguments: [InputOptions.fileArgument])
  }

  static let partFlag = OptionSpec.flag(
    "part",
    help: """
      The input is a later part of a larger file of lines: a U+FEFF at its \
      start is data (the first record's first character), not a byte order mark.
      """)

  /// `keys`' options, checked (`--part`: the source is a later part).
  struct Options {
    var input: InputOptions
  }

  static func options(
    _ arguments: ParsedArguments, context: CommandContext
  ) throws(UsageError) -> Options {
    var input = try InputOptions(arguments, spec: spec, context: context)
    let part = arguments.flag(partFlag.name)
    if part && input.source.format != .lines {
      throw spec.error("'--part' applies to lines input, not \(input.source.format.rawValue)")
    }
    input.source.part = part ? .later : .first
    return Options(input: input)
  }

  static func run(_ options: Options, context: CommandContext) throws {
    let collation = try options.input.collation(context)
    var grouper = RecordGrouper(collation: collation)
    // Where kanji are filed as Japanese (or Korean names by the initial-sound
    // rule), records without a reading are keyed by their derived reading,
    // as group files them.
    grouper.derivedReading = collation.derivedReading
    try options.input.announceTerminalInput(context)
    let source = options.input.source
    let report = try InputOptions.reading(spec: spec) { () throws(RecordError) in
      try grouper.writeSortKeys(of: source, to: RecordOutput(context.standardOutput))
    }
    try InputOptions.warn(about: report, in: source.name, context: context)
  }
}
