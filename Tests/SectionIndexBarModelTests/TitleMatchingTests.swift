import SectionIndexBarModel
import Testing

/// Titles a caller provides match as `String`'s `==` matches them (canonical
/// equivalence), decided with the package's own normalization tables so that
/// Embedded Swift links none of the standard library's.
@Suite("Title matching")
struct TitleMatchingTests {
  /// A section title spelled otherwise than its index title (decomposed, or
  /// U+212B ANGSTROM SIGN) finds the same index title.
  @Test(arguments: ["A\u{30A}", "\u{212B}"])
  func sectionTitlesMatchEquivalentIndexTitles(spelling: String) {
    let index = ["A", "\u{C5}", "B", "#"]
    let expected = SectionIndexItem.items(indexTitles: index, sectionTitles: ["\u{C5}", "B"])
    let items = SectionIndexItem.items(indexTitles: index, sectionTitles: [spelling, "B"])
    #expect(items == expected)
    #expect(items.map { $0.section } == [0, 0, 1, 1])
  }

  /// A pinned title matches the last item's title when they are equivalent.
  @Test func pinnedTitlesMatchEquivalentTitles() {
    let items = letterItems(alphabet + ["\u{C5}"])
    let precomposed = makeBar(items: items, height: 5) {
      $0.itemSize.height = 1
      $0.pinnedTrailingTitles = ["\u{C5}"]
    }
    let decomposed = makeBar(items: items, height: 5) {
      $0.itemSize.height = 1
      $0.pinnedTrailingTitles = ["A\u{30A}"]
    }
    let unpinned = makeBar(items: items, height: 5) {
      $0.itemSize.height = 1
      $0.pinnedTrailingTitles = []
    }
    #expect(precomposed.rendered == "A•Z\u{C5}")
    #expect(decomposed.rendered == precomposed.rendered)
    #expect(unpinned.rendered != precomposed.rendered)
  }

  /// Configurations compare and hash as their `Set<String>` of pinned
  /// titles does: equivalent spellings and any order are the same.
  @Test func configurationsWithEquivalentPinnedTitlesAreEqual() {
    var a = SectionIndexBar.Configuration()
    var b = SectionIndexBar.Configuration()
    #expect(a.pinnedTrailingTitles == ["#"])
    a.pinnedTrailingTitles = ["#", "\u{C5}", "Z"]
    b.pinnedTrailingTitles = ["Z", "A\u{30A}", "#"]
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a.pinnedTrailingTitles == b.pinnedTrailingTitles)
    b.pinnedTrailingTitles = ["Z", "A", "#"]
    #expect(a != b)
    b.pinnedTrailingTitles = ["Z", "#"]
    #expect(a != b)
  }
}
