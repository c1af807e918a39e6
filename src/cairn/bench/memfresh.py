"""A second generated memory benchmark, written apart from the first, to see whether judgment
generalizes.

``bench.memgen`` was written beside the rules and the rules were later looked at against its
dev half; a score on it can no longer tell a general rule from a fitted one. This set is
written independently of the Hexis texts and of ``bench.memgen_templates``: its own pools
(other services, people, repositories, tools), its own sentence frames and verbs, casual
corrections without a ``supersedes`` field, several people and several services per case,
distractors stated in the same frame as the fact asked about, and events listed in shuffled
order (their times kept: a correction still comes after what it corrects).

``SIZE`` cases over the five Hexis dimensions in equal parts, seeded; each template's instances
alternate between a *dev* half (the one rules may be looked at against) and a *test* half
(scored only to report). The frozen copies under ``bench/data`` were written, and main scored
on them, before any rule was changed; a test checks the generator still writes them byte for
byte. The case schema and its writer (``memgen.Case``) are shared with ``bench.memgen``; no
template text is.

The pools and the templates live beside this module (``memfresh_pools``, ``memfresh_first``,
``memfresh_later``, ``memfresh_stale``), split by dimension so no module holds more than a few
hundred lines; this module lists the templates and writes the set.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cairn.bench.memfresh_first import (
    ci_runtime_disagreement,
    dependency_pin_two_sources,
    incident_cause_postmortem,
    owner_disagreement,
    preference_of_one_person,
    production_version_two_verbs,
    repo_maintainers,
    retries_per_service,
    timeout_two_people,
    two_pipelines_same_frame,
)
from cairn.bench.memfresh_later import (
    alert_route_long_ago,
    branch_renamed,
    casual_correction,
    cluster_of_service_long_ago,
    command_long_ago,
    decision_long_ago,
    fix_in_second_pr,
    handoff_next_step,
    preference_changed_by_person,
    preference_long_ago,
)
from cairn.bench.memfresh_stale import (
    cron_moved,
    dependency_bumped,
    owner_handed_over,
    tool_replaced,
    zone_failover,
)
from cairn.bench.memgen import Case, Layout, file_sha256, halves, write_halves

SEED = 20261202
SIZE = 150  # 30 cases per dimension, 6 per template
SPLITS = ("dev", "test")
DATA = Path(__file__).parent / "data"


def path_for(split: str) -> Path:
    return DATA / f"memfresh-{split}.v1.jsonl"


# -- the set ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Spec:
    dimension: str
    write: Callable[[Case], None]

    @property
    def topic(self) -> str:
        return self.write.__name__

    @property
    def description(self) -> str:
        return " ".join((self.write.__doc__ or "").split("\n\n")[0].split())


TEMPLATES: tuple[Spec, ...] = (
    *(
        Spec("provenance_accuracy", f)
        for f in (
            retries_per_service,
            preference_of_one_person,
            incident_cause_postmortem,
            repo_maintainers,
            dependency_pin_two_sources,
        )
    ),
    *(
        Spec("contradiction_detection", f)
        for f in (
            production_version_two_verbs,
            timeout_two_people,
            two_pipelines_same_frame,
            ci_runtime_disagreement,
            owner_disagreement,
        )
    ),
    *(
        Spec("six_month_recall", f)
        for f in (
            cluster_of_service_long_ago,
            decision_long_ago,
            command_long_ago,
            preference_long_ago,
            alert_route_long_ago,
        )
    ),
    *(
        Spec("cross_session_continuity", f)
        for f in (
            casual_correction,
            fix_in_second_pr,
            handoff_next_step,
            preference_changed_by_person,
            branch_renamed,
        )
    ),
    *(
        Spec("stale_belief_resistance", f)
        for f in (dependency_bumped, cron_moved, owner_handed_over, tool_replaced, zone_failover)
    ),
)


def generate(seed: int = SEED, size: int = SIZE) -> dict[str, list[dict[str, Any]]]:
    """Every case, split into the dev and test halves (by instance of each template)."""
    return halves(
        TEMPLATES, Layout("fresh", seed, size, datetime(2025, 6, 2, 7, tzinfo=UTC), 240, 10)
    )


def write(folder: Path = DATA) -> dict[str, Path]:
    """Write both halves (the frozen copies); returns their paths."""
    return write_halves(folder, "memfresh", generate())


def sha256(split: str) -> str:
    return file_sha256(path_for(split))


if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copies is deliberate
    for split, written in write().items():
        print(split, written, sha256(split))
