import SectionIndexAlgorithms
import SectionIndexBarModel
import SectionIndexCollation
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
  /// The collation of the last ``webSection`` call, for search.
  var collation: IndexedCollation?
  /// The records' keys and readings (empty when none), in input order.
  var keys: [String] = []
  var readings: [String] = []
  /// The titles of the sections shown, and every index title.
  var sectionTitles: [String] = []
  var indexTitles: [String] = []
  /// The titles a collapsed bar keeps before others (``BarLocale/ownTitles(of:)``).
  var ownTitles: Set<UTF8Key> = []
  var bar: SectionIndexBar?
  var barHasSearch = false
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
  for requested in tags {
    if let missing = IndexedCollation.omittedLocale(for: requested) {
      return answer(
        "{\"error\":"
          + JSON.quoted(
            "section-index: this build has no data for \(requested) (\(missing)); "
              + "rebuild it with Scripts/build-web.sh --locales LIST,\(requested)") + "}")
    }
  }
  // The full build's data files (Wasm/WebData.swift) this locale needs.
  let missing = missingFiles(tags)
  if !missing.isEmpty {
    return answer(
      "{\"error\":"
        + JSON.quoted(
          "section-index: \(tag) needs the data files \(missing.joined(separator: ", ")) "
            + "(sectionIndex() and <section-index-list> fetch them; engine.prepare(locale) does)")
        + ",\"needs\":[" + missing.map(JSON.quoted).joined(separator: ",") + "]}")
  }
  let content: IndexedCollation.Content = flags & 1 != 0 ? .names : .text
  let collation = IndexedCollation(locales: tags, content: content)
  let keys = fields(keys, keysCount, count: count)
  let readings = flags & 4 != 0 ? fields(readings, readingsCount, count: count) : []
  // Every web build leaves the Han order out (han.data): records holding an
  // ideograph that no table of the locales lists would get another order.
  if IndexedCollation.lacksHanOrder,
    keys.contains(where: { collation.needsHanOrder(for: $0) })
      || readings.contains(where: { collation.needsHanOrder(for: $0) })
  {
    return answer(
      "{\"error\":"
        + JSON.quoted(
          "section-index: these records need the data file \(hanFile) (the order of "
            + "ideographs that \(tag)'s tables do not list); engine.prepare(locale, {keys, "
            + "readings}) fetches it, as sectionIndex() and <section-index-list> do")
        + ",\"needs\":[" + JSON.quoted(hanFile) + "]}")
  }
  web.keys = keys
  web.readings = readings
  web.collation = collation
  web.ownTitles = BarLocale.ownTitles(of: collation)
  // Kanji without a reading of the caller's are read as `section-index` reads them.
  let sections = collation.japaneseReadings.sections(
    of: keys.indices, by: { keys[$0] }, phoneticKey: { readings.isEmpty ? nil : readings[$0] })
  web.indexTitles = collation.sectionTitles
  web.sectionTitles = sections.map { $0.title }
  web.bar = nil
  var head = "{\"locale\":\(JSON.quoted(collation.locale))"
  head += ",\"requestedLocale\":\(JSON.quoted(collation.requestedLocales.joined(separator: ",")))"
  head += ",\"rightToLeft\":\(BarLocale.isRightToLeft(tag))"
  head += ",\"titles\":[" + web.indexTitles.map(JSON.quoted).joined(separator: ",") + "]"
  head += ",\"sections\":["
  var out = Array(head.utf8)
  for (index, section) in sections.enumerated() {
    if index > 0 { out.append(UInt8(ascii: ",")) }
    out.append(contentsOf: "{\"title\":\(JSON.quoted(section.title)),\"items\":[".utf8)
    for (itemIndex, element) in section.items.enumerated() {
      if itemIndex > 0 { out.append(UInt8(ascii: ",")) }
      appendNumber(element, to: &out)
    }
    out.append(contentsOf: "]}".utf8)
  }
  out.append(contentsOf: "]}".utf8)
  web.output = out
  return out.count
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
  return answer(JSON.quoted(key))
}

