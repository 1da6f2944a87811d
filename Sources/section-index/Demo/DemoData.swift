import SectionIndexCommandLine
import SectionIndexIO

/// The built-in records of `demo` (the table key the web build shares is in
/// `SectionIndexCommandLine`).
extension DemoData {
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
}
