import SectionIndexIO

extension InputReader {
  /// Reads a file, or standard input when `path` is `nil` or `"-"`.
  ///
  /// - Parameter rejectsBinary: Whether bytes that ``looksBinary(_:)`` are
  ///   an error.
  /// - Throws: ``InputError`` `cannot read FILE: reason` when the file
  ///   cannot be opened or read; ``binaryError(_:)`` for binary bytes.
  package static func read(
    path: String?, rejectsBinary: Bool = false
  ) throws(InputError) -> InputReader {
    let bytes = try readBytes(path: path)
    if rejectsBinary, bytes.withUnsafeBufferPointer(looksBinary) {
      throw binaryError(path)
    }
    return InputReader(bytes: bytes)
  }

  /// The error for input that ``looksBinary(_:)``, naming it: a path, or
  /// standard input when `path` is `nil` or `"-"`.
  package static func binaryError(_ path: String?) -> InputError {
    let name = path.flatMap { $0 == "-" ? nil : $0 } ?? "standard input"
    return InputError(
      "\(name) looks binary (a NUL byte in its first 8 KiB), not text; "
        + "give '--input lines' to read it as lines anyway")
  }

  /// Reads the bytes of a file, or of standard input when `path` is `nil` or `"-"`.
  ///
  /// - Throws: ``InputError`` `cannot read FILE: reason`.
  package static func readBytes(path: String?) throws(InputError) -> [UInt8] {
    let file = path == "-" ? nil : path
    do {
      return try FileDescriptor.readAll(path: file)
    } catch {
      throw InputError("cannot read \(file ?? "standard input"): \(error.description)")
    }
  }
}
