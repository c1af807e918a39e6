"""The absent-attribute check (``bench.retrieval_attributes``): committed copy, balance, and
that its rows mean what their kind says (a paraphrase shares no attribute word with the memory
that answers it; an absent attribute's words are in no memory)."""

from __future__ import annotations

import json
from pathlib import Path

from cairn.bench import retrieval, retrieval_attributes, retrieval_gen, retrieval_unknowns
from cairn.policy.tokens import stem, tokenize
from cairn.search.lexical import STOPWORDS

ROOT = Path(retrieval_attributes.__file__).parent / "data"


def _words(text: str, drop: frozenset[str] = frozenset()) -> set[str]:
    return {
        stem(t.low)
        for t in tokenize(text)
        if not t.punct and t.low not in STOPWORDS and t.low not in drop
    }


def test_the_committed_set_is_the_generators_output() -> None:
    committed = json.loads((ROOT / "retrieval-attributes.json").read_text())
    assert committed == retrieval_attributes.generate()
    assert retrieval.suite_path("attributes") == ROOT / "retrieval-attributes.json"
    # seeded: another seed is another set, the same seed the same one
    assert retrieval_attributes.generate(seed=1) == retrieval_attributes.generate(seed=1)
    assert retrieval_attributes.generate(seed=1) != committed


def test_as_many_paraphrased_positives_as_absent_negatives_in_every_wrapper() -> None:
    cases = retrieval_attributes.generate()["cases"]
    assert {c["kind"] for c in cases} == {"paraphrase", "absent"}
    for variant, _ in retrieval_attributes.WRAPPERS:
        pos = [c for c in cases if c["variant"] == variant and c["relevant"]]
        neg = [c for c in cases if c["variant"] == variant and not c["relevant"]]
        assert pos and len(pos) == len(neg)
    # a rule declining everything scores 0 on the positives; delivering the subject, 0 on the
    # negatives: both halves matter
    assert all(c["kind"] == "absent" for c in cases if not c["relevant"])


def test_rows_mean_what_their_kind_says() -> None:
    data = retrieval_attributes.generate()
    memories = {m["key"]: m["text"] for m in data["memories"]}
    subjects = frozenset(retrieval_attributes.SUBJECTS)
    wrappers = set().union(*(_words(t) for _, t in retrieval_attributes.WRAPPERS))
    stored = set().union(*(_words(t, subjects) for t in memories.values()))
    for case in data["cases"]:
        named = [s for s in subjects if s in case["query"]]
        assert len(named) == 1, case  # every request names one known subject
        asked = _words(case["query"], subjects) - wrappers
        assert asked, case
        if case["relevant"]:
            (key,) = case["relevant"]
            assert key.startswith(named[0] + ".")
            # a paraphrase: the memory answers in other words than the request's
            assert not asked & _words(memories[key], subjects), case
        else:
            # absent: no memory in the store says any of the asked attribute's words
            assert not asked & stored, case
            assert any(m.startswith(named[0] + ".") for m in memories)


def test_shares_no_subject_or_attribute_with_the_other_sets() -> None:
    mine = set(retrieval_attributes.SUBJECTS)
    gen = {
        m["key"].split(".")[0]
        for h in ("dev", "test")
        for m in retrieval_gen.generate(h)["memories"]
    }
    unknowns = {m["key"].split(".")[0] for m in retrieval_unknowns.generate()["memories"]}
    assert mine and not mine & gen and not mine & unknowns
    names = {a.name for a in retrieval_attributes.ATTRIBUTES}
    assert not names & {a.name for a in retrieval_unknowns.ATTRIBUTES}
    queries = {c["query"] for h in ("dev", "test") for c in retrieval_gen.generate(h)["cases"]}
    queries |= {c["query"] for c in retrieval_unknowns.generate()["cases"]}
    assert not queries & {c["query"] for c in retrieval_attributes.generate()["cases"]}


def test_neither_degenerate_rule_passes_the_check() -> None:
    """Declining everything loses every positive; delivering the subject's memories (what an
    answer decision that sees only the subject does) loses every negative; the oracle passes."""
    memories, cases = retrieval.load_set(ROOT / "retrieval-attributes.json")
    keys = [m["key"] for m in memories]

    def subject_of(query: str) -> str:
        return next(s for s in retrieval_attributes.SUBJECTS if s in query)

    def judged(delivered: list[list[str]]) -> tuple[float, float]:
        out = retrieval.breakdown(cases, delivered)["kinds"]
        return out["paraphrase"]["recall@4"], out["absent"]["negative_accuracy"]

    nothing: list[list[str]] = [[] for _ in cases]
    subject = [[k for k in keys if k.startswith(subject_of(c.query) + ".")] for c in cases]
    oracle = [list(c.relevant) for c in cases]
    assert judged(nothing) == (0.0, 1.0)
    assert judged(subject) == (1.0, 0.0)
    assert judged(oracle) == (1.0, 1.0)
