import Foundation
import SectionIndexCollationFoundation
import Testing

/// The Foundation convenience, from its own module: a `Locale` gives the same
/// collation as its identifier.
@Suite struct FoundationLocaleTests {
  @Test(arguments: [("sv_SE", "sv"), ("de_CH", "de"), ("zh_TW", "zh-Hant"), ("xx", "root")])
  func localeGivesTheCollationOfItsIdentifier(identifier: String, expected: String) {
    let collation = IndexedCollation(locale: Locale(identifier: identifier))
    #expect(collation.locale == expected)
    #expect(collation.sectionTitles == IndexedCollation(locale: identifier).sectionTitles)
  }
}
