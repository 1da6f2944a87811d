// <section-index-list>: a scrolling list with sticky section headers and the
// index bar at its edge. Sectioning, sorting, search and all of the bar's
// behaviour come from IndexedCollation and SectionIndexBar compiled to wasm
// (section-index.js, Wasm/WebExports.swift); what to draw for a scroll
// position comes from list-model.js. This module is the imperative shell:
// it draws what they return and forwards pointer, scroll, resize and key
// events.
//
//   <section-index-list locale="sv" search></section-index-list>
//   list.records = ["Åsa", "Anna", …];      // or objects, with key="name"
//
// Attributes: locale (BCP 47, comma-separated for several), names (people's
// names: surname readings), key and reading (the fields of object records),
// query (keeps and highlights what the search matches), search (a search
// field and a search entry on the bar), demo (the records of
// `section-index demo`, from demo-records.json next to this module). Events: sectioned, sectionchange ({title, index}),
// select ({record}). Contract for tests: headers carry data-section-title,
// bar titles data-index-title.

import { SectionIndexEngine, defaultLocale, fieldOf } from "./section-index.js";
import {
  MatchSet, anchorAt, anchoredScrollTop, barKey, filterSections, layoutSections, markedParts, orderOf, rowHeightsOf, rowTop, sectionAt,
  sectionFrames, unionSorted, visibleWindow, windowCovers,
} from "./list-model.js";

// Everything the main module exports (configure, sectionIndex, …): one import serves both.
export * from "./section-index.js";

const demoURL = new URL("./demo-records.json", import.meta.url);
let demoData;

/**
 * The records of `section-index demo --locale tag`: the territory names of
 * demo-records.json (which Scripts/build-web.sh writes next to the page; the
 * npm package leaves it out) that the engine picks for the locale, then the
 * sample people's names.
 */
async function demoRecords(engine, tag) {
  demoData ??= fetch(demoURL).then((response) => {
    if (!response.ok) throw new Error(`section-index-list: the demo attribute needs ${demoURL} (HTTP ${response.status})`);
    return response.json();
  });
  const { samples, territories } = await demoData;
  const { locale } = engine.section(tag);
  return [...territories[engine.demoKey(tag, locale, Object.keys(territories))], ...samples];
}

const style = `
:host {
  --_accent: var(--section-index-accent, #0a66d8);
  --_color: var(--section-index-color, #1b1b1f);
  --_background: var(--section-index-background, #fff);
  --_header-color: var(--section-index-header-color, #333);
  --_header-background: var(--section-index-header-background, #eef1f5);
  --_divider: var(--section-index-divider, #ececec);
  --_dimmed: var(--section-index-dimmed, #9bb7dc);
  --_mark: var(--section-index-mark, #ffe27a);
  --_error: var(--section-index-error-color, #b3261e);
  --_row-height: var(--section-index-row-height, 40px);
  --_header-height: var(--section-index-header-height, 28px);
  --_bar-width: var(--section-index-bar-width, 28px);
  display: flex; flex-direction: row; position: relative; overflow: hidden; box-sizing: border-box;
  height: var(--section-index-height, min(600px, 100vh));
  font: var(--section-index-font, 16px/1.4 system-ui, sans-serif);
  color: var(--_color); background: var(--_background); color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :host {
    --_accent: var(--section-index-accent, #5ea2ff);
    --_color: var(--section-index-color, #e6e6ea);
    --_background: var(--section-index-background, #17181b);
    --_header-color: var(--section-index-header-color, #d0d3d8);
    --_header-background: var(--section-index-header-background, #2a2d33);
    --_divider: var(--section-index-divider, #2a2b30);
    --_dimmed: var(--section-index-dimmed, #4d6488);
    --_mark: var(--section-index-mark, #80620f);
    --_error: var(--section-index-error-color, #ffb4ab);
  }
}
:host([hidden]) { display: none; }
.list { flex: 1; min-width: 0; overflow-y: auto; position: relative; overscroll-behavior: contain;
  overflow-anchor: none; }
.search { padding: 6px 8px; border-bottom: 1px solid var(--_divider); }
.search[hidden], .error[hidden] { display: none; }
.search input { box-sizing: border-box; width: 100%; font: inherit; padding: 4px 8px; color: inherit;
  background: var(--_header-background); border: 1px solid var(--_divider); border-radius: 8px; }
.error { padding: 12px; color: var(--_error); overflow-wrap: anywhere; }
.content { position: relative; }
.section { position: absolute; left: 0; right: 0; }
.section > h2 { position: sticky; top: 0; z-index: 1; box-sizing: border-box; margin: 0; padding: 0 12px;
  height: var(--_header-height); line-height: var(--_header-height); font-size: 14px; overflow: hidden;
  background: var(--_header-background); color: var(--_header-color); border-bottom: 1px solid var(--_divider); }
.section > ul { list-style: none; margin: 0; padding: 0; }
.section li { position: absolute; left: 0; right: 0; box-sizing: border-box; height: var(--_row-height);
  padding: 0 12px; display: flex; align-items: center; overflow: hidden; white-space: nowrap;
  border-bottom: 1px solid var(--_divider); cursor: default; }
.section li.own { height: auto; min-height: var(--_row-height); white-space: normal; }
.section li > .text { overflow: hidden; text-overflow: ellipsis; white-space: pre; }
.section li > slot { display: block; flex: 1; min-width: 0; }
.section li:focus-visible { outline: 2px solid var(--_accent); outline-offset: -2px; }
mark { background: var(--_mark); color: inherit; border-radius: 2px; }
.bar { flex: 0 0 var(--_bar-width); position: relative; touch-action: none; user-select: none; cursor: default;
  outline-offset: -2px; }
.bar span { position: absolute; display: flex; align-items: center; justify-content: center;
  font-size: 11px; font-weight: 600; color: var(--_accent); }
.bar span.dimmed { color: var(--_dimmed); }
.bar span.highlighted { color: var(--_background); background: var(--_accent); border-radius: 50%; }
.bubble { position: absolute; display: none; align-items: center; justify-content: center;
  font-size: 28px; font-weight: 600; color: #fff; background: color-mix(in srgb, var(--_accent) 75%, transparent);
  border-radius: 50%; pointer-events: none; z-index: 2; }
.probe { position: absolute; visibility: hidden; pointer-events: none; }
.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
`;

