import SectionIndexBarModel
import SectionIndexCollation

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
  var sectionTitles: [String] = []
  var indexTitles: [String] = []
  var bar: SectionIndexBar?
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

/// Sections records: `flags` bit 0, people's names (`--names`, surname
/// readings); bit 1, the records of `section-index demo` instead of `input`.
///
/// Answers `{"locale":…, "requestedLocale":…, "titles":[index titles],
/// "sections":[{"title":…, "items":[…]}, …]}`, the sections and order
/// `section-index group` writes (for the demo: what `demo` prints). The items
/// are the demo's strings, or for `input` the 0-based numbers of its
/// non-empty lines: the page has the strings already, and numbers make the
/// answer for 100k records a third quicker to write and read.
@_cdecl("si_section")
func webSection(
  _ tag: UnsafePointer<UInt8>?, _ tagCount: Int, _ flags: Int32,
  _ input: UnsafePointer<UInt8>?, _ inputCount: Int
) -> Int {
  let tag = string(tag, tagCount)
  let content: IndexedCollation.Content = flags & 1 != 0 ? .names : .text
  if flags & 2 != 0 {
    // As `section-index demo` does: one locale, the demo's records.
    let collation = IndexedCollation(locale: tag, content: content)
    let records = DemoData.records(locale: collation.locale, requestedLocale: tag)
    return answer(collation.sections(of: records), of: collation) { item, out in
      JSON.appendQuoted(item, to: &out)
    }
  }
  let collation = IndexedCollation(
    locales: tag.split(separator: ",").map { String($0) }, content: content)
  let records =
    InputReader(bytes: Array(UnsafeBufferPointer(start: input, count: inputCount))).records
  return answer(collation.sections(of: records.indices) { records[$0] }, of: collation) {
    item, out in out.append(contentsOf: "\(item)".utf8)
  }
}

/// Keeps the titles for the bar and writes the sections as ``webSection``
/// answers them.
func answer<Item>(
  _ sections: IndexedSections<Item>, of collation: IndexedCollation,
  item: (Item, inout [UInt8]) -> Void
) -> Int {
  web.indexTitles = collation.sectionTitles
  web.sectionTitles = sections.map { $0.title }
  web.bar = nil
  var head = "{\"locale\":\(JSON.quoted(collation.locale))"
  head += ",\"requestedLocale\":\(JSON.quoted(collation.requestedLocales.joined(separator: ",")))"
  head += ",\"titles\":[" + web.indexTitles.map(JSON.quoted).joined(separator: ",") + "]"
  head += ",\"sections\":["
  var out = Array(head.utf8)
  for (index, section) in sections.enumerated() {
    if index > 0 { out.append(UInt8(ascii: ",")) }
    out.append(contentsOf: "{\"title\":\(JSON.quoted(section.title)),\"items\":[".utf8)
    for (itemIndex, element) in section.items.enumerated() {
      if itemIndex > 0 { out.append(UInt8(ascii: ",")) }
      item(element, &out)
    }
    out.append(contentsOf: "]}".utf8)
  }
  out.append(contentsOf: "]}".utf8)
  web.output = out
  return out.count
}

/// Lays the bar out in `x, y, width, height` (CSS pixels), right to left
/// when `rightToLeft` is 1; keeps the highlight across resizes.
@_cdecl("si_bar_layout")
func webBarLayout(
  _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ rightToLeft: Int32
) -> Int {
  let bounds = IndexBarRect(x: x, y: y, width: width, height: height)
  var configuration = SectionIndexBar.Configuration()
  configuration.layoutDirection = rightToLeft != 0 ? .rightToLeft : .leftToRight
  if var bar = web.bar {
    bar.bounds = bounds
    bar.configuration = configuration
    web.bar = bar
  } else {
    web.bar = SectionIndexBar(
      items: SectionIndexItem.items(
        indexTitles: web.indexTitles, sectionTitles: web.sectionTitles),
      bounds: bounds, configuration: configuration)
  }
  return answer(barState(events: []))
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
