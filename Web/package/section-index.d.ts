// Types of the section-index package (Web/section-index.js and
// Web/section-index-list.js; Scripts/build-web.sh copies this file into
// .build/web/package/).

/** A field of a record: its name, or a function of the record. */
export type Field<R> = string | ((record: R) => string | number | null | undefined);

export interface SectionIndexOptions<R> {
  /** BCP 47 tag, several separated by commas; default the browser's language. */
  locale?: string;
  /** For object records: the field shown and sorted by; of several names, the first not empty (none: "", under "#"). */
  key?: Field<R> | string[];
  /** How a record is read (kana, a phonetic name): decides section and order when not empty. */
  reading?: Field<R>;
  /** People's names: Chinese surname readings (曾 zēng, 单 shàn). */
  names?: boolean;
  /** Keeps only the records the library's search matches (word starts, accents and case ignored, pinyin initials). */
  query?: string;
}

export interface Section<R> {
  title: string;
  /** The caller's own records, in collation order. */
  items: R[];
}

export interface SectionIndexResult<R> {
  /** The locale the collation resolved to. */
  locale: string;
  /** Every index title, for an index bar (also titles without records). */
  titles: string[];
  /** The non-empty sections, in index order. */
  sections: Section<R>[];
}

/** Sections records by a locale's collation, in Node (18 and later) and browsers. */
export function sectionIndex<R = string>(
  records: Iterable<R>,
  options?: SectionIndexOptions<R>,
): Promise<SectionIndexResult<R>>;

/** The wasm engine that sectionIndex and <section-index-list> run on (one list and bar each). */
export class SectionIndexEngine {
  static create(): Promise<SectionIndexEngine>;
  /**
   * Fetches, once per page, the files of section-index-data/ that sectioning
   * these records by `locale` needs: the full build's Chinese, Japanese and
   * Korean tables for those locales, and in every build han.data (the order
   * of ideographs, 46 KB) only when a key or reading holds an ideograph the
   * locales' tables do not list (a Chinese name in an English list). Rejects
   * naming a file that cannot be loaded.
   */
  prepare(locale: string, records?: { keys?: string[]; readings?: string[] | null }): Promise<void>;
  /**
   * Sections the keys (after `prepare` with the same keys): the sections'
   * items are the keys' numbers. Throws naming the data file when one that
   * the locale or the records need was not loaded.
   */
  section(
    locale: string,
    options?: { names?: boolean; keys?: string[]; readings?: string[] | null },
  ): {
    locale: string;
    requestedLocale: string;
    rightToLeft: boolean;
    /** Tags that fell back to the root collation: "unknown locale 'xx'; using root (A–Z)". */
    warnings: string[];
    titles: string[];
    sections: { title: string; items: number[] }[];
  };
  /** The records of the last `section` that `query` matches: record number → UTF-16 ranges matched. */
  search(query: string): Map<number, number[]>;
  /**
   * `search` over the records `from..<to`, or the record numbers `candidates`
   * (the matches of a shorter query), for searching a slice at a time.
   */
  searchIn(query: string, slice?: { from?: number; to?: number; candidates?: Int32Array | null }): Map<number, number[]>;
  /**
   * Whether a query typed further (`next`) need search only what `previous`
   * matched: null when not; else the records it must search besides those
   * (empty for most lists; kana records when `next` could be romaji).
   */
  refinement(previous: string, next: string): Int32Array | null;
}
