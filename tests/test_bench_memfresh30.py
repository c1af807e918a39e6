"""`fresh30`, the thirtieth held-out memory set (written blind; pools in
``bench.memfresh30_pools``). The shared kit's checks run first (among them: the committed copy is
what the seeded generator writes). Below, the promises of this set's page, each with a planted
fault where the check could pass on nothing: every answer is said by some event; a question names
exactly one codename and its cited events name it too; a distractor is said only where it is not
cited; a correction comes last and leaves the replaced value unsaid; continuity asks in a third
session about facts from two others; recall asks 200 to 240 days on beneath nine to eleven team
chat lines; the counts of a case share no digit; and the question kinds, surfaces and relations
the page counts are there."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh30, memfresh30_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh30_pools.CODES)
PEOPLE = frozenset(memfresh30_pools.PEOPLE)

codes_in = partial(kit.codes_in, CODES)
naming_problems = partial(kit.naming_problems, CODES)


class TestFresh30(HeldOutSetChecks):
    module = memfresh30

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    # -- answers and names -----------------------------------------------------------------------

    def test_every_answer_is_said_by_some_event(self) -> None:
        assert {c["case_id"]: m for c in self.committed() if (m := kit.unsaid_answers(c))} == {}

    def test_control_an_answer_nobody_says_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[2])
        case["expected"]["answers"] = ["Qo77Zx"]
        assert kit.unsaid_answers(case) == ["Qo77Zx"]

    def test_one_codename_per_question_and_its_citations_name_it(self) -> None:
        assert len(CODES) == 20
        assert sum(s.software for s in memfresh30_pools.SUBJECTS) == 10
        assert {c["case_id"]: f for c in self.committed() if (f := naming_problems(c))} == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(dim)))
            assert asked == CODES, dim

    def test_control_a_second_codename_in_the_question_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[40])
        (own,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {own})[-1]
        case["query"]["text"] += f" Or is that {extra}?"
        assert naming_problems(case) == [f"question names {sorted({own, extra})}"]

    def test_control_a_cited_event_that_drops_the_codename_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[77])
        cited = case["expected"]["citations"][-1]
        for e in case["events"]:
            if e["event_id"] == cited:
                e["content"] = "no name in this line"
        assert naming_problems(case) == [cited]

    def test_a_template_asks_about_five_subjects_of_both_kinds(self) -> None:
        asked: dict[str, set[str]] = {}
        for case in self.committed():
            asked.setdefault(case["topic"], set()).update(codes_in(case["query"]["text"]))
        assert len(asked) == 25
        assert {len(v) for v in asked.values()} == {5}
        software = {s.code for s in memfresh30_pools.SUBJECTS if s.software}
        assert all(0 < len(v & software) < 5 for v in asked.values())

    def test_no_event_says_what_a_subject_is(self) -> None:
        text = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in memfresh30_pools.SUBJECTS if hexis.contains(text, s.what)] == []

    # -- distractors and corrections -------------------------------------------------------------

    def test_distractors_are_said_only_in_uncited_events(self) -> None:
        for case in self.committed():
            exp = case["expected"]
            assert exp["forbidden_answers"] and kit.distractors_in_citations(case) == []
            text = kit.contents(case)
            rest = "\n".join(t for i, t in text.items() if i not in exp["citations"])
            assert all(hexis.contains(rest, f) for f in exp["forbidden_answers"]), case["case_id"]

    def test_the_correction_comes_last_without_supersedes_or_the_old_value(self) -> None:
        for case in self.dimension("stale_belief_resistance"):
            (fix,) = case["expected"]["citations"]
            assert max(case["events"], key=lambda e: e["at"])["event_id"] == fix
            assert kit.distractors_in_citations(case) == []
            assert all("supersedes" not in e for e in case["events"])

    def test_control_a_correction_naming_the_old_value_is_caught(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[11])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] = f"{e['content']} It was {old} before."
        assert kit.distractors_in_citations(case) == [old]

    def test_fifteen_stale_questions_name_what_was_replaced(self) -> None:
        stale = self.dimension("stale_belief_resistance")
        naming = [
            c
            for c in stale
            if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])
        ]
        assert len(naming) == 15

    # -- time and sessions -----------------------------------------------------------------------

    def test_continuity_asks_in_a_third_session_about_two_others(self) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_asks_two_hundred_odd_days_on_beneath_team_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            said = {e["event_id"]: kit.at(e["at"]) for e in case["events"]}
            asked = kit.at(case["query"]["at"])
            assert all(200 <= (asked - said[i]).days <= 240 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    # -- contradiction and counts ----------------------------------------------------------------

    def test_fifteen_pairs_differ_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert {len(c["expected"]["answers"]) for c in flagged} == {2}
        assert {len(c["expected"]["answers"]) for c in agreeing} == {1}
        assert not [c for c in self.committed() if "conflict" in c["query"]["text"].lower()]

    def test_counts_in_a_case_share_no_digit(self) -> None:
        found = {c["case_id"]: f for c in self.committed() if (f := kit.count_problems(c))}
        assert found == {}

    def test_control_counts_that_share_a_digit_are_caught(self) -> None:
        case = copy.deepcopy(self.committed()[2])
        case["expected"]["answers"] = ["67"]
        case["expected"]["forbidden_answers"] = ["62", "29", "50", "88"]
        assert kit.count_problems(case) == [
            "29 is 31 or below",
            "50 is round or doubled",
            "88 is round or doubled",
            "[67, 62, 29, 50, 88] share a digit",
        ]

    def test_counts_are_answered_both_in_digits_and_in_words(self) -> None:
        answers = [v for c in self.committed() for v in c["expected"]["answers"]]
        assert any(re.fullmatch(r"\d\d", v) for v in answers)
        tens = "|".join(memfresh30_pools.TENS.values())
        assert any(re.fullmatch(rf"({tens})-\w+", v) for v in answers)

    # -- what the page counts --------------------------------------------------------------------

    def test_the_question_kinds_are_there(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        source = (
            r"\b(handover note|runbook|handbook|agenda|calendar|chat export|env file|"
            r"sticky note|minutes|config|price list)\b"
        )
        named = [q for q in questions if re.search(source, q)]
        agree = [
            q for q in questions if re.search(r"\b(agree|same|in line|match|against|Compare)\b", q)
        ]
        assert len(who) >= 30, len(who)
        assert len(yes_no) >= 25, len(yes_no)
        assert len(named) >= 25, len(named)
        assert len(agree) >= 20, len(agree)

    def test_the_surfaces_vary(self) -> None:
        """Casual corrections, several verbs for one relation, the value in the second of two
        mentions, TOML, CSV, JSON, env, Makefile and chat export lines, an agenda, ids in lower
        and mixed case."""
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
        for verb in (
            "runs on",
            "meets in",
            "reviews every change to",
            "is the reviewer for",
            "looks over edits to",
            "wraps up by",
            "finishes at",
            "is done by",
            "approves",
            "signs off",
        ):
            assert any(verb in t for t in text), verb
        assert any("but in the end" in t for t in text)
        assert any("I'm only copied in" in t for t in text)
        for mark in (
            "subject,item,owner",
            "subject,session_fee",
            "| subject | item | owner |",
            "_DEPRECATION_NOTICE_DAYS=",
            "_REQUEST_TIMEOUT_SECONDS=",
            "_REV := ",
            "max_connections = ",
            '"venue_capacity": ',
            '"out_of_hours_rate": ',
            "keep_days = ",
            "Export · #",
            "Meeting agenda",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}-\d\d[a-z]", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d\d[A-Z][a-z]", a) for a in answers)

    def test_twenty_four_or_more_relations(self) -> None:
        """Each template is named for the relation(s) it asks; together two dozen or more."""
        relations = {
            "deputy", "build", "booking_ref", "capacity", "notice_days", "owner", "fee",
            "key_holder", "timeout", "practice_day", "language", "approver", "permit_ref",
            "renewal_date", "member_cap", "welfare", "pin", "reviewer", "limit", "raiser",
            "retention", "archive", "shift", "rota_owner", "finish", "closer", "home_moved",
            "cutoff", "float", "coordinator", "batch_cap",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 24, sorted(found)

    def test_no_cited_text_is_cited_by_two_cases(self) -> None:
        kit.check_no_cited_text_answers_two_cases(self.committed())
