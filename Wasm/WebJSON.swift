import SectionIndexBarModel
import SectionIndexIO

/// The web exports' JSON answers, written as UTF-8 bytes piece by piece.
///
/// Each piece is one call that is never inlined: the answers are many small
/// pieces, and string interpolation or `+` would inline the stdlib's
/// appending at every one of them (issue 23: web build weight).
///
///     var json = WebJSON()
///     json.raw("{\"item\":"); json.int(3); json.raw("}")  // {"item":3}
struct WebJSON {
  var bytes: [UInt8] = []

  /// Appends JSON text as it is.
  @inline(never)
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends a string as a JSON string literal (``JSON/appendQuoted(_:to:)``).
  @inline(never)
  mutating func quoted(_ string: String) {
    JSON.appendQuoted(string, to: &bytes)
  }

  /// Appends a string escaped as JSON string content, without the quotes:
  /// for messages built of several pieces between ``raw(_:)`` quotes.
  @inline(never)
  mutating func escaped(_ string: String) {
    let start = bytes.count
    JSON.appendQuoted(string, to: &bytes)
    bytes.removeLast()
    bytes.remove(at: start)
  }

  /// Appends strings as a JSON array of string literals.
  @inline(never)
  mutating func quotedArray(_ strings: [String]) {
    bytes.append(UInt8(ascii: "["))
    for (index, string) in strings.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      JSON.appendQuoted(string, to: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Appends an integer in decimal.
  @inline(never)
  mutating func int(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / divisor % 10))
      divisor /= 10
    } while divisor > 0
  }

  /// Appends an integer, or `null` for `nil`.
  @inline(never)
  mutating func int(orNull value: Int?) {
    if let value { int(value) } else { raw("null") }
  }

  /// Appends `true` or `false`.
  @inline(never)
  mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  /// Appends a finite double in hundredths (`12.5` → `12.50`, non-finite →
  /// `0`); Embedded Swift has no floating-point `description`.
  @inline(never)
  mutating func number(_ value: Double) {
    guard value.isFinite else { return raw("0") }
    let hundredths = Int((value * 100).rounded())
    if hundredths < 0 { raw("-") }
    let magnitude = Int(hundredths.magnitude)
    int(magnitude / 100)
    raw(".")
    if magnitude % 100 < 10 { raw("0") }
    int(magnitude % 100)
  }

  /// Appends `{"x":…,"y":…,"width":…,"height":…}`.
  @inline(never)
  mutating func rect(_ rect: IndexBarRect) {
    raw("{\"x\":")
    number(rect.minX)
    raw(",\"y\":")
    number(rect.minY)
    raw(",\"width\":")
    number(rect.width)
    raw(",\"height\":")
    number(rect.height)
    raw("}")
  }
}
