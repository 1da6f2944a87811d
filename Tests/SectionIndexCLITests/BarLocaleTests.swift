import SectionIndexAlgorithms
import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

@testable import section_index

/// What a locale asks of an index bar (`BarLocale`), which compares tags and
/// titles by their bytes (`UTF8Key`) so that the web wasm links no Unicode
/// normalization.
@Suite struct BarLocaleTests {
  /// A locale's own titles are the ones `String`'s equality finds missing
  /// from root's, for every compiled-in locale (titles are NFC).
  @Test func ownTitlesAnswerAsStringEqualityDoes() {
    let root = Set(IndexedCollation(locale: "root").sectionTitles)
    for tag in IndexedCollation.availableLocales {
      let collation = IndexedCollation(locale: tag)
      let expected = Set(collation.sectionTitles.filter { !root.contains($0) })
      #expect(Set(BarLocale.ownTitles(of: collation).map { $0.string }) == expected, "\(tag)")
    }
    let swedish = BarLocale.ownTitles(of: IndexedCollation(locale: "sv"))
    #expect(swedish == ["\u{C5}", "\u{C4}", "\u{D6}"])
  }

  /// Tags are ASCII: case does not matter, other spellings name no language.
  @Test func rightToLeftTags() {
    #expect(BarLocale.isRightToLeft("AR-eg") && BarLocale.isRightToLeft("yi_001,en"))
    #expect(!BarLocale.isRightToLeft("en,he") && !BarLocale.isRightToLeft(""))
    #expect(!BarLocale.isRightToLeft("\u{FF41}r"))  // fullwidth a
  }
}
