"""A third generated memory benchmark, held out entirely, to measure whether judgment generalizes.

Written apart from the judgment rules (the reader and the policy modules were not opened while it
was written) and apart from the templates of ``bench.memgen_templates`` and ``bench.memfresh``:
its own subjects (message queues, feature flags, cron jobs, SDK versions, on-call rotations, code
owners, lint rules, build caches, flaky tests), its own pools of names, and the way developers
write in chat, PR descriptions, incident notes, standups and commit messages: hedges ("I think",
"pretty sure"), "we ended up", "turns out", "per X", "as of", parentheticals, lists, questions
asked in other words than the memory. Several entities per case with distractors in the same
frame; corrections carry no ``supersedes`` field; events are listed out of time order (their
times kept).

``SIZE`` cases over the five Hexis dimensions in equal parts, seeded. Unlike ``bench.memfresh``
there is no dev half: the whole set is held out (nothing may be tuned against it). The frozen
copy under ``bench/data`` was written, and main scored on it, before any rule looked at it; a
test checks the generator still writes it byte for byte. The case schema and its writer
(``memgen.Case``) are shared with ``bench.memgen``; no template text is.

The pools and the templates live beside this module (``memfresh2_pools``, ``memfresh2_first``,
``memfresh2_later``), split by dimension so no module holds more than a few hundred lines; this
module lists the templates and writes the set.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from cairn.bench.memfresh2_first import (
    codeowners_two_sources,
    cron_schedule_disagreement,
    dlq_threshold_agrees,
    flag_rollout_disagreement,
    lint_rule_in_config,
    oncall_primary_disagreement,
    queue_timeout_per_runbook,
    sdk_pin_in_lockfile,
)
from cairn.bench.memfresh2_later import (
    batch_size_turns_out,
    broker_choice_long_ago,
    cache_bucket_long_ago,
    codeowners_moved,
    concurrency_dropped,
    flag_owner_long_ago,
    flaky_test_cause,
    lint_exception_pr_long_ago,
    rotation_taken_over,
    sdk_bumped_later,
    standup_blocker,
    who_took_which_task,
)
from cairn.bench.memgen import NamedSpec as Spec
from cairn.bench.memset import HeldOutSet

SEED = 20261217
SIZE = 120  # 24 cases per dimension, 6 per template
SET_NAME = "fresh2"
DATA = Path(__file__).parent / "data"
FIRST = datetime(2025, 3, 3, 8, tzinfo=UTC)  # the earliest a case starts
PATH = DATA / "memfresh2.v1.jsonl"


# -- the set ---------------------------------------------------------------------------------------


TEMPLATES: tuple[Spec, ...] = (
    *(
        Spec("provenance_accuracy", f)
        for f in (
            queue_timeout_per_runbook,
            sdk_pin_in_lockfile,
            codeowners_two_sources,
            lint_rule_in_config,
        )
    ),
    *(
        Spec("contradiction_detection", f)
        for f in (
            flag_rollout_disagreement,
            cron_schedule_disagreement,
            oncall_primary_disagreement,
            dlq_threshold_agrees,
        )
    ),
    *(
        Spec("six_month_recall", f)
        for f in (
            cache_bucket_long_ago,
            broker_choice_long_ago,
            lint_exception_pr_long_ago,
            flag_owner_long_ago,
        )
    ),
    *(
        Spec("cross_session_continuity", f)
        for f in (standup_blocker, who_took_which_task, batch_size_turns_out, flaky_test_cause)
    ),
    *(
        Spec("stale_belief_resistance", f)
        for f in (sdk_bumped_later, rotation_taken_over, concurrency_dropped, codeowners_moved)
    ),
)


SET = HeldOutSet(SET_NAME, TEMPLATES, SEED, SIZE, PATH, first=FIRST, days=300, hours=9)
generate, write, sha256 = SET.generate, SET.write, SET.sha256

if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
