"""The held-out memory set `fresh22` (written blind; pools in ``bench.memfresh22_pools``): the
shared kit's checks, and this set's own. Every expected answer is stated by an event; each
question names one subject and each cited event names it too; a stale case is corrected by its
latest event, which never restates the replaced value; continuity cites two sessions and asks in
a third; a forbidden answer is said only where nothing is cited; the question kinds the brief
asks for (who, yes/no, a named source, whether two sources agree) are present; counts keep their
digits apart; fifteen or more relations are covered. A control beside each check plants the
defect it looks for and shows the check catches it."""

from __future__ import annotations

import copy
import re
from typing import Any

from cairn.bench import hexis, memfresh22, memfresh22_pools

from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh22_pools.CODES)
NAMES = frozenset(memfresh22_pools.PEOPLE)


def said_by_nobody(case: Case) -> list[str]:
    """Expected answers that no event of the case contains."""
    every = "\n".join(e["content"] for e in case["events"])
    return [a for a in case["expected"]["answers"] if not hexis.contains(every, a)]


def subjects_in(text: str) -> set[str]:
    return {code for code in CODES if hexis.contains(text, code)}


def off_subject(case: Case) -> list[str]:
    """A question naming other than exactly one codename, or the cited events that do not name
    the codename asked about."""
    asked = subjects_in(case["query"]["text"])
    if len(asked) != 1:
        return [f"asks about {sorted(asked)}"]
    content = {e["event_id"]: e["content"] for e in case["events"]}
    return [i for i in case["expected"]["citations"] if not asked <= subjects_in(content[i])]


def forbidden_in_cited(case: Case) -> list[str]:
    """Forbidden answers that some cited event states."""
    content = {e["event_id"]: e["content"] for e in case["events"]}
    cited = "\n".join(content[i] for i in case["expected"]["citations"])
    return [w for w in case["expected"]["forbidden_answers"] if hexis.contains(cited, w)]


