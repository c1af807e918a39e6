"""The held-out memory set ``fresh13``: 125 Hexis-shaped cases (25 per dimension) from 25
templates, five per dimension, written blind (apart from the judgment code and from the other
sets' templates and data). Its pools are in ``bench.memfresh13_pools`` and its templates in one
module per dimension. No dev half: it is scored once, after it is frozen.

Regenerate the frozen copy with ``python -m cairn.bench.memfresh13``."""

from __future__ import annotations

from datetime import UTC, datetime

from cairn.bench import (
    memfresh13_continuity as cont,
)
from cairn.bench import (
    memfresh13_contradiction as contra,
)
from cairn.bench import (
    memfresh13_provenance as prov,
)
from cairn.bench import (
    memfresh13_recall as recall,
)
from cairn.bench import (
    memfresh13_stale as stale,
)
from cairn.bench.memgen import DATA, NamedSpec
from cairn.bench.memset import HeldOutSet

SET_NAME = "fresh13"
SEED = 73519046
SIZE = 125
PATH = DATA / "memfresh13.v1.jsonl"

TEMPLATES: tuple[NamedSpec, ...] = (
    NamedSpec("provenance_accuracy", prov.reply_gives_the_cutoff),
    NamedSpec("provenance_accuracy", prov.minutes_assign_the_action),
    NamedSpec("provenance_accuracy", prov.which_file_holds_the_limit),
    NamedSpec("provenance_accuracy", prov.what_the_inspector_told_us),
    NamedSpec("provenance_accuracy", prov.commit_that_changed_the_timeout),
    NamedSpec("contradiction_detection", contra.runbook_words_against_yaml_digits),
    NamedSpec("contradiction_detection", contra.wiki_days_against_env_hours),
    NamedSpec("contradiction_detection", contra.mail_date_against_tracker_iso),
    NamedSpec("contradiction_detection", contra.csv_count_and_dozens_agree),
    NamedSpec("contradiction_detection", contra.ini_ratio_and_percent_agree),
    NamedSpec("six_month_recall", recall.the_usual_window),
    NamedSpec("six_month_recall", recall.escalation_contact_at_kickoff),
    NamedSpec("six_month_recall", recall.the_agreed_monthly_cap),
    NamedSpec("six_month_recall", recall.where_the_spares_live),
    NamedSpec("six_month_recall", recall.the_account_number),
    NamedSpec("cross_session_continuity", cont.owner_in_table_due_in_chat),
    NamedSpec("cross_session_continuity", cont.dock_then_start_time),
    NamedSpec("cross_session_continuity", cont.before_and_after_counts),
    NamedSpec("cross_session_continuity", cont.ticket_then_approver),
    NamedSpec("cross_session_continuity", cont.extension_in_csv_carrier_in_chat),
    NamedSpec("stale_belief_resistance", stale.misread_figure_replaced),
    NamedSpec("stale_belief_resistance", stale.change_reverted_to_the_original),
    NamedSpec("stale_belief_resistance", stale.old_wiki_against_the_handbook),
    NamedSpec("stale_belief_resistance", stale.soak_time_restated_in_hours),
    NamedSpec("stale_belief_resistance", stale.owner_handed_over),
)

HELD_OUT = HeldOutSet(
    name=SET_NAME,
    templates=TEMPLATES,
    seed=SEED,
    size=SIZE,
    path=PATH,
    first=datetime(2025, 10, 6, 8, tzinfo=UTC),
    days=90,
    hours=10,
)


def generate(seed: int = SEED, size: int = SIZE) -> list[dict[str, object]]:
    """Every case of the set (all held out)."""
    return HELD_OUT.generate(seed, size)


if __name__ == "__main__":
    HELD_OUT.main()
