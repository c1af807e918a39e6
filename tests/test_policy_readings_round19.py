"""Readings of the nineteenth round (fresh21 read as a dev set): each attack beside a control.

A day's month ends a date whatever follows it in a row, "X: new ceiling for Y is 85" and a
change announced in the gerund update, a yes/no "still V?" tests V however V is written and a
later record naming another value replaces the one stating V, "whom do we ask" asks no want, a
value put forward in a question contradicts nothing, one word after a label's colon is the
label's value, "hit 91" and "91" are one number, a file's format is an attribute of its own,
"took it over to Y" moves it, a ticket's id names its project, the pronoun "I" names nothing,
and a part of a joined question that names its own thing is answered by the records about it.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from cairn.bench import hexis_adapter, hexis_subjects
from cairn.policy import attributes, facts, questions, recency, updates
from cairn.policy.tokens import tokenize


def _case(events: list[tuple[str, str, str, str]], question: str) -> dict[str, Any]:
    return {
        "case_id": "round19",
        "dimension": "cross_session_continuity",
        "events": [
            {
                "event_id": f"round19-{eid}",
                "session_id": f"s-{eid}",
                "at": at,
                "kind": "observe",
                "source": {"kind": "chat", "label": label},
                "content": text,
            }
            for eid, at, label, text in events
        ],
        "query": {"session_id": "q", "at": "2027-01-20T09:00:00Z", "text": question},
        "expected": {"answers": [], "citations": [], "contradictions": []},
    }


def _answer(
    tmp_path: Path, events: list[tuple[str, str, str, str]], question: str
) -> tuple[str, set[str], set[str]]:
    got = hexis_adapter.answer_case(_case(events, question), tmp_path / "s.db")
    cited = {c.removeprefix("round19-") for c in got["citations"]}
    flagged = {c.removeprefix("round19-") for c in got["contradictions"]}
    return str(got["answer"]), cited, flagged


def _statement(key: str, text: str, at: str) -> recency.Statement:
    return recency.Statement(key, text, at, 0.8)


def test_a_days_month_ends_the_date_in_a_row() -> None:
    notes = "Kickoff (Quillmere). Agreed: the export plugin is due 24 February. Owner to confirm."
    row = "Quillmere | the export plugin | due 24 February | open"
    values = [v.text for c in facts.read(row).clauses for v in c.values]
    assert "due 24 February" in values
    # the same day in minutes and in a tracker's row is no conflict; another day is
    assert not facts.contradicts(notes, row)
    assert facts.contradicts(notes, "Quillmere | the export plugin | due 7 March | open")


def test_a_new_value_opening_a_labelled_line_updates() -> None:
    old = "Quillmere: the sort night is capped at 43 crates."
    assert updates.updates("Quillmere: new ceiling for the sort night is 85 crates.", old)
    assert updates.updates("new ceiling for the sort night: 85 crates", old)
    # controls: a new person joining states no new value of anything; "new" mid-sentence
    assert not updates.updates("new hire joins Quillmere next week", old)
    assert not updates.updates("Quillmere sorts 85 crates on the new belt", old)


def test_a_change_in_the_gerund_updates() -> None:
    old = "The sort log for Quillmere is exported in csv."
    assert updates.updates("Switching Quillmere's sort log to html.", old)
    # control: a gerund that names a thing ("switching costs") states no change
    assert not updates.updates("Switching costs for Quillmere are high.", old)


def test_a_still_question_tests_its_phrase() -> None:
    assert questions.ask("Is Quillmere's sort report still plain text?").checked == {
        "plain",
        "text",
    }
    assert questions.ask("Is Quillmere's sort night still at the church hall?").checked == {
        "church",
        "hall",
    }
    assert questions.ask("Is Quillmere's log still csv?").checked == {"csv"}
    # controls: a verb after "still" tests no value; no "still", nothing
    assert questions.ask("Is Quillmere still happening if it rains?").checked == frozenset()
    assert questions.ask("Is the Quillmere deploy still running?").checked == frozenset()
    assert questions.ask("Is Quillmere's sort report in csv?").checked == frozenset()
    # a role after "still" is what the person before it holds: the person is tested
    assert questions.ask("Is Ana still the approver for Quillmere?").checked <= {"ana"}


def test_a_later_record_without_the_tested_value_replaces_the_one_with_it() -> None:
    q = questions.ask("Is Quillmere's sort report still plain text?")
    old = _statement("old", "Quillmere sort report comes out as plain text.", "2026-08-01")
    new = _statement("new", "scratch that, Quillmere sort report goes out in xlsx", "2026-08-03")
    assert recency.superseded(q, [old, new]) == {"old"}
    q = questions.ask("Is Quillmere's sort night still at the church hall?")
    old = _statement("old", "Quillmere sort night is in the church hall.", "2026-08-01")
    moved = "On second thought, Quillmere does the sort night at the back pavilion from now on."
    assert recency.superseded(q, [old, _statement("new", moved, "2026-08-03")]) == {"old"}
    # controls: a later record that repeats the tested value replaces nothing, nor one that
    # reads as no update
    same = "From now on the Quillmere sort night is in the church hall, as before."
    assert recency.superseded(q, [old, _statement("new", same, "2026-08-03")]) == set()
    other = "Quillmere sort night is at the back pavilion."
    assert recency.superseded(q, [old, _statement("new", other, "2026-08-03")]) == set()


def test_whom_to_ask_is_no_want() -> None:
    assert questions.ask("whom do we ask about Quillmere?").predicate is None
    # controls: "ask for" asks a want; "asked for" too
    assert questions.ask("What did Bo ask for?").predicate == "prefers"
    assert questions.ask("Who asked for the Quillmere export?").predicate == "prefers"


def test_a_value_put_forward_in_a_question_contradicts_nothing() -> None:
    decided = "Decision for Quillmere: we went with Earthly to run the sort."
    assert not facts.contradicts("what about Drone for the sort? asking for Quillmere", decided)
    pitched = "Bo pitched a booking app for Quillmere's sort night, worth a look?"
    assert not facts.contradicts(pitched, "Settled. Quillmere uses a clipboard for the sort night.")
    # control: the same value stated outright still contradicts
    assert facts.contradicts("Quillmere: we went with Drone to run the sort.", decided)


def test_one_word_after_a_labels_colon_is_its_value() -> None:
    toks = tokenize("Point of contact for Quillmere: Casimir.")
    assert next(t for t in toks if t.text == "Casimir").capital
    # controls: a sentence's first word alone is no name ("Settled."), nor one word after a
    # colon that a sentence goes on from, nor a closed-class word
    assert not next(t for t in tokenize("Settled. Quillmere uses a clipboard.")).capital
    toks = tokenize("Note: Remember the crates.")
    assert not next(t for t in toks if t.text == "Remember").capital
    toks = tokenize("Status: The end.")
    assert not next(t for t in toks if t.text == "The").capital


def test_a_number_with_a_verb_before_it_is_the_number() -> None:
    q = questions.ask("Is the Quillmere warning level the same in the handbook and the form?")
    doc = "The Quillmere handbook says to ring the organisers when sign-ups hit ninety-one."
    assert not recency.disagree(q, doc, "Sign-up form, Quillmere: warn organisers at 91")
    # control: another number disagrees
    assert recency.disagree(q, doc, "Sign-up form, Quillmere: warn organisers at 92")


def test_a_format_is_an_attribute() -> None:
    assert (
        attributes.asked_with_format("What file type does the Quillmere sort report arrive as?")
        == "format"
    )
    assert attributes.asked_with_format("In which format is the Quillmere report sent?") == "format"
    # the format list decides no delivery: a request for a format is judged as before
    assert attributes.asked("What file type does the Quillmere sort report arrive as?") != "format"
    assert attributes.class_of("format") is None
    assert attributes.stated("exported in csv, and a pdf copy", "format") == {"csv", "pdf"}
    # controls: a file's path is asked as a path; no format named, none stated
    assert attributes.asked_with_format("Which file holds the Quillmere settings?") == "path"
    assert attributes.stated("exported every night", "format") == frozenset()
    q = questions.ask("What file type does the Quillmere sort report arrive as?")
    old = _statement("old", "The sort report for Quillmere is exported in json.", "2026-08-01")
    mail = "Subject: Quillmere sort report\nFrom this week it is markdown.\nBo"
    assert recency.superseded(q, [old, _statement("new", mail, "2026-08-03")]) == {"old"}
    # control: the same format again replaces nothing
    again = "Subject: Quillmere sort report\nFrom this week it is json as before.\nBo"
    assert recency.superseded(q, [old, _statement("new", again, "2026-08-03")]) == set()


def test_taking_a_thing_over_to_a_place_moves_it() -> None:
    old = "Quillmere wiki - the admin token lives in tsdb-cold."
    assert updates.updates("Heads up, I took the admin token over to rollup-west.", old)
    # control: "over" alone, or "to" alone, states no move
    assert not updates.updates("Heads up, the admin token is over there, next to rollup-west.", old)


def test_a_tickets_id_names_its_project() -> None:
    q = questions.ask("Who owns Quillmere's lot viewing? Do the team page and the ticket agree?")
    assert not hexis_subjects.other_subject(q, "Ticket Quillmere-524: the lot viewing, assignee Bo")
    # control: another project's ticket is about another thing
    assert hexis_subjects.other_subject(q, "Ticket Brantor-419: the lot viewing, assignee Cy")


def test_the_pronoun_i_names_nothing() -> None:
    assert questions.ask("Where should I watch for official Quillmere news?").names == {"quillmere"}
    # control: a capitalised name still is one
    assert "ana" in questions.ask("Where should Ana watch for Quillmere news?").names


def test_new_patterns_read_long_inputs_in_linear_time() -> None:
    text = "Quillmere: " + "new ceiling for the sort night " * 2000 + "is 85."
    start = time.perf_counter()
    updates.updates(text, "Quillmere: the sort night is capped at 43.")
    questions.ask("Is the report still " + "plain " * 3000 + "text?")
    attributes.stated("csv " * 5000, "format")
    assert time.perf_counter() - start < 5.0


def test_whole_cases(tmp_path: Path) -> None:
    ask = "Which file type for Ana's copy of the Quillmere sort tally, and whom do we ask about Quillmere?"
    events = [
        (
            "fmt",
            "2026-08-01T09:00:00Z",
            "Ana in chat",
            "fwiw Ana reads Quillmere's sort tally only as markdown",
        ),
        (
            "rival",
            "2026-08-01T18:00:00Z",
            "Bo in chat",
            "Bo prefers the Quillmere sort tally in pdf.",
        ),
        ("who", "2026-08-05T09:00:00Z", "a note", "Point of contact for Quillmere: Casimir."),
    ]
    answer, cited, _ = _answer(tmp_path / "a", events, ask)
    assert cited == {"fmt", "who"}
    assert "Casimir" in answer and "pdf" not in answer
    # control: without the contact's record, the format alone answers (no rival joins)
    answer, cited, _ = _answer(tmp_path / "b", events[:2], ask)
    assert cited == {"fmt"}
    # a report's format changed by mail: the change answers what it arrives as now
    events = [
        (
            "old",
            "2026-08-01T09:00:00Z",
            "a note",
            "The sort summary for Quillmere is exported in json.",
        ),
        (
            "new",
            "2026-08-03T09:00:00Z",
            "mail from Bo",
            "Subject: Quillmere sort summary\nFrom this week it is markdown.\nBo",
        ),
    ]
    answer, cited, _ = _answer(
        tmp_path / "c", events, "What file type does the Quillmere sort summary arrive as?"
    )
    assert cited == {"new"}


def test_a_change_announced_in_the_gerund_is_a_change() -> None:
    assert updates.changes("Switching Quillmere's sort log to html.")
    assert not updates.changes("Switching costs for Quillmere are high.")


def test_the_thing_a_for_phrase_names_is_not_tested() -> None:
    q = questions.ask("Is the replication key for Quillmere still with Ana?")
    old = _statement("old", "Ana holds the replication key for Quillmere.", "2026-07-10")
    new = "Subject: Quillmere handover\nBo took over the replication key today."
    assert recency.superseded(q, [old, _statement("new", new, "2026-07-12")]) == {"old"}
    # control: a later record naming the tested holder again replaces nothing
    again = "Subject: Quillmere handover\nAna took the replication key back today."
    assert recency.superseded(q, [old, _statement("new", again, "2026-07-12")]) == set()


def test_a_degree_adverb_before_for_names_no_other_thing() -> None:
    q = questions.ask(
        "Are the notes and the calendar in line about when Quillmere does the gate sweep?"
    )
    assert not hexis_subjects.of_another(
        q, "Quillmere notes: we agreed Friday suits best for the gate sweep."
    )
    # control: a noun before "for" names another thing whose day it is
    assert hexis_subjects.of_another(q, "Quillmere: the dry run for the gate sweep is on Friday.")


def test_a_key_of_words_said_already_is_no_other_thing() -> None:
    q = questions.ask(
        "Do the handbook and the form settings agree on when Quillmere warns the organisers?"
    )
    doc = "The Quillmere handbook says to ring the organisers when sign-ups hit fifty-one bathers."
    assert not hexis_subjects.another_thing(
        q, doc, "form settings (Quillmere)\nwarn_at_bathers: 79"
    )
    # control: a key with a word of its own is another thing's
    assert hexis_subjects.another_thing(q, doc, "form settings (Quillmere)\nrefund_limit: 79")


def test_a_pitch_in_a_question_is_put_forward(tmp_path: Path) -> None:
    events = [
        (
            "pitch",
            "2026-07-29T13:00:00Z",
            "Bo in chat",
            "Bo pitched a booking app for Quillmere's sort night, worth a look?",
        ),
        (
            "dec",
            "2026-07-30T13:00:00Z",
            "decision log",
            "Settled. Quillmere uses a clipboard tally for the sort night.",
        ),
    ]
    q = "Which tool did Quillmere settle on for the sort night, back at the start?"
    answer, cited, flagged = _answer(tmp_path / "a", events, q)
    assert cited == {"dec"} and not flagged
    # control: a preference said with a hedge is still what the person said
    events = [
        (
            "pref",
            "2026-04-23T11:31:00Z",
            "Ana in chat",
            "Ana: for the Quillmere sort I'd much rather do Monday mornings",
        ),
        (
            "other",
            "2026-04-23T11:48:00Z",
            "Bo in chat",
            "Bo: Friday suits me better for the sort tbh",
        ),
    ]
    q = "Ana once said which day suits them for the Quillmere sort - which was it?"
    answer, cited, _ = _answer(tmp_path / "b", events, q)
    assert "pref" in cited and "Monday" in answer


def test_two_attributes_joined_by_and_are_two_asks() -> None:
    text = "For Quillmere: what's the location of the sort and the deadline for the tally?"
    assert questions.parts(text) == [
        "what's the location of the sort",
        "what is the deadline for the tally",
    ]
    # controls: two things of one attribute, or a second noun naming no attribute, are one ask
    assert questions.parts("What is the deadline for the sort and the tally?") == []
    assert questions.parts("what is the port of the api and the db?") == []


def test_one_kind_of_record_about_two_things_is_no_conflict() -> None:
    pricing = "The pricing service runbook puts the primary database in us-east-2."
    assert not facts.contradicts(
        pricing, "The billing service runbook puts the primary database in eu-west-3."
    )
    assert not facts.contradicts(
        "The staging cache holds 40 GB.", "The production cache holds 45 GB."
    )
    # controls: the same record kind about the same thing, two sources of another kind, and
    # an old and a new record of one kind still conflict
    assert facts.contradicts(
        pricing, "The pricing service runbook puts the primary database in eu-west-3."
    )
    assert facts.contradicts(
        "The wiki says production runs v2.3.1.", "The deploy doc says production runs v2.4.0."
    )
    assert facts.contradicts(
        "The old runbook says the cap is 40.", "The new runbook says the cap is 45."
    )


def test_two_things_named_after_from_are_two_settings() -> None:
    mine = "Correction: alerts from quill-auth now go to #quill-alerts."
    other = "Correction: alerts from brantor-auth now go to #brantor-alerts."
    assert not facts.contradicts(mine, other)
    assert not facts.corrects(other, mine)
    # controls: a correction of the same thing's setting still corrects and conflicts
    old = "Alerts from quill-auth go to #quill-oncall."
    assert facts.contradicts(mine, old)
    assert facts.corrects(mine, old)
    # a hyphenated word of English after "for" names no thing
    assert facts.contradicts("Pages for on-call go to #ops-a.", "Pages for on-call go to #ops-b.")


def test_two_people_holding_one_thing_conflict() -> None:
    # a name opening each record is no qualifier of a record kind
    assert facts.contradicts("Ana looks after Quillmere", "Bo looks after Quillmere")
