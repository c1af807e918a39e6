"""`fresh35`, the thirty-fifth held-out memory set, written blind (its pools live in
``bench.memfresh35_pools``). The shared kit's checks run first, the byte-for-byte check among
them. The tests below hold the set to its page: each expected answer is said by an event; each
question names one codename, and so does every event it cites; distractors live only in
uncited events; a stale case's correction is its latest event, unmarked, and never says the old
value; continuity asks in a session of its own about two others; recall asks seven months or so
later, under nine to eleven team chat lines; the counts of a case share no tens or units digit;
and the question kinds, surfaces and relations the page counts are in the frozen copy. Where a
check could pass on nothing, a planted fault next to it shows that it fails."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh35, memfresh35_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh35_pools.CODES)
PEOPLE = frozenset(memfresh35_pools.PEOPLE)
SUBJECTS = memfresh35_pools.SUBJECTS

# counted on the frozen copy; the page gives the same numbers
DIGITS, WORDS = 18, 10  # expected answers that are two-digit counts, in digits and in words
WHO, YES_NO, AGREE = 42, 30, 15  # who/whom/whose questions, yes/no ones, agree-or-same ones
OUT_OF_ORDER = 114  # cases whose events are not listed in time order

codes_in = partial(kit.codes_in, CODES)
naming_problems = partial(kit.naming_problems, CODES)


class TestFresh35(HeldOutSetChecks):
    module = memfresh35

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    # -- answers and names -----------------------------------------------------------------------

    def test_each_expected_answer_is_said_by_some_event(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := kit.unsaid_answers(c))} == {}

    def test_planted_an_answer_no_event_says_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[7])
        case["expected"]["answers"] = ["Qz8Wv3"]
        assert kit.unsaid_answers(case) == ["Qz8Wv3"]

    def test_a_question_names_one_codename_which_its_citations_name_too(self) -> None:
        assert len(CODES) == 20 and len(PEOPLE) == 40
        assert sum(s.software for s in SUBJECTS) == 10
        assert [s.software for s in SUBJECTS] == [i % 2 == 0 for i in range(20)]
        assert {c["case_id"]: p for c in self.committed() if (p := naming_problems(c))} == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(dim)))
            assert asked == CODES, dim

    def test_planted_a_second_codename_in_a_question_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[33])
        (own,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {own})[0]
        case["query"]["text"] += f" And what about {extra}?"
        assert naming_problems(case) == [f"question names {sorted({own, extra})}"]

    def test_planted_a_citation_without_the_codename_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[81])
        cited = case["expected"]["citations"][-1]
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

    def test_no_event_describes_what_a_subject_is(self) -> None:
        text = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in SUBJECTS if hexis.contains(text, s.what)] == []

    # -- distractors and corrections -------------------------------------------------------------

    def test_distractors_only_in_uncited_events(self) -> None:
        kit.check_distractors_outside_citations(self.committed())

    def test_a_correction_is_last_unmarked_and_silent_about_the_old_value(self) -> None:
        kit.check_corrections_last(self.dimension("stale_belief_resistance"))

    def test_planted_a_correction_naming_the_old_value_is_caught(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[3])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" (was {old})"
        assert kit.distractors_in_citations(case) == [old]

    def test_planted_a_correction_that_is_not_latest_is_caught(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[17])
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

    def test_continuity_asks_in_a_third_session_about_two_earlier_ones(self) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_asks_seven_months_on_under_team_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            said = {e["event_id"]: kit.at(e["at"]) for e in case["events"]}
            asked = kit.at(case["query"]["at"])
            assert all(203 <= (asked - said[i]).days <= 232 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    def test_events_out_of_time_order_as_the_page_counts(self) -> None:
        assert len(kit.out_of_order(self.committed())) == OUT_OF_ORDER

    # -- contradiction and counts ----------------------------------------------------------------

    def test_fifteen_pairs_differ_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert {len(c["expected"]["answers"]) for c in flagged} == {2}
        assert {len(c["expected"]["answers"]) for c in agreeing} == {1}
        assert not [c for c in self.committed() if "conflict" in c["query"]["text"].lower()]

    def test_counts_of_a_case_share_no_digit(self) -> None:
        assert {c["case_id"]: p for c in self.committed() if (p := kit.count_problems(c))} == {}

    def test_planted_counts_breaking_the_rules_are_caught(self) -> None:
        case = copy.deepcopy(self.committed()[1])
        case["expected"]["answers"] = ["47"]
        case["expected"]["forbidden_answers"] = ["43", "28", "70", "55"]
        assert kit.count_problems(case) == [
            "28 is 31 or below",
            "70 is round or doubled",
            "55 is round or doubled",
            "[47, 43, 28, 70, 55] share a digit",
        ]

    def test_spelled_counts_are_all_above_thirty_one(self) -> None:
        values = [
            v
            for c in self.committed()
            for v in (*c["expected"]["answers"], *c["expected"]["forbidden_answers"])
        ]
        tens = {w: t for t, w in memfresh35_pools.TENS.items()}
        spelled = [v for v in values if v.split("-")[0] in tens]
        assert spelled and all(tens[v.split("-")[0]] * 10 > 31 for v in spelled)
        assert "thirty-one" not in spelled

    def test_answers_are_counts_in_digits_and_in_words(self) -> None:
        answers = [v for c in self.committed() for v in c["expected"]["answers"]]
        tens = "|".join(memfresh35_pools.TENS.values())
        digits = [v for v in answers if re.fullmatch(r"\d\d", v)]
        spelled = [v for v in answers if re.fullmatch(rf"({tens})-\w+", v)]
        assert (len(digits), len(spelled)) == (DIGITS, WORDS)

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose|who's)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        sources = (
            r"(Makefile|deploy note|club calendar|\w+'s text message|\w+'s text|"
            r"services\.json|env file|bookings\.csv|sticky note|logging\.toml|wiki table|"
            r"price list|team page|chat export|handbook|handover note|maintenance\.toml|"
            r"calendar|group chat)"
        )
        contra = [c["query"]["text"] for c in self.dimension("contradiction_detection")]
        assert all(len(set(re.findall(sources, q))) == 2 for q in contra), contra
        agree = [q for q in questions if re.search(r"\b(agree|same)\b", q)]
        assert (len(who), len(yes_no), len(agree)) == (WHO, YES_NO, AGREE)

    def test_surfaces_and_phrasings_vary(self) -> None:
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in ("correction:", "ignore my last —", "update:", "small change:", "let's go"):
            assert any(phrase in t for t in low), phrase
        for verb in ("approves every", "are approved by", "keeps the score", "is kept by"):
            assert any(verb in t for t in text), verb
        assert any("were first asked to go to" in t and "; in the end" in t for t in text)
        assert any("was first asked to be fixtures secretary" in t for t in text)
        for mark in (
            '"port": ',
            "group,hall_capacity",
            "group,match_fee",
            "package,licence",
            "service,language",
            "| group | member cap |",
            "| service | first page | second page |",
            "_PORT=",
            "_PYTHON := ",
            "_GO := ",
            ".logs]\nretention_days = ",
            ".limits]\nrequests_per_minute = ",
            ".maintenance]\nopens = ",
            "Export · #",
            "Meeting agenda, ",
            "Sticky note",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_two_dozen_or_more_relations(self) -> None:
        """The template names say what they ask: more than two dozen relations."""
        relations = {
            "reviewer", "fixtures_secretary", "rate_limit", "member_cap", "escalation",
            "first_aid", "licence", "subs", "language", "venue", "python_pin", "rehearsal_day",
            "port", "hall_capacity", "retention", "match_fee", "region", "kit_colours", "window",
            "start_time", "token_ref", "hire_permit", "security", "safeguarding", "cert_expiry",
            "awards_night", "bucket_quota", "spare_kit", "dr_host", "kit_store", "freeze_day",
            "match_day", "connection_cap", "ticket_allocation", "runner_host",
            "tour_destination", "go_pin", "social_venue", "shift_pattern", "refreshment_rota",
            "retry_limit", "entry_cap", "tech_lead", "coach", "venue_move", "release_day",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 44, sorted(relations - found)

    def test_no_cited_text_answers_two_cases(self) -> None:
        kit.check_no_cited_text_answers_two_cases(self.committed())
