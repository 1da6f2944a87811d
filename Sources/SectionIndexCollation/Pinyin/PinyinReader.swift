import SectionIndexAlgorithms
internal import SectionIndexCollationTables

/// Reads Chinese text as Hanyu Pinyin: a default reading per character, word
/// readings for polyphonic characters, and surname readings for names.
///
///     let reader = CollationData.compiledIn.pinyin
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
final class PinyinReader: Sendable {
  /// A syllable with its tone.
  struct Reading: Hashable, Sendable {
    /// The packed form used by the tables: `syllable << 3 | tone`.
    var code: UInt16

    @inline(__always)
    init(syllable: Int, tone: Int) {
      code = UInt16(truncatingIfNeeded: syllable << 3 | tone)
    }

    @inline(__always)
    init(code: UInt32) {
      self.code = UInt16(truncatingIfNeeded: code)
    }

    /// Index into the syllable table, which is in pinyin (alphabetical) order.
    @inline(__always) var syllable: Int { Int(code >> 3) }
    /// 1–4, or 5 for the neutral tone.
    @inline(__always) var tone: Int { Int(code & 7) }
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

  /// Words (or surnames) grouped by first scalar, longest first in a group,
  /// stored flat so that matching allocates nothing.
  private struct WordTable: Sendable {
    /// Entry `e` is `scalars[offsets[e]..<offsets[e + 1]]`, read `codes[same]`.
    var offsets: [Int32] = [0]
    var scalars: [UInt32] = []
    var codes: [UInt16] = []
    /// Group `g` is entries `groups[g]..<groups[g + 1]`.
    var groups: [Int32] = [0]
    /// First scalar → group + 1.
    var heads: [(UInt32, UInt32)] = []

    /// Decodes a stream of `pinyinPhraseData`'s layout ("MARK: - Word
    /// tables" in Tools/generate-pinyin.py): words sorted by first scalar,
    /// then second, each character's reading 0 for its default
    /// (`defaults`, low 12 bits), else 1 + its place in `ranked`. An empty
    /// text has no words; a damaged one stops at the first word it cannot
    /// place.
    init(_ data: UnsafeBufferPointer<UInt8>, ranked: [UInt16], defaults: ScalarMap) {
      var d = RangeDecoder(data)
      defer { groups.append(Int32(offsets.count - 1)) }
      guard !d.isEmpty else { return }
      var gaps = Numbers()
      var alphabet: [UInt32] = []
      var code = -1
      for _ in 0..<gaps.decode(&d) {
        code += 1 + gaps.decode(&d)
        guard code <= 0x10FFFF else { return }
        alphabet.append(UInt32(code))
      }
      // WordModels of the generator.
      var headSteps = Numbers()
      var lengths = [Frequencies(count: 16), Frequencies(count: 16)]
      var seconds = Numbers()
      var everyCharacter = Frequencies(count: alphabet.count, increment: 8)
      var next = Array(repeating: Escapes(), count: alphabet.count)
      var readings = Array(repeating: Escapes(), count: alphabet.count)
      var everyReading = Frequencies(count: ranked.count + 1)
      var head = -1
      var second = 0
      var word: [Int] = []
      for _ in 0..<gaps.decode(&d) {
        let step = headSteps.decode(&d)
        if step > 0 { second = 0 }
        head += step
        let length = lengths[step > 0 ? 1 : 0].decode(&d)
        guard head < alphabet.count, length > 0 else { return }
        word.removeAll(keepingCapacity: true)
        word.append(head)
        if length > 1 {
          second += seconds.decode(&d)
          guard second < alphabet.count else { return }
          word.append(second)
        }
        for i in 2..<Swift.max(length, 2) {
          if let x = next[word[i - 1]].decode(&d) {
            word.append(Int(x))
          } else {
            let x = everyCharacter.decode(&d)
            next[word[i - 1]].add(Int32(x))
            word.append(x)
          }
        }
        if heads.last?.0 != alphabet[head] {
          if !heads.isEmpty { groups.append(Int32(offsets.count - 1)) }
          heads.append((alphabet[head], UInt32(heads.count + 1)))
        }
        for x in word {
          let scalar = alphabet[x]
          scalars.append(scalar)
          var reading: Int
          if let known = readings[x].decode(&d) {
            reading = Int(known)
          } else {
            reading = everyReading.decode(&d)
            readings[x].add(Int32(reading))
          }
          codes.append(
            reading == 0
              ? UInt16(truncatingIfNeeded: defaults[scalar] & 0xFFF)
              : ranked[reading - 1])
        }
        offsets.append(Int32(scalars.count))
      }
    }

