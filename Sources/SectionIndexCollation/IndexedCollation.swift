import SectionIndexAlgorithms

/// Locale-aware section titles and sort order for any list.
///
/// An `IndexedCollation` does for one locale what UIKit's
/// `UILocalizedIndexedCollation` and ICU's `AlphabeticIndex` do: it knows the
/// section titles a person expects (A–Z and Å Ä Ö for Swedish, あ か さ … for
/// Japanese, ㄱ–ㅎ for Korean, Latin A–Z added to non-Latin alphabets, `#` last),
/// which section a string belongs to, and how strings sort inside a section. It is
/// built from Unicode and CLDR data compiled into the package, so results are the
/// same on every platform.
///
///     let collation = IndexedCollation(locale: "sv")
///     collation.sectionTitles            // ["A", …, "Z", "Å", "Ä", "Ö", "#"]
///     collation.section(for: "Ärlig")    // the index of "Ä"
///     let sections = collation.sections(of: people, by: \.name)
///
/// An `IndexedCollation` is immutable and `Sendable`: build it once and share it
/// across threads. Its tables decode lazily, once per process.
public struct IndexedCollation: Sendable {
  /// The locale the data came from, after fallback (for example `"de"` for
  /// `"de-CH"`, `"root"` for an unknown tag); for an index of several locales,
  /// the first, whose collation orders the list.
  public var locale: String { locales[0] }

  /// Every locale of the index, after fallback, in order; tags that fall back
  /// to root are left out when the list has a known one (`["xx", "sv"]`
  /// gives `["sv"]`).
  public let locales: [String]

  /// The tags this collation was asked for, as given, in order (one for
  /// ``init(locale:content:options:)``); ``locales`` says what each resolved to.
  public let requestedLocales: [String]

  /// What the strings are; names let readings follow surname rules where a
  /// locale has them.
  public let content: Content

  /// Choices that differ between apps.
  public let options: Options

  /// The titles of all sections, in display order; `#` is last.
  ///
  /// This is the parity member for `UILocalizedIndexedCollation.sectionTitles`.
  public let sectionTitles: [String]

  let collator: Collator
  /// The tables this collation reads (``CollationData/compiledIn`` unless
  /// a web build supplied some).
  package var data: CollationData { collator.data }
  let buckets: BucketTable
  let primaryCache: PrimaryCache
  let codedPrimaryCache = CodedPrimaryCache()
  let sortKeyCache = SortKeyCache.Lazy()
  /// For an index of several of Chinese, Japanese and Korean: each
  /// language's own index, which files that language's records
  /// (``language(of:phoneticKey:)``); `nil` otherwise, and then nothing of
  /// it is on any path.
  let mixed: MixedIndex?

  /// Creates a collation for a BCP 47 language tag.
  ///
  /// Unknown or partial tags fall back region → language → root (`"de-CH"` uses
  /// `"de"`, `"xx"` uses the root collation with A–Z); underscores are accepted
  /// (`"zh_TW"`), and `-u-co-` keywords select a collation where the locale has
  /// one. This initializer never fails; ``locale`` tells what was used.
  ///
  /// - Parameters:
  ///   - identifier: A language tag such as `"sv"`, `"zh-Hant"` or `"en-US"`.
  ///   - content: What the strings are; `.text` unless they are people's names.
  ///   - options: Choices that differ between apps.
  /// - Complexity: The first collation of a process decodes the root tables
  ///   (a few milliseconds, once); the first of each locale decodes its
  ///   tailoring (under a millisecond); later ones build the titles' bounds,
  ///   O(*t* log *t*) for *t* titles.
  public init(locale identifier: String, content: Content = .text, options: Options = .init()) {
    self.init(locales: [identifier], content: content, options: options)
  }

