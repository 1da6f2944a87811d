// <section-index-list> on a server and the engine's search under node --test
// (the browser side is Tests/Web/element_test.py): importing the package and
// "section-index/list" without a DOM, the errors sectionIndex() rejects with
// (the element's error events say the same), and the incremental search
// the element runs as a query is typed (the previous matches searched again
// only where that gives search()'s answer). Run by Scripts/test-web.sh.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** A project with `folder` installed as node_modules/section-index, and a module that imports `source`. */
function project(folder, source) {
  const dir = mkdtempSync(join(tmpdir(), "section-index-element-"));
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(folder, join(dir, "node_modules/section-index"), "dir");
  const probe = join(dir, "probe.mjs");
  writeFileSync(probe, source);
  return probe;
}

test("server: importing the package and section-index/list without a DOM does not throw", async () => {
  assert.equal(globalThis.HTMLElement, undefined, "this test runs without a DOM");
  const probe = project(join(root, ".build/web/package"),
    `export * as main from "section-index";\nexport * as list from "section-index/list";\n`);
  const { main, list } = await import(pathToFileURL(probe));
  assert.equal(typeof list.SectionIndexList, "function");
  assert.equal(list.sectionIndex, main.sectionIndex);
  // sectionIndex() from the list module works on the server too.
  const { sections } = await list.sectionIndex(["Östen", "Anna"], { locale: "sv" });
  assert.deepEqual(sections, [{ title: "A", items: ["Anna"] }, { title: "Ö", items: ["Östen"] }]);
});

test("server: the element is defined only where customElements exists, and once", async () => {
  const defined = [];
  globalThis.HTMLElement = class {};
  globalThis.customElements = {
    registry: new Map(),
    get(name) { return this.registry.get(name); },
    define(name, constructor) {
      if (this.registry.has(name)) throw new Error(`${name} has already been defined`);
      this.registry.set(name, constructor);
      defined.push(name);
    },
  };
  try {
    // The module loaded from two URLs (two copies, a hot reload).
    const first = await import(`${pathToFileURL(join(root, "Web/section-index-list.js"))}?copy=1`);
    const second = await import(`${pathToFileURL(join(root, "Web/section-index-list.js"))}?copy=2`);
    assert.notEqual(first.SectionIndexList, second.SectionIndexList);
    assert.deepEqual(defined, ["section-index-list"]);
    assert.equal(customElements.get("section-index-list"), first.SectionIndexList);
  } finally {
    delete globalThis.HTMLElement;
    delete globalThis.customElements;
  }
});

const { sectionIndex, SectionIndexEngine, configure } = await import(join(root, ".build/web/package/section-index.js"));
const { unionSorted } = await import(join(root, "Web/list-model.js"));

test("errors: records neither strings nor objects, named", async () => {
  await assert.rejects(sectionIndex(["Anna", 42], { locale: "en" }),
    { message: "section-index: record 1 is number, not a string or an object" });
  await assert.rejects(sectionIndex(["Anna", null], { locale: "en", key: "name" }),
    { message: "section-index: record 1 is null, not a string or an object" });
  await assert.rejects(sectionIndex([{ name: "Anna" }], { locale: "en" }),
    /record 0 is not a string; say which field is its name with the key option/);
});

test("errors: a locale this build lacks is named (a --locales build)", async () => {
  const { sectionIndex: only } = await import(join(root, ".build/web-locales-en-de-sv-fr/package/section-index.js"));
  await assert.rejects(only(["Anna"], { locale: "ja" }), /this build has no data for ja/);
});

