import SectionIndexAlgorithms
import SectionIndexBarModel
import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexJapanese

// The functions the web component (Web/section-index-list.js) calls. The page
// sections a list and drives the bar through them; JavaScript only draws what
// they return and forwards pointer, scroll, resize and key events.
//
// Strings cross as UTF-8 in memory the page gets from `si_alloc`; every call
// that answers writes JSON to one output buffer (`si_output`) and returns its
// length. One instance keeps one list and one bar: a page instantiates the
// module once per element.

/// What one instance keeps between calls.
struct WebState {
  /// The collation of the last ``webSection`` call, with its Japanese
  /// readings, for search.
  var japanese: JapaneseReadings?
  /// The records' keys and readings (empty when none), in input order.
  var keys: [String] = []
  var readings: [String] = []
  /// What the keys' words start with, for search to skip the records a
  /// query cannot match: the first ``IndexedCollation/SearchIndex/count``
  /// keys (``webKeys`` adds those it is given; a search, those still out).
  var index: IndexedCollation.SearchIndex?
  /// The query ``webSearchRanges`` last made, for the next row's ranges.
  var rangesQuery: IndexedCollation.SearchQuery?
  /// The titles of the sections shown, and every index title.
  var sectionTitles: [String] = []
  var indexTitles: [String] = []
  /// The titles a collapsed bar keeps before others (``BarLocale/ownTitles(of:)``).
  var ownTitles: Set<UTF8Key> = []
  var bar: SectionIndexBar?
  var barHasSearch = false
  /// The romaji syllable being typed on the bar (`s`, then `a`: さ).
  var typeAhead = IndexedCollation.TypeAhead()
  var output: [UInt8] = []
}

nonisolated(unsafe) var web = WebState()

@_cdecl("si_alloc")
func webAllocate(_ count: Int) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 8)
}

@_cdecl("si_free")
func webFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// The start of the last answer; its length is what the call returned.
@_cdecl("si_output")
func webOutput() -> UnsafeRawPointer? {
  web.output.withUnsafeBytes { $0.baseAddress }
}

