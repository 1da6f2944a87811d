// The web bar's letter keys reach kana rows and Hangul initials as `browse`
// does (IndexedCollation.TypeAhead, compiled into the wasm): romaji `k` か,
// `s` `a` さ, Shift for Latin, and a kana typed goes to its row.
// Run by Scripts/test-web.sh with the other Tests/Web/*.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const { SectionIndexEngine } = await import(join(root, ".build/web/package/section-index.js"));

/** The title the bar highlights after each key. */
function typed(engine, keys) {
  return keys.map((key) => {
    const answer = engine.select(key);
    return answer.highlightedItem === null ? null : answer.items[answer.highlightedItem];
  });
}

test("romaji on the bar reaches kana rows; Shift the Latin titles", async () => {
  const engine = await SectionIndexEngine.create();
  const keys = ["あおい", "かとう", "さとう", "しま", "たなか", "Kato", "Sato"];
  await engine.prepare("ja", { keys });
  engine.section("ja", { keys });
  engine.layout(0, 0, 20, 600);
  assert.deepEqual(typed(engine, ["k", "s", "a", "a", "K", "ち", "S"]), ["か", "さ", "さ", "あ", "K", "た", "S"]);
});

test("Hangul initials by their one romanization", async () => {
  const engine = await SectionIndexEngine.create();
  const keys = ["김민준", "박서준", "이민준", "Kim"];
  await engine.prepare("ko", { keys });
  engine.section("ko", { keys });
  engine.layout(0, 0, 20, 600);
  assert.deepEqual(typed(engine, ["g", "b", "k", "ㅇ"]), ["ㄱ", "ㅂ", "K", "ㅇ"]);
});
