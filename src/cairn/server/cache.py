"""The read-through cache of remote mode: the server's events of the token's namespaces,
mirrored into a local SQLite store (``remote.cache_path``), with the gate snapshot beside it.

Refreshed by `cairn remote add`, `cairn sync`, and in the background after a hook reached the
server (``spawn``); read by a hook that could not reach the server in time. It is never written
by anything but the server's events, so it is exactly the server's projection of those
namespaces as of its last refresh.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from contextlib import suppress
from pathlib import Path
from typing import Any

from cairn.server.remote import RemoteSettings, cache_path, resolved

FRESH = 30.0  # seconds after a refresh during which a hook does not start another


def refresh(s: RemoteSettings, *, timeout: float = 30.0) -> dict[str, Any]:
    """Pull what the cache lacks; write the gate snapshot. Returns counts."""
    from cairn.store.sqlite import SQLiteStore
    from cairn.sync.client import SyncReport, pull

    s = resolved(s)
    path = cache_path(s)
    path.parent.mkdir(parents=True, exist_ok=True)
    store = SQLiteStore(path)
    client = s.client(timeout=timeout)
    report = SyncReport()
    try:
        pull(store, client, "cache", s.namespace, report, user=True)
        store.write_gatefile()
    finally:
        client.close()
        store.close()
    stamp(s)
    return {"events": report.merged, "path": str(path)}


def stamp(s: RemoteSettings) -> None:
    p = cache_path(s).with_name("refreshed")
    with suppress(OSError):
        p.write_text(str(time.time()))


def stale(s: RemoteSettings) -> bool:
    try:
        return time.time() - float(cache_path(s).with_name("refreshed").read_text()) > FRESH
    except (OSError, ValueError):
        return True


def spawn(s: RemoteSettings) -> None:
    """Refresh in a detached process (a hook must not wait for it)."""
    if not stale(s):
        return
    stamp(s)  # one refresher at a time, roughly
    env = dict(os.environ)
    log = cache_path(s).with_name("refresh.log")
    with open(log, "ab") as out:
        subprocess.Popen(
            [sys.executable, "-m", "cairn.server.cache", s.local],
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=out,
            env=env,
            start_new_session=True,
            close_fds=True,
        )


def main(argv: list[str]) -> int:
    from cairn.server.remote import for_namespace

    s = for_namespace(argv[0] if argv else "*")
    if s is None:
        return 0
    try:
        refresh(s)
    except Exception as exc:  # logged by the caller's redirect; a hook never sees it
        print(f"cache refresh failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    return 0


def open_cache(s: RemoteSettings) -> Any:
    """The cache as a store (None when there is none yet)."""
    from cairn.store.sqlite import SQLiteStore

    path: Path = cache_path(s)
    if not path.is_file():
        return None
    return SQLiteStore(path, busy_timeout=0.5)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
