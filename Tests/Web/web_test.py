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
import json
import subprocess
from pathlib import Path
from typing import Any

from harness import ROOT, add_chromium_option, at_top, check, finish, launched
from playwright.sync_api import Browser, FloatRect, Locator, Page, Request

SITE = ROOT / ".build" / "web"
LIST = "section-index-list"


def page_text(page: Page) -> str:
    """The page's sections as `section-index demo` prints them without a terminal."""
    return page.eval_on_selector(
        LIST,
        """list => Array.from(list.shadowRoot.querySelectorAll('.section'), s =>
             s.querySelector('h2').textContent + '\\n' +
             Array.from(s.querySelectorAll('li'), li => '  ' + li.textContent + '\\n').join('')
           ).join('\\n')""",
    )


def load(page: Page, base: str, query: str) -> None:
    """The demo page with a query string, its bar drawn."""
    page.goto(f"{base}/?{query}")
    page.wait_for_selector(f"{LIST} >> [data-index-title]", timeout=30000)


def top_section(page: Page) -> str | None:
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


def header_offset(page: Page, title: str) -> float | None:
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


def bar_entry(page: Page, title: str) -> Locator:
    """The bar's entry of a title."""
    return page.locator(f"{LIST} >> [data-index-title=\"{title}\"]")


def highlighted(page: Page) -> str | None:
    """The bar's highlighted title, or None."""
    return page.eval_on_selector(
        LIST, "l => l.shadowRoot.querySelector('.bar .highlighted')?.textContent ?? null")


def bubble(page: Page) -> Any:
    return page.eval_on_selector(
        LIST,
        "l => { const b = l.shadowRoot.querySelector('.bubble'); "
        "return b.style.display === 'none' ? null : b.textContent; }",
    )


def test_content(page: Page, base: str, cli: str, locale: str, names: bool = False) -> None:
    load(page, base, f"locale={locale}" + ("&names=1" if names else ""))
    command = [cli, "demo", "--locale", locale] + (["--names"] if names else [])
    native = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    check(page_text(page) == native, f"{locale}: the page shows what `{' '.join(command[1:])}` prints")


def test_own_records(page: Page, base: str, cli: str) -> None:
    """A list of the user's own (as the paste box gives it) against `group --format text`."""
    load(page, base, "locale=zh-Hans&names=1")
    corpus = ROOT / "Tests/SectionIndexCollationTests/Resources/corpus"
    text = (corpus / "zh-Hans.txt").read_text(encoding="utf-8") + (corpus / "shared.txt").read_text(encoding="utf-8")
    page.eval_on_selector(
        LIST, "(list, text) => { list.removeAttribute('demo'); list.records = text.split('\\n').filter(l => l); }", text)
    page.eval_on_selector(LIST, "list => list.updated")
    native = subprocess.run(
        [cli, "group", "--locale", "zh-Hans", "--names", "--format", "text"],
        input=text, capture_output=True, text=True, check=True).stdout
    check(page_text(page) == native, "own records: the page shows what `group --names --format text` prints")


def test_bar(page: Page, base: str) -> None:
    load(page, base, "locale=sv")
    titles = page.eval_on_selector_all(f"{LIST} >> [data-index-title]", "e => e.map(x => x.textContent)")
    check(titles[-4:] == ["Å", "Ä", "Ö", "#"], f"sv bar ends Å Ä Ö #: {''.join(titles)}")

    bar_entry(page, "G").click()
    page.wait_for_timeout(100)
    check(at_top(header_offset(page, "G")), "click G: the G header is at the top")
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
    a = box_of(bar_entry(page, "A"))
    m = box_of(bar_entry(page, "M"))
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
    list_box = box_of(page.locator(f"{LIST} >> .list"))
    page.mouse.move(list_box["x"] + 50, list_box["y"] + 100)
    page.mouse.wheel(0, 3000)
    page.wait_for_timeout(400)
    top = top_section(page)
    check(top not in (None, "A") and highlighted(page) == top,
          f"wheel: the highlight follows the list ({highlighted(page)} for {top})")


