import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords
import Testing

@testable import section_index

/// Terminal column widths by East Asian Width.
@Suite struct BrowseDisplayWidthTests {
  @Test(arguments: [
    ("Åland", 5), ("日本", 4), ("にほん", 6), ("한국", 4), ("ＡＢ", 4), ("e\u{301}", 1),
    ("Ελλάδα", 6), ("Россия", 6), ("🇸🇪", 2), ("👍", 2), ("☺\u{FE0F}", 2), ("", 0),
    ("a\u{200B}b", 2), ("ไทย", 3), ("각", 2), ("\u{1100}\u{1161}", 2),
  ])
  func widths(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test func scalars() {
    #expect(DisplayWidth.of(Unicode.Scalar(0x41)!) == 1)
    #expect(DisplayWidth.of(Unicode.Scalar(0x4E00)!) == 2)
    #expect(DisplayWidth.of(Unicode.Scalar(0x0301)!) == 0)
    #expect(DisplayWidth.of(Unicode.Scalar(0x07)!) == 0)
    #expect(DisplayWidth.isWide(0x3000))
    #expect(!DisplayWidth.isWide(0x00C5))
    #expect(DisplayWidth.isWide(0x2_0000))  // CJK Extension B
  }

  @Test func generatedRangesAreSortedAndDisjoint() {
    let ranges = DisplayWidth.wideRanges
    #expect(ranges.count > 50)
    for (a, b) in zip(ranges, ranges.dropFirst()) {
      #expect(a.upperBound < b.lowerBound)
    }
  }

  @Test func fittedNeverSplitsAWideCharacter() {
    #expect(ScreenRenderer.fitted("日本語", width: 5) == "日本")
    #expect(ScreenRenderer.fitted("abc", width: 2) == "ab")
    #expect(ScreenRenderer.fitted("abc", width: 0) == "")
  }
}
