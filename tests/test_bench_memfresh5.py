"""The held-out memory benchmark `fresh5` (written apart from the rules and from the other sets'
templates, no dev half): the shared checks of ``tests.memset_kit`` (the committed copy is what
the seeded generator writes, every case is valid in the Hexis case schema, the dimensions have
equal shares, every expected answer is stated in a cited event and in no uncited one, every
forbidden answer is a real distractor that no cited event states, every case has a distractor,
no text or pool name is one of another set, corrections carry no ``supersedes`` field, events
are listed out of time order, some contradiction cases have sources that agree, and the
judgment code names none of the set's entities), and its own: word overlap alone does not answer
the set, and some agreeing sources say the same thing in other words."""

from __future__ import annotations

from cairn.bench import hexis, memfresh5, memfresh5_pools

from .memset_kit import HeldOutSetChecks


class TestFresh5(HeldOutSetChecks):
    module = memfresh5
    earlier_pools_at_least = 200

    def entities(self) -> set[str]:
        """The named subjects of the set: people, products, plans, databases, mail providers,
        teams, indexes, analyzers, services, apps, documentation sites and generators, tables,
        analytics event names, design systems, reports, repositories, lint rules, jobs, areas,
        customers. Shared vocabulary (log levels, cadences, time zones, clock times) is not a
        name."""
        m = memfresh5_pools
        return {
            *m.PEOPLE,
            *m.PRODUCTS,
            *m.PLANS,
            *m.DATABASES,
            *m.MAIL_PROVIDERS,
            *m.ML_TEAMS,
            *m.SEARCH_INDEXES,
            *m.ANALYZERS,
            *m.SERVICES,
            *m.WEB_APPS,
            *m.DOC_SITES,
            *m.GENERATORS,
            *(t for t, _, _ in m.TABLES),
            *(name for _, final, draft in m.ACTIONS for name in (final, draft)),
            *m.DESIGN_SYSTEMS,
            *m.APPS,
            *m.REPORTS,
            *m.LINT_REPOS,
            *m.LINT_RULES,
            *m.JOBS,
            *(area for area, _ in m.AREAS),
            *m.CUSTOMERS,
        }

    def test_word_overlap_alone_does_not_answer_the_set(self) -> None:
        """The append-only transcript baseline (word overlap) stays far below full marks on the
        set and on each dimension, while it does answer some cases of every dimension."""
        cases = self.committed()
        scores = hexis.score(cases, [hexis.baseline_predict(c) for c in cases])
        assert scores.overall < 70.0
        dims = scores.as_dict()["dimensions"]
        assert all(0.0 < dims[d] < 90.0 for d in hexis.DIMENSIONS), dims

    def test_some_agreeing_sources_say_the_same_thing_in_other_words(self) -> None:
        """At least five cases flag a disagreement (both values expected); of the agreeing
        ones, some state the single answer in only one of their two sources."""
        flagged, agreeing = self.contradiction_cases()
        assert len(flagged) >= 5
        assert all(len(c["expected"]["answers"]) == 2 for c in flagged)
        worded = 0
        for case in agreeing:
            text = {e["event_id"]: e["content"] for e in case["events"]}
            (answer,) = case["expected"]["answers"]
            stated = [hexis.contains(text[i], answer) for i in case["expected"]["citations"]]
            worded += not all(stated)
        assert worded >= 3
