// The library's libc besides descriptors and errors (SectionIndexIO's
// FileDescriptor, SystemError and Platform); other files speak in terms of
// these only. Which systems have the calls is said once, in the extension
// at the end (Glibc, Musl or Darwin); elsewhere each service says what the
// caller gets instead.

import SectionIndexIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// The process and file-system services of POSIX (libc) the engine uses
/// beyond reading and writing descriptors (``FileDescriptor``): signals,
/// memory-mapped files, temporary files, exit.
package enum POSIX {
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
      bytes = UnsafeRawBufferPointer(rebasing: mapping[start...]).assumingMemoryBound(
        to: UInt8.self)
    }

    deinit { POSIX.unmap(mapping) }

    /// Gives back the pages before `offset` of `bytes` once there are
    /// 16 MiB of them (read again from the file if touched later).
    package func release(before offset: Int) {
      let end = (start + offset) / POSIX.pageSize * POSIX.pageSize
      guard end - released >= 16 << 20 else { return }
      POSIX.giveBack(UnsafeMutableRawBufferPointer(rebasing: mapping[released..<end]))
      released = end
    }
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

  /// Maps a regular, non-empty file read-only; `nil` for anything else (a
  /// pipe, a terminal, an empty file) or where mapping is not available,
  /// which the caller then reads.
  package static func mapFile(_ path: String) throws(SystemError) -> MappedFile? {
    guard canMap else { return nil }
    let file = try FileDescriptor.open(path)
    // Read only: closing it can lose nothing (the mapping stays).
    defer { try? file.close() }
    return map(file, from: 0)
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
    guard canMap else { return nil }
    let input = FileDescriptor.standardInput
    if input.regularFileSize != nil, let at = position(of: input) {
      return map(input, from: at)
    }
    guard let (file, directory) = temporaryFile(prefix: "section-index-stdin") else {
      return nil
    }
    // Mapped before it is closed, and the mapping stays: nothing to lose.
    defer { try? file.close() }
    var block = [UInt8](repeating: 0, count: 1 << 20)
    var copied = 0
    while true {
      let n: Int
      do { n = try input.read(into: &block) } catch { throw .reading(error) }
      if n == 0 { break }
      let written = block.withUnsafeBytes { bytes in
        Result { () throws(SystemError) in
          try file.writeAll(UnsafeRawBufferPointer(rebasing: bytes[..<n]))
        }
      }
      if case .failure(let error) = written { throw .spooling(error, directory: directory) }
      copied += n
    }
    // Standard input is used up: the copy must be mapped, or its records
    // would be lost.
    guard copied > 0 else { return nil }
    guard let mapped = map(file, from: 0) else { throw .mapping(.current) }
    return mapped
  }

  /// Maps an open regular file, its bytes read from `start`; `nil` when
  /// it is not a regular file, holds nothing from `start`, or cannot be
  /// mapped.
  private static func map(_ file: FileDescriptor, from start: Int) -> MappedFile? {
    guard let count = file.regularFileSize, count > start,
      let mapping = mapReadOnly(file, count: count)
    else { return nil }
    return MappedFile(mapping: mapping, from: start)
  }

  /// A new file in `directory`, by default `$TMPDIR` (else `/tmp`), already
  /// unlinked so that it goes away with the process, open for reading and
  /// writing; `nil` when none can be made. Also returns the directory, for
  /// messages.
  package static func temporaryFile(
    prefix: String, in directory: String? = nil
  ) -> (file: FileDescriptor, directory: String)? {
    let directory =
      directory ?? Platform.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    return makeUnlinkedFile(directory + "/" + prefix + "-XXXXXX").map { ($0, directory) }
  }
}

// MARK: - The calls, where POSIX has them

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
  extension POSIX {
    /// Makes a write to a closed pipe fail with `EPIPE` instead of killing
    /// the process, so `section-index group … | head` ends quietly.
    package static func ignoreBrokenPipeSignal() { _ = signal(SIGPIPE, SIG_IGN) }

    /// Ends the process with a status.
    package static func exit(_ status: Int32) -> Never {
      #if canImport(Glibc)
        Glibc.exit(status)
      #elseif canImport(Musl)
        Musl.exit(status)
      #else
        Darwin.exit(status)
      #endif
    }

    fileprivate static let canMap = true

    /// The size of a memory page, asked once (`release` runs a record).
    fileprivate static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    fileprivate static func mapReadOnly(
      _ file: FileDescriptor, count: Int
    ) -> UnsafeMutableRawBufferPointer? {
      guard let raw = mmap(nil, count, PROT_READ, MAP_PRIVATE, file.rawValue, 0), raw != MAP_FAILED
      else { return nil }
      return UnsafeMutableRawBufferPointer(start: raw, count: count)
    }

    fileprivate static func unmap(_ mapping: UnsafeMutableRawBufferPointer) {
      munmap(mapping.baseAddress, mapping.count)
    }

    fileprivate static func giveBack(_ pages: UnsafeMutableRawBufferPointer) {
      madvise(pages.baseAddress, pages.count, MADV_DONTNEED)
    }

    /// Where a descriptor's file position stands, or `nil`.
    fileprivate static func position(of file: FileDescriptor) -> Int? {
      let at = lseek(file.rawValue, 0, SEEK_CUR)
      return at >= 0 ? Int(at) : nil
    }

    fileprivate static func makeUnlinkedFile(_ template: String) -> FileDescriptor? {
      var template = Array(template.utf8CString)
      let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard fd >= 0 else { return nil }
      template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
      return FileDescriptor(rawValue: fd)
    }
  }
#else
  extension POSIX {
    package static func ignoreBrokenPipeSignal() {}

    package static func exit(_ status: Int32) -> Never { ucrt.exit(status) }

    // No mapping, no temporary files: the callers read into memory.
    fileprivate static let canMap = false
    fileprivate static let pageSize = 4096
    fileprivate static func mapReadOnly(
      _ file: FileDescriptor, count: Int
    ) -> UnsafeMutableRawBufferPointer? { nil }
    fileprivate static func unmap(_ mapping: UnsafeMutableRawBufferPointer) {}
    fileprivate static func giveBack(_ pages: UnsafeMutableRawBufferPointer) {}
    fileprivate static func position(of file: FileDescriptor) -> Int? { nil }
    fileprivate static func makeUnlinkedFile(_ template: String) -> FileDescriptor? { nil }
  }
#endif
