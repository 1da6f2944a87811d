// Case and letters of language tags, which BCP 47 spells in ASCII: no
// Unicode case mapping or property tables needed (Embedded Swift would link
// the standard library's for `lowercased()` and `Character.isLetter`).

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
