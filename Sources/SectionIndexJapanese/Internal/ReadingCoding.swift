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
  /// The contexts of `shared` (per table and previous length up to 4) and
  /// `new` (per table and shared count up to 3).
  private static let maxLength = 24
  private static let maxPieceLength = 16
  /// What the alphabet's counts grow by (`ALPHABET_INCREMENT`).
  private static let alphabetIncrement: Int32 = 8
  /// ー's number, and the context of a piece's first kana.
  private static let kanaContext = 92

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
      for _ in 0..<gaps.decode(&d) {
        let shared = models.shared[t * 5 + Swift.min(entry.count, 4)].decode(&d)
        let new = 1 + models.new[t * 4 + Swift.min(shared, 3)].decode(&d)
        guard shared <= entry.count else { break }
        // Sorted: the first new character follows the previous entry's there.
        let floor = shared > 0 && shared < entry.count ? entry[shared] + 1 : 0
        // One removeLast() at a time: removeLast(_:) is a replaceSubrange,
        // 4% of the decoding (callgrind).
        while entry.count > shared { entry.removeLast() }
        for i in shared..<shared + new {
          if i == 0 {
            previousFirst += 1 + models.first[t].decode(&d)
            guard previousFirst < alphabet.count else { break }
            entry.append(previousFirst)
          } else if let x = models.next[entry[i - 1]].decode(
            &d, from: Int32(i == shared ? floor : 0))
          {
            entry.append(Int(x))
          } else {
            let x = models.alphabet.decode(&d, from: i == shared ? floor : 0)
            guard x < alphabet.count else { break }
            models.next[entry[i - 1]].add(Int32(x))
            entry.append(x)
          }
        }
        guard entry.count == shared + new else { break }
        let same = shared == 0 ? 0 : shared - models.same[Swift.min(shared, 4)].decode(&d)
        guard same >= 0 else { break }
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
    var shared = Array(
      repeating: Frequencies(count: ReadingTables.maxLength), count: ReadingTables.count * 5)
    var new = Array(
      repeating: Frequencies(count: ReadingTables.maxLength), count: ReadingTables.count * 4)
    var same = Array(repeating: Frequencies(count: ReadingTables.maxLength), count: 5)
    var next: [Escapes]
    var pieces: [Escapes]
    var pieceLength = Frequencies(count: ReadingTables.maxPieceLength)
    var kana = Array(
      repeating: Frequencies(count: ReadingTables.kanaContext + 1),
      count: ReadingTables.kanaContext + 1)

    init(alphabet count: Int) {
      alphabet = Frequencies(count: count, increment: ReadingTables.alphabetIncrement)
      next = Array(repeating: Escapes(), count: count)
      pieces = Array(repeating: Escapes(), count: count)
    }
  }
}
