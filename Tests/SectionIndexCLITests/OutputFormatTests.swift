import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexJapanese
import TestSupport
import Testing

/// The tsv, json and text writers. These hold for any collation: they compare
/// the CLI with the library it wraps and check shapes, not section contents.
@Suite struct OutputFormatTests {
  static let locales = ["en", "de", "sv", "ru", "el", "ja", "ko", "zh", "zh-Hant", "xx"]
  static let samples = ["names.txt", "names-sv.txt"]

  /// The non-empty lines of a sample file: its records.
  static func records(of sample: String) throws -> [String] {
    let text = try String(contentsOf: CLI.sample(sample), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// Sample files and the locales to group them in.
  static let cases: [(sample: String, locale: String)] =
    locales.map { ("names.txt", $0) } + [("names-sv.txt", "sv"), ("names-sv.txt", "en")]

  @Test(arguments: cases)
  func groupMatchesTheLibrary(sample: String, locale: String) throws {
    let input = try Self.records(of: sample)
    let path = CLI.sample(sample).path
    let result = try runCLI(["group", "--locale", locale, path])
    #expect(result.exitCode == 0)
    #expect(
      result.stderr == (locale == "xx" ? "warning: unknown locale 'xx'; using root (A–Z)\n" : ""))

    // tsv: one line a record, every record once.
    let lines = result.stdoutLines
    #expect(lines.count == input.count)
    let pairs = lines.map { line -> (title: String, record: String) in
      let tab = line.firstIndex(of: "\t") ?? line.endIndex
      return (String(line[..<tab]), String(line[line.index(after: tab)...]))
    }
    #expect(pairs.map(\.record).sorted() == input.sorted())

    // Titles are the collation's, in index order, each section contiguous.
    let collation = IndexedCollation(locale: locale)
    let positions = pairs.map { collation.sectionTitles.firstIndex(of: $0.title) }
    #expect(!positions.contains(nil), "a title not in the index")
    let known = positions.compactMap { $0 }
    #expect(known == known.sorted())

    // Exactly what the library gives (with readings derived for Japanese).
    let japanese = collation.japaneseReadings
    let sections =
      japanese.derivesReadings ? japanese.sections(of: input) : collation.sections(of: input)
    let tsv = sections.flatMap { section in section.items.map { "\(section.title)\t\($0)\n" } }
      .joined()
    #expect(result.stdout == tsv)

    let json = try runCLI(["group", "--locale", locale, "--format", "json", path])
    let object = try #require(
      JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    #expect(object["locale"] as? String == collation.locale)
    #expect(
      object["requestedLocale"] as? String == collation.requestedLocales.joined(separator: ","))
    let jsonSections = try #require(object["sections"] as? [[String: Any]])
    #expect(jsonSections.map { $0["title"] as? String } == sections.map(\.title))
    #expect(jsonSections.map { $0["items"] as? [String] } == sections.map(\.items))
  }

  @Test func namesFlagMatchesTheLibrary() throws {
    let sample = CLI.sample("names.txt")
    for locale in ["zh", "zh-Hant"] {
      let collation = IndexedCollation(locale: locale, content: .names)
      let sections = collation.sections(of: try Self.records(of: "names.txt"))
      let tsv = sections.flatMap { section in section.items.map { "\(section.title)\t\($0)\n" } }
        .joined()
      let result = try runCLI(["group", "--names", "--locale", locale, sample.path])
      #expect(result.exitCode == 0)
      #expect(result.stdout == tsv)
    }
  }

  @Test func jsonShape() throws {
    let result = try runCLI(
      ["group", "--locale", "en", "--format", "json"], stdin: "Bob\nAnna\nAl\n")
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    let object = try #require(
      JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    #expect(Set(object.keys) == ["version", "locale", "requestedLocale", "sections"])
    #expect(object["version"] as? Int == 1)
    #expect(object["requestedLocale"] as? String == "en")
    let sections = try #require(object["sections"] as? [[String: Any]])
    #expect(sections.count == 2)
    #expect(sections.allSatisfy { Set($0.keys) == ["title", "items"] })
    #expect(sections.map { $0["title"] as? String } == ["A", "B"])
    #expect(sections[1]["items"] as? [String] == ["Bob"])
  }

