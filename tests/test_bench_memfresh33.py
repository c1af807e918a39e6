"""`fresh33`, the thirty-third held-out memory set, written blind (pools in
``bench.memfresh33_pools``). The shared kit's checks run first, the byte-for-byte one among them.
The checks below hold the set to what its page claims: an event says every expected answer; each
question names one codename and so does every event it cites; distractors sit only in uncited
events; a correction is the latest event and never names what it replaces; continuity asks in a
third session about facts from two others; recall asks about seven months on, under nine to
eleven team chat lines; no two counts of a case share a tens or a units digit; and the question
kinds, surfaces and relations the page counts are there in the frozen copy. Where a check could
pass on nothing, a planted fault next to it shows it can fail."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh33, memfresh33_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh33_pools.CODES)
PEOPLE = frozenset(memfresh33_pools.PEOPLE)
SUBJECTS = memfresh33_pools.SUBJECTS

codes_in = partial(kit.codes_in, CODES)
naming_problems = partial(kit.naming_problems, CODES)


class TestFresh33(HeldOutSetChecks):
    module = memfresh33

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    # -- answers and codenames -------------------------------------------------------------------

    def test_an_event_says_every_expected_answer(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := kit.unsaid_answers(c))} == {}

    def test_planted_an_answer_no_event_says_is_found(self) -> None:
        case = copy.deepcopy(self.committed()[7])
        case["expected"]["answers"] = ["Wq58Zr"]
        assert kit.unsaid_answers(case) == ["Wq58Zr"]

    def test_each_question_names_one_codename_which_its_citations_share(self) -> None:
        assert len(CODES) == 20 and len(PEOPLE) == 40
        assert sum(s.software for s in SUBJECTS) == 10
        assert {c["case_id"]: p for c in self.committed() if (p := naming_problems(c))} == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(dim)))
            assert asked == CODES, dim

    def test_planted_a_second_codename_in_a_question_is_found(self) -> None:
        case = copy.deepcopy(self.committed()[33])
        (own,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {own})[0]
        case["query"]["text"] += f" And {extra}?"
        assert naming_problems(case) == [f"question names {sorted({own, extra})}"]

    def test_planted_a_citation_without_the_codename_is_found(self) -> None:
        case = copy.deepcopy(self.committed()[81])
        cited = case["expected"]["citations"][0]
        for e in case["events"]:
            if e["event_id"] == cited:
                e["content"] = "this line names no project at all"
        assert naming_problems(case) == [cited]

    def test_each_template_asks_about_five_subjects_of_both_kinds(self) -> None:
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

    def test_distractors_sit_only_in_uncited_events(self) -> None:
        kit.check_distractors_outside_citations(self.committed())

    def test_a_correction_is_latest_unmarked_and_silent_on_the_old_value(self) -> None:
        kit.check_corrections_last(self.dimension("stale_belief_resistance"))

    def test_planted_a_correction_that_names_the_old_value_is_found(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[3])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" (was {old})"
        assert kit.distractors_in_citations(case) == [old]

    def test_planted_a_correction_that_is_not_latest_is_found(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[9])
        (fix,) = case["expected"]["citations"]
        next(e for e in case["events"] if e["event_id"] != fix)["at"] = "2099-01-01T00:00:00Z"
        assert kit.said_last(case) != fix

    def test_fifteen_stale_questions_name_the_old_value(self) -> None:
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

    def test_recall_asks_some_seven_months_on_under_team_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            said = {e["event_id"]: kit.at(e["at"]) for e in case["events"]}
            asked = kit.at(case["query"]["at"])
            assert all(202 <= (asked - said[i]).days <= 235 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    # -- contradiction and counts ----------------------------------------------------------------

    def test_fifteen_pairs_differ_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert {len(c["expected"]["answers"]) for c in flagged} == {2}
        assert {len(c["expected"]["answers"]) for c in agreeing} == {1}
        assert not [c for c in self.committed() if "conflict" in c["query"]["text"].lower()]

    def test_no_two_counts_of_a_case_share_a_digit(self) -> None:
        assert {c["case_id"]: p for c in self.committed() if (p := kit.count_problems(c))} == {}

    def test_planted_counts_that_break_the_rules_are_found(self) -> None:
        case = copy.deepcopy(self.committed()[2])
        case["expected"]["answers"] = ["47"]
        case["expected"]["forbidden_answers"] = ["43", "28", "60", "77"]
        assert kit.count_problems(case) == [
            "28 is 31 or below",
            "60 is round or doubled",
            "77 is round or doubled",
            "[47, 43, 28, 60, 77] share a digit",
        ]

    def test_answers_come_in_digits_and_in_words(self) -> None:
        answers = [v for c in self.committed() for v in c["expected"]["answers"]]
        tens = "|".join(memfresh33_pools.TENS.values())
        digits = [v for v in answers if re.fullmatch(r"\d\d", v)]
        spelled = [v for v in answers if re.fullmatch(rf"({tens})-\w+", v)]
        assert (len(digits), len(spelled)) == (19, 6)

    # -- what the page counts --------------------------------------------------------------------

    def test_the_question_kinds_the_page_counts(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do|check)\b", q, re.I)]
        sources = (
            r"(services\.json|runbook|meeting agenda|text|env file|wiki table|sticky note|"
            r"config\.toml|handover note|fixtures list|newsletter|Makefile|services\.csv|"
            r"price list|AGM minutes|wiki(?! table)|chat line|team page)"
        )
        contra = [c["query"]["text"] for c in self.dimension("contradiction_detection")]
        assert all(len(set(re.findall(sources, q))) == 2 for q in contra), contra
        agree = [q for q in questions if re.search(r"\b(agree|same)\b", q)]
        assert (len(who), len(yes_no), len(agree)) == (42, 30, 15)

    def test_the_surfaces_vary(self) -> None:
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in ("correction:", "ignore my last —", "update:", "small change:", "let's go"):
            assert any(phrase in t for t in low), phrase
        for verb in ("approves any", "is signed off by", "sets the", "is set by", "collects the"):
            assert any(verb in t for t in text), verb
        assert any("was first asked to own" in t and "; in the end" in t for t in text)
        assert any("was first asked to mind" in t and "took them on" in t for t in text)
        for mark in (
            '"workers": ',
            '"port": ',
            "service,runtime,contact",
            "group,tour_fee",
            "group,annual_subs",
            "| group | on the books |",
            "| group | session holds |",
            "_MAX_UPLOAD_MB=",
            "_RATE_PER_SECOND=",
            "_RATE_PER_MINUTE=",
            "_PYTHON := ",
            ".wire]\nformat = ",
            ".schedule]\ntimezone = ",
            ".cache]\nengine = ",
            ".deploy]\nhost = ",
            'license = "',
            "Export · #",
            "Meeting agenda",
            "Sticky note",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d[a-z]", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_two_dozen_or_more_relations(self) -> None:
        """Each template's name says the relations it asks; there are two dozen or more."""
        relations = {
            "dataset_owner", "kit_officer", "worker", "member_count", "escalation", "first_aid",
            "upload_cap", "tour_fee", "wire_format", "kit_colours", "port", "rehearsal_day",
            "rate_limit", "capacity", "timezone", "away_venue", "python_pin", "subs", "on_call",
            "wash_rota", "licence_key", "hall_hire", "security_contact", "safeguarding_lead",
            "cert_expiry", "lease_end", "licence_seats", "parking_spaces", "dr_site",
            "fallback_venue", "freeze_day", "approver", "check_day", "checker", "setter",
            "block_fee", "collector", "cache_pin", "upgrader", "booker", "shift_pattern",
            "rota_lead", "signer", "orderer", "session_day", "reviewer", "session_lead",
            "term_fee", "host", "end_time",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 45, sorted(relations - found)

    def test_no_cited_text_serves_two_cases(self) -> None:
        kit.check_no_cited_text_answers_two_cases(self.committed())
