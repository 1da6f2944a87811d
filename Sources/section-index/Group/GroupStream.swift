import SectionIndexAlgorithms
import SectionIndexCollation
import SectionIndexJapanese

/// How `group` sections and sorts: records are read as a stream, each given
/// its section and key head and kept with its section (``SectionSpill``:
/// in memory, or a temporary file for large inputs); then each section is
/// read back, sorted and written before the next. Memory holds the largest
/// section, not the input.
struct GroupStream: ~Copyable {
  let collation: IndexedCollation
  private let query: IndexedCollation.SearchQuery?
  /// Threads for reading a file's lines and for sorting sections.
  private let jobs: Int
  /// Records as they came, a part per range of the input read on a thread
  /// of its own (one unless `readLines(path:size:)` splits a file).
  // `var`, though the pointer never changes: see `PrimarySort`.
  private var parts: UnsafeMutableBufferPointer<Part>

  /// What one thread reading records keeps.
  private struct Part: ~Copyable {
    var stream: IndexedCollation.SectionStream
    var spill: SectionSpill
    /// Derives Japanese readings for records without one (`nil` unless the
    /// index files kanji as Japanese).
    let japanese: JapaneseReadings?

    mutating func add(
      key: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>?,
      payload: UnsafeBufferPointer<UInt8>?, query: IndexedCollation.SearchQuery?
    ) {
      if let japanese, reading?.isEmpty ?? true,
        var derived = japanese.reading(of: String(decoding: key, as: UTF8.self))
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
      let sortsBy = reading.flatMap { $0.isEmpty ? nil : $0 } ?? key
      let (section, head) = stream.head(of: sortsBy) { String(decoding: sortsBy, as: UTF8.self) }
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
  init(
    collation: IndexedCollation, many: Bool, query: IndexedCollation.SearchQuery?, jobs: Int = 1,
    parts: Int = 1, memoryLimit: Int = SectionSpill.defaultMemoryLimit
  ) {
    self.collation = collation
    self.query = query
    self.jobs = jobs
    self.parts = .allocate(capacity: parts)
    let japanese = collation.japaneseReadings
    let derives = japanese.derivesReadings ? japanese : nil
    for k in 0..<parts {
      (self.parts.baseAddress! + k).initialize(
        to: Part(
          stream: collation.sectionStream(many: many),
          spill: SectionSpill(
            sections: collation.sectionTitles.count, memoryLimit: memoryLimit, share: parts),
          japanese: derives))
    }
  }

  deinit {
    for k in parts.indices { (parts.baseAddress! + k).deinitialize(count: 1) }
    parts.deallocate()
  }

  /// Adds a record: its key (what it shows), its reading (what it sorts by
  /// instead, when not empty) and, for json output of records, the record
  /// as written out.
  mutating func add(
    key: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>?,
    payload: UnsafeBufferPointer<UInt8>?
  ) {
    parts[0].add(key: key, reading: reading, payload: payload, query: query)
  }

  /// Adds the lines of a file or standard input (``LineStream``), a range of
  /// the file a part, each on a thread of its own; returns the numbers of
  /// the lines whose invalid UTF-8 was replaced.
  ///
  /// - Parameter size: The file's size, when it is a regular file (which
  ///   ranges can split).
  mutating func readLines(path: String?, size: Int?) throws -> [Int] {
    let count = parts.count
    guard count > 1, let path, let size else {
      var invalid: [Int] = []
      try LineStream.forEachLine(path: path) { number, line, valid in
        if !valid { invalid.append(number) }
        parts[0].add(key: line, reading: nil, payload: nil, query: query)
      }
      return invalid
    }
    let points = try LineStream.splitPoints(path: path, size: size, parts: count)
    var invalid = [[Int]](repeating: [], count: count)
    var lineCounts = [Int](repeating: 0, count: count)
    var failures = [Error?](repeating: nil, count: count)
    let all = self.parts
    let matching = self.query
    invalid.withUnsafeMutableBufferPointer { invalid in
      lineCounts.withUnsafeMutableBufferPointer { lineCounts in
        failures.withUnsafeMutableBufferPointer { failures in
          Threads.run(jobs: count, count: count) { k in
            do {
              lineCounts[k] = try LineStream.forEachLine(
                path: path, range: points[k]..<points[k + 1]
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

  /// Sorts each non-empty section and writes it, in order: a few sections at
  /// a time, a thread each, with `jobs`.
  ///
  /// - Parameter lines: Whether records are lines, written as they are;
  ///   other records show their key with tabs and line breaks as spaces.
  mutating func write(
    as format: OutputFormat, lines: Bool, to out: BufferedWriter
  ) throws(GroupError) {
    var writer = SectionWriter(format: format, collation: collation, out: out)
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
    let rooms = UnsafeMutableBufferPointer<SectionRoom>.allocate(capacity: threads)
    for k in 0..<threads {
      (rooms.baseAddress! + k).initialize(
        to: SectionRoom(
          records: counts.max() ?? 0, bytes: sizes.max() ?? 0, readings: readings,
          stream: parts[0].stream.sibling()))
    }
    defer {
      for k in 0..<threads { (rooms.baseAddress! + k).deinitialize(count: 1) }
      rooms.deallocate()
    }
    var next = 0
    while next < sections.count {
      let batch = Array(sections[next..<Swift.min(next + threads, sections.count)])
      next += batch.count
      // Read back one thread at a time, then sorted at once.
      for (k, section) in batch.enumerated() {
        var at = rooms[k].bytes
        for p in parts.indices {
          do { try parts[p].spill.take(section: section, to: at) } catch { throw .spill(error) }
          at += parts[p].spill.size(of: section)
        }
        rooms[k].count = counts[section]
        rooms[k].size = sizes[section]
      }
      Threads.run(jobs: batch.count, count: batch.count) { k in
        rooms[k].sort(readings: readings)
      }
      for (k, section) in batch.enumerated() {
        do throws(SystemError) {
          try rooms[k].write(titles[section], lines: lines, as: format, to: &writer)
        } catch {
          throw .output(error)
        }
      }
    }
    do { try writer.end() } catch { throw .output(error) }
  }

  /// Buffers for sorting a section, sized for the largest and reused, and
  /// the section sorted there.
  private struct SectionRoom: ~Copyable {
    /// The section's records as kept (``SectionSpill``): `count` of them,
    /// in `size` bytes.
    let bytes: UnsafeMutableRawPointer
    var count = 0
    var size = 0
    let heads: UnsafeMutableBufferPointer<IndexedCollation.RecordHead>
    /// Where each record starts in `bytes`.
    let starts: UnsafeMutablePointer<Int>
    /// Keys and readings gathered in head order, and where each ends.
    let keyBytes: UnsafeMutablePointer<UInt8>
    let keyEnds: UnsafeMutablePointer<Int>
    let readingBytes: UnsafeMutablePointer<UInt8>
    let readingEnds: UnsafeMutablePointer<Int>
    /// Each record's payload in `bytes`, in head order, when it has one.
    var payloads: [Range<Int>] = []
    /// Indices of the gathered keys in sorted order.
    var order: [Int] = []
    /// What this room's sections are ordered with.
    var stream: IndexedCollation.SectionStream

    init(
      records: Int, bytes byteCount: Int, readings: Bool,
      stream: consuming IndexedCollation.SectionStream
    ) {
      bytes = .allocate(byteCount: Swift.max(byteCount, 1), alignment: 16)
      heads = .allocate(capacity: records)
      starts = .allocate(capacity: records)
      keyBytes = .allocate(capacity: Swift.max(byteCount, 1))
      keyEnds = .allocate(capacity: records + 1)
      readingBytes = .allocate(capacity: readings ? Swift.max(byteCount, 1) : 1)
      readingEnds = .allocate(capacity: readings ? records + 1 : 1)
      self.stream = stream
    }

    deinit {
      bytes.deallocate()
      heads.deallocate()
      starts.deallocate()
      keyBytes.deallocate()
      keyEnds.deallocate()
      readingBytes.deallocate()
      readingEnds.deallocate()
    }

    /// The keys gathered.
    var keys: PackedUTF8.Strings { Self.strings(keyBytes, ends: keyEnds, count: count) }

    /// The readings gathered.
    var readings: PackedUTF8.Strings { Self.strings(readingBytes, ends: readingEnds, count: count) }

    private static func strings(
      _ bytes: UnsafeMutablePointer<UInt8>, ends: UnsafeMutablePointer<Int>, count: Int
    ) -> PackedUTF8.Strings {
      PackedUTF8.Strings(
        bytes: UnsafeBufferPointer(start: bytes, count: ends[count]),
        narrow: .init(start: nil, count: 0),
        wide: UnsafeBufferPointer(start: ends, count: count + 1))
    }

    /// Sorts the section taken into `bytes`: gathers its keys (and
    /// readings, payloads) in the order of their heads and finds `order`.
    mutating func sort(readings: Bool) {
      let n = count
      let raw = UnsafeRawBufferPointer(start: bytes, count: size)
      let heads = UnsafeMutableBufferPointer(rebasing: self.heads[..<n])
      // Each record's head and place, in the order they came.
      var at = 0
      for k in 0..<n {
        let record = SectionSpill.record(at: at, in: raw, position: k)
        heads[k] = record.head
        starts[k] = at
        at = record.end
      }
      // Sorted by head, then keys gathered in that order: records that tie
      // lie together, and are written out from there.
      IndexedCollation.SectionStream.sortByHead(heads)
      payloads.removeAll(keepingCapacity: true)
      keyEnds[0] = 0
      if readings { readingEnds[0] = 0 }
      var keyEnd = 0
      var readingEnd = 0
      for (j, head) in heads.enumerated() {
        let record = SectionSpill.record(at: starts[head.position], in: raw, position: 0)
        UnsafeMutableRawPointer(keyBytes + keyEnd).copyMemory(
          from: bytes + record.key.lowerBound, byteCount: record.key.count)
        keyEnd += record.key.count
        keyEnds[j + 1] = keyEnd
        if readings {
          UnsafeMutableRawPointer(readingBytes + readingEnd).copyMemory(
            from: bytes + record.reading.lowerBound, byteCount: record.reading.count)
          readingEnd += record.reading.count
          readingEnds[j + 1] = readingEnd
        }
        if let payload = record.payload { payloads.append(payload) }
      }
      order = stream.orderTies(heads, keys: keys, phoneticKeys: readings ? self.readings : nil)
    }

    /// Writes the section sorted.
    func write(
      _ title: String, lines: Bool, as format: OutputFormat, to writer: inout SectionWriter
    ) throws(SystemError) {
      let keys = self.keys
      let bytes = UnsafeRawBufferPointer(start: self.bytes, count: size)
      try writer.section(title, count: count) { k, out throws(SystemError) in
        let index = order[k]
        if lines {
          // A line is written as it is: it holds no line break.
          if format == .json {
            try JSON.writeQuoted(keys[index], to: out)
          } else {
            try out.write(keys[index])
          }
        } else if format != .json {
          try GroupStream.writeDisplayed(keys[index], to: out)
        } else {
          let payload = UnsafeRawBufferPointer(rebasing: bytes[payloads[index]])
          try out.write(payload.assumingMemoryBound(to: UInt8.self))
        }
      }
    }
  }

  /// Writes a record's key as tsv and text output show it: tabs and line
  /// breaks as spaces.
  static func writeDisplayed(
    _ key: UnsafeBufferPointer<UInt8>, to out: BufferedWriter
  ) throws(SystemError) {
    guard key.contains(where: Record.breaksLayout) else { return try out.write(key) }
    for byte in key { try out.write(byte: Record.breaksLayout(byte) ? 0x20 : byte) }
  }
}

/// What stops `group` once records are read.
enum GroupError: Error {
  /// The temporary file of sections cannot be read back.
  case spill(SystemError)
  /// Output cannot be written.
  case output(SystemError)
}