def test_collapse(page: Page, base: str) -> None:
    page.set_viewport_size({"width": 420, "height": 330})
    load(page, base, "locale=sv")
    page.wait_for_timeout(200)
    placeholders = page.locator(f"{LIST} >> [data-placeholder]").count()
    shown = page.eval_on_selector_all(f"{LIST} >> [data-index-title]", "e => e.map(x => x.textContent)")
    check(placeholders > 0, f"short window: the bar collapses ({placeholders} •, {''.join(shown)})")
    box = box_of(page.locator(f"{LIST} >> .bar"))
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


def test_keyboard(page: Page, base: str) -> None:
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


def test_right_to_left(page: Page, base: str) -> None:
    load(page, base, "locale=ar")
    bar = box_of(page.locator(f"{LIST} >> .bar"))
    items = box_of(page.locator(f"{LIST} >> .list"))
    check(bar["x"] < items["x"], "ar: the bar is on the left")


# ---- The component as a web developer uses it (issue 26) ----

SURNAMES = ("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁"
            "任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤单")
GIVEN = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红飞鹏辉斌波宇浩凯健俊帆鑫晨子轩梓涵一诺欣怡雨泽国藩雄信"


def test_on_demand_data(browser: Browser, base: str, cli: str) -> None:
    """The full build fetches a CJK locale's data file when a list first
    needs it, once, and none for other locales; a file that cannot be had
    is an error naming it."""
    page, errors = fresh(browser)
    fetched: list[str] = []
    page.on("request", lambda request: record_data_file(fetched, request))
    fixture(page, base, "<section-index-list locale='sv'></section-index-list>", ["Östen", "Anna"])
    check(fetched == [], f"on demand: sv fetches no data file {fetched}")
    corpus = ROOT / "Tests/SectionIndexCollationTests/Resources/corpus"
    text = (corpus / "ko.txt").read_text(encoding="utf-8")
    page.eval_on_selector(
        LIST, "(list, text) => { list.setAttribute('locale', 'ko'); list.records = text.split('\\n').filter(l => l); }", text)
    page.eval_on_selector(LIST, "list => list.updated")
    native = subprocess.run([cli, "group", "--locale", "ko", "--format", "text"],
                            input=text, capture_output=True, text=True, check=True).stdout
    check(page_text(page) == native, "on demand: ko shows what `group --locale ko --format text` prints")
    page.eval_on_selector(LIST, "list => { list.setAttribute('locale', 'en'); }")
    page.eval_on_selector(LIST, "list => list.updated")
    page.eval_on_selector(LIST, "list => { list.setAttribute('locale', 'ko-KR'); }")
    page.eval_on_selector(LIST, "list => list.updated")
    check(fetched == ["ko.data"], f"on demand: ko fetches ko.data once {fetched}")
    check(not errors, f"on demand: no page errors {errors[:3]}")
    page.close()
    message = without_data_file(browser, base, "ja.data", "list.setAttribute('locale', 'ja')")
    check("section-index-data/ja.data: HTTP 404" in message, f"on demand: a missing file is an error naming it ({message})")


def without_data_file(browser: Browser, base: str, name: str, change: str) -> str:
    """The error of an English list of Anna after `change` (JavaScript on
    `list`), the data file `name` answering HTTP 404."""
    page, _ = fresh(browser)
    page.route(f"**/section-index-data/{name}", lambda route: route.fulfill(status=404, body="gone"))
    fixture(page, base, "<section-index-list locale='en'></section-index-list>", ["Anna"])
    message = page.eval_on_selector(
        LIST, f"list => {{ {change}; return list.updated.then(() => 'sectioned', e => e.message); }}")
    page.close()
    return message


