"""A rejection holds against the same claim written with typographic punctuation: a curly or
modifier apostrophe ("Don’t"), an en or em dash, a non-breaking hyphen or a minus sign
("blue–green"), curly, angled or low quotation marks. Models and word processors write these
by default, so a person's "Don't ..." rejected in a terminal met the agent's "Don’t ..." as a
new claim. The fold is by Unicode class and name (every dash, every quotation mark), not a list
of characters; an older store is re-keyed by a migration, as an event, so its verdicts keep
holding and a rebuild arrives at the same keys."""

from __future__ import annotations

import sqlite3
import unicodedata
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any

import pytest

from cairn import claimkey
from cairn.claimkey import canonical_text, claim_key
from cairn.ids import new_ulid
from cairn.model import Actor, ActorKind, Candidate, Event, Memory, Scope, View
from cairn.service import MemoryService, agent_actor
from cairn.store import migrations, project
from cairn.store.base import EventFilter
from cairn.store.sqlite import insert_event
from tests.conftest import NS_A, USER_NS

CASES = [
    (
        "Don't run migrations by hand in staging",
        [
            "Don\u2019t run migrations by hand in staging",  # right single quotation mark
            "Don\u2018t run migrations by hand in staging",
            "Don\u02bct run migrations by hand in staging",  # modifier letter apostrophe
            "Don\u2019t run migrations by hand in staging.",
        ],
    ),
    (
        "Use the blue-green rollout for deploys",
        [
            "Use the blue\u2013green rollout for deploys",  # en dash
            "Use the blue\u2014green rollout for deploys",  # em dash
            "Use the blue\u2010green rollout for deploys",  # hyphen
            "Use the blue\u2011green rollout for deploys",  # non-breaking hyphen
            "Use the blue\u2212green rollout for deploys",  # minus sign
            "Use the blue\ufe63green rollout for deploys",  # small hyphen-minus
        ],
    ),
    (
        'Tag releases as "stable" only after the soak test',
        [
            "Tag releases as \u201cstable\u201d only after the soak test",
            "Tag releases as \u00abstable\u00bb only after the soak test",
            "Tag releases as \u201estable\u201c only after the soak test",
        ],
    ),
]


@pytest.mark.parametrize(("rejected", "variants"), CASES, ids=lambda v: str(v)[:12])
def test_a_rejected_claim_in_typographic_punctuation_is_withheld(
    svc: MemoryService, person: Actor, agent: Actor, rejected: str, variants: list[str]
) -> None:
    bad = svc.add(Candidate(rejected, NS_A), agent).memory
    svc.reject(bad.id, person)
    for text in variants:
        r = svc.add(Candidate(text, NS_A), agent)
        assert (r.action, r.memory.id) == ("withheld", bad.id), text
    # control: the same words with a real difference are their own proposal
    other = svc.add(Candidate(rejected.replace("t", "T", 1) + " twice a day", NS_A), agent)
    assert other.action == "created"


