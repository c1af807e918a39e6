"""A sync push stamped far in the future, and a clock whose logical counter is full: a pushed
event made more than a day past the server's clock is refused whole (else every later event of
the team would be stamped after it, and a person's verdict made offline today would sort before
an agent's event "from 2099"), beside a laptop a few minutes fast, which syncs; a full counter
moves the stamp one microsecond on instead of growing a seventh digit that sorts first. A real
server on a real PostgreSQL; ``cairn.hlc`` itself for the counter."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from cairn import hlc
from cairn.ids import new_ulid
from cairn.model import Actor, ActorKind, Event
from cairn.sync import wire
from cairn.timeutil import fmt, now, to_datetime
from tests.serverkit import Served

NS = "team:clock"


def _created(ahead: timedelta, *, stamp_only: bool = False) -> dict[str, Any]:
    mid = new_ulid()
    at = fmt(to_datetime(now()) + ahead)
    row = {
        "id": mid,
        "namespace": NS,
        "scope": "project",
        "kind": "fact",
        "text": f"A claim pushed {ahead} ahead {mid[-6:]}",
        "claim_key": mid.lower(),
        "status": "proposed",
        "review": "unreviewed",
        "recorded_at": now() if stamp_only else at,
        "updated_at": now() if stamp_only else at,
    }
    e = Event(
        id=new_ulid(),
        at=now() if stamp_only else at,
        namespace=NS,
        actor=Actor(ActorKind.AGENT, "ci-bot"),
        type="memory.created",
        memory_id=mid,
        payload={"create": row},
        hlc=hlc.next_stamp(at, None),
    )
    return wire.to_json(e)


def _ids(s: Served, token: str) -> set[str]:
    listed = s.req("GET", "/v1/events?after=0&limit=500", token=token)[1]["events"]
    return {e["event"]["id"] for e in listed}


@pytest.mark.parametrize(
    ("ahead", "stamp_only"),
    [(timedelta(days=365 * 70), False), (timedelta(days=3), False), (timedelta(days=3), True)],
)
def test_an_event_from_the_future_is_refused_whole(
    served: Served, ahead: timedelta, stamp_only: bool
) -> None:
    tok = served.token(NS, agent="ci-bot")
    good = _created(timedelta(0))
    bad = _created(ahead, stamp_only=stamp_only)
    code, body, _ = served.req("POST", "/v1/events", {"events": [good, bad]}, token=tok)
    assert code == 403 and "ahead of the server's" in body["error"]["message"], body
    assert not {good["id"], bad["id"]} & _ids(served, tok)
    # control: a laptop ten minutes fast syncs, and the server's next event sorts after it
    fast = _created(timedelta(minutes=10))
    code, body, _ = served.req("POST", "/v1/events", {"events": [good, fast]}, token=tok)
    assert code == 200 and body["accepted"] == [good["id"], fast["id"]], body


def test_a_full_logical_counter_moves_one_microsecond_on() -> None:
    last = hlc.make(1_700_000_000_000_000, 10**hlc.WIDTH_LOGICAL - 1)
    nxt = hlc.next_stamp("2000-01-01T00:00:00.000000Z", last)
    assert hlc.valid(nxt) and nxt > last
    assert hlc.parse(nxt) == (1_700_000_000_000_001, 0)
    # control: an unfilled counter advances by one, as before
    mid = hlc.make(1_700_000_000_000_000, 41)
    assert hlc.next_stamp("2000-01-01T00:00:00.000000Z", mid) == hlc.make(1_700_000_000_000_000, 42)
