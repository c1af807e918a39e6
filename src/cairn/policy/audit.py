"""Audit: a bounded maintenance pass that finds memories a person should look at again.

What it finds (``find``, a pure function over one project's memories):

- ``stale-proposal``: a proposal nobody reviewed (or one deferred) for more than N days;
- ``never-cited``: an active memory nobody approved (the ``open`` mode lets those in) that no
  session has cited in N days;
- ``support-retired``: a live memory that a now retired (superseded, expired, retracted or
  rejected) memory ``supports``, not already flagged for it by the reconsolidation sweep;
- ``duplicate``: two live memories in one namespace with the same claim key (the later one is
  named; e.g. after an edit made two texts say the same thing).

What it may do, and only with ``--enforce``: add one flag per finding (which puts the memory in
the review queue) and, for ``never-cited``, lower its rank by a small capped penalty. Each change
is one ``memory.flagged`` event by the system actor ``cairn-audit`` carrying the run id and the
prior state.

What it may never do: delete anything, approve, reject, restore, retract, supersede or expire;
change a memory's text, status, review, scope, verdicts, sources or edges; raise a rank. Without
``--enforce`` it changes nothing at all.

How to undo it: ``cairn audit --undo RUN`` (a person's verb) removes that run's flags and gives
back its rank penalties, as new events; the log keeps both the run and its undoing.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import timedelta

from cairn.model import Memory, Review, Status
from cairn.timeutil import to_datetime

STALE_DAYS = 30
DEMOTE = 0.1  # rank penalty added to a never-cited, never-reviewed active memory
MAX_PENALTY = 1.0
ACTOR_ID = "cairn-audit"

RETIRED = frozenset({Status.SUPERSEDED, Status.EXPIRED, Status.RETRACTED})
LIVE = frozenset({Status.PROPOSED, Status.ACTIVE})


@dataclass(frozen=True)
class Finding:
    check: str  # stale-proposal | never-cited | support-retired | duplicate
    memory_id: str
    detail: str
    flag: str  # the flag --enforce adds
    penalty: float = 0.0  # the rank penalty --enforce adds

    def as_dict(self) -> dict[str, object]:
        return {
            "check": self.check,
            "memory_id": self.memory_id,
            "detail": self.detail,
            "flag": self.flag,
            "penalty": self.penalty,
        }


def _older(stamp: str | None, at: str, days: int) -> bool:
    if not stamp:
        return False
    return to_datetime(at) - to_datetime(stamp) > timedelta(days=days)


def _short(mid: str) -> str:
    return "#" + mid[-8:].lower()


def find(
    memories: Sequence[Memory],
    *,
    at: str,
    cited: Collection[str],
    supports: Iterable[tuple[str, str]],
    stale_days: int = STALE_DAYS,
) -> list[Finding]:
    """What an audit would flag. ``supports`` holds open (supporter, supported) edges;
    ``cited`` the ids of memories some session cited. Reads nothing, writes nothing."""
    by_id: Mapping[str, Memory] = {m.id: m for m in memories}
    out: list[Finding] = []
    seen: set[tuple[str, str]] = set()

    def add(f: Finding) -> None:
        if (f.check, f.memory_id) in seen or f.flag in by_id[f.memory_id].flags:
            return
        seen.add((f.check, f.memory_id))
        out.append(f)

    for m in memories:
        if (
            m.status is Status.PROPOSED
            and m.review in (Review.UNREVIEWED, Review.DEFERRED)
            and _older(m.updated_at, at, stale_days)
        ):
            add(
                Finding(
                    "stale-proposal",
                    m.id,
                    f"waiting for review since {m.updated_at[:10]}",
                    f"audit: waiting over {stale_days} days",
                )
            )
        if (
            m.status is Status.ACTIVE
            and m.review is Review.UNREVIEWED
            and m.id not in cited
            and _older(m.recorded_at, at, stale_days)
        ):
            add(
                Finding(
                    "never-cited",
                    m.id,
                    f"active since {m.recorded_at[:10]} without review or a citation",
                    "audit: never reviewed or cited",
                    DEMOTE,
                )
            )
    for src, dst in supports:
        sup, held = by_id.get(src), by_id.get(dst)
        if sup is None or held is None or held.status not in LIVE:
            continue
        if sup.status in RETIRED or sup.review is Review.REJECTED:
            gone = sup.status.value if sup.status in RETIRED else "rejected"
            if any(f.startswith("review: a memory supporting it was") for f in held.flags):
                continue
            add(
                Finding(
                    "support-retired",
                    held.id,
                    f"supported by {_short(sup.id)}, which was {gone}",
                    f"audit: its support {_short(sup.id)} was {gone}",
                )
            )
    first: dict[tuple[str, str], Memory] = {}
    for m in memories:
        if m.status not in LIVE or m.review is Review.REJECTED:
            continue
        key = (m.namespace, m.claim_key)
        if key in first:
            add(
                Finding(
                    "duplicate",
                    m.id,
                    f"says the same as {_short(first[key].id)}",
                    f"audit: duplicate of {_short(first[key].id)}",
                )
            )
        else:
            first[key] = m
    return out


def undo_flags(flags: Sequence[str], added: str) -> list[str]:
    """The flags as they would be without one an audit run added."""
    out = list(flags)
    if added in out:
        out.remove(added)
    return out
