import SectionIndexAlgorithms

// The root table in two parts, for a web build for chosen locales
// (Scripts/build-web.sh --locales): Tools/locale-subset.py writes its own
// copy of this file, with `rootCollationData` (RootCollationData.swift)
// holding only the entries of scalars in `rootCoreRanges` (Latin, Greek,
// Cyrillic, punctuation, symbols: what those locales' titles and most lists
// use) and the rest in root.data, a data file the page fetches only for
// records that hold another scalar (`IndexedCollation.needsRootExtra(for:)`),
// supplied as `rootCollationExtraData`. Every other build compiles the
// whole root in `rootCollationData`: these are empty.

/// The root entries left out of `rootCollationData` ("": none).
let rootCollationExtraData: StaticString = ""

/// The scalars whose root entries `rootCollationData` holds when the root
/// is split, as a `ScalarSet`'s boundaries ("": not split).
let rootCoreRanges: StaticString = ""

extension IndexedCollation {
  /// Whether the root table has been decoded (in this process): supplying
  /// its second part after that would change nothing.
  package static var isRootRead: Bool { RootCollation.isRead }

  /// Whether this build's root table is split and its second part has not
  /// been supplied (a `--locales` web build before `root.data`): then
  /// records that ``needsRootExtra(for:)`` must not be sectioned.
  package static var lacksRootExtra: Bool {
    rootCoreRanges.utf8CodeUnitCount > 0 && rootCollationExtraData.utf8CodeUnitCount == 0
      && !SuppliedTables.isSupplied("rootCollationExtraData")
  }

  /// Whether `text` holds a scalar outside the split root's core
  /// (`rootCoreRanges`), whose order the second part gives; false when the
  /// root is whole. The web build asks this before fetching root.data
  /// (Wasm/WebData.swift `si_needs`) and before sectioning without it.
  ///
  ///     IndexedCollation.needsRootExtra(for: "Ærøskøbing")  // false
  ///     IndexedCollation.needsRootExtra(for: "محمد")  // true in an en,de,sv,fr build
  ///
  /// - Complexity: O(*n* log *r*) for *n* scalars and *r* ranges.
  package static func needsRootExtra(for text: String) -> Bool {
    guard rootCoreRanges.utf8CodeUnitCount > 0 else { return false }
    let core = rootCore
    return text.unicodeScalars.contains { $0.value >= 0x80 && !core.contains($0.value) }
  }
}

/// `rootCoreRanges`, decoded once.
private let rootCore = ScalarSet(rootCoreRanges)
