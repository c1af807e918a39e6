"""Retrieval by anchor: the memories anchored to the files a prompt names or a session's tools
touched, and the notes injection adds about a memory's anchors.

- ``anchored_to``: memory id -> the anchored path that matches one of some mentioned paths (by
  path suffix, so ``/home/me/proj/src/x.py`` and ``x.py`` both match ``src/x.py``; a bare file
  name matching more than ``MAX_BASENAME_SITES`` anchored files is too vague to count);
- ``for_prompt``: the boost map for ranking, and the memories a prompt names by file that the
  lexical search missed (read through the one read predicate, ``View.INJECT``);
- ``notes``: " (may be stale: ...)" for a memory with a stale flag, " (verified at 1a2b3c4d)"
  for one whose anchors all verify.

It reads the ``anchors`` and ``touched`` rows and memories through ``store.select`` only; it
never decides visibility and never writes.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import replace
from datetime import timedelta

from cairn.anchors import mentions
from cairn.anchors.types import STALE_FLAG, short
from cairn.model import Memory, Scope, View
from cairn.search.pipeline import Scored
from cairn.store import anchor_rows
from cairn.store.base import Selection, Store
from cairn.timeutil import fmt, to_datetime

MAX_BASENAME_SITES = 3
TOUCH_WINDOW_MINUTES = 60.0


def _db(store: Store) -> sqlite3.Connection | None:
    db = getattr(store, "db", None)
    return db if isinstance(db, sqlite3.Connection) else None


def _same(mention: str, path: str) -> bool:
    m = mention.replace("\\", "/").removeprefix("./")
    return m == path or m.endswith("/" + path) or path.endswith("/" + m)


def anchored_to(
    db: sqlite3.Connection, namespaces: Sequence[str], paths: Sequence[str]
) -> dict[str, str]:
    """memory id -> anchored path, for anchors bound to one of ``paths``."""
    if not paths:
        return {}
    bases = {p.rstrip("/").rsplit("/", 1)[-1] for p in paths}
    rows = anchor_rows.by_base(db, namespaces, bases)
    out: dict[str, str] = {}
    for mention in paths:
        sites = {str(r[1]) for r in rows if _same(mention, str(r[1]))}
        if "/" not in mention.strip("/") and len(sites) > MAX_BASENAME_SITES:
            continue
        for r in rows:
            if str(r[1]) in sites:
                out.setdefault(str(r[0]), str(r[1]))
    return out


def for_prompt(
    store: Store,
    scope: Scope,
    at: str,
    prompt: str,
    session: str | None,
    hits: Sequence[Scored],
    level: float,
) -> tuple[list[Scored], dict[str, str]]:
    """(hits, anchored): ``hits`` with the memories anchored to a file the prompt names raised
    to relevance ``level`` (added when the search missed them), and memory id -> path for every
    memory anchored to a file the prompt names or the session's tools touched (ranking boosts
    those)."""
    db = _db(store)
    if db is None or not anchor_rows.has_any(db):
        return list(hits), {}
    named = anchored_to(db, scope.namespaces, mentions.paths(prompt))
    touched: dict[str, str] = {}
    if session:
        since = fmt(to_datetime(at) - timedelta(minutes=TOUCH_WINDOW_MINUTES))
        touched = anchored_to(db, scope.namespaces, anchor_rows.touched_by(db, session, since))
    # a memory anchored to a file the prompt names is supported by that name: the embedding
    # model's agreement (``rank.supported``) is not asked of it (``semantic`` None)
    out = [
        replace(h, relevance=max(h.relevance, level), semantic=None) if h.memory.id in named else h
        for h in hits
    ]
    missing = [mid for mid in named if mid not in {h.memory.id for h in hits}]
    if missing:
        for m in store.select(View.INJECT, scope, at, Selection(ids=tuple(missing))):
            out.append(Scored(m, level, 0.0, 0.0, 0.0))
    return out, {**touched, **named}


def for_files(
    store: Store, scope: Scope, at: str, paths: Sequence[str], kinds: Sequence[str]
) -> list[tuple[Memory, str]]:
    """(memory, anchored path) of the memories of ``kinds`` anchored to ``paths``, through the
    read predicate (``View.INJECT``)."""
    db = _db(store)
    if db is None or not paths or not anchor_rows.has_any(db):
        return []
    found = anchored_to(db, scope.namespaces, paths)
    if not found:
        return []
    mems = store.select(View.INJECT, scope, at, Selection(ids=tuple(found)))
    return [(m, found[m.id]) for m in mems if m.kind.value in kinds]


def notes(store: Store, memories: Sequence[Memory]) -> dict[str, str]:
    """memory id -> what injection says about its anchors (see the module docstring). The text
    may hold names from the repository: the packer neutralises it like memory text."""
    out: dict[str, str] = {}
    for m in memories:
        stale = next((f for f in m.flags if f.startswith(STALE_FLAG)), None)
        if stale:
            out[m.id] = f" (may be stale: {stale[len(STALE_FLAG) :]})"
    db = _db(store)
    rest = [m.id for m in memories if m.id not in out]
    if db is None or not rest or not anchor_rows.has_any(db):
        return out
    seen: dict[str, list[tuple[str, str | None, str]]] = {}
    for i in range(0, len(rest), 500):
        chunk = rest[i : i + 500]
        marks = ", ".join("?" for _ in chunk)
        for mid, commit, at, status in db.execute(
            "SELECT memory_id, commit_id, verified_at, status FROM anchors"
            f" WHERE memory_id IN ({marks})",
            chunk,
        ):
            seen.setdefault(str(mid), []).append((str(at), commit, str(status)))
    for mid, anchors in seen.items():
        if all(status in ("ok", "moved") for _, _, status in anchors):
            commit = max(anchors)[1]
            out[mid] = f" (verified at {short(commit)})" if commit else " (verified)"
    return out
