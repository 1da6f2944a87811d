import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords

/// The root command: dispatches to a subcommand and turns errors into exit
/// statuses.
enum SectionIndexCommand {
  static let version = "0.1.0"

  /// Every subcommand, in the order `--help` lists them.
  static let subcommands: [any Subcommand.Type] = [
    GroupCommand.self,
    KeysCommand.self,
    TitlesCommand.self,
    BrowseCommand.self,
    DemoCommand.self,
  ]

  static var spec: CommandSpec {
    CommandSpec(
      commandName: "section-index",
      abstract: "Group lists into the sections a language's index expects.",
      discussion: """
        Sorts lines of text into the sections a contacts app shows in each \
        language: A to Z with Å, Ä and Ö after Z in Swedish, kana rows in \
        Japanese, initial consonants in Korean, and # last for digits, symbols \
        and emoji.
        """,
      options: [CompletionScript.option],
      subcommands: subcommands.map { ($0.spec.name, $0.spec.abstract) })
  }

  /// Runs the command line (without the program name) and returns the exit
  /// status.
  static func main(_ arguments: [String], context: CommandContext) -> Int32 {
    do {
      try dispatch(arguments, context: context)
      try context.standardOutput.flush()
      return ExitCode.success
    } catch {
      return report(error, context: context)
    }
  }

  static func dispatch(_ arguments: [String], context: CommandContext) throws {
    guard let first = arguments.first else {
      try context.standardOutput.write(spec.helpText)
      return
    }
    switch first {
    case "-h", "--help":
      try context.standardOutput.write(spec.helpText)
    case "--version":
      try context.standardOutput.write("\(version)\n")
    case let option where option.hasPrefix("--\(CompletionScript.option.name)"):
      try generateCompletionScript(arguments, context: context)
    case "help":
      // `help`, `help group`: like `group --help`.
      let rest = arguments.dropFirst()
      guard let name = rest.first else {
        try context.standardOutput.write(spec.helpText)
        return
      }
      guard let command = subcommand(named: name) else {
        throw spec.error("Unknown subcommand '\(name)'")
      }
      if rest.count > 1 {
        throw spec.error("Unexpected argument '\(rest[rest.startIndex + 1])'")
      }
      try context.standardOutput.write(command.spec.helpText)
    default:
      guard let command = subcommand(named: first) else {
        throw spec.error(
          first.hasPrefix("-")
            ? "Unknown option '\(first)'" + spec.suggestion(for: first)
            : "Unknown subcommand '\(first)'"
              + CommandSpec.suggestion(for: first, among: subcommands.map { $0.spec.name }))
      }
      if let parsed = try parse(arguments.dropFirst(), for: command.spec, context: context) {
        try command.run(checking: parsed, context: context)
      }
    }
  }

  /// Parses a command's arguments, or answers `--help` and `--version`
  /// itself and returns `nil`.
  static func parse(
    _ arguments: some Collection<String>, for spec: CommandSpec, context: CommandContext
  ) throws -> ParsedArguments? {
    switch try spec.parse(arguments) {
    case .arguments(let parsed): return parsed
    case .help: try context.standardOutput.write(spec.helpText)
    case .version: try context.standardOutput.write("\(version)\n")
    }
    return nil
  }

  /// `--generate-completion-script bash|zsh|fish`: prints the script.
  static func generateCompletionScript(_ arguments: [String], context: CommandContext) throws {
    guard let parsed = try parse(arguments, for: spec, context: context) else { return }
    if let first = parsed.positionals.first {
      throw spec.error("Unexpected argument '\(first)'")
    }
    let name = parsed.value(CompletionScript.option.name) ?? ""
    guard let shell = CompletionScript.Shell(rawValue: name) else { return }
    let specs = subcommands.map { command in command.spec }
    try context.standardOutput.write(CompletionScript.script(for: shell, commands: specs))
  }

  static func subcommand(named name: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.spec.name == name }
  }

  /// Writes an error to standard error and returns its exit status.
  static func report(_ error: any Error, context: CommandContext) -> Int32 {
    let stderr = context.standardError
    let status: Int32
    switch error {
    case let error as UsageError:
      let command = subcommands.first { $0.spec.commandName == error.commandName }
      try? stderr.write(
        "Error: \(stderr.shown(error.message))\n\((command?.spec ?? spec).shortUsage)")
      status = ExitCode.usage
    case let error as RuntimeError:
      try? stderr.write("Error: \(stderr.shown(error.message))\n")
      status = ExitCode.failure
    case let error as RecordError where error.kind == .unwritable && error.path == nil:
      // Standard output: as a write of the command's own.
      if let system = error.systemError { return report(system, context: context) }
      try? stderr.write("Error: \(stderr.shown(error.description))\n")
      status = ExitCode.failure
    case let error as RecordError:
      try? stderr.write("Error: \(stderr.shown(error.description))\n")
      status = ExitCode.failure
    case let error as SystemError where error.isBrokenPipe:
      // The reader went away (`| head`): it has what it wanted; stop quietly.
      status = ExitCode.success
    case let error as SystemError:
      try? stderr.write("Error: cannot write output: \(error.description)\n")
      status = ExitCode.failure
    default:
      try? stderr.write("Error: \(stderr.shown("\(error)"))\n")
      status = ExitCode.failure
    }
    try? stderr.flush()
    return status
  }
}

extension Subcommand {
  /// Checks the arguments into ``Options``, then runs the command.
  static func run(checking arguments: ParsedArguments, context: CommandContext) throws {
    try run(options(arguments, context: context), context: context)
  }
}
