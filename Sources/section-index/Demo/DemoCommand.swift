import IndexedCollation

/// `section-index demo`: the main job on built-in data.
enum DemoCommand: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      commandName: "section-index demo",
      abstract: "Browse the world's countries and some people's names in a locale.",
      discussion: """
        The names of the world's countries and regions in the locale's language \
        (from CLDR) and a sample of people's names from many languages, sectioned \
        and browsed as `browse` does; printed as text when standard output is not a \
        terminal or TERM is dumb. Names are built in for the languages \
        IndexedCollation supports; others get English names in their own order. \
        Several comma-separated locales make one index; the names are those of \
        the first. The keys are those of `browse`.
        """,
      options: [LocaleOption.spec, InputOptions.namesFlag])
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    let collation = try LocaleOption.collation(
      arguments, content: InputOptions.content(arguments), context: context)
    let tag = LocaleOption.tags(arguments, environment: context.environment).first ?? ""
    try Browser.present(collation: collation, context: context) {
      var input = LoadedInput(name: "demo", format: .lines)
      input.lines = DemoData.records(locale: collation.locale, requestedLocale: tag)
      return input
    }
  }
}

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
    let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let language = parts.first?.lowercased() else { return nil }
    if language == "zh" {
      let rest = Set(parts.dropFirst().map { $0.lowercased() })
      let traditional =
        !rest.isDisjoint(with: ["hant", "tw", "hk", "mo"]) && !rest.contains("hans")
      return traditional ? "zh_Hant" : "zh"
    }
    var candidates: [String] = []
    for count in stride(from: parts.count, through: 1, by: -1) {
      candidates.append(([language] + parts[1..<count]).joined(separator: "_"))
    }
    return candidates.first { TerritoryNames.names[$0] != nil }
  }
}
