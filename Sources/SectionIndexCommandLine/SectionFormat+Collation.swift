import SectionIndexCollation
import SectionIndexIO

/// `group` and `titles` write in a `SectionFormat` (`--format`); the
/// writer itself is the records' (SectionIndexIO's `SectionWriter`).
extension SectionFormat {
  /// Writes a sectioned list.
  package func write(
    _ sections: IndexedSections<String>, of collation: IndexedCollation, to out: BufferedWriter
  ) throws(SystemError) {
    var writer = SectionWriter(format: self, collation: collation, out: out)
    for section in sections {
      try writer.section(section.title, count: section.items.count) { k, out throws(SystemError) in
        try self == .json ? out.write(JSON.quoted(section.items[k])) : out.write(section.items[k])
      }
    }
    try writer.end()
  }

  /// Writes a collation's section titles.
  package func writeTitles(of collation: IndexedCollation, to out: BufferedWriter)
    throws(SystemError)
  {
    switch self {
    case .tsv, .text:
      for title in collation.sectionTitles {
        try out.write(title + "\n")
      }
    case .json:
      try out.write(Self.jsonHeader(collation))
      let titles = collation.sectionTitles.map { "    " + JSON.quoted($0) }
      try out.write("  \"titles\": [\n" + titles.joined(separator: ",\n") + "\n  ]\n}\n")
    }
  }

  /// The start of a JSON document about `collation`'s index.
  package static func jsonHeader(_ collation: IndexedCollation) -> String {
    jsonHeader(locales: collation.locales, requested: collation.requestedLocales)
  }
}

extension SectionWriter {
  /// Starts writing `collation`'s sections (json's header names its locales).
  package init(format: SectionFormat, collation: IndexedCollation, out: BufferedWriter) {
    self.init(format: format, jsonHeader: SectionFormat.jsonHeader(collation), out: out)
  }
}
