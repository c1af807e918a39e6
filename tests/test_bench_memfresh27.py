"""`fresh27`, the twenty-seventh held-out memory set (written blind; its pools are in
``bench.memfresh27_pools``). The shared kit runs first; then the checks of this set: some event
of a case says each answer; a question names exactly one codename and each event it cites names
it as well; distractors are said only outside the cited events; a correction is the latest event
and does not say what it replaces; continuity asks in a session of its own about two earlier
ones; recall asks 200 to 240 days later under nine to eleven chat lines; counts keep their
digits apart; and the question kinds, wordings and relations asked for are there. Each check
that an empty set would pass has a control that plants the fault it looks for."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh27, memfresh27_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh27_pools.CODES)
PEOPLE = frozenset(memfresh27_pools.PEOPLE)


when = kit.at
contents = kit.contents
unsaid_answers = kit.unsaid_answers
codes_in = partial(kit.codes_in, CODES)
subject_problems = partial(kit.naming_problems, CODES)
distractors_cited = kit.distractors_in_citations
count_problems = kit.count_problems


class TestFresh27(HeldOutSetChecks):
    module = memfresh27

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    def test_some_event_says_every_answer(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := unsaid_answers(c))} == {}

    def test_an_answer_no_event_says_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[3])
        case["expected"]["answers"] = ["Zu47Qa"]
        assert unsaid_answers(case) == ["Zu47Qa"]

    def test_each_question_names_one_codename_and_its_cited_events_name_it(self) -> None:
        assert len(CODES) == 20
        assert sum(s.software for s in memfresh27_pools.SUBJECTS) == 10
        assert {c["case_id"]: p for c in self.committed() if (p := subject_problems(c))} == {}
        for name in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(name)))
            assert asked == CODES, name

    def test_a_question_naming_two_codenames_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[41])
        (mine,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {mine})[0]
        case["query"]["text"] += f" And {extra}?"
        assert subject_problems(case) == [f"question names {sorted({mine, extra})}"]

    def test_a_cited_event_without_the_codename_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[17])
        first = case["expected"]["citations"][0]
        for e in case["events"]:
            if e["event_id"] == first:
                e["content"] = "a line about nothing in particular"
        assert subject_problems(case) == [first]

    def test_each_template_asks_about_five_subjects_of_both_kinds(self) -> None:
        per_topic: dict[str, set[str]] = {}
        for case in self.committed():
            per_topic.setdefault(case["topic"], set()).update(codes_in(case["query"]["text"]))
        assert len(per_topic) == 25
        assert {len(v) for v in per_topic.values()} == {5}
        software = {s.code for s in memfresh27_pools.SUBJECTS if s.software}
        for topic, codes in per_topic.items():
            assert 0 < len(codes & software) < 5, topic

    def test_distractors_are_said_outside_the_cited_events_only(self) -> None:
        for case in self.committed():
            exp = case["expected"]
            assert exp["forbidden_answers"], case["case_id"]
            assert distractors_cited(case) == [], case["case_id"]
            text = contents(case)
            uncited = "\n".join(t for i, t in text.items() if i not in exp["citations"])
            assert all(hexis.contains(uncited, f) for f in exp["forbidden_answers"])

    def test_a_correction_is_the_latest_event_and_leaves_the_old_value_unsaid(self) -> None:
        for case in self.dimension("stale_belief_resistance"):
            (fix,) = case["expected"]["citations"]
            assert max(case["events"], key=lambda e: e["at"])["event_id"] == fix
            assert distractors_cited(case) == []

    def test_a_correction_that_says_the_old_value_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[6])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" (not {old} any more)"
        assert distractors_cited(case) == [old]

    def test_fifteen_stale_questions_name_the_old_value(self) -> None:
        naming = [
            c
            for c in self.dimension("stale_belief_resistance")
            if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])
        ]
        assert len(naming) == 15

    def test_continuity_asks_in_its_own_session_about_two_earlier_ones(self) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_asks_two_hundred_to_two_hundred_forty_days_later_under_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            at = {e["event_id"]: when(e["at"]) for e in case["events"]}
            asked = when(case["query"]["at"])
            for i in case["expected"]["citations"]:
                assert 200 <= (asked - at[i]).days <= 240, case["case_id"]
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    def test_fifteen_pairs_disagree_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert all(len(c["expected"]["answers"]) == 2 for c in flagged)
        assert all(len(c["expected"]["answers"]) == 1 for c in agreeing)
        for case in self.dimension("contradiction_detection"):
            assert "conflict" not in case["query"]["text"].lower()

    def test_counts_keep_their_digits_apart(self) -> None:
        assert {c["case_id"]: p for c in self.committed() if (p := count_problems(c))} == {}

    def test_counts_that_clash_are_reported(self) -> None:
        case = copy.deepcopy(self.committed()[9])
        case["expected"]["answers"] = ["63"]
        case["expected"]["forbidden_answers"] = ["68", "70", "24", "88"]
        assert count_problems(case) == [
            "24 is 31 or below",
            "70 is round or doubled",
            "88 is round or doubled",
            "[63, 68, 70, 24, 88] share a digit",
        ]

    def test_counts_come_in_words_and_in_digits(self) -> None:
        values = [v for c in self.committed() for v in c["expected"]["answers"]]
        assert any(re.fullmatch(r"\d\d", v) for v in values)
        tens = "|".join(memfresh27_pools.TENS.values())
        assert any(re.fullmatch(rf"({tens})-\w+", v) for v in values)

    def test_the_question_kinds_asked_for_are_there(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose|who's)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do|can)\b", q, re.I)]
        sources = (
            r"\b(review notes|handover note|kickoff notes|runbook|handbook|agenda|text|wiki|"
            r"pager export|phone list|Makefile|env file|poster|licence header|front page|"
            r"price list)\b"
        )
        named = [q for q in questions if re.search(sources, q)]
        agree = [q for q in questions if re.search(r"\b(agree|same|in line|match|against)\b", q)]
        assert len(who) >= 15, len(who)
        assert len(yes_no) >= 10, len(yes_no)
        assert len(named) >= 15, len(named)
        assert len(agree) >= 10, len(agree)

    def test_the_surface_varies(self) -> None:
        """Casual corrections, several verbs for one relation, the value in the second of two
        mentions, ids in lower and mixed case."""
        text = [e["content"] for c in self.committed() for e in c["events"]]
        for phrase in ("correction:", "ignore my last", "update:", "small change:", "let's go"):
            assert any(phrase in t.lower() for t in text), phrase
        for verb in ("reviews", "does the review", "I'm reviewing"):
            assert any(verb in t for t in text), verb
        assert any("but in the end" in t for t in text)
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}-\d\d[a-z]", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d\d[A-Z][a-z]", a) for a in answers)

    def test_twenty_or_more_relations_over_the_templates(self) -> None:
        """Each template is named for its relation(s); the set covers twenty or more."""
        relations = {
            "reviewer", "home", "pin", "retention", "language", "capacity", "weekday",
            "oncall", "licence", "fee", "colour", "owner", "availability", "expiry", "shift",
            "start", "length", "supplier", "order_day", "channel", "moderator", "target",
            "budget", "lead", "deputy", "limit", "moved", "day_moved",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 20, sorted(found)

    def test_no_cited_text_is_cited_by_two_cases(self) -> None:
        seen: dict[str, str] = {}
        for case in self.committed():
            text = contents(case)
            for i in case["expected"]["citations"]:
                assert text[i] not in seen, (case["case_id"], seen.get(text[i]))
                seen[text[i]] = case["case_id"]

    def test_no_text_says_what_a_subject_is(self) -> None:
        text = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in memfresh27_pools.SUBJECTS if hexis.contains(text, s.what)] == []
