// section-index for JavaScript: sections records by a locale's collation,
// for Node (18 and later) and browsers, with IndexedCollation compiled to
// wasm (section-index-web.wasm, Wasm/WebExports.swift).
//
//   import { sectionIndex } from "section-index";
//   const { titles, sections } = await sectionIndex(["Åsa", "Anna", "Bo"], { locale: "sv" });
//   // titles: ["A", "B", …, "Å", "Ä", "Ö", "#"]; sections: [{title: "A", items: ["Anna"]}, …]
//
// configure({ baseURL }) says where the wasm and the data files load from
// (default: next to this module). SectionIndexEngine is the wasm instance
// itself, which <section-index-list> (section-index-list.js) drives:
// sectioning, search and the index bar.

/**
 * Where the wasm and section-index-data/ load from (`configure`); null:
 * next to this module, by the literal `new URL("./…", import.meta.url)`
 * forms below, which bundlers (Vite, webpack 5, Rollup) find and copy.
 */
let baseURL = null;

/** Lists of at least this many records are sectioned in a Web Worker (`configure`). */
let workerThreshold = 10_000;

/** Keys handed to an engine that adopted a worker's sections at a time, between frames (a few ms each). */
const keysSlice = 10_000;

/** The wasm in `base` (a folder `configure` gave, or null: next to this module). */
function wasmURL(base) {
  return base ? new URL("./section-index-web.wasm", base) : new URL("./section-index-web.wasm", import.meta.url);
}

/** A data file in `base`, as `wasmURL`. */
function dataURL(name, base) {
  return base ? new URL(`./section-index-data/${name}`, base) : new URL(`./section-index-data/${name}`, import.meta.url);
}

/**
 * Sets where `section-index-web.wasm` and the files of `section-index-data/`
 * load from (a CDN, another folder of the site) for `sectionIndex()`,
 * `SectionIndexEngine.create()` and `<section-index-list>`: `baseURL` is
 * the folder holding both, absolute or relative to the page (a trailing "/"
 * is added). An engine keeps the folder it was made with (its data files
 * must be of its build): the folder counts for engines made after the call,
 * and for `sectionIndex()`'s next call. Returns the folder now used, as a
 * URL string.
 *
 * `workerThreshold`: lists of at least this many records (default 10,000)
 * are sectioned in a Web Worker running the same wasm
 * (section-index-worker.js, next to this module), so that the page keeps
 * drawing and taking input; `0` sends every list there, `false` none.
 * Where there are no module workers (Node, a file:// page), lists are
 * sectioned in the calling thread, with the same answers.
 *
 *     configure({ baseURL: "https://cdn.example.com/section-index@0.1.0/" });
 */
export function configure({ baseURL: base, workerThreshold: threshold } = {}) {
  if (threshold !== undefined) {
    if (threshold === false || threshold === null) workerThreshold = Infinity;
    else if (typeof threshold === "number" && threshold >= 0) workerThreshold = threshold;
    else throw new TypeError(`section-index: workerThreshold must be a number of records or false, not ${threshold}`);
  }
  if (base !== undefined && base !== null) {
    const text = String(base);
    const url = new URL(text, globalThis.document?.baseURI ?? import.meta.url);
    if (!url.pathname.endsWith("/")) url.pathname += "/";
    baseURL = url;
  }
  return (baseURL ?? new URL("./", import.meta.url)).href;
}

/**
 * Node (or a runtime with its modules: Deno, Bun), decided by the runtime,
 * not by the URL: a browser or WebView showing a file:// page is not Node.
 */
function isNodeRuntime() {
  return typeof globalThis.process?.versions?.node === "string" && globalThis.document === undefined;
}

/** A file: URL read from disk in Node. */
async function readNodeFile(url) {
  // Only reached in Node; bundlers for browsers leave this import alone.
  const fs = "node:fs/promises";
  const { readFile } = await import(/* webpackIgnore: true */ /* @vite-ignore */ fs);
  return readFile(url);
}

/**
 * A file: URL in a browser or WebView: fetch where the engine allows it,
 * else XMLHttpRequest (Chromium's fetch has no file: scheme; its
 * XMLHttpRequest reads files for a file:// page allowed to).
 */
