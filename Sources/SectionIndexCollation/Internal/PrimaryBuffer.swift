/// A growable buffer of primaries reused across records.
struct PrimaryBuffer: ~Copyable {
  private(set) var base: UnsafeMutablePointer<UInt32>
  private var capacity: Int
  var count = 0

  init() {
    capacity = 64
    base = .allocate(capacity: capacity)
  }

  deinit { base.deallocate() }

  mutating func reserve(_ n: Int) {
    guard n > capacity else { return }
    base.deallocate()
    capacity = Swift.max(n, 2 * capacity)
    base = .allocate(capacity: capacity)
  }

  func withPrimaries<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
    body(UnsafeBufferPointer(start: base, count: count))
  }
}
