"""The sixth held-out memory benchmark (set ``fresh6``), written apart from the judgment rules and
from the other sets' templates, in domains the earlier sets leave alone: push-notification
providers, container registries and image retention, Kubernetes limits, payment processors and
payouts, coverage gates, DNS record TTLs, error-tracker sampling, vendor contract renewals, API
page sizes, export data residency, migration tools, message formats, hardware orders, interview
loops, shared Terraform module ownership, app canaries, cache eviction and TTLs, SDK minimum OS
versions, support response commitments and orchestrator DAG schedules.

Texts read like ADRs, review comments, e-mails, stand-up notes, chat threads with several
speakers (one of them wrong), quoted config lines and procurement sheets, with hedges that are
later decided or dropped, reported speech and retractions. Every case has a distractor in the
same frame (the same attribute of another subject); corrections carry no ``supersedes`` field
and do not repeat the value they replace; events are listed out of time order (their times
kept); some sources agree in other words and some disagree; questions use other words than the
memory.

``SIZE`` cases over the five Hexis dimensions in equal parts, five templates per dimension,
seeded. No dev half: the whole set is held out. The frozen copy under ``bench/data`` was
written, and main scored on it, before any rule looked at it; a test checks the generator still
writes it byte for byte. The case writer (``memgen.Case``) is shared with ``bench.memgen``; no
template text is.

The pools and the templates live beside this module (``memfresh6_pools``, ``memfresh6_first``,
``memfresh6_later``, ``memfresh6_stale``), split by dimension so no module holds more than a few
hundred lines; this module lists the templates and writes the set.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from cairn.bench.memfresh6_first import (
    contract_renewal_disagreement,
    coverage_gate_two_places,
    dns_ttl_disagreement,
    export_residency_sources_agree,
    image_retention_from_config,
    memory_limit_from_review,
    page_size_sources_agree,
    payout_schedule_from_processor,
    push_vendor_per_adr,
    sampling_rate_disagreement,
)
from cairn.bench.memfresh6_later import (
    canary_where_we_left_it,
    dag_schedule_moved,
    eviction_policy_experiment,
    hardware_order_long_ago,
    interview_exercise_long_ago,
    migration_tool_decided_long_ago,
    sdk_min_os_review_pending,
    support_commitment_draft,
    terraform_module_owner_long_ago,
    wire_format_decided_long_ago,
)
from cairn.bench.memfresh6_stale import (
    cache_ttl_changed_after_incident,
    cpu_limit_raised,
    processor_switched,
    push_vendor_cut_over,
    registry_migrated,
)
from cairn.bench.memgen import NamedSpec as Spec
from cairn.bench.memset import HeldOutSet

SEED = 20260917
SIZE = 125  # 25 cases per dimension, 5 templates of 5 cases each
SET_NAME = "fresh6"
DATA = Path(__file__).parent / "data"
FIRST = datetime(2025, 10, 6, 8, tzinfo=UTC)  # the earliest a case starts
PATH = DATA / "memfresh6.v1.jsonl"


TEMPLATES: tuple[Spec, ...] = (
    *(
        Spec("provenance_accuracy", f)
        for f in (
            push_vendor_per_adr,
            image_retention_from_config,
            memory_limit_from_review,
            payout_schedule_from_processor,
            coverage_gate_two_places,
        )
    ),
    *(
        Spec("contradiction_detection", f)
        for f in (
            dns_ttl_disagreement,
            sampling_rate_disagreement,
            contract_renewal_disagreement,
            page_size_sources_agree,
            export_residency_sources_agree,
        )
    ),
    *(
        Spec("six_month_recall", f)
        for f in (
            migration_tool_decided_long_ago,
            wire_format_decided_long_ago,
            hardware_order_long_ago,
            interview_exercise_long_ago,
            terraform_module_owner_long_ago,
        )
    ),
    *(
        Spec("cross_session_continuity", f)
        for f in (
            canary_where_we_left_it,
            eviction_policy_experiment,
            sdk_min_os_review_pending,
            support_commitment_draft,
            dag_schedule_moved,
        )
    ),
    *(
        Spec("stale_belief_resistance", f)
        for f in (
            push_vendor_cut_over,
            cpu_limit_raised,
            cache_ttl_changed_after_incident,
            registry_migrated,
            processor_switched,
        )
    ),
)


SET = HeldOutSet(SET_NAME, TEMPLATES, SEED, SIZE, PATH, first=FIRST, days=300, hours=9)
generate, write, sha256 = SET.generate, SET.write, SET.sha256

if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
