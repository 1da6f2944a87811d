import SectionIndexJapaneseTables
import Testing

@testable import SectionIndexJapanese

/// The decoder of the generated tables (the stream of "MARK: - Encoding" in
/// Tools/generate-japanese.py, with Tools/rangecoder.py's models).
@Suite struct ReadingTableTests {
  /// The kana bytes of a reading (`#` is ぁ U+3041 onwards, `~` ー).
  static func bytes(_ kana: String) -> [UInt8] {
    kana.unicodeScalars.map { $0 == "ー" ? 0x7E : UInt8($0.value - 0x3041 + 0x23) }
  }

  static func decode(_ text: String) -> ReadingTables {
    Array(text.utf8).withUnsafeBufferPointer { ReadingTables($0) }
  }

  /// What the generator's `encode_tables` writes for kanji 日 に, 本 ほん;
  /// surnames 日本 ひのもと, 本 もと; words 日ノ本 ひのもと, 日本 にほん,
  /// 本日 ほんじつ (Tools/, in Python:
  /// `encode_tables({"k": {"日": "に", "本": "ほん"}, "s": {…}, "w": {…}, …})`).
  static let small = decode("+;^(OXoXPcLwsx~WfLT/;9;'G5%9@X8A4CR_uv@YVjsT6^cFF2>]cKV")

  @Test func decodesEveryEntryOfEachTable() {
    let tables = Self.small
    #expect(tables.kanji.count == 2)
    #expect(tables.kanji.reading(of: 0x65E5) == Self.bytes("に"))
    #expect(tables.kanji.reading(of: 0x672C) == Self.bytes("ほん"))
    #expect(tables.surnames.count == 2)
    #expect(tables.surnames.reading(of: 0x672C) == Self.bytes("もと"))
    #expect(tables.words.count == 3)
    #expect(tables.standaloneKanji.count == 0)
    #expect(tables.givenNames.count == 0)
  }

  @Test func longestMatchesAndSharedPrefixes() {
    let words = Self.small.words
    let text: [UInt32] = [0x65E5, 0x672C, 0x672C, 0x65E5, 0x65E5, 0x30CE, 0x672C]
    text.withUnsafeBufferPointer { text in
      let nihon = words.longestMatch(in: text, at: 0, end: 4)
      #expect(nihon?.length == 2)
      #expect(nihon?.reading == Self.bytes("にほん"))
      let honjitsu = words.longestMatch(in: text, at: 2, end: 4)
      #expect(honjitsu?.length == 2)
      #expect(honjitsu?.reading == Self.bytes("ほんじつ"))
      // 日ノ本 shares 日 with 日本 and reads it otherwise.
      let hinomoto = words.longestMatch(in: text, at: 4, end: 7)
      #expect(hinomoto?.length == 3)
      #expect(hinomoto?.reading == Self.bytes("ひのもと"))
      #expect(words.matchLengths(in: text, at: 0, end: 4) == [2])
    }
    let surnames = Self.small.surnames
    [UInt32(0x65E5), 0x672C].withUnsafeBufferPointer { text in
      #expect(surnames.longestMatch(in: text, at: 0, end: 2)?.reading == Self.bytes("ひのもと"))
    }
  }

