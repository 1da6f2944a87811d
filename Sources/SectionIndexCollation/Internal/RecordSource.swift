/// The records `forEachSortedSection` sorts: how many, the string each is
/// sorted by, and what the output holds for each (its value), with the
/// value's strings told apart by their bytes.
protocol RecordSource {
  associatedtype Value
  var count: Int { get }
  /// The string record `i` sorts and sections by (read once, in input order).
  func reading(at i: Int) -> String
  /// Writes the bits of the value the output holds for record `i` to
  /// `place`, without copying the value (no retain); `own(_:)` then makes
  /// them a value of its own. Read once per record, in sorted order.
  func copyBits(at i: Int, to place: UnsafeMutableRawPointer)
  /// A value's strings (for one value per spelling among ties).
  func key(of value: Value) -> IndexedCollation.RecordKey
  /// Whether two values' strings are the same bytes (`sameStrings`).
  func same(_ a: Value, _ b: Value) -> Bool
  /// A hash of a value's bytes; `same` values hash alike.
  func hash(_ value: Value) -> UInt64
}

extension RecordSource {
  /// Makes the bits `copyBits(at:to:)` left at `place` a value of its own:
  /// a copy of the value they were taken from (for strings, a retain).
  @inline(__always)
  static func own(_ place: UnsafeMutablePointer<Value>) {
    place.initialize(to: UnsafeRawPointer(place).load(as: Value.self))
  }
}

/// Strings sorted as themselves: the output is the strings.
struct StringRecords: RecordSource {
  let strings: [String]
  var count: Int { strings.count }
  func reading(at i: Int) -> String { strings[i] }
  @inline(__always) func copyBits(at i: Int, to place: UnsafeMutableRawPointer) {
    strings.withUnsafeBufferPointer {
      place.copyMemory(from: $0.baseAddress! + i, byteCount: MemoryLayout<String>.stride)
    }
  }
  func key(of value: String) -> IndexedCollation.RecordKey { (value, nil) }
  @inline(__always) func same(_ a: String, _ b: String) -> Bool { sameUTF8(a, b) }
  @inline(__always) func hash(_ value: String) -> UInt64 { hashUTF8(value) }
}

/// Records sorted by strings of their own: the output is input positions.
struct KeyedRecords: RecordSource {
  let keys: [IndexedCollation.RecordKey]
  var count: Int { keys.count }
  func reading(at i: Int) -> String { keys[i].reading }
  @inline(__always) func copyBits(at i: Int, to place: UnsafeMutableRawPointer) {
    place.storeBytes(of: i, as: Int.self)
  }
  func key(of i: Int) -> IndexedCollation.RecordKey { keys[i] }
  @inline(__always) func same(_ a: Int, _ b: Int) -> Bool { sameStrings(keys[a], keys[b]) }
  @inline(__always) func hash(_ i: Int) -> UInt64 { hashStrings(keys[i]) }
}
