import SectionIndexIO

/// Where written records go, buffered: standard output, or a file
/// descriptor the caller opened for writing.
///
///     let out = RecordOutput.standardOutput()
///     try grouped.write(.tsv, to: out)
///     try out.flush()
///
/// Bytes are written out in large chunks as the buffer fills; call
/// ``flush()`` at the end (a failed write is a ``RecordError`` of kind
/// ``RecordError/Kind/unwritable``).
public final class RecordOutput {
  package let writer: BufferedWriter

  /// Output to `fileDescriptor`, which stays the caller's to close.
  ///
  /// - Parameter escapingControls: Whether records' control characters are
  ///   written escaped (`\033`), for a terminal; bytes to a pipe or a file
  ///   stay exactly as read.
  public init(fileDescriptor: Int32, escapingControls: Bool = false) {
    writer = BufferedWriter(fileDescriptor: FileDescriptor(rawValue: fileDescriptor))
    writer.escapesRecords = escapingControls
  }

  /// Output to standard output.
  public static func standardOutput() -> RecordOutput { RecordOutput(fileDescriptor: 1) }

  /// Output through a writer of the package's own (the command line's).
  package init(_ writer: BufferedWriter) {
    self.writer = writer
  }

  /// Writes out what the buffer holds.
  public func flush() throws(RecordError) {
    do { try writer.flush() } catch { throw RecordError(.unwritable, systemError: error) }
  }
}
