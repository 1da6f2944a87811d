/// Where records come from and how they are laid out.
///
///     RecordSource(path: "people.csv", keyField: "name")  // format inferred: csv
public struct RecordSource: Sendable, Equatable {
  /// The file to read; standard input when `nil` or `"-"`.
  public var path: String?
  /// How messages name the input: the path, or `<stdin>`.
  package var name: String { path.flatMap { $0 == "-" ? nil : $0 } ?? "<stdin>" }
  public var format: InputFormat
  /// The field (object member or CSV column) whose text shows, groups and
  /// sorts each record. Required for JSON, JSON Lines and CSV unless the
  /// records are JSON strings.
  public var keyField: String?
  /// A field holding how the key is read (furigana, a phonetic name): it
  /// decides the section and order instead, where not missing or empty.
  public var phoneticKeyField: String?
  /// Whether invalid records are skipped (and counted in
  /// ``RecordReport``) instead of stopping with an error.
  public var skipsInvalid = false
  /// Whether input with a NUL byte in its first
  /// ``InputReader/binaryCheckLength`` bytes is an error (``InputError``
  /// "FILE looks binary") rather than read: an ELF or a UTF-16 file given
  /// where text was meant.
  public var rejectsBinary: Bool

  /// - Parameters:
  ///   - format: How the input is laid out; by default inferred from the
  ///     file's extension (`InputFormat(inferredFrom:)`).
  ///   - rejectsBinary: Whether input that looks binary is an error; by
  ///     default when the format is inferred, so that a format given on
  ///     purpose (lines) reads any bytes.
  public init(
    path: String?, format: InputFormat? = nil, keyField: String? = nil,
    phoneticKeyField: String? = nil, skipsInvalid: Bool = false, rejectsBinary: Bool? = nil
  ) {
    self.path = path
    self.rejectsBinary = rejectsBinary ?? (format == nil)
    self.format = format ?? InputFormat(inferredFrom: path)
    self.keyField = keyField
    self.phoneticKeyField = phoneticKeyField
    self.skipsInvalid = skipsInvalid
  }
}
