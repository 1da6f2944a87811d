import SectionIndexAlgorithms
import TestSupport
import Testing

@testable import SectionIndexCollation

/// The fast paths (primaries straight from UTF-8 through `PrimaryCache`,
/// three-byte `PrimaryCodes` for large inputs, full keys only for ties) must
/// give exactly what the full collation gives.
@Suite struct FastPathTests {
  /// Every corpus record and variants that stress the fast path's guards:
  /// contractions split by combining marks, decomposed input, pinyin phrases
  /// and surnames, leading white space, long and repeated strings.
  static func records(for locale: String) throws -> [String] {
    // Locales with -u-co- keywords use their language's corpus; languages
    // without one (sw), the English corpus.
    let language = locale.hasPrefix("zh-u") ? "zh-Hans" : String(locale.prefix { $0 != "-" })
    let corpus = try Corpus.records(
      for: Corpus.locales.contains(locale)
        ? locale : Corpus.locales.contains(language) ? language : "en")
    var out = corpus
    for r in corpus.prefix(400) {
      out.append(r.uppercased())
      out.append(" " + r)
      out.append(r + r)
      out.append(
        String(r.unicodeScalars.prefix(1)) + "\u{301}" + String(r.unicodeScalars.dropFirst()))
      out.append(r + "\u{323}\u{302}")
    }
    // Duplicates, and spellings that tie on primaries or on everything but
    // their bytes.
    out += corpus.prefix(300) + corpus.prefix(100)
    out += ["é", "e\u{301}", "É", "E\u{301}", "e", "E", "é", "e\u{301}"]
    // Same primaries, other scalars: a compatibility ideograph and its
    // unified twin, an ignorable inside a name, full width.
    out += ["\u{F900}", "\u{8C48}", "\u{F900}", "\u{8C48}", "张伟", "张\u{200B}伟", "张伟"]
    out += ["Ａ", "A", "Ａ", "A"]
    out += (0..<40).map { "Johnson \($0 % 7)" } + (0..<40).map { "JOHNSON \($0 % 5)" }
    out += [
      "cha", "Cha", "ch\u{301}a", "c\u{301}ha", "lla", "l\u{B7}l", "L\u{387}a",  // contractions
      "и\u{306}", "й", "и\u{323}\u{306}", "ā", "a\u{304}", "a\u{323}\u{304}",
      "长沙", "长大", "重庆", "重要", "朝阳", "银行", "行走", "曾国藩", "单雄信", "  曾先生",
      "ｱｲｳ", "ア", "あ", "가각", "각가", "\u{1100}\u{1161}", "ไก่", "เก", "เ", "",
      String(repeating: "ab", count: 2000), String(repeating: "张", count: 500),
    ]
    // Compatibility ideographs, read (surnames and phrases included) as
    // their unified twins after normalization (found by fuzzing: U+F914 樂
    // took the fast path with 乐's default reading, against `compare`).
    out += [
      "\u{F914}\u{FFFD}", "李\u{FFFD}\u{12}chico", "\u{F914}", "\u{6A02}", "\u{F914}国",
      "\u{F900}\u{F914}", "重\u{F914}", "  \u{F914}先生", "\u{FA0E}",
    ]
    // Long runs of what comes before the first letter: ignorables, marks
    // without a primary, white space, format characters (found by fuzzing:
    // `section(for:)` used to give up after 32 of them).
    for n in [31, 32, 33, 100] {
      out.append(String(repeating: "\u{0}", count: n) + "\u{36F}")
      out.append(" " + String(repeating: "\u{301}", count: n) + "b")
      out.append(String(repeating: "\u{301}", count: n) + "b")
      out.append(String(repeating: " ", count: n) + "\u{200B}" + "Zoë")
      out.append(String(repeating: "\u{200B}", count: n) + "长沙")
    }
    // Contractions (cs ch, es ll, da aa, th prevowels) and a Han phrase
    // across the fifth primary, where the first pass stops; titles of two
    // letters (sw Ch, Ny) at the start.
    for stem in ["abcd", "abc", "abcde", "ABCD", "abcd\u{301}", "ch", "ny", "ng'", "c", "n"] {
      for tail in [
        "cha", "chb", "cza", "hca", "lla", "lma", "aab", "abb", "เก", "ไก่", "银行", "行走",
      ] {
        out.append(stem + tail)
      }
    }
    return out
  }

  static let locales = [
    "en", "sv", "da", "cs", "es-u-co-trad", "de-u-co-phonebk", "th", "ko", "ja", "ru",
    "zh-Hans", "zh-Hant", "zh-u-co-stroke", "vi", "sw",
  ]

