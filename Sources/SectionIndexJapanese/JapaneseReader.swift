import SectionIndexCollation
internal import SectionIndexJapaneseTables

/// Reads Japanese text in hiragana without a reading field: kanji words and
/// place names by a dictionary, names as a surname and a given name.
///
///     let reader = JapaneseReader.shared
///     reader.reading(of: "北朝鮮", names: false)     // "きたちょうせん"
///     reader.reading(of: "佐藤花子", names: true)    // "さとうはなこ"
///     reader.reading(of: "木村 さくら", names: true) // "きむら さくら"
///     reader.reading(of: "Smith", names: false)     // nil: nothing to read
///
/// Text is segmented from the start by longest match against a table of
/// words and place names; a kanji no word covers reads as its most common
/// reading at the start of a word (or alone, when no kanji follows it). A name is read as a surname (the longest
/// surname of the table that leaves a given name the table knows, kana, a
/// space or nothing; without one, the part before a space), then a given
/// name; an ambiguous spelling reads its most common reading (東海林 しょうじ).
/// Kana, Latin letters and everything else are kept as they are.
///
/// Data: SudachiDict core (Apache-2.0), entries chosen by frequency; see
/// `Tools/generate-japanese.py` and the Guide's "Japanese readings".
///
/// - Complexity: The first use decodes the tables (115,160 entries from
///   one range-coded stream: about 0.1 s on a desktop core), once per
///   process.
public final class JapaneseReader: Sendable {
  /// The reader every caller shares; its tables decode on first use.
  public static let shared = JapaneseReader(data: .compiledIn)

  private let tables: ReadingTables

  /// Decodes the readings of `tables`: the compiled-in ones (``shared``),
  /// or those a web build supplied (its `ja.data`).
  package init(data: CollationData) {
    tables = ReadingTables(data.text("japaneseReadings", else: japaneseReadings))
  }

  /// The reading of `string` in hiragana, or `nil` when it has no kanji the
  /// tables know (the string would read as itself).
  ///
  ///     JapaneseReader.shared.reading(of: "東海林 太郎", names: true)  // "しょうじ たろう"
  ///     JapaneseReader.shared.reading(of: "日本", names: false)       // "にっぽん"
  ///
  /// - Parameters:
  ///   - string: The text.
  ///   - names: Whether it is a person's name, surname first.
  /// - Complexity: O(*n* · *l* log *g*) for *n* scalars, words of up to *l*
  ///   scalars and *g* entries per first kanji.
  public func reading(of string: String, names: Bool) -> String? {
    reading(of: string, as: names ? .name : .text)
  }

  /// What a string ``reading(of:as:)`` reads is.
  public enum Kind: Sendable, Hashable {
    /// Words and place names.
    case text
    /// A person's name, surname first; a single word the table knows as a
    /// given name and not as a surname (太郎, 一輝) reads as a given name.
    case name
    /// Given names only (a class list, a list of first names): each word
    /// reads as a given name.
    case givenName
  }

  /// The reading of `string` in hiragana, read as `kind`, or `nil` when it
  /// has no kanji the tables know.
  ///
  ///     JapaneseReader.shared.reading(of: "太郎", as: .name)       // "たろう"
  ///     JapaneseReader.shared.reading(of: "大翔", as: .givenName)  // "ひろと"
  ///
  /// - Complexity: As ``reading(of:names:)``.
  public func reading(of string: String, as kind: Kind) -> String? {
    var text: [UInt32] = []
    var mayRead = false
    for s in string.unicodeScalars {
      text.append(s.value)
      if Self.isKanji(s.value) { mayRead = true }
    }
    guard mayRead else { return nil }
    return text.withUnsafeBufferPointer { text -> String? in
      var out = Output()
      switch kind {
      case .text: readText(text, from: 0, to: text.count, initials: nil, into: &out)
      case .name: readName(text, into: &out)
      case .givenName: readGivenNames(text, into: &out)
      }
      return out.changed ? out.string : nil
    }
  }

