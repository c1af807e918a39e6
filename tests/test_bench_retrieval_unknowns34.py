"""The thirty-fourth blind held-out retrieval set ``unknowns34``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(a Flock message, a Chanty post, a Ryver topic, a Kanboard task, a Freshservice request and a
Vikunja task among them) and the twelve memory surfaces are what they claim, answers
asked in another unit are written in another notation, and each check catches a planted fault
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

from cairn.bench import retrieval_unknowns34 as u34
from cairn.bench.retrieval_unknowns34_forms import (
    FORM_NAMES,
    NEW_FORMS,
    NEW_SURFACES,
    NOTE_SHAPES,
    ROTATION,
    SURFACES,
)
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u34.generate()
ATTRS = {(d.key, a.key): a for d in u34.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u34.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u34.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u34.DOMAINS for s in d.subjects]
OLD = {s: o for d in u34.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u34.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u34.OFFTOPIC}
SET = u34
SHARED, WHOLE = 25, 20  # off-topic phrases sharing a word with an attribute's, and whole ones
ASKED_IN, UNITS = 144, 19  # answers asked in another unit or notation, and distinct units
APART = 63  # answered facts whose two wordings are asked five slots apart (typos aside)


def content(text: str) -> set[str]:
    return u34.content(text)


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
asked_problems = partial(kit.asked_problems, u34, phrases)
answer_problems = partial(kit.answer_problems, u34, phrases)
leaks = partial(kit.leaks, u34, phrases)
holders = partial(kit.holders, u34)
kind_problems = partial(kit.kind_problems, u34)
offered_values = partial(kit.offered_values, u34, ATTRS, NEAR)
held_text = partial(kit.held_text, u34)


def asks_in(line: str, name: str, p: str) -> bool:
    return name in line and p in line


def _new_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    """Whether a request of one of the six new forms is not what it claims."""
    first, rest = lines[0], lines[1:]
    asking = [x for x in rest if asks_in(x, name, p)]
    last = rest[-1] if rest else ""
    said = r"[A-Z][a-z]+: "
    if form == "flock":
        return not (
            re.fullmatch(r"Flock channel: #[a-z]+", first)
            and any(re.match(said, x) for x in asking)
            and re.match(said, last)
            and not asks_in(last, name, p)
        )
    if form == "chanty":
        return not (
            re.fullmatch(r"Chanty team: [A-Z][a-z]+", first)
            and any(re.match(said, x) for x in asking)
            and re.fullmatch(r"Likes: \d+", last)
        )
    if form == "ryver":
        return not (
            re.fullmatch(r"Ryver topic: [A-Z][a-z]+( [a-z]+)*", first)
            and len(rest) == 2
            and re.fullmatch(r"Posted by [A-Z][a-z]+", rest[0])
            and asks_in(last, name, p)
        )
    if form == "kanboard":
        return not (
            re.match(r"Kanboard task #\d+: [A-Z]", first)
            and asks_in(first, name, p)
            and len(rest) >= 2
            and re.fullmatch(r"Column: [A-Z][a-z]+", rest[-2])
            and re.fullmatch(r"Swimlane: [A-Z][a-z]+", last)
        )
    if form == "freshservice":
        return not (
            re.fullmatch(r"Freshservice request SR-\d+", first)
            and rest
            and re.fullmatch(r"Requester: [A-Z][a-z]+", rest[0])
            and any(x.startswith("Description: ") for x in asking)
            and re.fullmatch(r"Urgency: [A-Z][a-z]+", last)
        )
    if form == "vikunja":
        return not (
            re.fullmatch(r"Vikunja task: [A-Z][a-z]+( [a-z]+)*", first)
            and any(x.startswith("Description: ") for x in asking)
            and re.fullmatch(r"Labels: [a-z]+", last)
        )
    return False


# what this set's requests of the shared forms open or close with
SHAPES = kit.FormShapes(
    task=r"Task: (put|confirm) the ",
    imperative=r"(Give me|Look up) the ",
    comparative=r"(yes or no\?|Correct\?)",
)


def _own_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    return form in NEW_FORMS and _new_form_problem(form, lines, name, p)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Requests not what they claim: the shared forms as ``kit.form_problems`` reads them, and
    a Flock message not asking in a ``Name:`` line under its channel and answered by another's,
    a Chanty post not asking in a ``Name:`` line under its team and above its ``Likes:``, a
    Ryver topic not asking in the line under its ``Posted by``, a Kanboard task not asking in
    its title above its ``Column:`` and ``Swimlane:``, a Freshservice request not asking in its
    ``Description:`` under its ``Requester:`` and above its ``Urgency:`` and a Vikunja task not
    asking in its ``Description:`` above its ``Labels:``."""
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
    kit.check_kind_counts(u34, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6 and len(ROTATION) == 17
    assert len(SURFACES) == 12 and len(NEW_SURFACES) == 8
    variants = {kind: base_variants(kind) for kind in u34.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    kit.check_planned_shape(u34, DATA, NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns20, named on its page)
    kit.check_no_name_in_other_sets(u34, names, "GwozzFyv")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    shared, whole = kit.offtopic_overlap(u34, DATA, names, TOPICS)
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    assert shared == SHARED and whole == WHOLE


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u34, DATA, "unknowns34")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u34, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    kit.check_antonyms(u34, phrases, DATA, ATTRS, "u34")


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u34, DATA, ATTRS)


PLANTED: tuple[str, ...] = ("task", "agent", "plan", "alias", "role", "reply", "imperative")
PLANTED = (*PLANTED, "comparative", *NEW_FORMS)


