"""The memory benchmark's reader (``bench.hexis_adapter``) on the twenty-seventh round's rules:
a joined question's second part answered by a record in the other spelling ("licence" /
"SPDX-License-Identifier"), by a reminder ("reminder, the X fee has to be paid by ..."), by a
phone list's conditional ("if Ana doesn't pick up, ring Bo next"); a settings record keyed
"handicap_list" says "handicap list"; "Ana's message" in a comparison is a message Ana wrote,
whatever its label. Each beside its control and an attack."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis_adapter, hexis_parts
from cairn.policy import questions


def _event(eid: str, text: str, at: str, label: str = "a note") -> dict[str, Any]:
    # as the held-out sets weigh their sources: chatter, a correction in chat or a log, notes
    trust = 0.5 if "message" in label else 0.7 if label in ("log", "team chat") else 0.85
    return {
        "event_id": eid,
        "session_id": f"s-{eid}",
        "at": at,
        "kind": "remember",
        "content": text,
        "source": {"kind": "chat", "label": label, "trust": trust},
    }


def _ask(events: list[dict[str, Any]], question: str) -> dict[str, Any]:
    case = {
        "case_id": "t",
        "events": events,
        "query": {"session_id": "q", "at": "2026-08-01T10:00:00Z", "text": question},
    }
    return hexis_adapter.predict(case)


_CHAT = [
    _event("c1", "thanks all, good Quillmere chat", "2026-06-01T09:00:00Z", "team chat message"),
    _event("c2", "did the Quillmere photos ever get shared?", "2026-06-02T09:00:00Z",
           "team chat message"),
]  # fmt: skip


def test_each_part_of_a_joined_question_finds_its_record() -> None:
    fee = [
        *_CHAT,
        _event("a", "Budget notes: the Quillmere yearly fee is £800.", "2026-06-03T09:00:00Z"),
        _event("o", "Budget notes: the Brantor yearly fee is £187.", "2026-06-04T09:00:00Z"),
        _event("b", "reminder, the Quillmere fee has to be paid by 28 October",
               "2026-06-05T09:00:00Z", "text message from Bo"),
        _event("ob", "reminder, the Brantor fee has to be paid by 2 August",
               "2026-06-06T09:00:00Z", "text message"),
    ]  # fmt: skip
    q = "How much is the Quillmere yearly fee, and by when does it have to be paid?"
    assert sorted(_ask(fee, q)["citations"]) == ["a", "b"]
    ring = [
        *_CHAT,
        _event("a", "| subject | ring first |\n| Quillmere | Ana |", "2026-06-03T09:00:00Z"),
        _event("o", "| subject | ring first |\n| Brantor | Cy |", "2026-06-04T09:00:00Z"),
        _event("b", "Phone list (Quillmere): if Ana doesn't pick up, ring Bo next.",
               "2026-06-05T09:00:00Z", "phone list"),
        _event("ob", "Phone list (Brantor): if Cy doesn't pick up, ring Di next.",
               "2026-06-06T09:00:00Z", "phone list"),
    ]  # fmt: skip
    got = _ask(ring, "Whom do we ring first for Quillmere, and who is next?")
    assert sorted(got["citations"]) == ["a", "b"] and "Di" not in got["answer"]
    licence = [
        *_CHAT,
        _event("a", "# Quillmere draw schedule\n# SPDX-License-Identifier: CC-BY-NC-4.0",
               "2026-06-03T09:00:00Z", "licence header"),
        _event("o", "# Brantor site plan\n# SPDX-License-Identifier: Unlicense",
               "2026-06-04T09:00:00Z", "licence header"),
        _event("b", "Kickoff notes: anyone reusing the Quillmere draw schedule should credit Bo.",
               "2026-06-05T09:00:00Z", "kickoff notes"),
        _event("ob", "Kickoff notes: anyone reusing the Brantor site plan should credit Cy.",
               "2026-06-06T09:00:00Z", "kickoff notes"),
    ]  # fmt: skip
    q = "If I reuse the Quillmere draw schedule, what licence applies and whom do I credit?"
    got = _ask(licence, q)
    assert sorted(got["citations"]) == ["a", "b"] and "Unlicense" not in got["answer"]
    # control: a question asking one part is answered by its one record
    assert _ask(fee, "How much is the Quillmere yearly fee?")["citations"] == ["a"]
    # attack: a look-alike letter in "licence" (Cyrillic "і") meets no spelling of it: the
    # credit record still answers its part
    got = _ask(licence, q.replace("licence", "l\u0456cence"))
    assert "b" in got["citations"]


def test_a_settings_key_in_snake_case_says_its_words() -> None:
    # a name no suffix rule shortens, so the question's head and the record's subject meet
    events = [
        *_CHAT,
        _event("f", '{"subject": "Anvilworth", "handicap_list": "gn-55p", "pinned": true}',
               "2026-06-03T09:00:00Z", "settings"),
        _event("o", '{"subject": "Brantor", "range_rules_sheet": "Ca49Ce", "pinned": true}',
               "2026-06-04T09:00:00Z", "settings"),
        _event("d", "Subject: draft handicap list\n\nI've posted a draft Anvilworth handicap list, "
               "dx-71c, for comments. Not live yet.\n\n\u2014 Ana", "2026-06-05T09:00:00Z",
               "mail from Ana"),
    ]  # fmt: skip
    q = "Which revision of the handicap list is Anvilworth actually running with?"
    got = _ask(events, q)
    assert got["citations"] == ["f"] and "dx-71c" not in got["answer"]
    # control: another key of the settings is no handicap list
    got = _ask(events[:3] + events[4:], q)
    assert "o" not in got["citations"]


def test_a_persons_message_in_a_comparison_is_one_that_person_wrote() -> None:
    events = [
        _event("m0", "tbh I've lost track of the Quillmere side of things",
               "2026-06-01T09:00:00Z", "team chat message 1"),
        _event("a", "| subject | calibration day |\n| Quillmere | Monday |",
               "2026-06-02T09:00:00Z", "wiki"),
        _event("o", "Export \u00b7 #brantor-general \u00b7 Ana: the Brantor replay is on "
               "Wednesday, same as ever", "2026-06-03T09:00:00Z", "chat export"),
        _event("m1", "brb, then I'll catch up on Quillmere", "2026-06-04T09:00:00Z",
               "team chat message 2"),
        _event("b", "Export \u00b7 #quillmere-general \u00b7 Ana: the Quillmere calibration is on "
               "Thursday, same as ever", "2026-06-05T09:00:00Z", "chat export"),
    ]  # fmt: skip
    q = "Does the wiki match Ana's message on which day the Quillmere calibration is?"
    got = _ask(events, q)
    assert sorted(got["contradictions"]) == ["a", "b"] and "m1" not in got["citations"]
    assert hexis_parts.SPEAKER.match(events[4]["content"]).group(1) == "Ana"  # type: ignore[union-attr]
    # control: a thing's own ("Quillmere's runbook", Quillmere all the question names) is
    # no person, and a capital opening a second sentence is no other name
    own = questions.ask("Are Quillmere's runbook and YAML in step on the swap ceiling?")
    assert "quillmer" not in hexis_parts.named_sources(own)
    two = questions.ask("Who is Quillmere's contact? Do the on-call page and the mail agree?")
    assert "quillmer" not in hexis_parts.named_sources(two)
    # attack: a look-alike letter in the person's name ("Аna", Cyrillic "А") names no writer
    got = _ask(events, q.replace("Ana", "\u0410na"))
    assert "contradictions" in got
