import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// The default of `--locale` (its parsing is covered in full by `UserLocaleTests`): LC_ALL, then LC_COLLATE, then LANG, else `en`.
///
/// `requestedLocale` in the JSON output is the tag the CLI asked for, so these
/// hold whatever the collation makes of the tag.
@Suite struct LocaleOptionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var environment: [String: String]
    var expected: String
    var testDescription: String {
      environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
  }

  static let cases: [Case] = [
    .init(environment: [:], expected: "en"),
    .init(environment: ["LANG": "sv_SE.UTF-8"], expected: "sv-SE"),
    .init(environment: ["LANG": "sr_RS.UTF-8@latin"], expected: "sr-RS"),
    .init(environment: ["LANG": "C.UTF-8"], expected: "en"),
    .init(environment: ["LANG": "fr_FR.UTF-8", "LC_COLLATE": "sv_SE.UTF-8"], expected: "sv-SE"),
    .init(
      environment: ["LANG": "fr_FR", "LC_COLLATE": "sv_SE", "LC_ALL": "de_AT.UTF-8"],
      expected: "de-AT"),
    .init(environment: ["LANG": "fr_FR", "LC_ALL": ""], expected: "fr-FR"),
  ]

  @Test(arguments: cases)
  func defaultLocaleComesFromTheEnvironment(_ c: Case) throws {
    let result = try runCLI(["titles", "--format", "json"], environment: c.environment)
    #expect(result.exitCode == 0)
    let object = try #require(
      JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    #expect(object["requestedLocale"] as? String == c.expected)
  }

  @Test func groupUsesTheSameDefault() throws {
    let result = try runCLI(
      ["group", "--format", "json"], stdin: "Anna\n", environment: ["LANG": "sv_SE.UTF-8"])
    let object = try #require(
      JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    #expect(object["requestedLocale"] as? String == "sv-SE")
  }

  @Test func optionOverridesTheEnvironment() throws {
    let result = try runCLI(
      ["group", "--format", "json", "--locale", "ko"], stdin: "Anna\n",
      environment: ["LC_ALL": "sv_SE.UTF-8"])
    let object = try #require(
      JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    #expect(object["requestedLocale"] as? String == "ko")
  }
}
