import SectionIndexAlgorithms
internal import SectionIndexCollationTables

// The root table in two parts, for the web builds (Scripts/build-web.sh):
// their generated RootCollationData.swift (Tools/locale-subset.py writes
// it) holds in `rootCollationData` only the entries of scalars in
// `rootCoreRanges` (Latin, Greek, Cyrillic, punctuation, symbols, and in
// the full build the scripts of Chinese, Japanese and Korean: what most
// pages' titles and lists use), and the rest is root.data, a data file the
// page fetches for the locales that need it and for records that hold
// another scalar (`IndexedCollation.needsRootExtra(for:)`) and supplies as
// `rootCollationExtraData` (`CollationData`). Native builds compile the
// whole root: `rootCoreRanges` and `rootCollationExtraData` are empty
// there.

extension CollationData {
  /// Whether this build's root table is split and these tables do not
  /// supply its second part (a web build before `root.data`):
  /// then records that `IndexedCollation.needsRootExtra(for:)` must not be
  /// sectioned.
  package var lacksRootExtra: Bool {
    rootCoreRanges.utf8CodeUnitCount > 0 && rootCollationExtraData.utf8CodeUnitCount == 0
      && !isSupplied("rootCollationExtraData")
  }
}

extension IndexedCollation {
  /// Whether `text` holds a scalar outside the split root's core
  /// (`rootCoreRanges`), whose order the second part gives; false when the
  /// root is whole. The web build asks this before fetching root.data
  /// (Wasm/WebData.swift `si_needs`) and before sectioning without it.
  ///
  ///     IndexedCollation.needsRootExtra(for: "Ærøskøbing")  // false
  ///     IndexedCollation.needsRootExtra(for: "محمد")  // true in a web build
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
