"""The held-out memory benchmark `fresh20` (written blind; pools in ``bench.memfresh20_pools``):
the kit's shared checks, and the set's own: each expected answer is written in some event,
each question names one subject and each cited event names it too, a correction neither
repeats the value it replaces nor comes before it, each continuity case cites two sessions
and asks in a third, each distractor sits only in uncited events, who-questions and questions
naming a source are there, and counts keep apart. Each check has a control on a broken case."""

from __future__ import annotations

import copy
import re
from typing import Any

from cairn.bench import hexis, memfresh20, memfresh20_pools

from .memset_kit import HeldOutSetChecks

CODES = set(memfresh20_pools.CODES)
PEOPLE = set(memfresh20_pools.PEOPLE)
CaseData = dict[str, Any]


def missing_answers(case: CaseData) -> list[str]:
    """Expected answers that no event of the case writes."""
    body = "\n".join(e["content"] for e in case["events"])
    return [a for a in case["expected"]["answers"] if not hexis.contains(body, a)]


def named_subjects(text: str) -> set[str]:
    return {code for code in CODES if hexis.contains(text, code)}


def off_subject(case: CaseData) -> list[str]:
    """What is wrong with whom a case is about: a question naming no subject or two, or a
    cited event not naming the asked subject."""
    asked = named_subjects(case["query"]["text"])
    if len(asked) != 1:
        return [f"question names {sorted(asked)}"]
    body = {e["event_id"]: e["content"] for e in case["events"]}
    return [i for i in case["expected"]["citations"] if not asked <= named_subjects(body[i])]


def echoed_old_values(case: CaseData) -> list[str]:
    """Forbidden answers a cited event also writes."""
    body = {e["event_id"]: e["content"] for e in case["events"]}
    cited = "\n".join(body[i] for i in case["expected"]["citations"])
    return [f for f in case["expected"]["forbidden_answers"] if hexis.contains(cited, f)]


def numbers_too_close(case: CaseData) -> list[str]:
    """Counts (two-digit numbers outside clock times, ids and dates) above 31 that are a
    round ten, repeat their digit, or share a tens or units digit with another count of the
    case's expected or forbidden answers."""
    values = [
        int(v)
        for v in case["expected"]["answers"] + case["expected"]["forbidden_answers"]
        if re.fullmatch(r"\d{2}", v)
    ]
    out = [f"{v} is round or repeats a digit" for v in values if v % 10 == 0 or v // 10 == v % 10]
    out += [f"{v} is not above 31" for v in values if v <= 31]
    if len({v // 10 for v in values}) < len(values) or len({v % 10 for v in values}) < len(values):
        out.append(f"{values} share a digit")
    return out


class TestFresh20(HeldOutSetChecks):
    module = memfresh20

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    def by_dimension(self, dimension: str) -> list[CaseData]:
        cases = [c for c in self.committed() if c["dimension"] == dimension]
        assert len(cases) == 25
        return cases

    def test_every_expected_answer_is_written_in_an_event(self) -> None:
        assert {c["case_id"]: m for c in self.committed() if (m := missing_answers(c))} == {}

    def test_a_missing_answer_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[3])
        case["expected"]["answers"] = ["Zq-905"]
        assert missing_answers(case) == ["Zq-905"]

    def test_each_case_is_about_one_subject_of_its_own(self) -> None:
        assert len(CODES) == 20 and sum(s.software for s in memfresh20_pools.SUBJECTS) == 10
        assert {c["case_id"]: o for c in self.committed() if (o := off_subject(c))} == {}
        for dimension in hexis.DIMENSIONS:
            asked = {
                next(iter(named_subjects(c["query"]["text"]))) for c in self.by_dimension(dimension)
            }
            assert asked == CODES

    def test_a_question_about_two_subjects_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[7])
        (mine,) = named_subjects(case["query"]["text"])
        second = sorted(CODES - {mine})[-1]
        case["query"]["text"] = f"{case['query']['text']} What about {second}?"
        assert off_subject(case) == [f"question names {sorted({mine, second})}"]

    def test_a_templates_five_cases_ask_about_five_subjects(self) -> None:
        per_topic: dict[str, set[str]] = {}
        for case in self.committed():
            per_topic.setdefault(case["topic"], set()).update(named_subjects(case["query"]["text"]))
        assert set(map(len, per_topic.values())) == {5}

    def test_corrections_come_last_and_never_repeat_the_replaced_value(self) -> None:
        for case in self.by_dimension("stale_belief_resistance"):
            assert echoed_old_values(case) == []
            (cited,) = case["expected"]["citations"]
            assert max(case["events"], key=lambda e: e["at"])["event_id"] == cited

    def test_a_correction_that_repeats_the_old_value_is_reported(self) -> None:
        case = copy.deepcopy(self.by_dimension("stale_belief_resistance")[2])
        (cited,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == cited:
                e["content"] = f"{e['content']} (was {old})"
        assert echoed_old_values(case) == [old]

    def test_continuity_cites_two_sessions_and_asks_in_a_third(self) -> None:
        for case in self.by_dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            cited = {session[i] for i in case["expected"]["citations"]}
            assert len(cited) == 2 and case["query"]["session_id"] not in cited
            assert len(case["expected"]["answers"]) == 2

    def test_distractors_sit_only_in_uncited_events(self) -> None:
        for case in self.committed():
            assert echoed_old_values(case) == []
            uncited = "\n".join(
                e["content"]
                for e in case["events"]
                if e["event_id"] not in case["expected"]["citations"]
            )
            assert all(hexis.contains(uncited, f) for f in case["expected"]["forbidden_answers"])

    def test_the_contradiction_split_is_fifteen_flagged_and_ten_agreeing(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        for case in self.by_dimension("contradiction_detection"):
            assert "conflict" not in case["query"]["text"].lower()

    def test_counts_keep_their_digits_apart(self) -> None:
        assert {c["case_id"]: n for c in self.committed() if (n := numbers_too_close(c))} == {}

    def test_numbers_too_close_are_reported(self) -> None:
        case = copy.deepcopy(self.committed()[0])
        case["expected"]["answers"] = ["47"]
        case["expected"]["forbidden_answers"] = ["57", "50"]
        assert numbers_too_close(case) == [
            "50 is round or repeats a digit",
            "[47, 57, 50] share a digit",
        ]

    def test_who_questions_yes_no_questions_and_named_sources_are_asked(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose|which person)\b", q, re.I)]
        still = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        sources = [
            q for q in questions if re.search(r"\b(wiki|minutes|tracker|runbook|handbook)\b", q)
        ]
        assert len(who) >= 15 and len(still) >= 10 and len(sources) >= 15
