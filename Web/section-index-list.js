// <section-index-list>: a scrolling list with sticky section headers and the
// index bar at its edge. Sectioning, sorting and all of the bar's behaviour
// come from IndexedCollation and SectionIndexBar compiled to wasm
// (section-index-web.wasm, Wasm/WebExports.swift); this module only draws
// what they return and forwards pointer, scroll, resize and key events.
//
//   <section-index-list locale="sv" demo></section-index-list>
//   list.records = ["Åsa", "Anna", …];   // or the demo's records with `demo`
//
// Attributes: locale (BCP 47, comma-separated for several), names (people's
// names: surname readings), demo (the records of `section-index demo`).
// Contract for tests: headers carry data-section-title, bar titles
// data-index-title.

const wasmURL = new URL("./section-index-web.wasm", import.meta.url);
let compiled;

/** The module, compiled once per page. */
function compileModule() {
  compiled ??= WebAssembly.compileStreaming
    ? WebAssembly.compileStreaming(fetch(wasmURL))
    : fetch(wasmURL).then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b));
  return compiled;
}

/** The few WASI calls wasi-libc makes in a reactor without files. */
function wasiImports(memory) {
  const view = () => new DataView(memory().buffer);
  const decoder = new TextDecoder();
  return {
    args_sizes_get: (count, size) => (view().setUint32(count, 0, true), view().setUint32(size, 0, true), 0),
    args_get: () => 0,
    environ_sizes_get: (count, size) => (view().setUint32(count, 0, true), view().setUint32(size, 0, true), 0),
    environ_get: () => 0,
    random_get: (pointer, length) => (crypto.getRandomValues(new Uint8Array(memory().buffer, pointer, length)), 0),
    clock_time_get: (id, precision, out) => (view().setBigUint64(out, BigInt(Math.round(performance.now() * 1e6)), true), 0),
    fd_write: (fd, iovs, count, written) => {
      let total = 0;
      for (let i = 0; i < count; i++) {
        const base = view().getUint32(iovs + 8 * i, true);
        const length = view().getUint32(iovs + 8 * i + 4, true);
        console[fd === 2 ? "warn" : "log"](decoder.decode(new Uint8Array(memory().buffer, base, length)));
        total += length;
      }
      view().setUint32(written, total, true);
      return 0;
    },
    fd_read: () => 8, // EBADF: no input
    fd_close: () => 0,
    fd_seek: () => 70, // ESPIPE
    fd_fdstat_get: () => 8,
    fd_prestat_get: () => 8,
    fd_prestat_dir_name: () => 8,
    proc_exit: (code) => {
      throw new Error(`section-index-web.wasm exited with status ${code}`);
    },
  };
}

/** One instance of the wasm build: one list and its bar. */
export class SectionIndexEngine {
  static async create() {
    const module = await compileModule();
    let instance;
    const imports = { wasi_snapshot_preview1: wasiImports(() => instance.exports.memory) };
    // Any import the build names but this page lacks fails loudly.
    for (const { module: name, name: field } of WebAssembly.Module.imports(module)) {
      imports[name] ??= {};
      imports[name][field] ??= () => {
        throw new Error(`section-index-web.wasm: ${name}.${field} is not provided`);
      };
    }
    instance = await WebAssembly.instantiate(module, imports);
    instance.exports._initialize();
    return new SectionIndexEngine(instance.exports);
  }

  constructor(exports) {
    this.exports = exports;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
  }

