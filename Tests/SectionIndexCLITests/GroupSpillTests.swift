import Foundation
import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords
import TestSupport
import Testing

@testable import section_index

/// What `group` keeps by section while it reads (`SectionSpill`): every
/// record back, in order, byte for byte, from memory or from a temporary
/// file; and the same output whichever holds them.
@Suite struct GroupSpillTests {
  /// Records of every shape: keys alone (short, empty, 40 KB), with a
  /// reading, with a payload, both.
  static func records() -> [(
    section: Int, head: IndexedCollation.RecordHead, key: [UInt8],
    reading: [UInt8]?, payload: [UInt8]?
  )] {
    var random = SplitMix64(seed: 0x5917)
    return (0..<20_000).map { i in
      let key = Array(
        String(repeating: "é名k", count: i == 7 ? 10_000 : Int(random.next() % 6)).utf8)
      let shape = random.next() % 4
      let head = IndexedCollation.RecordHead(
        head: random.next(), head2: UInt32(truncatingIfNeeded: random.next()),
        isLonger: random.next() % 2 == 0, position: 0)
      return (
        Int(random.next() % 5), head, key,
        shape == 1 || shape == 3 ? Array("reading \(i)".utf8) : nil,
        shape >= 2 ? Array("{\"n\":\(i)}".utf8) : nil
      )
    }
  }

  @Test(
    arguments: [
      (limit: SectionSpill.defaultMemoryLimit, directory: nil, file: false),
      (limit: 1000, directory: nil, file: true),
      (limit: 1000, directory: "/nonexistent/section-index", file: false),
    ] as [(limit: Int, directory: String?, file: Bool)])
  func recordsComeBackInOrder(limit: Int, directory: String?, file: Bool) {
    let records = Self.records()
    var spill = SectionSpill(sections: 5, memoryLimit: limit, directory: directory)
    for r in records {
      r.key.withUnsafeBufferPointer { key in
        (r.reading ?? []).withUnsafeBufferPointer { reading in
          (r.payload ?? []).withUnsafeBufferPointer { payload in
            spill.append(
              section: r.section, head: r.head, key: key, reading: r.reading == nil ? nil : reading,
              payload: r.payload == nil ? nil : payload)
          }
        }
      }
    }
    spill._checkInvariants()
    let usesFile = spill.usesFile
    let hasReadings = spill.hasReadings
    #expect(usesFile == file)
    #expect(hasReadings)
    for section in 0..<5 {
      let expected = records.filter { $0.section == section }
      let count = spill.count(of: section)
      let size = spill.size(of: section)
      #expect(count == expected.count)
      let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
      defer { bytes.deallocate() }
      var failure: SystemError? = nil
      do { try spill.take(section: section, to: bytes) } catch { failure = error }
      #expect(failure == nil)
      spill._checkInvariants()
      var at = 0
      for (k, r) in expected.enumerated() {
        let got = SectionSpill.record(at: at, in: UnsafeRawBufferPointer(bytes), position: k)
        #expect(got.head.head == r.head.head && got.head.head2 == r.head.head2)
        #expect(got.head.isLonger == r.head.isLonger && got.head.position == k)
        #expect(Array(bytes[got.key]) == r.key)
        #expect(Array(bytes[got.reading]) == (r.reading ?? []))
        #expect(got.payload.map { Array(bytes[$0]) } == r.payload)
        at = got.end
      }
      #expect(at == size, "section \(section)")
    }
  }

  /// End to end, with every record past the first in a temporary file:
  /// the same output as in memory, and the file gone after; and where no
  /// file can be made, in memory all the same.
  @Test(arguments: [
    ["--locale", "zh-Hans", "--names"], ["--locale", "zh-Hans", "--jobs", "3"],
    ["--locale", "sv", "--match", "a", "--format", "text"],
    [
      "--locale", "ja", "--format", "json", "--input", "jsonl", "--key", "name",
      "--phonetic-key", "reading",
    ],
    ["--locale", "en", "--format", "json", "--input", "csv", "--key", "name"],
  ])
  func spilledOutputIsTheSame(options: [String]) throws {
    let names = GroupJobsTests.names
    let file: String
    switch options.firstIndex(of: "--input").map({ options[$0 + 1] }) {
    case "jsonl":
      file = try CLI.temporaryFile(
        names.enumerated().map { i, name in
          #"{"name":"\#(name)","reading":"\#(i % 3 == 0 ? "かな\(i % 7)" : "")"}"#
        }.joined(separator: "\n"), name: "spill.jsonl")
    case "csv":
      file = try CLI.temporaryFile(
        "id,name\n" + names.enumerated().map { "\($0),\"\($1)\"" }.joined(separator: "\n"),
        name: "spill.csv")
    default:
      file = GroupJobsTests.file
    }
    let inMemory = try runCLI(["group"] + options + [file])
    #expect(inMemory.exitCode == 0, "\(inMemory.stderr)")
    let scratch = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let spilled = try runCLI(
      ["group"] + options + [file],
      environment: ["SECTION_INDEX_GROUP_MEMORY": "0", "TMPDIR": scratch.path])
    #expect(spilled.exitCode == 0 && spilled.stdoutData == inMemory.stdoutData, "\(spilled.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    let nowhere = try runCLI(
      ["group"] + options + [file],
      environment: ["SECTION_INDEX_GROUP_MEMORY": "0", "TMPDIR": scratch.path + "/missing"])
    #expect(nowhere.exitCode == 0 && nowhere.stdoutData == inMemory.stdoutData)
  }
}
