import Foundation
import SectionIndexAlgorithms
import Testing

@testable import SectionIndexCollation

/// SectionIndexAlgorithms' canonical decomposition (`canonicalScalars`, for
/// an index bar's titles) and the collation's `Normalizer` read the same
/// tables into different structures: they must agree, and agree with
/// `String`'s `==`.
@Suite struct CanonicalEquivalenceTests {
  /// Every scalar of planes 0–3, alone and followed by marks out of
  /// canonical order.
  @Test func agreesWithTheCollationsNormalizer() {
    var differing: [UInt32] = []
    for cp in UInt32(0)..<0x40000 {  // every decomposing code point is below U+2FA1E
      guard let scalar = Unicode.Scalar(cp) else { continue }
      for text in [String(scalar), String(scalar) + "\u{301}\u{327}\u{31B}"] {
        var expected: [UInt32] = []
        Normalizer.shared.appendNFD(text.unicodeScalars, to: &expected)
        if text.canonicalScalars != expected { differing.append(cp) }
      }
    }
    #expect(differing.isEmpty, "first: \(differing.prefix(10))")
  }

  /// The same answers as `==` (the platform's Unicode tables) for
  /// spellings it knows.
  @Test(arguments: [
    ("\u{C5}", "A\u{30A}"), ("\u{C5}", "\u{212B}"), ("K", "\u{212A}"),
    ("\u{1E69}", "s\u{323}\u{307}"),
    ("\u{1E69}", "s\u{307}\u{323}"), ("\u{AC00}", "\u{1100}\u{1161}"), ("a", "b"), ("\u{C5}", "A"),
    ("e\u{301}\u{302}", "e\u{302}\u{301}"), ("", ""), ("#", "#"),
  ])
  func answersAsStringEqualityDoes(a: String, b: String) {
    #expect(a.isCanonicallyEquivalent(to: b) == (a == b), "\(a) / \(b)")
    #expect((a.canonicalScalars == b.canonicalScalars) == (a == b))
  }
}
