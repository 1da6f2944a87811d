import SectionIndexAlgorithms
internal import SectionIndexCollationTables

/// A collation element: a 32-bit primary, 16-bit secondary and tertiary.
///
/// Packed as `primary << 32 | secondary << 16 | tertiary`.
typealias CollationElement = UInt64

extension CollationElement {
  @inline(__always) var primary: UInt32 { UInt32(truncatingIfNeeded: self >> 32) }
  @inline(__always) var secondary: UInt16 { UInt16(truncatingIfNeeded: self >> 16) }
  @inline(__always) var tertiary: UInt16 { UInt16(truncatingIfNeeded: self) }
}

/// Collation elements keyed by NFD scalar sequences: single scalars and
/// contractions (sequences that collate as a unit, such as Czech "ch").
///
/// The root table and each locale's tailoring are one of these; a tailoring is
/// consulted before the root. The generator writes the layout decoded here
/// (see `encode_table` in Tools/generated.py) and
/// expanded here once, when a locale is first used.
final class CollationTable: Sendable {
  struct Contraction: Sendable {
    var tail: [UInt32]
    var start: Int32
    var count: Int32
  }

  /// A scalar's entry: where its collation elements are and whether
  /// contractions start with it.
  ///
  /// Stored as `start << 6 | count << 1 | hasContractions`, with bit 31 set
  /// when the scalar is listed at all (a listed scalar may have no elements
  /// of its own, only contractions).
  struct Entry: Equatable {
    let rawValue: UInt32

    /// Whether the table lists the scalar; if not, the next table (the root
    /// after a tailoring) or implicit weights decide.
    @inline(__always) var isListed: Bool { rawValue != 0 }
    /// The index of its first element in `elements`.
    @inline(__always) var elementStart: Int { Int(rawValue & 0x7FFF_FFFF) >> 6 }
    /// How many elements it has; 0 for implicit weights.
    @inline(__always) var elementCount: Int { Int(rawValue >> 1) & 0x1F }
    /// Whether some contraction starts with it.
    @inline(__always) var hasContractions: Bool { rawValue & 1 != 0 }
  }

  /// Per scalar: its `Entry`'s raw value, 0 when not listed.
  private let singles: ScalarMap
  let elements: [CollationElement]
  /// Contractions by their first scalar, longest tail first.
  /// A head scalar's contractions are `contractionLists[contractionIndex[head] - 1]`
  /// (0: none), found without hashing.
  private let contractionLists: [[Contraction]]
  private let contractionIndex: ScalarMap
  /// The head scalar of each of `contractionLists`.
  let contractionHeads: [UInt32]
  let isEmpty: Bool

  /// Decodes a table the generator wrote (`encode_table` in
  /// Tools/generate-tables.py): its entries in collation order, runs of
  /// characters whose elements step like the entry before them written as
  /// the characters alone, each as its distance from the one before.
  ///
  /// - Complexity: O(*n*) in the table's entries, plus sorting each
  ///   contraction head's few contractions.
  convenience init(encoded: StaticString) {
    self.init(
      encoded: UnsafeBufferPointer(start: encoded.utf8Start, count: encoded.utf8CodeUnitCount))
  }

  /// Decodes a table's bytes (a literal's, or a supplied one's:
  /// `CollationData`); `order` gives the keys it leaves out, if any.
  convenience init(
    encoded: UnsafeBufferPointer<UInt8>, order: (() -> [UInt32])? = nil
  ) {
    self.init(parts: [encoded], order: order)
  }