def test_han_on_demand(browser: Browser, base: str, cli: str) -> None:
    """han.data (the order of ideographs no tailoring lists) is fetched only
    for a list holding one, once per page, and then gives the native order;
    one that cannot be had is an error naming it."""
    page, errors = fresh(browser)
    fetched: list[str] = []
    page.on("request", lambda request: record_data_file(fetched, request))
    fixture(page, base, "<section-index-list locale='en'></section-index-list>", ["Bo", "Anna", "Zoë"])
    check(fetched == [], f"han.data: an English list without ideographs fetches nothing {fetched}")
    for records in (["Bo", "王芳", "Anna", "丁一", "\U00020000", "Zhang Wei"], ["李四", "Al", "\uF900", "\U000323B0"]):
        page.eval_on_selector(LIST, "(list, records) => { list.records = records; }", records)
        page.eval_on_selector(LIST, "list => list.updated")
        native = subprocess.run([cli, "group", "--locale", "en", "--format", "text"],
                                input="\n".join(records), capture_output=True, text=True, check=True).stdout
        check(page_text(page) == native, f"han.data: {records} show what `group --locale en --format text` prints")
    check(fetched == ["han.data"], f"han.data: fetched once for the lists with ideographs {fetched}")
    check(not errors, f"han.data: no page errors {errors[:3]}")
    page.close()
    message = without_data_file(browser, base, "han.data", "list.records = ['Bo', '王芳']")
    check("section-index-data/han.data: HTTP 404" in message, f"han.data: a missing file is an error naming it ({message})")


def chinese_names(count: int, seed: int = 26) -> list[str]:
    """`count` made-up zh-Hans names (a surname and one or two given characters), always the same."""
    import random
    rng = random.Random(seed)
    return [rng.choice(SURNAMES) + "".join(rng.choice(GIVEN) for _ in range(rng.choice((1, 2, 2))))
            for _ in range(count)]


def fixture(page: Page, base: str, body: str, records: list[Any] | None = None, head: str = "") -> None:
    """Opens a page of the caller's own: `body` (with the element), `records`
    set on it by a classic script before the module defines the element."""
    html = (f"<!doctype html><html><head><meta charset='utf-8'>{head}</head><body style='margin:0'>{body}"
            "<script>window.__records = null;</script>")
    if records is not None:
        html += "<script>document.querySelector('section-index-list').records = window.__seed;</script>"
    html += "<script type='module'>import './section-index-list.js';</script></body></html>"
    page.route(f"{base}/fixture.html", lambda route: route.fulfill(body=html, content_type="text/html"))
    if records is not None:
        page.add_init_script(f"window.__seed = {json.dumps(records, ensure_ascii=False)};")
    page.goto(f"{base}/fixture.html")
    page.wait_for_function("document.querySelector('section-index-list')?.shadowRoot.querySelector('[data-index-title]')",
                           timeout=30000)
    page.eval_on_selector(LIST, "list => list.updated")


def fresh(browser: Browser, **options: Any) -> tuple[Page, list[str]]:
    """A new page and the errors it raises."""
    page = browser.new_page(viewport=options.pop("viewport", {"width": 500, "height": 700}), **options)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return page, errors


def record_data_file(fetched: list[str], request: Request) -> None:
    """Appends the name of a data file the page asks for to `fetched`."""
    if "/section-index-data/" in request.url:
        fetched.append(request.url.rsplit("/", 1)[1])


def box_of(locator: Locator) -> FloatRect:
    """Where an element is drawn (it must be)."""
    box = locator.bounding_box()
    assert box is not None, f"{locator} is not drawn"
    return box


def rows_text(page: Page) -> list[str]:
    """The texts of the list's rows."""
    return page.eval_on_selector_all(f"{LIST} >> li", "e => e.map(x => x.textContent)")


