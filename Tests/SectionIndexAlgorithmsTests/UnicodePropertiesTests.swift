import SectionIndexAlgorithms
import Testing

/// The package's own Unicode 17 properties (SectionIndexAlgorithms'
/// `UnicodeProperties`, Tools/generate-unicode-properties.py), which stand in
/// for the standard library's `Unicode.Scalar.Properties` and `lowercased()`.
@Suite struct UnicodePropertiesTests {
  /// Where the standard library knows a character (it has an age for it),
  /// every answer is its answer: with a Swift at Unicode 17 that is every
  /// assigned character.
  @Test func agreesWithTheStandardLibraryOnTheCharactersItKnows() {
    var differences: [String] = []
    var checked = 0
    for v: UInt32 in 0..<0x11_0000 {
      guard let scalar = Unicode.Scalar(v), scalar.properties.age != nil else { continue }
      checked += 1
      let p = scalar.properties
      let category = p.generalCategory
      let expected: [(String, Bool, Bool)] = [
        ("White_Space", p.isWhitespace, UnicodeProperties.isWhitespace(v)),
        (
          "skipped at start",
          p.isWhitespace || category == .format || p.isDefaultIgnorableCodePoint,
          UnicodeProperties.isSkippedAtStart(v)
        ),
        ("separator", Self.isSeparator(p), UnicodeProperties.isSeparator(v)),
        ("Ideographic", p.isIdeographic, UnicodeProperties.isIdeographic(v)),
        (
          "word character", p.isAlphabetic || p.numericType != nil,
          UnicodeProperties.isWordCharacter(v)
        ),
        (
          "lowercase", true,
          UnicodeProperties.lowercased(String(scalar)).unicodeScalars.elementsEqual(
            p.lowercaseMapping.unicodeScalars)
        ),
      ]
      for (name, standard, ours) in expected where standard != ours {
        differences.append("U+\(String(v, radix: 16, uppercase: true)) \(name)")
      }
    }
    #expect(checked > 150_000)
    #expect(differences == [])
  }

  /// The standard library's answer for a separator, as search had it.
  static func isSeparator(_ p: Unicode.Scalar.Properties) -> Bool {
    if p.isWhitespace { return true }
    switch p.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .spaceSeparator,
      .lineSeparator, .paragraphSeparator:
      return true
    default:
      return false
    }
  }

  /// Characters new in Unicode 17 get Unicode 17's answers on every
  /// platform: the standard library of a Swift older than 6.3 (an Apple OS
  /// before its Unicode 17 update) knows none of them, and answered "not a
  /// letter", "not punctuation", "no lowercase" here before.
  @Test func charactersNewInUnicode17() {
    // LATIN CAPITAL LETTER PHARYNGEAL VOICED FRICATIVE
    #expect(UnicodeProperties.isWordCharacter(0xA7CE))
    #expect(UnicodeProperties.lowercased("\u{A7CE}") == "\u{A7CF}")
    #expect(UnicodeProperties.isWordCharacter(0x0C5C))  // TELUGU ARCHAIC SHRII
    #expect(UnicodeProperties.isSeparator(0x10ED0))  // ARABIC BIBLICAL END OF VERSE
    #expect(UnicodeProperties.isIdeographic(0x2CEA2))  // a CJK Extension I ideograph
    #expect(UnicodeProperties.isIdeographic(0x16FF2))  // CHINESE SMALL SIMPLIFIED ER
  }

  @Test func lowercasing() {
    #expect(UnicodeProperties.lowercased("ÅSA Öberg") == "åsa öberg")
    #expect(UnicodeProperties.lowercased("İ") == "i\u{307}")  // SpecialCasing: two scalars
    #expect(UnicodeProperties.lowercased("ΣΑΣ") == "σασ")  // no final sigma, as lowercased()
    #expect(UnicodeProperties.lowercased("\u{212A}") == "k")  // KELVIN SIGN
    #expect(UnicodeProperties.lowercased("") == "")
  }
}
