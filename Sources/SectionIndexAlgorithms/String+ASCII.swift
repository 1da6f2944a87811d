// Language tags, which BCP 47 spells in ASCII, and the package's own ASCII
// data read as bytes: no Unicode case mapping, property or grapheme tables
// needed (Embedded Swift would link the standard library's for
// `lowercased()`, `Character.isLetter` and a `String`'s characters).

extension StringProtocol {
  /// The string with A–Z lowercased and every other character kept as it is.
  ///
  ///     "zh-Hant-TW".asciiLowercased()  // "zh-hant-tw"
  ///     "SPRÅK".asciiLowercased()  // "sprÅk"
  ///
  /// - Complexity: O(*n*) in the string's UTF-8 length.
  package func asciiLowercased() -> String {
    String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  /// The string with a–z uppercased and every other character kept as it is.
  ///
  ///     "tarask".asciiUppercased()  // "TARASK"
  ///
  /// - Complexity: O(*n*) in the string's UTF-8 length.
  package func asciiUppercased() -> String {
    String(decoding: utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
  }

  /// The string with its first byte uppercased and the rest lowercased
  /// (ASCII only): how a script subtag is spelled.
  ///
  ///     "hANT".asciiCapitalized()  // "Hant"
  ///
  /// - Complexity: O(*n*) in the string's UTF-8 length.
  package func asciiCapitalized() -> String {
    var first = true
    return String(
      decoding: utf8.map { byte in
        defer { first = false }
        if first { return byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte }
        return byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
      }, as: UTF8.self)
  }

  /// Whether every character is one of A–Z and a–z (`false` when empty).
  ///
  ///     "Hant".isASCIILetters  // true
  package var isASCIILetters: Bool {
    !utf8.isEmpty && utf8.allSatisfy { $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }
  }

  /// Whether every character is one of 0–9 (`false` when empty).
  ///
  ///     "419".isASCIIDigits  // true
  package var isASCIIDigits: Bool {
    !utf8.isEmpty && utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  /// The pieces between ASCII separators, empty ones left out:
  /// `split(whereSeparator:)` for ASCII separators, read as bytes (a UTF-8
  /// byte below 0x80 is always a whole character) without grapheme breaking.
  ///
  ///     "zh-Hant_TW".splitUTF8(separators: UInt8(ascii: "-"), UInt8(ascii: "_"))
  ///     // ["zh", "Hant", "TW"]
  ///
  /// - Complexity: O(*n* *s*) for a string of *n* bytes and *s* separators.
  package func splitUTF8(separators: UInt8...) -> [String] {
    var pieces: [String] = []
    var piece: [UInt8] = []
    for byte in utf8 {
      if !separators.contains(byte) {
        piece.append(byte)
      } else if !piece.isEmpty {
        pieces.append(String(decoding: piece, as: UTF8.self))
        piece.removeAll(keepingCapacity: true)
      }
    }
    if !piece.isEmpty { pieces.append(String(decoding: piece, as: UTF8.self)) }
    return pieces
  }

  /// Whether the string's UTF-8 starts with `prefix`'s: `hasPrefix(_:)` for
  /// ASCII identifiers, without reading characters.
  ///
  ///     "zh_Hant".hasUTF8Prefix("zh")  // true
  ///
  /// - Complexity: O(*m*) in the prefix's UTF-8 length.
  package func hasUTF8Prefix(_ prefix: some StringProtocol) -> Bool {
    utf8.starts(with: prefix.utf8)
  }
}

extension Character {
  /// Whether the character is one of A–Z and a–z.
  ///
  ///     Character("k").isASCIILetter  // true
  ///     Character("é").isASCIILetter  // false
  package var isASCIILetter: Bool {
    guard let byte = singleByte else { return false }
    return byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A
  }

  /// Whether the character is one of 0–9.
  ///
  ///     Character("7").isASCIIDigit  // true
  package var isASCIIDigit: Bool {
    guard let byte = singleByte else { return false }
    return byte >= 0x30 && byte <= 0x39
  }

  /// The character's byte when its UTF-8 is one byte (ASCII).
  private var singleByte: UInt8? {
    let utf8 = self.utf8
    return utf8.count == 1 ? utf8.first : nil
  }
}
