import Foundation
import Testing

@testable import SectionIndexCollation

/// Our sort order against ICU's, through Foundation: on Linux,
/// `String.compare(_:options:range:locale:)` with a locale is ICU collation
/// (``foundationCollatesByLocale()`` checks that it is).
///
/// Each locale's corpus is sorted with ``IndexedCollation/sorted(_:)`` and every
/// adjacent pair is compared with Foundation; a pair Foundation orders
/// `.orderedDescending` is a disagreement. Foundation's `.orderedSame` counts as
/// agreement: ICU stops at tertiary strength (`e` + U+0301 equals `é`) where we
/// break ties by code point (deliberate). Foundation compares with no options,
/// as it is; it is not guaranteed to be a full tertiary comparison.
///
/// Measured: 3,791 pairs over 25 locales. Foundation orders 13 of them the
/// other way; ICU4C 72's `Collator::compare` agrees with us on all 13 (one
/// Hangul pair, twelve Thai pairs where CLDR's alternate=shifted applies and
/// Foundation's bundled ICU does not apply it); they are listed in
/// ``referenceArtifacts``. When this suite was first written it found 11 real
/// engine bugs, all from script reordering; those are fixed. The run prints the
/// current numbers ("ICU order: …").
///
/// Cross-check: the same pairs through ICU4C 72's `Collator::compare` agree with
/// Foundation except for the thirteen artifacts below: the Hangul pair and the
/// Thai pairs (ICU4C 72 applies CLDR's alternate=shifted for Thai, as we do;
/// Foundation's bundled ICU does not).
@Suite struct ICUOrderTests {
  /// A pair we order as ICU4C does but Foundation does not: Foundation is the
  /// wrong reference here, not our engine.
  struct ReferenceArtifact: Sendable {
    var locale: String
    var first: String
    var second: String
    var why: String
  }

  /// Disagreements with Foundation that ICU4C itself (ucol_strcoll, ICU 72.1)
  /// does not have. Checked with ICU4C's `Collator::compare` on the same pairs,
  /// and again with ICU 78.3's (PyICU): it orders every pair as we do.
  static let thaiShifted = """
    CLDR's Thai collation is alternate=shifted: punctuation and spaces count only at a fourth \
    level. ICU4C 72 applies it and orders this pair as we do (Collator::compare); Foundation's \
    bundled ICU does not.
    """

  static let referenceArtifacts: [ReferenceArtifact] = [
    .init(locale: "th", first: "Al-Khalil", second: "&ampersand", why: thaiShifted),
    .init(locale: "th", first: "ångström", second: "'apostrophe", why: thaiShifted),
    .init(locale: "th", first: "\u{0301}combining first", second: "-dash", why: thaiShifted),
    .init(locale: "th", first: "élan", second: "...ellipsis", why: thaiShifted),
    .init(locale: "th", first: "Émile", second: "«guillemets»", why: thaiShifted),
    .init(locale: "th", first: "#hashtag", second: "\u{3000}ideographic space", why: thaiShifted),
    .init(locale: "th", first: "!important", second: " leading space", why: thaiShifted),
    .init(locale: "th", first: "ñandú", second: "\u{00A0}nbsp", why: thaiShifted),
    .init(locale: "th", first: "Österreich", second: "(parenthesis)", why: thaiShifted),
    .init(locale: "th", first: "(parenthesis)", second: "¿Qué?", why: thaiShifted),
    .init(locale: "th", first: "ßeta", second: "*star", why: thaiShifted),
    .init(locale: "th", first: "über", second: "_underscore", why: thaiShifted),
    .init(
      locale: "ko", first: "싸움", second: "쌀",
      why: """
        ICU4C 72 and the CLDR root table (allkeys_CLDR: leading jamo ᄋ 0x42B0 < trailing jamo ᆯ 0x438D) \
        put 싸움 first, as we do; Foundation's CFString comparison (its own bundled ICU) orders a syllable \
        with a final consonant before a longer string with the same open syllable.
        """),
  ]

