// Collapsing a crowded bar the way iOS does: keep the search item first and `#`
// last, then alternate evenly sampled titles with a placeholder, ending on the last
// real title. Each placeholder stands for the titles between its neighbours, so a
// finger sliding over it still reaches every one of them.

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
  /// - Returns: Runs covering `0..<count` in order, without gaps.
  /// - Complexity: O(`min(count, slots)`).
  static func collapsedRuns(
    count: Int, slots: Int, pinsFirst: Bool, pinsLast: Bool
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
    if titles == 1 {
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
}