// What a change needs done again, gathered in a microtask (one batch of
// property and attribute changes: one sectioning).
const SECTION = 1;
const SEARCH = 2;
const LAYOUT = 4;

/** The options of the element, each both an attribute and a property. */
const options = ["locale", "names", "demo", "key", "reading", "query", "search"];

/** Gives the page a moment between two slices of a search (input first). */
function yieldToPage() {
  if (globalThis.scheduler?.yield) return globalThis.scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Milliseconds of search between two yields: short enough for the page to take a keystroke. */
const searchSlice = 6;

// Servers (Node, Deno, a framework's server rendering) have no DOM: there the
// class extends a stand-in and is never defined, so importing the module is safe.
const Base = globalThis.HTMLElement ?? class {};

export class SectionIndexList extends Base {
  static observedAttributes = options;

  #engine;
  #records = [];
  #renderItem = null;
  /** `key` and `reading` when they are functions of the record (no attribute can say those). */
  #fields = { key: null, reading: null };
  /** The last answer: `{locale, titles, sections: [{title, items: [record numbers]}]}`. */
  #result;
  /** The sections shown (filtered by `query`) and their rows' search ranges. */
  #shown = [];
  /** The records the query matched (a `MatchSet`, null: no query) and the ranges of those drawn, by record. */
  #matches = null;
  #ranges = new Map();
  /** The query `#matches` are of. */
  #matchesQuery = "";
  /** The last search finished: its query and matches, which a longer query searches again. */
  #searched = null;
  /** Records a search slice tried per millisecond, as last measured (sizes the first slice of the next). */
  #searchPace = 0;
  /** Where each record is in the sections (`orderOf`), for filtering by a few matches. */
  #order = null;
  #layout;
  #drawn = null;
  #state;
  #jumping = false;
  #byKey = false;
  #current = -1;
  #ready;
  #pending;
  #records0;
  #keys = [];
  #dirty = 0;
  #batch = null;
  #generation = 0;
  #searchGeneration = 0;
  #error = null;
  #internals = null;
  /** Measured heights of rows drawn by `renderItem`, by record number (0: not measured). */
  #measured = null;
  /** The light-DOM holders of rows drawn by `renderItem`, by record number. */
  #holders = new Map();
  #width = 0;
  #barDrawn = "";
  #jumpedTo = null;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.innerHTML = `<style>${style}</style>
      <div class="list" part="list">
        <div class="search" part="search" hidden><input type="search" part="search-field"></div>
        <div class="error" part="error" role="alert" hidden></div>
        <div class="content"></div>
      </div>
      <div class="bar" part="bar" role="slider" tabindex="0" aria-orientation="vertical"></div>
      <div class="bubble" part="bubble" aria-hidden="true"></div>
      <div class="probe"><div class="probe-row" style="height: var(--_row-height)"></div>
        <div class="probe-header" style="height: var(--_header-height)"></div></div>
      <div class="live" aria-live="polite"></div>`;
    this.list = root.querySelector(".list");
    this.searchRow = root.querySelector(".search");
    this.searchField = root.querySelector(".search input");
    this.errorBox = root.querySelector(".error");
    this.content = root.querySelector(".content");
    this.bar = root.querySelector(".bar");
    this.bubble = root.querySelector(".bubble");
    this.live = root.querySelector(".live");
    this.probe = root.querySelector(".probe");
    try {
      this.#internals = this.attachInternals();
    } catch {
      // An engine without ElementInternals: the error part still shows.
    }
    // The engine is made by the first batch (a microtask on): a `configure`
    // after the import, in the same module, still says where it loads from.
    this.#pending = Promise.resolve();
    this.#listen();
    // Properties set before the element was defined (a framework that
    // renders first) are own properties hiding the accessors: take them over.
    for (const name of ["records", "renderItem", ...options]) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value = this[name];
        delete this[name];
        this[name] = value;
      }
    }
    this.#schedule(SECTION);
  }

  /**
   * The records: strings, or objects whose `key` names the field shown and
   * sorted by (and `reading` how it is read). Ignored with `demo`. May be
   * set before the element is defined.
   */
  get records() {
    return this.#records;
  }
  set records(records) {
    this.#records = Array.from(records ?? []);
    this.#schedule(SECTION);
  }

  /**
   * `(record, { text, ranges }) => Node | string`: draws a row's content,
   * into the light DOM (a child of the element, slotted into the row), where
   * the page's own CSS styles it; rows may be of any height.
   */
  get renderItem() {
    return this.#renderItem;
  }
  set renderItem(render) {
    this.#renderItem = typeof render === "function" ? render : null;
    this.#measured = null;
    this.#forgetRows();
    this.#schedule(LAYOUT);
  }

  /** `locale`: BCP 47, several separated by commas; the browser's language when not set. */
  get locale() {
    return this.getAttribute("locale") || defaultLocale();
  }
  set locale(value) {
    this.#setText("locale", value);
  }

  /** `names`: people's names (surname readings). A boolean attribute. */
  get names() {
    return this.hasAttribute("names");
  }
  set names(value) {
    this.toggleAttribute("names", Boolean(value));
  }

  /** `demo`: the demo's records. A boolean attribute. */
  get demo() {
    return this.hasAttribute("demo");
  }
  set demo(value) {
    this.toggleAttribute("demo", Boolean(value));
  }

  /** `key`: the field of object records shown and sorted by, or a function of the record (a property only). */
  get key() {
    return this.#fields.key ?? this.getAttribute("key");
  }
  set key(value) {
    this.#setField("key", value);
  }

  /** `reading`: the field holding how a record is read, or a function of the record (a property only). */
  get reading() {
    return this.#fields.reading ?? this.getAttribute("reading");
  }
  set reading(value) {
    this.#setField("reading", value);
  }

  /** `query`: keeps and highlights what the search matches. */
  get query() {
    return this.getAttribute("query") ?? "";
  }
  set query(value) {
    this.#setText("query", value);
  }

  /**
   * `search`: a search field (and an entry on the bar): `true`, or its
   * placeholder; `false` when there is none.
   */
  get search() {
    return this.hasAttribute("search") ? this.getAttribute("search") || true : false;
  }
  set search(value) {
    if (value === false || value === null || value === undefined) this.removeAttribute("search");
    else this.setAttribute("search", value === true ? "" : String(value));
  }

  /** The sections shown: `{locale, titles, sections: [{title, items}]}`, items the records. */
  get result() {
    if (!this.#result) return undefined;
    const records = this.#records0;
    return {
      locale: this.#result.locale, requestedLocale: this.#result.requestedLocale, titles: this.#result.titles,
      sections: this.#shown.map(({ title, items }) => ({ title, items: items.map((i) => records[i]) })),
      warnings: this.#result.warnings ?? [],
    };
  }

  /** The error the list shows instead of records (an `error` event said it), or null. */
  get error() {
    return this.#error;
  }

  /** Resolves when the list shows the current records and query; rejects with the error it shows instead. */
  get updated() {
    return this.#pending.then(() => {
      if (this.#error) throw this.#error;
    });
  }

  #setText(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  #setField(name, value) {
    if (typeof value === "function") {
      this.#fields[name] = value;
      if (this.hasAttribute(name)) this.removeAttribute(name);
      this.#schedule(SECTION);
    } else {
      this.#fields[name] = null;
      this.#setText(name, value);
    }
  }

  connectedCallback() {
    this.#syncSearchField();
    this.#schedule(LAYOUT);
    this.resizeObserver ??= new ResizeObserver(() => this.#resized());
    this.resizeObserver.observe(this);
  }

  disconnectedCallback() {
    this.resizeObserver?.disconnect();
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    if ((name === "key" || name === "reading") && newValue !== null) this.#fields[name] = null;
    if (name === "search") {
      this.#syncSearchField();
      this.#schedule(LAYOUT);
    } else if (name === "query") {
      if (this.searchField.value !== this.query) this.searchField.value = this.query;
      this.#schedule(SEARCH);
    } else {
      this.#schedule(SECTION);
    }
  }

  /**
   * Puts the section titled `title` at the top of the list (a title without
   * records: the next section, as the bar does).
   *
   * @returns {boolean} whether the list moved.
   */
  scrollToSection(title) {
    if (!this.#engine || !this.#state) return false;
    const before = this.list.scrollTop;
    const index = this.#state.items.findIndex((t, i) => t === title && !this.#isSearchItem(i));
    if (index < 0) return false;
    this.#apply(this.#engine.select(index));
    return this.list.scrollTop !== before;
  }

  #syncSearchField() {
    this.searchRow.hidden = !this.hasAttribute("search");
    this.searchField.placeholder = this.getAttribute("search") || "Search";
    this.searchField.setAttribute("aria-label", this.searchField.placeholder);
  }

  /**
   * Gathers a change (SECTION, SEARCH, LAYOUT) into the batch of this
   * microtask; batches run one after another. A newer sectioning or search
   * supersedes an older one still waiting for data files or searching.
   */
  #schedule(work) {
    this.#dirty |= work;
    if (work & SECTION) this.#generation++;
    if (work & (SECTION | SEARCH)) this.#searchGeneration++;
    if (this.#batch) return;
    const previous = this.#pending;
    this.#batch = new Promise((resolve) => queueMicrotask(resolve));
    this.#pending = this.#batch.then(() => {
      this.#batch = null;
      const dirty = this.#dirty;
      this.#dirty = 0;
      return previous.then(() => this.#run(dirty, this.#generation, this.#searchGeneration));
    });
  }

  async #run(dirty, generation, searchGeneration) {
    try {
      await this.#engineReady();
      if (dirty & SECTION) {
        if (generation !== this.#generation) return;
        await this.#section(generation, searchGeneration);
      } else if (dirty & SEARCH) {
        if (this.#error || searchGeneration !== this.#searchGeneration) return;
        await this.#applyQuery(searchGeneration);
      } else if (!this.#error) {
        this.#relayout();
      }
    } catch (error) {
      if (generation === this.#generation) this.#fail(error);
    }
  }

  /** The engine, made once; one that could not be loaded is tried again by the next change. */
  async #engineReady() {
    if (this.#engine) return;
    this.#ready ??= SectionIndexEngine.create();
    try {
      this.#engine = await this.#ready;
    } catch (error) {
      this.#ready = null;
      throw error;
    }
  }

  async #section(generation, searchGeneration) {
    const demo = this.hasAttribute("demo");
    const locale = this.locale;
    // The demo asks the locale's collation which table of names to show.
    if (demo) await this.#engine.prepare(locale);
    if (generation !== this.#generation) return;
    const records = demo ? await demoRecords(this.#engine, locale) : this.#records;
    if (generation !== this.#generation) return;
    const key = this.key ?? undefined;
    const reading = this.reading;
    const keys = records.map((record, index) => fieldOf(record, index, key));
    const readings = reading === null ? null
      : records.map((record, index) => fieldOf(record, index, reading, { optional: true }));
    // The data files the locale (the full build's Chinese, Japanese or
    // Korean tables) or the records (han.data) need, then the sections: a
    // long list in a Web Worker (`configure({ workerThreshold })`), so
    // that the page keeps drawing and taking input meanwhile.
    const started = performance.now();
    const result = await this.#engine.sectionOffThread(locale, { names: this.hasAttribute("names"), keys, readings });
    // Records or options changed while the files, the demo or the worker worked: a later batch draws.
    if (generation !== this.#generation) return;
    this.sectionMilliseconds = performance.now() - started;
    this.#clearError();
    this.#result = result;
    this.#records0 = records;
    this.#keys = keys;
    this.#searched = null;
    this.#order = null;
    if (this.#renderItem) this.#measured = null;
    this.#forgetRows();
    this.setAttribute("dir", result.rightToLeft ? "rtl" : "ltr");
    for (const message of result.warnings ?? []) {
      this.dispatchEvent(new CustomEvent("warning", { detail: { message, locale } }));
    }
    await this.#applyQuery(searchGeneration);
    this.dispatchEvent(new CustomEvent("sectioned", { detail: this.result }));
    // Where each record is, which a search filters by: made while the page
    // is idle, not on the first keystroke (a few ms for 100k records).
    if (this.hasAttribute("search") && !this.#order) {
      const later = globalThis.requestIdleCallback ?? ((f) => setTimeout(f, 0));
      later(() => {
        if (this.#result === result) this.#order ??= orderOf(result.sections);
      });
    }
  }

  /**
   * Searches the records for `query`, a slice at a time (a newer keystroke
   * stops it at the next slice), only the previous matches when the query
   * was typed further; then shows the sections filtered from the top.
   */
  async #applyQuery(searchGeneration) {
    if (!this.#result) return;
    const query = this.query;
    let matches = null;
    if (query.trim()) {
      // A query typed further searches only what the previous one left:
      // its matches, or, when a keystroke stopped it, its matches so far and
      // the records it had not searched yet.
      const previous = this.#searched;
      const also = previous && previous.query !== query ? this.#engine.refinement(previous.query, query) : null;
      const candidates = also ? unionSorted(previous.numbers, also) : null;
      const total = candidates ? candidates.length : this.#keys.length;
      const parts = [];
      let found = 0;
      const joined = (rest = new Int32Array(0)) => {
        const numbers = new Int32Array(found + rest.length);
        let at = 0;
        for (const part of parts) {
          numbers.set(part, at);
          at += part.length;
        }
        numbers.set(rest, at);
        return numbers;
      };
      // The first slice as long as the last search's pace allows.
      let size = Math.max(1000, Math.floor(this.#searchPace * searchSlice));
      for (let from = 0; from < total;) {
        const to = Math.min(total, from + size);
        const started = performance.now();
        // The matches alone: a row's ranges are asked for when it is drawn (`#rangesOf`).
        const part = this.#engine.matchIn(query,
          candidates ? { candidates: candidates.subarray(from, to) } : { from, to });
        parts.push(part);
        found += part.length;
        const took = performance.now() - started;
        // Records searched per millisecond, remembered for the next query.
        if (took >= 1) this.#searchPace = (to - from) / took;
        from = to;
        if (from >= total) break;
        // Slices of about `searchSlice` milliseconds.
        size = Math.max(500, Math.min(4 * size, Math.floor(size * searchSlice / Math.max(took, 0.5))));
        await yieldToPage();
        if (searchGeneration !== this.#searchGeneration) {
          const rest = candidates ? candidates.subarray(from) : Int32Array.from({ length: total - from }, (_, i) => from + i);
          this.#searched = { query, numbers: joined(rest) };
          return;
        }
      }
      // In the order searched: by record number.
      const numbers = joined();
      this.#searched = { query, numbers };
      matches = new MatchSet(numbers, this.#keys.length);
    } else {
      this.#searched = null;
    }
    if (searchGeneration !== this.#searchGeneration) return;
    this.#matches = matches;
    this.#ranges = new Map();
    this.#matchesQuery = query;
    this.#shown = filterSections(this.#result.sections, this.#matches, this.#order ??= orderOf(this.#result.sections));
    this.#engine.show(this.#shown.map((s) => s.title));
    this.#drawn = null;
    this.#forgetRows();
    this.#current = -1;
    // New rows, from the top (no row to keep in place).
    this.#layout = undefined;
    if (this.list.scrollTop !== 0) this.#scrollList(0);
    this.#relayout();
  }

  /** Shows `error` instead of the list, and says so with an `error` event. */
  #fail(error) {
    this.#error = error;
    this.#result = undefined;
    this.#shown = [];
    this.#layout = undefined;
    this.#state = undefined;
    this.#forgetRows();
    this.content.replaceChildren();
    this.content.style.height = "0";
    this.bar.replaceChildren();
    this.#barDrawn = "";
    this.bubble.style.display = "none";
    this.errorBox.textContent = error?.message ?? String(error);
    this.errorBox.hidden = false;
    this.#setState("error", true);
    this.dispatchEvent(new CustomEvent("error", { detail: { error } }));
  }

  #clearError() {
    if (!this.#error) return;
    this.#error = null;
    this.errorBox.hidden = true;
    this.errorBox.textContent = "";
    this.#setState("error", false);
  }

  /** A custom state (`:state(error)`), where the engine has them. */
  #setState(name, on) {
    const states = this.#internals?.states;
    if (!states) return;
    try {
      if (on) states.add(name);
      else states.delete(name);
    } catch {
      // Engines of 2023 only took `--name`.
      if (on) states.add(`--${name}`);
      else states.delete(`--${name}`);
    }
  }

  #resized() {
    const width = this.list.clientWidth;
    // Rows of their own wrap anew at another width: measured again.
    if (width !== this.#width && this.#measured) this.#measured.fill(0);
    this.#width = width;
    this.#relayout();
  }

  /** The layout for the current sizes, the rows, the bar. */
  #relayout() {
    if (!this.#engine || !this.#result) return;
    const previous = this.#layout;
    const anchor = previous ? anchorAt(previous, this.list.scrollTop) : null;
    this.#layout = this.#newLayout();
    const layout = this.#layout;
    if (!previous || previous.rowHeight !== layout.rowHeight || previous.headerHeight !== layout.headerHeight
      || previous.top !== layout.top) this.#drawn = null;
    this.content.style.height = `${layout.height - layout.top}px`;
    const anchored = previous && previous.count === layout.count ? anchoredScrollTop(layout, anchor) : null;
    if (anchored !== null && Math.abs(anchored - this.list.scrollTop) >= 0.5) this.#scrollList(anchored);
    this.#draw();
    const bounds = this.bar.getBoundingClientRect();
    this.#apply(this.#engine.layout(0, 0, bounds.width, bounds.height,
      { rightToLeft: this.getAttribute("dir") === "rtl", search: this.hasAttribute("search") }));
    this.#scrolled(false);
  }

  #newLayout() {
    const headerHeight = this.probe.querySelector(".probe-header").getBoundingClientRect().height || 28;
    const rowHeight = this.probe.querySelector(".probe-row").getBoundingClientRect().height || 40;
    const top = this.searchRow.hidden ? 0 : this.searchRow.offsetHeight;
    const counts = this.#shown.map((s) => s.items.length);
    const rowHeights = this.#renderItem ? rowHeightsOf(this.#shown, this.#measured, rowHeight) : null;
    return layoutSections(counts, { headerHeight, rowHeight, top, rowHeights });
  }

  #scrollList(top) {
    this.#jumping = true;
    this.list.scrollTop = top;
  }

  /**
   * Draws the rows around the viewport unless those drawn still cover it.
   * Rows of `renderItem` are measured once drawn; when their heights differ
   * from the layout's, the layout is made again and the rows drawn again,
   * keeping the row at the top in place, or with `target` that section's
   * header at the top (a jump lands exactly whatever the rows above measure).
   */
  #draw(target = null) {
    for (let pass = 0; pass < 8; pass++) {
      this.#drawWindow();
      if (!this.#measure()) return;
      const anchor = anchorAt(this.#layout, this.list.scrollTop);
      this.#layout = this.#newLayout();
      this.content.style.height = `${this.#layout.height - this.#layout.top}px`;
      const top = target === null ? anchoredScrollTop(this.#layout, anchor) : this.#layout.tops[target];
      if (top !== null && Math.abs(top - this.list.scrollTop) >= 0.5) this.#scrollList(top);
      this.#drawn = null;
    }
  }

  /** Records the heights of the rows of `renderItem` drawn: whether one changed. */
  #measure() {
    if (!this.#renderItem) return false;
    const count = this.#records0?.length ?? 0;
    if (!this.#measured || this.#measured.length !== count) this.#measured = new Float64Array(count);
    let changed = false;
    for (const row of this.content.querySelectorAll("li")) {
      const height = row.getBoundingClientRect().height;
      const record = Number(row.dataset.record);
      if (height > 0 && this.#measured[record] !== height) {
        const layoutHeight = this.#measured[record] || this.#layout.rowHeight;
        this.#measured[record] = height;
        if (Math.abs(layoutHeight - height) > 0.01) changed = true;
      }
    }
    return changed;
  }

  #drawWindow() {
    const scrollTop = this.list.scrollTop;
    const viewport = this.list.clientHeight;
    if (this.#drawn && windowCovers(this.#drawn, scrollTop, viewport, this.#layout.height)) return;
    const counts = this.#shown.map((s) => s.items.length);
    const window = visibleWindow(this.#layout, counts, scrollTop, viewport);
    const fragment = document.createDocumentFragment();
    const layout = this.#layout;
    const holders = new Map();
    for (const { section: index, from, to } of window.parts) {
      const section = this.#shown[index];
      const element = document.createElement("section");
      element.className = "section";
      element.setAttribute("part", "section");
      element.style.top = `${layout.tops[index] - layout.top}px`;
      element.style.height = `${layout.tops[index + 1] - layout.tops[index]}px`;
      const header = document.createElement("h2");
      header.setAttribute("part", "header");
      header.id = `section-${index}`;
      header.dataset.sectionTitle = section.title;
      header.textContent = section.title;
      // Each section a list labelled by its header, its rows numbered in the
      // whole section (not only those drawn).
      const list = document.createElement("ul");
      list.setAttribute("role", "list");
      list.setAttribute("aria-labelledby", header.id);
      for (let row = from; row < to; row++) {
        const item = this.#row(section.items[row], rowTop(layout, index, row) - layout.tops[index], holders);
        item.setAttribute("aria-setsize", String(section.items.length));
        item.setAttribute("aria-posinset", String(row + 1));
        list.append(item);
      }
      element.append(header, list);
      fragment.append(element);
    }
    // One row is in the tab order (the first drawn); arrows move between rows.
    fragment.querySelector("li")?.setAttribute("tabindex", "0");
    const focused = this.shadowRoot.activeElement?.closest?.("li")?.dataset.record;
    this.content.replaceChildren(fragment);
    // The light-DOM contents of rows of `renderItem`: those no longer drawn go.
    for (const [record, holder] of this.#holders) if (!holders.has(record)) holder.remove();
    const added = [];
    for (const [record, holder] of holders) if (!this.#holders.has(record)) added.push(holder);
    this.append(...added);
    this.#holders = holders;
    if (focused !== undefined) this.content.querySelector(`li[data-record="${focused}"]`)?.focus({ preventScroll: true });
    this.#drawn = window;
  }

  /** Removes the light-DOM contents of rows (records, query or renderItem changed). */
  #forgetRows() {
    for (const holder of this.#holders.values()) holder.remove();
    this.#holders = new Map();
    this.#drawn = null;
  }

  /** The UTF-16 ranges of record `record` the query matched, asked of the engine once a record. */
  #rangesOf(record) {
    if (!this.#matches?.has(record)) return [];
    let ranges = this.#ranges.get(record);
    if (ranges === undefined) {
      ranges = this.#engine.rangesOf(this.#matchesQuery, record);
      this.#ranges.set(record, ranges);
    }
    return ranges;
  }

  #row(record, y, holders) {
    const row = document.createElement("li");
    row.setAttribute("part", "row");
    row.tabIndex = -1;
    row.dataset.record = String(record);
    row.style.top = `${y}px`;
    const text = this.#keys[record];
    const ranges = this.#rangesOf(record);
    if (this.#renderItem) {
      // The row's content is the element's own child, slotted in: the page's CSS reaches it.
      let holder = this.#holders.get(record);
      if (!holder) {
        holder = document.createElement("div");
        holder.slot = `row-${record}`;
        holder.dataset.record = String(record);
        const drawn = this.#renderItem(this.#records0[record], { text, ranges });
        if (drawn instanceof Node) holder.append(drawn);
        else holder.textContent = drawn === undefined || drawn === null ? text : String(drawn);
      }
      holders.set(record, holder);
      row.className = "own";
      const slot = document.createElement("slot");
      slot.name = holder.slot;
      row.append(slot);
      return row;
    }
    // One element for the text: in the row's flex box, loose text and marks
    // would each be a flex item, which drops the spaces at their ends.
    const span = document.createElement("span");
    span.className = "text";
    span.setAttribute("part", "text");
    for (const part of markedParts(text, ranges)) {
      if (!part.marked) span.append(part.text);
      else {
        const mark = document.createElement("mark");
        mark.setAttribute("part", "mark");
        mark.textContent = part.text;
        span.append(mark);
      }
    }
    row.append(span);
    return row;
  }

  #isSearchItem(item) {
    return this.hasAttribute("search") && item === 0;
  }

  /** Draws a state the model returned and carries out its events. */
  #apply(state) {
    this.#state = state;
    // Most scroll events leave the bar as it is: redraw it only when it changed.
    const drawn = JSON.stringify([state.entries, state.highlightedEntry]);
    if (drawn !== this.#barDrawn) {
      this.#barDrawn = drawn;
      this.#drawBar(state);
    }
    this.bar.setAttribute("aria-label", state.label);
    this.bar.setAttribute("aria-valuemin", "0");
    this.bar.setAttribute("aria-valuemax", String(Math.max(state.items.length - 1, 0)));
    if (state.highlightedItem !== null) {
      this.bar.setAttribute("aria-valuenow", String(state.highlightedItem));
      this.bar.setAttribute("aria-valuetext", state.value ?? "");
    }
    this.bar.toggleAttribute("data-collapsed", state.collapsed);
    for (const event of state.events) this.#perform(event);
    // Every jump is announced: letter keys, taps and drags too, not only the arrows.
    const jumped = state.events.find((event) => event.type === "selectionChanged");
    if (jumped && !state.events.some((event) => event.type === "announcement")) {
      this.#announce(state.value ?? state.items[jumped.item] ?? "");
    }
    this.#drawIndicator();
  }

  #announce(text) {
    if (!text || this.#isSearchItem(this.#state?.highlightedItem)) return;
    this.live.textContent = text;
  }

  #drawBar(state) {
    const spans = state.entries.map((entry, index) => {
      const span = document.createElement("span");
      span.textContent = entry.title;
      if (entry.search) span.dataset.search = "";
      else if (entry.item !== null) span.dataset.indexTitle = entry.title;
      else span.dataset.placeholder = "";
      span.classList.toggle("dimmed", entry.dimmed);
      span.classList.toggle("highlighted", index === state.highlightedEntry);
      Object.assign(span.style, {
        left: `${entry.frame.x}px`, top: `${entry.frame.y}px`,
        width: `${entry.frame.width}px`, height: `${entry.frame.height}px`,
      });
      span.setAttribute("aria-hidden", "true");
      return span;
    });
    this.bar.replaceChildren(...spans);
  }

  #perform(event) {
    switch (event.type) {
      case "selectionChanged":
        // The search entry focuses the field when touched; keys only go to the top.
        if (this.#isSearchItem(event.item) && !this.#byKey) this.#revealSearch();
        else {
          this.#jumpedTo = event.section;
          this.#scrollTo(event.section);
        }
        break;
      case "haptic":
        navigator.vibrate?.(8);
        break;
      case "announcement":
        this.live.textContent = event.text;
        break;
    }
  }

  #revealSearch() {
    this.#scrollTo(null);
    this.searchField.focus({ preventScroll: true });
  }

  #drawIndicator() {
    const frame = this.#state.indicator;
    if (!frame || this.#state.highlightedItem === null) {
      this.bubble.style.display = "none";
      return;
    }
    const host = this.getBoundingClientRect();
    const bar = this.bar.getBoundingClientRect();
    Object.assign(this.bubble.style, {
      display: "flex",
      left: `${bar.left - host.left + frame.x}px`, top: `${bar.top - host.top + frame.y}px`,
      width: `${frame.width}px`, height: `${frame.height}px`,
    });
    this.bubble.textContent = this.#state.items[this.#state.highlightedItem];
    this.bubble.dataset.title = this.bubble.textContent;
  }

  /** Puts a section's header at the top of the list (the very top for `null`). */
  #scrollTo(section) {
    const target = section === null ? 0 : this.#layout.tops[section] ?? 0;
    const reachable = Math.min(target, Math.max(0, this.list.scrollHeight - this.list.clientHeight));
    if (Math.abs(this.list.scrollTop - reachable) >= 1) {
      this.#scrollList(target);
      this.#draw(section === null || this.#layout.tops[section] === undefined ? null : section);
      this.#changed();
    }
  }

  #scrolled(isUserScrolling) {
    if (!this.#engine || !this.#state || !this.#layout) return;
    this.#draw();
    this.#apply(this.#engine.scroll(sectionFrames(this.#layout), this.list.scrollTop, this.list.clientHeight,
      this.list.scrollHeight, isUserScrolling));
    this.#changed();
  }

  /** Sends `sectionchange` when the section at the top is another one. */
  #changed() {
    const index = sectionAt(this.#layout, this.list.scrollTop + 0.5);
    if (index === this.#current || index < 0) return;
    this.#current = index;
    this.dispatchEvent(new CustomEvent("sectionchange", { detail: { title: this.#shown[index].title, index } }));
  }

  #select(row) {
    const record = this.#records0[Number(row.dataset.record)];
    this.dispatchEvent(new CustomEvent("select", { detail: { record } }));
  }

  /** The row an event happened in (its target may be a row's slotted content, in the light DOM). */
  #rowOf(event) {
    return event.composedPath().find((node) => node.localName === "li" && node.dataset?.record !== undefined);
  }

  #point(event) {
    const bounds = this.bar.getBoundingClientRect();
    return [event.clientX - bounds.left, event.clientY - bounds.top];
  }

  /** A key on the bar or a row: `barKey`'s answer carried out (a letter jumps to its section). */
  #key(key) {
    this.#byKey = true;
    this.#jumpedTo = null;
    try {
      this.#apply(key.title !== undefined ? this.#engine.select(key.title) : this.#engine.key(key.step));
    } finally {
      this.#byKey = false;
    }
  }

  #listen() {
    this.bar.addEventListener("pointerdown", (event) => {
      if (!this.#engine || !this.#state) return;
      this.bar.setPointerCapture(event.pointerId);
      this.#apply(this.#engine.touch(0, ...this.#point(event)));
      event.preventDefault();
    });
    this.bar.addEventListener("pointermove", (event) => {
      if (!this.#engine || !this.#state || !this.bar.hasPointerCapture(event.pointerId)) return;
      this.#apply(this.#engine.touch(1, ...this.#point(event)));
    });
    this.bar.addEventListener("pointerup", (event) => {
      if (!this.#engine || !this.#state || !this.bar.hasPointerCapture(event.pointerId)) return;
      this.#apply(this.#engine.touch(2, ...this.#point(event)));
      this.bar.releasePointerCapture(event.pointerId);
    });
    this.bar.addEventListener("pointercancel", () => {
      if (this.#engine && this.#state) this.#apply(this.#engine.touch(3, 0, 0));
    });
    this.bar.addEventListener("keydown", (event) => {
      if (!this.#engine || !this.#state) return;
      const key = barKey(event);
      if (!key) return;
      this.#key(key);
      event.preventDefault();
    });
    this.list.addEventListener("scroll", () => {
      const isUserScrolling = !this.#jumping;
      this.#jumping = false;
      this.#scrolled(isUserScrolling);
    }, { passive: true });
    this.content.addEventListener("click", (event) => {
      const row = this.#rowOf(event);
      if (row) this.#select(row);
    });
    this.content.addEventListener("keydown", (event) => {
      const row = this.#rowOf(event);
      if (!row) return;
      const key = barKey(event);
      if (event.key === "Enter") {
        this.#select(row);
        event.preventDefault();
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        const rows = [...this.content.querySelectorAll("li")];
        const next = rows[rows.indexOf(row) + (event.key === "ArrowDown" ? 1 : -1)];
        next?.focus();
        event.preventDefault();
      } else if (key?.title !== undefined && this.#engine && this.#state) {
        // A letter on a row jumps as on the bar, and the first row of the section takes the focus.
        this.#key(key);
        const section = this.#shown[this.#jumpedTo];
        if (section) this.content.querySelector(`li[data-record="${section.items[0]}"]`)?.focus({ preventScroll: true });
        event.preventDefault();
      }
    });
    this.searchField.addEventListener("input", () => {
      this.setAttribute("query", this.searchField.value);
    });
  }
}

// Defined only where there are custom elements (not on a server), and once:
// a second copy of the module (another URL, hot reload) leaves the first.
if (globalThis.customElements && !globalThis.customElements.get("section-index-list")) {
  globalThis.customElements.define("section-index-list", SectionIndexList);
}
