/// Memory the calls of one ``Threads/run(jobs:count:_:)`` share, an element
/// each: the call given index `k` reads and writes element `k` alone.
///
///     var squares = [Int](repeating: 0, count: 4)
///     squares.withUnsafeMutableBufferPointer { buffer in
///       let slots = ThreadSlots(buffer)
///       Threads.run(jobs: 4, count: 4) { k in slots[k] = k * k }
///     }
///
/// It is how the record engine's threads reach their parts, sections and
/// results under Swift 6's concurrency checking: the closure they run is
/// `@Sendable`, and this is the one type it captures that is not checked.
///
/// - Complexity: O(1) an access; indices are checked in debug builds.
package struct ThreadSlots<Element: ~Copyable>: @unchecked Sendable {
  // @unchecked: the memory is shared, its elements are not. Each call of
  // `Threads.run` touches only the element of the index it was given, so
  // no two threads touch one element, and the memory outlives the run
  // (the caller owns it and `run` returns after every call has).
  private let base: UnsafeMutablePointer<Element>?
  package let count: Int

  /// Shares `buffer`'s elements, which must outlive the threads' use.
  package init(_ buffer: UnsafeMutableBufferPointer<Element>) {
    base = buffer.baseAddress
    count = buffer.count
  }

  package subscript(k: Int) -> Element {
    unsafeAddress {
      assert(k >= 0 && k < count, "a thread slot out of range")
      return UnsafePointer(base! + k)
    }
    nonmutating unsafeMutableAddress {
      assert(k >= 0 && k < count, "a thread slot out of range")
      return base! + k
    }
  }
}
