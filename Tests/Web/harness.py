"""What the browser tests share: checks that count failures, the build
served over HTTP, and Playwright driving Debian's chromium.

    from harness import check, finish, launched

    with launched(args.chromium, ROOT / ".build") as (playwright, browser, base):
        page = browser.new_page()
        ...
    finish("element")
"""

import argparse
import functools
import http.server
import shutil
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Playwright, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
failures: list[str] = []


def check(condition: object, message: str) -> None:
    """Prints `ok` or `FAIL` and the message; a failure is counted for `finish`."""
    print(f"{'ok  ' if condition else 'FAIL'} {message}")
    if not condition:
        failures.append(message)


def at_top(offset: float | None) -> bool:
    """Whether a header's offset from the top of the list (None: no such
    header) is within a pixel of 0."""
    return offset is not None and abs(offset) < 1


def finish(what: str) -> None:
    """Exits 1 with the number of failed checks, if any failed."""
    if failures:
        print(f"{len(failures)} {what} check(s) failed")
        sys.exit(1)


def add_chromium_option(parser: argparse.ArgumentParser) -> None:
    """`--chromium PATH`: Debian's chromium by default."""
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium",
                        help="the chromium to drive (default: chromium on PATH)")


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files without a log line a request."""

    def log_message(self, format: str, *args: Any) -> None:
        pass


def serve(directory: Path) -> http.server.ThreadingHTTPServer:
    """`directory` served on a free port of 127.0.0.1, on a thread of its own."""
    handler = functools.partial(QuietHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@contextmanager
def launched(chromium: str, directory: Path) -> Iterator[tuple[Playwright, Browser, str]]:
    """Playwright, chromium launched and the base URL `directory` is served at;
    the browser and the server are closed after."""
    server = serve(directory)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            try:
                yield playwright, browser, f"http://127.0.0.1:{server.server_port}"
            finally:
                browser.close()
    finally:
        server.shutdown()
