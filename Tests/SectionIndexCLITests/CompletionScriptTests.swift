import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords
import Testing

@testable import section_index

/// `section-index --generate-completion-script bash|zsh|fish`.
@Suite struct CompletionScriptTests {
  static let bashPath = ["/usr/bin/bash", "/bin/bash"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// What bash completes for a command line typed up to its last word.
  static func bashCompletions(_ script: String, words: [String]) throws -> [String] {
    let bash = try #require(bashPath, "bash is not installed")
    let file = try CLI.temporaryFile(script, name: "completion.bash")
    defer { CLI.removeTemporaryFile(file) }
    let quoted = words.map(CLI.shellQuoted)
    let program = """
      source '\(file)'
      COMP_WORDS=(\(quoted.joined(separator: " ")))
      COMP_CWORD=\(words.count - 1)
      cd '\(CLI.packageRoot.path)'
      _section_index
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try runCLI(
      ["--norc", "--noprofile", "-c", program], executable: URL(fileURLWithPath: bash))
    #expect(result.exitCode == 0, "\(result.stderr)")
    return result.stdoutLines.filter { !$0.isEmpty }
  }

  @Test func bashCompletesSubcommandsOptionsAndValues() throws {
    let result = try runCLI(["--generate-completion-script", "bash"])
    #expect(result.exitCode == 0)
    let script = result.stdout
    #expect(try Self.bashCompletions(script, words: ["section-index", "gr"]) == ["group"])
    #expect(
      Set(try Self.bashCompletions(script, words: ["section-index", ""]))
        .isSuperset(of: ["group", "titles", "browse", "demo", "help"]))
    #expect(
      try Self.bashCompletions(script, words: ["section-index", "group", "--fo"]) == ["--format"])
    #expect(
      try Self.bashCompletions(script, words: ["section-index", "group", "--format", ""])
        == ["tsv", "json", "text"])
    let browse = try Self.bashCompletions(script, words: ["section-index", "browse", "--"])
    for option in ["--locale", "--names", "--input", "--key", "--phonetic-key", "--skip-invalid"] {
      #expect(browse.contains(option), "\(option)")
    }
    #expect(
      try Self.bashCompletions(script, words: ["section-index", "browse", "Samples/people.j"])
        == ["Samples/people.json"])
    #expect(
      try Self.bashCompletions(
        script, words: ["section-index", "--generate-completion-script", ""])
        == ["bash", "zsh", "fish"])
  }

  @Test(arguments: CompletionScript.Shell.allCases)
  func everyScriptNamesEveryCommandAndOption(shell: CompletionScript.Shell) throws {
    let result = try runCLI(["--generate-completion-script", shell.rawValue])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    for command in SectionIndexCommand.subcommands.map({ $0.spec }) {
      #expect(result.stdout.contains(command.name))
      for option in command.options {
        #expect(result.stdout.contains(option.name), "\(shell) \(command.name) --\(option.name)")
        for value in option.allowedValues ?? [] {
          #expect(result.stdout.contains(value))
        }
      }
    }
  }

  @Test func zshQuotesBracketsColonsAndQuotes() {
    #expect(CompletionScript.zshQuoted("a [b]: it's") == #"a \[b\]\: it'\''s"#)
    #expect(CompletionScript.fishQuoted("it's") == #"'it\'s'"#)
  }

  @Test(arguments: [
    (["--generate-completion-script"], "Missing value for '--generate-completion-script <shell>'"),
    (
      ["--generate-completion-script", "tcsh"],
      "The value 'tcsh' is invalid for '--generate-completion-script <shell>'. "
        + "Please provide one of 'bash', 'zsh' or 'fish'."
    ),
  ])
  func badShellsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try runCLI(arguments)
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix("Error: \(message)\n"))
  }
}
