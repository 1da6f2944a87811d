import SectionIndexBarModel
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords

/// How a cell looks: attributes that work on any terminal, and colours that
/// are used only when the palette has them.
struct CellStyle: Hashable {
  /// One of the eight ANSI colours, 0 (black) to 7 (white).
  var foreground: Int?
  var background: Int?
  var bold = false
  var dim = false
  var underline = false
  var reverse = false

  static let plain = CellStyle()

  /// The SGR sequence that sets this style from any other.
  var escapeSequence: String {
    var codes = ["0"]
    if bold { codes.append("1") }
    if dim { codes.append("2") }
    if underline { codes.append("4") }
    if reverse { codes.append("7") }
    if let foreground { codes.append("3\(foreground)") }
    if let background { codes.append("4\(background)") }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}

/// The styles of each part of the screen.
struct Palette: Equatable {
  var header: CellStyle
  /// The header of the section the bar highlights.
  var currentHeader: CellStyle
  var record: CellStyle
  var bar: CellStyle
  var barHighlight: CellStyle
  var barDimmed: CellStyle
  var indicator: CellStyle
  var status: CellStyle
  /// The characters of a record that a search matched.
  var match: CellStyle

  /// Colours for terminals that have them.
  static let color = Palette(
    header: CellStyle(foreground: 7, background: 4, bold: true),
    currentHeader: CellStyle(foreground: 0, background: 3, bold: true),
    record: .plain,
    bar: CellStyle(foreground: 6, bold: true),
    barHighlight: CellStyle(foreground: 0, background: 3, bold: true),
    barDimmed: CellStyle(dim: true),
    indicator: CellStyle(foreground: 0, background: 3, bold: true),
    status: CellStyle(reverse: true),
    match: CellStyle(foreground: 3, bold: true, underline: true))

  /// Attributes only, for `NO_COLOR` and monochrome terminals: headers and the
  /// highlight stay distinct through reverse video, bold and underline.
  static let monochrome = Palette(
    header: CellStyle(bold: true, underline: true),
    currentHeader: CellStyle(bold: true, reverse: true),
    record: .plain,
    bar: CellStyle(bold: true),
    barHighlight: CellStyle(bold: true, reverse: true),
    barDimmed: CellStyle(dim: true),
    indicator: CellStyle(bold: true, reverse: true),
    status: CellStyle(reverse: true),
    match: CellStyle(bold: true, underline: true))

  /// The palette for an environment: monochrome when `NO_COLOR` is set to
  /// anything (no-color.org) or `TERM` names a terminal without colours.
  static func forEnvironment(_ environment: (String) -> String?) -> Palette {
    if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return .monochrome }
    let term = environment("TERM") ?? ""
    let monochromeTerms: Set<String> = [
      "", "dumb", "vt52", "vt100", "vt102", "vt220", "vt320", "ansi-mono",
    ]
    if monochromeTerms.contains(term) || term.hasSuffix("-mono") || term.hasSuffix("-m") {
      return .monochrome
    }
    return .color
  }
}

/// A screen's worth of cells.
struct ScreenBuffer: Equatable {
  struct Cell: Equatable {
    /// One grapheme cluster; `""` for the second column of a wide one.
    var text: String
    var style: CellStyle

    static let blank = Cell(text: " ", style: .plain)
  }

  let size: TerminalSize
  private(set) var cells: [Cell]

  init(size: TerminalSize) {
    self.size = TerminalSize(columns: max(0, size.columns), rows: max(0, size.rows))
    cells = Array(repeating: .blank, count: self.size.columns * self.size.rows)
  }

  subscript(row: Int, column: Int) -> Cell {
    cells[row * size.columns + column]
  }

  /// Writes text from a column, clipped to `columns` (the screen's right edge
  /// by default), and returns the column after it. A wide character that
  /// would straddle the edge becomes a space; a tab is a space; other control
  /// characters are shown as U+FFFD. With `ellipsis`, text that does not fit
  /// ends in "…" at the edge.
  @discardableResult
  mutating func put(
    _ text: some StringProtocol, row: Int, column: Int, style: CellStyle, until limit: Int? = nil,
    ellipsis: Bool = false
  ) -> Int {
    let end = min(limit ?? size.columns, size.columns)
    guard row >= 0, row < size.rows else { return column }
    if ellipsis, end > column, DisplayWidth.of(text) > end - column {
      let cut = ScreenRenderer.fitted(String(text), width: end - column - 1) + "…"
      return put(cut, row: row, column: column, style: style, until: end)
    }
    var x = column
    for character in text {
      var shown = String(character)
      var width = DisplayWidth.of(character)
      if character == "\t" {
        shown = " "
        width = 1
      } else if width == 0 {
        // A stray combining mark or a control character: keep columns aligned.
        if Self.isControl(character) {
          shown = "\u{FFFD}"
          width = 1
        } else {
          continue
        }
      }
      if x + width > end {
        if x < end, x >= 0 { set(row, x, Cell(text: " ", style: style)) }
        return end
      }
      if x >= 0 {
        set(row, x, Cell(text: shown, style: style))
        if width == 2 { set(row, x + 1, Cell(text: "", style: style)) }
      }
      x += width
    }
    return x
  }

