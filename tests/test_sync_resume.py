"""Sync that is cut off or forged: a server restarting in the middle of a push loses and
duplicates nothing (the next sync finishes the job); a push of events a token may not make is
refused whole, nothing of it stored; a malformed push is a clear 400."""

from __future__ import annotations

import getpass
from pathlib import Path
from typing import Any

import psycopg
import pytest

from cairn.errors import StoreUnavailable
from cairn.ids import new_ulid
from cairn.model import Actor, ActorKind, Candidate, Scope
from cairn.server.client import Client, Unreachable
from cairn.service import MemoryService
from cairn.sync import wire
from cairn.sync.client import PAGE, SyncReport, pull, push
from tests.conftest import USER_NS, pin
from tests.serverkit import Served

NS = "team:alpha"
ME = getpass.getuser()


class CutOff(Client):
    """A client whose ``cut``-th request reaches the server, which stores it, but whose answer
    never comes back (a server going down between storing and answering)."""

    def __init__(self, *args: Any, cut: int, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.cut = cut
        self.calls = 0

    def request(self, method: str, path: str, body: Any = None, **kw: Any) -> dict[str, Any]:
        self.calls += 1
        got = super().request(method, path, body, **kw)
        if self.calls == self.cut:
            raise Unreachable("the server went away before it answered")
        return got


def _events_on_server(url: str) -> list[str]:
    with psycopg.connect(url) as conn:
        return [r[0] for r in conn.execute("SELECT id FROM events WHERE namespace = %s", (NS,))]


def test_a_server_restarting_in_the_middle_of_a_push_loses_and_duplicates_nothing(
    pg_server: Any, tmp_path: Path
) -> None:
    url = pg_server.new_database()
    served = Served(url, tmp_path / "srv", tmp_path / "serve.log")
    store_path = tmp_path / "home" / "cairn.db"
    pin(tmp_path / "project", NS, store_path)
    svc = MemoryService.open(store_path, Scope(NS, USER_NS))
    me = Actor(ActorKind.HUMAN, ME)
    for i in range(PAGE * 2 + 30):  # three pages of events
        svc.add(Candidate(f"Service {i} listens on port {7000 + i}", NS), me)
    local = [
        e.id for e in svc.store.iter_events() if e.namespace == NS and e.type != "namespace.adopted"
    ]
    store = svc.store
    token = served.token(NS, "read,propose,review", person=ME)
    key = "resume-test"
    try:
        flaky = CutOff(served.base, token, cut=2, namespace=NS)
        with pytest.raises(StoreUnavailable, match="went away"):
            push(store, flaky, key, NS, SyncReport())  # type: ignore[arg-type]
        flaky.close()
        # the second page was stored, but this store never heard so: its cursor is behind
        assert store.sync_cursor(key)[0] > 0  # type: ignore[attr-defined]
        on_server = _events_on_server(url)
        assert 0 < len(on_server) < len(local)

        served.stop()  # a real restart, on the same database
        served = Served(url, tmp_path / "srv", tmp_path / "serve2.log")
        client = Client(served.base, token, namespace=NS)
        report = SyncReport()
        push(store, client, key, NS, report)  # type: ignore[arg-type]
        pull(store, client, key, NS, report)  # type: ignore[arg-type]
        client.close()
        on_server = _events_on_server(url)
        assert sorted(on_server) == sorted(local)  # everything, once
        assert len(on_server) == len(set(on_server))
        assert report.merged == 0  # its own events came back and were known
        assert len(list(store.iter_events())) == len(local) + 1  # + its adoption
    finally:
        svc.close()
        served.stop()
        pg_server.drop(url)


@pytest.fixture(scope="module")
def served(pg_server: Any, tmp_path_factory: pytest.TempPathFactory) -> Any:
    url = pg_server.new_database()
    root = tmp_path_factory.mktemp("push")
    s = Served(url, root / "home", root / "serve.log")
    yield s
    s.stop()
    pg_server.drop(url)


def _event(kind: ActorKind, who: str, etype: str, payload: dict[str, Any], **kw: Any) -> Any:
    from cairn import hlc
    from cairn.model import Event
    from cairn.timeutil import now

    at = now()
    return wire.to_json(
        Event(
            id=new_ulid(),
            at=at,
            namespace=kw.pop("namespace", NS),
            actor=Actor(kind, who),
            type=etype,
            memory_id=kw.pop("memory_id", None),
            payload=payload,
            prior=kw.pop("prior", None),
            hlc=hlc.next_stamp(at, None),
        )
    )


def _create(status: str = "proposed", review: str = "unreviewed", kind: str = "fact") -> Any:
    mid = new_ulid()
    row = {
        "id": mid,
        "namespace": NS,
        "scope": "project",
        "kind": kind,
        "text": f"A pushed claim {mid[-6:]}",
        "claim_key": mid.lower(),
        "status": status,
        "review": review,
        "recorded_at": "2026-01-01T00:00:00.000000Z",
        "updated_at": "2026-01-01T00:00:00.000000Z",
    }
    return {"create": row}


@pytest.mark.parametrize(
    ("case", "why"),
    [
        ("agent approves", "an agent can only propose"),
        ("agent creates approved", "starts unreviewed"),
        ("agent adds a gate", "only a person adds a gate"),
        ("person event by another person", "a token of that person"),
        ("another namespace", "the token's is 'team:alpha'"),
        ("system promotes", "travel only with a person's review token"),
    ],
)
def test_a_push_of_events_the_token_may_not_make_is_refused_whole(
    served: Served, case: str, why: str
) -> None:
    agent_tok = served.token(NS, agent="ci-bot")
    person_tok = served.token(NS, "read,propose", person=ME)
    good = _event(ActorKind.AGENT, "ci-bot", "memory.created", _create())
    bad, token = {
        "agent approves": (
            _event(
                ActorKind.AGENT,
                "ci-bot",
                "memory.approved",
                {"set": {"review": "approved"}},
                memory_id=good["memory_id"] or good["payload"]["create"]["id"],
            ),
            agent_tok,
        ),
        "agent creates approved": (
            _event(ActorKind.AGENT, "ci-bot", "memory.created", _create("active", "approved")),
            agent_tok,
        ),
        "agent adds a gate": (
            _event(ActorKind.AGENT, "ci-bot", "memory.created", _create(kind="gate")),
            agent_tok,
        ),
        "person event by another person": (
            _event(ActorKind.HUMAN, "mallory", "memory.created", _create("active", "approved")),
            person_tok,
        ),
        "another namespace": (
            _event(ActorKind.AGENT, "ci-bot", "edge.added", {}, namespace="team:beta"),
            agent_tok,
        ),
        "system promotes": (
            _event(ActorKind.SYSTEM, "cairn", "memory.promoted", {"set": {"status": "active"}}),
            agent_tok,
        ),
    }[case]
    code, body, _ = served.req("POST", "/v1/events", {"events": [good, bad]}, token=token)
    assert code == 403 and why in body["error"]["message"], body
    listed = served.req("GET", "/v1/events?after=0&limit=500", token=agent_tok)[1]["events"]
    assert good["id"] not in {e["event"]["id"] for e in listed}  # refused whole
    code, body, _ = served.req("POST", "/v1/events", {"events": [good]}, token=agent_tok)
    assert code == 200 and body["accepted"] == [good["id"]]  # control
    code, body, _ = served.req("POST", "/v1/events", {"events": [good]}, token=agent_tok)
    assert code == 200 and body["accepted"] == [] and body["skipped"] == [good["id"]]


@pytest.mark.parametrize(
    ("events", "message"),
    [
        ("nope", "must be a list"),
        ([{"id": "x"}], "not a ULID"),
        ([{"id": "01J0000000000000000000000Z", "hlc": "soon"}], "clock stamp"),
    ],
)
def test_a_malformed_push_is_400(served: Served, events: Any, message: str) -> None:
    tok = served.token(NS, agent="ci-bot")
    code, body, _ = served.req("POST", "/v1/events", {"events": events}, token=tok)
    assert code == 400 and message in body["error"]["message"]
