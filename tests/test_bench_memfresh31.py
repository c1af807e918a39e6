"""`fresh31`, the thirty-first held-out memory set (written blind; pools in
``bench.memfresh31_pools``). The shared kit's checks run first, among them that the committed
copy is what the seeded generator writes. Below are the promises this set's page makes, each
beside a planted fault wherever the check could pass on nothing: each expected answer is said by
an event; each question names one codename, which its cited events name too; distractors are
said only outside the citations; a correction is the latest event and leaves the value it
replaces unsaid; continuity asks in a third session about facts from two others; recall asks
200 to 240 days later beneath nine to eleven team chat lines; no two counts of a case share a
digit; and the question kinds, surfaces and relations the page counts are there."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh31, memfresh31_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh31_pools.CODES)
PEOPLE = frozenset(memfresh31_pools.PEOPLE)

codes_in = partial(kit.codes_in, CODES)
naming_problems = partial(kit.naming_problems, CODES)


def latest(case: Case) -> str:
    return str(max(case["events"], key=lambda e: e["at"])["event_id"])


class TestFresh31(HeldOutSetChecks):
    module = memfresh31

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    # -- what is asked and who says it -----------------------------------------------------------

    def test_each_expected_answer_is_said_somewhere(self) -> None:
        assert {c["case_id"]: m for c in self.committed() if (m := kit.unsaid_answers(c))} == {}

    def test_control_an_answer_no_event_says_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[7])
        case["expected"]["answers"] = ["Wb58Yq"]
        assert kit.unsaid_answers(case) == ["Wb58Yq"]

    def test_each_question_names_one_codename_and_its_citations_name_it_too(self) -> None:
        assert len(CODES) == 20
        assert sum(s.software for s in memfresh31_pools.SUBJECTS) == 10
        assert {c["case_id"]: f for c in self.committed() if (f := naming_problems(c))} == {}
        for dim in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(dim)))
            assert asked == CODES, dim

    def test_control_a_question_naming_two_codenames_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[55])
        (own,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {own})[0]
        case["query"]["text"] += f" And {extra}?"
        assert naming_problems(case) == [f"question names {sorted({own, extra})}"]

    def test_control_a_citation_without_the_codename_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[90])
        cited = case["expected"]["citations"][0]
        for e in case["events"]:
            if e["event_id"] == cited:
                e["content"] = "a line that names nobody's project"
        assert naming_problems(case) == [cited]

    def test_each_template_asks_about_five_subjects_of_both_kinds(self) -> None:
        asked: dict[str, set[str]] = {}
        for case in self.committed():
            asked.setdefault(case["topic"], set()).update(codes_in(case["query"]["text"]))
        assert len(asked) == 25
        assert {len(v) for v in asked.values()} == {5}
        software = {s.code for s in memfresh31_pools.SUBJECTS if s.software}
        assert all(0 < len(v & software) < 5 for v in asked.values())

    def test_no_event_says_what_a_subject_is(self) -> None:
        text = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in memfresh31_pools.SUBJECTS if hexis.contains(text, s.what)] == []

    # -- distractors and corrections -------------------------------------------------------------

    def test_distractors_are_said_only_outside_the_citations(self) -> None:
        for case in self.committed():
            exp = case["expected"]
            assert exp["forbidden_answers"] and kit.distractors_in_citations(case) == []
            text = kit.contents(case)
            rest = "\n".join(t for i, t in text.items() if i not in exp["citations"])
            assert all(hexis.contains(rest, f) for f in exp["forbidden_answers"]), case["case_id"]

    def test_a_correction_is_latest_and_unmarked_and_leaves_the_old_value_unsaid(self) -> None:
        for case in self.dimension("stale_belief_resistance"):
            (fix,) = case["expected"]["citations"]
            assert latest(case) == fix
            assert kit.distractors_in_citations(case) == []
            assert all("supersedes" not in e and e["kind"] == "remember" for e in case["events"])

    def test_control_a_correction_repeating_the_old_value_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[8])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" (was {old})"
        assert kit.distractors_in_citations(case) == [old]

    def test_control_a_correction_that_is_not_latest_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[3])
        (fix,) = case["expected"]["citations"]
        other = next(e for e in case["events"] if e["event_id"] != fix)
        other["at"] = "2099-01-01T00:00:00Z"
        assert latest(case) != fix

    def test_fifteen_stale_questions_name_the_replaced_value(self) -> None:
        naming = [
            c
            for c in self.dimension("stale_belief_resistance")
            if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])
        ]
        assert len(naming) == 15

    # -- time and sessions -----------------------------------------------------------------------

    def test_continuity_asks_in_a_third_session_about_facts_from_two_others(self) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_asks_some_two_hundred_days_on_beneath_team_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            said = {e["event_id"]: kit.at(e["at"]) for e in case["events"]}
            asked = kit.at(case["query"]["at"])
            assert all(202 <= (asked - said[i]).days <= 235 for i in case["expected"]["citations"])
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    # -- contradiction and counts ----------------------------------------------------------------

    def test_fifteen_pairs_disagree_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert {len(c["expected"]["answers"]) for c in flagged} == {2}
        assert {len(c["expected"]["answers"]) for c in agreeing} == {1}
        assert not [c for c in self.committed() if "conflict" in c["query"]["text"].lower()]

    def test_no_two_counts_of_a_case_share_a_digit(self) -> None:
        found = {c["case_id"]: f for c in self.committed() if (f := kit.count_problems(c))}
        assert found == {}

    def test_control_counts_breaking_the_rules_are_reported(self) -> None:
        case = copy.deepcopy(self.committed()[3])
        case["expected"]["answers"] = ["58"]
        case["expected"]["forbidden_answers"] = ["53", "27", "60", "77"]
        assert kit.count_problems(case) == [
            "27 is 31 or below",
            "60 is round or doubled",
            "77 is round or doubled",
            "[58, 53, 27, 60, 77] share a digit",
        ]

    def test_counts_are_answered_in_digits_and_in_words(self) -> None:
        answers = [v for c in self.committed() for v in c["expected"]["answers"]]
        assert any(re.fullmatch(r"\d\d", v) for v in answers)
        tens = "|".join(memfresh31_pools.TENS.values())
        assert any(re.fullmatch(rf"({tens})-\w+", v) for v in answers)

    # -- what the page counts --------------------------------------------------------------------

    def test_the_question_kinds_are_there(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        source = (
            r"\b(minutes|config|settings\.json|handbook|wiki|pyproject|price list|runbook|"
            r"sticky note|decision log|team page|Makefile|agenda|newsletter)\b"
        )
        named = [q for q in questions if re.search(source, q)]
        agree = [q for q in questions if re.search(r"\b(agree|same|in line|match|Compare)\b", q)]
        assert len(who) >= 30, len(who)
        assert len(yes_no) >= 25, len(yes_no)
        assert len(named) >= 25, len(named)
        assert len(agree) >= 12, len(agree)

    def test_the_surfaces_vary(self) -> None:
        """Casual corrections, several verbs for one relation, the value in the second of two
        mentions, TOML, CSV, JSON, env, Makefile, wiki table and chat export lines, a meeting
        agenda, ids in lower and mixed case."""
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in ("correction:", "ignore my last", "update:", "small change:", "let's go"):
            assert any(phrase in t for t in low), phrase
        for verb in ("holds the", "was elected treasurer", "approves", "collects", "runs the"):
            assert any(verb in t for t in text), verb
        assert any("but we settled on" in t for t in text)
        assert any("goes second" in t for t in text)
        for mark in (
            "dataset,owner,team",
            "group,annual_subs",
            "| dataset | steward | since |",
            "| service | runtime | pinned by |",
            "_LISTEN_PORT=",
            "_WORKERS=",
            "_RUNTIME := ",
            ".server]\nport = ",
            "disk_percent = ",
            '"max_upload_mb": ',
            '"region": ',
            "Export · #",
            "Meeting agenda",
            "Sticky note",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d[a-z]", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_two_dozen_or_more_relations(self) -> None:
        """Each template is named for the relation(s) it asks; together two dozen or more."""
        relations = {
            "on_call", "port", "door_code", "dataset_owner", "kit_steward", "upload_limit",
            "coach_seats", "backup", "start_time", "region", "away_colour", "licence", "subs",
            "alert_threshold", "session_length", "release", "practice_day", "runtime",
            "open_day", "budget_holder", "treasurer", "support_contract", "policy_ref",
            "certificate", "hire_expiry", "storage_quota", "hall_hours", "security_contact",
            "first_aider", "lead", "retention", "keeper", "shift", "first_on_rota", "fee",
            "collector", "capacity", "booker", "venue", "budget", "rate", "guest_limit",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 24, sorted(found)

    def test_no_cited_text_is_cited_by_two_cases(self) -> None:
        kit.check_no_cited_text_answers_two_cases(self.committed())
