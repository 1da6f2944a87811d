#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// An `errno` value and what the C library says about it.
package struct SystemError: Error, Equatable {
  package var code: Int32

  /// The C library's message, such as "No such file or directory".
  package var description: String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }

  /// Whether this is a write to a pipe nobody reads any more (`| head`).
  package var isBrokenPipe: Bool { code == EPIPE }

  package static var current: SystemError { SystemError(code: errno) }
}
