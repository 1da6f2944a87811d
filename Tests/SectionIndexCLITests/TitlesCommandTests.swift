import Foundation
import TestSupport
import Testing

/// `section-index titles`.
@Suite struct TitlesCommandTests {
  @Test(arguments: ["en", "sv", "ja", "zh-Hant", "xx"])
  func titlesAreTheCollationsOneALine(locale: String) throws {
    let result = try runCLI(["titles", "--locale", locale])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    let titles = IndexedCollation(locale: locale).sectionTitles
    #expect(result.stdout == titles.map { $0 + "\n" }.joined())
    #expect(result.stdoutLines.last == "#")
  }

  @Test func englishTitles() throws {
    let result = try runCLI(["titles", "--locale", "en"])
    let expected = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) } + ["#"]
    #expect(result.stdoutLines == expected)
  }

  @Test func titlesAsJSON() throws {
    let result = try runCLI(["titles", "--locale", "sv", "--format", "json"])
    #expect(result.exitCode == 0)
    let object = try #require(
      JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    #expect(Set(object.keys) == ["version", "locale", "requestedLocale", "titles"])
    #expect(object["version"] as? Int == 1)
    #expect(object["requestedLocale"] as? String == "sv")
    #expect(object["locale"] as? String == IndexedCollation(locale: "sv").locale)
    #expect(object["titles"] as? [String] == IndexedCollation(locale: "sv").sectionTitles)
  }

  @Test func textIsTheDefaultFormat() throws {
    let a = try runCLI(["titles", "--locale", "en"])
    let b = try runCLI(["titles", "--locale", "en", "--format", "text"])
    #expect(a.stdout == b.stdout)
  }
}
