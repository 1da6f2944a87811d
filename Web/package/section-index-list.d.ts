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

export interface SelectDetail<R = unknown> {
  /** The record of the row chosen (clicked, or Enter on it): the caller's own object or string. */
  record: R;
}

export interface WarningDetail {
  /** As `section-index` warns: "unknown locale 'xx'; using root (A–Z)". */
  message: string;
  /** The `locale` the warning is about. */
  locale: string;
}

/** The element's own events, by name, with their `detail`. */
export interface SectionIndexListEventMap<R = unknown> {
  sectionchange: CustomEvent<SectionChangeDetail>;
  select: CustomEvent<SelectDetail<R>>;
  sectioned: CustomEvent<SectionIndexResult<R>>;
  error: CustomEvent<ErrorDetail>;
  warning: CustomEvent<WarningDetail>;
}

/** A field of a record as the element takes it: a field name, or a function of the record. */
export type ListField<R> = string | ((record: R) => string | number | null | undefined);

/**
 * `<section-index-list>`: importing "section-index/list" defines it (where
 * `customElements` exists; on a server the import defines nothing). Every
 * option is both an attribute and a property, settable before definition.
 */
export class SectionIndexList<R = unknown> extends HTMLElement {
  /** The attributes the element observes: its options. */
  static readonly observedAttributes: string[];
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
  get key(): ListField<R> | null;
  set key(value: ListField<R> | null | undefined);
  /** The `reading` attribute (the field holding how a record is read), or a function of the record. */
  get reading(): ListField<R> | null;
  set reading(value: ListField<R> | null | undefined);
  /** The `query` attribute: keeps and highlights what the search matches. */
  get query(): string;
  set query(value: string | null | undefined);
  /** The `search` attribute: a search field; `true`, its placeholder, or `false` for none. */
  get search(): boolean | string;
  set search(value: boolean | string | null | undefined);
  /** The sections shown (filtered by `query`), and the locale as asked for. */
  readonly result: (SectionIndexResult<R> & { requestedLocale: string }) | undefined;
  /** The error shown instead of the list (an `error` event said it), or null. */
  readonly error: Error | null;
  /** Resolves when the list shows the current records and query; rejects with the error shown instead. */
  readonly updated: Promise<void>;
  /** Milliseconds the last sectioning took, with the data files it loaded (in a worker for long lists). */
  readonly sectionMilliseconds: number;
  /** Puts the section titled `title` at the top; returns whether the list moved. */
  scrollToSection(title: string): boolean;
  addEventListener<K extends keyof SectionIndexListEventMap<R>>(type: K,
    listener: (this: SectionIndexList<R>, event: SectionIndexListEventMap<R>[K]) => void,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K,
    listener: (this: SectionIndexList<R>, event: HTMLElementEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SectionIndexListEventMap<R>>(type: K,
    listener: (this: SectionIndexList<R>, event: SectionIndexListEventMap<R>[K]) => void,
    options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K,
    listener: (this: SectionIndexList<R>, event: HTMLElementEventMap[K]) => void,
    options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/**
 * The element's props in JSX (React's `IntrinsicElements`, below): the
 * options as attributes (React 18 sets them as attributes; `key` is React's
 * own, so set the attribute with a ref: `ref.current.setAttribute("key",
 * "name")`), and, as React 19 sets them, `records` and `renderItem` as
 * properties and the `on…` event handlers.
 */
export interface SectionIndexListProps<R = unknown> {
  locale?: string;
  names?: boolean;
  demo?: boolean;
  reading?: string;
  query?: string;
  search?: boolean | string;
  records?: R[];
  renderItem?: SectionIndexList<R>["renderItem"];
  onsectionchange?: (event: SectionIndexListEventMap<R>["sectionchange"]) => void;
  onselect?: (event: SectionIndexListEventMap<R>["select"]) => void;
  onsectioned?: (event: SectionIndexListEventMap<R>["sectioned"]) => void;
  onerror?: (event: SectionIndexListEventMap<R>["error"]) => void;
  onwarning?: (event: SectionIndexListEventMap<R>["warning"]) => void;
  // Any record type: a ref of SectionIndexList<Person> fits the element's props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ref?: { readonly current: SectionIndexList<any> | null } | ((element: SectionIndexList<any> | null) => void) | null;
  id?: string;
  class?: string;
  className?: string;
  hidden?: boolean;
  slot?: string;
  style?: { [property: string]: string | number | undefined };
  dir?: string;
  lang?: string;
  children?: unknown;
  [attribute: `data-${string}`]: string | number | boolean | undefined;
  [attribute: `aria-${string}`]: string | number | boolean | undefined;
}

declare global {
  interface HTMLElementTagNameMap {
    "section-index-list": SectionIndexList;
  }
  /**
   * JSX with a global namespace (React 18's types, Preact): `<section-index-list>`.
   * With React 19's types (a JSX namespace in "react"), add to a .d.ts of yours:
   * `declare module "react" { namespace JSX { interface IntrinsicElements {
   * "section-index-list": import("section-index/list").SectionIndexListProps } } }`.
   */
  namespace JSX {
    interface IntrinsicElements {
      "section-index-list": SectionIndexListProps;
    }
  }
}
