"""The thirty-first blind held-out retrieval set ``unknowns31``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(a Monday.com item update, a ClickUp task, a Wrike comment, a Bluesky post, a Shortcut story
and a Signal message among them) and the twelve memory surfaces are what they claim, answers
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

from cairn.bench import retrieval_unknowns31 as u31
from cairn.bench.retrieval_unknowns31_forms import (
    FORM_NAMES,
    NEW_FORMS,
    NEW_SURFACES,
    NOTE_SHAPES,
    ROTATION,
    SURFACES,
)
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u31.generate()
ATTRS = {(d.key, a.key): a for d in u31.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u31.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u31.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u31.DOMAINS for s in d.subjects]
OLD = {s: o for d in u31.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u31.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u31.OFFTOPIC}
SET = u31
SHARED, WHOLE = 25, 20  # off-topic phrases sharing a word with an attribute's, and whole ones
ASKED_IN, UNITS = 144, 19  # answers asked in another unit or notation, and distinct units
APART = 62  # answered facts whose two wordings are asked five slots apart (typos aside)


def content(text: str) -> set[str]:
    return u31.content(text)


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
asked_problems = partial(kit.asked_problems, u31, phrases)
answer_problems = partial(kit.answer_problems, u31, phrases)
leaks = partial(kit.leaks, u31, phrases)
holders = partial(kit.holders, u31)
kind_problems = partial(kit.kind_problems, u31)
offered_values = partial(kit.offered_values, u31, ATTRS, NEAR)
held_text = partial(kit.held_text, u31)


def asks_in(line: str, name: str, p: str) -> bool:
    return name in line and p in line


def _new_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    """Whether a request of one of the six new forms is not what it claims."""
    first, rest = lines[0], lines[1:]
    asking = [x for x in rest if asks_in(x, name, p)]
    last = rest[-1] if rest else ""
    if form == "monday":
        return not (
            re.fullmatch(r"Monday\.com board: [A-Z][a-z]+( [a-z]+)*", first)
            and rest
            and re.fullmatch(r"Item: .+", rest[0])
            and any(x.startswith("Update: ") for x in asking)
            and re.fullmatch(r"Status: [A-Z][a-z]+( [a-z]+)*", last)
        )
    if form == "clickup":
        return not (
            re.match(r"ClickUp task: [A-Z]", first)
            and asks_in(first, name, p)
            and any(re.fullmatch(r"List: [A-Z][a-z]+", x) for x in rest)
            and re.fullmatch(r"Priority: [a-z]+", last)
        )
    if form == "wrike":
        return not (
            re.fullmatch(r"Wrike comment on [A-Z][a-z]+ / [A-Z][a-z]+( [a-z]+)*", first)
            and any(re.match(r"@[A-Z][a-z]+[, ]", x) for x in asking)
            and re.fullmatch(r"- [A-Z][a-z]+", last)
        )
    if form == "bluesky":
        return not (
            re.fullmatch(r"@[a-z]+\.bsky\.social", first)
            and any(not x.startswith("#") for x in asking)
            and re.fullmatch(r"#[a-z]+( #[a-z]+)*", last)
        )
    if form == "shortcut":
        return not (
            re.match(r"Shortcut story sc-\d+: [A-Z]", first)
            and asks_in(first, name, p)
            and len(rest) >= 2
            and rest[-2].startswith("Type: ")
            and last.startswith("Workflow state: ")
        )
    if form == "signal":
        said = r"[A-Z][a-z]+: "
        return not (
            re.fullmatch(r"Signal (group: [A-Z][a-z]+( [a-z]+)*|message from [A-Z][a-z]+)", first)
            and any(re.match(said, x) for x in asking)
            and re.match(said, last)
            and not asks_in(last, name, p)
        )
    return False


# what this set's requests of the shared forms open or close with
SHAPES = kit.FormShapes(
    task=r"Task: (record|look up) the ",
    imperative=r"(Tell me|Find) the ",
    comparative=r"(yes or no\?|Right\?)",
)


def _own_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    return form in NEW_FORMS and _new_form_problem(form, lines, name, p)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Requests not what they claim: the shared forms as ``kit.form_problems`` reads them, and
    a Monday.com update not asking in its ``Update:`` under its ``Item:`` and above its
    ``Status:``, a ClickUp task not asking in its title above its ``List:`` and ``Priority:``, a
    Wrike comment not asking in an ``@Name`` line above its signature, a Bluesky post not asking
    between its handle and its tags, a Shortcut story not asking in its title above its
    ``Type:`` and ``Workflow state:`` and a Signal message not asking in a ``Name:`` line
    followed by another's."""
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
    kit.check_kind_counts(u31, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6 and len(ROTATION) == 17
    assert len(SURFACES) == 12 and len(NEW_SURFACES) == 8
    variants = {kind: base_variants(kind) for kind in u31.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    kit.check_planned_shape(u31, DATA, NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns20, named on its page)
    kit.check_no_name_in_other_sets(u31, names, "GwozzFyv")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    shared, whole = kit.offtopic_overlap(u31, DATA, names, TOPICS)
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    assert shared == SHARED and whole == WHOLE


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u31, DATA, "unknowns31")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u31, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    kit.check_antonyms(u31, phrases, DATA, ATTRS, "u31")


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u31, DATA, ATTRS)


