/// Input that cannot be read, or records that cannot be used: a message that
/// names what and where, such as `cannot read names.txt: No such file or
/// directory` or `data.json:3:7: expected ','`.
public struct InputError: Error, Equatable, Sendable {
  public var message: String
  /// Whether the caller's request is at fault (a key field missing from the
  /// records' fields) rather than the data.
  public var isUsage = false

  public init(_ message: String, isUsage: Bool = false) {
    self.message = message
    self.isUsage = isUsage
  }
}