/// Sections records: `count` keys, UTF-8 separated by NUL bytes in `keys`,
/// and when `flags` bit 2 is set as many readings in `readings` (an empty
/// reading: none). `flags` bit 0: people's names (`--names`, surname
/// readings). (The demo's records come from demo-records.json: the page
/// sections them as any others, with the territory table ``webDemoKey`` names.)
///
/// Answers `{"locale":…, "requestedLocale":…, "rightToLeft":…,
/// "titles":[index titles], "sections":[{"title":…, "items":[…]}, …]}`,
/// the sections and order `section-index group` writes. The items are the
/// records' 0-based numbers: the page has the records already, and numbers
/// make the answer for 100k records a third quicker to write and read.
@_cdecl("si_section")
func webSection(
  _ tag: UnsafePointer<UInt8>?, _ tagCount: Int, _ flags: Int32,
  _ keys: UnsafePointer<UInt8>?, _ keysCount: Int, _ count: Int,
  _ readings: UnsafePointer<UInt8>?, _ readingsCount: Int
) -> Int {
  let tag = string(tag, tagCount)
  let tags = tag.splitUTF8(separators: UInt8(ascii: ","))
  // A build for chosen locales (Scripts/build-web.sh --locales) names the
  // locale it lacks instead of sectioning by root.
  var json = WebJSON()
  for requested in tags {
    if let missing = IndexedCollation.omittedLocale(for: requested) {
      json.raw("{\"error\":\"section-index: this build has no data for ")
      json.escaped(requested)
      json.raw(" (")
      json.escaped(missing)
      json.raw("); rebuild it with Scripts/build-web.sh --locales LIST,")
      json.escaped(requested)
      json.raw("\"}")
      return answer(json)
    }
  }
  // The full build's data files (Wasm/WebData.swift) this locale needs.
  let missing = missingFiles(tags)
  if !missing.isEmpty {
    json.raw("{\"error\":\"section-index: ")
    json.escaped(tag)
    json.raw(" needs the data files ")
    json.escaped(missing.joined(separator: ", "))
    json.raw(" (sectionIndex() and <section-index-list> fetch them; ")
    json.raw("engine.prepare(locale) does)\",\"needs\":")
    json.quotedArray(missing)
    json.raw("}")
    return answer(json)
  }
  let content: IndexedCollation.Content = flags & 1 != 0 ? .names : .text
  let keys = fields(keys, keysCount, count: count)
  let readings = flags & 4 != 0 ? fields(readings, readingsCount, count: count) : []
  // A web build leaves the root beyond its core (Latin, Greek, Cyrillic,
  // symbols, and CJK in the full build) to root.data: asked before the
  // collation reads its tables.
  if webData.lacksRootExtra,
    keys.contains(where: { IndexedCollation.needsRootExtra(for: $0) })
      || readings.contains(where: { IndexedCollation.needsRootExtra(for: $0) })
  {
    return recordsNeed(rootFile) {
      $0.raw("the order of the scripts this build leaves out of its wasm")
    }
  }
  // The collation is used through its Japanese readings (which hold it):
  // one value, moved into `web` at the end, never copied (issue 23).
  let japanese = JapaneseReadings(
    IndexedCollation(locales: tags, content: content, data: webData), reader: webJapaneseReader())
  // Every web build leaves the Han order out (han.data): records holding an
  // ideograph that no table of the locales lists would get another order.
  if webData.lacksHanOrder,
    keys.contains(where: { japanese.collation.needsHanOrder(for: $0) })
      || readings.contains(where: { japanese.collation.needsHanOrder(for: $0) })
  {
    return recordsNeed(hanFile) {
      $0.raw("the order of ideographs that ")
      $0.escaped(tag)
      $0.raw("'s tables do not list")
    }
  }
  web.keys = keys
  web.readings = readings
  web.index = nil
  web.rangesQuery = nil
  web.ownTitles = BarLocale.ownTitles(of: japanese.collation)
  // Kanji without a reading of the caller's are read as `section-index` reads them.
  let sections = japanese.sections(
    of: keys.indices, by: { keys[$0] }, phoneticKey: { readings.isEmpty ? nil : readings[$0] })
  web.indexTitles = japanese.collation.sectionTitles
  web.sectionTitles = sections.map { $0.title }
  web.bar = nil
  json.raw("{\"locale\":")
  json.quoted(japanese.collation.locale)
  json.raw(",\"requestedLocale\":")
  json.quoted(japanese.collation.requestedLocales.joined(separator: ","))
  json.raw(",\"rightToLeft\":")
  json.bool(BarLocale.isRightToLeft(tag))
  json.raw(",\"warnings\":")
  json.quotedArray(fallbackWarnings(tags, collation: japanese.collation))
  json.raw(",\"titles\":")
  json.quotedArray(web.indexTitles)
  json.raw(",\"sections\":[")
  for (index, section) in sections.enumerated() {
    json.raw(index > 0 ? ",{\"title\":" : "{\"title\":")
    json.quoted(section.title)
    json.raw(",\"items\":[")
    for (itemIndex, element) in section.items.enumerated() {
      if itemIndex > 0 { json.raw(",") }
      json.int(element)
    }
    json.raw("]}")
  }
  json.raw("]}")
  web.japanese = consume japanese
  return answer(json)
}

