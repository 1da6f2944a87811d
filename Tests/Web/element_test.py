#!/usr/bin/env python3
"""Browser tests of <section-index-list> as a web developer's own page uses it
(issues 34 and 36): Playwright driving Debian's chromium.

    python3 Tests/Web/element_test.py [--chromium PATH]

Serves .build (Scripts/build-web.sh wrote web/ and web-locales-en-de-sv-fr/)
and checks: every option is an attribute and a property, before and after the
element is defined, one sectioning per batch of changes; the module loaded
twice; rows of renderItem in the page's CSS with their own heights, jumps
exact; error and warning events and the error state; configure({ baseURL })
and a file:// page load the wasm and data files; highlighting keeps the
record's text; the accessibility structure and letter keys on rows; typing
in the search field gives the library's answer for each query; lists
sectioned in a Web Worker give the same sections, search and errors.
"""

import argparse
import functools
import json
import sys
from pathlib import Path
from typing import Any

from harness import ROOT, add_chromium_option, at_top, check, finish, launched
from playwright.sync_api import Browser, Page, Playwright, Route, ViewportSize

LIST = "section-index-list"
LOCALES = "web-locales-en-de-sv-fr"


def open_page(browser: Browser, base: str, body: str, before: str = "", head: str = "", build: str = "web",
              module: str = "./section-index-list.js", wait: bool = True, viewport: ViewportSize | None = None,
              after: str = "") -> tuple[Page, list[str]]:
    """A page of one's own in `build`: `before` runs (a classic script) before
    the module defines the element, `after` in the module, after its import."""
    page = browser.new_page(viewport=viewport or {"width": 500, "height": 700})
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    html = (f"<!doctype html><html><head><meta charset='utf-8'>{head}</head><body style='margin:0'>{body}"
            f"<script>window.events = []; {before}</script>"
            f"<script type='module'>import '{module}'; {after}</script></body></html>")
    url = f"{base}/{build}/element-fixture.html"
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html"))
    page.goto(url)
    page.wait_for_function("!!customElements.get('section-index-list')")
    if wait:
        page.eval_on_selector(LIST, "l => l.updated.catch(() => {})")
    return page, errors


def record_events(page: Page, *names: str) -> None:
    """Records the list's events of these names in `events`: [name, error message]."""
    page.eval_on_selector(LIST, """(l, names) => { for (const name of names)
        l.addEventListener(name, (e) => events.push([name, e.detail?.error?.message ?? e.detail?.message ?? null])); }""",
        list(names))


def rows(page: Page) -> list[str]:
    """The texts of the list's rows."""
    return page.eval_on_selector_all(f"{LIST} >> li", "e => e.map(x => x.textContent)")


def header_offset(page: Page, title: str) -> float | None:
    """How far a section's header is from the top of the list, or None."""
    return page.eval_on_selector(LIST, """(l, title) => {
        const h = l.shadowRoot.querySelector(`[data-section-title="${title}"]`);
        if (!h) return null;
        return h.parentElement.getBoundingClientRect().top - l.shadowRoot.querySelector('.list').getBoundingClientRect().top; }""",
        title)


