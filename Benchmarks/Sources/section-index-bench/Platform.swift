// Clocks, memory, files and child processes: the platform code of the benchmark
// in one place.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum Platform {
  /// Monotonic time in nanoseconds.
  static func nanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
  }

  /// Runs `body` and returns its result and the elapsed milliseconds.
  static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = nanoseconds()
    let result = try body()
    return (result, Double(nanoseconds() - start) / 1e6)
  }

  /// This process's peak resident set size in KiB: `VmHWM` from
  /// /proc/self/status, else `ru_maxrss` (KiB on Linux).
  static func peakResidentKiB() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
      for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.filter(\.isNumber)
        if let kib = Int(digits) { return kib }
      }
    }
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return Int(usage.ru_maxrss)
  }

  /// Reads a file of one record a line (empty lines skipped).
  static func readLines(_ path: String) throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var lines: [String] = []
    lines.reserveCapacity(data.count / 12)
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      let bytes = raw.bindMemory(to: UInt8.self)
      var start = 0
      for i in 0...bytes.count {
        if i == bytes.count || bytes[i] == 0x0A {
          var end = i
          if end > start && bytes[end - 1] == 0x0D { end -= 1 }
          if end > start {
            lines.append(
              String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
          }
          start = i + 1
        }
      }
    }
    return lines
  }

  /// Writes one record a line.
  static func writeLines(_ lines: [String], to path: String) throws {
    var text = lines.joined(separator: "\n")
    text += "\n"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

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

struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Keeps a value observable so the optimizer cannot drop the work producing it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
