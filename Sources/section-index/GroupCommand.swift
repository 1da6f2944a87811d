import IndexedCollation

/// `section-index group`: sections the lines of a file, or the records of a
/// JSON, JSON Lines or CSV file.
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

  /// At most this many invalid-UTF-8 warnings name a line; a count follows.
  static let maxInvalidLineWarnings = 10

  static var spec: CommandSpec {
    CommandSpec(
      commandName: "section-index group",
      abstract: "Group lines of text or records into the sections of a locale's index.",
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

        With --input json, jsonl or csv, each record is a JSON object or a CSV \
        row, shown in tsv and text output by its --key field (tabs and line \
        breaks as spaces); json output keeps whole records: the JSON as written, \
        without white space, or a CSV row as an object keyed by the header. \
        Malformed input stops with FILE:LINE:COLUMN and exit status 1; so does a \
        record without a string key, named by its number counted from 1, unless \
        --skip-invalid is given.
        """,
      options: [
        LocaleOption.spec, formatOption, namesFlag, inputOption, keyOption, phoneticKeyOption,
        skipInvalidFlag,
      ],
      arguments: [
        ArgumentSpec(
          name: "file", help: "The file to read; standard input when missing or '-'.",
          isOptional: true)
      ])
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    let format = arguments.value(formatOption.name).flatMap(OutputFormat.init(rawValue:)) ?? .tsv
    let path = arguments.positionals.first
    let inputFormat =
      arguments.value(inputOption.name).flatMap(InputFormat.init(rawValue:))
      ?? InputFormat(inferredFrom: path)
    let keyField = arguments.value(keyOption.name)
    let phoneticField = arguments.value(phoneticKeyOption.name)
    if inputFormat == .lines {
      for option in [keyOption, phoneticKeyOption] where arguments.value(option.name) != nil {
        throw spec.error("'\(option.synopsis)' needs '--input json', 'jsonl' or 'csv'")
      }
    }
    if phoneticField != nil && keyField == nil {
      throw spec.error("'\(phoneticKeyOption.synopsis)' needs '\(keyOption.synopsis)'")
    }
    if path == nil || path == "-", Platform.isTerminal(Platform.standardInput) {
      // Someone typing at a terminal would otherwise see nothing happen.
      try context.standardError.write("Reading records from standard input; end with Ctrl-D.\n")
    }
    let name = path.flatMap { $0 == "-" ? nil : $0 } ?? "<stdin>"
    let collation = IndexedCollation(
      locales: LocaleOption.tags(arguments, environment: context.environment),
      content: arguments.flag(namesFlag.name) ? .names : .text)

    guard inputFormat != .lines else {
      let input = try InputReader.read(path: path)
      try warnInvalidUTF8(lines: input.invalidLines, in: name, context: context)
      try format.write(
        collation.sections(of: input.records), of: collation, to: context.standardOutput)
      return
    }

    let bytes = try InputReader.readBytes(path: path)
    let reader = RecordReader(
      format: inputFormat, fileName: name, keyField: keyField, phoneticField: phoneticField,
      skipInvalid: arguments.flag(skipInvalidFlag.name))
    try bytes.withUnsafeBufferPointer { buffer in
      let input: RecordInput
      do {
        input = try reader.read(buffer)
      } catch let error as RecordReader.Failure {
        if error.isUsage { throw spec.error(error.message) }
        throw RuntimeError(error.message)
      }
      try warnInvalidUTF8(lines: input.invalidUTF8Lines, in: name, context: context)
      for message in input.skippedMessages {
        try context.warn(message)
      }
      if input.skippedCount > 0 {
        let count = input.skippedCount
        try context.warn("\(name): skipped \(count) invalid record\(count == 1 ? "" : "s")")
      }
      let sections = collation.sections(of: input.records, by: \.key, phoneticKey: \.reading)
      var scratch: [UInt8] = []
      try format.write(
        sections, of: collation, to: context.standardOutput, text: \.displayKey
      ) { record, out throws(SystemError) in
        scratch.removeAll(keepingCapacity: true)
        if inputFormat == .csv {
          appendCSVRecord(record, header: input.header, from: buffer, to: &scratch)
        } else {
          JSONParser.appendCompact(buffer, record.source, to: &scratch)
        }
        try out.write(bytes: scratch)
      }
    }
  }

  /// Warns about lines whose invalid UTF-8 was replaced: the first few by
  /// line, then a count.
  static func warnInvalidUTF8(lines: [Int], in name: String, context: CommandContext) throws {
    for line in lines.prefix(maxInvalidLineWarnings) {
      try context.warn("\(name):\(line): invalid UTF-8 replaced with U+FFFD")
    }
    let more = lines.count - maxInvalidLineWarnings
    if more > 0 {
      try context.warn(
        "\(name): \(more) more line\(more == 1 ? "" : "s") with invalid UTF-8 replaced with U+FFFD")
    }
  }

  /// A CSV row as a compact JSON object keyed by the header, read again from
  /// the input.
  static func appendCSVRecord(
    _ record: Record, header: [String], from buffer: UnsafeBufferPointer<UInt8>,
    to out: inout [UInt8]
  ) {
    var parser = CSVParser(buffer, position: record.source.lowerBound)
    // The row parsed once already; it cannot fail now.
    guard let row = try? parser.nextRow() else { return }
    out.append(UInt8(ascii: "{"))
    for (index, (name, field)) in zip(header, row.fields).enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(contentsOf: JSON.quoted(name).utf8)
      out.append(UInt8(ascii: ":"))
      out.append(contentsOf: JSON.quoted(parser.string(of: field).text).utf8)
    }
    out.append(UInt8(ascii: "}"))
  }
}
