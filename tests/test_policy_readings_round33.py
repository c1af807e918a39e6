"""Readings of the thirty-third round (issue 17): "X was the old S code" and "X was a temporary
S code that ran out" name a value that is gone; "the reminder email for the S domain goes out
on 9 May" is another thing's date; "does the S domain need renewing" asks of the domain; two
records reading the same colours are not at odds; "P looked after S for a week while the
owner was off" and "P counted the S stands once when the secretary was ill" are episodes;
"would Friday suit better for S?" states nothing; "we talked about moving S to port 80,
nothing decided" puts nothing forward; "Is P still the lead for S?" tests P, not S; a file's
name compared is no thing; a table row names its thing in lower case. Each rule beside its
control."""

from __future__ import annotations

import pytest

from cairn.bench import hexis_another, hexis_asked, hexis_subjects
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
        "Tq4Zz9 was the old Anvilworth webhook reference, revoked since.",
        "Tq4Zz9 was a temporary Anvilworth locker code that ran out.",
        "Tq4Zz9 is the former Anvilworth locker code.",
        "Tq4Zz9 was a stopgap Anvilworth code that expired in May.",
    ],
)
def test_a_value_its_complement_names_as_gone_is_old(text: str) -> None:
    assert _live(text)[0] == [] and _old(text)[0] == ["tq4zz9"]


@pytest.mark.parametrize(
    "text",
    [
        "Tq4Zz9 was the Anvilworth locker code.",  # the past alone: a narrative, not gone
        "Tq4Zz9 is the Anvilworth locker code that opens the shed.",
        "Bo is the lead that runs the Anvilworth rota.",
    ],
)
def test_a_value_its_complement_does_not_name_as_gone_holds(text: str) -> None:
    assert _live(text)[0] and _old(text)[0] == []


def test_a_code_that_ran_out_is_no_answer_beside_the_code_of_record() -> None:
    events = [
        hexis_event(
            "fact", "Kit cupboard note: the Anvilworth locker code is Pv4Cf2.", _AT.format(1)
        ),
        hexis_event(
            "near", "Tg8Cs2 was a temporary Anvilworth locker code that ran out.", _AT.format(3)
        ),
        hexis_event(
            "other", "Kit cupboard note: the Brantor locker code is qp9-t4.", _AT.format(2)
        ),
    ]
    got = hexis_ask(events, "What's the code for the Anvilworth locker?")
    assert got["citations"] == ["fact"] and "Tg8Cs2" not in got["answer"]
    assert got["contradictions"] == []


def test_a_date_of_another_noun_for_the_asked_thing_is_another_things() -> None:
    q = questions.ask("When does the Anvilworth domain need renewing?")
    assert q.subject_head == "domain"
    assert hexis_another.of_another(
        q, "the reminder email for the Anvilworth domain goes out on 9 November"
    )
    # controls: the thing's own record, and a noun naming the time asked ("the date for X")
    assert not hexis_another.of_another(
        q, "Renewals list: the Anvilworth domain is up for renewal on 5 June."
    )
    launch = questions.ask("When is the Anvilworth launch?")
    assert not hexis_another.of_another(launch, "The date for the Anvilworth launch is 5 June.")


def test_another_noun_for_the_asked_name_is_another_thing_when_the_head_is_unsaid() -> None:
    q = questions.ask("Which date is the Anvilworth trophy night?")
    assert hexis_another.of_another(q, "nominations for the Anvilworth trophies close on 28 May")
    assert not hexis_another.of_another(q, "Newsletter: the Anvilworth trophy night is on 6 May.")
    # control: a noun of any attribute before the name may be the head in other words
    ceiling = questions.ask("What is the ceiling per price push for Anvilworth?")
    limit = "Limit for the Anvilworth price push: 64 tills, hard stop."
    assert not hexis_another.of_another(ceiling, limit)


def test_the_reminder_is_no_rival_of_the_renewal_date() -> None:
    events = [
        hexis_event(
            "fact",
            "Renewals list: the Anvilworth domain is up for renewal on 5 June.",
            _AT.format(1),
            "renewals list",
        ),
        hexis_event(
            "near",
            "the reminder email for the Anvilworth domain goes out on 9 November",
            _AT.format(2),
            "ops chat",
        ),
    ]
    got = hexis_ask(events, "When does the Anvilworth domain need renewing?")
    assert got["citations"] == ["fact"] and got["contradictions"] == []


@pytest.mark.parametrize(
    ("question", "head", "verb"),
    [
        ("When does the Anvilworth domain need renewing?", "domain", "renew"),
        ("When will the Anvilworth hull want painting?", "hull", "paint"),
        # controls: a verb of its own, and "need" with an object
        ("When does the Anvilworth domain expire?", "domain", "expir"),
        ("What does the Anvilworth domain need?", "domain", "need"),
    ],
)
def test_a_verb_taking_a_gerund_is_no_noun_of_the_subject(
    question: str, head: str, verb: str
) -> None:
    q = questions.ask(question)
    assert (q.subject_head, q.verb) == (head, verb)


