import Testing

@testable import SectionIndexCollation

/// Wrong answers the fuzz targets in `Fuzz/` found (`Scripts/fuzz.sh`), kept
/// as tests; each input is also a seed in `Fuzz/corpus/`.
@Suite struct FuzzFindingTests {
  /// `section(for:)` read a string through a window of a few scalars
  /// (`depth + 6`) after leading white space; NULs, other controls or marks
  /// before a Han phrase pushed the phrase's second character out of it, so
  /// `section(for:)` read 重 alone (zhòng, Z) where `sections(of:)` reads
  /// 重庆 as a phrase (chóng qìng, C). Six leading scalars did it in zh-Hans;
  /// reading the whole visible string (issue 13's bug A) fixed it.
  @Test(arguments: ["\u{0}", "\u{1}", "\u{7F}", "\u{301}"])
  func phraseAfterLeadingIgnorables(prefix: String) {
    let collation = IndexedCollation(locale: "zh-Hans")
    for count in 0...9 {
      for phrase in ["重庆", "长城"] {
        let string = String(repeating: prefix, count: count) + phrase
        let full = collation.sections(of: [string]).first?.title
        #expect(full == "C", "sections(of:) for \(count) × \(prefix.debugDescription)")
        #expect(
          collation.sectionTitle(for: string) == full,
          "section(for:) for \(count) × \(prefix.debugDescription) + \(phrase)")
      }
    }
  }
}
