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
  barKey, filterSections, layoutSections, markedParts, sectionAt, sectionFrames, visibleWindow, windowCovers,
} from "./list-model.js";

export { sectionIndex, SectionIndexEngine } from "./section-index.js";

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
  }
}
:host([hidden]) { display: none; }
.list { flex: 1; min-width: 0; overflow-y: auto; position: relative; overscroll-behavior: contain; }
.search { padding: 6px 8px; border-bottom: 1px solid var(--_divider); }
.search[hidden] { display: none; }
.search input { box-sizing: border-box; width: 100%; font: inherit; padding: 4px 8px; color: inherit;
  background: var(--_header-background); border: 1px solid var(--_divider); border-radius: 8px; }
.content { position: relative; }
.section { position: absolute; left: 0; right: 0; }
.section > h2 { position: sticky; top: 0; z-index: 1; box-sizing: border-box; margin: 0; padding: 0 12px;
  height: var(--_header-height); line-height: var(--_header-height); font-size: 14px; overflow: hidden;
  background: var(--_header-background); color: var(--_header-color); border-bottom: 1px solid var(--_divider); }
.section > ul { list-style: none; margin: 0; padding: 0; }
.section li { position: absolute; left: 0; right: 0; box-sizing: border-box; height: var(--_row-height);
  padding: 0 12px; display: flex; align-items: center; overflow: hidden; white-space: nowrap;
  border-bottom: 1px solid var(--_divider); cursor: default; }
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

export class SectionIndexList extends HTMLElement {
  static observedAttributes = ["locale", "names", "demo", "key", "reading", "query", "search"];

