"""The twentieth round's readings (issue 17): a settings key whose words name the class asked
("max_per_run" for "the most"), "per" after a plural noun as a rate, a subject named before
"still", two common words said by two verbs, passives and handovers with a closing phrase of
time, config comments, counts before a progressive, lists on one line, a person keeping or
having a thing, reported requests, changes only asked about, "not live yet", and cardinals in
words. Each rule beside a control that must keep its old reading. Invented names only."""

from __future__ import annotations

import pytest

from cairn.bench import hexis_parts, hexis_stance, hexis_subjects
from cairn.model import Kind, Memory, Review, ScopeLevel, Status
from cairn.policy import facts, questions, recency, updates
from cairn.policy.values import shape_of


def _values(text: str) -> list[list[str]]:
    return [[v.text for v in c.values] for c in facts.read(text).clauses]


# --- a settings key in the class the question asks -------------------------------------------

NOTICE = "Reminder, Quillmere bounce sweep tops out at eighty-six addresses a go."
ASK_MOST = (
    "What's the most addresses per Quillmere bounce sweep, and are the notice and the settings"
    " the same?"
)


def test_a_key_naming_the_class_asked_is_the_attribute_not_a_thing() -> None:
    q = questions.ask(ASK_MOST)
    assert recency.disagree(q, NOTICE, "Quillmere job settings\nmax_per_run: 42")


@pytest.mark.parametrize(
    "other",
    [
        "Quillmere job settings\nretry_delay: 42",  # a key of another class
        "Brantor job settings\nmax_per_run: 42",  # another thing's settings
    ],
)
def test_a_key_of_another_class_or_thing_still_disagrees_with_nothing(other: str) -> None:
    assert not recency.disagree(questions.ask(ASK_MOST), NOTICE, other)


# --- "per" after a plural noun is a rate, not a source ---------------------------------------


def test_per_after_a_plural_noun_names_what_each_count_is_of() -> None:
    q = questions.ask("What's the most guests per Quillmere observing night?")
    assert not q.source
    assert q.verb is None  # "addresses"/"guests" after "the most" is a noun
    assert {"quillmer", "night"} <= set(q.subject)
    assert q.subject_head == "night"


@pytest.mark.parametrize(
    ("text", "source"),
    [
        ("How many tasks, per the runbook?", {"runbook"}),
        ("What is the cap, per Ana?", {"ana"}),
        ("Per the status line, where does Quillmere run?", {"statu", "lin"}),
    ],
)
def test_per_before_a_source_still_cites_it(text: str, source: set[str]) -> None:
    assert set(questions.ask(text).source) == source


def test_a_verb_after_its_quantifier_is_a_noun_but_a_relative_verb_stays() -> None:
    assert questions.ask("What's the most addresses per Quillmere sweep?").verb is None
    assert questions.ask("Which team fixes the Quillmere build?").verb == "fix"


# --- the subject before "still" is the thing, what follows is tested ---------------------------


@pytest.mark.parametrize(
    ("text", "checked"),
    [
        ("Is Quillmere still at the boathouse?", {"boathous"}),
        ("Is Quillmere still at flags-core-1?", {"flags-core-1"}),
        # controls: nothing tested after "still", or a role after it: the person is tested
        ("Is Ana still looking after the Quillmere preset?", {"ana"}),
        ("Is Ana still the approver for Quillmere?", {"ana"}),
        ("Is the Quillmere rota still with Bo?", {"bo"}),
    ],
)
def test_what_a_still_question_tests(text: str, checked: set[str]) -> None:
    assert set(questions.ask(text).checked) == checked


# --- two common words said by two verbs are no one slot --------------------------------------


@pytest.mark.parametrize(
    "chatter",
    [
        "I'll have a look at Quillmere after lunch",
        "reminder that Quillmere stuff should go in the tracker",
    ],
)
def test_chatter_naming_a_thing_does_not_contradict_where_it_meets(chatter: str) -> None:
    assert not facts.contradicts("Quillmere meets in the boathouse.", chatter)


def test_two_places_said_by_one_verb_still_contradict() -> None:
    assert facts.contradicts("Quillmere meets in the boathouse.", "Quillmere meets in the crypt.")


# --- passives after a noun, handovers with a closing phrase of time ---------------------------


@pytest.mark.parametrize(
    "new",
    [
        "Quillmere warning level got bumped to 84.",
        "Quillmere warning level was bumped to 84.",
    ],
)
def test_a_passive_after_a_gerund_noun_is_a_change(new: str) -> None:
    (clause,) = facts.read(new).clauses
    assert clause.change and [v.text for v in clause.values] == ["84"]
    assert updates.updates(new, "Quillmere runbook: warn once fifty-nine rates are waiting.")


