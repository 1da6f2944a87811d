import SectionIndexCommandLine
import SectionIndexIO

// The entry point of `section-index.wasm`: WASI's C runtime (crt1-command.o)
// calls `__main_argc_argv` with the arguments the host passed.

@_cdecl("__main_argc_argv")
func wasmMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  let arguments = (1..<Int(max(argc, 1))).map { String(cString: argv[$0]!) }
  let context = CommandContext(
    standardOutput: BufferedWriter(fileDescriptor: .standardOutput),
    standardError: BufferedWriter(fileDescriptor: .standardError, capacity: 0),
    environment: Platform.environment)
  let status = WasmCommand.main(arguments, context: context)
  try? context.standardError.flush()
  return status
}

/// The commands of the WebAssembly build: `group` as the native
/// `section-index group --format tsv` runs it on standard input, and
/// `conformance`, the UCA conformance test run on 32-bit.
enum WasmCommand {
  static let spec = CommandSpec(
    commandName: "section-index.wasm",
    abstract: "IndexedCollation built with Embedded Swift for wasm32.",
    subcommands: [
      ("group", WasmGroupCommand.spec.abstract),
      ("conformance", ConformanceCommand.spec.abstract),
    ])

  /// Runs the command line (without the program name) and returns the exit
  /// status.
  static func main(_ arguments: [String], context: CommandContext) -> Int32 {
    let rest = arguments.dropFirst()
    switch arguments.first {
    case "group":
      return run(WasmGroupCommand.spec, rest, context: context, WasmGroupCommand.run)
    case "conformance":
      return run(ConformanceCommand.spec, rest, context: context, ConformanceCommand.run)
    case nil, "-h", "--help", "help":
      return finish(context) { () throws(SystemError) in
        try context.standardOutput.write(spec.helpText)
      }
    case let first?:
      let message =
        first.hasPrefix("-") ? "Unknown option '\(first)'" : "Unknown subcommand '\(first)'"
      return report(spec.error(message), context: context)
    }
  }

  /// Parses a subcommand's arguments and runs it.
  static func run(
    _ spec: CommandSpec, _ arguments: ArraySlice<String>, context: CommandContext,
    _ body: (ParsedArguments, CommandContext) throws(WasmError) -> Void
  ) -> Int32 {
    let parsed: ParsedArguments
    do {
      switch try spec.parse(arguments) {
      case .help, .version:
        return finish(context) { () throws(SystemError) in
          try context.standardOutput.write(spec.helpText)
        }
      case .arguments(let arguments):
        parsed = arguments
      }
    } catch {
      return report(error, context: context)
    }
    do throws(WasmError) {
      try body(parsed, context)
      try context.standardOutput.checkedFlush()
      return ExitCode.success
    } catch {
      return error.report(context: context)
    }
  }

  static func finish(_ context: CommandContext, _ body: () throws(SystemError) -> Void) -> Int32 {
    do {
      try body()
      try context.standardOutput.flush()
      return ExitCode.success
    } catch {
      return WasmError.system(error).report(context: context)
    }
  }

  static func report(_ error: UsageError, context: CommandContext) -> Int32 {
    let command = [WasmGroupCommand.spec, ConformanceCommand.spec].first {
      $0.commandName == error.commandName
    }
    try? context.standardError.write("Error: \(error.message)\n\((command ?? spec).shortUsage)")
    return ExitCode.usage
  }
}

/// What the runner's commands throw: Embedded Swift has typed throws only.
enum WasmError: Error {
  case runtime(RuntimeError)
  case system(SystemError)
  /// Already reported; exit with this status.
  case status(Int32)

  /// Writes the error as the native `section-index` does and returns its exit status.
  func report(context: CommandContext) -> Int32 {
    switch self {
    case .runtime(let error):
      try? context.standardError.write("Error: \(error.message)\n")
      return ExitCode.failure
    case .system(let error) where error.isBrokenPipe:
      // The reader went away (`| head`): it has what it wanted; stop quietly.
      return ExitCode.success
    case .system(let error):
      try? context.standardError.write("Error: cannot write output: \(error.description)\n")
      return ExitCode.failure
    case .status(let status):
      return status
    }
  }
}

extension BufferedWriter {
  /// ``write(_:)`` for the runner's commands, which throw ``WasmError``.
  func checkedWrite(_ string: String) throws(WasmError) {
    do {
      try write(string)
    } catch {
      throw .system(error)
    }
  }

  /// ``flush()`` for the runner's commands.
  func checkedFlush() throws(WasmError) {
    do {
      try flush()
    } catch {
      throw .system(error)
    }
  }
}
