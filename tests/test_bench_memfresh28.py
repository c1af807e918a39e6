"""`fresh28`, the twenty-eighth held-out memory set (written blind; pools in
``bench.memfresh28_pools``). The kit's shared checks run first (among them: the frozen copy is
what the seeded generator writes, byte for byte). Then what this set promises: every answer is
said by some event; a question names one codename and the events it cites name it too; the
distractors live only in uncited events; a correction comes last and does not repeat what it
replaces; continuity asks in a third session about facts from two others; recall asks 200 to 240
days on under nine to eleven chat lines; counts never share a digit; and the question kinds,
surfaces and relations the page lists are there. A check that an empty set would pass comes with
a control that plants the fault."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh28, memfresh28_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh28_pools.CODES)
PEOPLE = frozenset(memfresh28_pools.PEOPLE)


parse = kit.at
by_id = kit.contents
missing_answers = kit.unsaid_answers
codenames = partial(kit.codes_in, CODES)
naming_faults = partial(kit.naming_problems, CODES)
cited_distractors = kit.distractors_in_citations
digit_faults = kit.count_problems


class TestFresh28(HeldOutSetChecks):
    module = memfresh28

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    def test_every_answer_is_said_by_some_event(self) -> None:
        assert {c["case_id"]: m for c in self.committed() if (m := missing_answers(c))} == {}

    def test_an_answer_nobody_says_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[5])
        case["expected"]["answers"] = ["Qo58Vu"]
        assert missing_answers(case) == ["Qo58Vu"]

    def test_one_codename_per_question_and_the_cited_events_name_it(self) -> None:
        assert len(CODES) == 20
        assert sum(s.software for s in memfresh28_pools.SUBJECTS) == 10
        assert {c["case_id"]: f for c in self.committed() if (f := naming_faults(c))} == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(*(codenames(c["query"]["text"]) for c in self.dimension(dim)))
            assert asked == CODES, dim

    def test_a_second_codename_in_the_question_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[30])
        (own,) = codenames(case["query"]["text"])
        extra = sorted(CODES - {own})[-1]
        case["query"]["text"] += f" Or {extra}?"
        assert naming_faults(case) == [f"question names {sorted({own, extra})}"]

    def test_a_cited_event_missing_the_codename_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[60])
        cited = case["expected"]["citations"][-1]
        for e in case["events"]:
            if e["event_id"] == cited:
                e["content"] = "nothing to see here"
        assert naming_faults(case) == [cited]

    def test_a_template_asks_about_five_subjects_of_both_kinds(self) -> None:
        per: dict[str, set[str]] = {}
        for case in self.committed():
            per.setdefault(case["topic"], set()).update(codenames(case["query"]["text"]))
        assert len(per) == 25
        assert {len(v) for v in per.values()} == {5}
        software = {s.code for s in memfresh28_pools.SUBJECTS if s.software}
        assert all(0 < len(v & software) < 5 for v in per.values())

    def test_distractors_live_in_uncited_events_only(self) -> None:
        for case in self.committed():
            exp = case["expected"]
            assert exp["forbidden_answers"] and cited_distractors(case) == [], case["case_id"]
            rest = "\n".join(t for i, t in by_id(case).items() if i not in exp["citations"])
            assert all(hexis.contains(rest, f) for f in exp["forbidden_answers"])

    def test_the_correction_comes_last_and_keeps_the_old_value_unsaid(self) -> None:
        for case in self.dimension("stale_belief_resistance"):
            (fix,) = case["expected"]["citations"]
            assert max(case["events"], key=lambda e: e["at"])["event_id"] == fix
            assert cited_distractors(case) == []
            assert "supersedes" not in next(e for e in case["events"] if e["event_id"] == fix)

    def test_a_correction_repeating_the_old_value_is_caught(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[8])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" (was {old})"
        assert cited_distractors(case) == [old]

    def test_fifteen_stale_questions_name_the_old_value(self) -> None:
        stale = self.dimension("stale_belief_resistance")
        naming = [
            c
            for c in stale
            if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])
        ]
        assert len(naming) == 15

    def test_continuity_asks_in_a_third_session_about_two_others(self) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_asks_after_two_hundred_days_under_team_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            said = {e["event_id"]: parse(e["at"]) for e in case["events"]}
            asked = parse(case["query"]["at"])
            assert all(200 <= (asked - said[i]).days <= 240 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    def test_fifteen_pairs_disagree_ten_agree_and_none_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert {len(c["expected"]["answers"]) for c in flagged} == {2}
        assert {len(c["expected"]["answers"]) for c in agreeing} == {1}
        for case in self.dimension("contradiction_detection"):
            assert "conflict" not in case["query"]["text"].lower()

    def test_counts_never_share_a_digit(self) -> None:
        assert {c["case_id"]: f for c in self.committed() if (f := digit_faults(c))} == {}

    def test_counts_that_share_a_digit_are_caught(self) -> None:
        case = copy.deepcopy(self.committed()[1])
        case["expected"]["answers"] = ["47"]
        case["expected"]["forbidden_answers"] = ["49", "60", "19", "77"]
        assert digit_faults(case) == [
            "19 is 31 or below",
            "60 is round or doubled",
            "77 is round or doubled",
            "[47, 49, 60, 19, 77] share a digit",
        ]

    def test_counts_are_answered_in_words_and_in_digits(self) -> None:
        answers = [v for c in self.committed() for v in c["expected"]["answers"]]
        assert any(re.fullmatch(r"\d\d", v) for v in answers)
        tens = "|".join(memfresh28_pools.TENS.values())
        assert any(re.fullmatch(rf"({tens})-\w+", v) for v in answers)

    def test_the_question_kinds_are_there(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do|can)\b", q, re.I)]
        source = (
            r"\b(review notes|handover note|runbook|handbook|agenda|wiki|env file|sticky note|"
            r"minutes|config|membership form|team page|chat export)\b"
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
        """Casual corrections, verbs for one relation, the value second of two names, TOML, CSV,
        JSON and env lines, ids in lower and mixed case."""
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
        for verb in ("signs off", "does the sign-off", "approve"):
            assert any(verb in t for t in text), verb
        assert any("but in the end" in t for t in text)
        for mark in (
            "codename,item,pinned",
            "subject,yearly_fee",
            "SPDX-License-Identifier",
            "| subject |",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}-\d\d[a-z]", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d\d[A-Z][a-z]", a) for a in answers)

    def test_twenty_or_more_relations(self) -> None:
        """Each template is named for its relation(s); together they cover twenty or more."""
        relations = {
            "signoff", "store", "pin", "rate_limit", "retention", "capacity", "work_day",
            "yearly_fee", "language", "notice", "owner", "shift", "renewal", "booking_ref",
            "spare_key", "due", "time", "licence", "credit", "ring_order", "archive", "cap",
            "moved", "signer", "day_moved", "fee_changed",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 20, sorted(found)

    def test_no_cited_text_serves_two_cases(self) -> None:
        seen: dict[str, str] = {}
        for case in self.committed():
            text = by_id(case)
            for i in case["expected"]["citations"]:
                assert text[i] not in seen, (case["case_id"], seen.get(text[i]))
                seen[text[i]] = case["case_id"]

    def test_no_text_says_what_a_subject_is(self) -> None:
        text = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in memfresh28_pools.SUBJECTS if hexis.contains(text, s.what)] == []
