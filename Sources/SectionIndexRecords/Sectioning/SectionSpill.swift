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
  struct Buffer: ~Copyable {
    var bytes = GrowingBytes()
    var records = 0
    var size = 0
    /// Whether ``take(section:to:)`` took the section's bytes.
    var isTaken = false
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
    buffers = OwnedBuffer(count: sections) { _ in Buffer() }
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
    buffer.pointee.bytes.append(added, minimumCapacity: 4096) { record in
      record.storeBytes(of: head.head.littleEndian, as: UInt64.self)
      record.storeBytes(of: head.head2.littleEndian, toByteOffset: 8, as: UInt32.self)
      var word = head.isLonger ? Self.longerBit : 0
      word |= extended ? Self.extendedBit : UInt32(truncatingIfNeeded: key.count)
      record.storeBytes(of: word.littleEndian, toByteOffset: 12, as: UInt32.self)
      var at = Self.headBytes
      if extended {
        record.storeBytes(of: UInt64(key.count).littleEndian, toByteOffset: at, as: UInt64.self)
        record.storeBytes(
          of: UInt64(readingCount).littleEndian, toByteOffset: at + 8, as: UInt64.self)
        record.storeBytes(
          of: (payload.map { UInt64($0.count) } ?? Self.noPayload).littleEndian,
          toByteOffset: at + 16, as: UInt64.self)
        at += 24
      }
      @inline(__always) func copy(_ part: UnsafeBufferPointer<UInt8>?) {
        guard let part else { return }
        UnsafeMutableRawBufferPointer(rebasing: record[at..<at + part.count])
          .copyMemory(from: UnsafeRawBufferPointer(part))
        at += part.count
      }
      copy(key)
      copy(reading)
      copy(payload)
      assert(at == added, "a record of another size")
    }
    buffer.pointee.records += 1
    buffer.pointee.size += added
    buffered += added
    if memoryOnly { return }
    if file != nil {
      if buffer.pointee.bytes.count >= chunkBytes { flush(section) }
    } else if buffered > memoryLimit {
      guard let (made, _) = POSIX.temporaryFile(prefix: "section-index-group", in: directory)
      else {
        memoryOnly = true
        return
      }
      file = made
      for s in buffers.indices where buffers[s].bytes.count > 0 { flush(s) }
    }
  }

  /// Writes a section's buffer to the file (or keeps it as a chunk in
  /// memory when the write fails), and shrinks the buffer to a chunk.
  private mutating func flush(_ section: Int) {
    let count = buffers[section].bytes.count
    defer {
      buffers[section].bytes.removeAll(
        keepingCapacity: buffers[section].bytes.capacity <= 2 * chunkBytes)
    }
    do throws(SystemError) {
      try buffers[section].bytes.withBytes { bytes throws(SystemError) in
        try file!.writeAll(bytes)
      }
    } catch {
      // Perhaps a full disk: the bytes before this write are in the file,
      // these and the rest stay in memory.
      memoryOnly = true
      chunks[section].append(.memory(buffers[section].bytes.withBytes { Array($0) }))
      return
    }
    buffered -= count
    chunks[section].append(.file(offset: fileEnd, count: count))
    fileEnd += count
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
  /// `_checkInvariants()` do: each section's bytes, in memory (its buffer
  /// and chunks kept when a write failed) and in the temporary file, are
  /// its count of whole records in its size of bytes (none once taken);
  /// the file's chunks lie apart within the file; the bytes counted as
  /// buffered are those in memory. Reads the file back. Traps on a broken
  /// one; the tests call it after appending, and after taking.
  ///
  /// - Complexity: O(*n*) in the bytes held.
  package func _checkInvariants() {
    var inMemory = 0
    var fileChunks: [(offset: Int, count: Int)] = []
    for s in buffers.indices {
      buffers[s].bytes._checkInvariants()
      let (records, size) = (buffers[s].records, buffers[s].size)
      precondition(records >= 0 && size >= 0, "a negative count")
      precondition(records > 0 || size == 0, "bytes without records")
      var held: [UInt8] = []
      for chunk in chunks[s] {
        switch chunk {
        case .memory(let bytes):
          precondition(!bytes.isEmpty, "an empty chunk")
          held += bytes
          inMemory += bytes.count
        case .file(let offset, let count):
          precondition(file != nil, "a chunk in a file never made")
          precondition(offset >= 0 && count > 0, "an empty chunk")
          fileChunks.append((offset, count))
          var read = [UInt8](repeating: 0, count: count)
          do {
            try read.withUnsafeMutableBytes { try file!.read(exactlyAt: offset, into: $0) }
          } catch { preconditionFailure("a chunk the file does not hold: \(error)") }
          held += read
        }
      }
      buffers[s].bytes.withBytes { held += $0 }
      inMemory += buffers[s].bytes.count
      if buffers[s].isTaken {
        precondition(held.isEmpty, "bytes of a section taken")
        continue
      }
      precondition(held.count == size, "a section holding other than its size")
      held.withUnsafeBytes {
        if let problem = Self.problem(in: $0, count: records) { preconditionFailure(problem) }
      }
    }
    precondition(buffered == inMemory, "buffered bytes miscounted")
    // Sections taken leave gaps; the rest never overlap.
    fileChunks.sort { $0.offset < $1.offset }
    var end = 0
    for chunk in fileChunks {
      precondition(chunk.offset >= end, "chunks of the file overlap")
      end = chunk.offset + chunk.count
    }
    precondition(end <= fileEnd, "a chunk past the file's end")
  }

  /// Copies a section's records, in the order they came, to `target`
  /// (``size(of:)`` bytes), and lets them go.
  ///
  /// - Throws: ``SystemError`` when the file cannot be read back.
  package mutating func take(
    section: Int, to target: UnsafeMutableRawBufferPointer
  ) throws(SystemError) {
    assert(target.count == buffers[section].size, "room of another size than the section")
    var at = 0
    @inline(__always) func room(_ count: Int) -> UnsafeMutableRawBufferPointer {
      defer { at += count }
      return UnsafeMutableRawBufferPointer(rebasing: target[at..<at + count])
    }
    for chunk in chunks[section] {
      switch chunk {
      case .memory(let bytes):
        bytes.withUnsafeBytes { room(bytes.count).copyMemory(from: $0) }
        buffered -= bytes.count
      case .file(let offset, let count):
        try file!.read(exactlyAt: offset, into: room(count))
      }
    }
    buffers[section].bytes.withBytes { room($0.count).copyMemory(from: $0) }
    buffered -= buffers[section].bytes.count
    chunks[section] = []
    buffers[section].bytes.removeAll(keepingCapacity: false)
    buffers[section].isTaken = true
  }
}
