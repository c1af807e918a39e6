"""The ninth held-out memory set (``fresh9``): 125 Hexis-shaped cases, 25 per dimension from 25
templates (5 per dimension, 5 cases each), written blind (apart from the judgment code and from
the other sets' templates and data), with no dev half.

Its twenty subjects are team work away from a coding benchmark's usual fare (data-platform
contracts, mobile release trains, hardware labs, support escalations, compliance evidence,
analytics dashboards, greenhouse sensors, museum loans, ferry timetables, ...); its facts arrive
on chat logs with several speakers, pasted tables, diff hunks, ticket comments, meeting minutes,
runbooks and commit messages. Pools are in ``bench.memfresh9_pools``, templates in
``bench.memfresh9_sources`` (provenance, contradiction) and ``bench.memfresh9_later``
(six-month, cross-session, stale). Regenerate the frozen copy with
``python -m cairn.bench.memfresh9`` (a deliberate act: a test checks it byte for byte).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cairn.bench import memfresh9_later as lt
from cairn.bench import memfresh9_sources as s
from cairn.bench.memgen import DATA, NamedSpec
from cairn.bench.memset import HeldOutSet

SET_NAME = "fresh9"
SEED = 40917263
SIZE = 125
PATH: Path = DATA / "memfresh9.v1.jsonl"

TEMPLATES: tuple[NamedSpec, ...] = (
    *(
        NamedSpec("provenance_accuracy", t)
        for t in (
            s.chat_speakers_pin,
            s.pasted_table_row,
            s.ticket_timeout_seconds,
            s.commit_message_flag,
            s.runbook_and_minutes_agree,
        )
    ),
    *(
        NamedSpec("contradiction_detection", t)
        for t in (
            s.minutes_vs_diff_hunk,
            s.chat_speakers_disagree,
            s.runbook_vs_ticket_contact,
            s.table_and_commit_agree,
            s.ticket_and_minutes_agree,
        )
    ),
    *(
        NamedSpec("six_month_recall", t)
        for t in (
            lt.old_minutes_decision,
            lt.old_diff_setting,
            lt.fix_named_second,
            lt.old_capacity_units,
            lt.old_mixed_case_bucket,
        )
    ),
    *(
        NamedSpec("cross_session_continuity", t)
        for t in (
            lt.preference_of_one_person,
            lt.handoff_note,
            lt.action_item_owner,
            lt.chat_then_followup,
            lt.runbook_step_continues,
        )
    ),
    *(
        NamedSpec("stale_belief_resistance", t)
        for t in (
            lt.chat_scratch_that,
            lt.commit_bumps_version,
            lt.ticket_reopened_fix,
            lt.table_repasted,
            lt.minutes_amended,
        )
    ),
)

SET = HeldOutSet(
    SET_NAME, TEMPLATES, SEED, SIZE, PATH, datetime(2025, 11, 3, 8, tzinfo=UTC), 150, 10
)


def generate(seed: int = SEED, size: int = SIZE) -> list[dict[str, Any]]:
    """Every case (all held out), its events listed in a seeded order."""
    return SET.generate(seed, size)


def write(path: Path = PATH) -> Path:
    return SET.write(path)


def sha256() -> str:
    return SET.sha256()


if __name__ == "__main__":
    SET.main()
