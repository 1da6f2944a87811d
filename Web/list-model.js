// The functional core of <section-index-list> (section-index-list.js): pure
// functions of the sections and the scroll position, tested under node --test
// (Tests/Web/list-model.test.mjs). The element is the imperative shell: it
// reads the DOM, calls these and the wasm engine, and writes what they say.

/** Lists of at most this many rows are drawn whole; longer ones a window at a time. */
export const wholeListRows = 500;

/**
 * Where each section goes when every header is `headerHeight` pixels and
 * every row `rowHeight`, or, with `rowHeights` (a Float64Array over the
 * rows of every section in order, as `rowHeightsOf` makes it), each row its
 * own height; starting `top` pixels down (below a search field):
 * `{ tops, height, … }`, `tops[i]` the top of section `i` and
 * `tops[counts.length]` the end of the last.
 *
 *     layoutSections([2, 1], { headerHeight: 20, rowHeight: 40 }).tops  // [0, 100, 160]
 *     layoutSections([2, 1], { headerHeight: 20, rowHeight: 40, rowHeights: [10, 30, 50] }).tops  // [0, 60, 130]
 *
 * Complexity: O(n) for n sections, O(n + r) with the heights of r rows.
 */
export function layoutSections(counts, { headerHeight, rowHeight, top = 0, rowHeights = null }) {
  const tops = new Float64Array(counts.length + 1);
  // The first row of each section among all rows, and with rowHeights every row's top.
  const starts = new Int32Array(counts.length + 1);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const rowTops = rowHeights ? new Float64Array(total + 1) : null;
  let y = top;
  let row = 0;
  for (let i = 0; i < counts.length; i++) {
    tops[i] = y;
    starts[i] = row;
    y += headerHeight;
    if (rowTops) {
      for (let end = row + counts[i]; row < end; row++) {
        rowTops[row] = y;
        y += rowHeights[row];
      }
    } else {
      y += counts[i] * rowHeight;
      row += counts[i];
    }
  }
  tops[counts.length] = y;
  starts[counts.length] = row;
  if (rowTops) rowTops[total] = y;
  return { tops, height: y, headerHeight, rowHeight, top, count: counts.length, starts, rowTops };
}

/**
 * The rows' heights for `layoutSections`: for each record of each section
 * in order, its measured height (`measured[record]`, a Float64Array by
 * record number, 0 where not measured yet) or `rowHeight`; null when no
 * row is measured at another height than `rowHeight` (every row the same).
 *
 * Complexity: O(r) for r rows.
 */
export function rowHeightsOf(sections, measured, rowHeight) {
  if (!measured) return null;
  let total = 0;
  let differs = false;
  for (const { items } of sections) {
    total += items.length;
    if (!differs) {
      for (const item of items) {
        const height = measured[item];
        if (height !== 0 && height !== rowHeight) {
          differs = true;
          break;
        }
      }
    }
  }
  if (!differs) return null;
  const heights = new Float64Array(total);
  let row = 0;
  for (const { items } of sections) {
    for (const item of items) heights[row++] = measured[item] || rowHeight;
  }
  return heights;
}

/** The top of row `row` of section `section`, in content coordinates. */
export function rowTop(layout, section, row) {
  if (layout.rowTops) return layout.rowTops[layout.starts[section] + row];
  return layout.tops[section] + layout.headerHeight + row * layout.rowHeight;
}

/**
 * The row of `section` at `y` (content coordinates): the last whose top is
 * at or above it, clamped to `0...count` (`count` below the last row).
 *
 * Complexity: O(log r) for r rows in the section.
 */
