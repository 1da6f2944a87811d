// The functional core of <section-index-list> (Web/list-model.js) under node --test.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  MatchSet, anchorAt, anchoredScrollTop, barKey, filterSections, layoutSections, linesOf, markedParts, orderOf, rowAt, rowHeightsOf,
  rowTop, sectionAt, sectionFrames, unionSorted, visibleWindow,
  wholeListRows, windowCovers,
} from "../../Web/list-model.js";

test("layoutSections: a header and the rows of each section, below the search field", () => {
  const layout = layoutSections([2, 0, 1], { headerHeight: 20, rowHeight: 40, top: 50 });
  assert.deepEqual([...layout.tops], [50, 150, 170, 230]);
  assert.equal(layout.height, 230);
  assert.deepEqual([...sectionFrames(layout)], [50, 100, 150, 20, 170, 60]);
});

test("sectionAt: the last section whose top is at or above the offset", () => {
  const layout = layoutSections([2, 0, 1], { headerHeight: 20, rowHeight: 40, top: 50 });
  assert.equal(sectionAt(layout, 0), 0, "the search field: the first section");
  assert.equal(sectionAt(layout, 149), 0);
  assert.equal(sectionAt(layout, 150), 1);
  assert.equal(sectionAt(layout, 170), 2);
  assert.equal(sectionAt(layout, 1e9), 2);
  assert.equal(sectionAt(layoutSections([], { headerHeight: 20, rowHeight: 40 }), 0), -1);
});

test("visibleWindow: a short list whole, a long one only around the viewport", () => {
  const small = [100, 200];
  const smallLayout = layoutSections(small, { headerHeight: 28, rowHeight: 40 });
  assert.deepEqual(visibleWindow(smallLayout, small, 0, 700).parts, [
    { section: 0, from: 0, to: 100 }, { section: 1, from: 0, to: 200 },
  ]);
  // 100,000 rows in 26 sections.
  const counts = Array.from({ length: 26 }, (_, i) => (i < 25 ? 3846 : 100000 - 25 * 3846));
  const layout = layoutSections(counts, { headerHeight: 28, rowHeight: 40 });
  for (const scrollTop of [0, layout.tops[7], layout.tops[7] - 100, layout.height / 2, layout.height - 700]) {
    const window = visibleWindow(layout, counts, scrollTop, 700);
    const rows = window.parts.reduce((n, p) => n + p.to - p.from, 0);
    assert.ok(rows > 17 && rows <= 1000, `${rows} rows at ${scrollTop}`);
    // Every pixel of the viewport is covered by a drawn header or row.
    for (let y = scrollTop; y < Math.min(scrollTop + 700, layout.height); y += 7) {
      const section = sectionAt(layout, y);
      const part = window.parts.find((p) => p.section === section);
      assert.ok(part, `section ${section} drawn at ${y}`);
      const row = Math.floor((y - layout.tops[section] - 28) / 40);
      assert.ok(row < 0 || (row >= part.from && row < part.to), `row ${row} of ${section} drawn at ${y}`);
    }
    assert.ok(windowCovers(window, scrollTop, 700, layout.height));
    assert.ok(!windowCovers(window, scrollTop > 10000 ? scrollTop - 5000 : scrollTop + 5000, 700, layout.height));
  }
  assert.ok(wholeListRows < 1000);
});

test("filterSections keeps matching items and drops empty sections", () => {
  const sections = [{ title: "A", items: [0, 1] }, { title: "B", items: [2] }];
  assert.equal(filterSections(sections, null), sections);
  assert.deepEqual(filterSections(sections, new Map([[1, []]])), [{ title: "A", items: [1] }]);
  // A MatchSet answers as the Map of the same records, on both paths (few matches placed by order, or every item tried).
  const many = Array.from({ length: 40 }, (_, i) => ({ title: String(i), items: [3 * i, 3 * i + 1, 3 * i + 2] }));
  for (const numbers of [[5, 7], [0, 1, 2, 4, 8, 9, 10, 50, 51, 100, 119], Array.from({ length: 60 }, (_, i) => 2 * i)]) {
    const set = new MatchSet(Int32Array.from(numbers), 120);
    const map = new Map(numbers.map((n) => [n, null]));
    assert.equal(set.size, numbers.length);
    assert.ok(set.has(numbers[0]) && !set.has(3) && !set.has(-1) && !set.has(500));
    assert.deepEqual(filterSections(many, set, orderOf(many)), filterSections(many, map));
    assert.deepEqual(filterSections(many, set), filterSections(many, map, orderOf(many)));
  }
});

test("markedParts cuts a string at the matched ranges", () => {
  assert.deepEqual(markedParts("John Smith", [0, 2, 5, 7]), [
    { text: "Jo", marked: true }, { text: "hn ", marked: false }, { text: "Sm", marked: true },
    { text: "ith", marked: false },
  ]);
  assert.deepEqual(markedParts("曾国藩", [0, 2]), [{ text: "曾国", marked: true }, { text: "藩", marked: false }]);
  assert.deepEqual(markedParts("abc"), [{ text: "abc", marked: false }]);
  assert.deepEqual(markedParts("", []), [{ text: "", marked: false }]);
});

