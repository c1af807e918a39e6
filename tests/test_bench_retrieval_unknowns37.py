"""The thirty-seventh blind held-out retrieval set ``unknowns37``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(a Nuclino item, a Kitemaker issue, a Flowlu task, a Bitrix24 task, a MeisterTask card and a
Zoho Sprints item among them) and the twelve memory surfaces are what they claim, answers asked
in another unit are written in another notation, and each check catches a planted fault
beside the real set."""

from __future__ import annotations

import copy
import re
import sys
from collections import Counter
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import retrieval_unknowns37 as u37
from cairn.bench.retrieval_unknowns37_forms import (
    FORM_NAMES,
    NEW_FORMS,
    NEW_SURFACES,
    NOTE_SHAPES,
    ROTATION,
    SURFACES,
)
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u37.generate()
ATTRS = {(d.key, a.key): a for d in u37.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u37.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u37.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u37.DOMAINS for s in d.subjects]
OLD = {s: o for d in u37.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u37.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u37.OFFTOPIC}
SET = u37
SHARED, WHOLE = 26, 23  # off-topic phrases sharing a word with an attribute's, and whole ones
ASKED_IN, UNITS = 144, 23  # answers asked in another unit or notation, and distinct units
APART = 62  # answered facts whose two wordings are asked five slots apart (typos aside)


def content(text: str) -> set[str]:
    return u37.content(text)


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
asked_problems = partial(kit.asked_problems, u37, phrases)
answer_problems = partial(kit.answer_problems, u37, phrases)
leaks = partial(kit.leaks, u37, phrases)
holders = partial(kit.holders, u37)
kind_problems = partial(kit.kind_problems, u37)
offered_values = partial(kit.offered_values, u37, ATTRS, NEAR)
held_text = partial(kit.held_text, u37)


def asks_in(line: str, name: str, p: str) -> bool:
    return name in line and p in line


def _new_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    """Whether a request of one of the six new forms is not what it claims."""
    first, rest = lines[0], lines[1:]
    last = rest[-1] if rest else ""
    middle = rest[0] if len(rest) in (2, 3) else ""
    asks = asks_in(middle, name, p)
    if form == "nuclino":
        return not (
            len(rest) == 2
            and re.fullmatch(r"Nuclino item: [A-Z][a-z]+( [A-Z]?[A-Za-z]+)*", first)
            and re.match(r"(Question|Todo): ", middle)
            and asks
            and re.fullmatch(r"Tags: #[a-z]+", last)
        )
    if form == "kitemaker":
        return not (
            len(rest) == 2
            and re.fullmatch(r"Kitemaker issue KM-\d+", first)
            and middle.startswith("Title: ")
            and asks
            and re.fullmatch(r"Labels: [a-z]+", last)
        )
    if form == "flowlu":
        return not (
            len(rest) == 2
            and re.fullmatch(r"Flowlu task \(project [A-Z][a-z]+\)", first)
            and middle.startswith("Description: ")
            and asks
            and re.fullmatch(r"Responsible: [A-Z][a-z]+", last)
        )
    if form == "bitrix":
        return not (
            len(rest) == 3
            and re.fullmatch(r"Bitrix24 task: [A-Z][a-z]+( [a-z]+)*", first)
            and asks
            and re.fullmatch(r"Deadline: [a-z ]+", rest[1])
            and re.fullmatch(r"Created by: [A-Z][a-z]+", last)
        )
    if form == "meistertask":
        return not (
            len(rest) == 2
            and re.fullmatch(r"MeisterTask card in [A-Z][a-z]+", first)
            and middle.startswith("Note: ")
            and asks
            and re.fullmatch(r"Checklist: [a-z ]+", last)
        )
    if form == "zoho":
        return not (
            len(rest) == 2
            and re.fullmatch(r"Zoho Sprints item \((Story|Bug)\)", first)
            and middle.startswith("Summary: ")
            and asks
            and re.fullmatch(r"Sprint: [A-Z][a-z]+", last)
        )
    return False


# what this set's requests of the shared forms open or close with
SHAPES = kit.FormShapes(
    task=r"Task: (add|double-check) the ",
    imperative=r"(Tell me|Find) the ",
    comparative=r"(Yes or no\?|Right\?)",
)