    /// The longest entry of group `group` (1-based) that `text` has at `i`:
    /// its range in `codes`.
    ///
    /// A group is sorted by second scalar (one-scalar entries first), longest
    /// first: binary search for the next scalar, then scan its run.
    @inline(__always)
    func match(group: UInt32, in text: UnsafeBufferPointer<UInt32>, at i: Int) -> Range<Int>? {
      let first = Int(groups[Int(group) - 1])
      let end = Int(groups[Int(group)])
      if i + 1 < text.count {
        let next = text[i + 1]
        var e = firstEntry(from: first, to: end, second: next)
        while e < end {
          let start = Int(offsets[e])
          let length = Int(offsets[e + 1]) - start
          guard length > 1, scalars[start + 1] == next else { break }
          if i + length <= text.count {
            var k = 2
            while k < length, text[i + k] == scalars[start + k] { k += 1 }
            if k == length { return start..<(start + length) }
          }
          e += 1
        }
      }
      let start = Int(offsets[first])
      return Int(offsets[first + 1]) - start == 1 ? start..<(start + 1) : nil
    }

    /// Calls `body` with the first two scalars of every entry of two or more.
    func forEachPair(_ body: (UInt32, UInt32) -> Void) {
      for e in 0..<(offsets.count - 1) {
        let start = Int(offsets[e])
        if Int(offsets[e + 1]) - start > 1 { body(scalars[start], scalars[start + 1]) }
      }
    }

    /// Whether group `group` (1-based) has an entry of one scalar.
    @inline(__always)
    func hasSingles(group: UInt32) -> Bool {
      let first = Int(groups[Int(group) - 1])
      return offsets[first + 1] - offsets[first] == 1
    }

    /// The readings of the first scalar in the entries of group `group`
    /// (1-based).
    func headReadings(ofGroup group: UInt32) -> [UInt16] {
      let first = Int(groups[Int(group) - 1])
      let end = Int(groups[Int(group)])
      return (first..<end).map { codes[Int(offsets[$0])] }
    }

    /// The first of entries `first..<end` (a group, sorted by second scalar,
    /// one-scalar entries first) whose second scalar is not below `next`.
    @inline(__always)
    private func firstEntry(from first: Int, to end: Int, second next: UInt32) -> Int {
      (first..<end).partitioningIndex { k in
        let start = Int(offsets[k])
        let second = Int(offsets[k + 1]) - start > 1 ? scalars[start + 1] : 0
        return second >= next
      }
    }

    /// Whether some entry of group `group` (1-based) is one scalar long, or
    /// has `next` as its second scalar: a quick test before `match`.
    func mayMatch(group: UInt32, next: UInt32?) -> Bool {
      if hasSingles(group: group) { return true }
      guard let next else { return false }
      let first = Int(groups[Int(group) - 1])
      let end = Int(groups[Int(group)])
      let lo = firstEntry(from: first, to: end, second: next)
      guard lo < end else { return false }
      let start = Int(offsets[lo])
      return Int(offsets[lo + 1]) - start > 1 && scalars[start + 1] == next
    }
  }

  /// Whether a scalar can have a reading at all (CJK radicals to unified
  /// ideographs, compatibility ideographs, the supplementary ideographic
  /// planes): a test that needs no tables.
  @inline(__always)
  static func mayRead(_ scalar: UInt32) -> Bool {
    (0x2E80...0x9FFF).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
      || scalar >= 0x20000
  }

  /// Per scalar: default code in the low 12 bits, phrase group + 1 above.
  private let characters: ScalarMap
  /// Per scalar: surname group + 1.
  private let surnameHeads: ScalarMap
  private let phrases: WordTable
  private let surnames: WordTable
  /// Per syllable: the toneless form, then the forms with tones 1–4.
  private let syllableForms: [[String]]
  /// A bit per hashed pair of a phrase's first two scalars (2^18 bits).
  private let phrasePairs: [UInt64]