def test_upgrade_and_objects(browser: Browser, base: str) -> None:
    page, errors = fresh(browser)
    # Records set before the element is defined (a framework that renders first).
    fixture(page, base, "<section-index-list locale='sv'></section-index-list>", ["Östen", "Anna", "Åsa", "Bo"])
    check(rows_text(page) == ["Anna", "Bo", "Åsa", "Östen"], f"records set before define are kept: {rows_text(page)}")
    # Objects: key and reading attributes.
    page.eval_on_selector(LIST, """list => { list.setAttribute('locale', 'ja'); list.setAttribute('key', 'name');
        list.setAttribute('reading', 'kana');
        list.records = [{name: '山田', kana: 'やまだ'}, {name: '佐藤', kana: 'さとう'}, {name: 'Abe'}]; }""")
    page.eval_on_selector(LIST, "list => list.updated")
    titles = page.eval_on_selector_all(f"{LIST} >> [data-section-title]", "e => e.map(x => x.dataset.sectionTitle)")
    check(rows_text(page) == ["佐藤", "山田", "Abe"] and titles == ["さ", "や", "A"],
          f"objects: key and reading attributes ({titles} {rows_text(page)})")
    # renderItem: a row of one's own, given the record and the match.
    page.eval_on_selector(LIST, """list => { list.renderItem = (r, { text }) => {
        const b = document.createElement('b'); b.className = 'mine'; b.textContent = text + ':' + (r.kana ?? '-');
        return b; }; }""")
    # (The rows' content is the element's own child, slotted into the row: the page's CSS reaches it.)
    mine = page.eval_on_selector_all(f"{LIST} > [slot] b.mine", "e => e.map(x => x.textContent)")
    check(mine == ["佐藤:さとう", "山田:やまだ", "Abe:-"], f"renderItem draws the rows: {mine}")
    # select: a click, or Enter on a focused row, gives the record itself.
    page.evaluate("""() => { window.selected = [];
        document.querySelector('section-index-list').addEventListener('select', e => selected.push(e.detail.record)); }""")
    page.locator(f"{LIST} >> li").nth(1).click()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    selected = page.evaluate("selected.map(r => r.name)")
    identical = page.evaluate("selected[0] === document.querySelector('section-index-list').records[0]")
    check(selected == ["山田", "Abe"] and identical, f"select: click and Enter give the record ({selected}, {identical})")
    check(not errors, f"upgrade and objects: no page errors {errors[:3]}")
    page.close()


def test_size_style_parts(browser: Browser, base: str) -> None:
    page, errors = fresh(browser, viewport={"width": 800, "height": 900})
    css = ("<style>section-index-list { --section-index-accent: rgb(1, 2, 3); }"
           "section-index-list::part(header) { color: rgb(4, 5, 6); }"
           "section-index-list::part(row) { letter-spacing: 1px; }</style>")
    fixture(page, base, "<p>Above</p><section-index-list locale='sv' demo></section-index-list><p>Below</p>", head=css)
    box = box_of(page.locator(LIST))
    bar = box_of(page.locator(f"{LIST} >> .bar"))
    check(box["height"] == 600 and bar["y"] + bar["height"] <= box["y"] + box["height"] + 0.5,
          f"no CSS: 600 px tall (min(600px, 100vh)), the bar inside ({box['height']}, bar {bar['height']})")
    page.set_viewport_size({"width": 800, "height": 400})
    page.wait_for_timeout(100)
    check(box_of(page.locator(LIST))["height"] == 400, "no CSS: at most the window's height")
    # The headers stick: scrolled into a section, its header is at the top.
    page.eval_on_selector(LIST, "l => { const s = l.shadowRoot.querySelector('.list'); s.scrollTop = 900; }")
    page.wait_for_timeout(100)
    stuck = page.eval_on_selector(LIST, """l => { const top = l.shadowRoot.querySelector('.list').getBoundingClientRect().top;
        const e = l.shadowRoot.elementFromPoint(l.getBoundingClientRect().left + 30, top + 5);
        return e?.closest('h2')?.dataset.sectionTitle ?? null; }""")
    check(stuck is not None, f"a header sticks at the top while scrolling ({stuck})")
    styles = page.eval_on_selector(LIST, """l => ({
        accent: getComputedStyle(l.shadowRoot.querySelector('.bar span[data-index-title]')).color,
        header: getComputedStyle(l.shadowRoot.querySelector('h2')).color,
        row: getComputedStyle(l.shadowRoot.querySelector('li')).letterSpacing,
        background: getComputedStyle(l).backgroundColor })""")
    check(styles["accent"] == "rgb(1, 2, 3)", f"--section-index-accent colours the bar ({styles['accent']})")
    check(styles["header"] == "rgb(4, 5, 6)" and styles["row"] == "1px", f"::part(header), ::part(row) ({styles})")
    parts = page.eval_on_selector(LIST, "l => ['bar', 'bubble', 'header', 'row'].map(p => !!l.shadowRoot.querySelector(`[part~=${p}]`))")
    check(all(parts), f"parts header, row, bar, bubble exist ({parts})")
    page.emulate_media(color_scheme="dark")
    dark = page.eval_on_selector(LIST, "l => getComputedStyle(l).backgroundColor")
    check(dark != styles["background"] and dark == "rgb(23, 24, 27)",
          f"prefers-color-scheme: dark ({styles['background']} -> {dark})")
    check(not errors, f"size and style: no page errors {errors[:3]}")
    page.close()


