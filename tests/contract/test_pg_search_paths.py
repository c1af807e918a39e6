"""The PostgreSQL search paths of migration m008: full-text candidates through ``memory_match``
(where the GIN indexes apply under row-level security), document frequencies kept in
``memory_terms`` with every write, and a database of the previous migration upgraded in place
with every memory kept and found."""

from __future__ import annotations

import json
from typing import Any

import psycopg
import pytest

from cairn.ids import new_ulid
from cairn.model import Actor, ActorKind, Candidate, Event, Scope, View
from cairn.search.lexical import clean
from cairn.service import MemoryService
from cairn.store import pg_migrations, pg_project
from cairn.store.pg_db import PgDatabase
from cairn.store.postgres import PostgresStore, insert_event
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


def _counted(url: str, namespace: str) -> dict[str, int]:
    """Each lexeme's document frequency in ``namespace``, counted from the memories now."""
    with psycopg.connect(url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT l, count(*) FROM memories m, unnest(tsvector_to_array(m.tsv)) AS l"
            " WHERE m.namespace = %s GROUP BY l",
            (namespace,),
        ).fetchall()
    return {str(r[0]): int(r[1]) for r in rows}


def _kept(url: str, namespace: str) -> dict[str, int]:
    with psycopg.connect(url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT lexeme, df FROM memory_terms WHERE namespace = %s AND df <> 0", (namespace,)
        ).fetchall()
    return {str(r[0]): int(r[1]) for r in rows}


@pytest.fixture
def db(pg_url: str) -> Any:
    d = PgDatabase(pg_url)
    yield d
    d.close()


def test_term_counts_follow_every_write_and_a_rebuild(
    db: PgDatabase, pg_url: str, person: Actor
) -> None:
    a = _svc(db, NS_A, "user:a")
    b = _svc(db, NS_B, "user:b")
    try:
        kept = a.add(Candidate("Deploys go through the staging cluster first", NS_A), person)
        edited = a.add(Candidate("The linter runs with ruff in strict mode", NS_A), person)
        a.add(Candidate("Staging deploys need a ticket", NS_A), person)
        b.add(Candidate("Tenant B deploys staging on fridays", NS_B), person)
        a.edit(edited.memory.id, "The linter runs with flake8 and black", person)
        a.retract(kept.memory.id, person, reason="moved to another cluster")
    finally:
        a.close()
        b.close()
    counted = _counted(pg_url, NS_A)
    assert _kept(pg_url, NS_A) == counted
    assert counted["deploy"] == 2 and counted["flake8"] == 1 and "ruff" not in counted
    assert _kept(pg_url, NS_B) == _counted(pg_url, NS_B)  # the other tenant's, apart
    owner = PostgresStore(db, None)
    try:
        owner.rebuild()
    finally:
        owner.close()
    assert _kept(pg_url, NS_A) == counted  # a rebuild (TRUNCATE and replay) recounts them
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("UPDATE memory_terms SET df = df + 7")  # drifted by hand
        conn.execute("SELECT cairn_recount_terms()")
    assert _kept(pg_url, NS_A) == counted


def test_document_frequencies_agree_with_counting_the_index(
    db: PgDatabase, pg_url: str, person: Actor
) -> None:
    a = _svc(db, NS_A, "user:a")
    b = _svc(db, NS_B, "user:b")
    try:
        for text in (
            "Use pnpm install before running the build",
            "The build script lives in tools/build.sh",
            "Run pnpm test after each build",
            "Don't commit build artifacts",
        ):
            a.add(Candidate(text, NS_A), person)
        for _ in range(3):
            b.add(Candidate(f"Tenant B builds with pnpm {new_ulid()}", NS_B), person)
        words = ["build", "pnpm", "tools/build.sh", "don't", "the", "absent", "builds", "x"]
        got = a.store.doc_freq(words)
        terms = {t.word: t.df for t in a.store.query_terms("pnpm builds tools")}
    finally:
        a.close()
        b.close()
    with psycopg.connect(pg_url, autocommit=True) as conn:
        want = {
            w: int(
                conn.execute(
                    "SELECT count(*) FROM memories m WHERE m.namespace = ANY(%s)"
                    " AND m.tsv @@ phraseto_tsquery('english', %s)",
                    ([NS_A, "user:a"], w),
                ).fetchone()[0]
            )
            for w in words
        }
    assert got == want
    assert got["build"] == 4 and got["pnpm"] == 2  # B's three are not counted for A
    # "tools/build.sh" is one token to the parser: no memory holds "tools" on its own
    assert terms == {"pnpm": 2, "builds": 4, "tools": 0}


