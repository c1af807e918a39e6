"""A person's keep-both resolution travels with the memories it settled.

When two memories contradicted each other and a person kept both (`cairn conflicts resolve REF
keep-both --note "pnpm in the web package, npm elsewhere"`), delivering either one alone, or both
without the note, hands the agent two bare contradicting claims. So whenever a block delivers a
memory with such a resolution, the other side comes with it (when the read predicate lets it
through) and both carry the person's note.

It reads the ``edges`` table (resolved ``contested_because`` edges, whose resolution holds the
note) and memories only through ``store.select`` (View.INJECT); it never writes.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from cairn.model import Memory, Scope, View
from cairn.store.base import Selection, Store

PREFIX = "keep-both"


def _db(store: Store) -> sqlite3.Connection | None:
    db = getattr(store, "db", None)
    return db if isinstance(db, sqlite3.Connection) else None


def kept_both(store: Store, ids: Sequence[str]) -> dict[str, list[tuple[str, str]]]:
    """memory id -> [(the other memory's id, the person's note)] for keep-both resolutions."""
    db = _db(store)
    if db is None or not ids:
        return {}
    marks = ", ".join("?" for _ in ids)
    out: dict[str, list[tuple[str, str]]] = {}
    rows = db.execute(
        "SELECT src, dst, resolution FROM edges WHERE type = 'contested_because'"
        " AND resolved_at IS NOT NULL AND resolution LIKE 'keep-both%'"
        f" AND (src IN ({marks}) OR dst IN ({marks}))",
        [*ids, *ids],
    ).fetchall()
    for src, dst, resolution in rows:
        note = str(resolution or "")[len(PREFIX) :].lstrip(": ").strip()
        if not note:
            continue
        out.setdefault(str(src), []).append((str(dst), note))
        out.setdefault(str(dst), []).append((str(src), note))
    return out


def partners(
    store: Store, scope: Scope, at: str, ids: Sequence[str]
) -> tuple[dict[str, list[tuple[str, str]]], dict[str, Memory]]:
    """The keep-both resolutions of ``ids`` and the other sides the read predicate allows
    (View.INJECT); an other side it withholds is simply not added."""
    links = kept_both(store, ids)
    want = sorted({o for pairs in links.values() for o, _n in pairs} - set(ids))
    found = store.select(View.INJECT, scope, at, Selection(ids=tuple(want))) if want else []
    return links, {m.id: m for m in found}
