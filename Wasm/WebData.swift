import SectionIndexAlgorithms
import SectionIndexCollation
import SectionIndexJapanese

// The full web build leaves the big CJK tables (and others) out of the wasm, in data
// files (`onDemandFiles`, written by Tools/locale-subset.py --on-demand): the
// page asks `si_needs` which files a locale lacks, fetches them and hands
// each to `si_supply` before sectioning (Web/section-index.js `prepare`).
// A build for chosen locales and the CLI's wasm compile everything in
// (`onDemandFiles` is empty there).

/// The data files a build of this wasm has been given (`si_supply`). File
/// names, tags and data keys are ASCII: compared by their bytes (`UTF8Key`).
nonisolated(unsafe) var suppliedFiles: Set<UTF8Key> = []

/// The tables of the supplied files, by the names each is supplied under:
/// copies kept for the instance's life.
nonisolated(unsafe) var suppliedTexts: [(name: String, text: UnsafeBufferPointer<UInt8>)] = []

/// The tables every collation of this instance reads: the compiled-in ones
/// with the supplied files' in their place, made again at each supply
/// (nothing is decoded until a collation reads it).
nonisolated(unsafe) var webData = CollationData.compiledIn

/// The Japanese reader of `webData`, decoded at the first Japanese
/// sectioning and kept until the tables change.
nonisolated(unsafe) var webReader: JapaneseReader?

/// `webReader`, made when missing.
func webJapaneseReader() -> JapaneseReader {
  if let webReader { return webReader }
  let reader = JapaneseReader(data: webData)
  webReader = reader
  return reader
}

/// The data files of this build that the locales of `tags` need and that
/// have not been supplied, in `onDemandFiles`' order.
func missingFiles(_ tags: [String]) -> [String] {
  guard !onDemandFiles.isEmpty else { return [] }
  let keys = tags.compactMap { IndexedCollation.dataKey(for: $0) }
  var files = onDemandFiles.filter { file in
    !suppliedFiles.contains(UTF8Key(file.file))
      && file.keys.contains { key in keys.contains { $0.utf8Equals(key) } }
  }.map { $0.file }
  // languages.data: for lists that name two of Chinese, Japanese and Korean.
  if webData.lacksLanguageTables, IndexedCollation.namesSeveralLanguages(keys),
    onDemandFiles.contains(where: { $0.file.utf8Equals(languagesFile) })
  {
    files.append(languagesFile)
  }
  return files
}

/// The data file that holds the sets that tell Chinese from Japanese
/// records (HanLanguageData.swift), which the full build leaves out: needed
/// only by lists that name two of Chinese, Japanese and Korean.
let languagesFile = "languages.data"

/// The data file that holds the root's order of unified ideographs
/// (`hanOrderData`), which every web build leaves out of its wasm: needed
/// only by records holding an ideograph no tailoring of their locale lists.
let hanFile = "han.data"

/// The data file that holds the root's entries beyond its core, which the
/// full build (and a `--locales` build whose locales' titles lie in its
/// core) leaves out (RootCollationSplit.swift): needed by the locales whose
/// titles or tailoring reach beyond the core (`onDemandFiles`) and by
/// records holding another scalar (`IndexedCollation.needsRootExtra(for:)`).
let rootFile = "root.data"

