import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// `browse` and `demo` read input as `group` does (issue 17: `browse` read
/// lines only), and the command line's messages.
@Suite struct BrowseInputTests {
  static let recordCases: [[String]] = [
    ["--locale", "ja", "--key", "name", "--phonetic-key", "kana", CLI.sample("people.json").path],
    ["--locale", "zh-Hans,ja,en", "--key", "name", CLI.sample("contacts.csv").path],
    ["--locale", "zh-Hans", "--names", CLI.sample("names-zh.txt").path],
  ]

  @Test(arguments: recordCases)
  func browseWithoutATerminalPrintsWhatGroupPrints(arguments: [String]) throws {
    let browse = try runCLI(["browse"] + arguments)
    let group = try runCLI(["group", "--format", "text"] + arguments)
    #expect(browse.exitCode == 0)
    #expect(browse.stderr == "")
    #expect(!browse.stdout.isEmpty)
    #expect(browse.stdout == group.stdout)
  }

  @Test func browseShowsRecordsByKeyNotAsLines() throws {
    let result = try runCLI([
      "browse", "--locale", "ja", "--key", "name", "--phonetic-key", "kana",
      CLI.sample("people.json").path,
    ])
    let lines = result.stdoutLines
    // 山田 (やまだ) under や, not the whole file under #.
    let ya = try #require(lines.firstIndex(of: "や"))
    #expect(lines[ya + 1] == "  山田太郎")
    #expect(!lines.contains { $0.contains("{") || $0.contains("\"kana\"") })
  }

  @Test func browseOfCSVSkipsTheHeaderAndShowsTheKey() throws {
    let result = try runCLI([
      "browse", "--locale", "en", "--key", "name", CLI.sample("contacts.csv").path,
    ])
    #expect(!result.stdout.contains("name,phone"))
    #expect(result.stdoutLines.contains("  Anna Smith"))
    #expect(result.stdoutLines.contains("  O'Brien, Liam"))
  }

  @Test func browseReportsBadRecordsAsGroupDoes() throws {
    let file = try CLI.temporaryFile(#"[{"name":"Anna"},{"nom":"Bo"}]"#, name: "people.json")
    defer { CLI.removeTemporaryFile(file) }
    let failing = try runCLI(["browse", "--key", "name", file])
    #expect(failing.exitCode == 1)
    #expect(failing.stderr.hasPrefix("Error: \(file):1:"))
    let skipping = try runCLI(["browse", "--key", "name", "--skip-invalid", file])
    #expect(skipping.exitCode == 0)
    #expect(skipping.stdout == "A\n  Anna\n")
    #expect(skipping.stderr.hasSuffix("warning: \(file): skipped 1 invalid record\n"))
  }

  @Test func browseKeyOnLinesIsAUsageError() throws {
    let result = try runCLI(["browse", "--key", "name", CLI.sample("names.txt").path])
    #expect(result.exitCode == 64)
    #expect(
      result.stderr.hasPrefix("Error: '--key <field>' needs '--input json', 'jsonl' or 'csv'"))
  }

  @Test func demoTakesNamesAndSeveralLocales() throws {
    let result = try runCLI(["demo", "--locale", "zh-Hans,ja,en", "--names"])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    let titles = result.stdoutLines.filter { !$0.isEmpty && !$0.hasPrefix("  ") }
    #expect(titles.first == "A")
    #expect(titles.contains("か"))
  }

  @Test(arguments: [
    ("klingon", "warning: unknown locale 'klingon'; using root (A–Z)\n"),
    ("!!!", "warning: '!!!' is not a language tag; using root (A–Z)\n"),
    ("sv,tlh", "warning: unknown locale 'tlh'; left out, using sv\n"),
    ("tlh,sv", "warning: unknown locale 'tlh'; left out, using sv\n"),
    (
      "tlh,xx",
      "warning: unknown locale 'tlh'; using root (A–Z)\nwarning: unknown locale 'xx'; using root (A–Z)\n"
    ),
    ("de-CH", ""), ("root", ""), ("und", ""),
  ])
  func unknownLocalesAreNamedWithTheFallback(tag: String, warning: String) throws {
    for command in ["group", "titles", "browse", "demo"] {
      let arguments =
        [command, "--locale", tag] + (command == "titles" || command == "demo" ? [] : ["-"])
      let result = try runCLI(arguments, stdin: "Anna\n")
      #expect(result.exitCode == 0)
      #expect(result.stderr == warning, "\(command)")
      #expect(!result.stdout.isEmpty)
    }
  }

  @Test func noNoteOnPipes() throws {
    let result = try runCLI(["browse", "-"], stdin: "b\na\n")
    #expect(result.stderr == "")
    #expect(result.stdout == "A\n  a\n\nB\n  b\n")
  }

  @Test func skippedCountsAreGrouped() throws {
    let lines = (0..<1_200).map { _ in #"{"x":1}"# } + [#"{"name":"Anna"}"#]
    let file = try CLI.temporaryFile(lines.joined(separator: "\n"), name: "data.jsonl")
    defer { CLI.removeTemporaryFile(file) }
    let result = try runCLI(["group", "--key", "name", "--skip-invalid", file])
    #expect(result.stderr.contains("skipped 1,200 invalid records"))
  }
}
