"""`fresh34`, the thirty-fourth held-out memory set, written blind (pools in
``bench.memfresh34_pools``). The shared kit runs first, its byte-for-byte check among its tests.
The tests here hold the set to what its page says: every expected answer is said by some event;
a question names exactly one codename and every event it cites names it too; distractors appear
only in events nobody cites; a correction comes last, carries no marker and leaves the old value
unsaid; continuity asks in a third session about two earlier ones; recall asks some seven
months later under nine to eleven team chat lines; no two counts in a case share a tens or a
units digit; and the question kinds, surfaces and relations the page counts are in the frozen
copy. A check that could pass on nothing has a planted fault beside it to show it can fail."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh34, memfresh34_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh34_pools.CODES)
PEOPLE = frozenset(memfresh34_pools.PEOPLE)
SUBJECTS = memfresh34_pools.SUBJECTS

# counted on the frozen copy (the page says the same)
DIGITS, WORDS = 19, 9  # expected answers that are counts, in digits and in words
WHO, YES_NO = 44, 30  # questions asking who, whom or whose, and yes/no questions

codes_in = partial(kit.codes_in, CODES)
naming_problems = partial(kit.naming_problems, CODES)


class TestFresh34(HeldOutSetChecks):
    module = memfresh34

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    # -- what is asked and who is named ----------------------------------------------------------

    def test_every_expected_answer_is_said_somewhere(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := kit.unsaid_answers(c))} == {}

    def test_planted_an_unsaid_answer_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[11])
        case["expected"]["answers"] = ["Xk47Qz"]
        assert kit.unsaid_answers(case) == ["Xk47Qz"]

    def test_one_codename_per_question_and_its_citations_name_it(self) -> None:
        assert len(CODES) == 20 and len(PEOPLE) == 40
        assert sum(s.software for s in SUBJECTS) == 10
        assert {c["case_id"]: p for c in self.committed() if (p := naming_problems(c))} == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(dim)))
            assert asked == CODES, dim

    def test_planted_a_question_with_two_codenames_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[40])
        (own,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {own})[-1]
        case["query"]["text"] += f" Or {extra}?"
        assert naming_problems(case) == [f"question names {sorted({own, extra})}"]

    def test_planted_a_cited_event_without_the_codename_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[90])
        cited = case["expected"]["citations"][0]
        for e in case["events"]:
            if e["event_id"] == cited:
                e["content"] = "nothing here names a project"
        assert naming_problems(case) == [cited]

    def test_a_template_asks_about_five_subjects_of_both_kinds(self) -> None:
        asked: dict[str, set[str]] = {}
        for case in self.committed():
            asked.setdefault(case["topic"], set()).update(codes_in(case["query"]["text"]))
        assert len(asked) == 25 and {len(v) for v in asked.values()} == {5}
        software = {s.code for s in SUBJECTS if s.software}
        assert all(0 < len(v & software) < 5 for v in asked.values())

    def test_no_event_says_what_a_subject_is(self) -> None:
        text = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in SUBJECTS if hexis.contains(text, s.what)] == []

    # -- distractors and corrections -------------------------------------------------------------

    def test_distractors_are_said_only_where_nothing_is_cited(self) -> None:
        kit.check_distractors_outside_citations(self.committed())

    def test_a_correction_comes_last_unmarked_and_without_the_old_value(self) -> None:
        kit.check_corrections_last(self.dimension("stale_belief_resistance"))

    def test_planted_a_correction_saying_the_old_value_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[6])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f", not {old}"
        assert kit.distractors_in_citations(case) == [old]

    def test_planted_a_correction_that_is_not_last_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[12])
        (fix,) = case["expected"]["citations"]
        next(e for e in case["events"] if e["event_id"] != fix)["at"] = "2099-06-01T00:00:00Z"
        assert kit.said_last(case) != fix

    def test_fifteen_stale_questions_say_the_old_value(self) -> None:
        naming = [
            c
            for c in self.dimension("stale_belief_resistance")
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

    def test_recall_asks_about_seven_months_later_under_team_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            said = {e["event_id"]: kit.at(e["at"]) for e in case["events"]}
            asked = kit.at(case["query"]["at"])
            assert all(202 <= (asked - said[i]).days <= 235 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    # -- contradiction and counts ----------------------------------------------------------------

    def test_fifteen_pairs_differ_ten_agree_and_conflict_is_never_said(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert {len(c["expected"]["answers"]) for c in flagged} == {2}
        assert {len(c["expected"]["answers"]) for c in agreeing} == {1}
        assert not [c for c in self.committed() if "conflict" in c["query"]["text"].lower()]

    def test_no_two_counts_of_a_case_share_a_digit(self) -> None:
        assert {c["case_id"]: p for c in self.committed() if (p := kit.count_problems(c))} == {}

    def test_planted_counts_breaking_the_rules_are_reported(self) -> None:
        case = copy.deepcopy(self.committed()[5])
        case["expected"]["answers"] = ["58"]
        case["expected"]["forbidden_answers"] = ["54", "19", "90", "66"]
        assert kit.count_problems(case) == [
            "19 is 31 or below",
            "90 is round or doubled",
            "66 is round or doubled",
            "[58, 54, 19, 90, 66] share a digit",
        ]

    def test_answers_are_counts_in_digits_and_in_words(self) -> None:
        answers = [v for c in self.committed() for v in c["expected"]["answers"]]
        tens = "|".join(memfresh34_pools.TENS.values())
        digits = [v for v in answers if re.fullmatch(r"\d\d", v)]
        spelled = [v for v in answers if re.fullmatch(rf"({tens})-\w+", v)]
        assert (len(digits), len(spelled)) == (DIGITS, WORDS)

    # -- what the page counts --------------------------------------------------------------------

    def test_the_question_kinds_the_page_counts(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose|who's)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        sources = (
            r"(Makefile|wiki table|meeting agenda|text message|\w+'s text|config\.toml|"
            r"chat export|trips\.csv|sticky note|services\.json|env file|price list|"
            r"services\.csv|team page|\w+'s message|handover note|backup\.toml|calendar|"
            r"group chat)"
        )
        contra = [c["query"]["text"] for c in self.dimension("contradiction_detection")]
        assert all(len(set(re.findall(sources, q))) == 2 for q in contra), contra
        agree = [q for q in questions if re.search(r"\b(agree|same)\b", q)]
        assert (len(who), len(yes_no), len(agree)) == (WHO, YES_NO, 15)

    def test_the_surfaces_vary(self) -> None:
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in ("correction:", "ignore my last —", "update:", "small change:", "let's go"):
            assert any(phrase in t for t in low), phrase
        for verb in ("cuts the", "is cut by", "sets the", "is set by", "hands out the"):
            assert any(verb in t for t in text), verb
        assert any("was first asked to go to" in t and "; in the end" in t for t in text)
        assert any("was first asked to be treasurer" in t and "took" in t for t in text)
        for mark in (
            '"region": ',
            '"port": ',
            "service,language,owner",
            "group,coach_seats",
            "group,session_fee",
            "package,licence",
            "| service | primary | secondary |",
            "| group | tea rota |",
            "_REGION=",
            "_PORT=",
            "_NODE := ",
            "_POSTGRES := ",
            ".logs]\nretention_days = ",
            ".limits]\nrequests_per_second = ",
            ".backup]\nstart = ",
            ".deploy]\nregion = ",
            "Export · #",
            "Meeting agenda",
            "Sticky note",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d[a-z]", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_two_dozen_or_more_relations(self) -> None:
        """The template names say what they ask; there are two dozen relations or more."""
        relations = {
            "dataset_owner", "treasurer", "retention", "capacity", "pager", "minibus", "region",
            "home_venue", "licence", "sponsor", "node_pin", "session_day", "request_rate",
            "coach_seats", "port", "session_fee", "language", "tea_rota", "backup_time",
            "start_time", "key_ref", "insurance", "privacy", "welfare", "domain_renewal",
            "annual_dinner", "disk_quota", "locker", "staging_host", "summer_social",
            "release_day", "cutter", "practice_day", "key_holder", "setter", "raffle",
            "organiser", "account_owner", "away_venue", "driver", "db_pin", "upgrader",
            "charity", "liaison", "on_call", "rota_lead", "dress_code", "kit_orderer",
            "timeout", "squad", "release_manager", "captain", "venue_move", "deploy_day",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 50, sorted(relations - found)

    def test_no_cited_text_answers_two_cases(self) -> None:
        kit.check_no_cited_text_answers_two_cases(self.committed())