  /// How many scalars of `string` are a surname the table knows, when the
  /// string reads as that surname and a given name the table knows whole
  /// (佐藤花子 2, 佐藤 花子 2, 林 優子 1); 0 for one word the table knows
  /// as a given name and not as a surname (太郎); `nil` otherwise (a
  /// surname alone, an unknown given name).
  ///
  /// For telling Japanese names from Chinese ones in an index of both
  /// (``JapaneseReadings/language(of:phoneticKey:)``).
  ///
  /// - Complexity: O(*l*² log *g*) for names of *l* scalars.
  public func surnameLength(ofName string: String) -> Int? {
    let text = Array(string.unicodeScalars.lazy.map { $0.value }.drop(while: Self.isSpace))
    return text.withUnsafeBufferPointer { text -> Int? in
      guard let first = text.first, Self.isKanji(first) else { return nil }
      var space = 0
      while space < text.count, !Self.isSpace(text[space]) { space += 1 }
      var given = space
      while given < text.count, Self.isSpace(text[given]) { given += 1 }
      var givenEnd = given
      while givenEnd < text.count, !Self.isSpace(text[givenEnd]) { givenEnd += 1 }
      func isGivenName(from start: Int) -> Bool {
        guard start < givenEnd,
          let name = tables.givenNames.longestMatch(in: text, at: start, end: givenEnd)
        else { return false }
        return start + name.length == givenEnd
      }
      if given < text.count {
        // Surname, space, given name: both whole.
        let whole = tables.surnames.longestMatch(in: text, at: 0, end: space)
        return whole?.length == space && isGivenName(from: given) ? space : nil
      }
      for length in tables.surnames.matchLengths(in: text, at: 0, end: space)
      where length < space && isGivenName(from: length) {
        return length
      }
      return isGivenNameOnly(text, from: 0) ? 0 : nil
    }
  }

  /// The longest surname the table knows at the start of `string` that
  /// leaves something after it (a given name, known or not, after a space
  /// or not): its length and how many scalars of the name follow it,
  /// spaces left out; `nil` when there is none.
  ///
  ///     JapaneseReader.shared.leadingSurname(ofName: "坂本 蒼")  // (2, 1)
  ///
  /// - Complexity: O(*l* log *g*) for names of *l* scalars.
  package func leadingSurname(ofName string: String) -> (length: Int, rest: Int)? {
    let text = Array(string.unicodeScalars.lazy.map { $0.value }.drop(while: Self.isSpace))
    return text.withUnsafeBufferPointer { text -> (length: Int, rest: Int)? in
      guard let first = text.first, Self.isKanji(first) else { return nil }
      var space = 0
      while space < text.count, !Self.isSpace(text[space]) { space += 1 }
      let rest = text.count - space == 0 ? 0 : text[space...].filter { !Self.isSpace($0) }.count
      for length in tables.surnames.matchLengths(in: text, at: 0, end: space)
      where length < space || rest > 0 {
        return (length, space - length + rest)
      }
      return nil
    }
  }

  /// What a reading is being written into.
  private struct Output {
    var string = ""
    var changed = false

    mutating func append(scalar: UInt32) {
      if let s = Unicode.Scalar(scalar) { string.unicodeScalars.append(s) }
    }

    mutating func append(reading: [UInt8]) {
      for b in reading { append(scalar: ReadingTable.kana(b)) }
      changed = true
    }
  }

  /// Kanji, the iteration mark 々, 〆 and the small ヶ of place names.
  @inline(__always)
  static func isKanji(_ scalar: UInt32) -> Bool {
    (0x3400...0x4DBF).contains(scalar) || (0x4E00...0x9FFF).contains(scalar)
      || (0xF900...0xFAFF).contains(scalar) || (0x20000...0x3FFFF).contains(scalar)
      || scalar == 0x3005 || scalar == 0x3006 || scalar == 0x30F6
  }

  @inline(__always)
  private static func isSpace(_ scalar: UInt32) -> Bool {
    scalar == 0x20 || scalar == 0x3000 || (0x09...0x0D).contains(scalar)
  }

  /// Reads `text[start..<end]` by longest match; a kanji no word covers
  /// reads as `initials` gives it when first (a surname's or given name's
  /// first kanji), else as it reads alone when no kanji follows (東 ひがし
  /// in 東アジア), else as it reads first in a word (東 とう).
  private func readText(
    _ text: UnsafeBufferPointer<UInt32>, from start: Int, to end: Int, initials: ReadingTable?,
    into out: inout Output
  ) {
    var i = start
    while i < end {
      let scalar = text[i]
      guard Self.isKanji(scalar) else {
        out.append(scalar: scalar)
        i += 1
        continue
      }
      if let match = tables.words.longestMatch(in: text, at: i, end: end, minimum: 2) {
        out.append(reading: match.reading)
        i += match.length
        continue
      }
      let alone = i + 1 == end || !Self.isKanji(text[i + 1])
      if i == start, let initials, let reading = initials.reading(of: scalar) {
        out.append(reading: reading)
      } else if alone, let reading = tables.standaloneKanji.reading(of: scalar) {
        out.append(reading: reading)
      } else if let reading = tables.kanji.reading(of: scalar) {
        out.append(reading: reading)
      } else {
        out.append(scalar: scalar)
      }
      i += 1
    }
  }

