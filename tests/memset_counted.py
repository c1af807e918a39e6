"""The checks two blind held-out memory sets share word for word (`fresh38`, and `fresh39`, whose
author took `fresh38`'s test as its layout): every expected answer is said by some event; a
question names exactly one codename and every event it cites names it too; distractors are said
only by events that are not cited; a stale case ends on a plain correction that does not repeat
the value it replaces; continuity asks in a session of its own about facts from two others;
recall asks about seven months later, under nine to eleven team chat lines; the counts of a case
keep their digits apart. A check that could pass on nothing has a planted fault beside it. A
set's test file subclasses ``CountedSetChecks`` and gives its counts as class attributes; its
own checks (the page's question kinds, surfaces and relation words) stay in its file."""

from __future__ import annotations

import copy
import re
from types import ModuleType
from typing import Any, ClassVar

from cairn.bench import hexis

from .memset_kit import (
    HeldOutSetChecks,
    at,
    check_corrections_last,
    check_distractors_outside_citations,
    check_no_cited_text_answers_two_cases,
    codes_in,
    count_problems,
    distractors_in_citations,
    naming_problems,
    out_of_order,
    pools_of,
    said_last,
    unsaid_answers,
)

Case = dict[str, Any]


def event_of(case: Case, event_id: str) -> dict[str, Any]:
    return next(e for e in case["events"] if e["event_id"] == event_id)


