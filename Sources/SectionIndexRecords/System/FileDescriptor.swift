#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file descriptor and the few system calls made on it, in the
/// manner of swift-system's `FileDescriptor`: each call that can be
/// interrupted by a signal is retried in one place,
/// ``retryingInterrupts(_:)``, and failures are ``SystemError``s.
///
///     let file = try FileDescriptor.open("names.txt")
///     defer { file.close() }
///     var block = [UInt8](repeating: 0, count: 4096)
///     let n = try block.withUnsafeMutableBytes { try file.read(into: $0) }
///
/// The WebAssembly build has a counterpart over WASI (Wasm/WASI.swift) with
/// the members the files it shares with this library use.
package struct FileDescriptor: Hashable, Sendable {
  /// The descriptor's number.
  package let rawValue: Int32

  package init(rawValue: Int32) { self.rawValue = rawValue }

  package static let standardInput = FileDescriptor(rawValue: 0)
  package static let standardOutput = FileDescriptor(rawValue: 1)
  package static let standardError = FileDescriptor(rawValue: 2)

  /// Opens a file, for reading unless `flags` say otherwise.
  package static func open(
    _ path: String, flags: Int32 = O_RDONLY
  ) throws(SystemError) -> FileDescriptor {
    FileDescriptor(rawValue: try retryingInterrupts { systemOpen(path, flags) })
  }

  /// Closes the descriptor (errors are of no use to a reader).
  package func close() { _ = systemClose(rawValue) }

  /// Whether the descriptor is a terminal.
  package var isTerminal: Bool { isatty(rawValue) != 0 }

  /// Reads what is there, up to the buffer's size; 0 at the end of the input.
  package func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    return try retryingInterrupts { systemRead(rawValue, base, buffer.count) }
  }

  /// Reads what is there at `offset`, up to the buffer's size, without
  /// moving the file's position; 0 at the end of the file.
  package func read(
    at offset: Int, into buffer: UnsafeMutableRawBufferPointer
  ) throws(SystemError) -> Int {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      guard let base = buffer.baseAddress else { return 0 }
      return try retryingInterrupts { pread(rawValue, base, buffer.count, off_t(offset)) }
    #else
      throw SystemError(code: EIO)
    #endif
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
      if n == 0 { throw SystemError(code: EIO) }
      done += n
    }
  }

  /// Writes all the bytes, through partial writes.
  package func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
    guard let base = bytes.baseAddress else { return }
    var done = 0
    while done < bytes.count {
      done += try retryingInterrupts { systemWrite(rawValue, base + done, bytes.count - done) }
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
    defer { if path != nil { file.close() } }
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
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      var info = stat()
      guard fstat(rawValue, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
      return Int(info.st_size)
    #else
      return nil
    #endif
  }
}

/// Runs a system call until a signal does not interrupt it (`EINTR`), the
/// one place the engine retries: its result when not negative, else the
/// `errno` it set as a ``SystemError``.
@inline(__always)
package func retryingInterrupts<Result: BinaryInteger>(
  _ call: () -> Result
) throws(SystemError) -> Result {
  while true {
    let result = call()
    if result >= 0 { return result }
    if errno != EINTR { throw .current }
  }
}

// The C calls whose names FileDescriptor's methods hide.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemRead(_ fd: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, base, count)
}
private func systemWrite(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, base, count)
}
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
