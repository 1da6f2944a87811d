// The functional core of <section-index-list> (section-index-list.js): pure
// functions of the sections and the scroll position, tested under node --test
// (Tests/Web/list-model.test.mjs). The element is the imperative shell: it
// reads the DOM, calls these and the wasm engine, and writes what they say.

/** Lists of at most this many rows are drawn whole; longer ones a window at a time. */
export const wholeListRows = 500;

/**
 * Where each section goes when every header is `headerHeight` and every row
 * `rowHeight` pixels, starting `top` pixels down (below a search field):
 * `{ tops, height, headerHeight, rowHeight, top }`, `tops[i]` the top of
 * section `i` and `tops[counts.length]` the end of the last.
 *
 *     layoutSections([2, 1], { headerHeight: 20, rowHeight: 40 }).tops  // [0, 100, 160]
 *
 * Complexity: O(n) for n sections.
 */
export function layoutSections(counts, { headerHeight, rowHeight, top = 0 }) {
  const tops = new Float64Array(counts.length + 1);
  let y = top;
  for (let i = 0; i < counts.length; i++) {
    tops[i] = y;
    y += headerHeight + counts[i] * rowHeight;
  }
  tops[counts.length] = y;
  return { tops, height: y, headerHeight, rowHeight, top, count: counts.length };
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
 * The rows to draw for a viewport at `scrollTop`: `[{ section, from, to }]`,
 * rows `from..<to` of each section that meets the pixels
 * `[start, end)`, which cover the viewport and `overscan` viewports each side
 * (every row when the list has at most `wholeListRows`). A section in the
 * window is drawn with its header even when only its rows show, so that the
 * header sticks.
 *
 * Complexity: O(log n + sections and rows in the window).
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
    const rowsTop = top + layout.headerHeight;
    const from = Math.max(0, Math.floor((start - rowsTop) / layout.rowHeight));
    const to = Math.min(counts[section], Math.ceil((end - rowsTop) / layout.rowHeight));
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
 * The sections a search keeps: each section's items that `matches` (a Map
 * of record numbers, or null for all) holds, empty sections left out.
 */
export function filterSections(sections, matches) {
  if (!matches) return sections;
  const kept = [];
  for (const section of sections) {
    const items = section.items.filter((item) => matches.has(item));
    if (items.length > 0) kept.push({ title: section.title, items });
  }
  return kept;
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
