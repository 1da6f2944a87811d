import BenchPlatform

// The correctness gate: our section title per record against ICU's
// AlphabeticIndex bucket label, before any time is reported.

/// Why a record is left out of the comparison: a difference we make on purpose
/// (see the IndexedCollation guide), not a bug.
enum DeliberateDifference: String, CaseIterable {
  /// We skip leading white space and invisible format characters; ICU does not
  /// (it puts " Anna" in its underflow bucket).
  case leadingSpace = "leading space or format character"
  /// A Chinese record whose first character has more than one reading
  /// (曾 Zēng/Céng, 单 Shàn/Dān, 长 Zhǎng/Cháng …): surname and phrase readings
  /// may deliberately differ from ICU's single reading.
  case polyphonicHan = "polyphonic first Han character (zh)"
  /// Japanese kanji without a reading go to a `他` (other) section after わ,
  /// as Android's contacts app does; ICU puts them in its overflow bucket.
  case kanjiWithoutReading = "kanji without a reading under 他 (ja)"

  /// The first characters in the corpus pools whose common readings start
  /// with different letters (so the section itself depends on the reading),
  /// in surnames, places and Japanese names read in pinyin.
  static let polyphonic: Set<Unicode.Scalar> = Set(
    "曾单仇解查区乐覃翟尉长長重厦万沈".unicodeScalars)

  /// The title ours gives Han that no title covers (the default of
  /// `IndexedCollation.Options.hanWithoutReadingTitle`).
  static let otherTitle = "他"

  static func of(_ record: String, locale: String, ours: String, icu: String)
    -> DeliberateDifference?
  {
    guard let first = record.unicodeScalars.first else { return nil }
    let p = first.properties
    if p.isWhitespace || p.generalCategory == .format || p.isDefaultIgnorableCodePoint {
      return .leadingSpace
    }
    if locale.hasPrefix("zh") && polyphonic.contains(first) { return .polyphonicHan }
    if p.isIdeographic && ours == otherTitle && icu == "#" { return .kanjiWithoutReading }
    return nil
  }
}

/// How far two labelings of the same records agree.
struct Agreement {
  var compared = 0
  var agreed = 0
  var excluded: [DeliberateDifference: Int] = [:]
  /// Excluded records on which we agree with ICU anyway.
  var excludedAgreeing: [DeliberateDifference: Int] = [:]
  /// (ours, ICU) label pairs that disagree, with a count and the first record.
  var disagreements: [String: (count: Int, example: String)] = [:]
  var firstDisagreements: [(record: String, ours: String, icu: String)] = []

  init(records: [String], ours: [String], icu: [String], locale: String) throws {
    guard records.count == ours.count, records.count == icu.count else {
      throw BenchError(
        "label counts differ: \(records.count) records, \(ours.count) ours, \(icu.count) ICU")
    }
    for i in records.indices {
      if let reason = DeliberateDifference.of(
        records[i], locale: locale, ours: ours[i], icu: icu[i])
      {
        excluded[reason, default: 0] += 1
        if ours[i] == icu[i] { excludedAgreeing[reason, default: 0] += 1 }
        continue
      }
      compared += 1
      if ours[i] == icu[i] {
        agreed += 1
      } else {
        let pair = "\(ours[i]) ≠ ICU \(icu[i])"
        disagreements[pair, default: (0, records[i])].count += 1
        if firstDisagreements.count < 8 { firstDisagreements.append((records[i], ours[i], icu[i])) }
      }
    }
  }

  var percent: Double { compared == 0 ? 100 : Double(agreed) * 100 / Double(compared) }

  /// The most frequent disagreeing label pairs.
  func topDisagreements(_ n: Int) -> [(pair: String, count: Int, example: String)] {
    let all: [(pair: String, count: Int, example: String)] = disagreements.map { entry in
      (pair: entry.key, count: entry.value.count, example: entry.value.example)
    }
    let sorted = all.sorted { a, b in a.count != b.count ? a.count > b.count : a.pair < b.pair }
    return Array(sorted.prefix(n))
  }
}
