"""`fresh32`, the thirty-second held-out memory set, written blind (its pools live in
``bench.memfresh32_pools``). The shared kit runs its checks first, the byte-for-byte one among
them. The tests below hold this set to what its page says: every expected answer is said by some
event; every question names exactly one codename and its cited events name it as well; the
distractors appear only in events that are not cited; a correction comes last and never says
the value it replaces; continuity asks in a session of its own about facts from two earlier
ones; recall asks some 200 to 235 days later under nine to eleven team chat lines; the counts of
a case never share a digit; and the question kinds, surfaces and relations the page counts are
found in the frozen copy. Where a check could pass on nothing, a planted fault beside it shows
that it fails."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh32, memfresh32_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh32_pools.CODES)
PEOPLE = frozenset(memfresh32_pools.PEOPLE)
SUBJECTS = memfresh32_pools.SUBJECTS

codes_in = partial(kit.codes_in, CODES)
naming_problems = partial(kit.naming_problems, CODES)


class TestFresh32(HeldOutSetChecks):
    module = memfresh32

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    # -- answers and names -----------------------------------------------------------------------

    def test_every_expected_answer_is_said_by_an_event(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := kit.unsaid_answers(c))} == {}

    def test_planted_an_answer_nobody_says_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[11])
        case["expected"]["answers"] = ["Kx47Vz"]
        assert kit.unsaid_answers(case) == ["Kx47Vz"]

    def test_one_codename_per_question_and_the_citations_carry_it(self) -> None:
        assert len(CODES) == 20 and len(PEOPLE) == 40
        assert sum(s.software for s in SUBJECTS) == 10
        assert {c["case_id"]: p for c in self.committed() if (p := naming_problems(c))} == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(dim)))
            assert asked == CODES, dim

    def test_planted_a_question_with_two_codenames_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[40])
        (own,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {own})[-1]
        case["query"]["text"] += f" What about {extra}?"
        assert naming_problems(case) == [f"question names {sorted({own, extra})}"]

    def test_planted_a_citation_missing_the_codename_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[77])
        cited = case["expected"]["citations"][-1]
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

    def test_no_event_says_what_its_subject_is(self) -> None:
        text = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in SUBJECTS if hexis.contains(text, s.what)] == []

    # -- distractors and corrections -------------------------------------------------------------

    def test_distractors_live_only_in_uncited_events(self) -> None:
        kit.check_distractors_outside_citations(self.committed())

    def test_a_correction_comes_last_unmarked_without_the_old_value(self) -> None:
        kit.check_corrections_last(self.dimension("stale_belief_resistance"))

    def test_planted_a_correction_naming_the_old_value_is_caught(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[6])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" (no longer {old})"
        assert kit.distractors_in_citations(case) == [old]

    def test_planted_a_correction_that_is_not_last_is_caught(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[12])
        (fix,) = case["expected"]["citations"]
        next(e for e in case["events"] if e["event_id"] != fix)["at"] = "2099-06-01T00:00:00Z"
        assert kit.said_last(case) != fix

    def test_fifteen_stale_questions_name_the_old_value(self) -> None:
        stale = self.dimension("stale_belief_resistance")
        naming = [
            c
            for c in stale
            if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])
        ]
        assert len(naming) == 15

    # -- time and sessions -----------------------------------------------------------------------

    def test_continuity_asks_in_its_own_session_about_two_sessions(self) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_asks_months_later_under_team_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            said = {e["event_id"]: kit.at(e["at"]) for e in case["events"]}
            asked = kit.at(case["query"]["at"])
            assert all(202 <= (asked - said[i]).days <= 235 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    # -- contradiction and counts ----------------------------------------------------------------

    def test_fifteen_pairs_differ_ten_agree_and_nothing_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert {len(c["expected"]["answers"]) for c in flagged} == {2}
        assert {len(c["expected"]["answers"]) for c in agreeing} == {1}
        assert not [c for c in self.committed() if "conflict" in c["query"]["text"].lower()]

    def test_the_counts_of_a_case_share_no_digit(self) -> None:
        assert {c["case_id"]: p for c in self.committed() if (p := kit.count_problems(c))} == {}

    def test_planted_counts_that_break_the_rules_are_caught(self) -> None:
        case = copy.deepcopy(self.committed()[1])
        case["expected"]["answers"] = ["64"]
        case["expected"]["forbidden_answers"] = ["69", "19", "50", "88"]
        assert kit.count_problems(case) == [
            "19 is 31 or below",
            "50 is round or doubled",
            "88 is round or doubled",
            "[64, 69, 19, 50, 88] share a digit",
        ]

    def test_answers_come_as_digits_and_as_words(self) -> None:
        answers = [v for c in self.committed() for v in c["expected"]["answers"]]
        assert any(re.fullmatch(r"\d\d", v) for v in answers)
        tens = "|".join(memfresh32_pools.TENS.values())
        assert any(re.fullmatch(rf"({tens})-\w+", v) for v in answers)

    # -- what the page counts --------------------------------------------------------------------

    def test_the_question_kinds_the_page_counts(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        sources = (
            r"\b(wiki|deploy\.toml|handbook|text|README|pyproject|price list|runbook|env file|"
            r"sticky note|decision log|chat|team page|Makefile|agenda|newsletter)\b"
        )
        contra = [c["query"]["text"] for c in self.dimension("contradiction_detection")]
        assert all(len(set(re.findall(sources, q))) == 2 for q in contra), contra
        agree = [q for q in questions if re.search(r"\b(agree|same)\b", q)]
        assert (len(who), len(yes_no), len(agree)) == (42, 28, 15)

    def test_the_surfaces_vary(self) -> None:
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in ("correction:", "ignore my last —", "update:", "small change:", "let's go"):
            assert any(phrase in t for t in low), phrase
        for verb in ("owns the", "looks after", "is responsible for", "keeps the", "takes care"):
            assert any(verb in t for t in text), verb
        assert any("but in the end the reviewer is" in t for t in text)
        assert any("; in the end" in t and "took it on" in t for t in text)
        for mark in (
            '"language": ',
            "service,language,contact",
            "group,season_fee",
            "group,membership",
            "| group | venue | capacity |",
            "| service | database | pinned by |",
            "_PORT=",
            "_REPLICAS=",
            "_UPSTREAM_TIMEOUT_S=",
            "_RATE_PER_MINUTE := ",
            "_DB_PIN := ",
            ".listen]\nhost = ",
            ".deploy]\nregion = ",
            "keep_days = ",
            "pool_size = ",
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
            "reviewer", "coach", "language", "capacity", "port", "locker_code", "shift",
            "tea_rota", "rate_limit", "season_fee", "region", "venue", "licence", "membership",
            "timeout", "session_length", "release", "practice_day", "version_pin", "show_month",
            "access_approver", "keyholder", "support", "affiliation", "renewal", "booking_expiry",
            "sms_quota", "course_places", "privacy_lead", "welfare_officer", "retention",
            "keeper", "window", "opener", "budget", "signer", "replicas", "coach_and_booker",
            "day_and_lead", "start_time", "trip_fee", "incident_lead", "captain", "pool_size",
            "session_cap",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 40, sorted(relations - found)

    def test_no_cited_text_serves_two_cases(self) -> None:
        kit.check_no_cited_text_answers_two_cases(self.committed())
