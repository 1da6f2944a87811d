import SectionIndexAlgorithms
import SectionIndexCommandLine
import SectionIndexIO

/// How many terminal columns text takes.
///
/// East Asian Wide and Fullwidth characters (CJK ideographs, kana, Hangul,
/// fullwidth forms, emoji) take two columns; combining marks, format
/// characters and other zero-width scalars take none; everything else one.
/// A grapheme cluster takes the width of its widest scalar, capped at two,
/// and two when it asks for emoji presentation (U+FE0F).
///
///     DisplayWidth.of("Åland")   // 5
///     DisplayWidth.of("日本")     // 4
///     DisplayWidth.of("e\u{301}") // 1
enum DisplayWidth {
  /// The width of one Unicode scalar: 0, 1 or 2.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if value < 0xA0 { return 0 }  // DEL and C1 controls
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
      return value == 0x00AD ? 1 : 0  // soft hyphen shows in terminals
    default:
      break
    }
    // Hangul medial vowels and final consonants join the syllable before them.
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    return isWide(value) ? 2 : 1
  }

  /// The width of one grapheme cluster: 0, 1 or 2.
  static func of(_ character: Character) -> Int {
    var width = 0
    for scalar in character.unicodeScalars {
      // Emoji presentation, and flags (pairs of regional indicators).
      if scalar.value == 0xFE0F || (0x1F1E6...0x1F1FF).contains(scalar.value) { return 2 }
      width = max(width, of(scalar))
    }
    return min(width, 2)
  }

  /// The width of a string.
  static func of(_ string: some StringProtocol) -> Int {
    var width = 0
    for character in string { width += of(character) }
    return width
  }

  /// Whether a code point has East Asian Width W or F.
  ///
  /// - Complexity: O(log *r*) for the *r* ranges of the generated table.
  static func isWide(_ value: UInt32) -> Bool {
    let ranges = wideRanges
    let low = ranges.indices.partitioningIndex { ranges[$0].upperBound >= value }
    return low < ranges.count && ranges[low].contains(value)
  }

  /// The wide ranges, decoded once from `EastAsianWidthData.wideRanges`.
  static let wideRanges: [ClosedRange<UInt32>] = EastAsianWidthData.wideRanges
    .split(separator: ",")
    .map { range in
      let bounds = range.split(separator: "-").map { UInt32($0, radix: 16)! }
      return bounds[0]...bounds[bounds.count - 1]
    }
}
