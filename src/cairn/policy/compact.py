"""Compaction: a bounded maintenance pass that proposes one summary memory for a group of aging,
related small memories, to replace them once a person approves it.

What it finds (``groups``, a pure function over one project's memories): memories that are
approved and active, at project level, of a kind that accumulates small items (fact, pitfall,
command, convention, preference; never a decision, whose log is dated, nor a gate), one line of
at most ``SMALL`` characters, unflagged and uncontested, untouched (no edit, citation or verdict)
for ``days``, and not already part of a waiting summary. Among those, memories of one kind that
share a subject (the typed subject of a fact, else an identifier they all name, else the two
words they open with, after an article and a one-word label such as "Note:"; not when the first
is an imperative like "use" or "always") form a group when there are at least ``min_size`` of them. Each group's
summary (``summarise``) keeps every member's words: a shared opening is said once, the rest
joined in order; an optional model may word it better, and its wording is used only when it
keeps every identifier, number, path and flag of the members.

What it may do, only when run (not ``--dry-run``): propose each summary (a proposal by the system
actor ``cairn-compact``, held a proposal in every admission mode) with a ``derived_from`` edge to
each member, all in one transaction under one run id.

What it may never do: delete anything; approve, reject, restore, retract, supersede or expire
anything by itself; change a memory's text, status, review, scope, sources, verdicts or rank.
The members stay exactly as they are until a person approves the summary; then, and only then,
each member is superseded by it (its valid time ends; it stays in history with its sources and
revisions). Rejecting the summary leaves the members alone.

How to undo it: ``cairn compact --undo RUN`` (a person's verb) returns every memory a summary of
that run superseded to what it was, then retracts the run's summaries, as new events; the log
keeps the run, the approval and the undoing.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import timedelta

from cairn.model import Kind, Memory, Review, ScopeLevel, Status
from cairn.timeutil import to_datetime

ACTOR_ID = "cairn-compact"
AGE_DAYS = 30
MIN_GROUP = 3
MAX_GROUP = 20
SMALL = 200
SUMMARY_MAX = 4000
KINDS = (Kind.FACT, Kind.PITFALL, Kind.COMMAND, Kind.CONVENTION, Kind.PREFERENCE)
EDGE_NOTE = "compaction run "

_WORD = re.compile(r"[\w'-]+")
_IDENT = re.compile(
    r"`([^`\s][^`]*)`"  # a code span
    r"|((?:[\w.-]*[A-Za-z][\w.-]*)?(?:/[\w.-]+)+/?)"  # a path
    r"|(\b[A-Za-z]\w*(?:[._]\w+)+\b)"  # dotted or snake_case
    r"|(\b[a-z]+[A-Z]\w*\b)"  # camelCase
)
_LABEL = re.compile(r"^\s*\w{1,16}:\s+(?=\S)")  # a leading "Note: " or "FYI: " names no subject
_KEEP = re.compile(r"`[^`]+`|--?[A-Za-z][\w-]*|[\w.-]*/[\w./-]+|\b\w*\d[\w.]*\b|\b\w+[._]\w+\b")
ARTICLES = frozenset({"the", "a", "an", "this", "that", "our", "its", "their"})
# first words that say how to act rather than what a thing is: no subject in them
IMPERATIVE = frozenset(
    {
        "always",
        "never",
        "use",
        "do",
        "don't",
        "dont",
        "avoid",
        "prefer",
        "keep",
        "make",
        "run",
        "set",
        "add",
        "remove",
        "check",
        "ensure",
        "please",
        "when",
        "if",
        "before",
        "after",
        "to",
        "for",
        "in",
        "on",
        "we",
        "you",
        "i",
    }
)


@dataclass(frozen=True)
class Group:
    kind: Kind
    key: str  # how the members were grouped: "subject:...", "ident:...", "lead:..."
    label: str  # the subject as people read it
    members: tuple[Memory, ...]
    text: str  # the heuristic summary

    def as_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind.value,
            "key": self.key,
            "label": self.label,
            "members": [m.id for m in self.members],
            "text": self.text,
        }


def eligible(m: Memory, *, namespace: str, at: str, days: int, busy: Collection[str]) -> bool:
    return (
        m.namespace == namespace
        and m.scope is ScopeLevel.PROJECT
        and m.kind in KINDS
        and m.status is Status.ACTIVE
        and m.review is Review.APPROVED
        and "\n" not in m.text
        and len(m.text) <= SMALL
        and not m.flags
        and not m.contested_by
        and m.id not in busy
        and to_datetime(at) - to_datetime(m.updated_at) > timedelta(days=days)
    )


def keys(m: Memory) -> list[tuple[str, str]]:
    """(key, label) pairs a memory can be grouped by, most specific first."""
    out: list[tuple[str, str]] = []
    if m.subject and m.predicate and m.object:
        out.append((f"subject:{m.subject.casefold()}", m.subject))
    seen: set[str] = set()
    for match in _IDENT.finditer(m.text):
        ident = next(g for g in match.groups() if g).strip(".,;:")
        if len(ident) >= 3 and ident.casefold() not in seen:
            seen.add(ident.casefold())
            out.append((f"ident:{ident.casefold()}", ident))
    opening = _LABEL.sub("", m.text, count=1)  # "Note: the deploy script ..." opens at "the"
    words = _WORD.findall(opening)
    while words and words[0].casefold() in ARTICLES:
        words = words[1:]
    if len(words) >= 3 and words[0].casefold() not in IMPERATIVE:
        lead = " ".join(words[:2])
        out.append((f"lead:{lead.casefold()}", lead))
    return out


def groups(
    memories: Sequence[Memory],
    *,
    namespace: str,
    at: str,
    days: int = AGE_DAYS,
    min_size: int = MIN_GROUP,
    busy: Collection[str] = (),
) -> list[Group]:
    """What a compaction run would propose (reads nothing, writes nothing); deterministic."""
    pool = {
        m.id: m for m in memories if eligible(m, namespace=namespace, at=at, days=days, busy=busy)
    }
    by_key: dict[tuple[Kind, str], set[str]] = {}
    labels: dict[tuple[Kind, str], str] = {}
    for m in pool.values():
        for key, label in keys(m):
            by_key.setdefault((m.kind, key), set()).add(m.id)
            labels.setdefault((m.kind, key), label)
    rank = {"subject": 0, "ident": 1, "lead": 2}
    out: list[Group] = []
    while True:
        live = {k: ids & pool.keys() for k, ids in by_key.items()}
        best = [k for k, ids in live.items() if len(ids) >= min_size]
        if not best:
            return out
        k = min(
            best,
            key=lambda k: (-len(live[k]), rank[k[1].split(":", 1)[0]], k[0].value, k[1]),
        )
        members = sorted(
            (pool[i] for i in live[k]), key=lambda m: (m.valid_from or m.recorded_at, m.id)
        )[:MAX_GROUP]
        text = summarise(labels[k], [m.text for m in members])
        while len(text) > SUMMARY_MAX and len(members) > min_size:
            members = members[:-1]
            text = summarise(labels[k], [m.text for m in members])
        for m in members:
            del pool[m.id]
        if len(text) <= SUMMARY_MAX:
            out.append(Group(k[0], k[1], labels[k], tuple(members), text))


def _bare(text: str) -> str:
    return text.strip().rstrip(".;").strip()


def summarise(label: str, texts: Sequence[str]) -> str:
    """One memory saying all of ``texts``: their shared opening (two words or more) once, then
    each rest; without one, the label and each text. Nothing is dropped."""
    bare = [_bare(t) for t in texts]
    split = [t.split() for t in bare]
    n = 0
    while all(len(ws) > n + 1 for ws in split) and len({ws[n].casefold() for ws in split}) == 1:
        n += 1
    if n >= 2:
        head = " ".join(split[0][:n])
        rests = [" ".join(ws[n:]) for ws in split]
        return f"{head}: " + "; ".join(rests) + "."
    return f"{label}: " + "; ".join(bare) + "."


def kept(texts: Sequence[str], summary: str) -> list[str]:
    """The identifiers, numbers, paths and flags of ``texts`` that ``summary`` lacks."""
    have = summary.casefold()
    missing: list[str] = []
    for t in texts:
        for tok in _KEEP.findall(t):
            tok = tok.strip("`.,;:")
            if tok and tok.casefold() not in have and tok not in missing:
                missing.append(tok)
    return missing