/// Takes the sections of a list that another instance made (a Web Worker
/// running this module, Web/section-index-worker.js), so that this one
/// searches the records and drives the bar without sectioning them again:
/// the collation of `tag` and `flags` (``webSection``'s: bit 0 names) and
/// the `titleCount` titles of the sections (NUL-separated in `titles`); the
/// keys follow in ``webKeys`` when a search first needs them. Answers
/// `null`, or `{"error":…}` when the build or the data files supplied lack
/// the locale.
@_cdecl("si_adopt")
func webAdopt(
  _ tag: UnsafePointer<UInt8>?, _ tagCount: Int, _ flags: Int32,
  _ titles: UnsafePointer<UInt8>?, _ titlesCount: Int, _ titleCount: Int
) -> Int {
  let tags = string(tag, tagCount).splitUTF8(separators: UInt8(ascii: ","))
  var json = WebJSON()
  if !missingFiles(tags).isEmpty
    || tags.contains(where: { IndexedCollation.omittedLocale(for: $0) != nil })
  {
    json.raw("{\"error\":\"section-index: this instance lacks the data of ")
    json.escaped(string(tag, tagCount))
    json.raw("\"}")
    return answer(json)
  }
  let content: IndexedCollation.Content = flags & 1 != 0 ? .names : .text
  let japanese = JapaneseReadings(
    IndexedCollation(locales: tags, content: content, data: webData), reader: webJapaneseReader())
  web.keys = []
  web.readings = []
  web.index = japanese.collation.searchIndex()
  web.rangesQuery = nil
  web.ownTitles = BarLocale.ownTitles(of: japanese.collation)
  web.indexTitles = japanese.collation.sectionTitles
  web.sectionTitles = fields(titles, titlesCount, count: titleCount)
  web.bar = nil
  web.japanese = consume japanese
  json.raw("null")
  return answer(json)
}

/// The keys (and, when `flags` bit 2 is set, the readings) of the records
/// that ``webAdopt`` took the sections of: `count` of each, NUL-separated,
/// in place of those before, or after them when `flags` bit 3 is set (the
/// page hands a long list over a slice at a time, between its frames).
/// Each slice goes into the search index at once, so that the first
/// keystroke finds it made.
@_cdecl("si_keys")
func webKeys(
  _ flags: Int32, _ keys: UnsafePointer<UInt8>?, _ keysCount: Int, _ count: Int,
  _ readings: UnsafePointer<UInt8>?, _ readingsCount: Int
) {
  let append = flags & 8 != 0
  if !append {
    web.keys = []
    web.readings = []
    web.index = nil
  }
  web.keys += fields(keys, keysCount, count: count)
  if flags & 4 != 0 { web.readings += fields(readings, readingsCount, count: count) }
  indexKeys()
}

/// Adds the keys the search index lacks to it (a new one after
/// ``webSection``): each with the reading the collation derives for it and
/// its own.
private func indexKeys() {
  guard let japanese = web.japanese.take() else { return }
  var index = web.index.take() ?? japanese.collation.searchIndex()
  let keys = web.keys
  let readings = web.readings
  for k in index.count..<keys.count {
    let reading = k < readings.count && !readings[k].isEmpty ? readings[k] : nil
    japanese.append(keys[k], reading: reading, to: &index)
  }
  web.index = consume index
  web.japanese = consume japanese
}

/// The key of `demo-records.json`'s `territories` that the demo of a locale
/// shows (`section-index demo`'s choice, `DemoData.tableKey`): the names
/// themselves stay out of this module, in the JSON file Scripts/build-web.sh
/// writes, which only the demo page loads. `tag` is the locale asked for,
/// `locale` the collation's; `keys` the file's `count` keys, separated by NUL
/// bytes. Answers the key as a JSON string, `"en"` when none fits.
@_cdecl("si_demo_key")
func webDemoKey(
  _ tag: UnsafePointer<UInt8>?, _ tagCount: Int, _ locale: UnsafePointer<UInt8>?,
  _ localeCount: Int, _ keys: UnsafePointer<UInt8>?, _ keysCount: Int, _ count: Int
) -> Int {
  let known = fields(keys, keysCount, count: count)
  let isKey = { (key: String) in known.contains { $0.utf8Equals(key) } }
  let key =
    DemoData.tableKey(for: string(locale, localeCount), isKey: isKey)
    ?? DemoData.tableKey(for: string(tag, tagCount), isKey: isKey) ?? "en"
  var json = WebJSON()
  json.quoted(key)
  return answer(json)
}

