// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "swift-section-index",
  // The oldest systems apps still ship to; the libraries need nothing newer
  // (no `Synchronization`, no Foundation in the core).
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "IndexedCollation", targets: ["IndexedCollation"]),
    .library(name: "IndexedCollationFoundation", targets: ["IndexedCollationFoundation"]),
    .library(name: "SectionIndexBar", targets: ["SectionIndexBar"]),
    .executable(name: "section-index", targets: ["section-index"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Public API

    .target(
      name: "IndexedCollation",
      dependencies: ["SectionIndexAlgorithms"],
      exclude: ["Generated/README.md", "Generated/PINYIN-LICENSE.md"]
    ),
    .target(name: "IndexedCollationFoundation", dependencies: ["IndexedCollation"]),
    .target(name: "SectionIndexBar", dependencies: ["SectionIndexAlgorithms"]),
    .executableTarget(
      name: "section-index",
      dependencies: ["IndexedCollation", "SectionIndexBar", "SectionIndexAlgorithms"]
    ),

    // MARK: - Implementation details

    // Algorithms the modules share with `package` access (no product).
    .target(name: "SectionIndexAlgorithms"),

    // MARK: - Tests

    .target(
      name: "TestSupport",
      dependencies: ["IndexedCollation"],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "IndexedCollationTests",
      dependencies: ["IndexedCollation", "IndexedCollationFoundation", "TestSupport"],
      resources: [.copy("Resources")]
    ),
    .testTarget(
      name: "SectionIndexBarTests",
      dependencies: ["SectionIndexBar", "TestSupport"]
    ),
    .testTarget(
      name: "SectionIndexCLITests",
      dependencies: ["section-index", "TestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
