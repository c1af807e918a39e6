"""Regenerate the review UI's screenshots in docs/ from a fresh demo store:

    python -m cairn.web.screenshots [--out docs/img] [--chromium /usr/bin/chromium]

Builds the demo (``cairn.web.demo``) in a temporary folder, serves it from this process, and
drives a headless Chromium through Playwright (development dependencies: ``pip install -e
'.[dev]'`` and Debian's ``chromium``). It writes PNG files only into ``--out``.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
from pathlib import Path

from cairn.model import Actor, ActorKind
from cairn.web import demo
from cairn.web.server import Background

FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SHOTS = ("queue", "conflict", "memory", "source", "agent", "gates")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m cairn.web.screenshots")
    ap.add_argument("--out", default="docs/img")
    ap.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="cairn-ui-demo-") as tmp:
        d = demo.build(Path(tmp) / "demo")
        alice = Actor(ActorKind.HUMAN, "alice", client="ui")
        with (
            Background(d.store, d.scope, alice, home_dir=str(d.project)) as ui,
            sync_playwright() as p,
        ):
            browser = p.chromium.launch(executable_path=args.chromium, headless=True, args=FLAGS)
            page = browser.new_page(viewport={"width": 1200, "height": 820})
            page.goto(ui.url("/queue"))
            page.wait_for_selector("article.entry.current")
            page.screenshot(path=str(out / "ui-queue.png"))
            page.locator(f'article[data-id="{d.conflict}"]').scroll_into_view_if_needed()
            page.locator(f'article[data-id="{d.conflict}"]').screenshot(
                path=str(out / "ui-conflict.png")
            )
            base = ui.url("/").split("/?")[0]
            page.goto(f"{base}/memory/{d.mined}")
            page.screenshot(path=str(out / "ui-memory.png"))
            page.goto(f"{base}/memory/{d.mined}/source/0")
            page.screenshot(path=str(out / "ui-source.png"))
            page.goto(f"{base}/agent?prompt=how+do+list+endpoints+paginate")
            page.screenshot(path=str(out / "ui-agent.png"))
            page.goto(f"{base}/gates?tool=Bash&input=git+push+--force+origin+main")
            page.screenshot(path=str(out / "ui-gates.png"))
            browser.close()
    for name in SHOTS:
        path = out / f"ui-{name}.png"
        print(f"{path} ({path.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
