// The one file of the package's I/O that names a platform, as
// swift-argument-parser's `Utilities/Platform.swift` and swift-system's
// `Internal/Syscalls.swift` are: the C library of Linux (Glibc or Musl),
// Darwin or Windows (ucrt) natively, and WASI through wasi-libc in the
// Embedded Swift build for wasm32 (Scripts/build-wasm.sh), which has no C
// module to import (its target is `wasm32-unknown-none-wasm`, so
// `os(WASI)` is false there: `arch(wasm32)` says it). Every other file
// speaks in terms of ``Platform``, ``FileDescriptor`` and ``SystemError``.

#if arch(wasm32)
  // wasi-libc, declared below.
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// The system calls of ``FileDescriptor`` and ``SystemError``: each that
/// can be interrupted by a signal is retried here, and failures are
/// ``SystemError``s.
package enum Platform {
  /// `read(2)`: bytes read, 0 at the end of the input.
  @inline(__always)
  static func read(
    _ fd: Int32, _ base: UnsafeMutableRawPointer, _ count: Int
  ) throws(SystemError) -> Int {
    #if arch(wasm32)
      var buffer = WASIBuffer(base: UnsafeRawPointer(base), count: count)
      return try retryingInterrupts { done in wasiRead(fd, &buffer, 1, done) }
    #else
      return try retryingInterrupts { systemRead(fd, base, count) }
    #endif
  }

  /// `pread(2)`: bytes read at `offset` without moving the file's position.
  static func read(
    _ fd: Int32, at offset: Int, _ base: UnsafeMutableRawPointer, _ count: Int
  ) throws(SystemError) -> Int {
    #if arch(wasm32) || os(Windows)
      throw SystemError(code: ioError)
    #else
      return try retryingInterrupts { pread(fd, base, count, off_t(offset)) }
    #endif
  }

  /// `write(2)`: bytes written, perhaps fewer than `count`.
  @inline(__always)
  static func write(
    _ fd: Int32, _ base: UnsafeRawPointer, _ count: Int
  ) throws(SystemError) -> Int {
    #if arch(wasm32)
      var buffer = WASIBuffer(base: base, count: count)
      return try retryingInterrupts { done in wasiWrite(fd, &buffer, 1, done) }
    #else
      return try retryingInterrupts { systemWrite(fd, base, count) }
    #endif
  }

  /// `open(2)`. The WebAssembly runner has no file system: a path is never
  /// found there.
  static func open(_ path: String, _ flags: Int32) throws(SystemError) -> Int32 {
    #if arch(wasm32)
      throw SystemError(code: noEntry)
    #else
      return try retryingInterrupts { systemOpen(path, flags) }
    #endif
  }

  /// `close(2)`. Not retried on `EINTR`: on Linux the descriptor is closed
  /// even then, and another thread may already have its number.
  static func close(_ fd: Int32) throws(SystemError) {
    #if arch(wasm32)
      let code = wasiClose(fd)
      if code != 0 { throw SystemError(code: Int32(code)) }
    #else
      if systemClose(fd) != 0 { throw .current }
    #endif
  }

  /// Whether the descriptor is a terminal.
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

  /// The size of an open file when it is a regular file; `nil` for a pipe,
  /// a terminal, or where the system cannot say.
  static func regularFileSize(_ fd: Int32) -> Int? {
    #if arch(wasm32) || os(Windows)
      return nil
    #else
      var info = stat()
      guard fstat(fd, &info) == 0 else { return nil }
      return size(ifRegular: info)
    #endif
  }

  /// The size of the file at a path when it is a regular file; `nil` for
  /// anything else, no such file, or where the system cannot say.
  static func regularFileSize(atPath path: String) -> Int? {
    #if arch(wasm32) || os(Windows)
      return nil
    #else
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      return size(ifRegular: info)
    #endif
  }

  #if !(arch(wasm32) || os(Windows))
    /// `st_size` of a regular file, the one test of both `regularFileSize`s.
    private static func size(ifRegular info: stat) -> Int? {
      Int(info.st_mode) & Int(S_IFMT) == Int(S_IFREG) ? Int(info.st_size) : nil
    }
  #endif

  /// The C library's message for an error code, such as "Broken pipe".
  static func errorDescription(_ code: Int32) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }

  /// The value of an environment variable, or `nil` when unset.
  package static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  // MARK: - Error codes and open flags

  #if arch(wasm32)
    // wasi-libc's numbers (`__WASI_ERRNO_*`).
    static let interrupted: Int32 = 27
    static let brokenPipe: Int32 = 64
    static let noEntry: Int32 = 44
    static let ioError: Int32 = 29
    // Never passed to a system call: `open` finds no file.
    static let readOnly: Int32 = 0
    static let writeOnly: Int32 = 0
    static let readWrite: Int32 = 0
    static let truncate: Int32 = 0
    static let closeOnExec: Int32 = 0
    static let noControllingTerminal: Int32 = 0
  #else
    static let interrupted = EINTR
    static let brokenPipe = EPIPE
    static let noEntry = ENOENT
    static let ioError = EIO
    static let readOnly = O_RDONLY
    static let writeOnly = O_WRONLY
    static let readWrite = O_RDWR
    static let truncate = O_TRUNC
    #if os(Windows)
      static let closeOnExec: Int32 = 0
      static let noControllingTerminal: Int32 = 0
    #else
      static let closeOnExec = O_CLOEXEC
      static let noControllingTerminal = O_NOCTTY
    #endif
  #endif
}

