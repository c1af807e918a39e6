"""The fifteenth held-out memory set, `fresh15` (Hexis schema), written blind: apart from the
judgment code and from every other set's templates and data.

125 cases, 25 per Hexis dimension, from 25 templates of its own (five per dimension, five cases
each: ``memfresh15_provenance``, ``_contradiction``, ``_recall``, ``_continuity``, ``_stale``),
over twenty subjects each under a codename of its own (``memfresh15_pools``). It has no dev
half: it was frozen and committed before it was scored, once. ``python -m cairn.bench.memfresh15``
regenerates the frozen copy byte for byte (a test checks it).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cairn.bench import (
    memfresh15_continuity as cont,
)
from cairn.bench import (
    memfresh15_contradiction as contra,
)
from cairn.bench import (
    memfresh15_provenance as prov,
)
from cairn.bench import (
    memfresh15_recall as recall,
)
from cairn.bench import (
    memfresh15_stale as stale,
)
from cairn.bench.memgen import DATA, NamedSpec
from cairn.bench.memset import HeldOutSet

SET_NAME = "fresh15"
SEED = 71530942
SIZE = 125  # 25 cases per dimension
PATH: Path = DATA / "memfresh15.v1.jsonl"

TEMPLATES: tuple[NamedSpec, ...] = (
    NamedSpec("provenance_accuracy", prov.who_narrowed_the_estimate_in_a_reply),
    NamedSpec("provenance_accuracy", prov.file_that_holds_the_setting),
    NamedSpec("provenance_accuracy", prov.what_the_supplier_told_us),
    NamedSpec("provenance_accuracy", prov.notes_that_record_the_cap),
    NamedSpec("provenance_accuracy", prov.which_change_set_the_size),
    NamedSpec("contradiction_detection", contra.ceiling_in_words_against_a_config_line),
    NamedSpec("contradiction_detection", contra.day_written_out_against_a_tracker_date),
    NamedSpec("contradiction_detection", contra.percentage_against_a_fraction),
    NamedSpec("contradiction_detection", contra.duration_in_two_units_agrees),
    NamedSpec("contradiction_detection", contra.cap_confirmed_again_in_words_agrees),
    NamedSpec("six_month_recall", recall.range_planned_at_the_kickoff),
    NamedSpec("six_month_recall", recall.preference_stated_once),
    NamedSpec("six_month_recall", recall.rough_estimate_at_the_start),
    NamedSpec("six_month_recall", recall.first_action_owner),
    NamedSpec("six_month_recall", recall.budget_approved_at_the_start),
    NamedSpec("cross_session_continuity", cont.old_value_until_a_future_date),
    NamedSpec("cross_session_continuity", cont.owner_and_cover),
    NamedSpec("cross_session_continuity", cont.kit_place_and_lockbox_code),
    NamedSpec("cross_session_continuity", cont.two_people_two_preferences),
    NamedSpec("cross_session_continuity", cont.estimate_then_the_days_count),
    NamedSpec("stale_belief_resistance", stale.retention_changed_in_minutes),
    NamedSpec("stale_belief_resistance", stale.start_time_trialled_then_put_back),
    NamedSpec("stale_belief_resistance", stale.room_moved_in_chat),
    NamedSpec("stale_belief_resistance", stale.announced_change_now_in_force),
    NamedSpec("stale_belief_resistance", stale.quota_bumped_by_a_later_change),
)

SET = HeldOutSet(
    name=SET_NAME,
    templates=TEMPLATES,
    seed=SEED,
    size=SIZE,
    path=PATH,
    first=datetime(2026, 1, 12, 8, tzinfo=UTC),
    days=90,
    hours=10,
)


def generate(seed: int = SEED, size: int = SIZE) -> list[dict[str, Any]]:
    """Every case (all held out), its events listed in a seeded order."""
    return SET.generate(seed, size)


def write(path: Path | None = None) -> Path:
    return SET.write(path)


def sha256() -> str:
    return SET.sha256()


if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
