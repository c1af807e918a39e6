"""How an event made by another store is applied here: the merge rules of `cairn sync`.

An event made by this store's service was made from the current state (under the write lock),
so its ``prior`` is what the projection holds and it applies plainly. An event pulled from the
server or pushed by a laptop (a *merged* event, marked so in the log) may have been made apart:
its ``prior`` then disagrees with what this store holds. ``effective`` turns such an event into
the projection changes that every store arrives at whatever order the events reach it in:

- counters add up (evidence, citations, rank penalty and confidence move by the event's own
  difference), flags are unioned (and kept sorted), the latest citation time wins, and a
  memory's ``updated_at``/``last_event`` only move forward in clock order (``cairn.hlc``);
- two edits of one memory made apart become a conflict for a person, never a silent overwrite:
  the edit with the lower clock stamp keeps the memory, the other becomes a proposal of its own
  (its id is the edit event's id) with a ``contested_because`` edge to it, in the conflict queue;
- an approval and a rejection made apart: the rejection stands (the approval's effect is undone)
  and the memory is flagged;
- any other field changed apart takes the event's value and the memory is flagged, so a person
  sees it; nothing is settled silently;
- verdicts travel: a memory created where its claim stands rejected is withheld (as admission
  withholds it), and a rejection that arrives withholds the live copies of its claim that were
  made apart.

Every rule reads only this store's state and the events (through the ``WriteTx`` reads), so a
rebuild that replays the log with the same marks arrives at the same projection. It never
appends an event; the rows it adds (a fork, its edge) are derived from the event's id.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol

from cairn.model import COUNT_MAX, Event
from cairn.policy.admission import WITHHELD_FLAG, verdict_reason

DELTA = frozenset({"evidence_count", "cited_count", "rank_penalty", "confidence"})
LATEST = frozenset({"last_cited_at"})
EDIT = frozenset({"text", "claim_key", "revision", "slot_key", "tags"})
KEEP_LAST = "_keep_last"  # a payload mark: the projector leaves updated_at and last_event
LAST = "_last"  # a payload mark: the projector sets last_event and updated_at to these
FORK_FLAG = "conflict: edited apart from "
VERDICT_FLAG = "conflict: approved and rejected apart; the rejection stands"
CHANGED_FLAG = "conflict: changed apart: "


class Reads(Protocol):
    """What the rules read (a store's write transaction)."""

    def memory_row(self, memory_id: str) -> dict[str, Any] | None: ...
    def event(self, event_id: str) -> Event | None: ...
    def memory_events(self, memory_id: str) -> list[Event]: ...
    def verdict(
        self, namespaces: Any, claim_key: str, *, prefer: str | None = None
    ) -> dict[str, Any] | None: ...
    def claim_rows(self, namespace: str, claim_key: str) -> list[dict[str, Any]]: ...


def _key(e: Event) -> tuple[str, str]:
    return (e.hlc, e.id)


def effective(tx: Reads, event: Event) -> list[Event]:
    """The events to project for the merged ``event``: itself (perhaps with some parts
    adjusted or removed) and rows derived from it (forks, withholdings)."""
    p = event.payload
    if "create" in p:
        return _created(tx, event)
    out: list[Event] = []
    mid = event.memory_id
    row = tx.memory_row(mid) if mid else None
    if "set" in p and row is not None:
        out += _set(tx, event, row)
    else:
        out.append(event)
    if "verdict" in p and not p["verdict"].get("lift"):
        out += _withhold_copies(tx, event)
    return out


def _created(tx: Reads, event: Event) -> list[Event]:
    row = dict(event.payload["create"])
    if tx.memory_row(str(row["id"])) is not None:
        return []  # already here
    verdict = tx.verdict([row["namespace"]], str(row["claim_key"]))
    flags = list(row.get("flags") or [])
    if (
        verdict is not None
        and verdict["verdict"] == "rejected"
        and row.get("review") != "rejected"
        and not any(f.startswith(WITHHELD_FLAG) for f in flags)
    ):
        flags.append(WITHHELD_FLAG + verdict_reason(verdict))
        row["flags"] = sorted(flags)
        if row.get("status") == "active":
            row["status"] = "proposed"
        if row.get("review") == "approved":
            row["review"] = "unreviewed"
        payload = dict(event.payload, create=row)
        return [replace(event, payload=payload)]
    return [event]


def _withhold_copies(tx: Reads, event: Event) -> list[Event]:
    """A rejection arrived: the live copies of its claim made apart are withheld."""
    v = event.payload["verdict"]
    verdict = {"actor": event.actor.id, "at": event.at}
    flag = WITHHELD_FLAG + verdict_reason(verdict)
    out: list[Event] = []
    for other in tx.claim_rows(event.namespace, str(v["claim_key"])):
        if other["id"] == event.memory_id or other["review"] == "rejected":
            continue
        if other["status"] not in ("proposed", "active"):
            continue
        flags = list(other["flags"] or [])
        if any(f.startswith(WITHHELD_FLAG) for f in flags):
            continue
        change: dict[str, Any] = {"flags": sorted([*flags, flag])}
        if other["status"] == "active":
            change["status"] = "proposed"
        if other["review"] == "approved":
            change["review"] = "unreviewed"
        out.append(_derived(event, str(other["id"]), {"set": change, KEEP_LAST: True}))
    return out


def _derived(event: Event, memory_id: str, payload: dict[str, Any]) -> Event:
    return replace(event, memory_id=memory_id, payload=payload, prior=None)


def _norm(v: Any) -> Any:
    if isinstance(v, tuple):
        return list(v)
    if isinstance(v, float) and v.is_integer():
        return v
    return v


def _moves_last(tx: Reads, event: Event, row: dict[str, Any]) -> bool:
    """Whether this event is later (in clock order) than the one that last touched the row."""
    last = tx.event(str(row.get("last_event") or ""))
    return last is None or _key(event) > _key(last)


def _set(tx: Reads, event: Event, row: dict[str, Any]) -> list[Event]:
    p = event.payload
    new: dict[str, Any] = dict(p["set"])
    prior = event.prior or {}
    stale = {k for k in new if k in prior and _norm(prior[k]) != _norm(row.get(k))}
    forward = _moves_last(tx, event, row)
    if not stale:
        if forward:
            return [event]
        return [replace(event, payload={**p, KEEP_LAST: True})]
    if "text" in stale:
        return _edit_conflict(tx, event, row)
    if "review" in stale and {new.get("review"), row.get("review")} == {"approved", "rejected"}:
        return _verdict_conflict(tx, event, row)
    merged: dict[str, Any] = {}
    flags = set(row.get("flags") or [])
    for k, v in new.items():
        if k not in stale:
            merged[k] = v
        elif k in DELTA:
            now_v = float(row.get(k) or 0)
            value = now_v + float(v or 0) - float(prior.get(k) or 0)
            if k == "confidence":
                value = max(0.0, min(1.0, value))
            if k in ("evidence_count", "cited_count"):  # both backends hold up to COUNT_MAX
                merged[k] = max(0, min(COUNT_MAX, int(value)))
            else:
                merged[k] = round(value, 6)
        elif k == "flags":
            was, wants = set(prior.get(k) or []), set(v or [])
            flags = (flags - (was - wants)) | (wants - was)
        elif k in LATEST:
            merged[k] = max(str(row.get(k) or ""), str(v or "")) or None
        else:
            merged[k] = v
            flags.add(CHANGED_FLAG + k)
    if "flags" in new or flags != set(row.get("flags") or []):
        merged["flags"] = sorted(flags)
    payload = {**p, "set": merged}
    if not forward:
        payload[KEEP_LAST] = True
    return [replace(event, payload=payload)]


def _setter_of_text(tx: Reads, row: dict[str, Any], incoming: Event) -> Event | None:
    """The edit event that gave the memory its current text (None: its creation). The
    incoming event is in the log already (appended before it is projected): it is skipped."""
    for e in reversed(tx.memory_events(str(row["id"]))):
        if e.id == incoming.id:
            continue
        s = e.payload.get("set") or {}
        if "text" in s:
            return e if s["text"] == row["text"] else None
    return None


def _edit_conflict(tx: Reads, event: Event, row: dict[str, Any]) -> list[Event]:
    """Two edits made apart: the lower clock stamp keeps the memory, the other is a fork."""
    holder = _setter_of_text(tx, row, event)
    base = (event.prior or {}).get("text")
    siblings = holder is not None and (holder.prior or {}).get("text") == base
    if holder is not None and siblings and _key(event) < _key(holder):
        # the memory's last touch is now the latest event on it other than the edit that
        # becomes a fork (and the edits forked before it), as where it never touched it
        touched = [
            e
            for e in tx.memory_events(str(row["id"]))
            if e.id != holder.id and tx.memory_row(e.id) is None
        ]
        last = max(touched, key=_key, default=event)
        payload = {**event.payload, LAST: {"event": last.id, "at": last.at}}
        return [*_fork(holder, row), replace(event, payload=payload)]
    return _fork(event, row)


def _fork(edit: Event, row: dict[str, Any]) -> list[Event]:
    """The proposal an edit made apart becomes (its id is the edit's id), contesting the
    memory it meant to change."""
    s = edit.payload.get("set") or {}
    r = edit.payload.get("revision") or {}
    text = str(s.get("text") or r.get("text") or "")
    key = str(s.get("claim_key") or r.get("claim_key") or row["claim_key"])
    short = "#" + str(row["id"])[-8:].lower()
    create = {
        "id": edit.id,
        "namespace": row["namespace"],
        "scope": row["scope"],
        "kind": row["kind"],
        "text": text,
        "tags": row.get("tags") or "",
        "claim_key": key,
        "subject": row.get("subject"),
        "predicate": row.get("predicate"),
        "object": row.get("object"),
        "status": "proposed",
        "review": "unreviewed",
        "confidence": 0.0,
        "evidence_count": 1,
        "valid_from": row.get("valid_from"),
        "valid_to": row.get("valid_to"),
        "recorded_at": edit.at,
        "updated_at": edit.at,
        "revision": 1,
        "session": row.get("session"),
        "flags": [FORK_FLAG + short],
        "anchors": list(row.get("anchors") or []),
    }
    revision = {
        "revision": 1,
        "text": text,
        "claim_key": key,
        "known_at": edit.at,
        "effective_at": edit.at,
    }
    edge = {
        "src": edit.id,
        "dst": row["id"],
        "type": "contested_because",
        "note": f"edited apart from {short}",
    }
    return [
        _derived(edit, edit.id, {"create": create, "revision": revision}),
        _derived(edit, edit.id, {"edge": edge}),
    ]


def _verdict_conflict(tx: Reads, event: Event, row: dict[str, Any]) -> list[Event]:
    """An approval and a rejection made apart: the rejection stands, the memory is flagged."""
    flags = sorted({*(row.get("flags") or []), VERDICT_FLAG})
    new = event.payload["set"]
    if new.get("review") == "approved":  # the rejection is here already: keep it
        payload: dict[str, Any] = {"set": {"flags": flags}, KEEP_LAST: True}
        if _moves_last(tx, event, row):
            payload.pop(KEEP_LAST)
        return [replace(event, payload={**event.payload, **payload})]
    # a rejection meeting an approval made apart: undo what the approval changed
    approval = next(
        (
            e
            for e in reversed(tx.memory_events(str(row["id"])))
            if e.type == "memory.approved" and e.id != event.id
        ),
        None,
    )
    undo = dict((approval.prior or {}) if approval is not None else {})
    undo.pop("review", None)
    change = {**undo, **new, "flags": flags}
    payload = {**event.payload, "set": change}
    if not _moves_last(tx, event, row):
        payload[KEEP_LAST] = True
    return [replace(event, payload=payload)]
