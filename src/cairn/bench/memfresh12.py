"""The twelfth held-out memory set, ``fresh12``: 125 Hexis-shaped cases, 25 per dimension, from
25 templates of its own (five per dimension, five cases each), written blind: apart from the
judgment code and from every other set's templates, pools and data.

Its templates live in one module per dimension (``memfresh12_provenance``,
``memfresh12_contradiction``, ``memfresh12_recall``, ``memfresh12_continuity``,
``memfresh12_stale``), its names and values in ``memfresh12_pools``. The frozen copy
(``bench/data/memfresh12.v1.jsonl``) is what ``python -m cairn.bench.memfresh12`` writes; a test
checks it byte for byte. Never edit the frozen copy by hand, and never change a template after
the set was scored: the set is held out.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from cairn.bench import (
    memfresh12_continuity as continuity,
)
from cairn.bench import (
    memfresh12_contradiction as contradiction,
)
from cairn.bench import (
    memfresh12_provenance as provenance,
)
from cairn.bench import (
    memfresh12_recall as recall,
)
from cairn.bench import (
    memfresh12_stale as stale,
)
from cairn.bench.memgen import DATA, NamedSpec
from cairn.bench.memset import HeldOutSet

SET_NAME = "fresh12"
SEED = 58204732
SIZE = 125
PATH = DATA / "memfresh12.v1.jsonl"

TEMPLATES: tuple[NamedSpec, ...] = (
    NamedSpec("provenance_accuracy", provenance.reply_gave_the_cutoff),
    NamedSpec("provenance_accuracy", provenance.minutes_recorded_the_owner),
    NamedSpec("provenance_accuracy", provenance.which_commit_changed_it),
    NamedSpec("provenance_accuracy", provenance.place_from_the_kit_register),
    NamedSpec("provenance_accuracy", provenance.what_the_supplier_said),
    NamedSpec("contradiction_detection", contradiction.runbook_words_against_yaml),
    NamedSpec("contradiction_detection", contradiction.mail_day_against_invite),
    NamedSpec("contradiction_detection", contradiction.wiki_against_settings_units),
    NamedSpec("contradiction_detection", contradiction.csv_count_and_minutes_agree),
    NamedSpec("contradiction_detection", contradiction.timeout_or_date_two_ways_agree),
    NamedSpec("six_month_recall", recall.supplier_signed_in_spring),
    NamedSpec("six_month_recall", recall.decision_record_from_kickoff),
    NamedSpec("six_month_recall", recall.key_holder_on_the_contact_sheet),
    NamedSpec("six_month_recall", recall.quota_agreed_with_finance),
    NamedSpec("six_month_recall", recall.weekday_set_at_kickoff),
    NamedSpec("cross_session_continuity", continuity.taker_then_due_day),
    NamedSpec("cross_session_continuity", continuity.limit_then_where_it_lives),
    NamedSpec("cross_session_continuity", continuity.error_then_who_fixed_it),
    NamedSpec("cross_session_continuity", continuity.moved_kit_then_tag),
    NamedSpec("cross_session_continuity", continuity.price_then_quantity),
    NamedSpec("stale_belief_resistance", stale.misread_window_corrected),
    NamedSpec("stale_belief_resistance", stale.change_rolled_back),
    NamedSpec("stale_belief_resistance", stale.kit_carted_elsewhere),
    NamedSpec("stale_belief_resistance", stale.owner_handed_over_by_mail),
    NamedSpec("stale_belief_resistance", stale.go_live_slipped),
)

SET = HeldOutSet(
    name=SET_NAME,
    templates=TEMPLATES,
    seed=SEED,
    size=SIZE,
    path=PATH,
    first=datetime(2025, 8, 18, 7, tzinfo=UTC),
    days=90,
    hours=11,
)


def generate(seed: int | None = None, size: int | None = None) -> list[dict[str, Any]]:
    """Every case of the set (all held out); ``seed`` and ``size`` default to the set's own."""
    return SET.generate(seed, size)


if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
