import SectionIndexAlgorithms
import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO

extension LocaleOption {
  /// The compiled-in locales an unknown tag most likely meant: a region
  /// code written as a language (`jp`, `cn`, `kr`, `tw`, `dk-DK`: the
  /// region's likely language in CLDR), an ISO 639-2/3 or deprecated code
  /// (`jpn`, `ger`, `tw` for Akan) or an English language name
  /// (`Japanese`); the region's first where a code is both.
  ///
  ///     suggestions(for: "jp")  // ["ja"]
  ///     suggestions(for: "tw")  // ["zh-Hant", "ak"]
  static func suggestions(for tag: String) -> [String] {
    let lowered = tag.asciiLowercased()
    if let tag = LocaleSuggestions.byName[lowered] { return [tag] }
    let first = lowered.prefix {
      $0 != "-" && $0 != "_" && $0 != "." && $0 != "@"
    }
    guard first.allSatisfy(\.isASCIILetter) else { return [] }
    var found: [String] = []
    if first.count == 2, let tag = LocaleSuggestions.byRegion[first.uppercased()] {
      found.append(tag)
    }
    if let tag = LocaleSuggestions.byAlias[String(first)], !found.contains(tag) {
      found.append(tag)
    }
    return found
  }

  /// The warning for a tag whose `-u-co-` collation is not compiled in
  /// (`zh-Hant-u-co-unihan`, ICU's radical-stroke order), which would
  /// otherwise give the locale's standard order without a word; `nil` for
  /// a tag without one, or one the collation uses or has by default.
  ///
  ///     unsupportedCollationWarning(for: "zh-Hant-u-co-unihan", resolved: "zh-Hant")
  ///     // "collation 'unihan' of 'zh-Hant-u-co-unihan' is not supported; using zh-Hant"
  static func unsupportedCollationWarning(for tag: String, resolved: String) -> String? {
    let parts = tag.asciiLowercased().split { $0 == "-" || $0 == "_" }.map(String.init)
    guard let u = parts.firstIndex(of: "u"),
      let co = parts[u...].firstIndex(of: "co"), co + 1 < parts.count
    else { return nil }
    let type = parts[co + 1]
    // The default each locale gives for a `co` it names: no warning.
    let defaults = ["zh-Hans": "pinyin", "zh-Hant": "stroke"]
    if type == "standard" || defaults[resolved] == type || resolved.hasSuffix("-u-co-\(type)") {
      return nil
    }
    let candidates: [String] = ["pinyin", "stroke", "zhuyin", "phonebk", "trad"]
    let offered: [String] = candidates.filter { (other: String) -> Bool in
      if defaults[resolved] == other { return true }
      let locale = IndexedCollation(locale: resolved + "-u-co-" + other).locale
      return locale.hasSuffix("-u-co-" + other)
    }
    return "collation '\(type)' of '\(tag)' is not supported; using \(resolved)"
      + (offered.isEmpty ? "" : " (its collations: \(offered.joined(separator: ", ")))")
  }
}

extension LocaleHints {
  /// The native tool's: suggestions from `LocaleSuggestions`, names from
  /// `LocaleNames`, and the warning for collations not compiled in.
  static var native: LocaleHints {
    LocaleHints(
      suggestions: LocaleOption.suggestions(for:),
      englishName: { LocaleNames.english[$0] },
      unsupportedCollation: LocaleOption.unsupportedCollationWarning(for:resolved:))
  }
}
