import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// Help, version and usage errors: the argument parser and the subcommand
/// dispatch, seen from outside.
@Suite struct CommandLineTests {
  static let groupUsage =
    "USAGE: section-index group [--locale <tag>] [--format <format>] [--names] "
    + "[--given-names] [--input <format>] [--key <field>] [--phonetic-key <field>] [--skip-invalid] "
    + "[--match <query>] [--jobs <n>] [<file>]\n"

  @Test(arguments: [
    ["--help"], ["-h"], ["help"], [],
  ])
  func rootHelp(arguments: [String]) throws {
    let result = try runCLI(arguments)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(
      result.stdout.contains(
        "\nUSAGE: section-index <subcommand> [--generate-completion-script <shell>]\n"))
    #expect(result.stdout.contains("\n  --generate-completion-script <shell>\n"))
    #expect(result.stdout.contains("\nOPTIONS:\n"))
    #expect(result.stdout.contains("\nSUBCOMMANDS:\n  group  "))
    #expect(result.stdout.contains("\n  titles  "))
  }

  @Test(arguments: [
    ["group", "--help"], ["group", "-h"], ["help", "group"],
    ["group", "--locale", "sv", "--help"], ["group", "--bogus", "--help"],
    ["group", "-h", "no-such-file"],
  ])
  func groupHelp(arguments: [String]) throws {
    let result = try runCLI(arguments)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("OVERVIEW: Group lines of text"))
    #expect(result.stdout.contains("\n" + Self.groupUsage))
    for section in [
      "\nARGUMENTS:\n  <file>", "\nOPTIONS:\n", "  --locale <tag>", "  --format <format>",
      "  --names", "  -h, --help",
    ] {
      #expect(result.stdout.contains(section))
    }
    #expect(!result.stdout.contains("SUBCOMMANDS:"))
  }

  @Test(arguments: [["titles", "--help"], ["help", "titles"]])
  func titlesHelp(arguments: [String]) throws {
    let result = try runCLI(arguments)
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.contains(
        "\nUSAGE: section-index titles [--locale <tag>] [--format <format>] [--list]\n")
    )
  }

  @Test func helpLinesFitEightyColumns() throws {
    for arguments in [["--help"], ["group", "--help"], ["titles", "--help"]] {
      let result = try runCLI(arguments)
      // The usage line stays whole, as swift-argument-parser leaves it.
      for line in result.stdoutLines where !line.hasPrefix("USAGE: ") {
        #expect(line.unicodeScalars.count <= 80, "\(arguments): \(line)")
      }
    }
  }

  @Test(arguments: [["--version"], ["group", "--version"]])
  func version(arguments: [String]) throws {
    let result = try runCLI(arguments)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
  }

  struct UsageCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String
    var usage: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let rootUsage =
    "USAGE: section-index <subcommand> [--generate-completion-script <shell>]\n"
    + "  See 'section-index --help' for more information.\n"
  static let groupShortUsage =
    groupUsage + "  See 'section-index group --help' for more information.\n"
  static let titlesShortUsage =
    "USAGE: section-index titles [--locale <tag>] [--format <format>] [--list]\n"
    + "  See 'section-index titles --help' for more information.\n"

  static let usageCases: [UsageCase] = [
    .init(arguments: ["frobnicate"], message: "Unknown subcommand 'frobnicate'", usage: rootUsage),
    .init(arguments: ["--frobnicate"], message: "Unknown option '--frobnicate'", usage: rootUsage),
    .init(
      arguments: ["help", "frobnicate"], message: "Unknown subcommand 'frobnicate'",
      usage: rootUsage),
    .init(
      arguments: ["group", "--bogus"], message: "Unknown option '--bogus'", usage: groupShortUsage),
    .init(arguments: ["group", "-x"], message: "Unknown option '-x'", usage: groupShortUsage),
    .init(
      arguments: ["group", "--local", "sv"],
      message: "Unknown option '--local'; did you mean '--locale'?", usage: groupShortUsage),
    .init(
      arguments: ["gruop"], message: "Unknown subcommand 'gruop'; did you mean 'group'?",
      usage: rootUsage),
    .init(
      arguments: ["group", "--locale"], message: "Missing value for '--locale <tag>'",
      usage: groupShortUsage),
    .init(
      arguments: ["group", "--locale", "--names"], message: "Missing value for '--locale <tag>'",
      usage: groupShortUsage),
    .init(
      arguments: ["group", "--locale="],
      message: "The value for '--locale <tag>' must not be empty",
      usage: groupShortUsage),
    .init(
      arguments: ["group", "--locale", ","],
      message: "The value for '--locale <tag>' must not be empty",
      usage: groupShortUsage),
    .init(
      arguments: ["group", "--locale", " , ,"],
      message: "The value for '--locale <tag>' must not be empty",
      usage: groupShortUsage),
    .init(
      arguments: ["titles", "--locale", ","],
      message: "The value for '--locale <tag>' must not be empty",
      usage: titlesShortUsage),
    .init(
      arguments: ["group", "--format", "xml"],
      message:
        "The value 'xml' is invalid for '--format <format>'. Please provide one of 'tsv', 'json' or 'text'.",
      usage: groupShortUsage),
    .init(
      arguments: ["group", "--names=yes"], message: "The flag '--names' does not take a value",
      usage: groupShortUsage),
    .init(
      arguments: ["group", "a.txt", "b.txt"], message: "Unexpected argument 'b.txt'",
      usage: groupShortUsage),
    .init(
      arguments: ["titles", "--format", "tsv"],
      message:
        "The value 'tsv' is invalid for '--format <format>'. Please provide one of 'text' or 'json'.",
      usage: titlesShortUsage),
    .init(
      arguments: ["titles", "extra"], message: "Unexpected argument 'extra'",
      usage: titlesShortUsage),
  ]

  @Test(arguments: usageCases)
  func usageError(_ c: UsageCase) throws {
    let result = try runCLI(c.arguments)
    #expect(result.exitCode == 64)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: \(c.message)\n\(c.usage)")
  }

  @Test func optionsMayFollowTheFileAndUseEquals() throws {
    let path = try CLI.temporaryFile("Bob\nAnna\n")
    defer { CLI.removeTemporaryFile(path) }
    let a = try runCLI(["group", path, "--locale=en", "--format=text"])
    let b = try runCLI(["group", "--format", "text", "--locale", "en", path])
    #expect(a.exitCode == 0)
    #expect(a.stdout == b.stdout)
    #expect(a.stdout == "A\n  Anna\n\nB\n  Bob\n")
  }

  @Test func doubleDashEndsOptions() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("--names")
    try Data("Zed\n".utf8).write(to: url)
    let result = try runCLI(["group", "--locale", "en", "--", url.path])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "Z\tZed\n")
  }

  @Test func lastValueOfARepeatedOptionWins() throws {
    let result = try runCLI(
      ["group", "--format", "json", "--format", "tsv", "--locale", "en"], stdin: "Anna\n")
    #expect(result.stdout == "A\tAnna\n")
  }
}
