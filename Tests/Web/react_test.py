#!/usr/bin/env python3
"""<section-index-list> in React 18 (issue 34): Tests/Web/react/ bundled by
esbuild with Debian's React (node-react, node-react-dom), rendered on the
server with renderToString in Node, hydrated in Playwright's chromium (Debian's),
locale and records changed through props, select and sectionchange handled.

    python3 Tests/Web/react_test.py [--chromium PATH]

Needs .build/web (Scripts/build-web.sh) and the esbuild command.
"""

import argparse
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from harness import ROOT, add_chromium_option, check, finish, launched
from playwright.sync_api import Browser, Page

NODE_MODULES = Path("/usr/share/nodejs")
LIST = "section-index-list"


def project() -> Path:
    """A project of one's own: the app, the package installed, React from Debian."""
    folder = Path(tempfile.mkdtemp(prefix="section-index-react-"))
    for file in (ROOT / "Tests/Web/react").iterdir():
        shutil.copy(file, folder / file.name)
    (folder / "package.json").write_text('{ "type": "module", "private": true }\n')
    modules = folder / "node_modules"
    modules.mkdir()
    (modules / "section-index").symlink_to(ROOT / ".build/web/package")
    for name in ["react", "react-dom", "scheduler"]:
        (modules / name).symlink_to(NODE_MODULES / name)
    return folder


def bundle(folder: Path) -> tuple[str, Path]:
    """The server's page (the server bundle run by node) and the client bundle."""
    production = ["--jsx=automatic", "--define:process.env.NODE_ENV=\"production\"", "--log-level=warning"]
    # Debian's React packages require each other from /usr/share/nodejs.
    environment = {**os.environ, "NODE_PATH": str(NODE_MODULES)}
    subprocess.run(["esbuild", "server.jsx", "--bundle", "--platform=node", "--format=esm", "--packages=external",
                    "--outfile=server.mjs", *production], cwd=folder, check=True, env=environment)
    html = subprocess.run(["node", "server.mjs"], cwd=folder, check=True, capture_output=True, text=True,
                          env=environment).stdout
    subprocess.run(["esbuild", "client.jsx", "--bundle", "--platform=browser", "--format=esm",
                    "--outfile=react-client.js", *production], cwd=folder, check=True, env=environment)
    return html, folder / "react-client.js"


def rows(page: Page) -> list[str]:
    """The texts of the list's rows."""
    return page.eval_on_selector_all(f"{LIST} >> li", "e => e.map(x => x.textContent)")


def titles(page: Page) -> str:
    """The section titles, joined by spaces."""
    return page.eval_on_selector(LIST, "l => l.result?.sections.map(s => s.title).join(' ')")


def test_react(browser: Browser, base: str, html: str, client: Path) -> None:
    check('<section-index-list class="people" locale="sv" search="Find"></section-index-list>' in html,
          f"renderToString in Node: the element's tag and attributes, importing the module did not throw ({html[:200]}…)")
    page = browser.new_page(viewport={"width": 500, "height": 700})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.route(f"{base}/web/react.html", lambda route: route.fulfill(body=html, content_type="text/html"))
    page.route(f"{base}/web/react-client.js",
               lambda route: route.fulfill(body=client.read_bytes(), content_type="text/javascript"))
    page.goto(f"{base}/web/react.html")
    page.wait_for_function("window.hydrated && document.querySelector('section-index-list').result")
    page.eval_on_selector(LIST, "l => l.updated")
    height = page.eval_on_selector(LIST, "l => l.getBoundingClientRect().height")
    check(height == 400, f"the page's CSS sizes it through its class ({height})")
    hydration = page.evaluate("window.hydrationErrors")
    check(hydration == [], f"hydrated without a mismatch ({hydration})")
    check(titles(page) == "A B K Z Å Ö" and rows(page)[:2] == ["Anna", "Bo"],
          f"records set in an effect: Swedish sections ({titles(page)})")
    check(page.text_content("#section") == "A", f"sectionchange handled: the first section ({page.text_content('#section')})")
    page.click("#german")
    page.wait_for_function("document.querySelector('section-index-list').getAttribute('locale') === 'de'")
    page.eval_on_selector(LIST, "l => l.updated")
    check(titles(page) == "A B K O Z" and rows(page)[:3] == ["Anna", "Åsa", "Bo"],
          f"locale through props: German sections, Å with A ({titles(page)})")
    page.click("#add")
    page.wait_for_function("document.querySelector('section-index-list').records.length === 36")
    page.eval_on_selector(LIST, "l => l.updated")
    check(rows(page)[:4] == ["Anna", "Ärla", "Åsa", "Bo"], f"records through props: Ärla added ({rows(page)[:4]})")
    page.locator(f"{LIST} >> li", has_text="Åsa").click()
    check(page.text_content("#opened") == "3 Åsa", f"select handled: the record itself ({page.text_content('#opened')})")
    moved = page.eval_on_selector(LIST, "l => l.scrollToSection('K')")
    page.wait_for_function("document.querySelector('#section').textContent !== 'A'")
    check(moved and page.text_content("#section") == "K",
          f"sectionchange handled after a jump ({moved}, {page.text_content('#section')})")
    check(not errors, f"react: no page or console errors {errors[:3]}")
    page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_chromium_option(parser)
    args = parser.parse_args()
    folder = project()
    try:
        html, client = bundle(folder)
        with launched(args.chromium, ROOT / ".build") as (_, browser, base):
            test_react(browser, base, html, client)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    finish("React")


if __name__ == "__main__":
    os.environ.setdefault("NODE_ENV", "production")
    main()