  /// Creates one index for several locales, as Android's contacts app builds
  /// for a user with several languages.
  ///
  /// The titles of the first locale come first, then those of each further
  /// locale that are new (kana rows, ㄱ–ㅎ, А–Я, stroke counts), then Latin
  /// A–Z if missing, then `#`; each string goes to the titles of its script.
  /// The first locale's collation sorts the list, except Han, which the
  /// first locale that indexes Han decides wherever it stands: a Chinese
  /// locale reads it (pinyin under A–Z, strokes, zhuyin) and orders it
  /// (after the first locale's own letters), Korean files it under its
  /// Hangul reading, and Japanese puts kanji without a reading under
  /// ``Options/hanWithoutReadingTitle``. At most one Chinese locale is used:
  /// later ones are left out, since Han can be read only one way.
  ///
  /// Where the list names more than one of Chinese, Japanese and Korean,
  /// each string goes by the language it is written in
  /// (``language(of:phoneticKey:)``) and gets the section and order it gets
  /// in that language's own index; the titles are each locale's, in the
  /// order of the list.
  ///
  ///     let index = IndexedCollation(locales: ["zh-Hans", "ja", "en"])
  ///     index.sectionTitles  // A–Z, あ–わ, 他, #
  ///     IndexedCollation(locales: ["en", "zh-Hans"]).sectionTitle(for: "张三")  // "Z"
  ///     IndexedCollation(locales: ["ja", "zh-Hans"]).sectionTitle(for: "张三")  // "Z"
  ///     IndexedCollation(locales: ["ja", "zh-Hans"]).sectionTitle(for: "込山")  // "他"
  ///
  /// - Parameters:
  ///   - identifiers: Language tags, the main one first. An empty list, or
  ///     one of unknown tags only, means root; unknown tags among known ones
  ///     are left out (``locales`` says what was used).
  ///   - content: What the strings are; `.text` unless they are people's names.
  ///   - options: Choices that differ between apps.
  /// - Complexity: As ``init(locale:content:options:)``, for each locale.
  public init(locales identifiers: [String], content: Content = .text, options: Options = .init()) {
    self.init(locales: identifiers, content: content, options: options, data: .compiledIn)
  }

  /// Creates one index for several locales from `tables`: the tables this
  /// build compiles in, or with some supplied at run time (the web build's
  /// data files, Wasm/WebData.swift).
  ///
  ///     IndexedCollation(locales: ["zh-Hans"], data: CollationData(supplying: zhData))
  ///
  /// - Complexity: As ``init(locales:content:options:)``; the first
  ///   collation made from `tables` decodes the root (a few milliseconds),
  ///   the first of each locale its tailoring.
  package init(
    locales identifiers: [String], content: Content = .text, options: Options = .init(),
    data: CollationData
  ) {
    var resolved: [ResolvedLocale] = []
    // The tag each kept locale was asked for, for the languages' own indexes.
    var tags: [String] = []
    for tag in identifiers {
      let r = LocaleResolver.resolve(tag)
      let isChinese = r.identifier.hasUTF8Prefix("zh")
      if resolved.contains(r)
        || (isChinese && resolved.contains { $0.identifier.hasUTF8Prefix("zh") })
      {
        continue
      }
      resolved.append(r)
      tags.append(tag)
    }
    // Unknown tags (root) in a list of known ones are left out: `xx,sv` is
    // Swedish, not root with Swedish titles.
    let known = resolved.indices.filter { resolved[$0].dataIdentifier != nil }
    if !known.isEmpty {
      resolved = known.map { resolved[$0] }
      tags = known.map { tags[$0] }
    }
    if resolved.isEmpty {
      resolved = [LocaleResolver.resolve("")]
      tags = [""]
    }
    self.requestedLocales = identifiers
    self.locales = resolved.map { $0.identifier }
    self.content = content
    self.options = options
    // Han goes to the titles of the first locale that indexes it: Chinese
    // (pinyin, strokes or zhuyin), Korean (Hangul readings) or Japanese
    // (kanji without a reading under `hanWithoutReadingTitle`).
    let hanDecider = resolved.first {
      $0.identifier.hasUTF8Prefix("zh") || $0.identifier.utf8Equals("ja")
        || $0.identifier.utf8Equals("ko")
    }
    self.collator = Collator(
      resolved: resolved[0], han: hanDecider == resolved[0] ? nil : hanDecider,
      names: content == .names, data: data)
    self.buckets = BucketTable(
      collator: collator,
      others: resolved.dropFirst().map { $0.dataIdentifier.flatMap(data.locale(named:)) },
      hanTitle: hanDecider?.identifier.utf8Equals("ja") == true
        ? options.hanWithoutReadingTitle : nil)
    self.primaryCache = PrimaryCache(collator: collator, sections: buckets)
    let ownTitles = buckets.titles
    self.mixed = MixedIndex(
      locales: resolved.map { $0.identifier }, tags: tags, baseTitles: ownTitles,
      content: content, options: options, data: data)
    self.sectionTitles = mixed?.titles ?? ownTitles
  }

  /// The titles an index bar shows; the same as ``sectionTitles``.
  ///
  /// The parity member for `UILocalizedIndexedCollation.sectionIndexTitles`.
  public var sectionIndexTitles: [String] { sectionTitles }