  /// Whether a zero-width character is a control character, which `put`
  /// shows as U+FFFD in one column (other zero-width ones take none).
  static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.first.map { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
      ?? true
  }

  /// Gives the cells of `columns` in a row a style, keeping their text.
  mutating func restyle(row: Int, columns: Range<Int>, style: CellStyle) {
    guard row >= 0, row < size.rows else { return }
    for x in columns.clamped(to: 0..<size.columns) {
      cells[row * size.columns + x].style = style
    }
  }

  /// Paints cells with a style and blanks from `column` up to `limit`.
  mutating func fill(row: Int, from column: Int, until limit: Int, style: CellStyle) {
    guard row >= 0, row < size.rows else { return }
    for x in max(0, column)..<max(max(0, column), min(limit, size.columns)) {
      set(row, x, Cell(text: " ", style: style))
    }
  }

  private mutating func set(_ row: Int, _ column: Int, _ cell: Cell) {
    guard column >= 0, column < size.columns else { return }
    let index = row * size.columns + column
    // Overwriting half of a wide character blanks its other half.
    let old = cells[index]
    if old.text.isEmpty, column > 0 {
      cells[index - 1] = Cell(text: " ", style: cells[index - 1].style)
    } else if DisplayWidth.of(old.text) == 2, column + 1 < size.columns, cell.text != old.text {
      cells[index + 1] = Cell(text: " ", style: cells[index + 1].style)
    }
    cells[index] = cell
  }

  /// A row's text, without styles (trailing spaces kept).
  func text(row: Int) -> String {
    guard row >= 0, row < size.rows else { return "" }
    return (0..<size.columns).map { self[row, $0].text }.joined()
  }

  /// Every row's text.
  var lines: [String] { (0..<size.rows).map { text(row: $0) } }

  /// A row as the bytes to send: text with SGR sequences where the style
  /// changes, ending with the style reset (cursor movement is the caller's).
  func encodedRow(_ row: Int, columns: Range<Int>? = nil) -> String {
    guard row >= 0, row < size.rows else { return "" }
    let columns = (columns ?? 0..<size.columns).clamped(to: 0..<size.columns)
    var out = ""
    var current: CellStyle? = nil
    for column in columns {
      let cell = self[row, column]
      if cell.text.isEmpty { continue }
      if cell.style != current {
        out += cell.style.escapeSequence
        current = cell.style
      }
      out += cell.text
    }
    return out + "\u{1B}[0m"
  }
}

/// Draws a ``BrowserState`` into a ``ScreenBuffer``: a pure function, so what
/// `browse` shows is tested without a terminal.
enum ScreenRenderer {
  static func render(_ state: BrowserState, palette: Palette = .color) -> ScreenBuffer {
    var screen = ScreenBuffer(size: state.size)
    guard state.size.columns > 0, state.size.rows > 0 else { return screen }
    drawList(state, palette, into: &screen)
    drawBar(state, palette, into: &screen)
    drawIndicator(state, palette, into: &screen)
    drawStatus(state, palette, into: &screen)
    if state.isShowingHelp { drawHelp(state, palette, into: &screen) }
    return screen
  }

  private static func drawList(
    _ state: BrowserState, _ palette: Palette, into screen: inout ScreenBuffer
  ) {
    let columns = state.listColumns
    guard !columns.isEmpty else { return }
    for screenRow in 0..<state.listHeight {
      let index = state.scrollOffset + screenRow
      guard state.rows.indices.contains(index) else { break }
      switch state.rows[index] {
      case .header(let section):
        drawHeader(section, of: state, row: screenRow, palette, into: &screen)
      case .record(let section, let item):
        let text = state.sections[section].items[item]
        // Right to left, a record that fits ends two columns from the bar.
        let start = aligned(text, in: columns, rightToLeft: state.isRightToLeft)
        let end = screen.put(
          "  " + text, row: screenRow, column: start,
          style: palette.record, until: columns.upperBound, ellipsis: true)
        // Matched characters, short of a cut line's "…".
        let visible = end < columns.upperBound ? end : columns.upperBound - 1
        for highlight in state.highlightedColumns(of: text) {
          let from = start + 2 + highlight.lowerBound
          let to = min(start + 2 + highlight.upperBound, visible)
          if from < to { screen.restyle(row: screenRow, columns: from..<to, style: palette.match) }
        }
      }
    }
    // The current section's header sticks to the top.
    if let sticky = state.stickySection, state.listHeight > 0 {
      drawHeader(sticky, of: state, row: 0, palette, into: &screen)
    }
    if state.rows.isEmpty, state.listHeight > 0 {
      screen.put(
        state.isFiltered ? "  No matches" : "  (no records)", row: 0, column: columns.lowerBound,
        style: CellStyle(dim: true),
        until: columns.upperBound)
    }
  }

