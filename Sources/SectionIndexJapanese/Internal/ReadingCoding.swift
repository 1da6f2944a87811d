import SectionIndexAlgorithms

/// The seven reading tables of `japaneseReadings`, decoded from its
/// range-coded stream (see "MARK: - Encoding" in
/// `Tools/generate-japanese.py`, whose `decode_tables` this mirrors).
///
///     let tables = ReadingTables(JapaneseReader.text(of: .compiledIn))
///     tables.surnames.longestMatch(in: text, at: 0, end: text.count)  // (2, "さとう") for 佐藤花子
///
/// An empty text (a build without Japanese) is seven empty tables.
struct ReadingTables: Sendable {
  /// Per kanji, its reading first in a word no table knows.
  var kanji = ReadingTable()
  /// Per kanji, its reading standing alone, where not the above.
  var standaloneKanji = ReadingTable()
  /// Per kanji, its reading first in a surname no table knows.
  var surnameInitials = ReadingTable()
  /// Per kanji, its reading first in a given name no table knows.
  var givenNameInitials = ReadingTable()
  var surnames = ReadingTable()
  var givenNames = ReadingTable()
  /// Words and place names whose reading the characters' readings do not give.
  var words = ReadingTable()

  /// The tables, in the stream's order (`TAGS`: k a n m s g w).
  private static let count = 7
  /// The shared and new characters, and the shared readings, are below it.
  private static let maxLength = 24
  private static let maxPieceLength = 16
  /// What the alphabet's counts grow by (`ALPHABET_INCREMENT`).
  private static let alphabetIncrement: Int32 = 8
  /// ー's number, and the context of a piece's first kana.
  private static let kanaContext = 92
  /// Buckets of numbers below 2^16 (`BUCKETS`): bucket b holds
  /// 2^b - 1 ..< 2^(b + 1) - 1; `RANK_ESCAPE` is the next number.
  private static let buckets = 16

  /// Decodes the tables.
  ///
  /// - Complexity: O(*n*) in the entries' characters and kana, times the
  ///   pieces or next characters a character has.
  init(_ text: UnsafeBufferPointer<UInt8>) {
    var d = RangeDecoder(text)
    guard !d.isEmpty else { return }
    var gaps = Numbers()
    var alphabet: [UInt32] = []
    var code = -1
    for _ in 0..<gaps.decode(&d) {
      code += 1 + gaps.decode(&d)
      // A damaged text: no scalar beyond Unicode's, no table after it.
      guard code <= 0x10FFFF else { return }
      alphabet.append(UInt32(code))
    }
    var models = Models(alphabet: alphabet.count)
    // Pieces by number: piece p is pieceKana[pieceEnds[p - 1]..<pieceEnds[p]].
    var pieceKana: [UInt8] = []
    var pieceEnds: [Int] = []
    for t in 0..<Self.count {
      var table = ReadingTable()
      // The entry's characters (by number in the alphabet) and pieces,
      // which begin as the previous entry's.
      var entry: [Int] = []
      var pieces: [Int32] = []
      var previousFirst = -1
      var previousShared = 0
      var previousDiffer = 0
      // Per place, the bucket of the last distance coded there.
      var last = [Int](repeating: 0, count: Self.maxLength)
      for _ in 0..<gaps.decode(&d) {
        let shared = models.shared[
          (t * 7 + Swift.min(entry.count, 6)) * 4 + Swift.min(previousShared, 3)
        ].decode(&d)
        guard shared <= entry.count else { break }
        let new =
          1
          + models.new[(t * 5 + Swift.min(shared, 4)) * 4 + Swift.min(entry.count - shared, 3)]
          .decode(&d)
        // Sorted: the first new character follows the previous entry's there.
        let floor = shared > 0 && shared < entry.count ? entry[shared] + 1 : 0
        let isPrefix = shared == entry.count
        // One removeLast() at a time: removeLast(_:) is a replaceSubrange,
        // 4% of the decoding (callgrind).
        while entry.count > shared { entry.removeLast() }
        for i in shared..<shared + new {
          if i == 0 {
            previousFirst += 1 + models.first[t].decode(&d)
            guard previousFirst < alphabet.count else { break }
            entry.append(previousFirst)
          } else if floor > 0 && i == shared {
            guard
              let x = models.following(
                &d, table: t, before: entry[i - 1], floor: floor, last: &last[i])
            else { break }
            entry.append(x)
          } else if let x = models.next[entry[i - 1]].decode(&d) {
            entry.append(Int(x))
          } else {
            let x = models.alphabet.decode(&d)
            guard x < alphabet.count else { break }
            models.add(x, after: entry[i - 1])
            entry.append(x)
          }
        }
        guard entry.count == shared + new else { break }
        let differ =
          shared == 0
          ? 0
          : models.same[
            (Swift.min(shared, 4) * 2 + (isPrefix ? 1 : 0)) * 3 + Swift.min(previousDiffer, 2)
          ].decode(&d)
        let same = shared - differ
        guard same >= 0 else { break }
        previousShared = shared
        previousDiffer = differ
        while pieces.count > same { pieces.removeLast() }
        for i in same..<entry.count {
          if let p = models.pieces[entry[i]].decode(&d) {
            pieces.append(p)
            continue
          }
          var k = Self.kanaContext
          for _ in 0..<models.pieceLength.decode(&d) {
            k = models.kana[k].decode(&d)
            pieceKana.append(k == Self.kanaContext ? 0x7E : UInt8(0x23 + k))
          }
          pieceEnds.append(pieceKana.count)
          let p = Int32(pieceEnds.count - 1)
          models.pieces[entry[i]].add(p)
          pieces.append(p)
        }
        table.append(entry, of: alphabet, pieces: pieces, of: pieceKana, ending: pieceEnds)
      }
      table.finish()
      switch t {
      case 0: kanji = table
      case 1: standaloneKanji = table
      case 2: surnameInitials = table
      case 3: givenNameInitials = table
      case 4: surnames = table
      case 5: givenNames = table
      default: words = table
      }
    }
  }

