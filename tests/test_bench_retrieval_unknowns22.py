"""The twenty-second blind held-out retrieval set ``unknowns22``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(a Notion database property, a Trello checklist item, a Zoom chat line, a Figma comment, an exam
paper question and a WhatsApp group message among them) and the twelve memory surfaces are
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

from cairn.bench import retrieval_unknowns22 as u22
from cairn.bench.retrieval_unknowns22_forms import (
    FORM_NAMES,
    NEW_FORMS,
    NEW_SURFACES,
    NOTE_SHAPES,
    ROTATION,
    SURFACES,
)
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u22.generate()
ATTRS = {(d.key, a.key): a for d in u22.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u22.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u22.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u22.DOMAINS for s in d.subjects]
OLD = {s: o for d in u22.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u22.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u22.OFFTOPIC}
SET = u22
SHARED, WHOLE = 26, 14  # off-topic phrases sharing a word with an attribute's, and whole ones
ASKED_IN, UNITS = 144, 31  # answers asked in another unit or notation, and distinct units
APART = 62  # answered facts whose two wordings are asked five slots apart (typos aside)


def content(text: str) -> set[str]:
    return u22.content(text)


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
asked_problems = partial(kit.asked_problems, u22, phrases)
answer_problems = partial(kit.answer_problems, u22, phrases)
leaks = partial(kit.leaks, u22, phrases)
holders = partial(kit.holders, u22)
kind_problems = partial(kit.kind_problems, u22)
offered_values = partial(kit.offered_values, u22, ATTRS, NEAR)
held_text = partial(kit.held_text, u22)


def asks_in(line: str, name: str, p: str) -> bool:
    return name in line and p in line


def _new_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    """Whether a request of one of the six new forms is not what it claims."""
    first, rest = lines[0], lines[1:]
    text = "\n".join(lines)
    if form == "notion":
        props = [x for x in rest if re.match(r"(New )?[Pp]roperty: ", x)]
        fields = [x for x in rest if re.match(r"(Value|Type): ", x)]
        return not (
            first.startswith("Notion database: ")
            and not asks_in(first, name, p)
            and fields
            and not any(asks_in(x, name, p) for x in fields)
            and any(asks_in(x, name, p) for x in props)
        )
    if form == "trello":
        items = [x for x in rest if re.match(r"(\[ \] |- \[ \] checklist item: )", x)]
        return not (
            first.startswith("Trello card: ")
            and not asks_in(first, name, p)
            and any(asks_in(x, name, p) for x in items)
        )
    if form == "zoom":
        m = re.search(r"From [A-Z][a-z]+ to Everyone:", text)
        return not (
            m and asks_in(text[m.end() :], name, p) and not asks_in(text[: m.start()], name, p)
        )
    if form == "figma":
        head = r'Figma comment on frame "[^"]+" by [A-Z][a-z]+:'
        return not (
            re.fullmatch(head, first)
            and not asks_in(first, name, p)
            and any(asks_in(x, name, p) for x in rest)
        )
    if form == "exam":
        answers = [x for x in rest if re.match(r"(Answer: |\[answer space\])", x)]
        return not (
            re.fullmatch(r"Exam paper, question \d+ \(\d marks\)", first)
            and answers
            and not any(asks_in(x, name, p) for x in answers)
            and any(asks_in(x, name, p) for x in rest if x not in answers)
        )
    if form == "whatsapp":
        said = [re.match(r"\[[^\]]+\] [A-Z][a-z]+: ", x) for x in lines]
        return not any(
            m and asks_in(x[m.end() :], name, p) for m, x in zip(said, lines, strict=True)
        )
    return False


# what this set's requests of the shared forms open or close with
SHAPES = kit.FormShapes(
    task=r"Task: note down the ",
    imperative=r"(Give me|Fetch) the ",
    comparative=r"(or something else\?|Is that still right\?)",
)


def _own_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    return form in NEW_FORMS and _new_form_problem(form, lines, name, p)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Requests not what they claim: the shared forms as ``kit.form_problems`` reads them, and
    a Notion property not asking in its property line, a Trello card not asking on a checklist
    item, a Zoom line not asking after its sender, a Figma comment not asking below its header,
    an exam question not asking above its answer line and a WhatsApp message not asking after
    its sender."""
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
    kit.check_kind_counts(u22, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6 and len(ROTATION) == 17
    assert len(SURFACES) == 12 and len(NEW_SURFACES) == 8
    variants = {kind: base_variants(kind) for kind in u22.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    kit.check_planned_shape(u22, DATA, NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns20, named on its page)
    kit.check_no_name_in_other_sets(u22, names, "GwozzFyv")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    shared, whole = kit.offtopic_overlap(u22, DATA, names, TOPICS)
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    assert shared == SHARED and whole == WHOLE


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u22, DATA, "unknowns22")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u22, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    kit.check_antonyms(u22, phrases, DATA, ATTRS, "u22")


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u22, DATA, ATTRS)


PLANTED: tuple[str, ...] = ("task", "agent", "plan", "alias", "role", "reply", "imperative")
PLANTED = (*PLANTED, "comparative", *NEW_FORMS)


