"""The held-out memory benchmark `fresh6` (written apart from the rules and from the other sets'
templates, no dev half): the shared checks of ``tests.memset_kit`` (the committed copy is what
the seeded generator writes, every case is valid in the Hexis case schema, the dimensions have
equal shares, every expected answer is stated in a cited event and in no uncited one, every
forbidden answer is a real distractor that no cited event states, no text or pool name is one of
another set, corrections carry no ``supersedes`` field, events are listed out of time order,
some contradiction cases have sources that agree, and the judgment code names none of the set's
entities), and its own: every case holds at least four events."""

from __future__ import annotations

from cairn.bench import memfresh6, memfresh6_pools

from .memset_kit import HeldOutSetChecks


class TestFresh6(HeldOutSetChecks):
    module = memfresh6

    def entities(self) -> set[str]:
        """The named subjects of the set: people, apps, registry projects, workloads, merchants,
        codebases, zones, sampled services, vendors, endpoints, tiers, streams, squads, roles,
        Terraform modules, caches, SDKs and DAGs. Shared vocabulary (provider products, regions,
        formats, eviction policies, migration tools) is not a name."""
        m = memfresh6_pools
        return {
            *m.PEOPLE,
            *m.APPS,
            *m.REGISTRY_PROJECTS,
            *m.WORKLOADS,
            *m.MERCHANTS,
            *m.CODEBASES,
            *m.ZONES,
            *m.SAMPLED,
            *m.VENDORS,
            *m.ENDPOINTS,
            *m.TIERS,
            *m.STREAMS,
            *m.SQUADS,
            *m.ROLES,
            *m.TF_MODULES,
            *m.CACHES,
            *m.SDKS,
            *m.DAGS,
            *m.KATAS,
        }

    def test_every_case_has_a_distractor_and_enough_events_to_hide_it(self) -> None:
        for case in self.committed():
            assert case["expected"]["forbidden_answers"], case["case_id"]
            assert len(case["events"]) >= 4, case["case_id"]
