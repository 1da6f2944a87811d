import Foundation

/// Files a test reads, in the system's temporary folder.
enum TemporaryFile {
  /// Writes bytes to a new temporary file and returns its path; the test
  /// removes it with `remove(_:)`.
  static func write(_ bytes: [UInt8], name: String) throws -> String {
    let path = NSTemporaryDirectory() + "records-\(UUID().uuidString)-\(name)"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Removes a file made by `write(_:name:)`.
  static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }
}
