import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// `group --input json|jsonl|csv` end to end: the built binary on files, its
/// stdout, stderr and exit status.
@Suite struct GroupInputTests {
  static let countries = """
    {"data":[
     {"countryName":"中国","countryPinyin":"zhong guo","phoneCode":"86","countryCode":"CN"},
     {"countryName":"阿尔巴尼亚","countryPinyin":"a er ba ni ya","phoneCode":"355","countryCode":"AL"},
     {"countryName":"德国","countryPinyin":"de guo","phoneCode":"49","countryCode":"DE"},
     {"countryName":"日本","countryPinyin":"ri ben","phoneCode":"81","countryCode":"JP"},
     {"countryName":"美国","countryPinyin":"mei guo","phoneCode":"1","countryCode":"US"},
     {"countryName":"巴西","countryPinyin":"ba xi","phoneCode":"55","countryCode":"BR"},
     {"countryName":"英国","countryPinyin":"ying guo","phoneCode":"44","countryCode":"GB"},
     {"countryName":"澳大利亚","countryPinyin":"ao da li ya","phoneCode":"61","countryCode":"AU"},
     {"countryName":"Macao","countryPinyin":"ao men","phoneCode":"853","countryCode":"MO"}
    ]}
    """

  /// Record → title, from tsv output.
  func titles(_ result: CLIResult) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: result.stdoutLines.map { line in
        let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
        return (parts[1], parts[0])
      })
  }

  @Test func countryListByName() throws {
    let path = try CLI.temporaryFile(Self.countries, name: "countries.json")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI(["group", "--locale", "zh-Hans", "--key", "countryName", path])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(
      titles(result) == [
        "阿尔巴尼亚": "A", "澳大利亚": "A", "巴西": "B", "德国": "D", "美国": "M", "Macao": "M",
        "日本": "R", "英国": "Y", "中国": "Z",
      ])
    #expect(
      result.stdoutLines.map { $0.prefix(1) } == ["A", "A", "B", "D", "M", "M", "R", "Y", "Z"])
  }

  @Test func countryListByPinyin() throws {
    let path = try CLI.temporaryFile(Self.countries, name: "countries.json")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI([
      "group", "--locale", "zh-Hans", "--key", "countryName", "--phonetic-key", "countryPinyin",
      path,
    ])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    // The reading decides: "Macao" (ao men) joins A, after "ao da li ya".
    #expect(
      result.stdout
        == "A\t阿尔巴尼亚\nA\t澳大利亚\nA\tMacao\nB\t巴西\nD\t德国\nM\t美国\nR\t日本\nY\t英国\nZ\t中国\n")
  }

  @Test func countryListAsJSONKeepsWholeRecords() throws {
    let path = try CLI.temporaryFile(Self.countries, name: "countries.json")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI([
      "group", "--locale", "zh-Hans", "--key", "countryName", "--phonetic-key", "countryPinyin",
      "--format", "json", path,
    ])
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("{\n  \"version\": 1,\n  \"locale\": \"zh-Hans\",\n"))
    #expect(
      result.stdout.contains(
        """
              "title": "Z",
              "items": [
                {"countryName":"中国","countryPinyin":"zhong guo","phoneCode":"86","countryCode":"CN"}
              ]
        """))
    let object = try #require(
      JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    let sections = try #require(object["sections"] as? [[String: Any]])
    let first = try #require(sections.first?["items"] as? [[String: String]])
    #expect(first.map { $0["countryCode"] } == ["AL", "AU", "MO"])
  }

  /// Kanji names with their kana readings; the sections are ICU's `ja`
  /// buckets of the readings (checked with Tools/icu-reference, ICU 72).
  static let japanese: [(name: String, kana: String, row: String)] = [
    ("山田", "やまだ", "や"), ("佐藤", "さとう", "さ"), ("鈴木", "すずき", "さ"),
    ("高橋", "たかはし", "た"), ("伊藤", "いとう", "あ"), ("渡辺", "わたなべ", "わ"),
    ("中村", "なかむら", "な"), ("小林", "こばやし", "か"), ("加藤", "かとう", "か"),
    ("吉田", "よしだ", "や"), ("松本", "まつもと", "ま"), ("林", "はやし", "は"),
    ("木村", "きむら", "か"), ("清水", "しみず", "さ"), ("森", "もり", "ま"),
    ("池田", "いけだ", "あ"), ("橋本", "はしもと", "は"), ("石川", "いしかわ", "あ"),
    ("斎藤", "さいとう", "さ"), ("前田", "まえだ", "ま"),
  ]

  @Test func japaneseNamesGoToTheRowsOfTheirReadings() throws {
    let records = Self.japanese.map { #"{"name":"\#($0.name)","kana":"\#($0.kana)"}"# }
    let path = try CLI.temporaryFile(
      "[\n" + records.joined(separator: ",\n") + "\n]\n", name: "people.json")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI([
      "group", "--locale", "ja", "--key", "name", "--phonetic-key", "kana", path,
    ])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    // Sections in kana-row order; within each, records in the order of their readings.
    let expected = Self.japanese.sorted { ($0.kana) < ($1.kana) }
      .map { "\($0.row)\t\($0.name)" }
    #expect(result.stdoutLines == expected)
  }

  @Test func jsonLinesWithNullReadings() throws {
    let path = try CLI.temporaryFile(
      "{\"name\":\"山田\",\"kana\":\"やまだ\"}\n\n{\"name\":\"あおい\",\"kana\":null}\r\n{\"name\":\"Kim\"}\n",
      name: "people.ndjson")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI([
      "group", "--locale", "ja", "--key", "name", "--phonetic-key", "kana", path,
    ])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "あ\tあおい\nや\t山田\nK\tKim\n")
  }

  @Test func jsonArrayOfStringsNeedsNoKey() throws {
    let path = try CLI.temporaryFile(#"["Bob", "anna", "\u00c5sa"]"#, name: "names.json")
    defer { CLI.removeTemporaryFile(path) }
    let text = try runCLI(["group", "--locale", "sv", path])
    #expect(text.exitCode == 0)
    #expect(text.stdout == "A\tanna\nB\tBob\nÅ\tÅsa\n")
    let json = try runCLI(["group", "--locale", "sv", "--format", "json", path])
    // The records as written: the escape stays.
    #expect(json.stdout.contains(#""items": ["# + "\n        " + #""\u00c5sa""#))
  }

  @Test func jsonOutputKeepsRecordsAsWritten() throws {
    let path = try CLI.temporaryFile(
      """
      [
        { "z": 1.50e3, "name" : "Bob",
          "tags": [ "a b", {"x": null} ], "t": true },
        {"name": "Anna\\tX"}
      ]
      """, name: "r.json")
    defer { CLI.removeTemporaryFile(path) }
    let json = try runCLI(["group", "--locale", "en", "--key", "name", "--format", "json", path])
    #expect(json.exitCode == 0)
    #expect(
      json.stdout == """
        {
          "version": 1,
          "locale": "en",
          "requestedLocale": "en",
          "sections": [
            {
              "title": "A",
              "items": [
                {"name":"Anna\\tX"}
              ]
            },
            {
              "title": "B",
              "items": [
                {"z":1.50e3,"name":"Bob","tags":["a b",{"x":null}],"t":true}
              ]
            }
          ]
        }

        """)
    let tsv = try runCLI(["group", "--locale", "en", "--key", "name", path])
    #expect(tsv.stdout == "A\tAnna X\nB\tBob\n")
  }

  static let csv =
    "\u{FEFF}id,name,kana\r\n1,\"Smith, John\",\r\n2,\"Line\nbreak \"\"q\"\"\",\r\n\r\n3,佐藤,さとう\r\n"

  @Test func csvWithQuotesLineBreaksAndAByteOrderMark() throws {
    let path = try CLI.temporaryFile(Self.csv, name: "people.csv")
    defer { CLI.removeTemporaryFile(path) }
    let tsv = try runCLI([
      "group", "--locale", "ja", "--key", "name", "--phonetic-key", "kana", path,
    ])
    #expect(tsv.exitCode == 0)
    #expect(tsv.stderr == "")
    #expect(tsv.stdout == "さ\t佐藤\nL\tLine break \"q\"\nS\tSmith, John\n")
    let json = try runCLI([
      "group", "--locale", "ja", "--key", "name", "--format", "json", "--phonetic-key", "kana",
      path,
    ])
    #expect(json.stdout.contains(#"{"id":"1","name":"Smith, John","kana":""}"#))
    #expect(json.stdout.contains(#"{"id":"2","name":"Line\nbreak \"q\"","kana":""}"#))
    #expect(json.stdout.contains(#"{"id":"3","name":"佐藤","kana":"さとう"}"#))
    _ = try #require(JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
  }

  @Test func inputOptionOverridesTheExtensionAndReadsStandardInput() throws {
    let csv = try runCLI(
      ["group", "--locale", "en", "--input", "csv", "--key", "n"], stdin: "n\nb\na\n")
    #expect(csv.stdout == "A\ta\nB\tb\n")
    let path = try CLI.temporaryFile("[\"x\"]\n", name: "list.txt")
    defer { CLI.removeTemporaryFile(path) }
    let lines = try runCLI(["group", "--locale", "en", path])
    #expect(lines.stdout == "#\t[\"x\"]\n")
    let json = try runCLI(["group", "--locale", "en", "--input", "json", path])
    #expect(json.stdout == "X\tx\n")
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var content: String
    var arguments: [String]
    var stderr: String
    var exitCode: Int32 = 1
    var stdout = ""
    var testDescription: String { "\(name): \(arguments.joined(separator: " "))" }
  }

  static let usage =
    "USAGE: section-index group [--locale <tag>] [--format <format>] [--names] "
    + "[--given-names] [--input <format>] [--key <field>] [--phonetic-key <field>] [--skip-invalid] "
    + "[--match <query>] [--jobs <n>] [<file>]\n"
    + "  See 'section-index group --help' for more information.\n"

  static let errorCases: [ErrorCase] = [
    .init(
      name: "data.json", content: "[\n  {\"name\": \"a\"},\n  {\"name\": \"b\" \"kana\": \"c\"}\n]",
      arguments: ["--key", "name"],
      stderr: "Error: data.json:3:16: expected ',' or '}' after object member\n"),
    .init(
      name: "data.json", content: "[{\"name\": \"a\"", arguments: ["--key", "name"],
      stderr: "Error: data.json:1:14: expected ',' or '}' after object member\n"),
    .init(
      name: "data.json", content: "", arguments: ["--key", "name"],
      stderr: "Error: data.json:1:1: expected a value\n"),
    .init(
      name: "data.json", content: "[{\"name\": \"a\"},\n {\"nom\": \"b\"}]",
      arguments: ["--key", "name"],
      stderr: "Error: data.json:2:2: record 2 has no \"name\"; it has the field \"nom\"\n"),
    .init(
      name: "data.json", content: "[{\"name\": 7}]", arguments: ["--key", "name"],
      stderr: "Error: data.json:1:11: record 1: \"name\" is a number, not a string\n"),
    .init(
      name: "data.json", content: "{\"a\": [], \"b\": []}", arguments: ["--key", "name"],
      stderr:
        "Error: data.json:1:1: the object holds 2 arrays, \"a\" and \"b\"; expected exactly one array of records\n"
    ),
    .init(
      name: "data.json",
      content:
        "[{\"name\": \"b\"}, {\"id\": 1}, 3, {\"name\": \"a\"}, {\"name\": \"c\", \"kana\": 1}]",
      arguments: ["--key", "name", "--phonetic-key", "kana", "--skip-invalid"],
      stderr: """
        warning: data.json:1:17: record 2 has no "name"; it has the field "id"
        warning: data.json:1:28: record 3 is a number, not an object with "name"
        warning: data.json:1:68: record 5: "kana" is a number, not a string
        warning: data.json: skipped 3 invalid records

        """,
      exitCode: 0, stdout: "A\ta\nB\tb\n"),
    .init(
      name: "data.json", content: "[{\"n\": \"a\", \"k\": \"b\"}]", arguments: [],
      stderr:
        "Error: Missing '--key <field>' for records that are objects; record 1 has the fields "
        + "\"n\" and \"k\"\n" + usage,
      exitCode: 64),
    .init(
      name: "data.jsonl", content: "{\"name\": \"a\"}\n\n{\"name\": \"b\",}\n",
      arguments: ["--key", "name"],
      stderr: "Error: data.jsonl:3:14: expected a string as the member name\n"),
    .init(
      name: "data.jsonl", content: "{\"name\": \"a\"}\n{\"id\": 2}\n",
      arguments: ["--key", "name"],
      stderr: "Error: data.jsonl:2:1: record 2 has no \"name\"; it has the field \"id\"\n"),
    .init(
      name: "data.csv", content: "id,name\n1,\"Smith, J\n2,Bob\n", arguments: ["--key", "name"],
      stderr: "Error: data.csv:2:3: unterminated quoted field\n"),
    .init(
      name: "data.csv", content: "id,name\n1,a\n2\n", arguments: ["--key", "name"],
      stderr: "Error: data.csv:3: record 2 has 1 field; the header has 2\n"),
    .init(
      name: "data.csv", content: "id,name\n1,a\n2\n",
      arguments: ["--key", "name", "--skip-invalid"],
      stderr: """
        warning: data.csv:3: record 2 has 1 field; the header has 2
        warning: data.csv: skipped 1 invalid record

        """,
      exitCode: 0, stdout: "A\ta\n"),
    .init(
      name: "data.csv", content: "id,name\n1,a\n", arguments: ["--key", "nme"],
      stderr:
        "Error: data.csv:1: no column \"nme\"; the header has the fields \"id\" and \"name\"\n"),
    .init(
      name: "data.csv", content: "id,name\n1,a\n", arguments: [],
      stderr:
        "Error: Missing '--key <field>' for csv input; the header has the fields \"id\" and \"name\"\n"
        + usage,
      exitCode: 64),
    .init(
      name: "data.txt", content: "a\n", arguments: ["--key", "name"],
      stderr: "Error: '--key <field>' needs '--input json', 'jsonl' or 'csv'\n" + usage,
      exitCode: 64),
    .init(
      name: "data.json", content: "[]", arguments: ["--phonetic-key", "kana"],
      stderr: "Error: '--phonetic-key <field>' needs '--key <field>'\n" + usage, exitCode: 64),
    .init(
      name: "data.json", content: "[]", arguments: ["--input", "xml"],
      stderr: "Error: The value 'xml' is invalid for '--input <format>'. "
        + "Please provide one of 'lines', 'json', 'jsonl' or 'csv'.\n" + usage,
      exitCode: 64),
  ]

  @Test(arguments: errorCases)
  func errors(_ c: ErrorCase) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent(c.name)
    try Data(c.content.utf8).write(to: url)
    let result = try runCLI(["group", "--locale", "en"] + c.arguments + [url.path])
    // Messages name the file as it was given.
    #expect(result.stderr == c.stderr.replacingOccurrences(of: c.name + ":", with: url.path + ":"))
    #expect(result.exitCode == c.exitCode)
    #expect(result.stdout == c.stdout)
  }

  @Test func standardInputIsNamedInMessages() throws {
    let result = try runCLI(
      ["group", "--locale", "en", "--input", "json", "--key", "name"], stdin: "[{\"name\": \"a\"}")
    #expect(result.exitCode == 1)
    #expect(result.stderr == "Error: <stdin>:1:15: expected ',' or ']' after array element\n")
  }

  @Test func skippedRecordsAreCountedBeyondTheNamedOnes() throws {
    let path = try CLI.temporaryFile(
      "[" + Array(repeating: "{}", count: 12).joined(separator: ",") + ",{\"name\":\"a\"}]",
      name: "x.json")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI(["group", "--locale", "en", "--key", "name", "--skip-invalid", path])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "A\ta\n")
    let warnings = result.stderr.split(separator: "\n")
    #expect(warnings.count == 11)
    #expect(warnings.last == "warning: \(path): skipped 12 invalid records")
  }

  @Test func manyRecords() throws {
    let count = 20_000
    var text = "{\"data\": [\n"
    for i in 0..<count {
      text += (i == 0 ? "" : ",\n") + #"{"id": \#(i), "name": "n\#(count - i)"}"#
    }
    text += "\n]}\n"
    let path = try CLI.temporaryFile(text, name: "many.json")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI(["group", "--locale", "en", "--key", "name", path])
    #expect(result.exitCode == 0)
    #expect(result.stdoutLines.count == count)
    #expect(result.stdoutLines.allSatisfy { $0.hasPrefix("N\tn") })
  }

  /// The same names as lines, JSON Lines, a JSON array and CSV give the same
  /// tsv and text output, whatever the escapes, duplicates and scripts; a
  /// key's tab is shown as a space, and json output keeps whole records.
  @Test(arguments: ["zh-Hans", "sv", "ja"])
  func everyFormatGroupsTheSameNames(locale: String) throws {
    var names = [
      "王伟", "王伟 2", "王伟", "Zoë Åberg", "Åsa", "佐藤翔太", "さとう", "김민준", "Иванов",
      "曾国藩", "O'Brien", "\"Bob\" Smith", "back\\slash", "é", "e\u{301}", "", "  ", "12",
    ]
    names += (0..<300).map { ["张", "Smith ", "ä", "山田"][$0 % 4] + String($0 % 37) }
    let kept = names.filter { !$0.isEmpty }  // lines skip empty ones
    func json(_ name: String) -> String {
      String(decoding: try! JSONEncoder().encode(name), as: UTF8.self)
    }
    let lines = kept.joined(separator: "\n") + "\n"
    let jsonl = kept.enumerated().map { #"{"id":\#($0.offset),"name":\#(json($0.element))}"# }
      .joined(separator: "\n")
    let array = "[" + kept.map { #"{"name": \#(json($0))}"# }.joined(separator: ",\n") + "]"
    let csv =
      "id,name\n"
      + kept.enumerated().map { i, name in
        "\(i),\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
      }.joined(separator: "\r\n")
    let files = [
      ("names.txt", lines, [String]()), ("names.jsonl", jsonl, ["--key", "name"]),
      ("names.json", array, ["--key", "name"]), ("names.csv", csv, ["--key", "name"]),
    ]
    for format in ["tsv", "text"] {
      var outputs: [String] = []
      for (name, text, options) in files {
        let path = try CLI.temporaryFile(text, name: name)
        defer { CLI.removeTemporaryFile(path) }
        let result = try runCLI(
          ["group", "--locale", locale, "--format", format] + options + [path])
        #expect(result.exitCode == 0 && result.stderr == "", "\(name): \(result.stderr)")
        outputs.append(result.stdout)
      }
      #expect(outputs[0].split(separator: "\n").count >= kept.count, "\(format)")
      for (k, output) in outputs.enumerated().dropFirst() {
        #expect(output == outputs[0], "\(locale) \(format): \(files[k].0) differs from lines")
      }
    }
    // json output: each record as written (compact), the lines' order.
    let path = try CLI.temporaryFile(jsonl, name: "names.jsonl")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI([
      "group", "--locale", locale, "--format", "json", "--key", "name", path,
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    let sections = try #require(object["sections"] as? [[String: Any]])
    let items = sections.flatMap { ($0["items"] as? [[String: Any]]) ?? [] }
    #expect(items.count == kept.count)
    let ids = items.compactMap { $0["id"] as? Int }
    #expect(Set(ids) == Set(kept.indices))
    #expect(ids.allSatisfy { kept[$0] == (items[ids.firstIndex(of: $0)!]["name"] as? String) })
  }

  /// A tab or line break inside a key shows as a space in tsv output, as
  /// the record's own text in json output.
  @Test func keysWithTabsAndLineBreaks() throws {
    let path = try CLI.temporaryFile(
      #"{"name":"A\tB"}"# + "\n" + #"{"name":"C\nD"}"# + "\n", name: "tabs.jsonl")
    defer { CLI.removeTemporaryFile(path) }
    let tsv = try runCLI(["group", "--locale", "en", "--key", "name", path])
    #expect(tsv.stdout == "A\tA B\nC\tC D\n")
    let json = try runCLI(["group", "--locale", "en", "--format", "json", "--key", "name", path])
    #expect(json.stdout.contains(#"{"name":"A\tB"}"#))
  }
}
