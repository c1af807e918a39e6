"""The seventeenth held-out memory set, ``fresh17``: 125 cases in the Hexis case schema, 25 per
dimension, from 25 templates of its own (five per dimension, five cases each), written blind:
apart from the judgment code and from the other sets' templates and data. It has no dev half;
it is scored once, after it is frozen.

Its templates live in one module per dimension (``memfresh17_provenance``,
``memfresh17_contradiction``, ``memfresh17_recall``, ``memfresh17_continuity``,
``memfresh17_stale``), its subjects, people and helpers in ``memfresh17_pools``. The frozen copy
is ``bench/data/memfresh17.v1.jsonl``; ``python -m cairn.bench.memfresh17`` rewrites it, and a
test checks that it is what the seeded generator writes, byte for byte.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cairn.bench import (
    memfresh17_continuity as continuity,
)
from cairn.bench import (
    memfresh17_contradiction as contradiction,
)
from cairn.bench import (
    memfresh17_provenance as provenance,
)
from cairn.bench import (
    memfresh17_recall as recall,
)
from cairn.bench import (
    memfresh17_stale as stale,
)
from cairn.bench.memgen import DATA, NamedSpec
from cairn.bench.memset import HeldOutSet

SET_NAME = "fresh17"
SEED = 17460253
SIZE = 125
PATH: Path = DATA / "memfresh17.v1.jsonl"

TEMPLATES: tuple[NamedSpec, ...] = (
    NamedSpec("provenance_accuracy", provenance.who_in_the_thread_offered_the_room),
    NamedSpec("provenance_accuracy", provenance.which_row_of_the_limits_table),
    NamedSpec("provenance_accuracy", provenance.supplier_lead_time_on_the_line_below),
    NamedSpec("provenance_accuracy", provenance.owner_in_one_yaml_block_per_work),
    NamedSpec("provenance_accuracy", provenance.who_logged_the_figure_in_the_incident_timeline),
    NamedSpec("contradiction_detection", contradiction.runtime_minutes_against_the_scheduler),
    NamedSpec("contradiction_detection", contradiction.start_date_in_a_memo_against_the_sheet),
    NamedSpec("contradiction_detection", contradiction.weekly_target_in_words_against_a_table),
    NamedSpec("contradiction_detection", contradiction.retention_in_weeks_and_in_hours_agree),
    NamedSpec(
        "contradiction_detection", contradiction.spot_check_share_as_words_and_per_cent_agree
    ),
    NamedSpec("six_month_recall", recall.preferred_day_beside_another),
    NamedSpec("six_month_recall", recall.spare_kit_place_on_the_line_below),
    NamedSpec("six_month_recall", recall.unit_price_agreed_at_the_start),
    NamedSpec("six_month_recall", recall.first_batch_label_in_the_logbook),
    NamedSpec("six_month_recall", recall.who_chaired_the_kickoff),
    NamedSpec("cross_session_continuity", continuity.cap_today_and_the_announced_change),
    NamedSpec("cross_session_continuity", continuity.two_owners_over_two_sessions),
    NamedSpec("cross_session_continuity", continuity.expected_range_and_the_actual_count),
    NamedSpec("cross_session_continuity", continuity.start_time_and_place_over_two_sessions),
    NamedSpec("cross_session_continuity", continuity.supplier_and_delivery_day),
    NamedSpec("stale_belief_resistance", stale.batch_size_changed_in_chat),
    NamedSpec("stale_belief_resistance", stale.window_trial_then_put_back),
    NamedSpec("stale_belief_resistance", stale.cap_from_a_date_that_has_passed),
    NamedSpec("stale_belief_resistance", stale.room_moved_by_a_notice),
    NamedSpec("stale_belief_resistance", stale.interval_changed_in_the_minutes),
)

SET = HeldOutSet(
    name=SET_NAME,
    templates=TEMPLATES,
    seed=SEED,
    size=SIZE,
    path=PATH,
    first=datetime(2026, 3, 2, 8, tzinfo=UTC),
    days=90,
    hours=9,
)


def generate(seed: int = SEED, size: int = SIZE) -> list[dict[str, Any]]:
    """Every case of the set (all held out)."""
    return SET.generate(seed, size)


def write(path: Path = PATH) -> Path:
    """Write the frozen copy; returns its path."""
    return SET.write(path)


def sha256() -> str:
    return SET.sha256()


if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
