import SectionIndexAlgorithms
import SectionIndexCollation
import SectionIndexIO

/// How `group` sections and sorts: records are read as a stream, each given
/// its section and key head and kept with its section (``SectionSpill``:
/// in memory, or a temporary file for large inputs); then each section is
/// read back, sorted and written before the next. Memory holds the largest
/// section, not the input.
package struct RecordSectioner: ~Copyable {
  package let collation: IndexedCollation
  private let query: IndexedCollation.SearchQuery?
  /// Threads for reading a file's lines and for sorting sections.
  private let jobs: Int
  /// Records as they came, a part per range of the input read on a thread
  /// of its own (one unless `readLines(path:size:)` splits a file).
  // `var`, though the memory never moves: see `PrimarySort`.
  private var parts: OwnedBuffer<Part>

  /// What one thread reading records keeps.
  // Not `private`: `OwnedBuffer<Part>` is laid out in other files too.
  struct Part: ~Copyable {
    var stream: IndexedCollation.SectionStream
    var spill: SectionSpill
    /// Derives readings for records without one (``RecordGrouper/derivedReading``).
    let derivedReading: RecordGrouper.ReadingDerivation?

    mutating func add(
      key: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>?,
      payload: UnsafeBufferPointer<UInt8>?, query: IndexedCollation.SearchQuery?
    ) {
      if let derivedReading, reading?.isEmpty ?? true,
        var derived = derivedReading(String(decoding: key, as: UTF8.self))
      {
        // Filed as a reading the record gave would be.
        derived.withUTF8 { file(key: key, reading: $0, payload: payload, query: query) }
        return
      }
      file(key: key, reading: reading, payload: payload, query: query)
    }

    private mutating func file(
      key: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>?,
      payload: UnsafeBufferPointer<UInt8>?, query: IndexedCollation.SearchQuery?
    ) {
      if let query {
        let matches =
          query.matches(String(decoding: key, as: UTF8.self))
          || reading.map { query.matches(String(decoding: $0, as: UTF8.self)) } == true
        guard matches else { return }
      }
      let (section, head) = stream.head(key: key, reading: reading)
      spill.append(section: section, head: head, key: key, reading: reading, payload: payload)
    }
  }

  /// - Parameters:
  ///   - many: Whether many records are expected (see
  ///     `IndexedCollation.sectionStream(many:)`).
  ///   - query: Keeps only the records it matches (by key, or reading).
  ///   - jobs: Threads to read a file's lines and sort sections on.
  ///   - parts: Ranges of the input read at once (`readLines(path:size:)`).
  ///   - memoryLimit: Bytes of records a part keeps in memory before it
  ///     keeps them in a temporary file (``SectionSpill``).
  ///   - derivedReading: How a record without a reading is read, if known.
  package init(
    collation: IndexedCollation, many: Bool, query: IndexedCollation.SearchQuery?, jobs: Int = 1,
    parts: Int = 1, memoryLimit: Int = SectionSpill.defaultMemoryLimit,
    derivedReading: RecordGrouper.ReadingDerivation? = nil
  ) {
    self.collation = collation
    self.query = query
    self.jobs = jobs
    self.parts = OwnedBuffer(count: parts) { _ in
      Part(
        stream: collation.sectionStream(many: many),
        spill: SectionSpill(
          sections: collation.sectionTitles.count, memoryLimit: memoryLimit, share: parts),
        derivedReading: derivedReading)
    }
  }

  /// Adds a record: its key (what it shows), its reading (what it sorts by
  /// instead, when not empty) and, for json output of records, the record
  /// as written out.
  package mutating func add(
    key: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>?,
    payload: UnsafeBufferPointer<UInt8>?
  ) {
    parts[0].add(key: key, reading: reading, payload: payload, query: query)
  }

  /// Adds the lines of a file or standard input (``LineStream``), a range of
  /// the file a part, each on a thread of its own; returns the numbers of
  /// the lines whose invalid UTF-8 was replaced.
  ///
  /// - Parameters:
  ///   - size: The file's size, when it is a regular file (which ranges
  ///     can split).
  ///   - rejectsBinary: Whether input that looks binary is an error
  ///     (``RecordError``).
  package mutating func readLines(
    _ input: RecordSource.Input, size: Int?, start: LineStream.StartOfFile = .byteOrderMarkAllowed,
    rejectsBinary: Bool = false
  ) throws(RecordError) -> [Int] {
    let count = parts.count
    guard count > 1, case .path(let path) = input, let size else {
      var invalid: [Int] = []
      try LineStream.forEachLine(input, start: start, rejectsBinary: rejectsBinary) {
        number, line, valid in
        if !valid { invalid.append(number) }
        parts[0].add(key: line, reading: nil, payload: nil, query: query)
      }
      return invalid
    }
    let points = try LineStream.splitPoints(path: path, size: size, parts: count)
    var invalid = [[Int]](repeating: [], count: count)
    var lineCounts = [Int](repeating: 0, count: count)
    var failures = [RecordError?](repeating: nil, count: count)
    let all = ThreadSlots(parts.buffer)
    let matching = self.query
    invalid.withUnsafeMutableBufferPointer { invalid in
      lineCounts.withUnsafeMutableBufferPointer { lineCounts in
        failures.withUnsafeMutableBufferPointer { failures in
          let (invalid, lineCounts, failures) = (
            ThreadSlots(invalid), ThreadSlots(lineCounts), ThreadSlots(failures)
          )
          Threads.run(jobs: count, count: count) { k in
            do throws(RecordError) {
              lineCounts[k] = try LineStream.forEachLine(
                input, range: points[k]..<points[k + 1], start: start,
                rejectsBinary: rejectsBinary
              ) { number, line, valid in
                if !valid { invalid[k].append(number) }
                all[k].add(key: line, reading: nil, payload: nil, query: matching)
              }
            } catch {
              failures[k] = error
            }
          }
        }
      }
    }
    if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    // Each range's lines counted from the file's start.
    var before = 0
    var numbers: [Int] = []
    for k in 0..<count {
      numbers += invalid[k].map { $0 + before }
      before += lineCounts[k]
    }
    return numbers
  }

  /// Sorts each non-empty section and hands it to `body`, in index order: a
  /// few sections at a time, a thread each, with `jobs`.
  ///
  /// - Parameter body: Takes the section's index in `collation.sectionTitles`
  ///   and the section sorted (valid during the call).
  /// - Throws: ``SectioningError/spill(_:)`` when the temporary file cannot
  ///   be read back, ``SectioningError/corrupt(_:)`` when what it gives
  ///   back is not what was written, ``SectioningError/body(_:)`` with what
  ///   `body` threw.
  package mutating func forEachSortedSection<Failure: Error>(
    _ body: (Int, borrowing SortedSection) throws(Failure) -> Void
  ) throws(SectioningError<Failure>) {
    let titles = collation.sectionTitles
    var counts = [Int](repeating: 0, count: titles.count)
    var sizes = [Int](repeating: 0, count: titles.count)
    var readings = false
    for k in parts.indices {
      readings = readings || parts[k].spill.hasReadings
      for section in titles.indices {
        counts[section] += parts[k].spill.count(of: section)
        sizes[section] += parts[k].spill.size(of: section)
      }
    }
    let sections = titles.indices.filter { counts[$0] > 0 }
    // Room for the largest section a thread, reused by each, with a stream
    // of its own.
    let threads = Swift.max(1, Swift.min(jobs, sections.count))
    let rooms = OwnedBuffer(count: threads) { _ in
      SortedSection(
        records: counts.max() ?? 0, bytes: sizes.max() ?? 0, readings: readings,
        stream: parts[0].stream.sibling())
    }
    var next = 0
    while next < sections.count {
      let batch = Array(sections[next..<Swift.min(next + threads, sections.count)])
      next += batch.count
      // Read back one thread at a time, then sorted at once.
      for (k, section) in batch.enumerated() {
        let room = UnsafeMutableRawBufferPointer(start: rooms[k].bytes, count: sizes[section])
        var at = 0
        for p in parts.indices {
          let size = parts[p].spill.size(of: section)
          let part = UnsafeMutableRawBufferPointer(rebasing: room[at..<at + size])
          do { try parts[p].spill.take(section: section, to: part) } catch { throw .spill(error) }
          at += size
        }
        rooms[k].count = counts[section]
        rooms[k].size = sizes[section]
        let bytes = UnsafeRawBufferPointer(room)
        if let problem = SectionSpill.problem(in: bytes, count: counts[section]) {
          throw .corrupt("section \(titles[section]): \(problem)")
        }
      }
      let sorting = ThreadSlots(rooms.buffer)
      Threads.run(jobs: batch.count, count: batch.count) { [readings] k in
        sorting[k].sort(readings: readings)
      }
      for (k, section) in batch.enumerated() {
        do { try body(section, rooms[k]) } catch { throw .body(error) }
      }
    }
  }
}

/// What stops ``RecordSectioner/forEachSortedSection(_:)``.
package enum SectioningError<Failure: Error>: Error {
  /// The temporary file of sections cannot be read back.
  case spill(SystemError)
  /// What was read back does not hold the records written (the file was
  /// cut short or overwritten meanwhile): what is wrong, and where.
  case corrupt(String)
  /// The body threw.
  case body(Failure)
}
