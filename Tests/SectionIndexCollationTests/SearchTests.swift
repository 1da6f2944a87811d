import Foundation
import TestSupport
import Testing

@testable import SectionIndexCollation

/// `searchQuery(_:)`, `matches(_:)` and `matchedRanges(in:)`: a contacts
/// app's search, each query word matching the start of a different word at
/// the locale's primary strength, Han also by its pinyin.
@Suite struct SearchTests {
  /// The example in `SearchQuery.matches(_:)`'s documentation.
  @Test func documentedExample() {
    let query = IndexedCollation(locale: "zh-Hans", content: .names).searchQuery("zgf")
    #expect(query.matches("曾国藩"))
    #expect(query.matches("张国锋"))
    #expect(!query.matches("王国强"))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var locale: String
    var names = false
    var query: String
    var string: String
    var matches: Bool
    var testDescription: String {
      "\(locale)\(names ? " names" : "") \(query.debugDescription) in \(string.debugDescription) → \(matches)"
    }
  }

  static func cases(
    _ locale: String, names: Bool = false, _ rows: [(String, String, Bool)]
  ) -> [Case] {
    rows.map { Case(locale: locale, names: names, query: $0.0, string: $0.1, matches: $0.2) }
  }

  static func collation(_ c: Case) -> IndexedCollation {
    IndexedCollation(locale: c.locale, content: c.names ? .names : .text)
  }

  // MARK: - Folding at primary strength, per locale

  static let foldingCases: [Case] =
    cases(
      "en",
      [
        ("emile", "Émile Zola", true), ("EMILE", "émile", true), ("zola", "Émile Zola", true),
        ("mile", "Émile Zola", false), ("ost", "Østergaard", true), ("aesop", "Æsop", true),
        ("strasse", "Straße", true), ("abc", "ＡＢＣ", true), ("irmak", "Irmak", true),
        ("noel", "Noël", true), ("noël", "Noel", true), ("francois", "François", true),
        ("lukasz", "Łukasz", true), ("dor", "Đorđe", true), ("oe", "Œuvre", true),
      ])
    + cases(
      "de",
      [
        ("muller", "Thomas Müller", true), ("MÜLLER", "muller", true), ("a", "Ärger", true),
        ("oster", "Österreich", true), ("mueller", "Müller", false),
      ])
    + cases(
      "sv",
      [
        ("a", "Ärlig", false), ("ä", "Ärlig", true), ("Ä", "ärlig", true), ("o", "Östen", false),
        ("ö", "Östen", true), ("a", "Åsa", false), ("å", "Åsa", true), ("a", "Anders", true),
        // A and U+0308 written apart are still Ä: the contraction is inside one segment.
        ("ä", "A\u{308}rlig", true), ("a", "A\u{308}rlig", false),
      ])
    + cases("da", [("ost", "Østergaard", false), ("øst", "Østergaard", true)])
    + cases(
      "tr",
      [
        ("irmak", "Irmak", false), ("ırmak", "IRMAK", true), ("i", "İstanbul", true),
        ("ı", "İstanbul", false),
      ])
    + cases(
      "es", [("n", "Ñandú", false), ("ñandu", "Ñandú", true), ("angela", "Ángela", true)])
    // Contractions across characters are not applied: a prefix of the query
    // finds what the query finds.
    + cases("cs", [("c", "Chrudim", true), ("ch", "Chrudim", true), ("h", "Chrudim", false)])
    + cases("ru", [("ё", "Ёлкин", true), ("е", "Ёлкин", true), ("елкин", "ЁЛКИН", true)])
    + cases(
      "el",
      [("αλεξ", "Αλέξανδρος", true), ("ΑΛΕΞ", "αλέξανδρος", true), ("β", "Αλέξανδρος", false)])
    // Thai ignores spaces and punctuation but at a fourth level
    // (alternate=shifted): they still separate words.
    + cases(
      "th", [("ใจ", "สมชาย ใจดี", true), ("สม ใจ", "สมชาย ใจดี", true), ("ดี", "สมชาย ใจดี", false)])
    + cases("he", [("כהן", "משה כהן", true), ("הן", "משה כהן", false)])
    // Vietnamese: ă â ê ô ơ ư đ are letters of their own, tones are accents.
    + cases(
      "vi",
      [
        ("nguyên", "Nguyễn Văn An", true), ("nguyen", "Nguyễn Văn An", false),
        ("văn an", "Nguyễn Văn An", true), ("van", "Nguyễn Văn An", false),
        ("nguyen", "Nguyễn", false), ("an", "Nguyễn Văn Án", true),
      ])

