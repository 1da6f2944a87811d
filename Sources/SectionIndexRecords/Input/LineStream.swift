import SectionIndexIO

/// Lines of a file or standard input read a block at a time, through
/// ``LineSplitter`` (LF or CRLF, a byte order mark at the start removed,
/// empty lines skipped, invalid UTF-8 replaced with U+FFFD).
package enum LineStream {
  /// What the first bytes read are: the start of a file, where a byte order
  /// mark is removed, or the middle of one (a later part of a file split for
  /// `keys --part`, or a range after the first), where U+FEFF is data.
  package enum StartOfFile: Sendable {
    case byteOrderMarkAllowed
    case middle

    /// Where a part of a file starts.
    package init(_ part: RecordSource.Part) {
      self = part == .first ? .byteOrderMarkAllowed : .middle
    }
  }

  /// Calls `body` with each record's line number (from 1), its UTF-8 (valid,
  /// read in place when it was), and whether it was valid as read. Returns
  /// how many lines there were, empty ones included.
  ///
  /// - Parameters:
  ///   - range: The bytes of the file to read (lines counted from its
  ///     start), which start a line and end one or the file
  ///     (``splitPoints(path:size:parts:)``); the whole input when `nil`.
  ///   - start: Whether a byte order mark at the start is removed (it is
  ///     never looked for in a range that does not start at 0).
  ///   - rejectsBinary: Whether a first block that
  ///     `InputReader.looksBinary(_:)` is an error (``RecordError``), at the
  ///     start of a file only.
  ///   - blockSize: Bytes read at a time (small ones for tests).
  /// - Complexity: O(*n*) in the input's bytes, in memory of the longest line
  ///   and a 1 MiB block.
  /// - Throws: ``RecordError`` when the input cannot be read or looks
  ///   binary; what `body` throws.
  @discardableResult
  package static func forEachLine(
    _ input: RecordSource.Input, range: Range<Int>? = nil,
    start: StartOfFile = .byteOrderMarkAllowed, rejectsBinary: Bool = false,
    blockSize: Int = 1 << 20,
    _ body: (Int, UnsafeBufferPointer<UInt8>, Bool) throws(RecordError) -> Void
  ) throws(RecordError) -> Int {
    if case .bytes(let bytes) = input {
      return try forEachLine(in: bytes, start: start, rejectsBinary: rejectsBinary, body)
    }
    let file = input.path
    let fd: FileDescriptor
    do {
      fd = try file.map { (file) throws(SystemError) in try .open(file) } ?? .standardInput
    } catch {
      throw RecordError(.unreadable, path: file, systemError: error)
    }
    // Only read: closing can lose nothing.
    defer { if file != nil { try? fd.close() } }
    var offset = range?.lowerBound ?? 0
    var block = [UInt8](repeating: 0, count: Swift.max(blockSize, 1))
    var splitter = LineSplitter(atStart: offset == 0 && start == .byteOrderMarkAllowed)
    while true {
      var n: Int
      do {
        if let range {
          n = Swift.min(block.count, range.upperBound - offset)
          guard n > 0 else { break }
          n = try fd.read(into: &block, count: n, at: offset)
        } else {
          n = try fd.read(into: &block)
        }
      } catch {
        throw RecordError(.unreadable, path: file, systemError: error)
      }
      if n == 0 { break }
      if rejectsBinary, offset == 0,
        block.withUnsafeBufferPointer({ InputReader.looksBinary(.init(rebasing: $0[..<n])) })
      {
        throw RecordError(.binary, path: file)
      }
      offset += n
      try block.withUnsafeBufferPointer { block throws(RecordError) in
        try splitter.split(UnsafeBufferPointer(rebasing: block[..<n]), body)
      }
    }
    try splitter.finish(body)
    return splitter.lineCount
  }

  /// The lines of bytes in memory, split as a file's are.
  private static func forEachLine(
    in bytes: [UInt8], start: StartOfFile, rejectsBinary: Bool,
    _ body: (Int, UnsafeBufferPointer<UInt8>, Bool) throws(RecordError) -> Void
  ) throws(RecordError) -> Int {
    var splitter = LineSplitter(atStart: start == .byteOrderMarkAllowed)
    try bytes.withUnsafeBufferPointer { bytes throws(RecordError) in
      if rejectsBinary, InputReader.looksBinary(bytes) { throw RecordError(.binary) }
      try splitter.split(bytes, body)
    }
    try splitter.finish(body)
    return splitter.lineCount
  }

  /// Where to split a file of `size` bytes into `parts` ranges of whole
  /// lines of about equal size: `parts + 1` offsets from 0 to `size`, each
  /// after a line feed (ranges may be empty).
  package static func splitPoints(
    path: String, size: Int, parts: Int
  ) throws(RecordError) -> [Int] {
    let fd: FileDescriptor
    do { fd = try .open(path) } catch {
      throw RecordError(.unreadable, path: path, systemError: error)
    }
    defer { try? fd.close() }
    var points = [0]
    var block = [UInt8](repeating: 0, count: 64 << 10)
    for k in 1..<parts {
      var at = Swift.max(points.last!, size / parts * k)
      search: while at < size {
        let n: Int
        do { n = try fd.read(into: &block, at: at) } catch {
          throw RecordError(.unreadable, path: path, systemError: error)
        }
        if n == 0 {
          at = size
          break
        }
        if let i = block[..<n].firstIndex(of: 0x0A) {
          at += i + 1
          break search
        }
        at += n
      }
      points.append(Swift.min(at, size))
    }
    points.append(size)
    return points
  }
}
