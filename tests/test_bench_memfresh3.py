"""The held-out memory benchmark `fresh3` (written apart from the rules and from the other sets'
templates, no dev half): the shared checks of ``tests.memset_kit`` (the committed copy is what the
seeded generator writes, every case is valid in the Hexis case schema, the dimensions have equal
shares, every expected answer is stated in a cited event and in no uncited one, every forbidden
answer is a real distractor that no cited event states, no text is a text of another set,
corrections carry no ``supersedes`` field, events are listed out of time order, some
contradiction cases have sources that agree, and the judgment code names none of the set's
entities)."""

from __future__ import annotations

from cairn.bench import memfresh2_pools, memfresh3, memfresh3_pools, memfresh_pools

from .memset_kit import HeldOutSetChecks


class TestFresh3(HeldOutSetChecks):
    module = memfresh3
    cases_at_least = 120
    templates_at_least = 20

    def entities(self) -> set[str]:
        m = memfresh3_pools
        return (
            set(m.PEOPLE)
            | set(m.PARTNERS)
            | set(m.SERVICES)
            | set(m.IMAGES)
            | set(m.REPOS)
            | set(m.LOG_INDEXES)
            | set(m.SECRETS)
            | set(m.CLIENTS)
            | set(m.TRAINS)
            | set(m.DEPENDENCIES)
            | set(m.PIPELINES)
            | {t for pair in m.TABLES for t in pair}
            | set(m.SCHEMAS)
            | set(m.SCHEMA_TEAMS)
            | set(m.TASKS)
            | {n for pair in m.IDENTIFIERS for n in pair}
        )

    def earlier_pools(self) -> set[str]:
        """The named pools of the first fresh set and of `fresh2` only: this set was written
        before the check read every earlier pool, and shares ``catalog``, ``identity`` and
        ``Tomasz`` with the first generated set's."""
        a, b = memfresh_pools, memfresh2_pools
        return {
            w.lower()
            for w in (
                *a.SERVICES,
                *a.PEOPLE,
                *a.REPOS,
                *a.CLUSTERS,
                *a.DEPENDENCIES,
                *b.PEOPLE,
                *b.QUEUES,
                *b.FLAGS,
                *b.CRON_JOBS,
                *b.SDKS,
                *b.ROTATIONS,
                *b.TEAMS,
                *b.REPOS,
                *b.LINT_RULES,
                *b.CACHE_BUCKETS,
                *b.FLAKY_TESTS,
            )
        }
