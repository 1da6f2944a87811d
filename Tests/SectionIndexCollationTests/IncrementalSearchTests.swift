import TestSupport
import Testing

@testable import SectionIndexCollation

/// `SearchQuery.narrows(_:)` and `SearchSession`: a query that extends the
/// last one filters only its matches, and finds exactly what filtering every
/// record again finds.
@Suite struct IncrementalSearchTests {
  @Test func documentedExample() {
    let collation = IndexedCollation(locale: "en")
    #expect(collation.searchQuery("mar").narrows(collation.searchQuery("ma")))
    #expect(collation.searchQuery("li m").narrows(collation.searchQuery("li")))
    #expect(collation.searchQuery("li m").narrows(collation.searchQuery("li ")))
    #expect(collation.searchQuery("a").narrows(collation.searchQuery("")))
    #expect(collation.searchQuery("émile").narrows(collation.searchQuery("em")))
    // Shorter, another word, or another collation: from every record.
    #expect(!collation.searchQuery("ma").narrows(collation.searchQuery("mar")))
    #expect(!collation.searchQuery("mb").narrows(collation.searchQuery("ma")))
    #expect(!collation.searchQuery("").narrows(collation.searchQuery("a")))
    #expect(!collation.searchQuery("ma").narrows(IndexedCollation(locale: "en").searchQuery("m")))
  }

  /// Where typing one more letter changes how the letters before it fold or
  /// spell, the longer query does not narrow the shorter.
  @Test func foldingThatChangesAsTheQueryGrows() {
    // ä is a letter of its own in Swedish: a and a combining diaeresis
    // typed after it find Ärlig, a alone does not.
    let swedish = IndexedCollation(locale: "sv")
    #expect(!swedish.searchQuery("a").matches("Ärlig"))
    #expect(swedish.searchQuery("a\u{308}").matches("Ärlig"))
    #expect(!swedish.searchQuery("a\u{308}").narrows(swedish.searchQuery("a")))
    // Contractions are not made across segments in search: in Czech, c
    // finds Chrudim, and chr narrows ch (ch does not narrow c: romaji).
    let czech = IndexedCollation(locale: "cs")
    #expect(czech.searchQuery("c").matches("Chrudim"))
    #expect(czech.searchQuery("chr").narrows(czech.searchQuery("ch")))
    // Romaji: `ch` is spelled `ty` (ちゃ), which `c` does not find.
    let japanese = IndexedCollation(locale: "ja")
    #expect(!japanese.searchQuery("c").matches("ちゃん"))
    #expect(japanese.searchQuery("cha").matches("ちゃん"))
    #expect(!japanese.searchQuery("ch").narrows(japanese.searchQuery("c")))
    var session = IndexedCollation.SearchSession()
    let names = ["ちゃん", "Carl", "チャコ"]
    for typed in ["c", "ch", "cha"] {
      let query = japanese.searchQuery(typed)
      session.search(query, count: names.count) { query.matches(names[$0]) }
    }
    #expect(session.matches == [0, 2])
  }

  /// Seeded random typing over the test corpus: a target query typed one
  /// character at a time (now and then a character deleted), each step's
  /// session answer compared with filtering every record.
  @Test(arguments: ["en", "de", "cs", "sv", "ru", "ja", "ko", "zh-Hans", "zh-Hant"])
  func narrowingEqualsFilteringFromScratch(locale: String) throws {
    let records = try Corpus.records(for: locale)
    var random = SplitMix64(seed: 36)
    var narrowed = 0
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locale: locale, content: content)
      var targets: [String] = ["mar", "zhang w", "chiharu", "kaikuu", "li m", "c", "shi"]
      for _ in 0..<12 {
        let record = records.randomElement(using: &random)!
        let words = record.split(separator: " ").shuffled(using: &random)
        targets.append(words.prefix(2).map { String($0.prefix(4)) }.joined(separator: " "))
        if let reading = collation.reading(of: record, style: .plain) {
          let syllables = reading.split(separator: " ")
          targets.append(syllables.prefix(3).joined())
          targets.append(syllables.map { String($0.prefix(1)) }.joined())
        }
      }
      for target in targets {
        var session = IndexedCollation.SearchSession()
        var typed = ""
        let steps = Array(target)
        var k = 0
        while k < steps.count {
          if typed.count > 1, Int.random(in: 0..<6, using: &random) == 0 {
            typed.removeLast()
          } else {
            typed.append(steps[k])
            k += 1
          }
          let query = collation.searchQuery(typed)
          if let last = session.query, query.narrows(last) { narrowed += 1 }
          let found = session.search(query, count: records.count) { query.matches(records[$0]) }
          let expected = records.indices.filter { query.matches(records[$0]) }
          #expect(
            found == expected,
            "\(locale) \(content.rawValue) \(typed.debugDescription) typing \(target.debugDescription)"
          )
        }
      }
    }
    #expect(narrowed > 50)
  }

  /// Typing strings of awkward pieces (marks after letters, contractions,
  /// kana, Hangul, Han, spaces) one Unicode scalar at a time, so that a
  /// mark or a second letter arrives after the letter it changes.
  @Test(arguments: ["zh-Hans", "cs", "sv", "ja", "ko", "en", "th"])
  func narrowingEqualsFilteringOnRandomText(locale: String) {
    let pieces = [
      "a", "c", "h", "z", "g", "s", "i", "n", "k", "A", "e\u{301}", "a\u{308}", "o\u{308}", "ch",
      " ", "-", "'", "\u{301}", "曾", "国", "张", "三", "た", "ナ", "ちゃ", "김", "철", "ㄱ", "기",
      "ß", "æ", "ก", "่", "า", "7",
    ]
    var text = RandomText(pieces: pieces, seed: 3636)
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locale: locale, content: content)
      let strings = (0..<200).map { _ in text.next(1...8) }
      for _ in 0..<40 {
        var session = IndexedCollation.SearchSession()
        var typed = String.UnicodeScalarView()
        for scalar in text.next(1...5).unicodeScalars {
          typed.append(scalar)
          let query = collation.searchQuery(String(typed))
          let found = session.search(query, count: strings.count) { query.matches(strings[$0]) }
          let expected = strings.indices.filter { query.matches(strings[$0]) }
          #expect(found == expected, "\(locale) \(String(typed).debugDescription)")
        }
      }
    }
  }
}
