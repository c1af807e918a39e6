"""What the memory files say that the store does not: the list of changes an import would make.

Reading the files against the store (``StoreView``) gives, per entry:

- ``add``: an entry no memory answers to (no anchor and no stored claim with its value, or an
  anchor this store has never seen), or an entry whose text changed on a memory that is retired;
- ``edit``: an entry whose memory is live and whose text (or file, hence kind) changed;
- ``approve``: an entry whose memory is a proposal nobody decided on yet (what an earlier import
  by an agent left); only a person's import approves;
- ``reject``: an entry of ``rejected.md`` whose claim this store has not rejected;
- ``unreject``: an anchor that left ``rejected.md`` while its memory is still rejected here (a
  person lifted the rejection in the markdown); only a person's import restores;
- ``remove``: an anchor that was in the files (the index's list of anchors, the files as
  committed, or their git history says so) and is in none of them now, while its memory is live
  and no other entry answers to it. A file that is missing or unreadable removes nothing.

Entries that match the store are no-ops. An entry that matches a memory retired or rejected since
the files were written is reported as stale (the next export drops it). A superseded or expired
decision from another clone's log is kept as history. This module reads; it never writes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from cairn.claimkey import claim_key
from cairn.errors import UsageError
from cairn.model import Kind, Memory, Review, Status
from cairn.policy.redact import redact
from cairn.repo import files as F
from cairn.repo.gitinfo import Author, Git, History
from cairn.repo.markdown import Entry, Malformed, anchors_in, canon, parse, split_lines
from cairn.repo.state import LIVE, StoreView, pending

_MANIFEST = re.compile(r"^- `cairn:([0-9A-HJKMNP-TV-Z]{26})` ([a-z]+\.md)\b")
HISTORICAL = frozenset({"superseded", "expired"})


class Op(StrEnum):
    ADD = "add"
    EDIT = "edit"
    APPROVE = "approve"
    REJECT = "reject"
    UNREJECT = "unreject"
    REMOVE = "remove"


PERSON_ONLY = frozenset({Op.APPROVE, Op.UNREJECT})


@dataclass(frozen=True)
class Change:
    op: Op
    file: str
    kind: Kind
    entry: Entry | None = None
    memory: Memory | None = None
    anchor: str | None = None

    @property
    def where(self) -> str:
        return f"{self.file}:{self.entry.line}" if self.entry else self.file

    def describe(self) -> str:
        ref = f"#{self.memory.id[-8:].lower()}" if self.memory else ""
        text = self.entry.text if self.entry else (self.memory.text if self.memory else "")
        short = " ".join(text.split())
        short = short if len(short) <= 70 else short[:67] + "..."
        return f"{self.where}: {self.op.value} {self.kind.value} {ref} {short!r}".replace("  ", " ")

    def as_dict(self) -> dict[str, object]:
        return {
            "op": self.op.value,
            "file": self.file,
            "line": self.entry.line if self.entry else None,
            "kind": self.kind.value,
            "memory_id": self.memory.id if self.memory else None,
            "anchor": self.anchor,
            "text": self.entry.text if self.entry else None,
        }


@dataclass
class Plan:
    directory: Path
    changes: list[Change] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    entries: dict[str, list[Entry]] = field(default_factory=dict)  # readable files only
    unreadable: set[str] = field(default_factory=set)
    missing: set[str] = field(default_factory=set)
    historical: set[str] = field(default_factory=set)  # anchors of decisions kept as history
    head: set[str] = field(default_factory=set)  # anchors in the files as committed at HEAD
    removed_by: dict[str, Author] = field(default_factory=dict)  # anchor -> who removed it

    def blocking(self) -> list[Change]:
        """Changes an export would undo: everything but a proposal waiting for a person (whose
        entry export keeps as it is)."""
        return [c for c in self.changes if c.op is not Op.APPROVE]


def entry_key(entry: Entry) -> str:
    """The claim key the service would give this entry's text (after redaction)."""
    s, p, o = triple(entry)
    return claim_key(redact(entry.text).text, s, p, o)


def triple(entry: Entry) -> tuple[str | None, str | None, str | None]:
    t = entry.meta.get("triple")
    if isinstance(t, list) and len(t) == 3 and all(isinstance(x, str) and x for x in t):
        return t[0], t[1], t[2]
    return None, None, None


def manifest(text: str | None) -> dict[str, str]:
    """anchor -> file, from index.md's list of anchors."""
    out: dict[str, str] = {}
    for line in split_lines(text or ""):
        m = _MANIFEST.match(line)
        if m:
            out[m.group(1)] = m.group(2)
    return out


def read_files(directory: Path, plan: Plan) -> None:
    for name in (*(kf.name for kf in F.KIND_FILES), F.REJECTED):
        try:
            text = F.read_text(directory / name)
        except UsageError as exc:
            plan.errors.append(str(exc))
            plan.unreadable.add(name)
            continue
        if text is None:
            plan.unreadable.add(name)
            plan.missing.add(name)
            continue
        try:
            plan.entries[name] = parse(text, name)
        except Malformed as exc:
            plan.errors.append(exc.message)
            plan.unreadable.add(name)


def known_anchors(directory: Path, git: Git | None, plan: Plan) -> dict[str, str]:
    """anchor -> the file it was last known in: the index's list, the files as committed at
    HEAD, their git history. Records on ``plan`` the anchors at HEAD and who removed each
    anchor a commit took out."""
    known: dict[str, str] = {}
    paths = [directory / name for name in (*(kf.name for kf in F.KIND_FILES), F.REJECTED)]
    if git is not None:
        hist: History = git.history(paths)
        known.update(hist.added)
        plan.removed_by = hist.removed_by
        for path in paths:
            committed = git.head_text(path)
            if committed is not None:
                for anchor in anchors_in(split_lines(committed)):
                    known[anchor] = path.name
                    plan.head.add(anchor)
    try:
        index = F.read_text(directory / F.INDEX)
    except UsageError:
        index = None
    known.update(manifest(index))
    return known


