"""`fresh25`, the twenty-fifth held-out memory set (written blind; its pools are in
``bench.memfresh25_pools``). The shared kit's checks run first; then the set's own: every answer
is said by some event; a question names exactly one codename, and so does each event it cites;
distractors live only in uncited events; a correction is the last event and does not name the
value it replaces; continuity asks in a session of its own about facts from two sessions; recall
asks 200 to 240 days on, under nine to eleven chat lines; counts keep their digits apart; the
question kinds, surface variations and relations the brief asked for are there. Checks that could
pass on an empty input have a control beside them that plants the fault."""

from __future__ import annotations

import copy
import re
from datetime import datetime
from typing import Any

from cairn.bench import hexis, memfresh25, memfresh25_pools

from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh25_pools.CODES)
PEOPLE = frozenset(memfresh25_pools.PEOPLE)


def when(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def texts_by_id(case: Case) -> dict[str, str]:
    return {e["event_id"]: e["content"] for e in case["events"]}


def unsaid(case: Case) -> list[str]:
    """The expected answers that none of the case's events says."""
    said = "\n".join(texts_by_id(case).values())
    return [a for a in case["expected"]["answers"] if not hexis.contains(said, a)]


def codes_in(text: str) -> set[str]:
    return {code for code in CODES if hexis.contains(text, code)}


def off_subject(case: Case) -> list[str]:
    """What is wrong with a case's subject: a question naming no codename or several, or cited
    events that do not name the one it asks about."""
    asked = codes_in(case["query"]["text"])
    if len(asked) != 1:
        return [f"question names {sorted(asked)}"]
    said = texts_by_id(case)
    return [i for i in case["expected"]["citations"] if not asked <= codes_in(said[i])]


def cited_distractors(case: Case) -> list[str]:
    """The forbidden answers that a cited event says."""
    said = texts_by_id(case)
    cited = "\n".join(said[i] for i in case["expected"]["citations"])
    return [f for f in case["expected"]["forbidden_answers"] if hexis.contains(cited, f)]


def digit_clashes(case: Case) -> list[str]:
    """Two-digit counts among a case's answers and distractors that are 31 or less, round,
    doubled, or share a tens or units digit with another."""
    exp = case["expected"]
    nums = [
        int(v) for v in (*exp["answers"], *exp["forbidden_answers"]) if re.fullmatch(r"\d\d", v)
    ]
    out = [f"{n} is too small" for n in nums if n <= 31]
    out += [f"{n} is round or doubled" for n in nums if n % 10 == 0 or n % 11 == 0]
    if len({n // 10 for n in nums}) < len(nums) or len({n % 10 for n in nums}) < len(nums):
        out.append(f"{nums} share a digit")
    return out


class TestFresh25(HeldOutSetChecks):
    module = memfresh25

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    def test_some_event_says_every_answer(self) -> None:
        assert {c["case_id"]: m for c in self.committed() if (m := unsaid(c))} == {}

    def test_an_unsaid_answer_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[11])
        case["expected"]["answers"] = ["Zq-47w"]
        assert unsaid(case) == ["Zq-47w"]

    def test_each_question_has_one_subject_and_its_cited_events_name_it(self) -> None:
        assert len(CODES) == 20
        assert sum(s.software for s in memfresh25_pools.SUBJECTS) == 10
        assert {c["case_id"]: f for c in self.committed() if (f := off_subject(c))} == {}
        for name in hexis.DIMENSIONS:
            asked = set().union(*(codes_in(c["query"]["text"]) for c in self.dimension(name)))
            assert asked == CODES, name

    def test_a_question_naming_two_subjects_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[40])
        (mine,) = codes_in(case["query"]["text"])
        extra = sorted(CODES - {mine})[0]
        case["query"]["text"] += f" And {extra}?"
        assert off_subject(case) == [f"question names {sorted({mine, extra})}"]

    def test_a_cited_event_without_the_subject_is_reported(self) -> None:
        case = copy.deepcopy(self.committed()[8])
        first = case["expected"]["citations"][0]
        for e in case["events"]:
            if e["event_id"] == first:
                e["content"] = "an unrelated line"
        assert off_subject(case) == [first]

    def test_each_template_asks_about_five_subjects(self) -> None:
        per_topic: dict[str, set[str]] = {}
        for case in self.committed():
            per_topic.setdefault(case["topic"], set()).update(codes_in(case["query"]["text"]))
        assert len(per_topic) == 25
        assert {len(v) for v in per_topic.values()} == {5}

    def test_distractors_are_said_by_uncited_events_only(self) -> None:
        for case in self.committed():
            exp = case["expected"]
            assert exp["forbidden_answers"], case["case_id"]
            assert cited_distractors(case) == [], case["case_id"]
            said = texts_by_id(case)
            uncited = "\n".join(t for i, t in said.items() if i not in exp["citations"])
            assert all(hexis.contains(uncited, f) for f in exp["forbidden_answers"])

    def test_a_correction_is_last_and_does_not_name_the_old_value(self) -> None:
        for case in self.dimension("stale_belief_resistance"):
            (fix,) = case["expected"]["citations"]
            assert max(case["events"], key=lambda e: e["at"])["event_id"] == fix
            assert cited_distractors(case) == []

    def test_a_correction_that_names_the_old_value_is_reported(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[6])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" (not {old} any more)"
        assert cited_distractors(case) == [old]

    def test_fifteen_stale_questions_name_the_old_value(self) -> None:
        naming = [
            c
            for c in self.dimension("stale_belief_resistance")
            if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])
        ]
        assert len(naming) == 15

    def test_continuity_asks_in_its_own_session_about_two_sessions(self) -> None:
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

    def test_fifteen_pairs_disagree_and_ten_agree_without_saying_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert all(len(c["expected"]["answers"]) == 2 for c in flagged)
        assert all(len(c["expected"]["answers"]) == 1 for c in agreeing)
        for case in self.dimension("contradiction_detection"):
            assert "conflict" not in case["query"]["text"].lower()

    def test_counts_keep_their_digits_apart(self) -> None:
        assert {c["case_id"]: f for c in self.committed() if (f := digit_clashes(c))} == {}

    def test_clashing_counts_are_reported(self) -> None:
        case = copy.deepcopy(self.committed()[3])
        case["expected"]["answers"] = ["58"]
        case["expected"]["forbidden_answers"] = ["53", "70", "24", "66"]
        assert digit_clashes(case) == [
            "24 is too small",
            "70 is round or doubled",
            "66 is round or doubled",
            "[58, 53, 70, 24, 66] share a digit",
        ]

    def test_values_are_written_in_words_and_in_digits(self) -> None:
        values = [v for c in self.committed() for v in c["expected"]["answers"]]
        assert any(re.fullmatch(r"\d\d", v) for v in values)
        tens = "|".join(memfresh25_pools.TENS.values())
        assert any(re.fullmatch(rf"({tens})-\w+", v) for v in values)

    def test_the_question_kinds_asked_for_are_there(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose|who's)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        sources = (
            r"\b(minutes|notes|runbook|handbook|tracker|kickoff|on-call page|contacts list|"
            r"status line|log|checklist|wiki|invite|rota|board card|notice|sheet|settings|"
            r"env file|config|alert rules|mail)\b"
        )
        named = [q for q in questions if re.search(sources, q)]
        agree = [q for q in questions if re.search(r"\b(agree|same|in line|match)\b", q)]
        assert len(who) >= 15, len(who)
        assert len(yes_no) >= 10, len(yes_no)
        assert len(named) >= 15, len(named)
        assert len(agree) >= 10, len(agree)

    def test_the_surface_varies(self) -> None:
        """Casual corrections, several verbs for one relation, ids in lower and mixed case."""
        said = [e["content"] for c in self.committed() for e in c["events"]]
        for phrase in ("actually make that", "scratch that", "on second thought", "bumped to"):
            assert any(phrase in t.lower() for t in said), phrase
        for verb in ("runs on", "was moved to", "sits at", "is on", "shows production on"):
            assert any(verb in t for t in said), verb
        assert any("but only after you" in t for t in said)
        assert any("but in the end it goes to" in t or "then we agreed" in t for t in said)
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}-\d\d[a-z]", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d\d[A-Z][a-z]", a) for a in answers)

    def test_fifteen_or_more_relations_over_the_templates(self) -> None:
        """Each template is named for its relation(s); the set covers at least fifteen."""
        relations = {
            "approver", "host", "retention", "revision", "contact", "threshold", "start",
            "format", "duration", "cap", "tool", "first_step", "deadline", "key", "preferred",
            "owner", "weekday", "store", "channel", "count", "place", "supplier", "budget",
            "keeper",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 15, sorted(found)

    def test_no_cited_text_is_cited_by_two_cases(self) -> None:
        seen: dict[str, str] = {}
        for case in self.committed():
            said = texts_by_id(case)
            for i in case["expected"]["citations"]:
                assert said[i] not in seen, (case["case_id"], seen.get(said[i]))
                seen[said[i]] = case["case_id"]

    def test_no_text_says_what_a_subject_is(self) -> None:
        said = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in memfresh25_pools.SUBJECTS if hexis.contains(said, s.what)] == []
