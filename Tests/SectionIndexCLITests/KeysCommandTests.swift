import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// `keys`: sorting its lines by KEY, in this process, with `LC_ALL=C sort`
/// and with DuckDB, gives what `group --format tsv` prints.
@Suite struct KeysCommandTests {
  /// Inputs of every format, with names, readings and several locales.
  static let cases: [[String]] = [
    ["--locale", "zh-Hans", CLI.sample("names.txt").path],
    ["--locale", "sv", CLI.sample("names-sv.txt").path],
    ["--locale", "zh-Hans", "--names", CLI.sample("names-zh.txt").path],
    ["--locale", "ja", "--key", "name", "--phonetic-key", "kana", CLI.sample("people.json").path],
    ["--locale", "zh-Hans,ja,en", "--key", "name", CLI.sample("contacts.csv").path],
  ]

  /// A corpus of every kind of trouble: decomposed and precomposed twins,
  /// duplicates, leading white space, marks, digits, emoji, several scripts.
  static let corpus = """
    Émile
    E\u{301}mile
    emile
    Zoë
    Zoe\u{308}
    曾国藩
    重庆
    长沙
    长沙
      Anna
    \u{200B}Bo
    42 Street
    🙂 Smile
    さとう
    サトウ
    김철수
    Ärlig
    Ångström
    Øresund
    Чехов
    ΑΘΗΝΑ
    """

  /// The lines sorted by their first field, stably, with that field removed.
  static func sortedByKey(_ output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let keyed = lines.map { line -> (key: Substring, rest: Substring) in
      let tab = line.firstIndex(of: "\t")!
      return (line[..<tab], line[line.index(after: tab)...])
    }
    let order = keyed.indices.sorted { a, b in
      keyed[a].key != keyed[b].key ? keyed[a].key < keyed[b].key : a < b
    }
    return order.map { keyed[$0].rest + "\n" }.joined()
  }

  @Test(arguments: cases)
  func keysSortIntoGroupsOrder(arguments: [String]) throws {
    let keys = try runCLI(["keys"] + arguments)
    #expect(keys.exitCode == 0, "\(keys.stderr)")
    let group = try runCLI(["group"] + arguments)
    #expect(!group.stdout.isEmpty)
    #expect(Self.sortedByKey(keys.stdout) == group.stdout)
  }