  /// The index into ``sectionTitles`` of the section a string belongs to.
  ///
  /// Leading white space and invisible format characters (such as U+200B ZERO
  /// WIDTH SPACE and U+FEFF) are skipped before the section is chosen; ICU's
  /// `AlphabeticIndex` does not skip them. Digits, punctuation, symbols, emoji,
  /// empty strings and scripts without a title go to `#`.
  ///
  ///     IndexedCollation(locale: "de").section(for: "Ärger")  // index of "A"
  ///     IndexedCollation(locale: "sv").section(for: "Ärlig")  // index of "Ä"
  ///
  /// - Complexity: O(*k* + log *t*) for a string whose first *k* characters
  ///   decide the section and *t* titles.
  public func section(for string: String) -> Int {
    if let mixed { return mixed.section(for: string, phoneticKey: nil, base: self) }
    return ownSection(for: string)
  }

  /// The section of `string` by this collation's own tables: its index
  /// among the titles of this locale list, leaving languages aside (the
  /// titles of ``MixedIndex/base``).
  func ownSection(for string: String) -> Int {
    let depth = buckets.depth
    var room = PrimaryCache.SectionRoom()
    let fast = withUTF8(of: string) { utf8 in
      room.withPointer { out -> Int? in
        guard let found = primaryCache.primaries(of: utf8, into: out, limit: depth, for: .section)
        else { return nil }
        return found.section
          ?? buckets.bucket(forPrimaries: UnsafeBufferPointer(start: out, count: found.count))
      }
    }
    // Leading white space, contractions across marks, readings in context.
    return fast ?? buckets.bucket(for: string, collator: collator)
  }

  /// The title of the section a string belongs to.
  ///
  /// - Complexity: As ``section(for:)``.
  public func sectionTitle(for string: String) -> String {
    sectionTitles[section(for: string)]
  }

  /// A binary key whose byte order is this locale's collation order.
  ///
  /// Build keys once and compare them many times when sorting large lists.
  ///
  /// - Complexity: O(*n*) in the length of the string.
  public func sortKey(for string: String) -> SortKey {
    if let mixed { return mixed.sortKey(for: string, base: self) }
    return SortKey(bytes: sortKeyBytes(for: string))
  }

  /// Compares two strings in this locale's collation order, breaking full ties
  /// by code point so that only equal strings compare as equal.
  ///
  /// - Complexity: O(*m* + *n*) for strings of *m* and *n* characters: each
  ///   call builds both strings' full sort keys. To sort many strings, use
  ///   ``sorted(_:)`` or ``sorted(_:by:)``, which build full keys only for
  ///   strings that tie on their primary weights, or keep ``sortKey(for:)``
  ///   results.
  public func compare(_ lhs: String, _ rhs: String) -> CollationOrder {
    if let mixed {
      let l = mixed.sortKey(for: lhs, base: self).bytes
      let r = mixed.sortKey(for: rhs, base: self).bytes
      if l == r { return .same }
      return l.lexicographicallyPrecedes(r) ? .ascending : .descending
    }
    let l = collator.sortKey(for: lhs)
    let r = collator.sortKey(for: rhs)
    if l == r { return .same }
    return l.lexicographicallyPrecedes(r) ? .ascending : .descending
  }

  /// Returns whether `lhs` sorts before `rhs`; usable as a sort predicate.
  ///
  /// - Complexity: As ``compare(_:_:)``: two full sort keys per call, so a
  ///   comparison sort with it builds O(*n* log *n*) keys; ``sorted(_:by:)``
  ///   is much faster for lists.
  public func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    compare(lhs, rhs) == .ascending
  }
}

extension IndexedCollation {
  /// Returns the elements sorted by this locale's collation of a string key.
  ///
  /// The parity member for `sortedArray(from:collationStringSelector:)`. The key
  /// closure is called once per element; equal keys keep no input-order
  /// dependence because ties are broken by code point, and fully equal keys
  /// keep input order.
  ///
  ///     let sorted = collation.sorted(people, by: \.name)
  ///
  /// - Parameters:
  ///   - elements: The elements to sort.
  ///   - key: The string each element is sorted by.
  /// - Returns: The elements in collation order.
  /// - Complexity: O(*n* log *n*); most strings are ordered by a radix sort
  ///   of their primary weights, and only strings that tie there get full
  ///   sort keys.
  public func sorted<S: Sequence, E: Error>(
    _ elements: S, by key: (S.Element) throws(E) -> String
  ) throws(E) -> [S.Element] {
    let items = Array(elements)
    let keys = try items.map { (e) throws(E) in (reading: try key(e), display: String?.none) }
    let sorted = inOrder(KeyedRecords(keys: keys), sectioned: false) { $0.map { items[$0] } }
    return sorted.first?.items ?? []
  }

