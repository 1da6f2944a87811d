import SectionIndexIO

/// Where a command writes, and what it knows about its surroundings.
package struct CommandContext {
  package var standardOutput: BufferedWriter
  package var standardError: BufferedWriter
  /// Looks up an environment variable.
  package var environment: (String) -> String?
  /// What the `--locale` warnings may suggest; the native tool's tables
  /// are not in the WebAssembly build.
  package var localeHints = LocaleHints()

  package init(
    standardOutput: BufferedWriter, standardError: BufferedWriter,
    environment: @escaping (String) -> String?, localeHints: LocaleHints = LocaleHints()
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.environment = environment
    self.localeHints = localeHints
  }

  /// Writes `warning: …` to standard error; to a terminal, with control
  /// characters (from a record or a file name) escaped.
  package func warn(_ message: String) throws(SystemError) {
    try standardError.write("warning: \(standardError.shown(message))\n")
  }
}

/// A failure that is not a usage mistake: reported as `Error: …`, exit 1.
package struct RuntimeError: Error, Equatable {
  package var message: String
  package init(_ message: String) { self.message = message }
}

/// Exit statuses, following sysexits(3) for usage errors.
package enum ExitCode {
  package static let success: Int32 = 0
  package static let failure: Int32 = 1
  package static let usage: Int32 = 64
}

extension BufferedWriter {
  /// A message as this writer shows it: with control characters escaped
  /// (`\033`) where it goes to a terminal, as it is otherwise.
  package func shown(_ message: String) -> String {
    escapesRecords ? ControlEscaping.escaped(message) : message
  }
}
