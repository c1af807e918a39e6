"""Readings of the sixteenth round (fresh18 read as a dev set): each attack beside a control.

A request after a comma is a clause of its own, a number in words is no name, a record that
puts a value back replaces what held in between, a list asked after a colon is answered item
by item, "a rule of thumb" rejects nothing, list items under a title state the titled thing's
values, and a value of another thing named through the asked one ("the dry run for X") is no
rival of the asked thing's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cairn.bench import hexis_adapter, hexis_subjects
from cairn.policy import attributes, facts, measures, questions, recency, updates


def _case(events: list[tuple[str, str, str, str]], question: str) -> dict[str, Any]:
    return {
        "case_id": "round16",
        "dimension": "cross_session_continuity",
        "events": [
            {
                "event_id": f"round16-{eid}",
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


def _cited(tmp_path: Path, events: list[tuple[str, str, str, str]], question: str) -> set[str]:
    got = hexis_adapter.answer_case(_case(events, question), tmp_path / "s.db")
    return {c.removeprefix("round16-") for c in got["citations"]}


def test_a_request_after_a_comma_does_not_negate_the_statement_before_it() -> None:
    # attack: "pls don't DM me" made the whole line a negation, so who takes the questions
    # was no answer
    text = "Quillmere: from now on questions about the rota go to Ana, pls don't DM me"
    (stated,) = [c for c in facts.read(text).clauses if any(v.text == "Ana" for v in c.values)]
    assert not stated.negated
    # control: a negation in the statement itself still negates it
    (denied,) = [
        c for c in facts.read("Questions about the Quillmere rota don't go to Ana").clauses
    ]
    assert denied.negated


def test_a_number_in_words_is_no_name() -> None:
    # attack: "forty-four" read as a hyphenated identifier set the record apart from the thing
    assert "forty-four" not in hexis_subjects.mentions("We aim for forty-four endpoints a week.")
    assert not hexis_subjects._identifier("forty-four")
    # control: a hyphenated code is still one
    assert "quill-prod" in hexis_subjects.mentions("We aim for quill-prod to serve it.")
    assert hexis_subjects._identifier("quill-prod")


def test_a_path_framed_by_slashes_names_the_path() -> None:
    said = hexis_subjects.mentions("CODEOWNERS has `/libs/quill/` mapped to the Ana group.")
    assert "libs/quill" in said
    # controls: the path as written is still said, and another path is not this one
    assert "/libs/quill/" in said
    assert "libs/quill" not in hexis_subjects.mentions("CODEOWNERS has `/libs/quilt/` mapped")


def test_a_value_put_back_replaces_what_held_in_between() -> None:
    assert updates.reverts("Quillmere cap goes back to eighty-five runs, as the runbook says.")
    assert updates.reverts("The pool was reverted to 12 workers.")
    # controls: no value put back
    assert not updates.reverts("I'll get back to you on Monday.")
    assert not updates.reverts("We restored the 40 GB volume from the snapshot.")
    q = questions.ask("How many runs may a Quillmere sweep batch hold today?")
    trial = recency.Statement(
        "trial",
        "Bo: trying bigger Quillmere sweep batches this week - up to 94 runs",
        "2027-01-02T09:00:00Z",
        0.7,
    )
    back = recency.Statement(
        "back",
        "Ana: trial's over. Quillmere sweep cap goes back to eighty-five runs, as agreed.",
        "2027-01-09T09:00:00Z",
        0.7,
    )
    assert recency.superseded(q, [trial, back]) == {"trial"}
    # control: another thing's cap put back replaces nothing of Quillmere's
    other = recency.Statement(
        "other",
        "Ana: trial's over. Brantor sweep cap goes back to eighty-five runs, as agreed.",
        "2027-01-09T09:00:00Z",
        0.7,
    )
    assert recency.superseded(q, [trial, other]) == set()


def test_a_list_asked_after_a_colon_is_asked_item_by_item() -> None:
    text = "Remind me of the Quillmere mural wash limits: biggest batch, and finish time?"
    assert questions.parts(text) == ["what biggest batch", "what finish time"]
    assert questions.topic_words(text) == ["quillmere", "mural", "wash", "limits"]
    assert questions.parts("For Quillmere: location of the banner hang, and its count?") == [
        "what location of the banner hang",
        "what its count",
    ]
    assert questions.topic_words("For the relay drill on Quillmere: whose is it now?") == [
        "relay",
        "drill",
        "quillmere",
    ]
    # controls: a note asks nothing, and a yes/no question's items are clauses
    assert questions.parts("Note: the deploy and the rollback") == []
    assert questions.parts("Quick check: is Quillmere on Node 20 and Brantor on 18?") == []


def test_a_rule_of_thumb_rejects_nothing() -> None:
    text = "Cy (Quillmere): rule of thumb for the mural wash - never more than 32 orders per batch"
    valued = [c for c in facts.read(text).clauses if c.values]
    assert valued and all(c.predicate != "rejected" for c in valued)
    # controls: ruling a thing out, split or not, or against it, rejects it
    for rejection in (
        "We ruled out Memcached for the cache",
        "We ruled Memcached out for the session cache",
        "The board ruled against Memcached",
    ):
        assert any(c.predicate == "rejected" for c in facts.read(rejection).clauses), rejection


def test_list_items_under_a_title_state_the_titled_things_values() -> None:
    minutes = (
        "Quillmere sync - minutes\n- kettle audit: agreed for Thursday 21 May, Ana leads.\n"
        "- AOB: none."
    )
    assert attributes.holds(minutes, "schedule", ("quillmere",))
    # control: items after a blank line are another record's
    apart = "Quillmere sync - minutes\n\n- kettle audit: agreed for Thursday 21 May."
    assert not attributes.holds(apart, "schedule", ("quillmere",))


def test_two_titles_sharing_only_the_asked_name_are_one_thing() -> None:
    q = questions.ask("Which day have we got for the kettle audit on Quillmere?")
    csv = "tracker export (Quillmere)\nitem,owner,date\nkettle audit,Ana,2027-05-20"
    minutes = "Quillmere sync - minutes\n- kettle audit: agreed for Thursday 21 May, Ana leads."
    assert recency.disagree(q, csv, minutes)
    # control: the same day agrees
    same = "Quillmere sync - minutes\n- kettle audit: agreed for Thursday 20 May, Ana leads."
    assert not recency.disagree(q, csv, same)


def test_a_value_of_another_thing_named_through_the_asked_one() -> None:
    q = questions.ask("Which day have we got for the kettle audit on Quillmere?")
    assert hexis_subjects.of_another(q, "Bo: Quillmere dry run for the kettle audit is 10 May")
    assert hexis_subjects.of_another(q, "Photos of the kettle audit go up on 3 June")
    # controls: the asked thing's own value, an attribute noun naming what is asked, a stance
    # on the asked thing, and a title's label heading the value after it
    assert not hexis_subjects.of_another(q, "The kettle audit is on 21 May")
    assert not hexis_subjects.of_another(q, "The date for the kettle audit is 21 May")
    assert not hexis_subjects.of_another(q, "Ana: my vote for the kettle audit is Thursday")
    assert not hexis_subjects.of_another(q, "Notes for the kettle audit: agreed for 21 May")
    assert not hexis_subjects.of_another(q, "Approved: 57k rps for the kettle audit, final.")
    assert not hexis_subjects.of_another(q, "We need two approvals for the kettle audit")


def test_an_aside_in_parentheses_is_not_what_is_asked() -> None:
    q = questions.ask("What day was the actual Quillmere kettle audit (not the rehearsal)?")
    assert q.subject_head == "audit"
    assert "rehears" not in q.subject and "rehearsal" not in q.subject
    assert hexis_subjects.of_another(q, "Quillmere: dry run for the kettle audit on 29 May")
    # control: words after a closed aside are still read
    q = questions.ask("What is the cap (per batch) for Quillmere?")
    assert q.subject_head == "cap" and "quillmere" in q.names


def test_the_record_of_the_asked_thing_answers_before_a_dry_runs(tmp_path: Path) -> None:
    events = [
        (
            "announce",
            "2027-01-02T09:00:00Z",
            "e-mail from Ana",
            "Subject: Quillmere kettle audit - date\n\nAll,\n\nThe kettle audit itself is "
            "on Saturday 6 June. Please keep the morning free.\n\nThanks,\nAna",
        ),
        (
            "dry",
            "2027-01-03T09:00:00Z",
            "#orchard message",
            "Quillmere: dry run for the kettle audit on 29 May, same room",
        ),
    ]
    question = "What day was the actual Quillmere kettle audit (not the rehearsal)?"
    assert _cited(tmp_path, events, question) == {"announce"}
    # control: asked about the dry run, the dry run's record answers
    assert "dry" in _cited(tmp_path / "b", events, "When is the Quillmere dry run?")


def test_two_asks_each_answered_by_the_record_of_the_asked_thing(tmp_path: Path) -> None:
    events = [
        (
            "owner",
            "2027-01-02T09:00:00Z",
            "#tools message",
            "Cy: ok so Ana is taking over the Quillmere relay drill from me, I'm off",
        ),
        (
            "place",
            "2027-01-05T09:00:00Z",
            "Quillmere weekly minutes",
            "Quillmere weekly\n- relay drill gear now lives in the north shed.",
        ),
        (
            "other",
            "2027-01-06T09:00:00Z",
            "#tools message",
            "Quillmere: Bo has the lamp test now, and its kit went to the tarp store",
        ),
    ]
    cited = _cited(
        tmp_path,
        events,
        "For the relay drill on Quillmere: whose is it now and where does its kit live?",
    )
    assert cited == {"owner", "place"}


def test_a_colon_list_is_answered_by_each_items_record(tmp_path: Path) -> None:
    events = [
        (
            "cap",
            "2027-01-02T09:00:00Z",
            "#bins message",
            "Cy (Quillmere): rule of thumb for the mural wash - never more than 32 orders per batch",
        ),
        (
            "cutoff",
            "2027-01-04T09:00:00Z",
            "e-mail from Ana",
            "Subject: Quillmere mural wash timing\n\nHi all, the mural wash needs to be finished "
            "no later than 18:15 each day.\n\nBest,\nAna",
        ),
        (
            "other",
            "2027-01-05T09:00:00Z",
            "#bins message",
            "Quillmere crate count: batches up to 76, that one is more forgiving",
        ),
    ]
    question = "Remind me of the Quillmere mural wash limits: biggest batch, and finish time?"
    assert _cited(tmp_path, events, question) == {"cap", "cutoff"}


def test_a_record_asked_what_it_allows_is_the_cited_source() -> None:
    for text in (
        "What is the most test runs the Quillmere runbook lets one sweep batch hold?",
        "What cap does the Quillmere runbook allow per batch?",
    ):
        assert "runbook" in questions.ask(text).source, text
    # controls: a passive "allowed" cites nothing, nor does a comparison of two records
    assert not questions.ask("What request rate is the crawl allowed to reach now?").source
    assert not questions.ask("Do the mail and the tracker say the same day for X?").source


def test_dozens_are_counted() -> None:
    assert measures.spelled("seven dozen trays") == "84 trays"
    assert measures.spelled("4 dozen crates") == "48 crates"
    q = questions.ask("Do the export and the shift notes say the same for the Quillmere drain?")
    csv = "subject,work,trays\nQuillmere,drain,84"
    assert not recency.disagree(q, csv, "Quillmere shift notes: drain done, seven dozen trays.")
    # controls: "dozens of" is no count, and another count still disagrees
    assert measures.spelled("dozens of crates") == "dozens of crates"
    assert recency.disagree(q, csv, "Quillmere shift notes: drain done, six dozen trays.")


def test_two_common_words_need_the_asked_frame_to_disagree() -> None:
    q = questions.ask("Are the Quillmere minutes and checks.ini in line on the review share?")
    minutes = "Quillmere sync\n- Spot-check one in five of the wash results by hand."
    assert not recency.disagree(q, minutes, "Quillmere: photos from the session are in the album.")
    # control: two names still disagree under a question about agreement
    q = questions.ask("Do the Quillmere minutes and the tracker agree on who owns the list?")
    assert recency.disagree(
        q, "Quillmere sync\n- Ana owns the review list.", "Quillmere tracker: Bo owns it."
    )


def test_a_later_change_naming_the_thing_replaces_its_holder() -> None:
    q = questions.ask("Who owns the Quillmere rota review now?")
    minutes = recency.Statement(
        "minutes",
        "Quillmere minutes\n- Ana owns the rota review\n- Everyone to update the board",
        "2027-01-02T09:00:00Z",
        0.8,
    )
    handover = recency.Statement(
        "handover",
        "Subject: Quillmere rota review\n\nFrom today Bo is taking the rota review on; "
        "please send anything about it to Bo.\n\nCy",
        "2027-01-09T09:00:00Z",
        0.8,
    )
    assert recency.superseded(q, [minutes, handover]) == {"minutes"}
    # control: a change that does not name the asked thing replaces nothing of it
    other = recency.Statement(
        "other",
        "From today Bo is taking the rota review on; please send anything to Bo.",
        "2027-01-09T09:00:00Z",
        0.8,
    )
    assert recency.superseded(q, [minutes, other]) == set()
