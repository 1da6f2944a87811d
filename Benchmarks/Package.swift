// swift-tools-version:6.0
// The benchmark of swift-section-index: a nested package so the library's own
// package keeps an empty dependency list and benchmarks may use Foundation.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its directory, so the root package's
// identity is whatever the checkout is called ("swift-section-index", "main" …).
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .lastPathComponent

let package = Package(
  name: "swift-section-index-benchmarks",
  products: [
    .executable(name: "section-index-bench", targets: ["section-index-bench"]),
    .executable(name: "section-index-bench-measure", targets: ["section-index-bench-measure"]),
  ],
  dependencies: [
    .package(path: "..")
  ],
  targets: [
    // MARK: - Benchmark executable

    // Clocks, memory and files with libc only, for both executables.
    .target(name: "BenchPlatform"),
    // The runner: corpus, ICU and Foundation paths, correctness gate, report.
    .executableTarget(name: "section-index-bench", dependencies: ["BenchPlatform"]),
    // The measuring child for ours: no Foundation, so its peak memory is the
    // library's and the records'.
    .executableTarget(
      name: "section-index-bench-measure",
      dependencies: [
        "BenchPlatform",
        .product(name: "SectionIndexCollation", package: root),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
