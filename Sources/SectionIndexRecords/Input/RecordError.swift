import SectionIndexIO

/// Why records cannot be read or used: what went wrong (``kind``), where
/// (``path``, ``line``, ``column``) and, for a failed system call, the
/// ``systemError`` it gave.
///
///     do throws(RecordError) {
///       var grouped = try grouper.read(RecordSource(path: "people.json", keyField: "name"))
///       try grouped.forEachSection { title, section in print(title, section.count) }
///     } catch {
///       switch error.kind {
///       case .unreadable: print("no such file?", error.systemError?.code ?? 0)
///       case .invalidRecord: print("line", error.line ?? 0, error.reason)
///       default: print(error)  // people.json:3:7: record 2 has no "name"
///       }
///     }
///
/// ``description`` is the message as `section-index` shows it, such as
/// `cannot read names.txt: No such file or directory` or
/// `data.json:3:7: expected ','`.
public struct RecordError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of problem a ``RecordError`` is.
  public enum Kind: Equatable, Hashable, Sendable {
    /// The input cannot be opened or read (``systemError`` says why).
    case unreadable
    /// The input has a NUL byte in its first 8 KiB: binary, not text.
    case binary
    /// The input is not well-formed JSON, JSON Lines or CSV, or is not laid
    /// out as records (an object holding no array, a CSV without a header).
    case malformed
    /// A record cannot be used: its key missing or not a string, a CSV row
    /// of the wrong length (skipped with ``RecordSource/skipsInvalid``).
    case invalidRecord
    /// A field the caller named is not among the CSV columns.
    case noSuchField
    /// The records are objects or CSV rows, and no key field was named: the
    /// caller's request is at fault, not the data.
    case keyFieldNeeded
    /// Standard input (JSON or CSV from a pipe) cannot be copied to a
    /// temporary file in the directory ``path`` names, or (``path`` `nil`)
    /// that copy cannot be mapped.
    case standardInputNotKept
    /// The temporary file of sections cannot be read back
    /// (``systemError``), or does not give back what was written
    /// (``reason``).
    case temporaryFile
    /// The output cannot be written (``systemError`` says why; a broken
    /// pipe when its reader went away); ``path`` is `nil` for standard
    /// output.
    case unwritable
  }

  public var kind: Kind
  /// The file, or `nil` for standard input; for
  /// ``Kind/standardInputNotKept``, the temporary directory.
  public var path: String?
  /// The 1-based line of the problem, where it has one.
  public var line: Int?
  /// The 1-based column (in characters) of the problem, where it has one.
  public var column: Int?
  /// The failed system call's error (`errno`), where one failed.
  public var systemError: SystemError?
  /// What is wrong, without where: `expected ','`, `record 2 has no "name"`.
  public var reason: String

  public init(
    _ kind: Kind, path: String? = nil, line: Int? = nil, column: Int? = nil,
    systemError: SystemError? = nil, reason: String = ""
  ) {
    self.kind = kind
    self.path = path
    self.line = line
    self.column = column
    self.systemError = systemError
    self.reason = reason
  }

  /// Whether the caller's request is at fault (no key field named for
  /// records that need one) rather than the data.
  public var isUsage: Bool { kind == .keyFieldNeeded }

  /// The message: where, then what.
  public var description: String {
    let system = systemError?.description ?? ""
    switch kind {
    case .unreadable:
      return "cannot read \(path ?? "standard input"): \(system)"
    case .binary:
      return "\(path ?? "standard input") looks binary (a NUL byte in its first 8 KiB), not text; "
        + "give '--input lines' to read it as lines anyway"
    case .malformed, .invalidRecord, .noSuchField:
      let place = [line, column].compactMap { $0 }.map { ":\($0)" }.joined()
      return "\(path ?? "<stdin>")\(place): \(reason)"
    case .keyFieldNeeded:
      return reason
    case .standardInputNotKept:
      guard let path else {
        return "cannot map the temporary copy of standard input: \(system) "
          + "(pass the input as a FILE)"
      }
      return "cannot keep standard input in a temporary file in \(path): "
        + "\(system) (set TMPDIR, or pass the input as a FILE)"
    case .temporaryFile:
      guard systemError == nil else {
        return "cannot read back the temporary file of sections: \(system)"
      }
      return "the temporary file of sections was changed or cut short: \(reason)"
    case .unwritable:
      return "cannot write \(path ?? "output"): \(system)"
    }
  }
}