  /// Our ICU-style locale identifier for Foundation.
  static func foundationLocale(_ locale: String) -> Locale {
    Locale(identifier: locale.replacingOccurrences(of: "-", with: "_"))
  }

  static func icuOrder(_ a: String, _ b: String, _ locale: String) -> ComparisonResult {
    a.compare(b, options: [], range: nil, locale: foundationLocale(locale))
  }

  @Test func foundationCollatesByLocale() {
    #expect(Self.icuOrder("Ö", "Z", "sv") == .orderedDescending)
    #expect(Self.icuOrder("Ö", "P", "de") == .orderedAscending)
    #expect(Self.icuOrder("Å", "Z", "da") == .orderedDescending)
    #expect(Self.icuOrder("ch", "i", "cs") == .orderedAscending)
    #expect(Self.icuOrder("ch", "h", "cs") == .orderedDescending)
    #expect(Self.icuOrder("张", "李", "zh-Hans") == .orderedDescending)  // zhāng after lǐ
    #expect(Self.icuOrder("二", "一", "zh-Hant") == .orderedDescending)  // 2 strokes after 1
    #expect(Self.icuOrder("а", "a", "ru") == .orderedAscending)  // Cyrillic first in Russian
    #expect(Self.icuOrder("а", "a", "en") == .orderedDescending)
  }

  struct Disagreement: CustomStringConvertible {
    var locale: String
    var first: String
    var second: String
    var description: String {
      "\(locale): ours \(first.debugDescription) < \(second.debugDescription), ICU (Foundation) the other way"
    }
  }

  static func disagreements() throws -> (
    pairs: Int, disagreements: [Disagreement], perLocale: [String: (Int, Int)]
  ) {
    var pairs = 0
    var found: [Disagreement] = []
    var perLocale: [String: (Int, Int)] = [:]
    for locale in Corpus.locales {
      let sorted = IndexedCollation(locale: locale).sorted(try Corpus.records(for: locale))
      var bad = 0
      for (a, b) in zip(sorted, sorted.dropFirst()) {
        pairs += 1
        if icuOrder(a, b, locale) == .orderedDescending {
          bad += 1
          found.append(Disagreement(locale: locale, first: a, second: b))
        }
      }
      perLocale[locale] = (sorted.count - 1, bad)
    }
    return (pairs, found, perLocale)
  }

  /// Issue 2's bar: at least 99.9% of adjacent pairs over the whole corpus are
  /// ordered as ICU orders them. A listed reference artifact is a pair where
  /// Foundation disagrees and ICU4C itself agrees with us, so it counts as
  /// agreeing with ICU; anything else Foundation orders the other way counts
  /// against us.
  @Test func adjacentPairsAgreeWithICU() throws {
    let (pairs, found, perLocale) = try Self.disagreements()
    let disagreements = found.filter { d in
      !Self.referenceArtifacts.contains {
        $0.locale == d.locale && $0.first == d.first && $0.second == d.second
      }
    }
    let agreement = Double(pairs - disagreements.count) / Double(pairs)
    print(
      "ICU order: \(found.count) pairs differ from Foundation, \(found.count - disagreements.count) of them listed ICU4C-checked artifacts"
    )
    for locale in Corpus.locales {
      let (n, bad) = perLocale[locale]!
      print("ICU order \(locale): \(n - bad)/\(n) adjacent pairs agree")
    }
    print(
      "ICU order: \(pairs - disagreements.count)/\(pairs) adjacent pairs agree "
        + "(\(String(format: "%.2f", agreement * 100))%)")
    #expect(pairs > 3000)
    #expect(agreement >= 0.999, "\(disagreements.count) of \(pairs) pairs disagree")
  }

  /// Every disagreement must be a listed reference artifact: a new one is a bug
  /// in the engine (or a new deliberate difference to document here).
  @Test func everyDisagreementIsExplained() throws {
    let (_, disagreements, _) = try Self.disagreements()
    for d in disagreements {
      let listed = Self.referenceArtifacts.contains {
        $0.locale == d.locale && $0.first == d.first && $0.second == d.second
      }
      if !listed { Issue.record("unexplained order difference — \(d)") }
    }
  }
}
