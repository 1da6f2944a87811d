// The threads of `group --jobs N`, made by hand with pthreads: the library
// makes none of its own.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

package enum Threads {
  /// The most `--jobs` takes.
  package static let maximumJobs = 64

  /// Calls `work` with each of `0..<count` on up to `jobs` threads, the
  /// calling one among them, each thread taking the next index not taken
  /// yet; returns when every call has returned.
  ///
  /// Where threads cannot be made (or on a system without pthreads), the
  /// calling thread does the rest alone.
  /// `work` is `@Sendable`: what its calls share they reach through
  /// ``ThreadSlots`` (an element a call) or Sendable values.
  package static func run(jobs: Int, count: Int, _ work: @Sendable (Int) -> Void) {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      let threads = min(jobs, count)
      guard threads > 1 else {
        for i in 0..<count { work(i) }
        return
      }
      withoutActuallyEscaping(work) { work in
        let queue = Queue(count: count, work: work)
        let context = Unmanaged.passUnretained(queue).toOpaque()
        var started: [pthread_t] = []
        for _ in 1..<threads {
          guard let thread = start(context) else { break }
          started.append(thread)
        }
        queue.drain()
        for thread in started { pthread_join(thread, nil) }
      }
    #else
      for i in 0..<count { work(i) }
    #endif
  }

  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// Indices handed out one at a time under a lock.
    private final class Queue: @unchecked Sendable {
      // @unchecked: `next` is read and written only while `lock` is held;
      // the rest is immutable and Sendable.
      let count: Int
      let work: @Sendable (Int) -> Void
      private var next = 0
      private let mutex = OwnedBuffer(count: 1) { _ in pthread_mutex_t() }
      private var lock: UnsafeMutablePointer<pthread_mutex_t> { mutex.base }

      init(count: Int, work: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.work = work
        pthread_mutex_init(lock, nil)
      }

      deinit {
        pthread_mutex_destroy(lock)
      }

      /// Calls `work` with indices until none are left.
      func drain() {
        while true {
          pthread_mutex_lock(lock)
          let i = next
          next += 1
          pthread_mutex_unlock(lock)
          guard i < count else { return }
          work(i)
        }
      }
    }

    /// A thread that drains the queue at `context`, or `nil` when the
    /// system makes none.
    private static func start(_ context: UnsafeMutableRawPointer) -> pthread_t? {
      #if canImport(Glibc) || canImport(Musl)
        #if canImport(Glibc)
          var thread = pthread_t()
        #else
          // Musl's pthread_t is a pointer, as swift-nio's ThreadPosix has it.
          var thread: pthread_t? = nil
        #endif
        let made = pthread_create(
          &thread, nil,
          {
            Unmanaged<Queue>.fromOpaque($0!).takeUnretainedValue().drain()
            return nil
          }, context)
        return made == 0 ? thread : nil
      #else
        var thread: pthread_t? = nil
        let made = pthread_create(
          &thread, nil,
          {
            Unmanaged<Queue>.fromOpaque($0).takeUnretainedValue().drain()
            return nil
          }, context)
        return made == 0 ? thread : nil
      #endif
    }
  #endif
}