  /// Decodes a table written in parts, each encoded on its own and none
  /// listing a key another lists: the root of a `--locales` web build, its
  /// core compiled in and the rest supplied (`rootCollationExtraData`).
  ///
  /// A table may leave out the scalars of keys that are the next of a
  /// sequence (the zh tailoring's ideographs, in `zhHanOrderData`): `order`
  /// gives them, called once when the first is met (past its end, a key
  /// beyond Unicode, which no lookup finds). An optional closure: one the
  /// optimizer would specialize the decoder for (twice its code in a native
  /// build).
  init(parts: [UnsafeBufferPointer<UInt8>], order: (() -> [UInt32])? = nil) {
    var entryCount = 0
    var elementCount = 0
    var singles: [(UInt32, UInt32)] = []
    var elements: [CollationElement] = []
    // Contractions with their first scalar, in table order (sorted below).
    var contractions: [(head: UInt32, contraction: Contraction)] = []
    // The previous entry's elements (a window at the end of `elements`) and
    // the step from the one before it, per element: the first `stepCount`
    // of `step` (which only grows: emptying an array is a generic call).
    var previousStart = 0
    var previousCount = 0
    var step: [CollationElement] = []
    var stepCount = 0
    var scalar: UInt32 = 0  // the previous key's first scalar
    var sequence: [UInt32]? = nil  // `order`'s, once asked for
    var taken = 0
    // Past the end of a (damaged) order, a key beyond Unicode, which
    // `ScalarMap` leaves out.
    func nextInOrder() -> UInt32 {
      if sequence == nil { sequence = order?() ?? [] }
      defer { taken += 1 }
      return taken < sequence!.count ? sequence![taken] : 0x11_0000
    }
    // Appends one entry's elements, the previous entry's plus `step`, and
    // records the entry under its key.
    @inline(never)
    func add(_ head: UInt32, tail: [UInt32]) {
      let start = elements.count
      let count = stepCount
      for i in 0..<count {
        let before = i < previousCount ? elements[previousStart + i] : 0
        let d = step[i]
        elements.append(
          CollationElement(before.primary &+ d.primary) << 32
            | CollationElement(before.secondary &+ d.secondary) << 16
            | CollationElement(before.tertiary &+ d.tertiary))
      }
      precondition(start < 1 << 25 && count < 32, "collation table too large")
      if tail.isEmpty {
        singles.append((head, UInt32(start) << 6 | UInt32(count) << 1 | 0x8000_0000))
      } else {
        contractions.append(
          (head, Contraction(tail: tail, start: Int32(start), count: Int32(count))))
      }
      previousStart = start
      previousCount = count
    }
    for part in parts where !part.isEmpty {
      var numbers = PackedNumbers(part)
      entryCount += Int(numbers.next())
      elementCount += Int(numbers.next())
      let contractionCount = Int(numbers.next())
      singles.reserveCapacity(entryCount)
      elements.reserveCapacity(elementCount)
      contractions.reserveCapacity(contractions.count + contractionCount)
      // Each part starts afresh.
      previousStart = 0
      previousCount = 0
      stepCount = 0
      scalar = 0
      while !numbers.isAtEnd {
        let head = numbers.next()
        // Only the zh tailoring leaves keys to an order, and only builds
        // that carry the pinyin readings carry it (a constant elsewhere).
        if head == 0, carriesPinyinReadings {
          // A run of the order's next scalars.
          precondition(stepCount == previousCount, "collation table: a run of nothing")
          for _ in 0..<numbers.next() {
            scalar = nextInOrder()
            add(scalar, tail: [])
          }
        } else if head & 1 == 0 {
          precondition(stepCount == previousCount, "collation table: a run of nothing")
          for _ in 0..<(head >> 1) {
            scalar &+= PackedNumbers.signed(numbers.next())
            add(scalar, tail: [])
          }
        } else {
          let keyLength = Int(head >> 1) & 0xF
          let count = Int(head >> 5)
          // Key length 0: the order's next scalar, alone.
          scalar =
            keyLength == 0 && carriesPinyinReadings
            ? nextInOrder() : scalar &+ PackedNumbers.signed(numbers.next())
          var tail: [UInt32] = []
          for _ in 1..<max(keyLength, 1) { tail.append(numbers.next()) }
          stepCount = 0
          for _ in 0..<count {
            let p = PackedNumbers.signed(numbers.next())
            let s = PackedNumbers.signed(numbers.next())
            let t = PackedNumbers.signed(numbers.next())
            let e =
              CollationElement(p) << 32 | CollationElement(UInt16(truncatingIfNeeded: s)) << 16
              | CollationElement(UInt16(truncatingIfNeeded: t))
            if stepCount < step.count { step[stepCount] = e } else { step.append(e) }
            stepCount += 1
          }
          add(scalar, tail: tail)
        }
      }
    }
    precondition(
      elements.count == elementCount && singles.count + contractions.count == entryCount,
      "collation table does not add up")
    // By head, then longest tail first, as the collator tries them.
    contractions.indexSort {
      $0.head != $1.head
        ? $0.head < $1.head
        : $0.contraction.tail.count != $1.contraction.tail.count
          ? $0.contraction.tail.count > $1.contraction.tail.count
          : $0.contraction.tail.lexicographicallyPrecedes($1.contraction.tail)
    }
    var heads: [UInt32] = []
    var lists: [[Contraction]] = []
    var listIndex: [(UInt32, UInt32)] = []
    for (head, contraction) in contractions {
      if heads.last != head {
        heads.append(head)
        lists.append([])
        listIndex.append((head, UInt32(lists.count)))
        // Contraction heads are listed too (bit 0), with or without
        // elements of their own: ScalarMap ors the values of a repeated scalar.
        singles.append((head, 0x8000_0001))
      }
      lists[lists.count - 1].append(contraction)
    }
    self.singles = ScalarMap(pairs: singles)
    self.elements = elements
    contractionLists = lists
    contractionHeads = heads
    contractionIndex = ScalarMap(pairs: listIndex)
    isEmpty = entryCount == 0
  }

  /// The entry of a scalar.
  @inline(__always)
  func entry(_ cp: UInt32) -> Entry { Entry(rawValue: singles[cp]) }

  /// The collation elements of a single scalar's entry.
  @inline(__always)
  func elements(of entry: Entry) -> ArraySlice<CollationElement> {
    elements[entry.elementStart..<(entry.elementStart + entry.elementCount)]
  }

  /// The contractions that begin with `head`, longest first.
  @inline(__always)
  func contractions(startingWith head: UInt32) -> [Contraction] {
    let list = contractionIndex[head]
    return list == 0 ? [] : contractionLists[Int(list) - 1]
  }
}
