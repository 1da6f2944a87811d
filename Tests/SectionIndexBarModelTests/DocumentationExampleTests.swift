import SectionIndexBarModel
import Testing

/// The examples of the DocC landing page and the guide, kept honest.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  @Test func landingPage() throws {
    var bar = SectionIndexBar(
      items: SectionIndexItem.items(
        indexTitles: ["A", "B", "C", "D", "#"], sectionTitles: ["A", "C", "#"],
        includesSearch: true),
      bounds: IndexBarRect(x: 355, y: 88, width: 20, height: 600))
    #expect(bar.rendered == "⌕ABCD#")
    let point = bar.layout.entries[3].frame.center
    let events = bar.touchBegan(at: point) + bar.touchEnded(at: point)
    #expect(scrolls(events) == [1])
    #expect(events.contains(.haptic))
    let scrolled = bar.scrollViewDidScroll(
      .stacked(sectionHeights: [300, 500, 80], contentOffsetY: 310, viewportHeight: 600))
    // C (section 1) was selected and is now at the top: the selection has arrived.
    #expect(scrolled == [])
    #expect(bar.highlightedTitle == "C")
  }

  @Test func guideTerminalExample() {
    var configuration = SectionIndexBar.Configuration()
    configuration.itemSize = IndexBarSize(width: 2, height: 1)
    configuration.minimumHitWidth = 2
    configuration.displayScale = 1
    let bar = SectionIndexBar(
      items: letterItems(search: true, hash: true),
      bounds: IndexBarRect(x: 78, y: 1, width: 2, height: 24), configuration: configuration)
    #expect(bar.rendered == "⌕A•D•F•I•K•N•P•S•U•X•Z#")
    #expect(bar.layout.entries.count == 23)
    #expect(bar.layout.entries.allSatisfy { $0.frame.minY == $0.frame.minY.rounded() })
  }

  @Test func typeExample() {
    var bar = SectionIndexBar(
      items: SectionIndexItem.items(
        indexTitles: ["A", "B", "C", "#"], sectionTitles: ["A", "C", "#"]),
      bounds: IndexBarRect(x: 355, y: 0, width: 20, height: 600))
    let center = bar.layout.entries[2].frame.center
    #expect(scrolls(bar.touchBegan(at: center)) == [1])
    #expect(bar.touchEnded(at: center).last == .touchesEnded)
  }
}
