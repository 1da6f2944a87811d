import SectionIndexAlgorithms
import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexJapanese
import SectionIndexRecords

/// `section-index browse`: the sections of a file in a full-screen list with an
/// index bar.
enum BrowseCommand: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      commandName: "section-index browse",
      abstract: "Browse the sections of a file in the terminal, with an index bar.",
      discussion: """
        Shows the sections full-screen, a header line for each (the current one \
        sticks to the top), and the index bar down the right edge (the left edge \
        for right-to-left languages such as Arabic and Hebrew). / searches: \
        typing filters the list (a record also matches by its reading), Enter \
        keeps the filter, Esc clears it. ? shows every key:

        \(Browser.keyList)

        When standard output is not a terminal, or TERM is dumb, prints the \
        sections as `group --format text` does. NO_COLOR turns colours off. Input \
        is read as `group` reads it.

        \(InputOptions.discussion)
        """,
      options: [LocaleOption.spec] + InputOptions.recordOptions,
      arguments: [InputOptions.fileArgument])
  }

  static func options(
    _ arguments: ParsedArguments, context: CommandContext
  ) throws(UsageError) -> InputOptions {
    try InputOptions(arguments, spec: spec, context: context)
  }

  static func run(_ input: InputOptions, context: CommandContext) throws {
    try Browser.present(
      collation: input.collation(context), context: context,
      announcesLoading: !input.readsTerminal
    ) {
      try input.load(spec: spec, context: context)
    }
  }
}

/// Runs the full-screen list, or prints the sections when there is no terminal.
enum Browser {
  /// How long a lone ESC waits for the rest of a sequence before it counts as
  /// the Esc key, in milliseconds.
  static let escapeTimeout: Int32 = 50

  /// The keys, one a line, for `--help`.
  static var keyList: String {
    let width = BrowserState.keyHelp.map(\.keys.count).max() ?? 0
    return BrowserState.keyHelp.map { key, action in
      "  " + key + String(repeating: " ", count: width - key.count) + "  " + action
    }.joined(separator: "\n")
  }

  /// Whether to go full-screen: standard output is a terminal that can.
  static func isFullScreen(_ context: CommandContext) -> Bool {
    #if os(Windows)
      return false
    #else
      return FileDescriptor.standardOutput.isTerminal && context.environment("TERM") != "dumb"
    #endif
  }

  /// The line shown while records load, before the first frame.
  static func loadingMessage(count: Int?) -> String {
    guard let count else { return "Loading…" }
    return "Loading… \(count.grouped) record\(count == 1 ? "" : "s")"
  }

  /// Loads records and shows them sectioned by a collation: full-screen on a
  /// terminal, as text otherwise.
  ///
  /// - Parameter announcesLoading: Whether to show "Loading…" while `load`
  ///   runs (not while it reads what the user types).
  static func present(
    collation: IndexedCollation, context: CommandContext, announcesLoading: Bool = true,
    load: () throws -> LoadedRecords
  ) throws {
    let out = context.standardOutput
    let fullScreen = isFullScreen(context)
    // On the terminal's current line, replaced as it goes and erased at the end.
    func show(_ message: String?) throws(SystemError) {
      guard fullScreen else { return }
      try out.write("\r\u{1B}[K" + (message ?? ""))
      try out.flush()
    }
    if announcesLoading { try show(loadingMessage(count: nil)) }
    let input: LoadedRecords
    do {
      input = try load()
    } catch {
      try show(nil)
      throw error
    }
    try show(loadingMessage(count: input.count))
    let sections = input.sections(collation, derivedReading: collation.derivedReading)
    try show(nil)
    #if !os(Windows)
      if fullScreen, let terminal = try? Terminal.open() {
        let count = input.count
        let display = sections.displaySections
        var state = BrowserState(
          sections: display, indexTitles: sections.indexTitles,
          size: terminal.size(),
          caption: "\(collation.locale) · \(count.grouped) record\(count == 1 ? "" : "s")",
          priorityTitles: Set(BarLocale.ownTitles(of: collation).map(\.string)),
          isRightToLeft: BarLocale.isRightToLeft(collation.requestedLocales.first ?? ""),
          sectionTitle: { collation.sectionTitle(for: $0) },
          typedTitle: { $0.title(typing: $1, in: collation) },
          makeSearch: searchMaker(collation: collation, shown: display, readings: sections.readings)
        )
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
    var writer = SectionWriter(format: .text, collation: collation, out: out)
    for section in sections.displaySections {
      try writer.section(section.title, count: section.items.count) { k, out throws(SystemError) in
        try out.write(section.items[k])
      }
    }
    try writer.end()
  }

  /// Makes the search of `/` for sectioned input: a record matches by the
  /// text shown or, when it has one, by its reading (as `group --match`),
  /// given or derived (Japanese). The first search indexes the records
  /// (``IndexedCollation/SearchIndex``), with the same readings.
  static func searchMaker(
    collation: IndexedCollation, shown: [BrowserState.Section], readings: [[String?]]?
  ) -> (String) -> BrowserState.Search {
    let japanese = collation.japaneseReadings
    var index: IndexedCollation.SearchIndex? = nil
    return { text in
      let query = collation.searchQuery(text)
      if index == nil {
        var made = collation.searchIndex()
        for (section, records) in shown.enumerated() {
          for (item, record) in records.items.enumerated() {
            japanese.append(record, reading: readings?[section][item], to: &made)
          }
        }
        index = made
      }
      return BrowserState.Search(
        matches: { section, item in
          let text = shown[section].items[item]
          if query.matches(text) { return true }
          guard let reading = readings?[section][item] ?? japanese.reading(of: text) else {
            return false
          }
          return query.matches(reading)
        },
        ranges: { query.matchedRanges(in: $0) ?? [] }, query: query, index: index)
    }
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
        var events: [InputEvent] = []
        switch terminal.waitForInput(timeout: decoder.hasPending ? escapeTimeout : -1) {
        case .bytes(let bytes):
          events = decoder.feed(bytes)
        case .timeout:
          events = decoder.flush()
        case .signal(let number) where number == Terminal.windowChanged:
          action = .redraw
          shown = nil
        case .signal(let number) where number == Terminal.stop:
          action = .suspend
        case .signal(let number) where number == Terminal.resumed:
          // Continued after a stop we did not ask for: take the terminal again.
          terminal.resume()
          action = .redraw
          shown = nil
        case .signal(let number):
          return number
        case .endOfInput:
          return nil
        }
        for event in events {
          action = max(action, state.handle(event))
          if action >= .quit { break }
        }
        switch action {
        case .quit: return nil
        case .interrupt: return Terminal.interrupt
        case .suspend:
          terminal.suspend()
          shown = nil
        case .none, .redraw: break
        }
        if action != .none {
          let size = terminal.size()
          if size != state.size { state.resize(to: size) }
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
      // The list and the bar go separately, each after a cursor move, so a
      // character the terminal measures differently cannot push the bar.
      let parts = [state.listColumns, state.barColumns].sorted { $0.lowerBound < $1.lowerBound }
      for row in 0..<screen.size.rows {
        var line = ""
        for part in parts {
          line +=
            "\u{1B}[\(row + 1);\(part.lowerBound + 1)H" + screen.encodedRow(row, columns: part)
        }
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
    case .suspend: 2
    case .quit: 3
    case .interrupt: 4
    }
  }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
