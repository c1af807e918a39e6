"""The twenty-first blind held-out retrieval set ``unknowns21``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(a Confluence page comment, a retro sticky note, a Discord thread reply, a web form field label,
an Anki flashcard and a Stack Overflow question among them) and the twelve memory surfaces are
what they claim, answers asked in another unit are written in another notation, and each check
catches a planted fault beside the real set."""

from __future__ import annotations

import copy
import re
import sys
from collections import Counter
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import retrieval_unknowns21 as u21
from cairn.bench.retrieval_unknowns21_forms import (
    FORM_NAMES,
    NEW_FORMS,
    NEW_SURFACES,
    NOTE_SHAPES,
    ROTATION,
    SURFACES,
)
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u21.generate()
ATTRS = {(d.key, a.key): a for d in u21.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u21.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u21.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u21.DOMAINS for s in d.subjects]
OLD = {s: o for d in u21.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u21.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u21.OFFTOPIC}
SET = u21
SHARED, WHOLE = 24, 14  # off-topic phrases sharing a word with an attribute's, and whole ones
ASKED_IN, UNITS = 144, 44  # answers asked in another unit or notation, and distinct units
APART = 62  # answered facts whose two wordings are asked five slots apart (typos aside)


def content(text: str) -> set[str]:
    return u21.content(text)


