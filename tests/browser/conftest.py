"""A real Chromium (Debian's package), driven headless by Playwright: one browser per test
module (Playwright starts each with a fresh temporary profile of its own), one isolated context
per test, each against its own `cairn ui` on its own port, so tests may run in parallel. The
network is closed: nothing the browser may fetch by itself (updates, sync, QUIC) is left on."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = [
    "--no-sandbox",  # CI runs as root
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


def _missing() -> str | None:
    if not Path(CHROMIUM).exists():
        return "Debian's chromium is not installed (apt-get install -y chromium)"
    try:
        import playwright  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install -e '.[dev]')"
    return None


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    why = _missing()
    if why:
        if os.environ.get("CI"):
            pytest.fail(why)  # CI installs both: a missing one is a broken setup, not a skip
        pytest.skip(why)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A page in a context of its own; page errors and CSP reports fail the test."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    problems: list[str] = []
    pg.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))
    pg.on(
        "console",
        lambda msg: (
            problems.append(f"console {msg.type}: {msg.text}") if msg.type == "error" else None
        ),
    )
    pg.problems = problems
    try:
        yield pg
    finally:
        context.close()
