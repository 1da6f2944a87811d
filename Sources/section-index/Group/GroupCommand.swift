import SectionIndexCollation

/// `section-index group`: sections the lines of a file, or the records of a
/// JSON, JSON Lines or CSV file.
enum GroupCommand: Subcommand {
  static let formatOption = OptionSpec.option(
    "format", valueName: "format", allowedValues: OutputFormat.allCases.map(\.rawValue),
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
      Sort on up to n threads (1 to \(Threads.maximumJobs)), for large inputs \
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

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    let format = arguments.value(formatOption.name).flatMap(OutputFormat.init(rawValue:)) ?? .tsv
    let jobs = try jobs(arguments)
    let collation = try LocaleOption.collation(
      arguments, content: InputOptions.content(arguments), context: context)
    let input = InputOptions.format(arguments)
    let path = arguments.positionals.first.flatMap { $0 == "-" ? nil : $0 }
    // Keys use codes unless the input is a small file (a pipe may be large);
    // a file of lines is read a range a job.
    let size = path.flatMap(Platform.regularFileSize)
    let parts = input == .lines ? Swift.min(jobs, Swift.max(1, (size ?? 0) / (64 << 10))) : 1
    var group = GroupStream(
      collation: collation, many: size.map { $0 >= 128 << 10 } ?? true,
      query: arguments.value(matchOption.name).map(collation.searchQuery), jobs: jobs,
      parts: parts,
      memoryLimit: context.environment("SECTION_INDEX_GROUP_MEMORY").flatMap { Int($0) }
        .map { Swift.max(0, $0) } ?? SectionSpill.defaultMemoryLimit)
    if input == .lines {
      try LoadedInput.checkOptions(arguments, format: input, spec: spec, context: context)
      let invalidLines: [Int]
      do {
        invalidLines = try group.readLines(path: path, size: size)
      } catch let error as LineStream.ReadError {
        throw RuntimeError("cannot read \(path ?? "standard input"): \(error.error.description)")
      }
      try LoadedInput.warnInvalidUTF8(lines: invalidLines, in: path ?? "<stdin>", context: context)
    } else {
      // json output keeps whole records: the JSON as written, without white
      // space, or a CSV row as an object keyed by the header.
      var header: [String]? = nil
      var record: [UInt8] = []
      try LoadedInput.streamRecords(arguments, spec: spec, context: context) {
        key, reading, bytes, source in
        guard format == .json else {
          group.add(key: key, reading: reading, payload: nil)
          return true
        }
        record.removeAll(keepingCapacity: true)
        if input == .csv {
          if header == nil { header = RecordReader.csvHeader(bytes) }
          LoadedInput.appendCSVRecord(
            at: source.lowerBound, header: header!, from: bytes, to: &record)
        } else {
          JSONParser.appendCompact(bytes, source, to: &record)
        }
        record.withUnsafeBufferPointer { group.add(key: key, reading: reading, payload: $0) }
        return true
      }
    }
    do {
      try group.write(as: format, lines: input == .lines, to: context.standardOutput)
    } catch .spill(let error) {
      throw RuntimeError("cannot read back the temporary file of sections: \(error.description)")
    } catch .output(let error) {
      throw error
    }
  }

  /// The `--jobs` count: a whole number from 1 to `Threads.maximumJobs`.
  ///
  /// - Throws: ``UsageError`` for anything else.
  static func jobs(_ arguments: ParsedArguments) throws -> Int {
    guard let text = arguments.value(jobsOption.name) else { return 1 }
    guard let jobs = Int(text), (1...Threads.maximumJobs).contains(jobs),
      text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else {
      throw spec.error(
        "The value '\(text)' is invalid for '\(jobsOption.synopsis)': "
          + "give a whole number from 1 to \(Threads.maximumJobs)")
    }
    return jobs
  }
}
