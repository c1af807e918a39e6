"""A sixth generated memory benchmark, held out entirely (set ``fresh5``), to measure whether
judgment generalizes to subjects and wording nobody tuned on.

Written apart from the judgment rules (the reader, the policy and context modules were not opened
while it was written) and apart from the other sets' templates and data (only the scaffolding of
``bench.memfresh3`` and ``bench.memgen`` was read: seeding, the case writer, the frozen copy).
Its subjects are its own: billing plans and seat prices, backup schedules and restore drills,
transactional mail providers and sending domains, GPU quotas, analytics event names, search
index refresh intervals and analyzers, log levels, browser support floors, documentation site
generators, database index decisions, design-system pins, meeting cadences, reporting time
zones, app-store submissions, linter roll-outs, job schedules, reviewers per area and customer
contacts. Its wording is the one of chat threads with several speakers (one of them wrong),
e-mails, meeting minutes, ADRs, runbooks, review comments, commit messages and stand-up notes:
hedges and proposals later decided or dropped, reported speech, retractions ("scratch that"),
quoted config lines, tables written in text, numbers and dates written several ways, relative
dates ("next Monday") anchored on the event's own date, and questions asked in other words than
the memory holds. Every case has a distractor in the same frame (same attribute, other subject);
corrections carry no ``supersedes`` field and do not repeat the value they replace; events are
listed out of time order (their times kept); some sources agree in different words and some
disagree.

``SIZE`` cases over the five Hexis dimensions in equal parts, five templates per dimension,
seeded with a seed of its own. No dev half: the whole set is held out. The frozen copy under
``bench/data`` was written, and main scored on it, before any rule looked at it; a test checks
the generator still writes it byte for byte.

The pools and the templates live beside this module (``memfresh5_pools``, ``memfresh5_first``,
``memfresh5_later``, ``memfresh5_stale``), split by dimension so no module holds more than a few
hundred lines; this module lists the templates and writes the set.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from cairn.bench.memfresh5_first import (
    backup_time_from_runbook_not_hearsay,
    docs_generator_sources,
    event_name_from_tracking_plan,
    gpu_quota_from_approved_request,
    log_level_sources,
    refresh_interval_sources,
    restore_drill_cadence_sources,
    safari_floor_sources,
    seat_price_from_signed_price_list,
    sending_domain_from_two_sources,
)
from cairn.bench.memfresh5_later import (
    ceremony_slot_long_ago,
    design_system_pin_long_ago,
    drill_blocker_ticket,
    index_name_long_ago,
    job_time_agreed_last_session,
    lint_rule_next_in_rollout,
    report_timezone_long_ago,
    restore_drill_duration_long_ago,
    reviewer_per_area_handoff,
    store_submission_followup,
)
from cairn.bench.memfresh5_stale import (
    analyzer_replaced,
    customer_contact_changed,
    gpu_quota_cut,
    mail_provider_switched,
    seat_price_changed,
)
from cairn.bench.memgen import NamedSpec as Spec
from cairn.bench.memset import HeldOutSet

SEED = 20270509
SIZE = 125  # 25 cases per dimension, 5 templates of 5 cases each
SET_NAME = "fresh5"
DATA = Path(__file__).parent / "data"
FIRST = datetime(2025, 5, 19, 8, tzinfo=UTC)  # the earliest a case starts
PATH = DATA / "memfresh5.v1.jsonl"


TEMPLATES: tuple[Spec, ...] = (
    *(
        Spec("provenance_accuracy", f)
        for f in (
            seat_price_from_signed_price_list,
            backup_time_from_runbook_not_hearsay,
            sending_domain_from_two_sources,
            gpu_quota_from_approved_request,
            event_name_from_tracking_plan,
        )
    ),
    *(
        Spec("contradiction_detection", f)
        for f in (
            refresh_interval_sources,
            log_level_sources,
            restore_drill_cadence_sources,
            safari_floor_sources,
            docs_generator_sources,
        )
    ),
    *(
        Spec("six_month_recall", f)
        for f in (
            index_name_long_ago,
            design_system_pin_long_ago,
            ceremony_slot_long_ago,
            report_timezone_long_ago,
            restore_drill_duration_long_ago,
        )
    ),
    *(
        Spec("cross_session_continuity", f)
        for f in (
            job_time_agreed_last_session,
            reviewer_per_area_handoff,
            store_submission_followup,
            lint_rule_next_in_rollout,
            drill_blocker_ticket,
        )
    ),
    *(
        Spec("stale_belief_resistance", f)
        for f in (
            mail_provider_switched,
            seat_price_changed,
            analyzer_replaced,
            customer_contact_changed,
            gpu_quota_cut,
        )
    ),
)


SET = HeldOutSet(SET_NAME, TEMPLATES, SEED, SIZE, PATH, first=FIRST, days=300, hours=9)
generate, write, sha256 = SET.generate, SET.write, SET.sha256

if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
