"""The grammar of an exported memory file: one entry per memory, read back exactly.

A file is a sequence of lines at the left margin, each one of:

- a heading (``#`` ...), a quote (``>`` ...), a one-line or multi-line HTML comment, a blank;
- an *entry*: a list item starting ``- ``. Its text continues on the lines below indented by two
  spaces (or a tab); blank lines inside it stay blank. Its last line may be the *metadata line*
  cairn writes, which carries the memory's anchor and a little metadata::

      - Run `make test` before pushing.
        <sub>cairn:01JB2K3M4N5P6Q7R8S9T0V1W2X · convention · from 2026-03-01 · evidence 3</sub>

Anything else at the margin (a ``*`` bullet, a numbered item, an unindented continuation line) is
an error naming its line, never a guess: a file that cannot be read exactly is not imported.

Text is written as stored, so it renders as the markdown it is. Two things are escaped so no
text can pose as structure: every line after the first is indented (a text line can never start
an entry), and a text line that starts like a metadata line, or with a backslash that the reader
would take for this escape, gets one more leading backslash. ``parse(render(x))`` gives back
``x`` for every text the service can store (tested on generated texts).

Metadata fields are ``key`` or ``key value``, separated by `` · ``; a value that is free text
(a name, a note, a rule) is a JSON value, so no separator or markup inside it can break the line.
This module does no I/O.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from cairn.errors import UsageError

ULID = re.compile(r"^[0-9A-HJKMNP-TV-Z]{26}$")
_NEWLINE = re.compile(r"\r\n|\r|\n")
_META = re.compile(r"^(?: {2}|\t)<sub>cairn:([0-9A-Za-z]{26})(.*)</sub>[ \t]*$")
_META_PREFIX = "<sub>cairn:"
_HEADING = re.compile(r"^#{1,6}(?:[ \t]|$)")
_OTHER_BULLET = re.compile(r"^(?:[*+][ \t]|\d{1,9}[.)](?:[ \t]|$))")
SEP = " · "
# fields whose value is free text or structure: always written as JSON
JSON_FIELDS = frozenset({"by", "note", "triple", "rule", "source"})


class Malformed(UsageError):
    """A memory file that cannot be read exactly; names the file and the line."""

    def __init__(self, file: str, line: int, message: str) -> None:
        super().__init__(
            f"{file}:{line}: {message}",
            hint="fix that line (nothing was imported from this file; other files were read)",
        )
        self.file = file
        self.line = line


@dataclass(frozen=True)
class Entry:
    """One entry as read from a file (``line`` and ``end`` are 1-based, inclusive)."""

    file: str
    line: int
    end: int
    text: str
    anchor: str | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    raw: tuple[str, ...] = ()  # the entry's lines as written, for keeping it verbatim
    text_end: int = 0  # last line of the text (before the metadata line)


def split_lines(text: str) -> list[str]:
    """Lines without their terminators (CRLF, CR and LF all end a line; a BOM is dropped)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = _NEWLINE.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def canon(text: str) -> str:
    """A text as the service stores it, for comparing a file's entry with a memory: a one-line
    text has its whitespace folded; a longer one loses trailing spaces on each line (editors
    strip those) and blank lines at either end."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "\n" not in text.strip():
        return " ".join(text.split())
    return "\n".join(line.rstrip() for line in text.split("\n")).strip("\n").strip()


# -- writing ----------------------------------------------------------------------------------


def _escape(line: str) -> str:
    if line.startswith(("\\\\", "\\" + _META_PREFIX, _META_PREFIX)):
        return "\\" + line
    return line


def _unescape(line: str) -> str:
    if line.startswith(("\\\\", "\\" + _META_PREFIX)):
        return line[1:]
    return line


def _value(key: str, value: Any) -> str:
    if key in JSON_FIELDS or not isinstance(value, str | int) or _needs_json(str(value)):
        # "</" is written "<\/" (the same JSON string), so no value can close the <sub>
        return json.dumps(value, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    return str(value)


def _needs_json(value: str) -> bool:
    return (
        not value
        or value != value.strip()
        or any(c in value for c in '·<>"[{\n\r')
        or value.startswith(("-", "'"))
    )


def meta_line(anchor: str, fields: Sequence[tuple[str, Any]]) -> str:
    """The metadata line: ``fields`` are (key, value) pairs; a value of None writes the bare key."""
    parts = [f"cairn:{anchor}"]
    for key, value in fields:
        parts.append(key if value is None else f"{key} {_value(key, value)}")
    return f"  <sub>{SEP.join(parts)}</sub>"


def render_entry(text: str, anchor: str | None, fields: Sequence[tuple[str, Any]]) -> list[str]:
    """The lines of one entry (no line terminators)."""
    lines = canon(text).split("\n")
    out = [f"- {lines[0]}"]
    for line in lines[1:]:
        out.append(f"  {_escape(line)}" if line else "")
    if anchor is not None:
        out.append(meta_line(anchor, fields))
    return out


# -- reading ----------------------------------------------------------------------------------


def _fields(file: str, line_no: int, rest: str) -> dict[str, Any]:
    """Parse `` · key value · key ...`` (the part of a metadata line after the anchor)."""
    out: dict[str, Any] = {}
    decoder = json.JSONDecoder()
    i = 0
    while i < len(rest):
        if not rest.startswith(SEP, i):
            raise Malformed(file, line_no, f"metadata: expected ' · ' at {rest[i:][:20]!r}")
        i += len(SEP)
        m = re.compile(r"[a-z][a-z-]*").match(rest, i)
        if m is None:
            raise Malformed(file, line_no, f"metadata: expected a field name at {rest[i:][:20]!r}")
        key = m.group(0)
        i = m.end()
        value: Any = None
        if rest.startswith(" ", i) and not rest.startswith(SEP, i):
            i += 1
            if rest[i : i + 1] in ('"', "[", "{"):
                try:
                    value, i = decoder.raw_decode(rest, i)
                except ValueError as exc:
                    raise Malformed(file, line_no, f"metadata: bad value of {key}: {exc}") from None
            else:
                j = rest.find(SEP, i)
                j = len(rest) if j < 0 else j
                value = rest[i:j]
                value = int(value) if value.isdigit() and len(value) < 10 else value
                i = j
        if key in out:
            raise Malformed(file, line_no, f"metadata: field {key!r} given twice")
        out[key] = value
    return out


def _is_indented(line: str) -> bool:
    return line.startswith(("  ", "\t"))


def _dedent(line: str) -> str:
    return line[1:] if line.startswith("\t") else line[2:]


def parse(content: str, file: str) -> list[Entry]:
    """Every entry of one file, in file order; raise Malformed naming the first bad line."""
    lines = split_lines(content)
    entries: list[Entry] = []
    seen: dict[str, int] = {}
    i = 0
    in_comment = False
    while i < len(lines):
        line = lines[i]
        no = i + 1
        if in_comment:
            in_comment = "-->" not in line
            i += 1
            continue
        if not line.strip() or _HEADING.match(line) or line.startswith(">"):
            i += 1
            continue
        if line.startswith("<!--"):
            in_comment = "-->" not in line[4:]
            i += 1
            continue
        if line == "-" or line.startswith("- "):
            entry, i = _entry(lines, i, file)
            if entry.anchor is not None:
                if entry.anchor in seen:
                    raise Malformed(
                        file,
                        entry.line,
                        f"anchor cairn:{entry.anchor} is also on line {seen[entry.anchor]}",
                    )
                seen[entry.anchor] = entry.line
            entries.append(entry)
            continue
        if _OTHER_BULLET.match(line):
            raise Malformed(file, no, "an entry starts with '- ' (a dash and a space)")
        if _is_indented(line):
            raise Malformed(file, no, "an indented line outside an entry")
        raise Malformed(
            file,
            no,
            "text at the margin outside an entry (indent an entry's continuation lines by two"
            " spaces; prose goes in a '>' quote)",
        )
    if in_comment:
        raise Malformed(file, len(lines), "an HTML comment that is never closed")
    return entries


def _entry(lines: Sequence[str], start: int, file: str) -> tuple[Entry, int]:
    first = lines[start][2:]
    if not first.strip():
        raise Malformed(file, start + 1, "an empty entry")
    body = [first]
    j = start + 1
    last = start  # index of the last non-blank line of the entry
    while j < len(lines):
        line = lines[j]
        if not line.strip():
            body.append("")
            j += 1
            continue
        if not _is_indented(line):
            break
        body.append(line)
        last = j
        j += 1
    body = body[: last - start + 1]
    anchor: str | None = None
    meta: dict[str, Any] = {}
    text_lines = [first]
    text_end = start
    for k, line in enumerate(body[1:], start=start + 1):
        m = _META.match(line)
        if m is not None:
            if k != last:
                raise Malformed(file, k + 1, "the metadata line must be the entry's last line")
            anchor = m.group(1).upper()
            if not ULID.match(anchor):
                raise Malformed(file, k + 1, f"cairn:{m.group(1)} is not a memory id")
            meta = _fields(file, k + 1, m.group(2))
            continue
        if line.lstrip(" \t").startswith(_META_PREFIX) and not line.startswith("\\"):
            raise Malformed(file, k + 1, "a metadata line cairn cannot read")
        text_lines.append(_unescape(_dedent(line)) if line else "")
        text_end = k
    text = canon("\n".join(text_lines))
    entry = Entry(
        file=file,
        line=start + 1,
        end=last + 1,
        text=text,
        anchor=anchor,
        meta=meta,
        raw=tuple(lines[start : last + 1]),
        text_end=text_end + 1,
    )
    return entry, last + 1


def anchors_in(lines: Iterable[str]) -> set[str]:
    """Every anchor named on a metadata line (for reading a file's history)."""
    out: set[str] = set()
    for line in lines:
        m = _META.match(line)
        if m is not None and ULID.match(m.group(1).upper()):
            out.add(m.group(1).upper())
    return out
