"""`cairn bench serve --profile FILE`: the bench's server process run under cProfile, in every
thread (the event loop's, where HTTP is parsed and routed, and the worker threads, where a
request's token check, service call and JSON encoding run), timed in each thread's CPU time
(``time.thread_time``), so that a thread waiting for the GIL, a lock or the database counts
nothing. The profiles of all threads are merged into one ``pstats`` file when the server stops.

Only the bench starts a server this way (``python -c "...serve_profile import main; main()"
FILE serve ...``); `cairn serve` itself has no profiling switch. cProfile slows every Python
call, so a profiled run measures where the CPU goes, not how fast the server is.
"""

from __future__ import annotations

import cProfile
import pstats
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Any

# what a search request passes through, in the order a request meets it: (label, function
# name as pstats keys it, a fragment of its file's path)
STAGES: tuple[tuple[str, str, str], ...] = (
    ("HTTP parsing (uvicorn h11/httptools)", "data_received", "uvicorn"),
    ("routing and response (starlette)", "__call__", "starlette/routing.py"),
    ("access log line", "__call__", "cairn/server/app.py"),
    ("read the body", "read_body", "cairn/server/api.py"),
    ("the request's worker thread", "work", "cairn/server/api.py"),
    ("token check (hub.authenticate)", "authenticate", "cairn/server/hub.py"),
    ("token lookup statement (TokenStore._run)", "_run", "cairn/server/tokens.py"),
    ("scope and rate limit (hub.admit)", "admit", "cairn/server/hub.py"),
    ("JSON decode (parse_body)", "parse_body", "cairn/server/api.py"),
    ("service bound to the token (hub.service)", "service", "cairn/server/hub.py"),
    ("search route (api.search)", "search", "cairn/server/api.py"),
    ("service search (MemoryService.search)", "search", "cairn/service/"),
    ("memory as a dict (Memory.as_dict)", "as_dict", "cairn/model.py"),
    ("JSON encode (api.answer)", "answer", "cairn/server/api.py"),
    ("SQL execute (psycopg Cursor.execute)", "execute", "psycopg/cursor.py"),
    ("connection checkout (psycopg_pool getconn)", "getconn", "psycopg_pool/pool.py"),
)


def main() -> None:
    """``sys.argv``: ``-c FILE serve ...``; runs `cairn serve ...` profiled, writes FILE."""
    out = Path(sys.argv.pop(1))
    profiles: list[cProfile.Profile] = []
    lock = threading.Lock()

    def start(_frame: Any, _event: str, _arg: Any) -> None:
        p = cProfile.Profile(time.thread_time)
        with lock:
            profiles.append(p)
        p.enable()  # replaces this hook in this thread

    # uvicorn raises a stopping signal again once it has stopped: SIGTERM's default would end
    # the process before the profiles are written, an exit runs the ``finally`` below
    signal.signal(signal.SIGTERM, lambda _n, _f: sys.exit(0))
    threading.setprofile(start)
    first = cProfile.Profile(time.thread_time)
    profiles.append(first)
    first.enable()
    try:
        from cairn.cli import run

        run()
    finally:
        first.disable()
        threading.setprofile(None)
        with lock:
            taken = list(profiles)
        stats = pstats.Stats(taken[0])
        for p in taken[1:]:
            p.create_stats()
            if p.stats:
                stats.add(p)
        stats.dump_stats(str(out))


def stages(path: Path, requests: dict[str, int]) -> list[dict[str, Any]]:
    """Per stage of ``STAGES`` found in the profile at ``path``: calls, CPU ms in all (the
    function and what it called) and per search request (``requests['search']``), with the
    calls per request."""
    st = pstats.Stats(str(path))
    table: dict[Any, Any] = st.stats  # type: ignore[attr-defined]
    searches = max(1, requests.get("search", 0))
    out: list[dict[str, Any]] = []
    for label, name, where in STAGES:
        calls, cum = 0, 0.0
        for (file, _line, fn), (_cc, nc, _tt, ct, _callers) in table.items():
            if fn == name and where in file:
                calls += nc
                cum += ct
        out.append(
            {
                "stage": label,
                "calls": calls,
                "cpu_ms": round(cum * 1000, 1),
                "cpu_ms_per_search": round(cum * 1000 / searches, 3),
                "calls_per_search": round(calls / searches, 2),
            }
        )
    return out


def top(path: Path, n: int = 25) -> list[dict[str, Any]]:
    """The ``n`` functions of most CPU of their own (``tottime``)."""
    st = pstats.Stats(str(path))
    table: dict[Any, Any] = st.stats  # type: ignore[attr-defined]
    rows = sorted(table.items(), key=lambda kv: kv[1][2], reverse=True)[:n]
    return [
        {
            "function": f"{Path(file).name}:{line}({fn})",
            "calls": nc,
            "own_cpu_ms": round(tt * 1000, 1),
            "cpu_ms": round(ct * 1000, 1),
        }
        for (file, line, fn), (_cc, nc, tt, ct, _callers) in rows
    ]
