import TestSupport
import Testing

@testable import SectionIndexCollation

/// `SearchIndex`: a filter that never drops a match, and that does rule
/// records out.
@Suite struct SearchIndexTests {
  /// Queries of every kind: single letters (which nothing narrows), pinyin,
  /// romaji in its variant spellings, accents, kana, Hangul, Han.
  static let queries: [String] = {
    var queries = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
    queries += [
      "mar", "zh", "zhang w", "zgf", "lv", "nv", "ü", "émile", "muller", "shi", "chi", "tsu",
      "ja", "jo", "fu", "wo", "shimbun", "kan'i", "kaikuu", "tou", "kitte", "ryō", "kûkai",
      "たな", "タナ", "ちゃ", "김", "ㄱㅊ", "기", "曾", "国藩", "ß", "ss", "æ", "ch", "7", "li m",
      "a a", "j s", "o", "ä", "ö", "å",
    ]
    return queries
  }()

  /// Every record a query matches passes the index, in every locale of the
  /// test corpus and for both kinds of content; and the index rules out
  /// most records for some query (a filter that lets everything through
  /// would pass the first test).
  @Test(arguments: ["en", "de", "cs", "sv", "ru", "ja", "ko", "zh-Hans", "zh-Hant", "th"])
  func neverDropsAMatch(locale: String) throws {
    let records = try Corpus.records(for: locale)
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locale: locale, content: content)
      let index = collation.searchIndex(of: records)
      #expect(index.count == records.count)
      var ruledOut = 0
      for text in Self.queries {
        let query = collation.searchQuery(text)
        for (k, record) in records.enumerated() {
          let may = index.mayMatch(query, at: k)
          if !may { ruledOut += 1 }
          if query.matches(record) {
            #expect(may, "\(locale) \(content.rawValue) \(text.debugDescription) \(record)")
          }
        }
      }
      #expect(ruledOut > records.count * Self.queries.count / 4, "\(locale): \(ruledOut) ruled out")
    }
  }

  /// The same on random strings of awkward pieces: marks after letters,
  /// contractions, kana runs, Hangul, Han with readings in context.
  @Test(arguments: ["zh-Hans", "cs", "sv", "ja", "ko", "en", "th", "da"])
  func neverDropsAMatchOnRandomText(locale: String) {
    let pieces = [
      "a", "c", "h", "z", "g", "s", "i", "n", "k", "A", "e\u{301}", "a\u{308}", "o\u{308}", "ch",
      "aa", " ", "-", "'", "\u{301}", "曾", "国", "张", "三", "长", "行", "た", "ナ", "ちゃ", "ー",
      "っ", "ん", "な", "う", "김", "철", "ㄱ", "기", "ß", "æ", "ก", "่", "า", "7", "😀",
    ]
    var text = RandomText(pieces: pieces, seed: 3737)
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locale: locale, content: content)
      let strings = (0..<300).map { _ in text.next(1...8) }
      let index = collation.searchIndex(of: strings)
      for _ in 0..<150 {
        let query = collation.searchQuery(text.next(1...4))
        for (k, string) in strings.enumerated() where query.matches(string) {
          let may = index.mayMatch(query, at: k)
          #expect(may, "\(locale) \(query.text.debugDescription) \(string.debugDescription)")
        }
      }
    }
  }

  /// A session searching through the index answers as one without it, as
  /// a person types, and asks `isMatch` only of what the index lets by.
  @Test func sessionThroughTheIndex() throws {
    let records = try Corpus.records(for: "zh-Hans")
    let collation = IndexedCollation(locale: "zh-Hans", content: .names)
    let index = collation.searchIndex(of: records)
    for target in ["zhangw", "mar", "li m", "kaikuu", "김철", "曾国"] {
      var plain = IndexedCollation.SearchSession()
      var indexed = IndexedCollation.SearchSession()
      var typed = ""
      for character in target {
        typed.append(character)
        let query = collation.searchQuery(typed)
        var asked = 0
        let expected = plain.search(query, count: records.count) { query.matches(records[$0]) }
        let found = indexed.search(query, in: index) { position in
          asked += 1
          return query.matches(records[position])
        }
        #expect(found == expected, "\(typed)")
        if typed.count == 1 { #expect(asked < records.count, "\(typed): \(asked) asked") }
      }
    }
  }

  /// A record matched on several strings (a name and its reading) passes
  /// for what any of them may match; another collation's query, or an
  /// empty one, is matched against every record.
  @Test func severalStringsOtherCollationsAndEmptyQueries() {
    let collation = IndexedCollation(locale: "ja")
    var index = collation.searchIndex()
    index.append("東京")
    index.append(anyOf: ["東京", "とうきょう"])
    index.append("Tokyo")
    let tokyo = collation.searchQuery("toukyou")
    #expect(!tokyo.matches("東京") && tokyo.matches("とうきょう"))
    #expect(!index.mayMatch(tokyo, at: 0))
    #expect(index.mayMatch(tokyo, at: 1))
    let other = IndexedCollation(locale: "ja").searchQuery("zzz")
    #expect((0..<index.count).allSatisfy { index.mayMatch(other, at: $0) })
    let empty = collation.searchQuery(" ")
    #expect((0..<index.count).allSatisfy { index.mayMatch(empty, at: $0) })
    var session = IndexedCollation.SearchSession()
    #expect(session.search(empty, in: index) { _ in true } == [0, 1, 2])
  }
}
