import SectionIndexAlgorithms

extension IndexedCollation {
  /// A language an index of several of Chinese, Japanese and Korean files
  /// a record by (``language(of:phoneticKey:)``).
  public enum Language: Sendable, Hashable {
    /// The Chinese locale of the list (`zh-Hans` or `zh-Hant`; the first
    /// one listed when there are both).
    case chinese
    /// `ja`.
    case japanese
    /// `ko`.
    case korean
  }

  /// What decided a record's ``Language``, in the order the rules are
  /// tried.
  public enum LanguageReason: Sendable, Hashable {
    /// The text has kana: Japanese.
    case kana
    /// The text has Hangul: Korean.
    case hangul
    /// The text has ideographs only one of the languages writes: forms
    /// only Simplified or Traditional Chinese has (张, 伟), or only
    /// Japanese (込, 峠, 畑, shinjitai such as 沢, 広, 駅).
    case characters
    /// The caller's reading: kana is Japanese, Hangul Korean, Latin
    /// (pinyin) or zhuyin Chinese.
    case phoneticKey
    /// With ``Content/names``: a Chinese surname and one or two
    /// characters (王伟, 欧阳娜娜), or, through
    /// `JapaneseReadings.language(of:phoneticKey:)`, a Japanese surname and
    /// given name the Japanese tables know (佐藤花子).
    case name
    /// Nothing else decided: the first of the languages in the list.
    case firstListed
  }

  /// The language a record is filed by, and why.
  public struct LanguageChoice: Sendable, Hashable {
    /// The language whose own index files the record.
    public var language: Language
    /// The rule that decided it.
    public var reason: LanguageReason

    public init(_ language: Language, _ reason: LanguageReason) {
      self.language = language
      self.reason = reason
    }
  }

  /// Whether this index files each record by the language it is written
  /// in: its locales name more than one of Chinese, Japanese and Korean.
  ///
  ///     IndexedCollation(locales: ["zh-Hans", "ja"]).filesByLanguage  // true
  ///     IndexedCollation(locales: ["en", "ja"]).filesByLanguage       // false
  public var filesByLanguage: Bool { mixed != nil }

  /// The language a record is filed by in an index of several of Chinese,
  /// Japanese and Korean, so that an app can show it: the record gets the
  /// section, and among that language's records the order, it gets in that
  /// language's own index.
  ///
  /// The rules, in order: kana is Japanese; Hangul is Korean; ideographs
  /// only one of the languages writes decide next; then the reading the
  /// caller gives (kana Japanese, Latin pinyin or zhuyin Chinese); then,
  /// for ``Content/names``, a Chinese surname and one or two characters;
  /// then the first of the languages in the list. Only languages the list
  /// names are chosen.
  ///
  ///     let index = IndexedCollation(locales: ["zh-Hans", "ja"], content: .names)
  ///     index.language(of: "木村さくら")                  // .japanese, .kana
  ///     index.language(of: "张伟")                      // .chinese, .characters
  ///     index.language(of: "渡辺")                      // .japanese, .characters
  ///     index.language(of: "山田", phoneticKey: "やまだ")  // .japanese, .phoneticKey
  ///     index.language(of: "Smith")                     // nil
  ///
  /// - Parameters:
  ///   - string: The string a record is shown as.
  ///   - phoneticKey: How it is read, if the caller knows.
  /// - Returns: The language and the rule that chose it; `nil` when the
  ///   index does not file by language (``filesByLanguage``) or the
  ///   string has no kana, Hangul or ideograph of a language in the list
  ///   (it is filed by the list's own titles, as Latin is).
  /// - Complexity: O(*n*) for *n* scalars.
  public func language(of string: String, phoneticKey: String? = nil) -> LanguageChoice? {
    mixed?.classifier.choose(string, phoneticKey: phoneticKey, japaneseName: { _ in nil })
  }

  /// ``language(of:phoneticKey:)`` with the Japanese name tables of
  /// `SectionIndexJapanese`: `japaneseName` says how surely a string reads
  /// as a Japanese name: 2 sure (decides before the Chinese surname rule),
  /// 1 less so (after it), `nil` not at all.
  package func language(
    of string: String, phoneticKey: String?, japaneseName: (String) -> Int?
  ) -> LanguageChoice? {
    mixed?.classifier.choose(string, phoneticKey: phoneticKey, japaneseName: japaneseName)
  }

  /// Whether locale identifiers (or data keys: `zh_Hant`) name two or more
  /// of Chinese, Japanese and Korean: then an index of them files each
  /// record by its language, and reads the sets that tell them apart.
  package static func namesSeveralLanguages(_ locales: [String]) -> Bool {
    var seen: [Language] = []
    for locale in locales {
      if let language = LanguageClassifier.language(ofLocale: locale), !seen.contains(language) {
        seen.append(language)
      }
    }
    return seen.count > 1
  }

  /// The locale whose own index files a language's records in this index:
  /// `"zh-Hans"`, `"zh-Hant"`, `"ja"` or `"ko"`, as ``locales`` names it;
  /// `nil` when the list does not name the language.
  ///
  ///     IndexedCollation(locales: ["zh-Hant", "ja"]).locale(of: .chinese)  // "zh-Hant"
  public func locale(of language: Language) -> String? {
    locales.first { LanguageClassifier.language(ofLocale: $0) == language }
  }
}