  #answer(length) {
    const bytes = new Uint8Array(this.exports.memory.buffer, this.exports.si_output(), length);
    return JSON.parse(this.decoder.decode(bytes));
  }

  #withBytes(text, body) {
    const bytes = this.encoder.encode(text);
    const pointer = this.exports.si_alloc(bytes.length);
    new Uint8Array(this.exports.memory.buffer, pointer, bytes.length).set(bytes);
    try {
      return body(pointer, bytes.length);
    } finally {
      this.exports.si_free(pointer);
    }
  }

  /**
   * Sections `records` (strings, one record each; empty ones skipped), or the
   * demo's when `demo`: `{locale, requestedLocale, titles, sections: [{title, items}]}`.
   */
  section(locale, { names = false, demo = false, records = [] } = {}) {
    const flags = (names ? 1 : 0) | (demo ? 2 : 0);
    // The lines the wasm side reads (as `section-index group` does: LF or
    // CRLF, a BOM removed, empty lines skipped); it answers their numbers.
    const lines = demo ? [] : records.join("\n").replace(/^\uFEFF/, "").split("\n")
      .map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line))
      .filter((line) => line.length > 0);
    const result = this.#withBytes(locale, (tag, tagLength) =>
      this.#withBytes(lines.join("\n"), (input, inputLength) =>
        this.#answer(this.exports.si_section(tag, tagLength, flags, input, inputLength))));
    if (!demo) {
      for (const section of result.sections) section.items = section.items.map((i) => lines[i]);
    }
    return result;
  }

  layout(x, y, width, height, rightToLeft) {
    return this.#answer(this.exports.si_bar_layout(x, y, width, height, rightToLeft ? 1 : 0));
  }

  /** phase: 0 down, 1 move, 2 up, 3 cancel. */
  touch(phase, x, y) {
    return this.#answer(this.exports.si_bar_touch(phase, x, y));
  }

  /** key: 0 next, 1 previous, 2 first, 3 last. */
  key(key) {
    return this.#answer(this.exports.si_bar_key(key));
  }

  /** frames: [[top, height], …] of each section in content coordinates. */
  scroll(frames, offset, viewportHeight, contentHeight, isUserScrolling) {
    const count = frames.length;
    const pointer = this.exports.si_alloc(16 * Math.max(count, 1));
    const values = new Float64Array(this.exports.memory.buffer, pointer, 2 * count);
    frames.forEach(([top, height], i) => {
      values[2 * i] = top;
      values[2 * i + 1] = height;
    });
    try {
      return this.#answer(
        this.exports.si_bar_scroll(pointer, count, offset, viewportHeight, contentHeight, isUserScrolling ? 1 : 0));
    } finally {
      this.exports.si_free(pointer);
    }
  }
}

