extension Array where Element == String {
  /// The items as an English list: `a`, `a or b`, `a, b or c`.
  ///
  ///     ["'tsv'", "'json'", "'text'"].listed(conjunction: "or")  // "'tsv', 'json' or 'text'"
  ///
  /// Usage errors (`SectionIndexCommandLine`'s argument parser) and record
  /// errors (`RecordReader`) both list with it.
  ///
  /// - Complexity: O(*n*) in the items' total length.
  package func listed(conjunction: String) -> String {
    guard count > 1 else { return first ?? "" }
    return dropLast().joined(separator: ", ") + " \(conjunction) " + last!
  }
}
