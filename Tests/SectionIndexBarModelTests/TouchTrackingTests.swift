import SectionIndexBarModel
import Testing

/// One input in a touch sequence; `y` of `.at(n)` is the centre of letter `n`.
enum TouchStep: Sendable, CustomStringConvertible {
  case began(x: Double = 365, y: Double)
  case moved(x: Double = 365, y: Double)
  case ended(y: Double)
  case cancelled

  /// The centre of entry `index` in the default 26-letter bar (column at y = 105).
  static func at(_ index: Int) -> Double { 105 + 15 * Double(index) + 7.5 }

  var description: String {
    switch self {
    case .began(let x, let y): "began(\(x), \(y))"
    case .moved(let x, let y): "moved(\(x), \(y))"
    case .ended(let y): "ended(\(y))"
    case .cancelled: "cancelled"
    }
  }

  func apply(to bar: inout SectionIndexBar) -> [SectionIndexBar.Event] {
    switch self {
    case .began(let x, let y): bar.touchBegan(at: IndexBarPoint(x: x, y: y))
    case .moved(let x, let y): bar.touchMoved(to: IndexBarPoint(x: x, y: y))
    case .ended(let y): bar.touchEnded(at: IndexBarPoint(x: 365, y: y))
    case .cancelled: bar.touchCancelled()
    }
  }
}

