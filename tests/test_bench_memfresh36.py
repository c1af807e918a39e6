"""`fresh36`, the thirty-sixth held-out memory set, written blind (its pools are in
``bench.memfresh36_pools``). The shared kit runs its checks first, the frozen copy among them.
The tests here hold the set to what its page says: every expected answer is said by some event;
a question names exactly one codename, and each event it cites names that codename too;
distractors are said only by uncited events; a stale case is answered by its latest event, a
plain message that never says the value it replaces; continuity asks in a third session about
two earlier ones; recall asks about seven months later, under nine to eleven team chat lines; no
two counts of a case share a tens or a units digit; and the question kinds, surfaces and
relations the page lists are in the frozen copy. A check that could pass on an empty set has a
planted fault beside it that it must catch."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh36, memfresh36_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh36_pools.CODES)
PEOPLE = frozenset(memfresh36_pools.PEOPLE)
SUBJECTS = memfresh36_pools.SUBJECTS

# counted on the frozen copy; the page gives the same numbers
DIGITS, WORDS = 23, 5  # expected answers that are two-digit counts, in digits and in words
WHO, YES_NO, AGREE = 42, 30, 15  # who-questions, yes/no questions, agree-or-same questions
OUT_OF_ORDER = 125  # cases whose events are not listed in time order

codes_in = partial(kit.codes_in, CODES)
naming_problems = partial(kit.naming_problems, CODES)


class TestFresh36(HeldOutSetChecks):
    module = memfresh36

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    # -- answers and codenames -------------------------------------------------------------------

    def test_some_event_says_each_expected_answer(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := kit.unsaid_answers(c))} == {}

    def test_planted_an_answer_nobody_says_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[11])
        case["expected"]["answers"] = ["Vx9Qj4"]
        assert kit.unsaid_answers(case) == ["Vx9Qj4"]

    def test_questions_name_one_codename_and_so_do_their_citations(self) -> None:
        assert len(CODES) == 20 and len(PEOPLE) == 40
        assert [s.software for s in SUBJECTS] == [i % 2 == 0 for i in range(20)]
        assert {c["case_id"]: p for c in self.committed() if (p := naming_problems(c))} == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(dim)))
            assert asked == CODES, dim

    def test_planted_two_codenames_in_one_question_are_reported(self) -> None:
        case = copy.deepcopy(self.committed()[40])
        (own,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {own})[-1]
        case["query"]["text"] += f" Same for {extra}?"
        assert naming_problems(case) == [f"question names {sorted({own, extra})}"]

    def test_planted_citation_that_drops_the_codename_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[90])
        cited = case["expected"]["citations"][0]
        for e in case["events"]:
            if e["event_id"] == cited:
                e["content"] = "nothing here says which project"
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

    def test_distractors_are_said_only_outside_the_citations(self) -> None:
        kit.check_distractors_outside_citations(self.committed())

    def test_a_correction_comes_last_plain_and_without_the_old_value(self) -> None:
        kit.check_corrections_last(self.dimension("stale_belief_resistance"))

    def test_planted_correction_repeating_the_old_value_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[6])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" (not {old})"
        assert kit.distractors_in_citations(case) == [old]

    def test_planted_correction_that_is_not_last_is_reported(self) -> None:
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

    def test_recall_asks_about_seven_months_on_under_team_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            said = {e["event_id"]: kit.at(e["at"]) for e in case["events"]}
            asked = kit.at(case["query"]["at"])
            assert all(203 <= (asked - said[i]).days <= 232 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    def test_events_out_of_time_order_as_counted_on_the_page(self) -> None:
        assert len(kit.out_of_order(self.committed())) == OUT_OF_ORDER

    # -- contradiction and counts ----------------------------------------------------------------

    def test_fifteen_pairs_disagree_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert {len(c["expected"]["answers"]) for c in flagged} == {2}
        assert {len(c["expected"]["answers"]) for c in agreeing} == {1}
        assert not [c for c in self.committed() if "conflict" in c["query"]["text"].lower()]

    def test_no_two_counts_of_a_case_share_a_digit(self) -> None:
        assert {c["case_id"]: p for c in self.committed() if (p := kit.count_problems(c))} == {}

    def test_planted_counts_that_break_the_rules_are_reported(self) -> None:
        case = copy.deepcopy(self.committed()[2])
        case["expected"]["answers"] = ["58"]
        case["expected"]["forbidden_answers"] = ["52", "19", "90", "66"]
        assert kit.count_problems(case) == [
            "19 is 31 or below",
            "90 is round or doubled",
            "66 is round or doubled",
            "[58, 52, 19, 90, 66] share a digit",
        ]

    def test_counts_in_words_are_all_above_thirty_one(self) -> None:
        values = [
            v
            for c in self.committed()
            for v in (*c["expected"]["answers"], *c["expected"]["forbidden_answers"])
        ]
        tens = {w: t for t, w in memfresh36_pools.TENS.items()}
        ones = {w: u for u, w in memfresh36_pools.ONES.items()}
        spelled = [v.split("-") for v in values if v.split("-")[0] in tens]
        assert spelled and all(len(v) == 2 and v[1] in ones for v in spelled)
        assert all(tens[t] * 10 + ones[u] > 31 for t, u in spelled)
        assert ["thirty", "one"] not in spelled

    def test_expected_counts_come_in_digits_and_in_words(self) -> None:
        answers = [v for c in self.committed() for v in c["expected"]["answers"]]
        tens = "|".join(memfresh36_pools.TENS.values())
        digits = [v for v in answers if re.fullmatch(r"\d\d", v)]
        spelled = [v for v in answers if re.fullmatch(rf"({tens})-\w+", v)]
        assert (len(digits), len(spelled)) == (DIGITS, WORDS)

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_counted_on_the_page(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose|who's)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        sources = (
            r"(config\.toml|wiki table|venue sheet|caretaker's text|LICENSE file|package\.json|"
            r"treasurer's report|newsletter|team page|chat export|handbook|group chat|"
            r"handover note|backup\.toml|meeting agenda|sticky note|stack\.csv|kickoff notes|"
            r"kit list|captain's text)"
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
        for verb in ("approves every", "are approved by", "leads the", "is led by"):
            assert any(verb in t for t in text), verb
        assert any("was first handed to" in t and "; in the end" in t for t in text)
        assert any("was first asked to be kit secretary" in t for t in text)
        for mark in (
            "_LISTEN=",
            'ports:\n    - "',
            "NODE_VERSION_",
            "GO_VERSION_",
            ".logs]\nretention_days = ",
            ".throttle]\nper_client_per_minute = ",
            ".backup]\nstarts = ",
            ".db]\nmax_connections = ",
            "]\nstorage_gb = ",
            "project,written_in",
            "| service | primary | secondary |",
            "| service | calls a minute |",
            "SPDX-License-Identifier: ",
            '"license": ',
            "Export · #",
            "Meeting agenda, ",
            "Sticky note",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_more_than_two_dozen_relations(self) -> None:
        """The template names say what they ask about: well over two dozen relations."""
        relations = {
            "dataset_owner", "kit_secretary", "log_retention", "member_cap", "oncall_order",
            "minibus_drivers", "port", "joining_fee", "node_pin", "session_day", "rate_limit",
            "venue_capacity", "licence", "season_ticket", "region", "after_pub", "backup_time",
            "warmup_time", "language", "shirt_colours", "security_reviewer", "welfare_officer",
            "webhook_secret", "locker_code", "domain_renewal", "trophy_night", "storage_quota",
            "spare_kit", "staging_host", "kit_store", "release_day", "approver", "warmup_lead",
            "oncall_pattern", "rota_owner", "bar_duty", "rota_keeper", "ci_host", "maintainer",
            "spring_trip", "coach_booker", "go_pin", "bumper", "annual_dinner", "organiser",
            "connection_cap", "tuner", "chair_count", "setup_lead", "retry_limit", "entry_cap",
            "tech_lead", "captain", "python_pin", "start_time", "venue", "backup_day",
            "club_night_day",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 56, sorted(relations - found)

    def test_no_cited_text_answers_two_cases(self) -> None:
        kit.check_no_cited_text_answers_two_cases(self.committed())
