import SectionIndexCommandLine
import SectionIndexIO

/// Something the user did at the terminal.
enum InputEvent: Equatable {
  case key(Key)
  case mouse(MouseEvent)
}

/// A key press, as far as `browse` cares.
enum Key: Equatable {
  /// A printable character (a letter, a digit, a kana, …).
  case character(Character)
  /// Ctrl with a letter: `.control("c")` for Ctrl-C (byte 0x03).
  case control(Character)
  case up, down, left, right
  case pageUp, pageDown, home, end
  case tab, backTab, enter, escape, backspace, delete, insert
  /// A function key, F1–F12.
  case function(Int)
  /// A CSI or SS3 sequence the decoder does not name.
  case unknown([UInt8])
}

/// A mouse report, cells 1-based as on the wire: SGR (xterm mode 1006), the
/// older X10/normal encoding (`ESC [ M b x y`, each byte plus 32) that
/// terminals without SGR send, or urxvt's (mode 1015).
struct MouseEvent: Equatable {
  enum Kind: Equatable {
    /// A button went down.
    case press
    /// The pointer moved with a button down (mode 1002) or none (mode 1003).
    case drag
    /// A button went up.
    case release
    /// The wheel turned up (towards the top of the list).
    case wheelUp
    /// The wheel turned down.
    case wheelDown
  }

  var kind: Kind
  /// 0 left, 1 middle, 2 right; 3 for motion without a button.
  var button: Int
  /// The column, 1-based.
  var column: Int
  /// The row, 1-based.
  var row: Int
  var shift = false
  var meta = false
  var control = false
}

/// Turns the bytes a terminal sends into keys and mouse events.
///
/// Bytes may arrive split anywhere: an incomplete sequence waits for the next
/// ``feed(_:)``. A lone ESC is ambiguous (the Esc key, or the start of a
/// sequence still on its way), so it waits too, until ``flush()`` — which the
/// caller invokes when no more input arrived within a short time.
///
///     var decoder = InputDecoder()
///     decoder.feed(Array("\u{1B}[<0;80;12M".utf8))
///     // [.mouse(MouseEvent(kind: .press, button: 0, column: 80, row: 12))]
struct InputDecoder {
  private var pending: [UInt8] = []

  /// Whether bytes wait for the rest of their sequence.
  var hasPending: Bool { !pending.isEmpty }

