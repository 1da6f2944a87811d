/// Collects output and writes it to a file descriptor in large chunks.
///
/// Sectioned lists can be millions of lines; one `write(2)` per line would
/// dominate the run time, and one string holding everything would double the
/// memory. A failed write (a closed pipe, a full disk) is thrown at once,
/// from the ``write(_:)`` or ``flush()`` that wrote out; the bytes buffered
/// then are dropped.
package final class BufferedWriter {
  package let fileDescriptor: FileDescriptor
  private let buffer: UnsafeMutablePointer<UInt8>
  private var count = 0
  private let capacity: Int

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

  /// Writes out whatever is buffered.
  package func flush() throws(SystemError) {
    guard count > 0 else { return }
    let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
    count = 0
    try fileDescriptor.writeAll(bytes)
  }
}
