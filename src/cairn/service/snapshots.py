"""Snapshots: a named point in the event log, taken before risky work (``cairn snapshot NAME``)
and read back on both time axes (``cairn as-of --snapshot NAME``).

A snapshot is itself an event (``snapshot.taken``, in the project's namespace, by whoever took
it); nothing else records it, so it survives a rebuild like everything else. Reading one replays
the log up to that event, in log order (so a write in the same instant after the snapshot is
not in it), and selects through the one read predicate's as-of view: valid at the snapshot's time
(or another valid time given), as the store knew it then. Taking a snapshot changes no memory;
a name is taken once per project (should two takers race, the first one stands).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cairn import events as ev
from cairn.errors import NotFound, UsageError
from cairn.model import Actor, Kind, Memory, View
from cairn.policy.redact import redact_text
from cairn.service.core import _Batch
from cairn.store.base import EventFilter, Selection

if TYPE_CHECKING:
    from cairn.service import MemoryService

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")


@dataclass(frozen=True)
class Snapshot:
    name: str
    at: str
    event_id: str
    actor: str
    note: str | None = None

    def as_dict(self) -> dict[str, str | None]:
        return dict(self.__dict__)


def listing(svc: MemoryService) -> list[Snapshot]:
    """The project's snapshots, oldest first."""
    out: list[Snapshot] = []
    names: set[str] = set()
    for e in svc.store.events(
        EventFilter(types=(ev.SNAPSHOT_TAKEN,), namespaces=(svc.scope.namespace,))
    ):
        snap = e.payload.get("snapshot") or {}
        if isinstance(snap.get("name"), str) and snap["name"] not in names:
            names.add(snap["name"])
            out.append(Snapshot(snap["name"], e.at, e.id, e.actor.id, e.payload.get("note")))
    return out


def find(svc: MemoryService, name: str) -> Snapshot | None:
    return next((s for s in listing(svc) if s.name == name), None)


def take(svc: MemoryService, name: str, actor: Actor, *, note: str | None = None) -> Snapshot:
    """Name this point in the log (anyone may: it changes no memory)."""
    name = name.strip()
    if not NAME.match(name):
        raise UsageError(
            f"bad snapshot name {redact_text(name)!r}",
            hint="1-64 letters, digits, '.', '_' or '-', starting with a letter or digit",
        )
    # kept as the store keeps it: a secret-shaped name redacted, so it is checked, stored and
    # echoed in that one form (never the raw text)
    name = redact_text(name) or name
    taken = find(svc, name)  # read before the write lock (two racing takers: the first wins)
    if taken is not None:
        raise UsageError(
            f"snapshot {name!r} exists (taken at {taken.at} by {taken.actor})",
            hint="choose another name",
        )
    with svc.store.write() as tx:
        batch = _Batch(tx, svc.scope.namespace, actor, svc.clock())
        e = batch.emit(
            ev.SNAPSHOT_TAKEN,
            None,
            {"snapshot": {"name": name}, "note": (note or "").strip() or f"snapshot {name}"},
        )
    return Snapshot(e.payload["snapshot"]["name"], e.at, e.id, e.actor.id, e.payload.get("note"))


def read(
    svc: MemoryService, name: str, *, valid_at: str | None = None, kinds: tuple[Kind, ...] = ()
) -> tuple[Snapshot, list[Memory]]:
    """What was valid at ``valid_at`` (default: the snapshot's time), as the store knew it at
    the snapshot."""
    from cairn.store.sqlite import SQLiteStore

    name = redact_text(name) or name  # a secret-shaped name was stored redacted (``take``)
    snap = find(svc, name)
    if snap is None:
        raise NotFound(f"no snapshot {name!r} in this project", hint="`cairn snapshot` lists them")
    past = SQLiteStore(":memory:")
    try:
        with past.write() as tx:
            for e in svc.store.iter_events(namespaces=svc.scope.namespaces):
                if e.id == snap.event_id:
                    break
                tx.append(e)
        found = past.select(View.AS_OF, svc.scope, valid_at or snap.at, Selection(kinds=kinds))
    finally:
        past.close()
    return snap, found
