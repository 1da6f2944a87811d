import SectionIndexAlgorithms
import SectionIndexCollation
import SectionIndexJapanese
import SectionIndexRecords

/// The options that say which records to read and how to section them, shared
/// by `group` and `browse` (and `--names` by `demo`), and the one path that
/// reads records the way they say.
enum InputOptions {
  static let namesFlag = OptionSpec.flag(
    "names",
    help: """
      The records are people's names: use the locale's rules for names, such as \
      the readings of Chinese surnames.
      """)

  static let inputOption = OptionSpec.option(
    "input", valueName: "format", allowedValues: InputFormat.allCases.map(\.rawValue),
    help: """
      How the input is laid out: lines, json (an array of records, or an object \
      holding one), jsonl (a JSON record a line) or csv (with a header row).
      """,
    defaultDescription: "json for .json, jsonl for .jsonl and .ndjson, csv for .csv, else lines")

  static let keyOption = OptionSpec.option(
    "key", valueName: "field",
    help: """
      The field (object member or CSV column) whose text shows each record and \
      groups and sorts it. Required for json, jsonl and csv input unless the \
      records are JSON strings.
      """)

  static let phoneticKeyOption = OptionSpec.option(
    "phonetic-key", valueName: "field",
    help: """
      A field holding how the key is read, such as Japanese furigana or a \
      contact's phonetic name: it decides the section and order instead of the \
      key. Records where it is missing, null or empty use the key.
      """)

  static let skipInvalidFlag = OptionSpec.flag(
    "skip-invalid",
    help: """
      Skip invalid records (a key missing or not a string, a reading not a string, \
      a CSV row of the wrong length) with warnings that name and count them, \
      instead of stopping with an error.
      """)

  /// The options after `--locale` that `group` and `browse` both take.
  static let recordOptions = [
    namesFlag, inputOption, keyOption, phoneticKeyOption, skipInvalidFlag,
  ]

  /// The positional file argument.
  static let fileArgument = ArgumentSpec(
    name: "file", help: "The file to read; standard input when missing or '-'.", isOptional: true)

  /// The paragraph of `--help` that describes structured input.
  static let discussion = """
    Lines end in LF or CRLF. Empty lines are skipped; lines of only white \
    space are records. A UTF-8 byte order mark at the start is removed. Bytes \
    that are not valid UTF-8 are replaced with U+FFFD, with a warning naming \
    the line.

    With --input json, jsonl or csv, each record is a JSON object or a CSV \
    row, shown by its --key field (tabs and line breaks as spaces). Malformed \
    input stops with FILE:LINE:COLUMN and exit status 1; so does a record \
    without a string key, named by its number counted from 1, unless \
    --skip-invalid is given.
    """

  /// The input's layout: `--input`, else inferred from the file's extension.
  static func format(_ arguments: ParsedArguments) -> InputFormat {
    arguments.value(inputOption.name).flatMap(InputFormat.init(rawValue:))
      ?? InputFormat(inferredFrom: arguments.positionals.first)
  }

  /// Where records come from and how they are laid out, as the options say.
  static func source(_ arguments: ParsedArguments) -> RecordSource {
    RecordSource(
      path: arguments.positionals.first.flatMap { $0 == "-" ? nil : $0 },
      format: format(arguments), keyField: arguments.value(keyOption.name),
      phoneticKeyField: arguments.value(phoneticKeyOption.name),
      skipsInvalid: arguments.flag(skipInvalidFlag.name))
  }

  /// Whether the records are people's names, as `--names` says.
  static func content(_ arguments: ParsedArguments) -> IndexedCollation.Content {
    arguments.flag(namesFlag.name) ? .names : .text
  }
}

/// Records read from a file or standard input as the ``InputOptions`` say:
/// lines, or JSON, JSON Lines or CSV records with their keys and readings.
///
///     let input = try LoadedInput.load(arguments, spec: spec, context: context)
///     let sections = input.displaySections(collation)
struct LoadedInput {
  /// How messages name the input: the path, or `<stdin>`.
  var name: String
  var format: InputFormat
  /// The lines, for ``InputFormat/lines``.
  var lines = PackedUTF8()
  /// The records, for JSON, JSON Lines and CSV.
  var records = RecordInput()
  /// The input's bytes, which ``records`` point into (empty for lines).
  var bytes: [UInt8] = []

