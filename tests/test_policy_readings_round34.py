"""Readings of the thirty-fourth round (issue 17): "wish the S coach had 52 seats" states what
is not; "S used Gr2 until it was reset" names a value that is gone; "but the reviews ended up
with Bo" gives the value that replaced the one before; "let's go with the harbour steps for S"
answers where S meets; "S's regular practice" asks of S's practice; "Does S still send its
report on Monday?" tests Monday; "Per alerts.yaml, ..." cites a file; "the scheduler" is what
"# S schedule" heads; "how long does S wait before timing out?" asks what holds now; a question
joining two asks is answered by the clause of each. Each rule beside its control."""

from __future__ import annotations

import pytest

from cairn.bench import hexis_subjects
from cairn.policy import facts, questions, recency
from tests.context_kit import hexis_ask, hexis_event

_AT = "2026-05-0{}T09:00:00Z"


def _live(text: str) -> list[list[str]]:
    return [[v.key for v in c.values] for c in facts.read(text).clauses]


def _old(text: str) -> list[list[str]]:
    return [[v.key for v in c.old_values] for c in facts.read(text).clauses]


@pytest.mark.parametrize(
    "text",
    [
        "wish the Anvilworth coach had 52 seats, just saying",
        "I wish Anvilworth were on v3",
        "if only Anvilworth were on v3",
    ],
)
def test_a_wish_in_the_past_states_what_is_not(text: str) -> None:
    said = [c for c in facts.read(text).clauses if c.values]
    assert said and all(c.hedged for c in said)


@pytest.mark.parametrize(
    "text",
    [
        "I wish to use port 8080 for Anvilworth",  # a want, stated
        "Anvilworth had 52 seats, I wish",  # the wish after the value hedges nothing before it
        "the Anvilworth coach has 52 seats",
    ],
)
def test_a_want_or_a_plain_statement_is_not_hedged(text: str) -> None:
    said = [c for c in facts.read(text).clauses if c.values]
    assert said and not said[0].hedged


def test_a_wished_count_is_no_rival_of_the_booked_one() -> None:
    events = [
        hexis_event(
            "fact", "Booking confirmation, Anvilworth: the hired coach seats 61.", _AT.format(1)
        ),
        hexis_event(
            "other", "Booking confirmation, Brantor: the hired coach seats 49.", _AT.format(2)
        ),
        hexis_event(
            "near", "wish the Anvilworth coach had thirty-five seats, just saying", _AT.format(3),
            "group chat",
        ),
    ]  # fmt: skip
    got = hexis_ask(events, "How many seats are on the coach Anvilworth hires?")
    assert got["citations"] == ["fact"] and got["contradictions"] == []
    assert "thirty-five" not in got["answer"]


@pytest.mark.parametrize(
    ("text", "old"),
    [
        ("the Anvilworth keysafe used Gr2Tw9 until it was reset", "gr2tw9"),
        ("Anvilworth ran on host-4 until it was replaced by host-9", "host 4"),
    ],
)
def test_a_past_value_bounded_by_until_is_gone(text: str, old: str) -> None:
    assert _old(text)[0] == [old] and _live(text)[0] == []


def test_the_value_the_bound_names_holds() -> None:
    text = "Anvilworth ran on host-4 until it was replaced by host-9"
    assert ["host 9"] in _live(text)


@pytest.mark.parametrize(
    "text",
    [
        # a bound ahead, in the present: the value is in effect until then
        "Anvilworth runs on host-4 until the move is done",
        "Anvilworth Android stays pinned to Brantor UI 3.4.2 until the regression is fixed upstream",
    ],
)
def test_a_bound_ahead_leaves_the_value_in_effect(text: str) -> None:
    assert _live(text)[0] and _old(text)[0] == []


