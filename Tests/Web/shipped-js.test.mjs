// The JavaScript a page downloads, as Scripts/build-web.sh ships it:
// minified by esbuild, with the bundlers' hints put back before the dynamic
// import of node:fs and the literal `new URL("./…", import.meta.url)` forms
// that Vite, webpack 5 and Rollup take for assets; each module exports what
// its source in Web/ does; and an app bundled by esbuild still finds the
// wasm beside it. (The package and page tests run on these files too.)
// Run by Scripts/test-web.sh after Scripts/build-web.sh.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const web = join(root, ".build/web");
const modules = ["section-index.js", "section-index-worker.js", "section-index-list.js", "list-model.js"];

test("the modules are esbuild's, the same in the package, with no comment but the banner", () => {
  for (const module of modules) {
    const shipped = readFileSync(join(web, module), "utf8");
    assert.match(shipped, new RegExp(`^// section-index [0-9.]+: Web/${module}, minified by esbuild\n`));
    assert.equal(readFileSync(join(web, "package", module), "utf8"), shipped, module);
    const source = readFileSync(join(root, "Web", module), "utf8");
    assert.ok(shipped.length < 0.8 * source.length, `${module}: ${shipped.length} of ${source.length} bytes`);
  }
});

test("bundler hints stay before the node:fs import; the wasm and data URLs stay literal", () => {
  const shipped = readFileSync(join(web, "section-index.js"), "utf8");
  const imports = shipped.match(/import\([^)]*\)/g);
  assert.equal(imports.length, 1);
  assert.match(imports[0], /^import\(\/\* webpackIgnore: true \*\/ \/\* @vite-ignore \*\/ \w+\)$/);
  assert.ok(shipped.includes('new URL("./section-index-web.wasm",import.meta.url)'));
  assert.ok(shipped.includes('new URL("./section-index-worker.js",import.meta.url)'));
  assert.ok(shipped.includes("new URL(`./section-index-data/${"));
});

test("each module exports what its source does, with the same answers", async () => {
  for (const module of modules) {
    const source = await import(pathToFileURL(join(root, "Web", module)));
    const shipped = await import(pathToFileURL(join(web, module)));
    assert.deepEqual(Object.keys(shipped).sort(), Object.keys(source).sort(), module);
  }
  const layout = (m) => m.layoutSections([2, 1], { headerHeight: 20, rowHeight: 40 });
  assert.deepEqual(layout(await import(pathToFileURL(join(web, "list-model.js")))),
    layout(await import(pathToFileURL(join(root, "Web/list-model.js")))));
});

test("an app bundled by esbuild finds the wasm beside the bundle", () => {
  const project = mkdtempSync(join(tmpdir(), "section-index-bundle-"));
  mkdirSync(join(project, "node_modules"));
  symlinkSync(join(web, "package"), join(project, "node_modules/section-index"), "dir");
  writeFileSync(join(project, "app.mjs"), `import { sectionIndex } from "section-index";
import "section-index/list";
const { sections } = await sectionIndex(["Östen", "Anna", "Åsa"], { locale: "sv" });
console.log(JSON.stringify(sections));
`);
  const dist = join(project, "dist");
  execFileSync("esbuild", ["app.mjs", "--bundle", "--format=esm", "--platform=node", "--log-level=error",
    `--outfile=${join(dist, "app.mjs")}`], { cwd: project });
  const bundle = readFileSync(join(dist, "app.mjs"), "utf8");
  assert.ok(bundle.includes('new URL("./section-index-web.wasm", import.meta.url)'), "the wasm's URL is in the bundle");
  // What a bundler's asset step does: the wasm beside the bundle.
  cpSync(join(web, "package/section-index-web.wasm"), join(dist, "section-index-web.wasm"));
  const out = execFileSync("node", [join(dist, "app.mjs")], { encoding: "utf8" });
  assert.deepEqual(JSON.parse(out), [{ title: "A", items: ["Anna"] }, { title: "Å", items: ["Åsa"] }, { title: "Ö", items: ["Östen"] }]);
});