def test_forms_are_what_they_claim() -> None:
    kit.check_planted_forms(u34, DATA, form_problems, PLANTED)


def test_the_new_forms_ask_where_they_say() -> None:
    """A reply asking inside the quote, a Flock message with no answer, a Chanty post with no
    likes line, a Ryver topic asking in its title, a Kanboard task with no column, a
    Freshservice request with no requester and a Vikunja task with no labels are caught."""
    bad = copy.deepcopy(DATA)

    def pick(form: str) -> tuple[dict[str, Any], str]:
        case = next(c for c in bad["cases"] if c["variant"].startswith(form + "/"))
        return case, f"{case['phrase']} of {asked_name(case)}"

    case, ask = pick("reply")
    case["query"] = f"> what is the {ask}?\n\nThanks."
    case, ask = pick("flock")
    case["query"] = f"Flock channel: #orders\nOlek: the {ask}?"
    case, ask = pick("chanty")
    case["query"] = f"Chanty team: Bench\nBruno: the {ask}?"
    case, ask = pick("ryver")
    case["query"] = f"Ryver topic: The {ask}\nPosted by Ines\nAnyone?"
    case, ask = pick("kanboard")
    case["query"] = f"Kanboard task #1: Confirm the {ask}\nSwimlane: Orders"
    case, ask = pick("freshservice")
    case["query"] = f"Freshservice request SR-1\nDescription: the {ask}?\nUrgency: Low"
    case, ask = pick("vikunja")
    case["query"] = f"Vikunja task: Spec sheet\nDescription: the {ask}"
    found = {p.split(" ")[0] for p in form_problems(bad)}
    assert found == {"reply", *NEW_FORMS}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u34, DATA, "u34/x/y/z", "prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u34, DATA, ASKED_IN, UNITS)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "prose": "[A-Z][a-z]+ wrote in the shop diary that the {w} of {s} is {v}\\.",
    "tsv": "name\tproperty\tfigure\n{s}\t{w}\t{v}",
    "release": "Release notes 3\\.\\d\n- {s}: {w} changed to {v}",
    "chat": "\\[\\d\\d:\\d\\d\\] [a-z]+: {s} {w} = {v}",
    "autohotkey": 'fact := Map\\("subject", "{s}", "attribute", "{w}", "value", "{v}"\\)',
    "mathematica": ('fact = <\\|"subject" -> "{s}", "attribute" -> "{w}", "value" -> "{v}"\\|>;'),
    "scilab": 'rec\\.item = "{s}";\nrec\\.trait = "{w}";\nrec\\.reading = "{v}";',
    "delphi": ("const Fact: TFact = \\(Subject: '{s}'; Attribute: '{w}'; Value: '{v}'\\);"),
    "picat": 'Fact = new_map\\(\\[subject="{s}", attribute="{w}", value="{v}"\\]\\)',
    "newlisp": (
        '\\(set \'fact \'\\(\\("subject" "{s}"\\) \\("attribute" "{w}"\\) \\("value" "{v}"\\)\\)\\)'
    ),
    "nemerle": (
        'def fact = Hashtable\\(\\);\nfact\\["part"\\] = "{s}";\nfact\\["feature"\\] = "{w}";\n'
        'fact\\["amount"\\] = "{v}";'
    ),
    "angelscript": (
        'dictionary fact = \\{{\\{{"subject", "{s}"\\}}, \\{{"attribute", "{w}"\\}},'
        ' \\{{"value", "{v}"\\}}\\}};'
    ),
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(u34, DATA, ATTRS, PLACES, SURFACES, NOTE_SHAPES)


@pytest.mark.parametrize("extra", ["fact", "subject", "attribute", "diary", "figure"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u34, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "banana peel"}, what), ({"word": "head rope"}, what))
    kit.check_vocabulary_refuses(u34, -1, plants)
    kit.check_vocabulary_refuses(u34, -1, (({"word": "drum shell"}, "title or thing"),))
    # one sharing a word with a held attribute that is not its partner
    kit.check_vocabulary_refuses(u34, -1, (({"word": "head mark"}, "not its partner"),))


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "bowl dept"}, "is written inside"),
        ({"values": ("40 g", "full", "30 g", "empty")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u34, 3, plants)
    kit.check_vocabulary_refuses(u34, 5, (({"antonym": "lower hoop"}, "is not its opposite"),))
    kit.check_vocabulary_refuses(u34, 5, (({"antonym": "upper band"}, "is not its opposite"),))
    # an antonym whose first word a value writes inside it ('roll' in 'rolled')
    kit.check_vocabulary_refuses(u34, 5, (({"antonym": "roll band"}, "is not its opposite"),))
    # an antonym on an attribute four subjects hold
    kit.check_vocabulary_refuses(u34, 1, (({"antonym": "false count"}, "is not its opposite"),))


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u34, 6, (({"unit": "in kg"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u34, "HeadHolt", "head")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u34, "head reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    kit.check_new_forms_spread(u34, DATA, NEW_FORMS, FORM_NAMES)


def test_an_answers_two_wordings_are_asked_five_slots_apart() -> None:
    assert kit.wordings_apart(DATA, ROTATION) == APART


def test_the_generator_refuses_a_comparative_offering_the_held_value_and_a_duplicate() -> None:
    """The generator's set check refuses a comparative answer offering its held value and a
    request asked twice."""
    kit.check_refuses_offered_value_and_duplicate(u34, DATA)


def test_the_frozen_copy_is_byte_for_byte_the_generated_set() -> None:
    kit.check_frozen_bytes(u34, DATA, "u34/", "x30/")
