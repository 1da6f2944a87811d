/// Reads Chinese text as Hanyu Pinyin: a default reading per character, word
/// readings for polyphonic characters, and surname readings for names.
///
///     let reader = PinyinReader.shared
///     reader.pinyin("曾国藩", names: true, style: .toneMarks)   // "zēng guó fān"
///     reader.pinyin("长沙", names: false, style: .plain)         // "chang sha"
///     reader.pinyin("曾经", names: false, style: .toneNumbers)  // "ceng2 jing1"
///
/// Text is segmented from the start by longest match against a dictionary of
/// the words whose reading differs from their characters' default readings
/// (the rest read character by character). In name mode the start of the
/// string is read as a surname first: compound surnames (欧阳, 万俟, 长孙 …),
/// then single surnames with a surname reading (曾 zēng, 单 shàn …); the given
/// name reads as text. Data: Unihan and CLDR (default readings), pypinyin
/// (words), our surname table; see `Tools/generate-pinyin.py`.
struct PinyinReader: Sendable {
  /// A syllable with its tone.
  struct Reading: Hashable, Sendable {
    /// Index into the syllable table, which is in pinyin (alphabetical) order.
    var syllable: Int
    /// 1–4, or 5 for the neutral tone.
    var tone: Int

    @inline(__always)
    init(syllable: Int, tone: Int) {
      self.syllable = syllable
      self.tone = tone
    }

    /// The packed form used by the tables: `syllable << 3 | tone`.
    @inline(__always)
    init(code: UInt32) {
      self.init(syllable: Int(code >> 3), tone: Int(code & 7))
    }

    var code: Int { syllable << 3 | tone }
  }

  /// How `pinyin(_:names:style:)` writes syllables.
  enum Style: Sendable {
    /// "zēng guó fān"
    case toneMarks
    /// "zeng1 guo2 fan1" (the neutral tone is 5: "de5")
    case toneNumbers
    /// "zeng guo fan"
    case plain
  }

  /// A word or surname of the dictionaries, keyed by its first scalar.
  private struct Word: Sendable {
    var tail: [UInt32]
    var codes: [UInt32]
  }

  static let shared = PinyinReader()

  private static let phraseHead: UInt32 = 1 << 16
  private static let surnameHead: UInt32 = 1 << 17

  /// Per scalar: default code in the low 16 bits, and the head flags.
  private let characters: ScalarMap
  private let phrases: [UInt32: [Word]]
  private let surnames: [UInt32: [Word]]
  /// Per syllable: the toneless form, then the forms with tones 1–4.
  private let syllableForms: [[String]]
  /// Representative scalar per code, 0 when none.
  private let representatives: [UInt32]

  private init() {
    syllableForms = pinyinSyllables.split(separator: "\n").map {
      $0.split(separator: " ").map(String.init)
    }
    let phrases = Self.decodeWords(pinyinPhraseData)
    let surnames = Self.decodeWords(pinyinSurnameData)
    self.phrases = phrases
    self.surnames = surnames

    let units = Self.units(PackedData.words(pinyinCharacterData).dropFirst())
    var pairs: [(UInt32, UInt32)] = []
    pairs.reserveCapacity(Int(PackedData.words(pinyinCharacterData)[0]))
    var scalar: UInt32 = 0
    var i = 0
    while i < units.count {
      let unit = UInt32(units[i])
      let code: UInt32
      if unit == 0xF000 {
        scalar += UInt32(units[i + 1]) << 16 | UInt32(units[i + 2])
        code = UInt32(units[i + 3])
        i += 4
      } else {
        scalar += (unit >> 12) + 1
        code = unit & 0xFFF
        i += 1
      }
      if code == 0 { break }  // padding
      var value = code
      if phrases[scalar] != nil { value |= Self.phraseHead }
      if surnames[scalar] != nil { value |= Self.surnameHead }
      pairs.append((scalar, value))
    }
    characters = ScalarMap(sortedPairs: pairs)

    let r = PackedData.words(pinyinRepresentativeData)
    var representatives = [UInt32](repeating: 0, count: syllableForms.count << 3)
    for k in stride(from: 0, to: r.count - 1, by: 2) where Int(r[k]) < representatives.count {
      representatives[Int(r[k])] = r[k + 1]
    }
    self.representatives = representatives
  }

  private static func units(_ words: some Collection<UInt32>) -> [UInt16] {
    var units: [UInt16] = []
    units.reserveCapacity(words.count * 2)
    for w in words {
      units.append(UInt16(truncatingIfNeeded: w))
      units.append(UInt16(truncatingIfNeeded: w >> 16))
    }
    return units
  }

  /// Decodes the layout of `pinyinPhraseData`, longest words first per head.
  private static func decodeWords(_ data: StaticString) -> [UInt32: [Word]] {
    let units = units(PackedData.words(data))
    var words: [UInt32: [Word]] = [:]
    var i = 0
    while i < units.count, units[i] != 0 {
      let length = Int(units[i] >> 12)
      var codes = [UInt32(units[i] & 0xFFF)]
      for k in 1..<length { codes.append(UInt32(units[i + k])) }
      let scalars = units[(i + length)..<(i + 2 * length)].map(UInt32.init)
      words[scalars[0], default: []].append(Word(tail: Array(scalars.dropFirst()), codes: codes))
      i += 2 * length
    }
    return words
  }