def test_a_gerund_noun_with_no_passive_is_still_no_change() -> None:
    (clause,) = facts.read("The warning light was fixed.").clauses
    assert not clause.change


def test_took_it_over_this_week_is_a_handover() -> None:
    old = "Ana looks after the Quillmere preset."
    assert updates.changes("Quillmere preset: Bo took it over this week.")
    assert updates.updates("Quillmere preset: Bo took it over this week.", old)
    # control: "over to" names where it went, read as before
    assert updates.updates("Bo took the Quillmere rota over to Cy.", old)
    assert not updates.changes("Bo took it over to the depot by bike.")


# --- a config line's comment ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("alert: backlog\n  warn_at: 45  # Quillmere", "45"),
        ("QUILLMERE_WARN_AT=91 # Quillmere warning level", "91"),
    ],
)
def test_a_comment_is_no_part_of_the_settings_value(text: str, value: str) -> None:
    assert [value] in _values(text)


def test_a_channel_handle_is_no_comment() -> None:
    assert _values("post to #general now") == [["#general"]]


# --- counts before a progressive, bounds after "than" ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Quillmere runbook: warn once 97 messages are waiting.",
        "Quillmere runbook: warn when more than 97 messages are waiting.",
    ],
)
def test_a_count_before_a_progressive_is_the_value(text: str) -> None:
    assert _values(text)[-1] == ["97"]


def test_a_progressive_state_with_no_count_is_still_the_value() -> None:
    assert _values("The build is failing.") == [["failing"]]


# --- a list written on one line ---------------------------------------------------------------


def test_the_items_of_a_list_on_one_line_are_clauses() -> None:
    text = "Quillmere sweep checklist: 1. page the secondary 2. pause the cron 3. write it up"
    clauses = facts.read(text).clauses
    assert len(clauses) == 3
    assert [v.text for v in clauses[0].values] == ["page the secondary"]


def test_numbers_not_opening_a_list_stay_values() -> None:
    assert _values("Version 1. Then we go to 2. ok") == [["Version 1"], ["2"]]


# --- a person keeping or having a thing -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "holder"),
    [
        ("Ana keeps the Quillmere tower key.", "Ana"),
        ("Update for Quillmere: Bo has the drill charts from now on.", "Bo"),
        ("Cy holds the Quillmere licence.", "Cy"),
    ],
)
def test_a_person_keeping_a_thing_holds_it(text: str, holder: str) -> None:
    clause = facts.read(text).clauses[-1]
    assert clause.predicate == "owns"
    assert [v.text for v in clause.values] == [holder]


@pytest.mark.parametrize(
    "text",
    [
        "Ana keeps the keys in the safe.",  # a place: where they are kept
        "Quillmere keeps logs for 30 days.",  # no definite object
        "the Quillmere bucket holds the backups.",  # no person's name as the subject
    ],
)
def test_keeping_in_a_place_or_for_a_time_is_no_holder(text: str) -> None:
    assert all(c.predicate != "owns" for c in facts.read(text).clauses)


# --- a reported request, a change only asked about, a value not live yet ---------------------


def _memory(text: str) -> Memory:
    return Memory(
        id="m1",
        namespace="bench:t",
        scope=ScopeLevel.USER,
        kind=Kind.FACT,
        text=text,
        claim_key=text,
        status=Status.ACTIVE,
        review=Review.UNREVIEWED,
        confidence=0.8,
        evidence_count=1,
        recorded_at="2026-01-01T00:00:00Z",
        updated_at="2026-01-01T00:00:00Z",
    )


def test_a_reported_request_to_borrow_is_a_conjecture() -> None:
    asked = "Bo asked if they could borrow the Quillmere tower key next week."
    assert hexis_stance.conjectured(_memory(asked))
    assert not hexis_stance.conjectured(_memory("Ana keeps the Quillmere tower key."))


DEADLINE = "Kickoff (Quillmere). Deadline for the parcel list: 14 October."


@pytest.mark.parametrize(
    "new",
    [
        "could the Quillmere parcel list slip to 10 November? asking for a friend",
        "The Quillmere parcel list might slip to 10 November.",
    ],
)
def test_a_change_asked_about_or_hedged_corrects_nothing(new: str) -> None:
    assert not facts.corrects(new, DEADLINE)


def test_a_change_stated_still_corrects() -> None:
    assert facts.corrects("The Quillmere parcel list slipped to 10 November.", DEADLINE)


def test_not_live_yet_denies_the_value_before_it() -> None:
    first, second = facts.read("draft preset for Quillmere: Vu33Su, not live yet").clauses
    assert first.hedged and second.negated
    assert not facts.contradicts(
        "draft preset for Quillmere: Vu33Su, not live yet",
        "Quillmere's preset is pinned at pi-22r.",
    )