  // Tables are looped, not passed as arguments: one Swift Testing event a
  // table instead of one a case (CONTRIBUTING.md, "Test output").
  @Test func folding() {
    for c in Self.foldingCases {
      #expect(
        Self.collation(c).searchQuery(c.query).matches(c.string) == c.matches,
        "\(c.testDescription)")
    }
  }

  // MARK: - Pinyin: full, initials, mixed; surnames for names

  static let pinyinCases: [Case] =
    cases(
      "zh-Hans", names: true,
      [
        ("zengguofan", "曾国藩", true), ("zgf", "曾国藩", true), ("zengg", "曾国藩", true),
        ("zeng guo", "曾国藩", true), ("zeng", "曾国藩", true), ("z", "曾国藩", true),
        ("zguofan", "曾国藩", true), ("zengguof", "曾国藩", true), ("ZGF", "曾国藩", true),
        ("guofan", "曾国藩", true), ("fan", "曾国藩", true), ("guo zeng", "曾国藩", true),
        ("cengguofan", "曾国藩", false), ("zgh", "曾国藩", false), ("zengguofang", "曾国藩", false),
        ("zz", "曾国藩", false), ("gz", "曾国藩", false),
        ("shanxiongxin", "单雄信", true), ("danxiongxin", "单雄信", false), ("sxx", "单雄信", true),
        ("lvbu", "吕布", true), ("lubu", "吕布", true), ("lb", "吕布", true),
        ("曾", "曾国藩", true), ("曾国", "曾国藩", true), ("国藩", "曾国藩", true),
        ("曾g", "曾国藩", true), ("zeng国", "曾国藩", true), ("藩曾", "曾国藩", false),
        ("z国", "曾国藩", true), ("g藩", "曾国藩", true), ("z藩", "曾国藩", false),
        ("wang", "王小明 Tom", true), ("tom", "王小明 Tom", true), ("wxm tom", "王小明 Tom", true),
        ("xiaoming", "王小明", true), ("ming", "王小明", true), ("xm", "王小明", true),
        // White space before a name leaves its surname first.
        ("zgf", " 曾国藩", true), ("zgf", "\u{3000}曾国藩", true), ("zgf", "\t曾国藩", true),
        ("zgf", "王曾国藩", false), ("wzgf", "王曾国藩", false), ("wcgf", "王曾国藩", true),
      ])
    + cases(
      "zh-Hans",
      [
        // As text, 曾 reads céng; 长沙 is read in context (cháng, not zhǎng).
        ("ceng", "曾经", true), ("changsha", "长沙", true), ("zhangsha", "长沙", false),
        ("cs", "长沙", true), ("zhang san", "张三", true), ("zs", "张三", true),
        // A letter, then a character as typed.
        ("z三", "张三", true), ("w伟", "王伟", true), ("c杨", "陈杨", true), ("w杨", "陈杨", false),
      ])
    // Without a pinyin collation, Han matches only as itself.
    + cases("ja", [("zeng", "曾国藩", false), ("国藩", "曾国藩", true)])
    + cases("zh-Hant", [("zeng", "曾国藩", false), ("曾", "曾国藩", true)])

  @Test func pinyin() {
    for c in Self.pinyinCases {
      #expect(
        Self.collation(c).searchQuery(c.query).matches(c.string) == c.matches,
        "\(c.testDescription)")
    }
  }

  // MARK: - Kana, Hangul

  static let kanaCases: [Case] =
    cases(
      "ja",
      [
        ("たなか", "タナカ", true), ("タナカ", "たなか ひろし", true), ("ひろし", "田中 ひろし", true),
        ("ﾀﾅｶ", "たなか", true), ("なか", "たなか", true),
        // Voicing marks differ at the secondary level: か finds が, as a
        // prefix typed before its dakuten must.
        ("たなが", "たなか", true), ("か", "ガンダム", true),
        ("さとう", "たなか", false), ("tanaka", "たなか", true),  // romaji (SearchRomajiTests)
        ("tanaka", "田中", false), ("sato", "たなか", false),
      ])
    + cases(
      "ko",
      [
        ("김", "김철수", true), ("철수", "김철수", true), ("기", "김철수", true), ("박", "김철수", false),
        // A compatibility jamo is its conjoining jamo at primary strength.
        ("ㄱ", "김철수", true), ("ㅊ", "김철수", true), ("ㄴ", "김철수", false),
        // Initial consonants alone, as Korean contacts apps search.
        ("ㄱㅊㅅ", "김철수", true), ("ㄱㅊ", "김철수", true), ("ㅊㅅ", "김철수", true),
        ("김ㅊ", "김철수", true), ("ㄱ철수", "김철수", true), ("ㄱㅅ", "김철수", false),
        ("ㄱㅣ", "김철수", true), ("ㅊㅅ", "김 철수", true), ("ㄱㅊ", "김 철수", false),
      ])

  @Test(arguments: kanaCases)
  func kanaAndHangul(_ c: Case) {
    #expect(Self.collation(c).searchQuery(c.query).matches(c.string) == c.matches)
  }

  // MARK: - Words

  static let wordsCases: [Case] =
    cases(
      "en",
      [
        ("jo sm", "John Smith", true), ("sm jo", "John Smith", true),
        ("jo jo", "John Smith", false),
        ("a an", "Anna Andrews", true), ("an a", "Anna Andrews", true),
        ("an an", "Anna Smith", false),
        ("jean pierre", "Jean-Pierre Rampal", true), ("jean-pierre", "Jean-Pierre Rampal", true),
        ("pierre", "Jean-Pierre Rampal", true), ("ohn", "John", false),
        ("john smith x", "John Smith", false),
        ("o brien", "Pat O'Brien", true), ("obrien", "Pat O'Brien", false),
        ("j  s", "John Smith", true), ("smith,john", "John Smith", true),
        ("101", "Room 101", true), ("01", "Room 101", false),
        ("a a a", "Ann Ada Al", true), ("a a a a", "Ann Ada Al", false),
        // Longest first would take "ab" for "a"; the assignment moves it.
        ("ab a", "Abe Ab", true), ("abe ab a", "Abe Ab", false),
      ])

  @Test(arguments: wordsCases)
  func words(_ c: Case) {
    #expect(Self.collation(c).searchQuery(c.query).matches(c.string) == c.matches)
  }

  // MARK: - Ranges

  struct RangeCase: CustomTestStringConvertible, Sendable {
    var locale: String
    var names = false
    var query: String
    var string: String
    var matched: [String]?
    var testDescription: String {
      "\(locale) \(query.debugDescription) in \(string.debugDescription)"
    }
  }

  static let rangesCases: [RangeCase] = [
    .init(locale: "en", query: "jo sm", string: "John Smith", matched: ["Jo", "Sm"]),
    .init(locale: "en", query: "sm jo", string: "John Smith", matched: ["Jo", "Sm"]),
    .init(locale: "de", query: "mul", string: "Thomas Müller", matched: ["Mül"]),
    .init(locale: "en", query: "e", string: "e\u{301}clair", matched: ["e\u{301}"]),
    .init(locale: "en", query: "eclair", string: "e\u{301}clair", matched: ["e\u{301}clair"]),
    .init(locale: "en", query: "jean pierre", string: "Jean-Pierre", matched: ["Jean", "Pierre"]),
    .init(locale: "zh-Hans", names: true, query: "zengg", string: "曾国藩", matched: ["曾国"]),
    .init(locale: "zh-Hans", names: true, query: "z", string: "曾国藩", matched: ["曾"]),
    .init(locale: "zh-Hans", names: true, query: "guo", string: "曾国藩", matched: ["国"]),
    // Touching ranges merge.
    .init(locale: "zh-Hans", names: true, query: "zeng guo", string: "曾国藩", matched: ["曾国"]),
    .init(locale: "zh-Hans", names: true, query: "fan", string: "王 曾国藩", matched: ["藩"]),
    .init(locale: "ja", query: "なか", string: "タナカ", matched: ["ナカ"]),
    .init(locale: "en", query: "aes", string: "Æsop", matched: ["Æs"]),
    .init(locale: "en", query: "a", string: "Æsop", matched: ["Æ"]),
    .init(locale: "en", query: "", string: "John", matched: []),
    .init(locale: "en", query: " - ", string: "John", matched: []),
    .init(locale: "en", query: "x", string: "John", matched: nil),
    .init(locale: "en", query: "bob", string: "🙂Bob", matched: ["Bob"]),
  ]

  @Test(arguments: rangesCases)
  func ranges(_ c: RangeCase) {
    let collation = IndexedCollation(locale: c.locale, content: c.names ? .names : .text)
    let ranges = collation.matchedRanges(of: c.query, in: c.string)
    #expect(ranges?.map { String(c.string[$0]) } == c.matched)
    // The prepared query says the same as the convenience.
    let query = collation.searchQuery(c.query)
    #expect(query.matches(c.string) == (c.matched != nil))
    #expect(query.matchedRanges(in: c.string) == ranges)
  }

  // MARK: - Empty and weird input

  static let weirdCases: [Case] =
    cases(
      "en",
      [
        ("", "", true), ("", "anything", true), ("   ", "x", true), ("!?", "x", true),
        ("a", "", false), ("a", "   ", false), ("a", "!!!", false),
        // Lone combining marks: no weight of their own.
        ("\u{301}", "John", true), ("abc", "\u{301}abc", true), ("a\u{301}\u{301}b", "ab", true),
        ("ab", "\u{301}\u{302}", false),
        // Format characters are ignored, NUL and controls too.
        ("john", "\u{200B}John", true), ("jo", "J\u{200B}ohn", true), ("john", "\u{0}John", true),
        // Emoji and symbols are words of their own.
        ("🙂", "Bob 🙂", true), ("🙂", "Bob🙂", true), ("bob", "🙂Bob", true),
        ("👍🏽", "ok 👍🏽", true), ("🙃", "Bob 🙂", false), ("$", "$100", true), ("100", "$100", true),
        ("\u{FFFD}", "a \u{FFFD}", true), ("\u{FFFD}", "a\u{FFFD}", false),
        // Scripts without letters of the locale.
        ("अ", "अमित", true), ("ملك", "ملكة", true),
      ])

  @Test(arguments: weirdCases)
  func weirdInput(_ c: Case) {
    #expect(Self.collation(c).searchQuery(c.query).matches(c.string) == c.matches)
  }

  @Test func emptyQueryHasNoRanges() {
    let query = IndexedCollation(locale: "en").searchQuery("")
    #expect(query.isEmpty)
    #expect(query.matchedRanges(in: "John Smith") == [])
    #expect(!IndexedCollation(locale: "en").searchQuery("j").isEmpty)
  }

  @Test func veryLongStrings() {
    let collation = IndexedCollation(locale: "en")
    let long = String(repeating: "a", count: 100_000)
    #expect(collation.searchQuery(String(repeating: "a", count: 5000)).matches(long))
    #expect(!collation.searchQuery(String(repeating: "a", count: 5000) + "b").matches(long))
    #expect(!collation.searchQuery(String(repeating: "a", count: 100_001)).matches(long))
    // Many words, one word too many.
    let words = String(repeating: "ab ", count: 300)
    #expect(collation.searchQuery(String(repeating: "a ", count: 300)).matches(words))
    #expect(!collation.searchQuery(String(repeating: "a ", count: 301)).matches(words))
    // Long Han text read in pinyin: a query of initials far into it.
    let names = IndexedCollation(locale: "zh-Hans")
    let han = String(repeating: "张三", count: 500)
    #expect(names.searchQuery(String(repeating: "zs", count: 400)).matches(han))
    #expect(names.searchQuery(String(repeating: "zhangs", count: 200)).matches(han))
    #expect(!names.searchQuery(String(repeating: "zs", count: 400) + "x").matches(han))
    // Marks with weights and expansions beyond three primaries a byte.
    let marks = "a" + String(repeating: "\u{FDFA}", count: 50)
    #expect(collation.searchQuery(marks).matches(marks))
    #expect(collation.matchedRanges(of: marks, in: marks) == [marks.startIndex..<marks.endIndex])
  }

  // MARK: - Foundation's ICU as a reference for accent folding

  /// Where Foundation folds accents and case the way the root collation does
  /// at primary strength (English, French, German, Italian, Portuguese,
  /// Dutch), a single-word query matches when some word of the string begins
  /// with it, compared by `range(of:options:[.caseInsensitive,
  /// .diacriticInsensitive, .anchored], locale:)`.
  @Test(arguments: ["en", "fr", "de", "it", "pt", "nl"])
  func agreesWithFoundation(locale: String) {
    // Letters with a stroke or a ligature (ł, ø, đ, ð, ß, æ, œ) have no
    // decomposition, so Foundation keeps them apart from l, o, d, ss, ae,
    // oe; the collation folds them at primary strength (see the cases
    // above): strings with them are left out of the comparison.
    let strings = [
      "Émile Zola", "Thomas Müller", "François Hollande", "Ängelholm", "Zoë Saldaña",
      "João Gonçalves", "Noël Coward", "Jürgen Klopp", "Åsa Larsson", "Björn Strömberg",
      "Renée Fleming", "Chloé Zhao", "Côte d'Ivoire", "São Tomé", "Ñandú", "Íñigo Martínez",
      "van der Veen", "Ōsaka Ōkubo", "Dvořák", "Björk Gudmundsdóttir", "Ångström", "Çelik", "Şahin",
    ]
    let collation = IndexedCollation(locale: locale)
    let foundationLocale = Locale(identifier: locale)
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .anchored]
    var compared = 0
    for string in strings {
      let words = string.split { $0 == " " || $0 == "'" || $0 == "-" }.map(String.init)
      // Queries: prefixes of each word folded by Foundation, and the same
      // prefixes as written.
      for word in words {
        for length in 1...min(4, word.count) {
          let prefix = String(word.prefix(length))
          for query in [
            prefix, prefix.folding(options: [.diacriticInsensitive], locale: foundationLocale),
            prefix.uppercased(),
          ] {
            // Letters that Foundation and the root collation fold apart
            // (ł, ø, đ, ð and ß have no decomposition) are left out.
            if query.contains(where: { "łŁøØđĐðÐßæÆœŒ".contains($0) }) { continue }
            let reference = strings.filter { s in
              s.split { $0 == " " || $0 == "'" || $0 == "-" }.contains { w in
                w.range(of: query, options: options, locale: foundationLocale) != nil
              }
            }
            let ours = strings.filter(collation.searchQuery(query).matches)
            #expect(ours == reference, "query \(query)")
            compared += 1
          }
        }
      }
    }
    #expect(compared > 100)
  }
}

