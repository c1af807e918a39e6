"""Reads of the SQLite store: what a store and a write transaction both read (memories by
id, claim and slot, verdicts, policies, sources, edges), the lexical candidates from the FTS5
indexes and the conflict probe, in one class (``_Reads``) that ``store.sqlite`` builds its
store and its transaction on, over the connection the subclass holds.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any

from cairn.model import (
    Memory,
    Scope,
    View,
)
from cairn.store import postings
from cairn.store.base import ProbeHit, Selection
from cairn.store.predicate import read_predicate
from cairn.store.rows import row_to_memory
from cairn.store.vocab import DocFreq

PROBE_OVERFETCH = 4

_CONTESTED = (
    "(SELECT group_concat(CASE WHEN e.src = m.id THEN e.dst ELSE e.src END) FROM edges e"
    " WHERE e.type = 'contested_because' AND e.resolved_at IS NULL"
    " AND (e.src = m.id OR e.dst = m.id)) AS contested_by"
)
_SELECT = f"SELECT m.*, {_CONTESTED} FROM memories m"


class _Reads:
    """Read queries shared by the store and its write transaction."""

    db: sqlite3.Connection
    _df: DocFreq  # document frequencies, memoised per connection (see doc_freq)

    def get(self, memory_id: str) -> Memory | None:
        row = self.db.execute(f"{_SELECT} WHERE m.id = ?", (memory_id,)).fetchone()
        return row_to_memory(row) if row else None

    def by_claim(self, namespaces: Sequence[str], claim_key: str) -> list[Memory]:
        return self._by_key("claim_key", namespaces, claim_key)

    def by_slot(self, namespaces: Sequence[str], slot_key: str) -> list[Memory]:
        return self._by_key("slot_key", namespaces, slot_key)

    def _by_key(self, column: str, namespaces: Sequence[str], key: str) -> list[Memory]:
        """Every memory (any status) of ``namespaces`` whose ``column`` is ``key``: admission's
        lookups by value, not reads for a caller (those go through the read predicate)."""
        assert column in ("claim_key", "slot_key")
        marks = ", ".join("?" for _ in namespaces)
        rows = self.db.execute(
            f"{_SELECT} WHERE m.{column} = ? AND m.namespace IN ({marks}) ORDER BY m.seq",
            (key, *namespaces),
        ).fetchall()
        return [row_to_memory(r) for r in rows]

    def verdict(
        self, namespaces: Sequence[str] | None, claim_key: str, *, prefer: str | None = None
    ) -> dict[str, Any] | None:
        """The verdict on ``claim_key`` in any of ``namespaces`` (None: in any namespace), the
        one of ``prefer`` first, then the earliest."""
        where, params = "claim_key = ?", [claim_key]
        if namespaces is not None:
            where += f" AND namespace IN ({', '.join('?' for _ in namespaces)})"
            params += list(namespaces)
        row = self.db.execute(
            f"SELECT * FROM verdicts WHERE {where} ORDER BY namespace = ? DESC, at LIMIT 1",
            [*params, prefer],
        ).fetchone()
        return dict(row) if row else None

    def verdicts(self, namespaces: Sequence[str] | None) -> list[dict[str, Any]]:
        """Every verdict of ``namespaces`` (None: of every namespace), oldest first."""
        if namespaces is None:
            rows = self.db.execute("SELECT * FROM verdicts ORDER BY at").fetchall()
            return [dict(r) for r in rows]
        marks = ", ".join("?" for _ in namespaces)
        rows = self.db.execute(
            f"SELECT * FROM verdicts WHERE namespace IN ({marks}) ORDER BY at", tuple(namespaces)
        ).fetchall()
        return [dict(r) for r in rows]

    def namespaces(self) -> list[dict[str, Any]]:
        """Every namespace that holds memories in this store (one per project on this machine,
        plus the user's), with its memory count and the working directory its newest source
        was recorded in (None when no source recorded one), most memories first."""
        rows = self.db.execute(
            "SELECT namespace, count(*) AS memories FROM memories GROUP BY namespace"
            " ORDER BY memories DESC, namespace"
        ).fetchall()
        out = []
        for r in rows:
            cwd = self.db.execute(
                "SELECT s.cwd FROM sources s JOIN memories m ON m.id = s.memory_id"
                " WHERE m.namespace = ? AND s.cwd IS NOT NULL AND s.cwd != ''"
                " ORDER BY s.seq DESC LIMIT 1",
                (r["namespace"],),
            ).fetchone()
            out.append(
                {
                    "namespace": r["namespace"],
                    "memories": r["memories"],
                    "cwd": cwd[0] if cwd else None,
                }
            )
        return out

    def namespace_of(self, memory_id: str) -> str | None:
        """The namespace a memory belongs to (None when there is no such memory)."""
        row = self.db.execute(
            "SELECT namespace FROM memories WHERE id = ?", (memory_id,)
        ).fetchone()
        return str(row[0]) if row else None

    def adopted(self, identities: Sequence[str]) -> dict[str, str]:
        """identity -> the namespace a person adopted for the project derived as it."""
        if not identities:
            return {}
        marks = ", ".join("?" for _ in identities)
        rows = self.db.execute(
            f"SELECT identity, namespace FROM adoptions WHERE identity IN ({marks})",
            list(identities),
        ).fetchall()
        return {str(r[0]): str(r[1]) for r in rows}

    def policy(self, namespace: str, key: str) -> Any:
        row = self.db.execute(
            "SELECT value FROM policies WHERE namespace = ? AND key = ?", (namespace, key)
        ).fetchone()
        return json.loads(row[0]) if row else None

    def select(
        self, view: View, scope: Scope, at: str, sel: Selection = Selection()
    ) -> list[Memory]:
        where, params = read_predicate(view, scope, at=at)
        if sel.kinds:
            where += f" AND m.kind IN ({', '.join('?' for _ in sel.kinds)})"
            params += [k.value for k in sel.kinds]
        if sel.statuses:
            where += f" AND m.status IN ({', '.join('?' for _ in sel.statuses)})"
            params += [s.value for s in sel.statuses]
        if sel.ids:
            where += f" AND m.id IN ({', '.join('?' for _ in sel.ids)})"
            params += list(sel.ids)
        sql = f"{_SELECT} WHERE {where} ORDER BY m.seq"
        if sel.limit is not None:
            sql += " LIMIT ?"
            params.append(sel.limit)
        return [row_to_memory(r) for r in self.db.execute(sql, params).fetchall()]

    def cursor(self, path: str) -> dict[str, Any] | None:
        row = self.db.execute("SELECT * FROM ingest_cursors WHERE path = ?", (path,)).fetchone()
        return dict(row) if row else None

    def edges(self, memory_id: str) -> list[dict[str, Any]]:
        rows = self.db.execute(
            "SELECT * FROM edges WHERE src = ? OR dst = ? ORDER BY seq", (memory_id, memory_id)
        ).fetchall()
        return [dict(r) for r in rows]

    def sources(self, memory_id: str) -> list[dict[str, Any]]:
        rows = self.db.execute(
            "SELECT * FROM sources WHERE memory_id = ? ORDER BY seq", (memory_id,)
        ).fetchall()
        return [dict(r) for r in rows]

    def lexical(
        self, match: str, view: View, scope: Scope, at: str, *, limit: int, trigram: bool = False
    ) -> list[tuple[Memory, float]]:
        """FTS5 query (``match`` is an already-sanitised FTS expression); score = -bm25.

        The index ranks its matches alone first and only the best ``limit`` x 4 are joined to
        their rows, read-predicate-filtered and given their contested notes: joining and
        annotating every match cost more than ranking them on a large store. When the predicate
        leaves fewer than ``limit`` of those (most matches are out of scope or inactive), the
        query is answered exactly by joining every match."""
        if not match:
            return []
        where, params = read_predicate(view, scope, at=at)
        if trigram:
            fts, rank = "memories_tri", "bm25(memories_tri)"
        else:
            fts, rank = "memories_fts", "bm25(memories_fts, 1.0, 0.4)"

        def ranked(cap: str) -> str:
            return (
                f"SELECT m.*, {_CONTESTED}, f.r AS rank FROM (SELECT rowid, {rank} AS r FROM {fts}"
                f" WHERE {fts} MATCH ?{cap}) f JOIN memories m ON m.seq = f.rowid"
                f" WHERE {where} ORDER BY f.r, m.seq LIMIT ?"
            )

        rows = self.db.execute(
            ranked(" ORDER BY r LIMIT ?"), [match, limit * PROBE_OVERFETCH, *params, limit]
        ).fetchall()
        if len(rows) < limit:  # exact: every match joined
            rows = self.db.execute(ranked(""), [match, *params, limit]).fetchall()
        return [(row_to_memory(r), -float(r["rank"])) for r in rows]

    def probe(
        self, terms: Sequence[str], scope: Scope, at: str, *, limit: int, view: View = View.SEARCH
    ) -> list[ProbeHit]:
        """Memories through the read predicate that hold at least two of ``terms`` (the one
        term, when only one is given), as lean rows: admission's conflict probe and the miner's
        near-duplicate search run on every write and need neither the contested subquery nor a
        decoded memory. Ranked by how many of the terms each holds, then by the shorter text
        (sharing as many terms, it shares a larger part of itself), then the newest. Each term's
        posting list is read as rowids: ranking every match by BM25 cost five times as much.
        Inside a write, the posting lists the connection holds in memory answer it instead
        (``_probe_posted``)."""
        terms = list(dict.fromkeys(t for t in terms if t))
        if not terms:
            return []
        where, params = read_predicate(view, scope, at=at)
        need = min(2, len(terms))
        posted = self._df.postings(self.db, terms)
        if posted is not None:
            return self._probe_posted(posted, need, where, params, limit)
        one = "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?"
        sql = (
            "SELECT m.id, m.namespace, m.kind, m.subject, m.text, m.status, m.review FROM"
            f" (SELECT rowid, count(*) AS c FROM ({' UNION ALL '.join([one] * len(terms))})"
            " GROUP BY rowid HAVING c >= ? ORDER BY c DESC, rowid DESC LIMIT ?) f"
            f" JOIN memories m ON m.seq = f.rowid WHERE {where}"
            " ORDER BY f.c DESC, length(m.text), m.seq DESC LIMIT ?"
        )
        args = [_phrase(t) for t in terms]
        return [
            ProbeHit(str(r[0]), str(r[1]), str(r[2]), r[3], str(r[4]), str(r[5]), str(r[6]))
            for r in self.db.execute(sql, [*args, need, limit * PROBE_OVERFETCH, *params, limit])
        ]

    def _probe_posted(
        self, posted: list[postings.Posting], need: int, where: str, params: list[Any], limit: int
    ) -> list[ProbeHit]:
        """``probe`` on posting lists held in memory (``DocFreq.postings``), ranked by
        ``store.postings.rank``: the same rows in the same order as the SQL above (a test
        compares the two on random stores)."""
        top, count = postings.rank(posted, need, limit * PROBE_OVERFETCH)
        if not top:
            return []
        marks = ", ".join("?" for _ in top)
        rows = self.db.execute(  # NOT INDEXED: by rowid, never by a namespace or status index
            "SELECT m.seq, length(m.text), m.id, m.namespace, m.kind, m.subject, m.text,"
            f" m.status, m.review FROM memories m NOT INDEXED WHERE m.seq IN ({marks})"
            f" AND {where}",
            [*top, *params],
        ).fetchall()
        rows.sort(key=lambda r: (-count[r[0]], r[1], -r[0]))
        return [
            ProbeHit(str(r[2]), str(r[3]), str(r[4]), r[5], str(r[6]), str(r[7]), str(r[8]))
            for r in rows[:limit]
        ]

    def source_labels(self, memory_ids: Sequence[str]) -> dict[str, list[str]]:
        """memory id -> the labels of its sources (one statement for many memories)."""
        if not memory_ids:
            return {}
        marks = ", ".join("?" for _ in memory_ids)
        out: dict[str, list[str]] = {m: [] for m in memory_ids}
        for mid, label in self.db.execute(
            f"SELECT memory_id, label FROM sources WHERE memory_id IN ({marks})"
            " AND label IS NOT NULL ORDER BY seq",
            list(memory_ids),
        ):
            if label:
                out[str(mid)].append(str(label))
        return out

    def doc_freq(self, words: Sequence[str]) -> dict[str, int]:
        """How many memories the lexical index holds for each word (see ``store.vocab``)."""
        return self._df.count(self.db, words)


def _phrase(term: str) -> str:
    """One term as an FTS5 phrase (quotes doubled), so no term can be read as an operator."""
    return '"' + term.replace('"', '""') + '"'
