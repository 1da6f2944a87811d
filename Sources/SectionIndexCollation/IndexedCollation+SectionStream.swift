import SectionIndexAlgorithms

extension IndexedCollation {
  /// A record's key head and its section's sort: 16 bytes kept with a
  /// record (``SectionStream``), which order records within their section
  /// as far as they can, and tell which records tie past them.
  package struct RecordHead: Sendable {
    /// The key's bytes 0–7 and 8–11, zero-padded.
    package var head: UInt64
    package var head2: UInt32
    /// The position, with bit 31 set when the key is longer than the head.
    package var tagged: UInt32

    /// The record's position (in the input, or in its section), in input
    /// order.
    @inlinable package var position: Int { Int(tagged & 0x7FFF_FFFF) }

    /// Whether the key has more than the head's twelve bytes.
    @inlinable package var isLonger: Bool { tagged & 0x8000_0000 != 0 }

    /// A head from what a caller stored: its two words and whether the key
    /// is longer, for the record at `position` in its section (in input
    /// order: ``SectionStream/sortByHead(_:)`` keeps input order among
    /// equal heads by position).
    @inlinable
    package init(head: UInt64, head2: UInt32, isLonger: Bool, position: Int) {
      self.head = head
      self.head2 = head2
      tagged = UInt32(truncatingIfNeeded: position) | (isLonger ? 0x8000_0000 : 0)
    }

    /// Whether two heads have the same twelve bytes.
    @inline(__always)
    func sameHead(_ other: RecordHead) -> Bool { head == other.head && head2 == other.head2 }
  }

  /// Sections and sorts records that arrive one at a time, for a caller that
  /// keeps them by section (in memory or in a file) and sorts a section at a
  /// time: the command-line tool's path, in memory of the largest section.
  ///
  ///     var stream = collation.sectionStream(many: true)
  ///     let (section, head) = stream.head(key: key, reading: reading)
  ///     // … keep head and the record with the others of `section`; then, per section:
  ///     SectionStream.sortByHead(heads)
  ///     // keys and readings gathered in the heads' order, then:
  ///     let order = stream.orderTies(heads, keys: keys, phoneticKeys: readings)
  ///
  /// The order is that of ``sections(of:by:phoneticKey:)``: the section's
  /// records by key (or reading), equal ones in input order.
  package struct SectionStream: ~Copyable {
    let collation: IndexedCollation
    let cache: PrimaryCache
    let codedBuckets: BucketTable?
    let unitBytes: Int
    let limit: Int
    var buffer = PrimaryBuffer()
    var scratch = Collator.Scratch()
    var runs: RunOrder
    /// `collation.mixed`, kept apart: the per-record check reads one
    /// reference, not the collation (whose copy costs a retain per field).
    let mixed: MixedIndex?

    init(_ collation: IndexedCollation, many: Bool) {
      self.collation = collation
      self.mixed = collation.mixed
      (cache, codedBuckets, unitBytes, limit) = collation.keying(codes: many)
      runs = RunOrder(collation: collation, cache: cache, unitBytes: unitBytes)
    }

    /// Another stream whose heads are the same as this one's, for sorting
    /// sections on another thread.
    package func sibling() -> SectionStream {
      SectionStream(collation, many: cache.codes != nil)
    }

    /// A record's section and key head.
    ///
    /// - Parameters:
    ///   - key: The record's key (what it displays), valid UTF-8.
    ///   - reading: Its reading, valid UTF-8; `nil` or empty when it has
    ///     none. A record sorts by its reading when it has one; an index
    ///     that files by language decides the record's language from both.
    @inline(__always)
    package mutating func head(
      key: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>?
    ) -> (section: Int, head: RecordHead) {
      if let found = languageHead(key: key, reading: reading) { return found }
      let sortsBy = reading.flatMap { $0.isEmpty ? nil : $0 } ?? key
      let section = collation.primaries(
        of: sortsBy, string: { String(decoding: sortsBy, as: UTF8.self) }, cache: cache,
        into: &buffer, scratch: &scratch, sectioned: true, limit: limit,
        codedBuckets: codedBuckets)
      let head = buffer.withPrimaries {
        PrimarySort.record(primaries: $0, unitBytes: unitBytes, index: 0)
      }
      return (section, head)
    }

    /// A record's section and head in an index that files records by
    /// language (``IndexedCollation/filesByLanguage``): the head ties with
    /// every other, and ``orderTies(_:keys:phoneticKeys:)`` orders the
    /// section by each record's language. `nil` for other indexes.
    // `mutating`: the stream is passed by its address (a borrowed call
    // copied it, a memcpy per record).
    @inline(__always)
    mutating func languageHead(
      key: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>?
    ) -> (section: Int, head: RecordHead)? {
      guard let mixed else { return nil }
      let section = mixed.section(
        for: String(decoding: key, as: UTF8.self),
        phoneticKey: reading.map { String(decoding: $0, as: UTF8.self) }, base: collation)
      return (section, RecordHead(head: 0, head2: 0, isLonger: true, position: 0))
    }

    /// Sorts a section's heads, given in input order (each made with its
    /// position), by head, equal heads in input order.
    package static func sortByHead(_ heads: UnsafeMutableBufferPointer<RecordHead>) {
      PrimarySort.sortByHead(heads)
    }

    /// Orders the records of a section sorted by head
    /// (``sortByHead(_:)``) whose heads tie, by their keys and readings
    /// (empty where a record has none), given in that same order. Returns
    /// the indices of `heads` (and of `keys`) in order.
    package mutating func orderTies(
      _ heads: UnsafeMutableBufferPointer<RecordHead>, keys: PackedUTF8.Strings,
      phoneticKeys: PackedUTF8.Strings?
    ) -> [Int] {
      // An index of several languages orders each record by its own
      // language's key; its heads all tie (`languageHead`).
      if let mixed {
        return mixed.order(keys: keys, phoneticKeys: phoneticKeys, base: collation)
      }
      var order = Array(0..<heads.count)
      let source = PackedRecords(keys: keys, phonetic: phoneticKeys)
      order.withUnsafeMutableBufferPointer { order in
        runs.order(order, records: heads, source: source) { _, _ in }
      }
      return order
    }
  }

  /// A ``SectionStream``; `many` when many records are expected (their keys
  /// then use `PrimaryCodes`, built once per collation in a few
  /// milliseconds).
  package func sectionStream(many: Bool) -> SectionStream {
    SectionStream(self, many: many)
  }
}
