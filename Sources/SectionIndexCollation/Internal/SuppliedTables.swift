import SectionIndexAlgorithms

/// Generated tables a build supplies at run time instead of compiling them
/// in: the web build's on-demand data files (`Scripts/build-web.sh`; the
/// CJK tailorings, the pinyin and the Japanese readings), which a page
/// fetches when a locale needs them and hands to the wasm before anything
/// reads a table.
///
///     SuppliedTables.supply(["tailoring_zh", "zh"], bytes)
///     SuppliedTables.text("zh", else: tailoring_zh)  // `bytes` from now on
///
/// Tables are supplied before the first read (the wasm's `si_supply`
/// refuses them after its first sectioning): readers such as
/// `PinyinReader.shared` decode once. A build that supplies nothing (every
/// native build) reads its literals; the lookup then costs one check.
package enum SuppliedTables {
  /// The supplied texts by name (ASCII, looked up by bytes); written only
  /// before the first read, so the readers on other threads never see a write.
  nonisolated(unsafe) private static var texts: [UTF8Key: UnsafeBufferPointer<UInt8>] = [:]

  /// Keeps a copy of `bytes` (for the process's life) as the text of the
  /// tables `names` (a generated table's name, or a locale's data key for
  /// its tailoring).
  ///
  /// - Complexity: O(*n*) in the bytes.
  package static func supply(_ names: [String], _ bytes: UnsafeRawBufferPointer) {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    if let base = bytes.baseAddress, bytes.count > 0 {
      copy.baseAddress!.initialize(
        from: base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    }
    let text = UnsafeBufferPointer(start: copy.baseAddress, count: bytes.count)
    for name in names { texts[UTF8Key(name)] = text }
  }

  /// Whether a table of that name has been supplied.
  package static func isSupplied(_ name: String) -> Bool { texts[UTF8Key(name)] != nil }

  /// The text of table `name`: the supplied one, else the literal compiled in.
  ///
  /// - Complexity: O(1).
  package static func text(_ name: String, else literal: StaticString) -> UnsafeBufferPointer<UInt8>
  {
    if !texts.isEmpty, let supplied = texts[UTF8Key(name)] { return supplied }
    return UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
  }
}
