import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// `group` reading records end to end: files, standard input, line endings,
/// invalid UTF-8 and unreadable files. None of these depend on the collation.
@Suite struct GroupReadingTests {
  /// The records of tsv output, in output order.
  func records(_ result: CLIResult) -> [String] {
    result.stdoutLines.map { line in
      String(line[line.index(after: line.firstIndex(of: "\t")!)...])
    }
  }

  @Test func missingFile() throws {
    let result = try runCLI(["group", "--locale", "en", "/nonexistent/x.txt"])
    #expect(result.exitCode == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: cannot read /nonexistent/x.txt: No such file or directory\n")
  }

  @Test func directoryIsNotReadable() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runCLI(["group", "--locale", "en", directory.path])
    #expect(result.exitCode == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: cannot read \(directory.path): Is a directory\n")
  }

  @Test func emptyFile() throws {
    let path = try CLI.temporaryFile("")
    defer { CLI.removeTemporaryFile(path) }
    for format in ["tsv", "text"] {
      let result = try runCLI(["group", "--locale", "en", "--format", format, path])
      #expect(result.exitCode == 0)
      #expect(result.stdout == "")
      #expect(result.stderr == "")
    }
  }

  @Test func emptyFileAsJSON() throws {
    let result = try runCLI(["group", "--locale", "en", "--format", "json"], stdin: "")
    #expect(result.exitCode == 0)
    let object = try #require(
      JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    let sections = try #require(object["sections"] as? [Any])
    #expect(sections.isEmpty)
  }

  @Test func emptyLinesAreSkippedWhiteSpaceLinesKept() throws {
    let result = try runCLI(["group", "--locale", "en"], stdin: "\n\nBob\n\n\r\n \n\t\nAnna\n\n")
    #expect(result.exitCode == 0)
    #expect(records(result).sorted() == ["\t", " ", "Anna", "Bob"].sorted())
    #expect(result.stdoutLines.count == 4)
  }

  @Test func crlfLineEndings() throws {
    let result = try runCLI(["group", "--locale", "en"], stdin: "Bob\r\nAnna\r\nCleo")
    #expect(result.stdout == "A\tAnna\nB\tBob\nC\tCleo\n")
    #expect(!result.stdout.contains("\r"))
  }

  @Test func onlyOneTrailingCarriageReturnIsRemoved() throws {
    let result = try runCLI(["group", "--locale", "en", "--format", "json"], stdin: "Bob\r\r\n")
    let object = try #require(
      JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    let sections = try #require(object["sections"] as? [[String: Any]])
    #expect(sections.first?["items"] as? [String] == ["Bob\r"])
  }

  @Test func byteOrderMarkIsRemoved() throws {
    let input = Data([0xEF, 0xBB, 0xBF]) + Data("Bob\nAnna\n".utf8)
    let result = try runCLI(["group", "--locale", "en"], stdin: input)
    #expect(result.stdout == "A\tAnna\nB\tBob\n")
  }

  @Test func byteOrderMarkOnlyAtTheStart() throws {
    // A U+FEFF inside the text is a character of the record and is kept.
    let result = try runCLI(["group", "--locale", "en"], stdin: "Anna\n\u{FEFF}Bob\n")
    #expect(result.stdoutLines.count == 2)
    #expect(result.stdoutData.range(of: Data("\t\u{FEFF}Bob\n".utf8)) != nil)
  }

  @Test func lastLineWithoutNewline() throws {
    let result = try runCLI(["group", "--locale", "en"], stdin: "Bob\nAnna")
    #expect(result.stdout == "A\tAnna\nB\tBob\n")
  }

  @Test func invalidUTF8IsReplacedAndReported() throws {
    var input = Data("Anna\n\nB".utf8)
    input += Data([0xFF, 0x6F, 0xC3])  // a stray byte, then a truncated sequence
    input += Data("\nCleo\n".utf8)
    let path = try CLI.temporaryFile(input)
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI(["group", "--locale", "en", path])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "warning: \(path):3: invalid UTF-8 replaced with U+FFFD\n")
    #expect(records(result).sorted() == ["Anna", "B\u{FFFD}o\u{FFFD}", "Cleo"])
  }

  @Test func invalidUTF8OnStandardInput() throws {
    let result = try runCLI(["group", "--locale", "en"], stdin: Data([0x41, 0x80, 0x0A]))
    #expect(result.exitCode == 0)
    #expect(result.stderr == "warning: <stdin>:1: invalid UTF-8 replaced with U+FFFD\n")
    #expect(records(result) == ["A\u{FFFD}"])
  }

  @Test func invalidUTF8WarningsAreCapped() throws {
    var input = Data()
    for _ in 1...13 { input += Data([0x41, 0xFE, 0x0A]) }
    let result = try runCLI(["group", "--locale", "en"], stdin: input)
    let expected =
      (1...10).map { "warning: <stdin>:\($0): invalid UTF-8 replaced with U+FFFD\n" }.joined()
      + "warning: <stdin>: 3 more lines with invalid UTF-8 replaced with U+FFFD\n"
    #expect(result.stderr == expected)
    #expect(result.stdoutLines.count == 13)
  }

  @Test func oneMegabyteLine() throws {
    let long = "M" + String(repeating: "abcdefghij", count: 100_000)
    let path = try CLI.temporaryFile("Zed\n" + long + "\nAnna\n")
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI(["group", "--locale", "en", path])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "A\tAnna\nM\t\(long)\nZ\tZed\n")
  }

  /// Standard input through a real pipe, larger than one read, so the buffer grows.
  @Test func standardInputFromAPipe() throws {
    let executable = try #require(CLI.executableURL)
    let records = (0..<30_000).map { "Record \($0)" }
    let path = try CLI.temporaryFile(records.joined(separator: "\n"))
    defer { CLI.removeTemporaryFile(path) }
    let result = try runCLI(
      ["-c", "cat \"$1\" | \"$2\" group --locale en", "sh", path, executable.path],
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdoutLines.count == records.count)
    #expect(Set(result.stdoutLines) == Set(records.map { "R\t\($0)" }))
  }

  @Test(arguments: [[String](), ["-"]])
  func standardInput(fileArguments: [String]) throws {
    let result = try runCLI(["group", "--locale", "en"] + fileArguments, stdin: "Bob\nAnna\n")
    #expect(result.exitCode == 0)
    #expect(result.stdout == "A\tAnna\nB\tBob\n")
    #expect(result.stderr == "")
  }

  @Test func fileAndStandardInputAgree() throws {
    let url = CLI.sample("names.txt")
    let fromFile = try runCLI(["group", "--locale", "en", url.path])
    let fromStdin = try runCLI(["group", "--locale", "en"], stdin: try Data(contentsOf: url))
    #expect(fromFile.exitCode == 0)
    #expect(fromFile.stdout == fromStdin.stdout)
  }
}
