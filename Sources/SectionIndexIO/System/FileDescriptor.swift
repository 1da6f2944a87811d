/// An open file descriptor and the few system calls made on it, in the
/// manner of swift-system's `FileDescriptor`: each call that can be
/// interrupted by a signal is retried in one place,
/// ``retryingInterrupts(_:)``, and failures are ``SystemError``s.
///
///     let file = try FileDescriptor.open("names.txt")
///     defer { try? file.close() }
///     var block = [UInt8](repeating: 0, count: 4096)
///     let n = try block.withUnsafeMutableBytes { try file.read(into: $0) }
///
/// The calls themselves are ``Platform``'s: the C library natively, WASI in
/// the WebAssembly build, which has standard input, output and error only.
package struct FileDescriptor: Hashable, Sendable {
  /// The descriptor's number.
  package let rawValue: Int32

  package init(rawValue: Int32) { self.rawValue = rawValue }

  package static let standardInput = FileDescriptor(rawValue: 0)
  package static let standardOutput = FileDescriptor(rawValue: 1)
  package static let standardError = FileDescriptor(rawValue: 2)

  /// Whether a file is opened for reading, writing or both, as
  /// swift-system's `FileDescriptor.AccessMode`.
  package struct AccessMode: RawRepresentable, Hashable, Sendable {
    package var rawValue: Int32
    package init(rawValue: Int32) { self.rawValue = rawValue }

    package static let readOnly = AccessMode(rawValue: Platform.readOnly)
    package static let writeOnly = AccessMode(rawValue: Platform.writeOnly)
    package static let readWrite = AccessMode(rawValue: Platform.readWrite)
  }

  /// How a file is opened besides its ``AccessMode``, as swift-system's
  /// `FileDescriptor.OpenOptions`.
  package struct OpenOptions: OptionSet, Hashable, Sendable {
    package var rawValue: Int32
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// Empties a regular file opened for writing (`O_TRUNC`).
    package static let truncate = OpenOptions(rawValue: Platform.truncate)
    /// Does not make a terminal the process's controlling one (`O_NOCTTY`).
    package static let noControllingTerminal = OpenOptions(
      rawValue: Platform.noControllingTerminal)
    /// Closes the descriptor in a program `exec` starts (`O_CLOEXEC`):
    /// ``open(_:_:options:)`` always adds it, so that no descriptor of the
    /// library leaks into a child process.
    package static let closeOnExec = OpenOptions(rawValue: Platform.closeOnExec)
  }

  /// Opens a file, for reading unless `mode` says otherwise; always with
  /// ``OpenOptions/closeOnExec``.
  ///
  ///     let log = try FileDescriptor.open("out.txt", .writeOnly, options: .truncate)
  package static func open(
    _ path: String, _ mode: AccessMode = .readOnly, options: OpenOptions = []
  ) throws(SystemError) -> FileDescriptor {
    let flags = mode.rawValue | options.union(.closeOnExec).rawValue
    return FileDescriptor(rawValue: try Platform.open(path, flags))
  }

  /// Closes the descriptor. A writer learns here of bytes the system could
  /// not write after all (NFS, a full disk); a reader has nothing to lose
  /// and may ignore it (`try?`).
  package func close() throws(SystemError) { try Platform.close(rawValue) }

  /// Whether the descriptor is a terminal.
  package var isTerminal: Bool { Platform.isTerminal(rawValue) }

  /// Reads what is there, up to the buffer's size; 0 at the end of the input.
  package func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    return try Platform.read(rawValue, base, buffer.count)
  }

  /// Reads what is there at `offset`, up to the buffer's size, without
  /// moving the file's position; 0 at the end of the file.
  package func read(
    at offset: Int, into buffer: UnsafeMutableRawBufferPointer
  ) throws(SystemError) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    return try Platform.read(rawValue, at: offset, base, buffer.count)
  }

  /// Fills the buffer from `offset`, through short reads; a file that ends
  /// first is an error (`EIO`).
  package func read(
    exactlyAt offset: Int, into buffer: UnsafeMutableRawBufferPointer
  ) throws(SystemError) {
    var done = 0
    while done < buffer.count {
      let rest = UnsafeMutableRawBufferPointer(rebasing: buffer[done...])
      let n = try read(at: offset + done, into: rest)
      if n == 0 { throw SystemError(code: Platform.ioError) }
      done += n
    }
  }

  /// Writes all the bytes, through partial writes.
  package func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
    var done = 0
    while done < bytes.count {
      let rest = UnsafeRawBufferPointer(rebasing: bytes[done...])
      done += try Platform.write(rawValue, rest.baseAddress!, rest.count)
    }
  }

  /// Reads what is there into the start of `block`, up to `count` bytes
  /// (all of it when `nil`), from the file's position or at `offset`; 0 at
  /// the end of the input.
  package func read(
    into block: inout [UInt8], count: Int? = nil, at offset: Int? = nil
  ) throws(SystemError) -> Int {
    let wanted = Swift.min(count ?? block.count, block.count)
    var result: Result<Int, SystemError> = .success(0)
    block.withUnsafeMutableBytes { bytes in
      let buffer = UnsafeMutableRawBufferPointer(rebasing: bytes[..<wanted])
      result = Result { () throws(SystemError) in
        if let offset { return try read(at: offset, into: buffer) }
        return try read(into: buffer)
      }
    }
    return try result.get()
  }

  /// Reads a whole file, or standard input when `path` is `nil`, as bytes.
  package static func readAll(path: String?) throws(SystemError) -> [UInt8] {
    let file = try path.map { (path) throws(SystemError) in try open(path) } ?? standardInput
    // Only read: closing can lose nothing.
    defer { if path != nil { try? file.close() } }
    // Size the buffer from fstat for regular files; pipes grow as they go.
    var capacity = 64 * 1024
    if let size = file.regularFileSize, size > 0 { capacity = size + 1 }
    // Read into memory not written first: zeroing a large buffer only for
    // read(2) to overwrite it costs a pass over the input.
    var bytes: [UInt8] = []
    while true {
      var failure: SystemError? = nil
      let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, filled in
        do throws(SystemError) {
          while filled < buffer.count {
            let rest = UnsafeMutableRawBufferPointer(
              UnsafeMutableBufferPointer(rebasing: buffer[filled...]))
            let n = try file.read(into: rest)
            if n == 0 { break }
            filled += n
          }
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
      if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
      // A chunk not filled ended at the end of the input.
      if chunk.count < capacity { return bytes }
      capacity = Swift.max(capacity, bytes.count)
    }
  }

  /// The size of the file when it is a regular file; `nil` for a pipe, a
  /// terminal, or where the system cannot say.
  package var regularFileSize: Int? {
    Platform.regularFileSize(rawValue)
  }

  /// The size of the file at `path` when it is a regular file; `nil` for
  /// anything else, or no such file (opening it says why).
  package static func regularFileSize(atPath path: String) -> Int? {
    Platform.regularFileSize(atPath: path)
  }
}
