import SectionIndexIO

/// What was repaired or left out while reading records.
public struct RecordReport: Sendable, Equatable {
  /// The 1-based lines whose invalid UTF-8 was replaced with U+FFFD.
  public var invalidUTF8Lines: [Int] = []
  /// How many invalid records were skipped.
  public var skippedCount = 0
  /// Why, for the first few: `FILE:LINE:COLUMN: record 4 has no "name"`.
  public var skippedMessages: [String] = []

  public init() {}

  /// The warnings to show about what was repaired or skipped in the input
  /// `name`: the first few invalid-UTF-8 lines by number, then a count; the
  /// skipped records' messages, then their count.
  ///
  ///     report.warnings(in: "people.csv")
  ///     // ["people.csv:3: invalid UTF-8 replaced with U+FFFD",
  ///     //  "people.csv: skipped 2 invalid records"]
  public func warnings(in name: String) -> [String] {
    var warnings = InputReader.invalidUTF8Warnings(lines: invalidUTF8Lines, in: name)
    warnings += skippedMessages
    if skippedCount > 0 {
      warnings.append(
        "\(name): skipped \(skippedCount.grouped) invalid record\(skippedCount == 1 ? "" : "s")")
    }
    return warnings
  }
}
