"""`fresh23`, the twenty-third held-out memory set (written blind; its pools are in
``bench.memfresh23_pools``): the kit's shared checks, then this set's own. Each answer is said by
some event; a question names exactly one codename and its cited events name that codename too; a
distractor is said only where nothing is cited; a correction is the latest event and does not
repeat what it replaces; continuity asks in a session of its own about two earlier ones; six-month
recall asks 200 to 240 days on under nine to eleven chat lines; counts keep their digits apart;
the question kinds and the breadth of relations the brief asks for are there. Each check that
could pass on nothing has a control that plants the fault and shows it is found."""

from __future__ import annotations

import copy
import re
from datetime import datetime
from typing import Any

from cairn.bench import hexis, memfresh23, memfresh23_pools

from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh23_pools.CODES)
PEOPLE = frozenset(memfresh23_pools.PEOPLE)


def when(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def unstated(case: Case) -> list[str]:
    """The expected answers that not one event of the case says."""
    said = "\n".join(e["content"] for e in case["events"])
    return [a for a in case["expected"]["answers"] if not hexis.contains(said, a)]


def codes_in(text: str) -> set[str]:
    return {code for code in CODES if hexis.contains(text, code)}


def wrong_subject(case: Case) -> list[str]:
    """What is off about a case's subject: a question that does not name exactly one codename,
    or the cited events that leave that codename out."""
    asked = codes_in(case["query"]["text"])
    if len(asked) != 1:
        return [f"names {sorted(asked)}"]
    by_id = {e["event_id"]: e["content"] for e in case["events"]}
    return [i for i in case["expected"]["citations"] if not asked <= codes_in(by_id[i])]


def cited_distractors(case: Case) -> list[str]:
    """The forbidden answers that a cited event says."""
    by_id = {e["event_id"]: e["content"] for e in case["events"]}
    cited = "\n".join(by_id[i] for i in case["expected"]["citations"])
    return [f for f in case["expected"]["forbidden_answers"] if hexis.contains(cited, f)]


def digit_clashes(case: Case) -> list[str]:
    """Two-digit counts among a case's answers and distractors that are 31 or less, a round ten
    or a doubled digit, or that share a tens digit or a units digit with another."""
    exp = case["expected"]
    nums = [
        int(v) for v in [*exp["answers"], *exp["forbidden_answers"]] if re.fullmatch(r"\d\d", v)
    ]
    out = [f"{n} is 31 or less" for n in nums if n <= 31]
    out += [f"{n} is round or doubled" for n in nums if n % 10 == 0 or n % 11 == 0]
    tens, units = {n // 10 for n in nums}, {n % 10 for n in nums}
    if len(tens) < len(nums) or len(units) < len(nums):
        out.append(f"{nums} share a digit")
    return out


class TestFresh23(HeldOutSetChecks):
    module = memfresh23

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    def test_every_answer_is_said_by_some_event(self) -> None:
        assert {c["case_id"]: m for c in self.committed() if (m := unstated(c))} == {}

    def test_an_answer_nobody_said_is_found(self) -> None:
        case = copy.deepcopy(self.committed()[11])
        case["expected"]["answers"] = ["Zq-73x"]
        assert unstated(case) == ["Zq-73x"]

    def test_each_question_names_one_subject_and_its_cited_events_name_it(self) -> None:
        assert len(CODES) == 20
        assert sum(s.software for s in memfresh23_pools.SUBJECTS) == 10
        assert {c["case_id"]: f for c in self.committed() if (f := wrong_subject(c))} == {}
        for name in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(name)))
            assert asked == CODES, name

    def test_a_question_naming_a_second_subject_is_found(self) -> None:
        case = copy.deepcopy(self.committed()[40])
        (mine,) = codes_in(case["query"]["text"])
        other = sorted(CODES - {mine})[0]
        case["query"]["text"] += f" And for {other}?"
        assert wrong_subject(case) == [f"names {sorted({mine, other})}"]

    def test_a_cited_event_without_the_subject_is_found(self) -> None:
        case = copy.deepcopy(self.committed()[5])
        first = case["expected"]["citations"][0]
        for e in case["events"]:
            if e["event_id"] == first:
                e["content"] = "a line about nothing in particular"
        assert wrong_subject(case) == [first]

    def test_each_template_asks_about_five_different_subjects(self) -> None:
        per_topic: dict[str, set[str]] = {}
        for case in self.committed():
            per_topic.setdefault(case["topic"], set()).update(codes_in(case["query"]["text"]))
        assert len(per_topic) == 25
        assert {len(v) for v in per_topic.values()} == {5}

    def test_distractors_are_said_only_by_uncited_events(self) -> None:
        for case in self.committed():
            exp = case["expected"]
            assert exp["forbidden_answers"], case["case_id"]
            assert cited_distractors(case) == [], case["case_id"]
            rest = "\n".join(
                e["content"] for e in case["events"] if e["event_id"] not in exp["citations"]
            )
            assert all(hexis.contains(rest, f) for f in exp["forbidden_answers"]), case["case_id"]

    def test_a_correction_is_the_latest_event_and_does_not_repeat_the_old_value(self) -> None:
        for case in self.dimension("stale_belief_resistance"):
            (fix,) = case["expected"]["citations"]
            assert max(case["events"], key=lambda e: e["at"])["event_id"] == fix
            assert cited_distractors(case) == []

    def test_a_correction_repeating_the_old_value_is_found(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[7])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" It used to be {old}."
        assert cited_distractors(case) == [old]

    def test_continuity_asks_in_a_third_session_about_two_earlier_ones(self) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_asks_two_hundred_to_two_hundred_forty_days_on_under_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            by_id = {e["event_id"]: e for e in case["events"]}
            asked = when(case["query"]["at"])
            for i in case["expected"]["citations"]:
                assert 200 <= (asked - when(by_id[i]["at"])).days <= 240, case["case_id"]
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    def test_fifteen_pairs_disagree_and_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert all(len(c["expected"]["answers"]) == 2 for c in flagged)
        assert all(len(c["expected"]["answers"]) == 1 for c in agreeing)
        for case in self.dimension("contradiction_detection"):
            assert "conflict" not in case["query"]["text"].lower()

    def test_counts_keep_their_digits_apart(self) -> None:
        assert {c["case_id"]: f for c in self.committed() if (f := digit_clashes(c))} == {}

    def test_clashing_counts_are_found(self) -> None:
        case = copy.deepcopy(self.committed()[1])
        case["expected"]["answers"] = ["58"]
        case["expected"]["forbidden_answers"] = ["53", "70", "27", "66"]
        assert digit_clashes(case) == [
            "27 is 31 or less",
            "70 is round or doubled",
            "66 is round or doubled",
            "[58, 53, 70, 27, 66] share a digit",
        ]

    def test_counts_in_words_and_in_digits_both_occur(self) -> None:
        values = [v for c in self.committed() for v in c["expected"]["answers"]]
        assert any(re.fullmatch(r"\d\d", v) for v in values)
        assert any(
            re.fullmatch(r"(thirty|forty|fifty|sixty|seventy|eighty|ninety)-\w+", v) for v in values
        )

    def test_the_question_kinds_the_brief_asks_for_are_there(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        sources = r"\b(minutes|meeting notes|runbook|handbook|tracker|kickoff|on-call page|team page|note)\b"
        named = [q for q in questions if re.search(sources, q)]
        agree = [q for q in questions if re.search(r"\b(agree|same|in line|match)\b", q)]
        assert len(who) >= 15, len(who)
        assert len(yes_no) >= 10, len(yes_no)
        assert len(named) >= 15, len(named)
        assert len(agree) >= 10, len(agree)

    def test_fifteen_or_more_relations_over_the_templates(self) -> None:
        """Each template's name carries its relation(s); the set covers at least fifteen."""
        relations = {
            "approver", "retention", "preference", "revision", "place", "threshold", "deadline",
            "owner", "duration", "contact", "tool", "first_step", "cap", "start_time", "key",
            "weekday", "channel", "format", "count",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 15, sorted(found)

    def test_no_cited_text_is_in_two_cases(self) -> None:
        seen: dict[str, str] = {}
        for case in self.committed():
            by_id = {e["event_id"]: e["content"] for e in case["events"]}
            for i in case["expected"]["citations"]:
                assert by_id[i] not in seen, (case["case_id"], seen.get(by_id[i]))
                seen[by_id[i]] = case["case_id"]

    def test_event_texts_never_say_what_a_subject_is(self) -> None:
        """The pools describe each subject; the texts name only its codename."""
        said = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in memfresh23_pools.SUBJECTS if hexis.contains(said, s.what)] == []
