"""Per-file mining cursors: how far a transcript has been mined (byte offset and line count)
and a fingerprint of its head, so a re-run mines nothing twice and a rotated or rewritten file
is read again from the start.

A cursor is ingestion bookkeeping, not memory state: it lives in its own table (not derived
from events) and is advanced in the same transaction as the lessons admitted from the chunk
it covers, so a run killed at any point resumes with no loss and no duplicates. The advance is
a compare-and-swap: if another miner moved the cursor meanwhile, the transaction rolls back.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cairn.errors import CairnError
from cairn.policy.redact import redact
from cairn.store.base import WriteTx
from cairn.timeutil import now

HEAD = 4096


class CursorMoved(CairnError):
    """Another miner advanced this file's cursor first; this chunk is left to it."""


def key_for(path: Path, st: os.stat_result) -> str:
    """A file's cursor key: its resolved path, written like any text cairn writes (redacted: a
    client may name a transcript after a session id, and a path can hold a secret). When
    redaction changed the path, the file's device and inode tell apart two files whose paths
    differ only in a secret."""
    red = redact(str(path.resolve()))
    return red.text if not red.count else f"{red.text}#{st.st_dev}:{st.st_ino}"


@dataclass
class Cursor:
    path: str
    client: str
    offset: int = 0
    lines: int = 0
    head_len: int = 0
    head_fp: str = ""
    state: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Cursor:
        return cls(
            path=row["path"],
            client=row["client"],
            offset=int(row["offset"]),
            lines=int(row["lines"]),
            head_len=int(row["head_len"]),
            head_fp=row["head_fp"],
            state=json.loads(row["state"] or "{}"),
        )


def fingerprint(head: bytes) -> str:
    return hashlib.sha256(head).hexdigest()[:32]


def still_valid(cur: Cursor, size: int, head: bytes) -> bool:
    """The file is the one the cursor was taken on: not shorter, and the same head bytes."""
    if size < cur.offset or len(head) < cur.head_len:
        return False
    return fingerprint(head[: cur.head_len]) == cur.head_fp


def advance(tx: WriteTx, cur: Cursor, *, stored: int | None, head: bytes) -> None:
    """Write ``cur`` inside ``tx`` if the stored offset is still ``stored`` (None: no row yet);
    otherwise raise CursorMoved (the caller's transaction rolls back)."""
    row = tx.cursor(cur.path)
    if (int(row["offset"]) if row else None) != stored:
        raise CursorMoved(f"{cur.path} was mined by another run")
    cur.head_len = min(HEAD, cur.offset, len(head))
    cur.head_fp = fingerprint(head[: cur.head_len])
    tx.put_cursor(
        {
            "path": cur.path,
            "client": cur.client,
            "offset": cur.offset,
            "lines": cur.lines,
            "head_len": cur.head_len,
            "head_fp": cur.head_fp,
            "state": json.dumps(cur.state, sort_keys=True),
            "updated_at": now(),
        }
    )
