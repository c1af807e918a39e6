"""On PostgreSQL a proposal is admitted ahead of its namespaces' write turn (``Writes._ahead``)
and the decision stands only if every read admission made returns the same rows in the turn
(run again there in one statement); else it is admitted again in the turn, as it was before.
Each test lets another writer commit between one proposal's reads ahead and its turn (a store
that runs that write when its reads ahead end)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any, TypeVar

import pytest

from cairn.claimkey import claim_key
from cairn.model import Actor, ActorKind, Candidate, Kind, Review, Scope, ScopeLevel, Status
from cairn.policy import admission
from cairn.service import MemoryService
from cairn.store.base import Ahead, AheadOfTurn
from cairn.store.pg_db import PgDatabase
from cairn.store.postgres import PostgresStore
from tests.conftest import NS_A, NS_B, USER_NS

T = TypeVar("T")
PERSON = Actor(ActorKind.HUMAN, "alice")
AGENT = Actor(ActorKind.AGENT, "claude-code", client="claude-code", session="s-1", vouched=True)


class _Interleaved(PostgresStore):
    """A store whose writer lets ``between`` commit after its reads ahead, before its turn."""

    def __init__(self, db: PgDatabase, scope: Scope, between: Callable[[], None]) -> None:
        super().__init__(db, scope.namespaces)
        self.between = between

    def read_ahead(
        self, namespace: str, decide: Callable[[dict[str, Any]], T]
    ) -> tuple[T, Ahead] | None:
        done = super().read_ahead(namespace, decide)
        self.between()
        return done


@pytest.fixture
def db(pg_url: str) -> Iterator[PgDatabase]:
    d = PgDatabase(pg_url)
    yield d
    d.close()


@pytest.fixture
def admitted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The text of every claim admission decides on, in order (ahead or in the turn)."""
    seen: list[str] = []
    admit = admission.admit

    def counted(tx: Any, cand: Candidate, *args: Any, **kw: Any) -> admission.Decision:
        seen.append(cand.text)
        return admit(tx, cand, *args, **kw)

    monkeypatch.setattr(admission, "admit", counted)
    return seen


def _write(db: PgDatabase, scope: Scope, cand: Candidate, actor: Actor) -> Any:
    svc = MemoryService(PostgresStore(db, scope.namespaces), scope)
    try:
        return svc.add(cand, actor)
    finally:
        svc.close()


def _write_between(db: PgDatabase, cand: Candidate, between: Callable[[], None]) -> Any:
    scope = Scope(NS_A, USER_NS)
    svc = MemoryService(_Interleaved(db, scope, between), scope)
    try:
        return svc.add(cand, AGENT)
    finally:
        svc.close()


def _fact(value: str) -> Candidate:
    return Candidate(
        f"The deploy job copies artifacts with {value}",
        NS_A,
        Kind.FACT,
        subject="deploy job",
        predicate="copies artifacts with",
        object=value,
    )


def _owner_rows(db: PgDatabase, sql: str, *params: Any) -> list[dict[str, Any]]:
    with db.owner_lock:
        return list(db.owner_connection().execute(sql, params).fetchall())


def test_a_conflicting_fact_committed_after_the_reads_ahead_is_found_in_the_turn(
    db: PgDatabase, admitted: list[str]
) -> None:
    first: list[str] = []

    def person_writes_rsync() -> None:
        first.append(_write(db, Scope(NS_A, USER_NS), _fact("rsync"), PERSON).memory.id)

    r = _write_between(db, _fact("scp"), person_writes_rsync)
    # read ahead before the person's fact existed: admitted again in the turn, where it is
    assert admitted.count(_fact("scp").text) == 2
    assert r.action == "created" and r.memory.contested_by == (first[0],)
    assert r.memory.status is Status.PROPOSED
    edges = _owner_rows(db, "SELECT src, dst, type FROM edges WHERE src = %s", r.memory.id)
    assert [(e["dst"], e["type"]) for e in edges] == [(first[0], "contested_because")]
    # the clock orders the two writes as they were committed
    stamps = _owner_rows(db, "SELECT memory_id, hlc FROM events ORDER BY seq")
    order = [s["memory_id"] for s in stamps]
    assert order.index(first[0]) < order.index(r.memory.id)
    assert [s["hlc"] for s in stamps] == sorted({s["hlc"] for s in stamps})


def test_a_conflict_known_before_the_reads_ahead_is_found_by_them(
    db: PgDatabase, admitted: list[str]
) -> None:
    """The control: nothing written in between, the decision made ahead stands (no second
    admission) and finds the same conflict."""
    old = _write(db, Scope(NS_A, USER_NS), _fact("rsync"), PERSON).memory.id
    r = _write_between(db, _fact("scp"), lambda: None)
    assert admitted.count(_fact("scp").text) == 1
    assert r.action == "created" and r.memory.contested_by == (old,)


