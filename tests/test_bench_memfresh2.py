"""The held-out memory benchmark `fresh2` (written apart from the rules, no dev half): the
committed copy is what the seeded generator writes, every case is valid in the Hexis case
schema, the dimensions have equal shares, every expected answer is stated in a cited event and no
forbidden one is (while some uncited event does state it: each forbidden answer is a real
distractor), no text is a text of another set, corrections carry no ``supersedes`` field, events
are listed out of time order, and the judgment code names none of the set's entities (the
shared checks of ``tests.memset_kit``). An answer an uncited event also states is allowed here:
the set was written before that check."""

from __future__ import annotations

from typing import ClassVar

from cairn.bench import memfresh2, memfresh2_pools, memfresh_pools

from .memset_kit import HeldOutSetChecks


class TestFresh2(HeldOutSetChecks):
    module = memfresh2
    cases_at_least = 100
    templates_at_least = 20
    templates_per_dimension_at_least = 4
    echo: ClassVar[bool] = False
    earlier_pools_at_least = 40

    def entities(self) -> set[str]:
        m = memfresh2_pools
        return (
            set(m.PEOPLE)
            | set(m.QUEUES)
            | set(m.FLAGS)
            | set(m.CRON_JOBS)
            | set(m.SDKS)
            | set(m.ROTATIONS)
            | set(m.TEAMS)
            | set(m.CODE_PATHS)
            | set(m.REPOS)
            | set(m.LINT_RULES)
            | set(m.CACHE_BUCKETS)
            | set(m.FLAKY_TESTS)
        )

    def earlier_pools(self) -> set[str]:
        """The first fresh set's named pools only: this set was written before the check read
        every earlier pool, and shares ``data-pipelines`` and ``infra/terraform/`` with the
        first generated set's."""
        m = memfresh_pools
        return {w.lower() for w in (*m.SERVICES, *m.PEOPLE, *m.REPOS, *m.CLUSTERS, *m.DEPENDENCIES)}
