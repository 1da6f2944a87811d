/// Collects output and writes it to a file descriptor in large chunks.
///
/// Sectioned lists can be millions of lines; one `write(2)` per line would
/// dominate the run time, and one string holding everything would double the
/// memory. A failed write (a closed pipe, a full disk) is thrown at once,
/// from the ``write(_:)`` or ``flush()`` that wrote out; the bytes buffered
/// then are dropped.
package final class BufferedWriter {
  package let fileDescriptor: FileDescriptor
  private var buffer: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int

  package init(fileDescriptor: FileDescriptor, capacity: Int = 64 * 1024) {
    self.fileDescriptor = fileDescriptor
    self.capacity = Swift.max(capacity, 16)
    buffer = .allocate(capacity: self.capacity)
  }

  deinit { buffer.deallocate() }

  /// Appends a string's UTF-8 bytes, writing the buffer out when it is full.
  package func write(_ string: String) throws(SystemError) {
    var string = string
    let result = string.withUTF8 { bytes in
      Result { () throws(SystemError) in try write(bytes) }
    }
    try result.get()
  }

  /// Appends raw bytes.
  package func write(bytes: [UInt8]) throws(SystemError) {
    let result = bytes.withUnsafeBufferPointer { bytes in
      Result { () throws(SystemError) in try write(bytes) }
    }
    try result.get()
  }

  /// Appends one byte.
  @inline(__always)
  package func write(byte: UInt8) throws(SystemError) {
    if count == capacity { try flush() }
    buffer[count] = byte
    count += 1
  }

  /// Appends bytes in memory: copied into the buffer, or written straight
  /// out when they would not fit an empty one.
  @inline(__always)
  package func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(SystemError) {
    guard let base = bytes.baseAddress else { return }
    if bytes.count > capacity - count {
      try flush()
      if bytes.count > capacity {
        try fileDescriptor.writeAll(UnsafeRawBufferPointer(bytes))
        return
      }
    }
    (buffer + count).initialize(from: base, count: bytes.count)
    count += bytes.count
  }

  /// Makes the buffer hold at least `minimumCapacity` bytes, writing out
  /// what it holds first when it grows: for output much larger than the
  /// input (`keys`), fewer and larger writes.
  package func reserveCapacity(_ minimumCapacity: Int) throws(SystemError) {
    guard minimumCapacity > capacity else { return }
    try flush()
    buffer.deallocate()
    buffer = .allocate(capacity: minimumCapacity)
    capacity = minimumCapacity
  }

  /// The room left at the end of the buffer. Bytes put at its start are
  /// part of the output once ``commit(_:)`` counts them; anything that
  /// writes or flushes before that may overwrite them.
  ///
  ///     let room = output.freeSpace
  ///     if room.count >= 2 { room[0] = 0x6F; room[1] = 0x6B; output.commit(2) }
  package var freeSpace: UnsafeMutableBufferPointer<UInt8> {
    UnsafeMutableBufferPointer(start: buffer + count, count: capacity - count)
  }

  /// Counts the first `byteCount` bytes of ``freeSpace`` as written.
  package func commit(_ byteCount: Int) {
    precondition(byteCount >= 0 && byteCount <= capacity - count, "more than the room left")
    count += byteCount
  }

  /// Writes out whatever is buffered.
  package func flush() throws(SystemError) {
    guard count > 0 else { return }
    let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
    count = 0
    try fileDescriptor.writeAll(bytes)
  }
}
