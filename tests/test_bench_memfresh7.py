"""The held-out memory benchmark `fresh7` (written apart from the rules and from the other sets'
templates, no dev half, its pools in ``bench.memfresh7_pools``): the shared checks of
``tests.memset_kit`` (the committed copy is what the seeded generator writes, every case is valid
in the Hexis case schema, the dimensions have equal shares, every expected answer is stated in a
cited event and in no uncited one, every forbidden answer is a real distractor that no cited
event states, no text or pool name is one of another set, corrections carry no ``supersedes``
field, events are listed out of time order, some contradiction cases have sources that agree, and
the judgment code names none of the set's entities), and its own: every case holds at least four
events, word overlap alone scores under 70, and some values are stated in another unit than the
question suggests."""

from __future__ import annotations

import re

from cairn.bench import hexis, memfresh7, memfresh7_pools

from .memset_kit import HeldOutSetChecks, prediction


class TestFresh7(HeldOutSetChecks):
    module = memfresh7

    def entities(self) -> set[str]:
        """The named subjects of the set: people, databases, web apps, packages, endpoints,
        queues, office areas, grants, printers, feature flags, teams, mobile apps and audit
        vendors. Shared vocabulary (identity providers, licences, locales, severities, cache
        products, instruments, weekdays) is not a name."""
        m = memfresh7_pools
        return {
            *m.PEOPLE,
            *m.DATABASES,
            *m.WEBAPPS,
            *m.PACKAGES,
            *m.ENDPOINTS,
            *m.QUEUES,
            *m.FLOORS,
            *m.GRANTS,
            *m.PRINTERS,
            *m.FLAGS,
            *m.TEAMS,
            *m.APPS,
            *m.VENDORS,
        }

    def test_every_case_has_a_distractor_and_enough_events_to_hide_it(self) -> None:
        for case in self.committed():
            assert case["expected"]["forbidden_answers"], case["case_id"]
            assert len(case["events"]) >= 4, case["case_id"]

    def test_word_overlap_alone_scores_under_70_and_the_cited_texts_score_full_marks(
        self,
    ) -> None:
        """The set is not too easy for word overlap: Hexis's transcript baseline (every event
        that shares a word with the question, at most four) stays under 70 overall, and under 100
        in every dimension, while a prediction made of the cited texts scores 100 (the
        control)."""
        cases = self.committed()
        baseline = hexis.score(cases, [hexis.baseline_predict(c) for c in cases])
        assert baseline.overall < 70.0
        assert max(baseline.dimensions.values()) < 100.0
        cited = [
            prediction(
                c,
                "\n".join(
                    e["content"] for e in c["events"] if e["event_id"] in c["expected"]["citations"]
                ),
            )
            for c in cases
        ]
        assert hexis.score(cases, cited).overall == 100.0

    def test_some_values_are_stated_in_another_unit_than_the_question_suggests(self) -> None:
        """Eviction ages are configured in seconds and asked about without a unit; log retention
        is in days in the memo and in hours in the config, and the two agree exactly when the
        hours are 24 times the days (then no source is flagged)."""
        cases = self.committed()
        evictions = [c for c in cases if c["topic"] == "cache_eviction_age"]
        retention = [c for c in cases if c["topic"] == "log_retention_units"]
        assert len(evictions) == len(retention) == 5
        for case in evictions:
            (answer,) = case["expected"]["answers"]
            assert int(answer) % 86400 == 0 and "second" not in case["query"]["text"]
        for case in retention:
            text = " ".join(e["content"] for e in case["events"] if e["event_id"].endswith("-cfg"))
            hours = int(re.findall(r"retention_hours: (\d+)", text)[0])
            memo = next(e["content"] for e in case["events"] if e["event_id"].endswith("-memo"))
            days = int(re.findall(r"(\d+) days", memo)[0])
            agree = hours == 24 * days
            assert agree == (not case["expected"]["contradictions"]), case["case_id"]
            assert (str(hours) in case["expected"]["answers"]) == (not agree), case["case_id"]
