import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A tmux session on a private server, running the built binary in a real
/// (pseudo) terminal.
///
/// Each session has its own socket (`tmux -L`), so tests run side by side and
/// never touch a user's tmux. Waits poll `capture-pane` for what is expected,
/// with a bound, instead of sleeping for fixed times.
final class TmuxSession {
  static let tmuxPath: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin", "/bin"] {
      let candidate = "\(directory)/tmux"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// How long a wait lasts before the test fails.
  static let timeout: TimeInterval = 10
  static let pollInterval: TimeInterval = 0.05

  let socket = "section-index-test-\(UUID().uuidString.prefix(12))"
  private let tmux: String

  /// Starts `shellCommand` in a detached session of the given size.
  init(_ shellCommand: String, columns: Int = 80, rows: Int = 24) throws {
    tmux = try #require(
      Self.tmuxPath, "tmux is not installed: the terminal tests need it (.ci/run installs it)")
    try run([
      "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", shellCommand,
    ])
    // Keep the pane after the command ends, to see what it left on screen.
    try run(["set-option", "-g", "remain-on-exit", "on"])
  }

  deinit { kill() }

  /// The server's socket. `-L` puts it in /tmp/tmux-<uid>/ (`spawn` passes
  /// no TMUX_TMPDIR), and `kill-server` leaves it there.
  var socketPath: String { "/tmp/tmux-\(getuid())/\(socket)" }

  /// Ends the session and its server, and removes the server's socket.
  func kill() {
    _ = try? run(["kill-server"], check: false)
    try? FileManager.default.removeItem(atPath: socketPath)
  }

  /// The command line to start the built binary with a clean environment.
  static func command(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
    let executable = try #require(
      CLI.executableURL, "section-index was not built next to the tests")
    var variables = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
    variables.merge(environment) { $1 }
    let assignments = variables.sorted { $0.key < $1.key }.map {
      "\($0.key)=\(CLI.shellQuoted($0.value))"
    }
    let argv = ([executable.path] + arguments).map(CLI.shellQuoted).joined(separator: " ")
    // After the program ends, show its status and keep the pane alive.
    return "env -i \(assignments.joined(separator: " ")) \(argv); echo \"exit status $?\"; sleep 60"
  }

  @discardableResult
  func run(_ arguments: [String], check: Bool = true) throws -> String {
    // Output goes to a file, not a pipe: the tmux server that `new-session`
    // starts inherits the descriptor and would hold a pipe open for ever.
    // posix_spawn and waitpid rather than Foundation's Process, whose exit
    // monitoring can miss a tmux client that forks the server.
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(socket)-\(UUID().uuidString).out").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    let status = try Self.spawn(
      [tmux, "-u", "-L", socket] + arguments, environment: ["LANG=C.UTF-8", "PATH=/usr/bin:/bin"],
      outputPath: outputPath)
    if check && status != 0 {
      Issue.record("tmux \(arguments.joined(separator: " ")) failed with \(status)")
    }
    return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
  }

  /// Runs a program with standard input and error on /dev/null and standard
  /// output into a file, and returns its exit status.
  static func spawn(_ argv: [String], environment: [String], outputPath: String) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = environment.map { strdup($0) } + [nil]
    defer {
      cArguments.forEach { free($0) }
      cEnvironment.forEach { free($0) }
    }
    // Test runners block signals in their threads; tmux and the programs it
    // starts must not inherit that.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGPIPE] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let result = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
    guard result == 0 else {
      throw CocoaError(
        .executableLoad, userInfo: [NSLocalizedDescriptionKey: "posix_spawn: \(result)"])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS by hand: the macros are not imported.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  /// The screen's text, one string a row.
  func capture() throws -> [String] {
    try run(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  /// A tmux format variable of the pane, such as `alternate_on`.
  func paneFormat(_ name: String) throws -> String {
    try run(["display-message", "-p", "#{\(name)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits until the screen satisfies `condition`, and returns it; records an
  /// issue with the last screen when it never does.
  @discardableResult
  func waitFor(
    _ description: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: ([String]) -> Bool
  ) throws -> [String] {
    let deadline = Date().addingTimeInterval(Self.timeout)
    var screen = try capture()
    while !condition(screen) {
      if Date() > deadline {
        Issue.record(
          "timed out waiting for \(description); the screen was:\n\(screen.joined(separator: "\n"))",
          sourceLocation: sourceLocation)
        return screen
      }
      Thread.sleep(forTimeInterval: Self.pollInterval)
      screen = try capture()
    }
    return screen
  }

  /// Waits until some row contains `text`.
  @discardableResult
  func waitFor(text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    try waitFor("\"\(text)\"", sourceLocation: sourceLocation) { $0.contains { $0.contains(text) } }
  }

  /// Types text as it is, escape sequences included.
  func send(_ text: String) throws {
    try run(["send-keys", "-l", text])
  }

  /// Presses keys by tmux's names: `Tab`, `BTab`, `PageDown`, `Escape`, `C-c`.
  func press(_ keys: String...) throws {
    try run(["send-keys"] + keys)
  }

  /// Clicks (press and release) the left button at a 1-based cell.
  func click(column: Int, row: Int) throws {
    try send("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")
  }

  /// The process running in the pane, under the shell.
  func programPID() throws -> Int32? {
    let shell = try paneFormat("pane_pid")
    let children = try String(
      contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    return children.split(separator: " ").first.flatMap { Int32($0) }
  }
}

/// `browse` and `demo` in a real terminal, end to end.
@Suite(.serialized) struct BrowseEndToEndTests {
  /// Sections A to Z with a known number of records, some letters missing.
  static func sampleFile() throws -> String {
    var lines: [String] = []
    for (letter, count) in [
      ("A", 3), ("B", 2), ("D", 30), ("K", 5), ("M", 4), ("P", 12), ("S", 12), ("T", 12), ("Z", 2),
    ] {
      for number in 1...count { lines.append("\(letter)record \(number)") }
    }
    return try CLI.temporaryFile(lines.shuffled().joined(separator: "\n") + "\n")
  }

  /// The title shown in the bar's column on each row.
  static func barColumn(_ screen: [String], columns: Int = 80) -> [String] {
    // The status line, at the bottom, is no part of the bar.
    let list = screen.prefix { !$0.contains("q quit") }
    return list.map { line in
      let padded = line.padding(toLength: columns, withPad: " ", startingAt: 0)
      return String(padded.suffix(2)).trimmingCharacters(in: .whitespaces)
    }
  }

  /// The title of the sticky header on the top row.
  static func top(_ screen: [String]) -> String? {
    screen.first?.split(separator: " ").first.map(String.init)
  }

  static func row(of title: String, in screen: [String], columns: Int = 80) -> Int? {
    barColumn(screen, columns: columns).firstIndex(of: title).map { $0 + 1 }
  }

  static func start(
    _ arguments: [String], columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]
  ) throws -> TmuxSession {
    let session = try TmuxSession(
      TmuxSession.command(arguments, environment: environment), columns: columns, rows: rows)
    try session.waitFor(text: "q quit")
    return session
  }

  @Test func theBarShowsTheTitlesCollapsedOnA24RowTerminal() throws {
    let file = try Self.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try Self.start(["browse", "--locale", "en", file])
    defer { session.kill() }
    let screen = try session.waitFor(text: "Arecord 1")
    #expect(Self.top(screen) == "A")
    let bar = Self.barColumn(screen).filter { !$0.isEmpty }
    #expect(bar.first == "A")
    #expect(bar.last == "#")
    #expect(bar.contains("•"))
    #expect(try session.paneFormat("alternate_on") == "1")
    #expect(try session.paneFormat("mouse_sgr_flag") == "1")
  }

  @Test func clickingATitleJumpsTheListToIt() throws {
    let file = try Self.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try Self.start(["browse", "--locale", "en", file])
    defer { session.kill() }
    let screen = try session.capture()
    // "•" rows hide titles; click the first real title after A that has a section.
    let row = try #require(Self.row(of: "K", in: screen) ?? Self.row(of: "M", in: screen))
    let title = Self.barColumn(screen)[row - 1]
    try session.click(column: 80, row: row)
    try session.waitFor("the list at \(title)") { Self.top($0) == "\(title)" }
    try session.waitFor(text: "\(title)record 1")
  }

  @Test func draggingAlongTheBarMovesTheBubble() throws {
    let file = try Self.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try Self.start(["browse", "--locale", "en", file], rows: 40)
    defer { session.kill() }
    let screen = try session.capture()
    let top = try #require(Self.row(of: "A", in: screen))
    let d = try #require(Self.row(of: "D", in: screen))
    let p = try #require(Self.row(of: "P", in: screen))
    try session.send("\u{1B}[<0;80;\(top)M")
    try session.waitFor(text: "│ A │")
    try session.send("\u{1B}[<32;80;\(d)M")
    var bubble = try session.waitFor(text: "│ D │")
    #expect(Self.top(bubble) == "D", "\(bubble.joined(separator: "\n"))")
    #expect(!bubble.contains { $0.contains("│ A │") })
    // Beside the bar is fine too: only the height counts while dragging.
    try session.send("\u{1B}[<32;40;\(p)M")
    bubble = try session.waitFor(text: "│ P │")
    #expect(bubble[p - 1].contains("│ P │"))
    try session.send("\u{1B}[<0;40;\(p)m")
    try session.waitFor("the bubble to go") { !$0.contains { $0.contains("│") } }
    let screenAfter = try session.capture()
    #expect(Self.top(screenAfter) == "P", "\(screenAfter.joined(separator: "\n"))")
  }

  /// `demo --locale ja`: romaji reaches the kana rows (`k` went to L).
  @Test func romajiJumpsToKanaRowsInDemo() throws {
    let session = try Self.start(["demo", "--locale", "ja"], rows: 30)
    defer { session.kill() }
    try session.send("k")
    try session.waitFor("か at the top") { Self.top($0) == "か" }
    try session.send("sa")
    try session.waitFor("さ at the top") { Self.top($0) == "さ" }
    try session.send("A")  // Shift: the Latin title
    try session.waitFor("A at the top") { Self.top($0) == "A" }
  }

  @Test func keysScrollAndJump() throws {
    let file = try Self.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try Self.start(["browse", "--locale", "en", file])
    defer { session.kill() }
    try session.send("m")
    try session.waitFor("M at the top") { Self.top($0) == "M" }
    try session.press("Tab")
    try session.waitFor("P at the top") { Self.top($0) == "P" }
    try session.press("BTab")
    try session.waitFor("M at the top again") { Self.top($0) == "M" }
    try session.press("Home")
    try session.waitFor("A at the top") { Self.top($0) == "A" && $0[1].contains("Arecord 1") }
    try session.press("Down")
    try session.waitFor("the list one row down") { $0[1].contains("Arecord 2") }
    try session.press("End")
    try session.waitFor(text: "Zrecord 2")
    try session.press("PageUp")
    try session.waitFor("Zrecord 2 to leave") { !$0.contains { $0.contains("Zrecord 2") } }
    // The wheel scrolls too.
    try session.press("Home")
    try session.waitFor("A at the top") { $0[1].contains("Arecord 1") }
    try session.send("\u{1B}[<65;10;10M")
    try session.waitFor("the wheel to scroll") {
      $0[1].hasPrefix(" B") && $0[2].contains("Brecord 1")
    }
  }

  @Test func aResizeLaysOutAgain() throws {
    let file = try Self.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try Self.start(["browse", "--locale", "en", file])
    defer { session.kill() }
    #expect(Self.barColumn(try session.capture()).contains("•"))
    try session.run(["resize-window", "-x", "60", "-y", "40"])
    let screen = try session.waitFor("the bar at column 60 with every title") { screen in
      let bar = Self.barColumn(screen, columns: 60).filter { !$0.isEmpty }
      return bar.count == 27 && bar.first == "A" && bar.last == "#"
    }
    #expect(!Self.barColumn(screen, columns: 60).contains("•"))
    #expect(screen.prefix(39).allSatisfy { $0.count <= 60 })
  }

  @Test func qExitsZeroAndRestoresTheScreen() throws {
    let file = try Self.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try Self.start(["browse", "--locale", "en", file])
    defer { session.kill() }
    try session.send("q")
    let screen = try session.waitFor(text: "exit status 0")
    #expect(!screen.contains { $0.contains("Arecord") || $0.contains("q quit") })
    #expect(try session.paneFormat("alternate_on") == "0")
    #expect(try session.paneFormat("cursor_flag") == "1")
    #expect(try session.paneFormat("mouse_any_flag") == "0")
    #expect(try session.paneFormat("mouse_sgr_flag") == "0")
  }

  @Test(arguments: [("Escape", 0), ("C-c", 130)])
  func escapeQuitsAndControlCInterrupts(key: String, status: Int) throws {
    let file = try Self.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try Self.start(["browse", "--locale", "en", file])
    defer { session.kill() }
    try session.press(key)
    try session.waitFor(text: "exit status \(status)")
    #expect(try session.paneFormat("alternate_on") == "0")
  }

  @Test(arguments: [("TERM", Int32(15)), ("INT", Int32(2))])
  func signalsRestoreTheTerminal(name: String, number: Int32) throws {
    let file = try Self.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try Self.start(["browse", "--locale", "en", file])
    defer { session.kill() }
    let pid = try #require(try session.programPID())
    #expect(Foundation.kill(pid, number) == 0)
    try session.waitFor(text: "exit status \(128 + number)")
    #expect(try session.paneFormat("alternate_on") == "0")
    #expect(try session.paneFormat("cursor_flag") == "1")
    #expect(try session.paneFormat("mouse_any_flag") == "0")
    // Raw mode is off again: the shell's `echo` output lines up at column 0.
    #expect(try session.capture().contains { $0.hasPrefix("exit status") })
  }

  @Test func demoOpensOnATerminal() throws {
    let session = try Self.start(["demo"], environment: ["LANG": "sv_SE.UTF-8"])
    defer { session.kill() }
    try session.send("ö")
    let screen = try session.waitFor(text: "Österrike")
    #expect(Self.top(screen) == "Ö")
    #expect(screen.last(where: { !$0.isEmpty })?.contains("sv ·") == true)
  }

  @Test func slashSearchesByPinyinAndEscBringsEverythingBack() throws {
    let session = try Self.start([
      "browse", "--locale", "zh-Hans", "--names", CLI.sample("names-zh.txt").path,
    ])
    defer { session.kill() }
    // 曾 is read zēng for a surname, so 曾国藩 is under Z, off the first screen.
    let before = try session.capture()
    #expect(!before.contains { $0.contains("曾国藩") })
    /// The records on a screen: indented rows that are not blank.
    func records(_ screen: [String]) -> [String] {
      screen.filter { $0.hasPrefix("  ") && $0.dropFirst(2).first != " " }
    }
    let everything = records(before)
    #expect(everything.count > 1)
    try session.send("/zgf")
    let filtered = try session.waitFor("the search line") { screen in
      screen.contains { $0.hasPrefix("/zgf") && $0.contains("1 match") }
    }
    #expect(records(filtered).count == 1, "\(filtered)")
    #expect(records(filtered).first?.contains("曾国藩") == true)
    try session.press("Escape")
    try session.waitFor("every record back") { screen in
      screen.contains { $0.contains("q quit") } && records(screen) == everything
    }
  }

  @Test func wideCharactersLineUp() throws {
    let session = try Self.start(["demo", "--locale", "ja"], rows: 30)
    defer { session.kill() }
    let screen = try session.waitFor(text: "アイスランド")
    // The bar's column stays at the right edge on rows with wide characters.
    let list = screen.prefix(29)
    #expect(list.allSatisfy { DisplayWidthOfLine.of($0) <= 80 })
    // The bar's titles end every row they are on at column 80, past wide names.
    let titled = list.filter { DisplayWidthOfLine.of($0) == 80 }
    #expect(titled.contains { $0.hasSuffix("あ") })
    #expect(titled.count >= 10)
    #expect(titled.contains { $0.unicodeScalars.contains { (0x30A0...0x30FF).contains($0.value) } })
  }

  @Test func tinyTerminalsDoNotCrash() throws {
    for (columns, rows) in [(1, 1), (2, 2), (10, 3)] {
      let file = try Self.sampleFile()
      defer { CLI.removeTemporaryFile(file) }
      let session = try TmuxSession(
        TmuxSession.command(["browse", "--locale", "en", file]), columns: columns, rows: rows)
      defer { session.kill() }
      // Wait for the program to take over the screen, then poke it.
      try session.waitFor("the alternate screen") { _ in
        (try? session.paneFormat("alternate_on")) == "1"
      }
      try session.send("\u{1B}[<0;1;1M\u{1B}[<32;1;2M\u{1B}[<0;1;2mj")
      try session.press("Tab", "End")
      try session.send("q")
      try session.run(["resize-window", "-x", "40", "-y", "10"])
      try session.waitFor(text: "exit status 0")
    }
  }
}

/// Display width of captured text, as the test sees it (tmux pads nothing).
enum DisplayWidthOfLine {
  static func of(_ line: String) -> Int {
    line.unicodeScalars.reduce(0) { width, scalar in
      width
        + ((0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
          || (0xAC00...0xD7A3).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
          ? 2 : 1)
    }
  }
}