  /// How many records there are.
  var count: Int { format == .lines ? lines.count : records.count }

  /// Checks the options, reads the input and warns about what was replaced
  /// or skipped.
  ///
  /// - Throws: ``UsageError`` for options that do not go together or a
  ///   missing `--key`; ``RuntimeError`` for unreadable or malformed input.
  static func load(
    _ arguments: ParsedArguments, spec: CommandSpec, context: CommandContext
  ) throws -> LoadedInput {
    let path = arguments.positionals.first
    let format = InputOptions.format(arguments)
    try checkOptions(arguments, format: format, spec: spec, context: context)
    let name = path.flatMap { $0 == "-" ? nil : $0 } ?? "<stdin>"
    var input = LoadedInput(name: name, format: format)

    guard format != .lines else {
      let read: InputReader
      do { read = try InputReader.read(path: path) } catch { throw RuntimeError(error.message) }
      try warnInvalidUTF8(lines: read.invalidLines, in: name, context: context)
      input.lines = read.lines
      return input
    }

    do { input.bytes = try InputReader.readBytes(path: path) } catch {
      throw RuntimeError(error.message)
    }
    let reader = recordReader(arguments, format: format, name: name)
    do {
      input.records = try input.bytes.withUnsafeBufferPointer {
        buffer throws(RecordReader.Failure) in try reader.read(buffer)
      }
    } catch {
      if error.isUsage { throw spec.error(error.message) }
      throw RuntimeError(error.message)
    }
    try warn(about: input.records, in: name, context: context)
    return input
  }

  /// Makes the reader for JSON, JSON Lines and CSV that the options say.
  static func recordReader(
    _ arguments: ParsedArguments, format: InputFormat, name: String
  ) -> RecordReader {
    RecordReader(
      format: format, fileName: name, keyField: arguments.value(InputOptions.keyOption.name),
      phoneticField: arguments.value(InputOptions.phoneticKeyOption.name),
      skipInvalid: arguments.flag(InputOptions.skipInvalidFlag.name))
  }

  /// Reads JSON, JSON Lines or CSV records one at a time, in memory that does
  /// not grow with the input (``RecordStream``), and warns about what was
  /// repaired or skipped.
  ///
  /// - Parameter each: Takes each record's key, its reading (`nil` when
  ///   none), and the input it was read from with its place there (valid
  ///   during the call); returns whether to go on.
  static func streamRecords(
    _ arguments: ParsedArguments, spec: CommandSpec, context: CommandContext,
    each: RecordReader.Sink
  ) throws {
    let path = arguments.positionals.first.flatMap { $0 == "-" ? nil : $0 }
    let format = InputOptions.format(arguments)
    try checkOptions(arguments, format: format, spec: spec, context: context)
    let name = path ?? "<stdin>"
    let reader = recordReader(arguments, format: format, name: name)
    let records: RecordInput
    do {
      records = try RecordStream.read(path: path, with: reader, each: each)
    } catch {
      if error.isUsage { throw spec.error(error.message) }
      throw RuntimeError(error.message)
    }
    try warn(about: records, in: name, context: context)
  }

  /// Warns about the records that were repaired or skipped.
  static func warn(about records: RecordInput, in name: String, context: CommandContext) throws {
    var report = RecordReport()
    report.invalidUTF8Lines = records.invalidUTF8Lines
    report.skippedCount = records.skippedCount
    report.skippedMessages = records.skippedMessages
    try warn(about: report, in: name, context: context)
  }

  /// Warns about the records that were repaired or skipped.
  static func warn(about report: RecordReport, in name: String, context: CommandContext) throws {
    try warnInvalidUTF8(lines: report.invalidUTF8Lines, in: name, context: context)
    for message in report.skippedMessages {
      try context.warn(message)
    }
    if report.skippedCount > 0 {
      let count = report.skippedCount
      try context.warn("\(name): skipped \(count.grouped) invalid record\(count == 1 ? "" : "s")")
    }
  }

