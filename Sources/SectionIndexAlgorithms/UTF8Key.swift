// Equality and hashing by UTF-8 bytes, for strings whose bytes are what they
// mean: identifiers the package spells in ASCII (BCP 47 language tags, table
// and data file names), for which byte equality is the correct semantics,
// and titles the package's own tables write in NFC. `String`'s `==`, `<` and
// `hash(into:)` treat canonically equivalent spellings as equal, which costs
// Embedded Swift the standard library's normalization tables and code
// (~40 KB of the web wasm) and adds nothing for such strings.

/// A string that is equal to another, and hashes, by its UTF-8 bytes: a key
/// for sets and dictionaries of ASCII identifiers or of the package's own
/// NFC titles.
///
///     let variants: [UTF8Key: String] = ["phonebk": "de@phonebook"]
///     variants[UTF8Key("phonebk")]  // "de@phonebook"
///     UTF8Key("\u{C5}") == UTF8Key("A\u{30A}")  // false: other bytes (String: equal)
///
/// - Complexity: `==` and `hash(into:)` are O(*n*) in the UTF-8 length.
package struct UTF8Key: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The string.
  package let string: String

  package init(_ string: String) { self.string = string }

  package init(stringLiteral value: String) { self.string = value }

  package static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool {
    lhs.string.utf8Equals(rhs.string)
  }

  package func hash(into hasher: inout Hasher) {
    var string = self.string  // withUTF8 is mutating; a copy shares the storage
    string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    // As String does: "ab" + "c" and "a" + "bc" differ as pairs.
    hasher.combine(0xFF as UInt8)
  }
}

extension StringProtocol {
  /// Whether two strings have the same UTF-8 bytes: `==` for ASCII
  /// identifiers and NFC text, without the standard library's canonical
  /// equivalence (``UTF8Key``).
  ///
  ///     "zh_Hant".utf8Equals("zh_Hant")  // true
  ///     "\u{C5}".utf8Equals("A\u{30A}")  // false (`==`: true)
  ///
  /// - Complexity: O(*n*) in the UTF-8 length.
  package func utf8Equals(_ other: some StringProtocol) -> Bool {
    utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
  }
}
