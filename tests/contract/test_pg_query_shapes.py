"""What PostgreSQL's parser makes of a query's phrases (``_Reads._phrase_shapes``, which the
postings plan of a porter search reads) is a function of the phrase alone: a database keeps it,
so a search asks the parser only about phrases it has not seen. The plan from kept shapes equals
the plan from a fresh parse for every query shape of the postings tests (sums, proximity, one
lexeme twice, one stem twice, stopwords), in any combination of known and new phrases."""

from __future__ import annotations

from typing import Any

from cairn.store.pg_db import PgDatabase
from cairn.store.postgres import PostgresStore
from tests.conftest import NS_A
from tests.contract.test_pg_postings import _QUERIES

SCOPE = (NS_A, "user:a")
ANALYSIS = "phraseto_tsquery('english', t.w) AS q(q)"


def _plans(db: PgDatabase, queries: list[list[str]]) -> list[Any]:
    store = PostgresStore(db, SCOPE)
    try:
        return [store._postings_plan(q) for q in queries]
    finally:
        store.close()


def test_kept_phrase_shapes_give_the_plans_a_fresh_parse_gives(pg_url: str) -> None:
    queries = [*_QUERIES, ["the", "and"], ["alpha", "the"], ["Deploys", "user-id", "gamma"]]
    warm = PgDatabase(pg_url)
    try:
        first = _plans(warm, queries)
        again = _plans(warm, queries)  # every phrase known now
        mixed = _plans(warm, [[*q[::-1], "zeta"] for q in queries])  # known and new phrases
    finally:
        warm.close()
    cold = PgDatabase(pg_url)  # each query parsed afresh: nothing kept before it
    try:
        fresh, fresh_mixed = [], []
        for q in queries:
            cold.phrase_shapes = {}
            fresh.append(_plans(cold, [q])[0])
            cold.phrase_shapes = {}
            fresh_mixed.append(_plans(cold, [[*q[::-1], "zeta"]])[0])
    finally:
        cold.close()
    assert first == fresh and again == fresh
    assert mixed == fresh_mixed
    assert any(p is None for p in fresh) and any(p is not None for p in fresh)  # both kinds


def test_a_search_asks_the_parser_only_about_phrases_it_has_not_seen(
    pg_url: str, pg_statements: list[str]
) -> None:
    db = PgDatabase(pg_url)
    store = PostgresStore(db, SCOPE)
    try:
        store._postings_plan(["alpha", "beta"])
        asked = [s for s in pg_statements if ANALYSIS in s]
        assert len(asked) == 1  # control: a first search parses its phrases
        pg_statements.clear()
        store._postings_plan(["beta", "alpha"])
        store._postings_plan(["alpha"])
        assert not [s for s in pg_statements if ANALYSIS in s], pg_statements
        store._postings_plan(["alpha", "gamma"])  # one new phrase: one statement
        assert len([s for s in pg_statements if ANALYSIS in s]) == 1
    finally:
        store.close()
        db.close()
