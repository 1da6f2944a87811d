#!/usr/bin/env python3
"""Browser tests of the web demo (issue 16): Playwright driving Debian's chromium.

    python3 Tests/Web/web_test.py --cli PATH/section-index [--screenshot FILE] [--bench FILE]

Serves .build/web (Scripts/build-web.sh) on a local port, loads the demo in
sv, zh-Hans, ja and ar, and checks that the page shows what
`section-index demo --locale TAG` prints; that clicking a title puts its section
(an empty title: the next section) at the top; that dragging along the bar
shows the bubble and moves the list; that wheel scrolling moves the highlight;
that a short window collapses the bar with • while scrubbing still reaches the
hidden titles; that the keyboard alone steps sections with announcements; that
right-to-left locales put the bar on the left. --bench times sectioning the
records of FILE in the page against Intl.Collator sorting them.
"""

import argparse
import functools
import http.server
import subprocess
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / ".build" / "web"
LIST = "section-index-list"
failures = []


def check(condition, message):
    if condition:
        print(f"ok   {message}")
    else:
        print(f"FAIL {message}")
        failures.append(message)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve():
    handler = functools.partial(QuietHandler, directory=str(SITE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def page_text(page):
    """The page's sections as `section-index demo` prints them without a terminal."""
    return page.eval_on_selector(
        LIST,
        """list => Array.from(list.shadowRoot.querySelectorAll('.section'), s =>
             s.querySelector('h2').textContent + '\\n' +
             Array.from(s.querySelectorAll('li'), li => '  ' + li.textContent + '\\n').join('')
           ).join('\\n')""",
    )


def load(page, base, query):
    page.goto(f"{base}/?{query}")
    page.wait_for_selector(f"{LIST} >> [data-index-title]", timeout=30000)


def top_section(page):
    """The title of the section whose header is at the top of the list."""
    return page.eval_on_selector(
        LIST,
        """list => {
             const top = list.shadowRoot.querySelector('.list').getBoundingClientRect().top;
             let title = null;
             for (const s of list.shadowRoot.querySelectorAll('.section')) {
               if (s.getBoundingClientRect().top <= top + 1) title = s.querySelector('h2').dataset.sectionTitle;
             }
             return title;
           }""",
    )


def header_offset(page, title):
    """How far the header of `title` is below the top of the list, in pixels."""
    return page.eval_on_selector(
        LIST,
        """(list, title) => {
             const h = list.shadowRoot.querySelector(`[data-section-title="${title}"]`);
             const section = h.parentElement;
             return section.getBoundingClientRect().top
               - list.shadowRoot.querySelector('.list').getBoundingClientRect().top;
           }""",
        title,
    )


def bar_entry(page, title):
    return page.locator(f"{LIST} >> [data-index-title=\"{title}\"]")


def highlighted(page):
    return page.eval_on_selector(
        LIST, "l => l.shadowRoot.querySelector('.bar .highlighted')?.textContent ?? null")


def bubble(page):
    return page.eval_on_selector(
        LIST,
        "l => { const b = l.shadowRoot.querySelector('.bubble'); "
        "return b.style.display === 'none' ? null : b.textContent; }",
    )


def test_content(page, base, cli, locale, names=False):
    load(page, base, f"locale={locale}" + ("&names=1" if names else ""))
    command = [cli, "demo", "--locale", locale] + (["--names"] if names else [])
    native = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    check(page_text(page) == native, f"{locale}: the page shows what `{' '.join(command[1:])}` prints")


def test_own_records(page, base, cli):
    """A list of the user's own (as the paste box gives it) against `group --format text`."""
    load(page, base, "locale=zh-Hans&names=1")
    corpus = ROOT / "Tests/SectionIndexCollationTests/Resources/corpus"
    text = (corpus / "zh-Hans.txt").read_text(encoding="utf-8") + (corpus / "shared.txt").read_text(encoding="utf-8")
    page.eval_on_selector(LIST, "(list, text) => { list.removeAttribute('demo'); list.records = text.split('\\n'); }", text)
    page.eval_on_selector(LIST, "list => list.updated")
    native = subprocess.run(
        [cli, "group", "--locale", "zh-Hans", "--names", "--format", "text"],
        input=text, capture_output=True, text=True, check=True).stdout
    check(page_text(page) == native, "own records: the page shows what `group --names --format text` prints")


def test_bar(page, base):
    load(page, base, "locale=sv")
    titles = page.eval_on_selector_all(f"{LIST} >> [data-index-title]", "e => e.map(x => x.textContent)")
    check(titles[-4:] == ["Å", "Ä", "Ö", "#"], f"sv bar ends Å Ä Ö #: {''.join(titles)}")

    bar_entry(page, "G").click()
    page.wait_for_timeout(100)
    check(abs(header_offset(page, "G")) < 1, "click G: the G header is at the top")
    check(highlighted(page) == "G", "click G: G highlighted")

    # X has no section in the demo: it goes to the next non-empty section.
    dimmed = page.eval_on_selector_all(f"{LIST} >> .bar .dimmed", "e => e.map(x => x.textContent)")
    if dimmed:
        empty = dimmed[0]
        bar_entry(page, empty).click()
        page.wait_for_timeout(100)
        following = titles[titles.index(empty) + 1]
        check(top_section(page) not in (None, "G"), f"click empty {empty}: the list moved to {top_section(page)}")
        check(top_section(page) == following or following in dimmed,
              f"click empty {empty}: the nearest section after it ({following}) is at the top")

    # Drag from A to M: the bubble shows the title under the pointer; the list follows.
    a = bar_entry(page, "A").bounding_box()
    m = bar_entry(page, "M").bounding_box()
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
    page.mouse.down()
    check(bubble(page) == "A", f"press A: the bubble shows A ({bubble(page)})")
    seen = set()
    steps = 12
    for i in range(1, steps + 1):
        y = a["y"] + (m["y"] - a["y"]) * i / steps + m["height"] / 2
        page.mouse.move(m["x"] + m["width"] / 2, y)
        seen.add(bubble(page))
    check(bubble(page) == "M", f"drag to M: the bubble shows M ({bubble(page)})")
    check(len(seen) > 5, f"drag: the bubble followed ({''.join(sorted(t for t in seen if t))})")
    check(top_section(page) == "M", f"drag to M: the list follows ({top_section(page)})")
    page.mouse.up()
    check(bubble(page) is None, "release: the bubble hides")

    # The wheel scrolls the list; the highlight follows the top section.
    bar_entry(page, "A").click()
    list_box = page.locator(f"{LIST} >> .list").bounding_box()
    page.mouse.move(list_box["x"] + 50, list_box["y"] + 100)
    page.mouse.wheel(0, 3000)
    page.wait_for_timeout(400)
    top = top_section(page)
    check(top not in (None, "A") and highlighted(page) == top,
          f"wheel: the highlight follows the list ({highlighted(page)} for {top})")


def test_collapse(page, base):
    page.set_viewport_size({"width": 420, "height": 330})
    load(page, base, "locale=sv")
    page.wait_for_timeout(200)
    placeholders = page.locator(f"{LIST} >> [data-placeholder]").count()
    shown = page.eval_on_selector_all(f"{LIST} >> [data-index-title]", "e => e.map(x => x.textContent)")
    check(placeholders > 0, f"short window: the bar collapses ({placeholders} •, {''.join(shown)})")
    box = page.locator(f"{LIST} >> .bar").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 2)
    page.mouse.down()
    seen = set()
    for i in range(0, 121):
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 2 + (box["height"] - 4) * i / 120)
        seen.add(bubble(page))
    page.mouse.up()
    hidden = [t for t in seen if t and t not in shown]
    check(hidden, f"scrubbing reaches hidden titles ({''.join(sorted(hidden))})")
    page.set_viewport_size({"width": 500, "height": 700})