def test_a_rejection_committed_after_the_reads_ahead_stands(
    db: PgDatabase, admitted: list[str]
) -> None:
    claim = Candidate("The payments service retries failed webhooks every ninety seconds", NS_A)
    scope = Scope(NS_A, USER_NS)
    mid = _write(db, scope, claim, AGENT).memory.id

    def person_rejects() -> None:
        svc = MemoryService(PostgresStore(db, scope.namespaces), scope)
        try:
            svc.reject(mid, PERSON, note="we retry every thirty seconds")
        finally:
            svc.close()

    again = _write_between(db, claim, person_rejects)
    # ahead, the claim was live and would have corroborated; in the turn, it is rejected
    assert admitted.count(claim.text) == 3
    assert (again.action, again.memory.id) == ("withheld", mid)
    assert again.memory.review is Review.REJECTED and again.memory.evidence_count == 2


def test_a_claim_written_in_between_that_admission_did_not_read_leaves_it_standing(
    db: PgDatabase, admitted: list[str]
) -> None:
    """The point of checking the reads rather than the namespace: back to back, a tenant's
    writers commit one after another, and most of them write what the next one never read."""
    text = "The release branch is cut every second Tuesday"
    r = _write_between(
        db,
        Candidate(text, NS_A),
        lambda: _write(db, Scope(NS_A, USER_NS), Candidate("Their CI runs on arm64", NS_A), AGENT),
    )
    assert admitted.count(text) == 1 and r.action == "created"


@pytest.mark.parametrize(
    ("between", "again"),
    [
        ("The release is signed by the bot", False),  # release: 2 -> 3, still after branch
        ("The standup moves to Tuesday", True),  # a word of the claim no memory held
    ],
)
def test_document_frequencies_are_checked_by_the_rarest_terms_they_choose(
    db: PgDatabase, admitted: list[str], between: str, again: bool
) -> None:
    """Admission uses document frequencies only to choose the claim's rarest terms; a write
    of a common word changes the counts without changing that choice."""
    scope = Scope(NS_A, USER_NS)
    for text in ("The release branch freezes at noon", "The release is tagged by the bot"):
        _write(db, scope, Candidate(text, NS_A), PERSON)
    claim = "The release branch is cut every second Tuesday"
    r = _write_between(
        db, Candidate(claim, NS_A), lambda: _write(db, scope, Candidate(between, NS_A), PERSON)
    )
    assert admitted.count(claim) == (2 if again else 1) and r.action == "created"


def test_a_user_memory_corroborated_by_another_project_in_between_is_read_again(
    db: PgDatabase, admitted: list[str]
) -> None:
    """Another project of the same person writes to the user namespace both read (its event
    is its own project's, which this store cannot see): the row read ahead changed, so the
    claim is admitted again, and no corroboration is lost."""
    text = "The person prefers squash merges for small fixes"
    claim = Candidate(text, NS_A, scope=ScopeLevel.USER)
    mid = _write(db, Scope(NS_B, USER_NS), replace(claim, namespace=NS_B), AGENT).memory.id
    other = Actor(ActorKind.AGENT, "codex", client="codex", session="s-2", vouched=True)

    def other_project_corroborates() -> None:
        _write(db, Scope(NS_B, USER_NS), replace(claim, namespace=NS_B), other)

    r = _write_between(db, claim, other_project_corroborates)
    assert admitted.count(text) == 4  # NS_B's two, this one ahead and again in the turn
    assert (r.action, r.memory.id, r.memory.evidence_count) == ("corroborated", mid, 3)


def test_a_write_of_another_tenant_leaves_the_reads_ahead_standing(
    db: PgDatabase, admitted: list[str]
) -> None:
    text = "The release branch is cut every second Tuesday"
    r = _write_between(
        db,
        Candidate(text, NS_A),
        lambda: _write(
            db,
            Scope(NS_B, "user:someone-else"),
            Candidate("The release branch is cut every second Tuesday", NS_B),
            AGENT,
        ),
    )
    assert admitted.count(text) == 2 and r.action == "created"  # NS_B's own, and this one


def test_a_sqlite_store_reads_nothing_ahead(tmp_path: Any, admitted: list[str]) -> None:
    svc = MemoryService.open(tmp_path / "cairn.db", Scope(NS_A, USER_NS))
    try:
        assert not isinstance(svc.store, AheadOfTurn)
        r = svc.add(Candidate("The build caches its outputs", NS_A), AGENT)
    finally:
        svc.close()
    assert r.action == "created" and admitted == ["The build caches its outputs"]


def test_reads_ahead_are_run_again_in_the_turn_and_give_their_connection_back(
    db: PgDatabase,
) -> None:
    scope = Scope(NS_A, USER_NS)
    text = "The nightly job compacts the event log"
    key = claim_key(text, None, None, None)
    store = PostgresStore(db, scope.namespaces)
    try:
        done = store.read_ahead(NS_A, lambda policies: store.by_claim([NS_A], key))
        assert done is not None and done[0] == []
        ahead = done[1]
        assert store._held is None  # the reads ahead gave their connection back
        with store.write() as tx:
            assert tx.unchanged(ahead)
        _write(db, scope, Candidate("Their CI runs on arm64", NS_A), AGENT)
        with store.write() as tx:
            assert tx.unchanged(ahead)  # a claim it did not read
        _write(db, scope, Candidate(text, NS_A), AGENT)
        with store.write() as tx:
            assert not tx.unchanged(ahead)  # the claim's rows it read
    finally:
        store.close()
    owner = PostgresStore(db, None)
    try:
        assert owner.read_ahead(NS_A, lambda policies: None) is None
    finally:
        owner.close()