  // MARK: - Lookup

  /// The default reading of a character (Unihan kMandarin's first value), or
  /// `nil` for characters without a reading.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func defaultReading(of scalar: Unicode.Scalar) -> Reading? {
    let value = characters[scalar.value] & 0xFFFF
    return value == 0 ? nil : Reading(code: value)
  }

  /// The reading of each scalar of `scalars` in context, `nil` for scalars
  /// that have none (non-Han text).
  ///
  ///     PinyinReader.shared.readings(of: "重庆".unicodeScalars, names: false)
  ///     // [chóng, qìng]
  ///
  /// - Parameters:
  ///   - scalars: The text.
  ///   - names: Whether the text is a personal name, surname first.
  /// - Returns: One element per scalar.
  /// - Complexity: O(*n*) for *n* scalars.
  func readings(of scalars: some Sequence<Unicode.Scalar>, names: Bool) -> [Reading?] {
    let text = scalars.map(\.value)
    var out = [Reading?](repeating: nil, count: text.count)
    var i = 0
    if names {
      while i < text.count, text[i] == 0x20 || text[i] == 0x3000 || (0x09...0x0D).contains(text[i]) {
        i += 1
      }
      if i < text.count, characters[text[i]] & Self.surnameHead != 0,
        let word = match(surnames, in: text, at: i)
      {
        for (k, code) in word.codes.enumerated() { out[i + k] = Reading(code: code) }
        i += word.codes.count
      }
    }
    while i < text.count {
      let value = characters[text[i]]
      if value & Self.phraseHead != 0, let word = match(phrases, in: text, at: i) {
        for (k, code) in word.codes.enumerated() { out[i + k] = Reading(code: code) }
        i += word.codes.count
        continue
      }
      let code = value & 0xFFFF
      out[i] = code == 0 ? nil : Reading(code: code)
      i += 1
    }
    return out
  }

  /// The reading of each scalar of `string` in context; see
  /// `readings(of:names:)`.
  func readings(of string: String, names: Bool) -> [Reading?] {
    readings(of: string.unicodeScalars, names: names)
  }

  private func match(_ dictionary: [UInt32: [Word]], in text: [UInt32], at i: Int) -> Word? {
    guard let candidates = dictionary[text[i]] else { return nil }
    for word in candidates where i + word.tail.count < text.count {
      var k = 0
      while k < word.tail.count, text[i + 1 + k] == word.tail[k] { k += 1 }
      if k == word.tail.count { return word }
    }
    return nil
  }

  // MARK: - Text

  /// The syllable of a reading as text.
  ///
  ///     reader.syllable(of: r, style: .toneMarks)   // "zēng"
  func syllable(of reading: Reading, style: Style) -> String {
    let forms = syllableForms[reading.syllable]
    switch style {
    case .plain: return forms[0]
    case .toneNumbers: return forms[0] + String(reading.tone)
    case .toneMarks: return reading.tone >= 1 && reading.tone <= 4 ? forms[reading.tone] : forms[0]
    }
  }

  /// The number of syllables in the syllable table.
  var syllableCount: Int { syllableForms.count }

  /// Writes `string` in pinyin: syllables separated by spaces, other text
  /// kept as is (with a space between a syllable and an adjacent letter or
  /// digit).
  ///
  ///     reader.pinyin("曾国藩", names: true, style: .toneNumbers)  // "zeng1 guo2 fan1"
  ///
  /// - Parameters:
  ///   - string: The text.
  ///   - names: Whether the text is a personal name, surname first.
  ///   - style: Tone marks, tone numbers, or no tones.
  /// - Complexity: O(*n*) for *n* scalars.
  func pinyin(_ string: String, names: Bool, style: Style) -> String {
    let scalars = Array(string.unicodeScalars)
    let readings = readings(of: scalars, names: names)
    var out = ""
    var previousWasSyllable = false
    var previousWasWordCharacter = false
    for (scalar, reading) in zip(scalars, readings) {
      if let reading {
        if previousWasSyllable || previousWasWordCharacter { out += " " }
        out += syllable(of: reading, style: style)
        previousWasSyllable = true
        previousWasWordCharacter = false
      } else {
        let isWordCharacter = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        if previousWasSyllable && isWordCharacter { out += " " }
        out.unicodeScalars.append(scalar)
        previousWasSyllable = false
        previousWasWordCharacter = isWordCharacter
      }
    }
    return out
  }

  // MARK: - Collation

  /// A Han character whose default reading is `reading` and which CLDR's zh
  /// pinyin order lists first among the characters of that reading, or `nil`
  /// when there is none.
  ///
  /// Substituting it for a character read `reading` in context makes the text
  /// sort by the contextual reading under the pinyin collation.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func representativeCharacter(for reading: Reading) -> Unicode.Scalar? {
    let code = reading.code
    guard code >= 0, code < representatives.count else { return nil }
    let value = representatives[code]
    return value == 0 ? nil : Unicode.Scalar(value)
  }
}