  /// The compiled-in stream decodes into as many entries as the generator
  /// wrote (its summary line): a model that counts otherwise than the
  /// generator's derails the stream long before its end.
  @Test func decodesTheGeneratedTablesWhole() {
    let literal = japaneseReadings
    let tables = ReadingTables(
      UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    #expect(tables.kanji.count == 4395)
    #expect(tables.standaloneKanji.count == 412)
    #expect(tables.surnameInitials.count == 2243)
    #expect(tables.givenNameInitials.count == 2067)
    #expect(tables.surnames.count == 26833)
    #expect(tables.givenNames.count == 9929)
    #expect(tables.words.count == 69229)
  }

  /// The same stream as its bytes after byte 1, as the web build's data
  /// files carry it (`rangecoder.to_bytes`): the same tables.
  @Test func bytesAfterTheMarkDecodeAsTheirDigits() {
    let bytes: [UInt8] = [
      0x01, 0x1C, 0x66, 0xCC, 0x9F, 0xCE, 0x98, 0x5A, 0xD6, 0xA0, 0x07, 0x0F, 0xCF, 0xCA, 0x49,
      0xA2, 0x63, 0x5A, 0xDE, 0x6A, 0x25, 0x42, 0x88, 0xF4, 0x38, 0x4F, 0x7B, 0x30, 0x9C, 0xE6,
      0x55, 0x6F, 0x11, 0xC6, 0x91, 0xB2, 0x52, 0xE1, 0x9E, 0x47, 0x0A, 0x68, 0x24, 0x00, 0x00,
    ]
    let tables = bytes.withUnsafeBufferPointer { ReadingTables($0) }
    #expect(tables.kanji.count == 2)
    #expect(tables.kanji.reading(of: 0x672C) == Self.bytes("ほん"))
    #expect(tables.surnames.reading(of: 0x672C) == Self.bytes("もと"))
    #expect(tables.words.count == 3)
    // Read as digits, the same bytes are another stream.
    let asDigits = bytes.dropFirst().map { $0 % 90 + 0x24 }.withUnsafeBufferPointer {
      ReadingTables($0)
    }
    #expect(asDigits.surnames.reading(of: 0x672C) != Self.bytes("もと"))
  }

  @Test func emptyTextsHaveNoEntries() {
    let tables = Self.decode("")
    #expect(tables.words.count == 0)
    #expect(tables.kanji.reading(of: 0x65E5) == nil)
  }

  /// A damaged text decodes into wrong entries or none, never a crash (this
  /// test fails by trapping: an index out of range, an overflow).
  @Test(arguments: [
    "$", "~~~~~", "\\\\\\\\\\", "$$$$$$$$$$", "+;^(OXoXPc", "+;^(OXoXPcLwsx~`IG;`b%S/d_8@k/D.D+",
    String(repeating: "~}|{z", count: 40), String(repeating: "%", count: 400),
  ])
  func damagedTextsDoNotCrash(text: String) {
    _ = Self.decode(text)
  }

  /// Seeded random texts of digits and of bytes after the mark, and the
  /// compiled-in stream with bytes changed: each decodes (into whatever it
  /// says) without trapping.
  @Test func randomTextsDoNotCrash() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let literal = japaneseReadings
    let whole = Array(
      UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)[..<50_000])
    for round in 0..<40 {
      var text: [UInt8]
      if round % 4 == 0 {
        text = (0..<Int(next() % 2_000)).map { _ in UInt8(0x24 + next() % 91) }
      } else if round % 4 == 2 {
        // Bytes after the mark (a data file's), any value.
        text = [1] + (0..<Int(next() % 2_000)).map { _ in UInt8(truncatingIfNeeded: next()) }
      } else {
        text = whole
        for _ in 0..<1 + Int(next() % 8) {
          text[Int(next() % UInt64(text.count))] = UInt8(0x24 + next() % 91)
        }
      }
      let tables = text.withUnsafeBufferPointer { ReadingTables($0) }
      // What decodes is still a table: its lookups answer.
      [UInt32(0x65E5), 0x672C].withUnsafeBufferPointer { probe in
        _ = tables.words.longestMatch(in: probe, at: 0, end: 2)
        _ = tables.surnames.matchLengths(in: probe, at: 0, end: 2)
      }
    }
  }

  @Test func truncatedTextsKeepWhatCameBefore() {
    let literal = japaneseReadings
    let whole = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    // The kanji tables come first: a tenth of the stream holds them.
    let tables = ReadingTables(UnsafeBufferPointer(rebasing: whole[..<(whole.count / 10 / 5 * 5)]))
    #expect(tables.kanji.count == 4395)
    #expect(tables.words.count < 69229)
  }
}
