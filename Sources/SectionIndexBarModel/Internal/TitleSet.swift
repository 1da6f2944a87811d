import SectionIndexAlgorithms

/// A set of titles matched as `Set<String>` matches them (canonical
/// equivalence), decided with the package's own normalization tables
/// (`canonicalScalars`): `Set<String>` would link Embedded Swift's, and the
/// web build's bar needs none (``SectionIndexBar/Configuration/pinnedTrailingTitles``).
struct TitleSet: Sendable, Hashable {
  /// The titles, no two canonically equivalent.
  private(set) var titles: [String] = []
  /// Each title's canonical decomposition, in the same order.
  private var keys: [[UInt32]] = []

  init(_ titles: some Sequence<String>) {
    for title in titles {
      let key = title.canonicalScalars
      if !keys.contains(key) {
        self.titles.append(title)
        keys.append(key)
      }
    }
  }

  /// Whether a title canonically equivalent to `title` is in the set.
  ///
  /// - Complexity: O(*n*) for *n* titles, plus decomposing `title`.
  func contains(_ title: String) -> Bool {
    keys.contains(title.canonicalScalars)
  }

  /// The same titles up to canonical equivalence, in any order (as two
  /// `Set<String>` are equal).
  static func == (lhs: TitleSet, rhs: TitleSet) -> Bool {
    lhs.keys.count == rhs.keys.count && lhs.keys.allSatisfy { rhs.keys.contains($0) }
  }

  /// Independent of the titles' order, as `Set`'s hash is.
  func hash(into hasher: inout Hasher) {
    var combined = 0
    for key in keys {
      var one = Hasher()
      one.combine(key)
      combined ^= one.finalize()
    }
    hasher.combine(combined)
  }
}
