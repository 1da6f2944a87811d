/// A fixed number of bytes in memory of their own, made with the value and
/// freed with it: the one owner of this module's manually managed memory
/// (``BufferedWriter``'s buffer), as `OwnedBuffer` is the record engine's.
/// The two stay apart on purpose: `OwnedBuffer` is generic over
/// noncopyable elements, and moved into this module (`@inlinable`, for
/// the writer to share) it was no longer specialized in the records
/// library's loops: `group` ran 10.6% more instructions (callgrind, 100k
/// zh-Hans lines).
///
///     let bytes = OwnedBytes(count: 4096)
///     bytes[0] = 0x0A
///     let line = bytes.elements(0..<1)
///
/// This file is the fence: the memory is allocated, offset into and freed
/// here alone. Noncopyable, so that one owner frees the memory, once;
/// bytes are reached through the subscript or lent as ranges (indices and
/// ranges asserted in debug builds, not checked in release builds, where
/// writing output is a hot loop).
///
/// - Complexity: O(1) to make, to destroy and an access.
struct OwnedBytes: ~Copyable {
  private let base: UnsafeMutablePointer<UInt8>
  /// How many bytes there are.
  let count: Int

  /// Makes `count` bytes, uninitialized: bytes are written before they
  /// are read.
  init(count: Int) {
    precondition(count >= 0, "bytes of a negative count")
    base = .allocate(capacity: Swift.max(count, 1))
    self.count = count
  }

  deinit { base.deallocate() }

  /// Byte `k`, read or written in place.
  subscript(k: Int) -> UInt8 {
    @inline(__always) get {
      assert(k >= 0 && k < count, "an index out of the bytes")
      return base[k]
    }
    @inline(__always) nonmutating set {
      assert(k >= 0 && k < count, "an index out of the bytes")
      base[k] = newValue
    }
  }

  /// Copies `bytes` to the bytes from `offset`, which must hold them
  /// (asserted in debug builds).
  @inline(__always)
  func copy(_ bytes: UnsafeBufferPointer<UInt8>, to offset: Int) {
    assert(offset >= 0 && bytes.count <= count - offset, "a copy past the bytes")
    guard let source = bytes.baseAddress else { return }
    (base + offset).update(from: source, count: bytes.count)
  }

  /// Bytes `range`, valid while the value lives (the range asserted in
  /// debug builds).
  @inline(__always)
  func elements(_ range: Range<Int>) -> UnsafeMutableBufferPointer<UInt8> {
    assert(range.lowerBound >= 0 && range.upperBound <= count, "bytes out of the buffer")
    return UnsafeMutableBufferPointer(start: base + range.lowerBound, count: range.count)
  }
}
