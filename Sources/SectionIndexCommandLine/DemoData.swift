import SectionIndexAlgorithms

/// The demo's choice of names for a locale, which `section-index demo` and
/// the web build (`si_demo_key`) share; the names themselves are the
/// executable's (`TerritoryNames`), or a JSON file the demo page loads.
package enum DemoData {
  /// The key for a language tag among the keys `isKey` accepts: what the web
  /// build uses with the keys of `demo-records.json`, which holds the names
  /// out of its wasm (Tools/demo-records.py).
  ///
  ///     DemoData.tableKey(for: "zh-TW") { ["zh", "zh_Hant"].contains($0) }  // "zh_Hant"
  ///
  /// - Complexity: O(*n*) in the tag's subtags.
  package static func tableKey(for tag: String, isKey: (String) -> Bool) -> String? {
    let parts = tag.splitUTF8(separators: UInt8(ascii: "-"), UInt8(ascii: "_"))
    guard let language = parts.first?.asciiLowercased() else { return nil }
    // Subtags are ASCII: compared by their bytes (`UTF8Key`).
    if language.utf8Equals("zh") {
      let rest = Set(parts.dropFirst().map { UTF8Key($0.asciiLowercased()) })
      let traditional =
        !rest.isDisjoint(with: ["hant", "tw", "hk", "mo"]) && !rest.contains("hans")
      return traditional ? "zh_Hant" : "zh"
    }
    var candidates: [String] = []
    for count in stride(from: parts.count, through: 1, by: -1) {
      candidates.append(([language] + parts[1..<count]).joined(separator: "_"))
    }
    return candidates.first(where: isKey)
  }
}
