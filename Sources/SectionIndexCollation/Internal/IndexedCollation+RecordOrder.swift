import SectionIndexAlgorithms

/// How `sections(of:)` and `sorted(_:)` order many strings.
///
/// Each record gets its section and primary weights, from `PrimaryCache`
/// straight from UTF-8 when it can and from the full collation otherwise, and
/// is sorted within its section by the first twelve bytes of its primary key
/// (`PrimarySort`). Records that tie there are ordered by their whole primary
/// keys, computed again for their run alone; records whose primary keys tie
/// whole (case, accents, width, duplicates) by full sort keys, one per
/// distinct spelling, among the output values already gathered in head
/// order. The order is that of the full keys (section, then the reading's
/// key, then the display string's key when it differs, then input order)
/// without keeping a key for every record.
extension IndexedCollation {
  /// A record's strings: the one it sorts and sections by, and the one shown
  /// when it differs (a phonetic reading was given).
  typealias RecordKey = (reading: String, display: String?)

  /// Sorts the records of `source` and calls `body` with each non-empty
  /// section (0 for all when not `sectioned`) and its records' values in
  /// order.
  ///
  /// Each section's values are fetched in the order of their key heads
  /// (their bits for the whole section, then made their own run by run),
  /// and records that tie there are ordered among the values just fetched,
  /// so each record's value is read from the input once after the first
  /// pass.
  ///
  /// - Parameters:
  ///   - codes: Whether keys use `PrimaryCodes`; by default, for large inputs,
  ///     which pay for building them (a few milliseconds, once per collation)
  ///     with shorter keys.
  func forEachSortedSection<Source: SortableRecords>(
    _ source: Source, sectioned: Bool, codes: Bool? = nil,
    body: (Int, [Source.Value]) -> Void
  ) {
    if let mixed {
      mixed.forEachSortedSection(source, sectioned: sectioned, base: self, body: body)
      return
    }
    let heads = sortedHeads(source, sectioned: sectioned, codes: codes)
    var runs = RunOrder(collation: self, cache: heads.cache, unitBytes: heads.unitBytes)
    for section in 0..<heads.sections {
      guard let records = heads.sorter.sortedSection(section) else { continue }
      defer { records.deallocate() }
      let values = [Source.Value](unsafeUninitializedCapacity: records.count) {
        values, filled in
        // Every value's bits first, in one pass whose loads from all over
        // the input overlap; each run's values are made values of their
        // own just before the run is ordered.
        let start = values.baseAddress.unsafelyUnwrapped
        let count = values.count
        // The place of value `k`, within the array (asserted in debug).
        @inline(__always) func slot(_ k: Int) -> UnsafeMutablePointer<Source.Value> {
          assert(k >= 0 && k < count, "a value outside the array")
          return start.advanced(by: k)
        }
        for (k, r) in records.enumerated() {
          source.copyBits(at: r.position, to: UnsafeMutableRawPointer(slot(k)))
        }
        runs.order(values, records: records, source: source) { i, j in
          for k in i..<j { Source.own(slot(k)) }
          filled = j
        }
      }
      body(section, values)
    }
  }

  /// Records sorted by their key heads, and what their keys were made with.
  struct SortedHeads: ~Copyable {
    let sorter: PrimarySort
    let sections: Int
    let cache: PrimaryCache
    let unitBytes: Int
  }

  /// What keys are made with: the cache (with `PrimaryCodes` when `codes`,
  /// which large inputs pay for building with shorter keys), the sections
  /// by code, bytes per primary, and how many primaries a head needs (four
  /// codes or three primaries; one more tells a longer key, and sections
  /// may need a few).
  func keying(codes: Bool) -> (
    cache: PrimaryCache, codedBuckets: BucketTable?, unitBytes: Int, limit: Int
  ) {
    let coded = codes ? codedPrimaryCache.get(collator, buckets: buckets) : nil
    let cache = coded?.0 ?? primaryCache
    let unitBytes = cache.codes == nil ? 4 : 3
    return (cache, coded?.1, unitBytes, Swift.max(12 / unitBytes + 1, buckets.depth))
  }

  /// Finds the key heads of the records of `source` and keeps them by
  /// section.
  private func sortedHeads<Source: SortableRecords>(
    _ source: Source, sectioned: Bool, codes: Bool?
  ) -> SortedHeads {
    let (cache, codedBuckets, unitBytes, limit) = keying(
      codes: codes ?? (source.count >= PrimaryCodes.worthwhile))
    let sections = sectioned ? sectionTitles.count : 1
    var sorter = PrimarySort(sections: sections, unitBytes: unitBytes, records: source.count)
    var buffer = PrimaryBuffer()
    var scratch = Collator.Scratch()
    for i in 0..<source.count {
      let section = source.withReadingUTF8(at: i) { utf8 in
        primaries(
          of: utf8, string: { source.reading(at: i) }, cache: cache, into: &buffer,
          scratch: &scratch, sectioned: sectioned, limit: limit, codedBuckets: codedBuckets)
      }
      buffer.withPrimaries { sorter.append(section: section, primaries: $0) }
    }
    return SortedHeads(sorter: sorter, sections: sections, cache: cache, unitBytes: unitBytes)
  }

