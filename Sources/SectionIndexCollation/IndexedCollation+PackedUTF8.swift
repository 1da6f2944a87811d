import SectionIndexAlgorithms

extension IndexedCollation {
  /// Sections and sorts records given as packed UTF-8, as
  /// ``sections(of:by:phoneticKey:)`` does, without making a `String` for
  /// each: the command-line tool's path for large inputs.
  ///
  /// Calls `body` with each non-empty section, in title order.
  ///
  /// - Parameters:
  ///   - keys: Each record's key (what it shows), valid UTF-8.
  ///   - phoneticKeys: Each record's reading, empty where it has none; the
  ///     key decides for those records.
  ///   - parallelism: Threads to sort on besides the calling one, for
  ///     inputs large enough; the output is the same with any.
  ///   - body: Called with each section in turn, from the calling thread or
  ///     (with `parallelism`) from one of its threads, never two at a time.
  /// - Complexity: O(*n* log *n*).
  package func forEachSortedSection(
    of keys: PackedUTF8, phoneticKeys: PackedUTF8? = nil, parallelism: Parallelism? = nil,
    _ body: (PackedSection) -> Void
  ) {
    precondition(phoneticKeys.map { $0.count == keys.count } ?? true, "one reading a key")
    keys.withStrings { keys in
      guard let phoneticKeys else {
        return forEachSortedSection(
          PackedRecords(keys: keys, phonetic: nil), parallelism: parallelism, body: body)
      }
      phoneticKeys.withStrings { phonetic in
        forEachSortedSection(
          PackedRecords(keys: keys, phonetic: phonetic), parallelism: parallelism, body: body)
      }
    }
  }
}

extension IndexedCollation {
  /// Threads a caller lends ``forEachSortedSection(of:phoneticKeys:parallelism:_:)``:
  /// the library makes none of its own.
  ///
  ///     let parallelism = IndexedCollation.Parallelism(jobs: 2) { count, work in
  ///       // work(0), …, work(count - 1), on up to two threads; return when all are done
  ///     }
  ///
  /// The records' key heads are found a contiguous range of the input a job,
  /// and sections are sorted a job each, a few at a time, while the sections
  /// sorted before are passed on; output is the same as on one thread.
  package struct Parallelism {
    /// How many threads `run` uses at most.
    package var jobs: Int
    /// Below this many records a job, fewer jobs are used (down to one, the
    /// calling thread alone): a thread costs more than a few records.
    package var minimumRecordsPerJob: Int
    /// Calls `work` with each of `0..<count`, possibly at the same time on
    /// up to `jobs` threads, and returns when every call has returned.
    package var run: (_ count: Int, _ work: (Int) -> Void) -> Void

    package init(
      jobs: Int, minimumRecordsPerJob: Int = 4096,
      run: @escaping (_ count: Int, _ work: (Int) -> Void) -> Void
    ) {
      precondition(jobs >= 1 && minimumRecordsPerJob >= 1, "at least one job and one record")
      self.jobs = jobs
      self.minimumRecordsPerJob = minimumRecordsPerJob
      self.run = run
    }

    /// How many jobs `records` records are split over.
    func jobs(for records: Int) -> Int {
      Swift.max(1, Swift.min(jobs, records / minimumRecordsPerJob))
    }
  }
}
