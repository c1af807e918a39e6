"""Tests of `fresh39`, the thirty-ninth held-out memory set (written blind; pools in
``bench.memfresh39_pools``, chat lines in ``bench.memfresh39_chat``). The shared kit's checks come
first, among them that the frozen copy is the generator's output byte for byte. The checks here
hold the set to its page: each expected answer is stated by an event; each question names one
codename, and so does every event it cites; only uncited events state a distractor; a stale case
ends on a plain correction, said last, that leaves out the replaced value; continuity asks in a
third session about facts from two others; recall asks seven months on, under nine to eleven team
chat lines; the counts of one case share no tens or units digit; and the question kinds, surfaces
and relation words the page counts are found on the frozen copy. Where a check could pass
vacuously, a planted fault beside it shows it fails."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh39, memfresh39_pools, memgen

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
POOLS = memfresh39_pools
CODES = frozenset(POOLS.CODES)
PEOPLE = frozenset(POOLS.PEOPLE)

# counted on the frozen copy, as the page gives them
IN_DIGITS, IN_WORDS = 14, 14  # expected answers that are two-digit counts
WHO, YES_NO, AGREE = 44, 30, 15
OUT_OF_ORDER = 124

codes_in = partial(kit.codes_in, CODES)
naming_problems = partial(kit.naming_problems, CODES)


def _event(case: Case, event_id: str) -> dict[str, Any]:
    return next(e for e in case["events"] if e["event_id"] == event_id)


class TestFresh39(HeldOutSetChecks):
    module = memfresh39

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    # -- what the events say ---------------------------------------------------------------------

    def test_some_event_says_each_expected_answer(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := kit.unsaid_answers(c))} == {}

    def test_control_an_answer_nobody_says_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[11])
        case["expected"]["answers"] = ["Wq8Zt4"]
        assert kit.unsaid_answers(case) == ["Wq8Zt4"]

    def test_a_question_names_one_codename_and_its_cited_events_name_it(self) -> None:
        assert len(CODES) == 20 and len(PEOPLE) == 40
        assert [s.software for s in POOLS.SUBJECTS] == [i % 2 == 0 for i in range(20)]
        assert {c["case_id"]: p for c in self.committed() if (p := naming_problems(c))} == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(dim)))
            assert asked == CODES, dim

    def test_control_a_question_with_two_codenames_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[41])
        (own,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {own})[-1]
        case["query"]["text"] += f" Or {extra}?"
        assert naming_problems(case) == [f"question names {sorted({own, extra})}"]

    def test_control_a_cited_event_missing_the_codename_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[88])
        cited = case["expected"]["citations"][0]
        _event(case, cited)["content"] = "nothing in this line names a project"
        assert naming_problems(case) == [cited]

    def test_a_template_asks_about_five_subjects_of_both_kinds(self) -> None:
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

    def test_distractors_are_said_only_by_uncited_events(self) -> None:
        kit.check_distractors_outside_citations(self.committed())

    def test_a_correction_comes_last_is_plain_and_leaves_out_the_old_value(self) -> None:
        kit.check_corrections_last(self.dimension("stale_belief_resistance"))

    def test_control_a_correction_repeating_the_old_value_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[6])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        _event(case, fix)["content"] += f", not {old}"
        assert kit.distractors_in_citations(case) == [old]

    def test_control_a_correction_said_before_another_event_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[12])
        (fix,) = case["expected"]["citations"]
        next(e for e in case["events"] if e["event_id"] != fix)["at"] = "2099-06-01T00:00:00Z"
        assert kit.said_last(case) != fix

    def test_fifteen_stale_questions_name_the_value_that_was_replaced(self) -> None:
        stale = self.dimension("stale_belief_resistance")
        named = [c for c in stale if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])]  # fmt: skip
        assert len(named) == 15

    # -- sessions and time -----------------------------------------------------------------------

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
            assert all(203 <= (asked - said[i]).days <= 232 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    def test_events_are_listed_out_of_time_order_as_counted(self) -> None:
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

    def test_control_counts_breaking_the_rules_are_reported(self) -> None:
        case = copy.deepcopy(self.committed()[1])
        case["expected"]["answers"] = ["58"]
        case["expected"]["forbidden_answers"] = ["54", "19", "60", "77"]
        assert kit.count_problems(case) == [
            "19 is 31 or below",
            "60 is round or doubled",
            "77 is round or doubled",
            "[58, 54, 19, 60, 77] share a digit",
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
            r"(uploads\.json|API guide|whiteboard photo|coach's email|Gemfile|onboarding doc|"
            r"membership form|treasurer's email|team\.yaml|Slack export|club handbook|"
            r"WhatsApp export|ops wiki table|on-call email|fixture list|referee's text|"
            r"settings\.ini|deploy guide|programme|club bulletin)"
        )
        for case in self.dimension("contradiction_detection"):
            assert len(set(re.findall(sources, case["query"]["text"]))) == 2, case["case_id"]
        assert (len(who), len(yes_no), len(agree)) == (WHO, YES_NO, AGREE)

    def test_surfaces_and_phrasings_vary(self) -> None:
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in ("correction:", "ignore my last —", "update:", "small change:", "let's go"):
            assert any(phrase in t for t in low), phrase
        for verb in ("runs the", "is run by", "chose the", "was picked by"):
            assert any(verb in t for t in text), verb
        assert any("offered to review" in t and "though in the end the reviews went to" in t for t in text)  # fmt: skip
        assert any("was on the list until" in t and "took the course and took over" in t for t in text)  # fmt: skip
        for mark in (
            "METRICS_PORT_",
            "service,metrics_port\n",
            ".http]\ntimeout_seconds = ",
            "| service | first approver | second approver |",
            "| group | training day |",
            '"max_upload_mb": ',
            'ruby "3.',
            "escalation_manager: ",
            "[Slack export] #",
            "[WhatsApp export] ",
            "| service | backup window opens |",
            "timezone = ",
            ".workers]\nthreads = ",
            ".storage]\nshards = ",
            "JAVA_RUNTIME_",
            ".retries]\nmax_attempts = ",
            ".failover]\nregion = ",
            "Whiteboard photo: ",
            "Email from the coach: ",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "schema_reviewer", "first_aider", "request_timeout", "coach_seats",
            "rollback_approvers", "key_holders", "metrics_port", "hall_fee", "failover_region",
            "training_day", "upload_limit", "squad_size", "ruby_pin", "membership_fee",
            "escalation_manager", "kit_manager", "backup_window", "kickoff_time", "timezone",
            "mascot", "privacy_contact", "safeguarding_lead", "signing_key", "gate_code",
            "cert_expiry", "trophy_day", "worker_threads", "programme_copies", "bastion_host",
            "spare_kit", "maintenance", "bake_sale", "alert_channel", "coach_pickup", "broker",
            "charity", "java_pin", "party_venue", "shard_count", "sponsors", "retry_limit",
            "entry_cap", "release_manager", "treasurer", "postgres_pin", "meet_time",
            "paging_channel", "training_venue", "patch_day", "kit_wash",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)

    def test_no_cited_text_answers_two_cases(self) -> None:
        seen: dict[str, str] = {}
        for case in self.committed():
            text = kit.contents(case)
            for i in case["expected"]["citations"]:
                assert text[i] not in seen, (case["case_id"], seen.get(text[i]))
                seen[text[i]] = case["case_id"]

    def test_the_frozen_copy_is_the_generator_output_byte_for_byte(self) -> None:
        written = memgen.dumps(memfresh39.generate()).encode("utf-8")
        assert memfresh39.PATH.read_bytes() == written
