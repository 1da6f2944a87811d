#!/usr/bin/env python3
"""Benchmark (not a test): first rows and typing a query in <section-index-list search>
over 100,000 records in Chromium (issue 36).

    python3 Tests/Web/typing_bench.py [--count 100000] [--delay 120]

First render: on a page whose module, wasm and data files are loaded (a
short list shown first), the time from setting `records` to 100k zh-Hans
names to their first rows drawn (the element's `updated`, then the next
frame), and the long tasks meanwhile, sectioned in a Web Worker (the
default past `workerThreshold`) and in the page's thread
(`configure({ workerThreshold: false })`), each for a first and a second
list (the worker started by the first).

Scrolling and dragging: on the 100k zh-Hans names (sectioned in a
worker), the long tasks while the wheel scrolls the list down and while
the pointer scrubs the bar from top to bottom (web_test.py's
`scroll_and_scrub`, which `Scripts/test-web.sh --bench` also runs).

Typing: for each list (zh-Hans names typed in pinyin, Latin names in sv) types a
6-letter query into the search field, a key every DELAY ms as a person
types, and prints per keystroke the delay from the input event to the rows
of that query drawn (the element's `updated`, then the next frame), and the
longest task (PerformanceObserver 'longtask', which reports tasks over
50 ms) while typing. Needs .build/web (Scripts/build-web.sh).
"""

import argparse
import random

from element_test import LIST, open_page
from harness import ROOT, add_chromium_option, launched
from playwright.sync_api import Browser
from web_test import chinese_names, scroll_and_scrub

MEASURE = """(list) => {
  window.longTasks = [];
  new PerformanceObserver((entries) => { for (const e of entries.getEntries()) longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: false });
  window.shown = [];
  const field = list.shadowRoot.querySelector('.search input');
  field.addEventListener('input', (event) => {
    const query = field.value;
    const start = event.timeStamp;
    list.updated.then(() => requestAnimationFrame(() => {
      if (list.query === query) shown.push([query, performance.now() - start]);
    }));
  });
}"""


FIRST_ROWS = """async (inThread) => {
  const records = window.benchRecords;
  const { configure } = await import('./section-index.js');
  configure({ workerThreshold: inThread ? false : 10000 });
  const list = document.querySelector('section-index-list');
  const tasks = [];
  const observer = new PerformanceObserver((entries) => { for (const e of entries.getEntries()) tasks.push(e.duration); });
  observer.observe({ type: 'longtask', buffered: false });
  const times = [];
  for (const round of [0, 1]) {
    const shown = round === 0 ? records : records.slice().reverse();
    const start = performance.now();
    list.records = shown;
    await list.updated;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    const rows = list.shadowRoot.querySelectorAll('li').length;
    times.push([performance.now() - start, list.sectionMilliseconds, rows]);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  observer.disconnect();
  return { times, tasks };
}"""


def first_rows(browser: Browser, base: str, records: list[str], in_thread: bool) -> None:
    """Times records set to their first rows drawn, in the page's thread or a worker."""
    page, errors = open_page(browser, base, "<section-index-list locale='zh-Hans' names search></section-index-list>",
                             viewport={"width": 500, "height": 800})
    # The module, the wasm and the data files loaded: a short list of the same kind first.
    page.eval_on_selector(LIST, "(l, records) => { l.records = records; return l.updated; }", records[:200])
    page.wait_for_timeout(300)
    # The records handed to the page first: a long task of the harness's own, outside what is timed.
    page.evaluate("(records) => { window.benchRecords = records; }", records)
    page.wait_for_timeout(500)
    answer = page.evaluate(FIRST_ROWS, in_thread)
    where = "in the page's thread" if in_thread else "in a Web Worker"
    rounds = "; ".join(f"list {k + 1}: {t:.0f} ms to first rows (sectioning {s:.0f} ms, {n} rows drawn)"
                       for k, (t, s, n) in enumerate(answer["times"]))
    tasks = answer["tasks"]
    print(f"zh-Hans names, {len(records)} records, sectioned {where}: {rounds}; "
          f"long tasks over 50 ms: {len(tasks)}{' (longest %.0f ms)' % max(tasks) if tasks else ''}; "
          f"page errors {errors[:2]}")
    page.close()


