import SectionIndexCollation
import SectionIndexIO

extension RecordGrouper {
  /// Writes a sort key for each record of `source`, in input order, as
  /// `KEY<TAB>TITLE<TAB>RECORD` lines whose byte order of `KEY` (lowercase
  /// hexadecimal) is the order ``read(_:)`` and
  /// ``GroupedRecords/forEachSection(_:)-(_:)`` give: what
  /// `section-index keys` prints.
  ///
  ///     let grouper = RecordGrouper(collation: IndexedCollation(locale: "sv"))
  ///     let out = RecordOutput.standardOutput()
  ///     let report = try grouper.writeSortKeys(of: RecordSource(path: "names.txt"), to: out)
  ///     try out.flush()
  ///
  /// Records without a reading are keyed by their ``derivedReading`` where
  /// it gives one, as ``read(_:)`` files them; ``query``, ``jobs`` and
  /// ``memoryLimit`` play no part (records are read and written as a
  /// stream, in memory that does not grow with the input).
  ///
  /// Sorting the lines by `KEY` with a stable sort and dropping `KEY` gives
  /// what ``GroupedRecords/write(_:to:)`` writes as tsv; a file of lines
  /// split into parts gives the same keys as the whole when each part
  /// after the first is read as ``RecordSource/Part/later``.
  ///
  /// - Parameter output: Where the lines go; records are shown with their
  ///   control characters escaped where it escapes them (a terminal).
  /// - Returns: What was repaired or skipped while reading.
  /// - Throws: ``RecordError`` when the input cannot be read, is malformed
  ///   or holds an invalid record (unless ``RecordSource/skipsInvalid``),
  ///   or the output cannot be written (``RecordError/Kind/unwritable``).
  /// - Complexity: O(*n*) in the input's bytes.
  public func writeSortKeys(
    of source: RecordSource, to output: RecordOutput
  ) throws(RecordError) -> RecordReport {
    let output = output.writer
    let derived = derivedReading
    let collation = self.collation
    let lines: KeyLineWriter
    do { lines = try KeyLineWriter(titles: collation.sectionTitles, to: output) } catch {
      throw RecordError(.unwritable, systemError: error)
    }
    let escapes = output.escapesRecords
    func write(_ key: SortKey, _ record: String) throws(RecordError) {
      do {
        try lines.write(
          key: key.bytes,
          record: escapes ? ControlEscaping.escaped(record, backslashes: true) : record)
      } catch {
        throw RecordError(.unwritable, systemError: error)
      }
    }
    guard source.format == .lines else {
      func phoneticKey(_ key: String, given: String?) -> String? {
        if let given, !given.isEmpty { return given }
        return derived?(key)
      }
      var failure: RecordError? = nil
      let records = try RecordStream.read(source.input, with: RecordReader(source)) {
        key, reading, _, _ in
        let record = Record(
          key: String(decoding: key, as: UTF8.self),
          reading: reading.map { String(decoding: $0, as: UTF8.self) }, source: 0..<0)
        do throws(RecordError) {
          try write(
            collation.sectionSortKey(
              for: record.key, phoneticKey: phoneticKey(record.key, given: record.reading)),
            record.displayKey)
          return true
        } catch {
          failure = error
          return false
        }
      }
      if let failure { throw failure }
      return records.report
    }
    var report = RecordReport()
    try LineStream.forEachLine(
      source.input, start: LineStream.StartOfFile(source.part),
      rejectsBinary: source.rejectsBinary
    ) { number, line, valid throws(RecordError) in
      if valid && derived == nil && !escapes {
        // Most records: the key made from the line's bytes and written
        // as hexadecimal straight into the output's buffer.
        let pending = collation.withSectionSortKey(forUTF8: line) { key in
          lines.format(key: key, record: line)
        }
        do throws(SystemError) { try lines.writeFormatted(count: pending) } catch {
          throw RecordError(.unwritable, systemError: error)
        }
        return
      }
      if !valid { report.invalidUTF8Lines.append(number) }
      let record = String(decoding: line, as: UTF8.self)
      let key =
        derived != nil
        ? collation.sectionSortKey(for: record, phoneticKey: derived?(record))
        : collation.sectionSortKey(for: record)
      try write(key, record)
    }
    return report
  }
}
