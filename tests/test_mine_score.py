"""The mining scorer is honest: a proposal of the wrong kind does not match, one gold lesson
is matched at most once, one proposal satisfies at most one gold lesson, a sourced gold lesson
needs its evidence, and a trap is counted when a proposal that matches nothing falls in it."""

from __future__ import annotations

from cairn.bench.mine_score import Gold, Pred, Score, Trap, lenient, one_to_one


def _score(preds: list[Pred], golds: list[Gold], traps: list[Trap] = ()) -> Score:  # type: ignore[assignment]
    s = Score()
    s.add("case", preds, golds, list(traps))
    return s


def test_a_proposal_of_another_kind_does_not_match_though_its_words_do() -> None:
    s = _score([Pred("preference", "Use pnpm, not npm.")], [Gold("decision", ("pnpm",))])
    assert s.precision() == 0.0 and s.recall() == 0.0
    assert s.missed == ["case: decision ['pnpm']"]
    # the control: the right kind matches
    s = _score([Pred("decision", "Use pnpm, not npm.")], [Gold("decision", ("pnpm",))])
    assert s.precision() == 1.0 and s.recall() == 1.0


def test_five_proposals_of_one_lesson_are_one_match_and_four_false_positives() -> None:
    preds = [Pred("command", f"Run `pnpm test` {i}") for i in range(5)]
    s = _score(preds, [Gold("command", ("pnpm test",))])
    assert s.recall() == 1.0 and s.precision() == 0.2
    assert len(s.false_positives) == 4
    # the old scorer called this perfect
    assert lenient([(preds, [Gold("command", ("pnpm test",))])]) == {
        "precision": 1.0,
        "recall": 1.0,
    }


def test_one_broad_proposal_satisfies_one_gold_lesson_only() -> None:
    golds = [Gold("convention", ("lint",)), Gold("convention", ("commit",))]
    s = _score([Pred("convention", "Always lint before you commit.")], golds)
    assert s.recall() == 0.5 and s.precision() == 1.0


def test_the_matching_is_maximum_not_greedy() -> None:
    # greedy would give the first proposal to gold 0 and leave gold 1 unmatched
    preds = [Pred("command", "make test and make lint"), Pred("command", "make test")]
    golds = [Gold("command", ("make test",)), Gold("command", ("make lint",))]
    assert one_to_one(preds, golds) == {0: 1, 1: 0}


def test_a_sourced_gold_lesson_needs_a_proposal_drawn_from_its_records() -> None:
    gold = Gold("fact", ("5433",), sources=("line 7", "line 9"))
    assert _score([Pred("fact", "Postgres is on 5433.", "line 8 uuid x")], [gold]).recall() == 0.0
    assert _score([Pred("fact", "Postgres is on 5433.", "line 9 uuid x")], [gold]).recall() == 1.0
    # "line 9" is not "line 90"
    assert _score([Pred("fact", "Postgres is on 5433.", "line 90")], [gold]).recall() == 0.0


def test_a_trap_counts_only_for_proposals_that_match_no_gold_lesson() -> None:
    trap = Trap(("npm install",), "corrected away")
    gold = Gold("command", ("pnpm install",))
    s = _score([Pred("command", "Install with `npm install`.")], [gold], [trap])
    assert s.traps_hit == 1 and s.trap_rate() == 1.0 and s.trapped
    s = _score([Pred("command", "Install with `pnpm install`.")], [gold], [trap])
    assert s.traps_hit == 0 and s.trap_rate() == 0.0 and s.recall() == 1.0


def test_keys_compare_case_insensitively_with_whitespace_folded() -> None:
    s = _score([Pred("command", "Run `UV  run pytest -q`.")], [Gold("command", ("uv run pytest",))])
    assert s.recall() == 1.0


def test_per_kind_counts_add_up_over_sessions() -> None:
    s = Score()
    s.add("a", [Pred("decision", "Use NATS.")], [Gold("decision", ("NATS",))], [])
    s.add("b", [Pred("pitfall", "x y z")], [Gold("pitfall", ("E0502",))], [])
    d = s.as_dict()
    assert d["per_kind"]["decision"]["recall"] == 1.0
    assert d["per_kind"]["pitfall"] == {
        "gold": 1,
        "predicted": 1,
        "matched": 0,
        "precision": 0.0,
        "recall": 0.0,
    }
    assert d["precision"] == 0.5 and d["recall"] == 0.5 and d["sessions"] == 2


def test_a_trap_that_names_a_kind_catches_only_proposals_of_that_kind() -> None:
    trap = Trap(("npx playwright",), "corrected away", kind="command")
    gold = Gold("command", ("pnpm e2e",))
    s = _score([Pred("pitfall", "`npx playwright test` fails; use `pnpm e2e`.")], [gold], [trap])
    assert s.traps_hit == 0 and len(s.false_positives) == 1
    s = _score([Pred("command", "Run e2e with `npx playwright test`.")], [gold], [trap])
    assert s.traps_hit == 1