PLANTED: tuple[str, ...] = ("task", "agent", "plan", "alias", "role", "reply", "imperative")
PLANTED = (*PLANTED, "comparative", *NEW_FORMS)


def test_forms_are_what_they_claim() -> None:
    kit.check_planted_forms(u31, DATA, form_problems, PLANTED)


def test_the_new_forms_ask_where_they_say() -> None:
    """A reply asking inside the quote, a Monday.com update with no status, a ClickUp task
    asking outside its title, a Wrike comment with no signature, a Bluesky post with no tags, a
    Shortcut story with no type and a Signal message answered in the asking line are caught."""
    bad = copy.deepcopy(DATA)

    def pick(form: str) -> tuple[dict[str, Any], str]:
        case = next(c for c in bad["cases"] if c["variant"].startswith(form + "/"))
        return case, f"{case['phrase']} of {asked_name(case)}"

    case, ask = pick("reply")
    case["query"] = f"> what is the {ask}?\n\nThanks."
    case, ask = pick("monday")
    case["query"] = f"Monday.com board: Bench queue\nItem: x\nUpdate: the {ask}?"
    case, ask = pick("clickup")
    case["query"] = f"ClickUp task: Check\nthe {ask}\nList: Orders\nPriority: high"
    case, ask = pick("wrike")
    case["query"] = f"Wrike comment on Orders / Spring batch\n@Hana the {ask}?"
    case, ask = pick("bluesky")
    case["query"] = f"@orderdesk.bsky.social\nthe {ask}?"
    case, ask = pick("shortcut")
    case["query"] = f"Shortcut story sc-1: Record the {ask}\nWorkflow state: Unstarted"
    case, ask = pick("signal")
    case["query"] = f"Signal group: Workshop crew\nPriya: the {ask}?"
    found = {p.split(" ")[0] for p in form_problems(bad)}
    assert found == {"reply", *NEW_FORMS}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u31, DATA, "u31/x/y/z", "prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u31, DATA, ASKED_IN, UNITS)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "prose": "[A-Z][a-z]+ wrote after the fitting: {s} has a {w} of {v}\\.",
    "tsv": "item\ttrait\treading\n{s}\t{w}\t{v}",
    "release": "Changelog 2\\.\\d\\.0\n- {s}: {w} set to {v}",
    "chat": "\\d\\d:\\d\\d <[a-z]+> {s} {w} is {v}",
    "ceylon": 'value fact = map \\{{ "subject"->"{s}", "attribute"->"{w}", "value"->"{v}" \\}};',
    "forth": ': fact-subject s" {s}" ;\n: fact-attribute s" {w}" ;\n: fact-value s" {v}" ;',
    "starlark": 'fact = dict\\(subject = "{s}", attribute = "{w}", value = "{v}"\\)',
    "eiffel": 'fact: TUPLE \\[subject, attribute, value: TEXT\\]\nfact := \\["{s}", "{w}", "{v}"\\]',
    "gosu": 'var fact = \\{{"name" -> "{s}", "feature" -> "{w}", "setting" -> "{v}"\\}}',
    "moonscript": 'fact = item: "{s}", trait: "{w}", amount: "{v}"',
    "rexx": "fact\\.name = '{s}'\nfact\\.trait = '{w}'\nfact\\.amount = '{v}'",
    "hare": 'let fact = fact \\{{ subject = "{s}", attribute = "{w}", value = "{v}", \\}};',
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(u31, DATA, ATTRS, PLACES, SURFACES, NOTE_SHAPES)


@pytest.mark.parametrize("extra", ["fact", "subject", "attribute", "wrote", "reading"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u31, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "banana peel"}, what), ({"word": "dasher lid"}, what))
    kit.check_vocabulary_refuses(u31, -1, plants)
    kit.check_vocabulary_refuses(u31, -1, (({"word": "churn lid"}, "title or thing"),))
    # one sharing a word with a held attribute that is not its partner
    kit.check_vocabulary_refuses(u31, -1, (({"word": "dasher mark"}, "not its partner"),))


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "hoop materia"}, "is written inside"),
        ({"values": ("40 g", "full", "30 g", "empty")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u31, 3, plants)
    kit.check_vocabulary_refuses(u31, 5, (({"antonym": "bottom slat"}, "is not its opposite"),))
    kit.check_vocabulary_refuses(u31, 5, (({"antonym": "top stave"}, "is not its opposite"),))
    # an antonym on an attribute four subjects hold
    kit.check_vocabulary_refuses(u31, 1, (({"antonym": "bottom weight"}, "is not its opposite"),))


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u31, 1, (({"unit": "in g"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u31, "DasherHolt", "dasher")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u31, "dasher reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    kit.check_new_forms_spread(u31, DATA, NEW_FORMS, FORM_NAMES)


def test_an_answers_two_wordings_are_asked_five_slots_apart() -> None:
    assert kit.wordings_apart(DATA, ROTATION) == APART


def test_the_generator_refuses_a_comparative_offering_the_held_value_and_a_duplicate() -> None:
    """The generator's set check refuses a comparative answer offering its held value and a
    request asked twice."""
    kit.check_refuses_offered_value_and_duplicate(u31, DATA)


def test_the_frozen_copy_is_byte_for_byte_the_generated_set() -> None:
    kit.check_frozen_bytes(u31, DATA, "u31/", "x29/")