def build(directory: Path, view: StoreView, git: Git | None) -> Plan:
    """The changes that would make the store say what the files say (reads only)."""
    plan = Plan(directory)
    read_files(directory, plan)
    known = known_anchors(directory, git, plan)
    if not plan.entries:
        plan.notes.append(f"no memory files in {directory}")
        return plan
    for name in sorted(plan.missing):
        if name in known.values():
            plan.notes.append(f"{name} is missing: its memories were left alone")
    present: dict[str, str] = {}
    dup: set[str] = set()
    for name, entries in plan.entries.items():
        for e in entries:
            if e.anchor is None:
                continue
            if e.anchor in present and present[e.anchor] != name:
                dup.add(e.anchor)
                plan.errors.append(
                    f"{name}:{e.line}: anchor cairn:{e.anchor} is also in {present[e.anchor]}"
                    " (an entry lives in one file); both were left alone"
                )
            present.setdefault(e.anchor, name)
    answered: set[str] = set()  # memory ids some entry answers to
    rejected_now = {e.anchor for e in plan.entries.get(F.REJECTED, []) if e.anchor}
    for name, entries in plan.entries.items():
        for e in entries:
            if e.anchor in dup:
                m = view.resolve(e.anchor)
                if m is not None:
                    answered.add(m.id)
                continue
            if name == F.REJECTED:
                _rejected_entry(plan, view, e, answered)
                continue
            unrejected = (
                e.anchor is not None
                and known.get(e.anchor) == F.REJECTED
                and e.anchor not in rejected_now
            )
            _kind_entry(plan, view, e, F.BY_NAME[name].kind, answered, unrejected)
    for anchor, name in sorted(known.items()):
        if anchor in present or name in plan.unreadable:
            continue
        m = view.resolve(anchor)
        if m is None or m.id in answered:
            continue
        if name == F.REJECTED:
            if m.review is Review.REJECTED:
                plan.changes.append(Change(Op.UNREJECT, name, m.kind, None, m, anchor))
        elif m.status in LIVE and m.review is not Review.REJECTED:
            plan.changes.append(Change(Op.REMOVE, name, m.kind, None, m, anchor))
    return plan


def match(view: StoreView, e: Entry) -> Memory | None:
    m = view.resolve(e.anchor)
    if m is not None:
        return m
    if e.anchor is None:  # a hand-written entry: the stored claim with the same value
        same = view.by_claim(entry_key(e))
        live = [x for x in same if x.status in LIVE]
        rejected = [x for x in same if x.review is Review.REJECTED]
        found = live or rejected
        return found[0] if found else None
    return None


def _kind_entry(
    plan: Plan,
    view: StoreView,
    e: Entry,
    kind: Kind,
    answered: set[str],
    unrejected: bool,
) -> None:
    m = match(view, e)
    if m is None:
        if e.anchor and kind is Kind.DECISION and e.meta.get("status") in HISTORICAL:
            plan.historical.add(e.anchor)  # another clone's log: kept, not proposed again
            return
        plan.changes.append(Change(Op.ADD, e.file, kind, e, None, e.anchor))
        return
    same = canon(e.text) == canon(m.text) or (e.anchor is None and m.claim_key == entry_key(e))
    if same:
        answered.add(m.id)
    if m.review is Review.REJECTED:
        if unrejected:
            plan.changes.append(Change(Op.UNREJECT, e.file, kind, e, m, e.anchor))
        elif same:
            plan.notes.append(f"{e.file}:{e.line}: stale: #{m.id[-8:].lower()} is rejected here")
        else:
            plan.changes.append(Change(Op.ADD, e.file, kind, e, None, e.anchor))
        return
    if m.status in LIVE:
        if same and m.kind is kind:
            if pending(m):
                plan.changes.append(Change(Op.APPROVE, e.file, kind, e, m, e.anchor))
            return
        answered.add(m.id)
        if m.kind is kind and canon(e.text) in view.past_texts(m):
            # the file was written before the memory was edited here: not an edit of the file
            plan.notes.append(
                f"{e.file}:{e.line}: stale: #{m.id[-8:].lower()} was edited since;"
                " the next export writes its new text"
            )
            return
        plan.changes.append(Change(Op.EDIT, e.file, kind, e, m, e.anchor))
        return
    if same:  # retired here
        if not (kind is Kind.DECISION and m.status in (Status.SUPERSEDED, Status.EXPIRED)):
            plan.notes.append(
                f"{e.file}:{e.line}: stale: #{m.id[-8:].lower()} is {m.status.value} here"
            )
        return
    plan.changes.append(Change(Op.ADD, e.file, kind, e, None, e.anchor))


def _rejected_entry(plan: Plan, view: StoreView, e: Entry, answered: set[str]) -> None:
    kind = _entry_kind(e)
    m = match(view, e)
    if m is not None and canon(e.text) != canon(m.text) and m.claim_key != entry_key(e):
        m = None  # the text was changed: the rejection is of the text as written now
    if m is not None:
        answered.add(m.id)
        if m.review is Review.REJECTED:
            return
        if view.restored_here(m):
            plan.notes.append(
                f"{e.file}:{e.line}: stale: a person here restored #{m.id[-8:].lower()};"
                " the next export takes it out of rejected.md"
            )
            return
    plan.changes.append(Change(Op.REJECT, e.file, m.kind if m else kind, e, m, e.anchor))


def _entry_kind(e: Entry) -> Kind:
    for k in Kind:
        if k.value in e.meta:
            return k
    return Kind.FACT
