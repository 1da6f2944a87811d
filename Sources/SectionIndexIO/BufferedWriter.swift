/// Collects output and writes it to a file descriptor in large chunks.
///
/// Sectioned lists can be millions of lines; one `write(2)` per line would
/// dominate the run time, and one string holding everything would double the
/// memory. A failed write (a closed pipe, a full disk) is thrown at once,
/// from the ``write(_:)`` or ``flush()`` that wrote out; the bytes buffered
/// then are dropped.
package final class BufferedWriter {
  package let fileDescriptor: FileDescriptor
  // Unchecked: a noncopyable stored property of a class is otherwise
  // borrowed under a run-time exclusivity check on every write (a fifth of
  // `group`'s output time); a writer is used by one thread, and only these
  // methods touch the buffer.
  @exclusivity(unchecked) private var buffer: OwnedBytes
  private var count = 0
  private var capacity: Int { buffer.count }
  /// Whether records written between ``beginRecord(_:)`` and
  /// ``endRecord()`` have their control characters escaped: set where the
  /// writer goes to a terminal, never for a pipe or a file, whose bytes
  /// stay exactly as read.
  package var escapesRecords = false
  /// The escaping of the record being written, if any.
  private var escaping = ControlEscaping.none

  package init(fileDescriptor: FileDescriptor, capacity: Int = 64 * 1024) {
    self.fileDescriptor = fileDescriptor
    buffer = OwnedBytes(count: Swift.max(capacity, 16))
  }

  /// Appends a string's UTF-8 bytes, writing the buffer out when it is full.
  package func write(_ string: String) throws(SystemError) {
    var string = string
    let result = string.withUTF8 { bytes in
      Result { () throws(SystemError) in try write(bytes) }
    }
    try result.get()
  }

  /// Appends raw bytes.
  package func write(bytes: [UInt8]) throws(SystemError) {
    let result = bytes.withUnsafeBufferPointer { bytes in
      Result { () throws(SystemError) in try write(bytes) }
    }
    try result.get()
  }

  /// Appends one byte.
  @inline(__always)
  package func write(byte: UInt8) throws(SystemError) {
    if escaping != .none, ControlEscaping.isControl(byte) { return try writeEscaped(byte) }
    if count == capacity { try flush() }
    buffer[count] = byte
    count += 1
  }

  /// Appends bytes in memory: copied into the buffer, or written straight
  /// out when they would not fit an empty one.
  @inline(__always)
  package func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(SystemError) {
    guard !bytes.isEmpty else { return }
    if escaping != .none { return try writeEscaped(bytes) }
    if bytes.count > capacity - count {
      try flush()
      if bytes.count > capacity {
        try fileDescriptor.writeAll(UnsafeRawBufferPointer(bytes))
        return
      }
    }
    buffer.copy(bytes, to: count)
    count += bytes.count
  }

  /// Makes the buffer hold at least `minimumCapacity` bytes, writing out
  /// what it holds first when it grows: for output much larger than the
  /// input (`keys`), fewer and larger writes.
  package func reserveCapacity(_ minimumCapacity: Int) throws(SystemError) {
    guard minimumCapacity > capacity else { return }
    try flush()
    buffer = OwnedBytes(count: minimumCapacity)
  }

  /// The room left at the end of the buffer. Bytes put at its start are
  /// part of the output once ``commit(_:)`` counts them; anything that
  /// writes or flushes before that may overwrite them.
  ///
  ///     let room = output.freeSpace
  ///     if room.count >= 2 { room[0] = 0x6F; room[1] = 0x6B; output.commit(2) }
  package var freeSpace: UnsafeMutableBufferPointer<UInt8> {
    buffer.elements(count..<capacity)
  }

  /// Counts the first `byteCount` bytes of ``freeSpace`` as written.
  package func commit(_ byteCount: Int) {
    precondition(byteCount >= 0 && byteCount <= capacity - count, "more than the room left")
    count += byteCount
  }

  /// Writes out whatever is buffered.
  package func flush() throws(SystemError) {
    guard count > 0 else { return }
    let bytes = UnsafeRawBufferPointer(buffer.elements(0..<count))
    count = 0
    try fileDescriptor.writeAll(bytes)
  }

  // MARK: - Records on a terminal

  /// Starts writing a record (its text only, not the lines and tabs around
  /// it): escaped in `style` when ``escapesRecords``, as it is otherwise.
  package func beginRecord(_ style: ControlEscaping) {
    if escapesRecords { escaping = style }
  }

  /// Ends the record ``beginRecord(_:)`` started.
  package func endRecord() { escaping = .none }

  /// Writes bytes with their control characters escaped in ``escaping``.
  private func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>) throws(SystemError) {
    let style = escaping
    escaping = .none
    defer { escaping = style }
    var plain = 0
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      // C1 controls, U+0080 to U+009F, are C2 80 to C2 9F in UTF-8.
      let c1 = byte == 0xC2 && i + 1 < bytes.count && bytes[i + 1] & 0xE0 == 0x80
      guard c1 || ControlEscaping.isControl(byte) else {
        i += 1
        continue
      }
      try write(UnsafeBufferPointer(rebasing: bytes[plain..<i]))
      if c1 {
        try style.writeEscape(byte, second: bytes[i + 1], to: self)
        i += 2
      } else {
        try style.writeEscape(byte, to: self)
        i += 1
      }
      plain = i
    }
    try write(UnsafeBufferPointer(rebasing: bytes[plain...]))
  }

  private func writeEscaped(_ byte: UInt8) throws(SystemError) {
    let style = escaping
    escaping = .none
    defer { escaping = style }
    try style.writeEscape(byte, to: self)
  }
}

