"""The memory benchmark's reader (``bench.hexis_adapter``) over a real store, on the ninth
round's rules: a yes/no question that checks a value is answered with what holds now, not
with the record that states the checked value; one that compares two records cites both,
flags them when they differ and not when they agree in two notations. Each attack beside a
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


REGISTER = _event(
    "reg", "Brantor kit register\n| kit | where |\n|---|---|\n| sweep kit | shelf F2 |",
    "2025-05-01T10:00:00Z", kind="document", label="kit register",
)  # fmt: skip
MOVED = _event(
    "move", "Ana: Brantor sweep kit now lives in locker W4. update your notes",
    "2025-06-01T10:00:00Z", kind="chat", label="chat message",
)  # fmt: skip
ELSEWHERE = _event(
    "other", "Quillmere kit register: sweep kit in cage T7", "2025-05-20T10:00:00Z",
    kind="document", label="kit register",
)  # fmt: skip


def test_a_yes_no_question_is_answered_with_what_holds_now() -> None:
    got = _ask([REGISTER, MOVED, ELSEWHERE], "Is the Brantor sweep kit still in shelf F2?")
    assert "W4" in got["answer"] and "F2" not in got["answer"] and "T7" not in got["answer"]
    assert got["citations"] == ["move"]
    # control: nothing moved it, the checked value is the answer
    kept = _ask([REGISTER, ELSEWHERE], "Is the Brantor sweep kit still in shelf F2?")
    assert "F2" in kept["answer"] and "T7" not in kept["answer"]


def test_a_value_changed_and_changed_back_answers_with_the_return() -> None:
    wiki = _event(
        "wiki", "Brantor wiki / onboarding: the timeout is fifty-four minutes.",
        "2025-05-01T10:00:00Z", kind="wiki", label="wiki page",
    )  # fmt: skip
    bump = _event(
        "bump", "Ana: bumped the Brantor onboarding timeout to 48 min for the migration",
        "2025-05-10T10:00:00Z", kind="chat", label="chat message",
    )  # fmt: skip
    back = _event(
        "back", "Bo: migration done, Brantor onboarding timeout rolled back to 54 min like before",
        "2025-05-20T10:00:00Z", kind="chat", label="chat message",
    )  # fmt: skip
    got = _ask([wiki, bump, back], "What's the Brantor onboarding timeout now?")
    assert "54" in got["answer"] and "48" not in got["answer"]
    assert got["contradictions"] == []
    # control: without the return, the bump holds
    bumped = _ask([wiki, bump], "What's the Brantor onboarding timeout now?")
    assert "48" in bumped["answer"]


CONFIG = _event(
    "cfg", "brantor.dome_survey.timeout_seconds = 12600", "2025-06-01T10:00:00Z",
    kind="config", label="setting",
)  # fmt: skip
NOTE = _event(
    "note", "Ana: heads up, the Brantor dome survey times out after three and a half hours",
    "2025-06-01T12:00:00Z", kind="chat", label="chat message",
)  # fmt: skip
OTHER_CONFIG = _event(
    "ocfg", "quillmere.colour_batch.timeout_seconds = 1800", "2025-06-01T13:00:00Z",
    kind="config", label="setting",
)  # fmt: skip


def test_records_compared_that_agree_in_two_notations_are_both_cited() -> None:
    got = _ask(
        [CONFIG, NOTE, OTHER_CONFIG],
        "Do the Brantor config and Ana's note agree on the dome survey timeout?",
    )
    assert set(got["citations"]) == {"cfg", "note"}
    assert got["contradictions"] == [] and "1800" not in got["answer"]
    # control: a question about one record is answered by it alone
    one = _ask([CONFIG, NOTE, OTHER_CONFIG], "What does Ana's note say the drill times out after?")
    assert "ocfg" not in one["citations"]


def test_records_compared_that_differ_are_flagged() -> None:
    yaml = _event(
        "yaml", "# brantor/launch_refit.yaml\nlaunch_refit:\n  max_vessels_per_run: 35",
        "2025-06-01T10:00:00Z", kind="config", label="config",
    )  # fmt: skip
    book = _event(
        "book", "Brantor runbook, section launch refit. Keep each run to fifty-four vessels at most.",
        "2025-06-02T10:00:00Z", kind="document", label="runbook",
    )  # fmt: skip
    other = _event(
        "other", "# quillmere/triage.yaml\ntriage:\n  max_reports_per_run: 22",
        "2025-06-03T10:00:00Z", kind="config", label="config",
    )  # fmt: skip
    got = _ask(
        [yaml, book, other],
        "Do the Brantor runbook and its YAML say the same per-run ceiling for the launch refit?",
    )
    assert set(got["contradictions"]) == {"yaml", "book"}
    assert "22" not in got["answer"]


def test_a_compared_thing_named_by_a_hyphenated_name_keeps_its_namesake_out() -> None:
    book = _event(
        "book", "Per the runbook, the ledger-brantor client retries up to 3 times.",
        "2025-06-01T10:00:00Z", kind="runbook", label="runbook",
    )  # fmt: skip
    code = _event(
        "code", "clients/ledger-brantor.py: `MAX_RETRIES = 8`  # gives up after 8 retries",
        "2025-06-02T10:00:00Z", kind="code", label="ledger-brantor source",
    )  # fmt: skip
    namesake = _event(
        "namesake", "clients/cobalt-brantor.py: `MAX_RETRIES = 5`  # gives up after 5 retries",
        "2025-06-02T11:00:00Z", kind="code", label="cobalt-brantor source",
    )  # fmt: skip
    got = _ask(
        [book, code, namesake],
        "Do our notes agree on how persistent the ledger-brantor client is with retries?",
    )
    assert "namesake" not in got["citations"] and "5 retries" not in got["answer"]
    assert {"book", "code"} <= set(got["citations"])


def test_records_compared_by_their_sources_keep_another_things_record_out() -> None:
    readme = _event(
        "readme", "README of brantor-serving: the CI runner image is ubuntu-24.04.",
        "2025-06-01T10:00:00Z", kind="document", label="repository readme",
    )  # fmt: skip
    other = _event(
        "other", "README of quillmere-serving: the CI runner image is debian-12.",
        "2025-06-01T10:00:00Z", kind="document", label="repository readme",
    )  # fmt: skip
    chat = _event(
        "chat", "Ana says the brantor-serving CI runner is ubuntu-24.04, double-checked today.",
        "2025-06-02T10:00:00Z", kind="chat", label="chat with Ana",
    )  # fmt: skip
    got = _ask([readme, other, chat], "What runner does brantor-serving CI use, according to the README and Ana?")  # fmt: skip
    assert "other" not in got["citations"] and "debian-12" not in got["answer"]
    # control: the config named by a common noun beside a named person's note is one of the two
    got = _ask([CONFIG, NOTE], "Do the Brantor config and Ana's note agree on the dome survey timeout?")  # fmt: skip
    assert set(got["citations"]) == {"cfg", "note"}
