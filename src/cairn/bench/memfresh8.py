"""The held-out memory benchmark ``fresh8``: 125 cases in the Hexis case schema, 25 per
dimension from 25 templates (5 per dimension, 5 cases each), written blind (apart from the
judgment code and from the other sets' templates and data), with no dev half.

Its subjects are new: DNS TTLs, SSO group mappings, fuzzing corpora, lab inventory, push
certificates, vendor SLAs, model-serving replicas, backup keys, game builds, translation
memory, firmware rollouts, design tokens, on-prem runners, schema registries, payment retries
and warehouse partitions. Its pools are in ``bench.memfresh8_pools``, its templates in
``bench.memfresh8_sources`` (provenance, contradiction), ``bench.memfresh8_recall`` (six-month,
cross-session) and ``bench.memfresh8_stale``. Regenerate the frozen copy with
``python -m cairn.bench.memfresh8`` (a deliberate act: a test checks it byte for byte).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cairn.bench import memfresh8_recall as r
from cairn.bench import memfresh8_sources as s
from cairn.bench import memfresh8_stale as st
from cairn.bench.memgen import DATA, NamedSpec
from cairn.bench.memset import HeldOutSet

SET_NAME = "fresh8"
SEED = 88130457
SIZE = 125
PATH: Path = DATA / "memfresh8.v1.jsonl"

TEMPLATES: tuple[NamedSpec, ...] = (
    *(
        NamedSpec("provenance_accuracy", t)
        for t in (
            s.dns_record_ttl,
            s.sso_prod_mapping,
            s.fuzz_corpus_trailer,
            s.lab_board_rack,
            s.app_push_cert,
        )
    ),
    *(
        NamedSpec("contradiction_detection", t)
        for t in (
            s.vendor_sla_uptime,
            s.serving_replicas,
            s.backup_key_rotation,
            s.push_cert_expiry,
            s.game_build_timeout,
        )
    ),
    *(
        NamedSpec("six_month_recall", t)
        for t in (
            r.tm_store_for_locale,
            r.firmware_first_ring,
            r.design_token_hex,
            r.runner_label,
            r.registry_compat_mode,
        )
    ),
    *(
        NamedSpec("cross_session_continuity", t)
        for t in (
            r.incident_rollback_build,
            r.forwarded_dr_region,
            r.review_rename,
            r.merge_preference,
            r.warehouse_owner_row,
        )
    ),
    *(
        NamedSpec("stale_belief_resistance", t)
        for t in (
            st.partition_column,
            st.backup_key_alias,
            st.payment_rate_limit,
            st.sso_default_role,
            st.fuzz_time_budget,
        )
    ),
)

SET = HeldOutSet(
    SET_NAME,
    TEMPLATES,
    SEED,
    SIZE,
    PATH,
    first=datetime(2027, 2, 1, 9, tzinfo=UTC),
    days=240,
    hours=10,
)


def generate(seed: int | None = None, size: int | None = None) -> list[dict[str, Any]]:
    return SET.generate(seed, size)


def write(path: Path | None = None) -> Path:
    return SET.write(path)


if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
