// libFuzzer target `collation`: the invariants of IndexedCollation's public API
// on fuzzed strings and locales. Built by Scripts/fuzz.sh together with the
// module's sources (so it needs no `import`):
//
//     swiftc -sanitize=fuzzer,address -parse-as-library Fuzz/collation.swift Sources/SectionIndexCollation/...
//
// Input: the first byte picks a locale from `configurations`; the rest is split
// on 0xFF (never a byte of UTF-8) into records, each decoded leniently (invalid
// UTF-8 becomes U+FFFD). A record may hold 0xFE: the text before it is what is
// shown, the text after it the reading (phonetic key; empty means none).
//
// Checked, for every input:
// - `section(for:)` (the fast path) gives the section `sections(of:)` files the
//   string under (the full path), and `sectionTitle(for:)` its title;
// - `sortKey(for:)` is the collator's full key, and `sectionSortKey(for:)`
//   the section and that key;
// - `sorted` is the stable order of `sortKey(for:)`, ties in input order;
// - `compare` agrees with comparing sort keys, both ways round;
// - `sections(of:)` returns every input exactly once, in non-empty sections in
//   title order, sorted by sort key within each; `sections(of:by:)` and
//   `sections(of:by:phoneticKey:)` without readings give the same;
// - `sections(of:by:phoneticKey:)` files each record under its reading's
//   section (its display string's without one) and orders by `compare` on the
//   readings first; readings tie only when fully equal, then the display
//   strings decide;
// - records keyed one at a time and sorted a section at a time (the command
//   line's path, `SectionStream`) are sectioned and ordered as
//   `sections(of:by:phoneticKey:)` orders them.

import SectionIndexAlgorithms

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The collations the first input byte picks from.
let configurations: [(name: String, make: () -> IndexedCollation)] = [
  ("sv", { IndexedCollation(locale: "sv") }),
  ("de", { IndexedCollation(locale: "de") }),
  ("zh-Hans .names", { IndexedCollation(locale: "zh-Hans", content: .names) }),
  ("zh-Hant", { IndexedCollation(locale: "zh-Hant") }),
  ("ja", { IndexedCollation(locale: "ja") }),
  ("ko", { IndexedCollation(locale: "ko") }),
  ("th", { IndexedCollation(locale: "th") }),
  ("da", { IndexedCollation(locale: "da") }),
  ("cs", { IndexedCollation(locale: "cs") }),
  ("sw", { IndexedCollation(locale: "sw") }),
  ("ar", { IndexedCollation(locale: "ar") }),
  ("en", { IndexedCollation(locale: "en") }),
  ("xx", { IndexedCollation(locale: "xx") }),
  ("!!!", { IndexedCollation(locale: "!!!") }),
  // Lists of several locales: one of Chinese, Japanese and Korean, and
  // several (each record filed by its language).
  ("en,zh-Hans", { IndexedCollation(locales: ["en", "zh-Hans"]) }),
  ("zh-Hans,ja,en", { IndexedCollation(locales: ["zh-Hans", "ja", "en"]) }),
  ("zh-Hans", { IndexedCollation(locale: "zh-Hans") }),
  ("zh-u-co-stroke", { IndexedCollation(locale: "zh-u-co-stroke") }),
  ("de-u-co-phonebk", { IndexedCollation(locale: "de-u-co-phonebk") }),
  ("es-u-co-trad", { IndexedCollation(locale: "es-u-co-trad") }),
  ("tr", { IndexedCollation(locale: "tr") }),
]

/// Each collation, built the first time an input picks it.
nonisolated(unsafe) var collations = [IndexedCollation?](
  repeating: nil, count: configurations.count)

/// At most this many records an input; more only slows the fuzzer down.
let maxRecords = 64

struct Record {
  var display: String
  var reading: String?
}

func records(of bytes: UnsafeBufferPointer<UInt8>) -> [Record] {
  var result: [Record] = []
  for piece in bytes.split(separator: 0xFF, omittingEmptySubsequences: false).prefix(maxRecords) {
    if let mark = piece.firstIndex(of: 0xFE) {
      let reading = String(decoding: piece[(mark + 1)...], as: UTF8.self)
      result.append(
        Record(
          display: String(decoding: piece[..<mark], as: UTF8.self),
          reading: reading.isEmpty ? nil : reading))
    } else {
      result.append(Record(display: String(decoding: piece, as: UTF8.self), reading: nil))
    }
  }
  return result
}

/// Reports a broken invariant and stops, so libFuzzer saves the input.
func fail(_ what: String, _ configuration: String, _ details: [String: Any]) -> Never {
  var message = "collation invariant broken (\(configuration)): \(what)\n"
  for (name, value) in details.sorted(by: { $0.key < $1.key }) {
    message += "  \(name): \(String(reflecting: value))\n"
  }
  fputs(message, stderr)
  abort()
}