def test_events_and_scroll_to(browser: Browser, base: str) -> None:
    page, errors = fresh(browser)
    fixture(page, base, "<section-index-list locale='sv' demo></section-index-list>")
    page.evaluate("""() => { window.changes = [];
        document.querySelector('section-index-list').addEventListener('sectionchange', e => changes.push(e.detail)); }""")
    moved = page.eval_on_selector(LIST, "l => l.scrollToSection('G')")
    check(moved and at_top(header_offset(page, "G")), f"scrollToSection('G') moves there ({moved})")
    again = page.eval_on_selector(LIST, "l => l.scrollToSection('G')")
    unknown = page.eval_on_selector(LIST, "l => l.scrollToSection('Ж')")
    check(again is False and unknown is False, f"scrollToSection: false when already there ({again}) or unknown ({unknown})")
    page.wait_for_timeout(100)
    changes = page.evaluate("changes")
    index = page.eval_on_selector(LIST, "l => l.result.sections.findIndex(s => s.title === 'G')")
    check(changes[-1:] == [{"title": "G", "index": index}], f"sectionchange after a jump: {changes[-1:]}")
    bar_entry(page, "M").click()
    page.wait_for_timeout(100)
    check(page.evaluate("changes.at(-1).title") == "M", "sectionchange from the bar")
    box = box_of(page.locator(f"{LIST} >> .list"))
    page.mouse.move(box["x"] + 50, box["y"] + 100)
    page.mouse.wheel(0, 2500)
    page.wait_for_timeout(400)
    last = page.evaluate("changes.at(-1).title")
    check(last not in ("M",) and last == top_section(page), f"sectionchange from scrolling ({last}, top {top_section(page)})")
    # Letter keys on the focused bar jump, as in the terminal.
    page.locator(f"{LIST} >> .bar").focus()
    page.keyboard.press("c")
    check(top_section(page) == "C" and page.evaluate("changes.at(-1).title") == "C", f"key c: C ({top_section(page)})")
    # (Playwright presses only US-keyboard keys: ö as a keyboard layout would send it.)
    page.eval_on_selector(LIST, "l => l.shadowRoot.querySelector('.bar').dispatchEvent(new KeyboardEvent('keydown', { key: 'ö', bubbles: true }))")
    check(top_section(page) == "Ö", f"key ö: Ö ({top_section(page)})")
    check(not errors, f"events: no page errors {errors[:3]}")
    page.close()


def test_collapse_own_letters(browser: Browser, base: str) -> None:
    """The short bar keeps the language's own letters before Latin ones (as `browse`)."""
    for locale, size, own in [("sv", (390, 500), "ÅÄÖ"), ("ar", (1000, 700), "جعم")]:
        page, errors = fresh(browser, viewport={"width": size[0], "height": size[1]})
        load(page, base, f"locale={locale}")
        page.wait_for_timeout(200)
        shown = page.eval_on_selector_all(f"{LIST} >> [data-index-title]", "e => e.map(x => x.textContent)")
        collapsed = page.locator(f"{LIST} >> [data-placeholder]").count() > 0
        missing = [t for t in own if t not in shown]
        check(collapsed and not missing, f"{locale} at {size[0]}×{size[1]}: collapsed, keeps {own} ({''.join(shown)})")
        page.close()


