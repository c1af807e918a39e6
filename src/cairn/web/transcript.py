"""The transcript lines a mined lesson came from, read safely and redacted.

A source's ``transcript`` and ``locator`` ("line 12 uuid ...") are provenance that an agent's
session produced, so the path is untrusted. Lines are shown only from a file that cairn's miner
read: the store holds a mining cursor under exactly that path, and the file opened now is still
the one the cursor was taken on (``ingest.cursors``: the same key, no shorter, the same first
bytes). It is opened without following a final
symlink and without blocking (a FIFO or a device is refused), must be a regular file, and is
read as a stream up to the cited line plus a little context, never past ``MAX_SCAN`` bytes, with
each line capped at ``MAX_LINE``. Every line shown is redacted (``policy.redact``) and is
rendered as text by the templates (autoescaped), never as markup.

It never writes, never follows a path the miner did not read, and never reads a whole file.
"""

from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cairn.policy.redact import redact
from cairn.store.base import Store

MAX_SCAN = 64 * 1024 * 1024  # bytes read at most to reach the cited line
MAX_LINE = 256 * 1024  # bytes of one line kept (the rest of the line is skipped)
SHOWN_CHARS = 2000  # characters of one line shown
CONTEXT = 2  # lines shown before and after the cited one
_LINE = re.compile(r"\bline (\d{1,9})\b")
_TEXT_KEYS = ("text", "content", "prompt", "command", "output", "message", "summary")


@dataclass(frozen=True)
class Line:
    number: int
    text: str  # redacted, readable text of the record (or the raw line)
    cited: bool
    role: str = ""


@dataclass(frozen=True)
class Excerpt:
    transcript: str
    line: int | None
    lines: tuple[Line, ...] = ()
    refused: str | None = None  # why nothing is shown


def cited_line(locator: str | None) -> int | None:
    found = _LINE.search(locator or "")
    return int(found.group(1)) if found else None


def excerpt(store: Store, source: dict[str, Any]) -> Excerpt:
    """The cited line of ``source``'s transcript with ``CONTEXT`` lines around it."""
    raw = str(source.get("transcript") or "")
    line = cited_line(source.get("locator"))
    if not raw:
        return Excerpt(raw, line, refused="this source names no transcript")
    if line is None:
        return Excerpt(raw, line, refused="this source names no line of its transcript")
    why = _unsafe(raw)
    if why:
        return Excerpt(raw, line, refused=why)
    row = store.cursor(raw)
    if row is None:
        return Excerpt(
            raw,
            line,
            refused="cairn's miner has no record of reading this file, so it is not opened",
        )
    try:
        return Excerpt(raw, line, tuple(_read(Path(raw), row, line)))
    except _Refused as exc:
        return Excerpt(raw, line, refused=str(exc))


class _Refused(Exception):
    pass


def _unsafe(raw: str) -> str | None:
    if "[REDACTED" in raw:
        return "the transcript's path held a secret and was stored redacted; it cannot be opened"
    path = Path(raw)
    if not path.is_absolute() or ".." in path.parts:
        return "the transcript's path is not an absolute path"
    return None


def _read(path: Path, row: dict[str, Any], target: int) -> list[Line]:
    from cairn.ingest.cursors import HEAD, Cursor, key_for, still_valid

    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | os.O_CLOEXEC
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise _Refused(f"the transcript cannot be opened ({exc.strerror})") from None
    with os.fdopen(fd, "rb") as fh:
        st = os.fstat(fh.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise _Refused("the transcript is not a regular file")
        cursor = Cursor.from_row(row)
        if key_for(path, st) != cursor.path:
            raise _Refused("the file at that path is not the one the miner read")
        if not still_valid(cursor, st.st_size, os.pread(fh.fileno(), HEAD, 0)):
            raise _Refused("the file changed since the miner read it (its first bytes differ)")
        out: list[Line] = []
        scanned = 0
        number = 0
        while number < target + CONTEXT:
            chunk = fh.readline(MAX_LINE)
            if not chunk:
                break
            scanned += len(chunk)
            if not chunk.endswith(b"\n"):  # an over-long line: skip the rest of it
                while True:
                    rest = fh.readline(MAX_LINE)
                    scanned += len(rest)
                    if not rest or rest.endswith(b"\n") or scanned > MAX_SCAN:
                        break
            number += 1
            if number >= target - CONTEXT:
                role, text = readable(chunk.decode("utf-8", "replace"))
                out.append(Line(number, text, number == target, role))
            if scanned > MAX_SCAN and number < target:
                raise _Refused(f"line {target} lies beyond the first {MAX_SCAN >> 20} MiB")
    if not any(x.cited for x in out):
        raise _Refused(f"the transcript has no line {target} now")
    return out


def readable(raw: str) -> tuple[str, str]:
    """(role, text) of one transcript line: the words of a JSON record when it has some, else
    the line itself; redacted and cut to ``SHOWN_CHARS``."""
    role, text = "", raw.strip()
    try:
        obj = json.loads(raw)
    except ValueError:
        obj = None
    if isinstance(obj, dict):
        role = _role(obj)
        words = [w for w in _strings(obj, 0) if w.strip()]
        if words:
            text = "\n".join(words)
    text = redact(text).text
    if len(text) > SHOWN_CHARS:
        text = text[:SHOWN_CHARS].rstrip() + " …"
    return role, text


def _role(obj: dict[str, Any]) -> str:
    for value in (obj.get("type"), (obj.get("message") or {}).get("role")):
        if isinstance(value, str) and value:
            return value[:40]
    return ""


def _strings(value: Any, depth: int, texty: bool = False) -> list[str]:
    """The strings under text-like keys of a record (depth-limited)."""
    if depth > 8:
        return []
    out: list[str] = []
    if isinstance(value, dict):
        for k, v in value.items():
            if k in _TEXT_KEYS and isinstance(v, str):
                out.append(v)
            elif isinstance(v, dict | list):
                out += _strings(v, depth + 1, k in _TEXT_KEYS)
    elif isinstance(value, list):
        for v in value[:50]:
            if isinstance(v, str):
                if texty:
                    out.append(v)
            else:
                out += _strings(v, depth + 1, texty)
    return out