/// How a record's control characters are shown on a terminal, where they
/// would move the cursor, retitle the window or hide lines: as `ls -b`
/// shows a file name's (`\t`, `\033`, `\302\233` for U+009B, `\\`), or
/// as JSON escapes (`\u001B`, as `JSON.quoted` writes them) inside JSON output.
package enum ControlEscaping: Sendable, Equatable {
  /// Bytes as they are.
  case none
  /// C escapes: `\a \b \t \n \v \f \r \\`, others as three octal
  /// digits a byte (C0, DEL, and C1's two bytes).
  case text
  /// JSON escapes `\u00XX` (C0, DEL and C1; backslashes are JSON's own).
  case json

  /// Whether a byte is a C0 control or DEL (and, in text, a backslash,
  /// which `\\` keeps unambiguous): what a single byte can be.
  @inline(__always)
  static func isControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0x5C
  }

  /// Writes the escape of a control byte, or of the C1 control `byte`
  /// `second` (C2 80 to C2 9F); a backslash in JSON as itself.
  fileprivate func writeEscape(
    _ byte: UInt8, second: UInt8? = nil, to out: BufferedWriter
  ) throws(SystemError) {
    let backslash = UInt8(ascii: "\\")
    switch self {
    case .none:
      try out.write(byte: byte)
      if let second { try out.write(byte: second) }
    case .json:
      if byte == backslash { return try out.write(byte: byte) }
      let scalar = second ?? byte  // C2 80…9F: U+0080…U+009F
      try out.write(byte: backslash)
      try out.write(byte: UInt8(ascii: "u"))
      try out.write(byte: UInt8(ascii: "0"))
      try out.write(byte: UInt8(ascii: "0"))
      try out.write(byte: Self.hexDigit(scalar >> 4))
      try out.write(byte: Self.hexDigit(scalar & 0xF))
    case .text:
      try out.write(bytes: Self.textEscape(byte, second: second))
    }
  }

  /// `\\` and a letter (`\t`) or three octal digits a byte (`\033`,
  /// `\302\233`), as `ls -b` writes them.
  private static func textEscape(_ byte: UInt8, second: UInt8?) -> [UInt8] {
    let backslash = UInt8(ascii: "\\")
    let letters: [UInt8] = Array("abtnvfr".utf8)  // 0x07 to 0x0D
    if second == nil, (0x07...0x0D).contains(byte) {
      return [backslash, letters[Int(byte) - 7]]
    }
    if second == nil, byte == backslash { return [backslash, backslash] }
    var out: [UInt8] = []
    for b in second.map({ [byte, $0] }) ?? [byte] {
      let zero = UInt8(ascii: "0")
      out += [backslash, zero + (b >> 6), zero + ((b >> 3) & 7), zero + (b & 7)]
    }
    return out
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
  }

  /// Text with its control characters escaped for a terminal, as ``text``
  /// escapes a record; a backslash stays itself unless asked (messages are
  /// read, not parsed).
  ///
  ///     ControlEscaping.escaped("a\u{1B}[2Jb\tc")  // #"a\033[2Jb\tc"#
  package static func escaped(_ message: String, backslashes: Bool = false) -> String {
    let utf8 = Array(message.utf8)
    guard
      utf8.contains(where: {
        $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || (backslashes && $0 == 0x5C)
      })
    else { return message }
    var out: [UInt8] = []
    var i = 0
    while i < utf8.count {
      let byte = utf8[i]
      let c1 = byte == 0xC2 && i + 1 < utf8.count && utf8[i + 1] & 0xE0 == 0x80
      if c1 || byte < 0x20 || byte == 0x7F || (backslashes && byte == 0x5C) {
        out += textEscape(byte, second: c1 ? utf8[i + 1] : nil)
        i += c1 ? 2 : 1
      } else {
        out.append(byte)
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
