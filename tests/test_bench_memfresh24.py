"""`fresh24`, the twenty-fourth held-out memory set (written blind; pools in
``bench.memfresh24_pools``). First the shared kit's checks, then this set's own: an event says
every answer; each question names one codename and every cited event names it as well; the
distractors sit in uncited events only; a correction comes last and leaves the old value out;
continuity asks in a third session about two facts from two others; recall asks 200 to 240 days
later under nine to eleven chat lines; counts keep their digits apart; the question kinds, the
wording phenomena and the fifteen-plus relations the brief asked for are present. A check that
could pass on nothing has a control that plants the fault and shows the check catches it."""

from __future__ import annotations

import copy
import re
from datetime import datetime
from typing import Any

from cairn.bench import hexis, memfresh24, memfresh24_pools

from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh24_pools.CODES)
PEOPLE = frozenset(memfresh24_pools.PEOPLE)


def moment(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def missing_answers(case: Case) -> list[str]:
    """Expected answers that no event of the case states."""
    everything = "\n".join(e["content"] for e in case["events"])
    return [a for a in case["expected"]["answers"] if not hexis.contains(everything, a)]


def codenames(text: str) -> set[str]:
    return {code for code in CODES if hexis.contains(text, code)}


def subject_faults(case: Case) -> list[str]:
    """A question naming other than one codename, or the cited events that do not name it."""
    asked = codenames(case["query"]["text"])
    if len(asked) != 1:
        return [f"asks about {sorted(asked)}"]
    content = {e["event_id"]: e["content"] for e in case["events"]}
    return [i for i in case["expected"]["citations"] if not asked <= codenames(content[i])]


def distractors_in_cited(case: Case) -> list[str]:
    """Forbidden answers that some cited event states."""
    content = {e["event_id"]: e["content"] for e in case["events"]}
    cited = "\n".join(content[i] for i in case["expected"]["citations"])
    return [f for f in case["expected"]["forbidden_answers"] if hexis.contains(cited, f)]


def count_faults(case: Case) -> list[str]:
    """Two-digit counts among the answers and distractors that are 31 or less, round or doubled,
    or share a tens or a units digit with another."""
    exp = case["expected"]
    values = [*exp["answers"], *exp["forbidden_answers"]]
    nums = [int(v) for v in values if re.fullmatch(r"\d\d", v)]
    out = [f"{n} is 31 or less" for n in nums if n <= 31]
    out += [f"{n} is round or doubled" for n in nums if n % 10 == 0 or n % 11 == 0]
    if len({n // 10 for n in nums}) < len(nums) or len({n % 10 for n in nums}) < len(nums):
        out.append(f"{nums} share a digit")
    return out


class TestFresh24(HeldOutSetChecks):
    module = memfresh24

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    def of(self, dimension: str) -> list[Case]:
        found = [c for c in self.committed() if c["dimension"] == dimension]
        assert len(found) == 25
        return found

    def test_an_event_states_every_answer(self) -> None:
        assert {c["case_id"]: m for c in self.committed() if (m := missing_answers(c))} == {}

    def test_an_answer_no_event_states_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[13])
        case["expected"]["answers"] = ["Wq-58k"]
        assert missing_answers(case) == ["Wq-58k"]

    def test_one_subject_per_question_named_by_its_cited_events(self) -> None:
        assert len(CODES) == 20
        assert sum(s.software for s in memfresh24_pools.SUBJECTS) == 10
        assert {c["case_id"]: f for c in self.committed() if (f := subject_faults(c))} == {}
        for dimension in hexis.DIMENSIONS:
            asked = set().union(*(codenames(c["query"]["text"]) for c in self.of(dimension)))
            assert asked == CODES, dimension

    def test_a_question_about_two_subjects_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[42])
        (mine,) = codenames(case["query"]["text"])
        extra = sorted(CODES - {mine})[-1]
        case["query"]["text"] += f" Same for {extra}?"
        assert subject_faults(case) == [f"asks about {sorted({mine, extra})}"]

    def test_a_cited_event_missing_the_subject_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[7])
        first = case["expected"]["citations"][0]
        for e in case["events"]:
            if e["event_id"] == first:
                e["content"] = "nothing to see in this line"
        assert subject_faults(case) == [first]

    def test_a_template_asks_about_five_subjects(self) -> None:
        per_topic: dict[str, set[str]] = {}
        for case in self.committed():
            per_topic.setdefault(case["topic"], set()).update(codenames(case["query"]["text"]))
        assert len(per_topic) == 25
        assert {len(v) for v in per_topic.values()} == {5}

    def test_distractors_are_stated_by_uncited_events_only(self) -> None:
        for case in self.committed():
            exp = case["expected"]
            assert exp["forbidden_answers"], case["case_id"]
            assert distractors_in_cited(case) == [], case["case_id"]
            uncited = "\n".join(
                e["content"] for e in case["events"] if e["event_id"] not in exp["citations"]
            )
            assert all(hexis.contains(uncited, f) for f in exp["forbidden_answers"])

    def test_a_correction_comes_last_and_leaves_the_old_value_out(self) -> None:
        for case in self.of("stale_belief_resistance"):
            (fix,) = case["expected"]["citations"]
            assert max(case["events"], key=lambda e: e["at"])["event_id"] == fix
            assert distractors_in_cited(case) == []

    def test_a_correction_naming_the_old_value_is_caught(self) -> None:
        case = copy.deepcopy(self.of("stale_belief_resistance")[9])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" (was {old})"
        assert distractors_in_cited(case) == [old]

    def test_half_the_stale_questions_name_the_old_value(self) -> None:
        naming = [
            c
            for c in self.of("stale_belief_resistance")
            if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])
        ]
        assert len(naming) == 15

    def test_continuity_asks_in_a_third_session_about_two_others(self) -> None:
        for case in self.of("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_asks_after_two_hundred_to_two_hundred_forty_days_under_chat(self) -> None:
        for case in self.of("six_month_recall"):
            by_id = {e["event_id"]: e for e in case["events"]}
            asked = moment(case["query"]["at"])
            for i in case["expected"]["citations"]:
                assert 200 <= (asked - moment(by_id[i]["at"])).days <= 240, case["case_id"]
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    def test_fifteen_pairs_disagree_ten_agree_and_none_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert all(len(c["expected"]["answers"]) == 2 for c in flagged)
        assert all(len(c["expected"]["answers"]) == 1 for c in agreeing)
        for case in self.of("contradiction_detection"):
            assert "conflict" not in case["query"]["text"].lower()

    def test_counts_keep_their_digits_apart(self) -> None:
        assert {c["case_id"]: f for c in self.committed() if (f := count_faults(c))} == {}

    def test_counts_that_clash_are_caught(self) -> None:
        case = copy.deepcopy(self.committed()[2])
        case["expected"]["answers"] = ["47"]
        case["expected"]["forbidden_answers"] = ["42", "90", "19", "55"]
        assert count_faults(case) == [
            "19 is 31 or less",
            "90 is round or doubled",
            "55 is round or doubled",
            "[47, 42, 90, 19, 55] share a digit",
        ]

    def test_values_come_in_words_and_in_digits(self) -> None:
        values = [v for c in self.committed() for v in c["expected"]["answers"]]
        assert any(re.fullmatch(r"\d\d", v) for v in values)
        tens = "|".join(memfresh24_pools.TENS.values())
        assert any(re.fullmatch(rf"({tens})-\w+", v) for v in values)

    def test_the_question_kinds_asked_for_are_present(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do|has)\b", q, re.I)]
        source = r"\b(minutes|runbook|handbook|tracker|kickoff|on-call page|decision log|handover note|status line|checklist|wiki|pin)\b"
        named = [q for q in questions if re.search(source, q)]
        agree = [q for q in questions if re.search(r"\b(agree|same|in line|match)\b", q)]
        assert len(who) >= 15, len(who)
        assert len(yes_no) >= 10, len(yes_no)
        assert len(named) >= 15, len(named)
        assert len(agree) >= 10, len(agree)

    def test_the_surface_varies(self) -> None:
        """Casual corrections, several verbs for one relation, ids in lower and mixed case."""
        said = [e["content"] for c in self.committed() for e in c["events"]]
        for phrase in ("actually make that", "scratch that", "on second thought", "bumped to"):
            assert any(phrase in t.lower() for t in said), phrase
        for verb in ("runs on", "was moved to", "sits at", "shows production on", "is on"):
            assert any(verb in t for t in said), verb
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}-\d\d[a-z]", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d\d[A-Z][a-z]", a) for a in answers)

    def test_fifteen_or_more_relations_over_the_templates(self) -> None:
        """Each template is named for its relation(s); the set covers at least fifteen."""
        relations = {
            "approver", "place", "retention", "contact", "revision", "threshold", "start_time",
            "format", "cap", "channel", "tool", "first_step", "deadline", "key", "preference",
            "owner", "weekday", "duration", "count", "path",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 15, sorted(found)

    def test_no_cited_text_is_cited_by_two_cases(self) -> None:
        seen: dict[str, str] = {}
        for case in self.committed():
            content = {e["event_id"]: e["content"] for e in case["events"]}
            for i in case["expected"]["citations"]:
                assert content[i] not in seen, (case["case_id"], seen.get(content[i]))
                seen[content[i]] = case["case_id"]

    def test_no_text_says_what_a_subject_is(self) -> None:
        said = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in memfresh24_pools.SUBJECTS if hexis.contains(said, s.what)] == []