def test_a_reset_code_is_no_rival_of_the_code_of_record() -> None:
    events = [
        hexis_event(
            "fact", "Kit cupboard note, Anvilworth: the keysafe opens with Rg2Bc9.", _AT.format(1)
        ),
        hexis_event(
            "other", "Kit cupboard note, Brantor: the keysafe opens with Tq2Rv7.", _AT.format(2)
        ),
        hexis_event(
            "near", "the Anvilworth keysafe used Gr2Tw9 until it was reset", _AT.format(3),
            "group chat",
        ),
    ]  # fmt: skip
    got = hexis_ask(events, "What opens the Anvilworth keysafe?")
    assert got["citations"] == ["fact"] and got["contradictions"] == []


def test_an_outcome_after_but_replaces_the_value_before_it() -> None:
    text = "Di was asked to review changes to Anvilworth, but the reviews ended up with Bo."
    assert _old(text)[0] and _live(text)[1] == ["bo"]
    # control: a clause after "but" telling no outcome leaves the value before it
    plain = "Di was asked to review changes to Anvilworth, but Bo reviewed Brantor."
    assert _live(plain)[0] and _old(plain)[0] == []


def test_who_the_reviews_ended_up_with_answers() -> None:
    events = [
        hexis_event(
            "fact",
            "Di was asked to review changes to Anvilworth, but the reviews ended up with Bo.",
            _AT.format(1),
            "decision log",
        ),
        hexis_event(
            "other",
            "Ana was asked to review changes to Brantor, but the reviews ended up with Cy.",
            _AT.format(2),
            "decision log",
        ),
    ]
    got = hexis_ask(events, "Who reviews changes to Anvilworth these days?")
    assert "Bo" in got["answer"] and got["citations"] == ["fact"]


def test_a_place_chosen_answers_where() -> None:
    events = [
        hexis_event("old", "Handbook, Anvilworth: we meet at the slipway.", _AT.format(1), "handbook"),
        hexis_event("other", "Handbook, Brantor: we meet at the sports hall.", _AT.format(2), "handbook"),
        hexis_event("new", "Let's go with the harbour steps for Anvilworth from now on.", _AT.format(4), "team chat"),
    ]  # fmt: skip
    got = hexis_ask(events, "Where does Anvilworth gather now?")
    assert got["citations"] == ["new"] and "slipway" not in got["answer"]


@pytest.mark.parametrize(
    ("question", "subject"),
    [
        ("What day is Anvilworth's regular practice?", {"anvilworth", "practic"}),
        ("What day is Anvilworth's usual practice?", {"anvilworth", "practic"}),
        # control: another qualifier still qualifies
        ("What day is Anvilworth's evening practice?", {"anvilworth", "even", "practic"}),
    ],
)
def test_a_regular_or_usual_thing_is_the_thing(question: str, subject: set[str]) -> None:
    assert questions.ask(question).subject == subject


def test_the_practice_night_answers_the_regular_practice() -> None:
    events = [
        hexis_event("fact", "Welcome pack, Anvilworth: practice night is Monday.", _AT.format(1), "welcome pack"),
        hexis_event("other", "Welcome pack, Brantor: practice night is Tuesday.", _AT.format(2), "welcome pack"),
        hexis_event("near", "could Anvilworth try Thursday instead some time? just a thought", _AT.format(3), "group chat"),
    ]  # fmt: skip
    got = hexis_ask(events, "What day is Anvilworth's regular practice?")
    assert got["citations"] == ["fact"] and "Thursday" not in got["answer"]


@pytest.mark.parametrize(
    ("question", "tested"),
    [
        ("Does Anvilworth still send its weekly report on Monday?", {"monday"}),
        ("Does Anvilworth still meet on Fridays?", {"friday"}),
        ("Does Anvilworth still close in March?", {"march"}),
        # control: no day or month closes it
        ("Does Anvilworth still send its weekly report?", set()),
    ],
)
def test_a_day_closing_a_still_question_is_tested(question: str, tested: set[str]) -> None:
    assert questions.ask(question).checked == tested


