import SectionIndexAlgorithms

// Collapsing a crowded bar the way iOS does: keep the search item first and `#`
// last, then alternate evenly sampled titles with a placeholder, ending on the last
// real title. Each placeholder stands for the titles between its neighbours, so a
// finger sliding over it still reaches every one of them.
//
// When the items differ in rank (non-empty before empty, then by
// `collapsePriority`), the titles kept are chosen rank by rank instead, each
// rank sampled evenly, and as many as fit with a placeholder in every gap
// between them (before the first and after the last too).

extension SectionIndexBar {
  /// One entry of a collapsed bar: the run of shown items it covers and the one it
  /// displays (`nil` for a placeholder).
  struct CollapsedRun: Hashable {
    var range: Range<Int>
    var representative: Int?
  }

  /// Splits `count` shown items into at most `slots` entries.
  ///
  /// - Parameters:
  ///   - count: The number of shown items.
  ///   - slots: The number of entries that fit.
  ///   - pinsFirst: Whether the first item (the search item) must stay first.
  ///   - pinsLast: Whether the last item (`#`) must stay last.
  ///   - ranks: Each shown item's rank, higher kept in view first; `nil` or
  ///     all equal samples evenly.
  /// - Returns: Runs covering `0..<count` in order, without gaps.
  /// - Complexity: O(`min(count, slots)`) for equal ranks, else
  ///   O(`count` × `slots`).
  static func collapsedRuns(
    count: Int, slots: Int, pinsFirst: Bool, pinsLast: Bool, ranks: [Rank]? = nil
  ) -> [CollapsedRun] {
    guard count > 0, slots > 0 else { return [] }
    if count <= slots {
      return (0..<count).map { CollapsedRun(range: $0..<$0 + 1, representative: $0) }
    }
    var leading = pinsFirst && count > 1 ? 1 : 0
    var trailing = pinsLast && count - leading > 1 ? 1 : 0
    // Too few slots for the pins and one title: drop `#`, then the search item.
    if slots - leading - trailing < 1 { trailing = 0 }
    if slots - leading - trailing < 1 { leading = 0 }
    let low = leading
    let high = count - trailing
    let middle = high - low
    // Titles and placeholders alternate, starting and ending on a title: an odd count.
    var available = slots - leading - trailing
    if available.isMultiple(of: 2) { available -= 1 }
    let titles = (available + 1) / 2

    var runs: [CollapsedRun] = []
    runs.reserveCapacity(available + 2)
    if leading == 1 { runs.append(CollapsedRun(range: 0..<1, representative: 0)) }
    if let ranks, let first = ranks[low..<high].first,
      ranks[low..<high].contains(where: { $0 != first })
    {
      runs += rankedRuns(low..<high, ranks: ranks, room: slots - leading - trailing)
    } else if titles == 1 {
      // One slot for all the middle: show the last title, reach them all.
      runs.append(CollapsedRun(range: low..<high, representative: high - 1))
    } else {
      var previous = -1
      for title in 0..<titles {
        // Round half up of low + title * (middle - 1) / (titles - 1), in integers.
        let position =
          low + (2 * title * (middle - 1) + (titles - 1)) / (2 * (titles - 1))
        if previous >= 0 && position - previous > 1 {
          runs.append(CollapsedRun(range: previous + 1..<position, representative: nil))
        }
        runs.append(CollapsedRun(range: position..<position + 1, representative: position))
        previous = position
      }
    }
    if trailing == 1 {
      runs.append(CollapsedRun(range: count - 1..<count, representative: count - 1))
    }
    return runs
  }

  /// How strongly collapsing keeps an item's title: items with rows first,
  /// then by ``SectionIndexItem/collapsePriority``.
  struct Rank: Hashable, Comparable {
    var hasRows: Bool
    var priority: Int

    init(_ item: SectionIndexItem) {
      hasRows = !item.isEmpty
      priority = item.collapsePriority
    }

    init(hasRows: Bool, priority: Int) {
      self.hasRows = hasRows
      self.priority = priority
    }

    static func < (lhs: Rank, rhs: Rank) -> Bool {
      (lhs.hasRows ? 1 : 0, lhs.priority) < (rhs.hasRows ? 1 : 0, rhs.priority)
    }
  }

  /// The runs of `range` when its items differ in rank: the most titles that
  /// fit in `room` entries with a placeholder in each gap, chosen rank by
  /// rank from the highest.
  private static func rankedRuns(_ range: Range<Int>, ranks: [Rank], room: Int) -> [CollapsedRun] {
    // The distinct ranks, highest first (sorted, repeats dropped: no Set
    // and its hashing for so few).
    var levels: [Rank] = []
    for rank in Array(ranks[range]).indexSorted(by: >) where levels.last != rank {
      levels.append(rank)
    }
    let byLevel = levels.map { level in range.filter { ranks[$0] == level } }

    func chosen(_ titles: Int) -> [Int] {
      var picked: [Int] = []
      for positions in byLevel {
        let need = titles - picked.count
        if need <= 0 { break }
        if positions.count <= need {
          picked += positions
        } else if need == 1 {
          picked.append(positions[0])
        } else {
          // Evenly spaced, the first and the last included (round half up).
          for k in 0..<need {
            picked.append(
              positions[(2 * k * (positions.count - 1) + (need - 1)) / (2 * (need - 1))])
          }
        }
      }
      return picked.sorted()
    }

    func runs(_ picked: [Int]) -> [CollapsedRun] {
      var runs: [CollapsedRun] = []
      var next = range.lowerBound
      for position in picked {
        if position > next {
          runs.append(CollapsedRun(range: next..<position, representative: nil))
        }
        runs.append(CollapsedRun(range: position..<position + 1, representative: position))
        next = position + 1
      }
      if next < range.upperBound {
        runs.append(CollapsedRun(range: next..<range.upperBound, representative: nil))
      }
      return runs
    }

    var titles = min(room, range.count)
    while titles > 1 {
      let candidate = runs(chosen(titles))
      if candidate.count <= room { return candidate }
      titles -= 1
    }
    // One title that must stand for everything: the best one, reaching all.
    let best = chosen(1).first ?? range.upperBound - 1
    if room >= 3 || (room == 2 && (best == range.lowerBound || best == range.upperBound - 1)) {
      let single = runs([best])
      if single.count <= room { return single }
    }
    return [CollapsedRun(range: range, representative: best)]
  }
}
