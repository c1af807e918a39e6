"""Reading a transcript file in chunks of complete lines, from a byte offset.

A chunk ends at a newline; one line longer than a chunk is read on to its end (up to
``MAX_LINE``, past which it is skipped with a reason); a last line that is not complete yet (a
session still being written) is left for the next run unless it already parses. It only reads:
it never parses records, decides lessons or writes.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import orjson

MAX_LINE = 32 << 20


def chunks(f: Any, offset: int, size: int) -> Iterator[tuple[bytes, int, str | None]]:
    """(complete lines, bytes consumed, skip reason) from ``offset``; consumed 0 ends."""
    f.seek(offset)
    while True:
        buf = f.read(size)
        if not buf:
            return
        cut = buf.rfind(b"\n")
        if cut >= 0:
            f.seek(offset + cut + 1)
            offset += cut + 1
            yield buf[: cut + 1], cut + 1, None
            continue
        while len(buf) <= MAX_LINE:  # one line longer than a chunk: read on to its end
            more = f.read(size)
            if not more:
                break
            nl = more.find(b"\n")
            if nl >= 0:
                buf += more[: nl + 1]
                break
            buf += more
        if buf.endswith(b"\n"):
            f.seek(offset + len(buf))
            offset += len(buf)
            if len(buf) > MAX_LINE:
                yield b"", len(buf), "huge line (skipped)"
            else:
                yield buf, len(buf), None
            continue
        if len(buf) > MAX_LINE:
            n = len(buf)
            while True:
                more = f.read(size)
                if not more:
                    yield b"", 0, "huge incomplete last line (left for next run)"
                    return
                nl = more.find(b"\n")
                if nl >= 0:
                    n += nl + 1
                    break
                n += len(more)
            f.seek(offset + n)
            offset += n
            yield b"", n, "huge line (skipped)"
            continue
        if _complete(buf):
            yield buf, len(buf), None
        else:
            yield b"", 0, "incomplete last line (left for next run)"
        return


def first_object(f: Any) -> Any:
    """The first complete, parseable record among the file's leading lines (for detection)."""
    f.seek(0)
    for _ in range(50):
        line = f.readline(1 << 20)
        if not line:
            return None
        if not line.endswith(b"\n") and len(line) >= 1 << 20:
            while line and not line.endswith(b"\n"):  # a huge line: skip the rest of it
                line = f.readline(1 << 20)
            continue
        if not line.strip():
            continue
        try:
            return orjson.loads(line)
        except orjson.JSONDecodeError:
            continue
    return None


def _complete(buf: bytes) -> bool:
    try:
        orjson.loads(buf)
    except orjson.JSONDecodeError:
        return False
    return True


def bad_line(raw: bytes) -> str:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return "non-UTF-8 line"
    return "malformed JSON line"
