import Foundation
import Testing

@testable import SectionIndexCollation

/// Every language ICU 78 indexes, sectioned and sorted as ICU4C's
/// `AlphabeticIndex` does: 200 words a language, built from its exemplar
/// characters (ICU 78's, CLDR 48) by `Tools/icu-reference/exemplar-words.py`,
/// with ICU 78's bucket label and collation rank (`Resources/icu-exemplar-words.tsv`, made by
/// `Tools/icu-reference/make-fixtures.sh`).
///
/// Each language must put at least 99.5% of its words in ICU's section (or
/// differ deliberately, see ``deliberateDifference(locale:word:ours:icu:icuLabels:titles:)``
/// and Guides/IndexedCollation.md) and order at least 99% of the adjacent
/// words of a section as ICU's collator does. The run prints each language's
/// numbers ("ICU exemplar words <tag>: …"); `Tools/icu-reference/agreement.py`
/// prints the same table for the command-line tool.
@Suite struct ICUExemplarTests {
  struct Row: Sendable {
    var word: String
    var label: String
    var rank: Int
  }

  static let fixture: [(tag: String, rows: [Row])] = {
    guard
      let url = Bundle.module.url(
        forResource: "icu-exemplar-words", withExtension: "tsv", subdirectory: "Resources"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return [] }
    var out: [(tag: String, rows: [Row])] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f.count == 4, let rank = Int(f[3]) else { continue }
      if out.last?.tag != f[0] { out.append((f[0], [])) }
      out[out.count - 1].rows.append(Row(word: f[1], label: f[2], rank: rank))
    }
    return out
  }()

  static let tags = fixture.map(\.tag)

  /// NFKD, case folded, without Latin accents (U+0300–U+036F, secondary
  /// differences), a Thai or Lao vowel written first moved after its
  /// consonant: for "begins with" at primary strength (Kuvi ĀA… begins with AA).
  static func folded(_ text: String) -> [Unicode.Scalar] {
    var scalars = Array(text.unicodeScalars)
    if scalars.count > 1,
      (0xE40...0xE44).contains(scalars[0].value) || (0xEC0...0xEC4).contains(scalars[0].value)
    {
      scalars.swapAt(0, 1)
    }
    let s = String(String.UnicodeScalarView(scalars))
    return s.decomposedStringWithCompatibilityMapping.lowercased().unicodeScalars.filter {
      !(0x300...0x36F).contains($0.value)
    }
  }

  /// Why a word's section differs from ICU's on purpose, or `nil`.
  static func deliberateDifference(
    locale: String, word: String, ours: String, icu: String, icuLabels: Set<String>,
    titles: [String]
  ) -> String? {
    let ourScalars = ours.decomposedStringWithCanonicalMapping.unicodeScalars.count
    if ourScalars > 1, !icuLabels.contains(ours),
      folded(word).starts(with: folded(ours)),
      icu == "#"
        || (titles.firstIndex(of: icu).map { $0 < titles.firstIndex(of: ours)! } ?? false)
    {
      return "a title of several letters CLDR lists and ICU drops (no contraction)"
    }
    if locale == "ja" && ours == "他" && icu == "#" {
      return "kanji without a reading"
    }
    return nil
  }

  @Test func fixtureCoversEverySupportedLanguage() throws {
    let tags = Set(Self.tags)
    #expect(
      tags.count == 269,
      "ICU 78 indexes 245 languages, 269 tags with their script and region variants")
    for tag in tags {
      let resolved = LocaleResolver.resolve(tag)
      #expect(
        resolved.dataIdentifier == tag.replacingOccurrences(of: "-", with: "_")
          || (tag == "zh" && resolved.dataIdentifier == "zh"),
        "\(tag) resolves to \(resolved.identifier)")
    }
  }

  @Test(arguments: tags)
  func sectionsAndOrderMatchICU(locale: String) throws {
    let rows = try #require(Self.fixture.first { $0.tag == locale }?.rows)
    let collation = IndexedCollation(locale: locale)
    let icuLabels = Set(rows.map(\.label))
    let byWord = Dictionary(rows.map { ($0.word, $0) }, uniquingKeysWith: { a, _ in a })
    var agree = 0
    var deliberate = 0
    var unexpected: [String] = []
    for row in rows {
      let ours = collation.sectionTitle(for: row.word)
      if ours == row.label {
        agree += 1
      } else if Self.deliberateDifference(
        locale: locale, word: row.word, ours: ours, icu: row.label, icuLabels: icuLabels,
        titles: collation.sectionTitles) != nil
      {
        deliberate += 1
      } else {
        unexpected.append("\(row.word.debugDescription): ours \(ours), ICU \(row.label)")
      }
    }
    // Adjacent words of one section (in ICU's section too), in our order.
    var pairs = 0
    var ordered = 0
    for section in collation.sections(of: rows.map(\.word)) {
      for (a, b) in zip(section.items, section.items.dropFirst()) {
        guard let ra = byWord[a], let rb = byWord[b], ra.label == section.title,
          rb.label == section.title
        else { continue }
        pairs += 1
        if ra.rank <= rb.rank {
          ordered += 1
        }
      }
    }
    let bucketShare = Double(agree + deliberate) / Double(rows.count)
    let orderShare = pairs == 0 ? 1 : Double(ordered) / Double(pairs)
    print(
      "ICU exemplar words \(locale): \(agree)/\(rows.count) in ICU's section, \(deliberate) deliberate, "
        + "order \(ordered)/\(pairs)")
    #expect(bucketShare >= 0.995, "\(locale): \(unexpected.joined(separator: "; "))")
    #expect(orderShare >= 0.99, "\(locale): \(ordered)/\(pairs) pairs in ICU's order")
  }

  /// The deliberate differences of Guides/IndexedCollation.md, one example each.
  @Test(arguments: [
    // CLDR's several-letter titles: the words that begin with them (ICU: B, ک, ক, #).
    ("sw", "chai", "CH"), ("sw", "chungwa", "CH"), ("sw", "bata", "B"), ("sw", "ciao", "B"),
    ("ln", "mbote", "Mb"), ("ln", "mama", "M"), ("ln", "mosala", "M"),
    ("bn", "ক্ষমা", "ক্ষ"), ("bn", "কলম", "ক"), ("bn", "খবর", "খ"),
    ("ug", "ئانا", "ئا"), ("ug", "ئبب", "#"),
    ("mt", "iebes", "IE"), ("mt", "ilma", "I"),
    // Japanese kanji without a reading.
    ("ja", "東京", "他"),
  ])
  func deliberateDifferences(locale: String, word: String, title: String) {
    #expect(IndexedCollation(locale: locale).sectionTitle(for: word) == title)
  }
}