def test_properties(browser: Browser, base: str) -> None:
    # Set as properties before the element is defined (a framework rendering first).
    before = """const l = document.querySelector('section-index-list');
        l.locale = 'sv'; l.names = true; l.key = 'name'; l.search = 'Find'; l.query = '';
        l.records = [{name: 'Östen'}, {name: 'Anna'}, {name: 'Åsa'}];"""
    page, errors = open_page(browser, base, "<section-index-list></section-index-list>", before=before)
    state = page.eval_on_selector(LIST, """l => ({ locale: l.getAttribute('locale'), names: l.hasAttribute('names'),
        key: l.getAttribute('key'), search: l.getAttribute('search'),
        placeholder: l.shadowRoot.querySelector('.search input').placeholder,
        own: Object.keys(l).filter(k => ['locale', 'names', 'key', 'search', 'query', 'records'].includes(k)) })""")
    check(state == {"locale": "sv", "names": True, "key": "name", "search": "Find", "placeholder": "Find", "own": []},
          f"properties set before define become the attributes ({state})")
    check(rows(page) == ["Anna", "Åsa", "Östen"], f"... and section the records ({rows(page)})")
    # Each option both ways after define.
    both = page.eval_on_selector(LIST, """l => {
        const out = {};
        l.locale = 'de'; out.locale = l.getAttribute('locale');
        l.setAttribute('locale', 'fr'); out.localeProperty = l.locale;
        l.names = false; out.names = l.hasAttribute('names');
        l.setAttribute('names', 'false'); out.namesFalse = l.names;
        l.demo = 0; out.demo = l.hasAttribute('demo');
        l.reading = 'kana'; out.reading = l.getAttribute('reading');
        l.reading = null; out.readingGone = l.hasAttribute('reading');
        l.query = 'an'; out.query = l.getAttribute('query');
        l.setAttribute('query', 'ås'); out.queryProperty = l.query;
        l.search = false; out.search = l.hasAttribute('search');
        l.setAttribute('search', ''); out.searchProperty = l.search;
        const f = (r) => r.name; l.key = f; out.keyFunction = l.key === f && !l.hasAttribute('key');
        l.setAttribute('key', 'name'); out.keyAttribute = l.key;
        return out; }""")
    check(both == {"locale": "de", "localeProperty": "fr", "names": False, "namesFalse": True, "demo": False,
                   "reading": "kana", "readingGone": False, "query": "an", "queryProperty": "ås", "search": False,
                   "searchProperty": True, "keyFunction": True, "keyAttribute": "name"},
          f"each option set either way reads back both ways; booleans by presence ({both})")
    # One sectioning a batch of changes.
    count = page.eval_on_selector(LIST, """async l => {
        await l.updated; let n = 0; l.addEventListener('sectioned', () => n++);
        l.removeAttribute('query'); l.locale = 'sv'; l.names = true; l.setAttribute('key', 'name');
        l.reading = 'kana'; l.records = [{name: 'Bo'}, {name: 'Åke', kana: 'Åke'}];
        await l.updated; await new Promise(r => setTimeout(r, 50)); return n; }""")
    check(count == 1 and rows(page) == ["Bo", "Åke"], f"six changes in one task: one sectioning ({count}, {rows(page)})")
    # key as a function, sections by it.
    page.eval_on_selector(LIST, "l => { l.key = (r) => r.name.toUpperCase(); l.reading = null; return l.updated; }")
    check(rows(page) == ["BO", "ÅKE"], f"key as a function ({rows(page)})")
    # The query property filters.
    page.eval_on_selector(LIST, "l => { l.key = 'name'; l.query = 'bo'; return l.updated; }")
    check(rows(page) == ["Bo"], f"the query property filters ({rows(page)})")
    # onselect, HTMLElement's own handler of select events, gets the record (as the README says).
    page.eval_on_selector(LIST, "l => { l.onselect = (e) => { window.selected = e.detail.record; }; }")
    page.locator(f"{LIST} >> li").first.click()
    check(page.evaluate("window.selected") == {"name": "Bo"}, f"onselect: the record ({page.evaluate('window.selected')})")
    check(not errors, f"properties: no page errors {errors[:3]}")
    page.close()


def test_defined_twice(browser: Browser, base: str) -> None:
    page, errors = open_page(browser, base, "<section-index-list locale='sv'></section-index-list>",
                             before="document.querySelector('section-index-list').records = ['Bo', 'Anna'];")
    page.evaluate("() => import('./section-index-list.js?copy=2')")
    page.evaluate("() => import('./section-index-list.js?copy=3')")
    check(not errors and rows(page) == ["Anna", "Bo"], f"the module from two more URLs: harmless ({errors[:2]})")
    page.close()


