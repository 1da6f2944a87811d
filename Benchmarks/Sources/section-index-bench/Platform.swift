// Child processes and paths, with Foundation; clocks, memory and files are in
// BenchPlatform.

import BenchPlatform
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Platform {
  /// The path of this executable, to re-run it in a measuring mode.
  static var executablePath: String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return path
    }
    return CommandLine.arguments[0]
  }

  /// Runs a program, waits, and returns its standard output; throws on a
  /// non-zero exit with its standard error.
  static func run(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting so a full pipe cannot block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let stdout = String(decoding: outData, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw BenchError(
        "\(([executable] + arguments).joined(separator: " ")) exited with \(process.terminationStatus):\n"
          + String(decoding: errData, as: UTF8.self) + stdout)
    }
    return stdout
  }

  /// Parses the `key=value` lines a measuring child prints.
  static func values(_ output: String) -> [String: String] {
    var values: [String: String] = [:]
    for line in output.split(separator: "\n") {
      guard let eq = line.firstIndex(of: "=") else { continue }
      values[String(line[..<eq])] = String(line[line.index(after: eq)...])
    }
    return values
  }

  static func isExecutable(_ path: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: path)
  }

  /// The first executable named `name` on PATH.
  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
      let candidate = "\(dir)/\(name)"
      if isExecutable(candidate) { return candidate }
    }
    return nil
  }
}
