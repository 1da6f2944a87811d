import SectionIndexAlgorithms
import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexJapanese
import SectionIndexRecords

/// The options that say which records to read and how to section them (and
/// `--locale`), shared by `group`, `keys` and `browse` (and `--names` by
/// `demo`), checked once.
struct InputOptions {
  /// The `--locale` tags (else the user's locale).
  var locales: [String]
  /// Where records come from and how they are laid out.
  var source: RecordSource
  /// Whether the records are people's names (`--names`).
  var content: IndexedCollation.Content

  static let namesFlag = OptionSpec.flag(
    "names",
    help: """
      The records are people's names: use the locale's rules for names, such as \
      the readings of Chinese surnames.
      """)

  static let givenNamesFlag = OptionSpec.flag(
    "given-names",
    help: """
      The records are given names alone (a class list): Japanese kanji are read \
      as given names, never as surnames (太郎 たろう).
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
      records are JSON strings. Several, comma-separated (name,company,email), \
      take the first that is not empty; a record with none is kept, under #.
      """)

  static let phoneticKeyOption = OptionSpec.option(
    "phonetic-key", valueName: "field",
    help: """
      A field holding how the key is read, such as Japanese furigana or a \
      contact's phonetic name: it decides the section and order instead of the \
      key. Records where it is missing, null or empty use the key. With \
      several --key fields, the readings of each in turn, comma-separated.
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
    namesFlag, givenNamesFlag, inputOption, keyOption, phoneticKeyOption, skipInvalidFlag,
  ]

  /// The positional file argument.
  static let fileArgument = ArgumentSpec(
    name: "file", help: "The file to read; standard input when missing or '-'.", isOptional: true)

  /// The paragraph of `--help` that describes structured input.
  static let discussion = """
    Lines end in LF or CRLF. Empty lines are skipped; lines of only white \
    space are records. A UTF-8 byte order mark at the start is removed. Bytes \
    that are not valid UTF-8 are replaced with U+FFFD, with a warning naming \
    the line. Without --input, a file with a NUL byte in its first 8 KiB \
    (an executable, UTF-16 text) is an error saying it looks binary; \
    --input lines reads it anyway.

    With --input json, jsonl or csv, each record is a JSON object or a CSV \
    row, shown by its --key field (tabs and line breaks as spaces). Malformed \
    input stops with FILE:LINE:COLUMN and exit status 1; so does a record \
    without a string key, named by its number counted from 1, unless \
    --skip-invalid is given.
    """

  /// Checks the options: `--key` and `--phonetic-key` need structured input,
  /// `--phonetic-key` needs `--key`.
  ///
  /// - Throws: ``UsageError`` of `spec` for options that do not go together.
  init(
    _ arguments: ParsedArguments, spec: CommandSpec, context: CommandContext
  ) throws(UsageError) {
    locales = try LocaleOption.tags(arguments, command: spec, environment: context.environment)
    // The one place `-` means standard input.
    let path = arguments.positionals.first.flatMap { $0 == "-" ? nil : $0 }
    source = RecordSource(
      path.map(RecordSource.Input.path) ?? .standardInput,
      format: arguments.value(Self.inputOption.name).flatMap(InputFormat.init(rawValue:))
        ?? InputFormat(inferredFrom: path),
      keyFields: Self.fields(arguments.value(Self.keyOption.name)),
      phoneticKeyFields: Self.fields(arguments.value(Self.phoneticKeyOption.name)),
      skipsInvalid: arguments.flag(Self.skipInvalidFlag.name),
      // Any bytes are read as lines when asked for on purpose.
      rejectsBinary: arguments.value(Self.inputOption.name) == nil)
    content = arguments.flag(Self.namesFlag.name) ? .names : .text
    if arguments.flag(Self.givenNamesFlag.name) {
      if content == .names {
        throw spec.error(
          "'\(Self.namesFlag.synopsis)' and '\(Self.givenNamesFlag.synopsis)' do not go together")
      }
      content = .givenNames
    }
    if source.format == .lines {
      for option in [Self.keyOption, Self.phoneticKeyOption]
      where arguments.value(option.name) != nil {
        throw spec.error("'\(option.synopsis)' needs '--input json', 'jsonl' or 'csv'")
      }
    }
    if source.phoneticKeyField != nil && source.keyField == nil {
      throw spec.error(
        "'\(Self.phoneticKeyOption.synopsis)' needs '\(Self.keyOption.synopsis)'")
    }
  }

  /// The fields of a `--key` or `--phonetic-key` value: its comma-separated
  /// names (`name,company,email`; the reader trims them, and takes a CSV
  /// column named with commas whole), none when not given.
  static func fields(_ value: String?) -> [String] {
    guard let value else { return [] }
    return value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
  }

  /// The collation for ``locales`` and ``content``, with a warning for each
  /// unknown locale.
  func collation(_ context: CommandContext) throws(SystemError) -> IndexedCollation {
    try LocaleOption.collation(locales, content: content, context: context)
  }

  /// Whether the input is standard input at a terminal, where someone types it.
  var readsTerminal: Bool {
    source.input == .standardInput && FileDescriptor.standardInput.isTerminal
  }

  /// Tells someone typing at a terminal where input goes (they would
  /// otherwise see nothing happen).
  func announceTerminalInput(_ context: CommandContext) throws(SystemError) {
    guard readsTerminal else { return }
    try context.standardError.write("Reading records from standard input; end with Ctrl-D.\n")
  }

  /// Reads every record into memory and warns about what was replaced or
  /// skipped.
  ///
  /// - Throws: ``UsageError`` of `spec` for a `--key` the records lack;
  ///   ``RecordError`` for unreadable or malformed input.
  func load(spec: CommandSpec, context: CommandContext) throws -> LoadedRecords {
    try announceTerminalInput(context)
    let source = self.source
    let loaded = try Self.reading(spec: spec) { () throws(RecordError) in
      try LoadedRecords(source)
    }
    try Self.warn(about: loaded.report, in: source.name, context: context)
    return loaded
  }

  /// Warns about the records that were repaired or skipped.
  static func warn(about report: RecordReport, in name: String, context: CommandContext) throws {
    for message in report.warnings(in: name) { try context.warn(message) }
  }
}

extension InputOptions {
  /// Runs `body`, which reads records: a ``RecordError`` of the command
  /// line (a `--key` the records lack) becomes a ``UsageError`` of `spec`;
  /// the others go on to `SectionIndexCommand.report(_:context:)` as they are.
  static func reading<Result: ~Copyable>(
    spec: CommandSpec, _ body: () throws(RecordError) -> Result
  ) throws -> Result {
    do throws(RecordError) { return try body() } catch {
      if error.isUsage { throw spec.error(error.description) }
      throw error
    }
  }
}

extension IndexedCollation {
  /// How records without a reading are read: Japanese kana derived from
  /// kanji where the collation files kanji as Japanese; a Korean name's
  /// Hanja surname by the initial-sound rule (李 이) where Korean names
  /// are read; else `nil`.
  var derivedReading: RecordGrouper.ReadingDerivation? {
    let japanese = japaneseReadings
    if japanese.derivesReadings { return { japanese.reading(of: $0) } }
    guard readsInitialSounds else { return nil }
    let collation = self
    return { collation.initialSoundReading(of: $0) }
  }
}

extension LoadedRecords.Sections {
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
