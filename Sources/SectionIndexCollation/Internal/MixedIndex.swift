import SectionIndexAlgorithms

/// An index of several of Chinese, Japanese and Korean: each record is
/// filed by the own index of the language it is written in
/// (``LanguageClassifier``), other text by the list's own tables (the
/// collation's `buckets` and `collator`, the *base*). The titles are each
/// locale's own, in the order of the list.
///
/// Sorting keys each record by its language's `sectionSortKey`, so that a
/// record's section and its order among its language's records are those
/// of that language's own index; records of different languages in one
/// section (Latin and pinyin under A–Z) are ordered by those bytes.
final class MixedIndex: Sendable {
  let classifier: LanguageClassifier
  /// The titles of the index.
  let titles: [String]
  /// Each language's own index, as `classifier.languages`.
  private let own: [IndexedCollation]
  /// Per own index (as `own`), its titles' places in `titles`.
  private let ownPlaces: [[Int]]
  /// The base's titles' places in `titles`.
  private let basePlaces: [Int]

  /// `nil` unless `locales` name more than one of Chinese, Japanese and
  /// Korean.
  ///
  /// - Parameters:
  ///   - locales: The index's locales, resolved.
  ///   - tags: The tags they were asked as.
  ///   - baseTitles: The titles of the list's own tables.
  init?(
    locales: [String], tags: [String], baseTitles: [String],
    content: IndexedCollation.Content, options: IndexedCollation.Options, data: CollationData
  ) {
    var languages: [IndexedCollation.Language] = []
    var ownTags: [String] = []
    for (k, locale) in locales.enumerated() {
      guard let language = LanguageClassifier.language(ofLocale: locale),
        !languages.contains(language)
      else { continue }
      languages.append(language)
      ownTags.append(tags[k])
    }
    guard languages.count > 1 else { return nil }
    let own = ownTags.map {
      IndexedCollation(locales: [$0], content: content, options: options, data: data)
    }
    // Each locale's titles in the list's order, without `#` and without
    // the Latin A–Z added to a non-Latin index (they come after all, as
    // in every index, unless a Latin one has them).
    var titles: [String] = []
    func add(_ list: [String]) {
      let latinFirst = list.first?.utf8Equals("A") ?? false
      for title in list where !title.utf8Equals("#") {
        if !latinFirst && Self.isLatinLetter(title) { continue }
        if !titles.contains(where: { $0.utf8Equals(title) }) { titles.append(title) }
      }
    }
    for (k, locale) in locales.enumerated() {
      if let language = LanguageClassifier.language(ofLocale: locale) {
        if let i = languages.firstIndex(of: language), own[i].locale.utf8Equals(locale) {
          add(own[i].sectionTitles)
        }
      } else {
        add(IndexedCollation(locales: [tags[k]], options: options, data: data).sectionTitles)
      }
    }
    if !titles.contains(where: { $0.utf8Equals("A") }) {
      for a in UInt32(0x41)...0x5A { titles.append(String(Character(Unicode.Scalar(a)!))) }
    }
    for title in baseTitles where !title.utf8Equals("#") {
      if !titles.contains(where: { $0.utf8Equals(title) }) { titles.append(title) }
    }
    titles.append("#")
    func places(_ list: [String]) -> [Int] {
      list.map { title in titles.firstIndex { $0.utf8Equals(title) } ?? titles.count - 1 }
    }
    self.titles = titles
    self.own = own
    self.ownPlaces = own.map { places($0.sectionTitles) }
    self.basePlaces = places(baseTitles)
    self.classifier = LanguageClassifier(
      languages: languages, names: content == .names, tables: data.languageTables)
  }

  private static func isLatinLetter(_ title: String) -> Bool {
    var it = title.utf8.makeIterator()
    guard let b = it.next(), it.next() == nil else { return false }
    return (0x41...0x5A).contains(b)
  }

  /// The own index that files a record, `nil` for the base.
  private func index(display: String, phoneticKey: String?) -> Int? {
    let phonetic = phoneticKey.flatMap { $0.isEmpty ? nil : $0 }
    guard
      let choice = classifier.choose(display, phoneticKey: phonetic, japaneseName: { _ in nil })
    else { return nil }
    return classifier.languages.firstIndex(of: choice.language)
  }