def test_a_search_brings_each_candidates_lexemes_as_asking_for_them_would(
    db: PgDatabase, pg_url: str, person: Actor
) -> None:
    texts = [
        'The "fast" build uses pnpm --frozen-lockfile',
        "Don't run make deploy-prod on fridays; see https://ops.example/run\"book",
        'Quoted path "src/app.py" holds the deploy entry point',
        "Deploys: staging first, then prod (it's in tools/deploy.sh)",
    ]
    a = _svc(db, NS_A, "user:a")
    b = _svc(db, NS_B, "user:b")
    try:
        for text in texts:
            a.add(Candidate(text, NS_A), person)
        b.add(Candidate('Tenant B deploys "fast" builds with nomad', NS_B), person)
        found = a.store.lexical(
            '"deploy" OR "build" OR "fast"', View.SEARCH, a.scope, now(), limit=50
        )
        seen = [m.text for m, _ in found]
        from_search = a.store.stems(seen)
    finally:
        a.close()
        b.close()
    fresh = PostgresStore(db, (NS_A, "user:a"))  # searched nothing: asks the database
    try:
        asked = fresh.stems([*seen, "never searched: Deploying builds"])
    finally:
        fresh.close()
    with psycopg.connect(pg_url, autocommit=True) as conn:
        parsed = [
            frozenset(
                conn.execute(
                    "SELECT array(SELECT lexeme FROM unnest(to_tsvector('english', %s)))",
                    (clean(t),),
                ).fetchone()[0]
            )
            for t in seen
        ]
    assert sorted(seen) == sorted(texts)  # B's memory is no candidate of A's
    assert from_search == parsed == asked[:-1]
    assert asked[-1] == {"never", "search", "deploy", "build"}
    assert "frozen-lockfil" in parsed[seen.index(texts[0])]  # the parser's own compound


