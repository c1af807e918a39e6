"""The term postings of migration m009: ``memory_postings`` kept with every write under the same
row-level security as the memories, and a porter ranking read from the best postings that equals
ranking every matching memory (ids, order and scores), ties, the read predicate and the queries
it cannot rank that way included."""

from __future__ import annotations

import json
from typing import Any

import psycopg
import pytest

from cairn.model import Actor, Candidate, Scope, View
from cairn.service import MemoryService
from cairn.store import pg_migrations, pg_reads
from cairn.store.pg_db import PgDatabase
from cairn.store.postgres import PostgresStore
from cairn.timeutil import now
from tests.conftest import NS_A, NS_B

APP = pg_migrations.APP_ROLE


def _svc(db: PgDatabase, ns: str, user: str) -> MemoryService:
    scope = Scope(ns, user)
    return MemoryService(PostgresStore(db, scope.namespaces), scope)


def _as_app(url: str, namespaces: list[str] | None) -> Any:
    conn = psycopg.connect(url, autocommit=True)
    conn.execute(f"SET ROLE {APP}")
    if namespaces is not None:
        conn.execute("SELECT set_config('cairn.namespaces', %s, false)", (json.dumps(namespaces),))
    return conn


def _kept(url: str, namespace: str) -> dict[tuple[int, str], float]:
    with psycopg.connect(url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT seq, lexeme, w FROM memory_postings WHERE namespace = %s", (namespace,)
        ).fetchall()
    return {(int(r[0]), str(r[1])): float(r[2]) for r in rows}


def _counted(url: str, namespace: str) -> dict[tuple[int, str], float]:
    """Each (memory, lexeme)'s score computed from the memories now, by ``ts_rank`` itself."""
    with psycopg.connect(url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT m.seq, l, ts_rank(m.tsv, to_tsquery('simple', quote_literal(l)), 1)"
            " FROM memories m, unnest(tsvector_to_array(m.tsv)) AS l WHERE m.namespace = %s",
            (namespace,),
        ).fetchall()
    return {(int(r[0]), str(r[1])): float(r[2]) for r in rows}


@pytest.fixture
def db(pg_url: str) -> Any:
    d = PgDatabase(pg_url)
    yield d
    d.close()


def test_postings_follow_every_write_and_a_rebuild(
    db: PgDatabase, pg_url: str, person: Actor
) -> None:
    a = _svc(db, NS_A, "user:a")
    b = _svc(db, NS_B, "user:b")
    try:
        kept = a.add(Candidate("Deploys go through the staging cluster first", NS_A), person)
        edited = a.add(Candidate("The linter runs with ruff in strict mode", NS_A), person)
        a.add(Candidate("Staging deploys need a ticket, staging twice", NS_A), person)
        b.add(Candidate("Tenant B deploys staging on fridays", NS_B), person)
        a.edit(edited.memory.id, "The linter runs with flake8 and black", person)
        a.retract(kept.memory.id, person, reason="moved to another cluster")
    finally:
        a.close()
        b.close()
    counted = _counted(pg_url, NS_A)
    assert _kept(pg_url, NS_A) == counted
    lexemes = {lexeme for _, lexeme in counted}
    assert "flake8" in lexemes and "ruff" not in lexemes  # the edit replaced the old postings
    assert _kept(pg_url, NS_B) == _counted(pg_url, NS_B)  # the other tenant's, apart
    owner = PostgresStore(db, None)
    try:
        owner.rebuild()
    finally:
        owner.close()
    assert _kept(pg_url, NS_A) == _counted(pg_url, NS_A)  # a rebuild (TRUNCATE and replay)
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("UPDATE memory_postings SET w = w + 1")  # drifted by hand
        conn.execute("DELETE FROM memory_postings WHERE lexeme = 'stage'")
        conn.execute("SELECT cairn_recount_terms()")
    assert _kept(pg_url, NS_A) == _counted(pg_url, NS_A)
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("DELETE FROM memories WHERE namespace = %s", (NS_A,))
    assert _kept(pg_url, NS_A) == {} and _kept(pg_url, NS_B) == _counted(pg_url, NS_B)


