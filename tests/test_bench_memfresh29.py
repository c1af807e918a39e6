"""`fresh29`, the twenty-ninth held-out memory set (written blind; its pools are
``bench.memfresh29_pools``). The shared kit runs first; among its checks is that the committed copy
is exactly what the seeded generator writes. What follows checks the promises of this set's page:
an event says every answer; each question names a single codename, which every cited event also
names; distractors appear in uncited events only; a correction is the latest event and leaves the
old value unsaid; continuity asks in a session of its own about facts from two others; recall asks
200 to 240 days later under nine to eleven chat lines; no two counts of a case share a digit;
and the question kinds, surfaces and relations the page counts are present. Where a check would
also pass on an empty set, a control plants the fault and shows it is caught."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh29, memfresh29_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh29_pools.CODES)
PEOPLE = frozenset(memfresh29_pools.PEOPLE)


when = kit.at
contents = kit.contents
unsaid_answers = kit.unsaid_answers
codes_in = partial(kit.codes_in, CODES)
naming_problems = partial(kit.naming_problems, CODES)
distractors_in_citations = kit.distractors_in_citations
count_problems = kit.count_problems


class TestFresh29(HeldOutSetChecks):
    module = memfresh29

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    def test_some_event_says_every_answer(self) -> None:
        assert {c["case_id"]: m for c in self.committed() if (m := unsaid_answers(c))} == {}

    def test_an_answer_no_event_says_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[4])
        case["expected"]["answers"] = ["Wu63Ko"]
        assert unsaid_answers(case) == ["Wu63Ko"]

    def test_each_question_names_one_codename_and_its_cited_events_do_too(self) -> None:
        assert len(CODES) == 20
        assert sum(s.software for s in memfresh29_pools.SUBJECTS) == 10
        assert {c["case_id"]: f for c in self.committed() if (f := naming_problems(c))} == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(dim)))
            assert asked == CODES, dim

    def test_a_question_with_two_codenames_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[31])
        (own,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {own})[0]
        case["query"]["text"] += f" And {extra}?"
        assert naming_problems(case) == [f"question names {sorted({own, extra})}"]

    def test_a_cited_event_without_the_codename_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[61])
        cited = case["expected"]["citations"][0]
        for e in case["events"]:
            if e["event_id"] == cited:
                e["content"] = "nothing here at all"
        assert naming_problems(case) == [cited]

    def test_each_template_asks_about_five_subjects_of_both_kinds(self) -> None:
        per: dict[str, set[str]] = {}
        for case in self.committed():
            per.setdefault(case["topic"], set()).update(codes_in(case["query"]["text"]))
        assert len(per) == 25
        assert {len(v) for v in per.values()} == {5}
        software = {s.code for s in memfresh29_pools.SUBJECTS if s.software}
        assert all(0 < len(v & software) < 5 for v in per.values())

    def test_distractors_appear_only_in_uncited_events(self) -> None:
        for case in self.committed():
            exp = case["expected"]
            assert exp["forbidden_answers"] and distractors_in_citations(case) == []
            rest = "\n".join(t for i, t in contents(case).items() if i not in exp["citations"])
            assert all(hexis.contains(rest, f) for f in exp["forbidden_answers"]), case["case_id"]

    def test_the_correction_is_latest_and_leaves_the_old_value_unsaid(self) -> None:
        for case in self.dimension("stale_belief_resistance"):
            (fix,) = case["expected"]["citations"]
            assert max(case["events"], key=lambda e: e["at"])["event_id"] == fix
            assert distractors_in_citations(case) == []
            assert "supersedes" not in next(e for e in case["events"] if e["event_id"] == fix)

    def test_a_correction_that_repeats_the_old_value_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[7])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" (no longer {old})"
        assert distractors_in_citations(case) == [old]

    def test_fifteen_stale_questions_name_the_value_replaced(self) -> None:
        stale = self.dimension("stale_belief_resistance")
        naming = [
            c
            for c in stale
            if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])
        ]
        assert len(naming) == 15

    def test_continuity_asks_in_its_own_session_about_two_others(self) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_asks_two_hundred_days_on_under_team_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            said = {e["event_id"]: when(e["at"]) for e in case["events"]}
            asked = when(case["query"]["at"])
            assert all(200 <= (asked - said[i]).days <= 240 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    def test_fifteen_pairs_disagree_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert {len(c["expected"]["answers"]) for c in flagged} == {2}
        assert {len(c["expected"]["answers"]) for c in agreeing} == {1}
        for case in self.dimension("contradiction_detection"):
            assert "conflict" not in case["query"]["text"].lower()

    def test_no_two_counts_of_a_case_share_a_digit(self) -> None:
        assert {c["case_id"]: f for c in self.committed() if (f := count_problems(c))} == {}

    def test_counts_sharing_a_digit_are_reported(self) -> None:
        case = copy.deepcopy(self.committed()[3])
        case["expected"]["answers"] = ["58"]
        case["expected"]["forbidden_answers"] = ["53", "90", "27", "44"]
        assert count_problems(case) == [
            "27 is 31 or below",
            "90 is round or doubled",
            "44 is round or doubled",
            "[58, 53, 90, 27, 44] share a digit",
        ]

    def test_some_counts_are_answered_in_words_and_some_in_digits(self) -> None:
        answers = [v for c in self.committed() for v in c["expected"]["answers"]]
        assert any(re.fullmatch(r"\d\d", v) for v in answers)
        tens = "|".join(memfresh29_pools.TENS.values())
        assert any(re.fullmatch(rf"({tens})-\w+", v) for v in answers)

    def test_the_question_kinds_are_present(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do|can)\b", q, re.I)]
        source = (
            r"\b(review notes|handover note|runbook|handbook|agenda|wiki|env file|sticky note|"
            r"minutes|config|price list|team page|chat export)\b"
        )
        named = [q for q in questions if re.search(source, q)]
        agree = [
            q for q in questions if re.search(r"\b(agree|same|in line|match|against|Compare)\b", q)
        ]
        assert len(who) >= 15, len(who)
        assert len(yes_no) >= 15, len(yes_no)
        assert len(named) >= 20, len(named)
        assert len(agree) >= 15, len(agree)

    def test_the_surfaces_vary(self) -> None:
        """Casual corrections, more than one verb for a relation, the value named second of two
        people, TOML, CSV, JSON, env and Makefile lines, ids in lower and mixed case."""
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in (
            "correction:",
            "ignore my last",
            "update:",
            "small change:",
            "let's go with",
        ):
            assert any(phrase in t for t in low), phrase
        for verb in ("runs on", "meets in", "kicks off at", "begins at", "captains", "leads"):
            assert any(verb in t for t in text), verb
        assert any("but in the end" in t for t in text)
        for mark in (
            "codename,item,pinned",
            "subject,monthly_subs",
            "SPDX-License-Identifier",
            "| subject |",
            "_LISTEN_PORT=",
            "_REV := ",
            "listen_port = ",
            '"monthly_fee": ',
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}-\d\d[a-z]", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d\d[A-Z][a-z]", a) for a in answers)

    def test_twenty_or_more_relations(self) -> None:
        """Every template is named for the relation(s) it asks about; together twenty or more."""
        relations = {
            "reviewer", "port", "keypad_code", "version_pin", "rate_limit", "retention",
            "session_length", "weekday", "monthly_fee", "records_owner", "shift_pattern",
            "language", "contract_end", "policy_number", "emergency_contact", "note_taker",
            "yearly_fee", "collector", "licence", "steward", "call_order", "start_time",
            "place", "deadline", "recipient", "lead", "group_cap", "moved_home",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 20, sorted(found)

    def test_no_cited_text_is_cited_by_two_cases(self) -> None:
        seen: dict[str, str] = {}
        for case in self.committed():
            text = contents(case)
            for i in case["expected"]["citations"]:
                assert text[i] not in seen, (case["case_id"], seen.get(text[i]))
                seen[text[i]] = case["case_id"]

    def test_no_event_says_what_a_subject_is(self) -> None:
        text = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in memfresh29_pools.SUBJECTS if hexis.contains(text, s.what)] == []
