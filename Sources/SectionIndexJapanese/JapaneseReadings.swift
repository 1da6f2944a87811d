import SectionIndexAlgorithms
public import SectionIndexCollation
internal import SectionIndexCollationTables

/// An ``IndexedCollation`` that files Japanese kanji by derived readings:
/// each string without a reading of the caller's is read by
/// ``JapaneseReader`` and filed as if that reading were its phonetic key.
///
///     let index = IndexedCollation(locale: "ja", content: .names).japaneseReadings
///     index.sectionTitle(for: "佐藤花子")      // "さ", not "他"
///     index.reading(of: "東海林太郎")          // "しょうじたろう"
///     let sections = index.sections(of: people, by: { $0.name }, phoneticKey: { $0.furigana })
///     // a furigana the caller gives always wins
///
/// Readings are derived only where the collation files kanji as Japanese:
/// when its locales include `ja`, and, in an index that also names Chinese
/// or Korean (``IndexedCollation/filesByLanguage``), for the strings
/// ``language(of:phoneticKey:)`` finds Japanese. Elsewhere every method is
/// the collation's own. What the tables do not know still goes to the
/// title for kanji without a reading (`他`).
///
/// - Complexity: Deriving a reading is O(*n*) per string of *n* scalars
///   (longest match against the tables), on top of the collation's work.
public struct JapaneseReadings: Sendable {
  /// The collation that files and sorts the readings.
  public let collation: IndexedCollation
  /// The reader, `nil` when the collation does not file kanji as Japanese.
  /// Always `nil` in a build without Japanese readings
  /// (`carriesJapaneseReadings`, a constant of the build's generated
  /// LocaleData.swift: false in a `Scripts/build-web.sh --locales` build
  /// without ja), whose code so leaves `JapaneseReader` out.
  var reader: JapaneseReader? { carriesJapaneseReadings ? japaneseReader : nil }
  private let japaneseReader: JapaneseReader?

  /// Wraps a collation; see ``IndexedCollation/japaneseReadings``.
  public init(_ collation: IndexedCollation) {
    self.init(
      collation,
      reader: collation.data === CollationData.compiledIn
        ? JapaneseReader.shared : JapaneseReader(data: collation.data))
  }

  /// Wraps a collation that reads by `reader` (made from the collation's
  /// tables, and kept by the caller: a web build's, Wasm/WebExports.swift)
  /// when it files kanji as Japanese.
  package init(_ collation: IndexedCollation, reader: @autoclosure () -> JapaneseReader) {
    self.collation = collation
    // The collation's locales are ASCII tags: compared by their bytes
    // (`String`'s `==` would link Embedded Swift's normalization).
    let japanese = collation.locales.contains { $0.utf8Equals("ja") }
    self.japaneseReader = carriesJapaneseReadings && japanese ? reader() : nil
  }

  /// Whether this collation files kanji as Japanese, and so derives
  /// readings: its locales include `ja` (in an index of several of
  /// Chinese, Japanese and Korean, for the strings that are Japanese).
  public var derivesReadings: Bool { reader != nil }

  /// How the reader reads this collation's strings.
  private var kind: JapaneseReader.Kind {
    if collation.content == .names { return .name }
    if collation.content == .givenNames { return .givenName }
    return .text
  }

  /// ``IndexedCollation/language(of:phoneticKey:)`` knowing Japanese names:
  /// with ``IndexedCollation/Content/names``, a string that reads as a
  /// surname and a given name the Japanese tables know is Japanese
  /// (佐藤花子, 渡部 陽菜), before the Chinese surname rule when the surname
  /// has two or more characters.
  ///
  ///     let index = IndexedCollation(locales: ["zh-Hans", "ja"], content: .names)
  ///     index.japaneseReadings.language(of: "佐藤花子")  // .japanese, .name
  ///     index.language(of: "佐藤花子")                   // .chinese, .firstListed
  ///
  /// - Complexity: O(*n*²) for *n* scalars.
  public func language(
    of string: String, phoneticKey: String? = nil
  ) -> IndexedCollation.LanguageChoice? {
    let reader = self.reader
    return collation.language(
      of: string, phoneticKey: phoneticKey,
      japaneseName: { name in reader.flatMap { Self.japaneseNameEvidence(name, reader: $0) } })
  }

  /// How surely a name reads as Japanese (the classifier's `japaneseName`):
  /// 2 for a surname of two or more characters the table knows and a given
  /// name (佐藤花子, 坂本 蒼, 石井陽葵); 1 for a one-character surname and a
  /// given name (林 優子, 原 悠真) or a given name alone (太郎), which a
  /// Chinese surname and one or two characters outweighs; `nil` for none.
  private static func japaneseNameEvidence(_ name: String, reader: JapaneseReader) -> Int? {
    if let surname = reader.surnameLength(ofName: name) { return surname >= 2 ? 2 : 1 }
    guard let leading = reader.leadingSurname(ofName: name) else { return nil }
    // A surname of two or more characters and any given name (坂本 蒼,
    // 伊藤蒼: Chinese surnames of two are few, and Chinese-only forms decide
    // before); one of one character is surer with a space after it (原 悠真).
    if leading.length >= 2 { return 2 }
    let spaced = name.unicodeScalars.contains { UnicodeProperties.isWhitespace($0.value) }
    return spaced ? 1 : nil
  }

