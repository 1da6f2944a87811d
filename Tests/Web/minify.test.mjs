// Tools/minify-js.py, which shrinks the modules a page downloads
// (Scripts/build-web.sh): code whose meaning hangs on a space, a line
// break or a literal's bytes must do the same after it, and each of Web/'s
// modules must export the same things.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../../", import.meta.url).pathname;
const tool = join(root, "Tools/minify-js.py");
const dir = mkdtempSync(join(tmpdir(), "minify-"));

function minify(source) {
  const input = join(dir, "in.js");
  const output = join(dir, "out.js");
  writeFileSync(input, source);
  execFileSync("python3", [tool, input, output]);
  return readFileSync(output, "utf8");
}

/** What a function body returns, evaluated as written and minified. */
function both(body) {
  const minified = minify(body);
  return { minified, source: new Function(body)(), after: new Function(minified)() };
}

test("comments and indentation go, literals stay byte for byte", () => {
  const body = `
    // the first remark
    const a = "x // not a comment", b = 'y /* nor this */';
    /* a block
       comment */
    const c = \`  spaced   \${a}  text \`;
    return [a, b, c];`;
  const { minified, source, after } = both(body);
  assert.deepEqual(after, source);
  assert.ok(!minified.includes("first remark"));
  assert.ok(!minified.includes("block"));
  assert.ok(minified.includes("\`  spaced   ${a}  text \`"));
});

test("spaces that keep tokens apart stay", () => {
  const body = `
    let a = 5, b = 2;
    const sum = a + +b, diff = a - -b, inc = a++ + ++b;
    const s = typeof a, i = 1 .toString(), f = 1.5e-3 * 2;
    return [sum, diff, inc, s, i, f, a instanceof Object];`;
  const { source, after } = both(body);
  assert.deepEqual(after, source);
});

test("a slash divides after an operand and starts a regular expression elsewhere", () => {
  const body = `
    const x = 10, y = 2, g = 5;
    const q = x / y / g;
    const r = /[/]\\/(a|b)/g.test("a//b") ? /x/i : (x) / 2;
    function f() { return /}/.source; }
    const t = [x / 2, /,/.source, (y) / 1];
    return [q, String(r), f(), t];`;
  const { source, after } = both(body);
  assert.deepEqual(after, source);
});

test("template expressions are code, nested templates and braces included", () => {
  const body = `
    const o = { a: 1 }, n = 2;
    const t = \`a\${n > 1 ? \`\${n}{}\${"}"}\` : \`none\`}b\${(() => { return o.a; })()}c\`;
    return t;`;
  const { source, after } = both(body);
  assert.equal(after, source);
});

test("line breaks that end statements stay", () => {
  const body = `
    let a = 1
    let b = a
    ;[a, b] = [b + 1, a]
    const c = a
    const d = b
    return [a, b, c, d]`;
  const { source, after } = both(body);
  assert.deepEqual(after, source);
  const returned = both(`
    return
      42`);
  assert.equal(returned.after, undefined);
});

test("comments bundlers read stay", () => {
  const out = minify(`const fs = "x";\nimport(/* webpackIgnore: true */ /* @vite-ignore */ fs);\n`);
  assert.ok(out.includes("/* webpackIgnore: true */"));
  assert.ok(out.includes("/* @vite-ignore */"));
});

test("an unterminated literal is an error naming the file and line", () => {
  const input = join(dir, "broken.js");
  writeFileSync(input, "const a = 1;\nconst b = `open\n");
  const run = spawnSync("python3", [tool, input, join(dir, "broken.out.js")], { encoding: "utf8" });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /broken\.js:2: unterminated template literal/);
});

// section-index.js and section-index-list.js are tested minified as they
// ship: section-index.test.mjs imports the built package, web_test.py
// serves the built page.
test("list-model.js exports the same functions minified, with the same answers", async () => {
  const source = await import(join(root, "Web/list-model.js"));
  const out = join(dir, "list-model.min.mjs");
  writeFileSync(out, minify(readFileSync(join(root, "Web/list-model.js"), "utf8")));
  const minified = await import(out);
  assert.deepEqual(Object.keys(minified).sort(), Object.keys(source).sort());
  const layout = (m) => m.layoutSections([2, 1], { headerHeight: 20, rowHeight: 40 });
  assert.deepEqual(layout(minified), layout(source));
});
