import SectionIndexBarModel
import Testing

/// The bugs the issue tracker of every UIKit index view repeats, one test each.
@Suite("Regressions from other index views")
struct RegressionTests {
  @Test(
    "SCIndexView #44, #15: the highlight lands one section off after a jump",
    arguments: [
      (offset: 99.6, inset: 0.0), (offset: 100.4, inset: 0), (offset: 35.5, inset: 64),
      (offset: 36, inset: 64), (offset: 36.4, inset: 64),
    ])
  func highlightNotOneSectionOff(offset: Double, inset: Double) {
    var bar = makeBar()
    // The list placed B at the top, give or take the rounding of its scroll code.
    bar.scrollViewDidScroll(
      .stacked(
        sectionHeights: Array(repeating: 100, count: 26), contentOffsetY: offset,
        adjustedContentInset: IndexBarEdgeInsets(top: inset), viewportHeight: 600))
    #expect(bar.highlightedTitle == "B")
  }

  @Test("SCIndexView #44: a touch on a title's centre selects that title, not a neighbour")
  func touchSelectsTheTitleUnderTheFinger() {
    for height in stride(from: 100.0, through: 800, by: 7) {
      var bar = makeBar(items: letterItems(search: true, hash: true), height: height)
      for entry in bar.layout.entries where entry.item != nil && entry.coveredItems.count == 1 {
        bar.touchBegan(at: entry.frame.center)
        #expect(bar.highlightedItem == entry.item, "height \(height)")
        bar.touchEnded(at: entry.frame.center)
      }
    }
  }

  @Test(
    "SCIndexView #42, #46, #53: the last short sections can be highlighted",
    arguments: ["X", "Y", "Z"])
  func lastShortSections(title: String) {
    var bar = makeBar()
    let heights = Array(repeating: 100.0, count: 23) + [100, 40, 30]
    let bottom = SectionIndexBar.ListGeometry.stacked(
      sectionHeights: heights, contentOffsetY: 1870, viewportHeight: 600)
    // By touch.
    let center = bar.center(of: title)!
    bar.touchBegan(at: center)
    bar.touchEnded(at: center)
    bar.scrollViewDidScroll(bottom)
    #expect(bar.highlightedTitle == title)
    // By key.
    bar.select(title: "A")
    bar.scrollViewDidScroll(
      .stacked(sectionHeights: heights, contentOffsetY: 0, viewportHeight: 600))
    bar.select(title: title)
    bar.scrollViewDidScroll(bottom)
    #expect(bar.highlightedTitle == title)
  }

  @Test("MYTableViewIndex #8: touching an empty index does not crash")
  func touchingAnEmptyIndex() {
    var bar = makeBar(items: [])
    #expect(bar.touchBegan(at: IndexBarPoint(x: 365, y: 300)) == [])
    #expect(bar.touchMoved(to: IndexBarPoint(x: 365, y: 310)) == [])
    #expect(bar.touchEnded(at: IndexBarPoint(x: 365, y: 310)) == [])
    #expect(
      bar.scrollViewDidScroll(.stacked(sectionHeights: [], contentOffsetY: 0, viewportHeight: 600))
        == [])
    #expect(bar.accessibilityIncrement() == [])
    #expect(bar.highlightedItem == nil)
  }

  @Test("azlistview #73, #30: letters never overflow a short bar", arguments: [false, true])
  func noOverflow(collapses: Bool) {
    for height in stride(from: 1.0, through: 500, by: 3) {
      let bar = makeBar(items: letterItems(search: true, hash: true), height: height) {
        $0.collapsesWhenCrowded = collapses
      }
      for entry in bar.layout.entries {
        #expect(
          entry.frame.minY >= -1e-9 && entry.frame.maxY <= height + 1e-9,
          "height \(height): \(entry.frame)")
      }
    }
  }

  @Test("No VoiceOver support: the bar is one adjustable element")
  func voiceOver() {
    var bar = makeBar(items: letterItems(search: true))
    #expect(bar.accessibilityIncrement().last == .announcement("Search"))
    #expect(bar.accessibilityIncrement().last == .announcement("A"))
    #expect(bar.accessibilityValue == "A")
  }

  @Test("SectionIndexView: the touches-occurred notification never fires")
  func touchesBeganAndEndedAlwaysReported() {
    var bar = makeBar()
    let began = bar.touchBegan(at: IndexBarPoint(x: 365, y: 300))
    #expect(began.first == .touchesBegan)
    // Even a touch that selects nothing new reports both ends.
    let ended = bar.touchEnded(at: IndexBarPoint(x: 365, y: 300))
    #expect(ended.last == .touchesEnded)
    let again = bar.touchBegan(at: IndexBarPoint(x: 365, y: 300))
    #expect(again.first == .touchesBegan)
    #expect(!again.contains(.haptic))
  }
}