  /// What orders the runs of records whose key heads tie, and the buffers
  /// it reuses.
  struct RunOrder: ~Copyable {
    let collation: IndexedCollation
    let cache: PrimaryCache
    let unitBytes: Int
    var keys = KeyArena()
    var buffer = PrimaryBuffer()
    var scratch = Collator.Scratch()

    init(collation: IndexedCollation, cache: PrimaryCache, unitBytes: Int) {
      self.collation = collation
      self.cache = cache
      self.unitBytes = unitBytes
    }

    /// Orders each run of `values` (one a record, in head order) whose
    /// heads tie, calling `prepare` with each run's bounds first.
    mutating func order<Source: SortableRecords>(
      _ values: UnsafeMutableBufferPointer<Source.Value>,
      records: UnsafeMutableBufferPointer<PrimarySort.Record>, source: Source,
      prepare: (Int, Int) -> Void
    ) {
      var i = 0
      while i < records.count {
        var j = i + 1
        while j < records.count && records[j].sameHead(records[i]) { j += 1 }
        prepare(i, j)
        if j - i > 1 {
          collation.orderRun(
            UnsafeMutableBufferPointer(rebasing: values[i..<j]), source: source,
            longer: records[i..<j].contains { $0.isLonger }, cache: cache,
            unitBytes: unitBytes, keys: &keys, buffer: &buffer, scratch: &scratch)
        }
        i = j
      }
    }
  }

  /// Orders the values of records whose first twelve key bytes tie (in input
  /// order, as the sort left them).
  ///
  /// The run's distinct spellings are found first (most runs are one string
  /// many times), by hashing and comparing the values' bytes in place; only
  /// one value per spelling has its strings copied. Each spelling gets its
  /// whole primary key if some key is `longer` than twelve bytes, and a full
  /// sort key if its primary key ties with another spelling's. Values follow
  /// their spelling's order, then input order.
  fileprivate func orderRun<Source: SortableRecords>(
    _ run: UnsafeMutableBufferPointer<Source.Value>, source: Source, longer: Bool,
    cache: PrimaryCache, unitBytes: Int, keys: inout KeyArena, buffer: inout PrimaryBuffer,
    scratch: inout Collator.Scratch
  ) {
    // Most runs are one string many times: check for that without allocating.
    func same(_ a: Int, _ b: Int) -> Bool { source.same(run[a], run[b]) }
    guard let other = (1..<run.count).first(where: { !same($0, 0) }) else { return }

    // Two spellings or more; the values before `other` are the first's.
    var spellings = Spellings()
    _ = spellings.id(of: 0, hash: source.hash(run[0]), same: same)
    var which = [Int32](repeating: 0, count: run.count)
    for k in other..<run.count {
      which[k] = Int32(spellings.id(of: k, hash: source.hash(run[k]), same: same))
    }
    // One value per spelling; its strings are made only where full keys
    // decide.
    let distinct = spellings.firsts.map { run[$0] }
    let withDisplay = distinct.contains { source.hasDisplay($0) }

    // Spellings by primary key (when keys go past the head), then full key;
    // spellings whose full keys are equal share a rank.
    var order = Array(distinct.indices)
    if longer {
      keys.removeAll()
      for value in distinct {
        _ = source.withReadingUTF8(of: value) { utf8 in
          primaries(
            of: utf8, string: { source.key(of: value).reading }, cache: cache, into: &buffer,
            scratch: &scratch, sectioned: false)
        }
        buffer.withPrimaries { keys.append($0, unitBytes: unitBytes) }
      }
      // The keys agree on the twelve bytes of the run's head.
      order = keys.order(sharing: 12)
    }
    var rank = [Int32](repeating: 0, count: distinct.count)
    var ranks = 0
    var i = 0
    while i < order.count {
      var j = i + 1
      if longer {
        while j < order.count && compareBytes(keys[order[j]], keys[order[i]]) == 0 { j += 1 }
      } else {
        j = order.count  // every primary key is the head
      }
      if j - i == 1 {
        rank[order[i]] = Int32(ranks)
        ranks += 1
      } else {
        let full = order[i..<j].map {
          fullKey(source.key(of: distinct[$0]), withDisplay: withDisplay, scratch: &scratch)
        }
        let sorted = [Int].sortedPositions(count: j - i) {
          full[$0].lexicographicallyPrecedes(full[$1])
        }
        for (k, s) in sorted.enumerated() {
          if k > 0 && full[s] != full[sorted[k - 1]] { ranks += 1 }
          rank[order[i + s]] = Int32(ranks)
        }
        ranks += 1
      }
      i = j
    }

    // Values by their spelling's rank, input order within (a stable pass,
    // moving values rather than copying them).
    var starts = [Int](repeating: 0, count: ranks + 1)
    for id in which { starts[Int(rank[Int(id)]) + 1] += 1 }
    for r in 0..<ranks { starts[r + 1] += starts[r] }
    let moved = UnsafeMutableBufferPointer<Source.Value>.allocate(capacity: run.count)
    defer { moved.deallocate() }
    _ = moved.moveInitialize(fromContentsOf: run)
    for (k, id) in which.enumerated() {
      let r = Int(rank[Int(id)])
      (run.baseAddress! + starts[r]).initialize(to: (moved.baseAddress! + k).move())
      starts[r] += 1
    }
  }

