import SectionIndexAlgorithms

/// The built-in records of `demo`.
enum DemoData {
  /// The region names of a locale followed by the sample people's names.
  static func records(locale: String, requestedLocale: String) -> [String] {
    territoryNames(locale: locale, requestedLocale: requestedLocale) + SampleNames.all
  }

  /// The names of the world's countries and regions in a locale's language,
  /// English when the locale has none built in.
  ///
  ///     DemoData.territoryNames(locale: "sv").contains("Sverige")  // true
  static func territoryNames(locale: String, requestedLocale: String = "") -> [String] {
    let key = tableKey(for: locale) ?? tableKey(for: requestedLocale) ?? "en"
    return names(in: TerritoryNames.names[key] ?? TerritoryNames.names["en"]!)
  }

  /// The names of a `TerritoryNames` table, split at each separator scalar (a
  /// name may begin with a mark or format character, which would join the
  /// separator's grapheme: Ewe, Lao, Adlam Fulah).
  static func names(in table: String) -> [String] {
    table.unicodeScalars.split(separator: TerritoryNames.separatorScalar).map {
      String(String.UnicodeScalarView($0))
    }
  }

  /// The key of `TerritoryNames.names` for a language tag: `zh-TW` → `zh_Hant`,
  /// `de-CH` → `de`.
  static func tableKey(for tag: String) -> String? {
    tableKey(for: tag) { TerritoryNames.names[$0] != nil }
  }

  /// The key for a language tag among the keys `isKey` accepts: what the web
  /// build uses with the keys of `demo-records.json`, which holds the names
  /// out of its wasm (Tools/demo-records.py).
  ///
  ///     DemoData.tableKey(for: "zh-TW") { ["zh", "zh_Hant"].contains($0) }  // "zh_Hant"
  ///
  /// - Complexity: O(*n*) in the tag's subtags.
  static func tableKey(for tag: String, isKey: (String) -> Bool) -> String? {
    let parts = tag.splitUTF8(separators: UInt8(ascii: "-"), UInt8(ascii: "_"))
    guard let language = parts.first?.asciiLowercased() else { return nil }
    // Subtags are ASCII: compared by their bytes (`UTF8Key`).
    if language.utf8Equals("zh") {
      let rest = Set(parts.dropFirst().map { UTF8Key($0.asciiLowercased()) })
      let traditional =
        !rest.isDisjoint(with: ["hant", "tw", "hk", "mo"]) && !rest.contains("hans")
      return traditional ? "zh_Hant" : "zh"
    }
    var candidates: [String] = []
    for count in stride(from: parts.count, through: 1, by: -1) {
      candidates.append(([language] + parts[1..<count]).joined(separator: "_"))
    }
    return candidates.first(where: isKey)
  }
}
