"""The held-out memory benchmark `fresh19` (written blind; pools in ``bench.memfresh19_pools``):
the shared checks of ``tests.memset_kit`` and its own: every answer is stated in the events,
each question names its own subject and every cited event names it, corrections never repeat
the value they replace and come last, and each has a control that fails on a broken case."""

from __future__ import annotations

import copy
from typing import Any

from cairn.bench import hexis, memfresh19, memfresh19_pools

from .memset_kit import HeldOutSetChecks

CODES = set(memfresh19_pools.CODES)
PEOPLE = set(memfresh19_pools.PEOPLE)
CaseData = dict[str, Any]


def unstated(case: CaseData) -> list[str]:
    text = "\n".join(e["content"] for e in case["events"])
    return [a for a in case["expected"]["answers"] if not hexis.contains(text, a)]


def subjects(text: str) -> set[str]:
    return {c for c in CODES if hexis.contains(text, c)}


def stray(case: CaseData) -> list[str]:
    asked = subjects(case["query"]["text"])
    if len(asked) != 1:
        return [f"question names {sorted(asked)}"]
    text = {e["event_id"]: e["content"] for e in case["events"]}
    return [i for i in case["expected"]["citations"] if not asked <= subjects(text[i])]


def repeats(case: CaseData) -> list[str]:
    text = {e["event_id"]: e["content"] for e in case["events"]}
    cited = "\n".join(text[i] for i in case["expected"]["citations"])
    return [f for f in case["expected"]["forbidden_answers"] if hexis.contains(cited, f)]


class TestFresh19(HeldOutSetChecks):
    module = memfresh19

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    def test_every_answer_is_stated(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := unstated(c))} == {}

    def test_an_unstated_answer_is_found(self) -> None:
        case = copy.deepcopy(self.committed()[0])
        case["expected"]["answers"] = ["Qx-907"]
        assert unstated(case) == ["Qx-907"]

    def test_each_case_asks_about_its_own_subject(self) -> None:
        assert len(CODES) == 20 and sum(s.software for s in memfresh19_pools.SUBJECTS) == 10
        assert {c["case_id"]: s for c in self.committed() if (s := stray(c))} == {}

    def test_a_question_naming_two_subjects_is_found(self) -> None:
        case = copy.deepcopy(self.committed()[0])
        (mine,) = subjects(case["query"]["text"])
        other = sorted(CODES - {mine})[0]
        case["query"]["text"] += f" And {other}?"
        assert stray(case) == [f"question names {sorted({mine, other})}"]

    def test_corrections_do_not_repeat_the_old_value_and_come_last(self) -> None:
        cases = [c for c in self.committed() if c["dimension"] == "stale_belief_resistance"]
        assert len(cases) == 25
        for case in cases:
            assert repeats(case) == []
            (cited,) = case["expected"]["citations"]
            assert max(case["events"], key=lambda e: e["at"])["event_id"] == cited

    def test_a_correction_repeating_the_old_value_is_found(self) -> None:
        case = copy.deepcopy(
            next(c for c in self.committed() if c["dimension"] == "stale_belief_resistance")
        )
        (cited,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == cited:
                e["content"] += f" (not {old})"
        assert repeats(case) == [old]

    def test_no_contradiction_question_says_conflict(self) -> None:
        for case in self.committed():
            assert "conflict" not in case["query"]["text"].lower()
