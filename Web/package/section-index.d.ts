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
  /** What `section-index` warns: an unknown locale that fell back ("unknown locale 'xx'; using root (A–Z)"). */
  warnings: string[];
}

export interface Configuration {
  /**
   * The folder holding `section-index-web.wasm` and `section-index-data/`
   * (a CDN, another folder of the site): absolute, or relative to the page.
   */
  baseURL?: string | URL;
  /**
   * Lists of at least this many records (default 10,000) are sectioned in
   * a Web Worker running the same wasm (section-index-worker.js, next to
   * the module), so that the page keeps drawing and taking input; `0`:
   * every list, `false`: none. Without module workers (Node, a file://
   * page) lists are sectioned in the calling thread, with the same answers.
   */
  workerThreshold?: number | false;
}

/**
 * Sets where the wasm and the data files load from, for `sectionIndex()`,
 * `SectionIndexEngine.create()` and `<section-index-list>` (default: next to
 * the module). An engine keeps the folder it was made with, for its data
 * files too; the call counts for engines made after it. Returns the folder
 * now used.
 */
export function configure(configuration?: Configuration): string;

/**
 * The string a record is sorted by: the record itself, or its `field`; of
 * several fields, the first that is not empty. Throws a TypeError naming the
 * record when there is none (`optional`: "" instead).
 */
export function fieldOf<R>(record: R, index: number, field?: Field<R> | string[], options?: { optional?: boolean }): string;

/** The browser's or the runtime's language, "en" when there is none. */
export function defaultLocale(): string;

/** Sections records by a locale's collation, in Node (18 and later) and browsers. */
export function sectionIndex<R = string>(
  records: Iterable<R>,
  options?: SectionIndexOptions<R>,
): Promise<SectionIndexResult<R>>;

/** A rectangle in the bar's coordinates (CSS pixels). */
export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the bar asks its view to do, in order (SectionIndexBar.Event). */
export type BarEvent =
  | { type: "touchesBegan" }
  | { type: "touchesEnded" }
  | { type: "touchesCancelled" }
  /** `item` the bar item chosen; `section` the section to scroll to (null: none has records). */
  | { type: "selectionChanged"; item: number; section: number | null }
  | { type: "highlightChanged"; item: number | null }
  | { type: "haptic" }
  | { type: "indicatorShown"; frame: Frame }
  | { type: "indicatorMoved"; frame: Frame }
  | { type: "indicatorHidden" }
  | { type: "announcement"; text: string };

/** The bar after a change: what to draw and the events to carry out. */
export interface BarState {
  events: BarEvent[];
  /** The entries drawn: an item, or a collapsed placeholder (`item` null) covering `covered`. */
  entries: { item: number | null; title: string; search?: true; covered: number[]; dimmed: boolean; frame: Frame }[];
  /** Every item's title (the search entry's is ""). */
  items: string[];
  highlightedEntry: number | null;
  highlightedItem: number | null;
  /** The bubble's frame while scrubbing. */
  indicator: Frame | null;
  collapsed: boolean;
  /** The accessibility label and value (the section highlighted). */
  label: string;
  value: string | null;
}

/** What `SectionIndexEngine.section` answers: the items are the keys' numbers. */
export interface EngineSections {
  locale: string;
  requestedLocale: string;
  rightToLeft: boolean;
  /** Tags that fell back to the root collation: "unknown locale 'xx'; using root (A–Z)". */
  warnings: string[];
  titles: string[];
  sections: { title: string; items: number[] }[];
}

/** The wasm engine that sectionIndex and <section-index-list> run on (one list and bar each). */
export class SectionIndexEngine {
  /** A new instance of the wasm (compiled once per page and folder; see `configure`). */
  static create(options?: { module?: WebAssembly.Module | null }): Promise<SectionIndexEngine>;
  /** The names of the data files given to the instance (`prepare`). */
  readonly supplied: string[];
  /** The wasm instance's exports. */
  exports: WebAssembly.Exports & { memory: WebAssembly.Memory };
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
  ): EngineSections;
  /**
   * `prepare` then `section`, with the same answer and errors, in a Web
   * Worker when the list has `workerThreshold` records or more (see
   * `configure`); this instance then searches and drives the bar as after
   * `section`.
   */
  sectionOffThread(
    locale: string,
    options?: { names?: boolean; keys?: string[]; readings?: string[] | null },
  ): Promise<EngineSections>;
  /** Takes the sections another instance of this build made of `keys` (`section`'s answer, in a worker). */
  adopt(
    locale: string,
    result: EngineSections,
    options?: { names?: boolean; keys?: string[]; readings?: string[] | null },
  ): void;
  /** Which of `keys` (demo-records.json's territory tables) the demo of `tag` shows; `locale` the collation's. */
  demoKey(tag: string, locale: string, keys: string[]): string;
  /** The records of the last `section` that `query` matches: record number → UTF-16 ranges matched. */
  search(query: string): Map<number, number[]>;
  /**
   * `search` over the records `from..<to`, or the record numbers `candidates`
   * (the matches of a shorter query), for searching a slice at a time.
   */
  searchIn(query: string, slice?: { from?: number; to?: number; candidates?: Int32Array | null }): Map<number, number[]>;
  /**
   * `searchIn` without the ranges: the numbers of the records that match, in
   * increasing order (of `candidates`, in theirs); ask `rangesOf` for the rows drawn.
   */
  matchIn(query: string, slice?: { from?: number; to?: number; candidates?: Int32Array | null }): Int32Array;
  /** The UTF-16 ranges of record `record`'s key that `query` matched: empty when by a reading, or none. */
  rangesOf(query: string, record: number): number[];
  /**
   * Whether a query typed further (`next`) need search only what `previous`
   * matched (the library's `SearchQuery.narrows`): null when not; else the
   * records it must search besides those (empty).
   */
  refinement(previous: string, next: string): Int32Array | null;
  /** The sections shown are now these (a search filtered them): the bar follows. */
  show(titles: string[]): void;
  /** Lays the bar out in a rectangle; `search` adds the search entry at its top. */
  layout(x: number, y: number, width: number, height: number, options?: { rightToLeft?: boolean; search?: boolean }): BarState;
  /** A pointer on the bar: phase 0 down, 1 move, 2 up, 3 cancel; x and y in the bar's coordinates. */
  touch(phase: 0 | 1 | 2 | 3, x: number, y: number): BarState;
  /** A key on the bar: 0 next, 1 previous, 2 first, 3 last. */
  key(key: 0 | 1 | 2 | 3): BarState;
  /** Selects a bar item by its number, or by a title (a letter typed). */
  select(itemOrTitle: number | string): BarState;
  /**
   * The list scrolled: `frames` each section's top and height in content
   * coordinates; the bar's highlight follows.
   */
  scroll(frames: Float64Array, offset: number, viewportHeight: number, contentHeight: number, isUserScrolling: boolean): BarState;
}
