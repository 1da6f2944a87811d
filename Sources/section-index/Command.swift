// The WebAssembly build compiles this file with the library's sources in
// one module (Scripts/build-wasm.sh).
#if canImport(SectionIndexRecords)
  import SectionIndexRecords
#endif

/// A subcommand of `section-index`.
///
/// To add one, write a type that conforms and list it in
/// ``SectionIndexCommand/subcommands``; parsing, `--help`, `help <name>` and
/// usage errors come from its ``spec``. Its ``Options`` are checked once,
/// before anything runs or is written, and ``run(_:context:)`` takes them
/// typed.
protocol Subcommand: Sendable {
  /// The command's options and arguments, checked.
  associatedtype Options

  /// The name, options and help of the command.
  static var spec: CommandSpec { get }

  /// Checks the parsed arguments and makes them the command's options.
  ///
  /// - Throws: ``UsageError`` for values that are invalid or do not go
  ///   together.
  static func options(
    _ arguments: ParsedArguments, context: CommandContext
  ) throws(UsageError) -> Options

  /// Runs the command.
  ///
  /// - Throws: ``UsageError`` (exit 64) for what only the input can show (a
  ///   `--key` the records lack), ``RuntimeError`` (exit 1) or a
  ///   ``SystemError`` from writing output.
  static func run(_ options: Options, context: CommandContext) throws
}

/// Where a command writes, and what it knows about its surroundings.
struct CommandContext {
  var standardOutput: BufferedWriter
  var standardError: BufferedWriter
  /// Looks up an environment variable.
  var environment: (String) -> String?

  /// Writes `warning: …` to standard error; to a terminal, with control
  /// characters (from a record or a file name) escaped.
  func warn(_ message: String) throws(SystemError) {
    try standardError.write("warning: \(standardError.shown(message))\n")
  }
}

/// A failure that is not a usage mistake: reported as `Error: …`, exit 1.
struct RuntimeError: Error, Equatable {
  var message: String
  init(_ message: String) { self.message = message }
}

/// Exit statuses, following sysexits(3) for usage errors.
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
}

extension BufferedWriter {
  /// A message as this writer shows it: with control characters escaped
  /// (`\033`) where it goes to a terminal, as it is otherwise.
  func shown(_ message: String) -> String {
    escapesRecords ? ControlEscaping.escaped(message) : message
  }
}
