import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords
import TestSupport
import Testing

@testable import section_index

/// `group --jobs N`: the same bytes on any number of jobs, on input large
/// enough to be split (4,096 records a job at least), and a clear error for
/// a count that is not one.
@Suite struct GroupJobsTests {
  /// 16,000 names of many scripts, half of them repeating an earlier one,
  /// some in other case or with digits: enough for three jobs.
  static let names: [String] = {
    var random = SplitMix64(seed: 18)
    let chinese = Array("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐曾单长重")
    let given = Array("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚")
    let latin = [
      "James", "Mary", "Åsa", "Öberg", "Ørsted", "Émile", "Zoë", "Łukasz", "Ñúñez", "Çelik",
      "Šimić", "Ægir", "Straße", "smith", "SMITH", "Smith", "ch", "Ch", "lla",
    ]
    let other = [
      "さとう", "サトウ", "佐藤", "ひなた", "김민준", "이서연", "Иванов", "Фёдоров", "ไก่", "ｱｲｳ",
    ]
    var out: [String] = []
    for _ in 0..<16_000 {
      if !out.isEmpty && random.next() % 2 == 0 {
        out.append(out[Int(random.next() % UInt64(out.count))])
        continue
      }
      var name: String
      switch random.next() % 10 {
      case 0..<4:
        name = String(chinese[Int(random.next() % UInt64(chinese.count))])
        for _ in 0..<(1 + random.next() % 2) {
          name.append(given[Int(random.next() % UInt64(given.count))])
        }
      case 4..<8:
        name = latin[Int(random.next() % UInt64(latin.count))]
        name += " " + latin[Int(random.next() % UInt64(latin.count))]
      default:
        name = other[Int(random.next() % UInt64(other.count))]
      }
      if random.next() % 5 == 0 { name += " \(random.next() % 100)" }
      out.append(name)
    }
    return out
  }()

  static let file: String = {
    // Written once for the suite (and left in the temporary directory).
    try! CLI.temporaryFile(names.joined(separator: "\n") + "\n", name: "names.txt")
  }()

  @Test(arguments: [
    ["--locale", "zh-Hans"], ["--locale", "zh-Hans", "--names"], ["--locale", "sv"],
    ["--locale", "ja", "--format", "json"], ["--locale", "en,ru", "--format", "text"],
  ])
  func jobsGiveTheSameOutput(options: [String]) throws {
    let expected = try runCLI(["group"] + options + [Self.file])
    #expect(expected.exitCode == 0)
    #expect(expected.stderr == "")
    #expect(expected.stdoutData.count > Self.names.count * 4)
    for jobs in ["1", "2", "3"] {
      let result = try runCLI(["group"] + options + ["--jobs", jobs, Self.file])
      #expect(result.exitCode == 0, "--jobs \(jobs)")
      #expect(result.stderr == "", "--jobs \(jobs)")
      #expect(result.stdoutData == expected.stdoutData, "\(options) --jobs \(jobs)")
    }
  }

  /// JSON Lines with readings (every third record without one), a JSON
  /// array and CSV: records take the same path as lines.
  @Test(arguments: [
    ("names.jsonl", ["--phonetic-key", "kana", "--format", "json"]),
    ("names.json", ["--format", "tsv"]), ("names.csv", ["--format", "json"]),
  ])
  func jobsWithRecords(file: String, options: [String]) throws {
    let reading = { (i: Int) in i % 3 == 0 ? "" : String(Self.names[i].reversed()) }
    let text: String
    switch file {
    case "names.jsonl":
      text = Self.names.indices.map {
        "{\"id\":\($0),\"name\":\"\(Self.names[$0])\",\"kana\":\"\(reading($0))\"}\n"
      }.joined()
    case "names.json":
      text =
        "["
        + Self.names.indices.map { "{\"id\":\($0),\"name\":\"\(Self.names[$0])\"}" }.joined(
          separator: ",\n") + "]\n"
    default:
      text = "id,name\n" + Self.names.indices.map { "\($0),\(Self.names[$0])\n" }.joined()
    }
    let path = try CLI.temporaryFile(text, name: file)
    defer { CLI.removeTemporaryFile(path) }
    let arguments = ["group", "--locale", "zh-Hans", "--key", "name"] + options + [path]
    let expected = try runCLI(arguments)
    #expect(expected.exitCode == 0)
    #expect(expected.stderr == "")
    #expect(expected.stdoutData.count > Self.names.count * 4)
    for jobs in ["2", "3"] {
      let result = try runCLI(arguments + ["--jobs", jobs])
      #expect(result.exitCode == 0)
      #expect(result.stdoutData == expected.stdoutData, "\(file) --jobs \(jobs)")
    }
  }

  @Test(arguments: ["0", "-1", "65", "x", "1.5", "+2", "2x", "99999999999999999999"])
  func badCountsAreRejected(value: String) throws {
    let result = try runCLI(["group", "--jobs=\(value)"], stdin: "a\n")
    #expect(result.exitCode == 64)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "Error: The value '\(value)' is invalid for '--jobs <n>': give a whole number from 1 to 64\n"
      ))
  }

  @Test func jobsIsInTheHelp() throws {
    let result = try runCLI(["group", "--help"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("--jobs <n>"))
  }
}