def test_the_moved_report_day_answers_the_still_question() -> None:
    events = [
        hexis_event("other", "Ops calendar: Brantor weekly report goes out on Tuesday.", _AT.format(1), "ops calendar"),
        hexis_event("old", "Ops calendar: Anvilworth weekly report goes out on Monday.", _AT.format(2), "ops calendar"),
        hexis_event("new", "Small change: the Anvilworth weekly report moves to Saturday.", _AT.format(5), "team chat"),
    ]  # fmt: skip
    got = hexis_ask(events, "Does Anvilworth still send its weekly report on Monday?")
    assert "Saturday" in got["answer"] and "new" in got["citations"]


def test_per_a_file_cites_the_file() -> None:
    q = questions.ask(
        "Per alerts.yaml and the Slack export, which channel do Anvilworth alerts go to?"
    )
    assert "alerts.yaml" in q.source and "alerts.yaml" not in q.names
    # control: "Per" before a name is the name
    assert "olsen" in questions.ask("Per Olsen, which port does Anvilworth use?").names


def test_a_lower_case_yaml_key_and_a_chat_line_are_both_read() -> None:
    events = [
        hexis_event("a", 'anvilworth:\n  alert_channel: "#sev-room"', _AT.format(1), "alerts.yaml"),
        hexis_event("d", 'brantor:\n  alert_channel: "#night-desk"', _AT.format(2), "alerts.yaml"),
        hexis_event("b", "Slack export · #ops · Anvilworth alerts land in #hotline-blue", _AT.format(3), "Slack export"),
    ]  # fmt: skip
    got = hexis_ask(
        events, "Per alerts.yaml and the Slack export, which channel do Anvilworth alerts go to?"
    )
    assert set(got["citations"]) == {"a", "b"} and "#night-desk" not in got["answer"]


def test_the_doer_of_a_verb_is_no_other_thing() -> None:
    q = questions.ask(
        "Per the crontab and the runbook, which timezone does the Anvilworth scheduler use?"
    )
    a = "Runbook, Anvilworth: the scheduler runs on Europe/Oslo time."
    assert not hexis_subjects.another_thing(q, a, "# Anvilworth schedule\nCRON_TZ=Asia/Tokyo")
    # control: a heading naming another thing is one
    assert hexis_subjects.another_thing(q, a, "# Anvilworth backups\nBACKUP_TZ=Asia/Tokyo")


def test_before_a_gerund_asks_what_holds_now() -> None:
    assert recency.asks_now(
        questions.ask("How many seconds does Anvilworth wait before timing out?")
    )
    # controls: "before" asking of an earlier time, in the past or alone
    assert not recency.asks_now(questions.ask("What did Anvilworth use before moving to v3?"))
    assert not recency.asks_now(questions.ask("What was the Anvilworth cap before?"))


def test_a_correction_in_words_replaces_the_timeout_in_the_file() -> None:
    events = [
        hexis_event("other", "[brantor.http]\ntimeout_seconds = 91", _AT.format(1), "timeouts.toml"),
        hexis_event("old", "[anvilworth.http]\ntimeout_seconds = 64", _AT.format(2), "timeouts.toml"),
        hexis_event("new", "Ignore my last — Anvilworth gives up after eighty-seven seconds these days.", _AT.format(5), "team chat"),
    ]  # fmt: skip
    got = hexis_ask(events, "How many seconds does Anvilworth wait now before timing out?")
    assert got["citations"] == ["new"] and "64" not in got["answer"]


def test_a_joined_question_is_answered_by_the_clause_of_each_ask() -> None:
    events = [
        hexis_event("fact", "Handbook, Anvilworth: the keys are with Bo; the spare set is with Cy.", _AT.format(1), "handbook"),
        hexis_event("other", "Handbook, Brantor: the keys are with Di; the spare set is with Ana.", _AT.format(2), "handbook"),
    ]  # fmt: skip
    got = hexis_ask(
        events, "If I need to get into the Anvilworth room, who has keys, and who has the spares?"
    )
    assert "Bo" in got["answer"] and "Cy" in got["answer"] and got["citations"] == ["fact"]
    # control: one ask is answered by its own clause only
    one = hexis_ask(events, "Who has the keys to the Anvilworth room?")
    assert "Bo" in one["answer"] and "Cy" not in one["answer"]