  @Test(arguments: ["en", "sv", "zh-Hans", "ja", "ko"])
  func corpusThroughCSort(locale: String) throws {
    let file = try CLI.temporaryFile(Self.corpus)
    defer { CLI.removeTemporaryFile(file) }
    let keysFile = file + ".keys"
    defer { CLI.removeTemporaryFile(keysFile) }
    let keys = try runCLI(["keys", "--locale", locale, file])
    try keys.stdoutData.write(to: URL(fileURLWithPath: keysFile))
    // Another engine: sort(1) in byte order, stable, on the first field.
    let sorted = try run(
      "/bin/sh",
      ["-c", "LC_ALL=C sort -s -t \"$(printf '\\t')\" -k1,1 \"$1\" | cut -f2-", "sh", keysFile])
    let group = try runCLI(["group", "--locale", locale, file])
    #expect(sorted == group.stdout, "\(locale)")
    // One line a record, in input order.
    let records = keys.stdout.split(separator: "\n").map {
      $0.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)[2]
    }
    #expect(records == Self.corpus.split(separator: "\n"))
  }

  /// JSON Lines stream from a file (mapped) and from standard input (read a
  /// block of whole lines at a time): the same keys either way, in group's
  /// order, and a bad record past the first block named by its own line and
  /// number.
  @Test func jsonLinesStreamFromFilesAndPipes() throws {
    let names = ["曾国藩", "Zoë", "さとう", "长沙", #"Ren\u00e9 \"A\""#, "김철수"]
    // More than the 1 MiB block standard input is read in.
    let lines = (0..<40_000).map { i in
      #"{"id":\#(i),"name":"\#(names[i % names.count]) \#(i % 97)","kana":"\#(i % 5 == 0 ? "かな" : "")"}"#
    }
    let text = lines.joined(separator: "\n") + "\n"
    let file = try CLI.temporaryFile(text, name: "people.jsonl")
    defer { CLI.removeTemporaryFile(file) }
    let options = ["--locale", "zh-Hans", "--key", "name", "--phonetic-key", "kana"]
    let fromFile = try runCLI(["keys"] + options + [file])
    let fromPipe = try runCLI(["keys", "--input", "jsonl"] + options, stdin: text)
    #expect(fromFile.exitCode == 0 && fromPipe.exitCode == 0)
    #expect(fromFile.stdout.split(separator: "\n").count == lines.count)
    #expect(fromPipe.stdout == fromFile.stdout)
    let group = try runCLI(["group"] + options + [file])
    #expect(Self.sortedByKey(fromFile.stdout) == group.stdout)

    // A record that is not one, past the first block.
    let bad = text + #"{"name": 3}"# + "\n"
    let stopped = try runCLI(["keys", "--input", "jsonl"] + options, stdin: bad)
    #expect(stopped.exitCode == 1)
    #expect(
      stopped.stderr
        == "Error: <stdin>:40001:10: record 40001: \"name\" is a number, not a string\n")
    let skipped = try runCLI(["keys", "--input", "jsonl", "--skip-invalid"] + options, stdin: bad)
    #expect(skipped.exitCode == 0)
    #expect(skipped.stdout == fromFile.stdout)
    #expect(skipped.stderr.hasSuffix("warning: <stdin>: skipped 1 invalid record\n"))
  }

  /// JSON and CSV on standard input stream as files do: mapped in place when
  /// standard input is a file (from where it stands), copied into a
  /// temporary file first when it is a pipe; the same keys every way, and
  /// the temporary file gone afterwards.
  @Test(arguments: ["json", "csv"])
  func jsonAndCSVStreamFromPipes(format: String) throws {
    let names = ["曾国藩", "Zoë", "さとう", "长沙", "René, \"A\"", "김철수"]
    // Past the megabyte a pipe is copied in.
    let count = 70_000
    let text: String
    if format == "json" {
      text =
        "[\n"
        + (0..<count).map { i in
          #"{"id":\#(i),"name":"\#(names[i % names.count].replacingOccurrences(of: "\"", with: #"\""#)) \#(i % 97)"}"#
        }.joined(separator: ",\n") + "\n]\n"
    } else {
      text =
        "id,name\n"
        + (0..<count).map { i in
          "\(i),\"\(names[i % names.count].replacingOccurrences(of: "\"", with: "\"\"")) \(i % 97)\"\n"
        }.joined()
    }
    #expect(text.utf8.count > 1 << 20)
    let file = try CLI.temporaryFile(text, name: "people.\(format)")
    defer { CLI.removeTemporaryFile(file) }
    let options = ["--locale", "zh-Hans", "--input", format, "--key", "name"]
    let fromFile = try runCLI(["keys"] + options + [file])
    #expect(fromFile.exitCode == 0)
    #expect(fromFile.stdout.split(separator: "\n").count == count)
    let group = try runCLI(["group"] + options + [file])
    #expect(Self.sortedByKey(fromFile.stdout) == group.stdout)

    // Standard input a file (the runner redirects it from one).
    let redirected = try runCLI(["keys"] + options, stdin: text)
    #expect(redirected.exitCode == 0 && redirected.stdout == fromFile.stdout)

    // A pipe, copied into a temporary file in TMPDIR, which is left empty.
    let executable = try #require(CLI.executableURL).path
    let scratch = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let command = (["cat", file, "|", executable, "keys"] + options).map(CLI.shellQuoted)
      .joined(separator: " ").replacingOccurrences(of: "'|'", with: "|")
    let piped = try runCLI(
      ["-c", command], environment: ["TMPDIR": scratch.path, "PATH": "/usr/bin:/bin"],
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(piped.exitCode == 0, "\(piped.stderr)")
    #expect(piped.stdout == fromFile.stdout)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)

    // No temporary file can be made: the pipe is read into memory instead.
    let nowhere = try runCLI(
      ["-c", command], environment: ["TMPDIR": scratch.path + "/missing", "PATH": "/usr/bin:/bin"],
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(nowhere.exitCode == 0 && nowhere.stdout == fromFile.stdout)

    // Standard input a file read from past its start: its first line was
    // read by the shell, and keys reads the rest.
    let shifted = try CLI.temporaryFile("a line the shell reads\n" + text, name: "shifted")
    defer { CLI.removeTemporaryFile(shifted) }
    let after = try runCLI(
      [
        "-c",
        "{ IFS= read -r line; "
          + ([executable, "keys"] + options).map(CLI.shellQuoted)
          .joined(separator: " ") + "; } < " + CLI.shellQuoted(shifted),
      ],
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(after.exitCode == 0 && after.stdout == fromFile.stdout)
  }

  /// The guide's DuckDB example: load the keys as a table, ORDER BY key.
  @Test func duckDBReproducesGroup() throws {
    let file = try CLI.temporaryFile(Self.corpus)
    defer { CLI.removeTemporaryFile(file) }
    let keysFile = file + ".keys"
    defer { CLI.removeTemporaryFile(keysFile) }
    for arguments in [["--locale", "zh-Hans", file]] + Self.cases {
      let keys = try runCLI(["keys"] + arguments)
      try keys.stdoutData.write(to: URL(fileURLWithPath: keysFile))
      let script = """
        import sys, duckdb
        rows = duckdb.sql(
            "SELECT title || chr(9) || record FROM read_csv(?, delim = chr(9), quote = '', "
            "escape = '', header = false, "
            "columns = {'key': 'VARCHAR', 'title': 'VARCHAR', 'record': 'VARCHAR'}) "
            "ORDER BY key", params=[sys.argv[1]]).fetchall()
        sys.stdout.write("".join(r[0] + "\\n" for r in rows))
        """
      let viaDuckDB = try run("/usr/bin/env", ["python3", "-c", script, keysFile])
      let group = try runCLI(["group"] + arguments)
      #expect(viaDuckDB == group.stdout, "\(arguments)")
    }
  }

  /// Records that break CSV readers and line splitters: tabs, quotes, a lone
  /// carriage return, NUL, a U+FEFF inside the input, ties.
  static let awkward = Data(
    ("Anna\tB\ttab\n\"quoted\" name\nO'Brien, \"Jr\"\nlone\rCR\nnul\u{0}byte\n"
      + "\u{FEFF}Zed\nZoë\n曾国藩\n曾国藩\nAnna\n").utf8)

  /// The Guide's code block that follows `marker`, as written.
  static func guideSnippet(after marker: String) throws -> String {
    let guide = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("Guides/IndexedCollation.md"),
      encoding: .utf8)
    let start = try #require(guide.range(of: "<!-- \(marker) -->"))
    let rest = guide[start.upperBound...]
    let open = try #require(rest.range(of: "```"))
    let body = try #require(rest[open.upperBound...].range(of: "\n"))
    let close = try #require(rest[body.upperBound...].range(of: "```"))
    return String(rest[body.upperBound..<close.lowerBound])
  }

  /// The Guide's DuckDB snippet, as written, on records with tabs, quotes,
  /// lone CR, NUL and U+FEFF: what it writes is what `group` prints.
  @Test(arguments: ["en", "zh-Hans,ja,en"])
  func guidesDuckDBSnippetIsExact(locale: String) throws {
    let snippet = try Self.guideSnippet(after: "duckdb-snippet")
    let input = try CLI.temporaryFile(Self.awkward)
    defer { CLI.removeTemporaryFile(input) }
    let directory = URL(fileURLWithPath: input).deletingLastPathComponent()
    // NUL is a byte of a record: --input lines, or the input looks binary.
    let keys = try runCLI(["keys", "--locale", locale, "--input", "lines", input])
    #expect(keys.exitCode == 0)
    try keys.stdoutData.write(to: directory.appendingPathComponent("keys.tsv"))
    _ = try run(
      "/usr/bin/env",
      [
        "python3", "-c", "import os, sys; os.chdir(sys.argv[1]); exec(sys.argv[2])", directory.path,
        snippet,
      ])
    let written = try Data(contentsOf: directory.appendingPathComponent("grouped.tsv"))
    let group = try runCLI(["group", "--locale", locale, "--input", "lines", input])
    #expect(written == group.stdoutData)
    #expect(group.stdout.contains("lone\rCR") && group.stdout.contains("nul\u{0}byte"))
  }

  /// A file of lines split in two, keyed part by part (the second with
  /// `--part`), sorts into what `group` prints for the whole, although the
  /// second part begins with U+FEFF.
  @Test func partsKeepALeadingFEFF() throws {
    let first = Data("Zoë\nAnna\n".utf8)
    let second = Data("\u{FEFF}Bo\nCarl\n".utf8)
    let whole = try CLI.temporaryFile(first + second)
    defer { CLI.removeTemporaryFile(whole) }
    let part = try CLI.temporaryFile(second, name: "part2.txt")
    defer { CLI.removeTemporaryFile(part) }
    let keys2 = try runCLI(["keys", "--locale", "en", "--part", part])
    #expect(keys2.exitCode == 0, "\(keys2.stderr)")
    #expect(keys2.stdout.contains("\t\u{FEFF}Bo\n"))
    // Keys of the whole equal the first part's followed by the second's.
    let firstKeys = try runCLI(["keys", "--locale", "en"], stdin: first)
    let wholeKeys = try runCLI(["keys", "--locale", "en", whole])
    #expect(firstKeys.stdout + keys2.stdout == wholeKeys.stdout)
    let group = try runCLI(["group", "--locale", "en", whole])
    #expect(Self.sortedByKey(firstKeys.stdout + keys2.stdout) == group.stdout)
    // Without --part the U+FEFF is taken for a byte order mark.
    let asStart = try runCLI(["keys", "--locale", "en", part])
    #expect(!asStart.stdout.contains("\u{FEFF}"))
  }

  @Test func partIsForLines() throws {
    let result = try runCLI(
      ["keys", "--part", "--input", "jsonl", "--key", "name", "-"], stdin: "")
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains("'--part' applies to lines input, not jsonl"))
  }

  /// Runs a program and returns its standard output; fails on a non-zero exit.
  func run(_ program: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0,
      "\(program) \(arguments.last ?? ""): \(String(decoding: errors, as: UTF8.self))")
    return String(decoding: data, as: UTF8.self)
  }
}
