import SectionIndexAlgorithms
import Testing

/// Language tags and the package's ASCII data read as bytes
/// (SectionIndexAlgorithms' String+ASCII.swift): the same answers as the
/// character-based standard library calls they replace, for ASCII.
@Suite struct StringASCIITests {
  /// Only A–Z and a–z change case; other characters stay as they are (so a
  /// non-ASCII tag stays unknown).
  @Test func asciiCase() {
    #expect("zh-Hant-TW".asciiLowercased() == "zh-hant-tw")
    #expect("be-tarask".asciiUppercased() == "BE-TARASK")
    #expect("hANT".asciiCapitalized() == "Hant")
    #expect("".asciiCapitalized() == "")
    #expect("SPRÅK".asciiLowercased() == "sprÅk")
    #expect("\u{212A}".asciiLowercased() == "\u{212A}")
    #expect(Character("k").isASCIILetter && Character("Z").isASCIILetter)
    #expect(!Character("é").isASCIILetter && !Character("\r\n").isASCIILetter)
    #expect(Character("7").isASCIIDigit && !Character("٧").isASCIIDigit)
    #expect("Hant".isASCIILetters && !"Hänt".isASCIILetters && !"".isASCIILetters)
    #expect("419".isASCIIDigits && !"٣٣٣".isASCIIDigits && !"".isASCIIDigits)
  }

  /// Splitting at ASCII separators gives what `split(whereSeparator:)`
  /// gives (empty pieces left out), for non-ASCII pieces too.
  @Test(arguments: [
    "zh-Hant_TW", "", "-", "--a--b--", "sv", "Å-Ä_Ö", "a\u{1F}bc\u{1F}\u{1F}d", "李-明", "🙂_🙂",
  ])
  func splitsAsCharactersWould(text: String) {
    let dash = UInt8(ascii: "-")
    let underscore = UInt8(ascii: "_")
    let expected = text.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "\u{1F}" })
      .map(String.init)
    #expect(text.splitUTF8(separators: dash, underscore, 0x1F) == expected)
  }

  @Test func prefixes() {
    #expect("zh_Hant".hasUTF8Prefix("zh"))
    #expect("zh".hasUTF8Prefix("zh") && "zh".hasUTF8Prefix(""))
    #expect(!"z".hasUTF8Prefix("zh") && !"ja".hasUTF8Prefix("zh"))
  }
}