def test_own_rows(browser: Browser, base: str) -> None:
    """renderItem: the page's CSS reaches the rows; rows of three heights;
    jumps exact; rows placed one after another."""
    css = ("<style>section-index-list { height: 500px; }"
           ".person { color: rgb(9, 8, 7); } .person .tall { display: block; height: 70px; }"
           ".person .short { display: block; height: 24px; }</style>")
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    records = [f"{letters[i % 26]}{letters[(i // 26) % 26].lower()}name {i}" for i in range(3000)]
    before = f"""const l = document.querySelector('section-index-list'); l.records = {json.dumps(records)};
        l.renderItem = (r, {{ text }}) => {{ const d = document.createElement('div'); d.className = 'person';
          const n = Number(text.split(' ')[1]);
          d.innerHTML = `<span class="${{n % 3 === 0 ? 'tall' : n % 3 === 1 ? 'short' : ''}}"></span>`;
          d.append(text); return d; }};"""
    page, errors = open_page(browser, base, "<section-index-list locale='en'></section-index-list>", before=before,
                             head=css)
    color = page.eval_on_selector(f"{LIST} .person", "e => getComputedStyle(e).color")
    check(color == "rgb(9, 8, 7)", f"renderItem: the page's CSS styles the rows ({color})")
    check(page.eval_on_selector_all(f"{LIST} > [slot]", "e => e.length") <= 1000, "renderItem: only drawn rows are in the light DOM")

    def placed() -> dict[str, Any]:
        return page.eval_on_selector(LIST, """l => {
            const bad = []; const heights = new Set();
            for (const ul of l.shadowRoot.querySelectorAll('ul')) {
              const items = [...ul.children].map(li => li.getBoundingClientRect());
              items.forEach(r => heights.add(Math.round(r.height)));
              for (let i = 1; i < items.length; i++)
                if (Math.abs(items[i - 1].bottom - items[i].top) > 0.5) bad.push([i, items[i - 1].bottom, items[i].top]);
            }
            return { bad: bad.slice(0, 3), heights: [...heights].sort((a, b) => a - b) }; }""")
    first = placed()
    check(not first["bad"] and len(first["heights"]) >= 3,
          f"rows of their own heights, one after another ({first})")
    for title in ["M", "C", "X", "B", "Z"]:
        moved = page.eval_on_selector(LIST, "(l, t) => l.scrollToSection(t)", title)
        offset = header_offset(page, title)
        check(moved and offset is not None and abs(offset) < 1, f"scrollToSection('{title}') lands exactly ({offset})")
    for title in ["G", "T", "D"]:
        page.locator(f"{LIST} >> [data-index-title=\"{title}\"]").click()
        offset = header_offset(page, title)
        check(offset is not None and abs(offset) < 1, f"the bar's {title} lands exactly ({offset})")
    # Scrolled through by the wheel, rows stay in place.
    box = page.locator(LIST).bounding_box()
    assert box is not None, "the list is drawn"
    page.mouse.move(box["x"] + 100, box["y"] + 200)
    for _ in range(20):
        page.mouse.wheel(0, 700)
    page.wait_for_timeout(200)
    after = placed()
    check(not after["bad"], f"scrolled: rows still one after another ({after['bad']})")
    check(not errors, f"own rows: no page errors {errors[:3]}")
    page.close()


