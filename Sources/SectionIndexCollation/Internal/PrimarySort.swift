/// Sorts records by the first twelve bytes of their primary key, one section
/// at a time: the primary weights (four bytes each, or three as
/// `PrimaryCodes`) of the string a record sorts by. Records whose twelve bytes
/// tie are ordered afterwards by the caller (`RecordOrder`), which looks at the
/// rest of their keys and, for keys that tie whole, at full sort keys.
///
/// Records are kept by section as they arrive, in chunks that are gathered,
/// sorted and freed one section at a time, so that sorting needs memory for
/// the records plus twice the largest section, not twice all records. Zero
/// padding of a short key cannot tie with a longer one: a key is whole
/// primaries (or codes), and none of them is 0. Chunks come from a
/// `ChunkStore`, which gives their memory back to the system as they are
/// freed.
///
/// The sort within a section is a stable least-significant-byte radix sort of
/// the twelve bytes (bytes that are the same in every record skipped), or a
/// comparison sort for a few records.
struct PrimarySort: ~Copyable {
  /// A record: its twelve head bytes and its position in the input (the
  /// type `SectionStream` hands out, sorted here in place).
  typealias Record = IndexedCollation.RecordHead

  static let chunkSize = 4096
  /// Per section: its chunks, the next free place in the last one and that
  /// chunk's end (`nil` before the first).
  private var chunks: [[UnsafeMutablePointer<Record>]]
  // `var`, though the buffers never change: the thread sanitizer's build of
  // Swift 6.3 crashes on a `~Copyable` struct writing through a `let` buffer.
  private var next: UnsafeMutableBufferPointer<UnsafeMutablePointer<Record>?>
  private var ends: UnsafeMutableBufferPointer<UnsafeMutablePointer<Record>?>
  /// Per section: whether its chunks were taken (and freed) by
  /// `sortedSection(_:of:)`.
  private var taken: UnsafeMutableBufferPointer<Bool>
  private var store: ChunkStore
  private(set) var count = 0
  /// Bytes per primary: 4, or 3 for `PrimaryCodes`.
  let unitBytes: Int

  /// - Parameters:
  ///   - records: How many records will be added (for the chunk store; more
  ///     may be added).
  init(sections: Int, unitBytes: Int, records: Int) {
    let sections = Swift.max(sections, 1)
    chunks = Array(repeating: [], count: sections)
    next = .allocate(capacity: sections)
    next.initialize(repeating: nil)
    ends = .allocate(capacity: sections)
    ends.initialize(repeating: nil)
    taken = .allocate(capacity: sections)
    taken.initialize(repeating: false)
    store = ChunkStore(chunks: records / Self.chunkSize + sections)
    self.unitBytes = unitBytes
  }

  deinit {
    for (section, list) in chunks.enumerated() where !taken[section] {
      for chunk in list { store.free(chunk) }
    }
    next.deallocate()
    ends.deallocate()
    taken.deallocate()
  }

  /// Adds the next record (its index is the number added before it).
  ///
  /// - Parameters:
  ///   - section: The record's section (0 when there are none).
  ///   - primaries: The sort-key primaries or their codes (nonzero; codes
  ///     below 2^24).
  mutating func append(section: Int, primaries: UnsafeBufferPointer<UInt32>) {
    // Not `index < 0x8000_0000`: the literal does not fit a 32-bit `Int`.
    let index = count
    precondition(index <= 0x7FFF_FFFF, "more than 2^31 records")
    let record = Self.record(primaries: primaries, unitBytes: unitBytes, index: index)
    if next[section] == ends[section] {
      let chunk = store.allocate()
      chunks[section].append(chunk)
      next[section] = chunk
      ends[section] = chunk + Self.chunkSize
    }
    next[section]!.initialize(to: record)
    next[section]! += 1
    count += 1
  }

  /// A record of the key `primaries` (nonzero; codes below 2^24), whose
  /// first twelve bytes, big-endian, make its head: four codes of three
  /// bytes, or three primaries of four.
  @inline(__always)
  static func record(
    primaries: UnsafeBufferPointer<UInt32>, unitBytes: Int, index: Int
  ) -> Record {
    let n = primaries.count
    @inline(__always) func unit(_ k: Int) -> UInt64 { k < n ? UInt64(primaries[k]) : 0 }
    let head: UInt64
    let head2: UInt32
    if unitBytes == 3 {
      let third = unit(2)
      head = unit(0) << 40 | unit(1) << 16 | third >> 8
      head2 = UInt32(truncatingIfNeeded: third << 24 | unit(3))
    } else {
      head = unit(0) << 32 | unit(1)
      head2 = UInt32(truncatingIfNeeded: unit(2))
    }
    return Record(head: head, head2: head2, isLonger: unitBytes * n > 12, position: index)
  }

