"""A fifth generated memory benchmark, held out entirely (set ``fresh4``), to measure whether
judgment rules generalize to subjects and wording nobody tuned on.

Written apart from the judgment rules (the reader, the context and the policy modules were not
opened while it was written) and apart from the other sets' templates (only the shared
scaffolding of ``bench.memgen`` was used: ``Case``, ``NamedSpec``, ``held_out``). Its subjects are
operational ones: feature-flag ramps, connection pools, TLS issuers, code owners, translation
vendors, CDN cache lifetimes, SLO targets, topic partitions, escalation timeouts, API sunset
dates, build tools, instance types, incident root causes, dev-container images, served models,
merge styles, flaky-test quarantine, test shards, dependency-bot schedules, tenant regions and
on-call swaps, written as commit messages, review comments, stand-up notes, ADRs, runbooks,
config excerpts and chat.

Every case holds a distractor in the same frame (the same attribute of another subject) whose
value is a forbidden answer; corrections carry no ``supersedes`` field and never repeat the value
they replace; events are listed out of time order; some contradiction cases cite two sources that
agree in different words (nothing to flag) and the others two that disagree.

The pools and the templates live beside this module (``memfresh4_pools``, ``memfresh4_first``,
``memfresh4_middle``, ``memfresh4_later``, ``memfresh4_stale``), split by dimension so no module
holds more than a few hundred lines; this module lists the templates and writes the set.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from cairn.bench.memfresh4_first import (
    code_owner_of_directory,
    flag_rollout_in_flag_file,
    pool_size_in_service_config,
    tls_issuer_in_cert_inventory,
    translation_vendor_for_locale,
)
from cairn.bench.memfresh4_later import (
    batch_fleet_instance_type,
    build_tool_decision,
    dependency_bot_schedule,
    devcontainer_image_pin,
    incident_root_cause,
    merge_style_preference,
    quarantined_flaky_test,
    served_model_version,
    tenant_region_agreed,
    test_shard_count_agreed,
)
from cairn.bench.memfresh4_middle import (
    api_sunset_date_two_sources,
    cdn_cache_lifetime_two_sources,
    escalation_timeout_two_sources,
    slo_target_two_documents,
    topic_partition_count,
)
from cairn.bench.memfresh4_stale import (
    database_region_migrated,
    flag_ramp_changed,
    oncall_primary_swapped,
    pool_size_reduced,
    served_model_rolled_back,
)
from cairn.bench.memgen import NamedSpec as Spec
from cairn.bench.memset import HeldOutSet

SEED = 20270214
SIZE = 125  # 25 cases per dimension, 5 templates of 5 cases each
SET_NAME = "fresh4"
DATA = Path(__file__).parent / "data"
FIRST = datetime(2025, 4, 7, 8, tzinfo=UTC)  # the earliest a case starts
PATH = DATA / "memfresh4.v1.jsonl"


TEMPLATES: tuple[Spec, ...] = (
    *(
        Spec("provenance_accuracy", f)
        for f in (
            flag_rollout_in_flag_file,
            pool_size_in_service_config,
            tls_issuer_in_cert_inventory,
            code_owner_of_directory,
            translation_vendor_for_locale,
        )
    ),
    *(
        Spec("contradiction_detection", f)
        for f in (
            cdn_cache_lifetime_two_sources,
            slo_target_two_documents,
            topic_partition_count,
            escalation_timeout_two_sources,
            api_sunset_date_two_sources,
        )
    ),
    *(
        Spec("six_month_recall", f)
        for f in (
            build_tool_decision,
            batch_fleet_instance_type,
            incident_root_cause,
            devcontainer_image_pin,
            served_model_version,
        )
    ),
    *(
        Spec("cross_session_continuity", f)
        for f in (
            merge_style_preference,
            quarantined_flaky_test,
            test_shard_count_agreed,
            dependency_bot_schedule,
            tenant_region_agreed,
        )
    ),
    *(
        Spec("stale_belief_resistance", f)
        for f in (
            flag_ramp_changed,
            oncall_primary_swapped,
            pool_size_reduced,
            database_region_migrated,
            served_model_rolled_back,
        )
    ),
)


SET = HeldOutSet(SET_NAME, TEMPLATES, SEED, SIZE, PATH, first=FIRST, days=300, hours=9)
generate, write, sha256 = SET.generate, SET.write, SET.sha256

if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