/// The records of the last ``webSection`` that `query` matches, with the
/// library's search: `[[record, start, end, start, end, …], …]`, the UTF-16
/// ranges of each matching key that the query matched (empty when it matched
/// by a reading).
@_cdecl("si_search")
func webSearch(_ query: UnsafePointer<UInt8>?, _ queryCount: Int) -> Int {
  // One search of the whole list (sectionIndex()'s): indexing the keys
  // first would cost as much again.
  search(string(query, queryCount), in: web.keys.indices, of: nil, ranges: true, indexing: false)
}

/// ``webSearch`` over part of the records, so that the page can search a
/// long list a slice at a time between keystrokes: `candidates[from..<to]`
/// (`candidatesCount` record numbers) when `candidates` is not null, else
/// the records `from..<to`.
@_cdecl("si_search_in")
func webSearchIn(
  _ query: UnsafePointer<UInt8>?, _ queryCount: Int, _ from: Int, _ to: Int,
  _ candidates: UnsafePointer<Int32>?, _ candidatesCount: Int
) -> Int {
  searchIn(query, queryCount, from, to, candidates, candidatesCount, ranges: true)
}

/// ``webSearchIn`` without the ranges: the records that match, for a page
/// that asks ``webSearchRanges`` for the rows it draws alone (a query of
/// one letter matches half of a long list, and the ranges of every match
/// cost more than the search). Answers not JSON but the record numbers as
/// little-endian 32-bit integers, 4 bytes each: tens of thousands of them
/// are copied, not written and parsed.
@_cdecl("si_match_in")
func webMatchIn(
  _ query: UnsafePointer<UInt8>?, _ queryCount: Int, _ from: Int, _ to: Int,
  _ candidates: UnsafePointer<Int32>?, _ candidatesCount: Int
) -> Int {
  searchIn(query, queryCount, from, to, candidates, candidatesCount, ranges: false)
}

/// The UTF-16 ranges of record `record`'s key that `query` matches,
/// `[start, end, start, end, …]`: as one row of ``webSearch`` without its
/// record number (empty when the record matches by a reading, or not at
/// all, or there is no such record).
@_cdecl("si_search_ranges")
func webSearchRanges(_ query: UnsafePointer<UInt8>?, _ queryCount: Int, _ record: Int) -> Int {
  var json = WebJSON()
  json.raw("[")
  if web.keys.indices.contains(record), let japanese = web.japanese.take() {
    // The rows drawn ask one after another with the same query: made once.
    let text = string(query, queryCount)
    let search: IndexedCollation.SearchQuery
    if let last = web.rangesQuery, last.text.utf8Equals(text) {
      search = last
    } else {
      search = japanese.collation.searchQuery(text)
      web.rangesQuery = search
    }
    web.japanese = consume japanese
    let key = web.keys[record]
    var first = true
    for range in search.matchedRanges(in: key) ?? [] {
      if !first { json.raw(",") }
      first = false
      appendUTF16Range(range, of: key, to: &json)
    }
  }
  json.raw("]")
  return answer(json)
}

/// ``webSearchIn`` and ``webMatchIn``: `candidates[from..<to]` when there
/// are candidates, else the records `from..<to`, searched by ``search``.
private func searchIn(
  _ query: UnsafePointer<UInt8>?, _ queryCount: Int, _ from: Int, _ to: Int,
  _ candidates: UnsafePointer<Int32>?, _ candidatesCount: Int, ranges: Bool
) -> Int {
  let numbers = candidates.map { UnsafeBufferPointer(start: $0, count: candidatesCount) }
  let count = numbers?.count ?? web.keys.count
  let start = min(max(0, from), count)
  return search(
    string(query, queryCount), in: start..<min(max(to, start), count), of: numbers, ranges: ranges)
}

