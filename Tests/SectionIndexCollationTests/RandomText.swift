import TestSupport

/// Seeded random strings made of chosen pieces (marks, contractions, kana,
/// Han…), so that a failing run repeats.
///
///     var text = RandomText(pieces: ["a", "e\u{301}", "曾"], seed: 7)
///     let strings = (0..<100).map { _ in text.next(1...8) }
struct RandomText {
  let pieces: [String]
  var random: SplitMix64

  init(pieces: [String], seed: UInt64) {
    self.pieces = pieces
    random = SplitMix64(seed: seed)
  }

  /// A string of a random number of pieces in `count`, each drawn at random.
  mutating func next(_ count: ClosedRange<Int>) -> String {
    (0..<Int.random(in: count, using: &random)).map { _ in
      pieces.randomElement(using: &random)!
    }.joined()
  }
}