def test_query_and_search(browser: Browser, base: str) -> None:
    page, errors = fresh(browser)
    load(page, base, "locale=zh-Hans&names=1")
    field = page.locator(f"{LIST} >> .search input")
    check(field.is_visible(), "search attribute: a search field above the list")
    first = page.locator(f"{LIST} >> .bar span").first
    check(first.get_attribute("data-search") is not None, "search attribute: the bar starts with the search entry")
    # The search entry reveals and focuses the field.
    bar_entry(page, "S").click()
    page.wait_for_timeout(100)
    box = box_of(first)
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_timeout(100)
    state = page.eval_on_selector(LIST, "l => [l.shadowRoot.querySelector('.list').scrollTop, l.shadowRoot.activeElement?.type]")
    check(state == [0, "search"], f"the search entry scrolls to the top and focuses the field ({state})")
    # Typing sets query; rows are filtered as the library's search does, matches marked.
    page.keyboard.type("zh")
    page.eval_on_selector(LIST, "l => l.updated")
    query = page.eval_on_selector(LIST, "l => l.getAttribute('query')")
    shown = rows_text(page)
    expected = page.evaluate("""async () => { const { sectionIndex } = await import('./section-index.js');
        const list = document.querySelector('section-index-list');
        const r = await sectionIndex(list.result.sections.flatMap(s => s.items), { locale: 'zh-Hans', names: true, query: 'zh' });
        return r.sections.flatMap(s => s.items); }""")
    marks = page.eval_on_selector_all(f"{LIST} >> li mark", "e => e.length")
    check(query == "zh" and shown == expected and 0 < len(shown) < 308 and marks >= len(shown),
          f"typing sets query; rows filtered like sectionIndex({{query}}) ({len(shown)} rows, {marks} marks)")
    titles = page.eval_on_selector_all(f"{LIST} >> [data-index-title]:not(.dimmed)", "e => e.map(x => x.textContent)")
    sections = page.eval_on_selector_all(f"{LIST} >> [data-section-title]", "e => e.map(x => x.dataset.sectionTitle)")
    check(set(titles) == set(sections), f"the bar dims what the query left empty ({''.join(titles)})")
    page.eval_on_selector(LIST, "l => l.setAttribute('query', '')")
    page.eval_on_selector(LIST, "l => l.updated")
    check(len(rows_text(page)) == 308 and field.input_value() == "", "an empty query shows everything again")
    check(not errors, f"query: no page errors {errors[:3]}")
    page.close()


def test_demo_page(browser: Browser, base: str) -> None:
    page, errors = fresh(browser)
    load(page, base, "locale=sv")
    paste = page.locator("#paste")
    paste.click()
    page.keyboard.type("Östen\n\nAnna\n   \nBo")
    page.wait_for_timeout(300)
    check(rows_text(page) == ["Anna", "Bo", "Östen"], f"a typed list applies as you type, blank lines skipped: {rows_text(page)}")
    check(page.locator(f"{LIST} >> .search input").is_visible(), "the demo page has a search box")
    check(not errors, f"demo page: no page errors {errors[:3]}")
    page.close()


