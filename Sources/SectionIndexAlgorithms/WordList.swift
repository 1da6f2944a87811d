/// ASCII words in one string literal, separated by spaces: a list the
/// binary carries as bytes. An array or set literal of strings is code in
/// Embedded Swift (its one-time initializer stores element by element), and
/// a `Set<String>` also links the standard library's string hashing.
///
///     let rightToLeft = WordList("ar fa he yi")
///     rightToLeft.contains("he")  // true
///     rightToLeft.first { $0.first == UInt8(ascii: "f") }  // "fa"
///
/// - Complexity: O(*n*) a lookup, in the list's bytes.
package struct WordList: Sendable {
  private let text: StaticString

  package init(_ text: StaticString) {
    self.text = text
  }

  /// Whether the list has no word.
  package var isEmpty: Bool {
    first { _ in true } == nil
  }

  /// Whether a word of the list is `word` (compared as UTF-8 bytes).
  ///
  /// - Complexity: O(*n*) in the list's bytes.
  package func contains(_ word: String) -> Bool {
    var word = word
    return word.withUTF8 { word in first { $0.elementsEqual(word) } != nil }
  }

  /// The first word (its UTF-8 bytes) that `matches`, as a string.
  ///
  /// - Complexity: O(*n*) in the list's bytes, plus the calls of `matches`.
  package func first(where matches: (UnsafeBufferPointer<UInt8>) -> Bool) -> String? {
    text.withUTF8Buffer { bytes in
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: " ") { end += 1 }
        if end > start {
          let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
          if matches(word) { return String(decoding: word, as: UTF8.self) }
        }
        start = end + 1
      }
      return nil
    }
  }
}