export function rowAt(layout, section, y) {
  const count = layout.starts[section + 1] - layout.starts[section];
  const rowsTop = layout.tops[section] + layout.headerHeight;
  if (y < rowsTop) return 0;
  if (y >= layout.tops[section + 1]) return count;
  if (!layout.rowTops) return Math.min(count, Math.floor((y - rowsTop) / layout.rowHeight));
  const base = layout.starts[section];
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (layout.rowTops[base + middle] <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Each section's top and height, as the bar's scroll sync reads them. */
export function sectionFrames(layout) {
  const frames = new Float64Array(2 * layout.count);
  for (let i = 0; i < layout.count; i++) {
    frames[2 * i] = layout.tops[i];
    frames[2 * i + 1] = layout.tops[i + 1] - layout.tops[i];
  }
  return frames;
}

/**
 * The section at `offset` pixels down the content: the last whose top is at
 * or above it; 0 above the first (the search field), -1 with no sections.
 *
 * Complexity: O(log n).
 */
export function sectionAt(layout, offset) {
  if (layout.count === 0) return -1;
  let low = 0;
  let high = layout.count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (layout.tops[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The row at the top of a viewport at `scrollTop`, to keep in place when
 * rows above it change height: `{ section, row, offset }`, `offset` how far
 * `scrollTop` is below the row's top (row -1: the section's header); null
 * with no sections.
 */
export function anchorAt(layout, scrollTop) {
  const section = sectionAt(layout, scrollTop);
  if (section < 0) return null;
  const count = layout.starts[section + 1] - layout.starts[section];
  const row = scrollTop < layout.tops[section] + layout.headerHeight ? -1 : Math.min(rowAt(layout, section, scrollTop), count - 1);
  const top = row < 0 ? layout.tops[section] : rowTop(layout, section, row);
  return { section, row, offset: scrollTop - top };
}

/** Where `anchor` (from `anchorAt` on an older layout) puts the viewport's top in `layout`. */
export function anchoredScrollTop(layout, anchor) {
  if (!anchor || anchor.section >= layout.count) return null;
  const count = layout.starts[anchor.section + 1] - layout.starts[anchor.section];
  if (anchor.row >= count) return layout.tops[anchor.section];
  const top = anchor.row < 0 ? layout.tops[anchor.section] : rowTop(layout, anchor.section, anchor.row);
  return top + anchor.offset;
}

/**
 * The rows to draw for a viewport at `scrollTop`: `[{ section, from, to }]`,
 * rows `from..<to` of each section that meets the pixels
 * `[start, end)`, which cover the viewport and `overscan` viewports each side
 * (every row when the list has at most `wholeListRows`). A section in the
 * window is drawn with its header even when only its rows show, so that the
 * header sticks.
 *
 * Complexity: O(log n + sections and rows in the window), log r more a
 * section when rows have their own heights.
 */
export function visibleWindow(layout, counts, scrollTop, viewportHeight, { overscan = 1.5 } = {}) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= wholeListRows) {
    return {
      start: 0, end: Infinity,
      parts: counts.map((count, section) => ({ section, from: 0, to: count })),
    };
  }
  const margin = Math.max(viewportHeight, 1) * overscan;
  const start = Math.max(0, scrollTop - margin);
  const end = scrollTop + viewportHeight + margin;
  const parts = [];
  for (let section = Math.max(0, sectionAt(layout, start)); section < layout.count; section++) {
    const top = layout.tops[section];
    if (top >= end) break;
    const from = rowAt(layout, section, start);
    const to = end <= top + layout.headerHeight ? 0 : Math.min(counts[section], rowAt(layout, section, end - 1e-9) + 1);
    parts.push({ section, from: Math.min(from, to), to });
  }
  return { start, end, parts };
}

/**
 * Whether a window drawn for `drawn` (`{ start, end }`) still covers the
 * viewport at `scrollTop` with half a viewport to spare on the sides that
 * have more content.
 */
export function windowCovers(drawn, scrollTop, viewportHeight, contentHeight) {
  if (!drawn) return false;
  const spare = viewportHeight / 2;
  const top = Math.max(0, scrollTop - spare);
  const bottom = Math.min(contentHeight, scrollTop + viewportHeight + spare);
  return drawn.start <= top && drawn.end >= bottom;
}

/**
 * The records a search matched: `numbers` (an Int32Array, increasing or
 * in any order) among records `0..<count`, asked `has(record)` in O(1).
 * Iterates as a Map's keys would (`keys()`, `size`), for `filterSections`.
 */
export class MatchSet {
  constructor(numbers, count) {
    this.numbers = numbers;
    this.marks = new Uint8Array(count);
    for (const record of numbers) if (record >= 0 && record < count) this.marks[record] = 1;
  }

  get size() {
    return this.numbers.length;
  }

  has(record) {
    return this.marks[record] === 1;
  }

  keys() {
    return this.numbers.values();
  }
}

/**
 * The sections a search keeps: each section's items that `matches` (a
 * `MatchSet`, a Map or a Set of record numbers, or null for all) holds, empty sections left out. With
 * `order` (`orderOf(sections)`), a few matches are placed by their
 * positions instead of looking every item up.
 *
 * Complexity: O(n) for n items; with `order` and m matches, O(m log m)
 * when m is under n / 2, else O(n + m) with a byte read per item.
 */
export function filterSections(sections, matches, order = null) {
  if (!matches) return sections;
  if (order && matches.size < order.rank.length / 2) {
    // The matches' positions sorted (natively): no step per item that did not match.
    const ranks = new Int32Array(matches.size);
    let count = 0;
    for (const record of matches.keys()) {
      const rank = rankOf(order, record);
      if (rank >= 0) ranks[count++] = rank;
    }
    const sorted = ranks.subarray(0, count).sort();
    const kept = [];
    for (const rank of sorted) {
      const section = order.section[rank];
      if (kept.length === 0 || kept[kept.length - 1].index !== section) {
        kept.push({ index: section, title: sections[section].title, items: [] });
      }
      kept[kept.length - 1].items.push(order.records[rank]);
    }
    return kept.map(({ title, items }) => ({ title, items }));
  }
  if (order) {
    // Many matches: their positions marked, then read in order.
    const marked = new Uint8Array(order.records.length);
    for (const record of matches.keys()) {
      const rank = rankOf(order, record);
      if (rank >= 0) marked[rank] = 1;
    }
    const kept = [];
    let rank = 0;
    for (const section of sections) {
      let items = null;
      for (const end = rank + section.items.length; rank < end; rank++) {
        if (marked[rank] === 1) (items ??= []).push(order.records[rank]);
      }
      if (items) kept.push({ title: section.title, items });
    }
    return kept;
  }
  const kept = [];
  for (const section of sections) {
    const items = section.items.filter((item) => matches.has(item));
    if (items.length > 0) kept.push({ title: section.title, items });
  }
  return kept;
}

/**
 * Where each record is in `sections`: `rank[record]` its position in the
 * sections read in order, `records[rank]` and `section[rank]` the record and
 * its section at a position (records not in any section have rank -1).
 */
export function orderOf(sections) {
  let total = 0;
  let largest = -1;
  for (const { items } of sections) {
    total += items.length;
    for (const item of items) if (item > largest) largest = item;
  }
  const rank = new Int32Array(largest + 1).fill(-1);
  const records = new Int32Array(total);
  const section = new Int32Array(total);
  let at = 0;
  sections.forEach(({ items }, index) => {
    for (const item of items) {
      rank[item] = at;
      records[at] = item;
      section[at++] = index;
    }
  });
  return { rank, records, section };
}

/** The position of `record` in `order` (`orderOf`), or -1 for a record in no section or out of its range. */
function rankOf(order, record) {
  return record >= 0 && record < order.rank.length ? order.rank[record] : -1;
}

/** The numbers of two ascending Int32Arrays, ascending, each once. */
export function unionSorted(a, b) {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i] : b[j];
    if (i < a.length && a[i] === next) i++;
    if (j < b.length && b[j] === next) j++;
    out[n++] = next;
  }
  return out.subarray(0, n);
}