def phrases(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) the case's attribute is asked with (an off-topic phrase or an antonym
    twice), read from the vocabulary (not from the generator's own reading)."""
    if case["kind"] == "offtopic":
        return TOPICS[case["topic"]], TOPICS[case["topic"]]
    key = (case["domain"], case["attribute"])
    if key in ANTONYM and case["variant"].startswith("antonym/"):
        return ANTONYM[key].antonym, ANTONYM[key].antonym
    if case["kind"] == "related_unknown":
        return NEAR[key].near_word, NEAR[key].near_synonym
    return ATTRS[key].word, ATTRS[key].synonym


one_typo = kit.one_typo  # read by the shared checks (RetrievalSetChecks)
asked_name = kit.asked_name
asked_problems = partial(kit.asked_problems, u21, phrases)
answer_problems = partial(kit.answer_problems, u21, phrases)
leaks = partial(kit.leaks, u21, phrases)
holders = partial(kit.holders, u21)
kind_problems = partial(kit.kind_problems, u21)
offered_values = partial(kit.offered_values, u21, ATTRS, NEAR)
held_text = partial(kit.held_text, u21)


def asks_in(line: str, name: str, p: str) -> bool:
    return name in line and p in line


def _new_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    """Whether a request of one of the six new forms is not what it claims."""
    first, rest = lines[0], lines[1:]
    if form == "confluence":
        head = r'(Inline|Page) comment on "[^"]+" by [A-Z][a-z]+:'
        return not (
            re.fullmatch(head, first)
            and not asks_in(first, name, p)
            and any(asks_in(x, name, p) for x in rest)
        )
    if form == "retro":
        stickies = [x for x in rest if re.match(r"(Sticky: |- sticky note: )", x)]
        return not (
            re.fullmatch(r"Retro board, sprint \d+|Sprint \d+ retro", first)
            and any(asks_in(x, name, p) and x.endswith("?") for x in stickies)
        )
    if form == "discord":
        tags = [re.match(r"\[reply to @([a-z]+)\] ", x) for x in lines]
        return not any(
            m and asks_in(x[m.end() :], name, p) and f"@{m.group(1)} " in x[m.end() :]
            for m, x in zip(tags, lines, strict=True)
        )
    if form == "formfield":
        labels = [x for x in lines if re.match(r'(Field label: |<label for="f\d+">)', x)]
        inputs = [x for x in lines if re.match(r"(Input: |<input )", x)]
        return not (
            inputs
            and not any(asks_in(x, name, p) for x in inputs)
            and any(asks_in(x, name, p) for x in labels)
        )
    if form == "flashcard":
        front = [x for x in lines if x.startswith("Front: ")]
        back = [x for x in lines if x.startswith("Back: ")]
        return not (
            back
            and not any(asks_in(x, name, p) for x in back)
            and any(asks_in(x, name, p) for x in front)
        )
    if form == "stackq":
        return not (
            first.startswith("Title: ")
            and asks_in(first, name, p)
            and any(x.startswith("Tags: [") for x in rest)
        )
    return False


# what this set's requests of the shared forms open or close with
SHAPES = kit.FormShapes(
    task=r"(Task: record|Your job: track down) the ",
    imperative=r"(Show me|Pull up) the ",
    comparative=r"(or not\?|Has it changed\?)",
)


def _own_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    return form in NEW_FORMS and _new_form_problem(form, lines, name, p)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Requests not what they claim: the shared forms as ``kit.form_problems`` reads them, and
    a Confluence comment not asking below its header, a retro sticky not asking on its sticky,
    a Discord reply not asking after its reply tag, a form field not asking in its label, a
    flashcard not asking on its front and a Stack Overflow question not asking in its title."""
    return kit.form_problems(data, SHAPES, (OLD, ROLE), offered_values, _own_form_problem)


def base_variants(kind: str) -> Counter[str]:
    return Counter(
        c["variant"]
        for c in DATA["cases"]
        if c["kind"] == kind and not c["variant"].startswith("antonym/")
    )


def test_each_kind_has_its_count_and_every_form_and_wording() -> None:
    held = holders(DATA)
    antonyms = sum(len(held[(d, a.key)]) for (d, _k), a in ANTONYM.items())
    assert antonyms == 9
    kit.check_kind_counts(u21, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6 and len(ROTATION) == 17
    assert len(SURFACES) == 12 and len(NEW_SURFACES) == 8
    variants = {kind: base_variants(kind) for kind in u21.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    kit.check_planned_shape(u21, DATA, NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns20, named on its page)
    kit.check_no_name_in_other_sets(u21, names, "GwozzFyv")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    shared, whole = kit.offtopic_overlap(u21, DATA, names, TOPICS)
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    assert shared == SHARED and whole == WHOLE


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u21, DATA, "unknowns21")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u21, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    kit.check_antonyms(u21, phrases, DATA, ATTRS, "u21")


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u21, DATA, ATTRS)


PLANTED: tuple[str, ...] = ("task", "agent", "plan", "alias", "role", "reply", "imperative")
PLANTED = (*PLANTED, "comparative", *NEW_FORMS)


def test_forms_are_what_they_claim() -> None:
    kit.check_planted_forms(u21, DATA, form_problems, PLANTED)


def test_the_new_forms_ask_where_they_say() -> None:
    """A reply asking inside the quote, a Confluence comment asking in its header, a retro
    board asking in its title, a Discord message with no reply tag, a form asking outside its
    field label, a flashcard asking on its back and a Stack Overflow question asking in its
    body are caught."""
    bad = copy.deepcopy(DATA)

    def pick(form: str) -> tuple[dict[str, Any], str]:
        case = next(c for c in bad["cases"] if c["variant"].startswith(form + "/"))
        return case, f"{case['phrase']} of {asked_name(case)}"

    case, ask = pick("reply")
    case["query"] = f"> what is the {ask}?\n\nThanks."
    case, ask = pick("confluence")
    case["query"] = f'Inline comment on "the {ask}" by Kofi:\nnone'
    case, ask = pick("retro")
    case["query"] = f"Retro board, sprint 4: the {ask}\nColumn: What puzzled us\nSticky: none?"
    case, ask = pick("discord")
    case["query"] = f"@joost what is the {ask}?"
    case, ask = pick("formfield")
    case["query"] = f"Form: the {ask}\nField label: Name\nInput: ______"
    case, ask = pick("flashcard")
    case["query"] = f"Front: a question\nBack: the {ask}"
    case, ask = pick("stackq")
    case["query"] = f"Title: a question\nBody: the {ask}\nTags: [facts]"
    found = {p.split(" ")[0] for p in form_problems(bad)}
    assert found == {"reply", *NEW_FORMS}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u21, DATA, "u21/x/y/z", "prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u21, DATA, ASKED_IN, UNITS)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "prose": "[A-Z][a-z]+ noted that the {w} of {s} is {v}\\.",
    "csv": "subject,attribute,value\n{s},{w},{v}",
    "release": "Release 2\\.\\d\\.0\n\\* {s}: {w} changed to {v}",
    "chat": "<[a-z]+> fyi, the {w} for {s} is {v}",
    "prolog": "fact\\('{s}', '{w}', '{v}'\\)\\.",
    "cstruct": 'static const struct fact F\\d\\d = \\{{ "{s}", "{w}", "{v}" \\}};',
    "java": '@Fact\\(subject = "{s}", key = "{w}", value = "{v}"\\)',
    "gherkin": "Scenario: known facts\n  Given the {w} of {s} is {v}",
    "swift": 'let fact: \\[String: String\\] = \\["subject": "{s}", "{w}": "{v}"\\]',
    "turtle": '<urn:fact:{s}> rdfs:label "{w}" ; ex:value "{v}" \\.',
    "rst": ":Subject: {s}\n:{w}: {v}",
    "plantuml": '@startuml\nobject "{s}" \\{{\n  {w} = {v}\n\\}}\n@enduml',
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(u21, DATA, ATTRS, PLACES, SURFACES, NOTE_SHAPES)


@pytest.mark.parametrize("extra", ["fact", "scenario", "renamed", "subject", "release"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u21, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "banana peel"}, what), ({"word": "dive battery"}, what))
    kit.check_vocabulary_refuses(u21, -1, plants)
    kit.check_vocabulary_refuses(u21, -1, (({"word": "submersible heater"}, "title or thing"),))
    # one sharing a word with a held attribute that is not its partner
    kit.check_vocabulary_refuses(u21, -1, (({"word": "battery colour"}, "not its partner"),))


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "battery enduranc"}, "is written inside"),
        ({"values": ("40 L", "full", "30 L", "empty")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u21, 3, plants)
    kit.check_vocabulary_refuses(u21, 5, (({"antonym": "descent depth"}, "is not its opposite"),))
    kit.check_vocabulary_refuses(u21, 5, (({"antonym": "ascent rate"}, "is not its opposite"),))
    # an antonym on an attribute four subjects hold
    kit.check_vocabulary_refuses(u21, 1, (({"antonym": "short endurance"}, "is not its opposite"),))


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u21, 0, (({"unit": "in m"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u21, "DiveHolt", "dive")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u21, "dive reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    kit.check_new_forms_spread(u21, DATA, NEW_FORMS, FORM_NAMES)


def test_an_answers_two_wordings_are_asked_five_slots_apart() -> None:
    assert kit.wordings_apart(DATA, ROTATION) == APART


def test_the_generator_refuses_a_comparative_offering_the_held_value_and_a_duplicate() -> None:
    """The generator's set check refuses a comparative answer offering its held value and a
    request asked twice."""
    kit.check_refuses_offered_value_and_duplicate(u21, DATA)


def test_the_frozen_copy_is_byte_for_byte_the_generated_set() -> None:
    kit.check_frozen_bytes(u21, DATA, "unknowns21", "unknowns22")
