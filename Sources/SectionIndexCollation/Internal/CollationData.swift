import SectionIndexAlgorithms
internal import SectionIndexCollationTables

/// The generated tables a collation reads, and what it decodes from them,
/// once: the tables compiled into this build (``compiledIn``), or those with
/// some supplied at run time in their place. A value handed to the
/// collation (``IndexedCollation/init(locales:content:options:data:)``),
/// as swift-collections hands out storage: collations made from different
/// tables share nothing decoded, and no global says which tables a build
/// reads.
///
///     let data = CollationData(supplying: [("tailoring_zh", zh), ("zh", zh)])
///     IndexedCollation(locales: ["zh-Hans"], data: data)  // `zh` for the tailoring
///
/// The web build supplies its data files this way (`Scripts/build-web.sh`:
/// the CJK tailorings, the pinyin and the Japanese readings, the Han order,
/// the split root's second part), which a page fetches when a locale or the
/// records need them (Wasm/WebData.swift). Every native build uses
/// ``compiledIn``; a lookup then costs one check of an empty dictionary.
package final class CollationData: @unchecked Sendable {
  // @unchecked: `supplied` is never written after `init` and the bytes it
  // points to are never written (their owner keeps them for the tables'
  // life); what is decoded is published once (`PublishedSlots`).

  /// The supplied texts by name (ASCII, looked up by bytes).
  private let supplied: [UTF8Key: UnsafeBufferPointer<UInt8>]
  private let roots = PublishedSlots<RootCollation>(count: 1)
  private let locales = PublishedSlots<LocaleCollation>(count: localeData.count)
  private let readers = PublishedSlots<PinyinReader>(count: 1)
  private let searchTables = PublishedSlots<SearchHanTable.Table>(count: 1)
  private let languages = PublishedSlots<LanguageClassifier.Tables>(count: 1)

  /// The tables this build compiles in, none supplied.
  package static let compiledIn = CollationData(supplying: [])

  /// The compiled-in tables, with `texts` read in place of those of the same
  /// names: a generated table's name (`"pinyinCharacterData"`), or a
  /// locale's data key for its tailoring (`"zh"`). The caller keeps the
  /// bytes, unchanged, for as long as the tables and the collations made
  /// from them live.
  ///
  /// - Complexity: O(*n*) for *n* names; nothing is decoded until a
  ///   collation reads it.
  package init(supplying texts: [(name: String, text: UnsafeBufferPointer<UInt8>)]) {
    var supplied: [UTF8Key: UnsafeBufferPointer<UInt8>] = [:]
    for (name, text) in texts { supplied[UTF8Key(name)] = text }
    self.supplied = supplied
  }

  /// Whether a table of that name has been supplied.
  package func isSupplied(_ name: String) -> Bool { supplied[UTF8Key(name)] != nil }

  /// The text of table `name`: the supplied one, else the literal compiled in.
  ///
  /// - Complexity: O(1).
  package func text(_ name: String, else literal: StaticString) -> UnsafeBufferPointer<UInt8> {
    if !supplied.isEmpty, let text = supplied[UTF8Key(name)] { return text }
    return UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
  }

  /// The root collation, decoded on first use.
  var root: RootCollation {
    if let root = roots[0] { return root.takeUnretainedValue() }
    return roots.publish(RootCollation(data: self), at: 0).takeUnretainedValue()
  }

  /// Whether the root has been decoded: supplying its second part to these
  /// tables would come too late for it.
  package var isRootRead: Bool { roots[0] != nil }

  /// The data of a compiled-in locale, decoded on first use, or `nil` for
  /// root.
  func locale(named identifier: String) -> LocaleCollation? {
    guard let i = LocaleResolver.place(of: identifier) else { return nil }
    if let hit = locales[i] { return hit.takeUnretainedValue() }
    // The full web build supplies the rows of locales beyond its root's
    // core with root.data (Tools/locale-subset.py), under "row:KEY".
    let literal = localeData[i].row
    let row = LocaleRow(
      suppliesLocaleRows
        ? text("row:" + identifier, else: literal)
        : UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    let (table, representatives) = tailoring(text(identifier, else: localeData[i].tailoring))
    return locales.publish(
      LocaleCollation(
        identifier: identifier, titles: row.titles, flags: row.flags, reorder: row.reorder,
        tertiaries: row.tertiaries, tailoring: table, representatives: representatives),
      at: i
    ).takeUnretainedValue()
  }

  /// A locale's tailoring, and the pinyin readings' representatives when it
  /// is the zh tailoring. That tailoring leaves its ideographs to
  /// `zhHanOrderData`, decoded against the pinyin readings (which a build
  /// carries wherever it carries the tailoring: Tools/locale-subset.py) when
  /// the table meets the first; the representatives come with them.
  private func tailoring(
    _ text: UnsafeBufferPointer<UInt8>
  ) -> (table: CollationTable, representatives: TailoredHan) {
    guard carriesPinyinReadings else { return (CollationTable(encoded: text), TailoredHan()) }
    var han = TailoredHan()
    let table = CollationTable(encoded: text) {
      han = self.pinyin.tailoredOrder(self.text("zhHanOrderData", else: zhHanOrderData))
      return han.order
    }
    return (table, TailoredHan(representatives: han.representatives))
  }

  /// The pinyin readings, decoded on first use.
  var pinyin: PinyinReader {
    if let reader = readers[0] { return reader.takeUnretainedValue() }
    return readers.publish(PinyinReader(data: self), at: 0).takeUnretainedValue()
  }

  /// The sets that tell Chinese from Japanese records, decoded on first use.
  var languageTables: LanguageClassifier.Tables {
    if let tables = languages[0] { return tables.takeUnretainedValue() }
    return languages.publish(LanguageClassifier.Tables(data: self), at: 0)
      .takeUnretainedValue()
  }

  /// Whether this build leaves those sets out and these tables do not
  /// supply them (the full web build before languages.data): then lists
  /// that name two of Chinese, Japanese and Korean must not be sectioned.
  package var lacksLanguageTables: Bool {
    chineseOnlyHanData.utf8CodeUnitCount == 0 && !isSupplied("chineseOnlyHanData")
  }

  /// The search's table of Han syllables (`SearchHanTable`), built on first use.
  var searchHanTable: SearchHanTable.Table {
    if let table = searchTables[0] { return table.takeUnretainedValue() }
    return searchTables.publish(SearchHanTable.Table(pinyin), at: 0).takeUnretainedValue()
  }
}

/// A row of `localeData` past its key (Tools/generate-tables.py): the
/// locale's titles separated by U+001F, U+001E, then `PackedNumbers`: its
/// flags, the count of its reordering's words and each, the count of its
/// upper-first tertiaries and each. Not copyable: its fields are read
/// where it was decoded, and a copyable row cost the wasm an outlined copy
/// of all four (0.2 KB of code).
struct LocaleRow: ~Copyable {
  var titles = ""
  var flags: UInt32 = 0
  var reorder: [UInt32] = []
  var tertiaries: [UInt32] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    let end = bytes.firstIndex(of: 0x1E) ?? bytes.count
    titles = String(decoding: bytes[..<end], as: UTF8.self)
    var numbers = PackedNumbers(
      UnsafeBufferPointer(rebasing: bytes[Swift.min(end + 1, bytes.count)...]))
    func next() -> UInt32 { numbers.isAtEnd ? 0 : numbers.next() }
    flags = next()
    for _ in 0..<next() { reorder.append(next()) }
    for _ in 0..<next() { tertiaries.append(next()) }
  }
}

extension StaticString {
  /// The literal as a String (`localeData`'s keys).
  var string: String { withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
}