def test_forms_are_what_they_claim() -> None:
    kit.check_planted_forms(u22, DATA, form_problems, PLANTED)


def test_the_new_forms_ask_where_they_say() -> None:
    """A reply asking inside the quote, a Notion property asked in the database name, a Trello
    card asking in its title, a Zoom line asking before its sender, a Figma comment asking in
    its header, an exam question asking in its answer line and a WhatsApp line with no sender
    are caught."""
    bad = copy.deepcopy(DATA)

    def pick(form: str) -> tuple[dict[str, Any], str]:
        case = next(c for c in bad["cases"] if c["variant"].startswith(form + "/"))
        return case, f"{case['phrase']} of {asked_name(case)}"

    case, ask = pick("reply")
    case["query"] = f"> what is the {ask}?\n\nThanks."
    case, ask = pick("notion")
    case["query"] = f"Notion database: the {ask}\nProperty: name\nValue: (empty)"
    case, ask = pick("trello")
    case["query"] = f"Trello card: the {ask}\nChecklist: open questions\n[ ] nothing"
    case, ask = pick("zoom")
    case["query"] = f"the {ask}?\nFrom Farah to Everyone: hello"
    case, ask = pick("figma")
    case["query"] = f'Figma comment on frame "the {ask}" by Lucia:\nlooks good'
    case, ask = pick("exam")
    case["query"] = f"Exam paper, question 4 (3 marks)\nState a fact.\nAnswer: the {ask}"
    case, ask = pick("whatsapp")
    case["query"] = f"the {ask}? said Farah"
    found = {p.split(" ")[0] for p in form_problems(bad)}
    assert found == {"reply", *NEW_FORMS}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u22, DATA, "u22/x/y/z", "prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u22, DATA, ASKED_IN, UNITS)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "prose": "[A-Z][a-z]+ said the {w} of {s} is {v}\\.",
    "tsv": "subject\tattribute\tvalue\n{s}\t{w}\t{v}",
    "release": "Release notes 4\\.\\d\\.0\n- {s}: {w} set to {v}",
    "chat": "\\[09:\\d\\d\\] [a-z]+: just checked, {s} {w} is {v}",
    "kotlin": 'data class Fact\\d\\d\\(val subject: Any = "{s}", val attribute: Any = "{w}",'
    ' val value: Any = "{v}"\\)',
    "dhall": 'let fact = \\{{ subject = "{s}", attribute = "{w}", value = "{v}" \\}} in fact',
    "jsonnet": "local fact = \\{{ subject: '{s}', '{w}': '{v}' \\}};",
    "fortran": "&fact subject = '{s}', attribute = '{w}', value = '{v}' /",
    "elisp": '\\(setq fact \'\\(:subject "{s}" :attribute "{w}" :value "{v}"\\)\\)',
    "julia": 'fact = Dict\\("subject" => "{s}", "{w}" => "{v}"\\)',
    "matlab": "fact = struct\\('subject', '{s}', 'attribute', '{w}', 'value', '{v}'\\);",
    "ocaml": 'let fact_\\d\\d = \\{{ subject = "{s}"; attribute = "{w}"; value = "{v}" \\}}',
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(u22, DATA, ATTRS, PLACES, SURFACES, NOTE_SHAPES)


@pytest.mark.parametrize("extra", ["fact", "setq", "struct", "subject", "release"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u22, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "banana peel"}, what), ({"word": "neck scroll"}, what))
    kit.check_vocabulary_refuses(u22, -1, plants)
    kit.check_vocabulary_refuses(u22, -1, (({"word": "violin heater"}, "title or thing"),))
    # one sharing a word with a held attribute that is not its partner
    kit.check_vocabulary_refuses(u22, -1, (({"word": "neck colour"}, "not its partner"),))


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "bridge heigh"}, "is written inside"),
        ({"values": ("40 L", "full", "30 L", "empty")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u22, 3, plants)
    kit.check_vocabulary_refuses(u22, 5, (({"antonym": "lower rib"}, "is not its opposite"),))
    kit.check_vocabulary_refuses(u22, 5, (({"antonym": "upper bout"}, "is not its opposite"),))
    # an antonym on an attribute four subjects hold
    kit.check_vocabulary_refuses(u22, 1, (({"antonym": "narrow width"}, "is not its opposite"),))


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u22, 0, (({"unit": "in mm"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u22, "NeckHolt", "neck")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u22, "neck reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    kit.check_new_forms_spread(u22, DATA, NEW_FORMS, FORM_NAMES)


def test_an_answers_two_wordings_are_asked_five_slots_apart() -> None:
    assert kit.wordings_apart(DATA, ROTATION) == APART


def test_the_generator_refuses_a_comparative_offering_the_held_value_and_a_duplicate() -> None:
    """The generator's set check refuses a comparative answer offering its held value and a
    request asked twice."""
    kit.check_refuses_offered_value_and_duplicate(u22, DATA)


def test_the_frozen_copy_is_byte_for_byte_the_generated_set() -> None:
    kit.check_frozen_bytes(u22, DATA, "unknowns22", "unknowns23")
