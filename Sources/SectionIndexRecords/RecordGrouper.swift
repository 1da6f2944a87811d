import SectionIndexCollation
import SectionIndexIO

/// Groups the records of a file or standard input into the sections of a
/// locale's index and sorts each, in memory that holds the largest section
/// rather than the input.
///
/// Records are read as a stream (lines, JSON, JSON Lines or CSV; a file, a
/// pipe or standard input), each given its section as it comes and kept with
/// it: in memory up to ``memoryLimit`` bytes, past that in a temporary file
/// in `$TMPDIR` (default `/tmp`), deleted at once. Then each section is read
/// back, sorted and handed out before the next.
///
///     let collation = IndexedCollation(localeIdentifier: "zh-Hans")
///     var grouper = RecordGrouper(collation: collation)
///     grouper.jobs = 2
///     var grouped = try grouper.read(RecordSource(path: "names.txt"))
///     try grouped.forEachSection { title, section in
///       print(title, section.count)
///       for k in 0..<section.count { print("  " + section.keyString(k)) }
///     }
///
/// The order is ``IndexedCollation/sections(of:by:phoneticKey:)``'s, byte
/// for byte, for any ``jobs`` and ``memoryLimit``. Records without a reading
/// are filed by their ``derivedReading`` where it gives one: pass
/// `JapaneseReadings.reading(of:)` (SectionIndexJapanese) where the index
/// files kanji as Japanese, and records are filed as
/// `JapaneseReadings.sections(of:)` files them.
///
/// - Complexity: O(*n* log *n*) in the records; memory O(largest section)
///   beyond ``memoryLimit``.
public struct RecordGrouper: Sendable {
  /// The collation whose sections and order records get.
  public var collation: IndexedCollation
  /// When set, only the records it matches (by key, or by reading) are kept.
  public var query: IndexedCollation.SearchQuery? = nil
  /// Threads to read a file's lines and sort sections on (1 to
  /// ``maximumJobs``); the result is the same for any.
  public var jobs = 1
  /// Bytes of records kept in memory before the rest go to a temporary file
  /// (0 keeps none in memory). Where no file can be made, records stay in
  /// memory.
  public var memoryLimit = RecordGrouper.defaultMemoryLimit
  /// Whether each record of JSON, JSON Lines or CSV input is kept whole, as
  /// compact JSON (a CSV row as an object keyed by the header), for
  /// ``SortedSection/payload(_:)``.
  public var keepsRecords = false
  /// How a record without a reading is read (`nil`: by its key), such as
  /// Japanese kana derived from kanji; called on the reading threads.
  ///
  ///     let japanese = collation.japaneseReadings  // SectionIndexJapanese
  ///     if japanese.derivesReadings { grouper.derivedReading = { japanese.reading(of: $0) } }
  public var derivedReading: ReadingDerivation? = nil

  /// Derives how a key is read, or `nil` when it is read as written.
  public typealias ReadingDerivation = @Sendable (String) -> String?

  /// The most ``jobs`` takes.
  public static let maximumJobs = Threads.maximumJobs
  /// The default ``memoryLimit``: 8 MB.
  public static let defaultMemoryLimit = SectionSpill.defaultMemoryLimit

  public init(collation: IndexedCollation) {
    self.collation = collation
  }

  /// Reads and sections every record of `source`.
  ///
  /// - Throws: ``RecordError`` when the input cannot be read, is malformed,
  ///   or holds an invalid record (unless ``RecordSource/skipsInvalid``).
  public func read(_ source: RecordSource) throws(RecordError) -> GroupedRecords {
    let path = source.path
    let jobs = Swift.max(1, Swift.min(self.jobs, Self.maximumJobs))
    // Keys use codes unless the input is small (a pipe may be large); a
    // file of lines is read a range a job.
    var size = path.flatMap(FileDescriptor.regularFileSize(atPath:))
    if case .bytes(let bytes) = source.input { size = bytes.count }
    let lines = source.format == .lines
    let parts = lines ? Swift.min(jobs, Swift.max(1, (size ?? 0) / (64 << 10))) : 1
    var group = RecordSectioner(
      collation: collation, many: size.map { $0 >= 128 << 10 } ?? true, query: query, jobs: jobs,
      parts: parts, memoryLimit: Swift.max(0, memoryLimit), derivedReading: derivedReading)
    var report = RecordReport()
    if lines {
      report.invalidUTF8Lines = try group.readLines(
        source.input, size: size, start: LineStream.StartOfFile(source.part),
        rejectsBinary: source.rejectsBinary)
      return GroupedRecords(sectioner: group, report: report, lines: true)
    }
    let reader = RecordReader(source)
    let keepsRecords = self.keepsRecords
    var header: [String]? = nil
    var record: [UInt8] = []
    let records = try RecordStream.read(source.input, with: reader) { key, reading, bytes, place in
      guard keepsRecords else {
        group.add(key: key, reading: reading, payload: nil)
        return true
      }
      record.removeAll(keepingCapacity: true)
      if source.format == .csv, header == nil { header = RecordReader.csvHeader(bytes) }
      RecordReader.appendCompact(
        source.format, at: place, header: header ?? [], from: bytes, to: &record)
      record.withUnsafeBufferPointer { group.add(key: key, reading: reading, payload: $0) }
      return true
    }
    return GroupedRecords(sectioner: group, report: records.report, lines: false)
  }
}

