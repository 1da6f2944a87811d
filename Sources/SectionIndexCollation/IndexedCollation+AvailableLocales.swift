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
}
