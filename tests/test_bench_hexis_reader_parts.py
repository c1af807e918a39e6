"""The memory benchmark's reader (``bench.hexis_adapter``) over a real store, on the eighth
round's rules: a question joining several asks is answered part by part; a question asking a
literal attribute is answered by records that state one; a guess corroborates nothing; a name
is found in any case; a correction is no conflict. Each attack beside a control."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis_adapter


def _event(eid: str, text: str, at: str, *, trust: float = 0.85, kind: str = "note") -> dict[str, Any]:  # fmt: skip
    return {
        "event_id": eid,
        "session_id": f"s-{eid}",
        "at": at,
        "kind": "remember",
        "content": text,
        "source": {"kind": kind, "label": eid, "trust": trust},
    }


def _case(events: list[dict[str, Any]], question: str) -> dict[str, Any]:
    return {
        "case_id": "t",
        "events": events,
        "query": {"session_id": "q", "at": "2025-07-01T10:00:00Z", "text": question},
    }


def _ask(events: list[dict[str, Any]], question: str) -> dict[str, Any]:
    return hexis_adapter.predict(_case(events, question))


MOVED = _event(
    "moved", "Ana: from next week the Quillmere dome cleaning happens every Tuesday.",
    "2025-06-01T10:00:00Z",
)  # fmt: skip
SLOT = _event(
    "slot", "Follow-up on Quillmere: the new dome cleaning slot starts 08:45 sharp.",
    "2025-06-03T10:00:00Z",
)  # fmt: skip
OTHER = _event(
    "other", "Brantor brake inspection stays on Sunday each week.", "2025-06-02T10:00:00Z"
)


def test_each_part_of_a_joined_question_is_answered() -> None:
    got = _ask(
        [MOVED, SLOT, OTHER], "When does the Quillmere dome cleaning happen now, day and time?"
    )
    assert set(got["citations"]) == {"moved", "slot"}
    assert "Tuesday" in got["answer"] and "08:45" in got["answer"] and "Sunday" not in got["answer"]
    # control: asked one thing, the reader answers it alone
    one = _ask([MOVED, SLOT, OTHER], "Which day does the Quillmere dome cleaning happen now?")
    assert "Tuesday" in one["answer"] and "Sunday" not in one["answer"]


TOOK = _event(
    "took", "Bo takes over the Quillmere picking crew from Cy as of today.", "2025-06-03T10:00:00Z"
)
WHERE = _event(
    "where", "Bo: please put Quillmere questions in #coord so the night crew sees them.",
    "2025-06-05T10:00:00Z",
)  # fmt: skip
OLD = _event("old", "Cy posts Quillmere updates in #handover.", "2025-06-01T10:00:00Z", trust=0.7)


def test_a_part_with_a_pronoun_is_answered_by_what_mentions_the_other_answer() -> None:
    q = "Who runs the Quillmere picking crew now, and which channel do I use to reach them?"
    got = _ask([OLD, TOOK, WHERE], q)
    assert "Bo" in got["answer"] and "#coord" in got["answer"]
    assert "#handover" not in got["answer"]
    # control: without the follow-up, the old channel is all there is and is not invented away
    alone = _ask([OLD, TOOK], q)
    assert "Bo" in alone["answer"] and "#coord" not in alone["answer"]


CAP = _event(
    "handoff", "Handoff from Ana: the Quillmere lift inspection still stops at forty-eight "
    "chairs a run, matching the scheduler.", "2025-06-05T10:00:00Z", trust=0.8,
)  # fmt: skip
CONFIG = _event(
    "config", "quillmere.lift_inspection.max_per_run = 48", "2025-06-03T10:00:00Z",
    trust=0.9, kind="config",
)  # fmt: skip
NOISE = _event(
    "noise", "Quillmere: photos from the lift inspection are on the shared drive.",
    "2025-06-04T10:00:00Z", trust=0.5, kind="chat",
)  # fmt: skip


def test_a_literal_attribute_is_answered_by_the_records_that_state_it() -> None:
    q = "What per-run cap is on record for the Quillmere lift inspection, and which records say so?"
    got = _ask([CONFIG, NOISE, CAP], q)
    assert set(got["citations"]) == {"handoff", "config"}  # the key says the same cap
    # control: a question asking for a step is answered in words: a record relating the
    # work with a literal (a time) does not push out the one that answers
    steps = [
        _event("list", "Quillmere checklist: next is to label the crates, then lock the cage",
               "2025-06-01T10:00:00Z", trust=0.9),
        _event("standup", "Quillmere checklist: next review is at 10:30.", "2025-06-02T10:00:00Z",
               trust=0.9, kind="chat"),
    ]  # fmt: skip
    nxt = _ask(steps, "What is the next step on the Quillmere checklist?")
    assert "list" in nxt["citations"] and "label the crates" in nxt["answer"]


def test_a_question_that_mentions_the_value_corroborates_nothing() -> None:
    ask = _event(
        "ask", "Cy: can somebody approve Hy-3804? it's the Quillmere probe logging change",
        "2025-06-01T10:00:00Z", trust=0.6, kind="chat",
    )  # fmt: skip
    ticket = _event(
        "ticket", "Hy-3804 [Quillmere / probe logging] status: approved. Approver: Bo.",
        "2025-06-02T10:00:00Z", trust=0.92, kind="ticket",
    )  # fmt: skip
    got = _ask([ask, ticket], "Which person approved the Quillmere probe logging change?")
    assert got["citations"] == ["ticket"] and "Cy" not in got["answer"]
    # control: the same words stated, not asked, do corroborate
    said = _event(
        "said", "Cy: somebody approved Hy-3804, it's the Quillmere probe logging change",
        "2025-06-01T10:00:00Z", trust=0.6, kind="chat",
    )  # fmt: skip
    got = _ask([said, ticket], "Which person approved the Quillmere probe logging change?")
    assert set(got["citations"]) == {"ticket", "said"}


def test_a_name_the_question_gives_is_found_in_lower_case() -> None:
    pin = _event("pin", "quillmere: pin ward restock firmware to v5.3.5", "2025-06-01T10:00:00Z")
    bump = _event(
        "bump", "quillmere: bump ward restock firmware pin to v5.4.1 after the vendor advisory",
        "2025-06-20T10:00:00Z",
    )  # fmt: skip
    chat = _event(
        "chat", "Please log your hours on the Quillmere ward restock before the end of the month.",
        "2025-06-10T10:00:00Z", trust=0.5, kind="chat",
    )  # fmt: skip
    got = _ask([pin, chat, bump], "What firmware should a fresh Quillmere ward restock unit be flashed with?")  # fmt: skip
    assert got["citations"] == ["bump"]
    assert "v5.4.1" in got["answer"] and "v5.3.5" not in got["answer"]


def test_a_correction_is_not_reported_as_a_conflict() -> None:
    minutes = _event(
        "minutes",
        "Quillmere minutes: the vet check handover is on 21 June.",
        "2025-05-11T10:00:00Z",
    )
    fixed = _event(
        "correction", "Quillmere minutes, corrected: vet check handover 2025-06-11 (the earlier "
        "entry was wrong).", "2025-05-18T10:00:00Z", trust=0.9,
    )  # fmt: skip
    got = _ask([minutes, fixed], "When is the Quillmere vet check handover?")
    assert got["citations"] == ["correction"] and got["contradictions"] == []
    # control: another record with another date and no correction is a conflict, both stand
    wiki = _event(
        "wiki", "Quillmere wiki: vet check handover 2025-06-11.", "2025-05-18T10:00:00Z", trust=0.9
    )
    other = _ask([minutes, wiki], "When is the Quillmere vet check handover?")
    assert set(other["contradictions"]) == {"minutes", "wiki"}


def test_a_value_only_floated_is_no_rival() -> None:
    guide = _event(
        "guide", "CONTRIBUTING.md (quillmere-sdk): the minimum line coverage is 70%.",
        "2025-06-01T10:00:00Z", trust=0.88,
    )  # fmt: skip
    floated = _event(
        "floated", "Guild notes: Ana floated 81% for quillmere-sdk at one point; nobody "
        "signed up for it.", "2025-06-03T10:00:00Z", trust=0.6,
    )  # fmt: skip
    q = "What minimum line coverage does quillmere-sdk enforce?"
    got = _ask([guide, floated], q)
    assert got["citations"] == ["guide"] and "81%" not in got["answer"]
    # control: a record that states another value plainly is a rival, both reported
    wiki = _event(
        "wiki", "Wiki: the quillmere-sdk minimum line coverage is 81%.", "2025-06-03T10:00:00Z",
        trust=0.88,
    )  # fmt: skip
    got = _ask([guide, wiki], q)
    assert "81%" in got["answer"] and set(got["contradictions"]) == {"guide", "wiki"}


def test_a_value_that_says_the_asked_qualifier_is_about_the_asked_thing() -> None:
    notice = _event(
        "notice", "Deprecation notice (Quillmere API): v1 stops answering on 2026-08-20.",
        "2025-06-01T10:00:00Z", trust=0.9,
    )  # fmt: skip
    header = _event(
        "header", "Ana read the gateway config: Quillmere API v1 shutdown is set for 20 Oct 2026.",
        "2025-06-08T10:00:00Z", trust=0.88,
    )  # fmt: skip
    q = "What shutdown date do we have for v1 of the Quillmere API, and is there a conflict?"
    got = _ask([notice, header], q)
    assert set(got["contradictions"]) == {"notice", "header"}
    # control: another API's shutdown is another thing
    other = _event(
        "other", "The Brantor API v1 is retired on 2026-08-27.", "2025-06-01T10:00:00Z", trust=0.9
    )
    assert "2026-08-27" not in _ask([notice, header, other], q)["answer"]


def test_a_part_asking_its_cap_is_answered_by_the_config_key() -> None:
    cfg = _event(
        "cfg", "# Quillmere\nwarehouse_vacuum:\n  max_partitions: 79", "2025-06-01T10:00:00Z",
        trust=0.9, kind="config",
    )  # fmt: skip
    other = _event(
        "other", "brantor.page_guarding.max_volumes = 31", "2025-06-01T11:00:00Z", trust=0.9,
        kind="config",
    )  # fmt: skip
    note = _event(
        "note", "Handoff from Cy: the Quillmere warehouse vacuum is Bo's from tomorrow; keep it "
        "to seventy-nine partitions at most.", "2025-06-01T12:00:00Z", trust=0.85,
    )  # fmt: skip
    q = "Who owns the Quillmere warehouse vacuum now, and what is its cap in partitions?"
    got = _ask([cfg, other, note], q)
    assert set(got["citations"]) == {"cfg", "note"} and "31" not in got["answer"]
    # control: asked the owner alone, the config states no owner and is not cited
    alone = _ask([cfg, other, note], "Who owns the Quillmere warehouse vacuum now?")
    assert "Bo" in alone["answer"] and "31" not in alone["answer"]


def test_two_speakers_in_one_channel_are_two_sources() -> None:
    def msg(eid: str, text: str, at: str) -> dict[str, Any]:
        event = _event(eid, text, at, trust=0.75, kind="chat")
        event["source"]["label"] = "#escalations chat"  # one channel, one source label
        return event

    p = msg("p", "#escalations Ana: Quillmere drone fleet alerts fire above 250 ms.", "2025-06-01T10:00:00Z")  # fmt: skip
    r = msg("r", "#escalations Bo: no, the Quillmere alert threshold is 450 ms, I set it.", "2025-06-01T10:03:00Z")  # fmt: skip
    got = _ask([p, r], "What is the Quillmere alert threshold?")
    assert set(got["contradictions"]) == {"p", "r"}
    # control: one speaker saying two values in one channel is one voice, not a conflict
    same = msg("s", "#escalations Ana: no, the Quillmere alert threshold is 450 ms.", "2025-06-01T10:03:00Z")  # fmt: skip
    assert _ask([p, same], "What is the Quillmere alert threshold?")["contradictions"] == []
