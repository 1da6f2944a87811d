// Types of <section-index-list> (Web/section-index-list.js), which also
// exports what section-index.js does.
import type { SectionIndexResult } from "./section-index.js";

export * from "./section-index.js";

export interface SectionChangeDetail {
  title: string;
  /** The section's position among the sections shown. */
  index: number;
}

/** `<section-index-list>`: importing "section-index/list" defines it. */
export class SectionIndexList<R = unknown> extends HTMLElement {
  /** Strings, or objects with the `key` attribute naming the field shown. May be set before the element is defined. */
  records: R[];
  /** Draws a row; `ranges` are the UTF-16 ranges of `text` the query matched ([start, end, …]). */
  renderItem: ((record: R, match: { text: string; ranges: number[] }) => Node | string) | null;
  /** The `query` attribute: keeps and highlights what the search matches. */
  query: string;
  readonly locale: string;
  /** The sections shown. */
  readonly result: SectionIndexResult<R> | undefined;
  /** Resolves when the list shows the current records. */
  readonly updated: Promise<unknown>;
  /** Milliseconds the last sectioning took. */
  readonly sectionMilliseconds: number;
  /** Puts the section titled `title` at the top; returns whether the list moved. */
  scrollToSection(title: string): boolean;
  addEventListener(type: "sectionchange", listener: (event: CustomEvent<SectionChangeDetail>) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: "select", listener: (event: CustomEvent<{ record: R }>) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: "sectioned", listener: (event: CustomEvent<SectionIndexResult<R>>) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "section-index-list": SectionIndexList;
  }
}