/// Which data files `tag` (locales separated by commas) needs before
/// ``webSection`` can section by it, and, once it has those, which more
/// the scalars of `text` (the records' keys and readings, or only their
/// scalars from U+0590 on) need: `root.data` when one lies beyond a split
/// root's core (`IndexedCollation.needsRootExtra(for:)`, asked before any
/// table is read), then `han.data` when one is an ideograph the locales'
/// tables do not list (`IndexedCollation.needsHanOrder(for:)`). Answers a
/// JSON array of file names (`[]`: none, or all supplied).
@_cdecl("si_needs")
func webNeeds(
  _ tag: UnsafePointer<UInt8>?, _ tagCount: Int, _ text: UnsafePointer<UInt8>?, _ textCount: Int
) -> Int {
  let tags = string(tag, tagCount).splitUTF8(separators: UInt8(ascii: ","))
  var files = missingFiles(tags)
  if files.isEmpty, textCount > 0 {
    let text = string(text, textCount)
    if webData.lacksRootExtra, IndexedCollation.needsRootExtra(for: text) {
      files.append(rootFile)
    } else if webData.lacksHanOrder,
      // Neither the locales nor the text need root.data (if this build
      // splits its root): no table is read before it may come.
      !tags.contains(where: { IndexedCollation.omittedLocale(for: $0) != nil }),
      IndexedCollation(locales: tags, data: webData).needsHanOrder(for: text)
    {
      files.append(hanFile)
    }
  }
  var json = WebJSON()
  json.quotedArray(files)
  return answer(json)
}

/// Takes data file `name`'s `count` bytes: answers `null`, or
/// `{"error":…}` when the file is not one of this build's, does not read
/// as one, or comes after the instance has sectioned (its tables may have
/// been read already: supply them to a new instance).
///
/// A file is `section-index data 1` and a line, then per table a line
/// `BYTECOUNT NAME…` and that many bytes, the table's text, which
/// the collations of this instance read under each name (`webData`).
@_cdecl("si_supply")
func webSupply(
  _ name: UnsafePointer<UInt8>?, _ nameCount: Int, _ bytes: UnsafePointer<UInt8>?, _ count: Int
) -> Int {
  let file = string(name, nameCount)
  // `{"error":"section-index: data file FILE: MESSAGE DETAIL"}`.
  func failure(_ message: StaticString, _ detail: String = "", _ end: StaticString = "") -> Int {
    var json = WebJSON()
    json.raw("{\"error\":\"section-index: data file ")
    json.escaped(file)
    json.raw(": ")
    json.raw(message)
    json.escaped(detail)
    json.raw(end)
    json.raw("\"}")
    return answer(json)
  }
  guard onDemandFiles.contains(where: { $0.file.utf8Equals(file) }) else {
    return failure(
      "not one of this build's (", onDemandFiles.map { $0.file }.joined(separator: ", "), ")")
  }
  // Collations made before keep the tables they were made from.
  guard web.japanese == nil else {
    return failure("supplied after sectioning; give it to a new instance before its first section")
  }
  let data = UnsafeBufferPointer(start: bytes, count: count)
  // Each line up to its newline, or nil at the end of the data.
  var offset = 0
  func line() -> String? {
    guard let end = data[offset...].firstIndex(of: 0x0A) else { return nil }
    let text = String(decoding: UnsafeBufferPointer(rebasing: data[offset..<end]), as: UTF8.self)
    offset = end + 1
    return text
  }
  guard line()?.utf8Equals("section-index data 1") == true else {
    return failure("not a section-index data file")
  }
  var tables: [(names: [String], range: Range<Int>)] = []
  while offset < count {
    guard let header = line() else { return failure("a table header without its line end") }
    let fields = header.splitUTF8(separators: UInt8(ascii: " "))
    guard fields.count >= 2, let length = Int(fields[0]), length >= 0, length <= count - offset
    else { return failure("table header \\\"", header, "\\\" does not fit the file") }
    tables.append((Array(fields.dropFirst()), offset..<(offset + length)))
    offset += length
  }
  guard !tables.isEmpty else { return failure("no tables in it (cut short?)") }
  for table in tables {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(table.range.count, 1))
    if let base = data.baseAddress, !table.range.isEmpty {
      copy.baseAddress!.initialize(from: base + table.range.lowerBound, count: table.range.count)
    }
    let text = UnsafeBufferPointer(start: copy.baseAddress, count: table.range.count)
    for name in table.names { suppliedTexts.append((name, text)) }
  }
  webData = CollationData(supplying: suppliedTexts)
  webReader = nil
  suppliedFiles.insert(UTF8Key(file))
  var json = WebJSON()
  json.raw("null")
  return answer(json)
}
