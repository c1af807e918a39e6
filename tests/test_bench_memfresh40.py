"""Tests of `fresh40`, the fortieth held-out memory set, written blind (its pools and chat lines
are in ``bench.memfresh40_pools``). The shared kit runs first; among its checks, the frozen copy
must equal what the generator writes. The checks below hold the set to what its page promises:
an event says every expected answer; a question names exactly one codename, which every event it
cites names too; distractors come only from events nobody cites; a stale case ends on a plain
correction, latest of all, that does not say the value it replaces; continuity asks in a third
session about facts said in two others; recall asks about seven months on, under nine to eleven
team chat lines; no two counts of a case share a tens or a units digit; and the question kinds,
surfaces and relation words the page counts are there in the frozen copy. A check that could pass
on nothing has a planted fault beside it that it must catch."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh40, memfresh40_pools, memgen

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
POOLS = memfresh40_pools
CODES = frozenset(POOLS.CODES)
PEOPLE = frozenset(POOLS.PEOPLE)

# counted on the frozen copy, as the page gives them
IN_DIGITS, IN_WORDS = 19, 9  # expected answers that are two-digit counts
WHO, YES_NO, AGREE = 44, 30, 15
OUT_OF_ORDER = 114

codes_in = partial(kit.codes_in, CODES)
naming_problems = partial(kit.naming_problems, CODES)


def _event(case: Case, event_id: str) -> dict[str, Any]:
    return next(e for e in case["events"] if e["event_id"] == event_id)


class TestFresh40(HeldOutSetChecks):
    module = memfresh40

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    # -- what the events say ---------------------------------------------------------------------

    def test_every_expected_answer_is_said_by_some_event(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := kit.unsaid_answers(c))} == {}

    def test_control_an_answer_no_event_says_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[17])
        case["expected"]["answers"] = ["Zx7Qv5"]
        assert kit.unsaid_answers(case) == ["Zx7Qv5"]

    def test_each_question_names_one_codename_which_its_cited_events_name(self) -> None:
        assert len(CODES) == 20 and len(PEOPLE) == 40
        assert [s.software for s in POOLS.SUBJECTS] == [i % 2 == 0 for i in range(20)]
        assert {c["case_id"]: p for c in self.committed() if (p := naming_problems(c))} == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(dim)))
            assert asked == CODES, dim

    def test_control_a_question_naming_two_codenames_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[33])
        (own,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {own})[0]
        case["query"]["text"] += f" And {extra}?"
        assert naming_problems(case) == [f"question names {sorted({own, extra})}"]

    def test_control_a_cited_event_without_the_codename_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[95])
        cited = case["expected"]["citations"][0]
        _event(case, cited)["content"] = "this line says nothing about any project at all"
        assert naming_problems(case) == [cited]

    def test_each_template_asks_about_five_subjects_of_both_kinds(self) -> None:
        asked: dict[str, set[str]] = {}
        for case in self.committed():
            asked.setdefault(case["topic"], set()).update(codes_in(case["query"]["text"]))
        assert len(asked) == 25 and {len(v) for v in asked.values()} == {5}
        software = {s.code for s in POOLS.SUBJECTS if s.software}
        assert all(0 < len(v & software) < 5 for v in asked.values())

    def test_no_event_says_what_a_subject_is(self) -> None:
        text = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in POOLS.SUBJECTS if hexis.contains(text, s.what)] == []

    # -- distractors and corrections -------------------------------------------------------------

    def test_only_uncited_events_say_a_distractor(self) -> None:
        kit.check_distractors_outside_citations(self.committed())

    def test_a_correction_is_said_last_plainly_and_without_the_old_value(self) -> None:
        kit.check_corrections_last(self.dimension("stale_belief_resistance"))

    def test_control_a_correction_that_says_the_old_value_is_caught(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[8])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        _event(case, fix)["content"] += f" (was {old})"
        assert kit.distractors_in_citations(case) == [old]

    def test_control_a_correction_that_is_not_the_latest_event_is_caught(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[14])
        (fix,) = case["expected"]["citations"]
        next(e for e in case["events"] if e["event_id"] != fix)["at"] = "2099-01-01T00:00:00Z"
        assert kit.said_last(case) != fix

    def test_fifteen_stale_questions_name_the_replaced_value(self) -> None:
        stale = self.dimension("stale_belief_resistance")
        named = [
            c for c in stale if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])
        ]  # fmt: skip
        assert len(named) == 15

    # -- sessions and time -----------------------------------------------------------------------

    def test_continuity_asks_in_a_third_session_about_two_others(self) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_asks_seven_months_on_under_team_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            said = {e["event_id"]: kit.at(e["at"]) for e in case["events"]}
            asked = kit.at(case["query"]["at"])
            assert all(203 <= (asked - said[i]).days <= 226 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    def test_events_are_out_of_time_order_as_counted(self) -> None:
        assert len(kit.out_of_order(self.committed())) == OUT_OF_ORDER

    # -- contradictions and counts ---------------------------------------------------------------

    def test_fifteen_pairs_disagree_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert {len(c["expected"]["answers"]) for c in flagged} == {2}
        assert {len(c["expected"]["answers"]) for c in agreeing} == {1}
        assert not [c for c in self.committed() if "conflict" in c["query"]["text"].lower()]

    def test_the_counts_of_a_case_keep_their_digits_apart(self) -> None:
        assert {c["case_id"]: p for c in self.committed() if (p := kit.count_problems(c))} == {}

    def test_control_counts_breaking_the_rules_are_caught(self) -> None:
        case = copy.deepcopy(self.committed()[2])
        case["expected"]["answers"] = ["47"]
        case["expected"]["forbidden_answers"] = ["43", "28", "50", "66"]
        assert kit.count_problems(case) == [
            "28 is 31 or below",
            "50 is round or doubled",
            "66 is round or doubled",
            "[47, 43, 28, 50, 66] share a digit",
        ]

    def test_counts_in_words_are_above_thirty_one(self) -> None:
        values = [
            v
            for c in self.committed()
            for v in (*c["expected"]["answers"], *c["expected"]["forbidden_answers"])
        ]
        tens = {w: t for t, w in POOLS.TENS.items()}
        ones = {w: u for u, w in POOLS.ONES.items()}
        spelled = [v.split("-") for v in values if v.split("-")[0] in tens]
        assert spelled and all(len(v) == 2 and v[1] in ones for v in spelled)
        assert all(tens[t] * 10 + ones[u] > 31 for t, u in spelled)

    def test_expected_counts_come_in_digits_and_in_words(self) -> None:
        answers = [v for c in self.committed() for v in c["expected"]["answers"]]
        tens = "|".join(POOLS.TENS.values())
        digits = [v for v in answers if re.fullmatch(r"\d\d", v)]
        words = [v for v in answers if re.fullmatch(rf"({tens})-\w+", v)]
        assert (len(digits), len(words)) == (IN_DIGITS, IN_WORDS)

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts_them(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose|who's)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        agree = [q for q in questions if re.search(r"\b(agree|same)\b", q)]
        sources = (
            r"(retention policy|runbook|sign-up sheet|chair's email|package\.json|setup guide|"
            r"poster|treasurer's text|env file|meeting agenda|wiki table|sticky note|"
            r"freeze\.csv|release email|noticeboard|captain's text|pyproject\.toml|README|"
            r"kit order form|committee minutes)"
        )
        for case in self.dimension("contradiction_detection"):
            assert len(set(re.findall(sources, case["query"]["text"]))) == 2, case["case_id"]
        assert (len(who), len(yes_no), len(agree)) == (WHO, YES_NO, AGREE)

    def test_surfaces_and_phrasings_vary(self) -> None:
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in ("correction:", "ignore my last —", "update:", "small change:", "let's go"):
            assert any(phrase in t for t in low), phrase
        for verb in ("keeps the", "is kept by", "planned the", "was planned by"):
            assert any(verb in t for t in text), verb
        assert any("was put down as owner of" in t and "has since passed to" in t for t in text)
        assert any("volunteered first, but" in t and "holds the role" in t for t in text)
        for mark in (
            "ADMIN_PORT_",
            "_ADMIN_PORT=",
            "service,freeze_starts\n",
            ".ratelimit]\nrequests_per_minute = ",
            "| service | first on call | second on call |",
            "| group | drives out | drives back |",
            "| group | captain |",
            '"engines": {"node": "',
            '[project]\nlicense = "',
            "_SECURITY_REVIEWER=",
            ".backup]\nregion = ",
            ".db]\npool_size = ",
            "[i18n]\ndefault_locale = ",
            "Sticky note on the fridge: ",
            "Text from the captain: ",
            "Email from the chair: ",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "dataset_owner", "welfare_officer", "rate_limit", "hall_capacity", "on_call_order",
            "minibus_drivers", "admin_port", "pitch_fee", "backup_region", "practice_day",
            "log_retention", "member_cap", "node_pin", "entry_fee", "security_reviewer",
            "captain", "freeze_start", "warmup_time", "licence", "club_colour",
            "registrar_login", "minute_book", "api_key_entry", "shed_code", "domain_renewal",
            "agm_date", "connection_pool", "raffle_tickets", "build_runner", "trophy_cabinet",
            "proxy_port", "lift_point", "worker_language", "away_trip", "rota_handover",
            "training_night", "envoy_pin", "dinner_venue", "queue_retention", "volunteers",
            "page_size", "ticket_allocation", "incident_commander", "secretary", "python_pin",
            "session_start", "default_locale", "meeting_place", "release_day", "kit_check",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)

    def test_no_cited_text_answers_two_cases(self) -> None:
        kit.check_no_cited_text_answers_two_cases(self.committed())

    def test_the_frozen_copy_is_the_generator_output_byte_for_byte(self) -> None:
        written = memgen.dumps(memfresh40.generate()).encode("utf-8")
        assert memfresh40.PATH.read_bytes() == written
