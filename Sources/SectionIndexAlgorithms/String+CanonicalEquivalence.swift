// Canonical equivalence (what `String`'s `==` decides) from the package's own
// normalization tables, for text a caller provides (an index bar's titles):
// Embedded Swift would link the standard library's tables for `==`, `<` and
// `hash(into:)` on `String`.

extension StringProtocol {
  /// The string's canonical decomposition (NFD) as scalar values: equal for
  /// two strings exactly when `==` finds them equal, so usable as a
  /// dictionary key where `String`'s hashing is not wanted.
  ///
  ///     "\u{C5}".canonicalScalars  // [0x41, 0x30A]
  ///     "\u{212B}".canonicalScalars == "A\u{30A}".canonicalScalars  // true
  ///
  /// - Complexity: O(*n* log *d*) for *n* scalars and *d* decomposing code
  ///   points (O(*k*²) more to reorder a run of *k* combining marks).
  package var canonicalScalars: [UInt32] {
    CanonicalDecomposition.shared.decomposition(of: unicodeScalars)
  }

  /// Whether two strings are canonically equivalent: `==` on `String`,
  /// decided with the package's Unicode 17 tables.
  ///
  ///     "\u{C5}".isCanonicallyEquivalent(to: "A\u{30A}")  // true
  ///     "K".isCanonicallyEquivalent(to: "\u{212A}")  // true (KELVIN SIGN)
  ///
  /// - Complexity: As ``canonicalScalars`` for both; O(*n*) when their bytes
  ///   are equal.
  package func isCanonicallyEquivalent(to other: some StringProtocol) -> Bool {
    utf8Equals(other) || canonicalScalars == other.canonicalScalars
  }
}

/// Canonical decomposition from `Generated/NormalizationData.swift`, in
/// sorted arrays searched by bisection: small and quick enough for a few
/// titles. (The collation decodes the same tables into two-stage maps for
/// its hot paths: SectionIndexCollation's `Normalizer`.)
struct CanonicalDecomposition: Sendable {
  /// The code points that decompose, ascending; code point `i`'s scalars
  /// are `scalars[starts[i]..<starts[i + 1]]`.
  private var points: [UInt32] = []
  private var starts: [Int] = []
  private var scalars: [UInt32] = []
  /// The code points of non-zero canonical combining class, ascending, and
  /// their classes.
  private var classPoints: [UInt32] = []
  private var classes: [UInt8] = []

  static let shared = CanonicalDecomposition()

  private init() {
    var d = PackedNumbers(canonicalDecompositionData)
    var cp: UInt32 = 0
    while !d.isAtEnd {
      cp += d.next()
      points.append(cp)
      starts.append(scalars.count)
      for _ in 0..<d.next() { scalars.append(d.next()) }
    }
    starts.append(scalars.count)
    var c = PackedNumbers(combiningClassData)
    cp = 0
    while !c.isAtEnd {
      cp += c.next()
      classPoints.append(cp)
      classes.append(UInt8(truncatingIfNeeded: c.next()))
    }
  }

  /// The NFD of `input` as scalar values.
  func decomposition(of input: some Sequence<Unicode.Scalar>) -> [UInt32] {
    var out: [UInt32] = []
    for scalar in input {
      let cp = scalar.value
      if cp >= 0xAC00 && cp <= 0xD7A3 {
        // Hangul syllables decompose algorithmically.
        let s = cp - 0xAC00
        out.append(0x1100 + s / 588)
        out.append(0x1161 + (s % 588) / 28)
        if s % 28 != 0 { out.append(0x11A7 + s % 28) }
        continue
      }
      let i = points.indices.partitioningIndex { points[$0] >= cp }
      if i < points.count && points[i] == cp {
        out += scalars[starts[i]..<starts[i + 1]]
      } else {
        out.append(cp)
      }
    }
    // Canonical ordering: each run of non-starters stably by class
    // (insertion sort: runs are short).
    var k = 1
    while k < out.count {
      let c = out[k]
      let cc = combiningClass(c)
      var m = k
      while cc != 0, m > 0, combiningClass(out[m - 1]) > cc {
        out[m] = out[m - 1]
        m -= 1
      }
      out[m] = c
      k += 1
    }
    return out
  }

  private func combiningClass(_ cp: UInt32) -> UInt8 {
    let i = classPoints.indices.partitioningIndex { classPoints[$0] >= cp }
    return i < classPoints.count && classPoints[i] == cp ? classes[i] : 0
  }
}
