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

test("package.json says the license and repository; the notices ship in the package and beside the data", () => {
  const json = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  assert.equal(json.license, "Apache-2.0 AND Unicode-3.0 AND MIT");
  assert.match(json.repository.url, /^git\+https:/);
  assert.ok(json.files.includes("LICENSE") && json.files.includes("THIRD-PARTY-NOTICES.md"));
  const license = readFileSync(join(packageDir, "LICENSE"), "utf8");
  assert.match(license, /Apache License\s+Version 2\.0, January 2004/);
  for (const dir of [packageDir, join(packageDir, "section-index-data")]) {
    const notices = readFileSync(join(dir, "THIRD-PARTY-NOTICES.md"), "utf8");
    for (const source of ["CLDR", "Unihan", "UCA", "pypinyin", "SudachiDict", "UNICODE LICENSE V3", "The MIT License"]) {
      assert.ok(notices.includes(source), `${dir}: the notices name ${source}`);
    }
  }
  assert.ok(readFileSync(join(packageDir, "section-index-data", "LICENSE")).length > 0);
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
    const ours = await sectionIndex(records, { locale: "zh-Hans", names });
    assert.deepEqual(ours.sections, nativeGroup(records, "zh-Hans", { names }), `names: ${names}`);
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
      await engine.prepare(locale, { keys: records });
      const ours = engine.section(locale, { keys: records });
      assert.deepEqual(ours.sections.map(({ title, items }) => ({ title, items: items.map((i) => records[i]) })),
        nativeGroup(records, locale), locale);
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

/** A copy of the package (data files changed by `change(dataDirectory)`), imported afresh. */
async function packageCopy(change) {
  const { cpSync } = await import("node:fs");
  const copy = mkdtempSync(join(tmpdir(), "section-index-han-test-"));
  cpSync(packageDir, copy, { recursive: true });
  change(join(copy, "section-index-data"));
  return import(pathToFileURL(join(copy, "section-index.js")));
}

/** The sections of `section-index group` for these records (as names with `names`). */
function nativeGroup(records, locale, { names = false } = {}) {
  const native = JSON.parse(execFileSync(process.env.SECTION_INDEX_CLI,
    ["group", "--locale", locale, "--format", "json", ...(names ? ["--names"] : [])],
    { input: records.join("\n"), encoding: "utf8", maxBuffer: 1 << 28 }));
  return native.sections.map(({ title, items }) => ({ title, items }));
}

test("han.data: fetched only for ideographs the locale's tables do not list, once", async () => {
  const { renameSync } = await import("node:fs");
  let han;
  const { sectionIndex: fromCopy, SectionIndexEngine } = await packageCopy((data) => { han = join(data, "han.data"); });
  renameSync(han, `${han}.gone`);
  // Without han.data: lists without an untailored ideograph need nothing more.
  const english = await fromCopy(["Bo", "Åsa", "Al", "Zoë"], { locale: "en" });
  assert.deepEqual(english.sections.map((s) => s.title), ["A", "B", "Z"]);
  const chinese = await fromCopy(["王芳", "张伟"], { locale: "zh-Hans" });
  assert.deepEqual(chinese.sections.map((s) => s.title), ["W", "Z"], "zh's table lists them");
  // A Chinese name in an English list needs it.
  await assert.rejects(fromCopy(["Bo", "王芳"], { locale: "en" }), /cannot load the data file .*section-index-data\/han\.data/);
  renameSync(`${han}.gone`, han);
  const mixed = await fromCopy(["Bo", "王芳", "Al", "丁一"], { locale: "en" });
  // Fetched once per page: gone again, another list with ideographs still works.
  renameSync(han, `${han}.gone`);
  const again = await fromCopy(["李四", "Al", "\u{F900}"], { locale: "en" });
  assert.deepEqual(again.sections.flatMap((s) => s.items).slice(0, 1), ["Al"]);
  assert.deepEqual(mixed.sections.flatMap((s) => s.items), ["Al", "Bo", "丁一", "王芳"]);
  // The engine itself: without prepare (or without the records) an error naming it, never another order.
  const engine = await SectionIndexEngine.create();
  await engine.prepare("en");
  assert.throws(() => engine.section("en", { keys: ["王芳", "Bo"] }), /these records need the data file han\.data/);
});

test("with han.data, the sections and order of `section-index group`", { skip: !process.env.SECTION_INDEX_CLI }, async () => {
  const { SectionIndexEngine } = await installed();
  const corpus = join(root, "Tests/SectionIndexCollationTests/Resources/corpus");
  // Ideographs no table lists: Chinese names in English and Swedish lists,
  // extensions B to J, a compatibility ideograph; rare ones in zh-Hans and ja.
  const rare = ["\u{20000}", "\u{2A700}", "\u{2B740}", "\u{2B820}", "\u{2CEB0}", "\u{2EBF0}", "\u{30000}",
    "\u{31350}", "\u{323B0}", "\u{F900}", "\u{FA0E}", "\u{4DBF}", "\u{9FFF}", "丁", "一", "乙"];
  const shared = readFileSync(join(corpus, "shared.txt"), "utf8").split("\n").filter((line) => line.length > 0);
  for (const [locale, extra] of [["en", ["王芳", "Wang Fang", "张伟", "Zhang Wei"]], ["sv", ["王芳", "Åsa"]],
    ["zh-Hans", ["王芳"]], ["ja", ["山田"]], ["en,zh-Hans", ["王芳"]]]) {
    const records = shared.concat(extra, rare, rare.map((c) => `${c}${extra[0]}`));
    const engine = await SectionIndexEngine.create();
    await engine.prepare(locale, { keys: records });
    const ours = engine.section(locale, { keys: records });
    assert.deepEqual(ours.sections.map(({ title, items }) => ({ title, items: items.map((i) => records[i]) })),
      nativeGroup(records, locale), locale);
  }
});

test("a han.data that cannot be loaded or is cut short is an error naming it", async () => {
  const { rmSync, readFileSync: read, writeFileSync } = await import("node:fs");
  const missing = await packageCopy((data) => rmSync(join(data, "han.data")));
  await assert.rejects(missing.sectionIndex(["Bo", "王芳"], { locale: "en" }), /cannot load the data file .*section-index-data\/han\.data/);
  const { sections } = await missing.sectionIndex(["Bo", "Al"], { locale: "en" });
  assert.deepEqual(sections.map((s) => s.title), ["A", "B"], "other lists still work");
  const whole = read(join(packageDir, "section-index-data/han.data"));
  for (const [length, message] of [[whole.length - 1000, /han\.data: table header "\d+ hanOrderData" does not fit the file/],
    [21, /han\.data: no tables in it/], [30, /han\.data: a table header without its line end/]]) {
    const cut = await packageCopy((data) => writeFileSync(join(data, "han.data"), whole.subarray(0, length)));
    await assert.rejects(cut.sectionIndex(["Bo", "王芳"], { locale: "en" }), message);
  }
});

// The full build's root holds the scripts of Latin, Greek, Cyrillic,
// Chinese, Japanese and Korean pages and symbols; root.data the other
// scripts, fetched for a locale whose titles or tailoring reach them
// (Arabic, Thai, Hindi, …) or for records that hold one
// (Tools/locale-subset.py WEB_CORE).
test("root.data: not for Latin, Cyrillic, Chinese, Japanese or Korean pages; for other scripts' locales and records",
  async () => {
    const { rmSync } = await import("node:fs");
    const { sectionIndex: fromCopy, SectionIndexEngine } = await packageCopy((data) => rmSync(join(data, "root.data")));
    // Without root.data (a fetch would fail), as `section-index group` sections them.
    for (const [locale, records] of [["en", ["Zoë", "Ærøskøbing", "Ἀθηνᾶ", "Борис", "№ 5", "ｆｕｌｌ", "王芳"]],
      ["uk", ["Ґанна", "Їжак", "Борис", "Ꙇ"]], ["zh-Hans", ["王芳", "张伟", "⼀", "㋿"]],
      ["ja", ["やまだ", "カトウ", "山田", "㋿", "ｶﾄｳ"]], ["ko", ["김민수", "ㄱ", "ᄀ", "이"]], ["zh-Hant", ["陳大文", "ㄅ"]],
      ["zh-Hant-u-co-zhuyin", ["陳大文", "ㄅ"]]]) {
      const ours = await fromCopy(records, { locale });
      const expected = process.env.SECTION_INDEX_CLI ? nativeGroup(records, locale) : (await sectionIndex(records, { locale })).sections;
      assert.deepEqual(ours.sections, expected, locale);
    }
    await assert.rejects(fromCopy(["Anna", "محمد"], { locale: "en" }), /cannot load the data file .*section-index-data\/root\.data/);
    await assert.rejects(fromCopy(["Anna"], { locale: "ar" }), /cannot load the data file .*section-index-data\/root\.data/);
    await assert.rejects(fromCopy(["Anna"], { locale: "th" }), /cannot load the data file .*section-index-data\/root\.data/);
    // The engine: a locale beyond the core needs it by name; records beyond it, when sectioned.
    const engine = await SectionIndexEngine.create();
    assert.throws(() => engine.section("hi", { keys: ["Anna"] }), /hi needs the data files root\.data/);
    assert.throws(() => engine.section("en", { keys: ["Anna", "สมชาย"] }), /these records need the data file root\.data/);
  });

test("with root.data and the other scripts' tailorings, the sections and order of `section-index group`",
  { skip: !process.env.SECTION_INDEX_CLI }, async () => {
    const { SectionIndexEngine } = await installed();
    const corpus = join(root, "Tests/SectionIndexCollationTests/Resources/corpus");
    const shared = readFileSync(join(corpus, "shared.txt"), "utf8").split("\n").filter((line) => line.length > 0);
    const others = ["محمد", "สมชาย", "김민수", "ኣበበ", "မောင်", "བཀྲ་ཤིས", "राम", "Anna"];
    for (const [locale, file] of [["ar", "ar"], ["th", "th"], ["he", "he"], ["my", ""], ["bo", ""], ["hi", ""],
      ["en", "en"], ["uk", "uk"], ["ja", "ja"]]) {
      const records = (file ? readFileSync(join(corpus, `${file}.txt`), "utf8").split("\n") : [])
        .filter((line) => line.length > 0).concat(shared, others);
      const engine = await SectionIndexEngine.create();
      await engine.prepare(locale, { keys: records });
      assert.deepEqual(engine.section(locale, { keys: records }).sections.map(({ title, items }) => ({ title, items: items.map((i) => records[i]) })),
        nativeGroup(records, locale), locale);
    }
  });

// languages.data: what tells Chinese from Japanese records
// (HanLanguageData.swift), which only lists naming two of Chinese, Japanese
// and Korean read.
test("languages.data: only for lists that name two of Chinese, Japanese and Korean; then `section-index group`'s sections",
  async () => {
    const { rmSync } = await import("node:fs");
    const { sectionIndex: fromCopy } = await packageCopy((data) => rmSync(join(data, "languages.data")));
    for (const locale of ["ja", "zh-Hans", "ko", "zh-Hant", "en,zh-Hans"]) {
      await fromCopy(["王芳", "佐藤花子", "김민수", "Anna"], { locale });
    }
    for (const locale of ["ja,zh-Hans", "zh-Hant,ja", "ko,zh-Hans"]) {
      await assert.rejects(fromCopy(["王芳"], { locale }), /cannot load the data file .*section-index-data\/languages\.data/, locale);
    }
    if (!process.env.SECTION_INDEX_CLI) return;
    const corpus = join(root, "Tests/SectionIndexCollationTests/Resources/corpus");
    const records = ["ja", "zh-Hans", "zh-Hant", "ko"].flatMap((file) =>
      readFileSync(join(corpus, `${file}.txt`), "utf8").split("\n").filter((line) => line.length > 0));
    for (const locale of ["ja,zh-Hans", "zh-Hans,ja", "zh-Hant,ja,ko"]) {
      for (const names of [false, true]) {
        const ours = await sectionIndex(records, { locale, names });
        assert.deepEqual(ours.sections, nativeGroup(records, locale, { names }), `${locale} names: ${names}`);
      }
    }
  });

// The build for chosen locales (Scripts/build-web.sh --locales en,de,sv,fr,
// which Scripts/test-web.sh makes): its root holds Latin, Greek, Cyrillic
// and symbols, and root.data the other scripts, fetched only for records
// that hold one (Tools/locale-subset.py).
const localesDir = join(root, ".build/web-locales-en-de-sv-fr/package");

/** The en,de,sv,fr package's module, imported afresh (its own instances). */
async function localesBuild() {
  const { cpSync } = await import("node:fs");
  const copy = mkdtempSync(join(tmpdir(), "section-index-locales-test-"));
  cpSync(localesDir, copy, { recursive: true });
  return import(pathToFileURL(join(copy, "section-index.js")));
}

test("en,de,sv,fr build: root.data only for scripts beyond the root's core; then the sections of `section-index group`",
  { skip: !process.env.SECTION_INDEX_CLI }, async () => {
    const { SectionIndexEngine } = await localesBuild();
    const corpus = join(root, "Tests/SectionIndexCollationTests/Resources/corpus");
    const shared = readFileSync(join(corpus, "shared.txt"), "utf8").split("\n").filter((line) => line.length > 0);
    const core = ["Ærøskøbing", "Ἀθηνᾶ", "Борис", "Zoë", "№ 5", "Ǆemal", "ｆｕｌｌ"];
    const engine = await SectionIndexEngine.create();  // no prepare: no data file
    assert.deepEqual(engine.section("en", { keys: core }).sections.map(({ title, items }) => ({ title, items: items.map((i) => core[i]) })),
      nativeGroup(core, "en"), "core scripts need no data file");
    // A record beyond the core is refused until root.data is in, naming it.
    const mixed = ["Anna", "محمد", "สมชาย", "김민수", "ኣበበ"];
    const fresh = await SectionIndexEngine.create();
    assert.throws(() => fresh.section("en", { keys: mixed }), /these records need the data file root\.data/);
    for (const [locale, file] of [["en", "en"], ["de", "de"], ["sv", "sv"], ["fr", "fr"], ["sv,de-AT,en", "sv"]]) {
      const records = readFileSync(join(corpus, `${file}.txt`), "utf8").split("\n").filter((line) => line.length > 0)
        .concat(shared, mixed);
      const instance = await SectionIndexEngine.create();
      await instance.prepare(locale, { keys: records });
      assert.deepEqual(instance.section(locale, { keys: records }).sections.map(({ title, items }) => ({ title, items: items.map((i) => records[i]) })),
        nativeGroup(records, locale), locale);
    }
  });
