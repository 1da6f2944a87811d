// section-index-bench: see Options.usage and Benchmarks/README.md.

import BenchPlatform
import Foundation

do {
  let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
  if let mode = options.measure {
    guard let corpus = options.corpus else { throw UsageError("--measure needs --corpus <file>") }
    switch mode {
    case "foundation":
      try Measure.foundation(
        locale: options.locale, corpus: corpus, limit: options.limit, labelsOut: options.labelsOut)
    default:
      throw UsageError("Unknown measuring mode '\(mode)'")
    }
  } else {
    try Bench(options: options).run()
  }
} catch is HelpRequested {
  print(Options.usage)
  exit(0)
} catch let error as UsageError {
  FileHandle.standardError.write(Data("Error: \(error.message)\n\n\(Options.usage)\n".utf8))
  exit(64)
} catch {
  FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
  exit(1)
}
