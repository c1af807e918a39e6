"""The held-out memory benchmark `fresh17` (written blind: apart from the judgment code and from
the other sets' templates and data; no dev half; its pools in ``bench.memfresh17_pools``): the
shared checks of ``tests.memset_kit``, and its own: every expected answer is stated in the
events, each case asks about its own subject (and every cited event is about it), corrections
never repeat the value they replace and are the latest event, a trial that was put back is the
distractor and the first window returns in digits, a change announced for a later day leaves
the old value in force when asked while one announced for a day that has passed is in force,
who-questions are answered (and distracted) by a person, a value written on the line under its
subject is answered from that line, flagged sources each state only one of the two values,
agreeing sources state one value in two notations, every six-month fact is buried under later
messages about its subject, and no contradiction question says "conflict". Each of its own
checks has a control that fails on a broken case."""

from __future__ import annotations

import copy
import re
from datetime import datetime, timedelta
from typing import Any

from cairn.bench import hexis, memfresh17, memfresh17_pools

from .memset_kit import HeldOutSetChecks, at, defects

CODES = set(memfresh17_pools.CODES)
PEOPLE = set(memfresh17_pools.PEOPLE)
CaseData = dict[str, Any]


def unstated(case: CaseData) -> list[str]:
    """The expected answers no event of the case states."""
    text = "\n".join(e["content"] for e in case["events"])
    return [a for a in case["expected"]["answers"] if not hexis.contains(text, a)]


def codes_in(text: str) -> set[str]:
    """The codenames a text names, also inside a config key (``PELLWINTER_DAILY_CAP``)."""
    words = text.replace("_", " ")
    return {code for code in CODES if re.search(rf"(?<!\w){code}(?!\w)", words, re.I)}


def off_subject(case: CaseData) -> list[str]:
    """What is wrong with whom a case asks about: the question names one subject, and every
    cited event names that subject."""
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
    """What is wrong with a flagged pair: a flagged source that states every expected value."""
    text = {e["event_id"]: e["content"] for e in case["events"]}
    answers = case["expected"]["answers"]
    return [
        f"{i} states every value"
        for i in case["expected"]["contradictions"]
        if all(hexis.contains(text[i], a) for a in answers)
    ]


def same_notation(case: CaseData) -> list[str]:
    """What is wrong with an agreeing pair: both sources write the answer the same way."""
    text = {e["event_id"]: e["content"] for e in case["events"]}
    return [
        f"both sources say {a}"
        for a in case["expected"]["answers"]
        if all(hexis.contains(text[i], a) for i in case["expected"]["citations"])
    ]


def unburied(case: CaseData) -> list[str]:
    """What is wrong with a six-month case: fewer than eight later messages about its subject
    (after the last cited fact, before the question)."""
    (code,) = codes_in(case["query"]["text"])
    cited = set(case["expected"]["citations"])
    last = max(e["at"] for e in case["events"] if e["event_id"] in cited)
    later = [e for e in case["events"] if e["at"] > last and code in codes_in(e["content"])]
    if len(later) < 8:
        return [f"{len(later)} later messages about the subject, fewer than 8"]
    return []


PERSON_TOPICS = {
    "who_in_the_thread_offered_the_room",
    "owner_in_one_yaml_block_per_work",
    "who_chaired_the_kickoff",
    "two_owners_over_two_sessions",
}
LINE_BELOW_TOPICS = {"supplier_lead_time_on_the_line_below", "spare_kit_place_on_the_line_below"}


def not_people(case: CaseData) -> list[str]:
    """The answers of a who-question that are not one of the set's people."""
    return [a for a in case["expected"]["answers"] if a not in PEOPLE]


def day_of(case: CaseData, text: str) -> datetime:
    """A day written "26 March", in the year of the question (the cases run within a year)."""
    asked = at(case["query"]["at"])
    return datetime.strptime(f"{text} {asked.year}", "%d %B %Y").replace(tzinfo=asked.tzinfo)


def change_day(case: CaseData) -> datetime:
    """The day a future change takes effect: the answer that is not a number."""
    (day,) = [a for a in case["expected"]["answers"] if not a.isdigit()]
    return day_of(case, day)


def already_in_force(case: CaseData) -> list[str]:
    """What is wrong with a future change: it takes effect before the question is asked."""
    day = change_day(case)
    return [f"in force from {day:%Y-%m-%d}"] if day <= at(case["query"]["at"]) else []


def announced_day(case: CaseData) -> datetime:
    """The day a stale case's announced cap starts ("From Monday 4 May the ...")."""
    (cited,) = case["expected"]["citations"]
    text = next(e["content"] for e in case["events"] if e["event_id"] == cited)
    found = re.search(r"From \w+day (\d+ [A-Z][a-z]+)", text)
    assert found, text
    return day_of(case, found.group(1))


def not_yet_in_force(case: CaseData) -> list[str]:
    """What is wrong with a change whose day has passed: it has not, when asked."""
    day = announced_day(case)
    return [f"not in force until {day:%Y-%m-%d}"] if day > at(case["query"]["at"]) else []