def test_long_list(browser: Browser, base: str) -> None:
    """100,000 records: at most ~1,000 row elements; scrolling and every bar jump land right."""
    page, errors = fresh(browser)
    names = chinese_names(100_000)
    fixture(page, base, "<section-index-list locale='zh-Hans' names style='height: 100vh'></section-index-list>", names)
    count = page.eval_on_selector_all(f"{LIST} >> li", "e => e.length")
    check(0 < count <= 1000, f"100,000 records: {count} row elements")
    expected = page.evaluate("""async (names) => { const { sectionIndex } = await import('./section-index.js');
        return (await sectionIndex(names, { locale: 'zh-Hans', names: true })).sections; }""", names)
    check(page.eval_on_selector(LIST, "l => JSON.stringify(l.result.sections)") == json.dumps(expected, ensure_ascii=False, separators=(",", ":")),
          "100,000 records: the sections of sectionIndex()")
    # What is at a point of the list, by the model: the header or row there.
    probe = """(l, at) => { const list = l.shadowRoot.querySelector('.list'); const box = list.getBoundingClientRect();
        const e = l.shadowRoot.elementFromPoint(box.left + 40, box.top + at);
        const h = e?.closest('h2'); if (h) return 'h:' + h.dataset.sectionTitle;
        const li = e?.closest('li'); return li ? 'r:' + li.textContent : null; }"""
    wrong = []
    for title in [s["title"] for s in expected]:
        bar_entry(page, title).click()
        top = page.eval_on_selector(LIST, probe, 5)
        below = page.eval_on_selector(LIST, probe, 28 + 40 + 20)
        section = next(s for s in expected if s["title"] == title)
        if top != f"h:{title}" or below != f"r:{section['items'][1]}":
            wrong.append(f"{title}: {top} {below}")
    check(not wrong, f"every bar jump lands on its header and rows ({len(expected)} titles) {wrong[:3]}")
    # Scrolling: the rows on screen are the model's, wherever the list is.
    flat = []
    for s in expected:
        flat.append("h:" + s["title"])
        flat.extend("r:" + item for item in s["items"])
    bad = []
    for fraction in [0.1, 0.37, 0.5, 0.83, 0.999]:
        page.eval_on_selector(LIST, "(l, f) => { const s = l.shadowRoot.querySelector('.list'); s.scrollTop = f * (s.scrollHeight - s.clientHeight); }", fraction)
        page.wait_for_timeout(50)
        seen = [page.eval_on_selector(LIST, probe, y) for y in range(40, 660, 40)]
        if None in seen or any(x.startswith("r:") and x not in flat for x in seen):
            bad.append(f"{fraction}: {seen[:3]}")
        count = max(count, page.eval_on_selector_all(f"{LIST} >> li", "e => e.length"))
    check(not bad, f"scrolling: the rows on screen are filled and right {bad[:2]}")
    check(count <= 1000, f"scrolling: never more than 1,000 row elements ({count})")
    heads = page.eval_on_selector_all(f"{LIST} >> h2", "e => e.every(h => h.dataset.sectionTitle)")
    check(heads, "headers keep data-section-title")
    check(not errors, f"long list: no page errors {errors[:3]}")
    page.close()


def scroll_and_scrub(page: Page) -> tuple[float, list[float]]:
    """Scrolls the list 60 wheel steps, then scrubs the bar from top to bottom, with a
    long-task observer running (`window.longTasks`, left running): how far the list
    scrolled (px) and the long tasks seen meanwhile (ms)."""
    page.evaluate("""() => { window.longTasks = [];
        new PerformanceObserver((l) => { for (const e of l.getEntries()) longTasks.push(e.duration); })
          .observe({ type: 'longtask' }); }""")
    box = box_of(page.locator(f"{LIST} >> .list"))
    page.mouse.move(box["x"] + 50, box["y"] + 200)
    for _ in range(60):
        page.mouse.wheel(0, 1200)
        page.wait_for_timeout(16)
    page.wait_for_timeout(200)
    scrolled = page.eval_on_selector(LIST, "l => l.shadowRoot.querySelector('.list').scrollTop")
    bar = box_of(page.locator(f"{LIST} >> .bar"))
    page.mouse.move(bar["x"] + bar["width"] / 2, bar["y"] + 5)
    page.mouse.down()
    for i in range(120):
        page.mouse.move(bar["x"] + bar["width"] / 2, bar["y"] + 5 + (bar["height"] - 10) * i / 119)
        page.wait_for_timeout(8)
    page.mouse.up()
    page.wait_for_timeout(300)
    return scrolled, page.evaluate("longTasks")


