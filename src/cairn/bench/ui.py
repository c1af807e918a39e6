"""`cairn bench ui`: seconds per review decision, keyboard only, in a real browser, beside the
same decisions in the terminal's review loop and by the service alone, in the same run.

Three fresh stores in a temporary folder each get the same N proposals (distinct claims, no
near-duplicates). Then, with one key per decision cycling approve, reject, defer, approve,
approve:

- **browser**: `cairn ui`'s app served from this process, Debian's Chromium driven headless by
  Playwright; a decision is timed from the key press until its card has left the page (the
  request, the service write and the page update, end to end);
- **terminal**: the real `cairn review` in a pseudo-terminal; a decision is timed from the key
  until the next memory's prompt (or the summary) is printed;
- **service**: ``MemoryService.approve/reject/defer`` in-process (the floor both edges pay).

Every outcome is checked afterwards (the review column of each memory). It reads and writes only
its temporary stores and needs the development extra (playwright, pexpect) and Chromium.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cairn.bench.common import percentile
from cairn.errors import UsageError
from cairn.model import Actor, ActorKind, Candidate, Kind, Review, Scope
from cairn.service import MemoryService, agent_actor

KEYS = "ardaa"  # approve, reject, defer, approve, approve: one key per decision, in turn
VERBS = {"a": "approve", "r": "reject", "d": "defer"}
EXPECTED = {"a": Review.APPROVED, "r": Review.REJECTED, "d": Review.DEFERRED}
TARGET = 2.0  # seconds per decision (issue 20)
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
_SUBJECTS = [
    "billing worker", "search index", "upload service", "mail relay", "audit log", "cache warmer",
    "feature flags", "session store", "report builder", "image resizer", "rate limiter",
    "webhook sender", "tenant router", "backup job", "metrics exporter", "schema migrator",
    "pdf renderer", "queue consumer", "geo lookup", "token signer", "price engine",
    "inventory sync", "login throttle", "email digest", "export scheduler",
]  # fmt: skip
_FACTS = [
    "retries {n} times before giving up",
    "listens on port {p}",
]


def claims(n: int) -> list[str]:
    """N distinct claims, none a near-duplicate of another."""
    out = []
    for i in range(n):
        subject = _SUBJECTS[i % len(_SUBJECTS)]
        fact = _FACTS[(i // len(_SUBJECTS)) % len(_FACTS)].format(n=3 + i, p=8000 + i)
        out.append(f"The {subject} {fact}.")
    return out


def _seed(path: Path, ns: str, texts: list[str]) -> list[str]:
    svc = MemoryService.open(path, Scope(ns, "user:bench"))
    try:
        agent = agent_actor("claude-code", client="claude-code")
        ids = [svc.add(Candidate(t, ns, Kind.FACT), agent).memory.id for t in texts]
        if len(svc.review_queue()) != len(texts):
            raise RuntimeError("the bench's proposals did not all reach the queue")
        return ids
    finally:
        svc.close()


def _check(path: Path, ns: str, ids: list[str], keys: str) -> int:
    """How many memories ended as their key decided (read back from the store)."""
    svc = MemoryService.open(path, Scope(ns, "user:bench"))
    try:
        return sum(svc.get(mid).review is EXPECTED[k] for mid, k in zip(ids, keys, strict=True))
    finally:
        svc.close()


def _stats(name: str, times: list[float], floor: float | None) -> dict[str, Any]:
    mean = sum(times) / len(times)
    return {
        "edge": name,
        "decisions": len(times),
        "mean_s": round(mean, 5),
        "p50_s": round(percentile(times, 50), 5),
        "p95_s": round(percentile(times, 95), 5),
        "max_s": round(max(times), 5),
        "x_service": round(mean / floor, 1) if floor else 1.0,
    }


def service_edge(path: Path, ns: str, ids: list[str], keys: str) -> list[float]:
    svc = MemoryService.open(path, Scope(ns, "user:bench"))
    person = Actor(ActorKind.HUMAN, "bench", client="bench")
    try:
        times = []
        for mid, key in zip(ids, keys, strict=True):
            t0 = time.perf_counter()
            getattr(svc, VERBS[key])(mid, person)
            times.append(time.perf_counter() - t0)
        return times
    finally:
        svc.close()


def browser_edge(
    path: Path, ns: str, ids: list[str], keys: str, chromium: str
) -> tuple[list[float], float]:
    """Seconds per decision, and the seconds the queue took to load."""
    from playwright.sync_api import sync_playwright

    from cairn.web.server import Background

    person = Actor(ActorKind.HUMAN, "bench", client="ui")
    with (
        Background(path, Scope(ns, "user:bench"), person) as ui,
        sync_playwright() as p,
    ):
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            t0 = time.perf_counter()
            page.goto(ui.url("/queue"))
            page.wait_for_selector("article.entry.current")
            load = time.perf_counter() - t0
            times = []
            for mid, key in zip(ids, keys, strict=True):
                current = page.get_attribute("article.entry.current", "data-id")
                if current != mid:
                    raise RuntimeError(f"the queue's current memory is {current}, not {mid}")
                t0 = time.perf_counter()
                page.keyboard.press(key)
                page.wait_for_selector(f'article[data-id="{mid}"]', state="detached")
                times.append(time.perf_counter() - t0)
            return times, load
        finally:
            browser.close()


def terminal_edge(home: Path, project: Path, keys: str) -> list[float]:
    """`cairn review` in a pseudo-terminal, one key per memory."""
    import shutil
    import sys

    import pexpect

    exe = shutil.which("cairn", path=str(Path(sys.executable).parent)) or "cairn"
    env = {**os.environ, "CAIRN_HOME": str(home)}
    child = pexpect.spawn(exe, ["review"], cwd=str(project), env=env, encoding="utf-8", timeout=60)
    prompt = re.compile(r"\[q\]uit > ")
    times = []
    try:
        child.expect(prompt)
        for i, key in enumerate(keys):
            t0 = time.perf_counter()
            child.send(key)
            child.expect(prompt if i < len(keys) - 1 else "review done")
            times.append(time.perf_counter() - t0)
        child.expect(pexpect.EOF)
    except pexpect.ExceptionPexpect as exc:
        raise RuntimeError(
            "`cairn review` did not run as a person's review loop here"
            f" (an agent environment refuses it): {(child.before or '')[-300:]}"
        ) from exc
    finally:
        child.close(force=True)
    return times


def run(
    n: int = 50, chromium: str = "/usr/bin/chromium", say: Callable[[str], None] = print
) -> dict[str, Any]:
    try:
        import pexpect  # noqa: F401
        import playwright  # noqa: F401
    except ImportError:
        raise UsageError(
            "`cairn bench ui` needs the development extra (playwright, pexpect)",
            hint="pip install -e '.[dev]'; and Debian's chromium (apt-get install chromium)",
        ) from None
    if not Path(chromium).exists():
        raise UsageError(f"no Chromium at {chromium}", hint="apt-get install chromium")
    keys = (KEYS * (n // len(KEYS) + 1))[:n]
    texts = claims(n)
    with tempfile.TemporaryDirectory(prefix="cairn-bench-ui-") as tmp:
        base = Path(tmp)
        project = base / "project"
        project.mkdir()
        from cairn import namespace

        ns = namespace.resolve(project).namespace
        stores = {name: base / name / "cairn.db" for name in ("service", "terminal", "browser")}
        ids = {name: _seed(path, ns, texts) for name, path in stores.items()}
        say(
            f"bench ui: {n} decisions per edge ({keys.count('a')} approve, {keys.count('r')}"
            f" reject, {keys.count('d')} defer)"
        )
        floor = service_edge(stores["service"], ns, ids["service"], keys)
        rows = [_stats("service (in-process)", floor, None)]
        base_mean = rows[0]["mean_s"]
        try:
            term = terminal_edge(stores["terminal"].parent, project, keys)
            rows.append(_stats("terminal (`cairn review`, one key)", term, base_mean))
        except RuntimeError as exc:
            say(f"terminal baseline skipped: {exc}")
        times, load = browser_edge(stores["browser"], ns, ids["browser"], keys, chromium)
        rows.append(_stats("browser (`cairn ui`, one key)", times, base_mean))
        correct = {
            name: _check(stores[name], ns, ids[name], keys)
            for name in stores
            if name != "terminal" or len(rows) == 3
        }
    browser = rows[-1]
    return {
        "decisions": n,
        "keys": keys,
        "rows": rows,
        "queue_load_s": round(load, 3),
        "correct": correct,
        "target_s": TARGET,
        "target_met": browser["max_s"] < TARGET and correct.get("browser") == n,
    }
