extension IndexedCollation {
  /// Every locale with data of its own, as the BCP 47 tags ``locale`` reports.
  ///
  /// Every language CLDR gives index characters to (209 languages), with the
  /// script and region variants CLDR gives their own index or collation
  /// (`"sr-Latn"`, `"uz-Cyrl"`, `"de-AT"`, `"yue-Hans"` …). Each tag resolves
  /// to itself; other tags fall back to one of these or to root.
  ///
  ///     IndexedCollation.availableLocales.contains("cy")   // true: Welsh
  ///     IndexedCollation(locale: "cy").sectionTitles     // […, "C", "CH", "D", "DD", …]
  ///
  /// `-u-co-` collations (`"zh-Hant-u-co-zhuyin"`, `"de-u-co-phonebk"`) are
  /// not listed.
  public static var availableLocales: [String] { LocaleResolver.availableLocales }

  /// The locale `tag` asks for when this build was made for chosen locales
  /// (`Scripts/build-web.sh --locales en,de`) and left that one out, so that
  /// the caller can say so instead of sectioning by root; `nil` otherwise.
  ///
  ///     IndexedCollation.omittedLocale(for: "ja")  // "ja" in an en,de build, else nil
  ///
  /// - Complexity: O(*n*) in the omitted locales.
  package static func omittedLocale(for tag: String) -> String? {
    LocaleResolver.omittedLocale(for: tag)
  }

  /// The key of the data that serves `tag` (`"zh"` for zh-Hans, `"zh@zhuyin"`
  /// for zh-Hant-u-co-zhuyin), `nil` for root: what the web build's data
  /// files are needed by (`CollationData`).
  ///
  ///     IndexedCollation.dataKey(for: "zh-CN")  // "zh"
  ///
  /// - Complexity: O(*n*) in the tag's length.
  package static func dataKey(for tag: String) -> String? {
    LocaleResolver.resolve(tag).dataIdentifier
  }
}
