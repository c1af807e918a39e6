"""The held-out memory set `fresh21` (written blind; pools in ``bench.memfresh21_pools``): the
shared kit's checks, and checks of its own. Each answer is said by some event; a question is
about exactly one subject, and every event it cites names that subject; a stale case's
correction is its latest event and does not say the old value again; continuity facts come
from two sessions and the question from a third; wrong answers appear only in events that are
not cited; the question kinds asked for (who, yes/no, a named source, do two sources agree)
are all there; counts keep their digits apart; at least fifteen relations are asked about.
Each check is paired with a control that shows it fails on a planted defect."""

from __future__ import annotations

import copy
import re
from collections import Counter
from typing import Any

from cairn.bench import hexis, memfresh21, memfresh21_pools

from .memset_kit import HeldOutSetChecks

CODES = set(memfresh21_pools.CODES)
PEOPLE = set(memfresh21_pools.PEOPLE)
CaseData = dict[str, Any]


def unsaid(case: CaseData) -> list[str]:
    """The expected answers that no event of the case says."""
    said = "\n".join(e["content"] for e in case["events"])
    return [a for a in case["expected"]["answers"] if not hexis.contains(said, a)]


def codes_in(text: str) -> set[str]:
    return {code for code in CODES if hexis.contains(text, code)}


def subject_faults(case: CaseData) -> list[str]:
    """A question that names no subject or more than one, or a cited event that does not
    name the subject asked about."""
    asked = codes_in(case["query"]["text"])
    if len(asked) != 1:
        return [f"the question names {sorted(asked)}"]
    said = {e["event_id"]: e["content"] for e in case["events"]}
    return [i for i in case["expected"]["citations"] if not asked <= codes_in(said[i])]


def cited_wrong_answers(case: CaseData) -> list[str]:
    """The forbidden answers that a cited event says."""
    said = {e["event_id"]: e["content"] for e in case["events"]}
    cited = "\n".join(said[i] for i in case["expected"]["citations"])
    return [f for f in case["expected"]["forbidden_answers"] if hexis.contains(cited, f)]


def digit_faults(case: CaseData) -> list[str]:
    """Two-digit counts among the expected and forbidden answers that are 31 or less, a round
    ten, a repeated digit, or share a tens or a units digit with another."""
    values = [
        int(v)
        for v in case["expected"]["answers"] + case["expected"]["forbidden_answers"]
        if re.fullmatch(r"\d{2}", v)
    ]
    out = [f"{v} is 31 or less" for v in values if v <= 31]
    out += [f"{v} is round or repeats a digit" for v in values if v % 10 == 0 or v // 10 == v % 10]
    tens, units = {v // 10 for v in values}, {v % 10 for v in values}
    if len(tens) < len(values) or len(units) < len(values):
        out.append(f"{values} share a digit")
    return out


class TestFresh21(HeldOutSetChecks):
    module = memfresh21

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    def dimension(self, name: str) -> list[CaseData]:
        cases = [c for c in self.committed() if c["dimension"] == name]
        assert len(cases) == 25
        return cases

    def test_every_expected_answer_is_said_by_an_event(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := unsaid(c))} == {}

    def test_an_answer_nobody_said_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[5])
        case["expected"]["answers"] = ["Qx-731"]
        assert unsaid(case) == ["Qx-731"]

    def test_each_case_asks_about_one_subject_and_cites_events_naming_it(self) -> None:
        assert len(CODES) == 20
        assert sum(s.software for s in memfresh21_pools.SUBJECTS) == 10
        assert {c["case_id"]: f for c in self.committed() if (f := subject_faults(c))} == {}
        for name in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(name)))
            assert asked == CODES

    def test_a_question_naming_two_subjects_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[11])
        (mine,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {mine})[0]
        case["query"]["text"] += f" And {extra}?"
        assert subject_faults(case) == [f"the question names {sorted({mine, extra})}"]

    def test_a_templates_five_cases_ask_about_five_subjects(self) -> None:
        asked: dict[str, set[str]] = {}
        for case in self.committed():
            asked.setdefault(case["topic"], set()).update(codes_in(case["query"]["text"]))
        assert {len(v) for v in asked.values()} == {5}

    def test_a_correction_is_the_latest_event_and_does_not_say_the_old_value(self) -> None:
        for case in self.dimension("stale_belief_resistance"):
            assert cited_wrong_answers(case) == []
            (fix,) = case["expected"]["citations"]
            assert max(case["events"], key=lambda e: e["at"])["event_id"] == fix

    def test_a_correction_saying_the_old_value_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[4])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" Before, it was {old}."
        assert cited_wrong_answers(case) == [old]

    def test_continuity_facts_come_from_two_sessions_and_the_question_from_a_third(
        self,
    ) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            cited = {session[i] for i in case["expected"]["citations"]}
            assert len(cited) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_wrong_answers_appear_only_in_uncited_events(self) -> None:
        for case in self.committed():
            assert case["expected"]["forbidden_answers"]
            assert cited_wrong_answers(case) == []
            cited = set(case["expected"]["citations"])
            rest = "\n".join(e["content"] for e in case["events"] if e["event_id"] not in cited)
            for wrong in case["expected"]["forbidden_answers"]:
                assert hexis.contains(rest, wrong), (case["case_id"], wrong)

    def test_fifteen_pairs_disagree_and_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        for case in self.dimension("contradiction_detection"):
            assert "conflict" not in case["query"]["text"].lower()

    def test_counts_keep_their_digits_apart(self) -> None:
        assert {c["case_id"]: f for c in self.committed() if (f := digit_faults(c))} == {}

    def test_counts_too_alike_are_reported(self) -> None:
        case = copy.deepcopy(self.committed()[1])
        case["expected"]["answers"] = ["63"]
        case["expected"]["forbidden_answers"] = ["68", "70", "29"]
        assert digit_faults(case) == [
            "29 is 31 or less",
            "70 is round or repeats a digit",
            "[63, 68, 70, 29] share a digit",
        ]

    def test_the_question_kinds_asked_for_are_there(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        named = [
            q
            for q in questions
            if re.search(r"\b(minutes|runbook|handbook|wiki|tracker|on-call page)\b", q)
        ]
        agree = [q for q in questions if re.search(r"\b(agree|same|in line|match)\b", q)]
        assert len(who) >= 15 and len(yes_no) >= 10 and len(named) >= 15 and len(agree) >= 10

    def test_at_least_fifteen_relations_over_the_templates(self) -> None:
        """Each template's docstring names its relation; the relations counted here are the
        template names' key words, one per template, at least fifteen different ones."""
        relation = {
            "approver": "approver",
            "cap": "cap",
            "where": "place",
            "format": "format",
            "contact": "contact",
            "threshold": "threshold",
            "due_date": "deadline",
            "build": "version",
            "weekday": "weekday",
            "owner": "owner",
            "tool": "tool",
            "first_step": "order of steps",
            "announcements": "channel",
            "turnout": "count",
            "start": "start time",
            "key": "key holder",
            "moved": "place",
            "limit": "cap",
            "duration": "duration",
        }
        topics = Counter(c["topic"] for c in self.committed())
        found = {v for k, v in relation.items() if any(k in t for t in topics)}
        assert len(found) >= 15, sorted(found)