async function readBrowserFile(url) {
  try {
    const response = await fetch(url);
    if (response.ok || response.status === 0) return new Uint8Array(await response.arrayBuffer());
  } catch {
    // Not supported: XMLHttpRequest below.
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("GET", url.href);
    request.responseType = "arraybuffer";
    request.onload = () => (request.response && request.status <= 200
      ? resolve(new Uint8Array(request.response)) : reject(new Error(`status ${request.status}`)));
    request.onerror = () => reject(new Error("the page may not read this file"));
    request.send();
  });
}

/** The bytes of `url`; rejects naming `what` and the URL. */
async function load(url, what) {
  let bytes;
  try {
    if (url.protocol === "file:") {
      bytes = isNodeRuntime() ? await readNodeFile(url) : await readBrowserFile(url);
    } else {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      bytes = new Uint8Array(await response.arrayBuffer());
    }
  } catch (error) {
    throw new Error(`section-index: cannot load ${what} ${url}: ${error.message}`);
  }
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Each wasm URL's module, compiled once: streamed where the server says application/wasm. */
const compiled = new Map();

function compileModule(base) {
  const url = wasmURL(base);
  if (!compiled.has(url.href)) {
    const compiling = (async () => {
      if (url.protocol !== "file:" && WebAssembly.compileStreaming) {
        try {
          const response = await fetch(url);
          if (response.ok) return await WebAssembly.compileStreaming(response);
        } catch {
          // A server without the application/wasm type, or none: the bytes below say why.
        }
      }
      const bytes = await load(url, "the wasm");
      try {
        return await WebAssembly.compile(bytes);
      } catch (error) {
        throw new Error(`section-index: the wasm ${url} is broken: ${error.message}`);
      }
    })();
    // A failure is not kept: a later call tries again.
    compiling.catch(() => compiled.delete(url.href));
    compiled.set(url.href, compiling);
  }
  return compiled.get(url.href);
}

const dataFiles = new Map();

/**
 * A data file (section-index-data/: the full build's CJK tables and others,
 * every build's han.data, the order of ideographs no tailoring lists, and
 * root.data, the root's scripts its wasm leaves out), loaded
 * once per page and folder; rejects naming the file when it cannot be had.
 */
function dataFile(name, base) {
  const url = dataURL(name, base);
  if (!dataFiles.has(url.href)) {
    const loading = load(url, "the data file");
    // A failure is not kept: a later call tries again.
    loading.catch(() => dataFiles.delete(url.href));
    dataFiles.set(url.href, loading);
  }
  return dataFiles.get(url.href);
}

/** Random bytes for wasi-libc (hash seeds): Web Crypto where there is one. */
function randomFill(bytes) {
  if (globalThis.crypto?.getRandomValues) return globalThis.crypto.getRandomValues(bytes);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return bytes;
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
    random_get: (pointer, length) => (randomFill(new Uint8Array(memory().buffer, pointer, length)), 0),
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

/** A new instance of the module: its exports. */
async function instantiate(base, given = null) {
  const module = given ?? await compileModule(base);
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
  return instance.exports;
}

/**
 * One instance of the wasm build: one list and its bar. Every method but
 * `prepare` is synchronous and answers what the Swift side returned.
 */
export class SectionIndexEngine {
  /**
   * A new instance; `module`: the wasm already compiled (a
   * `WebAssembly.Module` of this build, as the page sends its worker).
   */
  static async create({ module = null } = {}) {
    // The folder of the moment, for the wasm and every data file this engine loads.
    const base = baseURL;
    const engine = new SectionIndexEngine(await instantiate(base, module), base);
    engine.#module = module;
    return engine;
  }

  /** The compiled module it was made from, when it was given one: a new instance comes from it too. */
  #module = null;

  /** The data files given to the instance, as [name, bytes]. */
  #supplied = [];
  #sectioned = false;
  #preparing = Promise.resolve();
  /** The folder its wasm came from, where its data files come from too (null: next to this module). */
  #base;

  constructor(exports, base = null) {
    this.exports = exports;
    this.#base = base;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
  }

  /**
   * Loads the data files that sectioning `keys` and `readings` by `locale`
   * needs and the instance lacks, from section-index-data/ next to the
   * wasm: the full build's Chinese, Japanese and Korean tables when a
   * locale first needs them, in every build han.data (the root's order
   * of ideographs) when a record holds an ideograph that the locales'
   * tables do not list (a Chinese name in an English list), and root.data
   * (the root's scripts the wasm leaves out: Arabic, Thai, …) for the
   * locales written in them or a record holding one. Call it before
   * `section` with the same records; rejects naming a file that cannot be
   * loaded.
   */
  prepare(locale, { keys = [], readings = null } = {}) {
    this.#preparing = this.#preparing.catch(() => {}).then(async () => {
      // The records' distinct ideographs, which the wasm checks against the
      // locales' tables (none to check once han.data is in), and before
      // root.data is in, every distinct character from U+0590 on (a build
      // for chosen locales may leave the root's other scripts to root.data).
      const has = (file) => this.#supplied.some(([name]) => name === file);
      const ideographs = has("han.data") && has("root.data") ? ""
        : ideographsOf(readings ? keys.concat(readings) : keys, !has("root.data"));
      for (;;) {
        // The locales' files first; once they are in, han.data if the ideographs need it.
        const needs = this.#withBytes(locale, (tag, tagLength) => this.#withBytes(ideographs, (text, textLength) =>
          this.#answer(this.exports.si_needs(tag, tagLength, text, textLength))));
        if (needs.length === 0) return;
        await this.#take(needs);
      }
    });
    return this.#preparing;
  }

  /** The names of the data files given to the instance, in the order given. */
  get supplied() {
    return this.#supplied.map(([name]) => name);
  }

  /** Loads and gives the instance the data files `names` it lacks. */
  async #take(names) {
    const needs = names.filter((name) => !this.#supplied.some(([had]) => had === name));
    if (needs.length === 0) return;
    const loaded = await Promise.all(needs.map(async (name) => [name, await dataFile(name, this.#base)]));
    if (this.#sectioned) {
      // The instance may have read its tables: a new one gets every file first.
      this.exports = await instantiate(this.#base, this.#module);
      this.#sectioned = false;
      for (const [name, bytes] of this.#supplied) this.#supply(name, bytes);
    }
    for (const [name, bytes] of loaded) {
      this.#supply(name, bytes);
      this.#supplied.push([name, bytes]);
    }
  }

  /**
   * Sections as `prepare` then `section` do, with the same answer, in a Web
   * Worker running this build when the list has `workerThreshold` records
   * or more and the page can start one (`configure`); this instance then
   * takes the sections (the worker's data files, the collation, the keys
   * for search and the titles for the bar) without sectioning again. Rejects
   * as they throw, with the same errors.
   */
  async sectionOffThread(locale, { names = false, keys = [], readings = null } = {}) {
    const thread = keys.length >= workerThreshold ? sectioningWorker() : null;
    if (thread) {
      // Each part of the page's own work in a task of its own: the keys the
      // caller made, then joining them, then (below) taking the answer and
      // the caller's drawing.
      await nextTask();
      const request = {
        base: new URL("./", wasmURL(this.#base)).href, locale, names,
        keys: joinFields(keys, "key"), readings: readings ? joinFields(readings, "reading") : null, count: keys.length,
      };
      let answer = null;
      try {
        answer = await thread.request(request, await compileModule(this.#base));
      } catch (error) {
        if (!(error instanceof WorkerFailure)) throw error;
        // A worker that cannot run (its script not served, no module workers): in this thread.
      }
      if (answer) {
        this.#preparing = this.#preparing.catch(() => {}).then(() => this.#take(answer.files));
        await this.#preparing;
        this.adopt(locale, answer.result, { names, keys, readings });
        await nextTask();
        return answer.result;
      }
    }
    await this.prepare(locale, { keys, readings });
    return this.section(locale, { names, keys, readings });
  }

  /**
   * Takes `result`, the sections of `keys` by `locale` that another
   * instance of this build made (`section`'s answer, in a worker): search
   * and the bar then work as after `section`. The data files the locale
   * and the records need must have been given (`prepare`).
   */
  adopt(locale, result, { names = false, keys = [], readings = null } = {}) {
    const flags = (names ? 1 : 0) | (readings ? 4 : 0);
    this.#sectioned = true;
    const titles = result.sections.map((section) => section.title);
    this.#withBytes(locale, (tag, tagLength) =>
      this.#withBytes(joinFields(titles, "title"), (pointer, length) =>
        this.#answer(this.exports.si_adopt(tag, tagLength, flags, pointer, length, titles.length))));
    // The keys, for search: slices while the page is idle (no long task),
    // the rest at once when a search needs them first; then one small
    // search, so that the first keystroke finds the search's code compiled.
    const adopted = { flags, keys, readings, done: 0 };
    this.#adopted = adopted;
    // Idle moments, or 50 ms at most apart: a page with a focused field may
    // have none for half a second.
    const later = globalThis.requestIdleCallback
      ? (f) => globalThis.requestIdleCallback(f, { timeout: 50 })
      : (f) => setTimeout(f, 20);
    const step = (deadline) => {
      if (this.#adopted !== adopted) return;
      do this.#keysIn(keysSlice);
      while (this.#adopted === adopted && deadline?.timeRemaining && deadline.timeRemaining() > 30);
      if (this.#adopted === adopted) later(step);
      else if (adopted.done >= keys.length) this.#warmSearch();
    };
    later(step);
  }

  /**
   * A search of the first records for a letter, its answer unused: the
   * first search of a page otherwise pays for compiling the search's code
   * and making its tables (tens of ms of the first keystroke).
   */
  #warmSearch() {
    this.#withBytes("a", (pointer, length) => this.exports.si_match_in(pointer, length, 0, 2000, 0, 0));
  }

  /** The keys `adopt` took and how many of them the instance has. */
  #adopted = null;

  /** Hands the instance up to `count` more of the keys `adopt` took (every one left by default). */
  #keysIn(count = Infinity) {
    const adopted = this.#adopted;
    if (!adopted || count <= 0) return;
    const { flags, keys, readings, done } = adopted;
    const end = Math.min(keys.length, done + count);
    const part = keys.slice(done, end);
    const parts = readings ? readings.slice(done, end) : null;
    this.#withBytes(joinFields(part, "key"), (input, inputLength) =>
      this.#withBytes(parts ? joinFields(parts, "reading") : "", (read, readLength) =>
        this.exports.si_keys(flags | (done > 0 ? 8 : 0), input, inputLength, part.length, read, readLength)));
    adopted.done = end;
    if (end >= keys.length) this.#adopted = null;
  }

  #supply(name, bytes) {
    this.#withBytes(name, (namePointer, nameLength) => {
      const pointer = this.exports.si_alloc(bytes.length);
      new Uint8Array(this.exports.memory.buffer, pointer, bytes.length).set(bytes);
      try {
        this.#answer(this.exports.si_supply(namePointer, nameLength, pointer, bytes.length));
      } finally {
        this.exports.si_free(pointer);
      }
    });
  }

  #answer(length) {
    const bytes = new Uint8Array(this.exports.memory.buffer, this.exports.si_output(), length);
    const answer = JSON.parse(this.decoder.decode(bytes));
    // A build for chosen locales (build-web.sh --locales) lacking the one asked for.
    if (answer !== null && typeof answer === "object" && typeof answer.error === "string") throw new Error(answer.error);
    return answer;
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
   * Sections `keys` (strings; `readings`, as many, "" for none):
   * `{locale, requestedLocale, rightToLeft, titles, sections: [{title,
   * items}]}`, the items the keys' numbers. Throws when the build lacks the
   * locale (`Scripts/build-web.sh --locales`) or a data file that the
   * locale or the records need was not loaded (`prepare`): the error names
   * it, never another order.
   */
  section(locale, { names = false, keys = [], readings = null } = {}) {
    const flags = (names ? 1 : 0) | (readings ? 4 : 0);
    this.#sectioned = true;
    this.#adopted = null;
    const result = this.#withBytes(locale, (tag, tagLength) =>
      this.#withBytes(joinFields(keys, "key"), (input, inputLength) =>
        this.#withBytes(readings ? joinFields(readings, "reading") : "", (read, readLength) =>
          this.#answer(this.exports.si_section(tag, tagLength, flags, input, inputLength, keys.length,
            read, readLength)))));
    if (result.error) throw new Error(result.error);
    return result;
  }

  /**
   * Which of `keys` (the territory tables of demo-records.json) the demo of
   * `tag` shows, as `section-index demo` chooses; `locale` is the
   * collation's.
   */
  demoKey(tag, locale, keys) {
    return this.#withBytes(tag, (t, tLength) =>
      this.#withBytes(locale, (l, lLength) =>
        this.#withBytes(joinFields(keys, "key"), (k, kLength) =>
          this.#answer(this.exports.si_demo_key(t, tLength, l, lLength, k, kLength, keys.length)))));
  }

  /**
   * The records of the last `section` that `query` matches, with the
   * library's search: a Map from a record's number to the UTF-16 ranges of
   * its key that matched (`[start, end, start, end, …]`).
   */
  search(query) {
    this.#keysIn();
    const rows = this.#withBytes(query, (pointer, length) => this.#answer(this.exports.si_search(pointer, length)));
    return new Map(rows.map((row) => [row[0], row.slice(1)]));
  }

  /**
   * `search` over part of the records, for searching a long list a slice
   * at a time: the records `from..<to`, or with `candidates` (an Int32Array
   * of record numbers, the matches of a shorter query) `candidates[from..<to]`.
   */
  searchIn(query, slice = {}) {
    const rows = this.#searchSlice(query, slice, "si_search_in");
    return new Map(rows.map((row) => [row[0], row.slice(1)]));
  }

  /**
   * `searchIn` without the ranges: the numbers of the records that match,
   * in increasing order (of `candidates`, in their order), an Int32Array.
   * Faster where a query matches many records: ask `rangesOf` for the rows
   * drawn alone.
   */
  matchIn(query, slice = {}) {
    // Answered as 32-bit numbers (not JSON): copied out of the instance's memory.
    const length = this.#searchSlice(query, slice, "si_match_in", (length) => length);
    const start = this.exports.si_output();
    return new Int32Array(this.exports.memory.buffer.slice(start, start + length));
  }

  /**
   * The UTF-16 ranges of record `record`'s key that `query` matched
   * (`[start, end, start, end, …]`, as `search` gives them): empty when it
   * matched by a reading, or does not match.
   */
  rangesOf(query, record) {
    if (this.#adopted) this.#keysIn(Math.min(record + 1, this.#adopted.keys.length) - this.#adopted.done);
    return this.#withBytes(query, (pointer, length) => this.#answer(this.exports.si_search_ranges(pointer, length, record)));
  }

  #searchSlice(query, { from = 0, to = Infinity, candidates = null }, search, read = (length) => this.#answer(length)) {
    // The keys the slice needs, when `adopt`'s are not all in yet: no long task for one slice.
    if (this.#adopted) {
      let needed = Math.min(to, this.#adopted.keys.length);
      if (candidates) {
        needed = 0;
        for (let i = Math.max(0, from); i < Math.min(to, candidates.length); i++) needed = Math.max(needed, candidates[i] + 1);
      }
      this.#keysIn(needed - this.#adopted.done);
    }
    const end = Math.min(to, 2 ** 31 - 1);
    return this.#withBytes(query, (pointer, length) => {
      if (!candidates) return read(this.exports[search](pointer, length, from, end, 0, 0));
      const numbers = this.exports.si_alloc(4 * Math.max(candidates.length, 1));
      new Int32Array(this.exports.memory.buffer, numbers, candidates.length).set(candidates);
      try {
        return read(this.exports[search](pointer, length, from, end, numbers, candidates.length));
      } finally {
        this.exports.si_free(numbers);
      }
    });
  }

  /**
   * Whether a query typed further (`next`) need search only what `previous`
   * matched (the library's `SearchQuery.narrows`): null when it must search
   * every record; else the records it must search besides those, an empty
   * Int32Array (the previous matches alone give every answer).
   */
  refinement(previous, next) {
    const answer = this.#withBytes(previous, (p, pLength) =>
      this.#withBytes(next, (n, nLength) => this.exports.si_search_refines(p, pLength, n, nLength)));
    return answer === 0 ? null : new Int32Array(0);
  }

  /** The sections shown are now these (a search filtered them). */
  show(titles) {
    this.#withBytes(joinFields(titles, "title"), (pointer, length) =>
      this.exports.si_show(pointer, length, titles.length));
  }

  layout(x, y, width, height, { rightToLeft = false, search = false } = {}) {
    return this.#answer(this.exports.si_bar_layout(x, y, width, height, (rightToLeft ? 1 : 0) | (search ? 2 : 0)));
  }

  /** phase: 0 down, 1 move, 2 up, 3 cancel. */
  touch(phase, x, y) {
    return this.#answer(this.exports.si_bar_touch(phase, x, y));
  }

  /** key: 0 next, 1 previous, 2 first, 3 last. */
  key(key) {
    return this.#answer(this.exports.si_bar_key(key));
  }

  /** Selects a bar item by its number, or by its title (a letter typed). */
  select(itemOrTitle) {
    if (typeof itemOrTitle === "number") return this.#answer(this.exports.si_bar_select(itemOrTitle, 0, 0));
    return this.#withBytes(itemOrTitle, (pointer, length) =>
      this.#answer(this.exports.si_bar_select(-1, pointer, length)));
  }

  /** frames: a Float64Array of each section's top and height in content coordinates. */
  scroll(frames, offset, viewportHeight, contentHeight, isUserScrolling) {
    const count = frames.length / 2;
    const pointer = this.exports.si_alloc(8 * Math.max(frames.length, 1));
    new Float64Array(this.exports.memory.buffer, pointer, frames.length).set(frames);
    try {
      return this.#answer(
        this.exports.si_bar_scroll(pointer, count, offset, viewportHeight, contentHeight, isUserScrolling ? 1 : 0));
    } finally {
      this.exports.si_free(pointer);
    }
  }
}