  /// Reads a name: leading space, the surname, space, the given name.
  private func readName(_ text: UnsafeBufferPointer<UInt32>, into out: inout Output) {
    var i = 0
    while i < text.count, Self.isSpace(text[i]) {
      out.append(scalar: text[i])
      i += 1
    }
    guard i < text.count, Self.isKanji(text[i]) else {
      readText(text, from: i, to: text.count, initials: nil, into: &out)
      return
    }
    var space = i
    while space < text.count, !Self.isSpace(text[space]) { space += 1 }
    // One word the table knows as a given name and not as a surname: a
    // given name alone (太郎 たろう, not 太 おお + 郎).
    if space == text.count, isGivenNameOnly(text, from: i) {
      readGivenName(text, from: i, into: &out)
      return
    }
    let surnameEnd = surnameLength(text, at: i, space: space).map { i + $0 } ?? space
    if let whole = tables.surnames.longestMatch(in: text, at: i, end: surnameEnd),
      whole.length == surnameEnd - i
    {
      out.append(reading: whole.reading)
    } else {
      readText(text, from: i, to: surnameEnd, initials: tables.surnameInitials, into: &out)
    }
    i = surnameEnd
    while i < text.count, Self.isSpace(text[i]) {
      out.append(scalar: text[i])
      i += 1
    }
    readGivenName(text, from: i, into: &out)
  }

  /// Whether `text[start...]` is whole a given name of the table and not a
  /// surname of it.
  private func isGivenNameOnly(_ text: UnsafeBufferPointer<UInt32>, from start: Int) -> Bool {
    guard let given = tables.givenNames.longestMatch(in: text, at: start, end: text.count),
      start + given.length == text.count
    else { return false }
    let surname = tables.surnames.longestMatch(in: text, at: start, end: text.count)
    return surname.map { start + $0.length != text.count } ?? true
  }

  /// Reads words that are each a given name, the space between them kept.
  private func readGivenNames(_ text: UnsafeBufferPointer<UInt32>, into out: inout Output) {
    var i = 0
    while i < text.count {
      if Self.isSpace(text[i]) {
        out.append(scalar: text[i])
        i += 1
        continue
      }
      var end = i
      while end < text.count, !Self.isSpace(text[end]) { end += 1 }
      // Up to the word's end: a copy, since a given name is read to the end.
      Array(text[i..<end]).withUnsafeBufferPointer { readGivenName($0, from: 0, into: &out) }
      i = end
    }
  }

  /// How many scalars from `i` are the surname, when the table knows it:
  /// the longest surname that ends at the space or leaves a given name the
  /// table knows, kana or nothing; else the longest surname when there is
  /// no space. `nil` when the table knows no surname here.
  private func surnameLength(_ text: UnsafeBufferPointer<UInt32>, at i: Int, space: Int) -> Int? {
    let lengths = tables.surnames.matchLengths(in: text, at: i, end: space)
    for length in lengths {
      let rest = i + length
      if rest == space || !Self.isKanji(text[rest]) { return length }
      if let given = tables.givenNames.longestMatch(in: text, at: rest, end: space),
        rest + given.length == space
      {
        return length
      }
    }
    if space < text.count { return nil }  // the part before the space
    if let longest = lengths.first { return longest }
    // An unknown surname glued to a given name the table knows.
    var split = i + 1
    while split < space {
      if let given = tables.givenNames.longestMatch(in: text, at: split, end: space),
        split + given.length == space
      {
        return split - i
      }
      split += 1
    }
    return nil
  }

  /// Reads a given name: the table's whole name, else its longest prefix
  /// from the table and the rest as text, else text whose first kanji reads
  /// as given names start.
  private func readGivenName(
    _ text: UnsafeBufferPointer<UInt32>, from start: Int, into out: inout Output
  ) {
    if start < text.count, Self.isKanji(text[start]),
      let given = tables.givenNames.longestMatch(in: text, at: start, end: text.count, minimum: 2)
    {
      out.append(reading: given.reading)
      readText(text, from: start + given.length, to: text.count, initials: nil, into: &out)
      return
    }
    readText(text, from: start, to: text.count, initials: tables.givenNameInitials, into: &out)
  }
}
