import SectionIndexAlgorithms
import SectionIndexCollation

/// What a locale asks of an index bar besides its titles: the side the bar
/// goes on and the titles a collapsed bar keeps in view. `browse` and the web
/// component (Wasm/WebExports.swift) both use it.
package enum BarLocale {
  /// Languages written right to left, whose bar goes on the left.
  package static let rightToLeftLanguages = WordList("ar arc ckb dv fa he iw ks ps sd syr ug ur yi")

  /// Whether the first tag of a locale list names a right-to-left language.
  ///
  ///     BarLocale.isRightToLeft("he-IL,en")  // true
  ///
  /// - Complexity: O(*n*) in the length of `tags`.
  package static func isRightToLeft(_ tags: String) -> Bool {
    let language = tags.splitUTF8(
      separators: UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ",")
    ).first
    return language.map { rightToLeftLanguages.contains($0.asciiLowercased()) } ?? false
  }

  /// The titles of a collation that the root collation (A–Z) lacks: the
  /// locale's own letters, which a collapsed bar keeps before Latin filler.
  /// Titles come from the package's tables, in NFC: compared by their bytes.
  ///
  ///     BarLocale.ownTitles(of: IndexedCollation(locale: "sv"))  // ["Å", "Ä", "Ö"]
  ///
  /// - Complexity: O(*n*) in the number of titles, plus making the root collation.
  package static func ownTitles(of collation: IndexedCollation) -> Set<UTF8Key> {
    let root = Set(IndexedCollation(locale: "root").sectionTitles.map { UTF8Key($0) })
    return Set(collation.sectionTitles.map { UTF8Key($0) }.filter { !root.contains($0) })
  }
}