def count_faults(case: Case) -> list[str]:
    """Two-digit counts among the answers and forbidden answers that are 31 or below, a round
    ten or a doubled digit, or that share a tens or a units digit."""
    nums = [
        int(v)
        for v in [*case["expected"]["answers"], *case["expected"]["forbidden_answers"]]
        if re.fullmatch(r"\d\d", v)
    ]
    faults = [f"{n} is too small" for n in nums if n <= 31]
    faults += [f"{n} is round or doubled" for n in nums if n % 10 == 0 or n % 11 == 0]
    if len({n // 10 for n in nums}) < len(nums) or len({n % 10 for n in nums}) < len(nums):
        faults.append(f"{nums} share a digit")
    return faults


class TestFresh22(HeldOutSetChecks):
    module = memfresh22

    def entities(self) -> set[str]:
        return {*NAMES, *CODES}

    def of(self, dimension: str) -> list[Case]:
        found = [c for c in self.committed() if c["dimension"] == dimension]
        assert len(found) == 25
        return found

    def test_each_expected_answer_is_stated_somewhere(self) -> None:
        assert {c["case_id"]: m for c in self.committed() if (m := said_by_nobody(c))} == {}

    def test_an_answer_no_event_states_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[7])
        case["expected"]["answers"] = ["Wq-418"]
        assert said_by_nobody(case) == ["Wq-418"]

    def test_one_subject_per_question_and_cited_events_name_it(self) -> None:
        assert len(CODES) == 20
        assert sum(s.software for s in memfresh22_pools.SUBJECTS) == 10
        assert {c["case_id"]: f for c in self.committed() if (f := off_subject(c))} == {}
        for dimension in hexis.DIMENSIONS:
            asked = set().union(*(subjects_in(c["query"]["text"]) for c in self.of(dimension)))
            assert asked == CODES

    def test_a_question_about_two_subjects_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[13])
        (mine,) = subjects_in(case["query"]["text"])
        extra = sorted(CODES - {mine})[-1]
        case["query"]["text"] += f" What about {extra}?"
        assert off_subject(case) == [f"asks about {sorted({mine, extra})}"]

    def test_a_cited_event_about_another_subject_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[2])
        assert len(subjects_in(case["query"]["text"])) == 1
        first = case["expected"]["citations"][0]
        for e in case["events"]:
            if e["event_id"] == first:
                e["content"] = "nothing about any subject here"
        assert off_subject(case) == [first]

    def test_each_template_asks_about_five_subjects(self) -> None:
        per_topic: dict[str, set[str]] = {}
        for case in self.committed():
            per_topic.setdefault(case["topic"], set()).update(subjects_in(case["query"]["text"]))
        assert len(per_topic) == 25
        assert {len(v) for v in per_topic.values()} == {5}

    def test_a_correction_comes_last_and_never_restates_the_old_value(self) -> None:
        for case in self.of("stale_belief_resistance"):
            assert forbidden_in_cited(case) == []
            (fix,) = case["expected"]["citations"]
            assert max(case["events"], key=lambda e: e["at"])["event_id"] == fix

    def test_a_correction_that_restates_the_old_value_is_caught(self) -> None:
        case = copy.deepcopy(self.of("stale_belief_resistance")[3])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" (was {old})"
        assert forbidden_in_cited(case) == [old]

    def test_continuity_cites_two_sessions_and_asks_in_a_third(self) -> None:
        for case in self.of("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_a_forbidden_answer_is_said_only_by_uncited_events(self) -> None:
        for case in self.committed():
            assert case["expected"]["forbidden_answers"], case["case_id"]
            assert forbidden_in_cited(case) == [], case["case_id"]
            cited = set(case["expected"]["citations"])
            rest = "\n".join(e["content"] for e in case["events"] if e["event_id"] not in cited)
            for wrong in case["expected"]["forbidden_answers"]:
                assert hexis.contains(rest, wrong), (case["case_id"], wrong)

    def test_fifteen_pairs_disagree_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        for case in self.of("contradiction_detection"):
            assert "conflict" not in case["query"]["text"].lower()
        for case in flagged:
            assert len(case["expected"]["answers"]) == 2

    def test_counts_keep_their_digits_apart(self) -> None:
        assert {c["case_id"]: f for c in self.committed() if (f := count_faults(c))} == {}

    def test_counts_that_clash_are_caught(self) -> None:
        case = copy.deepcopy(self.committed()[0])
        case["expected"]["answers"] = ["47"]
        case["expected"]["forbidden_answers"] = ["42", "60", "28", "55"]
        assert count_faults(case) == [
            "28 is too small",
            "60 is round or doubled",
            "55 is round or doubled",
            "[47, 42, 60, 28, 55] share a digit",
        ]

    def test_the_question_kinds_asked_for_are_present(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        source = r"\b(minutes|runbook|handbook|wiki|tracker|on-call page|decision log|kickoff)\b"
        named = [q for q in questions if re.search(source, q)]
        agree = [q for q in questions if re.search(r"\b(agree|same|in line|match)\b", q)]
        assert len(who) >= 15, len(who)
        assert len(yes_no) >= 10, len(yes_no)
        assert len(named) >= 15, len(named)
        assert len(agree) >= 10, len(agree)

    def test_fifteen_or_more_relations_over_the_templates(self) -> None:
        """A template's name carries its relation; the key words below map names to
        relations, and the set covers fifteen or more of them."""
        relation = {
            "approver": "approver",
            "retention": "retention duration",
            "place": "place",
            "contact": "contact",
            "version": "version",
            "threshold": "threshold",
            "start_time": "start time",
            "format": "format",
            "limit": "cap",
            "cap": "cap",
            "channel": "channel",
            "tool": "tool",
            "first_step": "order of steps",
            "deadline": "deadline",
            "key": "key holder",
            "preference": "preference",
            "owner": "owner",
            "weekday": "weekday",
            "duration": "duration",
            "turnout": "count",
        }
        topics = {c["topic"] for c in self.committed()}
        found = {v for k, v in relation.items() if any(k in t for t in topics)}
        assert len(found) >= 15, sorted(found)

    def test_no_cited_text_is_shared_by_two_cases(self) -> None:
        """Every case words its facts afresh: no cited event text appears in two cases."""
        seen: dict[str, str] = {}
        for case in self.committed():
            content = {e["event_id"]: e["content"] for e in case["events"]}
            for i in case["expected"]["citations"]:
                assert content[i] not in seen, (case["case_id"], seen.get(content[i]))
                seen[content[i]] = case["case_id"]
