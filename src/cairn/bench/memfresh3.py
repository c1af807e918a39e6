"""A fourth generated memory benchmark, held out entirely (set ``fresh3``), to measure whether
judgment generalizes to subjects and wording nobody tuned on.

Written apart from the judgment rules (the reader and the policy modules were not opened while it
was written) and apart from the other sets' templates (only the scaffolding of
``bench.memfresh2`` was read: seeding, the case writer, the frozen copy). Its subjects are its
own: database migrations and schema owners, API rate limits, Docker base images, retry and
backoff settings, coverage gates, branch protection, log retention, secret rotation, mobile
release trains, data pipelines, dependency licences, formatter settings and reviewers' habits.
Its wording is the one of issue trackers, review comments, chat threads, meeting notes, runbooks,
commit messages and postmortems: hedges, reported speech ("Ines said", "per the runbook"),
negation ("no longer", "we do not"), lists and tables written in text, parentheticals, numbers
with units written several ways, relative time ("since last sprint", "two releases ago"), and
questions asked in other words than the memory holds. Each case has several entities in the same
frame (distractors); corrections carry no ``supersedes`` field; events are listed out of time
order (their times kept); some sources agree with each other (nothing to flag) and some disagree.

``SIZE`` cases over the five Hexis dimensions in equal parts, five templates per dimension,
seeded. No dev half: the whole set is held out. The frozen copy under ``bench/data`` was written,
and main scored on it, before any rule looked at it; a test checks the generator still writes it
byte for byte. The case writer (``memgen.Case``) is shared with ``bench.memgen``; no template
text is.

The pools and the templates live beside this module (``memfresh3_pools``, ``memfresh3_first``,
``memfresh3_later``, ``memfresh3_stale``), split by dimension so no module holds more than a few
hundred lines; this module lists the templates and writes the set.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from cairn.bench.memfresh3_first import (
    base_image_from_commit,
    coverage_gate_two_sources,
    licence_sources_agree,
    log_retention_per_runbook,
    pipeline_schedule_agrees,
    rate_limit_from_gateway_config,
    release_freeze_disagreement,
    required_approvals_disagreement,
    retry_count_disagreement,
    secret_rotation_from_policy,
)
from cairn.bench.memfresh3_later import (
    backfill_resume_point,
    blocking_review_rename,
    dependency_bump_next_step,
    failing_dag_task,
    formatter_line_length_long_ago,
    migration_number_long_ago,
    postmortem_id_long_ago,
    reviewer_size_preference_long_ago,
    rotation_ticket_handoff,
    schema_owner_decision_long_ago,
)
from cairn.bench.memfresh3_stale import (
    base_image_replaced,
    coverage_gate_lowered,
    rate_limit_changed_since_sprint,
    retention_shortened,
    schema_owner_reassigned,
)
from cairn.bench.memgen import NamedSpec as Spec
from cairn.bench.memset import HeldOutSet

SEED = 20261231
SIZE = 125  # 25 cases per dimension, 5 templates of 5 cases each
SET_NAME = "fresh3"
DATA = Path(__file__).parent / "data"
FIRST = datetime(2025, 2, 10, 7, tzinfo=UTC)  # the earliest a case starts
PATH = DATA / "memfresh3.v1.jsonl"


# -- the set ---------------------------------------------------------------------------------------


TEMPLATES: tuple[Spec, ...] = (
    *(
        Spec("provenance_accuracy", f)
        for f in (
            rate_limit_from_gateway_config,
            base_image_from_commit,
            coverage_gate_two_sources,
            log_retention_per_runbook,
            secret_rotation_from_policy,
        )
    ),
    *(
        Spec("contradiction_detection", f)
        for f in (
            retry_count_disagreement,
            required_approvals_disagreement,
            release_freeze_disagreement,
            licence_sources_agree,
            pipeline_schedule_agrees,
        )
    ),
    *(
        Spec("six_month_recall", f)
        for f in (
            migration_number_long_ago,
            schema_owner_decision_long_ago,
            formatter_line_length_long_ago,
            reviewer_size_preference_long_ago,
            postmortem_id_long_ago,
        )
    ),
    *(
        Spec("cross_session_continuity", f)
        for f in (
            backfill_resume_point,
            dependency_bump_next_step,
            blocking_review_rename,
            rotation_ticket_handoff,
            failing_dag_task,
        )
    ),
    *(
        Spec("stale_belief_resistance", f)
        for f in (
            base_image_replaced,
            rate_limit_changed_since_sprint,
            retention_shortened,
            coverage_gate_lowered,
            schema_owner_reassigned,
        )
    ),
)


SET = HeldOutSet(SET_NAME, TEMPLATES, SEED, SIZE, PATH, first=FIRST, days=320, hours=10)
generate, write, sha256 = SET.generate, SET.write, SET.sha256

if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