test("warnings: an unknown locale falls back to root, as section-index says", async () => {
  const engine = await SectionIndexEngine.create();
  assert.deepEqual(engine.section("xx", { keys: ["Anna"] }).warnings, ["unknown locale 'xx'; using root (A–Z)"]);
  assert.deepEqual(engine.section("sv,klingon", { keys: ["Anna"] }).warnings,
    ["unknown locale 'klingon'; left out, using sv"]);
  assert.deepEqual(engine.section("sv", { keys: ["Anna"] }).warnings, []);
  // sectionIndex() says the same, with root's sections.
  const fallen = await sectionIndex(["Bo", "Anna"], { locale: "xx" });
  assert.deepEqual(fallen.warnings, ["unknown locale 'xx'; using root (A–Z)"]);
  assert.deepEqual(fallen.sections, [{ title: "A", items: ["Anna"] }, { title: "B", items: ["Bo"] }]);
  assert.deepEqual((await sectionIndex(["Anna"], { locale: "sv" })).warnings, []);
  // The words of `section-index group` (on standard error).
  const cli = process.env.SECTION_INDEX_CLI;
  if (cli) {
    const run = spawnSync(cli, ["group", "--locale", "xx", "--format", "tsv"], { input: "Anna\n", encoding: "utf8" });
    assert.equal(run.stderr, "warning: unknown locale 'xx'; using root (A–Z)\n");
  }
});

/** Every prefix of `query`, searched as the element types it: the previous matches (and the records `refinement` names) where it allows. */
function typed(engine, keys, query) {
  let previous = null;
  const answers = [];
  for (let end = 1; end <= query.length; end++) {
    const text = query.slice(0, end);
    const also = previous ? engine.refinement(previous.text, text) : null;
    const candidates = also ? unionSorted(previous.numbers, also) : null;
    const found = candidates ? engine.searchIn(text, { candidates }) : engine.searchIn(text, { from: 0, to: keys.length });
    answers.push({ text, refined: candidates !== null, found, full: engine.search(text) });
    previous = { text, numbers: Int32Array.from(found.keys()) };
  }
  return answers;
}

test("incremental search: a query typed further gives search()'s answers, searching fewer records", async () => {
  const engine = await SectionIndexEngine.create();
  const lists = {
    en: ["Émile Zola", "Emily Brontë", "John Smith", "Jo Smythe", "Anna Muller-Lang", "Thomas Müller", "Mark Twain"],
    de: ["Müller", "Mueller", "Straße", "Strasse", "Ströbel", "Anna Muller-Lang"],
    sk: ["Chovan", "Cibula", "Hora", "Chalupa", "Czech"],
    "zh-Hans": ["曾国藩", "张国锋", "王国强", "张伟", "单雄信", "Zhang Wei", "欧阳修"],
    ja: ["さとう", "しゃちょう", "佐藤", "東京", "かいくう", "きって", "Sato"],
  };
  const queries = { en: ["emil zol", "jo sm", "mull"], de: ["muller", "strass", "ströb"], sk: ["cho", "cib"],
    "zh-Hans": ["zhangw", "zgf", "zengguo", "wang"], ja: ["shacho", "kaikuu", "kitte", "toukyou", "sato"] };
  let refined = 0;
  for (const [locale, keys] of Object.entries(lists)) {
    await engine.prepare(locale, { keys });
    engine.section(locale, { names: locale === "zh-Hans", keys });
    for (const query of queries[locale]) {
      for (const { text, refined: was, found, full } of typed(engine, keys, query)) {
        assert.deepEqual([...found.entries()].sort((a, b) => a[0] - b[0]), [...full.entries()].sort((a, b) => a[0] - b[0]),
          `${locale}: "${text}"`);
        if (was) refined++;
      }
    }
  }
  assert.ok(refined > 10, `most keystrokes search only the previous matches (${refined})`);
  // Where typing on would change what matched: romaji on kana (c does not find ちゃ, cha does: ch is spelled ty).
  engine.section("ja", { keys: lists.ja });
  assert.deepEqual([...engine.refinement("sh", "sha")], [], "sh spelled sy, sha sya: the previous matches only");
  assert.equal(engine.refinement("c", "ch"), null, "c, then ch spelled ty: every record again");
  assert.deepEqual([...engine.refinement("さ", "さと")], [], "kana typed: the previous matches only");
  engine.section("en", { keys: lists.en });
  assert.deepEqual([...engine.refinement("jo", "jo s")], []);
  assert.equal(engine.refinement("jo s", "jo"), null, "a shorter query is not a refinement");
  assert.equal(engine.refinement("", "j"), null, "an empty query matches everything: nothing to refine");
});

