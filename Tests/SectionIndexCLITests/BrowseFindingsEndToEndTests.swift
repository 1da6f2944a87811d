import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 17's findings about `browse`, checked in a real terminal (tmux).
@Suite(.serialized) struct BrowseFindingsEndToEndTests {
  typealias E2E = BrowseEndToEndTests

  /// The screen with its SGR sequences, one string a row.
  static func styledCapture(_ session: TmuxSession) throws -> [String] {
    try session.run(["capture-pane", "-p", "-e"]).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
  }

  /// The rows drawn with the highlight's yellow background (the bar's
  /// highlight and the current section's header).
  static func highlightedRows(_ session: TmuxSession) throws -> [Int] {
    try styledCapture(session).enumerated().filter { $0.element.contains("43m") }.map(\.offset)
  }

  @Test func x10MouseClicksJumpAndAreNotKeys() throws {
    let file = try E2E.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try E2E.start(["browse", "--locale", "en", file])
    defer { session.kill() }
    let screen = try session.capture()
    let row = try #require(E2E.row(of: "M", in: screen) ?? E2E.row(of: "P", in: screen))
    let title = E2E.barColumn(screen)[row - 1]
    // ESC [ M, then button, column and row, each plus 32: press, then release.
    func byte(_ value: Int) -> String { String(UnicodeScalar(UInt8(32 + value))) }
    try session.send("\u{1B}[M" + byte(0) + byte(80) + byte(row))
    try session.send("\u{1B}[M" + byte(3) + byte(80) + byte(row))
    try session.waitFor("the list at \(title)") { E2E.top($0) == title }
    // Nothing was typed: "!" would have jumped to "#", Space paged down.
    let after = try session.capture()
    #expect(after[1].contains("\(title)record 1"), "\(after.joined(separator: "\n"))")
  }

  @Test func tabAtTheEndMovesTheHighlight() throws {
    let file = try E2E.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try E2E.start(["browse", "--locale", "en", file])
    defer { session.kill() }
    try session.press("End")
    try session.waitFor(text: "Zrecord 2")
    let before = try Self.highlightedRows(session)
    let screenBefore = try session.capture()
    try session.press("Tab")
    try session.waitFor("the highlight to move") { _ in
      (try? Self.highlightedRows(session)) != before
    }
    // The list did not scroll: it is at its end.
    #expect(try session.capture().prefix(23) == screenBefore.prefix(23))
  }

  @Test func questionMarkShowsTheKeys() throws {
    let file = try E2E.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try E2E.start(["browse", "--locale", "en", file])
    defer { session.kill() }
    try session.send("?")
    let help = try session.waitFor(text: "Press any key to close.")
    let text = help.joined(separator: "\n")
    for key in ["Space Ctrl-F", "Ctrl-B", "Tab Shift-Tab", "click a header", "Ctrl-Z", "Ctrl-C"] {
      #expect(text.contains(key), "\(key)")
    }
    try session.send("x")
    try session.waitFor("the help to close") {
      !$0.contains { $0.contains("Press any key") } && $0[1].contains("Arecord 1")
    }
  }

  @Test func controlZSuspendsAndFgResumes() throws {
    let file = try E2E.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let executable = try #require(CLI.executableURL)
    // An interactive shell with job control, as a user has.
    let session = try TmuxSession(
      "env -i TERM=xterm-256color LANG=C.UTF-8 PS1='$ ' /bin/bash --norc --noprofile -i")
    defer { session.kill() }
    try session.waitFor(text: "$")
    try session.send("\(executable.path) browse --locale en \(file)")
    try session.press("Enter")
    try session.waitFor(text: "q quit")
    try session.press("C-z")
    try session.waitFor(text: "Stopped")
    #expect(try session.paneFormat("alternate_on") == "0")
    #expect(try session.paneFormat("cursor_flag") == "1")
    #expect(try session.paneFormat("mouse_any_flag") == "0")
    try session.send("fg")
    try session.press("Enter")
    try session.waitFor("the list again") { $0[1].contains("Arecord 1") }
    #expect(try session.paneFormat("alternate_on") == "1")
    #expect(try session.paneFormat("mouse_sgr_flag") == "1")
    // Raw mode again: a key acts at once, without Enter.
    try session.send("m")
    try session.waitFor("M at the top") { E2E.top($0) == "M" }
    try session.send("q")
    // Typed before browse has quit, the echo would be read as keys by it.
    for _ in 0..<200 {
      if try session.paneFormat("alternate_on") == "0" { break }
      usleep(50_000)
    }
    try session.send("echo exit status $?")
    try session.press("Enter")
    try session.waitFor(text: "exit status 0")
  }

  @Test(arguments: ["he", "ar"])
  func rightToLeftLocalesPutTheBarOnTheLeft(locale: String) throws {
    let file = try E2E.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try E2E.start(["browse", "--locale", locale, file])
    defer { session.kill() }
    let screen = try session.waitFor(text: "Arecord 1")
    let list = screen.prefix(23)
    // "#" ends the bar at the left edge, the locale's first title starts it.
    #expect(list.contains { $0.hasPrefix("#") }, "\(screen.joined(separator: "\n"))")
    #expect(list[0].first.map { !$0.isWhitespace && !$0.isASCII } == true)
    // The list starts after the bar's two columns: the header, then
    // records, aligned to the right edge, two columns from it.
    #expect(String(list[0]).trimmingCharacters(in: .whitespaces).hasSuffix(" A"))
    #expect(list[1].hasSuffix("Arecord 1  ") || list[1].hasSuffix("Arecord 1"))
    #expect(list[1].dropFirst(2).hasPrefix("     "))
    #expect(!list.contains { $0.hasPrefix("  Arecord") })
  }

  @Test func termDumbPrintsText() throws {
    let file = try E2E.sampleFile()
    defer { CLI.removeTemporaryFile(file) }
    let session = try TmuxSession(
      TmuxSession.command(["browse", "--locale", "en", file], environment: ["TERM": "dumb"]))
    defer { session.kill() }
    let screen = try session.waitFor(text: "exit status 0")
    #expect(try session.paneFormat("alternate_on") == "0")
    #expect(screen.contains("  Zrecord 2"))
    #expect(!screen.contains { $0.contains("q quit") || $0.contains("not a terminal") })
  }

  @Test func loadingShowsUntilTheInputArrives() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("names.txt").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let session = try TmuxSession(TmuxSession.command(["browse", "--locale", "en", fifo]))
    defer { session.kill() }
    // The program waits for a writer; the screen says so instead of staying blank.
    try session.waitFor(text: "Loading…")
    let writer = try #require(FileHandle(forWritingAtPath: fifo))
    writer.write(Data("Bo\nAnna\n".utf8))
    try writer.close()
    // "Loading… 2 records" comes before the first frame: wait for the list.
    let screen = try session.waitFor(text: "Anna")
    #expect(screen.contains { $0.contains("Bo") })
    try session.send("q")
    let after = try session.waitFor(text: "exit status 0")
    // The loading line is gone from the main screen.
    #expect(!after.contains { $0.contains("Loading") })
  }
}