const rightToLeftLanguages = new Set(["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]);

/** Whether a locale's first language is written right to left. */
export function isRightToLeft(locale) {
  return rightToLeftLanguages.has(locale.split(/[-_,]/)[0].trim().toLowerCase());
}

const style = `
:host { display: flex; flex-direction: row; position: relative; overflow: hidden;
  font: 16px/1.4 system-ui, sans-serif; }
.list { flex: 1; overflow-y: auto; position: relative; overscroll-behavior: contain; }
.section > h2 { position: sticky; top: 0; margin: 0; padding: 2px 12px; font-size: 14px;
  background: #eef1f5; color: #333; border-bottom: 1px solid #d8dde3; }
.section > ul { list-style: none; margin: 0; padding: 0; }
.section li { padding: 8px 12px; border-bottom: 1px solid #f0f0f0; }
.bar { flex: 0 0 28px; position: relative; touch-action: none; user-select: none; cursor: default;
  outline-offset: -2px; }
.bar span { position: absolute; display: flex; align-items: center; justify-content: center;
  font-size: 11px; font-weight: 600; color: #0a66d8; }
.bar span.dimmed { color: #9bb7dc; }
.bar span.highlighted { color: #fff; background: #0a66d8; border-radius: 50%; }
.bubble { position: absolute; display: none; align-items: center; justify-content: center;
  font-size: 28px; font-weight: 600; color: #fff; background: #0a66d8c0; border-radius: 50%;
  pointer-events: none; z-index: 2; }
.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
`;

export class SectionIndexList extends HTMLElement {
  static observedAttributes = ["locale", "names", "demo"];

  #engine;
  #records = [];
  #result;
  #state;
  #jumping = false;
  #ready;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.innerHTML = `<style>${style}</style>
      <div class="list" part="list"></div>
      <div class="bar" part="bar" role="slider" tabindex="0" aria-orientation="vertical"></div>
      <div class="bubble" part="bubble" aria-hidden="true"></div>
      <div class="live" aria-live="polite"></div>`;
    this.list = root.querySelector(".list");
    this.bar = root.querySelector(".bar");
    this.bubble = root.querySelector(".bubble");
    this.live = root.querySelector(".live");
    this.#ready = SectionIndexEngine.create().then((engine) => (this.#engine = engine));
    this.#listen();
  }

  /** The records to section (ignored with the `demo` attribute). */
  get records() {
    return this.#records;
  }
  set records(records) {
    this.#records = Array.from(records, String).filter((r) => r.length > 0);
    this.#refresh();
  }

  /** The sections shown: `{locale, titles, sections: [{title, items}]}`. */
  get result() {
    return this.#result;
  }

  /** Resolves when the list shows the current records. */
  get updated() {
    return this.#pending ?? this.#ready;
  }
  #pending;

  connectedCallback() {
    this.#refresh();
    this.resizeObserver = new ResizeObserver(() => this.#layout());
    this.resizeObserver.observe(this);
  }

  disconnectedCallback() {
    this.resizeObserver?.disconnect();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#refresh();
  }

  get locale() {
    return this.getAttribute("locale") || navigator.language || "en";
  }

  #refresh() {
    this.#pending = this.#ready.then(() => {
      const started = performance.now();
      this.#result = this.#engine.section(this.locale, {
        names: this.hasAttribute("names"),
        demo: this.hasAttribute("demo"),
        records: this.#records,
      });
      this.sectionMilliseconds = performance.now() - started;
      const rtl = isRightToLeft(this.#result.locale);
      this.setAttribute("dir", rtl ? "rtl" : "ltr");
      this.#render();
      this.#layout();
      this.dispatchEvent(new CustomEvent("sectioned", { detail: this.#result }));
    });
    return this.#pending;
  }

  #render() {
    const fragment = document.createDocumentFragment();
    for (const section of this.#result.sections) {
      const element = document.createElement("section");
      element.className = "section";
      const header = document.createElement("h2");
      header.dataset.sectionTitle = section.title;
      header.textContent = section.title;
      const list = document.createElement("ul");
      for (const item of section.items) {
        const row = document.createElement("li");
        row.textContent = item;
        list.append(row);
      }
      element.append(header, list);
      fragment.append(element);
    }
    this.list.replaceChildren(fragment);
    this.list.scrollTop = 0;
  }

  #layout() {
    if (!this.#engine || !this.#result) return;
    const bounds = this.bar.getBoundingClientRect();
    this.#apply(this.#engine.layout(0, 0, bounds.width, bounds.height, this.getAttribute("dir") === "rtl"));
    this.#scrolled(false);
  }

  /** Draws a state the model returned and carries out its events. */
  #apply(state) {
    this.#state = state;
    const spans = state.entries.map((entry, index) => {
      const span = document.createElement("span");
      span.textContent = entry.title;
      if (entry.item !== null) span.dataset.indexTitle = entry.title;
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

  #perform(event) {
    switch (event.type) {
      case "selectionChanged":
        this.#scrollTo(event.section);
        break;
      case "haptic":
        navigator.vibrate?.(8);
        break;
      case "announcement":
        this.live.textContent = event.text;
        break;
    }
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

  /** Puts a section's header at the top of the list (the top for `null`). */
  #scrollTo(section) {
    const headers = this.list.querySelectorAll(".section");
    const target = section === null ? 0 : headers[section]?.offsetTop ?? 0;
    if (this.list.scrollTop !== target) {
      this.#jumping = true;
      this.list.scrollTop = target;
    }
  }

  #scrolled(isUserScrolling) {
    if (!this.#engine || !this.#state) return;
    const frames = Array.from(this.list.querySelectorAll(".section"), (s) => [s.offsetTop, s.offsetHeight]);
    this.#apply(this.#engine.scroll(frames, this.list.scrollTop, this.list.clientHeight,
      this.list.scrollHeight, isUserScrolling));
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
      const keys = { ArrowDown: 0, ArrowRight: 0, PageDown: 0, ArrowUp: 1, ArrowLeft: 1, PageUp: 1, Home: 2, End: 3 };
      if (!(event.key in keys)) return;
      this.#apply(this.#engine.key(keys[event.key]));
      event.preventDefault();
    });
    this.list.addEventListener("scroll", () => {
      const isUserScrolling = !this.#jumping;
      this.#jumping = false;
      this.#scrolled(isUserScrolling);
    }, { passive: true });
  }
}

customElements.define("section-index-list", SectionIndexList);
