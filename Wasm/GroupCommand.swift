import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexJapanese

/// `group`: the native `section-index group --format tsv` on standard input,
/// with the same input rules, warnings, output and exit statuses.
enum WasmGroupCommand {
  static let formatOption = OptionSpec.option(
    "format", valueName: "format", allowedValues: [SectionFormat.tsv.rawValue],
    help: "The output format: the WebAssembly build writes tsv.", defaultDescription: "tsv")

  static let namesFlag = OptionSpec.flag(
    "names", help: "The records are people's names (Chinese surname readings).")

  static let spec = CommandSpec(
    commandName: "section-index.wasm group",
    abstract: "Group the lines of standard input into the sections of a locale's index.",
    discussion: """
      Writes TITLE<TAB>RECORD for each record, in the order \
      'section-index group --format tsv' writes them. Empty lines are skipped; \
      invalid UTF-8 is replaced with U+FFFD, with a warning naming the line.
      """,
    options: [LocaleOption.spec, formatOption, namesFlag])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(WasmError) {
    // As the native tool: the unknown-locale warning first, then the input's.
    let tags: [String]
    do {
      tags = try LocaleOption.tags(arguments, command: spec, environment: context.environment)
    } catch {
      throw .status(WasmCommand.report(error, context: context))
    }
    let collation: IndexedCollation
    do {
      collation = try LocaleOption.collation(
        tags, content: arguments.flag(namesFlag.name) ? .names : .text, context: context)
    } catch {
      throw .system(error)
    }
    let input: InputReader
    do {
      input = InputReader(bytes: try FileDescriptor.readAll(path: nil))
    } catch {
      throw .runtime(RuntimeError("cannot read standard input: \(error.description)"))
    }
    // A build for chosen locales (build-wasm.sh --locales) leaves the Han
    // order out, as the web's, and may leave the root's scripts beyond
    // Latin, Greek and Cyrillic out: no output rather than another order.
    if collation.data.lacksRootExtra,
      input.records.contains(where: { IndexedCollation.needsRootExtra(for: $0) })
    {
      throw .runtime(
        RuntimeError(
          "this build (Scripts/build-wasm.sh --locales) has no order for the scripts that "
            + "its root leaves to root.data; use the build without --locales"))
    }
    if collation.data.lacksHanOrder,
      input.records.contains(where: { collation.needsHanOrder(for: $0) })
    {
      throw .runtime(
        RuntimeError(
          "this build (Scripts/build-wasm.sh --locales) has no order for ideographs that "
            + "its locales' tables do not list; use the build without --locales"))
    }
    do {
      for message in InputReader.invalidUTF8Warnings(lines: input.invalidLines, in: "<stdin>") {
        try context.warn(message)
      }
      try SectionFormat.tsv.write(
        collation.japaneseReadings.sections(of: input.records), of: collation,
        to: context.standardOutput)
    } catch {
      throw .system(error)
    }
  }
}
