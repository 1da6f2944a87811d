import SectionIndexAlgorithms
import SectionIndexCollation
import SectionIndexIO

/// Records kept by section until each is sorted (`group`): in memory while
/// they are few, then in a temporary file, so that `group` holds one section
/// at a time rather than the whole input.
///
/// Each section's records are appended to a buffer of its own; past
/// `memoryLimit` bytes in all, full buffers are written to an unlinked file
/// in `$TMPDIR` (default `/tmp`) and read back a section at a time by
/// ``take(section:to:)``. When no file can be made, or writing to it fails
/// (a full disk), records stay in memory: nothing is lost either way.
///
/// A record is its key head's twelve bytes and a 32-bit word, then its
/// bytes: the word holds whether the key is longer than the head (bit 31)
/// and the key's length (bits 0–29) when the record is its key alone (the
/// common case); otherwise bit 30 is set and three 64-bit lengths follow
/// (key, reading, payload: `UInt64.max` for none). Numbers are
/// little-endian.
package struct SectionSpill: ~Copyable {
  /// Where a section's bytes are, in order.
  private enum Chunk {
    case file(offset: Int, count: Int)
    case memory([UInt8])
  }

  /// Bytes before a record's key: the head and the word.
  package static let headBytes = 16
  /// With lengths of their own.
  package static let extendedBytes = headBytes + 24
  /// The payload length of a record without one (it shows its key).
  package static let noPayload = UInt64.max
  package static let longerBit: UInt32 = 0x8000_0000
  package static let extendedBit: UInt32 = 0x4000_0000

  /// A section's bytes not yet written, and its records and bytes in all.
  // Not `private`: `OwnedBuffer<Buffer>` is laid out in other files too.
  struct Buffer {
    var base: UnsafeMutableRawPointer? = nil
    var count = 0
    var capacity = 0
    var records = 0
    var size = 0
  }

  private var chunks: [[Chunk]]
  // `var`, though the pointer never changes: see `PrimarySort`.
  private var buffers: OwnedBuffer<Buffer>
  /// Whether some record has a reading.
  package private(set) var hasReadings = false
  private var buffered = 0
  private var file: FileDescriptor? = nil
  private var fileEnd = 0
  /// No file could be made or written: keep everything in memory.
  private var memoryOnly = false
  private let chunkBytes: Int
  private let memoryLimit: Int
  private let directory: String?

  /// Whether records went to a temporary file.
  package var usesFile: Bool { file != nil }

  /// - Parameters:
  ///   - sections: How many sections there are.
  ///   - memoryLimit: Bytes kept in memory before records go to a file.
  ///   - directory: Where the file goes; by default `$TMPDIR`, else `/tmp`.
  ///   - share: How many spills fill at once (a thread each), which share
  ///     the memory limit and the buffers' 2 MB.
  package init(
    sections: Int, memoryLimit: Int = SectionSpill.defaultMemoryLimit, directory: String? = nil,
    share: Int = 1
  ) {
    chunks = Array(repeating: [], count: sections)
    buffers = OwnedBuffer(repeating: Buffer(), count: sections)
    // Buffers of all sections (of all spills) together about 2 MB once
    // writing to the file.
    let share = Swift.max(share, 1)
    chunkBytes = Swift.min(
      64 << 10, Swift.max(8 << 10, (2 << 20) / share / Swift.max(sections, 1)))
    self.memoryLimit = memoryLimit / share
    self.directory = directory
  }

  /// 8 MB: a file costs more than it saves below that.
  package static let defaultMemoryLimit = 8 << 20

  deinit {
    // Unlinked and read back already: closing can lose nothing.
    try? file?.close()
    for s in buffers.indices { buffers[s].base?.deallocate() }
  }

  /// How many records a section holds.
  package func count(of section: Int) -> Int { buffers[section].records }

  /// How many bytes a section's records take (``take(section:to:)``).
  package func size(of section: Int) -> Int { buffers[section].size }

  /// Adds a record to a section.
  package mutating func append(
    section: Int, head: IndexedCollation.RecordHead, key: UnsafeBufferPointer<UInt8>,
    reading: UnsafeBufferPointer<UInt8>?, payload: UnsafeBufferPointer<UInt8>?
  ) {
    let readingCount = reading?.count ?? 0
    if readingCount > 0 { hasReadings = true }
    let extended = readingCount > 0 || payload != nil || key.count >= Int(Self.extendedBit)
    let added =
      (extended ? Self.extendedBytes : Self.headBytes) + key.count + readingCount
      + (payload?.count ?? 0)
    let buffer = buffers.address(of: section)
    if buffer.pointee.count + added > buffer.pointee.capacity {
      let capacity = Swift.max(buffer.pointee.count + added, 2 * buffer.pointee.capacity, 4096)
      let bigger = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
      if let base = buffer.pointee.base {
        bigger.copyMemory(from: base, byteCount: buffer.pointee.count)
        base.deallocate()
      }
      buffer.pointee.base = bigger
      buffer.pointee.capacity = capacity
    }
    var at = buffer.pointee.base! + buffer.pointee.count
    at.storeBytes(of: head.head.littleEndian, as: UInt64.self)
    at.storeBytes(of: head.head2.littleEndian, toByteOffset: 8, as: UInt32.self)
    var word = head.isLonger ? Self.longerBit : 0
    word |= extended ? Self.extendedBit : UInt32(truncatingIfNeeded: key.count)
    at.storeBytes(of: word.littleEndian, toByteOffset: 12, as: UInt32.self)
    at += Self.headBytes
    if extended {
      at.storeBytes(of: UInt64(key.count).littleEndian, as: UInt64.self)
      at.storeBytes(of: UInt64(readingCount).littleEndian, toByteOffset: 8, as: UInt64.self)
      at.storeBytes(
        of: (payload.map { UInt64($0.count) } ?? Self.noPayload).littleEndian, toByteOffset: 16,
        as: UInt64.self)
      at += 24
    }
    @inline(__always) func copy(_ part: UnsafeBufferPointer<UInt8>?) {
      guard let part, let from = part.baseAddress else { return }
      at.copyMemory(from: from, byteCount: part.count)
      at += part.count
    }
    copy(key)
    copy(reading)
    copy(payload)
    assert(at == buffer.pointee.base! + buffer.pointee.count + added, "a record of another size")
    buffer.pointee.count += added
    buffer.pointee.records += 1
    buffer.pointee.size += added
    buffered += added
    if memoryOnly { return }
    if file != nil {
      if buffer.pointee.count >= chunkBytes { flush(section) }
    } else if buffered > memoryLimit {
      guard let (made, _) = POSIX.temporaryFile(prefix: "section-index-group", in: directory)
      else {
        memoryOnly = true
        return
      }
      file = made
      for s in buffers.indices where buffers[s].count > 0 { flush(s) }
    }
  }

  /// Writes a section's buffer to the file (or keeps it as a chunk in
  /// memory when the write fails), and shrinks the buffer to a chunk.
  private mutating func flush(_ section: Int) {
    let buffer = buffers[section]
    let bytes = UnsafeRawBufferPointer(start: buffer.base, count: buffer.count)
    defer {
      buffers[section].count = 0
      if buffer.capacity > 2 * chunkBytes {
        buffer.base?.deallocate()
        buffers[section].base = nil
        buffers[section].capacity = 0
      }
    }
    do throws(SystemError) {
      try file!.writeAll(bytes)
    } catch {
      // Perhaps a full disk: the bytes before this write are in the file,
      // these and the rest stay in memory.
      memoryOnly = true
      chunks[section].append(.memory(Array(bytes)))
      return
    }
    buffered -= buffer.count
    chunks[section].append(.file(offset: fileEnd, count: bytes.count))
    fileEnd += bytes.count
  }

  /// Why a section's bytes, read back, do not hold its `count` records
  /// whole (a temporary file cut short or overwritten), or `nil` when they
  /// do: every record's lengths within the bytes, the last ending at their
  /// end. ``record(at:in:position:)`` trusts what this passed.
  ///
  ///     SectionSpill.problem(in: bytes, count: 3)  // "record 2 of 3 runs past the section's 40 bytes"
  ///
  /// - Complexity: O(*n*) in the records.
  package static func problem(in bytes: UnsafeRawBufferPointer, count: Int) -> String? {
    var at = 0
    for k in 0..<count {
      // The message is made only when it is needed.
      var cut: String {
        "record \(k + 1) of \(count) runs past the section's \(bytes.count) bytes"
      }
      guard bytes.count - at >= headBytes else { return cut }
      let word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: at + 12, as: UInt32.self))
      var rest = UInt64(bytes.count - at - headBytes)
      if word & extendedBit == 0 {
        let key = UInt64(word & (extendedBit - 1))
        guard key <= rest else { return cut }
        rest -= key
      } else {
        guard rest >= 24 else { return cut }
        rest -= 24
        for part in 0..<3 {
          let length = UInt64(
            littleEndian: bytes.loadUnaligned(
              fromByteOffset: at + headBytes + 8 * part, as: UInt64.self))
          if part == 2 && length == noPayload { continue }
          guard length <= rest else { return cut }
          rest -= length
        }
      }
      at = bytes.count - Int(rest)
    }
    guard at == bytes.count else {
      return "\(bytes.count - at) bytes follow the section's \(count) records"
    }
    return nil
  }

  /// What a record at `start` of a section's bytes holds: its head (at
  /// `position`), where its key, reading and payload are (`nil` when it
  /// has none: it shows its key), and where the next record starts.
  @inline(__always)
  package static func record(
    at start: Int, in bytes: UnsafeRawBufferPointer, position: Int
  ) -> (
    head: IndexedCollation.RecordHead, key: Range<Int>, reading: Range<Int>,
    payload: Range<Int>?, end: Int
  ) {
    assert(start >= 0 && bytes.count - start >= headBytes, "a record's head past the section")
    let head1 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self))
    let head2 = UInt32(
      littleEndian: bytes.loadUnaligned(fromByteOffset: start + 8, as: UInt32.self))
    let word = UInt32(
      littleEndian: bytes.loadUnaligned(fromByteOffset: start + 12, as: UInt32.self))
    let head = IndexedCollation.RecordHead(
      head: head1, head2: head2, isLonger: word & longerBit != 0, position: position)
    guard word & extendedBit != 0 else {
      let key = start + headBytes
      let end = key + Int(word & (extendedBit - 1))
      assert(end <= bytes.count, "a record's key past the section")
      return (head, key..<end, end..<end, nil, end)
    }
    func length(_ k: Int) -> UInt64 {
      UInt64(
        littleEndian: bytes.loadUnaligned(
          fromByteOffset: start + headBytes + 8 * k, as: UInt64.self))
    }
    let key = start + extendedBytes
    let reading = key + Int(length(0))
    let payload = reading + Int(length(1))
    let payloadCount = length(2)
    guard payloadCount != noPayload else {
      assert(payload <= bytes.count, "a record's reading past the section")
      return (head, key..<reading, reading..<payload, nil, payload)
    }
    let end = payload + Int(payloadCount)
    assert(end <= bytes.count, "a record's payload past the section")
    return (head, key..<reading, reading..<payload, payload..<end, end)
  }

  /// Checks the spill's bookkeeping, as swift-collections'
  /// `_checkInvariants()` do: each section's buffer holds no more than its
  /// capacity (and has memory exactly when it has a capacity), its chunks
  /// and buffer no more than its size, the file's chunks lie apart within
  /// the file, and the bytes counted as buffered cover the buffers.
  /// Traps on a broken one; the tests call it after appending.
  package func _checkInvariants() {
    var inBuffers = 0
    var fileChunks: [(offset: Int, count: Int)] = []
    for s in buffers.indices {
      let buffer = buffers[s]
      precondition(buffer.count >= 0 && buffer.count <= buffer.capacity, "a buffer over capacity")
      precondition((buffer.base == nil) == (buffer.capacity == 0), "capacity without memory")
      var held = buffer.count
      for chunk in chunks[s] {
        switch chunk {
        case .memory(let bytes): held += bytes.count
        case .file(let offset, let count):
          precondition(file != nil, "a chunk in a file never made")
          fileChunks.append((offset, count))
          held += count
        }
      }
      precondition(held <= buffer.size, "a section holding more than its size")
      precondition(buffer.records >= 0 && buffer.size >= 0, "a negative count")
      inBuffers += buffer.count
    }
    precondition(buffered >= inBuffers, "buffered bytes not counted")
    // Sections taken leave gaps; the rest never overlap.
    fileChunks.sort { $0.offset < $1.offset }
    var end = 0
    for chunk in fileChunks {
      precondition(chunk.offset >= end && chunk.count > 0, "chunks of the file overlap")
      end = chunk.offset + chunk.count
    }
    precondition(end <= fileEnd, "a chunk past the file's end")
  }

  /// Copies a section's records, in the order they came, to `target`
  /// (room for ``size(of:)`` bytes), and lets them go.
  ///
  /// - Throws: ``SystemError`` when the file cannot be read back.
  package mutating func take(section: Int, to target: UnsafeMutableRawPointer) throws(SystemError) {
    var at = target
    for chunk in chunks[section] {
      switch chunk {
      case .memory(let bytes):
        bytes.withUnsafeBytes { at.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        at += bytes.count
      case .file(let offset, let count):
        try file!.read(
          exactlyAt: offset, into: UnsafeMutableRawBufferPointer(start: at, count: count))
        at += count
      }
    }
    let buffer = buffers[section]
    if let base = buffer.base { at.copyMemory(from: base, byteCount: buffer.count) }
    buffered -= buffer.count
    buffer.base?.deallocate()
    chunks[section] = []
    buffers[section].base = nil
    buffers[section].count = 0
    buffers[section].capacity = 0
  }
}