test("incremental search on the corpora: typing each record's name gives search()'s answer at every letter", async () => {
  const { readdirSync, readFileSync } = await import("node:fs");
  const corpus = join(root, "Tests/SectionIndexCollationTests/Resources/corpus");
  const lines = (file) => readFileSync(join(corpus, file), "utf8").split("\n").filter((line) => line.length > 0);
  const shared = lines("shared.txt");
  const engine = await SectionIndexEngine.create();
  let keystrokes = 0;
  let refined = 0;
  for (const file of readdirSync(corpus).filter((name) => name.endsWith(".txt") && name !== "shared.txt")) {
    const locale = file.slice(0, -4);
    const keys = lines(file).concat(shared);
    await engine.prepare(locale, { keys });
    engine.section(locale, { names: locale.startsWith("zh"), keys });
    // Every third record typed as written and in lower case, up to 12 characters.
    for (let i = 0; i < keys.length; i += 3) {
      for (const query of new Set([keys[i], keys[i].toLowerCase()])) {
        for (const { text, refined: was, found, full } of typed(engine, keys, [...query].slice(0, 12).join(""))) {
          const sorted = (map) => [...map.entries()].sort((a, b) => a[0] - b[0]);
          assert.deepEqual(sorted(found), sorted(full), `${locale}: "${text}"`);
          keystrokes++;
          if (was) refined++;
        }
      }
    }
  }
  assert.ok(refined > keystrokes / 2, `most keystrokes search the previous matches only (${refined} of ${keystrokes})`);
});

test("matchIn and rangesOf: searchIn's records and each record's ranges, asked for apart", async () => {
  const engine = await SectionIndexEngine.create();
  const lists = {
    en: ["Émile Zola", "Emily Brontë", "John Smith", "Jo Smythe", "Anna Muller-Lang", "", "🙂 Smile", "Mark Twain"],
    "zh-Hans": ["曾国藩", "张国锋", "王国强", "张伟", "Zhang Wei", "欧阳修", "佐藤", "김철수", "たなか"],
    ja: ["さとう", "佐藤", "東京", "かいくう", "Sato", "タナカ"],
  };
  const queries = ["z", "zg", "zhang w", "sato", "to", "an", "ㄱ", "e", "jo sm", "smi", "🙂", "kaiku", "とう", "x"];
  let matched = 0;
  for (const [locale, keys] of Object.entries(lists)) {
    const readings = keys.map((key) => (key === "佐藤" ? "さとう" : ""));
    await engine.prepare(locale, { keys, readings });
    engine.section(locale, { names: locale !== "en", keys, readings });
    for (const query of queries) {
      const full = engine.searchIn(query, { from: 0, to: keys.length });
      const numbers = engine.matchIn(query, { from: 0, to: keys.length });
      assert.ok(numbers instanceof Int32Array);
      assert.deepEqual([...numbers], [...full.keys()], `${locale} ${query}`);
      for (let record = 0; record < keys.length; record++) {
        assert.deepEqual(engine.rangesOf(query, record), full.get(record) ?? [], `${locale} ${query} ${keys[record]}`);
      }
      const candidates = Int32Array.of(keys.length - 1, 0, 2, 99);
      assert.deepEqual([...engine.matchIn(query, { candidates })], [...engine.searchIn(query, { candidates }).keys()]);
      assert.deepEqual([...engine.matchIn(query, { from: 1, to: 3 })], [...engine.searchIn(query, { from: 1, to: 3 }).keys()]);
      matched += numbers.length;
    }
    assert.deepEqual(engine.rangesOf("z", keys.length + 5), []);
  }
  assert.ok(matched > 20, `the queries match something (${matched})`);
});

