// The WebAssembly runner's counterpart of the library's System/ files
// (FileDescriptor, SystemError, POSIX): the WASI calls (through wasi-libc)
// that the CLI and library files shared with it need.
// WASI calls return their error code instead of setting the thread-local
// `errno`, which a Swift declaration cannot reach.

/// One buffer of a WASI scatter/gather read or write (`__wasi_iovec_t`),
/// passed to C as a raw pointer.
package struct WASIBuffer {
  package var base: UnsafeRawPointer?
  package var count: Int
}

@_extern(c, "__wasi_fd_read")
package func wasiRead(
  _ fd: Int32, _ buffers: UnsafeRawPointer, _ bufferCount: Int,
  _ done: UnsafeMutablePointer<Int>
) -> UInt16

@_extern(c, "__wasi_fd_write")
package func wasiWrite(
  _ fd: Int32, _ buffers: UnsafeRawPointer, _ bufferCount: Int,
  _ done: UnsafeMutablePointer<Int>
) -> UInt16

@_extern(c, "strerror")
package func cStrerror(_ code: Int32) -> UnsafePointer<CChar>?

@_extern(c, "getenv")
package func cGetenv(_ name: UnsafePointer<CChar>) -> UnsafePointer<CChar>?

@_extern(c, "isatty")
package func cIsatty(_ fd: Int32) -> Int32

/// A WASI error code (the same numbers as wasi-libc's `errno`) and what the C
/// library says about it.
package struct SystemError: Error, Equatable {
  package var code: Int32

  package static let interrupted: Int32 = 27  // __WASI_ERRNO_INTR
  package static let brokenPipe: Int32 = 64  // __WASI_ERRNO_PIPE
  package static let noEntry: Int32 = 44  // __WASI_ERRNO_NOENT

  /// The C library's message, such as "Broken pipe".
  package var description: String {
    guard let message = cStrerror(code) else { return "error \(code)" }
    return String(cString: message)
  }

  /// Whether this is a write to a pipe nobody reads any more (`| head`).
  package var isBrokenPipe: Bool { code == Self.brokenPipe }
}

/// A WASI file descriptor with the members of the library's
/// `FileDescriptor` that the shared files use; interrupts are retried in
/// one place, ``retryingInterrupts(_:)``.
package struct FileDescriptor {
  package let rawValue: Int32

  package static let standardInput = FileDescriptor(rawValue: 0)
  package static let standardOutput = FileDescriptor(rawValue: 1)
  package static let standardError = FileDescriptor(rawValue: 2)

  /// Whether the descriptor is a terminal.
  package var isTerminal: Bool { cIsatty(rawValue) != 0 }

  /// Reads standard input to its end. The runner has no file system: a path
  /// is never found.
  package static func readAll(path: String?) throws(SystemError) -> [UInt8] {
    guard path == nil else { throw SystemError(code: SystemError.noEntry) }
    var bytes = [UInt8](repeating: 0, count: 64 * 1024)
    var count = 0
    while true {
      if count == bytes.count {
        bytes.append(contentsOf: repeatElement(0, count: bytes.count))
      }
      let read = bytes.withUnsafeMutableBytes { buffer in
        var slice = WASIBuffer(base: buffer.baseAddress! + count, count: buffer.count - count)
        return Result { () throws(SystemError) in
          try retryingInterrupts { done in wasiRead(standardInput.rawValue, &slice, 1, done) }
        }
      }
      let done = try read.get()
      if done == 0 { break }
      count += done
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Writes all bytes, through partial writes.
  package func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
    guard let base = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
      var slice = WASIBuffer(base: base + written, count: bytes.count - written)
      written += try retryingInterrupts { done in wasiWrite(rawValue, &slice, 1, done) }
    }
  }
}

/// Runs a WASI call until it is not interrupted: how many bytes it did, or
/// its error code as a ``SystemError``.
package func retryingInterrupts(
  _ call: (UnsafeMutablePointer<Int>) -> UInt16
) throws(SystemError) -> Int {
  while true {
    var done = 0
    let code = call(&done)
    if code == 0 { return done }
    if Int32(code) != SystemError.interrupted { throw SystemError(code: Int32(code)) }
  }
}

/// The WASI host's services besides descriptors.
package enum WASI {
  /// The value of an environment variable the host passed in, or `nil`.
  package static func environment(_ name: String) -> String? {
    guard let value = cGetenv(name) else { return nil }
    return String(cString: value)
  }
}
