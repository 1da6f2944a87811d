import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// Records and messages written to a terminal show their control characters
/// escaped as `ls -b` shows a file name's; to a pipe or a file, the bytes
/// stay exactly as read.
@Suite struct TerminalEscapingTests {
  /// Records that would retitle the window (OSC), clear the screen (CSI),
  /// colour the rest (C1 CSI, U+009B) or be confused with an escape.
  static let records =
    "Anna\u{1B}]0;pwned\u{07}\nBo\u{1B}[2J\nCid\u{9B}31m\nDee\\x\nEva\u{7F}\n"

  /// Runs the binary with standard output and error on a pseudo-terminal
  /// (util-linux `script`), and returns what the terminal received, its
  /// line ends as written (the terminal's CR before LF removed).
  func runOnTerminal(_ arguments: [String]) throws -> String {
    let executable = try #require(CLI.executableURL)
    let command = ([executable.path] + arguments).map(CLI.shellQuoted).joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", command, "/dev/null"]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
  }

  @Test func textToATerminalEscapesControlCharacters() throws {
    let path = try CLI.temporaryFile(Self.records)
    defer { CLI.removeTemporaryFile(path) }
    let shown = try runOnTerminal(["group", "--locale", "en", "--format", "text", path])
    #expect(
      shown == """
        A
          Anna\\033]0;pwned\\a

        B
          Bo\\033[2J

        C
          Cid\\302\\23331m

        D
          Dee\\\\x

        E
          Eva\\177

        """)
    #expect(!shown.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func tsvAndKeysToATerminalEscapeTheRecordOnly() throws {
    let path = try CLI.temporaryFile(Self.records)
    defer { CLI.removeTemporaryFile(path) }
    let tsv = try runOnTerminal(["group", "--locale", "en", path])
    #expect(tsv.hasPrefix("A\tAnna\\033]0;pwned\\a\nB\tBo\\033[2J\n"))
    let keys = try runOnTerminal(["keys", "--locale", "en", path])
    let lines = keys.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines.first?.hasSuffix("\tA\tAnna\\033]0;pwned\\a") == true)
    #expect(!keys.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
  }

  @Test func jsonToATerminalUsesJSONEscapes() throws {
    let path = try CLI.temporaryFile(Self.records)
    defer { CLI.removeTemporaryFile(path) }
    let shown = try runOnTerminal(["group", "--locale", "en", "--format", "json", path])
    #expect(shown.contains(#""Anna\u001B]0;pwned\u0007""#))
    #expect(shown.contains(#""Cid\u009B31m""#))
    #expect(shown.contains(#""Eva\u007F""#))
    #expect(shown.contains(#""Dee\\x""#))
  }

  /// To a pipe or file, every format keeps the bytes as read.
  @Test func aPipeGetsTheBytesAsRead() throws {
    let text = try runCLI(
      ["group", "--locale", "en", "--format", "text", "-"], stdin: Self.records)
    #expect(text.stdout.contains("  Anna\u{1B}]0;pwned\u{07}\n"))
    #expect(text.stdout.contains("  Cid\u{9B}31m\n"))
    #expect(text.stdout.contains("  Dee\\x\n"))
    let tsv = try runCLI(["group", "--locale", "en"], stdin: Self.records)
    #expect(
      tsv.stdoutData
        == Data(
          "A\tAnna\u{1B}]0;pwned\u{07}\nB\tBo\u{1B}[2J\nC\tCid\u{9B}31m\nD\tDee\\x\nE\tEva\u{7F}\n"
            .utf8
        ))
    let json = try runCLI(["group", "--locale", "en", "--format", "json"], stdin: Self.records)
    #expect(json.stdout.contains("\"Cid\u{9B}31m\""))
  }

  /// A warning naming a file shows the name's control characters escaped.
  @Test func warningsToATerminalAreEscaped() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("bad\u{1B}[8m.txt").path
    try Data([0x41, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
    let shown = try runOnTerminal(["group", "--locale", "en", path])
    #expect(shown.contains("bad\\033[8m.txt:1: invalid UTF-8 replaced with U+FFFD\n"))
    #expect(!shown.unicodeScalars.contains { $0.value == 0x1B })
    let piped = try runCLI(["group", "--locale", "en", path])
    #expect(piped.stderr == "warning: \(path):1: invalid UTF-8 replaced with U+FFFD\n")
  }
}
