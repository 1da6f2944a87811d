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

  /// `keys`' options, checked.
  struct Options {
    var input: InputOptions
    /// Where the input starts in its file (`--part`: not at the start).
    var start: LineStream.StartOfFile
  }

  static func options(
    _ arguments: ParsedArguments, context: CommandContext
  ) throws(UsageError) -> Options {
    let input = try InputOptions(arguments, spec: spec, context: context)
    let part = arguments.flag(partFlag.name)
    if part && input.source.format != .lines {
      throw spec.error("'--part' applies to lines input, not \(input.source.format.rawValue)")
    }
    return Options(input: input, start: part ? .middle : .byteOrderMarkAllowed)
  }

  static func run(_ options: Options, context: CommandContext) throws {
    let collation = try options.input.collation(context)
    // Where kanji are filed as Japanese (or Korean names by the initial-sound
    // rule), records without a reading are keyed by their derived reading,
    // as group files them.
    let derived = collation.derivedReading
    func phoneticKey(_ key: String, given: String?) -> String? {
      if let given, !given.isEmpty { return given }
      return derived?(key)
    }
    let source = options.input.source
    let lines = try KeyLineWriter(titles: collation.sectionTitles, to: context.standardOutput)
    // To a terminal, records show their control characters escaped.
    let escapes = context.standardOutput.escapesRecords
    func write(_ key: SortKey, _ record: String) throws(SystemError) {
      try lines.write(
        key: key.bytes,
        record: escapes ? ControlEscaping.escaped(record, backslashes: true) : record)
    }
    try options.input.announceTerminalInput(context)
    guard source.format == .lines else {
      var failure: SystemError? = nil
      let records: RecordInput
      do throws(InputError) {
        records = try RecordStream.read(path: source.path, with: RecordReader(source)) {
          key, reading, _, _ in
          let record = Record(
            key: String(decoding: key, as: UTF8.self),
            reading: reading.map { String(decoding: $0, as: UTF8.self) }, source: 0..<0)
          do throws(SystemError) {
            try write(
              collation.sectionSortKey(
                for: record.key,
                phoneticKey: phoneticKey(record.key, given: record.reading)),
              record.displayKey)
            return true
          } catch {
            failure = error
            return false
          }
        }
      } catch { throw error.reported(by: spec) }
      if let failure { throw failure }
      return try InputOptions.warn(about: records.report, in: source.name, context: context)
    }
    let path = source.path
    var invalidLines: [Int] = []
    do {
      try LineStream.forEachLine(
        path: path, start: options.start, rejectsBinary: source.rejectsBinary
      ) {
        number, line, valid throws(SystemError) in
        if valid && derived == nil && !escapes {
          // Most records: the key made from the line's bytes and written
          // as hexadecimal straight into the output's buffer.
          let pending = collation.withSectionSortKey(forUTF8: line) { key in
            lines.format(key: key, record: line)
          }
          try lines.writeFormatted(count: pending)
          return
        }
        if !valid { invalidLines.append(number) }
        let record = String(decoding: line, as: UTF8.self)
        let key =
          derived != nil
          ? collation.sectionSortKey(for: record, phoneticKey: derived?(record))
          : collation.sectionSortKey(for: record)
        try write(key, record)
      }
    } catch let error as InputError {
      throw RuntimeError(error.message)
    } catch let error as LineStream.ReadError {
      throw RuntimeError("cannot read \(path ?? "standard input"): \(error.error.description)")
    }
    var report = RecordReport()
    report.invalidUTF8Lines = invalidLines
    try InputOptions.warn(about: report, in: source.name, context: context)
  }
}