  /// The readings' codes by rank, and each character's code by scalar,
  /// from a stream of `pinyinCharacterData`'s layout ("MARK: - Character
  /// table" in Tools/generate-pinyin.py), with `syllables` syllables. An
  /// empty text has none, nor has a damaged one whose codes name a syllable
  /// beyond them; another damaged one stops where a scalar would pass
  /// Unicode's last.
  private static func decodeCharacters(
    _ text: UnsafeBufferPointer<UInt8>, syllables: Int
  ) -> (ranked: [UInt16], pairs: [(UInt32, UInt32)]) {
    var d = RangeDecoder(text)
    var ranked: [UInt16] = []
    var pairs: [(UInt32, UInt32)] = []
    guard !d.isEmpty else { return (ranked, pairs) }
    // CharacterModels of the generator.
    var counts = Numbers()
    for _ in 0..<counts.decode(&d) {
      let code = counts.decode(&d)
      guard code >> 3 < syllables else { return ([], []) }
      ranked.append(UInt16(code))
    }
    guard !ranked.isEmpty else { return (ranked, pairs) }
    var steps = Frequencies(count: 3)
    var far = Numbers()
    var readings = Frequencies(count: ranked.count, increment: characterIncrement)
    var scalar = 0
    for _ in 0..<counts.decode(&d) {
      let step = steps.decode(&d)
      scalar += step < 2 ? step + 1 : 3 + far.decode(&d)
      guard scalar <= 0x10FFFF else { break }
      pairs.append((UInt32(scalar), UInt32(ranked[readings.decode(&d)])))
    }
    return (ranked, pairs)
  }

  /// Each syllable's toneless form and its forms with tones 1–4: the
  /// syllable (`pinyinSyllables`) with the letter it writes in upper case
  /// (the one that carries the tone mark) lowered, then replaced by that
  /// letter's forms (`pinyinToneLetters`).
  private static func syllableForms() -> [[String]] {
    let letters = pinyinToneLetters.string.splitUTF8(separators: UInt8(ascii: "\n")).map {
      $0.splitUTF8(separators: UInt8(ascii: " "))
    }
    return pinyinSyllables.string.splitUTF8(separators: UInt8(ascii: "\n")).map { marked in
      var before = ""
      var after = ""
      var letter: [String]? = nil
      for scalar in marked.unicodeScalars {
        // A–Z, Ê and Ü: their lower case is 0x20 on.
        let v = scalar.value
        if letter == nil, (0x41...0x5A).contains(v) || v == 0xCA || v == 0xDC {
          // Every such letter has its forms (the generator checks). Scalars
          // compared, not Strings: String's == links normalization tables.
          letter = letters.first { $0.count == 5 && $0[0].unicodeScalars.first?.value == v + 0x20 }
          if letter == nil {
            var lower = ""
            lower.unicodeScalars.append(Unicode.Scalar(v + 0x20)!)
            letter = Array(repeating: lower, count: 5)
          }
        } else if letter == nil {
          before.unicodeScalars.append(scalar)
        } else {
          after.unicodeScalars.append(scalar)
        }
      }
      return (letter ?? Array(repeating: "", count: 5)).map { before + $0 + after }
    }
  }

  /// What a rank's count grows by (`CHARACTER_INCREMENT`).
  private static let characterIncrement: Int32 = 4

  /// Decodes the readings of `tables` (`CollationData.pinyin`).
  init(data: CollationData) {
    syllableForms = Self.syllableForms()
    // Characters first: words write a character's default reading as 0.
    let decoded = Self.decodeCharacters(
      data.text("pinyinCharacterData", else: pinyinCharacterData), syllables: syllableForms.count)
    let ranked = decoded.ranked
    var pairs = decoded.pairs
    let defaults = ScalarMap(pairs: pairs)
    let phrases = WordTable(
      data.text("pinyinPhraseData", else: pinyinPhraseData), ranked: ranked,
      defaults: defaults)
    surnames = WordTable(
      data.text("pinyinSurnameData", else: pinyinSurnameData), ranked: ranked,
      defaults: defaults)
    self.phrases = phrases
    surnameHeads = ScalarMap(pairs: surnames.heads)
    var pairBits = [UInt64](repeating: 0, count: (1 << 18) / 64)
    phrases.forEachPair { a, b in
      let bit = Self.pairBit(a, b)
      pairBits[bit >> 6] |= 1 << UInt64(bit & 63)
    }
    phrasePairs = pairBits
    // Phrase heads and characters both come sorted by scalar: merge them.
    let phraseHeads = phrases.heads
    var nextHead = 0
    for k in pairs.indices {
      let scalar = pairs[k].0
      while nextHead < phraseHeads.count && phraseHeads[nextHead].0 < scalar { nextHead += 1 }
      if nextHead < phraseHeads.count && phraseHeads[nextHead].0 == scalar {
        pairs[k].1 |= phraseHeads[nextHead].1 << 12
      }
    }
    characters = ScalarMap(pairs: pairs)
  }

