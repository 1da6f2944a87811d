#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The memory of `PrimarySort`'s chunks. For many records (Linux, glibc or musl), one
/// mapping that asks for huge pages, each chunk's pages given back to the
/// system as soon as it is freed; otherwise the usual allocator.
///
/// The C allocator would keep the freed chunks: glibc serves blocks below a
/// threshold that rises to the largest block freed so far from its heap,
/// and freed holes there stay resident under the sections' output, so a
/// million records peaked 10–12 MB higher through it. Huge pages keep
/// the mapping from costing a page fault per 4 KiB.
struct ChunkStore: ~Copyable {
  private typealias Record = PrimarySort.Record
  private static let chunkBytes = PrimarySort.chunkSize * MemoryLayout<Record>.stride
  /// The mapping and its size, or `nil` when chunks come from the allocator.
  private let mapping: UnsafeMutableRawPointer?
  private let mappedBytes: Int
  private var used = 0

  /// - Parameter chunks: How many chunks will be asked for (at most; more
  ///   come from the allocator).
  init(chunks: Int) {
    (mapping, mappedBytes) = Self.map(chunks: chunks) ?? (nil, 0)
  }

  /// A mapping for `chunks` chunks on a huge-page boundary, when it is worth
  /// it (two huge pages or more) and the system gives it.
  private static func map(chunks: Int) -> (UnsafeMutableRawPointer, Int)? {
    #if canImport(Glibc) || canImport(Musl)
      let huge = 2 << 20
      guard chunks * chunkBytes >= 2 * huge else { return nil }
      let bytes = (chunks * chunkBytes + huge - 1) / huge * huge
      // Map a huge page more than needed, then trim to a huge-page boundary.
      let flags = MAP_PRIVATE | MAP_ANONYMOUS
      guard let raw = mmap(nil, bytes + huge, PROT_READ | PROT_WRITE, flags, -1, 0),
        Int(bitPattern: raw) != -1  // MAP_FAILED
      else { return nil }
      let head = (huge - Int(bitPattern: raw) % huge) % huge
      let start = raw + head
      if head > 0 { munmap(raw, head) }
      if huge - head > 0 { munmap(start + bytes, huge - head) }
      madvise(start, bytes, MADV_HUGEPAGE)
      return (start, bytes)
    #else
      return nil
    #endif
  }

  deinit {
    #if canImport(Glibc) || canImport(Musl)
      if let mapping { munmap(mapping, mappedBytes) }
    #endif
  }

  /// A chunk of `PrimarySort.chunkSize` records, uninitialized.
  mutating func allocate() -> UnsafeMutablePointer<PrimarySort.Record> {
    if let mapping, (used + 1) * Self.chunkBytes <= mappedBytes {
      defer { used += 1 }
      return (mapping + used * Self.chunkBytes).bindMemory(
        to: Record.self, capacity: PrimarySort.chunkSize)
    }
    return .allocate(capacity: PrimarySort.chunkSize)
  }

  /// Frees a chunk from `allocate()`.
  func free(_ chunk: UnsafeMutablePointer<PrimarySort.Record>) {
    #if canImport(Glibc) || canImport(Musl)
      if let mapping, UnsafeMutableRawPointer(chunk) >= mapping,
        UnsafeMutableRawPointer(chunk) < mapping + mappedBytes
      {
        madvise(chunk, Self.chunkBytes, MADV_DONTNEED)
        return
      }
    #endif
    chunk.deallocate()
  }
}
