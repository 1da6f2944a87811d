import SectionIndexBarModel
import Testing

@Suite("SectionIndexItem")
struct SectionIndexItemTests {
  struct MappingCase: Sendable, CustomTestStringConvertible {
    var indexTitles: [String]
    var sectionTitles: [String]
    var sections: [Int?]
    var empty: [Bool]
    var testDescription: String { "\(indexTitles) ← \(sectionTitles)" }
  }

  static let mappingCases: [MappingCase] = [
    .init(
      indexTitles: ["A", "B", "C", "#"], sectionTitles: ["A", "C"],
      sections: [0, 1, 1, 1], empty: [false, true, false, true]),
    .init(
      indexTitles: ["A", "B", "C"], sectionTitles: ["C"],
      sections: [0, 0, 0], empty: [true, true, false]),
    .init(
      indexTitles: ["A", "B", "C"], sectionTitles: ["A", "B", "C"],
      sections: [0, 1, 2], empty: [false, false, false]),
    .init(
      indexTitles: ["A", "B"], sectionTitles: [],
      sections: [nil, nil], empty: [true, true]),
    .init(
      indexTitles: ["A", "B", "C"], sectionTitles: ["★", "B"],
      sections: [1, 1, 1], empty: [true, false, true]),
    .init(indexTitles: [], sectionTitles: ["A"], sections: [], empty: []),
  ]

  @Test("index title → nearest following section", arguments: mappingCases)
  func mapping(_ test: MappingCase) {
    let items = SectionIndexItem.items(
      indexTitles: test.indexTitles, sectionTitles: test.sectionTitles)
    #expect(items.map(\.section) == test.sections)
    #expect(items.map(\.isEmpty) == test.empty)
    #expect(items.map(\.title) == test.indexTitles)
  }

  /// By position: the same items as by title for the cases above, where
  /// titles are distinct.
  @Test("by title position = by title text", arguments: mappingCases)
  func mappingByPosition(_ test: MappingCase) {
    let positions = test.sectionTitles.map { test.indexTitles.firstIndex(of: $0) }
    let items = SectionIndexItem.items(
      indexTitles: test.indexTitles, sectionTitleIndices: positions)
    #expect(items.map(\.section) == test.sections)
    #expect(items.map(\.isEmpty) == test.empty)
  }

  /// Positions tell apart titles that read the same (two locales' "A", or a
  /// title repeated by a caller), which text cannot.
  @Test func positionsTellRepeatedTitlesApart() {
    let items = SectionIndexItem.items(
      indexTitles: ["A", "B", "A", "#"], sectionTitleIndices: [2, 3])
    #expect(items.map(\.section) == [0, 0, 0, 1])
    #expect(items.map(\.isEmpty) == [true, true, false, false])
    let byText = SectionIndexItem.items(
      indexTitles: ["A", "B", "A", "#"], sectionTitles: ["A", "#"])
    #expect(byText.map(\.isEmpty) == [false, true, true, false])
  }

  @Test func searchItemComesFirstAndScrollsToTop() throws {
    let items = SectionIndexItem.items(
      indexTitles: ["A"], sectionTitles: ["A"], includesSearch: true)
    let search = try #require(items.first)
    #expect(search.kind == .search)
    #expect(search.section == nil)
    #expect(items[1].section == 0)
  }

  @Test func imageItems() {
    let item = SectionIndexItem(
      title: nil, image: "star", selectedImage: "star.fill", accessibilityLabel: "Favourites",
      section: 0)
    #expect(item.kind == .title)
    #expect(item.title == nil)
    #expect(item.image == "star")
    #expect(item.selectedImage == "star.fill")
  }
}