/// Whether every record that `next` matches is one that `previous`
/// matches, so that a query typed further need only search the previous
/// matches: ``IndexedCollation/SearchQuery/narrows(_:)`` (each word of
/// `previous`, folded and spelled in romaji, starts the word of `next` at
/// its place: `sh`, `sha`, but not `c`, `ch`, where romaji spells `ch` as
/// `ty`). Answers 1 when it does; 0 when it does not, or `previous` is
/// empty (it matched every record: nothing to refine).
@_cdecl("si_search_refines")
func webSearchRefines(
  _ previous: UnsafePointer<UInt8>?, _ previousCount: Int, _ next: UnsafePointer<UInt8>?,
  _ nextCount: Int
) -> Int32 {
  guard let japanese = web.japanese.take() else { return 0 }
  defer { web.japanese = consume japanese }
  let before = japanese.collation.searchQuery(string(previous, previousCount))
  let after = japanese.collation.searchQuery(string(next, nextCount))
  return !before.isEmpty && after.narrows(before) ? 1 : 0
}

/// The answer of ``webSearch`` for some of the records, with each
/// match's ranges, or (``webMatchIn``) the matching records alone. A record
/// matches by its key's text (``IndexedCollation/SearchQuery/matches(_:)``,
/// the quick test first: its ranges are made for a match alone), by the
/// reading the collation derives (Japanese) or by its own reading.
///
/// The records tried are `positions` of `candidates` (record numbers, those
/// out of range skipped), or the records `positions` without candidates;
/// those the search index rules out are skipped unread, the index first
/// made for the keys it lacks unless `indexing` is false.
func search(
  _ text: String, in positions: Range<Int>, of candidates: UnsafeBufferPointer<Int32>?,
  ranges: Bool, indexing: Bool = true
) -> Int {
  var json = WebJSON()
  if indexing { indexKeys() }
  // Taken out and put back: binding it would copy the collation.
  guard let japanese = web.japanese.take() else {
    if !ranges { return answer(numbers: []) }
    json.raw("[]")
    return answer(json)
  }
  let query = japanese.collation.searchQuery(text)
  let keys = web.keys
  let readings = web.readings
  // The records whose words cannot start as the query's do are skipped
  // unread (the first letter typed tries a fraction of a long list).
  let searchIndex = web.index
  let needs = searchIndex.flatMap { $0.count == keys.count ? $0.needs(of: query) : nil }
  json.raw("[")
  var first = true
  var numbers: [Int32] = []
  for position in positions {
    let index = candidates.map { Int($0[position]) } ?? position
    guard keys.indices.contains(index) else { continue }
    if let needs, let searchIndex, !searchIndex.allows(needs, at: index) { continue }
    let key = keys[index]
    let byText = query.matches(key)
    guard
      byText || japanese.matchesReading(query, key)
        || (!readings.isEmpty && query.matches(readings[index]))
    else { continue }
    guard ranges else {
      numbers.append(Int32(index))
      continue
    }
    if !first { json.raw(",") }
    first = false
    json.raw("[")
    json.int(index)
    // `matches` and `matchedRanges` agree (SearchCorpusTests): a key that
    // matched by its text has ranges.
    for range in byText ? query.matchedRanges(in: key) ?? [] : [] {
      json.raw(",")
      appendUTF16Range(range, of: key, to: &json)
    }
    json.raw("]")
  }
  json.raw("]")
  web.japanese = consume japanese
  return ranges ? answer(json) : answer(numbers: numbers)
}

/// `range` of `key` as its UTF-16 offsets, `start,end`.
private func appendUTF16Range(
  _ range: Range<String.Index>, of key: String, to json: inout WebJSON
) {
  json.int(key.utf16.distance(from: key.startIndex, to: range.lowerBound))
  json.raw(",")
  json.int(key.utf16.distance(from: key.startIndex, to: range.upperBound))
}