def test_postings_show_and_take_only_the_named_namespaces(
    db: PgDatabase, pg_url: str, person: Actor
) -> None:
    a = _svc(db, NS_A, "user:a")
    b = _svc(db, NS_B, "user:b")
    try:
        a.add(Candidate("Tenant A deploys with helm charts", NS_A), person)
        b.add(Candidate("Tenant B deploys with nomad jobs", NS_B), person)
    finally:
        a.close()
        b.close()
    with _as_app(pg_url, [NS_A, "user:a"]) as conn:
        spaces = {r[0] for r in conn.execute("SELECT DISTINCT namespace FROM memory_postings")}
        nomad = conn.execute(
            "SELECT count(*) FROM memory_postings WHERE lexeme = 'nomad'"
        ).fetchone()[0]
        with pytest.raises(psycopg.errors.InsufficientPrivilege):  # row-level security
            conn.execute(
                "INSERT INTO memory_postings (seq, lexeme, namespace, w) VALUES (0, 'x', %s, 1)",
                (NS_B,),
            )
    assert spaces == {NS_A} and nomad == 0
    with _as_app(pg_url, None) as conn:
        assert conn.execute("SELECT count(*) FROM memory_postings").fetchone()[0] == 0
    with _as_app(pg_url, [NS_B]) as conn:  # control: naming B shows B's
        mine = conn.execute("SELECT count(*) FROM memory_postings WHERE lexeme = 'nomad'")
        assert mine.fetchone()[0] == 1


def test_a_lexeme_is_a_query_as_is(pg_url: str) -> None:
    odd = ["plain", "it's", "back\\slash", "a b & !c", "x:*", "'quoted'", "dé:jà|vu"]
    with psycopg.connect(pg_url, autocommit=True) as conn:
        for lexeme in odd:
            row = conn.execute(
                "SELECT array_to_tsvector(ARRAY[%s]) @@ cairn_lexeme(%s),"
                " array_to_tsvector(ARRAY[%s]) @@ %s::tsquery,"
                " array_to_tsvector(ARRAY['plain', 'other']) @@ cairn_lexeme(%s)",
                (lexeme, lexeme, lexeme, pg_reads._lexeme(lexeme), lexeme),
            ).fetchone()
            assert row == (True, True, lexeme == "plain"), lexeme


# texts where many memories tie (same words, same length) and a few hold several query words
_TEXTS = [
    *(f"alpha note number {i}" for i in range(60)),
    *(f"alpha alpha beta record {i}" for i in range(25)),
    *(f"beta gamma gamma entry {i}" for i in range(25)),
    *(f"the user-id field and the user {i} id" for i in range(12)),
    *(f"delta epsilon alpha beta gamma long text {i} with more words" for i in range(8)),
    *(f"x_x repeated token {i}" for i in range(6)),
    *(f"deploys deploying deploy {i}" for i in range(6)),
]
_QUERIES = [
    ["alpha"],
    ["beta"],
    ["gamma"],
    ["alpha", "beta"],
    ["alpha", "gamma", "delta"],
    ["beta", "epsilon", "note"],
    ["user-id"],  # one phrase of several lexemes: ranked by proximity (ranks every match)
    ["user-id", "alpha"],
    ["user", "id"],
    ["x_x"],  # one lexeme twice in a phrase
    ["x_x", "token"],
    ["deploys", "deploying"],  # one stem twice
    ["the", "alpha"],  # a stopword: an empty phrase
    ["absent", "alpha"],
    ["absent"],
    [*(f"word{i}" for i in range(13)), "alpha"],  # too many lexemes
]