  /// Puts a string's sort-key primaries (or their codes) in `buffer`, at
  /// most `limit` of them, and returns its section (0 when not `sectioned`).
  ///
  /// - Parameters:
  ///   - utf8: The string's UTF-8.
  ///   - string: The string, made only where the full collation decides.
  func primaries(
    of utf8: UnsafeBufferPointer<UInt8>, string makeString: () -> String, cache: PrimaryCache,
    into buffer: inout PrimaryBuffer, scratch: inout Collator.Scratch, sectioned: Bool,
    limit: Int = .max, codedBuckets: BucketTable? = nil
  ) -> Int {
    buffer.reserve(PrimaryCache.room(utf8Count: utf8.count, limit: limit))
    let found = cache.primaries(of: utf8, into: buffer.base, limit: limit, for: .order)
    if let found {
      buffer.count = found.count
      guard sectioned else { return 0 }
      if found.count > 0 && !found.startsSkipped {
        if let section = found.section { return section }  // the first primary's
        // Read in place: binding the table to a name would copy it (a
        // retain and release of its arrays a record).
        let section = buffer.withPrimaries { primaries in
          cache.codes == nil
            ? buckets.bucket(forPrimaries: primaries)
            : codedBuckets?.bucket(forPrimaries: primaries)
        }
        if let section { return section }
      }
      return section(for: makeString())  // leading white space, or no coded bounds
    }
    // The full path: normalization, readings in context, contractions.
    let string = makeString()
    scratch.scalars.removeAll(keepingCapacity: true)
    Normalizer.shared.appendNFD(string.unicodeScalars, to: &scratch.scalars)
    collator.applyReadings(to: &scratch.scalars)
    scratch.elements.removeAll(keepingCapacity: true)
    collator.appendElements(of: &scratch.scalars, to: &scratch.elements)
    let primaries = collator.primaries(of: scratch.elements, limit: limit)
    buffer.reserve(primaries.count)
    buffer.count = primaries.count
    for (k, p) in primaries.enumerated() {
      guard let codes = cache.codes else {
        buffer.base[k] = p
        continue
      }
      let (code, exact) = codes.code(p)
      buffer.base[k] = code
      if !exact {
        // The key ends at a gap code; full keys order what then ties.
        buffer.count = k + 1
        break
      }
    }
    guard sectioned else { return 0 }
    return buckets.bucket(for: string, elements: scratch.elements, collator: collator)
  }
}

extension IndexedCollation {
  /// The full sort key of a record: its reading's key, then, when some record
  /// of the run has a display string (`withDisplay`), its display string's
  /// key (the reading's for a record without one).
  ///
  /// Records order by reading first, and readings tie only when they are the
  /// same string: a sort key can be a prefix of another (`"e\u{301}"`'s of
  /// `"\u{E9}"`'s, which adds the original spelling), so the reading's key is
  /// escaped and terminated before the display key follows, and the shorter
  /// reading sorts first whatever the display strings are (`escapedKey`).
  fileprivate func fullKey(
    _ k: RecordKey, withDisplay: Bool, scratch: inout Collator.Scratch
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    collator.appendSortKey(for: k.reading, to: &bytes, scratch: &scratch)
    guard withDisplay else { return bytes }
    var key = Self.escapedKey(bytes)
    collator.appendSortKey(for: k.display ?? k.reading, to: &key, scratch: &scratch)
    return key
  }

  /// A key's bytes made prefix-free with their order kept: each 0 becomes
  /// 0, 0xFF, and the key ends with 0, 0, which sorts below any byte that
  /// could follow in a longer key. What is appended after it then only
  /// decides between equal keys.
  static func escapedKey(_ key: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(key.count + key.count / 4 + 2)
    for b in key {
      out.append(b)
      if b == 0 { out.append(0xFF) }
    }
    out.append(0)
    out.append(0)
    return out
  }
}
