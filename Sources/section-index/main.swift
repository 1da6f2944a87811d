import SectionIndexRecords

POSIX.ignoreBrokenPipeSignal()

let context = CommandContext(
  standardOutput: BufferedWriter(fileDescriptor: .standardOutput),
  standardError: BufferedWriter(fileDescriptor: .standardError, capacity: 0),
  environment: POSIX.environment)
let status = SectionIndexCommand.main(Array(CommandLine.arguments.dropFirst()), context: context)
try? context.standardError.flush()
POSIX.exit(status)
