import SectionIndexAlgorithms
import SectionIndexCollation
import SectionIndexIO

/// The `--locale` option shared by the commands, and its default.
package enum LocaleOption {
  package static let spec = OptionSpec.option(
    "locale", valueName: "tag",
    help: """
      The BCP 47 language tag whose sections and order to use, such as sv, de-CH \
      or zh-Hant; unknown tags fall back to the root collation (A–Z) with a warning that \
      suggests the likely tag (jp: ja, cn: zh-Hans, tw: zh-Hant). Several tags, \
      comma-separated (zh-Hans,ja,en), make one index of their titles.
      """,
    defaultDescription: "from LC_ALL, LC_COLLATE or LANG, else en")

  /// The tags to use: the option's value split at commas, else the user's
  /// collation locale.
  ///
  /// - Throws: ``UsageError`` of `command` when the option names no tag at
  ///   all (`--locale ","`), as for an empty value (`--locale ""`).
  package static func tags(
    _ arguments: ParsedArguments, command: CommandSpec, environment: (String) -> String?
  ) throws(UsageError) -> [String] {
    let given = arguments.value(spec.name)
    let tags = (given ?? userLocale(environment: environment)).split(separator: ",").map { tag in
      // Closures, not key paths: Embedded Swift (the wasm build) has none.
      String(tag.drop(while: isWhitespace).reversed().drop(while: isWhitespace).reversed())
    }
    if given != nil, tags.allSatisfy({ $0.isEmpty }) {
      throw command.error("The value for '\(spec.synopsis)' must not be empty")
    }
    return tags.filter { !$0.isEmpty }
  }

  /// Whether a character is white space (its first scalar is White_Space, as
  /// `Character.isWhitespace` says, from the package's Unicode 17 table).
  private static func isWhitespace(_ character: Character) -> Bool {
    character.unicodeScalars.first.map { UnicodeProperties.isWhitespace($0.value) } ?? false
  }

  /// The collation for the ``tags(_:environment:)``, with a warning for each tag that fell back to the root collation.
  ///
  ///     // --locale klingon: "warning: unknown locale 'klingon'; using root (A–Z)"
  package static func collation(
    _ tags: [String], content: IndexedCollation.Content = .text, context: CommandContext
  ) throws(SystemError) -> IndexedCollation {
    let collation = IndexedCollation(locales: tags, content: content)
    // The locales used instead, when a list has known ones.
    let used =
      collation.locale == "root" ? nil : collation.locales.joined(separator: ",")
    for tag in tags where !["root", "und", ""].contains(tag.asciiLowercased()) {
      let resolved = tags.count == 1 ? collation.locale : IndexedCollation(locale: tag).locale
      let hints = context.localeHints
      if resolved == "root" {
        try context.warn(fallbackWarning(for: tag, using: used, hints: hints))
      } else if let warning = hints.unsupportedCollation(tag, resolved) {
        try context.warn(warning)
      }
      if resolved != "root",
        let warning = leftOutWarning(for: tag, resolved: resolved, in: collation)
      {
        try context.warn(warning)
      }
    }
    return collation
  }

  /// What the warning for a known tag that an index leaves out says: an
  /// earlier tag of the same language decides for it (one Chinese index a
  /// list: `zh-Hans,zh-Hant` files every Chinese record by zh-Hans), or nil
  /// when the index uses the tag's locale.
  ///
  ///     // "locale 'zh-Hant' left out: 'zh-Hans' comes first and decides for its language"
  ///     leftOutWarning(for: "zh-Hant", resolved: "zh-Hant", in: IndexedCollation(locales: ["zh-Hans", "zh-Hant"]))
  package static func leftOutWarning(
    for tag: String, resolved: String, in collation: IndexedCollation
  ) -> String? {
    // Bytes, not String ==: the web wasm calls this too, and == would link
    // the standard library's normalization tables into it.
    if collation.locales.contains(where: { $0.utf8Equals(resolved) }) { return nil }
    // The language subtag's bytes, up to '-' or '_' (Characters would
    // compare through normalization too).
    func language(_ identifier: String) -> Substring.UTF8View {
      identifier.utf8.prefix { $0 != 0x2D && $0 != 0x5F }
    }
    guard
      let decider = collation.locales.first(where: {
        language($0).elementsEqual(language(resolved))
      })
    else { return nil }
    return "locale '\(tag)' left out: '\(decider)' comes first and decides for its language"
  }

  /// What the warning for a tag that fell back to the root collation says:
  /// root is used, or, in a list with known tags, the tag is left out.
  ///
  ///     fallbackWarning(for: "xx", using: "sv")  // "unknown locale 'xx'; left out, using sv"
  package static func fallbackWarning(
    for tag: String, using used: String? = nil, hints: LocaleHints = LocaleHints()
  ) -> String {
    let looksLikeATag =
      tag.first?.isASCIILetter == true
      && tag.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "-" || $0 == "_" }
    let outcome = used.map { "left out, using \($0)" } ?? "using root (A–Z)"
    let hint = hints.suggestions(tag).map { tag in
      "'\(tag)'" + (hints.englishName(tag).map { " (\($0))" } ?? "")
    }
    return
      (looksLikeATag
      ? "unknown locale '\(tag)'; \(outcome)"
      : "'\(tag)' is not a language tag; \(outcome)")
      + (hint.isEmpty ? "" : "; did you mean \(hint.listed(conjunction: "or"))?")
  }

  /// The collation locale from the environment, as a language tag.
  ///
  /// The first non-empty of `LC_ALL`, `LC_COLLATE` and `LANG` (the POSIX
  /// order of precedence), without its code set and modifier and with
  /// hyphens: `sv_SE.UTF-8` → `sv-SE`, `de_DE@euro` → `de-DE`. `C`, `POSIX`
  /// and nothing at all give `en`.
  ///
  ///     userLocale(environment: ["LANG": "sv_SE.UTF-8"].get)  // "sv-SE"
  package static func userLocale(environment: (String) -> String?) -> String {
    let raw =
      ["LC_ALL", "LC_COLLATE", "LANG"].lazy
      .compactMap(environment)
      .first { !$0.isEmpty } ?? ""
    var tag = Substring(raw)
    if let at = tag.firstIndex(of: "@") { tag = tag[..<at] }
    if let dot = tag.firstIndex(of: ".") { tag = tag[..<dot] }
    if tag.isEmpty || tag == "C" || tag == "POSIX" { return "en" }
    return String(tag.map { $0 == "_" ? "-" : $0 })
  }
}

/// What the `--locale` warnings may add from tables the native tool carries
/// and the WebAssembly build leaves out: the tags an unknown one most likely
/// meant, with their English names, and a warning for a `-u-co-` collation
/// not compiled in. By default, none of them.
package struct LocaleHints {
  /// The compiled-in tags an unknown tag most likely meant (`jp`: `ja`).
  package var suggestions: (String) -> [String]
  /// A tag's English name (`ja`: `Japanese`).
  package var englishName: (String) -> String?
  /// The warning for a tag whose collation, resolved to the second
  /// argument, is not compiled in; `nil` for none.
  package var unsupportedCollation: (String, String) -> String?

  package init(
    suggestions: @escaping (String) -> [String] = { _ in [] },
    englishName: @escaping (String) -> String? = { _ in nil },
    unsupportedCollation: @escaping (String, String) -> String? = { _, _ in nil }
  ) {
    self.suggestions = suggestions
    self.englishName = englishName
    self.unsupportedCollation = unsupportedCollation
  }
}