/// Seeded random queries over the test corpus: the shortcuts (the quick
/// test that `matches(_:)` runs first, Han syllables from a table for a query
/// of letters) never change a result: the same query without them folds
/// every string in full.
@Suite struct SearchCorpusTests {
  @Test(arguments: [
    "en", "de", "sv", "cs", "da", "tr", "vi", "ru", "el", "th", "ar", "ja", "ko", "zh-Hans",
    "zh-Hant",
  ])
  func shortcutsChangeNoResult(locale: String) throws {
    let records = try Corpus.records(for: locale)
    var random = SplitMix64(seed: 17)
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locale: locale, content: content)
      // Queries: the starts of words, pinyin initials and syllables where
      // the collation reads them, and random letters.
      var queries: [String] = []
      for _ in 0..<40 {
        let record = records.randomElement(using: &random)!
        let words = record.split(separator: " ")
        let word = words.randomElement(using: &random).map(String.init) ?? ""
        queries.append(String(word.prefix(Int.random(in: 1...3, using: &random))))
        if let reading = collation.reading(of: record, style: .plain) {
          let syllables = reading.split(separator: " ")
          queries.append(syllables.map { String($0.prefix(1)) }.joined())
          queries.append(syllables.prefix(2).joined())
          // An initial, then the next character as typed.
          if let initial = syllables.first?.first, record.count > 1 {
            queries.append(String(initial) + String(record.dropFirst().prefix(1)))
          }
        }
        // Hangul by initial consonants (compatibility jamo, as typed).
        let initials: [UInt32] = [
          0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
          0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
        ]
        let hangul = word.unicodeScalars.filter { (0xAC00...0xD7A3).contains($0.value) }
        if !hangul.isEmpty {
          queries.append(
            String(
              String.UnicodeScalarView(
                hangul.map { Unicode.Scalar(initials[Int(($0.value - 0xAC00) / 588)])! })))
        }
        if words.count > 1 {
          queries.append(
            words.shuffled(using: &random).map { String($0.prefix(2)) }.joined(separator: " "))
        }
        queries.append(String(UnicodeScalar(UInt8.random(in: 0x61...0x7A, using: &random))))
      }
      var matched = 0
      for text in queries {
        let query = collation.searchQuery(text)
        let full = query.withoutShortcuts
        for record in records {
          let ranges = full.matchedRanges(in: record)
          #expect(
            query.matches(record) == (ranges != nil),
            "\(locale) \(content.rawValue) \(text.debugDescription) in \(record.debugDescription)")
          #expect(query.matchedRanges(in: record) == ranges)
          #expect(full.matches(record) == (ranges != nil))
          for range in ranges ?? [] {
            #expect(!range.isEmpty && range.upperBound <= record.endIndex)
          }
          if ranges != nil { matched += 1 }
        }
      }
      #expect(matched >= queries.count / 2)
    }
  }
}

