import SectionIndexAlgorithms

extension IndexedCollation {
  /// The title of a kana row or a Hangul initial that Latin letters typed on
  /// an index bar stand for, so that a Latin keyboard reaches them: romaji
  /// in an index with kana rows (`k`, `ka`, `sha` → か, さ; `chi`, `tsu` → た;
  /// `f` → は; `l` → ら; a vowel → あ), and in one with Hangul initials the
  /// letters only one initial is romanized with (`g` ㄱ, `n` ㄴ, `d` ㄷ,
  /// `r` and `l` ㄹ, `m` ㅁ, `b` ㅂ, `s` ㅅ, `j` ㅈ, `h` ㅎ; `k`, `t`, `p`
  /// and `ch` write two initials each, as in Kim and Park, and stay Latin).
  ///
  ///     IndexedCollation(locale: "ja").romanizedTitle(forTyped: "sa")  // "さ"
  ///     IndexedCollation(locale: "ko").romanizedTitle(forTyped: "g")   // "ㄱ"
  ///     IndexedCollation(locale: "sv").romanizedTitle(forTyped: "k")   // nil
  ///
  /// - Parameter typed: Lowercase Latin letters: a syllable of romaji or
  ///   the start of one, or one letter.
  /// - Returns: A title of ``sectionTitles``, or `nil`.
  /// - Complexity: O(*t*) for *t* titles.
  public func romanizedTitle(forTyped typed: String) -> String? {
    let letters = Array(typed.utf8)
    guard let first = letters.first, letters.allSatisfy({ (0x61...0x7A).contains($0) }) else {
      return nil
    }
    // The first of the scripts the index titles: kana rows or Hangul initials.
    for title in sectionTitles {
      if Self.kanaRows.contains(UTF8Key(title)) {
        guard Self.isRomaji(letters) else { return nil }
        let row = Self.romajiRows.first { $0.letters.utf8.contains(first) }?.title
        return row.flatMap { row in sectionTitles.first { $0.utf8Equals(row) } }
      }
      if Self.hangulInitials.contains(UTF8Key(title)) {
        guard letters.count == 1 else { return nil }
        let initial = Self.koreanInitials.first { $0.letters.utf8.contains(first) }?.title
        return initial.flatMap { initial in sectionTitles.first { $0.utf8Equals(initial) } }
      }
    }
    return nil
  }

  /// Letters typed on an index bar one at a time, and the title each
  /// reaches by ``romanizedTitle(forTyped:)``: a consonant waits for the
  /// rest of its syllable (`s` さ, then `a`: still さ, not あ), so `browse`
  /// and the web bar read romaji as it is typed.
  ///
  ///     var typing = IndexedCollation.TypeAhead()
  ///     typing.title(typing: "s", in: japanese)  // "さ"
  ///     typing.title(typing: "a", in: japanese)  // "さ": "sa"
  ///     typing.title(typing: "a", in: japanese)  // "あ"
  public struct TypeAhead: Sendable, Hashable {
    /// The consonants of the syllable being typed.
    private var pending: [UInt8] = []

    public init() {}

    /// The title typing `text` next reaches by its romanization, or `nil`:
    /// then match the typed text itself (an uppercase letter reaches the
    /// Latin title, a kana or Hangul letter its own row).
    ///
    /// - Complexity: O(*t*) for *t* titles.
    public mutating func title(typing text: String, in collation: IndexedCollation) -> String? {
      let typed = Array(text.utf8)
      guard typed.count == 1, (0x61...0x7A).contains(typed[0]) else {
        pending = []
        return nil
      }
      let vowels = Array("aeiou".utf8)
      if !pending.isEmpty,
        let title = collation.romanizedTitle(
          forTyped: String(decoding: pending + typed, as: UTF8.self))
      {
        pending = vowels.contains(typed[0]) ? [] : pending + typed
        return title
      }
      let title = collation.romanizedTitle(forTyped: text)
      pending = title == nil || vowels.contains(typed[0]) ? [] : typed
      return title
    }
  }

  /// The kana row titles (`あ`, `か` … `わ`) of a Japanese index.
  private static let kanaRows = Set(romajiRows.map { UTF8Key($0.title) })

  /// Each kana row and the first letters of its romaji (Hepburn and
  /// Kunrei: shi si, chi ti, tsu tu, fu hu, ji zi).
  private static let romajiRows: [(title: String, letters: String)] = [
    ("あ", "aiueo"), ("か", "kg"), ("さ", "szj"), ("た", "tdc"), ("な", "n"),
    ("は", "hbpf"), ("ま", "m"), ("や", "y"), ("ら", "rl"), ("わ", "wv"),
  ]

  /// Each Hangul initial and the Latin letters only it is romanized with.
  private static let koreanInitials: [(title: String, letters: String)] = [
    ("ㄱ", "g"), ("ㄴ", "n"), ("ㄷ", "d"), ("ㄹ", "rl"), ("ㅁ", "m"), ("ㅂ", "b"), ("ㅅ", "s"),
    ("ㅈ", "j"), ("ㅎ", "h"),
  ]

  private static let hangulInitials: Set<UTF8Key> = Set(
    "ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ".unicodeScalars.map { UTF8Key(String($0)) })

  /// Whether letters are a syllable of romaji or its start: a consonant,
  /// then y, h, s (tsu) or the consonant again (small tsu), then a vowel,
  /// each optional.
  private static func isRomaji(_ letters: [UInt8]) -> Bool {
    let consonants = Array("kgsztdnhbpmyrwjfclv".utf8)
    let vowels = Array("aeiou".utf8)
    var i = 0
    if i < letters.count, consonants.contains(letters[i]) {
      i += 1
      if i < letters.count,
        letters[i] == UInt8(ascii: "y") || letters[i] == UInt8(ascii: "h")
          || (letters[i] == UInt8(ascii: "s") && letters[0] == UInt8(ascii: "t"))
          || letters[i] == letters[0]
      {
        i += 1
      }
    }
    if i < letters.count, vowels.contains(letters[i]) { i += 1 }
    return i > 0 && i == letters.count
  }
}