def test_memory_match_shows_only_the_named_namespaces(
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
        wrong = conn.execute(
            "SELECT count(*) FROM memory_match WHERE namespace = %s", (NS_B,)
        ).fetchone()[0]
        spaces = {r[0] for r in conn.execute("SELECT DISTINCT namespace FROM memory_match")}
        terms = {r[0] for r in conn.execute("SELECT DISTINCT namespace FROM memory_terms")}
    assert wrong == 0 and spaces == {NS_A} and terms == {NS_A}
    with _as_app(pg_url, None) as conn:
        assert conn.execute("SELECT count(*) FROM memory_match").fetchone()[0] == 0
        assert conn.execute("SELECT count(*) FROM memory_terms").fetchone()[0] == 0
    with _as_app(pg_url, [NS_B]) as conn:  # control: naming B shows B's
        assert conn.execute("SELECT count(*) FROM memory_match").fetchone()[0] == 1


def test_full_text_matching_uses_the_index_under_row_level_security(
    db: PgDatabase, pg_url: str, person: Actor
) -> None:
    a = _svc(db, NS_A, "user:a")
    try:
        a.add(Candidate("Tenant A deploys with helm charts", NS_A), person)
    finally:
        a.close()
    with psycopg.connect(pg_url, autocommit=True) as conn:  # many memories, one holds "helm"
        conn.execute(
            "INSERT INTO memories (id, namespace, scope, kind, text, claim_key, status, review,"
            " recorded_at, updated_at, last_event) SELECT 'F' || i, %s, 'project', 'fact',"
            " 'filler note number ' || i, 'k' || i, 'active', 'approved', 'x', 'x', 'x'"
            " FROM generate_series(1, 2000) AS i",
            (NS_A,),
        )
        conn.execute("ANALYZE memories")

    def plan(conn: Any, table: str) -> str:
        rows = conn.execute(
            f"EXPLAIN SELECT seq FROM {table} m WHERE m.tsv @@ to_tsquery('english', 'helm')"
        ).fetchall()
        return "\n".join(r[0] for r in rows)

    with _as_app(pg_url, [NS_A]) as conn:
        conn.execute("SET enable_seqscan = off")
        assert "memories_tsv" in plan(conn, "memory_match")
        # control: on the table itself the policy keeps the index out (the reason for the view)
        assert "memories_tsv" not in plan(conn, "memories")


def _old_event(ns: str, text: str) -> Event:
    from cairn.claimkey import claim_key

    at = now()
    mid = new_ulid()
    row = {
        "id": mid,
        "namespace": ns,
        "scope": "project",
        "kind": "fact",
        "text": text,
        "tags": "fact",
        "claim_key": claim_key(text),
        "status": "active",
        "review": "approved",
        "confidence": 1.0,
        "evidence_count": 1,
        "valid_from": at,
        "recorded_at": at,
        "updated_at": at,
        "revision": 1,
        "flags": [],
        "anchors": [],
    }
    return Event(
        id=new_ulid(),
        at=at,
        namespace=ns,
        actor=Actor(ActorKind.HUMAN, "alice", client="cli"),
        type="memory.created",
        memory_id=mid,
        payload={
            "create": row,
            "source": {"kind": "cli", "agent": "alice", "revision": 1},
            "revision": {"revision": 1, "text": text, "claim_key": row["claim_key"]},
        },
        hlc=f"{at}-0000",
    )


def test_a_database_of_the_previous_migration_upgrades_in_place_and_finds_its_memories(
    pg_server: Any,
) -> None:
    url = pg_server.new_database(migrated=False)
    upto = [n for n, _ in pg_migrations.MIGRATIONS].index("m008_search_paths")
    texts = {
        NS_A: ["Deploys go through the staging cluster", "Helm charts live in deploy/charts"],
        NS_B: ["Tenant B deploys with nomad jobs"],
    }
    try:
        from psycopg.rows import dict_row

        with psycopg.connect(url, autocommit=True, row_factory=dict_row) as conn:
            assert pg_migrations.migrate(conn, upto=upto)[-1] == "m007_sync"
            with conn.transaction():
                for ns, ts in texts.items():
                    for t in ts:
                        e = _old_event(ns, t)
                        insert_event(conn, e)
                        pg_project.apply(conn, e)
        db = PgDatabase(url)  # opening migrates it
        try:
            with db.owner_lock:
                assert pg_migrations.applied(db.owner_connection()) == sorted(
                    pg_migrations.latest()
                )
            assert _kept(url, NS_A) == _counted(url, NS_A) != {}
            a = _svc(db, NS_A, "user:a")
            try:
                hits = a.search("staging deploys", view=View.SEARCH, limit=10)
                assert [m.text for m, _ in hits][:1] == [texts[NS_A][0]]
                assert {m.namespace for m, _ in hits} == {NS_A}
                assert len(a.store.select(View.REVIEW, a.scope, a.clock())) == 2
            finally:
                a.close()
        finally:
            db.close()
    finally:
        pg_server.drop(url)


def test_the_bench_seeds_in_bulk_to_the_state_writes_one_by_one_leave(
    db: PgDatabase, pg_url: str, person: Actor
) -> None:
    from cairn.bench import serve

    def indexes() -> set[str]:
        with psycopg.connect(pg_url, autocommit=True) as conn:
            return {
                str(r[0])
                for r in conn.execute(
                    "SELECT indexdef FROM pg_indexes WHERE tablename = 'memories'"
                ).fetchall()
            }

    before = indexes()
    ids = serve.seed_postgres(pg_url, [NS_A, NS_B], 40, lambda _m: None)
    assert indexes() == before  # the GIN indexes are back, as the migrations define them
    assert _kept(pg_url, NS_A) == _counted(pg_url, NS_A) != {}
    a = _svc(db, NS_A, "user:a")
    try:  # a write after the seeding is counted by the trigger again
        a.add(Candidate("Zanzibar deploys after the seeding", NS_A), person)
        assert a.store.doc_freq(["zanzibar"]) == {"zanzibar": 1}
        assert a.get(ids[NS_A][0], View.SEARCH).namespace == NS_A
        assert a.store.get(ids[NS_B][0]) is None  # control: B's seeded memory stays B's
    finally:
        a.close()
    assert _kept(pg_url, NS_A) == _counted(pg_url, NS_A)