/** A promise of the next task (a message, not a timer: no clamping to 4 ms), so the page may draw and take input between. */
function nextTask() {
  if (typeof MessageChannel !== "function") return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** A worker that could not run (no script, no module workers): the caller sections in its own thread. */
class WorkerFailure extends Error {}

/** The page's sectioning worker (one for every engine), or null where none can be started. */
let worker;

function sectioningWorker() {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker !== "function" || isNodeRuntime()) return worker;
  let thread;
  try {
    // A literal URL next to this module, which bundlers find and copy (as the wasm's).
    thread = new Worker(new URL("./section-index-worker.js", import.meta.url), { type: "module", name: "section-index" });
  } catch {
    return worker;
  }
  const pending = new Map();
  let next = 0;
  const fail = (message) => {
    worker = null;
    thread.terminate();
    for (const { reject } of pending.values()) reject(new WorkerFailure(message));
    pending.clear();
  };
  thread.addEventListener("message", ({ data }) => {
    const waiting = pending.get(data.id);
    if (!waiting) return;
    pending.delete(data.id);
    if (data.error) {
      const { name, message } = data.error;
      waiting.reject(name === "TypeError" ? new TypeError(message) : new Error(message));
    } else {
      waiting.resolve(data);
    }
  });
  thread.addEventListener("error", (event) => {
    event.preventDefault?.();
    fail(`section-index: the worker failed: ${event.message ?? "its script did not load"}`);
  });
  thread.addEventListener("messageerror", () => fail("section-index: the worker's answer could not be read"));
  worker = {
    request(message, module) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        try {
          thread.postMessage({ ...message, id, module });
        } catch (error) {
          pending.delete(id);
          reject(new WorkerFailure(error.message));
        }
      });
    },
  };
  return worker;
}

