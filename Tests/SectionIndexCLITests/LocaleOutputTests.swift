import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// What real users see per language: section membership and order that only
/// the real collation engine gives (CLDR index labels, UCA with tailorings,
/// kana rows, Hangul initials, pinyin).
///
/// These are written against the design, not against whatever the library
/// does today: while `IndexedCollation` is a stand-in that knows only A–Z,
/// most of them fail.
@Suite struct LocaleOutputTests {
  /// The sections of tsv output: title → records, and the titles in order.
  struct Sections {
    var titles: [String] = []
    var items: [String: [String]] = [:]

    init(_ result: CLIResult) {
      for line in result.stdoutLines {
        guard let tab = line.firstIndex(of: "\t") else { continue }
        let title = String(line[..<tab])
        if titles.last != title { titles.append(title) }
        items[title, default: []].append(String(line[line.index(after: tab)...]))
      }
    }

    func title(of record: String) -> String? {
      items.first { $0.value.contains(record) }?.key
    }
  }

  func group(_ locale: String, _ sample: String, names: Bool = false) throws -> Sections {
    let result = try runCLI(
      ["group", "--locale", locale] + (names ? ["--names"] : []) + [CLI.sample(sample).path])
    #expect(result.exitCode == 0)
    return Sections(result)
  }

  struct Membership: Sendable, CustomTestStringConvertible {
    var locale: String
    var record: String
    var title: String
    var testDescription: String { "\(locale): \(record) → \(title)" }
  }

  static let memberships: [Membership] = [
    // Swedish: Å, Ä and Ö are letters of their own after Z; Ü sorts as Y.
    .init(locale: "sv", record: "Ärlig", title: "Ä"),
    .init(locale: "sv", record: "Åsa", title: "Å"),
    .init(locale: "sv", record: "Östen", title: "Ö"),
    .init(locale: "sv", record: "Über", title: "Y"),
    .init(locale: "sv", record: "William", title: "W"),
    // German: umlauts are A, O, U with a secondary difference.
    .init(locale: "de", record: "Ärger", title: "A"),
    .init(locale: "de", record: "Özil", title: "O"),
    .init(locale: "de", record: "Über", title: "U"),
    .init(locale: "de", record: "Åsa", title: "A"),
    // English: Latin letters with diacritics go to their base letter; Ø and Ł
    // have primary weights of their own, just after O and L.
    .init(locale: "en", record: "Émile", title: "E"),
    .init(locale: "en", record: "Çelik", title: "C"),
    .init(locale: "en", record: "Šimon", title: "S"),
    .init(locale: "en", record: "Øystein", title: "O"),
    .init(locale: "en", record: "Łukasz", title: "L"),
    .init(locale: "en", record: "Zoë", title: "Z"),
    // Digits, symbols, emoji and scripts without a title of their own: #.
    .init(locale: "en", record: "1Password", title: "#"),
    .init(locale: "en", record: "42nd Street", title: "#"),
    .init(locale: "en", record: "🐧 Tux", title: "#"),
    .init(locale: "en", record: "@home", title: "#"),
    .init(locale: "en", record: "Борис", title: "#"),
    .init(locale: "en", record: "さくら", title: "#"),
    // Russian: Cyrillic titles (Ё under Е), Latin A–Z added.
    .init(locale: "ru", record: "Борис", title: "Б"),
    .init(locale: "ru", record: "Анна", title: "А"),
    .init(locale: "ru", record: "Ёлка", title: "Е"),
    .init(locale: "ru", record: "Юлия", title: "Ю"),
    .init(locale: "ru", record: "Anna", title: "A"),
    // Greek.
    .init(locale: "el", record: "Αλέξανδρος", title: "Α"),
    .init(locale: "el", record: "Βασίλης", title: "Β"),
    .init(locale: "el", record: "Ωμέγα", title: "Ω"),
    // Japanese: kana go to their row, katakana as hiragana.
    .init(locale: "ja", record: "さくら", title: "さ"),
    .init(locale: "ja", record: "あおい", title: "あ"),
    .init(locale: "ja", record: "カタカナ", title: "か"),
    .init(locale: "ja", record: "はると", title: "は"),
    .init(locale: "ja", record: "Anna", title: "A"),
    // Korean: Hangul goes to its initial consonant.
    .init(locale: "ko", record: "김민준", title: "ㄱ"),
    .init(locale: "ko", record: "이서연", title: "ㅇ"),
    .init(locale: "ko", record: "한지민", title: "ㅎ"),
    // Chinese (simplified): Han by pinyin.
    .init(locale: "zh", record: "张伟", title: "Z"),
    .init(locale: "zh", record: "李娜", title: "L"),
    .init(locale: "zh", record: "王芳", title: "W"),
  ]