def test_errors(browser: Browser, base: str) -> None:
    # A locale this build lacks (a --locales build).
    page, errors = open_page(browser, base, "<section-index-list locale='sv'></section-index-list>", build=LOCALES,
                             before="document.querySelector('section-index-list').records = ['Anna'];")
    record_events(page, "error", "warning")
    state = page.eval_on_selector(LIST, """async l => { l.locale = 'ja'; await l.updated.catch(() => {});
        const box = l.shadowRoot.querySelector('[part=error]');
        return { shown: box.checkVisibility(), text: box.textContent, state: l.matches(':state(error)'),
                 error: l.error?.message, rows: l.shadowRoot.querySelectorAll('li').length }; }""")
    events = page.evaluate("events")
    check(events and events[-1][0] == "error" and "no data for ja" in events[-1][1],
          f"a locale not in this build: an error event naming it ({events})")
    check(state["shown"] and "ja" in state["text"] and state["state"] and state["rows"] == 0,
          f"... and the error state, visible, :state(error), no rows ({state})")
    same = page.evaluate("""async () => { const { sectionIndex } = await import('./section-index.js');
        return sectionIndex(['Anna'], { locale: 'ja' }).then(() => null, (e) => e.message); }""")
    check(same == state["error"], f"sectionIndex() rejects with the same message ({same})")
    page.eval_on_selector(LIST, "l => { l.locale = 'sv'; return l.updated; }")
    cleared = page.eval_on_selector(LIST, "l => [l.matches(':state(error)'), l.error, l.shadowRoot.querySelector('[part=error]').checkVisibility()]")
    check(cleared == [False, None, False] and rows(page) == ["Anna"], f"a good locale again clears the error ({cleared})")
    # Records neither strings nor objects.
    message = page.eval_on_selector(LIST, "async l => { l.records = ['Anna', 42]; await l.updated.catch(() => {}); return l.error?.message; }")
    check(message == "section-index: record 1 is number, not a string or an object" and page.evaluate("events.at(-1)[0]") == "error",
          f"a record neither string nor object: an error naming it ({message})")
    # An unknown locale: root's A–Z, with a warning.
    page.eval_on_selector(LIST, "async l => { l.records = ['Anna', 'Bo']; l.locale = 'xx'; await l.updated; }")
    events = page.evaluate("events")
    check(events[-1] == ["warning", "unknown locale 'xx'; using root (A–Z)"] and rows(page) == ["Anna", "Bo"],
          f"an unknown locale: root's sections and a warning event ({events[-1]})")
    check(not errors, f"errors: no page errors (the failures are events) {errors[:3]}")
    page.close()
    # A data file that cannot be fetched, and one that is broken.
    for name, answer in [("404", {"status": 404, "body": "not here"}), ("broken", {"status": 200, "body": "<html>oops</html>"})]:
        page, errors = open_page(browser, base, "<section-index-list locale='en'></section-index-list>",
                                 before="document.querySelector('section-index-list').records = ['Anna'];")
        page.route("**/section-index-data/ja.data", functools.partial(lambda answer, route: route.fulfill(**answer), answer))
        record_events(page, "error")
        message = page.eval_on_selector(LIST, "async l => { l.locale = 'ja'; await l.updated.catch(() => {}); return l.error?.message; }")
        events = page.evaluate("events")
        check(message and "ja.data" in message and events == [["error", message]],
              f"a data file {name}: an error event naming it ({message})")
        same = page.evaluate("""async () => { const { sectionIndex } = await import('./section-index.js');
            return sectionIndex(['Anna'], { locale: 'ja' }).then(() => null, (e) => e.message); }""")
        check(same == message, f"... sectionIndex() rejects with the same message ({same})")
        check(not errors, f"data file {name}: no page errors {errors[:3]}")
        page.close()


def test_configure(browser: Browser, base: str) -> None:
    """configure({ baseURL }) after the import, in the same module: the wasm
    and data files come from that folder (a CDN), none from beside the module."""
    page = browser.new_page(viewport={"width": 500, "height": 700})
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    asked = []
    page.on("request", lambda request: asked.append(request.url))
    web = ROOT / ".build/web"

    def cdn(route: Route) -> None:
        path = route.request.url.split("/cdn/section-index/", 1)[1]
        route.fulfill(body=(web / path).read_bytes(), status=200,
                      content_type="application/wasm" if path.endswith(".wasm") else "application/octet-stream")

    page.route("**/cdn/section-index/**", cdn)
    html = ("<!doctype html><meta charset='utf-8'><body style='margin:0'>"
            "<section-index-list locale='ja'></section-index-list><script type='module'>"
            "import { configure } from './section-index-list.js';"
            "configure({ baseURL: 'https://cdn.example.com/cdn/section-index' });"
            "document.querySelector('section-index-list').records = ['やまだ', 'さとう', '王芳'];</script>")
    url = f"{base}/web/configure-fixture.html"
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html"))
    page.goto(url)
    page.wait_for_function("!!customElements.get('section-index-list')")
    page.eval_on_selector(LIST, "l => l.updated.catch(() => {})")
    titles = page.eval_on_selector(LIST, "l => l.error?.message ?? l.result.sections.map(s => s.title).join(' ')")
    from_cdn = sorted(u.split("/cdn/section-index/")[1] for u in asked if "/cdn/section-index/" in u)
    beside = [u for u in asked if u.startswith(base) and (u.endswith(".wasm") or "section-index-data" in u)]
    check(titles == "あ さ や" and "section-index-web.wasm" in from_cdn and "section-index-data/ja.data" in from_cdn
          and not beside, f"configure({{ baseURL }}): the wasm and ja.data from the CDN ({titles}; {from_cdn}; beside: {beside})")
    check(not errors, f"configure: no page errors {errors[:3]}")
    page.close()
    # A folder relative to the page: another build's (en,de,sv,fr, which has no Japanese).
    records = "document.querySelector('section-index-list').records = ['やまだ'];"
    page, errors = open_page(browser, base, "<section-index-list locale='ja'></section-index-list>", wait=False,
                             before=records, after=f"import {{ configure }} from './section-index.js';"
                                                   f"configure({{ baseURL: '../{LOCALES}' }});")
    message = page.eval_on_selector(LIST, "l => l.updated.then(() => null, (e) => e.message)")
    check(message is not None and "this build has no data for ja" in message,
          f"configure with a folder relative to the page: that build's wasm ({message})")
    page.close()
    # Too late for an element that made its engine: it keeps its folder for its data files too.
    # (Swedish first; Japanese, which needs ja.data, once the folder changed: that build has none.)
    page, errors = open_page(browser, base, "<section-index-list locale='sv'></section-index-list>",
                             before="document.querySelector('section-index-list').records = ['やまだ', 'さとう'];")
    shown = page.eval_on_selector(LIST, f"""async l => {{ await l.updated;
        (await import('./section-index.js')).configure({{ baseURL: '../{LOCALES}' }});
        l.locale = 'ja'; return l.updated.then(() => l.result.sections.map(s => s.title).join(' '), (e) => e.message); }}""")
    check(shown == "さ や", f"configure after an element made its engine: its wasm and data files from one folder ({shown})")
    check(not errors, f"configure: no page errors {errors[:3]}")
    page.close()


