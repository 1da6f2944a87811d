import Testing

@testable import SectionIndexCollation

/// How a language tag resolves to compiled-in data (`LocaleResolver`), and the
/// public `IndexedCollation.availableLocales` list it serves.
@Suite struct LocaleResolverTests {
  /// Tag → the identifier `IndexedCollation.locale` reports.
  @Test(arguments: [
    // Region: kept when CLDR has data for it, else dropped.
    ("de-CH", "de"), ("de_AT", "de-AT"), ("de-LI", "de"), ("sv-FI", "sv"), ("bn-IN", "bn"),
    ("en-US", "en"), ("EN-us", "en"), ("fr_CA", "fr"),
    // Script, with or without region; a variant.
    ("sr-Latn-RS", "sr-Latn"), ("sr-Cyrl", "sr"), ("uz-Cyrl-UZ", "uz-Cyrl"), ("pa-Guru", "pa"),
    ("yue-Hans-CN", "yue-Hans"), ("be-tarask", "be"),
    // Chinese: the script, else the region, decides.
    ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh_TW", "zh-Hant"), ("zh-HK", "zh-Hant"),
    ("zh-Hant-CN", "zh-Hant"), ("zh-Hans-TW", "zh-Hans"),
    // POSIX suffixes and extensions are cut off.
    ("en_US.UTF-8", "en"), ("de_DE@euro", "de"), ("fr-x-private", "fr"),
    // -u-co- collation keywords: honoured where the locale offers them.
    ("de-u-co-phonebk", "de-u-co-phonebk"), ("es-u-co-trad", "es-u-co-trad"),
    ("zh-u-co-stroke", "zh-Hans-u-co-stroke"), ("zh-Hant-u-co-pinyin", "zh-Hant-u-co-pinyin"),
    ("zh-TW-u-co-zhuyin", "zh-Hant-u-co-zhuyin"), ("zh-u-co-pinyin", "zh-Hans"),
    ("en-US-u-co-phonebk", "en"), ("de-u-co-unknown", "de"),
    // ISO 639 aliases.
    ("iw", "he"), ("iw-IL", "he"), ("in", "id"), ("tl", "fil"), ("no", "no"), ("nb", "nb"),
    // Unknown and malformed: root.
    ("xx", "root"), ("", "root"), ("-", "root"), ("_", "root"), ("123", "root"), ("🙂", "root"),
    ("u-co-phonebk", "root"), ("@euro", "root"),
  ])
  func fallback(tag: String, expected: String) {
    #expect(LocaleResolver.resolve(tag).identifier == expected)
    let collation = IndexedCollation(locale: tag)
    #expect(collation.locale == expected)
    #expect(collation.requestedLocales == [tag])
    #expect(collation.sectionTitles.last == "#")
  }

  /// Tags are ASCII (BCP 47) and read as bytes: non-ASCII subtags resolve as
  /// they did when they were read as characters (a non-ASCII language is
  /// root, so the tool still warns that it is not a language tag; other
  /// non-ASCII subtags are ignored, a one-character one ends the tag), and
  /// only A–Z change case.
  @Test(arguments: [
    ("språk", "root"), ("Ñ", "root"), ("é", "root"), ("🙂-sv", "root"), ("sv-Å", "sv"),
    ("sv-SÉ", "sv"), ("zh-Hänt", "zh-Hans"), ("de-ÄT", "de"), ("zh-é-Hant", "zh-Hans"),
    ("sv.é", "sv"), ("ar-٣٣٣", "ar"), ("sv-ééééé-x", "sv"),
    // Deliberately different from reading characters: KELVIN SIGN is not
    // k (lowercased() made "stro\u{212A}e" "stroke"), and a combining mark
    // after a hyphen no longer hides the hyphen.
    ("zh-u-co-stro\u{212A}e", "zh-Hans"), ("sv-\u{301}", "sv"), ("zh-e\u{301}-Hant", "zh-Hant"),
  ])
  func nonASCIITags(tag: String, expected: String) {
    #expect(LocaleResolver.resolve(tag).identifier == expected)
  }

  /// Tag → the key of the compiled-in data (nil: root).
  @Test(
    arguments: [
      ("zh", "zh"), ("zh-Hant", "zh_Hant"), ("zh-Hant-u-co-zhuyin", "zh@zhuyin"),
      ("de-u-co-phonebk", "de@phonebook"), ("es-u-co-trad", "es@traditional"),
      ("sr_Latn_RS", "sr_Latn"), ("iw", "he"), ("xx", nil), ("", nil),
      // Script variants of their own in ICU 78 (CLDR 48), not the language's script.
      ("kk-Arab", "kk_Arab"), ("ks-Deva", "ks_Deva"), ("sd-Deva", "sd_Deva"), ("vai", "vai"),
    ] as [(String, String?)])
  func dataIdentifier(tag: String, expected: String?) {
    #expect(LocaleResolver.resolve(tag).dataIdentifier == expected)
  }

  @Test func everyAvailableLocaleResolvesToItself() {
    let tags = IndexedCollation.availableLocales
    #expect(tags.count == 269)  // ICU 78's 245 languages, 269 tags with their variants
    #expect(Set(tags).count == tags.count)
    for tag in tags {
      #expect(IndexedCollation(locale: tag).locale == tag)
    }
  }

  @Test func availableLocalesAreTagsWithoutCollationVariants() {
    let tags = IndexedCollation.availableLocales
    #expect(tags.prefix(3) == ["en", "de", "fr"])
    for tag in ["zh-Hans", "zh-Hant", "sr-Latn", "fa-AF", "nb", "nn", "he", "ja"] {
      #expect(tags.contains(tag), "\(tag)")
    }
    for tag in tags {
      #expect(!tag.contains("_") && !tag.contains("@") && !tag.contains("-u-"), "\(tag)")
    }
    #expect(!tags.contains("root"))
  }
}
