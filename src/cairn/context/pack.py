"""Packing ranked memories into one framed block under a token budget.

Layout (every line counted by ``context.budget.estimate``)::

    <cairn-memory moment="prompt">
    Prior notes from cairn ... (frame.PREAMBLE)
    <digest line, session start only>
    - [convention #1a2b3c4d] text as packed (contested by #5e6f7a8b, unreviewed)
    ...
    N more relevant memories omitted; search for them (`cairn search`).
    </cairn-memory>

Each memory is capped at ``item_cap`` tokens and truncated on a word boundary with a marker; the
whole block is hard-capped at the budget (the estimate of the returned text never exceeds it).
Memory text passes ``frame.neutralise`` (it cannot open or close the frame) and the fast redaction
patterns before it is measured; a last redaction pass runs over the whole block. When not even the
frame and one memory fit, the block is empty: nothing half-framed is ever returned.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cairn.context import frame
from cairn.context.budget import estimate, truncate
from cairn.model import Memory
from cairn.policy.redact import redact_fast

MIN_ITEM = 24  # tokens: a memory cut shorter than this is omitted instead


@dataclass(frozen=True)
class Entry:
    """One ranked memory ready for packing."""

    memory: Memory
    score: float
    why: tuple[str, ...]
    note: str = ""  # said after the text, e.g. " (may be stale: ...)" (cairn.anchors.recall)
    # a person's keep-both resolution with another delivered memory: (its id, the note)
    kept_with: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Packed:
    text: str
    entries: tuple[tuple[Entry, str, bool], ...]  # (entry, text as packed, truncated)
    omitted: int


def short_id(mid: str) -> str:
    return "#" + mid[-8:].lower()


def note_of(mem: Memory) -> str:
    if not mem.contested_by:
        return ""
    ids = ", ".join(short_id(c) for c in mem.contested_by)
    return f" (contested by {ids}, unreviewed)"


def resolution_of(entry: Entry) -> str:
    """The person's note on a keep-both resolution, framed like memory text (neutralised and
    redacted: a note is injected too)."""
    if not entry.kept_with:
        return ""
    parts = []
    for other, note in entry.kept_with:
        clean = redact_fast(" ".join(frame.neutralise(note).split())).text
        parts.append(f"kept both with {short_id(other)} by a person: {clean}")
    return " (" + "; ".join(parts) + ")"


def clean_text(mem: Memory) -> str:
    text = " ".join(frame.neutralise(mem.text).split())
    return redact_fast(text).text


def trailer(n: int) -> str:
    noun = "memory" if n == 1 else "memories"
    return f"{n} more relevant {noun} omitted; search for them (`cairn search`)."


def _assemble(moment: str, head: Sequence[str], lines: Sequence[str], omitted: int) -> str:
    """The framed block (lines are already neutralised and redacted one by one)."""
    body = [*head, *lines]
    if omitted:
        body.append(trailer(omitted))
    return frame.wrap("\n".join(body), moment=moment)


def _render(moment: str, head: Sequence[str], lines: Sequence[str], omitted: int) -> str:
    """The final block: the last redaction pass runs once, over the whole of it."""
    return redact_fast(_assemble(moment, head, lines, omitted)).text


def pack(
    entries: Sequence[Entry],
    *,
    budget: int,
    moment: str,
    head: Sequence[str] = (),
    item_cap: int | None = None,
) -> Packed:
    """Greedy packing in rank order; see the module docstring for the guarantees."""
    if not entries or budget <= 0:
        return Packed("", (), 0)
    cap = item_cap if item_cap is not None else max(MIN_ITEM * 2, budget // 3)
    lines: list[str] = []
    packed: list[tuple[Entry, str, bool]] = []
    for i, entry in enumerate(entries):
        remaining_after = len(entries) - i - 1
        prefix = f"- [{entry.memory.kind.value} {short_id(entry.memory.id)}] "
        note = note_of(entry.memory) + frame.neutralise(entry.note) + resolution_of(entry)
        fixed = estimate(prefix + note) + 1
        overhead = estimate(_assemble(moment, head, lines, remaining_after + 1))
        room = min(cap, budget - overhead - fixed)
        if room < MIN_ITEM:
            break
        text = clean_text(entry.memory)
        cut = truncate(text, room)
        if not cut:
            break
        line = prefix + cut + note
        trial = _assemble(moment, head, [*lines, line], remaining_after)
        if estimate(trial) > budget:
            break
        lines.append(line)
        packed.append((entry, cut, cut != text))
    # Hard cap: drop from the end until the final render (with its trailer) fits.
    while packed:
        omitted = len(entries) - len(packed)
        text = _render(moment, head, lines, omitted)
        if estimate(text) <= budget:
            return Packed(text, tuple(packed), omitted)
        lines.pop()
        packed.pop()
    return Packed("", (), len(entries))
