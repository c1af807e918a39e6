"""Readings of the fifteenth round (fresh19 read as a dev set): each attack beside a control.

A chat line about a thing is no rival value of who holds it, "got" before a participle is a
verb (so the word before it is a name), a retraction replaces the count said of the thing, a
passive's agent holds the thing, taking a thing over names the taker, a rename said as "Y is
the new name for X" is read, and the record of a rename is no answer to an attribute.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cairn.bench import hexis_adapter
from cairn.context.inject import prompt_block
from cairn.context.renames import renames
from cairn.model import Actor
from cairn.policy import facts
from cairn.service import MemoryService
from tests.context_kit import add as _add
from tests.context_kit import hexis_case


def test_got_before_a_participle_makes_the_word_before_it_a_name() -> None:
    # attack: "Brantor got bumped to 37 workers" was read with no name, so its count rivalled
    # (and corrected) another thing's count
    other = "Quillmere is on 52 workers now"
    assert not facts.contradicts("Brantor got bumped to 37 workers", other)
    assert not facts.corrects("Brantor got bumped to 37 workers", other)
    # control: the same thing's new count still corrects it
    assert facts.corrects("Quillmere got bumped to 37 workers", other)


def test_a_phrase_about_a_thing_is_no_rival_of_the_thing() -> None:
    # attack: "Quillmere paperwork" and "Quillmere" shared a piece and were read as two values
    for chatter in (
        "A reminder went out about Quillmere paperwork.",
        "Minor typo fixed in the Quillmere readme.",
    ):
        for record in ("Ana took over Quillmere", "Quillmere is led by Ana"):
            assert not facts.contradicts(chatter, record), (chatter, record)
            assert not facts.corrects(chatter, record), (chatter, record)
    # control: codes sharing a piece, neither holding the other, still clash
    assert facts.contradicts("Diet: GLUTEN-OK", "Diet: SEVERE-GLUTEN-INTOLERANCE")


def test_a_retraction_replaces_the_count_said_of_the_thing() -> None:
    old = "Quillmere has 96 seats booked"
    for new in (
        "Actually make that: Quillmere is capped at 63 places.",
        "Scratch that, we reserved 68 places for Quillmere.",
        "On second thought, Quillmere is capped at 49 places.",
    ):
        assert facts.corrects(new, old), new
    # controls: without a retraction the words decide (places are not seats), another thing's
    # count replaces nothing, and a retraction of another kind of value neither
    assert not facts.corrects("Quillmere is capped at 63 places.", old)
    assert not facts.corrects("Actually make that: Brantor is capped at 63 places.", old)
    assert not facts.corrects("Actually, Quillmere opens on 12 May.", old)


def test_a_passive_agent_holds_the_thing() -> None:
    # attack: "Quillmere is led by Ana" read Quillmere as the value, so two leads agreed
    assert facts.contradicts("Quillmere is led by Ana", "Quillmere is led by Bo")
    assert facts.contradicts("Quillmere is owned by Ana", "Bo leads Quillmere")
    # controls: active and passive of one holder agree; two things' leads do not clash
    assert facts.agrees("Quillmere is led by Ana", "Ana leads Quillmere")
    assert not facts.contradicts("Quillmere is led by Ana", "Brantor is led by Bo")


def test_taking_a_thing_over_names_the_taker() -> None:
    assert facts.contradicts("Ana took over Quillmere", "Bo took over Quillmere")
    assert facts.corrects(
        "Actually make that: Bo took over Quillmere.", "Ana looks after Quillmere"
    )
    # controls: one taker of two things, and the same holder said twice
    assert not facts.contradicts("Ana took over Quillmere", "Ana took over Brantor")
    assert not facts.contradicts("Ana took over Quillmere", "Quillmere is led by Ana")


def test_a_newer_chat_line_naming_the_thing_does_not_answer_who_holds_it(
    tmp_path: Path,
) -> None:
    events = [
        ("fact", "2026-06-01T09:00:00Z", "Quillmere is led by Ana"),
        ("near", "2026-06-20T09:00:00Z", "Brantor is led by Bo"),
        ("chat1", "2026-07-01T09:00:00Z", "Coffee budget discussed at the Quillmere meeting."),
        ("chat2", "2026-08-01T09:00:00Z", "Minor typo fixed in the Quillmere readme."),
        ("chat3", "2026-09-01T09:00:00Z", "A reminder went out about Quillmere paperwork."),
    ]
    got = hexis_adapter.answer_case(
        hexis_case(events, "Who is in charge of Quillmere?", "round15"), tmp_path / "a.db"
    )
    assert got["citations"] == ["round15-fact"] and "Ana" in got["answer"]
    # control: a newer record that does name a holder answers
    events.append(("new", "2026-10-01T09:00:00Z", "Actually make that: Cy took over Quillmere."))
    got = hexis_adapter.answer_case(
        hexis_case(events, "Who is in charge of Quillmere?", "round15"), tmp_path / "b.db"
    )
    assert got["citations"] == ["round15-new"] and "Cy" in got["answer"]


def test_a_rename_said_as_the_new_name_for_the_old_is_read() -> None:
    assert renames("Heads-up: quill-prod is the new name for ledger-sync, please update.") == [
        ("ledger-sync", "quill-prod")
    ]
    # a dotted name is one name, also at the end of a sentence
    assert renames("Heads-up: Quill.Prod is the new name for Ledger.Sync, thanks.") == [
        ("ledger.sync", "quill.prod")
    ]
    assert renames("ledger-sync was renamed Quill.Prod.") == [("ledger-sync", "quill.prod")]
    # controls: a new person in a role is no rename; a sentence's period ends a name
    assert renames("Ana is the new lead for ledger-sync.") == []
    assert renames("We renamed quill-live to quill-prod.") == [("quill-live", "quill-prod")]


def test_the_record_of_a_rename_is_no_answer_to_an_attribute(
    svc: MemoryService, person: Actor
) -> None:
    record = _add(
        svc, "Heads-up: quill-prod is the new name for ledger-sync, update your bookmarks.", person
    )
    answer = _add(svc, "The retry budget of quill-prod is 7.", person)
    _add(svc, "The fan speed of quill-prod is 70%.", person)
    # attack: asked an attribute in words the store never uses, the rename record (naming
    # the thing) was delivered as if it answered
    items = [
        i.id for i in prompt_block(svc, "What is the failover pager rota of quill-prod?").items
    ]
    assert record not in items
    # controls: asked by the old name, the record comes with what the new name finds; asked
    # the name, the record answers
    items = [i.id for i in prompt_block(svc, "What is the retry budget of ledger-sync?").items]
    assert items[:1] == [answer] and record in items
    items = [i.id for i in prompt_block(svc, "What is the new name of ledger-sync?").items]
    assert record in items


def test_the_noun_before_a_questions_verb_names_what_is_asked() -> None:
    from cairn.policy import attributes

    # attack: a path after "which group owns" hid the focus, and the request after it
    # ("give me the memory that says so") was read as asking a memory size
    asked = "Which group owns infra/edge? Give me the memory that says so."
    assert attributes.asked(asked) == "owner"
    assert attributes.asked("Which crew maintains quill-prod now?") == "owner"
    # controls: a noun naming its own class keeps it; a verb that is no verb of holding asks
    # no owner; a class only "who" implies is no class a noun names
    assert attributes.asked("Which region hosts the quill-prod database?") == "region"
    assert attributes.asked("Which identity provider handles Quillmere sign-in?") is None
    assert attributes.asked("Who owns quill-prod?") == "owner"
    assert attributes.asked("Who owns quill-prod?", cues=False) is None


def test_a_value_of_the_class_a_noun_names_answers_before_another_literal(
    tmp_path: Path,
) -> None:
    events = [
        (
            "owner",
            "2026-06-01T09:00:00Z",
            "Per ADR-12, ownership of infra/edge sits with Brantor Platform.",
        ),
        (
            "rules",
            "2026-06-02T09:00:00Z",
            "Changes in infra/edge need two approvals above 400 lines.",
        ),
        ("other", "2026-06-03T09:00:00Z", "libs/geofence is owned by Quillmere Guild."),
    ]
    got = hexis_adapter.answer_case(
        hexis_case(
            events, "Which group owns infra/edge? Give me the memory that says so.", "round15"
        ),
        tmp_path / "a.db",
    )
    assert got["citations"] == ["round15-owner"]
    # control: asked the number of approvals, the rules answer
    got = hexis_adapter.answer_case(
        hexis_case(events, "How many approvals do changes in infra/edge need?", "round15"),
        tmp_path / "b.db",
    )
    assert "round15-rules" in got["citations"] and "round15-owner" not in got["citations"]


def test_a_rename_record_stating_a_value_still_answers(svc: MemoryService, person: Actor) -> None:
    from cairn.context.answers import _states_more

    both = "quill-prod (formerly ledger-sync) retries 7 times."
    assert _states_more(both, renames(both))
    # controls: a record of the rename alone, dated or not, states nothing more
    for alone in (
        "Heads-up: quill-prod is the new name for ledger-sync, please update your bookmarks.",
        "## 2026-05-14\n- Renamed ledger-sync to quill-prod everywhere.",
    ):
        assert not _states_more(alone, renames(alone)), alone
    record = _add(svc, both, person)
    _add(svc, "The fan speed of quill-prod is 70%.", person)
    items = [i.id for i in prompt_block(svc, "What is the resend allowance of quill-prod?").items]
    assert record in items


def test_a_huge_rename_record_is_read_from_its_head_only(monkeypatch: pytest.MonkeyPatch) -> None:
    from cairn.context import answers
    from cairn.context.renames import RENAME_HEAD

    seen: list[int] = []
    real = facts.read

    def counting(text: str) -> facts.Claim:
        seen.append(len(text))
        return real(text)

    monkeypatch.setattr(facts, "read", counting)
    # attack: a megabyte record recording a rename is not parsed whole on the prompt's path
    huge = "quill-prod (formerly ledger-sync) is live. " + "filler words here. " * 60000
    assert not answers._states_more(huge, renames(huge))
    assert seen and max(seen) <= RENAME_HEAD
    # control: a short record is read whole, and its value counts
    seen.clear()
    short = "quill-prod (formerly ledger-sync) retries 7 times."
    assert answers._states_more(short, renames(short)) and seen == [len(short)]