/**
 * The distinct ideographs of `strings`, in one string: every code point of
 * U+3400–U+9FFF, U+F900–U+FAFF and planes 2 and 3, a superset of what the
 * root's Han order covers (Unicode 17's Unified_Ideograph and the
 * compatibility ideographs that decompose to it) that does not depend on
 * the JavaScript engine's Unicode version; the wasm decides which of them
 * need han.data. With `everyScript`, every distinct character from U+0590
 * on (lone surrogates included), of which the wasm decides which need
 * root.data. (A loop over code units: ten times quicker than a regular
 * expression on 100,000 names.)
 */
function ideographsOf(strings, everyScript = false) {
  const seen = new Set();
  const from = everyScript ? 0x0590 : 0x3400;
  for (const string of strings) {
    for (let i = 0; i < string.length; i++) {
      const unit = string.charCodeAt(i);
      if (unit < from) continue;
      if (unit >= 0xD800 && unit < 0xDC00) {
        const codePoint = string.codePointAt(i++);
        if (everyScript || (codePoint >= 0x20000 && codePoint < 0x40000)) seen.add(codePoint);
      } else if (everyScript || unit <= 0x9FFF || (unit >= 0xF900 && unit <= 0xFAFF)) {
        seen.add(unit);
      }
    }
  }
  return Array.from(seen, (codePoint) => String.fromCodePoint(codePoint)).join("");
}