/// Matches a query against the records of the last ``webSection`` call with
/// the collation's search (``IndexedCollation/SearchQuery``): answers
/// `[[record, start, end, start, end, …], …]`, each matching record's number
/// and the UTF-16 ranges of its key that matched, for highlighting (none when
/// only its reading matched), in input order.
@_cdecl("si_search")
func webSearch(_ query: UnsafePointer<UInt8>?, _ queryCount: Int) -> Int {
  guard let collation = web.collation else { return answer("[]") }
  let query = collation.searchQuery(string(query, queryCount))
  let japanese = collation.japaneseReadings
  let keys = web.keys
  let readings = web.readings
  var out: [UInt8] = [UInt8(ascii: "[")]
  var first = true
  for index in keys.indices {
    let key = keys[index]
    var ranges = query.matchedRanges(in: key)
    if ranges == nil,
      japanese.matches(query, key) || (!readings.isEmpty && query.matches(readings[index]))
    {
      ranges = []
    }
    guard let ranges else { continue }
    if !first { out.append(UInt8(ascii: ",")) }
    first = false
    out.append(UInt8(ascii: "["))
    appendNumber(index, to: &out)
    for range in ranges {
      out.append(UInt8(ascii: ","))
      appendNumber(key.utf16.distance(from: key.startIndex, to: range.lowerBound), to: &out)
      out.append(UInt8(ascii: ","))
      appendNumber(key.utf16.distance(from: key.startIndex, to: range.upperBound), to: &out)
    }
    out.append(UInt8(ascii: "]"))
  }
  out.append(UInt8(ascii: "]"))
  web.output = out
  return out.count
}

/// The sections shown changed (a search filtered them): `count` titles,
/// separated by NUL bytes. The bar is made again at the next layout.
@_cdecl("si_show")
func webShow(_ titles: UnsafePointer<UInt8>?, _ titlesCount: Int, _ count: Int) {
  web.sectionTitles = fields(titles, titlesCount, count: count)
  web.bar = nil
}

