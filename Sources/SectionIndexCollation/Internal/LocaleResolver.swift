import SectionIndexAlgorithms
internal import SectionIndexCollationTables

/// A language tag resolved to the compiled-in data that serves it; equal
/// when both identifiers have the same bytes (they are ASCII: `UTF8Key`).
struct ResolvedLocale: Sendable, Hashable {
  /// What the collation reports as its locale, BCP 47 style (`"zh-Hant"`).
  var identifier: String
  /// The key of the compiled-in data (`"zh_Hant"`), or `nil` for root.
  var dataIdentifier: String?

  static func == (lhs: ResolvedLocale, rhs: ResolvedLocale) -> Bool {
    lhs.identifier.utf8Equals(rhs.identifier)
      && lhs.dataIdentifier.map { UTF8Key($0) } == rhs.dataIdentifier.map { UTF8Key($0) }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(UTF8Key(identifier))
    hasher.combine(dataIdentifier.map { UTF8Key($0) })
  }
}

/// Maps any tag to the closest compiled-in locale: region → language → root.
///
/// Tags, subtags and data keys are ASCII identifiers, compared and looked up
/// by their bytes (`utf8Equals`, `UTF8Key`): for BCP 47 that is the correct
/// equality, and `String`'s would link Embedded Swift's normalization tables.
enum LocaleResolver {
  static func resolve(_ tag: String) -> ResolvedLocale {
    // Subtags, without extensions (-u-…, -x-…) and POSIX suffixes (.UTF-8,
    // @euro). Tags are ASCII: read as bytes (no grapheme breaking).
    let cleaned = String(
      decoding: tag.utf8.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "@") },
      as: UTF8.self)
    let pieces = cleaned.splitUTF8(separators: UInt8(ascii: "-"), UInt8(ascii: "_"))
    var subtags: [String] = []
    var collation: String? = nil
    let parts = pieces.map { $0.asciiLowercased() }
    if let u = parts.firstIndex(where: { $0.utf8Equals("u") }),
      let co = parts[u...].firstIndex(where: { $0.utf8Equals("co") }), co + 1 < parts.count
    {
      collation = parts[co + 1]
    }
    for part in pieces {
      // A singleton: an extension or private use follows.
      if part.unicodeScalars.count == 1 { break }
      subtags.append(part)
    }
    guard let first = subtags.first, first.isASCIILetters else {
      return ResolvedLocale(identifier: "root", dataIdentifier: nil)
    }
    let language = first.asciiLowercased()
    var script: String? = nil
    var region: String? = nil
    var variant: String? = nil
    for s in subtags.dropFirst() {
      let length = s.utf8.count
      if length == 4 && s.isASCIILetters && script == nil {
        script = s.asciiCapitalized()
      } else if (length == 2 && s.isASCIILetters) || (length == 3 && s.isASCIIDigits) {
        region = s.asciiUppercased()
      } else if s.unicodeScalars.count >= 5 && variant == nil {
        variant = s.asciiUppercased()  // be-tarask: CLDR's be_TARASK
      }
    }
    // Chinese: the script decides, and a region implies one; -u-co- picks
    // pinyin (A–Z), stroke (1劃, 2劃, …) or zhuyin (ㄅ ㄆ ㄇ …) order.
    if language.utf8Equals("zh") {
      let traditional =
        script?.utf8Equals("Hant") == true
        || (script == nil && ["TW", "HK", "MO"].contains { $0.utf8Equals(region ?? "") })
      let name = traditional ? "zh-Hant" : "zh-Hans"
      let data: [UTF8Key: String] = ["pinyin": "zh", "stroke": "zh_Hant", "zhuyin": "zh@zhuyin"]
      let standard = traditional ? "stroke" : "pinyin"
      // A build for chosen locales (Scripts/build-web.sh --locales) may lack
      // some of them: root then, as for any locale without data.
      if let collation, !collation.utf8Equals(standard), let key = data[UTF8Key(collation)],
        isCompiled(key)
      {
        return ResolvedLocale(identifier: "\(name)-u-co-\(collation)", dataIdentifier: key)
      }
      if let key = data[UTF8Key(standard)], isCompiled(key) {
        return ResolvedLocale(identifier: name, dataIdentifier: key)
      }
      return ResolvedLocale(identifier: "root", dataIdentifier: nil)
    }
    // Other collations a locale offers besides its default.
    let variants: [UTF8Key: [UTF8Key: String]] = [
      "de": ["phonebk": "de@phonebook"], "es": ["trad": "es@traditional"],
    ]
    if let collation, let key = variants[UTF8Key(language)]?[UTF8Key(collation)], isCompiled(key) {
      return ResolvedLocale(identifier: "\(language)-u-co-\(collation)", dataIdentifier: key)
    }
    var candidates: [String] = []
    if let variant { candidates.append("\(language)_\(variant)") }
    if let script, let region { candidates.append("\(language)_\(script)_\(region)") }
    if let script { candidates.append("\(language)_\(script)") }
    if let region { candidates.append("\(language)_\(region)") }
    candidates.append(language)
    // ISO 639 aliases and macrolanguages.
    let aliases: [UTF8Key: String] = ["iw": "he", "in": "id", "tl": "fil", "nb": "nb", "no": "nb"]
    if let alias = aliases[UTF8Key(language)], !alias.utf8Equals(language) {
      candidates.append(alias)
    }
    for c in candidates where isCompiled(c) && !c.utf8.contains(UInt8(ascii: "@")) {
      return ResolvedLocale(identifier: c.replacingUnderscores(), dataIdentifier: c)
    }
    return ResolvedLocale(identifier: "root", dataIdentifier: nil)
  }

  /// The locale a tag asks for when this build left its data out
  /// (`Scripts/build-web.sh --locales`), as the full build would resolve
  /// it; `nil` when the build has it or no build would.
  ///
  ///     LocaleResolver.omittedLocale(for: "ja-JP")  // "ja" in an en,de,sv,fr build
  ///
  /// - Complexity: O(*n*) in the omitted locales.
  static func omittedLocale(for tag: String) -> String? {
    let omitted = WordList(omittedLocaleData)
    guard !omitted.isEmpty, resolve(tag).dataIdentifier == nil else { return nil }
    let language = Array(
      (tag.splitUTF8(
        separators: UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "@"), UInt8(ascii: ".")
      )
      .first.map { $0.asciiLowercased() } ?? "").utf8)
    // The language itself, or one of its locales (`zh_Hant`, `de@phonebook`).
    return omitted.first { key in
      key.starts(with: language)
        && (key.count == language.count || key[language.count] == UInt8(ascii: "_")
          || key[language.count] == UInt8(ascii: "@"))
    }
  }

  /// The key of each compiled-in locale's data and its place in `localeData`.
  static let compiledLocales: [UTF8Key: Int] = {
    var places: [UTF8Key: Int] = [:]
    for (i, locale) in localeData.enumerated() { places[UTF8Key(locale.key.string)] = i }
    return places
  }()

  /// The place in `localeData` of the compiled-in locale `key`, if any.
  ///
  /// - Complexity: O(*n*) in the key's length.
  static func place(of key: String) -> Int? { compiledLocales[UTF8Key(key)] }

  private static func isCompiled(_ key: String) -> Bool { place(of: key) != nil }

  /// The compiled-in locales without collation variants, as BCP 47 tags.
  static let availableLocales: [String] = localeData.compactMap { entry in
    let id = entry.key.string
    if id.utf8.contains(UInt8(ascii: "@")) { return nil }
    let tags: [UTF8Key: String] = ["zh": "zh-Hans", "zh_Hant": "zh-Hant"]
    return tags[UTF8Key(id)] ?? id.replacingUnderscores()
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String {
    String(decoding: utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
  }
}
