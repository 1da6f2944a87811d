/// A fixed number of elements in memory of their own, made with the buffer
/// and destroyed with it: the one owner of the record engine's manually
/// managed memory (its per-thread parts, section buffers, sorted sections
/// and lock), fenced the way swift-collections fences its unsafe handles.
/// It lives in this module so that the optimizer specializes it where it
/// is used (the loops over sorted sections are hot).
///
///     let counts = OwnedBuffer(repeating: 0, count: sections)
///     counts[3] += 1
///
/// Noncopyable, so that one owner frees the memory, once; elements are
/// reached through the subscript (indices asserted in debug builds, not
/// checked in release builds, where the loops over these buffers are the
/// hot ones) or lent as ``buffer`` for as long as the owner lives.
///
/// - Complexity: O(*n*) to make and to destroy; O(1) an access.
package struct OwnedBuffer<Element: ~Copyable>: ~Copyable {
  /// The first element.
  package let base: UnsafeMutablePointer<Element>
  /// How many elements there are.
  package let count: Int

  /// Makes `count` elements, element `k` as `make(k)`.
  package init(count: Int, makingEach make: (Int) -> Element) {
    precondition(count >= 0, "a buffer of a negative count")
    base = .allocate(capacity: Swift.max(count, 1))
    for k in 0..<count { (base + k).initialize(to: make(k)) }
    self.count = count
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// Element `k`, read or written in place (also through a `let` buffer:
  /// the memory, not the buffer, changes).
  package subscript(k: Int) -> Element {
    unsafeAddress {
      assert(k >= 0 && k < count, "an index out of the buffer")
      return UnsafePointer(base + k)
    }
    nonmutating unsafeMutableAddress {
      assert(k >= 0 && k < count, "an index out of the buffer")
      return base + k
    }
  }

  /// `0..<count`.
  package var indices: Range<Int> { 0..<count }

  /// The elements, valid while the buffer lives.
  package var buffer: UnsafeMutableBufferPointer<Element> {
    UnsafeMutableBufferPointer(start: base, count: count)
  }

  /// Where element `k` is, for as long as the buffer lives: the one place
  /// the engine offsets a pointer into memory it owns (asserted in debug
  /// builds).
  @inline(__always)
  package func address(of k: Int) -> UnsafeMutablePointer<Element> {
    assert(k >= 0 && k < count, "an index out of the buffer")
    return base + k
  }
}

extension OwnedBuffer where Element == UInt8 {
  /// Copies `byteCount` bytes from `source` to the buffer's bytes from
  /// `offset`, which must hold them (asserted in debug builds).
  @inline(__always)
  package func copy(_ byteCount: Int, from source: UnsafeRawPointer, to offset: Int) {
    assert(
      offset >= 0 && byteCount >= 0 && byteCount <= count - offset, "a copy past the buffer")
    UnsafeMutableRawPointer(base + offset).copyMemory(from: source, byteCount: byteCount)
  }
}

extension OwnedBuffer where Element: Copyable {
  /// Makes `count` copies of `value`.
  package init(repeating value: Element, count: Int) {
    precondition(count >= 0, "a buffer of a negative count")
    base = .allocate(capacity: Swift.max(count, 1))
    base.initialize(repeating: value, count: count)
    self.count = count
  }
}
