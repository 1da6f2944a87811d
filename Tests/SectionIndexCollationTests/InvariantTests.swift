import TestSupport
import Testing

@testable import SectionIndexCollation

/// The promises of ``IndexedCollation/sections(of:by:)`` (every record in exactly
/// one section; sections in index order; items in collation order and in their
/// own section; joined sections a permutation of the input), checked by
/// `checkSectionInvariants` on every locale's corpus, on shuffles of it, and on
/// seeded random strings.
@Suite struct InvariantTests {
  @Test(arguments: Corpus.locales)
  func corpusKeepsInvariants(locale: String) throws {
    let input = try Corpus.records(for: locale)
    let collation = IndexedCollation(locale: locale)
    let sections = collation.sections(of: input)
    let violations = checkSectionInvariants(sections, input: input, collation: collation)
    #expect(violations.isEmpty, "\(locale): \(violations)")
  }

  /// Output never depends on input order, duplicates and canonically equivalent
  /// spellings included.
  @Test(arguments: Corpus.locales)
  func outputIgnoresInputOrder(locale: String) throws {
    let corpus = try Corpus.records(for: locale)
    // Duplicates and e + U+0301 beside é: records that collate equal (or nearly).
    let input = corpus + corpus.prefix(5) + ["e\u{301}", "é", "E\u{301}", "É"]
    let collation = IndexedCollation(locale: locale)
    let expected = collation.sections(of: input)
    let expectedSorted = collation.sorted(input)
    var generator = SplitMix64(seed: 0x5EC7_1011 &+ UInt64(locale.utf8.count))
    for _ in 0..<8 {
      let shuffled = input.shuffled(using: &generator)
      let sections = collation.sections(of: shuffled)
      #expect(sections == expected, "\(locale): sections depend on input order")
      #expect(
        collation.sorted(shuffled) == expectedSorted, "\(locale): sorted(_:) depends on input order"
      )
    }
  }

  /// Characters random strings are drawn from: Latin with diacritics, combining
  /// marks, Cyrillic, Greek, kana (incl. half-width), Hangul, Han, Thai, Hebrew,
  /// Arabic, digits, punctuation, emoji, ZWJ, variation selectors, white space
  /// and format characters.
  static let alphabet: [Unicode.Scalar] = {
    let ranges: [ClosedRange<UInt32>] = [
      0x41...0x5A, 0x61...0x7A, 0xC0...0xFF, 0x100...0x17F, 0x1E00...0x1E0F, 0x1EA0...0x1EB0,
      0x300...0x315, 0x323...0x328,  // combining marks
      0x400...0x45F, 0x490...0x491, 0x386...0x3CE,  // Cyrillic, Greek
      0x3041...0x3096, 0x309B...0x309C, 0x30A1...0x30FC, 0xFF66...0xFF9F,  // kana
      0xAC00...0xAC1F, 0xB098...0xB0A0, 0xD55C...0xD560, 0x1100...0x1112, 0x1161...0x1175,
      0x11A8...0x11AF,
      0x3131...0x314E,  // Hangul syllables, conjoining and compatibility jamo
      0x4E00...0x4E2F, 0x6797...0x67A0, 0x9673...0x9678, 0x20000...0x20005,  // Han
      0x0E01...0x0E2E, 0x0E40...0x0E44, 0x05D0...0x05EA, 0x05B0...0x05BC, 0x0621...0x064A,
      0x30...0x39, 0x660...0x669, 0x21...0x2F, 0xA1...0xBF,
      0x1F600...0x1F60F, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0x2764...0x2764,
      0x200B...0x200F, 0xFE0F...0xFE0F, 0xFEFF...0xFEFF, 0x2060...0x2060,
      0x20...0x20, 0xA0...0xA0, 0x3000...0x3000, 0x09...0x0A,
      0xFDD0...0xFDD0, 0xFFFD...0xFFFD, 0xE000...0xE001,  // noncharacter, replacement, private use
    ]
    return ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }
  }()

  static func randomStrings(count: Int, seed: UInt64) -> [String] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      var s = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...7, using: &generator) {
        s.append(alphabet.randomElement(using: &generator)!)
      }
      return String(s)
    }
  }

  @Test(arguments: Corpus.locales)
  func randomStringsKeepInvariants(locale: String) {
    let collation = IndexedCollation(locale: locale)
    let input = Self.randomStrings(
      count: 300, seed: 0xC011_A7E + UInt64(locale.unicodeScalars.first!.value))
    for s in input {
      _ = collation.sortKey(for: s)
      #expect(collation.sectionTitles.indices.contains(collation.section(for: s)))
    }
    let sections = collation.sections(of: input)
    let violations = checkSectionInvariants(sections, input: input, collation: collation)
    #expect(violations.isEmpty, "\(locale): \(violations)")
    var generator = SplitMix64(seed: 42)
    #expect(collation.sections(of: input.shuffled(using: &generator)) == sections)
  }

  /// `compare` is a total order consistent with `sortKey` on random strings.
  @Test func compareIsConsistentWithSortKeys() {
    let input = Self.randomStrings(count: 200, seed: 7)
    for locale in ["en", "sv", "ja", "zh-Hant"] {
      let collation = IndexedCollation(locale: locale)
      for (a, b) in zip(input, input.dropFirst()) {
        let byKey = collation.sortKey(for: a) < collation.sortKey(for: b)
        #expect(
          (collation.compare(a, b) == .ascending) == byKey,
          "\(locale) \(a.debugDescription) \(b.debugDescription)")
        #expect(collation.compare(a, b) == .same ? a == b : true)
        let reverse = collation.compare(b, a)
        switch collation.compare(a, b) {
        case .ascending: #expect(reverse == .descending)
        case .descending: #expect(reverse == .ascending)
        case .same: #expect(reverse == .same)
        }
      }
    }
  }

  /// The checker itself finds broken results.
  @Test func checkerReportsViolations() {
    let collation = IndexedCollation(locale: "en")
    let good = collation.sections(of: ["Bea", "Ann", "Cid"])
    #expect(
      checkSectionInvariants(good, input: ["Bea", "Ann", "Cid"], collation: collation).isEmpty)
    #expect(!checkSectionInvariants(good, input: ["Bea", "Ann"], collation: collation).isEmpty)
    #expect(
      !checkSectionInvariants(good, input: ["Bea", "Ann", "Cid", "Dan"], collation: collation)
        .isEmpty)
    #expect(
      !checkSectionInvariants(
        good, input: ["Bea", "Ann", "Cid"], collation: IndexedCollation(locale: "sv")
      ).isEmpty)
  }
}