/** Strings joined with NUL, which the wasm side splits them at. */
function joinFields(strings, what) {
  const joined = strings.join("\0");
  // As many NULs as joins, counted by indexOf (quicker than a test of each string on 100k records).
  let count = 0;
  for (let at = joined.indexOf("\0"); at >= 0; at = joined.indexOf("\0", at + 1)) count++;
  if (count > Math.max(0, strings.length - 1)) {
    for (let i = 0; i < strings.length; i++) {
      if (strings[i].includes("\0")) throw new TypeError(`section-index: the ${what} of record ${i} contains U+0000`);
    }
  }
  return joined;
}

/**
 * The string a record is sorted by: the record itself, or its `field`; of
 * several fields (`["name", "company", "email"]`), the first that is not
 * empty, else "" (the record is kept, under "#").
 * Throws a TypeError naming the record when there is none.
 */
export function fieldOf(record, index, field, { optional = false } = {}) {
  if (typeof record === "string") return optional ? "" : record;
  if (typeof field === "function") return stringField(field(record), index, "key function", optional);
  if (record === null || typeof record !== "object") {
    throw new TypeError(`section-index: record ${index} is ${record === null ? "null" : typeof record}, not a string or an object`);
  }
  if (Array.isArray(field)) {
    for (const name of field) {
      const value = stringField(record[name], index, `field "${name}"`, true);
      if (value !== "") return value;
    }
    return "";
  }
  if (field === undefined) {
    if (optional) return "";
    throw new TypeError(`section-index: record ${index} is not a string; say which field is its name with the key option`);
  }
  return stringField(record[field], index, `field "${field}"`, optional);
}