/// The warnings for tags that fell back to the root collation, as
/// `section-index` writes them: `unknown locale 'xx'; using root (A–Z)`, or
/// in a list with known tags `…; left out, using sv`.
func fallbackWarnings(_ tags: [String], collation: IndexedCollation) -> [String] {
  // Tags compared by their bytes (String == links the normalization tables).
  let used = collation.locale.utf8Equals("root") ? nil : collation.locales.joined(separator: ",")
  var warnings: [String] = []
  for tag in tags {
    let lowered = String(
      decoding: tag.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    if lowered.utf8Equals("root") || lowered.utf8Equals("und") || lowered.isEmpty { continue }
    let resolved = tags.count == 1 ? collation.locale : IndexedCollation(locale: tag).locale
    if !resolved.utf8Equals("root") {
      if let warning = LocaleOption.leftOutWarning(for: tag, resolved: resolved, in: collation) {
        warnings.append(warning)
      }
      continue
    }
    let looksLikeATag =
      tag.utf8.first.map { (0x61...0x7A).contains($0 | 0x20) } == true
      && tag.utf8.allSatisfy {
        (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || (0x30...0x39).contains($0)
          || $0 == 0x2D || $0 == 0x5F
      }
    let outcome = used.map { "left out, using \($0)" } ?? "using root (A–Z)"
    warnings.append(
      looksLikeATag
        ? "unknown locale '\(tag)'; \(outcome)" : "'\(tag)' is not a language tag; \(outcome)")
  }
  return warnings
}

/// The sections shown changed (a search filtered them): `count` titles,
/// separated by NUL bytes. The bar is made again at the next layout.
@_cdecl("si_show")
func webShow(_ titles: UnsafePointer<UInt8>?, _ titlesCount: Int, _ count: Int) {
  web.sectionTitles = fields(titles, titlesCount, count: count)
  web.bar = nil
}

/// `count` strings separated by NUL bytes.
func fields(_ pointer: UnsafePointer<UInt8>?, _ byteCount: Int, count: Int) -> [String] {
  guard count > 0 else { return [] }
  let bytes = UnsafeBufferPointer(start: pointer, count: byteCount)
  var result: [String] = []
  result.reserveCapacity(count)
  var start = 0
  for index in 0..<byteCount where bytes[index] == 0 && result.count < count - 1 {
    result.append(
      String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    start = index + 1
  }
  result.append(
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<byteCount]), as: UTF8.self))
  while result.count < count { result.append("") }
  return result
}

/// Lays the bar out in `x, y, width, height` (CSS pixels): `flags` bit 0,
/// right to left; bit 1, a search item first (`UITableViewIndexSearch`).
/// The locale's own letters are kept first when the bar collapses, as in
/// `browse`. Keeps the highlight across resizes.
@_cdecl("si_bar_layout")
func webBarLayout(
  _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ flags: Int32
) -> Int {
  let bounds = IndexBarRect(x: x, y: y, width: width, height: height)
  var configuration = SectionIndexBar.Configuration()
  configuration.layoutDirection = flags & 1 != 0 ? .rightToLeft : .leftToRight
  let search = flags & 2 != 0
  if case .some = web.bar, web.barHasSearch == search {
    web.bar!.bounds = bounds
    web.bar!.configuration = configuration
  } else {
    var items = SectionIndexItem.items(
      indexTitles: web.indexTitles, sectionTitles: web.sectionTitles, includesSearch: search)
    for index in items.indices
    where items[index].title.map({ web.ownTitles.contains(UTF8Key($0)) }) == true {
      items[index].collapsePriority = 1
    }
    web.bar = SectionIndexBar(items: items, bounds: bounds, configuration: configuration)
    web.barHasSearch = search
  }
  return barAnswer(events: [])
}