  /// The stream's models, as `ReadingModels` in the generator keeps them.
  private struct Models {
    var alphabet: Frequencies
    var first = Array(repeating: Numbers(), count: ReadingTables.count)
    /// Per table, previous entry's length up to 6 and its shared count up to 3.
    var shared = Array(
      repeating: Frequencies(count: ReadingTables.maxLength), count: ReadingTables.count * 7 * 4)
    /// Per table, shared count up to 4 and previous entry's characters past it up to 3.
    var new = Array(
      repeating: Frequencies(count: ReadingTables.maxLength), count: ReadingTables.count * 5 * 4)
    /// Per shared count up to 4, whether the previous entry is all shared,
    /// and the previous entry's own count of differing readings up to 2.
    var same = Array(repeating: Frequencies(count: ReadingTables.maxLength), count: 5 * 2 * 3)
    var next: [Escapes]
    /// Each character's `next` symbols, ascending.
    var followers: [[Int32]]
    /// Per bit length of the count of followers at or above the floor.
    var rank = Array(
      repeating: Frequencies(count: ReadingTables.buckets + 1), count: ReadingTables.buckets + 1)
    /// Per table and the last distance's bucket at that place.
    var distance = Array(
      repeating: Frequencies(count: ReadingTables.buckets),
      count: ReadingTables.count * ReadingTables.buckets)
    var pieces: [Escapes]
    var pieceLength = Frequencies(count: ReadingTables.maxPieceLength)
    var kana = Array(
      repeating: Frequencies(count: ReadingTables.kanaContext + 1),
      count: ReadingTables.kanaContext + 1)

    init(alphabet count: Int) {
      alphabet = Frequencies(count: count, increment: ReadingTables.alphabetIncrement)
      next = Array(repeating: Escapes(), count: count)
      followers = Array(repeating: [], count: count)
      pieces = Array(repeating: Escapes(), count: count)
    }

    /// `x` follows `before` for the first time.
    @inline(never)  // the wasm's size: two callers
    mutating func add(_ x: Int, after before: Int) {
      next[before].add(Int32(x))
      let place = followers[before].withUnsafeBufferPointer { all in
        all.indices.partitioningIndex { all[$0] >= Int32(x) }
      }
      followers[before].insert(Int32(x), at: place)
    }

    /// A character at or above `floor` at place i of an entry of table t,
    /// after `before` (`decode_following`): its rank among `before`'s
    /// followers from the floor on, or else its distance from the floor
    /// (a bucket, then the alphabet's counts in it). `nil` for a damaged
    /// stream.
    @inline(never)  // the decoder's loop stays small (the wasm's size)
    mutating func following(
      _ d: inout RangeDecoder, table t: Int, before: Int, floor: Int, last: inout Int
    ) -> Int? {
      // The follower it is, if any: read in place (no copy of the list
      // that `add` then grows).
      let seen: Int32?? = followers[before].withUnsafeBufferPointer { all in
        let lo = all.indices.partitioningIndex { Int(all[$0]) >= floor }
        let above = all.count - lo
        guard above > 0 else { return .some(nil) }
        // A damaged stream's alphabet may pass 2^16 characters.
        let length = Swift.min(Int.bitWidth - above.leadingZeroBitCount, ReadingTables.buckets)
        let b = rank[length].decode(&d)
        guard b != ReadingTables.buckets else { return .some(nil) }
        let first = (1 << b) - 1
        guard first < above else { return nil }
        return all[lo + first + d.uniform(Swift.min(2 * first + 1, above) - first)]
      }
      guard let seen else { return nil }
      if let x = seen {
        next[before].count(x)
        return Int(x)
      }
      let bucket = distance[t * ReadingTables.buckets + last].decode(&d)
      guard bucket < ReadingTables.buckets else { return nil }
      last = bucket
      let x = alphabet.decode(
        &d, from: floor + (1 << bucket) - 1, to: floor + (2 << bucket) - 1)
      guard x < followers.count else { return nil }
      add(x, after: before)
      return x
    }
  }
}
