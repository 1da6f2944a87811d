import SectionIndexIO

/// JSON, JSON Lines or CSV records read one at a time from a file or
/// standard input, in memory that does not grow with the input.
///
/// A file is mapped and its pages given back behind the reader. JSON Lines
/// on standard input is read a block of whole lines at a time; JSON and CSV,
/// whose records may span lines, are mapped too
/// (`POSIX.mapStandardInput()`: in place when standard input is a file,
/// through a temporary file when it is a pipe).
///
///     let reader = RecordReader(format: .jsonl, path: "people.jsonl", keyField: "name")
///     let summary = try RecordStream.read(.path("people.jsonl"), with: reader) {
///       key, reading, input, place in
///       print(String(decoding: key, as: UTF8.self))
///       return true
///     }
package enum RecordStream {
  /// Reads every record of a file, standard input or bytes, and gives each
  /// to `each`.
  ///
  /// - Parameter each: Takes each record's key, its reading (`nil` when
  ///   none), and the input it was read from with its place there (valid
  ///   during the call); returns whether to go on.
  /// - Returns: What was wrong with the input: records skipped, lines
  ///   repaired (the records themselves are not kept).
  /// - Throws: ``RecordError`` when the input cannot be read, is malformed,
  ///   or holds an invalid record (unless the reader skips them).
  /// - Complexity: O(*n*) in the input's bytes.
  package static func read(
    _ input: RecordSource.Input, with reader: RecordReader, each: RecordReader.Sink
  ) throws(RecordError) -> RecordInput {
    var reader = reader
    if input == .standardInput && reader.format == .jsonl {
      return try readLines(reader: &reader, each: each)
    }
    var mapped: POSIX.MappedFile? = nil
    var bytes: [UInt8] = []
    switch input {
    case .bytes(let input):
      bytes = input
    case .path(let path):
      do {
        mapped = try POSIX.mapFile(path)
      } catch {
        throw RecordError(.unreadable, path: path, systemError: error)
      }
      if mapped == nil { bytes = try InputReader.readBytes(input) }
    case .standardInput:
      // JSON and CSV records can span lines: read from a mapping too.
      do {
        mapped = try POSIX.mapStandardInput()
      } catch {
        switch error {
        case .reading(let error):
          throw RecordError(.unreadable, systemError: error)
        case .spooling(let error, let directory):
          throw RecordError(.standardInputNotKept, path: directory, systemError: error)
        case .mapping(let error):
          throw RecordError(.standardInputNotKept, systemError: error)
        }
      }
      if mapped == nil { bytes = try InputReader.readBytes(.standardInput) }
    }
    let result = withoutActuallyEscaping(each) { each in
      let read = { (buffer: UnsafeBufferPointer<UInt8>) in
        Result { () throws(RecordReader.Failure) in
          try reader.read(buffer) { key, reading, input, source in
            mapped?.release(before: source.lowerBound)
            return each(key, reading, input, source)
          }
        }
      }
      return mapped.map { read($0.bytes) } ?? bytes.withUnsafeBufferPointer(read)
    }
    switch result {
    case .success(let records): return records
    case .failure(let error): throw error
    }
  }

  /// JSON Lines from standard input, a block of whole lines at a time.
  private static func readLines(
    reader: inout RecordReader, each: RecordReader.Sink
  ) throws(RecordError) -> RecordInput {
    var all = RecordInput()
    var pending: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 1 << 20)
    var done = false
    var stopped = false
    while !done && !stopped {
      let n: Int
      do { n = try FileDescriptor.standardInput.read(into: &block) } catch {
        throw RecordError(.unreadable, systemError: error)
      }
      pending += block[..<n]
      done = n == 0
      // Whole lines only, until the end.
      let end = done ? pending.count : (pending.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)
      guard end > 0 else { continue }
      let result = withoutActuallyEscaping(each) { each in
        pending.withUnsafeBufferPointer { buffer in
          Result { () throws(RecordReader.Failure) in
            try reader.read(UnsafeBufferPointer(rebasing: buffer[..<end])) {
              key, reading, input, source in
              if each(key, reading, input, source) { return true }
              stopped = true
              return false
            }
          }
        }
      }
      let part: RecordInput
      switch result {
      case .success(let records): part = records
      case .failure(let error): throw error
      }
      all.invalidUTF8Lines += part.invalidUTF8Lines
      all.skippedCount += part.skippedCount
      all.skippedMessages += part.skippedMessages
      reader.linesBefore += pending[..<end].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      reader.messagesBefore = all.skippedMessages.count
      reader.recordsBefore = part.lastRecordNumber
      pending.removeSubrange(..<end)
    }
    return all
  }
}
