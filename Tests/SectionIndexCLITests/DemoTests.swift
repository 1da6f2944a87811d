import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords
import TestSupport
import Testing

@testable import section_index

/// `section-index demo`, and `browse` without a terminal.
@Suite struct DemoTests {

  @Test func browseWithoutATerminalPrintsTheText() throws {
    let file = try CLI.temporaryFile("Öberg\nAnna\nÅsa\nBo\n")
    defer { CLI.removeTemporaryFile(file) }
    let browse = try runCLI(["browse", "--locale", "sv", file])
    let group = try runCLI(["group", "--locale", "sv", "--format", "text", file])
    #expect(browse.exitCode == 0)
    #expect(browse.stderr == "")
    #expect(browse.stdout == group.stdout)
    #expect(browse.stdout == "A\n  Anna\n\nB\n  Bo\n\nÅ\n  Åsa\n\nÖ\n  Öberg\n")
  }

  @Test func browseReadsStandardInput() throws {
    let result = try runCLI(["browse", "--locale", "en"], stdin: "b\na\n")
    #expect(result.exitCode == 0)
    #expect(result.stdout == "A\n  a\n\nB\n  b\n")
  }

  @Test func browseOfEmptyInput() throws {
    let result = try runCLI(["browse"], stdin: "")
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == "")
  }

  @Test func browseOfAMissingFile() throws {
    let result = try runCLI(["browse", "/no/such/file"])
    #expect(result.exitCode == 1)
    #expect(result.stderr.hasPrefix("Error: cannot read /no/such/file"))
  }

  @Test func demoPrintsTheCountriesAndNames() throws {
    let result = try runCLI(["demo", "--locale", "sv"])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    let lines = result.stdoutLines
    #expect(lines.first == "A")
    for name in ["  Sverige", "  Åland", "  Österrike", "  Anna Lindqvist"] {
      #expect(lines.contains(name), "\(name)")
    }
    // Å, Ä, Ö after Z, as Swedish has them.
    let titles = lines.filter { !$0.isEmpty && !$0.hasPrefix("  ") }
    let z = try #require(titles.firstIndex(of: "Z"))
    #expect(Array(titles[(z + 1)...]) == ["Å", "Ä", "Ö", "#"])
  }

  @Test func demoDefaultsToTheUsersLocale() throws {
    let swedish = try runCLI(["demo"], environment: ["LANG": "sv_SE.UTF-8"])
    #expect(swedish.stdoutLines.contains("  Sverige"))
    let german = try runCLI(
      ["demo"], environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "sv_SE.UTF-8"])
    #expect(german.stdoutLines.contains("  Schweden"))
    let english = try runCLI(["demo"])
    #expect(english.stdoutLines.contains("  Sweden"))
  }

  @Test(arguments: [
    ("ja", "スウェーデン"), ("zh", "瑞典"), ("zh-Hant", "瑞典"), ("ko", "스웨덴"), ("ru", "Швеция"),
    ("xx", "Sweden"), ("de-CH", "Schweden"), ("zh-TW", "瑞典"),
    ("bn", "সুইডেন"), ("am", "ስዊድን"), ("sr-Latn", "Švedska"), ("ks", "سُوِڈَن"),
  ])
  func demoInOtherLanguages(locale: String, sweden: String) throws {
    let result = try runCLI(["demo", "--locale", locale])
    #expect(result.exitCode == 0)
    #expect(result.stdoutLines.contains("  " + sweden))
  }

  @Test func territoryTablesLineUpWithTheCodes() {
    let codes = DemoData.names(in: TerritoryNames.codes)
    #expect(codes.count > 240)
    #expect(codes.contains("SE") && !codes.contains("ZZ") && !codes.contains("EU"))
    for (locale, names) in TerritoryNames.names {
      #expect(DemoData.names(in: names).count == codes.count, "\(locale)")
    }
    #expect(TerritoryNames.names.count >= 25)
  }

  /// Every locale with data of its own has country names in its language.
  @Test func everyAvailableLocaleHasItsNames() {
    for tag in IndexedCollation.availableLocales {
      let key = DemoData.tableKey(for: tag)
      #expect(
        key == (tag == "zh-Hans" ? "zh" : tag.replacingOccurrences(of: "-", with: "_")),
        "\(tag): \(key ?? "none")")
    }
  }

  @Test(arguments: [
    ("zh-TW", "zh_Hant"), ("zh-Hant-HK", "zh_Hant"), ("zh-Hans-CN", "zh"), ("zh", "zh"),
    ("de-CH", "de"), ("sv", "sv"), ("nb-NO", "nb"), ("pt_BR", "pt"),
  ])
  func tableKeys(tag: String, key: String) {
    #expect(DemoData.tableKey(for: tag) == key)
  }

  /// The web build chooses among the keys of demo-records.json
  /// (si_demo_key): the same choice over the keys it is given.
  @Test func tableKeysAmongGivenKeys() {
    #expect(DemoData.tableKey(for: "de-CH") { ["en", "de"].contains($0) } == "de")
    #expect(DemoData.tableKey(for: "sr-Latn-RS") { ["sr", "sr_Latn"].contains($0) } == "sr_Latn")
    #expect(DemoData.tableKey(for: "sv-FI") { $0 == "en" } == nil)
  }

  @Test func helpListsTheNewCommands() throws {
    let result = try runCLI(["--help"])
    #expect(result.stdout.contains("\n  browse  "))
    #expect(result.stdout.contains("\n  demo  "))
    let browse = try runCLI(["browse", "--help"])
    #expect(
      browse.stdout.contains(
        "USAGE: section-index browse [--locale <tag>] [--names] [--given-names] "
          + "[--input <format>] [--key <field>] [--phonetic-key <field>] [--skip-invalid] [<file>]")
    )
    // Every key is listed.
    for key in ["Ctrl-F", "Ctrl-B", "Space", "Ctrl-Z", "?", "click a header"] {
      #expect(browse.stdout.contains(key), "\(key)")
    }
    for line in browse.stdoutLines + (try runCLI(["demo", "--help"])).stdoutLines
    where !line.hasPrefix("USAGE: ") {
      #expect(line.unicodeScalars.count <= 80, "\(line)")
    }
  }
}
