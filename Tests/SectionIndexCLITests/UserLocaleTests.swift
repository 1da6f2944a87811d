import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords
import Testing

@testable import section_index

/// The `--locale` default, called directly.
@Suite struct UserLocaleTests {
  @Test(arguments: [
    ([:], "en"),
    (["LANG": "sv_SE.UTF-8"], "sv-SE"),
    (["LANG": "C"], "en"),
    (["LANG": "POSIX"], "en"),
    (["LANG": "en_US.ISO-8859-1@euro"], "en-US"),
    (["LANG": "de", "LC_COLLATE": "fr_CA"], "fr-CA"),
    (["LC_ALL": "ja_JP.UTF-8", "LC_COLLATE": "fr_CA"], "ja-JP"),
    (["LC_ALL": "", "LANG": "ko_KR"], "ko-KR"),
  ])
  func userLocale(environment: [String: String], expected: String) {
    #expect(LocaleOption.userLocale(environment: { environment[$0] }) == expected)
  }
}
