"""The conflict probe's full-text query is a constant when PostgreSQL plans it (immutable calls on
the terms, folded before planning) instead of a subquery's value: the same memories found, in
the same order, and the same conflicts, as the statement before on a generated store of two
tenants, with the query now visible to the planner (what keeps it from intersecting a few
matches with the whole namespace's index)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from typing import Any

import psycopg
import pytest

from cairn.bench import perf, serve
from cairn.model import Candidate, Scope, View
from cairn.policy import conflicts
from cairn.store import pg_reads
from cairn.store.base import ProbeHit
from cairn.store.pg_db import PgDatabase
from cairn.store.postgres import PostgresStore
from cairn.timeutil import now
from tests.conftest import NS_A, NS_B

# the probe's statement before this change, as it was: the pairs and each memory's count of the
# terms computed from the terms in the statement (the oracle the new statement must equal)
_BEFORE = (
    "SELECT id, namespace, kind, subject, text, status, review FROM ("
    " SELECT m.seq, m.id, m.namespace, m.kind, m.subject, m.text, m.status, m.review,"
    " (SELECT count(*) FROM unnest(%s::text[]) AS t(w)"
    "  WHERE m.tsv @@ phraseto_tsquery('english', t.w)) AS c"
    " FROM {matchable} m WHERE m.tsv @@ {anyof}"
    " AND {where}) f WHERE c >= %s ORDER BY c DESC, length(text), seq DESC LIMIT %s"
)
_BEFORE_PAIRS = (
    "(SELECT string_agg('(' || a.q::text || ') & (' || b.q::text || ')', ' | ')::tsquery"
    " FROM (SELECT t.i, phraseto_tsquery('english', t.w) AS q"
    "  FROM unnest(%s::text[]) WITH ORDINALITY AS t(w, i)) a"
    " JOIN (SELECT t.i, phraseto_tsquery('english', t.w) AS q"
    "  FROM unnest(%s::text[]) WITH ORDINALITY AS t(w, i)) b"
    " ON a.i < b.i AND numnode(a.q) > 0 AND numnode(b.q) > 0)"
)


def _before(
    self: Any, terms: Sequence[str], scope: Scope, at: str, *, limit: int, view: View = View.SEARCH
) -> list[ProbeHit]:
    terms = list(dict.fromkeys(t for t in terms if t))
    if not terms:
        return []
    where, params = pg_reads.predicate(view, scope, at=at)
    need = min(2, len(terms))
    anyof = "cairn_any_phrase(%s::text[])" if need < 2 else _BEFORE_PAIRS
    sql = _BEFORE.format(matchable=self._matchable(), anyof=anyof, where=where)
    anyargs = [terms] if need < 2 else [terms, terms]
    with self._conn() as c:
        rows = c.execute(sql, [terms, *anyargs, *params, need, limit]).fetchall()
    return [pg_reads.probe_hit(r) for r in rows]


@pytest.fixture
def seeded(pg_url: str) -> Iterator[PgDatabase]:
    serve.seed_postgres(pg_url, [NS_A, NS_B], 3000, lambda _m: None)
    with psycopg.connect(pg_url, autocommit=True) as conn:  # some the read predicate hides
        conn.execute(
            "UPDATE memories SET status = 'retracted' WHERE namespace = %s AND seq %% 7 = 0",
            (NS_A,),
        )
        conn.execute(
            "UPDATE memories SET review = 'rejected' WHERE namespace = %s AND seq %% 11 = 0",
            (NS_A,),
        )
        conn.execute(
            "UPDATE memories SET scope = 'session', session = 'other'"
            " WHERE namespace = %s AND seq %% 13 = 0",
            (NS_A,),
        )
        conn.execute("ANALYZE memories")
    db = PgDatabase(pg_url)
    yield db
    db.close()


def _term_lists() -> list[list[str]]:
    """Generated term lists: common and rare words of the seeded texts, stopwords, phrases of
    two words (one a stopword), a word twice in two spellings, absent words; 1 to 6 terms."""
    vocab = perf.vocabulary()
    rnd = random.Random(19)
    pools = [
        vocab[:40],  # common (the seeded texts draw words Zipf-like in this order)
        vocab[40:400],
        ["the", "a", "of", "not"],
        [f"{rnd.choice(vocab[:40])} {rnd.choice(vocab[:200])}" for _ in range(20)],
        [f"the {w}" for w in vocab[:20]],
        ["absentword", "nowhereword"],
    ]
    out = [["the", "a"], ["absentword", vocab[0]], [vocab[0], vocab[0].upper()]]
    for _ in range(160):
        n = rnd.randint(1, 6)
        out.append([rnd.choice(rnd.choice(pools)) for _ in range(n)])
    return out


def test_the_probe_finds_what_the_statement_before_found(
    seeded: PgDatabase, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = PostgresStore(seeded, (NS_A, "user:a"))
    scope = Scope(NS_A, "user:a")
    at = now()
    found = full = 0
    try:
        for terms in _term_lists():
            for view, limit in ((View.HISTORY, 24), (View.REVIEW, 5), (View.SEARCH, 7)):
                got = store.probe(terms, scope, at, limit=limit, view=view)
                with monkeypatch.context() as m:
                    m.setattr(pg_reads._Reads, "probe", _before)
                    want = store.probe(terms, scope, at, limit=limit, view=view)
                assert got == want, (terms, view)
                assert all(h.namespace == NS_A for h in got)
                found += bool(got)
                full += len(got) == limit
    finally:
        store.close()
    # control: the lists do find memories, many of them cut at the limit (ties ordered)
    assert found > 150 and full > 50, (found, full)


def test_the_conflicts_found_are_those_found_before(
    seeded: PgDatabase, pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with psycopg.connect(pg_url, autocommit=True) as conn:
        texts = [
            str(r[0])
            for r in conn.execute(
                "SELECT text FROM memories WHERE namespace = %s AND status = 'active'"
                " ORDER BY seq LIMIT 60",
                (NS_A,),
            ).fetchall()
        ]
    # a claim denying a stored one, one restating it, and one sharing its first words only
    claims = [
        c
        for t in texts
        for c in (t.replace(": ", ": it is not true that ", 1), t, " ".join(t.split()[:4]))
    ]
    store = PostgresStore(seeded, (NS_A, "user:a"))
    at = now()
    contested = 0
    try:
        for text in claims:
            cand = Candidate(text, NS_A)
            with store.write() as tx:
                got = conflicts.find_conflicts(tx, cand, None, user_namespace="user:a", at=at)
            with monkeypatch.context() as m:
                m.setattr(pg_reads._Reads, "probe", _before)
                with store.write() as tx:
                    want = conflicts.find_conflicts(tx, cand, None, user_namespace="user:a", at=at)
            assert got == want, text
            contested += bool(got)
    finally:
        store.close()
    assert contested >= 20, contested  # control: the denials are found in conflict


# the query a memory is matched against: a literal, or a subquery's value (an init plan)
_MATCH = re.compile(r"tsv @@ (\(InitPlan \d+\)|'(?:[^']|'')*'::tsquery)")


def _planned(store: PostgresStore, terms: list[str], method: Any) -> str:
    """The plan (EXPLAIN VERBOSE) of the statement ``method`` issues for ``terms``."""
    plans: list[str] = []
    execute = psycopg.Connection.execute

    def spy(conn: Any, query: Any, params: Any = None, **kw: Any) -> Any:
        if isinstance(query, str) and ") AS c FROM" in query:
            rows = execute(conn, "EXPLAIN (VERBOSE) " + query, params).fetchall()
            plans.append("\n".join(str(next(iter(r.values()))) for r in rows))
        return execute(conn, query, params, **kw)

    with pytest.MonkeyPatch.context() as m:
        m.setattr(psycopg.Connection, "execute", spy)
        method(store, terms, Scope(NS_A, "user:a"), now(), limit=24, view=View.HISTORY)
    assert len(plans) == 1
    return plans[0]


def test_the_probe_query_is_known_when_planned(seeded: PgDatabase) -> None:
    vocab = perf.vocabulary()
    store = PostgresStore(seeded, (NS_A, "user:a"))
    try:
        for terms in ([vocab[300], vocab[301], "the"], [vocab[2], f"the {vocab[5]}"]):
            plan = _planned(store, terms, pg_reads._Reads.probe)
            queries = [q.group(1) for q in _MATCH.finditer(plan)]
            assert queries and all(q.endswith("::tsquery") for q in queries), plan
            # attack: the statement before planned its query as a subquery's unknown value
            before = _planned(store, terms, _before)
            assert any(q.group(1).startswith("(InitPlan") for q in _MATCH.finditer(before)), before
    finally:
        store.close()
