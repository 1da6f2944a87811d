import Foundation
import SectionIndexAlgorithms
import SectionIndexCollation
import Testing

/// Strings compared and hashed by their UTF-8 bytes (SectionIndexAlgorithms'
/// UTF8Key.swift), which the package uses for ASCII identifiers and its own
/// NFC titles in place of `String`'s canonical equivalence.
@Suite struct UTF8KeyTests {
  static let strings = [
    "", "a", "ab", "abc", "zh", "zh_Hant", "zh-Hant", "ZH", "#", "Å", "A\u{30A}", "\u{212B}", "K",
    "\u{212A}", "Ä", "ä", "李", "🙂", "a\u{0}b", "\u{FF}",
  ]

  /// `==` and `hash(into:)` agree: equal keys hash alike, and keys with other
  /// bytes are unequal (and, for these, hash apart).
  @Test func equalityAndHashAgree() {
    for a in Self.strings {
      for b in Self.strings {
        let equal = Array(a.utf8) == Array(b.utf8)
        #expect((UTF8Key(a) == UTF8Key(b)) == equal, "\(a) vs \(b)")
        #expect(a.utf8Equals(b) == equal, "\(a) vs \(b)")
        #expect((UTF8Key(a).hashValue == UTF8Key(b).hashValue) == equal, "\(a) vs \(b)")
      }
    }
    // A substring and a string, and a key in a set.
    #expect("xzh_Hanty".dropFirst().dropLast().utf8Equals("zh_Hant"))
    let keys: Set<UTF8Key> = ["de", "sv", "Å"]
    #expect(keys.contains(UTF8Key("sv")) && keys.contains(UTF8Key("\u{C5}")))
  }

  /// Unlike `String`, canonically equivalent spellings with other bytes are
  /// different keys: the package keys only ASCII identifiers and its own
  /// NFC titles with them.
  @Test func canonicalEquivalentsDiffer() {
    #expect("\u{C5}" == "A\u{30A}" && "\u{C5}" == "\u{212B}" && "K" == "\u{212A}")
    #expect(UTF8Key("\u{C5}") != UTF8Key("A\u{30A}"))
    #expect(UTF8Key("\u{C5}") != UTF8Key("\u{212B}"))
    #expect(!"K".utf8Equals("\u{212A}"))
  }

  /// `IndexedCollation.Content` compares its raw values as `String` does
  /// (canonical equivalence), with the package's own tables.
  @Test func contentComparesAsStrings() {
    typealias Content = IndexedCollation.Content
    #expect(Content(rawValue: "names") == .names && Content(rawValue: "text") != .names)
    let precomposed = Content(rawValue: "\u{C5}")
    let decomposed = Content(rawValue: "A\u{30A}")
    #expect(precomposed == decomposed && precomposed.hashValue == decomposed.hashValue)
    #expect(Set([precomposed, decomposed, .names]).count == 2)
    #expect(Content(rawValue: "\u{C5}") != Content(rawValue: "A"))
  }

  /// Every title of every compiled-in locale is NFC (Foundation's
  /// normalization gives back the same bytes), so that comparing titles by
  /// their bytes (a collapsed bar's own letters, `BarLocale.ownTitles`)
  /// answers as `String`'s canonical equivalence does.
  @Test func titlesAreNFC() {
    for tag in IndexedCollation.availableLocales + ["root"] {
      for title in IndexedCollation(locale: tag).sectionTitles {
        #expect(title.precomposedStringWithCanonicalMapping.utf8Equals(title), "\(tag): \(title)")
      }
    }
  }
}