function stringField(value, index, what, optional) {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (optional && (value === undefined || value === null)) return "";
  throw new TypeError(`section-index: record ${index} has no string ${what} (${value === null ? "null" : typeof value})`);
}

/** The browser's or the runtime's language, "en" when there is none. */
export function defaultLocale() {
  return globalThis.navigator?.language || new Intl.Collator().resolvedOptions().locale || "en";
}

/** sectionIndex()'s engines, one per folder (`configure`), and each one's last call. */
const shared = new Map();
const turns = new WeakMap();

/**
 * Sections records by a locale's collation.
 *
 *     const { titles, sections } = await sectionIndex(people, { locale: "ja", key: "name", reading: "kana" });
 *
 * - `records`: strings, or objects whose `key` field (a name, or a function
 *   of the record) is the string shown and sorted by; several names
 *   (`["name", "company", "email"]`) take the first that is not empty, and
 *   a record with none is kept, under "#".
 * - `reading`: the field (or function) holding how a record is read (kana,
 *   a phonetic name); it decides the section and the order when not empty.
 * - `locale`: BCP 47, several separated by commas; default the browser's.
 * - `names`: people's names (Chinese surname readings).
 * - `query`: keeps only the records the library's search matches (as `/`
 *   in `section-index browse`: word starts, accents and case ignored as
 *   the locale ignores them, pinyin initials for Chinese).
 *
 * Resolves to `{ locale, titles, sections, warnings }`: `titles` every index
 * title (for the bar), `sections` the non-empty sections in index order,
 * `[{ title, items }]`, `items` the caller's own records in collation order;
 * `warnings` what `section-index` warns on standard error (an unknown
 * locale that fell back: "unknown locale 'xx'; using root (A–Z)").
 * Rejects, naming the locale, file or record, where the element sends an
 * `error` event: a locale this build lacks, a data file that cannot be
 * loaded or is broken, a record that is neither a string nor an object.
 */