  /// Calls `body` with each character that has a default reading, in
  /// increasing scalar order, and that reading's code.
  func forEachDefaultReading(_ body: (UInt32, Int) -> Void) {
    characters.forEachNonZero { scalar, value in
      if value & 0xFFF != 0 { body(scalar, Int(value & 0xFFF)) }
    }
  }

  // MARK: - Lookup

  /// The default reading of a character (Unihan kMandarin's first value), or
  /// `nil` for characters without a reading.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func defaultReading(of scalar: Unicode.Scalar) -> Reading? {
    let value = characters[scalar.value] & 0xFFF
    return value == 0 ? nil : Reading(code: value)
  }

  /// Whether a phrase that reads some character other than its default starts
  /// with this scalar; without one in a string, every character of it reads
  /// its default.
  @inline(__always)
  func startsPhrase(_ scalar: UInt32) -> Bool {
    characters[scalar] > 0xFFF
  }

  /// Whether a phrase read another way may start with `scalar` when `next`
  /// follows it (`nil` at the end of the text).
  func mayStartPhrase(_ scalar: UInt32, next: UInt32?) -> Bool {
    let group = characters[scalar] >> 12
    return group != 0 && passesPairTest(group: group, scalar, next)
      && phrases.mayMatch(group: group, next: next)
  }

  /// A quick test before any phrase search: whether a phrase of group
  /// `group` (1-based, headed by `scalar`) may start here given the next
  /// scalar. Most pairs are in no phrase, and a bit per hashed pair says so.
  @inline(__always)
  private func passesPairTest(group: UInt32, _ scalar: UInt32, _ next: UInt32?) -> Bool {
    guard let next, !phrases.hasSingles(group: group) else { return true }
    let bit = Self.pairBit(scalar, next)
    return phrasePairs[bit >> 6] & (1 << UInt64(bit & 63)) != 0
  }

  /// Leading white space of a name (ASCII, ideographic space), which is not
  /// part of the surname.
  @inline(__always)
  static func isSpaceBeforeName(_ scalar: UInt32) -> Bool {
    scalar == 0x20 || scalar == 0x3000 || (0x09...0x0D).contains(scalar)
  }

  /// Where a pair of scalars falls in `phrasePairs`.
  @inline(__always)
  private static func pairBit(_ a: UInt32, _ b: UInt32) -> Int {
    Int(truncatingIfNeeded: ((UInt64(a) << 32 | UInt64(b)) &* 0x9E37_79B9_7F4A_7C15) >> 46)
  }

  /// Whether some phrase starting with `scalar` reads `scalar` itself with a
  /// syllable that starts with another letter than its default reading's
  /// (which would move it to another section of a pinyin index).
  func phraseMayChangeInitial(of scalar: UInt32) -> Bool {
    let value = characters[scalar]
    guard value > 0xFFF else { return false }
    // The first scalar of the toneless form (a letter without marks).
    let initial = { (code: UInt32) in
      self.syllableForms[Reading(code: code).syllable].first?.unicodeScalars.first
    }
    let own = initial(value & 0xFFF)
    return phrases.headReadings(ofGroup: value >> 12).contains { initial(UInt32($0)) != own }
  }

  /// Whether a surname with readings of its own starts with this scalar.
  @inline(__always)
  func startsSurname(_ scalar: UInt32) -> Bool {
    surnameHeads[scalar] != 0
  }

