import BenchPlatform
import SectionIndexCollation

// section-index-bench-measure: the benchmark's measuring child for ours.
//
//   section-index-bench-measure ours  LOCALE FILE REPETITIONS [LABELS_OUT]
//   section-index-bench-measure micro LOCALE FILE
//   section-index-bench-measure search LOCALE FILE [KEYSTROKE...]   (the search figure of micro alone)
//   section-index-bench-measure profile LOCALE FILE REPETITIONS   (timed part only, unchecked)
//   section-index-bench-measure spawn OUT PROGRAM [ARGUMENTS…]
//     runs PROGRAM with stdout to OUT and stderr to OUT.stderr, and prints its
//     status, wall and CPU time and its own peak RSS (wait4); a small parent,
//     so the child's ru_maxrss is not the runner's
//
// Started by section-index-bench; prints `key=value` lines.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to standard error (file descriptor 2; libc's `stderr` global is not
/// concurrency-safe in Swift 6).
func printError(_ message: String) {
  var m = message
  m.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  switch (arguments.first, arguments.count) {
  case ("ours", 4...5):
    guard let repetitions = Int(arguments[3]) else {
      throw BenchError("bad repetitions \(arguments[3])")
    }
    try Measure.ours(
      locale: arguments[1], corpus: arguments[2], repetitions: repetitions,
      labelsOut: arguments.count > 4 ? arguments[4] : nil)
  case ("profile", 4):
    guard let repetitions = Int(arguments[3]) else {
      throw BenchError("bad repetitions \(arguments[3])")
    }
    try Measure.ours(
      locale: arguments[1], corpus: arguments[2], repetitions: repetitions, labelsOut: nil,
      check: false)
  case ("micro", 3):
    try Measure.micro(locale: arguments[1], corpus: arguments[2])
  case ("search", 3):
    Measure.search(
      collation: IndexedCollation(locale: arguments[1]),
      records: try Platform.readLines(arguments[2]))
  case ("search", 4...):
    // Only the keystrokes given, for a profiler (`valgrind --tool=callgrind`).
    Measure.search(
      collation: IndexedCollation(locale: arguments[1]),
      records: try Platform.readLines(arguments[2]), keystrokes: Array(arguments[3...]))
  case ("spawn", 3...):
    let out = arguments[1]
    let run = try Platform.spawnAndWait(
      Array(arguments.dropFirst(2)), stdout: out, stderr: out + ".stderr")
    print("status=\(run.status)")
    print("time_ms=\(run.wallMs)")
    print("cpu_ms=\(run.cpuMs)")
    print("peak_kib=\(run.peakKiB)")
    print("spawner_peak_kib=\(Platform.peakResidentKiB())")
  default:
    printError(
      "usage: section-index-bench-measure ours LOCALE FILE REPETITIONS [LABELS_OUT]\n"
        + "       section-index-bench-measure micro LOCALE FILE\n"
        + "       section-index-bench-measure search LOCALE FILE [KEYSTROKE...]\n"
        + "       section-index-bench-measure profile LOCALE FILE REPETITIONS\n"
        + "       section-index-bench-measure spawn OUT PROGRAM [ARGUMENTS...]\n")
    exit(64)
  }
} catch {
  printError("section-index-bench-measure: \(error)\n")
  exit(1)
}
