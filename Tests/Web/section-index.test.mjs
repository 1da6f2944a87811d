// sectionIndex() in Node, from the built package (.build/web/package, by
// Scripts/build-web.sh), imported by its package name as an installed
// package would be. Run by Scripts/test-web.sh:
//
//   SECTION_INDEX_CLI=.build/debug/section-index node --test Tests/Web/
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const packageDir = join(root, ".build/web/package");

/** The package as `npm install` would put it: node_modules/section-index. */
async function installed() {
  const project = mkdtempSync(join(tmpdir(), "section-index-test-"));
  mkdirSync(join(project, "node_modules"));
  symlinkSync(packageDir, join(project, "node_modules/section-index"), "dir");
  const probe = join(project, "probe.mjs");
  const { writeFileSync } = await import("node:fs");
  writeFileSync(probe, `export * from "section-index";\n`);
  return import(pathToFileURL(probe));
}

const { sectionIndex } = await installed();

test("package.json names the module, its types and the wasm", () => {
  const json = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  assert.equal(json.name, "section-index");
  assert.equal(json.type, "module");
  assert.equal(json.exports["."].default, "./section-index.js");
  assert.equal(json.exports["./list"].default, "./section-index-list.js");
  for (const file of [json.types, json.exports["./list"].types, "./section-index-web.wasm", "./README.md"]) {
    assert.ok(readFileSync(join(packageDir, file)).length > 0, file);
  }
});

test("strings: non-empty sections in index order, every title, Swedish letters after Z", async () => {
  const { titles, sections, locale } = await sectionIndex(["Östen", "Anna", "Åsa", "Bo", "anders"], { locale: "sv" });
  assert.equal(locale, "sv");
  assert.deepEqual(titles.slice(-4), ["Å", "Ä", "Ö", "#"]);
  assert.equal(titles.length, 30);
  assert.deepEqual(sections, [
    { title: "A", items: ["anders", "Anna"] },
    { title: "B", items: ["Bo"] },
    { title: "Å", items: ["Åsa"] },
    { title: "Ö", items: ["Östen"] },
  ]);
});

test("objects: items are the caller's own records; the reading decides section and order", async () => {
  const yamada = { id: 1, name: "山田", kana: "やまだ" };
  const sato = { id: 2, name: "佐藤", kana: "さとう" };
  const ito = { id: 3, name: "伊藤", kana: "" }; // no reading: by its name
  const { sections } = await sectionIndex([yamada, sato, ito], { locale: "ja", key: "name", reading: "kana" });
  // 伊藤 without a reading: read as `section-index` reads kanji (いとう).
  assert.deepEqual(sections.map((s) => s.title), ["あ", "さ", "や"]);
  assert.equal(sections[0].items[0], ito);
  assert.equal(sections[1].items[0], sato);
  assert.equal(sections[2].items[0], yamada);
});

test("a key function; a record without the key is an error naming it", async () => {
  const { sections } = await sectionIndex([{ n: { first: "Bo" } }, { n: { first: "Al" } }], {
    locale: "en", key: (r) => r.n.first,
  });
  assert.deepEqual(sections.map((s) => s.items[0].n.first), ["Al", "Bo"]);
  await assert.rejects(sectionIndex([{ name: "Al" }, { nom: "Bo" }], { key: "name" }), /record 1 has no string field "name"/);
  await assert.rejects(sectionIndex([{ name: "Al" }]), /record 0 is not a string/);
  await assert.rejects(sectionIndex(["a\0b"]), /record 0 contains U\+0000/);
});

test("names: Chinese surnames read as surnames", async () => {
  const { sections } = await sectionIndex(["曾国藩", "单雄信", "王芳"], { locale: "zh-Hans", names: true });
  assert.deepEqual(sections, [
    { title: "S", items: ["单雄信"] },
    { title: "W", items: ["王芳"] },
    { title: "Z", items: ["曾国藩"] },
  ]);
  const text = await sectionIndex(["曾国藩", "单雄信"], { locale: "zh-Hans" });
  assert.deepEqual(text.sections.map((s) => s.title), ["C", "D"], "as text: céng, dān");
});

test("query keeps what the library's search matches", async () => {
  const names = ["曾国藩", "张国锋", "王国强", "Émile Zola", "Zoë"];
  const chinese = await sectionIndex(names, { locale: "zh-Hans", names: true, query: "zgf" });
  assert.deepEqual(chinese.sections, [{ title: "Z", items: ["曾国藩", "张国锋"] }]);
  const french = await sectionIndex(names, { locale: "fr", query: "emile" });
  assert.deepEqual(french.sections, [{ title: "E", items: ["Émile Zola"] }]);
  const all = await sectionIndex(names, { locale: "fr", query: "  " });
  assert.equal(all.sections.flatMap((s) => s.items).length, names.length);
});

test("the same sections as `section-index group` for the zh-Hans corpus", { skip: !process.env.SECTION_INDEX_CLI }, async () => {
  const corpus = join(root, "Tests/SectionIndexCollationTests/Resources/corpus");
  const text = readFileSync(join(corpus, "zh-Hans.txt"), "utf8") + readFileSync(join(corpus, "shared.txt"), "utf8");
  const records = text.split("\n").filter((line) => line.length > 0);
  for (const names of [false, true]) {
    const native = JSON.parse(execFileSync(process.env.SECTION_INDEX_CLI,
      ["group", "--locale", "zh-Hans", "--format", "json", ...(names ? ["--names"] : [])],
      { input: records.join("\n"), encoding: "utf8", maxBuffer: 1 << 28 }));
    const ours = await sectionIndex(records, { locale: "zh-Hans", names });
    assert.deepEqual(ours.sections, native.sections.map(({ title, items }) => ({ title, items })), `names: ${names}`);
  }
});
