// Everything that touches libc lives here: signals, file descriptors, errno.
// Other files speak in terms of `Platform` and `SystemError` only.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// An `errno` value and what the C library says about it.
package struct SystemError: Error, Equatable {
  package var code: Int32

  /// The C library's message, such as "No such file or directory".
  package var description: String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }

  /// Whether this is a write to a pipe nobody reads any more (`| head`).
  package var isBrokenPipe: Bool { code == EPIPE }

  package static var current: SystemError { SystemError(code: errno) }
}

package enum Platform {
  package static let standardInput: Int32 = 0
  package static let standardOutput: Int32 = 1
  package static let standardError: Int32 = 2

  /// Makes a write to a closed pipe fail with `EPIPE` instead of killing the
  /// process, so `section-index group … | head` ends quietly.
  package static func ignoreBrokenPipeSignal() {
    #if !os(Windows)
      _ = signal(SIGPIPE, SIG_IGN)
    #endif
  }

  /// Whether a file descriptor is a terminal.
  package static func isTerminal(_ fd: Int32) -> Bool {
    isatty(fd) != 0
  }

  /// The value of an environment variable, or `nil` when unset.
  package static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// Reads a whole file, or standard input when `path` is `nil`, as bytes.
  package static func readAll(path: String?) throws(SystemError) -> [UInt8] {
    let fd: Int32
    if let path {
      fd = open(path, O_RDONLY)
      if fd < 0 { throw .current }
    } else {
      fd = standardInput
    }
    defer { if path != nil { _ = close(fd) } }

    // Size the buffer from fstat for regular files; pipes grow as they go.
    var info = stat()
    var capacity = 64 * 1024
    if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
      capacity = Int(info.st_size) + 1
    }
    // Read into memory not written first: zeroing a large buffer only for
    // read(2) to overwrite it costs a pass over the input.
    var bytes: [UInt8] = []
    while true {
      var failure: SystemError? = nil
      let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, filled in
        while filled < buffer.count {
          let n = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
          if n > 0 {
            filled += n
          } else if n == 0 {
            break
          } else if errno != EINTR {
            failure = .current
            break
          }
        }
      }
      if let failure { throw failure }
      if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
      // A chunk not filled ended at the end of the input.
      if chunk.count < capacity { return bytes }
      capacity = Swift.max(capacity, bytes.count)
    }
  }

  /// A regular file mapped into memory read-only, so that a reader can go
  /// through it once and give back the pages behind it: resident memory
  /// stays a window, not the file.
  package final class MappedFile {
    /// The file's bytes from where reading starts.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The whole mapping (from the start of the file, which `bytes` may not
    /// be: standard input can be opened past it).
    private let mapping: UnsafeMutableRawBufferPointer
    /// Where `bytes` starts in the mapping.
    private let start: Int
    private var released = 0

    fileprivate init(mapping: UnsafeMutableRawBufferPointer, from start: Int) {
      self.mapping = mapping
      self.start = start
      bytes = UnsafeBufferPointer(
        start: mapping.baseAddress!.assumingMemoryBound(to: UInt8.self) + start,
        count: mapping.count - start)
    }

    deinit {
      #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        munmap(mapping.baseAddress, mapping.count)
      #endif
    }

    /// Gives back the pages before `offset` of `bytes` once there are
    /// 16 MiB of them (read again from the file if touched later).
    package func release(before offset: Int) {
      #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        let end = (start + offset) / Platform.pageSize * Platform.pageSize
        guard end - released >= 16 << 20, let base = mapping.baseAddress else { return }
        madvise(base + released, end - released, MADV_DONTNEED)
        released = end
      #endif
    }
  }

  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// The size of a memory page, asked once (`release` runs a record).
    fileprivate static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
  #endif

  /// Maps a regular, non-empty file read-only; `nil` for anything else (a
  /// pipe, a terminal, an empty file) or where mapping is not available,
  /// which the caller then reads.
  package static func mapFile(_ path: String) throws(SystemError) -> MappedFile? {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      let fd = open(path, O_RDONLY)
      if fd < 0 { throw .current }
      defer { _ = close(fd) }
      return map(fd, from: 0)
    #else
      return nil
    #endif
  }

  /// Standard input as a mapped file, so that it too can be read in memory
  /// that does not grow with it: mapped in place when it is a regular file
  /// (`< FILE`), from where it stands; otherwise (a pipe) copied a megabyte
  /// at a time into a temporary file, deleted at once, in `$TMPDIR` or
  /// `/tmp`, which is then mapped.
  ///
  /// Returns `nil` for empty input, or where no temporary file can be made
  /// or mapping is not available: the caller then reads standard input into
  /// memory. Throws when reading standard input fails, or the temporary
  /// file cannot be written (a full disk) or mapped once written.
  package static func mapStandardInput() throws(SpoolError) -> MappedFile? {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      var info = stat()
      if fstat(standardInput, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
        let at = lseek(standardInput, 0, SEEK_CUR)
        if at >= 0 { return map(standardInput, from: Int(at)) }
      }
      guard let (fd, directory) = temporaryFile(prefix: "section-index-stdin") else { return nil }
      defer { _ = close(fd) }
      var block = [UInt8](repeating: 0, count: 1 << 20)
      var copied = 0
      while true {
        let n: Int
        do { n = try readSome(standardInput, into: &block) } catch { throw .reading(error) }
        if n == 0 { break }
        let written = block.withUnsafeBytes { bytes in
          Result { () throws(SystemError) in
            try writeAll(fd, UnsafeRawBufferPointer(rebasing: bytes[..<n]))
          }
        }
        if case .failure(let error) = written { throw .spooling(error, directory: directory) }
        copied += n
      }
      // Standard input is used up: the copy must be mapped, or its records
      // would be lost.
      guard copied > 0 else { return nil }
      guard let file = map(fd, from: 0) else { throw .mapping(.current) }
      return file
    #else
      return nil
    #endif
  }

  /// Why ``mapStandardInput()`` failed.
  package enum SpoolError: Error {
    /// Reading standard input failed.
    case reading(SystemError)
    /// Writing the temporary file in `directory` failed.
    case spooling(SystemError, directory: String)
    /// The temporary file, written whole, could not be mapped.
    case mapping(SystemError)
  }

  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// Maps an open regular file, its bytes read from `start`; `nil` when
    /// it is not a regular file, holds nothing from `start`, or cannot be
    /// mapped.
    private static func map(_ fd: Int32, from start: Int) -> MappedFile? {
      var info = stat()
      guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > start
      else { return nil }
      let count = Int(info.st_size)
      guard let raw = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), raw != MAP_FAILED else {
        return nil
      }
      return MappedFile(
        mapping: UnsafeMutableRawBufferPointer(start: raw, count: count), from: start)
    }
  #endif

  /// A new file in `directory`, by default `$TMPDIR` (else `/tmp`), already
  /// unlinked so that it goes away with the process, open for reading and
  /// writing; `nil` when none can be made. Also returns the directory, for
  /// messages.
  package static func temporaryFile(
    prefix: String, in directory: String? = nil
  ) -> (fd: Int32, directory: String)? {
    let directory =
      directory ?? environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      var template = Array((directory + "/" + prefix + "-XXXXXX").utf8CString)
      let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard fd >= 0 else { return nil }
      template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
      return (fd, directory)
    #else
      return nil
    #endif
  }

  /// Reads exactly `buffer.count` bytes at `offset`, retrying after
  /// interrupts and short reads; a file that ends first is an error (EIO).
  package static func readExactly(
    _ fd: Int32, at offset: Int, into buffer: UnsafeMutableRawBufferPointer
  ) throws(SystemError) {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      guard var base = buffer.baseAddress else { return }
      var remaining = buffer.count
      var at = offset
      while remaining > 0 {
        let n = pread(fd, base, remaining, off_t(at))
        if n > 0 {
          base += n
          remaining -= n
          at += n
        } else if n == 0 {
          throw SystemError(code: EIO)
        } else if errno != EINTR {
          throw .current
        }
      }
    #else
      throw SystemError(code: EIO)
    #endif
  }

  /// The size of a regular file, or `nil` (not a regular file, or no such
  /// file: opening it says why).
  package static func regularFileSize(_ path: String) -> Int? {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      var info = stat()
      guard stat(path, &info) == 0, Int(info.st_mode) & Int(S_IFMT) == Int(S_IFREG) else {
        return nil
      }
      return Int(info.st_size)
    #else
      return nil
    #endif
  }

  /// Opens a file for reading; a negative descriptor on failure (`errno` says why).
  package static func openForReading(_ path: String) -> Int32 { open(path, O_RDONLY) }

  package static func closeFile(_ fd: Int32) { _ = close(fd) }

  /// Reads what is there, up to the buffer's size, retrying after
  /// interrupts; 0 at the end of the input.
  package static func readSome(_ fd: Int32, into buffer: inout [UInt8]) throws(SystemError) -> Int {
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
      if n >= 0 { return n }
      if errno != EINTR { throw .current }
    }
  }

  /// Reads what is there at `offset`, up to `count` bytes, retrying after
  /// interrupts; 0 at the end of the file.
  package static func readSome(
    _ fd: Int32, at offset: Int, into buffer: inout [UInt8], count: Int
  ) throws(SystemError) -> Int {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      let wanted = Swift.min(count, buffer.count)
      while true {
        let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, wanted, off_t(offset)) }
        if n >= 0 { return n }
        if errno != EINTR { throw .current }
      }
    #else
      throw SystemError(code: EIO)
    #endif
  }

  /// Writes all bytes to a file descriptor, retrying after interrupts and
  /// partial writes.
  package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) {
    guard var base = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let n = write(fd, base, remaining)
      if n >= 0 {
        base += n
        remaining -= n
      } else if errno != EINTR {
        throw .current
      }
    }
  }

  /// Ends the process with a status.
  package static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #elseif canImport(Darwin)
      Darwin.exit(status)
    #else
      ucrt.exit(status)
    #endif
  }
}