def test_ranking_from_postings_equals_ranking_every_match(
    db: PgDatabase, pg_url: str, monkeypatch: pytest.MonkeyPatch, person: Actor
) -> None:
    with psycopg.connect(pg_url, autocommit=True) as conn:
        for ns in (NS_A, NS_B):
            conn.execute(
                "INSERT INTO memories (id, namespace, scope, kind, text, claim_key, status,"
                " review, recorded_at, updated_at, last_event)"
                " SELECT %s || i, %s, 'project', 'fact', t, 'k' || i, 'active', 'approved',"
                " 'x', 'x', 'x' FROM unnest(%s::text[]) WITH ORDINALITY AS u(t, i)",
                (ns, ns, _TEXTS),
            )
        # the read predicate hides some of the best: retracted, another session's, rejected
        conn.execute(
            "UPDATE memories SET status = 'retracted' WHERE namespace = %s"
            " AND text LIKE 'alpha alpha beta record 1%%'",
            (NS_A,),
        )
        conn.execute(
            "UPDATE memories SET scope = 'session', session = 'other' WHERE namespace = %s"
            " AND text LIKE 'alpha note number 2%%'",
            (NS_A,),
        )
        conn.execute(
            "UPDATE memories SET review = 'rejected' WHERE namespace = %s"
            " AND text LIKE 'beta gamma gamma entry 3%%'",
            (NS_A,),
        )
    store = PostgresStore(db, (NS_A, "user:a"))
    scope = Scope(NS_A, "user:a")
    plans: list[Any] = []
    planned = pg_reads._Reads._postings_plan

    def spy(self: Any, terms: list[str]) -> Any:
        plans.append(planned(self, terms))
        return plans[-1]

    def every_match(self: Any, terms: list[str]) -> Any:
        return None

    try:
        for terms in _QUERIES:
            match = " OR ".join(f'"{t}"' for t in terms)
            for limit in (1, 5, 17, 50):
                monkeypatch.setattr(pg_reads._Reads, "_postings_plan", spy)
                got = store.lexical(match, View.SEARCH, scope, now(), limit=limit)
                monkeypatch.setattr(pg_reads._Reads, "_postings_plan", every_match)
                want = store.lexical(match, View.SEARCH, scope, now(), limit=limit)
                assert [(m.id, s) for m, s in got] == [(m.id, s) for m, s in want], (terms, limit)
                assert all(m.namespace == NS_A for m, _ in got)
                assert not any(m.status.value == "retracted" for m, _ in got)
    finally:
        store.close()
    by_query = dict(zip((tuple(q) for q in _QUERIES), plans[::4], strict=True))
    # control: the postings answered the queries that are sums, and not the others
    assert by_query[("alpha",)] == (["alpha"], ["alpha"])
    assert by_query[("alpha", "beta")] == (["alpha", "beta"], ["alpha", "beta"])
    assert by_query[("user-id", "alpha")] == (["alpha"], ["alpha", "id", "user", "user-id"])
    assert by_query[("deploys", "deploying")] == (["deploy"], ["deploy"])
    for alone in (("user-id",), ("x_x",), ("x_x", "token"), tuple(_QUERIES[-1])):
        assert by_query[alone] is None, alone


