/// The Unicode character properties the package decides with, from its own
/// Unicode 17 tables (Generated/UnicodePropertyData.swift, written by
/// Tools/generate-unicode-properties.py from ICU 78's data).
///
/// Not the standard library's `Unicode.Scalar.Properties`: those answer with
/// whichever Unicode version the platform's Swift ships, so sections and
/// search would differ between platforms for newer characters, and Embedded
/// Swift would link all of its property tables (about 70 KB) into the web
/// build for these few.
///
///     UnicodeProperties.isSkippedAtStart(0x200B)  // true: ZERO WIDTH SPACE
///     UnicodeProperties.lowercased("ÅSA")  // "åsa"
package enum UnicodeProperties {
  /// Whether a scalar is white space (White_Space).
  ///
  /// - Complexity: O(log *n*) in the ranges of the property.
  package static func isWhitespace(_ scalar: UInt32) -> Bool {
    whiteSpace.contains(scalar)
  }

  /// Whether a name's section skips a scalar before its first letter: white
  /// space, a format character (gc=Cf) or a default-ignorable one.
  ///
  /// - Complexity: O(log *n*) in the ranges of the property.
  package static func isSkippedAtStart(_ scalar: UInt32) -> Bool {
    skippedAtStart.contains(scalar)
  }

  /// Whether a scalar separates words: white space, punctuation (gc=P*) or a
  /// separator (gc=Z*).
  ///
  /// - Complexity: O(log *n*) in the ranges of the property.
  package static func isSeparator(_ scalar: UInt32) -> Bool {
    separators.contains(scalar)
  }

  /// Whether a scalar is an ideograph (Ideographic).
  ///
  /// - Complexity: O(log *n*) in the ranges of the property.
  package static func isIdeographic(_ scalar: UInt32) -> Bool {
    ideographs.contains(scalar)
  }

  /// Whether a scalar is part of a word: alphabetic, or a number of any
  /// numeric type (digit, decimal, numeric).
  ///
  /// - Complexity: O(log *n*) in the ranges of the property.
  package static func isWordCharacter(_ scalar: UInt32) -> Bool {
    wordCharacters.contains(scalar)
  }

  /// A string with each scalar replaced by its lowercase mapping, as
  /// `String.lowercased()` maps them (Unicode's full mapping, no context or
  /// language): `"İ"` gives `"i̇"`.
  ///
  ///     UnicodeProperties.lowercased("ÅÄÖ")  // "åäö"
  ///
  /// - Complexity: O(*n* log *m*) for *n* scalars and *m* mapping runs.
  package static func lowercased(_ string: some StringProtocol) -> String {
    var out = ""
    out.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
      appendLowercase(of: scalar, to: &out)
    }
    return out
  }

  /// Appends a scalar's lowercase mapping (one scalar or more).
  ///
  /// - Complexity: O(log *m*) for *m* mapping runs.
  package static func appendLowercase(of scalar: Unicode.Scalar, to out: inout String) {
    let v = scalar.value
    if v < 0x80 {
      out.unicodeScalars.append(v >= 0x41 && v <= 0x5A ? Unicode.Scalar(UInt8(v + 0x20)) : scalar)
      return
    }
    let runs = lowercaseRuns
    let r = 4 * ((0..<runs.count / 4).partitioningIndex { runs[4 * $0] > v } - 1)
    if r >= 0, v <= runs[r + 1], (v - runs[r]) % runs[r + 2] == 0,
      let lower = Unicode.Scalar(v &+ runs[r + 3])
    {
      out.unicodeScalars.append(lower)
      return
    }
    let expansions = lowercaseExpansions
    var k = 0
    while k < expansions.count {
      let end = k + 2 + Int(expansions[k + 1])
      if expansions[k] == v {
        for lower in expansions[(k + 2)..<end] {
          out.unicodeScalars.append(Unicode.Scalar(lower) ?? "\u{FFFD}")
        }
        return
      }
      k = end
    }
    out.unicodeScalars.append(scalar)
  }

  private static let whiteSpace = ScalarSet(whiteSpaceData)
  private static let skippedAtStart = ScalarSet(skippedAtStartData)
  private static let separators = ScalarSet(separatorData)
  private static let ideographs = ScalarSet(ideographicData)
  private static let wordCharacters = ScalarSet(wordData)

  /// Runs of scalars `first`, `first + stride`, … `last` that lowercase to
  /// themselves plus `difference` (modulo 2³²): those four numbers a run,
  /// in order of `first`. One array of numbers, as `lowercaseExpansions`:
  /// arrays of structs or tuples are more code in the wasm.
  private static let lowercaseRuns: [UInt32] = {
    var numbers = PackedNumbers(lowercaseRunData)
    let count = Int(numbers.next())
    var runs: [UInt32] = []
    runs.reserveCapacity(4 * count)
    var previous: UInt32 = 0
    for _ in 0..<count {
      let first = previous + numbers.next()
      let length = numbers.next()
      let stride = numbers.next()
      let difference = PackedNumbers.signed(numbers.next())
      previous = first + (length - 1) * stride
      runs.append(first)
      runs.append(previous)
      runs.append(stride)
      runs.append(difference)
    }
    return runs
  }()

  /// Lowercase mappings to several scalars: per scalar, its value, the
  /// count, the scalars.
  private static let lowercaseExpansions: [UInt32] = {
    var numbers = PackedNumbers(lowercaseExpansionData)
    var out: [UInt32] = []
    while !numbers.isAtEnd { out.append(numbers.next()) }
    return out
  }()
}