class CountedSetChecks(HeldOutSetChecks):
    """The shared checks; a subclass names ``module`` and the counts its page gives."""

    in_digits: ClassVar[int]  # expected answers that are two-digit counts, in digits
    in_words: ClassVar[int]  # and in words
    out_of_order: ClassVar[int]  # cases whose events are listed out of time order

    @property
    def pools(self) -> ModuleType:
        return pools_of(self.module)

    @property
    def codes(self) -> frozenset[str]:
        return frozenset(self.pools.CODES)

    @property
    def people(self) -> frozenset[str]:
        return frozenset(self.pools.PEOPLE)

    def entities(self) -> set[str]:
        return {*self.people, *self.codes}

    def test_some_event_says_each_expected_answer(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := unsaid_answers(c))} == {}

    def test_control_an_answer_nobody_says_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[11])
        case["expected"]["answers"] = ["Wq8Zt4"]
        assert unsaid_answers(case) == ["Wq8Zt4"]

    def test_a_question_names_one_codename_and_its_cited_events_name_it(self) -> None:
        assert len(self.codes) == 20 and len(self.people) == 40
        assert [s.software for s in self.pools.SUBJECTS] == [i % 2 == 0 for i in range(20)]
        assert {
            c["case_id"]: p for c in self.committed() if (p := naming_problems(self.codes, c))
        } == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(
                *(codes_in(self.codes, c["query"]["text"]) for c in self.dimension(dim))
            )
            assert asked == self.codes, dim

    def test_control_a_question_with_two_codenames_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[41])
        (own,) = codes_in(self.codes, case["query"]["text"])
        extra = sorted(self.codes - {own})[-1]
        case["query"]["text"] += f" Or {extra}?"
        assert naming_problems(self.codes, case) == [f"question names {sorted({own, extra})}"]

    def test_control_a_cited_event_missing_the_codename_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[88])
        cited = case["expected"]["citations"][0]
        event_of(case, cited)["content"] = "nothing in this line names a project"
        assert naming_problems(self.codes, case) == [cited]

    def test_a_template_asks_about_five_subjects_of_both_kinds(self) -> None:
        asked: dict[str, set[str]] = {}
        for case in self.committed():
            asked.setdefault(case["topic"], set()).update(
                codes_in(self.codes, case["query"]["text"])
            )
        assert len(asked) == 25 and {len(v) for v in asked.values()} == {5}
        software = {s.code for s in self.pools.SUBJECTS if s.software}
        assert all(0 < len(v & software) < 5 for v in asked.values())

    def test_no_event_says_what_a_subject_is(self) -> None:
        text = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in self.pools.SUBJECTS if hexis.contains(text, s.what)] == []

    def test_distractors_are_said_only_by_uncited_events(self) -> None:
        check_distractors_outside_citations(self.committed())

    def test_a_correction_comes_last_is_plain_and_leaves_out_the_old_value(self) -> None:
        check_corrections_last(self.dimension("stale_belief_resistance"))

    def test_control_a_correction_repeating_the_old_value_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[6])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        event_of(case, fix)["content"] += f", not {old}"
        assert distractors_in_citations(case) == [old]

    def test_control_a_correction_said_before_another_event_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[12])
        (fix,) = case["expected"]["citations"]
        next(e for e in case["events"] if e["event_id"] != fix)["at"] = "2099-06-01T00:00:00Z"
        assert said_last(case) != fix

    def test_fifteen_stale_questions_name_the_value_that_was_replaced(self) -> None:
        stale = self.dimension("stale_belief_resistance")
        named = [c for c in stale if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])]  # fmt: skip
        assert len(named) == 15

    def test_continuity_asks_in_a_third_session_about_two_others(self) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_asks_about_seven_months_later_under_team_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            said = {e["event_id"]: at(e["at"]) for e in case["events"]}
            asked = at(case["query"]["at"])
            assert all(203 <= (asked - said[i]).days <= 232 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    def test_events_are_listed_out_of_time_order_as_counted(self) -> None:
        assert len(out_of_order(self.committed())) == self.out_of_order

    def test_fifteen_pairs_disagree_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert {len(c["expected"]["answers"]) for c in flagged} == {2}
        assert {len(c["expected"]["answers"]) for c in agreeing} == {1}
        assert not [c for c in self.committed() if "conflict" in c["query"]["text"].lower()]

    def test_the_counts_of_a_case_keep_their_digits_apart(self) -> None:
        assert {c["case_id"]: p for c in self.committed() if (p := count_problems(c))} == {}

    def test_control_counts_breaking_the_rules_are_reported(self) -> None:
        case = copy.deepcopy(self.committed()[1])
        case["expected"]["answers"] = ["58"]
        case["expected"]["forbidden_answers"] = ["54", "19", "60", "77"]
        assert count_problems(case) == [
            "19 is 31 or below",
            "60 is round or doubled",
            "77 is round or doubled",
            "[58, 54, 19, 60, 77] share a digit",
        ]

    def test_counts_in_words_are_above_thirty_one(self) -> None:
        values = [
            v
            for c in self.committed()
            for v in (*c["expected"]["answers"], *c["expected"]["forbidden_answers"])
        ]
        tens = {w: t for t, w in self.pools.TENS.items()}
        ones = {w: u for u, w in self.pools.ONES.items()}
        spelled = [v.split("-") for v in values if v.split("-")[0] in tens]
        assert spelled and all(len(v) == 2 and v[1] in ones for v in spelled)
        assert all(tens[t] * 10 + ones[u] > 31 for t, u in spelled)

    def test_expected_counts_come_in_digits_and_in_words(self) -> None:
        answers = [v for c in self.committed() for v in c["expected"]["answers"]]
        tens = "|".join(self.pools.TENS.values())
        digits = [v for v in answers if re.fullmatch(r"\d\d", v)]
        words = [v for v in answers if re.fullmatch(rf"({tens})-\w+", v)]
        assert (len(digits), len(words)) == (self.in_digits, self.in_words)

    def test_no_cited_text_answers_two_cases(self) -> None:
        check_no_cited_text_answers_two_cases(self.committed())

    def check_question_kinds(self, sources: str, who: int, yes_no: int, agree: int) -> None:
        """The page's counts of who, yes/no and agree-or-same questions, and each contradiction
        question naming two of the set's sources (``sources``, a pattern of their names)."""
        questions = [c["query"]["text"] for c in self.committed()]
        whos = [q for q in questions if re.search(r"\b(who|whom|whose|who's)\b", q, re.I)]
        yes_nos = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        agrees = [q for q in questions if re.search(r"\b(agree|same)\b", q)]
        for case in self.dimension("contradiction_detection"):
            assert len(set(re.findall(sources, case["query"]["text"]))) == 2, case["case_id"]
        assert (len(whos), len(yes_nos), len(agrees)) == (who, yes_no, agree)
