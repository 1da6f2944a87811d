import Testing

@testable import SectionIndexCollation

/// The root's order of unified ideographs (`HanOrder`), which the web build
/// fetches as `han.data`: what needs it, and an order left out.
@Suite struct HanOrderTests {
  /// `isUnifiedIdeograph` (no table) names exactly the scalars the order
  /// ranks: the web build decides from it whether a record needs han.data.
  @Test func unifiedIdeographsAreExactlyTheOrdered() {
    var ranked = 0
    var mismatches: [UInt32] = []
    for cp in UInt32(0)..<0x11_0000 {
      let inOrder = CollationData.compiledIn.root.hanOrder.primary(cp) != nil
      if inOrder { ranked += 1 }
      if inOrder != HanOrder.isUnifiedIdeograph(cp), mismatches.count < 10 {
        mismatches.append(cp)
      }
    }
    #expect(mismatches.isEmpty)
    #expect(ranked == 101_996)  // Unicode 17, Extension J included
    #expect(HanOrder.isUnifiedIdeograph(0x3347A - 1))  // the last of Extension J
  }

  /// Without its table (a web build before han.data) the order answers
  /// nothing; a native build has it.
  @Test func anEmptyOrderAnswersNothing() {
    let empty = HanOrder(encoded: UnsafeBufferPointer(start: nil, count: 0))
    #expect(empty.primary(0x4E01) == nil)
    #expect(CollationData.compiledIn.root.hanOrder.primary(0x4E01) != nil)
    #expect(!CollationData.compiledIn.lacksHanOrder)
  }

  /// Which text needs the order: an ideograph that no table of the
  /// collation lists, also when a compatibility ideograph decomposes to it.
  @Test(arguments: [
    ("en", "Anna Åberg", false),
    ("en", "王芳", true),
    ("en", "\u{F900}", true),  // 豈, NFD U+8C48
    ("en", "Zoë \u{2F800}", true),  // 丽, NFD U+4E3D
    ("en", "Zoë Ωmega ẞ 한국 ｱ", false),
    ("en", "\u{2F00}", false),  // ⼀ KANGXI RADICAL ONE: root lists it
    ("zh-Hans", "王芳", false),  // in zh's table
    ("zh-Hans", "\u{323B0}", true),  // Extension J: no tailoring lists it
    ("ja", "山田", false),
    ("ja", "𠀋", true),
    ("en,zh-Hans", "王芳", false),  // zh decides Han
  ])
  func needsHanOrder(locale: String, text: String, needs: Bool) {
    let collation = IndexedCollation(locales: locale.split(separator: ",").map { String($0) })
    #expect(collation.needsHanOrder(for: text) == needs)
  }

  /// No locale's titles need the order: a list without such ideographs
  /// sections without han.data in every locale.
  @Test func noLocalesTitlesNeedTheOrder() {
    let needing = IndexedCollation.availableLocales.filter { locale in
      let collation = IndexedCollation(locale: locale)
      return collation.needsHanOrder(for: collation.sectionTitles.joined())
    }
    #expect(needing.isEmpty)
  }
}
