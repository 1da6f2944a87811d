import Testing

@testable import SectionIndexCollation

/// The collection ``IndexedSections``: its elements, titles, title-to-section
/// mapping, `joined` and equality, on hand-built sections and on a real index.
@Suite struct IndexedSectionsTests {
  typealias Sections = IndexedSections<String>

  /// Titles A–E with sections at B and D only: A is empty before, C between and
  /// E after the non-empty ones.
  static let sparse = Sections(
    indexTitles: ["A", "B", "C", "D", "E"],
    sections: [
      .init(title: "B", titleIndex: 1, items: ["Bea", "Bob"]),
      .init(title: "D", titleIndex: 3, items: ["Dan"]),
    ])

  @Test func collectionReachesEachSection() {
    let s = Self.sparse
    #expect(s.startIndex == 0)
    #expect(s.endIndex == 2)
    #expect(s.count == 2)
    #expect(s[0].title == "B")
    #expect(s[0].titleIndex == 1)
    #expect(s[0].items == ["Bea", "Bob"])
    #expect(s[1].title == "D")
    #expect(s[1].items == ["Dan"])
  }

  @Test func titles() {
    #expect(Self.sparse.indexTitles == ["A", "B", "C", "D", "E"])
    #expect(Self.sparse.sectionTitles == ["B", "D"])
  }

  @Test(arguments: [
    (0, 0),  // A: empty before the first section → the first
    (1, 0),  // B: its own
    (2, 1),  // C: empty between → the next
    (3, 1),  // D: its own
    (4, 1),  // E: empty after the last → the last
  ])
  func titleLeadsToSection(titleIndex: Int, section: Int) {
    #expect(Self.sparse.section(forIndexTitleAt: titleIndex) == section)
  }

  @Test(arguments: [-1, 5, Int.max, Int.min])
  func titleOutOfRangeLeadsNowhere(titleIndex: Int) {
    #expect(Self.sparse.section(forIndexTitleAt: titleIndex) == nil)
  }

  @Test(arguments: [0, 1, 2])
  func noSectionsLeadNowhere(titleIndex: Int) {
    let empty = Sections(indexTitles: ["A", "B", "C"], sections: [])
    #expect(empty.isEmpty)
    #expect(empty.sectionTitles.isEmpty)
    #expect(empty.joined.isEmpty)
    #expect(empty.section(forIndexTitleAt: titleIndex) == nil)
  }

  @Test func joinedKeepsSectionAndItemOrder() {
    #expect(Self.sparse.joined == ["Bea", "Bob", "Dan"])
  }

  @Test func equalityComparesTitlesAndSections() {
    let same = Sections(
      indexTitles: ["A", "B", "C", "D", "E"],
      sections: [
        .init(title: "B", titleIndex: 1, items: ["Bea", "Bob"]),
        .init(title: "D", titleIndex: 3, items: ["Dan"]),
      ])
    let otherItems = Sections(
      indexTitles: ["A", "B", "C", "D", "E"],
      sections: [
        .init(title: "B", titleIndex: 1, items: ["Bea"]),
        .init(title: "D", titleIndex: 3, items: ["Dan"]),
      ])
    let otherTitles = Sections(
      indexTitles: ["A", "B", "C", "D"],
      sections: [
        .init(title: "B", titleIndex: 1, items: ["Bea", "Bob"]),
        .init(title: "D", titleIndex: 3, items: ["Dan"]),
      ])
    #expect(Self.sparse == same)
    #expect(Self.sparse != otherItems)
    #expect(Self.sparse != otherTitles)
  }

  @Test func documentedExample() {
    let sections = IndexedCollation(locale: "en").sections(of: ["Dan", "Bea"])
    #expect(sections.map(\.title) == ["B", "D"])
    #expect(sections.sectionTitles == ["B", "D"])
    #expect(sections.indexTitles.count == 27)
    #expect(sections.section(forIndexTitleAt: 2) == 1)
    #expect(sections.joined == ["Bea", "Dan"])
  }
}