  /// Decodes as many complete events as `bytes` (after the pending ones) hold.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    var events: [InputEvent] = []
    var index = 0
    while index < pending.count {
      guard let (event, length) = Self.decode(pending, at: index, isFinal: false) else { break }
      if let event { events.append(event) }
      index += length
    }
    pending.removeFirst(index)
    return events
  }

  /// Decodes whatever is pending as if no more bytes will follow: a lone ESC
  /// becomes the Esc key.
  mutating func flush() -> [InputEvent] {
    var events: [InputEvent] = []
    var index = 0
    while index < pending.count {
      guard let (event, length) = Self.decode(pending, at: index, isFinal: true) else { break }
      if let event { events.append(event) }
      index += max(1, length)
    }
    pending.removeAll()
    return events
  }

  /// Decodes one event at `start`: the event (`nil` for bytes to drop) and how
  /// many bytes it took, or `nil` when the bytes there are incomplete.
  private static func decode(_ bytes: [UInt8], at start: Int, isFinal: Bool)
    -> (InputEvent?, Int)?
  {
    let byte = bytes[start]
    switch byte {
    case 0x1B:
      guard start + 1 < bytes.count else { return isFinal ? (.key(.escape), 1) : nil }
      let next = bytes[start + 1]
      if next == UInt8(ascii: "[") {
        return decodeCSI(bytes, at: start, isFinal: isFinal)
      }
      if next == UInt8(ascii: "O") {
        guard start + 2 < bytes.count else {
          return isFinal ? (.key(.character("O")), 2) : nil  // Alt-O
        }
        return (.key(ss3Key(bytes[start + 2])), 3)
      }
      if next == 0x1B {
        return (.key(.escape), 1)
      }
      // Alt with a key: report the key alone.
      return decode(bytes, at: start + 1, isFinal: isFinal).map { ($0.0, $0.1 + 1) }
    case 0x09: return (.key(.tab), 1)
    case 0x0D, 0x0A: return (.key(.enter), 1)
    case 0x7F, 0x08: return (.key(.backspace), 1)
    case 0x00: return (nil, 1)
    case 0x01...0x1A:
      return (.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
    case 0x1C...0x1F:
      return (nil, 1)
    case 0x20..<0x80:
      return (.key(.character(Character(Unicode.Scalar(byte)))), 1)
    default:
      return decodeUTF8(bytes, at: start, isFinal: isFinal)
    }
  }

  private static func decodeUTF8(_ bytes: [UInt8], at start: Int, isFinal: Bool)
    -> (InputEvent?, Int)?
  {
    let lead = bytes[start]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (nil, 1)  // a stray continuation or invalid byte
    }
    guard start + length <= bytes.count else { return isFinal ? (nil, bytes.count - start) : nil }
    let slice = bytes[start..<start + length]
    guard let string = String(validating: slice, as: UTF8.self), let character = string.first
    else { return (nil, 1) }
    return (.key(.character(character)), length)
  }

  /// `ESC [ …`: parameters, intermediates, a final byte in 0x40–0x7E.
  private static func decodeCSI(_ bytes: [UInt8], at start: Int, isFinal: Bool)
    -> (InputEvent?, Int)?
  {
    if start + 2 < bytes.count, bytes[start + 2] == UInt8(ascii: "M") {
      // X10/normal mouse: three raw bytes follow, whatever their values.
      guard start + 6 <= bytes.count else { return isFinal ? (nil, bytes.count - start) : nil }
      let event = x10Mouse(bytes[start + 3], bytes[start + 4], bytes[start + 5])
      return (event.map(InputEvent.mouse), 6)
    }
    var end = start + 2
    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
      // A byte that cannot be in a CSI sequence ends it as garbage.
      if bytes[end] < 0x20 || bytes[end] > 0x7E { return (nil, end - start) }
      end += 1
    }
    guard end < bytes.count else {
      // Alt-[ when nothing else comes.
      return isFinal ? (.key(.character("[")), bytes.count - start) : nil
    }
    let length = end - start + 1
    let final = bytes[end]
    let body = Array(bytes[(start + 2)..<end])
    if body.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
      return (
        sgrMouse(body.dropFirst(), isRelease: final == UInt8(ascii: "m")).map(InputEvent.mouse),
        length
      )
    }
    if final == UInt8(ascii: "M"), !body.isEmpty,
      body.allSatisfy({ $0 == 0x3B || (0x30...0x39).contains($0) })
    {
      // urxvt: ESC [ Cb ; Cx ; Cy M, the button code plus 32 in decimal.
      let numbers = String(decoding: body, as: UTF8.self).split(separator: ";").compactMap {
        Int($0)
      }
      guard numbers.count == 3 else { return (nil, length) }
      return (
        x10Mouse(code: numbers[0] - 32, column: numbers[1], row: numbers[2]).map(InputEvent.mouse),
        length
      )
    }
    let parameters = String(decoding: body, as: UTF8.self).split(
      separator: ";", omittingEmptySubsequences: false
    ).map { Int($0) }
    let first = parameters.first.flatMap { $0 } ?? 0
    let key: Key
    switch final {
    case UInt8(ascii: "A"): key = .up
    case UInt8(ascii: "B"): key = .down
    case UInt8(ascii: "C"): key = .right
    case UInt8(ascii: "D"): key = .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "Z"): key = .backTab
    case UInt8(ascii: "P"): key = .function(1)
    case UInt8(ascii: "Q"): key = .function(2)
    case UInt8(ascii: "R"): key = .function(3)
    case UInt8(ascii: "S"): key = .function(4)
    case UInt8(ascii: "~"):
      switch first {
      case 1, 7: key = .home
      case 2: key = .insert
      case 3: key = .delete
      case 4, 8: key = .end
      case 5: key = .pageUp
      case 6: key = .pageDown
      case 11...15: key = .function(first - 10)
      case 17...21: key = .function(first - 11)
      case 23, 24: key = .function(first - 12)
      default: key = .unknown(Array(bytes[start..<start + length]))
      }
    default:
      key = .unknown(Array(bytes[start..<start + length]))
    }
    return (.key(key), length)
  }

  private static func ss3Key(_ byte: UInt8) -> Key {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    default: .unknown([0x1B, UInt8(ascii: "O"), byte])
    }
  }

  /// The three bytes after `ESC [ M`: button code, column and row, each plus 32.
  private static func x10Mouse(_ code: UInt8, _ column: UInt8, _ row: UInt8) -> MouseEvent? {
    guard code >= 32, column > 32, row > 32 else { return nil }
    return x10Mouse(code: Int(code) - 32, column: Int(column) - 32, row: Int(row) - 32)
  }

  /// A button code of the X10/normal encoding, where a release says no
  /// button (3) rather than which.
  private static func x10Mouse(code: Int, column: Int, row: Int) -> MouseEvent? {
    guard code >= 0, column > 0, row > 0 else { return nil }
    return mouse(code: code, column: column, row: row, isRelease: nil)
  }

  /// `Cb ; Cx ; Cy` of `ESC [ < Cb ; Cx ; Cy M` (press, drag) or `… m` (release).
  private static func sgrMouse(_ body: ArraySlice<UInt8>, isRelease: Bool) -> MouseEvent? {
    let numbers = String(decoding: body, as: UTF8.self).split(separator: ";").map { Int($0) }
    guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2]
    else { return nil }
    return mouse(code: code, column: column, row: row, isRelease: isRelease)
  }

  /// The event of a button code: 64 and 65 the wheel up and down (66 and
  /// 67 are horizontal, which `browse` ignores), 32 a drag, 4, 8 and 16 the
  /// modifiers. SGR says whether it is a release; X10 (`isRelease` nil)
  /// says button 3 (none), and not which button.
  private static func mouse(code: Int, column: Int, row: Int, isRelease: Bool?) -> MouseEvent? {
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      switch code & 3 {
      case 0: kind = .wheelUp
      case 1: kind = .wheelDown
      default: return nil
      }
    } else if isRelease ?? (code & 3 == 3 && code & 32 == 0) {
      kind = .release
    } else {
      kind = code & 32 != 0 ? .drag : .press
    }
    // An X10 release does not say which button; the left one is the one
    // `browse` tracks.
    let button = isRelease == nil && kind == .release ? 0 : code & 3
    return MouseEvent(
      kind: kind, button: button, column: column, row: row,
      shift: code & 4 != 0, meta: code & 8 != 0, control: code & 16 != 0)
  }
}
