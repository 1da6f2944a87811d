/// Romaji search of kana: a query typed in Latin letters (`kaiku`, `toukyou`,
/// `tokyo`, `shinbun`) matches kana text (かいくう, とうきょう, しんぶん), as
/// the contacts apps of Android and iOS find a name by its reading.
///
/// Both sides are brought to one spelling: kana are written in Kunrei-style
/// romaji (し si, ち ti, つ tu, ふ hu, じ zi, しゃ sya), the query's Hepburn
/// and common variants are mapped onto it (shi/si, chi/ti, tsu/tu, fu/hu,
/// ji/zi, sha/sya, ja/jya/zya, wo/o, m before b, m, p as n), and in both a
/// doubled letter counts once and "ou" as "o", so that long vowels
/// (とう: tou, too, to; くう: kuu, ku), the small tsu (きって: kitte, kite)
/// and ん before a vowel or another n (かんい: kan'i, kani; こんな: konna)
/// match however they are typed. Apostrophes and hyphens in a query word
/// are left out. A long vowel written with a macron or a circumflex
/// (Hepburn's `kūkai`, `ryōma`, Nihon-shiki's `kûkai`), precomposed or with
/// a combining mark, is the vowel twice (`kuukai`).
///
///     let romaji = SearchRomaji(query: "kaiku")
///     romaji?.match(in: Array("かいくう".utf8))  // the UTF-8 range of かいく
///
/// Each query word must match, as a prefix, the romaji of the text from
/// the start of some kana; text other than kana does not take part.
struct SearchRomaji: Sendable {
  /// The query's words in the common spelling, lowercase ASCII.
  let words: [[UInt8]]

  /// The romaji form of a query, or `nil` when the query has a word that
  /// is not made of Latin letters (apostrophes and hyphens aside).
  init?(query: String) {
    var words: [[UInt8]] = []
    var word: [UInt8] = []
    var ok = true
    func end() {
      if !word.isEmpty { words.append(Self.spelling(ofQuery: word)) }
      word.removeAll()
    }
    for scalar in query.unicodeScalars {
      let v = scalar.value
      switch v {
      case 0x41...0x5A: word.append(UInt8(v) | 0x20)
      case 0x61...0x7A: word.append(UInt8(v))
      case 0x27, 0x2D: continue  // kan'i, kan-i
      case 0x20, 0x09, 0x0A, 0x0D, 0x2C, 0x2E: end()
      case 0x0304, 0x0302:
        // A combining macron or circumflex lengthens the vowel before it.
        guard let last = word.last, Self.isVowel(last) else {
          ok = false
          continue
        }
        word.append(last)
      default:
        guard let vowel = Self.longVowel(v) else {
          ok = false
          continue
        }
        word += [vowel, vowel]
      }
    }
    end()
    guard ok, !words.isEmpty, !words.contains(where: { $0.isEmpty }) else { return nil }
    self.words = words
  }

  /// The vowel a precomposed long vowel of romaji stands for: ā ē ī ō ū
  /// (macron) and â ê î ô û (circumflex), either case.
  static func longVowel(_ scalar: UInt32) -> UInt8? {
    switch scalar {
    case 0x0100, 0x0101, 0x00C2, 0x00E2: UInt8(ascii: "a")
    case 0x0112, 0x0113, 0x00CA, 0x00EA: UInt8(ascii: "e")
    case 0x012A, 0x012B, 0x00CE, 0x00EE: UInt8(ascii: "i")
    case 0x014C, 0x014D, 0x00D4, 0x00F4: UInt8(ascii: "o")
    case 0x016A, 0x016B, 0x00DB, 0x00FB: UInt8(ascii: "u")
    default: nil
    }
  }

