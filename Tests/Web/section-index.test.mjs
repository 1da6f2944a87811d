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

test("the full build's CJK tables come on demand: prepare(), then the same sections as `section-index group`",
  { skip: !process.env.SECTION_INDEX_CLI }, async () => {
    const { SectionIndexEngine } = await installed();
    const corpus = join(root, "Tests/SectionIndexCollationTests/Resources/corpus");
    const engine = await SectionIndexEngine.create();
    // Not prepared: an error naming the files, not root's sections.
    assert.throws(() => engine.section("zh-Hans", { keys: ["张三"] }), /zh-Hans needs the data files zh\.data, pinyin\.data/);
    const en = engine.section("en", { keys: ["Bo", "Al"] });
    assert.deepEqual(en.sections, [{ title: "A", items: [1] }, { title: "B", items: [0] }]);
    // Each locale after another on the same engine (a new instance when one has sectioned).
    for (const [locale, file] of [["ko", "ko"], ["zh-Hant", "zh-Hant"], ["zh-Hant-u-co-zhuyin", "zh-Hant"],
      ["ja", "ja"], ["zh-Hans", "zh-Hans"], ["en,zh-Hans", "zh-Hans"]]) {
      const records = readFileSync(join(corpus, `${file}.txt`), "utf8").split("\n").filter((line) => line.length > 0);
      await engine.prepare(locale);
      const ours = engine.section(locale, { keys: records });
      const native = JSON.parse(execFileSync(process.env.SECTION_INDEX_CLI, ["group", "--locale", locale, "--format", "json"],
        { input: records.join("\n"), encoding: "utf8", maxBuffer: 1 << 28 }));
      assert.deepEqual(ours.sections.map(({ title, items }) => ({ title, items: items.map((i) => records[i]) })),
        native.sections.map(({ title, items }) => ({ title, items })), locale);
    }
  });

test("a data file that cannot be loaded is an error naming it; a foreign one is refused", async () => {
  const { cpSync, rmSync, writeFileSync } = await import("node:fs");
  const copy = mkdtempSync(join(tmpdir(), "section-index-data-test-"));
  cpSync(packageDir, copy, { recursive: true });
  rmSync(join(copy, "section-index-data/ko.data"));
  writeFileSync(join(copy, "section-index-data/zh_Hant.data"), "section-index data 1\n99 zh_Hant\nshort");
  const { sectionIndex: fromCopy, SectionIndexEngine } = await import(pathToFileURL(join(copy, "section-index.js")));
  await assert.rejects(fromCopy(["김민수"], { locale: "ko" }), /cannot load the data file .*section-index-data\/ko\.data/);
  await assert.rejects(fromCopy(["陳大文"], { locale: "zh-Hant" }), /zh_Hant\.data: table header "99 zh_Hant" does not fit the file/);
  // The other locales still work.
  const { sections } = await fromCopy(["Bo", "Al"], { locale: "en" });
  assert.deepEqual(sections.map((s) => s.title), ["A", "B"]);
  const engine = await SectionIndexEngine.create();
  const name = new TextEncoder().encode("other.data");
  const pointer = engine.exports.si_alloc(name.length);
  new Uint8Array(engine.exports.memory.buffer, pointer, name.length).set(name);
  const length = engine.exports.si_supply(pointer, name.length, pointer, 0);
  const answer = JSON.parse(new TextDecoder().decode(new Uint8Array(engine.exports.memory.buffer, engine.exports.si_output(), length)));
  assert.match(answer.error, /other\.data: not one of this build's \(zh\.data, pinyin\.data/);
});