def test_file_page(playwright: Playwright, chromium: str) -> None:
    """A file:// page (a WebView, Electron): the browser is not taken for Node
    (no node:fs import); the wasm and a data file load from beside the module."""
    browser = playwright.chromium.launch(executable_path=chromium,
                                         args=["--no-sandbox", "--allow-file-access-from-files"])
    fixture = ROOT / ".build/web/file-fixture.html"
    fixture.write_text("<!doctype html><meta charset='utf-8'><body style='margin:0'>"
                       "<section-index-list locale='ja'></section-index-list>"
                       "<script type='module'>import './section-index-list.js';"
                       "document.querySelector('section-index-list').records = ['やまだ', 'さとう', 'Anna'];</script>",
                       encoding="utf-8")
    try:
        page = browser.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(fixture.as_uri())
        page.wait_for_function("!!customElements.get('section-index-list')")
        page.eval_on_selector(LIST, "l => l.updated.catch(() => {})")
        shown = page.eval_on_selector(LIST, "l => l.error?.message ?? l.result.sections.map(s => s.title + ':' + s.items.join(',')).join(' ')")
        check(shown == "さ:さとう や:やまだ A:Anna", f"a file:// page: the wasm and ja.data load ({shown})")
        check(not errors, f"file:// page: no page errors {errors[:3]}")
    finally:
        fixture.unlink()
        browser.close()


def test_highlight(browser: Browser, base: str) -> None:
    page, errors = open_page(browser, base, "<section-index-list locale='fr' query='emile zo'></section-index-list>",
                             before="document.querySelector('section-index-list').records = ['Émile Zola', 'Zoé Émile', 'Anna'];")
    shown = page.eval_on_selector_all(f"{LIST} >> li", "e => e.map(x => x.innerText)")
    marks = page.eval_on_selector_all(f"{LIST} >> li mark", "e => e.map(x => x.textContent)")
    check(shown == ["Émile Zola", "Zoé Émile"] and marks == ["Émile", "Zo", "Zo", "Émile"],
          f"highlighting keeps the record's text, spaces included ({shown}, {marks})")
    page.close()