test("the engine's search index drops no match: matchIn, in section's and adopt's instances, as a plain search", async () => {
  // `search` (sectionIndex()'s one search) tries every record; matchIn skips what the index rules out.
  const plain = await SectionIndexEngine.create();
  const indexed = await SectionIndexEngine.create();
  const adopted = await SectionIndexEngine.create();
  const lists = {
    ja: ["佐藤花子", "鈴木 一郎", "高橋", "田中太郎", "東京", "大阪", "北海道", "角田", "東海林 太郎", "さくら", "サトウ",
      "Tanaka", "ｻｸﾗ", "山本 蒼", "日本", "李", "김철수"],
    "zh-Hans": ["曾国藩", "张国锋", "王国强", "张伟", "Zhang Wei", "欧阳修", "佐藤", "김철수", "たなか", "吕布", "绿", "长城"],
    sv: ["Åsa Öberg", "Anders", "Émile Zola", "Ærø", "Zoé", "mark", "7 Eleven", "🙂 Smile", ""],
  };
  const queries = [..."abcdefghijklmnopqrstuvwxyz", "さ", "サ", "と", "とう", "ほ", "sato", "tou", "hok", "zg", "lv", "ü",
    "å", "ö", "ae", "김", "ㄱ", "曾", "东", "7", "🙂", "zhang w", "suzuki i"];
  let matched = 0;
  let byIndex = 0;
  for (const [locale, keys] of Object.entries(lists)) {
    const names = locale !== "sv";
    for (const engine of [plain, indexed, adopted]) await engine.prepare(locale, { keys });
    const result = plain.section(locale, { names, keys });
    indexed.section(locale, { names, keys });
    adopted.adopt(locale, result, { names, keys });
    for (const query of queries) {
      const expected = [...plain.search(query).keys()];
      assert.deepEqual([...indexed.matchIn(query)], expected, `${locale} ${query}`);
      assert.deepEqual([...adopted.matchIn(query)], expected, `${locale} ${query} (adopted)`);
      matched += expected.length;
      if (expected.length < keys.length) byIndex++;
    }
  }
  // Readings derived for kanji are searched too: さ finds 佐藤花子 (ja, no reading given).
  await plain.prepare("ja", { keys: lists.ja });
  plain.section("ja", { names: true, keys: lists.ja });
  assert.ok(plain.search("sa").has(0) && plain.search("さ").has(0));
  assert.ok(matched > 100 && byIndex > 50, `the queries match something, not everything (${matched}, ${byIndex})`);
});

test("adopt: sections made by another instance (a worker's) search and drive the bar as section's own", async () => {
  const keys = ["曾国藩", "张国锋", "王国强", "张伟", "Zhang Wei", "欧阳修", "佐藤", "Anna Berg", "김철수"];
  const readings = keys.map((key, i) => (i === 6 ? "さとう" : ""));
  const maker = await SectionIndexEngine.create();
  const taker = await SectionIndexEngine.create();
  for (const engine of [maker, taker]) await engine.prepare("zh-Hans", { keys, readings });
  const result = maker.section("zh-Hans", { names: true, keys, readings });
  taker.adopt("zh-Hans", result, { names: true, keys, readings });
  for (const query of ["z", "zg", "zhang w", "sato", "an", "ㄱ"]) {
    assert.deepEqual([...taker.search(query)], [...maker.search(query)], query);
    assert.deepEqual(taker.refinement(query.slice(0, 1), query), maker.refinement(query.slice(0, 1), query), query);
  }
  // Slices right after `adopt`, before the keys are all in: each slice takes the keys it needs.
  taker.adopt("zh-Hans", result, { names: true, keys, readings });
  assert.deepEqual([...taker.searchIn("z", { from: 0, to: 3 })], [...maker.searchIn("z", { from: 0, to: 3 })]);
  assert.deepEqual([...taker.searchIn("z", { candidates: Int32Array.of(3, 4) })],
    [...maker.searchIn("z", { candidates: Int32Array.of(3, 4) })]);
  assert.deepEqual([...taker.searchIn("z", { from: 3 })], [...maker.searchIn("z", { from: 3 })]);
  assert.deepEqual(taker.layout(0, 0, 20, 400), maker.layout(0, 0, 20, 400));
  assert.deepEqual(taker.select("W"), maker.select("W"));
  // Without workers (Node) sectionOffThread sections in this thread: section's answer.
  configure({ workerThreshold: 0 });
  try {
    assert.deepEqual(await taker.sectionOffThread("zh-Hans", { names: true, keys, readings }), result);
  } finally {
    configure({ workerThreshold: 10000 });
  }
  assert.throws(() => configure({ workerThreshold: "many" }), TypeError);
});
