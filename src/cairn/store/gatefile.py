"""The gate snapshot: every approved, active gate, kept in a small JSON file beside the store.

Why it exists: a PreToolUse hook must enforce a person's gates even when the store cannot be
read. An agent holding an exclusive lock on the store, or a damaged store file, used to pass every
gate. The store rewrites this file after every commit that changed a gate (and after a rebuild,
and on open when it is missing), atomically: written to a temporary file, flushed to disk, then
renamed over the old one, so a reader sees the old snapshot or the new one, never half of one.
The hook reads it without SQLite (``read``) and filters it as the one read predicate filters
gates for injection (``live``; a test holds the two equal).

It holds gate rows (id, namespace, scope, session, validity and the rule as stored, which is
already redacted or verbatim by the write path's rules) and the namespace adoptions (which
project identity a person adopted which pinned namespace for: without them a hook could not tell
a pinned project's namespace while the store is unreadable). It decides no matching: that is
``policy.gates``. It must never be read in place of a readable store.
"""

from __future__ import annotations

import fcntl
import json
import os
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

VERSION = 2  # 2: adoptions beside the gates
SUFFIX = ".gates.json"
COLUMNS = ("id", "namespace", "scope", "session", "status", "review", "valid_from", "valid_to")


class SnapshotError(Exception):
    """The snapshot exists but cannot be read."""


def path_for(store_path: str | Path) -> Path:
    p = Path(store_path)
    return p.with_name(p.name + SUFFIX)


@contextmanager
def locked(store_path: str | Path) -> Iterator[None]:
    """Serialise snapshot writers (an advisory lock on a small file beside the snapshot)."""
    lock = path_for(store_path).with_suffix(".lock")
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def rows(db: sqlite3.Connection) -> list[dict[str, Any]]:
    """The approved, active gates of every namespace, in the store's order."""
    cols = ", ".join(COLUMNS)
    out = []
    for r in db.execute(
        f"SELECT {cols}, gate FROM memories WHERE kind = 'gate' AND status = 'active'"
        " AND review = 'approved' ORDER BY seq"
    ):
        row = {c: r[i] for i, c in enumerate(COLUMNS)}
        try:
            row["gate"] = json.loads(r[len(COLUMNS)]) if r[len(COLUMNS)] else None
        except ValueError:
            row["gate"] = None  # kept: an unreadable rule blocks (policy.gates.first_match)
        out.append(row)
    return out


def adoptions(db: sqlite3.Connection) -> dict[str, str]:
    """identity -> the namespace a person adopted for it (``cairn init --adopt``)."""
    return {str(r[0]): str(r[1]) for r in db.execute("SELECT identity, namespace FROM adoptions")}


def write(
    store_path: str | Path,
    gates: Sequence[Mapping[str, Any]],
    adopted: Mapping[str, str] | None = None,
) -> Path:
    """Replace the snapshot atomically (temporary file, fsync, rename, fsync of the folder)."""
    import tempfile  # only writers need it; every hook opening the store imports this module

    target = path_for(store_path)
    body = json.dumps(
        {"version": VERSION, "gates": list(gates), "adoptions": dict(adopted or {})},
        ensure_ascii=False,
        sort_keys=True,
        indent=1,
    )
    fd, tmp = tempfile.mkstemp(prefix=target.name + ".", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(body + "\n")
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o600)
        os.replace(tmp, target)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise
    try:
        dirfd = os.open(target.parent, os.O_RDONLY)
        try:
            os.fsync(dirfd)
        finally:
            os.close(dirfd)
    except OSError:
        pass
    return target


def read(store_path: str | Path) -> list[dict[str, Any]] | None:
    """The snapshot's gate rows; None when there is no snapshot; SnapshotError when there is
    one that cannot be read (a hook then blocks: it cannot tell which gates exist)."""
    found = read_all(store_path)
    return None if found is None else found[0]


def read_all(store_path: str | Path) -> tuple[list[dict[str, Any]], dict[str, str]] | None:
    """The snapshot's gate rows and adoptions (as ``read``; a version-1 snapshot has none)."""
    target = path_for(store_path)
    try:
        raw = target.read_bytes()
    except (FileNotFoundError, NotADirectoryError):  # no snapshot (nor store) can be there
        return None
    except OSError as exc:
        raise SnapshotError(f"cannot read {target.name}: {exc.strerror or exc}") from None
    try:
        data = json.loads(raw)
    except ValueError as exc:
        raise SnapshotError(f"{target.name} is not valid JSON: {exc}") from None
    gates = data.get("gates") if isinstance(data, dict) else None
    if not isinstance(gates, list) or not all(isinstance(g, dict) for g in gates):
        raise SnapshotError(f"{target.name} does not hold a list of gates")
    adopted = data.get("adoptions") or {}
    if not isinstance(adopted, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in adopted.items()
    ):
        raise SnapshotError(f"{target.name} holds unreadable adoptions")
    return gates, adopted


def live(
    gates: Sequence[Mapping[str, Any]],
    namespace: str,
    user_namespace: str,
    session: str | None,
    at: str,
) -> list[tuple[str, Any]]:
    """``(memory id, rule)`` of the gates that bind a caller, as ``View.INJECT`` of the read
    predicate decides it (``store.predicate``): the caller's namespaces, its own session's
    session-level gates, active, approved, valid at ``at``."""
    out: list[tuple[str, Any]] = []
    for g in gates:
        if g.get("namespace") not in (namespace, user_namespace):
            continue
        if g.get("scope") == "session" and g.get("session") != session:
            continue
        if g.get("status") != "active" or g.get("review") != "approved":
            continue
        start, end = g.get("valid_from"), g.get("valid_to")
        if (start is not None and str(start) > at) or (end is not None and str(end) <= at):
            continue
        out.append((str(g.get("id", "")), g.get("gate")))
    return out
