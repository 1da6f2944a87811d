import SectionIndexIO

/// Where records come from and how they are laid out.
///
///     RecordSource(path: "people.csv", keyField: "name")  // format inferred: csv
///     RecordSource(.bytes(Array("Zoë\nAnna\n".utf8)))     // lines
public struct RecordSource: Sendable, Equatable {
  /// Where the bytes of the records are: standard input, a file or memory.
  public enum Input: Sendable, Equatable {
    /// The process's standard input (a pipe, a file or a terminal).
    case standardInput
    /// The file at a path (`"-"` is a file named `-`).
    case path(String)
    /// Bytes already in memory.
    case bytes([UInt8])

    /// The file's path; `nil` for standard input and bytes.
    public var path: String? {
      guard case .path(let path) = self else { return nil }
      return path
    }

    /// How messages name the input: its path, or `<stdin>` (bytes are named
    /// so too).
    package var name: String { path ?? "<stdin>" }
  }

  /// Which part of a file split into parts the input is (lines only).
  public enum Part: Sendable, Equatable {
    /// The start of the file (or all of it): a byte order mark there is
    /// removed.
    case first
    /// A later part of a file of lines split into parts to be keyed on
    /// their own (`section-index keys --part`): a U+FEFF that begins it is
    /// a character of its first record, not a byte order mark.
    case later
  }

  /// Where the records are read from.
  public var input: Input
  /// Which part of its file the input is: ``Part/first`` unless set.
  public var part = Part.first
  /// The file to read; `nil` for standard input (and bytes).
  public var path: String? { input.path }
  /// How messages name the input: the path, or `<stdin>`.
  package var name: String { input.name }
  public var format: InputFormat
  /// The field (object member or CSV column) whose text shows, groups and
  /// sorts each record. Required for JSON, JSON Lines and CSV unless the
  /// records are JSON strings. The first of ``keyFields``.
  public var keyField: String? {
    get { keyFields.first }
    set { keyFields = newValue.map { [$0] } ?? [] }
  }
  /// The fields whose first non-empty string is each record's key: a
  /// contact's name, else its company, else its e-mail. With more than
  /// one, a record with none of them is kept with an empty key (it goes to
  /// the `#` section), never dropped.
  ///
  ///     RecordSource(path: "contacts.csv", keyFields: ["name", "company", "email"])
  public var keyFields: [String]
  /// A field holding how the key is read (furigana, a phonetic name): it
  /// decides the section and order instead, where not missing or empty.
  /// The first of ``phoneticKeyFields``.
  public var phoneticKeyField: String? {
    get { phoneticKeyFields.first }
    set { phoneticKeyFields = newValue.map { [$0] } ?? [] }
  }
  /// The reading field of each of ``keyFields`` in turn: the reading is the
  /// one of the key field a record's key came from (fewer readings leave
  /// the later key fields without).
  public var phoneticKeyFields: [String]
  /// Whether invalid records are skipped (and counted in
  /// ``RecordReport``) instead of stopping with an error.
  public var skipsInvalid = false
  /// Whether input with a NUL byte in its first
  /// ``InputReader/binaryCheckLength`` bytes is an error (``RecordError``
  /// "FILE looks binary") rather than read: an ELF or a UTF-16 file given
  /// where text was meant.
  public var rejectsBinary: Bool

  /// - Parameters:
  ///   - input: Where the records are read from.
  ///   - format: How the input is laid out; by default inferred from the
  ///     file's extension (`InputFormat(inferredFrom:)`): lines for
  ///     standard input and bytes.
  ///   - rejectsBinary: Whether input that looks binary is an error; by
  ///     default when the format is inferred, so that a format given on
  ///     purpose (lines) reads any bytes.
  public init(
    _ input: Input, format: InputFormat? = nil, keyField: String? = nil,
    phoneticKeyField: String? = nil, skipsInvalid: Bool = false, rejectsBinary: Bool? = nil
  ) {
    self.input = input
    self.rejectsBinary = rejectsBinary ?? (format == nil)
    self.format = format ?? InputFormat(inferredFrom: input.path)
    self.keyFields = keyField.map { [$0] } ?? []
    self.phoneticKeyFields = phoneticKeyField.map { [$0] } ?? []
    self.skipsInvalid = skipsInvalid
  }

  /// A source whose records' keys are the first non-empty of `keyFields`,
  /// their readings the matching one of `phoneticKeyFields`.
  public init(
    _ input: Input, format: InputFormat? = nil, keyFields: [String],
    phoneticKeyFields: [String] = [], skipsInvalid: Bool = false, rejectsBinary: Bool? = nil
  ) {
    self.init(input, format: format, skipsInvalid: skipsInvalid, rejectsBinary: rejectsBinary)
    self.keyFields = keyFields
    self.phoneticKeyFields = phoneticKeyFields
  }

  /// A source read from the file at `path`, or standard input when `path`
  /// is `nil`.
  ///
  ///     RecordSource(path: "people.csv", keyField: "name")
  public init(
    path: String?, format: InputFormat? = nil, keyField: String? = nil,
    phoneticKeyField: String? = nil, skipsInvalid: Bool = false, rejectsBinary: Bool? = nil
  ) {
    self.init(
      path.map(Input.path) ?? .standardInput, format: format, keyField: keyField,
      phoneticKeyField: phoneticKeyField, skipsInvalid: skipsInvalid, rejectsBinary: rejectsBinary)
  }

  /// A source read from the file at `path`, or standard input when `path`
  /// is `nil`, whose keys are the first non-empty of `keyFields`.
  public init(
    path: String?, format: InputFormat? = nil, keyFields: [String],
    phoneticKeyFields: [String] = [], skipsInvalid: Bool = false, rejectsBinary: Bool? = nil
  ) {
    self.init(
      path.map(Input.path) ?? .standardInput, format: format, keyFields: keyFields,
      phoneticKeyFields: phoneticKeyFields, skipsInvalid: skipsInvalid,
      rejectsBinary: rejectsBinary)
  }
}
