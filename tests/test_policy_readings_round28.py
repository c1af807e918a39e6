"""Readings of the twenty-eighth round (issue 17): a line's label before its colon names the
thing when it is shaped as a name and the statement after it names none ("70c9bec QUELMARK: set
fly bar to LS-31"); a day heading dates a changelog's lines and names no thing; a label after a
label ("Bo: Small change: ..."); two records stating two codes negate nothing of each other;
a question's clause of time ("when I ring X's vendor"), the object of an "-ing" verb after
"still", and a request opening the question ("Check A against B: ..."). Each rule beside its
control, and the attacks."""

from __future__ import annotations

import pytest

from cairn.model import Actor, Candidate, Status
from cairn.policy import conflicts, facts, questions
from cairn.policy.asks import counted
from cairn.service import MemoryService
from tests.conftest import NS_A

BRINDLECOTT = "Brindlecott's fly bar is LS-14."


@pytest.mark.parametrize(
    "labelled",
    [
        "70c9bec QUELMARK: set fly bar to LS-31",  # a commit's scope in capitals
        "- QuellMarket: fly bar changed to LS-31",  # a name in mixed case under a bullet
        "@Ana quick update: Quell.Mark: fly bar is LS-31 from today",  # after a mention
        "# QUELMARK: fly bar = LS-31 (do not edit)",  # a comment
    ],
)
def test_a_label_shaped_as_a_name_names_the_thing(labelled: str) -> None:
    assert not facts.contradicts(labelled, BRINDLECOTT)
    # control: the same label giving the same slot another value still conflicts
    again = labelled.replace("LS-31", "LS-77")
    assert facts.contradicts(labelled, again)


@pytest.mark.parametrize(
    "label",
    ["Priya", "SRE", "ERROR", "TODO", "UPDATE", "@quellmark", "15:32"],
)
def test_a_person_a_short_code_a_tag_or_a_handle_names_no_thing(label: str) -> None:
    # a person's label, a team's short code, a line's tag or a handle: the record says no
    # thing of its own, so it may give Brindlecott's fly bar another value
    assert facts.contradicts(f"{label}: fly bar is LS-31", BRINDLECOTT), label


def test_a_commits_scope_in_lower_case_names_the_thing() -> None:
    femke = "Femke: I moved the fly bar of gobo-4.7 to LS-14 this morning."
    assert not facts.contradicts("c46a0ef quelmark: set fly bar to LS-31", femke)
    assert facts.contradicts(
        "c46a0ef quelmark: set fly bar to LS-31", "d57b1f0 quelmark: set fly bar to LS-9"
    )
    # controls: a type of change is no scope, and a word with no hash before it (a handle in a
    # chat, "ana: ...") names no thing
    assert facts.contradicts("c46a0ef fix: set fly bar to LS-31", femke)
    assert facts.contradicts("quelmark: set fly bar to LS-31", femke)
    # attack: a hex-looking word with no digit is no hash ("deadbee")
    assert facts.contradicts("deadbee quelmark: set fly bar to LS-31", femke)


def test_attack_a_label_with_a_lookalike_letter_or_a_long_line() -> None:
    # the admission path reads look-alikes as Latin (``latin_read``); here the reader alone:
    # a Cyrillic letter in the label still makes a name of capitals, about another thing
    assert not facts.contradicts("QU\u0415LMARK: fly bar is LS-31", BRINDLECOTT)
    long = "QUELMARK: fly bar is LS-31 " + "and more words " * 500
    assert facts.read(long).label_name == {"quelmark"}


def test_a_day_heading_dates_a_changelog_and_names_no_thing() -> None:
    a = "## 2026-11-23\n- QUELMARK: fuel card changed to FC-7713."
    b = "## 2026-11-25\n- QUELMARK: fuel card changed to FC-8800."
    assert facts.read(a).heading_name == frozenset()
    assert facts.contradicts(a, b)  # one card, two values: the days do not make two things
    assert not facts.contradicts(a, b.replace("QUELMARK", "BRANTORIX"))
    # control: a code heading still heads the record ("## QM-4412" names QM-4412)
    assert facts.read("## QM-4412\n- the fuel card is FC-7713").heading_name == {"qm 4412"}
    assert facts.read("## 23/11/2026\n- the fuel card is FC-7713").heading_name == frozenset()


