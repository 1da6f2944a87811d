/// An `errno` value (a WASI error code in the WebAssembly build) and what
/// the C library says about it.
///
/// Public: the records library's `RecordError` carries one.
public struct SystemError: Error, Equatable, Sendable {
  public var code: Int32

  public init(code: Int32) { self.code = code }

  /// The C library's message, such as "No such file or directory".
  public var description: String { Platform.errorDescription(code) }

  /// Whether this is a write to a pipe nobody reads any more (`| head`).
  public var isBrokenPipe: Bool { code == Platform.brokenPipe }
}