  @Test(arguments: locales)
  func sectionMatchesTheFullPath(locale: String) throws {
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locale: locale, content: content)
      for r in try Self.records(for: locale) {
        let full = collation.buckets.bucket(for: r, collator: collation.collator)
        #expect(collation.section(for: r) == full, "\(locale): \(r.debugDescription)")
      }
    }
  }

  /// `sections(of:)` files every record under the section `section(for:)`
  /// gives it, with codes and without, whatever comes before its first
  /// letter.
  @Test(arguments: locales)
  func sectionsAgreeWithSectionFor(locale: String) throws {
    let records = try Self.records(for: locale)
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locale: locale, content: content)
      for codes in [false, true] {
        collation.forEachSortedSection(
          KeyedRecords(keys: records.map { ($0, nil) }), sectioned: true, codes: codes
        ) { section, sorted in
          for i in sorted where collation.section(for: records[i]) != section {
            Issue.record(
              "\(locale) codes \(codes): \(records[i].debugDescription) in section \(section)")
          }
        }
      }
    }
  }

  /// With phonetic keys, records follow `compare` on their readings; only
  /// readings that are the same string leave the order to the display
  /// strings. A reading whose sort key is a prefix of another's (a
  /// decomposed spelling of a precomposed one) must not let the display
  /// string decide (found by fuzzing).
  @Test(arguments: ["en", "zh-Hans", "ja", "sv"])
  func phoneticKeysFollowCompare(locale: String) throws {
    let readings = [
      "e\u{301}", "\u{E9}", "\u{8C48}", "\u{F900}", "e", "E", "Ｅ", "ab", "ab", "a\u{301}b",
      "长沙", "さとう", "サトウ", "cha", "",
    ]
    let displays = ["b", "a", "c", "a", "z", "y", "x", "b", "a", "c", "q", "d", "e", "f", "g"]
    var records: [(display: String, reading: String)] = []
    for (r, d) in zip(readings, displays) {
      records.append((d, r))
      records.append((String(d.reversed()) + "2", r))
    }
    let collation = IndexedCollation(locale: locale)
    // The reading decides, or the display string when there is none.
    let decisive = records.map { $0.reading.isEmpty ? $0.display : $0.reading }
    let expected = records.indices.sorted { a, b in
      let (sa, sb) = (collation.section(for: decisive[a]), collation.section(for: decisive[b]))
      if sa != sb { return sa < sb }
      switch collation.compare(decisive[a], decisive[b]) {
      case .ascending: return true
      case .descending: return false
      case .same: break
      }
      switch collation.compare(records[a].display, records[b].display) {
      case .ascending: return true
      case .descending: return false
      case .same: return a < b
      }
    }
    let sections = collation.sections(
      of: Array(records.indices), by: { records[$0].display },
      phoneticKey: { records[$0].reading })
    #expect(sections.joined == expected, "\(locale)")
    for codes in [false, true] {
      var order: [Int] = []
      collation.forEachSortedSection(
        KeyedRecords(
          keys: records.map { $0.reading.isEmpty ? ($0.display, nil) : ($0.reading, $0.display) }),
        sectioned: true, codes: codes
      ) { _, sorted in order += sorted }
      #expect(order == expected, "\(locale) codes \(codes)")
      // The command line's path: empty readings leave the display.
      let packedOrder = collation.streamedSections(
        keys: PackedUTF8(records.map(\.display)), phoneticKeys: PackedUTF8(records.map(\.reading)),
        many: codes
      ).flatMap(\.items)
      #expect(packedOrder == expected, "\(locale) codes \(codes), packed")
    }
  }

  /// Records keyed one at a time and sorted a section at a time (the
  /// command line's path, `SectionStream`) are sectioned and ordered as
  /// strings are, with codes and without.
  @Test(arguments: locales)
  func streamedRecordsMatchStrings(locale: String) throws {
    let records = try Self.records(for: locale)
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locale: locale, content: content)
      let expected = collation.sections(of: Array(records.indices), by: { records[$0] })
        .map { ($0.titleIndex, $0.items) }
      for codes in [false, true] {
        let sections = collation.streamedSections(keys: PackedUTF8(records), many: codes)
        #expect(sections.map(\.0) == expected.map(\.0), "\(locale) \(content) codes \(codes)")
        #expect(sections.map(\.1) == expected.map(\.1), "\(locale) \(content) codes \(codes)")
      }
    }
  }

  /// The order with and without codes, and the order of full sort keys.
  @Test(arguments: locales)
  func codesKeepTheOrder(locale: String) throws {
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locale: locale, content: content)
      let records = try Self.records(for: locale)
      var orders: [[Int]] = []
      for codes in [false, true] {
        var order: [Int] = []
        collation.forEachSortedSection(
          KeyedRecords(keys: records.map { ($0, nil) }), sectioned: true, codes: codes
        ) { _, sorted in order += sorted }
        orders.append(order)
      }
      #expect(orders[0] == orders[1], "\(locale): codes change the order")
      // Sections in order, then full keys, then input order.
      let keys = records.map { (collation.section(for: $0), collation.sortKey(for: $0)) }
      let expected = records.indices.sorted { a, b in
        if keys[a].0 != keys[b].0 { return keys[a].0 < keys[b].0 }
        if keys[a].1 != keys[b].1 { return keys[a].1 < keys[b].1 }
        return a < b
      }
      #expect(orders[1] == expected, "\(locale) \(content.rawValue): not the full keys' order")
    }
  }

  /// Large inputs get dense codes in every locale (a locale without them
  /// would fall back to four-byte primaries, correct but slower).
  @Test(arguments: Corpus.locales + locales)
  func everyLocaleHasCodes(locale: String) {
    #expect(PrimaryCodes(collator: IndexedCollation(locale: locale).collator) != nil)
  }

  /// The benchmark's pinyin figure counts what `readings(of:names:)` reads.
  @Test func readingCountMatchesReadings() throws {
    let reader = CollationData.compiledIn.pinyin
    for s in try Self.records(for: "zh-Hans") + ["长", "长沙", "行长", "a长沙b", "曾", "  曾国藩"] {
      for names in [false, true] {
        let expected = reader.readings(of: s, names: names).count { $0 != nil }
        #expect(reader.readingCount(of: s, names: names) == expected, "\(s) names: \(names)")
      }
    }
  }

  /// One collation shared by several tasks fills its caches (pages of
  /// primaries, codes) while they read them: every task sees what one task
  /// alone sees.
  @Test func sharedAcrossTasks() async throws {
    let records = try Self.records(for: "zh-Hans") + Self.records(for: "ja")
    let alone = IndexedCollation(locale: "zh-Hans")
    let expectedSections = records.map { alone.section(for: $0) }
    let expectedOrder = alone.sorted(records)
    let big = Array(
      repeating: records, count: PrimaryCodes.worthwhile / records.count + 1
    ).joined().map { $0 }
    let expectedBig = alone.sections(of: big)

    let shared = IndexedCollation(locale: "zh-Hans")
    let results = await withTaskGroup(of: Bool.self) { group in
      for t in 0..<4 {
        group.addTask {
          // Different starting points, so that tasks race for the same pages.
          var sections = [Int](repeating: -1, count: records.count)
          for k in records.indices {
            let i = (k + t * 97) % records.count
            sections[i] = shared.section(for: records[i])
          }
          return sections == expectedSections && shared.sorted(records) == expectedOrder
            && shared.sections(of: big) == expectedBig
        }
      }
      var all: [Bool] = []
      for await r in group { all.append(r) }
      return all
    }
    #expect(results == [true, true, true, true])
  }

  /// More than `PrimaryCodes.worthwhile` records through the public API.
  @Test(arguments: ["zh-Hans", "ja", "th", "sv"])
  func largeInputKeepsInvariants(locale: String) throws {
    var records = try Self.records(for: locale)
    var generator = SplitMix64(seed: 0xC0DE5)
    while records.count <= PrimaryCodes.worthwhile {
      records += records.shuffled(using: &generator).prefix(2000)
    }
    let collation = IndexedCollation(locale: locale)
    let sections = collation.sections(of: records)
    let violations = checkSectionInvariants(sections, input: records, collation: collation)
    #expect(violations.isEmpty, "\(locale): \(violations)")
  }

  /// `PrimarySort` against a stable comparison sort of the same records:
  /// sections of every size (one record, a few, thousands across several
  /// chunks), heads that differ only low, only high, or not at all, and
  /// keys shorter and longer than the head; chunks from the allocator (no
  /// count given) and from a mapping (a million announced).
  @Test(arguments: [3, 4], [0, 1_000_000])
  func primarySortMatchesAStableSort(unitBytes: Int, announced: Int) {
    var random = SplitMix64(seed: 0x5EC7 + UInt64(unitBytes))
    let sections = 7
    let count = 20_000
    var sorter = PrimarySort(sections: sections, unitBytes: unitBytes, records: announced)
    var inputs: [(section: Int, key: [UInt8], longer: Bool)] = []
    let limit: UInt32 = unitBytes == 3 ? 0xFF_FFFF : .max
    for i in 0..<count {
      // Section 0: one record; 1: all the same key; 2: keys differing only
      // in their last head byte; 3: a few records; others: mixed.
      let section =
        i == 0
        ? 0 : i < 9000 ? 1 + Int(random.next() % 2) : i < 9010 ? 3 : 4 + Int(random.next() % 3)
      var primaries: [UInt32]
      switch section {
      case 0, 1: primaries = [7, 7, 7, 7]
      case 2: primaries = [9, 9, 9, 1 + UInt32(random.next() % 300)]
      default:
        primaries = (0..<(1 + Int(random.next() % 6))).map { _ in
          1 + UInt32(random.next() % 5) * (limit / 5)
            + (random.next() % 4 == 0 ? UInt32(random.next() % 1000) : 0)
        }
      }
      primaries.withUnsafeBufferPointer { sorter.append(section: section, primaries: $0) }
      var key: [UInt8] = []
      for p in primaries {
        for k in stride(from: 8 * (unitBytes - 1), through: 0, by: -8) {
          key.append(UInt8(truncatingIfNeeded: p >> UInt32(k)))
        }
      }
      inputs.append((section, key, key.count > 12))
    }
    var got: [[Int]] = Array(repeating: [], count: sections)
    var heads: [(index: Int, longer: Bool)] = []
    for section in 0..<sections {
      guard let records = sorter.sortedSection(section) else { continue }
      defer { records.deallocate() }
      got[section] = records.map(\.position)
      heads += records.map { ($0.position, $0.isLonger) }
    }
    #expect(sorter.sortedSection(1) == nil, "a section taken twice")
    for section in 0..<sections {
      let expected = inputs.indices.filter { inputs[$0].section == section }.sorted { a, b in
        let x = inputs[a].key.prefix(12)
        let y = inputs[b].key.prefix(12)
        return x.lexicographicallyPrecedes(y) || (x.elementsEqual(y) && a < b)
      }
      #expect(
        got[section] == expected,
        "section \(section), \(unitBytes)-byte units, \(announced) announced")
    }
    #expect(heads.allSatisfy { inputs[$0.index].longer == $0.longer })
  }
  /// `KeyArena.order(sharing:)` against a stable sort of whole keys: keys
  /// of a run share their twelve head bytes, then differ in the next word,
  /// only past it (where whole keys decide), in length alone, or not at
  /// all; and a run of equal keys shorter than the head.
  @Test(arguments: [3, 4])
  func keyArenaOrdersARunByWholeKeys(unitBytes: Int) {
    var random = SplitMix64(seed: 0xA7E0 + UInt64(unitBytes))
    let head: [UInt32] =
      unitBytes == 3 ? [0x01_0203, 0x00_0100, 0x0A_0B0C, 0x00_0001] : [5, 0x100, 7]
    let short: [[UInt32]] = Array(repeating: [0x00_0102, 9], count: 5)
    var runs: [[[UInt32]]] = [short]
    var run: [[UInt32]] = []
    for _ in 0..<600 {
      var tail: [UInt32] = (0..<Int(random.next() % 5)).map { _ in
        // Few values, so that many keys tie for a while, and some only in
        // units past the first word, where whole keys decide.
        let high = UInt32(random.next() % 3) << (unitBytes == 3 ? 16 : 24)
        return high | (random.next() % 2 == 0 ? 1 : UInt32(1 + random.next() % 3))
      }
      if random.next() % 10 == 0, let copy = run.randomElement(using: &random) {
        tail = Array(copy.dropFirst(head.count))
      }
      run.append(head + tail)
    }
    runs.append(run)
    for keys in runs {
      var arena = KeyArena()
      var bytes: [[UInt8]] = []
      for key in keys {
        key.withUnsafeBufferPointer { arena.append($0, unitBytes: unitBytes) }
        bytes.append(
          key.flatMap { p in
            stride(from: 8 * (unitBytes - 1), through: 0, by: -8).map {
              UInt8(truncatingIfNeeded: p >> UInt32($0))
            }
          })
      }
      let expected = bytes.indices.sorted { a, b in
        bytes[a].lexicographicallyPrecedes(bytes[b]) || (bytes[a] == bytes[b] && a < b)
      }
      #expect(arena.order(sharing: 12) == expected, "\(unitBytes)-byte units, \(keys.count) keys")
    }
  }
}
