@_exported import IndexedCollation