  /// The reading a string is filed by when the caller gives none, in
  /// hiragana: as a name when the collation's content is `.names`. `nil`
  /// when there is nothing to read (no kanji the tables know), or the
  /// collation is not Japanese.
  ///
  ///     IndexedCollation(locale: "ja").japaneseReadings.reading(of: "東京タワー")
  ///     // "とうきょうタワー"
  ///
  /// - Complexity: O(*n*) for *n* scalars.
  public func reading(of string: String) -> String? {
    guard let reader else { return nil }
    if collation.filesByLanguage, language(of: string)?.language != .japanese { return nil }
    return reader.reading(of: string, as: kind)
  }

  /// The phonetic key a string is filed by: the caller's when it is given
  /// and not empty, else the derived reading, else `nil` (the string itself).
  ///
  ///     index.phoneticKey(for: "角田", given: "かくた")  // "かくた": the caller's wins
  ///     index.phoneticKey(for: "角田", given: nil)       // "つのだ"
  ///
  /// - Complexity: O(*n*) for *n* scalars.
  public func phoneticKey(for string: String, given: String?) -> String? {
    if let given, !given.isEmpty { return given }
    return reading(of: string)
  }

  /// The index into the collation's titles of the section of `string`,
  /// filed by its reading.
  ///
  /// - Complexity: As ``reading(of:)`` and ``IndexedCollation/section(for:)``.
  public func section(for string: String) -> Int {
    collation.section(for: reading(of: string) ?? string)
  }

  /// The title of the section of `string`, filed by its reading.
  ///
  /// - Complexity: As ``section(for:)``.
  public func sectionTitle(for string: String) -> String {
    collation.sectionTitles[section(for: string)]
  }

  /// Groups strings into sections by their readings.
  ///
  ///     IndexedCollation(locale: "ja").japaneseReadings.sections(of: ["日本", "中国", "韓国"])
  ///     // か: 韓国, ち: 中国, に: 日本
  ///
  /// - Complexity: O(*n* log *n*) for *n* strings.
  public func sections<S: Sequence<String>>(of strings: S) -> IndexedSections<String> {
    collation.sections(of: Array(strings), by: { $0 }, phoneticKey: { reading(of: $0) })
  }

  /// Groups elements into sections by the caller's reading where given,
  /// else by the derived one; see
  /// ``IndexedCollation/sections(of:by:phoneticKey:)``.
  ///
  /// - Parameters:
  ///   - elements: The elements to group.
  ///   - key: The string each element is shown as.
  ///   - phoneticKey: How the string is read, if the caller knows.
  /// - Complexity: O(*n* log *n*) for *n* elements; `key` is called twice
  ///   per element.
  public func sections<S: Sequence, E: Error>(
    of elements: S, by key: (S.Element) throws(E) -> String,
    phoneticKey: (S.Element) throws(E) -> String? = { _ in nil }
  ) throws(E) -> IndexedSections<S.Element> {
    try collation.sections(
      of: elements, by: key,
      phoneticKey: { (e) throws(E) in self.phoneticKey(for: try key(e), given: try phoneticKey(e)) }
    )
  }

  /// Whether `query` finds `string`: by its text, or by its derived
  /// reading (so that `さとう`, and romaji where the collation's search
  /// matches kana by romaji, find 佐藤).
  ///
  ///     let query = IndexedCollation(locale: "ja").searchQuery("とうきょう")
  ///     index.matches(query, "東京")  // true
  ///
  /// - Complexity: As ``IndexedCollation/SearchQuery/matches(_:)``, twice.
  public func matches(_ query: IndexedCollation.SearchQuery, _ string: String) -> Bool {
    query.matches(string) || matchesReading(query, string)
  }

  /// Whether `query` finds the reading derived for `string` (false when
  /// there is none): ``matches(_:_:)`` without the text, for a caller that
  /// has tried the text already.
  package func matchesReading(_ query: IndexedCollation.SearchQuery, _ string: String) -> Bool {
    guard let reading = reading(of: string) else { return false }
    return query.matches(reading)
  }

  /// An index for searching `strings` with ``matches(_:_:)``: each string
  /// with the reading derived for it, so that `さ` and `sa` keep 佐藤
  /// (``IndexedCollation/SearchIndex``; the collation's own
  /// ``IndexedCollation/searchIndex(of:)`` knows the text alone).
  ///
  ///     let index = japanese.searchIndex(of: names)
  ///     let query = japanese.collation.searchQuery("さ")
  ///     let shown = session.search(query, in: index) { japanese.matches(query, names[$0]) }
  ///
  /// - Complexity: O(*n*) for *n* bytes in all, with a reading derived for
  ///   each string (about what sectioning them costs).
  public func searchIndex(of strings: some Sequence<String>) -> IndexedCollation.SearchIndex {
    var index = collation.searchIndex()
    for string in strings { append(string, to: &index) }
    return index
  }

  /// Adds a record matched on `string` (by its text and its derived
  /// reading) and on `reading`, a reading of the caller's, when there is
  /// one, to `index`, one of this collation's.
  ///
  /// - Complexity: O(*n*) for *n* bytes, with a reading derived.
  public func append(
    _ string: String, reading: String? = nil, to index: inout IndexedCollation.SearchIndex
  ) {
    let derived = self.reading(of: string)
    guard derived != nil || reading != nil else {
      index.append(string)
      return
    }
    var strings = [string]
    if let derived { strings.append(derived) }
    if let reading { strings.append(reading) }
    index.append(anyOf: strings)
  }
}

extension IndexedCollation {
  /// This collation with Japanese readings derived for kanji: see
  /// ``JapaneseReadings``.
  ///
  ///     IndexedCollation(locale: "ja").japaneseReadings.sectionTitle(for: "東京")  // "と"
  public var japaneseReadings: JapaneseReadings { JapaneseReadings(self) }
}
