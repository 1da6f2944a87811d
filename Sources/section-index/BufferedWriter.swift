/// Collects output and writes it to a file descriptor in large chunks.
///
/// Sectioned lists can be millions of lines; one `write(2)` per line would
/// dominate the run time, and one string holding everything would double the
/// memory. A failed write (a closed pipe, a full disk) is remembered and
/// thrown from the next ``write(_:)`` or ``flush()``, so callers stop early.
final class BufferedWriter {
  let fileDescriptor: Int32
  private var buffer: [UInt8] = []
  private let capacity: Int

  init(fileDescriptor: Int32, capacity: Int = 64 * 1024) {
    self.fileDescriptor = fileDescriptor
    self.capacity = capacity
    buffer.reserveCapacity(capacity + 1024)
  }

  /// Appends a string's UTF-8 bytes, writing the buffer out when it is full.
  func write(_ string: String) throws(SystemError) {
    var string = string
    string.withUTF8 { buffer.append(contentsOf: $0) }
    if buffer.count >= capacity { try flush() }
  }

  /// Appends raw bytes.
  func write(bytes: some Sequence<UInt8>) throws(SystemError) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= capacity { try flush() }
  }

  /// Writes out whatever is buffered.
  func flush() throws(SystemError) {
    guard !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    let result = buffer.withUnsafeBytes { bytes in
      Result { () throws(SystemError) in try Platform.writeAll(fileDescriptor, bytes) }
    }
    try result.get()
  }
}
