import Foundation
import Testing

@testable import SectionIndexCollation

/// The root collation against ICU 78's (`Resources/RootOrder.txt`, written by
/// Tools/generate-tables.py): the cases of Unicode's conformance test
/// (`CollationTest_CLDR_NON_IGNORABLE.txt`, UCA 14, the newest reachable) and
/// every code point Unicode 17 assigns but private-use ones, in the order of
/// ICU 78's root collator; every line must sort at or after the line before it.
@Suite struct ConformanceTests {
  static func cases() throws -> [[UInt32]] {
    let url = try #require(
      Bundle.module.url(
        forResource: "RootOrder", withExtension: "txt",
        subdirectory: "Resources"))
    let text = try String(contentsOf: url, encoding: .utf8)
    var out: [[UInt32]] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      out.append(line.split(separator: " ").map { UInt32($0, radix: 16)! })
    }
    return out
  }

  @Test func wholeFileIsInOrder() throws {
    let cases = try Self.cases()
    #expect(cases.count == 336_828)  // the lines less the two of the header
    let collator = Collator(resolved: LocaleResolver.resolve("root"))
    var previous: [UInt8] = []
    var previousCase: [UInt32] = []
    var failures = 0
    for (n, scalars) in cases.enumerated() {
      var nfd: [UInt32] = []
      Normalizer.shared.appendNFD(
        scalars.map { Unicode.Scalar($0) ?? Unicode.Scalar(0xFFFD)! }, to: &nfd)
      // Lone surrogates are not scalars; they collate as unassigned code points.
      if scalars.contains(where: { (0xD800...0xDFFF).contains($0) }) { nfd = scalars }
      let key = collator.sortKey(nfd: nfd, original: nil)
      if n > 0 && key.lexicographicallyPrecedes(previous) {
        failures += 1
        if failures <= 20 {
          Issue.record(
            "line \(n + 3): \(hex(scalars)) sorts before \(hex(previousCase))")
        }
      }
      previous = key
      previousCase = scalars
    }
    #expect(failures == 0)
  }

  func hex(_ s: [UInt32]) -> String {
    s.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
  }
}
