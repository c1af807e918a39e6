"""The held-out memory benchmark `fresh18` (written blind: apart from the judgment code and from
the other sets' templates and data; no dev half; its pools in ``bench.memfresh18_pools``): the
shared checks of ``tests.memset_kit``, and its own: every expected answer is stated in the
events, each case asks about its own subject (and every cited event is about it), corrections
never repeat the value they replace and are the latest event, flagged sources each state only
one of the two values, agreeing sources state one value in two notations, every six-month fact
is buried under later messages about its subject, each continuity case cites two sessions that
are not the question's, who-questions are answered (and distracted) by a person, and no
contradiction question says "conflict". Each of its own checks has a control that fails on a
broken case."""

from __future__ import annotations

import copy
import re
from typing import Any

from cairn.bench import hexis, memfresh18, memfresh18_pools

from .memset_kit import HeldOutSetChecks, defects

CODES = set(memfresh18_pools.CODES)
PEOPLE = set(memfresh18_pools.PEOPLE)
CaseData = dict[str, Any]

PERSON_TOPICS = {
    "handover_recorded_in_the_minutes",
    "who_took_over_in_the_spring",
    "work_handed_to_someone_else",
}


def unstated(case: CaseData) -> list[str]:
    """The expected answers no event of the case states."""
    text = "\n".join(e["content"] for e in case["events"])
    return [a for a in case["expected"]["answers"] if not hexis.contains(text, a)]


def codes_in(text: str) -> set[str]:
    """The codenames a text names, also inside a config key (``BRACKWEN_INDEX_AUDIT_CUTOFF``)."""
    words = text.replace("_", " ")
    return {code for code in CODES if re.search(rf"(?<!\w){code}(?!\w)", words, re.I)}


def off_subject(case: CaseData) -> list[str]:
    """The question names one subject, and every cited event names it."""
    asked = codes_in(case["query"]["text"])
    if len(asked) != 1:
        return [f"question names {sorted(asked)}"]
    text = {e["event_id"]: e["content"] for e in case["events"]}
    return [
        f"{i} is not about {next(iter(asked))}"
        for i in case["expected"]["citations"]
        if not asked <= codes_in(text[i])
    ]


def repeated_old_values(case: CaseData) -> list[str]:
    """The replaced values (a stale case's forbidden answers) a cited correction repeats."""
    text = {e["event_id"]: e["content"] for e in case["events"]}
    cited = "\n".join(text[i] for i in case["expected"]["citations"])
    return [f for f in case["expected"]["forbidden_answers"] if hexis.contains(cited, f)]


def split_values(case: CaseData) -> list[str]:
    """A flagged source that states every expected value."""
    text = {e["event_id"]: e["content"] for e in case["events"]}
    answers = case["expected"]["answers"]
    return [
        f"{i} states every value"
        for i in case["expected"]["contradictions"]
        if all(hexis.contains(text[i], a) for a in answers)
    ]


def same_notation(case: CaseData) -> list[str]:
    """An agreeing pair whose two sources write the answer the same way."""
    text = {e["event_id"]: e["content"] for e in case["events"]}
    return [
        f"both sources say {a}"
        for a in case["expected"]["answers"]
        if all(hexis.contains(text[i], a) for i in case["expected"]["citations"])
    ]


def unburied(case: CaseData) -> list[str]:
    """Fewer than eight later messages about a six-month case's subject."""
    (code,) = codes_in(case["query"]["text"])
    cited = set(case["expected"]["citations"])
    last = max(e["at"] for e in case["events"] if e["event_id"] in cited)
    later = [e for e in case["events"] if e["at"] > last and code in codes_in(e["content"])]
    return [] if len(later) >= 8 else [f"{len(later)} later messages about the subject"]


def sessions_cited(case: CaseData) -> set[str]:
    sessions = {e["event_id"]: e["session_id"] for e in case["events"]}
    return {sessions[i] for i in case["expected"]["citations"]}


def of(dimension: str, cases: list[CaseData]) -> list[CaseData]:
    return [c for c in cases if c["dimension"] == dimension]


