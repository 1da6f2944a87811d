import SectionIndexAlgorithms

/// The records `forEachSortedSection` sorts: how many, the string each is
/// sorted by, and what the output holds for each (its value), with the
/// value's strings told apart by their bytes.
protocol SortableRecords {
  associatedtype Value
  var count: Int { get }
  /// Calls `body` with the UTF-8 of the string record `i` sorts and sections
  /// by (read once, in input order).
  func withReadingUTF8<R>(at i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R
  /// That string, for the records the full collation orders.
  func reading(at i: Int) -> String
  /// Writes the bits of the value the output holds for record `i` to
  /// `place`, without copying the value (no retain); `own(_:)` then makes
  /// them a value of its own. Read once per record, in sorted order.
  func copyBits(at i: Int, to place: UnsafeMutableRawPointer)
  /// A value's strings (for one value per spelling among ties whose
  /// primary keys tie whole).
  func key(of value: Value) -> IndexedCollation.RecordKey
  /// Calls `body` with the UTF-8 of the string a value sorts by, in place
  /// (for one value per spelling among ties).
  func withReadingUTF8<R>(of value: Value, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R
  /// Whether a value is shown as a string other than the one it sorts by
  /// (`key(of:)` has a display string).
  func hasDisplay(_ value: Value) -> Bool
  /// Whether two values' strings are the same bytes (`sameStrings`).
  func same(_ a: Value, _ b: Value) -> Bool
  /// A hash of a value's bytes; `same` values hash alike.
  func hash(_ value: Value) -> UInt64
}

extension SortableRecords {
  /// Makes the bits `copyBits(at:to:)` left at `place` a value of its own:
  /// a copy of the value they were taken from (for strings, a retain).
  @inline(__always)
  static func own(_ place: UnsafeMutablePointer<Value>) {
    place.initialize(to: UnsafeRawPointer(place).load(as: Value.self))
  }
}

/// Strings sorted as themselves: the output is the strings.
struct StringRecords: SortableRecords {
  let strings: [String]
  var count: Int { strings.count }
  @inline(__always)
  func withReadingUTF8<R>(at i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    withUTF8(of: strings[i], body)
  }
  func reading(at i: Int) -> String { strings[i] }
  @inline(__always) func copyBits(at i: Int, to place: UnsafeMutableRawPointer) {
    strings.withUnsafeBufferPointer {
      place.copyMemory(from: $0.baseAddress! + i, byteCount: MemoryLayout<String>.stride)
    }
  }
  func key(of value: String) -> IndexedCollation.RecordKey { (value, nil) }
  @inline(__always)
  func withReadingUTF8<R>(of value: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    withUTF8(of: value, body)
  }
  func hasDisplay(_ value: String) -> Bool { false }
  @inline(__always) func same(_ a: String, _ b: String) -> Bool { sameUTF8(a, b) }
  @inline(__always) func hash(_ value: String) -> UInt64 { hashUTF8(value) }
}

/// Records sorted by strings of their own: the output is input positions.
struct KeyedRecords: SortableRecords {
  let keys: [IndexedCollation.RecordKey]
  var count: Int { keys.count }
  @inline(__always)
  func withReadingUTF8<R>(at i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    withUTF8(of: keys[i].reading, body)
  }
  func reading(at i: Int) -> String { keys[i].reading }
  @inline(__always) func copyBits(at i: Int, to place: UnsafeMutableRawPointer) {
    place.storeBytes(of: i, as: Int.self)
  }
  func key(of i: Int) -> IndexedCollation.RecordKey { keys[i] }
  @inline(__always)
  func withReadingUTF8<R>(of i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    withReadingUTF8(at: i, body)
  }
  func hasDisplay(_ i: Int) -> Bool { keys[i].display != nil }
  @inline(__always) func same(_ a: Int, _ b: Int) -> Bool { sameStrings(keys[a], keys[b]) }
  @inline(__always) func hash(_ i: Int) -> UInt64 { hashStrings(keys[i]) }
}

/// Records given as packed UTF-8 (`PackedUTF8`), each shown as its key and
/// sorted by its phonetic key when that is not empty: the output is
/// positions. No string is made for a record unless the full collation
/// orders it or it ties with a different spelling.
struct PackedRecords: SortableRecords {
  let keys: PackedUTF8.Strings
  let phonetic: PackedUTF8.Strings?
  var count: Int { keys.count }

  @inline(__always)
  private func readingIsPhonetic(_ i: Int) -> Bool {
    guard let phonetic else { return false }
    return !phonetic[i].isEmpty
  }

  @inline(__always)
  func withReadingUTF8<R>(at i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    body(readingIsPhonetic(i) ? phonetic![i] : keys[i])
  }
  func reading(at i: Int) -> String {
    String(decoding: readingIsPhonetic(i) ? phonetic![i] : keys[i], as: UTF8.self)
  }
  @inline(__always) func copyBits(at i: Int, to place: UnsafeMutableRawPointer) {
    place.storeBytes(of: i, as: Int.self)
  }
  func key(of i: Int) -> IndexedCollation.RecordKey {
    let key = String(decoding: keys[i], as: UTF8.self)
    guard readingIsPhonetic(i) else { return (key, nil) }
    return (String(decoding: phonetic![i], as: UTF8.self), key)
  }
  @inline(__always)
  func withReadingUTF8<R>(of i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    withReadingUTF8(at: i, body)
  }
  func hasDisplay(_ i: Int) -> Bool { readingIsPhonetic(i) }
  @inline(__always) func same(_ a: Int, _ b: Int) -> Bool {
    guard keys.sameBytes(a, b) else { return false }
    guard let phonetic else { return true }
    return phonetic.sameBytes(a, b)
  }
  @inline(__always) func hash(_ i: Int) -> UInt64 {
    var h = hashBytes(keys[i])
    if let phonetic { h = (h ^ hashBytes(phonetic[i])) &* 0x9E37_79B9_7F4A_7C15 }
    return h
  }
}