test("linesOf: a blank line is not a record", () => {
  assert.deepEqual(linesOf("\uFEFFAnna\r\n\nBo\n   \n\tCé\n"), ["Anna", "Bo", "\tCé"]);
});

test("barKey: arrows step, letters jump, shortcuts pass", () => {
  assert.deepEqual(barKey({ key: "ArrowDown" }), { step: 0 });
  assert.deepEqual(barKey({ key: "End" }), { step: 3 });
  assert.deepEqual(barKey({ key: "å" }), { title: "å" });
  assert.deepEqual(barKey({ key: "ㄱ" }), { title: "ㄱ" });
  assert.equal(barKey({ key: "c", ctrlKey: true }), null);
  assert.equal(barKey({ key: " " }), null);
  assert.equal(barKey({ key: "Tab" }), null);
});

test("layoutSections with rows of their own heights: every row's top, sections after them", () => {
  const layout = layoutSections([2, 1], { headerHeight: 20, rowHeight: 40, rowHeights: new Float64Array([10, 30, 50]) });
  assert.deepEqual([...layout.tops], [0, 60, 130]);
  assert.deepEqual([rowTop(layout, 0, 0), rowTop(layout, 0, 1), rowTop(layout, 1, 0)], [20, 30, 80]);
  assert.deepEqual([rowAt(layout, 0, 0), rowAt(layout, 0, 29.9), rowAt(layout, 0, 30), rowAt(layout, 0, 59), rowAt(layout, 1, 200)],
    [0, 0, 1, 1, 1]);
  const uniform = layoutSections([2, 1], { headerHeight: 20, rowHeight: 40 });
  assert.deepEqual([rowTop(uniform, 1, 0), rowAt(uniform, 0, 61), rowAt(uniform, 0, 99)], [120, 1, 1]);
});

test("rowHeightsOf: measured rows their height, the others rowHeight; null while all are the same", () => {
  const sections = [{ title: "A", items: [2, 0] }, { title: "B", items: [1] }];
  assert.equal(rowHeightsOf(sections, new Float64Array(3), 40), null);
  assert.equal(rowHeightsOf(sections, new Float64Array([40, 0, 40]), 40), null);
  assert.deepEqual([...rowHeightsOf(sections, new Float64Array([0, 90, 25]), 40)], [25, 40, 90]);
});

test("visibleWindow with own heights: the rows that meet the viewport and its margins", () => {
  const counts = [600];
  const heights = new Float64Array(600).map((_, i) => (i % 2 ? 100 : 20));
  const layout = layoutSections(counts, { headerHeight: 28, rowHeight: 40, rowHeights: heights });
  const { parts } = visibleWindow(layout, counts, 28 + 60 * 100, 120, { overscan: 0 });
  assert.deepEqual(parts, [{ section: 0, from: 100, to: 102 }], "rows 100 (20 px) and 101 (100 px) fill 120 px");
});

test("anchorAt: the row at the top stays there when rows above change height", () => {
  const before = layoutSections([3, 3], { headerHeight: 20, rowHeight: 40 });
  const anchor = anchorAt(before, 190); // section 1 starts at 140: its header, then row 0 at 160
  assert.deepEqual(anchor, { section: 1, row: 0, offset: 30 });
  const after = layoutSections([3, 3], { headerHeight: 20, rowHeight: 40, rowHeights: new Float64Array([80, 80, 80, 40, 40, 40]) });
  assert.equal(anchoredScrollTop(after, anchor), 260 + 20 + 30);
  assert.equal(anchoredScrollTop(after, anchorAt(before, 145)), 260 + 5, "in a header: its place in the header");
});

test("filterSections: by positions for a few matches, the same as looking every item up", () => {
  const sections = [];
  for (let s = 0, record = 0; s < 20; s++) {
    sections.push({ title: `T${s}`, items: Array.from({ length: 50 }, () => (record * 7919) % 1000 + 0 * record++) });
  }
  const order = orderOf(sections);
  for (const picked of [[], [5], [999, 3, 500, 7], Array.from({ length: 100 }, (_, i) => i * 9)]) {
    const matches = new Map(picked.map((record) => [record, []]));
    assert.deepEqual(filterSections(sections, matches, order), filterSections(sections, matches));
  }
});

test("unionSorted: two ascending lists of record numbers merged, each once", () => {
  const union = (a, b) => [...unionSorted(Int32Array.from(a), Int32Array.from(b))];
  assert.deepEqual(union([1, 4, 9], [0, 4, 5, 12]), [0, 1, 4, 5, 9, 12]);
  assert.deepEqual(union([], [3]), [3]);
  assert.deepEqual(union([2, 3], []), [2, 3]);
});
