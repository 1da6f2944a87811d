import Foundation
import SectionIndexCollation
import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexJapanese
import TestSupport
import Testing

/// `group`, `keys`, `browse` and `demo` with derived Japanese readings.
@Suite struct JapaneseReadingsCLITests {
  @Test func groupFilesKanjiWordsByTheirReadings() throws {
    let file = try CLI.temporaryFile("日本\n中国\n韓国\n北朝鮮\nSmith\n张\n")
    defer { CLI.removeTemporaryFile(file) }
    let result = try runCLI(["group", "--locale", "ja", file])
    #expect(result.exitCode == 0)
    // か: かんこく, きたちょうせん; た: ちゅうごく; な: にっぽん. A kanji no
    // table knows still goes to 他, which follows わ (before A–Z, as on Android).
    #expect(result.stdout == "か\t韓国\nか\t北朝鮮\nた\t中国\nな\t日本\n他\t张\nS\tSmith\n")
  }

  @Test func groupNamesWithAndWithoutASpace() throws {
    let file = try CLI.temporaryFile("鈴木一郎\n佐藤 花子\n高橋\n東海林太郎\n木村さくら\n佐藤花子\n")
    defer { CLI.removeTemporaryFile(file) }
    let result = try runCLI(["group", "--locale", "ja", "--names", file])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout
        == "か\t木村さくら\nさ\t佐藤 花子\nさ\t佐藤花子\nさ\t東海林太郎\nさ\t鈴木一郎\nた\t高橋\n")
  }

  @Test func aReadingTheRecordGivesWins() throws {
    let file = try CLI.temporaryFile(
      "{\"name\":\"角田\",\"kana\":\"かくた\"}\n{\"name\":\"角田 光代\"}\n", name: "people.jsonl")
    defer { CLI.removeTemporaryFile(file) }
    let result = try runCLI([
      "group", "--locale", "ja", "--names", "--input", "jsonl", "--key", "name",
      "--phonetic-key", "kana", file,
    ])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "か\t角田\nた\t角田 光代\n")
  }

  @Test func peopleWithoutTheirKanaAreFiledAsWithIt() throws {
    let path = CLI.sample("people.json").path
    let given = try runCLI([
      "group", "--locale", "ja", "--names", "--key", "name", "--phonetic-key", "kana", path,
    ])
    let derived = try runCLI(["group", "--locale", "ja", "--names", "--key", "name", path])
    let plain = try runCLI(["group", "--locale", "ja", "--key", "name", path])
    #expect(derived.exitCode == 0)
    #expect(derived.stdout == given.stdout)
    #expect(plain.stdout.contains("さ\t佐藤花子\n"))
  }

  @Test func matchFindsKanjiByTheirReading() throws {
    let file = try CLI.temporaryFile("佐藤花子\n鈴木一郎\n")
    defer { CLI.removeTemporaryFile(file) }
    let result = try runCLI(["group", "--locale", "ja", "--names", "--match", "さとう", file])
    #expect(result.stdout == "さ\t佐藤花子\n")
  }

  @Test func keysSortAsGroupFiles() throws {
    let file = try CLI.temporaryFile("日本\n韓国\n中国\n")
    defer { CLI.removeTemporaryFile(file) }
    let result = try runCLI(["keys", "--locale", "ja", file])
    let sorted = result.stdout.split(separator: "\n").sorted().map {
      $0.split(separator: "\t").dropFirst().joined(separator: "\t")
    }
    #expect(sorted == ["か\t韓国", "た\t中国", "な\t日本"])
  }

  @Test func theJapaneseDemoFilesNoCountryUnderOther() throws {
    let result = try runCLI(["demo", "--locale", "ja"])
    #expect(result.exitCode == 0)
    let other = result.stdout.components(separatedBy: "\n\n").first { $0.hasPrefix("他\n") } ?? ""
    // Only the Chinese names in Simplified characters, which no Japanese
    // dictionary reads, are left there.
    #expect(other == "他\n  张伟\n  陈静\n" || other == "他\n  张伟\n  陈静")
    #expect(result.stdout.contains("な\n") && result.stdout.contains("  日本\n"))
  }

  @Test(arguments: ["zh-Hans", "zh-Hant", "ko"])
  func otherLocalesAreNotRead(locale: String) throws {
    let file = try CLI.temporaryFile("日本\n中国\n韓国\n")
    defer { CLI.removeTemporaryFile(file) }
    let result = try runCLI(["group", "--locale", locale, file])
    let keys = try runCLI(["keys", "--locale", locale, file])
    // Han read as Chinese (or not read at all in Korean): not by kana.
    #expect(!result.stdout.contains("か\t") && !result.stdout.contains("な\t"))
    #expect(!keys.stdout.contains("\tか\t"))
  }

  /// With Chinese and Japanese in the list, each record by its language:
  /// what is Japanese is read as in `ja` alone, what is Chinese as in
  /// `zh-Hans` alone; `keys` sorts as `group` does, on any number of jobs.
  @Test func eachRecordByItsLanguage() throws {
    let file = try CLI.temporaryFile("佐藤花子\n张伟\n木村さくら\n渡辺 陽菜\n王芳\n日本\nSmith\n太郎\n")
    defer { CLI.removeTemporaryFile(file) }
    let zhJa = try runCLI(["group", "--locale", "zh-Hans,ja", "--names", file])
    #expect(zhJa.exitCode == 0)
    #expect(
      zhJa.stdout
        == "R\t日本\nS\tSmith\nW\t王芳\nZ\t张伟\nか\t木村さくら\nさ\t佐藤花子\nた\t太郎\nわ\t渡辺 陽菜\n")
    let jaZh = try runCLI(["group", "--locale", "ja,zh-Hans", "--names", file])
    #expect(
      jaZh.stdout
        == "か\t木村さくら\nさ\t佐藤花子\nた\t太郎\nは\t日本\nわ\t渡辺 陽菜\nS\tSmith\nW\t王芳\nZ\t张伟\n")
    for locale in ["zh-Hans,ja", "ja,zh-Hans", "ja,ko,zh-Hant"] {
      let grouped = try runCLI(["group", "--locale", locale, "--names", file])
      let jobs = try runCLI(["group", "--locale", locale, "--names", "--jobs", "2", file])
      let keys = try runCLI(["keys", "--locale", locale, "--names", file])
      #expect(jobs.stdout == grouped.stdout, "\(locale)")
      let byKey = keys.stdoutLines.sorted().map {
        $0.split(separator: "\t").dropFirst().joined(separator: "\t")
      }
      #expect(byKey == grouped.stdoutLines, "\(locale)")
    }
  }

  /// `group`'s own streaming path gives what the library gives.
  @Test(arguments: ["zh-Hans,ja", "ja,zh-Hant", "ja,ko,zh-Hans"])
  func groupIsTheLibrarysAnswer(locale: String) throws {
    let records = [
      "佐藤花子", "张伟", "木村さくら", "渡辺 陽菜", "王芳", "日本", "Smith", "太郎", "陳水扁", "峠",
      "김민지", "林 舞", "森 優子", "坂本 蒼", "山田", "東京タワー", "欧阳娜娜",
    ]
    let file = try CLI.temporaryFile(records.joined(separator: "\n") + "\n")
    defer { CLI.removeTemporaryFile(file) }
    let grouped = try runCLI(["group", "--locale", locale, "--names", file])
    let index = IndexedCollation(
      locales: locale.split(separator: ",").map(String.init), content: .names
    ).japaneseReadings
    let expected = index.sections(of: records).flatMap { s in s.items.map { s.title + "\t" + $0 } }
    #expect(grouped.stdoutLines == expected)
  }

  @Test func givenNamesAlone() throws {
    let file = try CLI.temporaryFile("太郎\n花子\n")
    defer { CLI.removeTemporaryFile(file) }
    let names = try runCLI(["group", "--locale", "ja", "--names", file])
    #expect(names.stdout == "た\t太郎\nは\t花子\n")
    let given = try runCLI(["group", "--locale", "ja", "--given-names", file])
    #expect(given.stdout == "た\t太郎\nは\t花子\n")
    let both = try runCLI(["group", "--locale", "ja", "--names", "--given-names", file])
    #expect(both.exitCode == 64)
    #expect(both.stderr.hasPrefix("Error: '--names' and '--given-names' do not go together"))
  }
}