def bench(browser: Browser, base: str, path: str) -> None:
    """Times, for FILE's records as zh-Hans names: sectioning in the page against
    Intl.Collator sorting alone; the first render (records set to rows painted)
    in a page that has just loaded; long tasks while scrolling and scrubbing."""
    records = [line for line in Path(path).read_text(encoding="utf-8").split("\n") if line.strip()]
    page, errors = fresh(browser, viewport={"width": 500, "height": 800})
    fixture(page, base, "<section-index-list locale='zh-Hans' names style='height: 100vh'></section-index-list>", [])
    result = page.evaluate(
        """async (records) => {
             const { SectionIndexEngine } = await import('./section-index.js');
             const engine = await SectionIndexEngine.create();
             // The data files zh-Hans needs (zh.data, pinyin.data), fetched before timing.
             await engine.prepare('zh-Hans', { keys: records });
             const best = (f) => { let t = Infinity; for (let i = 0; i < 3; i++) {
               const s = performance.now(); f(); t = Math.min(t, performance.now() - s); } return t; };
             const ours = best(() => engine.section('zh-Hans', { names: true, keys: records }));
             const collator = new Intl.Collator('zh-Hans');
             const intl = best(() => records.slice().sort(collator.compare));
             return { ours, intl };
           }""",
        records,
    )
    print(f"bench: {len(records)} zh-Hans names in chromium: sectioning (sections, surnames) "
          f"{result['ours']:.0f} ms, Intl.Collator sort alone {result['intl']:.0f} ms "
          f"({result['ours'] / result['intl']:.2f}×)")
    renders = []
    for _ in range(3):
        renders.append(page.eval_on_selector(LIST, """async (list, records) => {
            const start = performance.now();
            list.records = records.slice();
            await list.updated;
            await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
            return performance.now() - start; }""", records))
        rows = page.eval_on_selector_all(f"{LIST} >> li", "e => e.length")
        page.eval_on_selector(LIST, "list => { list.records = []; return list.updated; }")
    print(f"bench: first render of {len(records)} names (records set → rows painted): "
          f"{min(renders):.0f}–{max(renders):.0f} ms over 3 runs, {rows} row elements")
    page.eval_on_selector(LIST, "(list, records) => { list.records = records; return list.updated; }", records)
    scrolled, tasks = scroll_and_scrub(page)
    # The observer sees long tasks: a deliberate 80 ms one.
    page.evaluate("() => setTimeout(() => { const end = performance.now() + 80; while (performance.now() < end) {} }, 0)")
    page.wait_for_timeout(200)
    check(len(page.evaluate("longTasks")) > len(tasks), "bench: the long-task observer sees an 80 ms task")
    print(f"bench: scrolling 60 wheel steps ({scrolled:.0f} px) and scrubbing the bar over {len(records)} rows: "
          f"{len(tasks)} long tasks, longest {max(tasks, default=0):.0f} ms")
    check(not errors, f"bench: no page errors {errors[:3]}")
    page.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True, help="the native section-index binary")
    add_chromium_option(parser)
    parser.add_argument("--screenshot", help="write a screenshot of the zh-Hans demo here")
    parser.add_argument("--bench", help="a file of records to time in the page")
    args = parser.parse_args()
    with launched(args.chromium, SITE) as (_, browser, base):
        page = browser.new_page(viewport={"width": 500, "height": 700})
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        if args.screenshot:
            load(page, base, "locale=zh-Hans&names=1")
            bar_entry(page, "L").click()
            page.screenshot(path=args.screenshot)
            print(f"wrote {args.screenshot}")
        elif args.bench:
            bench(browser, base, args.bench)
        else:
            for locale in ["sv", "zh-Hans", "ja", "ar"]:
                test_content(page, base, args.cli, locale)
            test_content(page, base, args.cli, "zh-Hans", names=True)
            test_own_records(page, base, args.cli)
            test_bar(page, base)
            test_collapse(page, base)
            test_keyboard(page, base)
            test_right_to_left(page, base)
            test_upgrade_and_objects(browser, base)
            test_size_style_parts(browser, base)
            test_events_and_scroll_to(browser, base)
            test_collapse_own_letters(browser, base)
            test_query_and_search(browser, base)
            test_demo_page(browser, base)
            test_long_list(browser, base)
            test_on_demand_data(browser, base, args.cli)
            test_han_on_demand(browser, base, args.cli)
        check(not errors, f"no page errors {errors[:3]}")
    finish("web")


if __name__ == "__main__":
    main()