export async function sectionIndex(records, { locale, key, reading, names = false, query = "" } = {}) {
  const list = Array.from(records);
  const keys = list.map((record, index) => fieldOf(record, index, key));
  const readings = reading === undefined ? null
    : list.map((record, index) => fieldOf(record, index, reading, { optional: true }));
  const folder = baseURL?.href ?? "";
  if (!shared.has(folder)) {
    const creating = SectionIndexEngine.create();
    // A wasm that could not be loaded is tried again by the next call.
    creating.catch(() => shared.delete(folder));
    shared.set(folder, creating);
  }
  const engine = await shared.get(folder);
  // One list at a time on the shared engine: its search is of the last list sectioned.
  const turn = (turns.get(engine) ?? Promise.resolve()).catch(() => {}).then(async () => {
    const result = await engine.sectionOffThread(locale || defaultLocale(), { names, keys, readings });
    return { result, matches: query.trim() ? engine.search(query) : null };
  });
  turns.set(engine, turn);
  const { result, matches } = await turn;
  const sections = [];
  for (const { title, items } of result.sections) {
    const kept = matches ? items.filter((i) => matches.has(i)) : items;
    if (kept.length > 0) sections.push({ title, items: kept.map((i) => list[i]) });
  }
  return { locale: result.locale, titles: result.titles, sections, warnings: result.warnings ?? [] };
}