  /// The reading of each scalar of `scalars` in context, `nil` for scalars
  /// that have none (non-Han text).
  ///
  ///     reader.readings(of: "重庆".unicodeScalars, names: false)
  ///     // [chóng, qìng]
  ///
  /// - Parameters:
  ///   - scalars: The text.
  ///   - names: Whether the text is a personal name, surname first.
  /// - Returns: One element per scalar.
  /// - Complexity: O(*n*) for *n* scalars.
  func readings(of scalars: some Sequence<Unicode.Scalar>, names: Bool) -> [Reading?] {
    let text = scalars.map { $0.value }
    // An empty array must not come from `unsafeUninitializedCapacity`, which
    // would write the count of the empty array every other thread shares.
    if text.isEmpty { return [] }
    return text.withUnsafeBufferPointer { text in
      [Reading?](unsafeUninitializedCapacity: text.count) { out, initialized in
        read(text, names: names) { i, reading in out.initializeElement(at: i, to: reading) }
        initialized = text.count
      }
    }
  }

  /// How many scalars of `string` have a reading in context, without
  /// allocating: the lookup the benchmark measures.
  func readingCount(of string: String, names: Bool) -> Int {
    withUTF8(of: string) { readingCount(ofUTF8: $0, names: names) }
  }

  private func readingCount(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, names: Bool) -> Int {
    guard !utf8.isEmpty else { return 0 }
    if !names {
      // Without a phrase that could start anywhere, every character reads
      // its default: count those straight from UTF-8.
      var count = 0
      var i = 0
      var previous: UInt32 = 0  // the last phrase head seen, 0 when none
      while i < utf8.count {
        let (scalar, length) = PrimaryCache.decode(utf8, at: i)
        i += length
        if previous != 0 {
          if mayStartPhrase(previous, next: scalar) { return readingCount(buffered: utf8) }
          previous = 0
        }
        let value = characters[scalar]
        if value > 0xFFF { previous = scalar }
        if value & 0xFFF != 0 { count += 1 }
      }
      if previous != 0 && mayStartPhrase(previous, next: nil) {
        return readingCount(buffered: utf8)
      }
      return count
    }
    return readingCount(buffered: utf8, names: true)
  }

  private func readingCount(buffered utf8: UnsafeBufferPointer<UInt8>, names: Bool = false) -> Int {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: utf8.count) { text in
      var n = 0
      var i = 0
      while i < utf8.count {
        let (scalar, length) = PrimaryCache.decode(utf8, at: i)
        text[n] = scalar
        n += 1
        i += length
      }
      var count = 0
      read(UnsafeBufferPointer(rebasing: text[0..<n]), names: names) { _, reading in
        if reading != nil { count += 1 }
      }
      return count
    }
  }

  /// Calls `body` with each position of `text` and its reading in context,
  /// in order.
  @inline(__always)
  private func read(
    _ text: UnsafeBufferPointer<UInt32>, names: Bool, _ body: (Int, Reading?) -> Void
  ) {
    var i = 0
    if names {
      while i < text.count, Self.isSpaceBeforeName(text[i]) {
        body(i, nil)
        i += 1
      }
      let group = i < text.count ? surnameHeads[text[i]] : 0
      if group != 0, let word = surnames.match(group: group, in: text, at: i) {
        for k in word {
          body(i, Reading(code: UInt32(surnames.codes[k])))
          i += 1
        }
      }
    }
    while i < text.count {
      let value = characters[text[i]]
      if value > 0xFFF,
        passesPairTest(group: value >> 12, text[i], i + 1 < text.count ? text[i + 1] : nil),
        let word = phrases.match(group: value >> 12, in: text, at: i)
      {
        for k in word {
          body(i, Reading(code: UInt32(phrases.codes[k])))
          i += 1
        }
        continue
      }
      let code = value & 0xFFF
      body(i, code == 0 ? nil : Reading(code: code))
      i += 1
    }
  }

  /// The reading of each scalar of `string` in context; see
  /// `readings(of:names:)`.
  func readings(of string: String, names: Bool) -> [Reading?] {
    readings(of: string.unicodeScalars, names: names)
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
        // Alphabetic, or a number of any numeric type.
        let isWordCharacter = UnicodeProperties.isWordCharacter(scalar.value)
        if previousWasSyllable && isWordCharacter { out += " " }
        out.unicodeScalars.append(scalar)
        previousWasSyllable = false
        previousWasWordCharacter = isWordCharacter
      }
    }
    return out
  }
}