@pytest.mark.parametrize("text", ["Quillmere is Apache-2.0, no violation", "We use v2, not v3."])
def test_a_negation_with_a_noun_or_a_value_leaves_the_clause_before(text: str) -> None:
    assert not facts.read(text).clauses[0].hedged


# --- cardinals in words, places asked "where" -------------------------------------------------


def test_a_hyphenated_cardinal_is_a_number() -> None:
    assert shape_of("seventy-one") == "number"
    assert shape_of("flags-core") == "ident"


def test_where_is_answered_by_a_record_naming_a_place() -> None:
    q = questions.ask("Where does Quillmere meet?")
    assert hexis_parts._places(q, "The Quillmere crowd gathers in the car park field.")
    assert hexis_parts._places(q, "fyi Quillmere sits at fx-feed-3.")
    assert not hexis_parts._places(q, "Quillmere went smoothly as far as I can tell")
    assert not hexis_parts._places(q, "Quillmere looked fine to me this morning")


def test_a_noun_of_any_activity_names_no_other_thing() -> None:
    q = questions.ask(ASK_MOST)
    assert not hexis_subjects.another_thing(q, NOTICE, "Quillmere job settings\nmax_per_run: 42")
    # control: a record about another named activity of the project stays apart
    assert hexis_subjects.another_thing(
        q, NOTICE, "Quillmere signature rotation settings\nrotation_days: 42"
    )


# --- a phrase moved to, a place before "from now on", one number in two notations -------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("We moved the sunset notice to the partner gateway.", "partner gateway"),
        ("Quillmere: the rescan happens in the comms room from now on.", "comms room"),
        ("The Quillmere standup is at noon from now on.", "noon"),
        # controls: the head phrase and an infinitive's object, read as before
        ("The Quillmere flag is enabled in production.", "enabled"),
        ("Ana likes to indent with four spaces", "four spaces"),
    ],
)
def test_the_phrase_a_clause_names_when_it_holds_no_literal(text: str, value: str) -> None:
    assert _values(text)[-1] == [value]


def test_a_number_in_words_is_the_same_number_in_digits() -> None:
    assert not facts.contradicts("The Quillmere cap is 37.", "The Quillmere cap is thirty-seven.")
    assert facts.contradicts("The Quillmere cap is 37.", "The Quillmere cap is thirty-eight.")
    minuted = "Minutes, Quillmere kickoff\n- Agreed: partition move capped at 37 per session."
    checked = "Quillmere: the partition move cap hasn't moved, still thirty-seven a session."
    assert not facts.corrects(checked, minuted)


def test_a_later_record_in_words_replaces_no_earlier_one_in_digits() -> None:
    q = questions.ask("Who owns the Quillmere failover drill now, and what is its cap in shards?")
    old = "QUILLMERE_FAILOVER_DRILL_MAX=29"
    assert not recency._replaces(
        q, "Handoff: the Quillmere failover drill is Ana's now; keep it to twenty-nine shards.", old
    )
    assert recency._replaces(
        q, "Handoff: the Quillmere failover drill is Ana's now; keep it to thirty-one shards.", old
    )


def test_a_comment_naming_the_setting_contradicts_no_chatter() -> None:
    config = "QUILLMERE_WARN_AT=91 # Quillmere warning level"
    assert _values(config)[0] == ["91"]
    assert not facts.contradicts(config, "Quillmere looked fine to me this morning")
    # a comment that states a value still states it
    code = "`MAX_RETRIES = 6`  # the quillmere client gives up after 6 retries"
    assert ["6 retries"] in _values(code)
    # control: two settings of one key still contradict
    assert facts.contradicts(config, "QUILLMERE_WARN_AT=75 # Quillmere warning level")


def test_a_value_with_and_without_its_kind_is_one_value() -> None:
    pdf = "Quillmere: the monthly report is a PDF file."
    assert not facts.contradicts(pdf, "Hi all, the monthly Quillmere report is PDF.")
    assert facts.contradicts(pdf, "Quillmere: the monthly report is a CSV file.")  # control
    assert facts.contradicts("Quillmere runs Postgres 14.", "Quillmere runs Postgres 15.")


@pytest.mark.parametrize(
    "text",
    [
        "can we keep Quillmere questions in one place please",
        "Quillmere: could you move the standup to 10:00",
    ],
)
def test_an_inverted_request_states_no_value(text: str) -> None:
    assert all(c.hedged for c in facts.read(text).clauses if c.values)


def test_a_modal_after_its_subject_still_states() -> None:
    assert not facts.read("We can keep the Quillmere cap at 40.").clauses[0].hedged