def test_two_records_reading_the_same_colours_do_not_disagree() -> None:
    q = questions.ask("Do the kit list and the captain's text agree on the Anvilworth colours?")
    a = "Kit list, Anvilworth: shirts in plum and silver."
    assert not recency.disagree(q, a, "Captain: Anvilworth shirts are plum and silver", same=True)
    # control: other colours still disagree
    assert recency.disagree(q, a, "Captain: Anvilworth shirts are lime and black", same=True)


def test_the_same_colours_in_two_sources_are_no_conflict() -> None:
    events = [
        hexis_event(
            "b",
            "Captain: Anvilworth shirts are plum and silver, don't forget",
            _AT.format(1),
            "captain's text",
        ),
        hexis_event(
            "a", "Kit list, Anvilworth: shirts in plum and silver.", _AT.format(2), "kit list"
        ),
        hexis_event(
            "other", "Kit list, Brantor: shirts in lime and black.", _AT.format(3), "kit list"
        ),
    ]
    got = hexis_ask(
        events, "Do the kit list and the captain's text agree on the Anvilworth colours?"
    )
    assert got["contradictions"] == [] and set(got["citations"]) == {"a", "b"}


@pytest.mark.parametrize(
    "text",
    [
        "Bo looked after the Anvilworth cabinet dataset for one week while the owner was off.",
        "Bo counted the Anvilworth music stands once when the secretary was ill.",
    ],
)
def test_a_cover_bounded_by_an_absence_is_an_episode(text: str) -> None:
    q = questions.ask("If the Anvilworth stands or dataset need changing, who do I talk to?")
    assert hexis_asked.episodic(q, text)


@pytest.mark.parametrize(
    "text",
    [
        "Bo looks after the Anvilworth cabinet dataset while Ana is away.",  # a present habit
        "Bo took over the Anvilworth stands when the secretary left.",  # a change that lasts
        "Bo keeps the Anvilworth stands.",
    ],
)
def test_a_lasting_holder_is_no_episode(text: str) -> None:
    q = questions.ask("Who keeps the Anvilworth stands?")
    assert not hexis_asked.episodic(q, text)


def test_after_before_while_opens_no_clause_of_its_own() -> None:
    text = "Bo looked after the Anvilworth dataset for one week while the owner was off."
    clauses = facts.read(text).clauses
    assert text[clauses[0].start : clauses[0].end].endswith("for one week")


def test_the_cover_when_ill_is_no_answer_beside_the_secretary() -> None:
    events = [
        hexis_event("near", "Cy counted the Anvilworth music stands once when the secretary was ill.", _AT.format(3), "group chat"),
        hexis_event("fact", "For Anvilworth, Di was first asked to be kit secretary; in the end Bo took the job.", _AT.format(1), "committee minutes"),
        hexis_event("other", "For Brantor, Ana was first asked to be kit secretary; in the end Eve took the job.", _AT.format(2), "committee minutes"),
    ]  # fmt: skip
    got = hexis_ask(events, "If the Anvilworth music stands need replacing, who do I talk to?")
    assert got["citations"] == ["fact"] and "Cy" not in got["answer"]


@pytest.mark.parametrize(
    "text",
    [
        "would Saturday suit better for Anvilworth? just a thought",
        "Would be good to move Anvilworth to port 8080",
        "can we keep Anvilworth questions in one place please",
    ],
)
def test_a_question_or_wish_opening_with_would_states_no_value(text: str) -> None:
    assert all(c.hedged for c in facts.read(text).clauses)


def test_a_statement_states_its_value() -> None:
    assert not facts.read("Anvilworth meets every Sunday at the sports barn.").clauses[0].hedged


def test_a_suggested_evening_is_no_answer_beside_the_calendar() -> None:
    events = [
        hexis_event("other", "Brantor meets every Monday at the meeting house.", _AT.format(1), "club calendar"),
        hexis_event("fact", "Anvilworth meets every Sunday at the sports barn.", _AT.format(2), "club calendar"),
        hexis_event("near", "would Saturday suit better for Anvilworth? just a thought", _AT.format(4), "group chat"),
    ]  # fmt: skip
    got = hexis_ask(events, "Which evening do Anvilworth get together?")
    assert got["citations"] == ["fact"] and "Saturday" not in got["answer"]


def test_an_act_talked_about_and_nothing_decided_puts_nothing_forward() -> None:
    text = "we talked about moving Anvilworth to port 6426 at some point, nothing decided"
    assert facts.read(text).clauses[0].predicate == "rejected"
    # controls: a state with "nothing else", a denial of a phrase
    assert facts.read("Anvilworth is on port 4620, nothing else").clauses[0].predicate != "rejected"
    assert _live("Anvilworth is Apache-2.0, no violation")[0] == ["apache 2 0"]


