// Types of <section-index-list> (Web/section-index-list.js), which also
// exports what section-index.js does.
import type { SectionIndexResult } from "./section-index.js";

export * from "./section-index.js";

export interface SectionChangeDetail {
  title: string;
  /** The section's position among the sections shown. */
  index: number;
}

export interface ErrorDetail {
  /** What keeps the list from being shown; its message names the locale, the data file or the record. */
  error: Error;
}

export interface WarningDetail {
  /** As `section-index` warns: "unknown locale 'xx'; using root (A–Z)". */
  message: string;
  /** The `locale` the warning is about. */
  locale: string;
}

/**
 * `<section-index-list>`: importing "section-index/list" defines it (where
 * `customElements` exists; on a server the import defines nothing). Every
 * option is both an attribute and a property, settable before definition.
 */
export class SectionIndexList<R = unknown> extends HTMLElement {
  /** Strings, or objects with the `key` attribute naming the field shown. May be set before the element is defined. */
  records: R[];
  /**
   * Draws a row's content, which the element puts in the light DOM (slotted
   * into the row) where the page's CSS reaches it; rows may be of any height.
   * `ranges` are the UTF-16 ranges of `text` the query matched ([start, end, …]).
   */
  renderItem: ((record: R, match: { text: string; ranges: number[] }) => Node | string) | null;
  /** The `locale` attribute: BCP 47, several separated by commas; reads the browser's language when not set. */
  get locale(): string;
  set locale(value: string | null | undefined);
  /** The boolean `names` attribute: people's names (surname readings). */
  names: boolean;
  /** The boolean `demo` attribute: the demo's records. */
  demo: boolean;
  /** The `key` attribute (the field of object records shown and sorted by), or a function of the record. */
  get key(): string | ((record: R) => string | number | null | undefined) | null;
  set key(value: string | ((record: R) => string | number | null | undefined) | null | undefined);
  /** The `reading` attribute (the field holding how a record is read), or a function of the record. */
  get reading(): string | ((record: R) => string | number | null | undefined) | null;
  set reading(value: string | ((record: R) => string | number | null | undefined) | null | undefined);
  /** The `query` attribute: keeps and highlights what the search matches. */
  get query(): string;
  set query(value: string | null | undefined);
  /** The `search` attribute: a search field; `true`, its placeholder, or `false` for none. */
  get search(): boolean | string;
  set search(value: boolean | string | null | undefined);
  /** The sections shown. */
  readonly result: SectionIndexResult<R> | undefined;
  /** The error shown instead of the list (an `error` event said it), or null. */
  readonly error: Error | null;
  /** Resolves when the list shows the current records and query; rejects with the error shown instead. */
  readonly updated: Promise<void>;
  /** Milliseconds the last sectioning took. */
  readonly sectionMilliseconds: number;
  /** Puts the section titled `title` at the top; returns whether the list moved. */
  scrollToSection(title: string): boolean;
  addEventListener(type: "sectionchange", listener: (event: CustomEvent<SectionChangeDetail>) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: "select", listener: (event: CustomEvent<{ record: R }>) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: "sectioned", listener: (event: CustomEvent<SectionIndexResult<R>>) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: "error", listener: (event: CustomEvent<ErrorDetail>) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: "warning", listener: (event: CustomEvent<WarningDetail>) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "section-index-list": SectionIndexList;
  }
}
