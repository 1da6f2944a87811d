import Foundation
import SectionIndexCommandLine
import SectionIndexIO
import Testing

/// `--key name,company,email`: each record's key is the first of the fields
/// that is not empty; a record with none is kept, under `#`.
@Suite struct FallbackKeyTests {
  static let jsonl = """
    {"name": "Bo", "company": "Zeta"}
    {"name": "", "company": "Acme", "email": "a@example.org"}
    {"company": null, "email": "zed@example.org"}
    {"phone": "555"}

    """

  static let csv = """
    name,company,email
    Bo,Zeta,
    ,Acme,a@example.org
    ,,zed@example.org
    ,,

    """

  @Test(arguments: [("jsonl", jsonl), ("csv", csv)])
  func theFirstNonEmptyFieldIsTheKey(format: String, input: String) throws {
    let result = try runCLI(
      ["group", "--locale", "en", "--input", format, "--key", "name,company,email"], stdin: input)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == "A\tAcme\nB\tBo\nZ\tzed@example.org\n#\t\n")
  }

  /// JSON output keeps whole records, the one without a key among them.
  @Test func jsonOutputKeepsTheRecordWithoutAKey() throws {
    let result = try runCLI(
      [
        "group", "--locale", "en", "--input", "jsonl", "--key", "name, company, email",
        "--format", "json",
      ], stdin: Self.jsonl)
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains(#"{"phone":"555"}"#))
    #expect(result.stdout.contains(##""title": "#""##))
  }

  /// One field is as before: a record without it is an error naming it.
  @Test func oneFieldStillRequiresIt() throws {
    let result = try runCLI(
      ["group", "--locale", "en", "--input", "jsonl", "--key", "name"], stdin: Self.jsonl)
    #expect(result.exitCode == 1)
    #expect(result.stderr.hasPrefix(#"Error: <stdin>:3:1: record 3 has no "name""#))
  }

  /// Readings pair with the key fields in turn.
  @Test func readingsFollowTheKeyFieldUsed() throws {
    let input = """
      {"name": "東海林", "kana": "しょうじ", "company": "", "companyKana": ""}
      {"name": "", "kana": "", "company": "日本", "companyKana": "にっぽん"}

      """
    let result = try runCLI(
      [
        "group", "--locale", "ja", "--input", "jsonl", "--key", "name,company",
        "--phonetic-key", "kana,companyKana",
      ], stdin: input)
    #expect(result.stdout == "さ\t東海林\nな\t日本\n")
  }

  /// A CSV column named with a comma is one column.
  @Test func aCSVColumnNamedWithACommaIsOneColumn() throws {
    let input = "\"Last, First\",email\n\"Ek, Bo\",b@example.org\n"
    let result = try runCLI(
      ["group", "--locale", "en", "--input", "csv", "--key", "Last, First"], stdin: input)
    #expect(result.exitCode == 0)
    #expect(result.stdout == "E\tEk, Bo\n")
  }

  @Test func aMissingCSVColumnIsNamed() throws {
    let result = try runCLI(
      ["group", "--locale", "en", "--input", "csv", "--key", "name,compnay"], stdin: Self.csv)
    #expect(result.exitCode == 1)
    #expect(result.stderr.hasPrefix(#"Error: <stdin>:1: no column "compnay""#))
  }
}