extension SearchCorpusTests {
  /// Seeded random strings and queries made of awkward pieces — marks after
  /// letters and Han, ideographic and ordinary spaces before names, format
  /// characters, surnames and phrase heads, kana, Hangul, emoji, digits,
  /// punctuation — with and without the shortcuts, in locales that read
  /// pinyin, contract, shift punctuation or make letters of accents.
  @Test(arguments: ["zh-Hans", "sv", "cs", "th", "ja", "ko", "en"])
  func shortcutsChangeNoResultOnRandomText(locale: String) {
    let pieces = [
      "a", "c", "h", "z", "g", "s", "w", "A", "Z", "e\u{301}", "a\u{308}", "o\u{308}", "ch", " ",
      "  ", "-", "'", ".", "\u{3000}", "\u{200B}", "\u{301}", "曾", "国", "藩", "张", "三", "王",
      "伟", "单", "长", "沙", "重", "庆", "吕", "た", "ナ", "ｶ", "김", "철", "ㄱ", "🙂", "7", "$",
      "ß", "æ", "Ø", "İ", "ı", "ก", "่", "า",
    ]
    var text = RandomText(pieces: pieces, seed: 1729)
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locale: locale, content: content)
      let strings = (0..<60).map { _ in text.next(1...8) }
      var queries = (0..<60).map { _ in text.next(1...3) }
      // Pinyin of the strings: initials, syllables, a mix.
      for string in strings.prefix(20) {
        guard let reading = collation.reading(of: string, style: .plain) else { break }
        let syllables = reading.split(separator: " ")
        queries.append(syllables.map { String($0.prefix(1)) }.joined())
        queries.append(syllables.prefix(2).map { String($0.prefix(2)) }.joined())
      }
      for q in queries {
        let query = collation.searchQuery(q)
        let full = query.withoutShortcuts
        for string in strings {
          let ranges = full.matchedRanges(in: string)
          #expect(
            query.matches(string) == (ranges != nil),
            "\(locale) \(content.rawValue) \(q.debugDescription) in \(string.debugDescription)")
          #expect(query.matchedRanges(in: string) == ranges)
        }
      }
    }
  }
}