def not_on_the_line_below(case: CaseData) -> list[str]:
    """What is wrong with a value on the line under its subject: the cited record's line that
    holds the answer does not follow a line ending in a colon."""
    (cited,) = case["expected"]["citations"]
    text = next(e["content"] for e in case["events"] if e["event_id"] == cited)
    lines = text.split("\n")
    out = []
    for a in case["expected"]["answers"]:
        rows = [i for i, line in enumerate(lines) if hexis.contains(line, a)]
        if not rows or any(i == 0 or not lines[i - 1].rstrip().endswith(":") for i in rows):
            out.append(f"{a} is not on the line under its subject")
    return out


def revert_defects(case: CaseData) -> list[str]:
    """What is wrong with a trial put back: the runbook states the answer as the revert writes
    it, the trial does not state the forbidden window, or the revert does not state the
    answer."""
    events = events_by_key(case)
    (answer,) = case["expected"]["answers"]
    (trial,) = case["expected"]["forbidden_answers"]
    out = []
    if hexis.contains(events["runbook"], answer):
        out.append(f"runbook already says {answer}")
    if not hexis.contains(events["trial"], trial):
        out.append(f"trial does not say {trial}")
    if not hexis.contains(events["back"], answer):
        out.append(f"revert does not say {answer}")
    return out


def of(dimension: str, cases: list[CaseData]) -> list[CaseData]:
    return [c for c in cases if c["dimension"] == dimension]


def topic(name: str, cases: list[CaseData]) -> list[CaseData]:
    found = [c for c in cases if c["topic"] == name]
    assert len(found) == 5
    return found


def events_by_key(case: CaseData) -> dict[str, str]:
    return {e["event_id"].rsplit("-", 1)[1]: e["content"] for e in case["events"]}


