"""A `cairn sync` pull of an event stamped far in the future. The server refuses such a push
(``test_sync_push_clock``), but a server whose database holds one anyway (written by an older
server, or by one whose own clock ran ahead) handed it to every laptop that pulled, and each
laptop's clock was dragged with it: every later local event, a person's verdict included, was
stamped after it. A laptop now refuses it by the same check (``hlc.too_far_ahead``): the sync
fails with the reason, nothing of the page is stored, and the cursor stays; an event a few
minutes ahead (a server clock set a little fast) is pulled as before. A real server on a real
PostgreSQL, a real laptop store through the real `cairn` command."""

from __future__ import annotations

import getpass
import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from cairn import hlc
from cairn.ids import new_ulid
from cairn.model import Actor, ActorKind, Event
from cairn.store.postgres import PostgresStore
from cairn.timeutil import fmt, now, to_datetime
from tests.conftest import Cli, pin
from tests.serverkit import Served

ME = getpass.getuser()


def _created(ns: str, ahead: timedelta, *, stamp_only: bool = False) -> Event:
    mid = new_ulid()
    at = fmt(to_datetime(now()) + ahead)
    made = now() if stamp_only else at
    row = {
        "id": mid,
        "namespace": ns,
        "scope": "project",
        "kind": "fact",
        "text": f"A claim the server holds, {ahead} ahead {mid[-6:]}",
        "claim_key": mid.lower(),
        "status": "proposed",
        "review": "unreviewed",
        "recorded_at": made,
        "updated_at": made,
    }
    return Event(
        id=new_ulid(),
        at=made,
        namespace=ns,
        actor=Actor(ActorKind.AGENT, "ci-bot"),
        type="memory.created",
        memory_id=mid,
        payload={"create": row},
        hlc=hlc.next_stamp(at, None),
    )


class Laptop:
    """A laptop's project and store, synced with the server in a namespace of its own (the
    server is shared by the module's tests)."""

    def __init__(self, served: Served, root: Path) -> None:
        self.ns = f"team:pull-clock-{new_ulid()[-8:].lower()}"
        project, home = root / "project", root / "home"
        self.store = home / "cairn.db"
        pin(project, self.ns, self.store)
        self.cli = Cli(project, home)
        token = served.token(self.ns, "read,propose,review", person=ME)
        self.cli.run("remote", "add", served.base, "--token", token, check=True)


@pytest.fixture
def laptop(served: Served, tmp_path: Path) -> Iterator[Laptop]:
    yield Laptop(served, tmp_path)


def _held_by_server(served: Served, ns: str, events: list[Event]) -> None:
    """Write ``events`` into the server's database as a server without the check did."""
    store = PostgresStore.open(served.db_url, [ns])
    try:
        assert len(store.append_foreign(events)) == len(events)
    finally:
        store.close()


def _local_ids(store: Path) -> set[str]:
    db = sqlite3.connect(store)
    try:
        return {str(r[0]) for r in db.execute("SELECT id FROM events")}
    finally:
        db.close()


def _max_stamp(store: Path) -> str:
    db = sqlite3.connect(store)
    try:
        return str(db.execute("SELECT max(hlc) FROM events").fetchone()[0])
    finally:
        db.close()


@pytest.mark.parametrize(
    ("ahead", "stamp_only"),
    [(timedelta(days=365 * 70), False), (timedelta(days=3), False), (timedelta(days=3), True)],
    ids=["70 years", "3 days", "3 days, stamp only"],
)
def test_a_pulled_event_from_the_future_is_refused_and_nothing_of_its_page_is_stored(
    served: Served, laptop: Laptop, ahead: timedelta, stamp_only: bool
) -> None:
    cli, store, ns = laptop.cli, laptop.store, laptop.ns
    good, bad = _created(ns, timedelta(0)), _created(ns, ahead, stamp_only=stamp_only)
    _held_by_server(served, ns, [good, bad])
    got = cli.run("sync")
    assert got.returncode != 0, got.stdout
    assert "ahead of this machine's" in got.stderr and bad.id in got.stderr, got.stderr
    assert not {good.id, bad.id} & _local_ids(store)
    # the laptop's own clock was not dragged: its stamps stay near now
    assert hlc.parse(_max_stamp(store))[0] <= hlc.micros(now()) + hlc.MAX_AHEAD


def test_a_pulled_event_a_few_minutes_ahead_is_stored(served: Served, laptop: Laptop) -> None:
    cli, store, ns = laptop.cli, laptop.store, laptop.ns
    good, fast = _created(ns, timedelta(0)), _created(ns, timedelta(minutes=10))
    _held_by_server(served, ns, [good, fast])
    got = cli.json("sync")
    assert got["pulled"] == 2 and got["merged"] == 2, got
    assert {good.id, fast.id} <= _local_ids(store)
