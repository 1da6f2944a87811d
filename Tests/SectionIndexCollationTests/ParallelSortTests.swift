import Foundation
import SectionIndexAlgorithms
import Testing

@testable import SectionIndexCollation

/// `forEachSortedSection(of:phoneticKeys:parallelism:_:)` gives the same
/// sections, in the same order, on any number of jobs, whatever order and
/// threads the caller runs them on, and never calls its body twice at once.
@Suite struct ParallelSortTests {
  /// Each section's index and its records' input positions, in order.
  typealias Sorted = [(section: Int, records: [Int])]

  /// How a test runs the jobs it is given.
  enum Runner: String, CaseIterable {
    /// One after another, last first.
    case reversed
    /// At the same time, on Dispatch's threads.
    case concurrent
  }

  /// Sorts and records what the body saw, checking that no two calls of the
  /// body overlap.
  static func sorted(
    _ collation: IndexedCollation, keys: PackedUTF8, phonetic: PackedUTF8?,
    parallelism: IndexedCollation.Parallelism?
  ) -> Sorted {
    let lock = NSLock()
    var inBody = 0
    var out: Sorted = []
    collation.forEachSortedSection(of: keys, phoneticKeys: phonetic, parallelism: parallelism) {
      section in
      lock.withLock { inBody += 1 }
      #expect(lock.withLock { inBody } == 1, "the body was called twice at once")
      let positions = section.order.map { section.inputPositions[$0] }
      // The keys handed over are the records' own.
      for (k, i) in section.order.enumerated()
      where Array(section.keys[i]) != Array(keys.string(at: positions[k]).utf8) {
        Issue.record("section \(section.section): key \(k) is not record \(positions[k])'s")
      }
      out.append((section.section, positions))
      lock.withLock { inBody -= 1 }
    }
    return out
  }

  /// A parallelism for `jobs` jobs that runs them as `runner` says and
  /// counts the calls.
  static func parallelism(
    jobs: Int, minimumRecordsPerJob: Int, runner: Runner, calls: Counter
  ) -> IndexedCollation.Parallelism {
    IndexedCollation.Parallelism(jobs: jobs, minimumRecordsPerJob: minimumRecordsPerJob) {
      count, work in
      calls.add()
      switch runner {
      case .reversed:
        for i in (0..<count).reversed() { work(i) }
      case .concurrent:
        withoutActuallyEscaping(work) { work in
          let work = Unchecked(work)
          DispatchQueue.concurrentPerform(iterations: count) { work.value($0) }
        }
      }
    }
  }

  /// A job's closure handed to Dispatch's threads, which the sort lets run
  /// at the same time.
  struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
  }

  static let locales = ["zh-Hans", "en", "ja", "sv", "ko"]

  @Test(arguments: locales, Runner.allCases)
  func anyJobsGiveTheSameSections(locale: String, runner: Runner) throws {
    let records = try FastPathTests.records(for: locale)
    let keys = PackedUTF8(records)
    for content in [IndexedCollation.Content.text, .names] {
      let collation = IndexedCollation(locale: locale, content: content)
      let expected = Self.sorted(collation, keys: keys, phonetic: nil, parallelism: nil)
      #expect(expected.map(\.records.count).reduce(0, +) == records.count)
      for (jobs, minimum) in [(2, 1), (3, 1), (7, 1), (2, 1000), (64, 1)] {
        let calls = Counter()
        let parallelism = Self.parallelism(
          jobs: jobs, minimumRecordsPerJob: minimum, runner: runner, calls: calls)
        let got = Self.sorted(collation, keys: keys, phonetic: nil, parallelism: parallelism)
        #expect(got.map(\.section) == expected.map(\.section), "\(locale) \(jobs) jobs")
        #expect(got.map(\.records) == expected.map(\.records), "\(locale) \(jobs) jobs")
        // Jobs are lent only for two jobs' worth of records or more.
        #expect(
          (calls.count > 0) == (records.count >= 2 * minimum),
          "\(locale) \(jobs) jobs: \(calls.count) calls for \(records.count) records")
      }
    }
  }

  /// Phonetic keys decide on any number of jobs as on one.
  @Test(arguments: Runner.allCases)
  func phoneticKeysOnJobs(runner: Runner) throws {
    let records = try FastPathTests.records(for: "ja")
    let keys = PackedUTF8(records.map { String($0.reversed()) })
    // Every third record has no reading (the key decides).
    let phonetic = PackedUTF8(records.indices.map { $0 % 3 == 0 ? "" : records[$0] })
    let collation = IndexedCollation(locale: "ja")
    let expected = Self.sorted(collation, keys: keys, phonetic: phonetic, parallelism: nil)
    for jobs in [2, 5] {
      let parallelism = Self.parallelism(
        jobs: jobs, minimumRecordsPerJob: 1, runner: runner, calls: Counter())
      let got = Self.sorted(collation, keys: keys, phonetic: phonetic, parallelism: parallelism)
      #expect(got.map(\.section) == expected.map(\.section), "\(jobs) jobs")
      #expect(got.map(\.records) == expected.map(\.records), "\(jobs) jobs")
    }
  }

  /// Too few records a job: fewer jobs, down to none lent (the calling
  /// thread alone), with the same output.
  @Test func fewRecordsStayOnTheCallingThread() {
    let records = ["Bea", "Åsa", "Dan", "张伟", "Bea", "ábc"]
    let collation = IndexedCollation(locale: "sv")
    let keys = PackedUTF8(records)
    let calls = Counter()
    let parallelism = Self.parallelism(
      jobs: 4, minimumRecordsPerJob: 4096, runner: .concurrent, calls: calls)
    let got = Self.sorted(collation, keys: keys, phonetic: nil, parallelism: parallelism)
    #expect(calls.count == 0)
    #expect(got.flatMap(\.records).map { records[$0] } == collation.sections(of: records).joined)
  }
}
