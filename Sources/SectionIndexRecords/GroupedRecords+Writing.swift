import SectionIndexIO

extension GroupedRecords {
  /// Writes every section in `format`, as `section-index group --format`
  /// does: for tsv, `TITLE<TAB>RECORD` lines; for text, titles with their
  /// records indented; for json, a versioned document.
  ///
  ///     var grouped = try grouper.read(RecordSource(path: "names.txt"))
  ///     let out = RecordOutput.standardOutput()
  ///     try grouped.write(.json, to: out)
  ///     try out.flush()
  ///
  /// A line is written as it was read (it holds no line break); records of
  /// JSON, JSON Lines or CSV show their key with tabs and line breaks as
  /// spaces, or, in json, the whole record where
  /// ``RecordGrouper/keepsRecords`` kept it (else the key).
  ///
  /// - Throws: ``RecordError``: ``RecordError/Kind/unwritable`` when the
  ///   output cannot be written, ``RecordError/Kind/temporaryFile`` when
  ///   the records cannot be read back.
  public mutating func write(_ format: SectionFormat, to output: RecordOutput) throws(RecordError) {
    let out = output.writer
    let header = SectionFormat.jsonHeader(
      locales: collation.locales, requested: collation.requestedLocales)
    var writer = SectionWriter(format: format, jsonHeader: header, out: out)
    let lines = self.lines
    do throws(SectionFailure<SystemError>) {
      try forEachSection { (title, sorted) throws(SystemError) in
        try writer.section(title, count: sorted.count) { k, out throws(SystemError) in
          if lines {
            if format == .json {
              try JSON.writeQuoted(sorted.key(k), to: out)
            } else {
              try out.write(sorted.key(k))
            }
          } else if format != .json {
            try out.write(displaying: sorted.key(k))
          } else if let payload = sorted.payload(k) {
            try out.write(payload)
          } else {
            try JSON.writeQuoted(sorted.key(k), to: out)
          }
        }
      }
    } catch {
      switch error {
      case .records(let error): throw error
      case .body(let error): throw RecordError(.unwritable, systemError: error)
      }
    }
    do throws(SystemError) { try writer.end() } catch {
      throw RecordError(.unwritable, systemError: error)
    }
  }
}
