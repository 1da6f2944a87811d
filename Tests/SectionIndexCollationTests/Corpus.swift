import Foundation
import Testing

/// The multi-locale test corpus in `Resources/corpus` and the ICU fixture made
/// from it by `Tools/icu-reference/make-fixtures.sh`.
enum Corpus {
  /// Every locale the library promises, with a corpus file of the same name.
  static let locales = [
    "en", "de", "fr", "es", "it", "pt", "nl", "sv", "fi", "da", "nb", "pl", "cs", "tr",
    "vi", "ru", "uk", "el", "he", "ar", "th", "ko", "ja", "zh-Hans", "zh-Hant",
  ]

  /// The locale's own records followed by the shared tricky ones (lower case,
  /// decomposed input, digits, punctuation, emoji, other scripts, leading
  /// white space and invisible characters).
  static func records(for locale: String) throws -> [String] {
    try lines(of: locale) + lines(of: "shared")
  }

  /// ICU's bucket label for each record, by locale, in file order.
  static func icuBuckets() throws -> [String: [(string: String, label: String)]] {
    let url = try #require(
      Bundle.module.url(forResource: "icu-buckets", withExtension: "tsv", subdirectory: "Resources")
    )
    let text = try String(contentsOf: url, encoding: .utf8)
    var out: [String: [(string: String, label: String)]] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      try #require(fields.count == 3, "bad fixture line: \(line)")
      out[String(fields[0]), default: []].append((String(fields[1]), String(fields[2])))
    }
    return out
  }

  private static func lines(of name: String) throws -> [String] {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Resources/corpus"),
      "no corpus file for \(name)")
    let text = try String(contentsOf: url, encoding: .utf8)
    // Split on "\n" only: a record may start with other white space on purpose.
    return text.split(separator: "\n").map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
      .filter { !$0.isEmpty }
  }
}
