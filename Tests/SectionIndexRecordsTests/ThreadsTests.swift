import Foundation
import SectionIndexRecords
import Testing

/// `Threads.run`: every index once, on no more threads than jobs, before
/// it returns.
@Suite struct ThreadsTests {
  /// What the test's threads share: `value`, read and written only while
  /// `condition` is locked (`Threads.run` takes only `@Sendable` work).
  final class Shared<Value>: @unchecked Sendable {
    // @unchecked: every access to `value` holds `condition`'s lock, or
    // comes after `Threads.run` has returned.
    let condition = NSCondition()
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  @Test(arguments: [(1, 10), (2, 0), (2, 1), (2, 10), (4, 1000), (64, 3)])
  func everyIndexOnce(jobs: Int, count: Int) {
    let shared = Shared(
      (calls: [Int](repeating: 0, count: count), threads: Set<ObjectIdentifier>()))
    Threads.run(jobs: jobs, count: count) { i in
      shared.condition.withLock {
        shared.value.calls[i] += 1
        shared.value.threads.insert(ObjectIdentifier(Thread.current))
      }
    }
    #expect(shared.value.calls.allSatisfy { $0 == 1 })
    #expect(shared.value.threads.count <= max(1, min(jobs, count)))
  }

  /// With two jobs, a second thread takes index 1 while index 0 waits for
  /// it (a thread of its own, not the caller's after the first).
  @Test func twoJobsRunAtOnce() {
    let shared = Shared<(first: ObjectIdentifier?, second: ObjectIdentifier?)>((nil, nil))
    Threads.run(jobs: 2, count: 2) { i in
      let started = shared.condition
      started.lock()
      defer { started.unlock() }
      if i == 1 {
        shared.value.second = ObjectIdentifier(Thread.current)
        started.broadcast()
      } else {
        shared.value.first = ObjectIdentifier(Thread.current)
        // Bounded, so that a missing thread fails the test instead of hanging it.
        let deadline = Date(timeIntervalSinceNow: 30)
        while shared.value.second == nil && started.wait(until: deadline) {}
      }
    }
    let (first, second) = shared.value
    #expect(second != nil && first != nil && second != first)
  }
}