def test_accessibility(browser: Browser, base: str) -> None:
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    records = [f"{letters[i % 26]}name {i}" for i in range(5200)]
    page, errors = open_page(browser, base, "<section-index-list locale='en'></section-index-list>",
                             before=f"document.querySelector('section-index-list').records = {json.dumps(records)};")
    structure = page.eval_on_selector(LIST, """l => {
        const root = l.shadowRoot;
        const lists = [...root.querySelectorAll('ul')];
        return { roleList: root.querySelectorAll('[role=list] > section, [role=list] > h2').length,
                 labelled: lists.every(ul => root.getElementById(ul.getAttribute('aria-labelledby'))?.tagName === 'H2'),
                 sizes: [...root.querySelectorAll('li')].slice(0, 3).map(li => [li.getAttribute('aria-posinset'), li.getAttribute('aria-setsize')]) }; }""")
    check(structure["roleList"] == 0 and structure["labelled"], f"each section a list labelled by its heading ({structure})")
    check(structure["sizes"] == [["1", "200"], ["2", "200"], ["3", "200"]], f"rows: aria-posinset of aria-setsize in the section ({structure['sizes']})")
    page.eval_on_selector(LIST, "l => l.scrollToSection('K')")
    page.wait_for_timeout(100)
    deep = page.eval_on_selector(LIST, """l => { const top = l.shadowRoot.querySelector('.list').getBoundingClientRect().top;
        const li = [...l.shadowRoot.querySelectorAll('li')].find(li => li.getBoundingClientRect().top > top + 300);
        return [li.getAttribute('aria-posinset'), li.getAttribute('aria-setsize'), l.shadowRoot.querySelectorAll('li').length]; }""")
    check(deep[0] is not None and int(deep[0]) > 1 and deep[1] == "200" and deep[2] < 5200, f"a long list: positions in the whole section, not the drawn rows ({deep})")
    # A letter key on a focused row jumps, focuses the section's first row and is announced.
    page.eval_on_selector(LIST, "l => l.shadowRoot.querySelector('li').focus()")
    page.keyboard.press("m")
    page.wait_for_timeout(50)
    focus = page.eval_on_selector(LIST, """l => [l.shadowRoot.activeElement?.textContent,
        l.shadowRoot.querySelector('.live').textContent, l.result.sections.find(s => s.title === 'M').items[0]]""")
    check(focus[0] == focus[2] and focus[1] == "M" and at_top(header_offset(page, "M")),
          f"a letter on a row: jumps to M, its first row focused, announced ({focus})")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("r")
    page.wait_for_timeout(50)
    live = page.eval_on_selector(LIST, "l => l.shadowRoot.querySelector('.live').textContent")
    check(live == "R" and at_top(header_offset(page, "R")), f"another letter: R, announced ({live})")
    # Letter keys on the bar are announced too, as the arrows are.
    page.eval_on_selector(LIST, "l => l.shadowRoot.querySelector('.bar').focus()")
    page.keyboard.press("c")
    live = page.eval_on_selector(LIST, "l => l.shadowRoot.querySelector('.live').textContent")
    check(live == "C", f"a letter on the bar is announced ({live})")
    check(not errors, f"accessibility: no page errors {errors[:3]}")
    page.close()


def test_typing(browser: Browser, base: str) -> None:
    """Each query typed gives the rows sectionIndex({query}) gives, the
    previous matches searched again or not; keystrokes faster than the search
    give the last query's rows."""
    import random
    rng = random.Random(36)
    first = ["Anna", "Anders", "Mark", "Maria", "Marta", "Émile", "Zoé", "John", "Joanna", "Wang", "Li", "Chen"]
    last = ["Zola", "Smith", "Smythe", "Marković", "Mårtensson", "Wang", "Lindqvist", "Jonsson", "Andersson"]
    records = [f"{rng.choice(first)} {rng.choice(last)}" for _ in range(20000)]
    page, errors = open_page(browser, base, "<section-index-list locale='sv' search></section-index-list>",
                             before=f"document.querySelector('section-index-list').records = {json.dumps(records)};")
    field = page.locator(f"{LIST} >> .search input")
    field.click()
    expected = """async (query) => { const { sectionIndex } = await import('./section-index.js');
        const l = document.querySelector('section-index-list');
        const r = await sectionIndex(l.records, { locale: 'sv', query });
        return r.sections.map(s => s.title + ':' + s.items.length).join(' '); }"""
    shown = "l => l.result.sections.map(s => s.title + ':' + s.items.length).join(' ')"
    ok = True
    for query in ["m", "ma", "mar", "mart", "marte", "marten", "marte", "mar", "mar s", "mar sm"]:
        field.fill(query)
        page.eval_on_selector(LIST, "l => l.updated")
        got = page.eval_on_selector(LIST, shown)
        want = page.evaluate(expected, query)
        if got != want:
            ok = False
            print(f"     {query!r}: {got[:80]} != {want[:80]}")
    check(ok, "each query typed (longer, shorter, another word): the rows of sectionIndex({query})")
    field.fill("")
    page.eval_on_selector(LIST, "l => l.updated")
    field.press_sequentially("joanna sm", delay=0)
    page.eval_on_selector(LIST, "l => l.updated")
    got = page.eval_on_selector(LIST, shown)
    want = page.evaluate(expected, "joanna sm")
    check(got == want and page.eval_on_selector(LIST, "l => l.query") == "joanna sm",
          f"keystrokes faster than the search: the last query's rows ({got[:60]})")
    check(not errors, f"typing: no page errors {errors[:3]}")
    page.close()


