import SectionIndexIO

extension InputReader {
  /// Reads the lines of an input: a file, standard input or bytes.
  ///
  /// - Parameter rejectsBinary: Whether bytes that ``looksBinary(_:)`` are
  ///   an error.
  /// - Throws: ``RecordError`` `cannot read FILE: reason` when the file
  ///   cannot be opened or read; ``RecordError/Kind/binary`` for binary bytes.
  package static func read(
    _ input: RecordSource.Input, rejectsBinary: Bool = false
  ) throws(RecordError) -> InputReader {
    let bytes = try readBytes(input)
    if rejectsBinary, bytes.withUnsafeBufferPointer(looksBinary) {
      throw RecordError(.binary, path: input.path)
    }
    return InputReader(bytes: bytes)
  }

  /// Reads the bytes of an input: a file, standard input or bytes.
  ///
  /// - Throws: ``RecordError`` `cannot read FILE: reason`.
  package static func readBytes(_ input: RecordSource.Input) throws(RecordError) -> [UInt8] {
    if case .bytes(let bytes) = input { return bytes }
    do {
      return try FileDescriptor.readAll(path: input.path)
    } catch {
      throw RecordError(.unreadable, path: input.path, systemError: error)
    }
  }
}
