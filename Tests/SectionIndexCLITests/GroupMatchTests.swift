import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// `group --match QUERY` end to end: only the matching records, in every
/// output format, from lines and from records.
@Suite struct GroupMatchTests {
  static let names = """
    Émile Zola
    Thomas Müller
    Anna Andrews
    曾国藩
    张三
    たなか ひろし
    John Smith

    """

  struct Case: CustomTestStringConvertible, Sendable {
    var locale: String
    var names = false
    var query: String
    var tsv: String
    var testDescription: String { "\(locale) --match \(query.debugDescription)" }
  }

  static let cases: [Case] = [
    .init(locale: "fr", query: "emile", tsv: "E\tÉmile Zola\n"),
    .init(locale: "de", query: "muller", tsv: "T\tThomas Müller\n"),
    .init(locale: "en", query: "a an", tsv: "A\tAnna Andrews\n"),
    .init(locale: "en", query: "sm jo", tsv: "J\tJohn Smith\n"),
    .init(locale: "zh-Hans", names: true, query: "zgf", tsv: "Z\t曾国藩\n"),
    // Zola's second word and both Chinese surnames.
    .init(locale: "zh-Hans", names: true, query: "z", tsv: "E\tÉmile Zola\nZ\t曾国藩\nZ\t张三\n"),
    .init(locale: "zh-Hans", names: true, query: "zengguofan", tsv: "Z\t曾国藩\n"),
    .init(locale: "ja", query: "タナカ", tsv: "た\tたなか ひろし\n"),
    .init(locale: "en", query: "xyz", tsv: ""),
    // Only separators: no words, every record.
    .init(
      locale: "en", query: " ",
      tsv:
        "A\tAnna Andrews\nE\tÉmile Zola\nJ\tJohn Smith\nT\tThomas Müller\n#\tたなか ひろし\n#\t张三\n#\t曾国藩\n"
    ),
  ]

  @Test(arguments: cases)
  func lines(_ c: Case) throws {
    var arguments = ["group", "--locale", c.locale, "--match", c.query]
    if c.names { arguments.append("--names") }
    let result = try runCLI(arguments, stdin: Self.names)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == c.tsv)
  }

  @Test func textAndJSONFormats() throws {
    let text = try runCLI(
      ["group", "--locale", "zh-Hans", "--names", "--format", "text", "--match=z"],
      stdin: Self.names)
    #expect(text.exitCode == 0)
    #expect(text.stdout == "E\n  Émile Zola\n\nZ\n  曾国藩\n  张三\n")
    let json = try runCLI(
      ["group", "--locale", "de", "--format", "json", "--match", "mül"], stdin: Self.names)
    #expect(json.exitCode == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let sections = try #require(object["sections"] as? [[String: Any]])
    #expect(sections.map { $0["title"] as? String } == ["T"])
    #expect(sections.first?["items"] as? [String] == ["Thomas Müller"])
  }

  @Test func recordsMatchByKeyOrReading() throws {
    let people = """
      [{"name":"田中 太郎","kana":"たなか たろう","id":1},
       {"name":"山田 花子","kana":"やまだ はなこ","id":2},
       {"name":"Tanaka Ken","id":3}]
      """
    let path = try CLI.temporaryFile(people, name: "people.json")
    defer { CLI.removeTemporaryFile(path) }
    // たなか matches the reading of 田中 太郎; the romaji record does not match.
    let byReading = try runCLI([
      "group", "--locale", "ja", "--key", "name", "--phonetic-key", "kana", "--match", "たなか",
      "--format", "json", path,
    ])
    #expect(byReading.exitCode == 0)
    #expect(byReading.stderr == "")
    #expect(byReading.stdout.contains(#"{"name":"田中 太郎","kana":"たなか たろう","id":1}"#))
    #expect(!byReading.stdout.contains("山田"))
    #expect(!byReading.stdout.contains("Tanaka"))
    // The key matches too: 山田 by its kanji, Tanaka by its romaji.
    let byKey = try runCLI([
      "group", "--locale", "ja", "--key", "name", "--phonetic-key", "kana", "--match", "山田",
      path,
    ])
    #expect(byKey.stdout == "や\t山田 花子\n")
    let csv = try CLI.temporaryFile("name,city\nTanaka Ken,Tokyo\nÉmile,Paris\n", name: "c.csv")
    defer { CLI.removeTemporaryFile(csv) }
    let byCSV = try runCLI(["group", "--locale", "en", "--key", "name", "--match", "tan", csv])
    #expect(byCSV.exitCode == 0)
    #expect(byCSV.stdout == "T\tTanaka Ken\n")
  }

  @Test func emptyQueryIsAUsageError() throws {
    let result = try runCLI(["group", "--locale", "en", "--match", ""], stdin: Self.names)
    #expect(result.exitCode == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: The value for '--match <query>' must not be empty"))
  }
}
