// The Foundation conveniences of IndexedCollation, in a module of their own so
// that the core links nothing but the Swift standard library.

@_exported import SectionIndexCollation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#elseif canImport(Foundation)
  import Foundation
#endif

#if canImport(FoundationEssentials) || canImport(Foundation)
  extension IndexedCollation {
    /// Creates a collation for a Foundation locale, such as `Locale.current`.
    ///
    /// Only the locale's identifier is used; the collation data is the
    /// package's own, so results do not depend on the platform's ICU.
    ///
    ///     let collation = IndexedCollation(locale: Locale(identifier: "sv_SE"))
    ///     collation.locale  // "sv"
    ///
    /// - Parameters:
    ///   - locale: The locale whose sections and order to use.
    ///   - content: What the strings are; `.text` unless they are people's names.
    ///   - options: Choices that differ between apps.
    /// - Complexity: As ``IndexedCollation/init(locale:content:options:)``.
    public init(locale: Locale, content: Content = .text, options: Options = .init()) {
      self.init(locale: locale.identifier, content: content, options: options)
    }
  }
#endif