  /// A section's header; the one the bar highlights stands out, so moving
  /// the highlight shows even where the list cannot scroll.
  private static func drawHeader(
    _ section: Int, of state: BrowserState, row: Int, _ palette: Palette,
    into screen: inout ScreenBuffer
  ) {
    let columns = state.listColumns
    let style = section == state.highlightedSection ? palette.currentHeader : palette.header
    screen.fill(row: row, from: columns.lowerBound, until: columns.upperBound, style: style)
    // " A" from the start; right to left, ending where records end.
    let title = " " + state.sections[section].title
    let column =
      state.isRightToLeft
      ? aligned(title, in: columns, rightToLeft: true) + 2 : columns.lowerBound
    screen.put(
      title, row: row, column: min(column, columns.upperBound), style: style,
      until: columns.upperBound, ellipsis: true)
  }

  /// Where text with two columns of margin starts in `columns`: at their
  /// start, or, right to left, so that it ends two columns before their
  /// end (at their start when it does not fit).
  static func aligned(_ text: String, in columns: Range<Int>, rightToLeft: Bool) -> Int {
    guard rightToLeft else { return columns.lowerBound }
    return max(columns.lowerBound, columns.upperBound - 2 - DisplayWidth.of(text) - 2)
  }

  private static func drawBar(
    _ state: BrowserState, _ palette: Palette, into screen: inout ScreenBuffer
  ) {
    let bar = state.bar
    let columns = state.barColumns
    for row in 0..<state.listHeight {
      screen.fill(row: row, from: columns.lowerBound, until: columns.upperBound, style: .plain)
    }
    let highlighted = bar.highlightedEntry
    for (index, entry) in bar.layout.entries.enumerated() {
      let row = Int(entry.frame.minY.rounded(.down))
      guard row >= 0, row < state.listHeight else { continue }
      // A highlighted placeholder shows the title it hides.
      let item = index == highlighted ? (entry.item ?? bar.highlightedItem) : entry.item
      var text = item.flatMap { bar.items[$0].title } ?? bar.configuration.collapsedPlaceholder
      let width = Int(entry.frame.width)
      text = fitted(text, width: max(1, width - 1))
      let style =
        index == highlighted
        ? palette.barHighlight
        : entry.isDimmed ? palette.barDimmed : palette.bar
      let x = Int(entry.frame.minX.rounded(.down))
      if index == highlighted {
        screen.fill(row: row, from: x, until: x + width, style: style)
      }
      // The title hugs the screen's edge, a space between it and the list.
      let column = state.isRightToLeft ? x : x + width - DisplayWidth.of(text)
      screen.put(text, row: row, column: column, style: style, until: x + width)
    }
  }

  private static func drawIndicator(
    _ state: BrowserState, _ palette: Palette, into screen: inout ScreenBuffer
  ) {
    guard let title = state.indicatorTitle, let frame = state.bar.indicatorFrame else { return }
    let shown = fitted(title, width: max(1, Int(frame.width) - 4))
    let inner = DisplayWidth.of(shown) + 2
    let columns = state.listColumns
    let x = max(columns.lowerBound, Int(frame.minX.rounded(.down)))
    var y = Int(frame.minY.rounded())
    // Keep the bubble on screen when the highlighted entry is at an edge.
    y = max(0, min(y, state.listHeight - 3))
    let rule = String(repeating: "─", count: inner)
    let lines = ["╭" + rule + "╮", "│ " + shown + " │", "╰" + rule + "╯"]
    for (offset, line) in lines.enumerated() where y + offset < state.listHeight {
      screen.put(
        line, row: y + offset, column: x, style: palette.indicator, until: columns.upperBound)
    }
  }

