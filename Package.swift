// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "swift-section-index",
  products: [
    .library(name: "IndexedCollation", targets: ["IndexedCollation"]),
    .library(name: "SectionIndexBar", targets: ["SectionIndexBar"]),
    .executable(name: "section-index", targets: ["section-index"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Public API

    .target(
      name: "IndexedCollation",
      exclude: ["Generated/README.md", "Generated/PINYIN-LICENSE.md"]
    ),
    .target(name: "SectionIndexBar"),
    .executableTarget(
      name: "section-index",
      dependencies: ["IndexedCollation", "SectionIndexBar"]
    ),

    // MARK: - Tests

    .target(
      name: "TestSupport",
      dependencies: ["IndexedCollation"],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "IndexedCollationTests",
      dependencies: ["IndexedCollation", "TestSupport"],
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
