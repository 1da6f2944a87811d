import SectionIndexCommandLine
import SectionIndexIO

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