  /// Returns the strings sorted by this locale's collation.
  ///
  /// - Complexity: As ``sorted(_:by:)``.
  public func sorted<S: Sequence<String>>(_ strings: S) -> [String] {
    inOrder(StringRecords(strings: Array(strings)), sectioned: false) { $0 }.first?.items ?? []
  }

  /// Groups elements into the non-empty sections of this collation, each sorted.
  ///
  ///     let sections = IndexedCollation(locale: "sv").sections(of: people, by: \.name)
  ///     for section in sections { print(section.title, section.items.count) }
  ///     sections.indexTitles                 // every title, for an index bar
  ///     sections.section(forIndexTitleAt: 3) // nearest non-empty section
  ///
  /// - Parameters:
  ///   - elements: The elements to group.
  ///   - key: The string each element is grouped and sorted by.
  /// - Returns: The non-empty sections in title order, items in collation order.
  /// - Complexity: O(*n* log *n*).
  public func sections<S: Sequence, E: Error>(
    of elements: S, by key: (S.Element) throws(E) -> String
  ) throws(E) -> IndexedSections<S.Element> {
    try groupedSections(Array(elements)) { (e) throws(E) in (try key(e), nil) }
  }

  /// Groups elements into sections by a reading when one is given.
  ///
  /// The phonetic key (Japanese furigana, the phonetic name fields of a
  /// contacts app) decides the section and the order, as ``compare(_:_:)``
  /// orders the phonetic keys; only elements whose phonetic keys are the same
  /// string (not merely equal in collation: `"e\u{301}"` sorts before
  /// `"\u{E9}"`) are ordered by their display keys, then by input order. An
  /// element whose phonetic key is `nil` or empty is grouped and sorted by
  /// its display key, as if that were its phonetic key.
  ///
  ///     let sections = IndexedCollation(locale: "ja").sections(
  ///       of: people, by: \.name, phoneticKey: \.reading)
  ///     // 山田 (やまだ) under や, 佐藤 (さとう) under さ
  ///
  /// - Parameters:
  ///   - elements: The elements to group.
  ///   - key: The string each element is shown as.
  ///   - phoneticKey: How the string is read, if known.
  /// - Returns: The non-empty sections in title order, items in collation order.
  /// - Complexity: O(*n* log *n*).
  public func sections<S: Sequence, E: Error>(
    of elements: S, by key: (S.Element) throws(E) -> String,
    phoneticKey: (S.Element) throws(E) -> String?
  ) throws(E) -> IndexedSections<S.Element> {
    try groupedSections(Array(elements)) { (e) throws(E) in (try key(e), try phoneticKey(e)) }
  }

  private func groupedSections<Element, E: Error>(
    _ items: [Element], keys: (Element) throws(E) -> (display: String, phonetic: String?)
  ) throws(E) -> IndexedSections<Element> {
    let stored: [RecordKey] = try items.map { (item) throws(E) -> RecordKey in
      let k = try keys(item)
      guard let phonetic = k.phonetic, !phonetic.isEmpty else { return (k.display, nil) }
      return (phonetic, k.display)
    }
    return IndexedSections(
      indexTitles: sectionTitles,
      sections: inOrder(KeyedRecords(keys: stored), sectioned: true) { $0.map { items[$0] } })
  }

  /// The records in order, by section (one section, 0, when not
  /// `sectioned`), each section's values made its items by `items` (for
  /// strings, the values are the items).
  private func inOrder<Source: SortableRecords, Element>(
    _ source: Source, sectioned: Bool, items: ([Source.Value]) -> [Element]
  ) -> [IndexedSections<Element>.Section] {
    var sections: [IndexedSections<Element>.Section] = []
    forEachSortedSection(source, sectioned: sectioned) { section, values in
      sections.append(
        .init(title: sectionTitles[section], titleIndex: section, items: items(values)))
    }
    return sections
  }

  /// Groups strings into the non-empty sections of this collation.
  ///
  /// - Complexity: As ``sections(of:by:)``.
  public func sections<S: Sequence<String>>(of strings: S) -> IndexedSections<String> {
    IndexedSections(
      indexTitles: sectionTitles,
      sections: inOrder(StringRecords(strings: Array(strings)), sectioned: true) { $0 })
  }
}

