import SectionIndexAlgorithms
import SectionIndexCollation

/// A section sorted: its records in the locale's order (``keyString(_:)``,
/// ``withKey(_:_:)``, ``withPayload(_:_:)``). Its buffers are sized for the
/// largest section and reused for each: it is valid only during the call it
/// is handed to, and hands out its bytes only within a closure.
///
///     try grouped.forEachSection { title, section in
///       for k in 0..<section.count {
///         section.withKey(k) { utf8 in print(title, utf8.count) }
///       }
///     }
public struct SortedSection: ~Copyable {
  /// The section's records as kept (``SectionSpill``): `count` of them,
  /// in `size` bytes.
  private let records: OwnedBuffer<UInt8>
  package var bytes: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(records.buffer.baseAddress!)
  }
  /// How many records the section holds.
  public package(set) var count = 0
  package var size = 0
  private let heads: OwnedBuffer<IndexedCollation.RecordHead>
  /// Where each record starts in `bytes`.
  private let starts: OwnedBuffer<Int>
  /// Keys and readings gathered in head order, and where each ends.
  private let keyBytes: OwnedBuffer<UInt8>
  private let keyEnds: OwnedBuffer<Int>
  private let readingBytes: OwnedBuffer<UInt8>
  private let readingEnds: OwnedBuffer<Int>
  /// Each record's payload in `bytes`, in head order, up to the last
  /// record that has one (`nil` for those before it without one).
  var payloads: [Range<Int>?] = []
  /// Indices of the gathered keys in sorted order.
  var order: [Int] = []
  /// What this room's sections are ordered with.
  var stream: IndexedCollation.SectionStream
  /// Whether the last ``sort(readings:)`` gathered readings.
  private var sortedReadings = false

  package init(
    records: Int, bytes byteCount: Int, readings: Bool,
    stream: consuming IndexedCollation.SectionStream
  ) {
    self.records = OwnedBuffer(repeating: 0, count: byteCount)
    heads = OwnedBuffer(
      repeating: IndexedCollation.RecordHead(head: 0, head2: 0, isLonger: false, position: 0),
      count: records)
    starts = OwnedBuffer(repeating: 0, count: records)
    keyBytes = OwnedBuffer(repeating: 0, count: byteCount)
    keyEnds = OwnedBuffer(repeating: 0, count: records + 1)
    readingBytes = OwnedBuffer(repeating: 0, count: readings ? byteCount : 0)
    readingEnds = OwnedBuffer(repeating: 0, count: readings ? records + 1 : 0)
    self.stream = stream
  }

  /// The keys gathered.
  var keys: PackedUTF8.Strings { Self.strings(keyBytes, ends: keyEnds, count: count) }

  /// The readings gathered.
  var readings: PackedUTF8.Strings { Self.strings(readingBytes, ends: readingEnds, count: count) }

  private static func strings(
    _ bytes: borrowing OwnedBuffer<UInt8>, ends: borrowing OwnedBuffer<Int>, count: Int
  ) -> PackedUTF8.Strings {
    PackedUTF8.Strings(
      bytes: UnsafeBufferPointer(start: bytes.buffer.baseAddress, count: ends[count]),
      narrow: .init(start: nil, count: 0),
      wide: UnsafeBufferPointer(start: ends.buffer.baseAddress, count: count + 1))
  }

  /// Sorts the section taken into `bytes`: gathers its keys (and
  /// readings, payloads) in the order of their heads and finds `order`.
  package mutating func sort(readings: Bool) {
    sortedReadings = readings
    let n = count
    let raw = UnsafeRawBufferPointer(start: bytes, count: size)
    let heads = UnsafeMutableBufferPointer(rebasing: self.heads.buffer[..<n])
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
      // Slices of the section's bytes: their ranges are checked in debug.
      keyBytes.copy(from: UnsafeRawBufferPointer(rebasing: raw[record.key]), to: keyEnd)
      keyEnd += record.key.count
      keyEnds[j + 1] = keyEnd
      if readings {
        readingBytes.copy(
          from: UnsafeRawBufferPointer(rebasing: raw[record.reading]), to: readingEnd)
        readingEnd += record.reading.count
        readingEnds[j + 1] = readingEnd
      }
      if let payload = record.payload {
        // Records without a payload before this one: none to give.
        if payloads.count < j { payloads += repeatElement(nil, count: j - payloads.count) }
        payloads.append(payload)
      }
    }
    order = stream.orderTies(heads, keys: keys, phoneticKeys: readings ? self.readings : nil)
  }

  /// Checks what ``sort(readings:)`` left, as swift-collections'
  /// `_checkInvariants()` do: the records within the buffers, the keys
  /// (and readings) gathered end to end, `order` a permutation of the
  /// records, every payload within the section's bytes. Traps on a broken
  /// one; the tests call it after each sort.
  package func _checkInvariants() {
    let readings = sortedReadings
    precondition(count >= 0 && count <= heads.count, "more records than heads")
    precondition(size >= 0 && size <= records.count, "a section larger than its buffer")
    precondition(keyEnds[0] == 0 && keyEnds[count] <= keyBytes.count, "keys past their buffer")
    for k in 0..<count {
      precondition(keyEnds[k] <= keyEnds[k + 1], "a key ends before it starts")
      precondition(starts[k] >= 0 && starts[k] < Swift.max(size, 1), "a record outside the section")
      if readings {
        precondition(readingEnds[k] <= readingEnds[k + 1], "a reading ends before it starts")
      }
    }
    if readings {
      precondition(
        readingEnds[0] == 0 && readingEnds[count] <= readingBytes.count,
        "readings past their buffer")
    }
    precondition(order.count == count, "an order of another length")
    var seen = [Bool](repeating: false, count: count)
    for index in order {
      precondition(index >= 0 && index < count && !seen[index], "an order that is no permutation")
      seen[index] = true
    }
    precondition(payloads.count <= count, "more payloads than records")
    for payload in payloads {
      guard let payload else { continue }
      precondition(payload.lowerBound >= 0 && payload.upperBound <= size, "a payload outside")
    }
  }

  /// Calls `body` with the key of the `k`th record in sorted order, as
  /// UTF-8 (valid during the call).
  ///
  ///     let bytes = section.withKey(0) { $0.count }
  ///
  /// - Complexity: O(1).
  public func withKey<Result, Failure: Error>(
    _ k: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    precondition(k >= 0 && k < count, "record \(k) of a section of \(count)")
    return try body(key(k))
  }

  /// The key of the `k`th record in sorted order.
  public func keyString(_ k: Int) -> String { String(decoding: key(k), as: UTF8.self) }

  /// Calls `body` with the payload of the `k`th record in sorted order
  /// (valid during the call): the record as compact JSON when
  /// ``RecordGrouper/keepsRecords`` is set; `nil` otherwise, and for a
  /// record added without one.
  ///
  ///     let json = section.withPayload(k) { $0.map { String(decoding: $0, as: UTF8.self) } }
  ///
  /// - Complexity: O(1).
  public func withPayload<Result, Failure: Error>(
    _ k: Int, _ body: (UnsafeBufferPointer<UInt8>?) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    precondition(k >= 0 && k < count, "record \(k) of a section of \(count)")
    return try body(payload(k))
  }

  /// The key of the `k`th record in sorted order, as UTF-8, for the
  /// package's own writers (valid while the section is).
  package func key(_ k: Int) -> UnsafeBufferPointer<UInt8> { keys[order[k]] }

  /// The payload of the `k`th record in sorted order, for the package's
  /// own writers (valid while the section is).
  package func payload(_ k: Int) -> UnsafeBufferPointer<UInt8>? {
    let index = order[k]
    guard index < payloads.count, let range = payloads[index] else { return nil }
    let payload = UnsafeRawBufferPointer(start: bytes, count: size)[range]
    return UnsafeRawBufferPointer(rebasing: payload).assumingMemoryBound(to: UInt8.self)
  }
}
