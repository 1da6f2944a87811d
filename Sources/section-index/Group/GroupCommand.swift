import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords

/// `section-index group`: sections the lines of a file, or the records of a
/// JSON, JSON Lines or CSV file.
enum GroupCommand: Subcommand {
  static let formatOption = OptionSpec.option(
    "format", valueName: "format", allowedValues: SectionFormat.allCases.map(\.rawValue),
    help: "The output format: tsv, json or text.",
    defaultDescription: "tsv")

  static let matchOption = OptionSpec.option(
    "match", valueName: "query",
    help: """
      Keep only the records that match a search query, as a contacts app's \
      search does: each word of the query begins a different word of the \
      record, case, accents and width ignored as the locale ignores them; \
      Chinese also matches its pinyin, in full, by initials or mixed \
      ('zgf', 'zengguofan'). With --phonetic-key, the reading may match instead. \
      A query starting with '-' is given as --match=QUERY.
      """)

  static let jobsOption = OptionSpec.option(
    "jobs", valueName: "n",
    help: """
      Sort on up to n threads (1 to \(RecordGrouper.maximumJobs)), for large inputs \
      (8,192 records or more); the output is the same for any n.
      """,
    defaultDescription: "1")

  static var spec: CommandSpec {
    CommandSpec(
      commandName: "section-index group",
      abstract: "Group lines of text or records into the sections of a locale's index.",
      discussion: """
        Reads one record a line, or the records of a JSON, JSON Lines or CSV \
        file, and writes the non-empty sections in index order, the records of \
        each in the locale's collation order.

        tsv writes one line a record, TITLE<TAB>RECORD, and nothing else. json \
        writes {"version":1, "locale":…, "requestedLocale":…, "sections":[{"title":…, \
        "items":[…]}, …]}. text writes each title on a line of its own, its records \
        indented by two spaces below it, and a blank line between sections.

        tsv and text output show records by their --key field; json output keeps \
        whole records: the JSON as written, without white space, or a CSV row as \
        an object keyed by the header.

        \(InputOptions.discussion)

        With --match, only the records the query matches are written, in the \
        same format; sections left empty are left out.

        Records are kept by section as they are read, and each section is \
        sorted and written in turn, so memory holds the largest section rather \
        than the input: past 8 MB (SECTION_INDEX_GROUP_MEMORY bytes), records \
        go to a temporary file in $TMPDIR (default /tmp): each record's key \
        and 16 bytes (and the record itself for json output of JSON or CSV); \
        where none can be made, they stay in memory.
        """,
      options: [LocaleOption.spec, formatOption] + InputOptions.recordOptions + [
        matchOption, jobsOption,
      ],
      arguments: [InputOptions.fileArgument])
  }

  /// `group`'s options, checked.
  struct Options {
    var format: SectionFormat
    var input: InputOptions
    /// The `--match` query's text.
    var match: String?
    var jobs: Int
  }

  static func options(
    _ arguments: ParsedArguments, context: CommandContext
  ) throws(UsageError) -> Options {
    let jobs = try jobs(arguments)
    return Options(
      format: arguments.value(formatOption.name).flatMap(SectionFormat.init(rawValue:)) ?? .tsv,
      input: try InputOptions(arguments, spec: spec, context: context),
      match: arguments.value(matchOption.name), jobs: jobs)
  }

  static func run(_ options: Options, context: CommandContext) throws {
    let format = options.format
    let collation = try options.input.collation(context)
    let source = options.input.source
    var grouper = RecordGrouper(collation: collation)
    grouper.jobs = options.jobs
    grouper.query = options.match.map(collation.searchQuery)
    grouper.keepsRecords = format == .json
    grouper.derivedReading = collation.derivedReading
    if let limit = context.environment("SECTION_INDEX_GROUP_MEMORY").flatMap({ Int($0) }) {
      grouper.memoryLimit = Swift.max(0, limit)
    }
    try options.input.announceTerminalInput(context)
    var grouped = try InputOptions.reading(spec: spec) { () throws(RecordError) in
      try grouper.read(source)
    }
    try InputOptions.warn(about: grouped.report, in: source.name, context: context)

    try grouped.write(format, to: RecordOutput(context.standardOutput))
  }

  /// The `--jobs` count: a whole number from 1 to `RecordGrouper.maximumJobs`.
  ///
  /// - Throws: ``UsageError`` for anything else.
  static func jobs(_ arguments: ParsedArguments) throws(UsageError) -> Int {
    guard let text = arguments.value(jobsOption.name) else { return 1 }
    guard let jobs = Int(text), (1...RecordGrouper.maximumJobs).contains(jobs),
      text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else {
      throw spec.error(
        "The value '\(text)' is invalid for '\(jobsOption.synopsis)': "
          + "give a whole number from 1 to \(RecordGrouper.maximumJobs)")
    }
    return jobs
  }
}
