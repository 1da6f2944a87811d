import SectionIndexAlgorithms
import SectionIndexCollation
import SectionIndexIO

/// Every record of a file or standard input, read whole into memory, for a
/// caller that needs them all at once (`browse`, `demo`): lines, or the keys
/// and readings of JSON, JSON Lines or CSV records.
///
///     let loaded = try LoadedRecords(RecordSource(path: "people.csv", keyField: "name"))
///     print(loaded.count, loaded.report.skippedCount)
///
/// ``RecordGrouper`` reads in bounded memory instead; this holds the input's
/// records (not its bytes) as packed UTF-8.
///
/// - Complexity: O(*n*) in the input's bytes.
package struct LoadedRecords {
  package var format: InputFormat
  /// The lines, for ``InputFormat/lines``.
  package var lines = PackedUTF8()
  /// The records, for JSON, JSON Lines and CSV.
  package var records = RecordInput()
  /// What was repaired or skipped while reading.
  package var report = RecordReport()

  /// Lines already in memory.
  package init(lines: PackedUTF8) {
    format = .lines
    self.lines = lines
  }

  /// Reads every record of `source`.
  ///
  /// - Throws: ``RecordError`` when the input cannot be read, is malformed,
  ///   or holds an invalid record (unless ``RecordSource/skipsInvalid``).
  package init(_ source: RecordSource) throws(RecordError) {
    format = source.format
    guard format != .lines else {
      let read = try InputReader.read(source.input, rejectsBinary: source.rejectsBinary)
      lines = read.lines
      report.invalidUTF8Lines = read.invalidLines
      return
    }
    let bytes = try InputReader.readBytes(source.input)
    let reader = RecordReader(source)
    records = try bytes.withUnsafeBufferPointer { buffer throws(RecordError) in
      try reader.read(buffer)
    }
    report = records.report
  }

  /// How many records there are.
  package var count: Int { format == .lines ? lines.count : records.count }

  /// The records sectioned by a collation, as ``RecordGrouper`` sections
  /// them: records without a reading are filed by `derivedReading` where it
  /// gives one.
  ///
  /// - Complexity: O(*n* log *n*) in the records.
  package func sections(
    _ collation: IndexedCollation, derivedReading: RecordGrouper.ReadingDerivation? = nil
  ) -> Sections {
    guard format != .lines else {
      let strings = (0..<lines.count).map(lines.string(at:))
      guard let derivedReading else { return .lines(collation.sections(of: strings)) }
      return .lines(collation.sections(of: strings, by: { $0 }, phoneticKey: derivedReading))
    }
    return .records(
      collation.sections(
        of: records.records, by: { $0.key },
        phoneticKey: { $0.reading ?? derivedReading?($0.key) }))
  }

  /// Lines or records, sectioned.
  package enum Sections {
    case lines(IndexedSections<String>)
    case records(IndexedSections<Record>)

    /// Every title of the index, for the bar.
    package var indexTitles: [String] {
      switch self {
      case .lines(let sections): sections.indexTitles
      case .records(let sections): sections.indexTitles
      }
    }

    /// Each record's reading, by section, when records have readings.
    package var readings: [[String?]]? {
      guard case .records(let sections) = self else { return nil }
      let readings = sections.map { $0.items.map(\.reading) }
      return readings.contains { $0.contains { $0 != nil } } ? readings : nil
    }
  }
}
