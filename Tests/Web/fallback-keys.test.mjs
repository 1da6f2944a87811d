// sectionIndex()'s fallback keys (`key: ["name", "company", "email"]`): the
// first field that is not empty, and a record with none kept under "#".
// Run by Scripts/test-web.sh with the other Tests/Web/*.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const { fieldOf, sectionIndex } = await import(pathToFileURL(join(root, ".build/web/package/section-index.js")));

test("fieldOf takes the first field that is not empty", () => {
  const key = ["name", "company", "email"];
  assert.equal(fieldOf({ name: "Ann", company: "Acme" }, 0, key), "Ann");
  assert.equal(fieldOf({ name: "", company: "Acme" }, 0, key), "Acme");
  assert.equal(fieldOf({ name: null, email: "x@example.org" }, 0, key), "x@example.org");
  assert.equal(fieldOf({ phone: "123" }, 0, key), "");
  assert.throws(() => fieldOf({ name: {} }, 3, key), /record 3 has no string field "name"/);
});

test("sectionIndex keeps a record with none of the key fields, under #", async () => {
  const people = [
    { name: "Bo" }, { name: "", company: "Acme" }, { email: "zed@example.org" }, { phone: "555" },
  ];
  const { sections } = await sectionIndex(people, { locale: "en", key: ["name", "company", "email"] });
  assert.deepEqual(
    sections.map(({ title, items }) => [title, items.map((p) => people.indexOf(p))]),
    [["A", [1]], ["B", [0]], ["Z", [2]], ["#", [3]]]);
});
