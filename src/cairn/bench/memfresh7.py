"""The held-out memory benchmark ``fresh7`` (issue 17), in the Hexis case schema.

Written apart from cairn's judgment rules and from the other sets' templates and data: 125 cases,
25 per Hexis dimension, five templates per dimension (``memfresh7_templates`` for provenance and
contradiction, ``memfresh7_recall`` for six-month recall and continuity, ``memfresh7_stale`` for
stale belief), drawing invented subjects from ``memfresh7_pools``. There is no dev half: the set only decides whether a
rule change is kept, and nobody tunes against it.

The frozen copy under ``bench/data`` is what ``generate()`` writes with ``SEED``; a test checks it
byte for byte, so the set cannot drift after it was scored.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from cairn.bench import memfresh7_recall as later
from cairn.bench import memfresh7_stale as stale
from cairn.bench import memfresh7_templates as first
from cairn.bench.memgen import DATA, NamedSpec, held_out, write_frozen

SET_NAME = "fresh7"
SEED = 71731
SIZE = 125
PATH = DATA / "memfresh7.v1.jsonl"

TEMPLATES: tuple[NamedSpec, ...] = (
    NamedSpec("provenance_accuracy", first.pool_config_beside_hearsay),
    NamedSpec("provenance_accuracy", first.purge_rule_owner),
    NamedSpec("provenance_accuracy", first.sign_in_provider_by_email),
    NamedSpec("provenance_accuracy", first.licence_audit_row),
    NamedSpec("provenance_accuracy", first.sunset_date_in_commit),
    NamedSpec("contradiction_detection", first.dead_letter_receive_count),
    NamedSpec("contradiction_detection", first.log_retention_units),
    NamedSpec("contradiction_detection", first.severity_response_target),
    NamedSpec("contradiction_detection", first.load_test_budget_sources),
    NamedSpec("contradiction_detection", first.localisation_freeze_date),
    NamedSpec("six_month_recall", later.vlan_of_a_floor),
    NamedSpec("six_month_recall", later.grant_internal_deadline),
    NamedSpec("six_month_recall", later.printer_toner_model),
    NamedSpec("six_month_recall", later.code_owner_of_a_path),
    NamedSpec("six_month_recall", later.cache_eviction_age),
    NamedSpec("cross_session_continuity", later.flag_cleanup_volunteer),
    NamedSpec("cross_session_continuity", later.handover_hour),
    NamedSpec("cross_session_continuity", later.instrument_booking_day),
    NamedSpec("cross_session_continuity", later.release_branch_cut_day),
    NamedSpec("cross_session_continuity", later.audit_vendor_choice),
    NamedSpec("stale_belief_resistance", stale.pool_raised_by_commit),
    NamedSpec("stale_belief_resistance", stale.dlq_retention_retracted),
    NamedSpec("stale_belief_resistance", stale.sunset_moved_at_second_meeting),
    NamedSpec("stale_belief_resistance", stale.sign_in_cut_over),
    NamedSpec("stale_belief_resistance", stale.load_budget_cut),
)


def generate(seed: int = SEED, size: int = SIZE) -> list[dict[str, Any]]:
    """Every case of the set, in dimension order, events listed in a seeded order."""
    return held_out(
        TEMPLATES,
        prefix="f7",
        seed=seed,
        size=size,
        first=datetime(2026, 1, 12, 8, tzinfo=UTC),
        days=160,
        hours=10,
    )


if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    print(write_frozen(PATH, generate()))
