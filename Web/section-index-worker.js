// section-index's Web Worker: sections a long list off the page's main
// thread with the same wasm (section-index.js starts it, from a literal
// `new URL("./section-index-worker.js", import.meta.url)`, for lists of
// `workerThreshold` records or more; see `configure`).
//
// A request: { id, base, module, locale, names, keys, readings, count } —
// `base` the folder of the wasm and data files, `module` the page's
// compiled WebAssembly.Module, `keys` and `readings` NUL-separated strings.
// The answer: { id, result, files } (`section`'s answer, and the data files
// the instance was given), or { id, error: { name, message } }.
import { SectionIndexEngine, configure } from "./section-index.js";

/** One engine for each folder, made once. */
const engines = new Map();
/** Requests one after another: each engine sections one list at a time. */
let queue = Promise.resolve();

function engineFor(base, module) {
  if (!engines.has(base)) {
    configure({ baseURL: base });
    const creating = SectionIndexEngine.create({ module });
    creating.catch(() => engines.delete(base));
    engines.set(base, creating);
  }
  return engines.get(base);
}

function split(joined, count) {
  return count === 0 ? [] : joined.split("\0");
}

// Only in a worker: importing this module elsewhere (a server, a test) does nothing.
const scope = typeof WorkerGlobalScope === "function" && globalThis instanceof WorkerGlobalScope ? globalThis : null;

scope?.addEventListener("message", ({ data }) => {
  const { id, base, module, locale, names, count } = data;
  queue = queue.then(async () => {
    try {
      const engine = await engineFor(base, module);
      const keys = split(data.keys, count);
      const readings = data.readings === null ? null : split(data.readings, count);
      await engine.prepare(locale, { keys, readings });
      const result = engine.section(locale, { names, keys, readings });
      scope.postMessage({ id, result, files: engine.supplied });
    } catch (error) {
      scope.postMessage({ id, error: { name: error?.name ?? "Error", message: error?.message ?? String(error) } });
    }
  });
});
