"""What an incremental check must look at: anchored files whose stat changed since the last
check, the stale anchors when HEAD moved, and memory texts written since the last scan.

This is the session-start hook's first step, so it imports nothing but the standard library and
the store's rows: it stats each anchored file (one system call each) and compares with the stat
remembered at the last check. Only when something changed does the hook import the parsers and
verify (``service.anchors``).

Read-only: it opens no file and runs no process.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from cairn.anchors.repo import stat_many
from cairn.store import anchor_rows


@dataclass(frozen=True)
class Changes:
    files: int  # anchored files looked at
    changed: tuple[str, ...]  # paths to verify again
    stats: dict[str, str]  # path -> stat now ("-" when absent)
    scanned: int  # event seq the memory texts were scanned to
    last_head: str | None  # commit of the last complete check
    pending: bool  # memory texts were written since the last scan

    @property
    def any(self) -> bool:
        return bool(self.changed) or self.pending


def find(
    db: sqlite3.Connection, namespace: str, root: str, head: str | None, *, full: bool = False
) -> Changes:
    seq, last_head = anchor_rows.last_scan(db, namespace, root)
    known = anchor_rows.anchored_with_stats(db, namespace, root)
    paths = [p for p, _ in known]
    now = {p: s or "-" for p, s in stat_many(root, paths).items()}
    changed = [p for p, cached in known if full or cached != now[p]]
    if head != last_head:  # a commit may have brought back what a stale anchor names
        seen = set(changed)
        changed += [p for p in anchor_rows.stale_paths(db, namespace) if p not in seen]
    pending = anchor_rows.texts_pending(db, namespace, seq)
    return Changes(len(paths), tuple(changed), now, seq, last_head, pending)