/// Selects a bar item (`-1`: the one titled `title`), as a click or a
/// letter key does; an empty item scrolls to the section after it. A
/// letter typed reaches what it does in `browse`: the kana row or Hangul
/// initial of lowercase romaji (`k` か, `sa` さ), else its title, else the
/// section it belongs to (き: か).
@_cdecl("si_bar_select")
func webBarSelect(_ item: Int, _ title: UnsafePointer<UInt8>?, _ titleCount: Int) -> Int {
  guard item < 0 else {
    return withBar { bar in item < bar.items.count ? bar.select(item: item) : [] }
  }
  let text = string(title, titleCount)
  let collation = web.japanese?.collation
  // Looked up before the bar is borrowed: `web` is one value.
  let typed = collation.flatMap { web.typeAhead.title(typing: text, in: $0) }
  let section = collation?.sectionTitle(for: text)
  return withBar { bar in
    if let typed {
      let events = bar.select(title: typed)
      if !events.isEmpty { return events }
    }
    let events = bar.select(title: text)
    guard events.isEmpty, let section else { return events }
    return bar.select(title: section)
  }
}

/// A pointer on the bar: `phase` 0 down, 1 move, 2 up, 3 cancel.
@_cdecl("si_bar_touch")
func webBarTouch(_ phase: Int32, _ x: Double, _ y: Double) -> Int {
  let point = IndexBarPoint(x: x, y: y)
  return withBar { bar in
    switch phase {
    case 0: bar.hitTest(point) ? bar.touchBegan(at: point) : []
    case 1: bar.touchMoved(to: point)
    case 2: bar.touchEnded(at: point)
    default: bar.touchCancelled()
    }
  }
}

/// A key on the focused bar: 0 next section, 1 previous (both announced, as
/// the adjustable element's increment and decrement), 2 first, 3 last.
@_cdecl("si_bar_key")
func webBarKey(_ key: Int32) -> Int {
  withBar { bar in
    switch key {
    case 0: bar.accessibilityIncrement()
    case 1: bar.accessibilityDecrement()
    case 2: bar.selectFirst()
    default: bar.selectLast()
    }
  }
}

/// The list scrolled: `frames` holds each section's top and height (`count`
/// pairs of doubles, content coordinates).
@_cdecl("si_bar_scroll")
func webBarScroll(
  _ frames: UnsafePointer<Double>?, _ count: Int, _ offset: Double, _ viewportHeight: Double,
  _ contentHeight: Double, _ isUserScrolling: Int32
) -> Int {
  withBar { bar in
    let values = UnsafeBufferPointer(start: frames, count: count * 2)
    let sectionFrames = (0..<count).map { index in
      IndexBarRect(x: 0, y: values[2 * index], width: 1, height: values[2 * index + 1])
    }
    return bar.scrollViewDidScroll(
      SectionIndexBar.ListGeometry(
        sectionFrames: sectionFrames, contentOffsetY: offset, viewportHeight: viewportHeight,
        contentHeight: contentHeight, isUserScrolling: isUserScrolling != 0))
  }
}

/// Changes the bar in place (no copy of it) and answers its state with the
/// events the change made; without a bar, no change and no events.
func withBar(_ change: (inout SectionIndexBar) -> [SectionIndexBar.Event]) -> Int {
  guard case .some = web.bar else { return barAnswer(events: []) }
  let events = change(&web.bar!)
  return barAnswer(events: events)
}