def test_a_database_of_m008_upgrades_with_every_memorys_postings(pg_server: Any) -> None:
    from psycopg.rows import dict_row

    from cairn.store import pg_project
    from cairn.store.postgres import insert_event
    from tests.contract.test_pg_search_paths import _old_event

    url = pg_server.new_database(migrated=False)
    upto = [n for n, _ in pg_migrations.MIGRATIONS].index("m009_term_postings")
    texts = {
        NS_A: ["Deploys go through the staging cluster", "Helm charts live in deploy/charts"],
        NS_B: ["Tenant B deploys with nomad jobs"],
    }
    try:
        with psycopg.connect(url, autocommit=True, row_factory=dict_row) as conn:
            assert pg_migrations.migrate(conn, upto=upto)[-1] == "m008_search_paths"
            with conn.transaction():
                for ns, ts in texts.items():
                    for t in ts:
                        e = _old_event(ns, t)
                        insert_event(conn, e)
                        pg_project.apply(conn, e)
        db = PgDatabase(url)  # opening migrates it
        try:
            assert _kept(url, NS_A) == _counted(url, NS_A) != {}
            assert _kept(url, NS_B) == _counted(url, NS_B) != {}
            a = _svc(db, NS_A, "user:a")
            try:
                hits = a.search("deploys charts", view=View.SEARCH, limit=10)
                assert sorted(m.text for m, _ in hits) == sorted(texts[NS_A])
            finally:
                a.close()
        finally:
            db.close()
    finally:
        pg_server.drop(url)


def test_the_bench_seeds_postings_as_writes_one_by_one_do(
    db: PgDatabase, pg_url: str, person: Actor
) -> None:
    from cairn.bench import serve

    serve.seed_postgres(pg_url, [NS_A, NS_B], 40, lambda _m: None)
    assert _kept(pg_url, NS_A) == _counted(pg_url, NS_A) != {}
    a = _svc(db, NS_A, "user:a")
    try:  # a write after the seeding is kept by the trigger again
        a.add(Candidate("Zanzibar deploys after the seeding", NS_A), person)
    finally:
        a.close()
    assert _kept(pg_url, NS_A) == _counted(pg_url, NS_A)
    assert any(lexeme == "zanzibar" for _, lexeme in _kept(pg_url, NS_A))


_PROBES = [
    ["alpha"],
    ["alpha", "beta"],
    ["alpha", "gamma", "delta", "epsilon"],
    ["the", "alpha"],  # a stopword holds nothing: one term left, no pair
    ["the", "alpha", "beta"],
    ["deploys", "deploy"],  # two words, one lexeme: a memory holding it holds both
    ["user-id", "user"],
    ["user-id", "field", "absent"],
    ["x_x", "token"],
    ["absent", "nothing"],
]


def test_the_conflict_probe_from_pairs_equals_counting_every_match(
    db: PgDatabase, pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with psycopg.connect(pg_url, autocommit=True) as conn:
        for ns in (NS_A, NS_B):
            conn.execute(
                "INSERT INTO memories (id, namespace, scope, kind, text, claim_key, status,"
                " review, recorded_at, updated_at, last_event)"
                " SELECT %s || i, %s, 'project', 'fact', t, 'k' || i, 'active', 'approved',"
                " 'x', 'x', 'x' FROM unnest(%s::text[]) WITH ORDINALITY AS u(t, i)",
                (ns, ns, _TEXTS),
            )
        conn.execute(
            "UPDATE memories SET status = 'retracted' WHERE namespace = %s"
            " AND text LIKE 'delta epsilon alpha beta gamma long text 1%%'",
            (NS_A,),
        )
    store = PostgresStore(db, (NS_A, "user:a"))
    scope = Scope(NS_A, "user:a")
    pairs = pg_reads._any_two

    def every_one(n: int) -> str:  # what holds any of the terms (each pair's terms, as given)
        return f"cairn_any_phrase(ARRAY[{', '.join('%s::text' for _ in range(2 * n * (n - 1)))}])"

    try:
        for terms in _PROBES:
            got = store.probe(terms, scope, now(), limit=7)
            # as before: every memory holding one of the terms, counted
            monkeypatch.setattr(pg_reads, "_any_two", every_one)
            want = store.probe(terms, scope, now(), limit=7)
            monkeypatch.setattr(pg_reads, "_any_two", pairs)
            assert got == want, terms
            assert all(h.namespace == NS_A and h.status == "active" for h in got)
            if terms[:2] == ["alpha", "beta"]:
                assert len(got) == 7  # control: the pairs do find what holds two terms
    finally:
        store.close()
