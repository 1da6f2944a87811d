import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import TestSupport
import Testing

/// `section-index titles`.
@Suite struct TitlesCommandTests {
  @Test(arguments: ["en", "sv", "ja", "zh-Hant", "xx"])
  func titlesAreTheCollationsOneALine(locale: String) throws {
    let result = try runCLI(["titles", "--locale", locale])
    #expect(result.exitCode == 0)
    #expect(
      result.stderr == (locale == "xx" ? "warning: unknown locale 'xx'; using root (A–Z)\n" : ""))
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

  /// Unknown tags in a list are left out: the known ones make the index,
  /// and JSON names them.
  @Test(arguments: [("sv,xx", ["sv"]), ("xx,sv", ["sv"]), ("xx,sv,ja", ["sv", "ja"])])
  func unknownTagsInAListAreLeftOut(tag: String, used: [String]) throws {
    let text = try runCLI(["titles", "--locale", tag])
    #expect(text.stdoutLines == IndexedCollation(locales: used).sectionTitles)
    #expect(text.stdoutLines.contains("Ö"))
    #expect(
      text.stderr
        == "warning: unknown locale 'xx'; left out, using \(used.joined(separator: ","))\n")
    let result = try runCLI(["titles", "--locale", tag, "--format", "json"])
    let object = try #require(
      JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    #expect(object["locale"] as? String == "sv")
    #expect(object["locales"] as? [String] == (used.count > 1 ? used : nil))
    #expect(object["requestedLocale"] as? String == tag)
    #expect(IndexedCollation(locales: tag.split(separator: ",").map(String.init)).locales == used)
  }

  /// A second locale of a language the list already has is left out, and
  /// the warning says which one decides (one Chinese index a list).
  @Test(arguments: [
    ("zh-Hans,zh-Hant", "zh-Hant", "zh-Hans"), ("zh-Hant,en,zh-Hans", "zh-Hans", "zh-Hant"),
  ])
  func aSecondLocaleOfALanguageSaysWhichDecides(tag: String, leftOut: String, decider: String)
    throws
  {
    let result = try runCLI(["group", "--locale", tag], stdin: "张伟\n")
    #expect(result.exitCode == 0)
    #expect(
      result.stderr
        == "warning: locale '\(leftOut)' left out: '\(decider)' comes first and decides for its language\n"
    )
    let alone = try runCLI(["group", "--locale", decider], stdin: "张伟\n")
    #expect(result.stdout == alone.stdout)
    // A list without a second locale of one language says nothing.
    #expect(try runCLI(["group", "--locale", "zh-Hans,ja,en"], stdin: "张伟\n").stderr.isEmpty)
  }

  @Test func textIsTheDefaultFormat() throws {
    let a = try runCLI(["titles", "--locale", "en"])
    let b = try runCLI(["titles", "--locale", "en", "--format", "text"])
    #expect(a.stdout == b.stdout)
  }

  @Test func listHasEveryLocaleWithItsNameAndTitles() throws {
    let result = try runCLI(["titles", "--list"])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    let lines = result.stdoutLines.map { $0.split(separator: "\t").map(String.init) }
    #expect(lines.map { $0.first ?? "" } == IndexedCollation.availableLocales)
    #expect(lines.allSatisfy { $0.count == 3 })
    #expect(lines.first { $0.first == "cy" } == ["cy", "Welsh", Self.welsh])
    #expect(lines.first { $0.first == "sr-Latn" }?[1] == "Serbian (Latin)")
    #expect(lines.first { $0.first == "zh-Hant" }?[1] == "Traditional Chinese")
  }

  static let welsh = "A B C CH D DD E F FF G NG H I J K L LL M N O P PH Q R RH S T TH U V W X Y Z #"

  @Test func listAsJSON() throws {
    let result = try runCLI(["titles", "--list", "--format", "json"])
    #expect(result.exitCode == 0)
    let object = try #require(
      JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    let locales = try #require(object["locales"] as? [[String: Any]])
    #expect(locales.count == IndexedCollation.availableLocales.count)
    let bengali = try #require(locales.first { $0["locale"] as? String == "bn" })
    #expect(bengali["name"] as? String == "Bangla")
    #expect(bengali["titles"] as? [String] == IndexedCollation(locale: "bn").sectionTitles)
  }
}