def _own_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    return form in NEW_FORMS and _new_form_problem(form, lines, name, p)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Requests not what they claim: the shared forms as ``kit.form_problems`` reads them, and
    a Nuclino item not asking in its ``Question:`` or ``Todo:`` line above its ``Tags:``, a
    Kitemaker issue not asking in its ``Title:`` above its ``Labels:``, a Flowlu task not asking
    in its ``Description:`` above its ``Responsible:``, a Bitrix24 task not asking in the line
    under its title, above its ``Deadline:`` and ``Created by:``, a MeisterTask card not asking in
    its ``Note:`` above its ``Checklist:`` and a Zoho Sprints item not asking in its ``Summary:``
    above its ``Sprint:``."""
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
    kit.check_kind_counts(u37, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6 and len(ROTATION) == 17
    assert len(SURFACES) == 12 and len(NEW_SURFACES) == 8
    variants = {kind: base_variants(kind) for kind in u37.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    kit.check_planned_shape(u37, DATA, NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns20, named on its page)
    kit.check_no_name_in_other_sets(u37, names, "GwozzFyv")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    shared, whole = kit.offtopic_overlap(u37, DATA, names, TOPICS)
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    assert shared == SHARED and whole == WHOLE


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u37, DATA, "unknowns37")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u37, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    kit.check_antonyms(u37, phrases, DATA, ATTRS, "u37")


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u37, DATA, ATTRS)


PLANTED: tuple[str, ...] = ("task", "agent", "plan", "alias", "role", "reply", "imperative")
PLANTED = (*PLANTED, "comparative", *NEW_FORMS)


def test_forms_are_what_they_claim() -> None:
    kit.check_planted_forms(u37, DATA, form_problems, PLANTED)


def test_the_new_forms_ask_where_they_say() -> None:
    """A reply asking inside the quote, a Nuclino item with no tags, a Kitemaker issue asking in
    its labels line, a Flowlu task with no one responsible, a Bitrix24 task with no deadline, a
    MeisterTask card asking outside its note and a Zoho Sprints item with no sprint are caught."""
    bad = copy.deepcopy(DATA)

    def pick(form: str) -> tuple[dict[str, Any], str]:
        case = next(c for c in bad["cases"] if c["variant"].startswith(form + "/"))
        return case, f"{case['phrase']} of {asked_name(case)}"

    case, ask = pick("reply")
    case["query"] = f"> what is the {ask}?\n\nThanks."
    case, ask = pick("nuclino")
    case["query"] = f"Nuclino item: Workshop FAQ\nQuestion: what is the {ask}?"
    case, ask = pick("kitemaker")
    case["query"] = f"Kitemaker issue KM-1\nTitle: reply\nLabels: the {ask}"
    case, ask = pick("flowlu")
    case["query"] = f"Flowlu task (project Orders)\nDescription: find the {ask}."
    case, ask = pick("bitrix")
    case["query"] = f"Bitrix24 task: Spec check\nWhat is the {ask}?\nCreated by: Marta"
    case, ask = pick("meistertask")
    case["query"] = f"MeisterTask card in Open\nthe {ask}\nChecklist: nothing done"
    case, ask = pick("zoho")
    case["query"] = f"Zoho Sprints item (Story)\nSummary: report the {ask}"
    found = {p.split(" ")[0] for p in form_problems(bad)}
    assert found == {"reply", *NEW_FORMS}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u37, DATA, "u37/x/y/z", "prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u37, DATA, ASKED_IN, UNITS)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "prose": "[A-Z][a-z]+ noted in the shop ledger that the {w} of {s} is {v}\\.",
    "tsv": "unit\tquantity\tentry\n{s}\t{w}\t{v}",
    "release": "Version 4\\.\\d changelog\n\\* {s}: {w} is now {v}",
    "chat": "\\d\\d:\\d\\d <[a-z]+> {s} has {w} = {v}",
    "bosque": 'let fact = Fact\\{{name="{s}", kind="{w}", reading="{v}"\\}};',
    "newspeak": "fact:: Fact subject: '{s}' attribute: '{w}' value: '{v}'\\.",
    "zonnon": 'fact\\.holder := "{s}"; fact\\.aspect := "{w}"; fact\\.figure := "{v}";',
    "unicon": 'record fact\\(who, what, amount\\)\nf := fact\\("{s}", "{w}", "{v}"\\)',
    "frink": (
        'fact = new dict\\[\\[\\["subject", "{s}"\\], \\["attribute", "{w}"\\], '
        '\\["value", "{v}"\\]\\]\\]'
    ),
    "ioke": 'fact = Origin with\\(subject: "{s}", attribute: "{w}", value: "{v}"\\)',
    "inko": "let fact = Fact\\(label: '{s}', facet: '{w}', setting: '{v}'\\)",
    "flix": 'let fact = \\{{ thing = "{s}", trait = "{w}", datum = "{v}" \\}};',
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(u37, DATA, ATTRS, PLACES, SURFACES, NOTE_SHAPES)


@pytest.mark.parametrize("extra", ["fact", "subject", "attribute", "ledger", "quantity"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u37, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "banana peel"}, what), ({"word": "case key"}, what))
    kit.check_vocabulary_refuses(u37, -1, plants)
    kit.check_vocabulary_refuses(u37, -1, (({"word": "celesta shell"}, "title or thing"),))
    # one sharing a word with a held attribute that is not its partner
    kit.check_vocabulary_refuses(u37, -1, (({"word": "pedal mark"}, "not its partner"),))


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "case widt"}, "is written inside"),
        ({"values": ("40 g", "full", "30 g", "empty")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u37, 3, plants)
    kit.check_vocabulary_refuses(u37, 7, (({"antonym": "lower mute"}, "is not its opposite"),))
    kit.check_vocabulary_refuses(u37, 7, (({"antonym": "upper damper"}, "is not its opposite"),))
    # an antonym whose first word a value writes inside it ('alum' in 'aluminium')
    kit.check_vocabulary_refuses(u37, 7, (({"antonym": "alum damper"}, "is not its opposite"),))
    # an antonym on an attribute four subjects hold
    kit.check_vocabulary_refuses(u37, 1, (({"antonym": "false count"}, "is not its opposite"),))


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u37, 6, (({"unit": "in kg"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u37, "CaseHolt", "case")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u37, "case reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    kit.check_new_forms_spread(u37, DATA, NEW_FORMS, FORM_NAMES)


def test_an_answers_two_wordings_are_asked_five_slots_apart() -> None:
    assert kit.wordings_apart(DATA, ROTATION) == APART


def test_the_generator_refuses_a_comparative_offering_the_held_value_and_a_duplicate() -> None:
    """The generator's set check refuses a comparative answer offering its held value and a
    request asked twice."""
    kit.check_refuses_offered_value_and_duplicate(u37, DATA)


def test_the_frozen_copy_is_byte_for_byte_the_generated_set() -> None:
    kit.check_frozen_bytes(u37, DATA, "u37/", "x30/")