SECTIONS = "l => l.result.sections.map(s => s.title + ':' + s.items.join('|')).join(' ')"


def test_worker(browser: Browser, base: str) -> None:
    """Lists past `workerThreshold` are sectioned in a Web Worker: the same
    sections, search and bar as in the page's thread, and the same errors,
    as `error` events and rejections."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from web_test import chinese_names
    records = chinese_names(3000) + ["Anna Berg", "Émile Zola", "佐藤", "김철수"]
    page, errors = open_page(browser, base, "<section-index-list locale='zh-Hans' names search></section-index-list>",
                             wait=False)
    shown = {}
    for where, threshold in [("thread", "false"), ("worker", "0")]:
        shown[where] = page.eval_on_selector(LIST, f"""async (l, records) => {{
            const {{ configure }} = await import('./section-index.js');
            configure({{ workerThreshold: {threshold} }});
            l.records = records.slice(); await l.updated;
            const sections = ({SECTIONS})(l);
            l.query = 'zh w'; await l.updated;
            const found = ({SECTIONS})(l);
            l.query = ''; await l.updated;
            return [sections, found, l.shadowRoot.querySelectorAll('[data-index-title]').length]; }}""", records)
    workers = page.evaluate("performance.getEntriesByType('resource').filter(e => e.name.endsWith('/section-index-worker.js')).length")
    check(workers == 1, f"workerThreshold 0: the list is sectioned in section-index-worker.js ({workers} loaded)")
    check(shown["worker"] == shown["thread"] and len(shown["thread"][0]) > 1000,
          "... the same sections, search answers and bar as in the page's thread")
    same = page.evaluate("""async (records) => { const { sectionIndex, configure } = await import('./section-index.js');
        const run = async (threshold) => { configure({ workerThreshold: threshold });
            const r = await sectionIndex(records, { locale: 'zh-Hans', names: true, query: 'li' });
            return JSON.stringify(r); };
        return [await run(false), await run(0)]; }""", records)
    check(same[0] == same[1], "sectionIndex() in a worker: the answer of the page's thread")
    check(not errors, f"worker: no page errors {errors[:3]}")
    page.close()
    # Errors from the worker: a data file not served, a locale the build lacks.
    for build, locale, route, text in [("web", "ja", "**/section-index-data/ja.data", "ja.data"),
                                       (LOCALES, "ja", None, "no data for ja")]:
        messages = {}
        for where, threshold in [("thread", "false"), ("worker", "0")]:
            page, errors = open_page(browser, base, "<section-index-list locale='en'></section-index-list>", build=build,
                                     wait=False)
            if route:
                page.context.route(route, lambda r: r.fulfill(status=404, body="not here"))
            record_events(page, "error")
            messages[where] = page.eval_on_selector(LIST, f"""async (l, locale) => {{
                const {{ configure, sectionIndex }} = await import('./section-index.js');
                configure({{ workerThreshold: {threshold} }});
                l.records = ['Anna', 'さとう']; l.locale = locale; await l.updated.catch(() => {{}});
                const rejected = await sectionIndex(['Anna'], {{ locale }}).then(() => null, (e) => e.message);
                return [l.error?.message, events.map(e => e[0]).join(), rejected]; }}""", locale)
            check(not errors, f"{build} {locale} in the {where}: no page errors {errors[:3]}")
            page.close()
        check(messages["worker"] == messages["thread"] and text in (messages["worker"][0] or "")
              and messages["worker"][1] == "error" and messages["worker"][2] == messages["worker"][0],
              f"{text}: the worker's error is the same error event and rejection ({messages['worker']})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_chromium_option(parser)
    args = parser.parse_args()
    with launched(args.chromium, ROOT / ".build") as (playwright, browser, base):
        test_properties(browser, base)
        test_defined_twice(browser, base)
        test_own_rows(browser, base)
        test_errors(browser, base)
        test_configure(browser, base)
        test_file_page(playwright, args.chromium)
        test_highlight(browser, base)
        test_accessibility(browser, base)
        test_typing(browser, base)
        test_worker(browser, base)
    finish("element")


if __name__ == "__main__":
    main()
