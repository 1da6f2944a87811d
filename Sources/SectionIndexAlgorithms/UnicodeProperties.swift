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
    let i = runs.indices.partitioningIndex { runs[$0].first > v } - 1
    if i >= 0, v <= runs[i].last, (v - runs[i].first) % runs[i].stride == 0,
      let lower = Unicode.Scalar(v &+ runs[i].difference)
    {
      out.unicodeScalars.append(lower)
      return
    }
    if let expansion = lowercaseExpansions.first(where: { $0.scalar == v }) {
      out.unicodeScalars.append(contentsOf: expansion.lowercase)
      return
    }
    out.unicodeScalars.append(scalar)
  }

  private static let whiteSpace = ScalarSet(whiteSpaceData)
  private static let skippedAtStart = ScalarSet(skippedAtStartData)
  private static let separators = ScalarSet(separatorData)
  private static let ideographs = ScalarSet(ideographicData)
  private static let wordCharacters = ScalarSet(wordData)

  /// Scalars `first`, `first + stride`, … `last` lowercase to themselves
  /// plus `difference` (modulo 2³²).
  private struct LowercaseRun {
    var first: UInt32
    var last: UInt32
    var stride: UInt32
    var difference: UInt32
  }

  private static let lowercaseRuns: [LowercaseRun] = {
    var numbers = PackedNumbers(lowercaseRunData)
    var runs: [LowercaseRun] = []
    let count = Int(numbers.read())
    runs.reserveCapacity(count)
    var previous: UInt32 = 0
    for _ in 0..<count {
      let first = previous + numbers.read()
      let length = numbers.read()
      let stride = numbers.read()
      let difference = PackedNumbers.signed(numbers.read())
      previous = first + (length - 1) * stride
      runs.append(
        LowercaseRun(first: first, last: previous, stride: stride, difference: difference))
    }
    return runs
  }()

  private static let lowercaseExpansions: [(scalar: UInt32, lowercase: [Unicode.Scalar])] = {
    var numbers = PackedNumbers(lowercaseExpansionData)
    var out: [(scalar: UInt32, lowercase: [Unicode.Scalar])] = []
    while !numbers.isAtEnd {
      let scalar = numbers.read()
      let count = Int(numbers.read())
      var lowercase: [Unicode.Scalar] = []
      for _ in 0..<count { lowercase.append(Unicode.Scalar(numbers.read()) ?? "\u{FFFD}") }
      out.append((scalar, lowercase))
    }
    return out
  }()
}

/// A set of code points stored as the sorted boundaries of its ranges:
/// `first, last + 1, first, last + 1, …`.
private struct ScalarSet: Sendable {
  private let boundaries: [UInt32]

  /// Reads boundaries spelled as differences from the one before (one
  /// function for every set, not inlined into each one's initializer).
  @inline(never)
  init(_ data: StaticString) {
    var numbers = PackedNumbers(data)
    var boundaries: [UInt32] = []
    var value: UInt32 = 0
    while !numbers.isAtEnd {
      value += numbers.read()
      boundaries.append(value)
    }
    self.boundaries = boundaries
  }

  /// Whether the set holds a code point: an odd number of boundaries are at
  /// or below it.
  ///
  /// - Complexity: O(log *n*) for *n* ranges.
  @inline(__always)
  func contains(_ scalar: UInt32) -> Bool {
    let boundaries = self.boundaries
    return boundaries.indices.partitioningIndex { boundaries[$0] > scalar } & 1 == 1
  }
}
