import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// Every `swift run section-index …` line of the README files runs as pasted
/// (issue 17: the examples named files that did not exist).
@Suite struct ReadmeCommandTests {
  static let documents = ["README.md", "Samples/README.md"]

  /// The arguments of each `swift run section-index` command line in a
  /// Markdown file, with its trailing `# comment` removed.
  static func commands(in document: String) throws -> [[String]] {
    let text = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent(document), encoding: .utf8)
    let prefix = "swift run section-index"
    return text.split(separator: "\n").compactMap { line -> [String]? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix(prefix + " ") || trimmed == prefix else { return nil }
      var command = trimmed.dropFirst(prefix.count)
      // A comment starts at " # " after the command (never inside one here).
      if let comment = command.range(of: " # ") { command = command[..<comment.lowerBound] }
      return command.split(separator: " ").map(String.init)
    }
  }

  static var cases: [(document: String, arguments: [String])] {
    documents.flatMap { document in
      ((try? commands(in: document)) ?? []).map { (document, $0) }
    }
  }

  @Test func theReadmesHaveCommandsToCheck() throws {
    let commands = try Self.commands(in: "README.md")
    #expect(commands.count >= 9)
    // group with each input the README promises, browse and demo.
    for needle in ["Samples/people.json", "Samples/contacts.csv", "browse", "demo"] {
      #expect(commands.contains { $0.contains(needle) }, "\(needle)")
    }
  }

  @Test(arguments: cases)
  func commandRunsAsPasted(document: String, arguments: [String]) throws {
    // Paths are relative to the package, where `swift run` is typed.
    let result = try runCLI(arguments, currentDirectory: CLI.packageRoot)
    let line = "\(document): swift run section-index \(arguments.joined(separator: " "))"
    #expect(result.exitCode == 0, "\(line)\n\(result.stderr)")
    #expect(!result.stdout.isEmpty, "\(line)")
    #expect(!result.stderr.contains("Error:") && !result.stderr.contains("warning:"), "\(line)")
  }
}
