import SectionIndexIO
import Testing

@testable import SectionIndexRecords

/// JSON string escaping, called directly.
@Suite struct JSONTests {
  @Test(arguments: [
    ("plain", #""plain""#),
    ("Émile さくら 🐧", "\"Émile さくら 🐧\""),
    ("say \"hi\"", #""say \"hi\"""#),
    ("back\\slash", #""back\\slash""#),
    ("tab\tnew\nline\rcr", #""tab\tnew\nline\rcr""#),
    ("\u{08}\u{0C}", #""\b\f""#),
    ("\u{00}\u{1F}\u{7F}", #""\u0000\u001F\u007F""#),
    ("a\u{2028}b\u{2029}", #""a\u2028b\u2029""#),
    ("", #""""#),
  ])
  func quoted(string: String, literal: String) {
    #expect(JSON.quoted(string) == literal)
  }
}
