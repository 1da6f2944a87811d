// configure({ baseURL }) under node --test: where sectionIndex() and the
// engine load the wasm and the data files from (a folder on disk, read with
// node:fs; a server, fetched), and the errors naming what could not be
// loaded. Each test imports its own copy of Web/section-index.js, which has
// no wasm beside it: every file it loads comes from the folder configured.
// The browser side (a CDN folder, file:// pages) is in Tests/Web/element_test.py.
// Run by Scripts/test-web.sh, after Scripts/build-web.sh (with --locales en,de,sv,fr).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createReadStream, existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const web = join(root, ".build/web");
const locales = join(root, ".build/web-locales-en-de-sv-fr");
let copies = 0;

/** A fresh copy of the main module (its own engine, files and folder). */
function fresh() {
  return import(`${pathToFileURL(join(root, "Web/section-index.js"))}?configure=${++copies}`);
}

/** Serves `folder` over HTTP on a free port; `requests` are the paths asked for. */
async function serve(folder) {
  const requests = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, "http://x").pathname);
    requests.push(path);
    const file = join(folder, path);
    if (!file.startsWith(folder) || !existsSync(file) || path.endsWith("/")) {
      response.writeHead(404).end("not here");
      return;
    }
    response.writeHead(200, { "content-type": path.endsWith(".wasm") ? "application/wasm" : "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return { base: `http://127.0.0.1:${server.address().port}`, requests, close: () => server.close() };
}

test("configure: next to the module by default; a folder, with its trailing slash, resolved", async () => {
  const { configure } = await fresh();
  assert.equal(configure(), new URL("../../Web/", import.meta.url).href);
  assert.equal(configure({ baseURL: pathToFileURL(web).href }), `${pathToFileURL(web).href}/`);
  assert.equal(configure({ baseURL: "https://cdn.example.com/section-index@0.1.0" }),
    "https://cdn.example.com/section-index@0.1.0/");
  assert.equal(configure({}), "https://cdn.example.com/section-index@0.1.0/", "no baseURL: unchanged");
});

test("configure: the wasm and data files come from the folder given (node:fs for file: URLs)", async () => {
  const { configure, sectionIndex, SectionIndexEngine } = await fresh();
  configure({ baseURL: pathToFileURL(web) });
  // ja.data from the full build's section-index-data/.
  const { sections } = await sectionIndex(["やまだ", "さとう"], { locale: "ja" });
  assert.deepEqual(sections.map((s) => s.title), ["さ", "や"]);
  // Another folder, another engine: the en,de,sv,fr build has no Japanese.
  configure({ baseURL: pathToFileURL(locales) });
  await assert.rejects(sectionIndex(["やまだ"], { locale: "ja" }), /this build has no data for ja/);
  // An engine keeps its folder: one made before the change still loads its data files from the first.
  configure({ baseURL: pathToFileURL(web) });
  const engine = await SectionIndexEngine.create();
  configure({ baseURL: pathToFileURL(locales) });
  await engine.prepare("ko", { keys: ["김민수"] });
  assert.deepEqual(engine.section("ko", { keys: ["김민수"] }).sections, [{ title: "ㄱ", items: [0] }]);
});

test("configure: a server's folder, fetched (the wasm once, a data file only when needed)", async () => {
  const server = await serve(web);
  try {
    const { configure, sectionIndex, SectionIndexEngine } = await fresh();
    configure({ baseURL: `${server.base}/` });
    const { sections } = await sectionIndex(["Bo", "王芳"], { locale: "en" });
    assert.deepEqual(sections, [{ title: "B", items: ["Bo"] }, { title: "#", items: ["王芳"] }]);
    await SectionIndexEngine.create();
    assert.deepEqual(server.requests.filter((p) => p.endsWith(".wasm")), ["/section-index-web.wasm"]);
    assert.ok(server.requests.includes("/section-index-data/han.data"), server.requests.join(" "));
  } finally {
    server.close();
  }
});

test("configure: what cannot be loaded from the folder is an error naming the file", async () => {
  const server = await serve(web);
  try {
    const { configure, sectionIndex } = await fresh();
    configure({ baseURL: `${server.base}/missing/` });
    await assert.rejects(sectionIndex(["Bo"], { locale: "en" }),
      { message: `section-index: cannot load the wasm ${server.base}/missing/section-index-web.wasm: HTTP 404` });
    // A failure is not kept: the right folder, then, works.
    configure({ baseURL: `${server.base}/` });
    const { sections } = await sectionIndex(["Bo"], { locale: "en" });
    assert.deepEqual(sections, [{ title: "B", items: ["Bo"] }]);
    // Bytes that are not a wasm module (a server's error page with status 200).
    const folder = mkdtempSync(join(tmpdir(), "section-index-broken-"));
    writeFileSync(join(folder, "section-index-web.wasm"), "<html>oops</html>");
    const broken = await fresh();
    broken.configure({ baseURL: pathToFileURL(folder) });
    await assert.rejects(broken.sectionIndex(["Bo"], { locale: "en" }),
      /^Error: section-index: the wasm file:.*section-index-broken-.*\/section-index-web\.wasm is broken: /);
    const disk = await fresh();
    disk.configure({ baseURL: pathToFileURL(join(root, ".build/no-such-folder")) });
    await assert.rejects(disk.sectionIndex(["Bo"], { locale: "en" }),
      /^Error: section-index: cannot load the wasm file:.*no-such-folder\/section-index-web\.wasm: ENOENT/);
  } finally {
    server.close();
  }
});
