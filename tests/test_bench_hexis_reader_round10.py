"""The memory benchmark's reader (``bench.hexis_adapter``) over a real store, on the tenth
round's rules: a later record that cuts over to a value and retires the previous one ("cut
over to X; the previous vendor's keys are revoked") answers in place of the earlier; a record whose
clause with the asked thing names another thing ("for Quillmere the build cache lives in ...")
is about that thing; a verb of dropping with a number is a change. Each attack beside a
control."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis_adapter


def _event(eid: str, text: str, at: str, *, kind: str = "note", label: str = "") -> dict[str, Any]:  # fmt: skip
    return {
        "event_id": eid,
        "session_id": f"s-{eid}",
        "at": at,
        "kind": "remember",
        "content": text,
        "source": {"kind": kind, "label": label or eid, "trust": 0.85},
    }


def _ask(events: list[dict[str, Any]], question: str) -> dict[str, Any]:
    case = {
        "case_id": "t",
        "events": events,
        "query": {"session_id": "q", "at": "2025-07-01T10:00:00Z", "text": question},
    }
    return hexis_adapter.predict(case)


WIKI = _event(
    "wiki", "Brantor Wallet push notifications go out through Pushwoosh.",
    "2025-05-01T10:00:00Z", kind="document", label="mobile wiki",
)  # fmt: skip
CUTOVER = _event(
    "cut", "Ana: Brantor Wallet push notifications cut over to Firebase Cloud Messaging this"
    " week; the previous vendor's keys are revoked.",
    "2025-06-01T10:00:00Z", kind="chat", label="mobile announcements",
)  # fmt: skip
OTHER_APP = _event(
    "other", "Bo: Quillmere Go sends through OneSignal.", "2025-05-03T10:00:00Z",
    kind="chat", label="mobile chat",
)  # fmt: skip
QUESTION = "Which provider currently delivers Brantor Wallet push notifications?"


def test_a_cutover_that_retires_the_old_vendor_answers_for_now() -> None:
    got = _ask([WIKI, CUTOVER, OTHER_APP], QUESTION)
    assert "Firebase" in got["answer"] and "Pushwoosh" not in got["answer"]
    assert got["citations"] == ["cut"]
    # control: a later record that neither changes nor retires anything is a rival, not an
    # update: both stand
    rival = _event(
        "rival", "Ana: Brantor Wallet push notifications go out through Firebase Cloud"
        " Messaging.",
        "2025-06-01T10:00:00Z", kind="chat", label="mobile chat",
    )  # fmt: skip
    both = _ask([WIKI, rival, OTHER_APP], QUESTION)
    assert "Pushwoosh" in both["answer"] and "Firebase" in both["answer"]


def test_a_record_whose_asked_thing_is_another_names_is_left_out() -> None:
    right = _event(
        "pr", "PR description (Ana): move brantor-ui CI build cache to gs://ci-remote-avocet;"
        " cache hits went from ~40% to ~85% in the trial.",
        "2025-01-10T10:00:00Z", kind="chat", label="CI cache thread",
    )  # fmt: skip
    aside = _event(
        "aside", "brantor-ui is sorted; for quill-live the remote build cache lives in"
        " gs://ci-remote-plover.",
        "2025-01-15T10:00:00Z", kind="chat", label="CI cache thread",
    )  # fmt: skip
    got = _ask([right, aside], "Which bucket backs the remote build cache for brantor-ui?")
    assert "ci-remote-avocet" in got["answer"] and "plover" not in got["answer"]
    # control: the same aside about the asked thing itself answers
    own = _event(
        "own", "quill-live is sorted; for brantor-ui the remote build cache lives in"
        " gs://ci-remote-plover.",
        "2025-01-15T10:00:00Z", kind="chat", label="CI cache thread",
    )  # fmt: skip
    got = _ask([own], "Which bucket backs the remote build cache for brantor-ui?")
    assert "plover" in got["answer"]


def test_dropping_a_setting_to_a_number_replaces_it() -> None:
    old = _event(
        "old", "brantor-reindex consumers run with concurrency 35.", "2025-05-01T10:00:00Z",
        kind="document", label="consumer config notes",
    )  # fmt: skip
    new = _event(
        "new", "Postmortem action done: dropped brantor-reindex consumer concurrency to 23"
        " (connection pool exhaustion).",
        "2025-06-01T10:00:00Z", kind="incident", label="incident follow-up",
    )  # fmt: skip
    got = _ask([old, new], "What concurrency are brantor-reindex consumers set to currently?")
    assert "23" in got["answer"] and "35" not in got["answer"]
    # control: dropping the consumers altogether is a rejection, not a new concurrency
    gone = _event(
        "gone", "Postmortem action done: dropped the brantor-reindex consumers.",
        "2025-06-01T10:00:00Z", kind="incident", label="incident follow-up",
    )  # fmt: skip
    got = _ask([old, gone], "What concurrency are brantor-reindex consumers set to currently?")
    assert "35" in got["answer"]


def test_a_later_record_about_another_thing_of_the_kind_replaces_nothing() -> None:
    old = _event(
        "old", "Resolved Brantor-81 (autoclave cycle stall). Cause: a firmware watchdog reset.",
        "2025-06-03T10:00:00Z", kind="ticket", label="ticket",
    )  # fmt: skip
    new = _event(
        "new", "Brantor-81 reopened: the autoclave cycle stalled again; root cause was a full"
        " scratch disk, the first diagnosis was wrong.",
        "2025-06-08T10:00:00Z", kind="ticket", label="ticket",
    )  # fmt: skip
    other = _event(
        "other", "Brantor-81 reopened: the tundra cycle stalled again; root cause was a worn"
        " gasket, the first diagnosis was wrong.",
        "2025-06-08T10:05:00Z", kind="ticket", label="ticket",
    )  # fmt: skip
    got = _ask([old, new, other], "What caused the Brantor autoclave cycle stall?")
    assert "scratch disk" in got["answer"] and "gasket" not in got["answer"]
    assert "watchdog" not in got["answer"]


def test_a_settings_key_and_a_time_name_no_other_thing() -> None:
    config = _event(
        "config", "# Brantor\nvet_check:\n  hold_seconds: 16200", "2025-05-15T10:00:00Z",
        kind="config", label="Brantor config",
    )  # fmt: skip
    wiki = _event(
        "wiki", "Brantor wiki, vet check: leave it alone for three hours afterwards, that's"
        " the hold.",
        "2025-05-18T10:00:00Z", kind="wiki", label="Brantor wiki",
    )  # fmt: skip
    got = _ask([config, wiki], "How long is the Brantor vet check hold? The config and the wiki both mention it.")  # fmt: skip
    assert set(got["citations"]) == {"config", "wiki"}
    assert set(got["contradictions"]) == {"config", "wiki"}
    moved = _event(
        "moved", "Commit: move brantor_snapshot to run at 05:25 utc so it starts after the"
        " upstream export (schedule='25 5 * * *').",
        "2025-05-16T10:00:00Z", kind="commit", label="commit",
    )  # fmt: skip
    before = _event(
        "before", "Ana: brantor_snapshot fires at 03:15 utc and keeps racing the upstream"
        " export, I'll look at it.",
        "2025-05-15T10:00:00Z", kind="chat", label="chat",
    )  # fmt: skip
    got = _ask([before, moved], "Where did we leave it: what time of day does brantor_snapshot start now?")  # fmt: skip
    assert "05:25" in got["answer"] and "03:15" not in got["answer"]