def test_an_act_followed_by_a_word_of_none_after_a_comma_came_to_nothing() -> None:
    told = "Bo asked the bike shop about sponsoring Anvilworth, no reply"
    assert facts.read(told).clauses[0].predicate == "rejected"
    # controls: a past word in a label, and a state, are no act that came to nothing
    label = "Agreed: Anvilworth goes live on 25 June, no freeze needed"
    assert facts.read(label).clauses[0].predicate != "rejected"
    assert facts.read("Anvilworth runs on X, no exceptions").clauses[0].predicate != "rejected"


def test_the_port_talked_about_is_no_answer_beside_the_profile() -> None:
    events = [
        hexis_event("near", "we talked about moving Anvilworth to port 6426 at some point, nothing decided", _AT.format(2), "team chat"),
        hexis_event("other", "# Brantor\nexport BRANTOR_LISTEN=3473", _AT.format(1), "shell profile"),
        hexis_event("fact", "# Anvilworth\nexport ANVILWORTH_LISTEN=7641", _AT.format(3), "shell profile"),
    ]  # fmt: skip
    got = hexis_ask(events, "What port is Anvilworth bound to?")
    assert got["citations"] == ["fact"] and "6426" not in got["answer"]


@pytest.mark.parametrize(
    ("question", "tested"),
    [
        ("Is Bo still the tech lead for Anvilworth?", {"bo"}),
        ("Is Bo still the Anvilworth tech lead?", {"bo"}),
        ("Is the Anvilworth rota still with Bo?", {"bo"}),
    ],
)
def test_the_name_of_the_phrase_naming_the_thing_is_not_tested(
    question: str, tested: set[str]
) -> None:
    assert questions.ask(question).checked == tested


def test_still_the_lead_for_x_is_answered_without_another_teams_page() -> None:
    events = [
        hexis_event("other", "Team page: Cy is tech lead on Brantor.", _AT.format(1), "team page"),
        hexis_event("fix", "Correction: Di is the Anvilworth tech lead now.", _AT.format(5), "chat from Ana"),
        hexis_event("repeat", "Bo still runs the technical side of Anvilworth, no?", _AT.format(4), "chat from Ana"),
        hexis_event("doc", "Team page: Bo is tech lead on Anvilworth.", _AT.format(2), "team page"),
    ]  # fmt: skip
    got = hexis_ask(events, "Is Bo still the tech lead for Anvilworth?")
    assert got["citations"] == ["fix"] and "Cy" not in got["answer"]


def test_a_compared_files_other_record_is_left_out() -> None:
    events = [
        hexis_event("a", "config.toml\n[anvilworth.throttle]\nper_client_per_minute = 71", _AT.format(1), "config.toml"),
        hexis_event("other", "config.toml\n[brantor.throttle]\nper_client_per_minute = 96", _AT.format(2), "config.toml"),
        hexis_event("b", "| service | calls a minute |\n| anvilworth | 69 |", _AT.format(3), "wiki table"),
    ]  # fmt: skip
    got = hexis_ask(
        events,
        "Do config.toml and the wiki table cap Anvilworth clients at the same number of calls a minute?",
    )
    assert set(got["contradictions"]) == {"a", "b"} and "96" not in got["answer"]


@pytest.mark.parametrize(
    "question",
    [
        "Do stack.csv and the kickoff notes say Anvilworth is written in the same language?",
        "Going by stack.csv and the kickoff notes, what language is Anvilworth in?",
    ],
)
def test_a_table_row_in_lower_case_is_compared_with_a_note(question: str) -> None:
    events = [
        hexis_event("a", "stack.csv\nproject,written_in\nanvilworth,Kotlin", _AT.format(1), "stack.csv"),
        hexis_event("other", "stack.csv\nproject,written_in\nbrantor,Zig", _AT.format(2), "stack.csv"),
        hexis_event("b", "Kickoff notes: Anvilworth is being written in OCaml.", _AT.format(3), "kickoff notes"),
    ]  # fmt: skip
    got = hexis_ask(events, question)
    assert set(got["contradictions"]) == {"a", "b"} and "Zig" not in got["answer"]


def test_both_on_asked_reads_a_name_written_in_lower_case() -> None:
    q = questions.ask("Do stack.csv and the notes say Anvilworth is written in the same language?")
    a = "stack.csv\nproject,written_in\nanvilworth,Kotlin"
    assert hexis_subjects.both_on_asked(q, a, "Notes: Anvilworth is being written in OCaml.")
    # control: a row of another project is not about the asked one
    other = "stack.csv\nproject,written_in\nbrantor,Zig"
    assert not hexis_subjects.both_on_asked(q, other, "Notes: Anvilworth is written in OCaml.")
