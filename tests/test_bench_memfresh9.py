"""The held-out memory benchmark `fresh9` (written blind: apart from the judgment code and from
the other sets' templates and data; no dev half; its pools in ``bench.memfresh9_pools``): the
shared checks of ``tests.memset_kit``, and its own: every expected answer is stated in the
events, each template asks about its own subject, values the question asks in another unit are
expected as the events state them, and corrections never repeat the old value."""

from __future__ import annotations

import copy

from cairn.bench import hexis, memfresh9, memfresh9_pools

from .memset_kit import HeldOutSetChecks, defects


class TestFresh9(HeldOutSetChecks):
    module = memfresh9

    def entities(self) -> set[str]:
        """The named subjects of the set: people and the subjects' codenames. What the teams
        work on, surfaces, channels, formats and prefixes are shared vocabulary."""
        m = memfresh9_pools
        return {*m.PEOPLE, *(name for name, _ in m.SUBJECTS)}

    def test_every_expected_answer_is_stated_in_the_events(self) -> None:
        for case in self.committed():
            text = "\n".join(e["content"] for e in case["events"])
            assert all(hexis.contains(text, a) for a in case["expected"]["answers"])

    def test_an_answer_missing_from_the_events_is_found(self) -> None:
        """Control: an answer no event states is reported by the fairness check."""
        case = copy.deepcopy(self.committed()[0])
        case["expected"]["answers"] = ["Zz-000"]
        assert "answer not cited: Zz-000" in defects(case)

    def test_there_are_twenty_subjects_and_each_case_asks_about_one_of_them(self) -> None:
        names = {name for name, _ in memfresh9_pools.SUBJECTS}
        assert len(names) == 20
        for case in self.committed():
            assert any(n in case["query"]["text"] for n in names), case["case_id"]

    def test_unit_questions_expect_the_unit_the_events_state(self) -> None:
        topics = {"pasted_table_row": "GB", "ticket_timeout_seconds": "seconds"}
        topics["old_capacity_units"] = "TB"
        for case in self.committed():
            unit = topics.get(case["topic"])
            if unit:
                assert unit not in case["query"]["text"]
                assert all(a.endswith(unit) for a in case["expected"]["answers"])

    def test_stale_corrections_cite_only_the_latest_event(self) -> None:
        for case in self.committed():
            if case["dimension"] != "stale_belief_resistance":
                continue
            (cited,) = case["expected"]["citations"]
            latest = max(case["events"], key=lambda e: e["at"])
            assert latest["event_id"] == cited
