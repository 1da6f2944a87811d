// The Foundation path, measured in a child process of its own (the benchmark
// re-runs itself with `--measure foundation`) and printing `key=value` lines.

import BenchPlatform
import Foundation

enum Measure {
  /// The Foundation path many Swift apps write today: the first letter of the
  /// Latin transliteration, then `compare(_:options:range:locale:)` to sort.
  static func foundation(locale: String, corpus: String, limit: Int, labelsOut: String?) throws {
    let records = Array(try Platform.readLines(corpus).prefix(limit))
    let loc = Locale(identifier: locale)
    let (titles, transformMs) = Platform.time { records.map(foundationTitle) }
    let (sections, sortMs) = Platform.time { () -> [(String, [String])] in
      var groups: [String: [String]] = [:]
      for (record, title) in zip(records, titles) { groups[title, default: []].append(record) }
      return groups.keys.sorted { a, b in a == "#" ? false : (b == "#" ? true : a < b) }.map {
        title in
        (
          title,
          groups[title]!.sorted {
            $0.compare($1, options: [], range: nil, locale: loc) == .orderedAscending
          }
        )
      }
    }
    let peak = Platform.peakResidentKiB()
    // Check: a permutation of the input, sorted by its own comparator.
    let count = sections.reduce(0) { $0 + $1.1.count }
    guard count == records.count else { throw BenchError("Foundation path lost records") }
    for (_, items) in sections {
      for (a, b) in zip(items, items.dropFirst())
      where b.compare(a, options: [], range: nil, locale: loc) == .orderedAscending {
        throw BenchError("Foundation path out of order: \(a) > \(b)")
      }
    }
    if let labelsOut { try Platform.writeLines(titles, to: labelsOut) }
    print("records=\(records.count)")
    print("transform_ms=\(transformMs)")
    print("sort_ms=\(sortMs)")
    print("time_ms=\(transformMs + sortMs)")
    print("peak_kib=\(peak)")
    print("check=ok")
  }

  /// "A"–"Z" from the first character of the Latin, diacritic-free form; "#"
  /// for anything else.
  static func foundationTitle(_ record: String) -> String {
    let latin = record.applyingTransform(.toLatin, reverse: false) ?? record
    let plain = latin.applyingTransform(.stripDiacritics, reverse: false) ?? latin
    guard let first = plain.first else { return "#" }
    let upper = first.uppercased()
    if upper.count == 1, let s = upper.unicodeScalars.first, upper.unicodeScalars.count == 1,
      (0x41...0x5A).contains(s.value)
    {
      return upper
    }
    return "#"
  }

}
