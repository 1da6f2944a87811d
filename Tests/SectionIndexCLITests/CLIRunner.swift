import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// What one run of the `section-index` binary did.
struct CLIResult: Sendable {
  var stdout: String
  var stderr: String
  var stdoutData: Data
  var exitCode: Int32
  /// `.exit` unless the process died of a signal.
  var terminationReason: Process.TerminationReason

  /// The lines of standard output, without their newlines.
  var stdoutLines: [String] {
    var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

enum CLI {
  /// The `section-index` binary built next to this test bundle.
  ///
  /// `swift build --build-tests` puts every product of the package in one
  /// directory; the test bundle runs from there. Set `SECTION_INDEX_EXECUTABLE`
  /// to test another binary (a release build, say).
  static let executableURL: URL? = {
    let fileManager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["SECTION_INDEX_EXECUTABLE"] {
      return URL(fileURLWithPath: path)
    }
    var directories: [URL] = []
    // Linux: the test runner is an executable in the products directory.
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    directories.append(me.deletingLastPathComponent())
    if let first = CommandLine.arguments.first {
      directories.append(
        URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
    }
    // Apple platforms: the tests are a `.xctest` bundle in the products directory.
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    directories.append(Bundle.main.bundleURL)
    for directory in directories {
      let candidate = directory.appendingPathComponent("section-index")
      if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A file in the package's `Samples/` folder.
  static func sample(_ name: String) -> URL {
    packageRoot.appendingPathComponent("Samples").appendingPathComponent(name)
  }

  /// A fresh directory for one test's files; the test removes it.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("section-index-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes bytes to a new temporary file and returns its path; the test
  /// removes it with `removeTemporaryFile`.
  static func temporaryFile(_ data: Data, name: String = "input.txt") throws -> String {
    let url = try temporaryDirectory().appendingPathComponent(name)
    try data.write(to: url)
    return url.path
  }

  static func temporaryFile(_ text: String, name: String = "input.txt") throws -> String {
    try temporaryFile(Data(text.utf8), name: name)
  }

  /// A word for `sh -c`, in single quotes.
  static func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Removes a file made by `temporaryFile` together with its directory.
  static func removeTemporaryFile(_ path: String) {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    guard directory.lastPathComponent.hasPrefix("section-index-tests-") else { return }
    try? FileManager.default.removeItem(at: directory)
  }
}

/// Runs the built `section-index` with arguments and standard input, and
/// returns everything it wrote and its exit status.
///
/// Standard input, output and error are temporary files, not pipes, so no
/// amount of output can deadlock the run and nothing depends on timing. The
/// environment is empty unless given, so the user's locale never leaks in.
func runCLI(
  _ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:],
  executable: URL? = nil, currentDirectory: URL? = nil
) throws -> CLIResult {
  let executable = try #require(
    executable ?? CLI.executableURL, "section-index was not built next to the tests")
  let directory = try CLI.temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let inURL = directory.appendingPathComponent("stdin")
  let outURL = directory.appendingPathComponent("stdout")
  let errURL = directory.appendingPathComponent("stderr")
  try stdin.write(to: inURL)
  try Data().write(to: outURL)
  try Data().write(to: errURL)

  let input = try FileHandle(forReadingFrom: inURL)
  let output = try FileHandle(forWritingTo: outURL)
  let error = try FileHandle(forWritingTo: errURL)
  defer {
    try? input.close()
    try? output.close()
    try? error.close()
  }

  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.environment = environment
  if let currentDirectory { process.currentDirectoryURL = currentDirectory }
  process.standardInput = input
  process.standardOutput = output
  process.standardError = error
  try process.run()
  process.waitUntilExit()

  let stdoutData = try Data(contentsOf: outURL)
  let stderrData = try Data(contentsOf: errURL)
  return CLIResult(
    stdout: String(decoding: stdoutData, as: UTF8.self),
    stderr: String(decoding: stderrData, as: UTF8.self),
    stdoutData: stdoutData,
    exitCode: process.terminationStatus,
    terminationReason: process.terminationReason)
}

func runCLI(_ arguments: [String], stdin: String, environment: [String: String] = [:]) throws
  -> CLIResult
{
  try runCLI(arguments, stdin: Data(stdin.utf8), environment: environment)
}