class TestFresh17(HeldOutSetChecks):
    module = memfresh17

    def entities(self) -> set[str]:
        """The named subjects of the set: people and the subjects' codenames. The work, the
        suppliers, places, kits and channels are shared vocabulary."""
        return {*PEOPLE, *CODES}

    def test_every_expected_answer_is_stated_in_the_events(self) -> None:
        assert {c["case_id"]: u for c in self.committed() if (u := unstated(c))} == {}

    def test_an_answer_missing_from_the_events_is_found(self) -> None:
        """Control: an answer no event states is reported, by this check and the kit's."""
        case = copy.deepcopy(self.committed()[0])
        case["expected"]["answers"] = ["Qq-717"]
        assert unstated(case) == ["Qq-717"]
        assert "answer not cited: Qq-717" in defects(case)

    def test_there_are_twenty_subjects_and_each_case_asks_about_its_own(self) -> None:
        m = memfresh17_pools
        assert len(CODES) == 20 and len(m.SUBJECTS) == 20
        assert set(m.WORKS) == CODES == set(m.UNITS)
        assert sum(s.software for s in m.SUBJECTS) == 10
        assert {c["case_id"]: o for c in self.committed() if (o := off_subject(c))} == {}
        assert len({code for c in self.committed() for code in codes_in(c["query"]["text"])}) == 20

    def test_a_case_asking_about_the_distractors_subject_is_found(self) -> None:
        """Control: a question renamed to another subject, or one naming two, is reported."""
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

    def test_corrections_never_repeat_the_value_they_replace(self) -> None:
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

    def test_a_trial_put_back_is_the_distractor_and_the_window_returns_in_digits(self) -> None:
        """The runbook gives the window in words only, the trial another window, and the revert
        brings the first back in hours and minutes."""
        for case in topic("window_trial_then_put_back", self.committed()):
            assert revert_defects(case) == []

    def test_a_runbook_that_already_says_the_reverted_window_is_found(self) -> None:
        """Control: the revert's notation planted in the runbook is reported."""
        case = copy.deepcopy(topic("window_trial_then_put_back", self.committed())[0])
        (answer,) = case["expected"]["answers"]
        for e in case["events"]:
            if e["event_id"].endswith("-runbook"):
                e["content"] += f" ({answer})"
        assert revert_defects(case) == [f"runbook already says {answer}"]

    def test_a_change_for_a_later_date_leaves_the_old_value_in_force(self) -> None:
        """The future-change cases are asked before the announced day."""
        for case in topic("cap_today_and_the_announced_change", self.committed()):
            assert already_in_force(case) == []
            assert len(case["expected"]["answers"]) == 2

    def test_a_change_already_in_force_is_found(self) -> None:
        """Control: the same case asked the day after the change is reported."""
        case = copy.deepcopy(topic("cap_today_and_the_announced_change", self.committed())[0])
        day = change_day(case)
        case["query"]["at"] = (day + timedelta(days=1)).strftime("%Y-%m-%dT%H:%M:%SZ")
        assert already_in_force(case) == [f"in force from {day:%Y-%m-%d}"]

    def test_a_change_whose_day_has_passed_is_in_force_when_asked(self) -> None:
        for case in topic("cap_from_a_date_that_has_passed", self.committed()):
            assert not_yet_in_force(case) == []

    def test_a_change_not_yet_in_force_is_found(self) -> None:
        """Control: the same case asked the day before the announced day is reported."""
        case = copy.deepcopy(topic("cap_from_a_date_that_has_passed", self.committed())[0])
        day = announced_day(case)
        case["query"]["at"] = (day - timedelta(days=1)).strftime("%Y-%m-%dT%H:%M:%SZ")
        assert not_yet_in_force(case) == [f"not in force until {day:%Y-%m-%d}"]

    def test_who_questions_are_answered_and_distracted_by_a_person(self) -> None:
        asks = [c for c in self.committed() if c["topic"] in PERSON_TOPICS]
        assert len(asks) == 20
        assert {c["case_id"]: w for c in asks if (w := not_people(c))} == {}
        for case in asks:
            assert all(f in PEOPLE for f in case["expected"]["forbidden_answers"])
        for case in topic("who_logged_the_figure_in_the_incident_timeline", self.committed()):
            assert case["expected"]["answers"][0] in PEOPLE

    def test_a_who_question_answered_by_a_value_is_found(self) -> None:
        """Control: a who-question whose answer is swapped for a number is reported."""
        case = copy.deepcopy(next(c for c in self.committed() if c["topic"] in PERSON_TOPICS))
        case["expected"]["answers"] = ["42"]
        assert not_people(case) == ["42"]

    def test_values_written_under_their_subject_are_answered_from_that_line(self) -> None:
        cases = [c for c in self.committed() if c["topic"] in LINE_BELOW_TOPICS]
        assert len(cases) == 10
        assert {c["case_id"]: d for c in cases if (d := not_on_the_line_below(c))} == {}

    def test_a_value_beside_its_subject_is_found(self) -> None:
        """Control: the answer's line joined to its subject's line is reported."""
        case = copy.deepcopy(topic("spare_kit_place_on_the_line_below", self.committed())[0])
        (cited,) = case["expected"]["citations"]
        (answer,) = case["expected"]["answers"]
        for e in case["events"]:
            if e["event_id"] == cited:
                e["content"] = e["content"].replace(":\n  ", ": ")
        assert not_on_the_line_below(case) == [f"{answer} is not on the line under its subject"]

    def test_flagged_sources_state_their_values_in_different_events(self) -> None:
        """Each flagged pair states one expected value per source: no source carries both."""
        flagged, agreeing = self.contradiction_cases()
        assert len(flagged) == 15 and len(agreeing) == 10
        assert {c["case_id"]: s for c in flagged if (s := split_values(c))} == {}

    def test_a_flagged_pair_whose_values_sit_in_one_source_is_found(self) -> None:
        """Control: a flagged case whose second value is copied into the first source."""
        flagged, _ = self.contradiction_cases()
        case = copy.deepcopy(flagged[0])
        first = case["expected"]["contradictions"][0]
        for e in case["events"]:
            if e["event_id"] == first:
                e["content"] += " " + " ".join(case["expected"]["answers"])
        assert split_values(case) == [f"{first} states every value"]

    def test_no_contradiction_question_says_conflict(self) -> None:
        flagged, agreeing = self.contradiction_cases()
        for case in [*flagged, *agreeing]:
            assert "conflict" not in case["query"]["text"].lower()

    def test_agreeing_sources_state_one_value_in_two_notations(self) -> None:
        """Each agreeing pair writes its answer, as written, in one source only: the other says
        the same value another way (in hours, per cent)."""
        _, agreeing = self.contradiction_cases()
        assert {c["case_id"]: o for c in agreeing if (o := same_notation(c))} == {}

    def test_an_agreeing_pair_in_one_notation_is_found(self) -> None:
        """Control: an agreeing case whose second source is given the first's notation."""
        _, agreeing = self.contradiction_cases()
        case = copy.deepcopy(agreeing[0])
        for e in case["events"]:
            if e["event_id"] in case["expected"]["citations"]:
                e["content"] += " " + case["expected"]["answers"][0]
        assert same_notation(case) == [f"both sources say {case['expected']['answers'][0]}"]

    def test_six_month_facts_are_buried_under_later_messages_about_their_subject(self) -> None:
        cases = of("six_month_recall", self.committed())
        assert len(cases) == 25
        assert {c["case_id"]: b for c in cases if (b := unburied(c))} == {}

    def test_a_six_month_fact_without_later_noise_is_found(self) -> None:
        """Control: the same case with its later messages taken out is reported."""
        case = copy.deepcopy(of("six_month_recall", self.committed())[0])
        cited = set(case["expected"]["citations"])
        last = max(e["at"] for e in case["events"] if e["event_id"] in cited)
        case["events"] = [e for e in case["events"] if e["at"] <= last or e["event_id"] in cited]
        assert unburied(case) == ["0 later messages about the subject, fewer than 8"]

    def test_continuity_facts_are_split_over_two_sessions_and_asked_in_a_third(self) -> None:
        """Each continuity case cites two events of two different sessions, neither of them the
        question's."""
        for case in of("cross_session_continuity", self.committed()):
            sessions = {e["event_id"]: e["session_id"] for e in case["events"]}
            cited = {sessions[i] for i in case["expected"]["citations"]}
            assert len(case["expected"]["citations"]) == 2 and len(cited) == 2
            assert case["query"]["session_id"] not in cited