  private static func isVowel(_ letter: UInt8) -> Bool {
    [UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u")]
      .contains(letter)
  }

  /// The UTF-8 ranges of the kana each word matched, or `nil` when a word
  /// matches nowhere (also for text without kana).
  ///
  /// - Complexity: O(*n* · *m*) for *n* bytes of text and *m* of query.
  func match(in utf8: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
    guard Self.mayHaveKana(utf8) else { return nil }
    let text = Self.romaji(of: utf8)
    var ranges: [Range<Int>] = []
    for word in words {
      var found: Range<Int>? = nil
      for start in text.starts where start + word.count <= text.letters.count {
        var k = 0
        while k < word.count && text.letters[start + k] == word[k] { k += 1 }
        if k == word.count {
          found = text.sources[start].lowerBound..<text.sources[start + k - 1].upperBound
          break
        }
      }
      guard let found else { return nil }
      ranges.append(found)
    }
    return ranges
  }

  /// Whether UTF-8 text may hold kana (U+3041–U+30FF: E3 81–83 …).
  @inline(__always)
  static func mayHaveKana(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while i + 1 < utf8.count {
      if utf8[i] == 0xE3, (0x81...0x83).contains(utf8[i + 1]) { return true }
      i += 1
    }
    return false
  }

  /// Romaji of a text's kana, with where each letter came from and where a
  /// kana's letters start; a character that is not kana separates runs.
  static func romaji(
    of utf8: UnsafeBufferPointer<UInt8>
  ) -> (letters: [UInt8], sources: [Range<Int>], starts: [Int]) {
    var out = Spelling()
    var starts: [Int] = []
    var i = 0
    while i < utf8.count {
      let (cp, length) = decode(utf8, at: i)
      let source = i..<(i + length)
      i += length
      var kana = cp
      if (0x30A1...0x30F6).contains(kana) { kana -= 0x60 }  // katakana → hiragana
      if kana == 0x30FC || kana == 0x3063 {  // ー, っ: the letters double or lengthen
        out.extendLast(to: source)
        continue
      }
      guard (0x3041...0x3096).contains(kana) else {
        out.separate()
        continue
      }
      let letters = romaji(ofKana: kana)
      switch kana {
      case 0x3083, 0x3085, 0x3087:  // small ya, yu, yo after an i-row kana: kya
        if out.dropLastVowel(ifItIs: 0x69) {
          out.append(letters, from: source)
          continue
        }
      case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049:  // small vowels: fa, ti
        if out.dropLastVowel(ifItIs: nil) {
          out.append(letters, from: source)
          continue
        }
      default: break
      }
      let before = out.letters.count
      out.append(letters, from: source)
      if out.letters.count > before { starts.append(before) }
    }
    return (out.letters, out.sources, starts)
  }

  /// A query word in the common spelling.
  static func spelling(ofQuery word: [UInt8]) -> [UInt8] {
    var out = Spelling()
    var i = 0
    func at(_ k: Int) -> UInt8 { i + k < word.count ? word[i + k] : 0 }
    while i < word.count {
      let c = word[i]
      var emit: (UInt8, UInt8) = (c, 0x20)  // a space: none
      var used = 1
      switch (c, at(1), at(2)) {
      case (0x74, 0x73, _): (emit, used) = ((0x74, 0x20), 2)  // ts(u) → t(u)
      case (0x73, 0x68, 0x69): (emit, used) = ((0x73, 0x69), 3)  // shi → si
      case (0x73, 0x68, _): (emit, used) = ((0x73, 0x79), 2)  // sh → sy
      case (0x63, 0x68, 0x69): (emit, used) = ((0x74, 0x69), 3)  // chi → ti
      case (0x63, 0x68, _): (emit, used) = ((0x74, 0x79), 2)  // ch → ty
      case (0x6A, 0x69, _): (emit, used) = ((0x7A, 0x69), 2)  // ji → zi
      case (0x6A, 0x79, _): (emit, used) = ((0x7A, 0x79), 2)  // jy → zy
      case (0x6A, _, _): (emit, used) = ((0x7A, 0x79), 1)  // ja → zya
      case (0x66, _, _): emit = (0x68, 0x20)  // fu → hu
      case (0x64, 0x7A, _): (emit, used) = ((0x7A, 0x20), 2)  // dzu → zu
      case (0x64, 0x75, _), (0x64, 0x69, _): emit = (0x7A, 0x20)  // du, di → zu, zi
      case (0x77, 0x6F, _): (emit, used) = ((0x6F, 0x20), 2)  // wo → o
      case (0x6D, 0x62, _), (0x6D, 0x6D, _), (0x6D, 0x70, _): emit = (0x6E, 0x20)  // shimbun
      default: break
      }
      out.append(emit, from: 0..<0)
      i += used
    }
    return out.letters
  }

  /// Letters appended the common way: a doubled letter counts once, and
  /// "u" after "o" is left out.
  struct Spelling {
    var letters: [UInt8] = []
    var sources: [Range<Int>] = []
    private var runStart = 0

    /// Appends a kana's letters (``romaji(ofKana:)``: a space is none).
    mutating func append(_ new: (UInt8, UInt8), from source: Range<Int>) {
      append(new.0, from: source)
      if new.1 != UInt8(ascii: " ") { append(new.1, from: source) }
    }

    private mutating func append(_ c: UInt8, from source: Range<Int>) {
      if letters.count > runStart, let last = letters.last,
        last == c || (last == 0x6F && c == 0x75)
      {
        extendLast(to: source)
        return
      }
      letters.append(c)
      sources.append(source)
    }

    /// The last letter also covers `source` (a long vowel, a small tsu).
    mutating func extendLast(to source: Range<Int>) {
      guard letters.count > runStart, let last = sources.last else { return }
      sources[sources.count - 1] = last.lowerBound..<Swift.max(last.upperBound, source.upperBound)
    }

    /// Drops the last letter when it is a vowel (the given one, or any),
    /// for a small kana that replaces it; false when it is not.
    mutating func dropLastVowel(ifItIs vowel: UInt8?) -> Bool {
      guard letters.count > runStart, let last = letters.last,
        vowel.map({ $0 == last }) ?? [0x61, 0x69, 0x75, 0x65, 0x6F].contains(last)
      else { return false }
      letters.removeLast()
      sources.removeLast()
      return true
    }

    /// Ends a run of kana: nothing collapses across it.
    mutating func separate() { runStart = letters.count }
  }

  @inline(__always)
  private static func decode(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
    let b0 = UInt32(p[i])
    if b0 < 0x80 { return (b0, 1) }
    if b0 < 0xE0, i + 1 < p.count { return ((b0 & 0x1F) << 6 | UInt32(p[i + 1] & 0x3F), 2) }
    if b0 < 0xF0, i + 2 < p.count {
      return ((b0 & 0x0F) << 12 | UInt32(p[i + 1] & 0x3F) << 6 | UInt32(p[i + 2] & 0x3F), 3)
    }
    return (0xFFFD, b0 >= 0xF0 && i + 3 < p.count ? 4 : 1)
  }

  /// The romaji of U+3041…U+3096 (ぁ … ゖ), in the common spelling: two
  /// bytes a kana, a space after a single letter (data, where an array
  /// of arrays would be code that builds it).
  static let kanaRomaji: StaticString = """
    a a i i u u e e o o kagakigikugukegekogosazasizisuzusezesozotadatizitutuzutedetodonaninunenoha\
    bapahibipihubupuhebepehobopomamimumemoyayayuyuyoyorarirurerowawai e o n vukake
    """

  /// The romaji letters of kana U+3041…U+3096: two, or one and a space.
  @inline(__always)
  static func romaji(ofKana kana: UInt32) -> (UInt8, UInt8) {
    let i = Int(kana - 0x3041) * 2
    return kanaRomaji.withUTF8Buffer { ($0[i], $0[i + 1]) }
  }
}