@Suite("Touch tracking")
struct TouchTrackingTests {
  typealias Event = SectionIndexBar.Event

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var items: [SectionIndexItem] = letterItems()
    var preselect: Int? = nil
    var steps: [(TouchStep, [Event])]
    var highlighted: Int?
    var tracking = false
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "tap a title",
      steps: [
        (
          .began(y: TouchStep.at(2)),
          [
            .touchesBegan, .highlightChanged(item: 2), .selectionChanged(item: 2, section: 2),
            .haptic,
          ]
        ),
        (.ended(y: TouchStep.at(2)), [.touchesEnded]),
      ],
      highlighted: 2),
    Case(
      name: "scrub down: one selection per title crossed",
      steps: [
        (
          .began(y: TouchStep.at(0)),
          [
            .touchesBegan, .highlightChanged(item: 0), .selectionChanged(item: 0, section: 0),
            .haptic,
          ]
        ),
        (
          .moved(y: TouchStep.at(1)),
          [.highlightChanged(item: 1), .selectionChanged(item: 1, section: 1), .haptic]
        ),
        (.moved(y: TouchStep.at(1) + 3), []),
        (
          .moved(y: TouchStep.at(3)),
          [.highlightChanged(item: 3), .selectionChanged(item: 3, section: 3), .haptic]
        ),
        (.ended(y: TouchStep.at(3)), [.touchesEnded]),
      ],
      highlighted: 3),
    Case(
      name: "above the first and below the last clamp",
      steps: [
        (
          .began(y: TouchStep.at(3)),
          [
            .touchesBegan, .highlightChanged(item: 3), .selectionChanged(item: 3, section: 3),
            .haptic,
          ]
        ),
        (
          .moved(y: -100),
          [.highlightChanged(item: 0), .selectionChanged(item: 0, section: 0), .haptic]
        ),
        (
          .moved(y: 10_000),
          [.highlightChanged(item: 25), .selectionChanged(item: 25, section: 25), .haptic]
        ),
        (.moved(y: 599), []),
        (.ended(y: 700), [.touchesEnded]),
      ],
      highlighted: 25),
    Case(
      name: "a touch outside the hit area is ignored",
      steps: [
        (.began(x: 300, y: TouchStep.at(3)), []),
        (.moved(y: TouchStep.at(4)), []),
        (.ended(y: TouchStep.at(4)), []),
      ],
      highlighted: nil),
    Case(
      name: "the hit area is 44 points wide",
      steps: [
        (
          .began(x: 332, y: TouchStep.at(3)),
          [
            .touchesBegan, .highlightChanged(item: 3), .selectionChanged(item: 3, section: 3),
            .haptic,
          ]
        )
      ],
      highlighted: 3, tracking: true),
    Case(
      name: "the finger may leave the bar sideways",
      steps: [
        (
          .began(y: TouchStep.at(3)),
          [
            .touchesBegan, .highlightChanged(item: 3), .selectionChanged(item: 3, section: 3),
            .haptic,
          ]
        ),
        (
          .moved(x: 10, y: TouchStep.at(4)),
          [.highlightChanged(item: 4), .selectionChanged(item: 4, section: 4), .haptic]
        ),
      ],
      highlighted: 4, tracking: true),
    Case(
      name: "cancel keeps the selection",
      steps: [
        (
          .began(y: TouchStep.at(3)),
          [
            .touchesBegan, .highlightChanged(item: 3), .selectionChanged(item: 3, section: 3),
            .haptic,
          ]
        ),
        (.cancelled, [.touchesCancelled]),
        (.moved(y: TouchStep.at(5)), []),
      ],
      highlighted: 3),
    Case(
      name: "tapping the highlighted title scrolls again without a haptic",
      preselect: 3,
      steps: [
        (.began(y: TouchStep.at(3)), [.touchesBegan, .selectionChanged(item: 3, section: 3)]),
        (.ended(y: TouchStep.at(3)), [.touchesEnded]),
      ],
      highlighted: 3),
    Case(
      name: "no haptic between titles of the same section",
      items: SectionIndexItem.items(indexTitles: ["A", "B", "C"], sectionTitles: ["A", "C"]),
      steps: [
        (
          .began(y: 300 - 22.5 + 7.5),
          [
            .touchesBegan, .highlightChanged(item: 0), .selectionChanged(item: 0, section: 0),
            .haptic,
          ]
        ),
        (
          .moved(y: 300),
          [.highlightChanged(item: 1), .selectionChanged(item: 1, section: 1), .haptic]
        ),
        (
          .moved(y: 300 + 15), [.highlightChanged(item: 2), .selectionChanged(item: 2, section: 1)]
        ),
      ],
      highlighted: 2, tracking: true),
    Case(
      name: "a second began while tracking is a move",
      steps: [
        (
          .began(y: TouchStep.at(3)),
          [
            .touchesBegan, .highlightChanged(item: 3), .selectionChanged(item: 3, section: 3),
            .haptic,
          ]
        ),
        (
          .began(y: TouchStep.at(6)),
          [.highlightChanged(item: 6), .selectionChanged(item: 6, section: 6), .haptic]
        ),
      ],
      highlighted: 6, tracking: true),
    Case(
      name: "stray moves and ends without a began do nothing",
      steps: [
        (.moved(y: TouchStep.at(3)), []),
        (.ended(y: TouchStep.at(3)), []),
        (.cancelled, []),
      ],
      highlighted: nil),
    Case(
      name: "the search item selects the top",
      items: letterItems(search: true),
      steps: [
        (
          .began(y: 105 - 7.5 + 7.5),
          [
            .touchesBegan, .highlightChanged(item: 0), .selectionChanged(item: 0, section: nil),
            .haptic,
          ]
        )
      ],
      highlighted: 0, tracking: true),
  ]

  @Test("began / moved / ended / cancelled → events", arguments: cases)
  func sequence(_ test: Case) {
    var bar = makeBar(items: test.items) { $0.showsIndicator = false }
    if let item = test.preselect { bar.select(item: item) }
    for (step, expected) in test.steps {
      let events = step.apply(to: &bar)
      #expect(events == expected, "\(step)")
    }
    #expect(bar.highlightedItem == test.highlighted)
    #expect(bar.isTracking == test.tracking)
  }

  @Test func everyBeganIsClosedOnce() {
    var bar = makeBar()
    var open = 0
    let steps: [TouchStep] = [
      .began(y: 200), .moved(y: 300), .ended(y: 300), .ended(y: 300), .began(y: 150), .cancelled,
      .cancelled, .began(x: 0, y: 150), .ended(y: 150),
    ]
    for step in steps {
      for event in step.apply(to: &bar) {
        switch event {
        case .touchesBegan: open += 1
        case .touchesEnded, .touchesCancelled: open -= 1
        default: break
        }
        #expect((0...1).contains(open))
      }
    }
    #expect(open == 0)
  }
}