/// Records read and sectioned by ``RecordGrouper/read(_:)``, to be sorted and
/// handed out a section at a time.
public struct GroupedRecords: ~Copyable {
  private var sectioner: RecordSectioner
  /// What was repaired or skipped while reading.
  public let report: RecordReport
  /// Whether the records were lines (each written as read) rather than
  /// JSON, JSON Lines or CSV records.
  let lines: Bool

  init(sectioner: consuming RecordSectioner, report: RecordReport, lines: Bool) {
    self.sectioner = sectioner
    self.report = report
    self.lines = lines
  }

  /// The collation whose sections and order the records get.
  public var collation: IndexedCollation { sectioner.collation }

  /// Sorts each non-empty section and calls `body` with its title and its
  /// records, in index order (the section is valid during the call).
  ///
  ///     try grouped.forEachSection { title, section in
  ///       print(title, section.count)
  ///     }
  ///
  /// - Throws: ``RecordError`` (``RecordError/Kind/temporaryFile``) when
  ///   the temporary file cannot be read back, or does not give back what
  ///   was written.
  public mutating func forEachSection(
    _ body: (_ title: String, _ section: borrowing SortedSection) -> Void
  ) throws(RecordError) {
    do throws(SectionFailure<Never>) {
      try sortedSections { (title, section) throws(Never) in body(title, section) }
    } catch {
      switch error {
      case .records(let error): throw error
      }
    }
  }

  /// Sorts each non-empty section and calls `body` with its title and its
  /// records, in index order (the section is valid during the call), until
  /// `body` throws.
  ///
  ///     do throws(SectionFailure<SystemError>) {
  ///       try grouped.forEachSection { (title, section) throws(SystemError) in
  ///         try out.write(title)
  ///       }
  ///     } catch .records(let error) { … } catch .body(let error) { … }
  ///
  /// - Throws: ``SectionFailure/body(_:)`` with what `body` threw;
  ///   ``SectionFailure/records(_:)`` with a ``RecordError``
  ///   (``RecordError/Kind/temporaryFile``) when the temporary file cannot
  ///   be read back, or does not give back what was written.
  public mutating func forEachSection<Failure: Error>(
    _ body: (_ title: String, _ section: borrowing SortedSection) throws(Failure) -> Void
  ) throws(SectionFailure<Failure>) {
    try sortedSections(body)
  }

  private mutating func sortedSections<Failure: Error>(
    _ body: (_ title: String, _ section: borrowing SortedSection) throws(Failure) -> Void
  ) throws(SectionFailure<Failure>) {
    let titles = sectioner.collation.sectionTitles
    do throws(SectioningError<Failure>) {
      try sectioner.forEachSortedSection { (section, sorted) throws(Failure) in
        try body(titles[section], sorted)
      }
    } catch {
      switch error {
      case .spill(let error):
        throw .records(RecordError(.temporaryFile, systemError: error))
      case .corrupt(let problem):
        throw .records(RecordError(.temporaryFile, reason: problem))
      case .body(let error):
        throw .body(error)
      }
    }
  }
}

/// What stops ``GroupedRecords/forEachSection(_:)-(_:throws(Failure))``:
/// the records (the temporary file of sections cannot be read back), or
/// the body.
public enum SectionFailure<Failure: Error>: Error {
  /// The records cannot be handed out.
  case records(RecordError)
  /// `body` threw.
  case body(Failure)
}
