"""Readings of the thirtieth round (issue 17): an episode that ended ("Bo covered the X reports
for one week", "... at one event last summer") states no value that holds; the value of what is
gone ("the old X policy, qm-4, lapsed") is an old one; a person's role said without an article
("Ana is Anvilworth release captain") makes the person the value; a document named
"agreement" asks of no agreement between records, and "a new X" names the X; an update leaving
the unit out ("... goes to 67") replaces "78 requests a minute"; a person wanting a role holds
none of it. Each rule beside its control, and the attacks."""

from __future__ import annotations

import pytest

from cairn.policy import clauses, facts, questions, recency
from tests.context_kit import hexis_ask, hexis_event


def _values(text: str) -> tuple[list[str], list[str]]:
    cs = clauses.parse(text)
    return [v.text for c in cs for v in c.values], [v.text for c in cs for v in c.old_values]


@pytest.mark.parametrize(
    "text",
    [
        "Bo covered Anvilworth security reports for one week while everyone was away",
        "Cy covered as first aider at one Anvilworth event last summer",
        "Di ran the Anvilworth rota for two months",
        "Ana led the Anvilworth audit last year",
    ],
)
def test_an_episode_that_ended_states_an_old_value(text: str) -> None:
    first = clauses.parse(text)[0]  # ("while everyone was away" is a clause of its own)
    assert not first.values and first.old_values


@pytest.mark.parametrize(
    "text",
    [
        # control: the present perfect still holds, and so does a change made then
        "Bo has covered the Anvilworth rota for two years",
        "Last month we set the Anvilworth cap to 30",
        "Bo moved the Anvilworth port to 9090 last week",
        # attack: "for a day" belongs to what was asked for, not to the asking
        "Cy asked to borrow the Anvilworth van key for a day",
    ],
)
def test_a_state_that_holds_or_a_change_keeps_its_value(text: str) -> None:
    live, _old = _values(text)
    assert live


def test_the_value_of_what_is_gone_is_old() -> None:
    assert _values("fyi the old Anvilworth insurance policy, qm-4, lapsed last year") == (
        [],
        ["qm-4"],
    )
    assert _values("Our former Brantor contract bx-7 ran out.")[1] == ["bx-7"]
    # control: the current value, and a change replacing the old one, keep theirs
    assert _values("the Anvilworth insurance policy number is qm-4")[0] == ["qm-4"]
    assert "9090" in _values("The old port 8080 was replaced by 9090")[0]
    # attack: an old source reporting a value ages no value
    assert _values("An old scratch note claims Anvilworth used bx-7.")[0] == ["bx-7"]
    assert _values("The old runbook says the Anvilworth cap is 40.")[0] == ["40"]
    # attack: "old" in no noun phrase of the subject ("is 12 years old") ages nothing
    assert _values("The Anvilworth boiler, bx-7, is old")[0]


def test_a_role_said_without_an_article_is_held_by_the_subject() -> None:
    for text in (
        "Ana is Anvilworth release captain.",
        "Correction: Bo is release captain for Anvilworth now.",
        "Cy was elected treasurer of Anvilworth.",
    ):
        live, _old = _values(text)
        assert live[-1] in ("Ana", "Bo", "Cy"), text
    old, new = (
        "Team page: Ana is Anvilworth release captain.",
        "Correction: Bo is Anvilworth release captain now.",
    )
    assert not facts.named_apart(old, new)
    assert recency.updates(new, old)
    # control: a complement that is no role keeps its own value
    assert _values("Ana is organising the Anvilworth dinner.")[0] != ["Ana"]
    assert _values("The Anvilworth shirts are plum and silver")[0][0] == "plum"
    assert _values("Brantor is Python 3.11")[0] == ["Python 3.11"]
    # attack: a role of nothing named ("Ana is release captain") is not read so
    assert _values("Ana is release captain")[0] != ["Ana"]


def test_a_document_named_agreement_asks_of_no_conflict() -> None:
    assert not questions.ask(
        "By what date do we need a new hire agreement for Anvilworth?"
    ).conflict
    assert not questions.ask("When does the Brantor service agreement end?").conflict
    # control: agreement between records is still asked
    assert questions.ask(
        "Is there agreement between the wiki and Bo on the Anvilworth port?"
    ).conflict
    assert questions.ask("Are the docs in agreement about the Anvilworth port?").conflict
    assert questions.ask("Do the wiki and the config agree on the Anvilworth port?").conflict


def test_a_new_x_names_the_x() -> None:
    q = questions.ask("By what date do we need a new hire agreement for Anvilworth?")
    assert "new" not in q.subject
    assert {"hir", "anvilworth"} <= q.subject