  /// How many records section `section` holds (before it is taken).
  private func count(ofSection section: Int) -> Int {
    let list = chunks[section]
    guard let last = list.last, !taken[section] else { return 0 }
    return (list.count - 1) * Self.chunkSize + (next[section]! - last)
  }

  /// Copies the records of a section to `target` and frees its chunks;
  /// returns how many there were.
  ///
  /// Reads only this section's chunks and writes only its own flag, so
  /// different sections may be taken on different threads at once.
  private func take(section: Int, to target: UnsafeMutablePointer<Record>) -> Int {
    let n = count(ofSection: section)
    guard n > 0 else { return 0 }
    let list = chunks[section]
    var at = 0
    for (k, chunk) in list.enumerated() {
      let m = k == list.count - 1 ? n - at : Self.chunkSize
      (target + at).initialize(from: chunk, count: m)
      at += m
      store.free(chunk)
    }
    taken[section] = true
    return n
  }

  /// The records of a section sorted by their first twelve key bytes,
  /// equal ones in input order; `nil` when the section is empty. The
  /// section's chunks are freed; the caller deallocates the records.
  ///
  /// Different sections may be taken on different threads at once.
  func sortedSection(_ section: Int) -> UnsafeMutableBufferPointer<Record>? {
    let n = count(ofSection: section)
    guard n > 0 else { return nil }
    let records = UnsafeMutableBufferPointer<Record>.allocate(capacity: n)
    _ = take(section: section, to: records.baseAddress!)
    Self.sortByHead(records)
    return records
  }

  /// Sorts records by their twelve head bytes, equal heads in input order.
  static func sortByHead(_ records: UnsafeMutableBufferPointer<Record>) {
    let n = records.count
    if n < 256 {
      // Through the package's one sort of positions (no sort specialized
      // for records in the wasm), then moved into place.
      let order = [Int].sortedPositions(count: n) { i, j in
        let a = records[i]
        let b = records[j]
        if a.head != b.head { return a.head < b.head }
        if a.head2 != b.head2 { return a.head2 < b.head2 }
        return a.position < b.position
      }
      let sorted = order.map { records[$0] }
      _ = records.update(from: sorted)
      return
    }
    // Digits 0–3 from head2, 4–11 from head, least significant first; all
    // twelve histograms in one pass.
    let histograms = UnsafeMutablePointer<Int>.allocate(capacity: 12 * 256)
    histograms.initialize(repeating: 0, count: 12 * 256)
    defer { histograms.deallocate() }
    for r in records {
      let low = r.head2
      let high = r.head
      for d in 0..<4 { histograms[d << 8 | Int(low >> UInt32(8 * d) & 0xFF)] += 1 }
      for d in 0..<8 { histograms[(d + 4) << 8 | Int(high >> UInt64(8 * d) & 0xFF)] += 1 }
    }
    let scratch = UnsafeMutableBufferPointer<Record>.allocate(capacity: n)
    defer { scratch.deallocate() }
    var source = records
    var target = scratch
    let offsets = UnsafeMutablePointer<Int>.allocate(capacity: 256)
    defer { offsets.deallocate() }
    let first = records[0]
    for d in 0..<12 {
      let counts = histograms + d << 8
      let firstDigit =
        d < 4
        ? Int(first.head2 >> UInt32(8 * d) & 0xFF) : Int(first.head >> UInt64(8 * (d - 4)) & 0xFF)
      if counts[firstDigit] == n { continue }  // nothing moves
      var sum = 0
      for v in 0..<256 {
        offsets[v] = sum
        sum += counts[v]
      }
      // One loop per word, its shift fixed for the pass.
      let to = target.baseAddress!
      if d < 4 {
        let shift = UInt32(8 * d)
        for r in source {
          let v = Int(r.head2 >> shift & 0xFF)
          to[offsets[v]] = r
          offsets[v] += 1
        }
      } else {
        let shift = UInt64(8 * (d - 4))
        for r in source {
          let v = Int(r.head >> shift & 0xFF)
          to[offsets[v]] = r
          offsets[v] += 1
        }
      }
      swap(&source, &target)
    }
    if source.baseAddress != records.baseAddress {
      _ = records.update(fromContentsOf: source)
    }
  }
}