def scroll_and_drag(browser: Browser, base: str, records: list[str]) -> None:
    """Prints the long tasks while scrolling the list and scrubbing the bar over 100k records."""
    page, errors = open_page(browser, base, "<section-index-list locale='zh-Hans' names search></section-index-list>",
                             viewport={"width": 500, "height": 800})
    page.eval_on_selector(LIST, "(l, records) => { l.records = records; return l.updated; }", records)
    page.wait_for_timeout(500)
    scrolled, tasks = scroll_and_scrub(page)
    longest = f" (longest {max(tasks):.0f} ms)" if tasks else ""
    print(f"zh-Hans names, {len(records)} records: scrolling 60 wheel steps ({scrolled:.0f} px) and scrubbing "
          f"the bar top to bottom: long tasks over 50 ms {len(tasks)}{longest}; page errors {errors[:2]}")
    page.close()


def latin_names(count: int, seed: int = 36) -> list[str]:
    """`count` made-up Swedish names, seeded."""
    rng = random.Random(seed)
    first = ["Anna", "Anders", "Mark", "Maria", "Marta", "Mårten", "Émile", "Zoé", "John", "Joanna", "Erik", "Karin",
             "Lars", "Sofia", "Oskar", "Elsa", "Nils", "Ingrid", "Per", "Linnea", "Gustav", "Astrid", "Olof", "Maja"]
    last = ["Zola", "Smith", "Smythe", "Marković", "Mårtensson", "Wang", "Lindqvist", "Jonsson", "Andersson",
            "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson", "Gustafsson", "Berg",
            "Lindberg", "Holm", "Sandberg", "Åberg", "Öberg", "Ekström"]
    return [f"{rng.choice(first)} {rng.choice(last)} {rng.randrange(1000)}" for _ in range(count)]


def run(browser: Browser, base: str, locale: str, names: bool, records: list[str], query: str, delay: int) -> None:
    """Types `query` a key every `delay` ms and prints each keystroke's time to its rows."""
    attributes = f"locale='{locale}' search" + (" names" if names else "")
    page, errors = open_page(browser, base, f"<section-index-list {attributes}></section-index-list>",
                             viewport={"width": 500, "height": 800})
    page.eval_on_selector(LIST, "(l, records) => { l.records = records; return l.updated; }", records)
    page.eval_on_selector(LIST, MEASURE)
    field = page.locator(f"{LIST} >> .search input")
    field.click()
    page.wait_for_timeout(300)
    field.press_sequentially(query, delay=delay)
    page.eval_on_selector(LIST, "l => l.updated")
    page.wait_for_timeout(300)
    shown = page.evaluate("shown")
    tasks = page.evaluate("longTasks")
    rows = page.eval_on_selector(LIST, "l => l.result.sections.reduce((n, s) => n + s.items.length, 0)")
    steps = ", ".join(f"{q!r} {ms:.0f}" for q, ms in shown)
    print(f"{locale}, {len(records)} records, typing {query!r} a key every {delay} ms: "
          f"keystroke to rows shown (ms): {steps}; worst {max(ms for _, ms in shown):.0f} ms; "
          f"long tasks over 50 ms: {len(tasks)}{' (longest %.0f ms)' % max(tasks) if tasks else ''}; "
          f"{rows} rows match; page errors {errors[:2]}")
    page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--delay", type=int, default=120, help="milliseconds between keystrokes")
    add_chromium_option(parser)
    args = parser.parse_args()
    with launched(args.chromium, ROOT / ".build") as (_, browser, base):
        chinese = chinese_names(args.count)
        first_rows(browser, base, chinese, in_thread=True)
        first_rows(browser, base, chinese, in_thread=False)
        scroll_and_drag(browser, base, chinese)
        run(browser, base, "zh-Hans", True, chinese, "zhangw", args.delay)
        run(browser, base, "sv", False, latin_names(args.count), "anders", args.delay)
        run(browser, base, "sv", False, latin_names(args.count), "anders", 0)


if __name__ == "__main__":
    main()
