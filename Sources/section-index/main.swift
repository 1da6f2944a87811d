import SectionIndexRecords

Platform.ignoreBrokenPipeSignal()

let context = CommandContext(
  standardOutput: BufferedWriter(fileDescriptor: Platform.standardOutput),
  standardError: BufferedWriter(fileDescriptor: Platform.standardError, capacity: 0),
  environment: Platform.environment)
let status = SectionIndexCommand.main(Array(CommandLine.arguments.dropFirst()), context: context)
try? context.standardError.flush()
Platform.exit(status)
