"""`fresh26`, the twenty-sixth held-out memory set (written blind; pools in
``bench.memfresh26_pools``). First the shared kit's checks, then this set's own: each expected
answer is said by an event of its case; a question names one codename and every event it cites
names that codename too; a distractor is said only where the case does not cite; a correction
comes last and leaves the replaced value unsaid; continuity asks in a session of its own about
two earlier sessions; recall comes 200 to 240 days on under nine to eleven chat lines; counts
keep their digits apart; and the question kinds, wordings and relations the brief asked for
occur. A check that an empty input would pass has a control beside it that plants the fault."""

from __future__ import annotations

import copy
import re
from functools import partial
from typing import Any

from cairn.bench import hexis, memfresh26, memfresh26_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks

Case = dict[str, Any]
CODES = frozenset(memfresh26_pools.CODES)
PEOPLE = frozenset(memfresh26_pools.PEOPLE)


stamp = kit.at
by_id = kit.contents
missing_answers = kit.unsaid_answers
codenames = partial(kit.codes_in, CODES)
subject_faults = partial(kit.naming_problems, CODES)
distractors_in_cited = kit.distractors_in_citations
count_faults = kit.count_problems


class TestFresh26(HeldOutSetChecks):
    module = memfresh26

    def entities(self) -> set[str]:
        return {*PEOPLE, *CODES}

    def test_every_answer_is_said_by_an_event(self) -> None:
        assert {c["case_id"]: m for c in self.committed() if (m := missing_answers(c))} == {}

    def test_an_answer_nobody_says_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[7])
        case["expected"]["answers"] = ["Wq-58h"]
        assert missing_answers(case) == ["Wq-58h"]

    def test_one_codename_per_question_and_cited_events_name_it(self) -> None:
        assert len(CODES) == 20
        assert sum(s.software for s in memfresh26_pools.SUBJECTS) == 10
        assert {c["case_id"]: f for c in self.committed() if (f := subject_faults(c))} == {}
        for name in hexis.DIMENSIONS:
            asked = set().union(*(codenames(c["query"]["text"]) for c in self.dimension(name)))
            assert asked == CODES, name

    def test_a_question_with_two_codenames_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[33])
        (mine,) = codenames(case["query"]["text"])
        extra = sorted(CODES - {mine})[-1]
        case["query"]["text"] += f" What about {extra}?"
        assert subject_faults(case) == [f"question names {sorted({mine, extra})}"]

    def test_a_cited_event_missing_the_codename_is_caught(self) -> None:
        case = copy.deepcopy(self.committed()[12])
        first = case["expected"]["citations"][0]
        for e in case["events"]:
            if e["event_id"] == first:
                e["content"] = "nothing to do with anything"
        assert subject_faults(case) == [first]

    def test_a_template_asks_about_five_subjects(self) -> None:
        per_topic: dict[str, set[str]] = {}
        for case in self.committed():
            per_topic.setdefault(case["topic"], set()).update(codenames(case["query"]["text"]))
        assert len(per_topic) == 25
        assert {len(v) for v in per_topic.values()} == {5}

    def test_distractors_live_in_uncited_events_only(self) -> None:
        for case in self.committed():
            exp = case["expected"]
            assert exp["forbidden_answers"], case["case_id"]
            assert distractors_in_cited(case) == [], case["case_id"]
            text = by_id(case)
            uncited = "\n".join(t for i, t in text.items() if i not in exp["citations"])
            assert all(hexis.contains(uncited, f) for f in exp["forbidden_answers"])

    def test_a_correction_comes_last_and_leaves_the_old_value_unsaid(self) -> None:
        for case in self.dimension("stale_belief_resistance"):
            (fix,) = case["expected"]["citations"]
            assert max(case["events"], key=lambda e: e["at"])["event_id"] == fix
            assert distractors_in_cited(case) == []

    def test_a_correction_repeating_the_old_value_is_caught(self) -> None:
        case = copy.deepcopy(self.dimension("stale_belief_resistance")[9])
        (fix,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == fix:
                e["content"] += f" (it was {old} before)"
        assert distractors_in_cited(case) == [old]

    def test_fifteen_stale_questions_name_the_old_value(self) -> None:
        naming = [
            c
            for c in self.dimension("stale_belief_resistance")
            if hexis.contains(c["query"]["text"], c["expected"]["forbidden_answers"][0])
        ]
        assert len(naming) == 15

    def test_continuity_asks_in_a_third_session_about_two_others(self) -> None:
        for case in self.dimension("cross_session_continuity"):
            session = {e["event_id"]: e["session_id"] for e in case["events"]}
            assert len({session[i] for i in case["expected"]["citations"]}) == 2
            assert case["query"]["session_id"] not in set(session.values())
            assert len(case["expected"]["answers"]) == 2

    def test_recall_asks_two_hundred_to_two_hundred_forty_days_on_under_chat(self) -> None:
        for case in self.dimension("six_month_recall"):
            at = {e["event_id"]: stamp(e["at"]) for e in case["events"]}
            asked = stamp(case["query"]["at"])
            for i in case["expected"]["citations"]:
                assert 200 <= (asked - at[i]).days <= 240, case["case_id"]
            chat = [e for e in case["events"] if e["source"]["label"].startswith("team chat")]
            assert 9 <= len(chat) <= 11, case["case_id"]

    def test_fifteen_pairs_disagree_and_ten_agree_and_no_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert (len(flagged), len(agreeing)) == (15, 10)
        assert all(len(c["expected"]["answers"]) == 2 for c in flagged)
        assert all(len(c["expected"]["answers"]) == 1 for c in agreeing)
        for case in self.dimension("contradiction_detection"):
            assert "conflict" not in case["query"]["text"].lower()

    def test_counts_keep_their_digits_apart(self) -> None:
        assert {c["case_id"]: f for c in self.committed() if (f := count_faults(c))} == {}

    def test_counts_that_clash_are_caught(self) -> None:
        case = copy.deepcopy(self.committed()[5])
        case["expected"]["answers"] = ["47"]
        case["expected"]["forbidden_answers"] = ["42", "80", "19", "55"]
        assert count_faults(case) == [
            "19 is 31 or below",
            "80 is round or doubled",
            "55 is round or doubled",
            "[47, 42, 80, 19, 55] share a digit",
        ]

    def test_counts_are_written_in_words_and_in_digits(self) -> None:
        values = [v for c in self.committed() for v in c["expected"]["answers"]]
        assert any(re.fullmatch(r"\d\d", v) for v in values)
        tens = "|".join(memfresh26_pools.TENS.values())
        assert any(re.fullmatch(rf"({tens})-\w+", v) for v in values)

    def test_the_question_kinds_asked_for_occur(self) -> None:
        questions = [c["query"]["text"] for c in self.committed()]
        who = [q for q in questions if re.search(r"\b(who|whom|whose|who's)\b", q, re.I)]
        yes_no = [q for q in questions if re.match(r"(is|are|does|do)\b", q, re.I)]
        sources = (
            r"\b(minutes|notes|runbook|handbook|tracker|kickoff|checklist|handover note|wiki|"
            r"members' page|rota|phone tree|calendar|config|poster|README|script|sign|sheet|"
            r"notice|notice board|deploy note|mail)\b"
        )
        named = [q for q in questions if re.search(sources, q)]
        agree = [q for q in questions if re.search(r"\b(agree|same|in line|match|against)\b", q)]
        assert len(who) >= 15, len(who)
        assert len(yes_no) >= 10, len(yes_no)
        assert len(named) >= 15, len(named)
        assert len(agree) >= 10, len(agree)

    def test_the_surface_varies(self) -> None:
        """Casual corrections, several verbs for one relation, ids in lower and mixed case."""
        text = [e["content"] for c in self.committed() for e in c["events"]]
        for phrase in ("actually make that", "scratch that", "on second thought", "bumped to"):
            assert any(phrase in t.lower() for t in text), phrase
        for verb in ("runs on", "was moved to", "sits at", "is on", "shows production on"):
            assert any(verb in t for t in text), verb
        assert any("but only after you" in t for t in text)
        assert any("but in the end it goes to" in t for t in text)
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}-\d\d[a-z]", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d\d[A-Z][a-z]", a) for a in answers)

    def test_fifteen_or_more_relations_over_the_templates(self) -> None:
        """Each template is named for its relation(s); the set covers fifteen or more."""
        relations = {
            "approver", "place", "revision", "format", "cap", "timeout", "weekday", "contact",
            "store", "size", "tool", "first_step", "key", "preference", "deadline", "owner",
            "channel", "start", "supplier", "budget", "count", "keeper",
        }  # fmt: skip
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert len(found) >= 15, sorted(found)

    def test_no_cited_text_is_cited_by_two_cases(self) -> None:
        seen: dict[str, str] = {}
        for case in self.committed():
            text = by_id(case)
            for i in case["expected"]["citations"]:
                assert text[i] not in seen, (case["case_id"], seen.get(text[i]))
                seen[text[i]] = case["case_id"]

    def test_no_text_says_what_a_subject_is(self) -> None:
        text = "\n".join(e["content"] for c in self.committed() for e in c["events"])
        assert [s.what for s in memfresh26_pools.SUBJECTS if hexis.contains(text, s.what)] == []
