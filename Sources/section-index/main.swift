import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords

POSIX.ignoreBrokenPipeSignal()

let context = CommandContext(
  standardOutput: BufferedWriter(fileDescriptor: .standardOutput),
  standardError: BufferedWriter(fileDescriptor: .standardError, capacity: 0),
  environment: Platform.environment, localeHints: .native)
// Records and messages to a terminal have their control characters escaped;
// to a pipe or a file they stay as read.
context.standardOutput.escapesRecords = FileDescriptor.standardOutput.isTerminal
context.standardError.escapesRecords = FileDescriptor.standardError.isTerminal
let status = SectionIndexCommand.main(Array(CommandLine.arguments.dropFirst()), context: context)
try? context.standardError.flush()
POSIX.exit(status)