#if arch(wasm32)
  /// Runs a WASI call until it is not interrupted: how many bytes it did,
  /// or its error code as a ``SystemError``. (WASI calls return their error
  /// code instead of setting the thread-local `errno`, which a Swift
  /// declaration cannot reach.)
  @inline(__always)
  private func retryingInterrupts(
    _ call: (UnsafeMutablePointer<Int>) -> UInt16
  ) throws(SystemError) -> Int {
    while true {
      var done = 0
      let code = call(&done)
      if code == 0 { return done }
      if Int32(code) != Platform.interrupted { throw SystemError(code: Int32(code)) }
    }
  }

  /// One buffer of a WASI scatter/gather read or write (`__wasi_iovec_t`),
  /// passed to C as a raw pointer.
  private struct WASIBuffer {
    var base: UnsafeRawPointer?
    var count: Int
  }

  @_extern(c, "__wasi_fd_read")
  private func wasiRead(
    _ fd: Int32, _ buffers: UnsafeRawPointer, _ bufferCount: Int,
    _ done: UnsafeMutablePointer<Int>
  ) -> UInt16

  @_extern(c, "__wasi_fd_write")
  private func wasiWrite(
    _ fd: Int32, _ buffers: UnsafeRawPointer, _ bufferCount: Int,
    _ done: UnsafeMutablePointer<Int>
  ) -> UInt16

  @_extern(c, "__wasi_fd_close")
  private func wasiClose(_ fd: Int32) -> UInt16

  @_extern(c, "strerror")
  private func strerror(_ code: Int32) -> UnsafePointer<CChar>?

  @_extern(c, "getenv")
  private func getenv(_ name: UnsafePointer<CChar>) -> UnsafePointer<CChar>?

  @_extern(c, "isatty")
  private func isatty(_ fd: Int32) -> Int32
#else
  extension SystemError {
    /// The `errno` the last failed call set.
    package static var current: SystemError { SystemError(code: errno) }
  }

  /// Runs a system call until a signal does not interrupt it (`EINTR`), the
  /// one place the engine retries: its result when not negative, else the
  /// `errno` it set as a ``SystemError``.
  @inline(__always)
  private func retryingInterrupts<Result: BinaryInteger>(
    _ call: () -> Result
  ) throws(SystemError) -> Result {
    while true {
      let result = call()
      if result >= 0 { return result }
      if errno != EINTR { throw .current }
    }
  }

  // The C calls whose names Platform's methods hide.
  private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
  private func systemRead(_ fd: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, base, count)
  }
  private func systemWrite(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, base, count)
  }
  private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
#endif