  @Test func jsonEscapesQuotesBackslashesAndControls() throws {
    let tricky = [
      "A \"quoted\" name", "A back\\slash", "A\ttab", "A\u{01}control", "A\u{1F}unit",
      "A\u{7F}delete",
      "A\rreturn", "A\u{2028}separator", "A/solidus",
    ]
    let result = try runCLI(
      ["group", "--locale", "en", "--format", "json"], stdin: tricky.joined(separator: "\n"))
    #expect(result.exitCode == 0)
    let raw = try #require(String(data: result.stdoutData, encoding: .utf8))
    // No raw control characters other than the layout's newlines.
    #expect(!raw.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(raw.contains(#""A\ttab""#))
    #expect(raw.contains(#""A\u0001control""#))
    let object = try #require(
      JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    let sections = try #require(object["sections"] as? [[String: Any]])
    let items = sections.flatMap { $0["items"] as? [String] ?? [] }
    #expect(items.sorted() == tricky.sorted())
  }

  @Test func jsonWritesNonASCIIAsUTF8() throws {
    let result = try runCLI(
      ["group", "--locale", "en", "--format", "json"], stdin: "Émile\nさくら\n🐧\n")
    let raw = try #require(String(data: result.stdoutData, encoding: .utf8))
    #expect(raw.contains("\"Émile\""))
    #expect(raw.contains("\"さくら\""))
    #expect(raw.contains("\"🐧\""))
    #expect(!raw.contains("\\u"))
  }

  @Test func textShape() throws {
    let result = try runCLI(
      ["group", "--locale", "en", "--format", "text"], stdin: "Bob\nAnna\nAl\nCleo\n")
    #expect(result.exitCode == 0)
    #expect(result.stdout == "A\n  Al\n  Anna\n\nB\n  Bob\n\nC\n  Cleo\n")
  }

  @Test(arguments: samples)
  func textShapeOfSamples(sample: String) throws {
    let result = try runCLI([
      "group", "--locale", "en", "--format", "text", CLI.sample(sample).path,
    ])
    let blocks = result.stdout.split(separator: "\n\n", omittingEmptySubsequences: false)
    let titles = IndexedCollation(locale: "en").sectionTitles
    var items: [String] = []
    for block in blocks {
      let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
      let title = String(try #require(lines.first))
      #expect(titles.contains(title))
      let body = lines.dropFirst().filter { !$0.isEmpty }
      #expect(!body.isEmpty)
      #expect(body.allSatisfy { $0.hasPrefix("  ") })
      items += body.map { String($0.dropFirst(2)) }
    }
    #expect(result.stdout.hasSuffix("\n") && !result.stdout.hasSuffix("\n\n"))
    let input = try Self.records(of: sample)
    #expect(items.sorted() == input.sorted())
  }

  @Test func tsvIsTheDefaultFormat() throws {
    let explicit = try runCLI(["group", "--locale", "en", "--format", "tsv"], stdin: "Bob\nAnna\n")
    let implicit = try runCLI(["group", "--locale", "en"], stdin: "Bob\nAnna\n")
    #expect(explicit.stdout == implicit.stdout)
  }

  @Test func largeInputIsComplete() throws {
    // More than the writer's buffer, so output is written in several chunks.
    let records = (0..<20_000).map { "Name \($0)" }
    let result = try runCLI(["group", "--locale", "en"], stdin: records.joined(separator: "\n"))
    #expect(result.exitCode == 0)
    #expect(result.stdoutLines.count == records.count)
    #expect(result.stdoutLines.allSatisfy { $0.hasPrefix("N\tName ") })
  }

  @Test func closedPipeEndsQuietly() throws {
    let executable = try #require(CLI.executableURL)
    let input = try CLI.temporaryFile(String(repeating: "Anna\n", count: 50_000))
    defer { CLI.removeTemporaryFile(input) }
    let pipe = Pipe()
    let process = Process()
    process.executableURL = executable
    process.arguments = ["group", "--locale", "en", input]
    process.environment = [:]
    process.standardOutput = pipe
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let errorURL = directory.appendingPathComponent("stderr")
    try Data().write(to: errorURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    // Nobody reads: the first write fails with EPIPE (or SIGPIPE, were it not ignored).
    try pipe.fileHandleForReading.close()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(try Data(contentsOf: errorURL).isEmpty)
  }
}

extension OutputFormatTests {
  @Test(arguments: ["sv", "zh"])
  func outputDoesNotDependOnInputOrder(locale: String) throws {
    let records = try Self.records(of: "names.txt")
    var generator = SplitMix64(seed: 0x5EC7_10E5)
    let forward = try runCLI(["group", "--locale", locale], stdin: records.joined(separator: "\n"))
    let shuffled = try runCLI(
      ["group", "--locale", locale],
      stdin: records.shuffled(using: &generator).joined(separator: "\n"))
    let reversed = try runCLI(
      ["group", "--locale", locale], stdin: records.reversed().joined(separator: "\n"))
    #expect(forward.stdout == shuffled.stdout)
    #expect(forward.stdout == reversed.stdout)
  }
}
