"""`fresh37`, the thirty-seventh held-out memory set, written blind (pools in
``bench.memfresh37_pools``). The shared kit's checks run first (the frozen copy among them);
the tests below hold the set to its page: some event says every expected answer; each question
names one codename and so does every event it cites; distractors live only in uncited events;
a stale case ends on a plain correction that never repeats what it replaces; continuity asks in
a session of its own about two earlier ones; recall asks more than half a year on, under nine to
eleven team chat lines; the counts of a case keep their digits apart; and the page's counts of
question kinds, surfaces and relations hold on the frozen copy. Where a check could pass on
nothing, a planted fault beside it shows that it bites."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh37, memfresh37_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
POOLS = memfresh37_pools
CODES = frozenset(POOLS.CODES)
PEOPLE = frozenset(POOLS.PEOPLE)

# counted on the frozen copy, as the page gives them
IN_DIGITS, IN_WORDS = 19, 9  # expected answers that are two-digit counts
WHO, YES_NO, AGREE = 43, 30, 15
OUT_OF_ORDER = 125

codes_in = partial(kit.codes_in, CODES)
naming_problems = partial(kit.naming_problems, CODES)


def _by_id(case: Case, event_id: str) -> dict[str, Any]:
    return next(e for e in case["events"] if e["event_id"] == event_id)


class TestFresh37(HeldOutSetChecks):
    module = memfresh37

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    # -- who says what ---------------------------------------------------------------------------

    def test_every_expected_answer_is_said_by_an_event(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := kit.unsaid_answers(c))} == {}

    def test_control_an_answer_no_event_says_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[7])
        case["expected"]["answers"] = ["Zq7Wp3"]
        assert kit.unsaid_answers(case) == ["Zq7Wp3"]

    def test_one_codename_per_question_and_in_each_cited_event(self) -> None:
        assert len(CODES) == 20 and len(PEOPLE) == 40
        assert [s.software for s in POOLS.SUBJECTS] == [i % 2 == 0 for i in range(20)]
        assert {c["case_id"]: p for c in self.committed() if (p := naming_problems(c))} == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(dim)))
            assert asked == CODES, dim

    def test_control_a_second_codename_in_a_question_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[33])
        (own,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {own})[0]
        case["query"]["text"] += f" And {extra}?"
        assert naming_problems(case) == [f"question names {sorted({own, extra})}"]

    def test_control_a_cited_event_without_the_codename_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[77])
        cited = case["expected"]["citations"][-1]
        _by_id(case, cited)["content"] = "a line that names no project at all"
        assert naming_problems(case) == [cited]

    def test_each_template_asks_about_five_subjects_of_both_kinds(self) -> None:
        asked: dict[str, set[str]] = {}
        for case in self.committed():
            asked.setdefault(case["topic"], set()).update(codes_in(case["query"]["text"]))
        assert len(asked) == 25 and {len(v) for v in asked.values()} == {5}
        software = {s.code for s in POOLS.SUBJECTS if s.software}
        assert all(0 < len(v & software) < 5 for v in asked.values())

    def test_no_event_says_what_its_subject_is(self) -> None:
        text = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in POOLS.SUBJECTS if hexis.contains(text, s.what)] == []

    # -- distractors and corrections -------------------------------------------------------------

    def test_distractors_sit_only_in_uncited_events(self) -> None:
        kit.check_distractors_outside_citations(self.committed())

    def test_a_correction_is_last_plain_and_free_of_the_old_value(self) -> None:
        kit.check_corrections_last(self.dimension("stale_belief_resistance"))

    def test_control_a_correction_naming_the_old_value_is_caught(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[3])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        _by_id(case, fix)["content"] += f" (was {old})"
        assert kit.distractors_in_citations(case) == [old]

    def test_control_a_correction_that_is_not_latest_is_caught(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[9])
        (fix,) = case["expected"]["citations"]
        next(e for e in case["events"] if e["event_id"] != fix)["at"] = "2099-01-01T00:00:00Z"
        assert kit.said_last(case) != fix

    def test_fifteen_stale_questions_name_the_old_value(self) -> None:
        stale = self.dimension("stale_belief_resistance")
        named = [c for c in stale if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])]  # fmt: skip
        assert len(named) == 15

    # -- sessions and time -----------------------------------------------------------------------

    def test_continuity_joins_two_sessions_and_asks_in_a_third(self) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_is_asked_about_seven_months_on_under_team_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            said = {e["event_id"]: kit.at(e["at"]) for e in case["events"]}
            asked = kit.at(case["query"]["at"])
            assert all(203 <= (asked - said[i]).days <= 232 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    def test_events_are_out_of_time_order_as_the_page_counts(self) -> None:
        assert len(kit.out_of_order(self.committed())) == OUT_OF_ORDER

    # -- contradictions and counts ---------------------------------------------------------------

    def test_fifteen_pairs_disagree_ten_agree_and_none_is_called_a_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert {len(c["expected"]["answers"]) for c in flagged} == {2}
        assert {len(c["expected"]["answers"]) for c in agreeing} == {1}
        assert not [c for c in self.committed() if "conflict" in c["query"]["text"].lower()]

    def test_the_counts_of_a_case_keep_their_digits_apart(self) -> None:
        assert {c["case_id"]: p for c in self.committed() if (p := kit.count_problems(c))} == {}

    def test_control_counts_that_break_the_rules_are_caught(self) -> None:
        case = copy.deepcopy(self.committed()[1])
        case["expected"]["answers"] = ["47"]
        case["expected"]["forbidden_answers"] = ["43", "28", "70", "88"]
        assert kit.count_problems(case) == [
            "28 is 31 or below",
            "70 is round or doubled",
            "88 is round or doubled",
            "[47, 43, 28, 70, 88] share a digit",
        ]

    def test_spelled_counts_are_above_thirty_one(self) -> None:
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

    def test_expected_counts_are_in_digits_and_in_words(self) -> None:
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
            r"(settings\.json|wiki table|ticket sheet|organiser's text|Dockerfile|readme|"
            r"membership card|AGM minutes|alerts\.yaml|Slack export|term card|text message|"
            r"status page|poster|meeting agenda|crontab|runbook|handbook|chair's text)"
        )
        for case in self.dimension("contradiction_detection"):
            assert len(set(re.findall(sources, case["query"]["text"]))) == 2, case["case_id"]
        assert (len(who), len(yes_no), len(agree)) == (WHO, YES_NO, AGREE)

    def test_surfaces_and_phrasings_vary(self) -> None:
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in ("correction:", "ignore my last —", "update:", "small change:", "let's go"):
            assert any(phrase in t for t in low), phrase
        for verb in ("chairs every", "are chaired by", "bumps the", "are done by"):
            assert any(verb in t for t in text), verb
        assert any("was first put down as reviewer; in the end" in t for t in text)
        assert any("turned down the" in t and "so it went to" in t for t in text)
        for mark in (
            "_METRICS_PORT=",
            '"metrics_port": ',
            "PG_VERSION_",
            "RUST_TOOLCHAIN_",
            ".snapshots]\nkeep_days = ",
            ".api]\nrequests_per_second = ",
            ".http]\ntimeout_seconds = ",
            ".workers]\ncount = ",
            '.database]\nengine = "',
            "| service | first escalation | second escalation |",
            "| service | upload limit (MB) |",
            '"max_upload_mb": ',
            "\nFROM ",
            "\nCRON_TZ=",
            "alert_channel: ",
            "Slack export · #",
            "Meeting agenda, ",
            "Text message: ",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_well_over_two_dozen_relations(self) -> None:
        """The template names say what they ask about."""
        relations = {
            "code_reviewer", "first_aider", "snapshot_retention", "session_cap",
            "escalation_pair", "key_holders", "metrics_port", "hall_fee", "postgres_pin",
            "practice_day", "upload_limit", "social_tickets", "base_image", "subscription",
            "alert_channel", "register_keeper", "maintenance_window", "doors_open",
            "scheduler_timezone", "meeting_language", "privacy_lead", "safeguarding_lead",
            "api_key_ref", "keysafe_code", "cert_expiry", "agm_date", "request_rate",
            "coach_seats", "build_host", "trophy_store", "review_day", "chair", "social",
            "booker", "shift_pattern", "planner", "lifts", "coordinator", "artefact_bucket",
            "owner", "camp", "deposits", "rust_pin", "bumper", "party", "organiser",
            "worker_count", "sizer", "programmes", "printer", "timeout", "course_places",
            "product_owner", "treasurer", "java_pin", "finish_time", "host_move", "venue_move",
            "report_day", "training_day",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)

    def test_no_cited_text_answers_two_cases(self) -> None:
        kit.check_no_cited_text_answers_two_cases(self.committed())
