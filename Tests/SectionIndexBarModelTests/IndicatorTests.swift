import SectionIndexBarModel
import Testing

@Suite("Indicator")
struct IndicatorTests {
  typealias Configuration = SectionIndexBar.Configuration

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bounds = IndexBarRect(x: 355, y: 0, width: 20, height: 600)
    var configure: @Sendable (inout Configuration) -> Void
    /// Touch positions (y) after a began at the centre of "C".
    var moves: [Double]
    /// The indicator frame after the began and after each move.
    var frames: [IndexBarRect]
    var testDescription: String { name }
  }

  static let c = TouchStep.at(2)
  static let d = TouchStep.at(3)

  static let cases: [Case] = [
    Case(
      name: "beside the highlighted item (SectionIndexView's default)",
      configure: { _ in },
      moves: [c + 5, d, -100],
      frames: [
        .init(x: 285, y: c - 25, width: 50, height: 50),
        .init(x: 285, y: c - 25, width: 50, height: 50),
        .init(x: 285, y: d - 25, width: 50, height: 50),
        .init(x: 285, y: 105 + 7.5 - 25, width: 50, height: 50),
      ]),
    Case(
      name: "follows the finger within the column",
      configure: { $0.indicatorPosition = .finger },
      moves: [c + 5, -100, 10_000],
      frames: [
        .init(x: 285, y: c - 25, width: 50, height: 50),
        .init(x: 285, y: c + 5 - 25, width: 50, height: 50),
        .init(x: 285, y: 105 - 25, width: 50, height: 50),
        .init(x: 285, y: 495 - 25, width: 50, height: 50),
      ]),
    Case(
      name: "always in centre Y",
      configure: { $0.isItemIndicatorAlwaysInCenterY = true },
      moves: [d, 10_000],
      frames: Array(repeating: .init(x: 285, y: 275, width: 50, height: 50), count: 3)),
    Case(
      name: "horizontal offset and size",
      configure: {
        $0.itemIndicatorHorizontalOffset = -8
        $0.indicatorSize = IndexBarSize(width: 60, height: 40)
      },
      moves: [],
      frames: [.init(x: 287, y: c - 20, width: 60, height: 40)]),
    Case(
      name: "right to left mirrors the offset",
      bounds: .init(x: 0, y: 0, width: 20, height: 600),
      configure: { $0.layoutDirection = .rightToLeft },
      moves: [],
      frames: [.init(x: 40, y: c - 25, width: 50, height: 50)]),
  ]

  @Test("frame for position, offset, size and direction", arguments: cases)
  func frames(_ test: Case) throws {
    var configuration = Configuration()
    test.configure(&configuration)
    var bar = SectionIndexBar(
      items: letterItems(), bounds: test.bounds, configuration: configuration)
    let x = test.bounds.midX
    let began = bar.touchBegan(at: IndexBarPoint(x: x, y: Self.c))
    #expect(began.last == .indicatorShown(frame: test.frames[0]))
    #expect(bar.indicatorFrame == test.frames[0])
    for (y, frame) in zip(test.moves, test.frames.dropFirst()) {
      bar.touchMoved(to: IndexBarPoint(x: x, y: y))
      #expect(bar.indicatorFrame == frame, "y = \(y)")
    }
    let ended = bar.touchEnded(at: IndexBarPoint(x: x, y: 0))
    #expect(Array(ended.suffix(2)) == [.indicatorHidden, .touchesEnded])
    #expect(bar.indicatorFrame == nil)
  }

  @Test func movedOnlyWhenSomethingChanges() {
    var bar = makeBar()
    bar.touchBegan(at: IndexBarPoint(x: 365, y: Self.c))
    #expect(bar.touchMoved(to: IndexBarPoint(x: 365, y: Self.c + 3)) == [])
    let moved = bar.touchMoved(to: IndexBarPoint(x: 365, y: Self.d))
    #expect(
      moved.last == .indicatorMoved(frame: .init(x: 285, y: Self.d - 25, width: 50, height: 50)))
  }

  @Test func centredIndicatorStillRedrawsForANewTitle() {
    var bar = makeBar { $0.isItemIndicatorAlwaysInCenterY = true }
    bar.touchBegan(at: IndexBarPoint(x: 365, y: Self.c))
    let moved = bar.touchMoved(to: IndexBarPoint(x: 365, y: Self.d))
    #expect(moved.last == .indicatorMoved(frame: .init(x: 285, y: 275, width: 50, height: 50)))
  }

  @Test func hiddenOnCancel() {
    var bar = makeBar()
    bar.touchBegan(at: IndexBarPoint(x: 365, y: Self.c))
    #expect(bar.touchCancelled() == [.indicatorHidden, .touchesCancelled])
  }

  @Test func noIndicatorWhenTurnedOff() {
    var bar = makeBar { $0.showsIndicator = false }
    let events = bar.touchBegan(at: IndexBarPoint(x: 365, y: Self.c))
    #expect(!events.contains { $0.isIndicator })
    #expect(bar.touchEnded(at: IndexBarPoint(x: 365, y: Self.c)) == [.touchesEnded])
  }

  @Test func keysNeverShowTheIndicator() {
    var bar = makeBar()
    let events = bar.selectNext() + bar.select(title: "M") + bar.accessibilityIncrement()
    #expect(!events.contains { $0.isIndicator })
    #expect(bar.indicatorFrame == nil)
  }
}