  #engine;
  #records = [];
  #renderItem = null;
  /** The last answer: `{locale, titles, sections: [{title, items: [record numbers]}]}`. */
  #result;
  /** The sections shown (filtered by `query`) and their rows' search ranges. */
  #shown = [];
  #matches = null;
  #layout;
  #drawn = null;
  #state;
  #jumping = false;
  #byKey = false;
  #current = -1;
  #ready;
  #pending;
  #records0;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.innerHTML = `<style>${style}</style>
      <div class="list" part="list">
        <div class="search" part="search" hidden><input type="search" part="search-field"></div>
        <div class="content" role="list"></div>
      </div>
      <div class="bar" part="bar" role="slider" tabindex="0" aria-orientation="vertical"></div>
      <div class="bubble" part="bubble" aria-hidden="true"></div>
      <div class="probe"><div class="probe-row" style="height: var(--_row-height)"></div>
        <div class="probe-header" style="height: var(--_header-height)"></div></div>
      <div class="live" aria-live="polite"></div>`;
    this.list = root.querySelector(".list");
    this.searchRow = root.querySelector(".search");
    this.searchField = root.querySelector(".search input");
    this.content = root.querySelector(".content");
    this.bar = root.querySelector(".bar");
    this.bubble = root.querySelector(".bubble");
    this.live = root.querySelector(".live");
    this.probe = root.querySelector(".probe");
    this.#ready = SectionIndexEngine.create().then((engine) => (this.#engine = engine));
    this.#listen();
  }

  /**
   * The records: strings, or objects whose `key` attribute names the field
   * shown and sorted by (and `reading` how it is read). Ignored with `demo`.
   * May be set before the element is defined.
   */
  get records() {
    return this.#records;
  }
  set records(records) {
    this.#records = Array.from(records ?? []);
    this.#refresh();
  }

  /** `(record, { text, ranges }) => Node | string`: draws a row (default: its text, matches marked). */
  get renderItem() {
    return this.#renderItem;
  }
  set renderItem(render) {
    this.#renderItem = render;
    this.#drawn = null;
    if (this.#layout) this.#draw();
  }

  /** The sections shown: `{locale, titles, sections: [{title, items}]}`, items the records. */
  get result() {
    if (!this.#result) return undefined;
    const records = this.#records0;
    return {
      locale: this.#result.locale, requestedLocale: this.#result.requestedLocale, titles: this.#result.titles,
      sections: this.#shown.map(({ title, items }) => ({ title, items: items.map((i) => records[i]) })),
    };
  }

  /** Resolves when the list shows the current records. */
  get updated() {
    return this.#pending ?? this.#ready;
  }

  get locale() {
    return this.getAttribute("locale") || defaultLocale();
  }

  get query() {
    return this.getAttribute("query") ?? "";
  }
  set query(value) {
    this.setAttribute("query", value);
  }

  connectedCallback() {
    // Properties set before the element was defined are own properties
    // that hide the accessors: take them over.
    for (const name of ["records", "renderItem", "query"]) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value = this[name];
        delete this[name];
        this[name] = value;
      }
    }
    this.#syncSearchField();
    this.#refresh();
    this.resizeObserver ??= new ResizeObserver(() => this.#relayout());
    this.resizeObserver.observe(this);
  }

  disconnectedCallback() {
    this.resizeObserver?.disconnect();
  }

  attributeChangedCallback(name) {
    if (name === "search") this.#syncSearchField();
    if (!this.isConnected) return;
    if (name === "query") {
      if (this.searchField.value !== this.query) this.searchField.value = this.query;
      this.#pending = this.#ready.then(() => this.#applyQuery());
    } else if (name === "search") {
      this.#pending = this.#ready.then(() => this.#relayout());
    } else {
      this.#refresh();
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

  #refresh() {
    const generation = ++this.#generation;
    this.#pending = this.#ready.then(async () => {
      const demo = this.hasAttribute("demo");
      // The demo asks the locale's collation which table of names to show.
      if (demo) await this.#engine.prepare(this.locale);
      const records = demo ? await demoRecords(this.#engine, this.locale) : this.#records;
      const key = this.getAttribute("key") ?? undefined;
      const reading = this.getAttribute("reading");
      const keys = records.map((record, index) => fieldOf(record, index, key));
      const readings = reading === null ? null
        : records.map((record, index) => fieldOf(record, index, reading, { optional: true }));
      // The data files the locale (the full build's Chinese, Japanese or
      // Korean tables) or the records (han.data) need.
      await this.#engine.prepare(this.locale, { keys, readings });
      // Records or attributes changed while the files or the demo loaded: a later refresh draws.
      if (generation !== this.#generation) return;
      const started = performance.now();
      this.#result = this.#engine.section(this.locale, { names: this.hasAttribute("names"), keys, readings });
      this.#records0 = records;
      this.#keys = keys;
      this.sectionMilliseconds = performance.now() - started;
      this.setAttribute("dir", this.#result.rightToLeft ? "rtl" : "ltr");
      this.#applyQuery();
      this.dispatchEvent(new CustomEvent("sectioned", { detail: this.result }));
    });
    return this.#pending;
  }
  #generation = 0;
  #keys = [];

  /** Filters the sections by `query` and shows them from the top. */
  #applyQuery() {
    if (!this.#result) return;
    const query = this.query;
    this.#matches = query.trim() ? this.#engine.search(query) : null;
    this.#shown = filterSections(this.#result.sections, this.#matches);
    this.#engine.show(this.#shown.map((s) => s.title));
    this.#drawn = null;
    this.#current = -1;
    if (this.list.scrollTop !== 0) {
      this.#jumping = true;
      this.list.scrollTop = 0;
    }
    this.#relayout();
  }

  /** The layout for the current sizes, the rows, the bar. */
  #relayout() {
    if (!this.#engine || !this.#result) return;
    const headerHeight = this.probe.querySelector(".probe-header").offsetHeight || 28;
    const rowHeight = this.probe.querySelector(".probe-row").offsetHeight || 40;
    const top = this.searchRow.hidden ? 0 : this.searchRow.offsetHeight;
    const counts = this.#shown.map((s) => s.items.length);
    const previous = this.#layout;
    this.#layout = layoutSections(counts, { headerHeight, rowHeight, top });
    if (!previous || previous.rowHeight !== rowHeight || previous.headerHeight !== headerHeight
      || previous.top !== top) this.#drawn = null;
    this.content.style.height = `${this.#layout.height - top}px`;
    this.#draw();
    const bounds = this.bar.getBoundingClientRect();
    this.#apply(this.#engine.layout(0, 0, bounds.width, bounds.height,
      { rightToLeft: this.getAttribute("dir") === "rtl", search: this.hasAttribute("search") }));
    this.#scrolled(false);
  }

  /** Draws the rows around the viewport unless those drawn still cover it. */
  #draw() {
    const scrollTop = this.list.scrollTop;
    const viewport = this.list.clientHeight;
    if (this.#drawn && windowCovers(this.#drawn, scrollTop, viewport, this.#layout.height)) return;
    const counts = this.#shown.map((s) => s.items.length);
    const window = visibleWindow(this.#layout, counts, scrollTop, viewport);
    const fragment = document.createDocumentFragment();
    const { tops, headerHeight, rowHeight, top } = this.#layout;
    for (const { section: index, from, to } of window.parts) {
      const section = this.#shown[index];
      const element = document.createElement("section");
      element.className = "section";
      element.setAttribute("part", "section");
      element.style.top = `${tops[index] - top}px`;
      element.style.height = `${tops[index + 1] - tops[index]}px`;
      const header = document.createElement("h2");
      header.setAttribute("part", "header");
      header.dataset.sectionTitle = section.title;
      header.textContent = section.title;
      const list = document.createElement("ul");
      for (let row = from; row < to; row++) list.append(this.#row(section.items[row], headerHeight + row * rowHeight));
      element.append(header, list);
      fragment.append(element);
    }
    // One row is in the tab order (the first drawn); arrows move between rows.
    fragment.querySelector("li")?.setAttribute("tabindex", "0");
    const focused = this.shadowRoot.activeElement?.closest?.("li")?.dataset.record;
    this.content.replaceChildren(fragment);
    if (focused !== undefined) this.content.querySelector(`li[data-record="${focused}"]`)?.focus({ preventScroll: true });
    this.#drawn = window;
  }

  #row(record, y) {
    const row = document.createElement("li");
    row.setAttribute("part", "row");
    row.tabIndex = -1;
    row.dataset.record = String(record);
    row.style.top = `${y}px`;
    const text = this.#keys[record];
    const ranges = this.#matches?.get(record) ?? [];
    const drawn = this.#renderItem?.(this.#records0[record], { text, ranges });
    if (drawn instanceof Node) row.append(drawn);
    else if (typeof drawn === "string") row.textContent = drawn;
    else {
      for (const part of markedParts(text, ranges)) {
        if (!part.marked) row.append(part.text);
        else {
          const mark = document.createElement("mark");
          mark.setAttribute("part", "mark");
          mark.textContent = part.text;
          row.append(mark);
        }
      }
    }
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
    this.#drawIndicator();
  }
  #barDrawn = "";

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
        else this.#scrollTo(event.section);
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
      this.#jumping = true;
      this.list.scrollTop = target;
      this.#draw();
      this.#changed();
    }
  }

  #scrolled(isUserScrolling) {
    if (!this.#engine || !this.#state) return;
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

  #point(event) {
    const bounds = this.bar.getBoundingClientRect();
    return [event.clientX - bounds.left, event.clientY - bounds.top];
  }

  #listen() {
    this.bar.addEventListener("pointerdown", (event) => {
      if (!this.#engine) return;
      this.bar.setPointerCapture(event.pointerId);
      this.#apply(this.#engine.touch(0, ...this.#point(event)));
      event.preventDefault();
    });
    this.bar.addEventListener("pointermove", (event) => {
      if (!this.#engine || !this.bar.hasPointerCapture(event.pointerId)) return;
      this.#apply(this.#engine.touch(1, ...this.#point(event)));
    });
    this.bar.addEventListener("pointerup", (event) => {
      if (!this.#engine || !this.bar.hasPointerCapture(event.pointerId)) return;
      this.#apply(this.#engine.touch(2, ...this.#point(event)));
      this.bar.releasePointerCapture(event.pointerId);
    });
    this.bar.addEventListener("pointercancel", () => {
      if (this.#engine) this.#apply(this.#engine.touch(3, 0, 0));
    });
    this.bar.addEventListener("keydown", (event) => {
      if (!this.#engine) return;
      const key = barKey(event);
      if (!key) return;
      this.#byKey = true;
      try {
        this.#apply(key.title !== undefined ? this.#engine.select(key.title) : this.#engine.key(key.step));
      } finally {
        this.#byKey = false;
      }
      event.preventDefault();
    });
    this.list.addEventListener("scroll", () => {
      const isUserScrolling = !this.#jumping;
      this.#jumping = false;
      this.#scrolled(isUserScrolling);
    }, { passive: true });
    this.content.addEventListener("click", (event) => {
      const row = event.target.closest?.("li");
      if (row) this.#select(row);
    });
    this.content.addEventListener("keydown", (event) => {
      const row = event.target.closest?.("li");
      if (!row) return;
      if (event.key === "Enter") {
        this.#select(row);
        event.preventDefault();
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        const rows = [...this.content.querySelectorAll("li")];
        const next = rows[rows.indexOf(row) + (event.key === "ArrowDown" ? 1 : -1)];
        next?.focus();
        event.preventDefault();
      }
    });
    this.searchField.addEventListener("input", () => {
      this.setAttribute("query", this.searchField.value);
    });
  }
}

customElements.define("section-index-list", SectionIndexList);
