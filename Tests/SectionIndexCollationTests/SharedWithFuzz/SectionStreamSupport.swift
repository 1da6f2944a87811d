// In SharedWithFuzz/: also compiled into the fuzz target `collation`
// (Scripts/fuzz.sh compiles this folder), which
// builds the module's sources beside it, hence the conditional import.

import SectionIndexAlgorithms

#if canImport(SectionIndexCollation)
  @testable import SectionIndexCollation
#endif

extension IndexedCollation {
  /// The command line's path, in memory: each record keyed by a
  /// `SectionStream`, kept by section, then each section sorted by head,
  /// its keys and readings gathered in that order and its ties ordered, as
  /// `group` does with what it reads back. Returns each non-empty section
  /// with its records' input positions in order, and checks that each
  /// gathered key is its record's.
  func streamedSections(
    keys: PackedUTF8, phoneticKeys: PackedUTF8? = nil, many: Bool
  ) -> [(section: Int, items: [Int])] {
    var stream = sectionStream(many: many)
    var bySection: [Int: [(head: RecordHead, index: Int)]] = [:]
    let strings = (0..<keys.count).map(keys.string(at:))
    let readings = phoneticKeys.map { p in (0..<p.count).map(p.string(at:)) }
    for i in strings.indices {
      let key = Array(strings[i].utf8)
      let reading = Array((readings?[i] ?? "").utf8)
      let (section, head) = key.withUnsafeBufferPointer { key in
        reading.withUnsafeBufferPointer { stream.head(key: key, reading: $0) }
      }
      bySection[section, default: []].append((head, i))
    }
    var out: [(section: Int, items: [Int])] = []
    for section in bySection.keys.sorted() {
      let records = bySection[section]!
      var heads = records.enumerated().map { k, r in
        RecordHead(head: r.head.head, head2: r.head.head2, isLonger: r.head.isLonger, position: k)
      }
      let order = heads.withUnsafeMutableBufferPointer { heads in
        SectionStream.sortByHead(heads)
        let inHeadOrder = heads.map { records[$0.position].index }
        let gathered = PackedUTF8(inHeadOrder.map { strings[$0] })
        let gatheredReadings = readings.map { r in PackedUTF8(inHeadOrder.map { r[$0] }) }
        let order = gathered.withStrings { keys in
          guard let gatheredReadings else {
            return stream.orderTies(heads, keys: keys, phoneticKeys: nil)
          }
          return gatheredReadings.withStrings { readings in
            stream.orderTies(heads, keys: keys, phoneticKeys: readings)
          }
        }
        return order.map { inHeadOrder[$0] }
      }
      out.append((section, order))
    }
    return out
  }
}