def test_the_reverse_holds_a_typographic_rejection_against_plain_ascii(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    bad = svc.add(Candidate("Don\u2019t cache the lock\u2013file", NS_A), agent).memory
    svc.reject(bad.id, person)
    assert svc.add(Candidate("don't cache the lock-file", NS_A), agent).action == "withheld"
    assert svc.add(Candidate("Do cache the lock-file", NS_A), agent).action == "created"


def test_the_fold_is_by_class_for_every_dash_and_quotation_mark() -> None:
    dashes = [chr(c) for c in range(0x80, 0x30000) if unicodedata.category(chr(c)) == "Pd"]
    assert len(dashes) >= 20
    for d in dashes:
        # NFKC may widen a dash into two (U+2E3A), each still a hyphen
        assert set(canonical_text(f"a{d}b")[1:-1]) == {"-"}, hex(ord(d))
    quotes = [
        chr(c)
        for c in range(0x80, 0x30000)
        if "QUOTATION MARK" in unicodedata.name(chr(c), "")
        and unicodedata.category(chr(c)).startswith("P")
    ]
    assert len(quotes) >= 10
    for q in quotes:
        assert canonical_text(f"a {q}b{q}") in ("a 'b'", 'a "b"'), hex(ord(q))
    # controls: other punctuation and letters keep their identity
    for kept in ("a\u00b7b", "a\u2026b c", "caf\u00e9", "\u65e5\u672c\u300c\u5f15\u300d", "a`b"):
        assert canonical_text(kept) == unicodedata.normalize("NFKC", kept).casefold(), kept


def _key_before_this_fold() -> AbstractContextManager[None]:
    """Claim keys as the cairn before the punctuation fold computed them."""
    return keys_with("_ascii_punctuation", lambda c: c)


@contextmanager
def keys_with(name: str, step: Callable[[str], str]) -> Iterator[None]:
    """Claim keys computed with ``cairn.claimkey``'s ``name`` replaced by ``step`` (an older
    cairn's fold)."""
    real = getattr(claimkey, name)
    setattr(claimkey, name, step)
    canonical_text.cache_clear()
    try:
        yield
    finally:
        setattr(claimkey, name, real)
        canonical_text.cache_clear()


def _store_before_this_fold(path: Path, rejected: str, live: str) -> None:
    """A store as it was before m014 (keys of the older form)."""
    store_before(path, rejected, live, "m014_rekey_punctuation", _key_before_this_fold)


def store_before(
    path: Path,
    rejected: str,
    live: str,
    migration: str,
    old_keys: Callable[[], AbstractContextManager[None]],
) -> None:
    """A store as it was before ``migration`` (keys as computed inside ``old_keys()``):
    ``rejected`` rejected by a person, ``live`` proposed by an agent."""
    with old_keys():
        old = {t: claim_key(t) for t in (rejected, live)}
    db = sqlite3.connect(path, isolation_level=None)
    db.row_factory = sqlite3.Row
    names = [n for n, _ in migrations.MIGRATIONS]
    migrations.migrate(db, upto=names.index(migration))
    agent = Actor(ActorKind.AGENT, "claude-code", client="claude-code")
    alice = Actor(ActorKind.HUMAN, "alice", client="cli")
    at = "2026-02-01T00:00:00.000000Z"
    db.execute("BEGIN")
    for text in (rejected, live):
        mid = new_ulid()
        row = {
            **{"id": mid, "namespace": NS_A, "scope": "project", "kind": "fact", "text": text},
            **{"tags": "fact", "claim_key": old[text], "status": "proposed"},
            **{"review": "unreviewed", "confidence": 0.4, "evidence_count": 1},
            **{"recorded_at": at, "updated_at": at, "revision": 1, "flags": [], "anchors": []},
        }
        rev = {"revision": 1, "text": text, "claim_key": old[text], "known_at": at}
        payload = {"create": row, "revision": rev, "source": {"kind": "mcp"}}
        events = [Event(new_ulid(), at, NS_A, agent, "memory.created", mid, payload)]
        if text == rejected:
            verdict = {"claim_key": old[text], "verdict": "rejected", "text": text}
            events.append(
                Event(
                    new_ulid(),
                    at,
                    NS_A,
                    alice,
                    "memory.rejected",
                    mid,
                    {"set": {"review": "rejected"}, "verdict": verdict},
                    {"review": "unreviewed"},
                )
            )
        for e in events:
            insert_event(db, e)
            project.apply(db, e)
    db.execute("COMMIT")
    db.close()


def test_an_older_store_is_re_keyed_and_its_verdicts_still_hold(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    rejected = "Don\u2019t deploy the blue\u2013green stack on Fridays"
    live = "The staging bucket is named \u201cassets\u2014eu\u201d"
    _store_before_this_fold(path, rejected, live)
    svc = MemoryService.open(path, Scope(NS_A, USER_NS))  # runs m014
    try:
        agent = agent_actor("codex", client="codex")
        # the very text that was rejected, and its ASCII spelling: both withheld
        assert svc.add(Candidate(rejected, NS_A), agent).action == "withheld"
        ascii_form = "Don't deploy the blue-green stack on Fridays"
        assert svc.add(Candidate(ascii_form, NS_A), agent).action == "withheld"
        again = svc.add(Candidate('The staging bucket is named "assets-eu"', NS_A), agent)
        assert (again.action, again.memory.evidence_count) == ("corroborated", 2)
        rekeyed_once_and_rebuilt_alike(svc)
    finally:
        svc.close()
    reopen_re_keys_nothing(path)


def rekeyed_once_and_rebuilt_alike(svc: MemoryService) -> dict[str, Any]:
    """One system ``claims.rekeyed`` event (returned), a healthy store, and a rebuild from the
    log that arrives at the same keys."""
    rekeyed = svc.log(EventFilter(types=("claims.rekeyed",)))
    assert len(rekeyed) == 1 and rekeyed[0].actor.kind is ActorKind.SYSTEM
    assert svc.doctor().ok, svc.doctor().checks
    keys = {m.id: m.claim_key for m in svc.memories(View.REVIEW)}
    assert svc.rebuild().ok
    assert {m.id: m.claim_key for m in svc.memories(View.REVIEW)} == keys
    return dict(rekeyed[0].payload)


def reopen_re_keys_nothing(path: Path) -> None:
    reopened = MemoryService.open(path, Scope(NS_A, USER_NS))  # a second open re-keys nothing
    try:
        assert len(reopened.log(EventFilter(types=("claims.rekeyed",)))) == 1
    finally:
        reopened.close()


def test_a_team_database_is_re_keyed_by_its_migration(pg_url: str) -> None:
    """The same on PostgreSQL: keys written under the older form (the rejection and a live
    claim), m011 applied again as an upgrade would, then the verdict holds through the
    service, as one system event per namespace, and a second run re-keys nothing."""
    import psycopg

    from cairn.store import pg_migrations
    from cairn.store.pg_db import PgDatabase
    from cairn.store.postgres import PostgresStore

    rejected = "Don\u2019t deploy the blue\u2013green stack on Fridays"
    live = "The staging bucket is named \u201cassets\u2014eu\u201d"
    scope = Scope(NS_A, USER_NS)
    agent = agent_actor("codex", client="codex")
    db = PgDatabase(pg_url)
    try:
        bad = rejected_on_pg(db, _key_before_this_fold, rejected, live)
        svc = MemoryService(PostgresStore(db, scope.namespaces), scope)
        # before the upgrade: the ASCII spelling slips past the rejection (the break)
        slipped = svc.add(Candidate("Don't deploy the blue-green stack on Fridays!", NS_A), agent)
        assert slipped.action == "created"
        svc.close()
        with psycopg.connect(pg_url, autocommit=True) as conn:
            conn.execute("DELETE FROM schema_migrations WHERE name = 'm011_rekey_punctuation'")
            assert pg_migrations.migrate(conn) == ["m011_rekey_punctuation"]
            conn.execute("DELETE FROM schema_migrations WHERE name = 'm011_rekey_punctuation'")
            assert pg_migrations.migrate(conn) == ["m011_rekey_punctuation"]  # nothing to do
        svc = MemoryService(PostgresStore(db, scope.namespaces), scope)
        try:
            for text in (rejected, "Don't deploy the blue-green stack on Fridays"):
                r = svc.add(Candidate(text, NS_A), agent)
                assert (r.action, r.memory.id) == ("withheld", bad.id), text
            again = svc.add(Candidate('The staging bucket is named "assets-eu"', NS_A), agent)
            assert (again.action, again.memory.evidence_count) == ("corroborated", 2)
            rekeyed = svc.log(EventFilter(types=("claims.rekeyed",)))
            assert len(rekeyed) == 1 and rekeyed[0].actor.kind is ActorKind.SYSTEM
        finally:
            svc.close()
    finally:
        db.close()


def rejected_on_pg(
    db: Any,
    old_keys: Callable[[], AbstractContextManager[None]],
    rejected: str,
    *live: str,
) -> Memory:
    """On a team database, with keys computed inside ``old_keys()``: ``rejected`` proposed by
    an agent and rejected by a person, each of ``live`` proposed."""
    from cairn.store.postgres import PostgresStore

    scope = Scope(NS_A, USER_NS)
    agent = agent_actor("codex", client="codex")
    with old_keys():
        svc = MemoryService(PostgresStore(db, scope.namespaces), scope)
        bad = svc.add(Candidate(rejected, NS_A), agent).memory
        svc.reject(bad.id, Actor(ActorKind.HUMAN, "alice", client="cli"))
        for text in live:
            svc.add(Candidate(text, NS_A), agent)
        svc.close()
    return bad