def test_keyboard(page, base):
    load(page, base, "locale=sv")
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate(f"document.querySelector('{LIST}').shadowRoot.activeElement?.classList.contains('bar')"):
            break
    focused = page.evaluate(f"document.querySelector('{LIST}').shadowRoot.activeElement?.getAttribute('role')")
    check(focused == "slider", "Tab reaches the bar, an ARIA slider")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    value = page.eval_on_selector(LIST, "l => l.shadowRoot.querySelector('.bar').getAttribute('aria-valuetext')")
    live = page.eval_on_selector(LIST, "l => l.shadowRoot.querySelector('.live').textContent")
    check(value == "C" and live == "C", f"ArrowDown twice: C, announced ({value}, {live})")
    check(top_section(page) == "C", f"ArrowDown twice: the list shows C ({top_section(page)})")
    page.keyboard.press("End")
    check(top_section(page) == "#", f"End: the last section ({top_section(page)})")


def test_right_to_left(page, base):
    load(page, base, "locale=ar")
    bar = page.locator(f"{LIST} >> .bar").bounding_box()
    items = page.locator(f"{LIST} >> .list").bounding_box()
    check(bar["x"] < items["x"], "ar: the bar is on the left")


def bench(page, base, path):
    load(page, base, "locale=zh-Hans")
    records = Path(path).read_text(encoding="utf-8").split("\n")
    result = page.evaluate(
        """async (records) => {
             const { SectionIndexEngine } = await import('./section-index-list.js');
             const engine = await SectionIndexEngine.create();
             const best = (f) => { let t = Infinity; for (let i = 0; i < 3; i++) {
               const s = performance.now(); f(); t = Math.min(t, performance.now() - s); } return t; };
             const ours = best(() => engine.section('zh-Hans', { names: true, records }));
             const collator = new Intl.Collator('zh-Hans');
             const intl = best(() => records.slice().sort(collator.compare));
             return { ours, intl, count: records.filter(r => r).length };
           }""",
        records,
    )
    print(f"bench: {result['count']} zh-Hans names in chromium: ours (sections, surnames) "
          f"{result['ours']:.0f} ms, Intl.Collator sort {result['intl']:.0f} ms "
          f"({result['ours'] / result['intl']:.2f}×)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True, help="the native section-index binary")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--screenshot", help="write a screenshot of the zh-Hans demo here")
    parser.add_argument("--bench", help="a file of records to time in the page")
    args = parser.parse_args()
    server = serve()
    base = f"http://127.0.0.1:{server.server_port}"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 500, "height": 700})
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        if args.screenshot:
            load(page, base, "locale=zh-Hans&names=1")
            bar_entry(page, "L").click()
            page.screenshot(path=args.screenshot)
            print(f"wrote {args.screenshot}")
        elif args.bench:
            bench(page, base, args.bench)
        else:
            for locale in ["sv", "zh-Hans", "ja", "ar"]:
                test_content(page, base, args.cli, locale)
            test_content(page, base, args.cli, "zh-Hans", names=True)
            test_own_records(page, base, args.cli)
            test_bar(page, base)
            test_collapse(page, base)
            test_keyboard(page, base)
            test_right_to_left(page, base)
        check(not errors, f"no page errors {errors[:3]}")
        browser.close()
    server.shutdown()
    if failures:
        print(f"{len(failures)} web check(s) failed")
        sys.exit(1)


if __name__ == "__main__":
    main()
