import SectionIndexAlgorithms
import SectionIndexCollation

/// How `group` sections and sorts: records are read as a stream, each given
/// its section and key head and kept with its section (``SectionSpill``:
/// in memory, or a temporary file for large inputs); then each section is
/// read back, sorted and written before the next. Memory holds the largest
/// section, not the input.
struct GroupStream: ~Copyable {
  let collation: IndexedCollation
  private var stream: IndexedCollation.SectionStream
  private var spill: SectionSpill
  private let query: IndexedCollation.SearchQuery?

  /// - Parameters:
  ///   - many: Whether many records are expected (see
  ///     `IndexedCollation.sectionStream(many:)`).
  ///   - query: Keeps only the records it matches (by key, or reading).
  init(collation: IndexedCollation, many: Bool, query: IndexedCollation.SearchQuery?) {
    self.collation = collation
    stream = collation.sectionStream(many: many)
    spill = SectionSpill(sections: collation.sectionTitles.count)
    self.query = query
  }

  /// Adds a record: its key (what it shows), its reading (what it sorts by
  /// instead, when not empty) and, for json output of records, the record
  /// as written out.
  mutating func add(
    key: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>?,
    payload: UnsafeBufferPointer<UInt8>?
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

  /// Sorts each non-empty section in turn and writes it.
  ///
  /// - Parameter lines: Whether records are lines, written as they are;
  ///   other records show their key with tabs and line breaks as spaces.
  mutating func write(
    as format: OutputFormat, lines: Bool, to out: BufferedWriter
  ) throws(GroupError) {
    var writer = SectionWriter(format: format, collation: collation, out: out)
    let titles = collation.sectionTitles
    // Room for the largest section, reused by each.
    var records = 0
    var bytes = 0
    for section in titles.indices {
      records = Swift.max(records, spill.count(of: section))
      bytes = Swift.max(bytes, spill.size(of: section))
    }
    var room = SectionRoom(records: records, bytes: bytes, readings: spill.hasReadings)
    for section in titles.indices where spill.count(of: section) > 0 {
      let n = spill.count(of: section)
      do { try spill.take(section: section, to: room.bytes) } catch { throw .spill(error) }
      let order = sort(n, in: &room)
      let keys = room.keys(n)
      let bytes = UnsafeRawBufferPointer(start: room.bytes, count: spill.size(of: section))
      do throws(SystemError) {
        try writer.section(titles[section], count: n) { k, out throws(SystemError) in
          let index = order[k]
          if lines {
            // A line is written as it is: it holds no line break.
            if format == .json {
              try JSON.writeQuoted(keys[index], to: out)
            } else {
              try out.write(keys[index])
            }
          } else if format != .json {
            try Self.writeDisplayed(keys[index], to: out)
          } else {
            let payload = UnsafeRawBufferPointer(rebasing: bytes[room.payloads[index]])
            try out.write(payload.assumingMemoryBound(to: UInt8.self))
          }
        }
      } catch {
        throw .output(error)
      }
    }
    do { try writer.end() } catch { throw .output(error) }
  }

  /// Buffers for sorting a section, sized for the largest and reused.
  private struct SectionRoom: ~Copyable {
    /// The section's records as kept (``SectionSpill``).
    let bytes: UnsafeMutableRawPointer
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

    init(records: Int, bytes byteCount: Int, readings: Bool) {
      bytes = .allocate(byteCount: Swift.max(byteCount, 1), alignment: 16)
      heads = .allocate(capacity: records)
      starts = .allocate(capacity: records)
      keyBytes = .allocate(capacity: Swift.max(byteCount, 1))
      keyEnds = .allocate(capacity: records + 1)
      readingBytes = .allocate(capacity: readings ? Swift.max(byteCount, 1) : 1)
      readingEnds = .allocate(capacity: readings ? records + 1 : 1)
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

    /// The first `n` keys gathered.
    func keys(_ n: Int) -> PackedUTF8.Strings {
      PackedUTF8.Strings(
        bytes: UnsafeBufferPointer(start: keyBytes, count: keyEnds[n]),
        narrow: .init(start: nil, count: 0),
        wide: UnsafeBufferPointer(start: keyEnds, count: n + 1))
    }

    /// The first `n` readings gathered.
    func readings(_ n: Int) -> PackedUTF8.Strings {
      PackedUTF8.Strings(
        bytes: UnsafeBufferPointer(start: readingBytes, count: readingEnds[n]),
        narrow: .init(start: nil, count: 0),
        wide: UnsafeBufferPointer(start: readingEnds, count: n + 1))
    }
  }

  /// Sorts the `n` records of a section taken into `room.bytes`: returns
  /// their indices in order among the keys (and payloads) `room` gathered in
  /// the order of their heads.
  private mutating func sort(_ n: Int, in room: inout SectionRoom) -> [Int] {
    let raw = UnsafeRawBufferPointer(start: room.bytes, count: .max / 2)
    let heads = UnsafeMutableBufferPointer(rebasing: room.heads[..<n])
    // Each record's head and place, in the order they came.
    var at = 0
    for k in 0..<n {
      let record = SectionSpill.record(at: at, in: raw, position: k)
      heads[k] = record.head
      room.starts[k] = at
      at = record.end
    }
    // Sorted by head, then keys gathered in that order: records that tie
    // lie together, and are written out from there.
    IndexedCollation.SectionStream.sortByHead(heads)
    let readings = spill.hasReadings
    room.payloads.removeAll(keepingCapacity: true)
    room.keyEnds[0] = 0
    if readings { room.readingEnds[0] = 0 }
    var keyEnd = 0
    var readingEnd = 0
    for (j, head) in heads.enumerated() {
      let record = SectionSpill.record(at: room.starts[head.position], in: raw, position: 0)
      UnsafeMutableRawPointer(room.keyBytes + keyEnd).copyMemory(
        from: room.bytes + record.key.lowerBound, byteCount: record.key.count)
      keyEnd += record.key.count
      room.keyEnds[j + 1] = keyEnd
      if readings {
        UnsafeMutableRawPointer(room.readingBytes + readingEnd).copyMemory(
          from: room.bytes + record.reading.lowerBound, byteCount: record.reading.count)
        readingEnd += record.reading.count
        room.readingEnds[j + 1] = readingEnd
      }
      if let payload = record.payload { room.payloads.append(payload) }
    }
    return stream.orderTies(
      heads, keys: room.keys(n), phoneticKeys: readings ? room.readings(n) : nil)
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
