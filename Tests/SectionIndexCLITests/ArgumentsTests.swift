import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords
import Testing

@testable import section_index

/// The hand-written parser, called directly.
@Suite struct ArgumentsTests {
  static let spec = CommandSpec(
    commandName: "tool run", abstract: "Runs.",
    options: [
      .option("locale", valueName: "tag", help: "A tag."),
      .option("format", valueName: "format", allowedValues: ["a", "b"], help: "A format."),
      .flag("names", help: "Names."),
    ],
    arguments: [ArgumentSpec(name: "file", help: "A file.", isOptional: true)])

  func parsed(_ arguments: [String]) throws -> ParsedArguments {
    guard case .arguments(let parsed) = try Self.spec.parse(arguments) else {
      Issue.record("not parsed as arguments: \(arguments)")
      return ParsedArguments()
    }
    return parsed
  }

  @Test func valuesFlagsAndPositionals() throws {
    let p = try parsed(["--locale", "sv", "x.txt", "--names", "--format=b"])
    #expect(p.value("locale") == "sv")
    #expect(p.value("format") == "b")
    #expect(p.flag("names"))
    #expect(p.positionals == ["x.txt"])
  }

  @Test func dashIsAValueAndAPositional() throws {
    #expect(try parsed(["-"]).positionals == ["-"])
    #expect(try parsed(["--locale", "-"]).value("locale") == "-")
  }

  @Test func valueAfterEqualsMayStartWithADash() throws {
    #expect(try parsed(["--locale=-x"]).value("locale") == "-x")
  }

  @Test(arguments: [["-h"], ["--help"], ["--bogus", "-h"], ["x", "y", "z", "--help"]])
  func helpWinsOverErrors(arguments: [String]) throws {
    #expect(try Self.spec.parse(arguments) == .help)
  }

  @Test func helpAfterDoubleDashIsAFile() throws {
    #expect(try parsed(["--", "--help"]).positionals == ["--help"])
  }

  @Test(arguments: [
    (["--bogus"], "Unknown option '--bogus'"),
    (["-n"], "Unknown option '-n'"),
    (["--local", "sv"], "Unknown option '--local'; did you mean '--locale'?"),
    (["-locale", "sv"], "Unknown option '-locale'; did you mean '--locale'?"),
    (["--formta", "a"], "Unknown option '--formta'; did you mean '--format'?"),
    (["--name"], "Unknown option '--name'; did you mean '--names'?"),
    (["--helps"], "Unknown option '--helps'; did you mean '--help'?"),
    (["--nombre"], "Unknown option '--nombre'"),
    (["--locale"], "Missing value for '--locale <tag>'"),
    (
      ["--format", "c"],
      "The value 'c' is invalid for '--format <format>'. Please provide one of 'a' or 'b'."
    ),
    (["--names=1"], "The flag '--names' does not take a value"),
    (["a", "b"], "Unexpected argument 'b'"),
  ])
  func errors(arguments: [String], message: String) {
    #expect(throws: UsageError(message: message, commandName: "tool run")) {
      try Self.spec.parse(arguments)
    }
  }

  @Test func usageLine() {
    #expect(Self.spec.usage == "tool run [--locale <tag>] [--format <format>] [--names] [<file>]")
  }

  @Test func helpEntriesWrapAtTheLabelColumn() {
    let entry = CommandSpec.entry("--x", String(repeating: "word ", count: 20))
    let lines = entry.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("  --x" + String(repeating: " ", count: 21) + "word"))
    #expect(lines[1].hasPrefix(String(repeating: " ", count: 26) + "word"))
    #expect(lines.allSatisfy { $0.count <= 80 })
  }
}