class TestFresh18(HeldOutSetChecks):
    module = memfresh18

    def entities(self) -> set[str]:
        """The set's named subjects: people and codenames (the work, places, kits, suppliers
        and channels are shared vocabulary)."""
        return {*PEOPLE, *CODES}

    def test_every_expected_answer_is_stated_in_the_events(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := unstated(c))} == {}

    def test_an_answer_missing_from_the_events_is_found(self) -> None:
        """Control: an answer no event states is reported, by this check and the kit's."""
        case = copy.deepcopy(self.committed()[0])
        case["expected"]["answers"] = ["Qq-818"]
        assert unstated(case) == ["Qq-818"]
        assert "answer not cited: Qq-818" in defects(case)

    def test_there_are_twenty_subjects_and_each_case_asks_about_its_own(self) -> None:
        m = memfresh18_pools
        assert len(CODES) == 20 and len(m.SUBJECTS) == 20
        assert sum(s.software for s in m.SUBJECTS) == 10
        assert {c["case_id"]: o for c in self.committed() if (o := off_subject(c))} == {}
        assert len({code for c in self.committed() for code in codes_in(c["query"]["text"])}) == 20

    def test_a_case_asking_about_another_subject_is_found(self) -> None:
        """Control: a question renamed to another subject, or naming two, is reported."""
        case = copy.deepcopy(self.committed()[0])
        (mine,) = codes_in(case["query"]["text"])
        other = sorted(CODES - {mine})[0]
        renamed = copy.deepcopy(case)
        renamed["query"]["text"] = case["query"]["text"].replace(mine, other)
        assert off_subject(renamed) == [
            f"{i} is not about {other}" for i in case["expected"]["citations"]
        ]
        both = copy.deepcopy(case)
        both["query"]["text"] += f" And {other}?"
        assert off_subject(both) == [f"question names {sorted({mine, other})}"]

    def test_corrections_never_repeat_the_value_they_replace_and_come_last(self) -> None:
        cases = of("stale_belief_resistance", self.committed())
        assert len(cases) == 25
        assert {c["case_id"]: r for c in cases if (r := repeated_old_values(c))} == {}
        for case in cases:
            (cited,) = case["expected"]["citations"]
            latest = max(case["events"], key=lambda e: e["at"])
            assert latest["event_id"] == cited

    def test_a_correction_that_repeats_the_old_value_is_found(self) -> None:
        """Control: a correction that says "it was X before" is reported."""
        case = copy.deepcopy(of("stale_belief_resistance", self.committed())[0])
        (cited,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        for e in case["events"]:
            if e["event_id"] == cited:
                e["content"] += f" (was {old})"
        assert repeated_old_values(case) == [old]

    def test_flagged_sources_state_their_values_in_different_events(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        assert len(flagged) == 15 and len(agreeing) == 10
        assert {c["case_id"]: d for c in flagged if (d := split_values(c))} == {}

    def test_a_flagged_source_stating_both_values_is_found(self) -> None:
        """Control: both values planted in one flagged source are reported."""
        case = copy.deepcopy(self.contradiction_cases()[0][0])
        first = case["expected"]["contradictions"][0]
        for e in case["events"]:
            if e["event_id"] == first:
                e["content"] += " " + " / ".join(case["expected"]["answers"])
        assert split_values(case) == [f"{first} states every value"]

    def test_agreeing_sources_write_the_value_in_two_notations(self) -> None:
        _, agreeing = self.contradiction_cases()
        assert {c["case_id"]: d for c in agreeing if (d := same_notation(c))} == {}

    def test_agreeing_sources_in_one_notation_are_found(self) -> None:
        """Control: the answer's notation planted in the other source is reported."""
        case = copy.deepcopy(self.contradiction_cases()[1][0])
        (answer,) = case["expected"]["answers"]
        for e in case["events"]:
            if e["event_id"] in case["expected"]["citations"]:
                e["content"] += f" ({answer})"
        assert same_notation(case) == [f"both sources say {answer}"]

    def test_no_contradiction_question_says_conflict(self) -> None:
        for case in of("contradiction_detection", self.committed()):
            assert "conflict" not in case["query"]["text"].lower()

    def test_every_six_month_fact_is_buried_under_later_messages(self) -> None:
        cases = of("six_month_recall", self.committed())
        assert {c["case_id"]: u for c in cases if (u := unburied(c))} == {}

    def test_an_unburied_six_month_fact_is_found(self) -> None:
        """Control: the case without its later chatter is reported."""
        case = copy.deepcopy(of("six_month_recall", self.committed())[0])
        case["events"] = [e for e in case["events"] if "-chat" not in e["event_id"]]
        (found,) = unburied(case)
        assert found.endswith("later messages about the subject") and int(found.split()[0]) < 8

    def test_continuity_cases_cite_two_sessions_neither_the_questions(self) -> None:
        for case in of("cross_session_continuity", self.committed()):
            cited = sessions_cited(case)
            assert len(cited) == 2 and case["query"]["session_id"] not in cited
            assert len(case["expected"]["answers"]) == 2

    def test_a_continuity_case_citing_one_session_is_found(self) -> None:
        """Control: both cited events moved into one session are reported as one session."""
        case = copy.deepcopy(of("cross_session_continuity", self.committed())[0])
        for e in case["events"]:
            if e["event_id"] in case["expected"]["citations"]:
                e["session_id"] = "one"
        assert len(sessions_cited(case)) == 1

    def test_who_questions_are_answered_and_distracted_by_a_person(self) -> None:
        asks = [c for c in self.committed() if c["topic"] in PERSON_TOPICS]
        assert len(asks) == 15
        for case in asks:
            assert set(case["expected"]["answers"]) <= PEOPLE
            assert set(case["expected"]["forbidden_answers"]) <= PEOPLE

    def test_a_who_question_answered_by_a_number_is_found(self) -> None:
        """Control: a swapped answer is not one of the set's people."""
        case = copy.deepcopy(next(c for c in self.committed() if c["topic"] in PERSON_TOPICS))
        case["expected"]["answers"] = ["42"]
        assert not set(case["expected"]["answers"]) <= PEOPLE
