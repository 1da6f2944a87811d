/// Slots of class references, each set at most once and then read by any
/// thread without a lock: the one shared-state primitive of the caches
/// (pages of `PrimaryCache`, decoded locales, coded caches).
///
///     let slots = PublishedSlots<Page>(count: 8704)
///     let page = slots[i] ?? slots.publish(Page(…), at: i)
///
/// A thread that finds a slot empty computes its object and publishes it; if
/// another thread published first, its object wins and is returned, and the
/// loser's copy is freed. Objects never change once published, so readers
/// need only see them whole: the publish is a release and the read an
/// acquire.
///
/// Why not `Synchronization`'s `Atomic` or `Mutex`: they need macOS 15 and
/// iOS 18, and the package supports macOS 10.15 and iOS 13. The standard
/// library's `_stdlib_atomicAcquiringInitializeARCRef` and
/// `_stdlib_atomicAcquiringLoadARCRef` do exactly this publish-once and are
/// emitted into the client (no OS version needed); they compile to a
/// compare-and-exchange and a load on every platform, 32-bit and WebAssembly
/// included, and the thread sanitizer sees both as atomics.
final class PublishedSlots<Object: AnyObject>: @unchecked Sendable {
  // @unchecked: every slot is written once, by a compare-and-exchange, and
  // read with acquiring loads.
  private let slots: UnsafeMutablePointer<Object?>
  let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    slots.deinitialize(count: count)  // releases the published objects
    slots.deallocate()
  }

  /// The object published in slot `i`, unretained (the slots keep it alive
  /// as long as they live), or `nil` before one is.
  @inline(__always)
  subscript(i: Int) -> Unmanaged<Object>? {
    _stdlib_atomicAcquiringLoadARCRef(object: slots + i)
  }

  /// Publishes `object` in slot `i` unless one already is there, and
  /// returns the one that is (unretained, kept alive by the slots).
  @discardableResult
  func publish(_ object: Object, at i: Int) -> Unmanaged<Object> {
    _stdlib_atomicAcquiringInitializeARCRef(object: slots + i, desired: object)
  }
}