extension IndexedCollation {
  /// How ``reading(of:style:)`` writes a reading.
  public enum ReadingStyle: Sendable, Hashable {
    /// Pinyin with tone marks: "zēng guó fān".
    case toneMarks
    /// Pinyin with tone numbers, 5 for the neutral tone: "zeng1 guo2 fan1".
    case toneNumbers
    /// Pinyin without tones: "zeng guo fan".
    case plain
  }

  /// The reading this collation sorts and sections a string by, where it
  /// reads one: pinyin for Chinese with the pinyin collation (zh-Hans, or
  /// `-u-co-pinyin`), read in context, with surname readings when the
  /// collation's content is `.names`.
  ///
  ///     let names = IndexedCollation(locale: "zh-Hans", content: .names)
  ///     names.reading(of: "曾国藩")                       // "zēng guó fān"
  ///     names.reading(of: "单雄信", style: .plain)        // "shan xiong xin"
  ///     IndexedCollation(locale: "zh-Hans").reading(of: "长沙")  // "cháng shā"
  ///
  /// Apps can build search keys from it, and users can see why a name landed
  /// where it did. Text that is not Han is kept as it is.
  ///
  /// - Returns: The reading, or `nil` when this collation reads no text.
  /// - Complexity: O(*n*) for *n* characters.
  public func reading(of string: String, style: ReadingStyle = .toneMarks) -> String? {
    guard collator.readsPinyin else { return nil }
    let s: PinyinReader.Style =
      switch style {
      case .toneMarks: .toneMarks
      case .toneNumbers: .toneNumbers
      case .plain: .plain
      }
    return collator.data.pinyin.pinyin(string, names: collator.readsNames, style: s)
  }
}

extension IndexedCollation {
  /// The lookup behind ``reading(of:style:)`` and pinyin sorting, without
  /// building text: how many scalars of `string` have a reading, read in
  /// context (phrases; surnames for `.names`). 0 when this collation reads no
  /// text.
  ///
  /// For the benchmark's pinyin figure; not a stable API.
  @_spi(Benchmarks) public func readingCount(of string: String) -> Int {
    guard collator.readsPinyin else { return 0 }
    return collator.data.pinyin.readingCount(of: string, names: collator.readsNames)
  }
}

/// The result of comparing two strings in collation order.
public enum CollationOrder: Sendable, Hashable {
  case ascending
  case same
  case descending
}

extension IndexedCollation {
  /// Choices that differ between apps.
  public struct Options: Sendable, Hashable {
    /// The title of the section for Han characters that no title covers —
    /// Japanese kanji without a reading — placed right after the Japanese
    /// titles (あ … わ, 他, then A–Z), as Android's contacts app shows it;
    /// `nil` puts them in `#`. The default is `"他"`.
    ///
    /// It applies to indexes where Japanese decides Han (`ja`, `en,ja`), and
    /// to Japanese records in an index of several of Chinese, Japanese and
    /// Korean (`ja,zh-Hans`, `zh-Hans,ja`); give a reading
    /// with ``IndexedCollation/sections(of:by:phoneticKey:)`` to put a kanji
    /// name under its kana row instead.
    public var hanWithoutReadingTitle: String?

    public init(hanWithoutReadingTitle: String? = "他") {
      self.hanWithoutReadingTitle = hanWithoutReadingTitle
    }
  }

  /// What the strings being sectioned are.
  ///
  /// An open set: locales may give names rules of their own (Chinese surnames
  /// have readings of their own).
  public struct Content: RawRepresentable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Ordinary text: titles, places, words.
    public static let text = Content(rawValue: "text")
    /// People's names, family name first where the locale writes it first.
    public static let names = Content(rawValue: "names")
    /// People's given names alone (a class list, a list of first names):
    /// Japanese readings (`SectionIndexJapanese`) read each word as a given
    /// name, never as a surname; Chinese is read as text, without surname
    /// readings.
    public static let givenNames = Content(rawValue: "givenNames")

    /// Whether the raw values are canonically equivalent, as `String`'s `==`
    /// decides (with the package's own tables: an Embedded Swift build links
    /// none of the standard library's normalization).
    public static func == (lhs: Content, rhs: Content) -> Bool {
      lhs.rawValue.isCanonicallyEquivalent(to: rhs.rawValue)
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(rawValue.canonicalScalars)
    }
  }
}