  /// Refuses options that do not go together with each other or with
  /// `format`, and tells someone typing at a terminal where input goes.
  ///
  /// - Throws: ``UsageError``.
  static func checkOptions(
    _ arguments: ParsedArguments, format: InputFormat, spec: CommandSpec, context: CommandContext
  ) throws {
    if format == .lines {
      for option in [InputOptions.keyOption, InputOptions.phoneticKeyOption]
      where arguments.value(option.name) != nil {
        throw spec.error("'\(option.synopsis)' needs '--input json', 'jsonl' or 'csv'")
      }
    }
    if arguments.value(InputOptions.phoneticKeyOption.name) != nil
      && arguments.value(InputOptions.keyOption.name) == nil
    {
      throw spec.error(
        "'\(InputOptions.phoneticKeyOption.synopsis)' needs '\(InputOptions.keyOption.synopsis)'")
    }
    let path = arguments.positionals.first
    if path == nil || path == "-", Platform.isTerminal(Platform.standardInput) {
      // Someone typing at a terminal would otherwise see nothing happen.
      try context.standardError.write("Reading records from standard input; end with Ctrl-D.\n")
    }
  }

  /// The records sectioned by a collation.
  ///
  /// Where the collation files kanji as Japanese, records without a reading
  /// are filed by their derived reading (``JapaneseReadings``).
  func sections(_ collation: IndexedCollation) -> Sectioned {
    let japanese = collation.japaneseReadings
    guard format != .lines else {
      let strings = (0..<lines.count).map(lines.string(at:))
      return .lines(
        japanese.derivesReadings
          ? japanese.sections(of: strings) : collation.sections(of: strings))
    }
    guard japanese.derivesReadings else {
      return .records(
        collation.sections(of: records.records, by: \.key, phoneticKey: \.reading))
    }
    return .records(
      japanese.sections(of: records.records, by: { $0.key }, phoneticKey: { $0.reading }))
  }

  /// Lines or records, sectioned.
  enum Sectioned {
    case lines(IndexedSections<String>)
    case records(IndexedSections<Record>)

    /// Every title of the index, for the bar.
    var indexTitles: [String] {
      switch self {
      case .lines(let sections): sections.indexTitles
      case .records(let sections): sections.indexTitles
      }
    }

    /// Each record's reading, by section, when records have readings.
    var readings: [[String?]]? {
      guard case .records(let sections) = self else { return nil }
      let readings = sections.map { $0.items.map(\.reading) }
      return readings.contains { $0.contains { $0 != nil } } ? readings : nil
    }

    /// The sections with each record as tsv and text output show it: the
    /// line, or the key with tabs and line breaks as spaces.
    var displaySections: [BrowserState.Section] {
      switch self {
      case .lines(let sections):
        sections.map { BrowserState.Section(title: $0.title, items: $0.items) }
      case .records(let sections):
        sections.map { BrowserState.Section(title: $0.title, items: $0.items.map(\.displayKey)) }
      }
    }
  }

  /// Writes sectioned records in an output format: json output keeps whole
  /// records (the JSON as written, without white space, or a CSV row as an
  /// object keyed by the header).
  func write(
    _ sections: Sectioned, as format: OutputFormat, of collation: IndexedCollation,
    to out: BufferedWriter
  ) throws(SystemError) {
    switch sections {
    case .lines(let sections):
      try format.write(sections, of: collation, to: out)
    case .records(let sections):
      var scratch: [UInt8] = []
      try bytes.withUnsafeBufferPointer { buffer throws(SystemError) in
        try format.write(
          sections, of: collation, to: out, text: \.displayKey
        ) { record, out throws(SystemError) in
          scratch.removeAll(keepingCapacity: true)
          if self.format == .csv {
            RecordReader.appendCSVRecord(
              at: record.source.lowerBound, header: records.header, from: buffer, to: &scratch)
          } else {
            JSONParser.appendCompact(buffer, record.source, to: &scratch)
          }
          try out.write(bytes: scratch)
        }
      }
    }
  }

  /// Warns about lines whose invalid UTF-8 was replaced: the first few by
  /// line, then a count.
  static func warnInvalidUTF8(lines: [Int], in name: String, context: CommandContext) throws {
    for message in InputReader.invalidUTF8Warnings(lines: lines, in: name) {
      try context.warn(message)
    }
  }
}