  /// One run a locale: each run decodes the locale's tables.
  @Test(arguments: ["sv", "de", "en", "ru", "el", "ja", "ko", "zh"])
  func recordsAreInTheirSections(locale: String) throws {
    let sections = try group(locale, "names.txt")
    for m in Self.memberships where m.locale == locale {
      #expect(sections.title(of: m.record) == m.title, "\(m.testDescription)")
    }
  }

  @Test func swedishSectionsAndOrder() throws {
    let sections = try group("sv", "names-sv.txt")
    #expect(Array(sections.titles.suffix(3)) == ["Å", "Ä", "Ö"])
    #expect(sections.items["Å"] == ["Åke", "Åsa"])
    #expect(sections.items["Ä"] == ["Ängel", "Ärlig"])
    #expect(sections.items["Ö"] == ["Öberg", "Ödman", "Ölund", "Östen"])
    #expect(sections.items["Y"] == ["Über", "Yngve"])
    #expect(sections.items["A"] == ["Agneta", "Anders", "Axel"])
  }

  @Test func germanSortsUmlautsWithTheirBaseLetter() throws {
    let sections = try group("de", "names.txt")
    #expect(sections.items["A"] == ["Ängel", "Anna", "Ärger", "Ärlig", "Åsa", "Axel"])
    #expect(sections.titles.last == "#")
  }

  @Test func swedishTitles() throws {
    let result = try runCLI(["titles", "--locale", "sv"])
    #expect(Array(result.stdoutLines.suffix(5)) == ["Z", "Å", "Ä", "Ö", "#"])
  }

  @Test func japaneseTitles() throws {
    let result = try runCLI(["titles", "--locale", "ja"])
    let rows = ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ"]
    #expect(Array(result.stdoutLines.prefix(rows.count)) == rows)
    #expect(result.stdoutLines.contains("A"))
    #expect(result.stdoutLines.last == "#")
  }

  @Test func koreanTitles() throws {
    let result = try runCLI(["titles", "--locale", "ko"])
    let initials = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
    #expect(Array(result.stdoutLines.prefix(initials.count)) == initials)
  }

  @Test(arguments: [("de-CH", "de"), ("sv_SE", "sv"), ("xx", "root")])
  func resolvedLocaleInJSON(requested: String, resolved: String) throws {
    let result = try runCLI(["group", "--locale", requested, "--format", "json"], stdin: "Anna\n")
    let object = try #require(
      JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    #expect(object["requestedLocale"] as? String == requested)
    #expect(object["locale"] as? String == resolved)
  }

  /// `--names` uses surname readings: 单 is Shàn as a surname, dān otherwise.
  @Test func chineseSurnameReadingWithNames() throws {
    #expect(try group("zh", "names.txt", names: true).title(of: "单雄信") == "S")
    #expect(try group("zh", "names.txt").title(of: "单雄信") == "D")
  }
}

@Suite struct MultiLocaleOptionTests {
  @Test func commaSeparatedLocalesMakeOneIndex() throws {
    let titles = try runCLI(["titles", "--locale", "zh-Hans,ja,en"], stdin: "")
    #expect(titles.exitCode == 0)
    #expect(
      titles.stdoutLines
        == (65...90).map { String(UnicodeScalar($0)!) }
        + ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "他", "#"])
    let grouped = try runCLI(["group", "--locale", "zh-Hans, ja"], stdin: "李雷\nさくら\nLee\n")
    #expect(grouped.exitCode == 0)
    #expect(grouped.stdout == "L\t李雷\nL\tLee\nさ\tさくら\n")
  }
}

/// `--names` with a Korean index reads a Hanja surname by the initial-sound
/// rule (李 under ㅇ); without `--names` the dictionary order stays (ㄹ).
@Suite struct KoreanInitialSoundTests {
  static let input = "李民俊\n이민준\n羅\n林\n김민준\n"

  @Test func namesFollowTheInitialSoundRule() throws {
    let group = try runCLI(["group", "--locale", "ko", "--names"], stdin: Self.input)
    #expect(group.stdout == "ㄱ\t김민준\nㄴ\t羅\nㅇ\t이민준\nㅇ\t李民俊\nㅇ\t林\n")
    let text = try runCLI(["group", "--locale", "ko"], stdin: Self.input)
    #expect(text.stdout.contains("ㄹ\t李民俊\n"))
    // keys sort as group does.
    let keys = try runCLI(["keys", "--locale", "ko", "--names"], stdin: Self.input)
    let sorted = keys.stdoutLines.sorted().map {
      $0.split(separator: "\t").dropFirst().joined(separator: "\t")
    }
    #expect(sorted.joined(separator: "\n") + "\n" == group.stdout)
  }
}
