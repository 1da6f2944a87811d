import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// Input with a NUL byte in its first 8 KiB (an executable, UTF-16 text) is
/// an error naming it, unless `--input` says how to read it.
@Suite struct BinaryInputTests {
  /// The start of an ELF executable, then text.
  static let elf =
    Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00]) + Data("\nAnna\nBo\n".utf8)

  static func message(_ name: String) -> String {
    "Error: \(name) looks binary (a NUL byte in its first 8 KiB), not text; "
      + "give '--input lines' to read it as lines anyway\n"
  }

  @Test(arguments: [
    ["group"], ["group", "--format", "text"], ["group", "--jobs", "2"], ["keys"], ["browse"],
  ])
  func aBinaryFileIsAnErrorNamingIt(command: [String]) throws {
    let path = try CLI.temporaryFile(Self.elf, name: "a.out")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI(command + ["--locale", "en", path])
    #expect(result.exitCode == 1)
    #expect(result.stderr == Self.message(path))
    #expect(result.stdout.isEmpty)
  }

  @Test func binaryStandardInputIsAnErrorToo() throws {
    let result = try runCLI(["group", "--locale", "en"], stdin: Self.elf)
    #expect(result.exitCode == 1)
    #expect(result.stderr == Self.message("standard input"))
  }

  /// A big file read a range a thread (`--jobs 2`) is checked at its start.
  @Test func aLargeFileReadInRangesIsChecked() throws {
    let big = Self.elf + Data(String(repeating: "Name\n", count: 60_000).utf8)
    let path = try CLI.temporaryFile(big, name: "big.bin")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI(["group", "--locale", "en", "--jobs", "2", path])
    #expect(result.exitCode == 1)
    #expect(result.stderr == Self.message(path))
  }

  /// A `.json` name is no promise of JSON: inferred formats are checked too.
  @Test func anInferredFormatIsChecked() throws {
    let path = try CLI.temporaryFile(Self.elf, name: "people.json")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI(["group", "--locale", "en", "--key", "name", path])
    #expect(result.exitCode == 1)
    #expect(result.stderr == Self.message(path))
  }

  @Test func inputLinesReadsAnyBytes() throws {
    let path = try CLI.temporaryFile(Self.elf, name: "a.out")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI(["group", "--locale", "en", "--input", "lines", path])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("A\tAnna\nB\tBo\n"))
    #expect(result.stderr == "")
  }

  /// An explicit structured format reports the syntax error it meets.
  @Test func anExplicitFormatReportsItsOwnError() throws {
    let result = try runCLI(
      ["group", "--locale", "en", "--input", "jsonl", "--key", "name"], stdin: Self.elf)
    #expect(result.exitCode == 1)
    #expect(!result.stderr.contains("looks binary"))
    #expect(result.stderr.hasPrefix("Error: <stdin>:1:1:"))
  }

  /// Past the first 8 KiB a NUL is a (strange) character of a line.
  @Test func aNulAfterTheFirstBlockIsText() throws {
    let text = Data(String(repeating: "Anna\n", count: 2000).utf8) + Data([0x42, 0x00, 0x0A])
    let result = try runCLI(["group", "--locale", "en"], stdin: text)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdoutLines.count == 2001)
  }
}
