"""The twenty-third round's memory readings: a question comparing two sources it joins ("S's
runbook and YAML", "the S runbook and its limits.yaml") compares a record of each, the one of a
file's records that names the question's thing, and a prohibition past a value ("never on more
than seventy-five at once") states that value as a limit. Each beside a control."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cairn.bench import hexis_adapter, hexis_parts
from cairn.policy import facts, questions
from tests.context_kit import hexis_case

RUNBOOK = "Quillmere runbook, section four: never run the sieve swap on more than seventy-five bins at once."
OWN = "# quillmere/limits.yaml\nsieve:\n  max_parallel: 33"
OTHER = "# brantor/limits.yaml\nkiln:\n  max_parallel: 91"


def _case(question: str, labelled: list[tuple[str, str, str]]) -> dict[str, Any]:
    """A case of events (id, source label, text) a day apart, asked ``question``."""
    events = [
        (eid, f"2026-05-0{n + 1}T09:00:00Z", text) for n, (eid, _l, text) in enumerate(labelled)
    ]
    case = hexis_case(events, question)
    for event, (_eid, label, _text) in zip(case["events"], labelled, strict=True):
        event["source"]["label"] = label
    return case


@pytest.mark.parametrize(
    "question",
    [
        "Are Quillmere's runbook and YAML in step on the sieve swap ceiling?",
        "Do the Quillmere runbook and its limits.yaml agree on how many bins a sieve swap may touch at once?",
        "Are the Quillmere runbook and limits.yaml in sync on the sieve swap ceiling?",
    ],
)
def test_two_joined_sources_are_compared_one_record_each(question: str, tmp_path: Path) -> None:
    labelled = [
        ("runbook", "runbook", RUNBOOK),
        ("other", "limits.yaml", OTHER),
        ("yaml", "limits.yaml", OWN),
        ("chat", "#sieve message 1", "photos from the Quillmere sieve swap are in the album"),
    ]
    got = hexis_adapter.answer_case(_case(question, labelled), tmp_path / "a.db")
    # attack: the pair read as no comparison ("in step"), the YAML as no source (its label is a
    # file name), the runbook's prohibition as no value: a chat line answered, or Brantor's file
    assert "seventy-five" in got["answer"] and "33" in got["answer"], got["answer"]
    assert "91" not in got["answer"] and "photos" not in got["answer"]
    assert {"round-runbook", "round-yaml"} <= set(got["contradictions"])


def test_the_pair_is_what_is_compared_not_the_topic_beside_it() -> None:
    q = questions.ask(
        "Are the Quillmere handbook and scheduler in line on the sieve swap check time limit?"
    )
    assert hexis_parts.named_sources(q) == {"handbook", "scheduler"}
    # control: without a joined pair, every named phrase may name a source, as before
    q = questions.ask("Do the handbook say the same as the job config?")
    assert {"handbook", "config"} <= hexis_parts.named_sources(q)
    # a question comparing nothing names no source
    assert hexis_parts.named_sources(questions.ask("What does the handbook say?")) == frozenset()


def test_a_prohibition_past_a_value_states_it_as_a_limit() -> None:
    q = questions.ask("How many bins at most may one sieve swap on Quillmere cover?")
    assert hexis_parts.states_literal(q, RUNBOOK)
    # controls: a prohibition of the value itself states nothing; a bound in a live clause does
    assert not hexis_parts.states_literal(q, "Quillmere never ran the sieve swap with 75 bins.")
    assert hexis_parts.states_literal(q, "Quillmere runs the sieve swap on 75 bins at most.")
    clause = next(c for c in facts.read(RUNBOOK).clauses if c.values)
    assert clause.negated


def test_a_long_run_of_joined_sources_reads_the_first_pair() -> None:
    # attack: a question joining thousands of sources costs one linear scan and compares the
    # first pair it joins
    q = questions.ask("Are the runbook and the config " + "and the pin " * 5_000 + "the same?")
    assert hexis_parts.named_sources(q) == {"runbook", "config"}


def _negated(text: str) -> list[bool]:
    return [c.negated for c in facts.read(text).clauses if c.values]


def test_a_verb_negated_before_a_colon_is_the_lead_ins() -> None:
    reverted = "Quillmere trial's over and it didn't help: the sieve limit goes back to 29."
    assert _negated(reverted) == [False]
    # attack: a value the lead-in negates is never read as live with the one after the colon
    clause = next(c for c in facts.read("The sieve limit isn't 57: it goes back to 29.").clauses)
    assert [v.key for v in clause.values] == ["29"] and not clause.negated
    # a lead-in too long to be a label is read as part of the clause, negated as before
    assert _negated("Quillmere " + "trial " * 300 + "didn't help: the limit goes back to 29.") == [
        True
    ]
    # controls: a value rejected before the colon, a negation after it, and one in the clause
    assert _negated("Not requests: too heavy for HTTP calls in qm-4.") == [True]
    assert _negated("Note: we do not deploy qm-4 on Fridays.") == [True]
    assert _negated("Quillmere: the sieve limit is not 30.") == [True]


def test_a_reverted_trial_value_is_the_current_one(tmp_path: Path) -> None:
    events = [
        ("c", "2026-05-01T09:00:00Z", "# Quillmere\nsieve.limit = 29"),
        ("r", "2026-05-03T09:00:00Z", "Quillmere: raising the sieve limit to 57 for the trial."),
        (
            "v",
            "2026-05-08T09:00:00Z",
            "Quillmere trial's over and it didn't help: the sieve limit goes back to "
            "twenty-nine, as it was before.",
        ),
    ]
    case = hexis_case(events, "What's the sieve limit on Quillmere right now?")
    got = hexis_adapter.answer_case(case, tmp_path / "a.db")
    # attack: "didn't help" negated the revert, and the trial's 57 answered
    assert "twenty-nine" in got["answer"] and "57" not in got["answer"], got["answer"]


def test_a_negative_clause_after_a_comma_is_its_own() -> None:
    # "nothing merges after that" negates the merging, not the day before the comma
    assert _negated("Quillmere: freeze lands on 17 February, nothing merges after that.") == [False]
    # attack: a long tail of negative clauses still leaves the value before them live
    assert _negated("Quillmere: freeze lands on 17 February" + ", nothing merges" * 300 + ".")[
        :1
    ] == [False]
    # controls: a value after the negation is denied; a negation before the comma, or one
    # negating the clause's own verb, still negates it
    assert _negated("We use Postgres, not MySQL.")[-1:] == [True]
    assert _negated("Quillmere does not freeze on 17 February, sadly.") == [True]
    assert _negated("Quillmere freeze lands on 17 February, nobody told Ana about 18 March.")[
        -1:
    ] == [True]


def test_a_name_labelling_a_joined_question_is_its_topic() -> None:
    assert questions.topic_words("Quillmere: freeze day, and go-live relative to it?") == [
        "quillmere"
    ]
    # controls: an opening topic phrase as before; a label of more than three words, or one
    # holding a function word, labels nothing; no colon, no label
    assert questions.topic_words("For the Quillmere sweep, who owns it and where is it?") == [
        "quillmere",
        "sweep",
    ]
    assert questions.topic_words("The big Quillmere sweep plan: owner, and day?") == []
    assert questions.topic_words("Quillmere freeze day, and go-live relative to it?") == []
