"""Counts out of what a column holds. ``evidence_count`` and ``cited_count`` are 32-bit integers
in PostgreSQL: an agent's push setting one to 2^31 passed the push check (its bound was 2^31,
inclusive), a memory created with a count of 2^40 was not checked at all, and a person's review
token skipped the range check; each made the server fail with a 500 and a broken transaction.
Now the wire check (``sync.wire``), which every pushed and every pulled event crosses, refuses
an integer column out of ``0 .. 2^31-1`` (or not an integer) and a real column that is not a
finite number, for every actor, with a 400 naming it; and a sum that the merge rules make of
counts moved apart is capped there, so both backends hold the same number. Beside each: the
largest value that fits, which passes. A real server on a real PostgreSQL; the merge rules on a
real SQLite store."""

from __future__ import annotations

import getpass
from typing import Any

import psycopg
import pytest

from cairn import events as ev
from cairn import hlc
from cairn.errors import UsageError
from cairn.ids import new_ulid
from cairn.model import Actor, ActorKind, Candidate, Event
from cairn.service import MemoryService
from cairn.sync import wire
from cairn.timeutil import now
from tests.conftest import NS_A
from tests.serverkit import Served

ME = getpass.getuser()
COUNT_MAX = 2**31 - 1  # what an INTEGER column holds in PostgreSQL


def _ns() -> str:
    return f"team:counts-{new_ulid()[-8:].lower()}"


def _create(ns: str, **row: Any) -> dict[str, Any]:
    mid = new_ulid()
    at = now()
    base = {
        "id": mid,
        "namespace": ns,
        "scope": "project",
        "kind": "fact",
        "text": f"Builds cache to .cache/build {mid[-6:]}",
        "claim_key": mid.lower(),
        "status": "proposed",
        "review": "unreviewed",
        "recorded_at": at,
        "updated_at": at,
    }
    return wire.to_json(
        Event(
            id=new_ulid(),
            at=at,
            namespace=ns,
            actor=Actor(ActorKind.AGENT, "ci-bot"),
            type=ev.MEMORY_CREATED,
            memory_id=mid,
            payload={"create": {**base, **row}},
            hlc=hlc.next_stamp(at, None),
        )
    )


# what a memory created without them holds (the columns' defaults): an event made from that
# state carries it as its prior, so the merge rules apply it as is
CREATED = {"evidence_count": 1, "cited_count": 0, "confidence": 0.0}


def _set(ns: str, mid: str, sets: dict[str, Any], *, actor: Actor, etype: str) -> dict[str, Any]:
    at = now()
    return wire.to_json(
        Event(
            id=new_ulid(),
            at=at,
            namespace=ns,
            actor=actor,
            type=etype,
            memory_id=mid,
            payload={"set": sets},
            prior={k: CREATED.get(k, 0) for k in sets},
            hlc=hlc.next_stamp(at, None),
        )
    )


def _column(served: Served, mid: str, key: str) -> Any:
    with psycopg.connect(served.db_url) as conn:
        row = conn.execute(f"SELECT {key} FROM memories WHERE id = %s", (mid,)).fetchone()
    assert row is not None
    return row[0]


AGENT = Actor(ActorKind.AGENT, "ci-bot")
PERSON = Actor(ActorKind.HUMAN, ME)


def _memory_on_server(served: Served, who: str) -> tuple[str, str, str, Actor, str]:
    """A memory pushed by an agent; the token, actor and event type that ``who`` sets with."""
    ns = _ns()
    agent_token = served.token(ns, agent="ci-bot")
    made = _create(ns)
    code, body, _ = served.req("POST", "/v1/events", {"events": [made]}, token=agent_token)
    assert code == 200, body
    if who == "agent":
        return ns, made["memory_id"], agent_token, AGENT, ev.MEMORY_CITED
    person_token = served.token(ns, "read,propose,review", person=ME)
    return ns, made["memory_id"], person_token, PERSON, ev.MEMORY_FLAGGED


