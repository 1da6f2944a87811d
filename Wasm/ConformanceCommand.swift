import SectionIndexCommandLine
import SectionIndexIO

@testable import SectionIndexCollation

/// `conformance`: the root order test (`Resources/RootOrder.txt` of the
/// collation tests: the cases of Unicode's conformance test and every
/// assigned code point in ICU 78's root order, one case of hexadecimal code
/// points a line) read from standard input and
/// checked as `ConformanceTests` checks it natively: every case must sort at
/// or after the case before it.
enum ConformanceCommand {
  static let spec = CommandSpec(
    commandName: "section-index.wasm conformance",
    abstract: "Check the root order test on standard input; print 'N passed, N failed'.",
    discussion: """
      Names the first 20 cases that sort before the case above them on standard \
      error; exits with status 1 when any does.
      """)

  static let maxReported = 20

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(WasmError) {
    let bytes: [UInt8]
    do {
      bytes = try FileDescriptor.readAll(path: nil)
    } catch {
      throw .runtime(RuntimeError("cannot read standard input: \(error.description)"))
    }
    let collator = Collator(resolved: LocaleResolver.resolve("root"))
    var passed = 0
    var failed = 0
    var previous: [UInt8] = []
    var previousCase: [UInt32] = []
    var lineNumber = 0
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
      guard let scalars = parse(line) else {
        throw .runtime(RuntimeError("<stdin>:\(lineNumber): not hexadecimal code points"))
      }
      var nfd: [UInt32] = []
      Normalizer.shared.appendNFD(
        scalars.map { Unicode.Scalar($0) ?? Unicode.Scalar(0xFFFD)! }, to: &nfd)
      // Lone surrogates are not scalars; they collate as unassigned code points.
      if scalars.contains(where: { (0xD800...0xDFFF).contains($0) }) { nfd = scalars }
      let key = collator.sortKey(nfd: nfd, original: nil)
      if !previousCase.isEmpty && key.lexicographicallyPrecedes(previous) {
        failed += 1
        if failed <= maxReported {
          try context.standardError.checkedWrite(
            "<stdin>:\(lineNumber): \(hex(scalars)) sorts before \(hex(previousCase))\n")
        }
      } else {
        passed += 1
      }
      previous = key
      previousCase = scalars
    }
    try context.standardOutput.checkedWrite("\(passed) passed, \(failed) failed\n")
    if failed > 0 { throw .status(ExitCode.failure) }
  }

  /// `0041 0308` → `[0x41, 0x308]`; `nil` for anything else.
  static func parse(_ line: ArraySlice<UInt8>) -> [UInt32]? {
    var out: [UInt32] = []
    for field in line.split(separator: UInt8(ascii: " ")) {
      var value: UInt32 = 0
      for byte in field {
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        default: return nil
        }
        guard value <= 0x10_FFFF else { return nil }
        value = value << 4 | UInt32(digit)
      }
      out.append(value)
    }
    return out.isEmpty ? nil : out
  }

  static func hex(_ scalars: [UInt32]) -> String {
    scalars.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
  }
}