/// Answers `{"events":[…], "entries":[…], "highlightedEntry":…,
/// "highlightedItem":…, "indicator":…, "collapsed":…, "label":…, "value":…}`.
func barAnswer(events: [SectionIndexBar.Event]) -> Int {
  var json = WebJSON()
  json.raw("{\"events\":[")
  // Taken out and put back: binding it would copy the bar.
  guard let bar = web.bar.take() else {
    json.raw("],\"entries\":[]}")
    return answer(json)
  }
  for (index, event) in events.enumerated() {
    if index > 0 { json.raw(",") }
    append(event, to: &json)
  }
  json.raw("],\"entries\":[")
  for (index, entry) in bar.layout.entries.enumerated() {
    json.raw(index == 0 ? "{\"item\":" : ",{\"item\":")
    if let item = entry.item {
      json.int(item)
      json.raw(",\"title\":")
      json.quoted(bar.items[item].title ?? "")
      if bar.items[item].kind == .search { json.raw(",\"search\":true") }
    } else {
      json.raw("null,\"title\":")
      json.quoted(bar.configuration.collapsedPlaceholder)
    }
    json.raw(",\"covered\":[")
    for (k, covered) in entry.coveredItems.enumerated() {
      if k > 0 { json.raw(",") }
      json.int(covered)
    }
    json.raw("],\"dimmed\":")
    json.bool(entry.isDimmed)
    json.raw(",\"frame\":")
    json.rect(entry.frame)
    json.raw("}")
  }
  json.raw("],\"items\":[")
  for (index, item) in bar.items.enumerated() {
    if index > 0 { json.raw(",") }
    json.quoted(item.title ?? "")
  }
  json.raw("],\"highlightedEntry\":")
  json.int(orNull: bar.highlightedEntry)
  json.raw(",\"highlightedItem\":")
  json.int(orNull: bar.highlightedItem)
  json.raw(",\"indicator\":")
  if let frame = bar.indicatorFrame { json.rect(frame) } else { json.raw("null") }
  json.raw(",\"collapsed\":")
  json.bool(bar.layout.isCollapsed)
  json.raw(",\"label\":")
  json.quoted(bar.accessibilityLabel)
  json.raw(",\"value\":")
  if let value = bar.accessibilityValue { json.quoted(value) } else { json.raw("null") }
  json.raw("}")
  web.bar = consume bar
  return answer(json)
}

/// Appends one event as `{"type":…, …}`.
func append(_ event: SectionIndexBar.Event, to json: inout WebJSON) {
  switch event {
  case .touchesBegan: json.raw("{\"type\":\"touchesBegan\"}")
  case .touchesEnded: json.raw("{\"type\":\"touchesEnded\"}")
  case .touchesCancelled: json.raw("{\"type\":\"touchesCancelled\"}")
  case .selectionChanged(let item, let section):
    json.raw("{\"type\":\"selectionChanged\",\"item\":")
    json.int(item)
    json.raw(",\"section\":")
    json.int(orNull: section)
    json.raw("}")
  case .highlightChanged(let item):
    json.raw("{\"type\":\"highlightChanged\",\"item\":")
    json.int(orNull: item)
    json.raw("}")
  case .haptic: json.raw("{\"type\":\"haptic\"}")
  case .indicatorShown(let frame):
    json.raw("{\"type\":\"indicatorShown\",\"frame\":")
    json.rect(frame)
    json.raw("}")
  case .indicatorMoved(let frame):
    json.raw("{\"type\":\"indicatorMoved\",\"frame\":")
    json.rect(frame)
    json.raw("}")
  case .indicatorHidden: json.raw("{\"type\":\"indicatorHidden\"}")
  case .announcement(let text):
    json.raw("{\"type\":\"announcement\",\"text\":")
    json.quoted(text)
    json.raw("}")
  }
}

/// The answer of ``webSection`` for records that need data file `file`
/// first: `{"error":"section-index: these records need the data file FILE
/// (WHY); engine.prepare(…) fetches it, …","needs":["FILE"]}`, `why` writing WHY.
func recordsNeed(_ file: String, why: (inout WebJSON) -> Void) -> Int {
  var json = WebJSON()
  json.raw("{\"error\":\"section-index: these records need the data file ")
  json.escaped(file)
  json.raw(" (")
  why(&json)
  json.raw("); engine.prepare(locale, {keys, readings}) fetches it, ")
  json.raw("as sectionIndex() and <section-index-list> do\",\"needs\":[")
  json.quoted(file)
  json.raw("]}")
  return answer(json)
}

func string(_ pointer: UnsafePointer<UInt8>?, _ count: Int) -> String {
  String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
}

/// Keeps `json` as the output and returns its length.
func answer(_ json: WebJSON) -> Int {
  web.output = json.bytes
  return web.output.count
}

/// Answers `numbers` as little-endian 32-bit integers (wasm is little-endian).
func answer(numbers: [Int32]) -> Int {
  web.output = numbers.withUnsafeBytes { Array($0) }
  return web.output.count
}