def test_an_update_leaving_the_unit_out_replaces_the_quantity() -> None:
    q = questions.ask("Is the Anvilworth rate limit still seventy-eight?")
    old = "Settings note: the Anvilworth rate limit is seventy-eight requests a minute per client."
    new = "Small change: the Anvilworth rate limit goes to 67."
    assert recency.disagree(q, old, new, updated=True)
    got = _answer([old, new], "Is the Anvilworth rate limit still seventy-eight?")
    assert "67" in got and "seventy-eight" not in got
    # control: a count in a record updating nothing is no rival of the rate
    assert not recency.disagree(q, old, "Anvilworth handled 67 requests yesterday.")


_AT = "2026-05-0{}T09:00:00Z"


def _answer(texts: list[str], question: str) -> str:
    events = [hexis_event(f"e{k}", t, _AT.format(k + 1), "wiki" if k == 0 else "group chat")
              for k, t in enumerate(texts)]  # fmt: skip
    return str(hexis_ask(events, question, at="2026-12-01T09:00:00Z")["answer"])


@pytest.mark.parametrize(
    ("other", "question"),
    [
        ("Bo covered Anvilworth security reports for one week while everyone was away",
         "If someone reports a vulnerability in Anvilworth, whom do I pass it to?"),
        ("Bo covered as first aider at one Anvilworth event last summer",
         "If someone gets hurt at Anvilworth, who's the first aider?"),
        ("Bo would like to shadow the Anvilworth treasurer for a term, if that's ok",
         "Who is the treasurer at Anvilworth?"),
    ],
)  # fmt: skip
def test_an_episode_or_a_wish_is_no_holder(other: str, question: str) -> None:
    fact = {
        "vulnerability": "Wiki: security reports about Anvilworth go to Ana.",
        "hurt": "Wiki: Ana is the first aider for Anvilworth.",
        "treasurer": "AGM minutes: Ana was elected treasurer of Anvilworth.",
    }
    text = next(v for k, v in fact.items() if k in question)
    got = _answer([text, other], question)
    assert "Ana" in got and "Bo" not in got
    # control: the one who covered is the answer to who covered
    if "covered" in other and "week" in other:
        asked = "Who covered Anvilworth security reports while everyone was away?"
        assert "Bo" in _answer([text, other], asked)


def test_the_value_of_what_is_gone_is_no_answer() -> None:
    fact = "Mail: the Anvilworth insurance policy number is qm-4; quote it on every call."
    gone = "fyi the old Anvilworth insurance policy, bx-7, lapsed last year"
    got = _answer([fact, gone], "Which insurance policy number do I quote for Anvilworth?")
    assert "qm-4" in got and "bx-7" not in got
    # control: without the current record, the old one is what is known of it
    assert "qm-4" in _answer([fact], "Which insurance policy number do I quote for Anvilworth?")


def test_a_hyphenated_word_names_no_thing_a_pronoun_part_asks_of() -> None:
    texts = [
        "Kickoff notes: Anvilworth on-call works a fortnight on, a fortnight off.",
        "Kickoff notes: Brantor on-call works follow-the-sun handovers.",
        "Message from the organiser: Bo is first on the Anvilworth on-call.",
    ]
    question = "What pattern does the Anvilworth on-call follow, and who starts it off?"
    got = _answer(texts, question)
    assert "fortnight" in got and "Bo" in got
    # attack: "on-call", said by the other thing's record too, does not bring it back
    assert "Brantor" not in got


def test_a_value_taken_instead_replaces_the_one_offered() -> None:
    text = "Cy offered to go second on the Anvilworth on-call order behind Ana, but we settled on Bo instead."
    first, second = clauses.parse(text)[:2]
    assert not first.values and [v.text for v in first.old_values] == ["Ana"]
    assert [v.text for v in second.values] == ["Bo"] and "anvilworth" in second.names
    got = _answer([text], "If Ana can't be reached, who's next on the Anvilworth on-call order?")
    assert "Bo" in got
    # control: "instead" with a subject of its own is a clause about that subject
    other = "Ana takes the Anvilworth rota, but Brantor keeps Cy instead."
    assert [v.text for v in clauses.parse(other)[0].values]
    # attack: no "but" before it, nothing is replaced
    plain = "Cy offered to go second on the Anvilworth order behind Ana; we settled on Bo instead."
    assert [v.text for v in clauses.parse(plain)[0].values] == ["Ana"]


def test_a_source_of_two_words_gives_one_side() -> None:
    events = [
        hexis_event("a", "Decision log: Anvilworth releases go out each Sunday.", _AT.format(1), "decision log"),
        hexis_event("b", "Decision log: Brantor releases go out each Thursday.", _AT.format(2), "decision log"),
        hexis_event("c", "Export · #anvilworth-release · Bo: Anvilworth ships on Saturday, same as always",
                    _AT.format(3), "chat export"),
    ]  # fmt: skip
    question = "Which day does Anvilworth release on, per the decision log and Bo's message?"
    got = hexis_ask(events, question, at="2026-06-01T09:00:00Z")
    assert "Sunday" in got["answer"] and "Saturday" in got["answer"]
    # attack: the second word of "decision log" takes no second record of that log
    assert "Thursday" not in got["answer"]