  func section(for string: String, phoneticKey: String?, base: IndexedCollation) -> Int {
    let reading = phoneticKey.flatMap { $0.isEmpty ? nil : $0 } ?? string
    guard let i = index(display: string, phoneticKey: phoneticKey) else {
      return basePlaces[base.ownSection(for: reading)]
    }
    return ownPlaces[i][own[i].section(for: reading)]
  }

  func sortKey(for string: String, base: IndexedCollation) -> SortKey {
    guard let i = index(display: string, phoneticKey: nil) else {
      return SortKey(bytes: base.sortKeyBytes(for: string))
    }
    return own[i].sortKey(for: string)
  }

  /// The record's section in this index, then its key in its language's
  /// own index (as `sectionSortKey(for:phoneticKey:)` makes it).
  func sectionSortKey(for display: String, phoneticKey: String?, base: IndexedCollation) -> SortKey
  {
    // As the own index keys it: with the reading, or, without one, as
    // the string alone (`sections(of:)` and `sections(of:by:phoneticKey:)`
    // order such a record alike).
    let phonetic = phoneticKey.flatMap { $0.isEmpty ? nil : $0 }
    let key: SortKey
    let places: [Int]
    if let i = index(display: display, phoneticKey: phonetic) {
      key =
        phonetic.map { own[i].sectionSortKey(for: display, phoneticKey: $0) }
        ?? own[i].sectionSortKey(for: display)
      places = ownPlaces[i]
    } else {
      key =
        phonetic.map { base.ownSectionSortKey(for: display, phoneticKey: $0) }
        ?? base.ownSectionSortKey(for: display)
      places = basePlaces
    }
    let section = places[Int(key.bytes[0]) << 8 | Int(key.bytes[1])]
    return SortKey(bytes: IndexedCollation.sectionPrefix(section) + key.bytes.dropFirst(2))
  }

  /// The records of `source` by section, each section sorted by
  /// ``sectionSortKey(for:phoneticKey:base:)`` (all in section 0 when not
  /// `sectioned`, by the keys without their sections), equal keys in input
  /// order.
  func forEachSortedSection<Source: SortableRecords>(
    _ source: Source, sectioned: Bool, base: IndexedCollation,
    body: (Int, [Source.Value]) -> Void
  ) {
    let n = source.count
    let values = [Source.Value](unsafeUninitializedCapacity: n) { values, filled in
      let start = values.baseAddress!
      for i in 0..<n {
        source.copyBits(at: i, to: UnsafeMutableRawPointer(start + i))
        Source.own(start + i)
      }
      filled = n
    }
    let keys = values.map { value -> [UInt8] in
      let k = source.key(of: value)
      let bytes =
        k.display.map { sectionSortKey(for: $0, phoneticKey: k.reading, base: base) }
        ?? sectionSortKey(for: k.reading, phoneticKey: nil, base: base)
      return sectioned ? bytes.bytes : Array(bytes.bytes.dropFirst(2))
    }
    let order = Self.order(keys)
    var at = 0
    while at < order.count {
      let section = sectioned ? Int(keys[order[at]][0]) << 8 | Int(keys[order[at]][1]) : 0
      var end = at + 1
      while end < order.count,
        !sectioned || Int(keys[order[end]][0]) << 8 | Int(keys[order[end]][1]) == section
      {
        end += 1
      }
      body(section, order[at..<end].map { values[$0] })
      at = end
    }
  }

  /// The indices of `keys` in byte order, equal keys in index order.
  static func order(_ keys: [[UInt8]]) -> [Int] {
    Array(keys.indices).indexSorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
  }

  /// The order of records given as packed UTF-8 (a section of `group`),
  /// in input order: indices by their keys in this index, equal ones in
  /// input order.
  func order(keys: PackedUTF8.Strings, phoneticKeys: PackedUTF8.Strings?, base: IndexedCollation)
    -> [Int]
  {
    let sortKeys = (0..<keys.count).map { i -> [UInt8] in
      let display = String(decoding: keys[i], as: UTF8.self)
      let phonetic = phoneticKeys.map { String(decoding: $0[i], as: UTF8.self) }
      return sectionSortKey(for: display, phoneticKey: phonetic, base: base).bytes
    }
    return Self.order(sortKeys)
  }
}