  private static func drawStatus(
    _ state: BrowserState, _ palette: Palette, into screen: inout ScreenBuffer
  ) {
    guard state.showsStatusLine else { return }
    let row = state.size.rows - 1
    screen.fill(row: row, from: 0, until: state.size.columns, style: palette.status)
    if state.isEditingSearch {
      // The search line: what was typed, a cursor, and the count.
      let count = "  \(state.recordCount.grouped) match\(state.recordCount == 1 ? "" : "es")"
      let room = max(1, state.size.columns - 2 - DisplayWidth.of(count))
      var typed = state.searchText
      while DisplayWidth.of(typed) > room - 1, !typed.isEmpty { typed.removeFirst() }
      var x = screen.put("/" + typed, row: row, column: 0, style: palette.status)
      screen.put(" ", row: row, column: x, style: .plain)
      x += 1
      if state.isFiltered {
        screen.put(count, row: row, column: x, style: palette.status, ellipsis: true)
      }
      return
    }
    var caption = state.caption
    if state.isFiltered {
      let count = state.recordCount
      caption =
        "/\(state.searchText) · \(count.grouped) match\(count == 1 ? "" : "es") · Esc clears"
    }
    screen.put(
      statusLine(caption: caption, width: state.size.columns), row: row, column: 0,
      style: palette.status, ellipsis: true)
  }

  /// The hints of the status line, most useful first.
  static let hints = [
    "? help", "/ search", "q quit", "↑↓ PgUp PgDn scroll", "Tab next", "type a letter",
    "click or drag the bar",
  ]

  /// The caption and as many whole hints as fit in `width` columns: hints are
  /// dropped from the end, never cut.
  ///
  ///     statusLine(caption: "en · 82 records", width: 40)
  ///     // " en · 82 records  ? help · q quit"
  static func statusLine(caption: String, width: Int) -> String {
    let left = caption.isEmpty ? "" : " " + caption
    if DisplayWidth.of(left) > width {
      return fitted(left, width: width - 1) + "…"
    }
    var line = left
    for (index, hint) in hints.enumerated() {
      let next = line + (index > 0 ? " · " : left.isEmpty ? " " : "  ") + hint
      if DisplayWidth.of(next) > width { break }
      line = next
    }
    return line
  }

  /// The help screen: every key, in a box over the list.
  private static func drawHelp(
    _ state: BrowserState, _ palette: Palette, into screen: inout ScreenBuffer
  ) {
    let area = state.size
    let lines = helpLines(rows: max(0, area.rows - 2))
    let inner = min(max(0, area.columns - 4), lines.map { DisplayWidth.of($0) }.max() ?? 0)
    let height = min(area.rows, lines.count + 2)
    let x = max(0, (area.columns - inner - 4) / 2)
    let y = max(0, (area.rows - height) / 2)
    let style = palette.status
    for row in y..<(y + height) {
      screen.fill(row: row, from: x, until: x + inner + 4, style: style)
    }
    for (offset, line) in lines.prefix(max(0, height - 2)).enumerated() {
      screen.put(
        line, row: y + 1 + offset, column: x + 2, style: style, until: x + 2 + inner, ellipsis: true
      )
    }
  }

  /// The help screen's lines for `rows` rows inside its box: every key when
  /// they fit; else the blank lines go, then keys from the list's end, but
  /// how to quit and how to close the help stay in view to the last.
  ///
  ///     helpLines(rows: 4)  // ["Keys and mouse", "↑ ↓ …", "q Esc  quit", "Press any key to close."]
  static func helpLines(rows: Int) -> [String] {
    let keys = BrowserState.keyHelp
    let keyWidth = keys.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let keyLines = keys.map { key, action in
      key + String(repeating: " ", count: keyWidth - DisplayWidth.of(key)) + "  " + action
    }
    let title = "Keys and mouse"
    let close = "Press any key to close."
    let all = [title, ""] + keyLines + ["", close]
    if all.count <= rows { return all }
    let quit = keys.firstIndex { $0.action == "quit" }.map { keyLines[$0] }
    let others = keyLines.filter { $0 != quit }
    // In order of need: how to quit, how to close, the title, other keys.
    let essential = [quit, close, title].compactMap { $0 }
    if rows <= essential.count { return Array(essential.prefix(rows)) }
    let kept = Set(others.prefix(rows - essential.count))
    return [title] + keyLines.filter { kept.contains($0) || $0 == quit } + [close]
  }

  /// The longest prefix of `text` that fits in `width` columns.
  static func fitted(_ text: String, width: Int) -> String {
    var out = ""
    var used = 0
    for character in text {
      let w = DisplayWidth.of(character)
      if used + w > width { break }
      out.append(character)
      used += w
    }
    return out
  }
}
