/// An `errno` value (a WASI error code in the WebAssembly build) and what
/// the C library says about it.
package struct SystemError: Error, Equatable {
  package var code: Int32

  package init(code: Int32) { self.code = code }

  /// The C library's message, such as "No such file or directory".
  package var description: String { Platform.errorDescription(code) }

  /// Whether this is a write to a pipe nobody reads any more (`| head`).
  package var isBrokenPipe: Bool { code == Platform.brokenPipe }
}