func appendNumber(_ value: Int, to out: inout [UInt8]) {
  out.append(contentsOf: "\(value)".utf8)
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
  if var bar = web.bar, web.barHasSearch == search {
    bar.bounds = bounds
    bar.configuration = configuration
    web.bar = bar
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
  return answer(barState(events: []))
}

/// Selects a bar item (`-1`: the one titled `title`), as a click or a
/// letter key does; an empty item scrolls to the section after it.
@_cdecl("si_bar_select")
func webBarSelect(_ item: Int, _ title: UnsafePointer<UInt8>?, _ titleCount: Int) -> Int {
  guard var bar = web.bar else { return answer(barState(events: [])) }
  let events: [SectionIndexBar.Event]
  if item >= 0 {
    events = item < bar.items.count ? bar.select(item: item) : []
  } else {
    events = bar.select(title: string(title, titleCount))
  }
  web.bar = bar
  return answer(barState(events: events))
}

/// A pointer on the bar: `phase` 0 down, 1 move, 2 up, 3 cancel.
@_cdecl("si_bar_touch")
func webBarTouch(_ phase: Int32, _ x: Double, _ y: Double) -> Int {
  guard var bar = web.bar else { return answer(barState(events: [])) }
  let point = IndexBarPoint(x: x, y: y)
  let events: [SectionIndexBar.Event]
  switch phase {
  case 0: events = bar.hitTest(point) ? bar.touchBegan(at: point) : []
  case 1: events = bar.touchMoved(to: point)
  case 2: events = bar.touchEnded(at: point)
  default: events = bar.touchCancelled()
  }
  web.bar = bar
  return answer(barState(events: events))
}

/// A key on the focused bar: 0 next section, 1 previous (both announced, as
/// the adjustable element's increment and decrement), 2 first, 3 last.
@_cdecl("si_bar_key")
func webBarKey(_ key: Int32) -> Int {
  guard var bar = web.bar else { return answer(barState(events: [])) }
  let events: [SectionIndexBar.Event]
  switch key {
  case 0: events = bar.accessibilityIncrement()
  case 1: events = bar.accessibilityDecrement()
  case 2: events = bar.selectFirst()
  default: events = bar.selectLast()
  }
  web.bar = bar
  return answer(barState(events: events))
}

/// The list scrolled: `frames` holds each section's top and height (`count`
/// pairs of doubles, content coordinates).
@_cdecl("si_bar_scroll")
func webBarScroll(
  _ frames: UnsafePointer<Double>?, _ count: Int, _ offset: Double, _ viewportHeight: Double,
  _ contentHeight: Double, _ isUserScrolling: Int32
) -> Int {
  guard var bar = web.bar else { return answer(barState(events: [])) }
  let values = UnsafeBufferPointer(start: frames, count: count * 2)
  let sectionFrames = (0..<count).map { index in
    IndexBarRect(x: 0, y: values[2 * index], width: 1, height: values[2 * index + 1])
  }
  let events = bar.scrollViewDidScroll(
    SectionIndexBar.ListGeometry(
      sectionFrames: sectionFrames, contentOffsetY: offset, viewportHeight: viewportHeight,
      contentHeight: contentHeight, isUserScrolling: isUserScrolling != 0))
  web.bar = bar
  return answer(barState(events: events))
}

/// `{"events":[…], "entries":[…], "highlightedEntry":…, "highlightedItem":…,
/// "indicator":…, "collapsed":…, "label":…, "value":…}`.
func barState(events: [SectionIndexBar.Event]) -> String {
  guard let bar = web.bar else { return "{\"events\":[],\"entries\":[]}" }
  var out = "{\"events\":[" + events.map(eventJSON).joined(separator: ",") + "]"
  out += ",\"entries\":["
  for (index, entry) in bar.layout.entries.enumerated() {
    out += index == 0 ? "{" : ",{"
    if let item = entry.item {
      out += "\"item\":\(item),\"title\":\(JSON.quoted(bar.items[item].title ?? ""))"
      if bar.items[item].kind == .search { out += ",\"search\":true" }
    } else {
      out += "\"item\":null,\"title\":\(JSON.quoted(bar.configuration.collapsedPlaceholder))"
    }
    out += ",\"covered\":[" + entry.coveredItems.map { "\($0)" }.joined(separator: ",") + "]"
    out += ",\"dimmed\":\(entry.isDimmed),\"frame\":\(rectJSON(entry.frame))}"
  }
  out += "],\"items\":[" + bar.items.map { JSON.quoted($0.title ?? "") }.joined(separator: ",")
  out += "],\"highlightedEntry\":\(optional(bar.highlightedEntry))"
  out += ",\"highlightedItem\":\(optional(bar.highlightedItem))"
  out += ",\"indicator\":" + (bar.indicatorFrame.map(rectJSON) ?? "null")
  out += ",\"collapsed\":\(bar.layout.isCollapsed)"
  out += ",\"label\":\(JSON.quoted(bar.accessibilityLabel))"
  out += ",\"value\":" + (bar.accessibilityValue.map(JSON.quoted) ?? "null") + "}"
  return out
}

func eventJSON(_ event: SectionIndexBar.Event) -> String {
  switch event {
  case .touchesBegan: return "{\"type\":\"touchesBegan\"}"
  case .touchesEnded: return "{\"type\":\"touchesEnded\"}"
  case .touchesCancelled: return "{\"type\":\"touchesCancelled\"}"
  case .selectionChanged(let item, let section):
    return "{\"type\":\"selectionChanged\",\"item\":\(item),\"section\":\(optional(section))}"
  case .highlightChanged(let item):
    return "{\"type\":\"highlightChanged\",\"item\":\(optional(item))}"
  case .haptic: return "{\"type\":\"haptic\"}"
  case .indicatorShown(let frame):
    return "{\"type\":\"indicatorShown\",\"frame\":\(rectJSON(frame))}"
  case .indicatorMoved(let frame):
    return "{\"type\":\"indicatorMoved\",\"frame\":\(rectJSON(frame))}"
  case .indicatorHidden: return "{\"type\":\"indicatorHidden\"}"
  case .announcement(let text): return "{\"type\":\"announcement\",\"text\":\(JSON.quoted(text))}"
  }
}

func rectJSON(_ rect: IndexBarRect) -> String {
  "{\"x\":\(number(rect.minX)),\"y\":\(number(rect.minY)),"
    + "\"width\":\(number(rect.width)),\"height\":\(number(rect.height))}"
}

func optional(_ value: Int?) -> String {
  value.map { "\($0)" } ?? "null"
}

/// A finite double in hundredths (`12.5` → `"12.50"`); Embedded Swift has no
/// floating-point `description`.
func number(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  let hundredths = Int((value * 100).rounded())
  let sign = hundredths < 0 ? "-" : ""
  let magnitude = hundredths.magnitude
  let fraction = magnitude % 100
  return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

func string(_ pointer: UnsafePointer<UInt8>?, _ count: Int) -> String {
  String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
}

/// Keeps `json` as the output and returns its length.
func answer(_ json: String) -> Int {
  web.output = Array(json.utf8)
  return web.output.count
}
