import IndexedCollation

/// `section-index browse`: the sections of a file in a full-screen list with an
/// index bar.
enum BrowseCommand: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      commandName: "section-index browse",
      abstract: "Browse the sections of a file in the terminal, with an index bar.",
      discussion: """
        Shows the sections full-screen, a header line for each (the current one \
        sticks to the top), and the index bar down the right edge. Click a title \
        on the bar to jump to it, or press and drag along the bar to scrub; the \
        wheel, the arrow keys, PgUp, PgDn, Home and End scroll; typing a letter \
        jumps to its section; Tab and Shift-Tab go to the next and previous \
        section; q, Esc or Ctrl-C quits.

        When standard output is not a terminal, prints the sections as `group \
        --format text` does. NO_COLOR turns colours off.
        """,
      options: [LocaleOption.spec, GroupCommand.namesFlag],
      arguments: [
        ArgumentSpec(
          name: "file", help: "The file to read; standard input when missing or '-'.",
          isOptional: true)
      ])
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    let path = arguments.positionals.first
    if path == nil || path == "-", Platform.isTerminal(Platform.standardInput) {
      try context.standardError.write("Reading records from standard input; end with Ctrl-D.\n")
    }
    let input = try InputReader.read(path: path)
    let name = path.flatMap { $0 == "-" ? nil : $0 } ?? "<stdin>"
    for line in input.invalidLines.prefix(GroupCommand.maxInvalidLineWarnings) {
      try context.warn("\(name):\(line): invalid UTF-8 replaced with U+FFFD")
    }
    let collation = IndexedCollation(
      locale: LocaleOption.tag(arguments, environment: context.environment),
      content: arguments.flag(GroupCommand.namesFlag.name) ? .names : .text)
    try Browser.present(input.records, collation: collation, context: context)
  }
}

/// Runs the full-screen list, or prints the sections when there is no terminal.
enum Browser {
  static let notATerminalMessage = "section-index: not a terminal; printing the sections as text\n"

  /// How long a lone ESC waits for the rest of a sequence before it counts as
  /// the Esc key, in milliseconds.
  static let escapeTimeout: Int32 = 50

  /// Shows records sectioned by a collation: full-screen on a terminal, as
  /// text otherwise.
  static func present(
    _ records: [String], collation: IndexedCollation, context: CommandContext
  ) throws {
    let sections = collation.sections(of: records)
    #if !os(Windows)
      if Platform.isTerminal(Platform.standardOutput), let terminal = try? Terminal.open() {
        try context.standardOutput.flush()
        let count = records.count
        var state = BrowserState(
          sections: sections.map { BrowserState.Section(title: $0.title, items: $0.items) },
          indexTitles: sections.indexTitles,
          size: terminal.size(),
          caption: "\(collation.locale) · \(count) record\(count == 1 ? "" : "s")",
          sectionTitle: { collation.sectionTitle(for: $0) })
        let palette = Palette.forEnvironment(context.environment)
        var endingSignal: Int32? = nil
        do {
          defer { terminal.restore() }
          endingSignal = run(&state, on: terminal, palette: palette)
        }
        if let endingSignal { Terminal.endProcess(dueTo: endingSignal) }
        return
      }
    #endif
    try context.standardError.write(notATerminalMessage)
    try OutputFormat.text.write(sections, of: collation, to: context.standardOutput)
  }

  #if !os(Windows)
    /// The event loop; returns the signal that ended it, if one did.
    private static func run(
      _ state: inout BrowserState, on terminal: Terminal, palette: Palette
    ) -> Int32? {
      var decoder = InputDecoder()
      var shown: [String]? = nil
      draw(state, palette: palette, on: terminal, replacing: &shown)
      while true {
        var action = BrowserState.Action.none
        switch terminal.waitForInput(timeout: decoder.hasPending ? escapeTimeout : -1) {
        case .bytes(let bytes):
          for event in decoder.feed(bytes) {
            action = max(action, state.handle(event))
            if action == .quit { return nil }
          }
        case .timeout:
          for event in decoder.flush() {
            action = max(action, state.handle(event))
            if action == .quit { return nil }
          }
        case .signal(let number) where number == Terminal.windowChanged:
          state.resize(to: terminal.size())
          shown = nil
          action = .redraw
        case .signal(let number):
          return number
        case .endOfInput:
          return nil
        }
        if action == .redraw {
          draw(state, palette: palette, on: terminal, replacing: &shown)
        }
      }
    }

    /// Draws the rows that changed since `shown` (all of them when `nil`).
    private static func draw(
      _ state: BrowserState, palette: Palette, on terminal: Terminal,
      replacing shown: inout [String]?
    ) {
      let screen = ScreenRenderer.render(state, palette: palette)
      var out = shown == nil ? "\u{1B}[0m\u{1B}[2J" : ""
      var lines: [String] = []
      let split = state.listWidth
      for row in 0..<screen.size.rows {
        // The list and the bar go separately, each after a cursor move, so a
        // character the terminal measures differently cannot push the bar.
        let line =
          "\u{1B}[\(row + 1);1H" + screen.encodedRow(row, columns: 0..<split)
          + "\u{1B}[\(row + 1);\(split + 1)H"
          + screen.encodedRow(row, columns: split..<screen.size.columns)
        lines.append(line)
        if shown == nil || shown!.count != screen.size.rows || shown![row] != line {
          out += line
        }
      }
      shown = lines
      terminal.write(out)
    }
  #endif
}

extension BrowserState.Action: Comparable {
  private var rank: Int {
    switch self {
    case .none: 0
    case .redraw: 1
    case .quit: 2
    }
  }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
