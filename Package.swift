// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "swift-section-index",
  // The oldest systems apps still ship to; the libraries need nothing newer
  // (no `Synchronization`, no Foundation in the core).
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "SectionIndexCollation", targets: ["SectionIndexCollation"]),
    .library(name: "SectionIndexCollationFoundation", targets: ["SectionIndexCollationFoundation"]),
    .library(name: "SectionIndexBarModel", targets: ["SectionIndexBarModel"]),
    .library(name: "SectionIndexRecords", targets: ["SectionIndexRecords"]),
    .library(name: "SectionIndexJapanese", targets: ["SectionIndexJapanese"]),
    .executable(name: "section-index", targets: ["section-index"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Public API

    .target(
      name: "SectionIndexCollation",
      dependencies: ["SectionIndexAlgorithms", "SectionIndexCollationTables"]
    ),
    .target(name: "SectionIndexCollationFoundation", dependencies: ["SectionIndexCollation"]),
    .target(name: "SectionIndexBarModel", dependencies: ["SectionIndexAlgorithms"]),
    // Reading records (lines, JSON, JSON Lines, CSV; files, pipes, standard
    // input), sectioning them in bounded memory and writing them out.
    .target(
      name: "SectionIndexRecords",
      dependencies: ["SectionIndexCollation", "SectionIndexAlgorithms", "SectionIndexIO"]
    ),
    // Derived Japanese readings (SudachiDict data; their size is in
    // Benchmarks/SIZES.md): opt-in, apart from the core so that apps without
    // Japanese do not carry the tables.
    .target(
      name: "SectionIndexJapanese",
      dependencies: [
        "SectionIndexCollation", "SectionIndexAlgorithms", "SectionIndexCollationTables",
        "SectionIndexJapaneseTables",
      ]
    ),
    .executableTarget(
      name: "section-index",
      dependencies: [
        "SectionIndexRecords", "SectionIndexCollation", "SectionIndexBarModel",
        "SectionIndexAlgorithms", "SectionIndexJapanese", "SectionIndexIO",
        "SectionIndexCommandLine",
      ]
    ),

    // MARK: - Implementation details

    // Algorithms the modules share with `package` access (no product).
    .target(name: "SectionIndexAlgorithms"),
    // The generated tables (Tools/generate-*.py), data only, read by the
    // collation and by the Japanese readings through `package` declarations.
    // Which tables a build carries is which folder it compiles as these
    // modules: these, natively; Scripts/build-wasm.sh compiles the folders
    // Tools/locale-subset.py writes (the same declarations, some tables
    // left for the page to supply) in their place.
    .target(
      name: "SectionIndexCollationTables",
      exclude: ["Generated/README.md", "Generated/PINYIN-LICENSE.md"]
    ),
    .target(name: "SectionIndexJapaneseTables", exclude: ["Generated/SUDACHI-LICENSE.md"]),
    // Embedded-clean I/O the records library and the WebAssembly build
    // share: reading lines, UTF-8 validation, JSON strings and buffered
    // writing, over one platform layer (System/Platform.swift: the C
    // library natively, WASI in wasm32).
    .target(name: "SectionIndexIO", dependencies: ["SectionIndexAlgorithms"]),
    // The front end the executable and the WebAssembly command share:
    // argument parsing, help, the `--locale` option, output formats.
    .target(
      name: "SectionIndexCommandLine",
      dependencies: ["SectionIndexCollation", "SectionIndexAlgorithms", "SectionIndexIO"]
    ),

    // MARK: - Tests

    .target(
      name: "TestSupport",
      dependencies: ["SectionIndexCollation"],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "SectionIndexCollationTests",
      dependencies: [
        "SectionIndexCollation", "SectionIndexCollationFoundation", "SectionIndexCollationTables",
        "TestSupport",
      ],
      resources: [.copy("Resources")]
    ),
    .testTarget(name: "SectionIndexAlgorithmsTests", dependencies: ["SectionIndexAlgorithms"]),
    .testTarget(
      name: "SectionIndexJapaneseTests",
      dependencies: ["SectionIndexJapanese", "SectionIndexCollation", "SectionIndexJapaneseTables"]
    ),
    .testTarget(
      name: "SectionIndexBarModelTests",
      dependencies: ["SectionIndexBarModel", "TestSupport"]
    ),
    .testTarget(name: "SectionIndexIOTests", dependencies: ["SectionIndexIO", "TestSupport"]),
    .testTarget(
      name: "SectionIndexRecordsTests",
      dependencies: [
        "SectionIndexRecords", "SectionIndexCollation", "SectionIndexIO", "TestSupport",
      ]
    ),
    .testTarget(
      name: "SectionIndexCLITests",
      dependencies: [
        "section-index", "TestSupport", "SectionIndexJapanese", "SectionIndexIO",
        "SectionIndexCommandLine",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
