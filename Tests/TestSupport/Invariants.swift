/// A broken promise of ``IndexedCollation/sections(of:by:)``, described for a
/// test failure message.
public struct SectionInvariantViolation: CustomStringConvertible, Sendable, Hashable {
  /// What went wrong, with the offending titles or records.
  public var description: String

  public init(_ description: String) { self.description = description }
}

/// Checks the promises every sectioned result keeps, whatever the locale and input.
///
///     let sections = collation.sections(of: names)
///     #expect(checkSectionInvariants(sections, input: names, collation: collation).isEmpty)
///
/// The promises:
/// - every input record is in exactly one section, and the joined sections are a
///   permutation of the input (same records, same multiplicities);
/// - the index titles are the collation's ``IndexedCollation/sectionTitles``;
/// - sections are non-empty and in index-title order: strictly increasing
///   `titleIndex`, and each section's title is `indexTitles[titleIndex]`;
/// - each section's items are in collation order, and each item's
///   ``IndexedCollation/section(for:)`` is its section's `titleIndex`.
///
/// - Parameters:
///   - sections: The result under test.
///   - input: The records it was made from.
///   - collation: The collation that made it.
/// - Returns: The violations found; empty when every promise holds.
/// - Complexity: O(*n* log *n*) for *n* records.
public func checkSectionInvariants(
  _ sections: IndexedSections<String>, input: [String], collation: IndexedCollation
) -> [SectionInvariantViolation] {
  var violations: [SectionInvariantViolation] = []
  func fail(_ message: String) {
    // Enough to diagnose; a broken engine should not produce megabytes of text.
    if violations.count < 50 { violations.append(SectionInvariantViolation(message)) }
  }

  if sections.indexTitles != collation.sectionTitles {
    fail(
      "index titles \(sections.indexTitles) differ from the collation's \(collation.sectionTitles)")
  }

  // Sections in index-title order, each non-empty and titled by its index.
  var previousTitleIndex = -1
  for section in sections {
    if section.items.isEmpty { fail("section \(section.title.debugDescription) is empty") }
    if !sections.indexTitles.indices.contains(section.titleIndex) {
      fail(
        "section \(section.title.debugDescription) has titleIndex \(section.titleIndex) out of range"
      )
      continue
    }
    if sections.indexTitles[section.titleIndex] != section.title {
      fail(
        "section titled \(section.title.debugDescription) has titleIndex \(section.titleIndex), "
          + "which is \(sections.indexTitles[section.titleIndex].debugDescription)")
    }
    if section.titleIndex <= previousTitleIndex {
      fail(
        "section \(section.title.debugDescription) (titleIndex \(section.titleIndex)) follows titleIndex \(previousTitleIndex)"
      )
    }
    previousTitleIndex = section.titleIndex

    // Items belong here and are in collation order.
    for item in section.items {
      let expected = collation.section(for: item)
      if expected != section.titleIndex {
        fail(
          "\(item.debugDescription) is in \(section.title.debugDescription) but section(for:) says "
            + "\(collation.sectionTitles[expected].debugDescription)")
      }
    }
    for (a, b) in zip(section.items, section.items.dropFirst())
    where collation.compare(a, b) == .descending {
      fail(
        "in \(section.title.debugDescription), \(a.debugDescription) precedes \(b.debugDescription) but sorts after it"
      )
    }
  }

  // Every record in exactly one section: the joined sections are a permutation of the input.
  var counts: [String: Int] = [:]
  for record in input { counts[record, default: 0] += 1 }
  for record in sections.joined { counts[record, default: 0] -= 1 }
  for (record, count) in counts.sorted(by: {
    $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars)
  })
  where count != 0 {
    fail(
      count > 0
        ? "\(record.debugDescription) is missing \(count) time(s) from the sections"
        : "\(record.debugDescription) appears \(-count) extra time(s) in the sections")
  }
  let joinedCount = sections.reduce(0) { $0 + $1.items.count }
  if joinedCount != input.count {
    fail("the sections hold \(joinedCount) records for \(input.count) input records")
  }
  return violations
}
