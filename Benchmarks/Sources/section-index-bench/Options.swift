// Command-line options, parsed by hand (the package has no outside dependencies).

struct Options {
  var sizes: [Int] = [10_000, 100_000, 1_000_000]
  var locales: [String] = ["zh-Hans", "en", "ja"]
  var quick = false
  var corpusDirectory: String?
  var icuTool: String?
  var cli: String?
  /// Sizes of the held-out corpus for the command line's whole process.
  var heldOutSizes = [1_000_000]
  /// Only the command line's whole process (`--cli-only`).
  var cliOnly = false
  var foundationSubset = 100_000
  /// Minimum agreement with ICU's buckets, in percent, on records without a
  /// documented deliberate difference.
  var threshold = 99.5
  var markdownOut: String?

  // Child (measuring) mode.
  var measure: String?
  var locale = "en"
  var corpus: String?
  var repetitions = 1
  var labelsOut: String?
  var limit = Int.max

  static let usage = """
    OVERVIEW: Sections and sorts a seeded contact-list corpus with IndexedCollation,
    ICU4C (expert path and AlphabeticIndex record API) and Foundation, checks the
    results against ICU's buckets, and prints a Markdown report.

    USAGE: section-index-bench --icu <path> [options]

    OPTIONS:
      --sizes <n,n,...>        Corpus sizes (default: 10000,100000,1000000).
      --locales <tag,...>      Locales (default: zh-Hans,en,ja).
      --quick                  Only 10000 and 100000 records.
      --corpus-out <dir>       Where the corpus files go (default: a temporary directory).
      --icu <path>             The compiled Benchmarks/ICU/icu_bench (required).
      --cli <path>             A release section-index binary: the cold start, and the whole
                               process of `group` on the held-out corpus against ICU4C's
                               (1M records; 100k with --quick; the --sizes when given).
      --cli-only               Only the whole-process table of --cli (and its goals).
      --foundation-subset <n>  Largest size the Foundation path runs on; larger ones are
                               extrapolated (default: 100000; 10000 with --quick).
      --threshold <percent>    Minimum agreement with ICU's buckets (default: 99.5).
      --markdown-out <file>    Also write the report to a file.
      -h, --help               Show this help.

    Measuring child for the Foundation path (run by the benchmark itself; ours is
    measured by section-index-bench-measure, which links no Foundation):
      --measure foundation --locale <tag> --corpus <file> [--labels-out <file>] [--limit <n>]
    """

  static func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    var rest = arguments[...]
    func value(_ name: String) throws -> String {
      guard let v = rest.popFirst() else { throw UsageError("Missing value for '\(name)'") }
      return v
    }
    func integer(_ name: String) throws -> Int {
      let v = try value(name)
      guard let n = Int(v.replacingOccurrences(of: "_", with: "")), n > 0 else {
        throw UsageError("'\(v)' is not a positive integer for '\(name)'")
      }
      return n
    }
    var sizesGiven = false
    var subsetGiven = false
    while let argument = rest.popFirst() {
      switch argument {
      case "-h", "--help": throw HelpRequested()
      case "--sizes":
        options.sizes = try value(argument).split(separator: ",").map { s in
          guard let n = Int(s.replacingOccurrences(of: "_", with: "")), n > 0 else {
            throw UsageError("'\(s)' is not a size")
          }
          return n
        }
        sizesGiven = true
      case "--locales": options.locales = try value(argument).split(separator: ",").map(String.init)
      case "--quick": options.quick = true
      case "--corpus-out": options.corpusDirectory = try value(argument)
      case "--icu": options.icuTool = try value(argument)
      case "--cli": options.cli = try value(argument)
      case "--cli-only": options.cliOnly = true
      case "--foundation-subset":
        options.foundationSubset = try integer(argument)
        subsetGiven = true
      case "--threshold":
        let v = try value(argument)
        guard let t = Double(v), (0...100).contains(t) else {
          throw UsageError("bad threshold '\(v)'")
        }
        options.threshold = t
      case "--markdown-out": options.markdownOut = try value(argument)
      case "--measure": options.measure = try value(argument)
      case "--locale": options.locale = try value(argument)
      case "--corpus": options.corpus = try value(argument)
      case "--repeat": options.repetitions = try integer(argument)
      case "--labels-out": options.labelsOut = try value(argument)
      case "--limit": options.limit = try integer(argument)
      default: throw UsageError("Unknown option '\(argument)'")
      }
    }
    if options.quick && !sizesGiven { options.sizes = [10_000, 100_000] }
    if options.quick && !subsetGiven { options.foundationSubset = 10_000 }
    options.sizes.sort()
    if sizesGiven {
      options.heldOutSizes = options.sizes
    } else if options.quick {
      options.heldOutSizes = [100_000]
    }
    if options.cliOnly && options.cli == nil {
      throw UsageError("--cli-only needs --cli <path>")
    }
    return options
  }
}

struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

struct HelpRequested: Error {}