@pytest.mark.parametrize(
    ("who", "sets"),
    [
        ("agent", {"evidence_count": 2**31}),
        ("agent", {"cited_count": 2**31}),
        ("agent", {"evidence_count": 1.5}),
        ("person", {"cited_count": 2**40}),
        ("person", {"evidence_count": -1}),
        ("person", {"confidence": "1e999"}),
    ],
    ids=repr,
)
def test_a_pushed_count_a_column_cannot_hold_is_refused_not_a_500(
    served: Served, who: str, sets: dict[str, Any]
) -> None:
    ns, mid, token, actor, etype = _memory_on_server(served, who)
    bad = _set(ns, mid, sets, actor=actor, etype=etype)
    code, body, _ = served.req("POST", "/v1/events", {"events": [bad]}, token=token)
    assert code == 400 and next(iter(sets)) in body["error"]["message"], (code, body)
    code, _body, _ = served.req("GET", "/v1/events?after=0&limit=1", token=token)
    assert code == 200  # the server still answers


@pytest.mark.parametrize(
    ("who", "key", "fits"),
    [
        ("agent", "evidence_count", COUNT_MAX),
        ("agent", "cited_count", COUNT_MAX),
        ("person", "cited_count", COUNT_MAX),
        ("person", "evidence_count", 0),
        ("person", "confidence", 1.0),
    ],
)
def test_the_largest_count_that_fits_is_stored(
    served: Served, who: str, key: str, fits: Any
) -> None:
    ns, mid, token, actor, etype = _memory_on_server(served, who)
    good = _set(ns, mid, {key: fits}, actor=actor, etype=etype)
    code, body, _ = served.req("POST", "/v1/events", {"events": [good]}, token=token)
    assert code == 200 and body["accepted"] == [good["id"]], (code, body)
    assert _column(served, mid, key) == fits


@pytest.mark.parametrize(
    "row",
    [
        {"evidence_count": 2**40},
        {"cited_count": 2**31},
        {"revision": 2**33},
        {"evidence_count": True},
    ],
    ids=repr,
)
def test_a_pushed_creation_with_a_count_a_column_cannot_hold_is_refused(
    served: Served, row: dict[str, Any]
) -> None:
    ns = _ns()
    token = served.token(ns, agent="ci-bot")
    bad = _create(ns, **row)
    code, body, _ = served.req("POST", "/v1/events", {"events": [bad]}, token=token)
    assert code == 400 and next(iter(row)) in body["error"]["message"], (code, body)


def test_a_pushed_creation_with_counts_that_fit_is_stored(served: Served) -> None:
    ns = _ns()
    token = served.token(ns, agent="ci-bot")
    good = _create(ns, evidence_count=COUNT_MAX, cited_count=0, revision=1)
    code, body, _ = served.req("POST", "/v1/events", {"events": [good]}, token=token)
    assert code == 200 and body["accepted"] == [good["id"]], (code, body)


def test_a_pulled_event_with_a_count_out_of_range_is_refused_by_the_same_check() -> None:
    ns = _ns()
    made = _create(ns)
    bad = _set(ns, made["memory_id"], {"evidence_count": 2**31}, actor=AGENT, etype="memory.cited")
    with pytest.raises(UsageError, match="evidence_count"):
        wire.from_json(bad)


def test_a_pulled_event_with_the_largest_count_is_read() -> None:
    ns = _ns()
    made = _create(ns)
    ok = _set(
        ns, made["memory_id"], {"evidence_count": COUNT_MAX}, actor=AGENT, etype="memory.cited"
    )
    assert wire.from_json(ok).payload["set"]["evidence_count"] == COUNT_MAX


def _apart(mid: str, value: int) -> list[Event]:
    """Two events made apart, each setting the memory's evidence from 1 to ``value``."""
    out = []
    for _ in range(2):
        e = _set(NS_A, mid, {"evidence_count": value}, actor=AGENT, etype=ev.MEMORY_CITED)
        e["prior"] = {"evidence_count": 1}
        out.append(wire.from_json(e))
    return out


def test_counts_moved_apart_add_up_to_at_most_what_a_column_holds(svc: MemoryService) -> None:
    """Two laptops each set a memory's evidence from 1 to the largest count: merged, the counts
    add up (the merge rules), which made 2^32 - 2, more than PostgreSQL holds, so the server
    failed on the second push. The sum stops at the largest count, on both backends."""
    mem = svc.add(Candidate("Builds cache to .cache/build", NS_A), AGENT).memory
    svc.store.append_foreign(_apart(mem.id, COUNT_MAX))
    assert svc.get(mem.id).evidence_count == COUNT_MAX


def test_counts_that_fit_still_add_up_when_moved_apart(svc: MemoryService) -> None:
    mem = svc.add(Candidate("Docs build with mkdocs into site/", NS_A), AGENT).memory
    svc.store.append_foreign(_apart(mem.id, 3))
    assert svc.get(mem.id).evidence_count == 5