/**
 * A string cut at UTF-16 `ranges` (`[start, end, start, end, …]`):
 * `[{ text, marked }]`, the matched parts marked.
 *
 *     markedParts("John Smith", [0, 2, 5, 7])
 *     // [{text: "Jo", marked: true}, {text: "hn ", marked: false}, {text: "Sm", marked: true}, …]
 */
export function markedParts(text, ranges = []) {
  const parts = [];
  let at = 0;
  for (let i = 0; i + 1 < ranges.length; i += 2) {
    const [start, end] = [ranges[i], ranges[i + 1]];
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    if (end > start) parts.push({ text: text.slice(start, end), marked: true });
    at = Math.max(at, end);
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/**
 * The records of a pasted text: one a line (LF or CRLF, a byte order mark
 * removed); a blank line is not a record.
 */
export function linesOf(text) {
  return text.replace(/^\uFEFF/, "").split(/\r?\n/).filter((line) => line.trim().length > 0);
}

/**
 * What a key on the focused bar does: `{ step }` (0 next, 1 previous, 2
 * first, 3 last, as the engine's `key`), `{ title }` (a letter: jump to it,
 * as in `section-index browse`) or null.
 */
export function barKey(event) {
  const steps = { ArrowDown: 0, ArrowRight: 0, PageDown: 0, ArrowUp: 1, ArrowLeft: 1, PageUp: 1, Home: 2, End: 3 };
  if (event.key in steps) return { step: steps[event.key] };
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if ([...event.key].length === 1 && event.key.trim() !== "") return { title: event.key };
  return null;
}
