/// A fixed number of elements in memory of their own, made with the buffer
/// and destroyed with it: the one owner of the record engine's manually
/// managed memory (its per-thread parts, section buffers, sorted sections
/// and lock), fenced the way swift-collections fences its unsafe handles.
/// It lives in this module so that the optimizer specializes it where it
/// is used (the loops over sorted sections are hot).
///
/// This file is the fence: the engine's memory is allocated, offset into
/// and freed here alone, by this type and its siblings (``GrowingBytes``
/// for bytes that grow, ``ThreadSlots`` for elements threads share);
/// everything else reaches it through their subscripts and checked ranges.
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

  /// Elements `range`, valid while the buffer lives (the range asserted in
  /// debug builds).
  @inline(__always)
  package func elements(_ range: Range<Int>) -> UnsafeMutableBufferPointer<Element> {
    assert(range.lowerBound >= 0 && range.upperBound <= count, "elements out of the buffer")
    return UnsafeMutableBufferPointer(start: base + range.lowerBound, count: range.count)
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

  /// Copies the bytes of `source` to the buffer's bytes from `offset`,
  /// which must hold them (asserted in debug builds).
  @inline(__always)
  package func copy(from source: UnsafeRawBufferPointer, to offset: Int) {
    guard let start = source.baseAddress else { return }
    copy(source.count, from: start, to: offset)
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

extension OwnedBuffer where Element == UInt8 {
  /// Makes a copy of `bytes`.
  package init(copying bytes: [UInt8]) {
    self.init(repeating: 0, count: bytes.count)
    bytes.withUnsafeBytes { copy($0.count, from: $0.baseAddress ?? UnsafeRawPointer(base), to: 0) }
  }
}

/// Bytes appended to at their end, in memory of their own that grows as
/// they do: a section's records while ``SectionSpill`` keeps them, the
/// sibling of ``OwnedBuffer`` for memory whose size is not known ahead.
///
///     var bytes = GrowingBytes()
///     bytes.append(4, minimumCapacity: 4096) { $0.storeBytes(of: 7, as: UInt32.self) }
///     bytes.withBytes { file.writeAll($0) }
///     bytes.removeAll(keepingCapacity: false)
///
/// Noncopyable, so that one owner frees the memory, once. Writes go through
/// the bytes ``append(_:minimumCapacity:_:)`` lends, which hold exactly
/// the bytes appended (their offsets asserted in debug builds).
///
/// - Complexity: amortized O(*n*) in the bytes appended.
package struct GrowingBytes: ~Copyable {
  private var base: UnsafeMutableRawPointer? = nil
  /// How many bytes there are.
  package private(set) var count = 0
  /// How many bytes fit before the memory grows.
  package private(set) var capacity = 0

  package init() {}

  deinit { base?.deallocate() }

  /// Appends `byteCount` bytes written by `body`, which must write all of
  /// them: the memory grows first (to at least `minimumCapacity` bytes,
  /// at least doubling) when they do not fit.
  @inline(__always)
  package mutating func append<R>(
    _ byteCount: Int, minimumCapacity: Int = 0, _ body: (UnsafeMutableRawBufferPointer) -> R
  ) -> R {
    assert(byteCount >= 0, "a negative count of bytes")
    if byteCount > capacity - count {
      grow(to: Swift.max(count + byteCount, 2 * capacity, minimumCapacity))
    }
    let result = body(
      UnsafeMutableRawBufferPointer(start: base.map { $0 + count }, count: byteCount))
    count += byteCount
    return result
  }

  private mutating func grow(to newCapacity: Int) {
    let bigger = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 16)
    if let base {
      bigger.copyMemory(from: base, byteCount: count)
      base.deallocate()
    }
    base = bigger
    capacity = newCapacity
  }

  /// Calls `body` with the bytes, valid during the call.
  @inline(__always)
  package func withBytes<R, E: Error>(
    _ body: (UnsafeRawBufferPointer) throws(E) -> R
  ) throws(E) -> R {
    try body(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// Removes the bytes, and lets their memory go unless asked to keep it.
  package mutating func removeAll(keepingCapacity: Bool) {
    count = 0
    guard !keepingCapacity else { return }
    base?.deallocate()
    base = nil
    capacity = 0
  }

  /// Checks that the bytes lie within their memory, which exists exactly
  /// when it has a capacity. Traps on a broken one.
  package func _checkInvariants() {
    precondition(count >= 0 && count <= capacity, "bytes over capacity")
    precondition((base == nil) == (capacity == 0), "capacity without memory")
  }
}

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
