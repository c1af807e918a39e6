"""`cairn sync`: push this store's events of a namespace to the team server, pull the server's.

Both directions are idempotent by event id (a store skips an event it holds), and resumable:
the cursors (``sync_cursors``) advance only after the server (or this store) has stored a page,
so a sync cut off anywhere (a server restarting in the middle, a dropped connection) is simply
run again, and nothing is lost or stored twice. Events pulled are applied by the merge rules
(``sync.merge``): work done apart merges, two edits made apart become a conflict for a person.

Events pulled pass the checks a push passes on the server (``sync.wire``; ``hlc.too_far_ahead``
against this machine's clock): a page holding one the server should never have served (stamped
more than a day ahead, a count out of range) is refused whole, nothing of it stored, and the
cursor stays where it was.

Only the project's namespace travels (user-scope memories stay on this machine; the events a
store keeps for itself, such as adoptions, never travel), and only when the project's local
namespace is the token's: a team pins its namespace in ``.cairn/config.toml`` and each person
adopts it (`cairn init --adopt`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cairn import hlc
from cairn.errors import PolicyError
from cairn.model import Event
from cairn.server.client import Client
from cairn.server.pushes import LOCAL_ONLY
from cairn.store.sqlite import SQLiteStore
from cairn.sync import wire
from cairn.timeutil import now as system_now

PAGE = 200
Clock = Callable[[], str]


@dataclass
class SyncReport:
    pushed: int = 0  # events sent
    accepted: int = 0  # events the server stored now
    pulled: int = 0  # events received
    merged: int = 0  # events this store stored now
    conflicts: list[str] = field(default_factory=list)  # forks made by merged edits

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def push(store: SQLiteStore, client: Client, key: str, namespace: str, report: SyncReport) -> None:
    pushed, _ = store.sync_cursor(key)
    while True:
        rows = store.events_after(pushed, namespaces=[namespace], limit=PAGE)
        if not rows:
            return
        mine = [e for _seq, e, merged in rows if not merged and e.type not in LOCAL_ONLY]
        if mine:
            got = client.request("POST", "/v1/events", {"events": [wire.to_json(e) for e in mine]})
            report.pushed += len(mine)
            report.accepted += len(got.get("accepted") or [])
        pushed = rows[-1][0]
        store.set_sync_cursor(key, namespace, pushed=pushed)


def pull(
    store: SQLiteStore,
    client: Client,
    key: str,
    namespace: str,
    report: SyncReport,
    *,
    user: bool = False,
    clock: Clock = system_now,
) -> None:
    _, pulled = store.sync_cursor(key)
    while True:
        query: dict[str, Any] = {"after": pulled, "limit": wire.MAX_BATCH}
        if user:
            query["user"] = 1
        got = client.request("GET", "/v1/events", query=query)
        items = got.get("events") or []
        events = [wire.from_json(x["event"]) for x in items]
        _refuse_ahead(events, clock())
        if events:
            new = store.append_foreign(events)
            report.pulled += len(events)
            report.merged += len(new)
            report.conflicts += [
                e.id for e in new if e.type == "memory.revised" and _forked(store, e.id)
            ]
        last = int(got.get("last") or pulled)
        if last != pulled:
            store.set_sync_cursor(key, namespace, pulled=last)
            pulled = last
        if len(items) < wire.MAX_BATCH:
            return


def _refuse_ahead(events: list[Event], now: str) -> None:
    for e in events:
        if hlc.too_far_ahead(e.hlc, e.at, now):
            raise PolicyError(
                f"event {e.id} ({e.type}) pulled from the server cannot be stored: "
                + hlc.ahead_reason(e.at, "this machine's")
                + "; every later event here would be stamped after it",
                hint="nothing of this page was stored; check this machine's clock and the server's",
            )


def _forked(store: SQLiteStore, event_id: str) -> bool:
    """Whether the merged edit ``event_id`` became a conflict (its fork exists)."""
    return store.get(event_id) is not None


def sync(
    store: SQLiteStore,
    client: Client,
    key: str,
    namespace: str,
    *,
    clock: Clock = system_now,
) -> SyncReport:
    """``clock``: this machine's time, which a pulled event may not be stamped far past."""
    report = SyncReport()
    push(store, client, key, namespace, report)
    pull(store, client, key, namespace, report, clock=clock)
    return report
