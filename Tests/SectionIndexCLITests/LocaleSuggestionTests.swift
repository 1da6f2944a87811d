import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// The "did you mean" of the warning for an unknown `--locale` tag: region
/// codes written as languages, ISO 639-2/3 codes and English names.
@Suite struct LocaleSuggestionTests {
  @Test(arguments: [
    ("jp", "unknown locale 'jp'; using root (A–Z); did you mean 'ja' (Japanese)?"),
    ("cn", "unknown locale 'cn'; using root (A–Z); did you mean 'zh-Hans' (Simplified Chinese)?"),
    ("kr", "unknown locale 'kr'; using root (A–Z); did you mean 'ko' (Korean)?"),
    (
      "tw",
      "unknown locale 'tw'; using root (A–Z); did you mean 'zh-Hant' (Traditional Chinese) or 'ak' (Akan)?"
    ),
    ("dk", "unknown locale 'dk'; using root (A–Z); did you mean 'da' (Danish)?"),
    ("gr", "unknown locale 'gr'; using root (A–Z); did you mean 'el' (Greek)?"),
    ("ua", "unknown locale 'ua'; using root (A–Z); did you mean 'uk' (Ukrainian)?"),
    ("cz", "unknown locale 'cz'; using root (A–Z); did you mean 'cs' (Czech)?"),
    ("JP-jp", "unknown locale 'JP-jp'; using root (A–Z); did you mean 'ja' (Japanese)?"),
    ("jpn", "unknown locale 'jpn'; using root (A–Z); did you mean 'ja' (Japanese)?"),
    ("ger", "unknown locale 'ger'; using root (A–Z); did you mean 'de' (German)?"),
    ("Swedish", "unknown locale 'Swedish'; using root (A–Z); did you mean 'sv' (Swedish)?"),
    ("jp,en", "unknown locale 'jp'; left out, using en; did you mean 'ja' (Japanese)?"),
    ("klingon", "unknown locale 'klingon'; using root (A–Z)"),
  ])
  func unknownTagsSuggestTheLikelyLocale(tag: String, warning: String) throws {
    let result = try runCLI(["group", "--locale", tag], stdin: "Anna\n")
    #expect(result.exitCode == 0)
    #expect(result.stderr == "warning: \(warning)\n")
  }

  /// Tags that are valid need no help: POSIX spellings, and two-letter
  /// codes that are languages as well as regions (`se` is Northern Sami).
  @Test(arguments: ["en_US", "en_US.UTF-8", "sv_SE", "zh_TW", "ja_JP.eucJP", "se", "uk"])
  func validTagsHaveNoWarning(tag: String) throws {
    let result = try runCLI(["group", "--locale", tag], stdin: "Anna\n")
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
  }

  /// `--locale jp` files kanji under `#`; the suggested `ja` under their row.
  @Test func theSuggestionIsALocaleThatFilesTheText() throws {
    let wrong = try runCLI(["group", "--locale", "jp"], stdin: "さとう\n")
    #expect(wrong.stdout == "#\tさとう\n")
    let right = try runCLI(["group", "--locale", "ja"], stdin: "さとう\n")
    #expect(right.stdout == "さ\tさとう\n")
  }
}

/// A `-u-co-` collation that is not compiled in is named, not silently
/// replaced by the standard order.
@Suite struct UnsupportedCollationTests {
  @Test(arguments: [
    (
      "zh-Hant-u-co-unihan",
      "warning: collation 'unihan' of 'zh-Hant-u-co-unihan' is not supported; using zh-Hant "
        + "(its collations: pinyin, stroke, zhuyin)\n"
    ),
    (
      "de-u-co-emoji",
      "warning: collation 'emoji' of 'de-u-co-emoji' is not supported; using de "
        + "(its collations: phonebk)\n"
    ),
    ("zh-Hant-u-co-stroke", ""), ("zh-Hant-u-co-zhuyin", ""), ("zh-Hans-u-co-pinyin", ""),
    ("de-u-co-phonebk", ""), ("sv-u-co-standard", ""),
  ])
  func unsupportedCollationsAreNamed(tag: String, warning: String) throws {
    let result = try runCLI(["titles", "--locale", tag])
    #expect(result.exitCode == 0)
    #expect(result.stderr == warning)
  }
}