func order(_ lhs: SortKey, _ rhs: SortKey) -> CollationOrder {
  lhs == rhs ? .same : lhs < rhs ? .ascending : .descending
}

func check(_ collation: IndexedCollation, _ name: String, _ records: [Record]) {
  let strings = records.map(\.display)
  let keys = strings.map { collation.sortKey(for: $0) }
  let titles = collation.sectionTitles

  // sorted = the stable order of sort keys.
  let byKey = strings.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
  let sortedStrings = collation.sorted(strings)
  if sortedStrings != byKey.map({ strings[$0] }) {
    fail(
      "sorted(_:) differs from the sort-key order", name,
      [
        "input": strings, "sorted": sortedStrings, "by sort key": byKey.map { strings[$0] },
      ])
  }
  let sortedIndices = collation.sorted(Array(strings.indices), by: { strings[$0] })
  if sortedIndices != byKey {
    fail(
      "sorted(_:by:) differs from the stable sort-key order", name,
      [
        "input": strings, "sorted": sortedIndices, "by sort key": byKey,
      ])
  }

  // compare agrees with the sort keys, both ways round.
  for i in strings.indices {
    let j = (i + 1) % strings.count
    let expected = order(keys[i], keys[j])
    let forward = collation.compare(strings[i], strings[j])
    let backward = collation.compare(strings[j], strings[i])
    let reversed: CollationOrder =
      expected == .same ? .same : expected == .ascending ? .descending : .ascending
    if forward != expected || backward != reversed {
      fail(
        "compare disagrees with sortKey", name,
        [
          "lhs": strings[i], "rhs": strings[j], "compare(lhs, rhs)": forward,
          "compare(rhs, lhs)": backward, "sort keys": expected,
        ])
    }
    if collation.areInIncreasingOrder(strings[i], strings[j]) != (expected == .ascending) {
      fail(
        "areInIncreasingOrder disagrees with sortKey", name, ["lhs": strings[i], "rhs": strings[j]])
    }
  }

  // sections(of:): every input once, non-empty sections in title order, each
  // string where section(for:) puts it, sorted by sort key within a section.
  let sections = collation.sections(of: strings)
  var previousTitle = -1
  var seen: [String: Int] = [:]
  for section in sections {
    if section.items.isEmpty || section.titleIndex <= previousTitle
      || !titles.indices.contains(section.titleIndex) || section.title != titles[section.titleIndex]
    {
      fail(
        "sections out of title order, empty or mistitled", name,
        [
          "input": strings, "sections": sections.map { ($0.titleIndex, $0.title, $0.items) },
        ])
    }
    previousTitle = section.titleIndex
    var previousKey: SortKey?
    for item in section.items {
      seen[item, default: 0] += 1
      let fast = collation.section(for: item)
      if fast != section.titleIndex {
        fail(
          "section(for:) differs from the section sections(of:) gives", name,
          [
            "string": item, "scalars": item.unicodeScalars.map { String($0.value, radix: 16) },
            "section(for:)": titles.indices.contains(fast) ? titles[fast] : "\(fast)",
            "sections(of:)": section.title,
          ])
      }
      if collation.sectionTitle(for: item) != titles[fast] {
        fail("sectionTitle(for:) differs from section(for:)", name, ["string": item])
      }
      let key = collation.sortKey(for: item)
      if let previousKey, key < previousKey {
        fail("a section is not in sort-key order", name, ["section": section.items])
      }
      // Most section sort keys come from cached bytes (`SortKeyCache`):
      // they must be the section, then the full path's key.
      let prefix = [UInt8(truncatingIfNeeded: fast >> 8), UInt8(truncatingIfNeeded: fast)]
      // An index that files by language keys each record in its
      // language's own index (MixedIndex): the key is that index's, and
      // the section key is the section, then the same key.
      let full = collation.filesByLanguage ? key.bytes : collation.collator.sortKey(for: item)
      if collation.sectionSortKey(for: item).bytes != prefix + full || key.bytes != full {
        fail(
          "sectionSortKey(for:) or sortKey(for:) is not the section and the collator's key", name,
          ["string": item, "scalars": item.unicodeScalars.map { String($0.value, radix: 16) }])
      }
      previousKey = key
    }
  }
  var expected: [String: Int] = [:]
  for string in strings { expected[string, default: 0] += 1 }
  if seen != expected {
    fail(
      "sections(of:) lost or repeated an input", name,
      [
        "input": strings, "sections": sections.map(\.items),
      ])
  }
  // Every string is in a section even if the list held only it.
  for string in strings.prefix(8) {
    let alone = collation.sections(of: [string])
    if alone.count != 1 || alone[0].titleIndex != collation.section(for: string) {
      fail(
        "a string alone is filed elsewhere than section(for:) says", name,
        [
          "string": string, "sections": alone.map(\.title),
          "section(for:)": titles[collation.section(for: string)],
        ])
    }
  }
  let byClosure = collation.sections(of: strings, by: { $0 })
  let withoutReadings = collation.sections(of: strings, by: { $0 }, phoneticKey: { _ in nil })
  if byClosure != sections || withoutReadings != sections {
    fail(
      "sections(of:by:) or without readings differ from sections(of:)", name,
      [
        "input": strings, "sections(of:)": sections.map(\.items),
        "sections(of:by:)": byClosure.map(\.items),
        "phoneticKey nil": withoutReadings.map(\.items),
      ])
  }

  // Readings: the reading decides the section and the order, the display
  // string breaks full ties.
  let indices = Array(records.indices)
  let read = collation.sections(
    of: indices, by: { records[$0].display }, phoneticKey: { records[$0].reading })
  func effective(_ i: Int) -> String { records[i].reading ?? records[i].display }
  var count = [Int](repeating: 0, count: records.count)
  previousTitle = -1
  for section in read {
    if section.items.isEmpty || section.titleIndex <= previousTitle {
      fail("reading sections out of title order or empty", name, ["sections": read.map(\.title)])
    }
    previousTitle = section.titleIndex
    for (position, i) in section.items.enumerated() {
      count[i] += 1
      // An index that files by language (MixedIndex) orders a record with
      // a reading by its language's key of display and reading together:
      // its section key gives its section and its order, which the reading
      // alone, compared as text, need not (it may be of another language).
      if collation.filesByLanguage {
        let key = collation.sectionSortKey(for: records[i].display, phoneticKey: records[i].reading)
        if Int(key.bytes[0]) << 8 | Int(key.bytes[1]) != section.titleIndex {
          fail(
            "a record is not under its section key's section", name,
            ["display": records[i].display, "reading": records[i].reading as Any])
        }
        guard position > 0 else { continue }
        let p = section.items[position - 1]
        if key < collation.sectionSortKey(for: records[p].display, phoneticKey: records[p].reading)
        {
          fail(
            "records with readings out of section key order", name,
            [
              "first": (records[p].display, records[p].reading as Any),
              "second": (records[i].display, records[i].reading as Any),
            ])
        }
        continue
      }
      if collation.section(for: effective(i)) != section.titleIndex {
        fail(
          "a record is not under its reading's section", name,
          [
            "display": records[i].display, "reading": records[i].reading as Any,
            "section": section.title,
            "section(for: reading)": collation.sectionTitle(for: effective(i)),
          ])
      }
      guard position > 0 else { continue }
      let p = section.items[position - 1]
      let byReading = collation.compare(effective(p), effective(i))
      let byDisplay = collation.compare(records[p].display, records[i].display)
      if byReading == .descending || (byReading == .same && byDisplay == .descending) {
        fail(
          "records with readings out of compare() order", name,
          [
            "first": (records[p].display, records[p].reading as Any),
            "second": (records[i].display, records[i].reading as Any),
            "compare(readings)": byReading, "compare(displays)": byDisplay,
          ])
      }
    }
  }
  if count.contains(where: { $0 != 1 }) {
    fail("sections(of:by:phoneticKey:) lost or repeated a record", name, ["counts": count])
  }

  // The command line's path: records keyed one at a time, then sorted a
  // section at a time (`SectionStream`), sectioned and ordered as above,
  // with codes and without.
  let displays = PackedUTF8(records.map(\.display))
  let readings = PackedUTF8(records.map { $0.reading ?? "" })
  for codes in [false, true] {
    let streamed = collation.streamedSections(keys: displays, phoneticKeys: readings, many: codes)
    if streamed.map(\.section) != read.map(\.titleIndex)
      || streamed.map(\.items) != read.map(\.items)
    {
      fail(
        "streamed records differ from sections(of:by:phoneticKey:)", name,
        ["codes": codes, "streamed": streamed.map(\.items), "sections": read.map(\.items)])
    }
  }

  // Readings of Chinese text: any string, no crash, the same twice.
  if let first = strings.first, collation.reading(of: first) != collation.reading(of: first) {
    fail("reading(of:) is not deterministic", name, ["string": first])
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let choice = Int(data[0]) % configurations.count
  let collation = collations[choice] ?? configurations[choice].make()
  collations[choice] = collation
  check(
    collation, configurations[choice].name,
    records(of: UnsafeBufferPointer(start: data + 1, count: size - 1)))
  return 0
}
