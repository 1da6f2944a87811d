import SectionIndexBarModel
import Testing

/// Which titles a collapsed bar keeps in view: non-empty before empty, then
/// by `collapsePriority` (a locale's own letters before Latin filler).
@Suite("Collapse priority")
struct CollapsePriorityTests {
  /// Swedish: A–Z, then Å Ä Ö, then #; every section has rows.
  static func swedish(priorityOwnLetters: Bool) -> [SectionIndexItem] {
    var items = letterItems(alphabet + ["Å", "Ä", "Ö"], hash: true)
    if priorityOwnLetters {
      for index in items.indices where ["Å", "Ä", "Ö"].contains(items[index].title) {
        items[index].collapsePriority = 1
      }
    }
    return items
  }

  @Test func withoutPrioritiesSwedishLosesÅÄ() {
    // The finding of issue 17: even sampling hides Å and Ä behind "•".
    let bar = makeBar(items: Self.swedish(priorityOwnLetters: false), height: 23) {
      $0.itemSize.height = 1
    }
    #expect(!bar.rendered.contains("Å") || !bar.rendered.contains("Ä"))
  }

  @Test(arguments: [7, 11, 15, 23, 27])
  func aLocalesOwnLettersStayInView(slots: Int) {
    let bar = makeBar(items: Self.swedish(priorityOwnLetters: true), height: Double(slots)) {
      $0.itemSize.height = 1
    }
    #expect(bar.layout.isCollapsed)
    #expect(bar.layout.entries.count <= slots)
    for title in ["Å", "Ä", "Ö"] {
      #expect(bar.rendered.contains(title), "\(bar.rendered)")
    }
    #expect(bar.rendered.hasSuffix("#"))
  }

  @Test func theRestIsSampledEvenlyAroundThem() {
    let bar = makeBar(items: Self.swedish(priorityOwnLetters: true), height: 15) {
      $0.itemSize.height = 1
    }
    #expect(bar.rendered == "A•F•K•P•U•ZÅÄÖ#")
  }

  @Test func nonEmptyTitlesWinOverEmptyOnes() {
    // Rows only under B, Q and W: even sampling would show empty A, G, N, …
    let items = SectionIndexItem.items(
      indexTitles: alphabet + ["#"], sectionTitles: ["B", "Q", "W"])
    let bar = makeBar(items: items, height: 8) { $0.itemSize.height = 1 }
    // B, Q and W first; the slot left over samples the empty titles.
    #expect(bar.rendered == "AB•Q•W•#")
  }

  @Test func priorityDoesNotBeatRows() {
    // Kana rows of a Japanese index are the locale's own, but here empty:
    // the Latin titles that have rows come first.
    var items = SectionIndexItem.items(
      indexTitles: ["あ", "か", "さ", "た", "な"] + alphabet + ["#"],
      sectionTitles: ["D", "K", "T"])
    for index in 0..<5 { items[index].collapsePriority = 1 }
    let bar = makeBar(items: items, height: 9) { $0.itemSize.height = 1 }
    for title in ["D", "K", "T"] {
      #expect(bar.rendered.contains(title), "\(bar.rendered)")
    }
  }

  @Test("every item is covered once, in order, for every height")
  func structure() {
    var items = SectionIndexItem.items(
      indexTitles: ["あ", "か", "さ", "た", "な"] + alphabet + ["他", "#"],
      sectionTitles: ["あ", "さ", "な", "B", "Q", "他"])
    for index in items.indices where items[index].title.map({ !alphabet.contains($0) }) == true {
      items[index].collapsePriority = 1
    }
    for slots in 1...40 {
      let bar = makeBar(items: items, height: Double(slots)) { $0.itemSize.height = 1 }
      let entries = bar.layout.entries
      #expect(entries.count <= slots, "\(slots) slots: \(bar.rendered)")
      #expect(entries.flatMap(\.coveredItems) == Array(items.indices))
      for (a, b) in zip(entries, entries.dropFirst()) {
        #expect(a.item != nil || b.item != nil, "\(bar.rendered)")
      }
      #expect(entries.contains { $0.item != nil })
    }
  }
}