def test_admission_holds_only_the_labelled_record_about_its_own_thing(
    svc: MemoryService, person: Actor
) -> None:
    first, other = svc.add_many(
        [
            Candidate("70c9bec QUELMARK: set fly bar to LS-31", NS_A),
            Candidate("e574e5d BRANTORIX: set fly bar to LS-14", NS_A),
        ],
        person,
    )
    assert other.memory.status is Status.ACTIVE and other.memory.contested_by == ()
    again = svc.add(Candidate("a1b2c3d QUELMARK: set fly bar to LS-77", NS_A), person)
    assert first.memory.id in again.memory.contested_by


def _values(text: str) -> list[tuple[str, frozenset[str]]]:
    return [(v.text, c.names) for c in facts.read(text).clauses for v in c.values]


def test_a_label_after_a_label_is_no_part_of_the_statement() -> None:
    assert _values("Bo: Small change: Anvilworth is at the scout hut from now on.") == [
        ("scout hut", frozenset({"anvilworth"}))
    ]
    # control: a second colon after a literal is no label's ("Ana: release v2.3: ...")
    texts = [v for v, _n in _values("Ana: release v2.3: the pin moved to 4.1")]
    assert "4.1" in texts
    # control: a thing's name after a commit's label is no message label ("commit 3f2a:
    # Anvilworth: pin ...": Anvilworth is what the commit pins)
    assert _values("commit 369c4b0: Anvilworth: pin ledgerd to 4.0.8")[0][0] == "4.0.8"
    # attack: a run of colons and nothing between them states nothing and raises nothing
    assert _values("Bo: : : :") == []


def test_two_records_stating_two_codes_negate_nothing_of_each_other() -> None:
    fact = "codename,item,pinned,state\nAnvilworth,fare rules,hm-65r,live"
    draft = "Draft nv-47x of the Anvilworth fare rules is up for comments. It is not live."
    assert not conflicts.is_lexical_conflict(draft, fact)
    # control: the same code said live and not live is a flip
    assert conflicts.is_lexical_conflict("Anvilworth fare rules hm-65r is not live.", fact)


def test_a_clause_of_time_in_a_question_is_its_scene() -> None:
    q = questions.ask("Which contract number do I quote when I ring Anvilworth's vendor?")
    assert q.subject == {"anvilworth", "vendor"}
    q = questions.ask("Which contract number do I quote when we phone Anvilworth's vendor?")
    assert q.subject == {"anvilworth", "vendor"}
    # control: a clause with no person as its subject keeps its words
    q = questions.ask("Which door code opens the shed when the Anvilworth depot closes?")
    assert "depot" in q.subject or "depot" in q.words


def test_the_object_of_an_ing_verb_after_still_is_the_thing_not_the_tested_value() -> None:
    q = questions.ask("Is Ana still leading Anvilworth on-call?")
    # the name before "still" is tested, the object of "leading" is the thing
    assert "ana" in q.checked and "anvilworth" not in q.checked
    q = questions.ask("Is Bo still handling Brantor's rota?")
    assert "bo" in q.checked and "brantor" not in q.checked
    # controls: a date after "going live on" is still tested, and so is a name after "still"
    q = questions.ask("Is Anvilworth still going live on 2025-10-02?")
    assert "2025-10-02" in q.checked
    assert "bo" in questions.ask("Is the Anvilworth rota still with Bo?").checked


def test_the_noun_a_count_asks_for_is_its_unit() -> None:
    assert counted("What's the most rods the upper beat can hold?") == {"rod"}
    assert counted("How many archers fit in the long barn?") == {"archer"}
    # control: a name after "most" is no unit, and a question counting nothing has none
    assert counted("Which team uses Brantor most?") == set()
    assert counted("Where is the most recent Anvilworth report?") == set()


def test_a_request_opening_a_question_compares_the_records_it_names() -> None:
    q = questions.ask(
        "Check the Anvilworth handbook against the sticky note: what's the time limit?"
    )
    assert q.compares and q.conflict
    assert questions.ask("Compare the agenda and the text from Bo.").compares
    # control: a check with nothing to check it against compares nothing
    q = questions.ask("Check the Anvilworth disk usage: what's the limit?")
    assert not q.compares and not q.conflict
