"""The thirty-fifth blind held-out retrieval set ``unknowns35``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(a Tuleap artifact, an Odoo chatter note, a Taskade block, a Nifty message, an OpenProject work
package and a Lemmy post among them) and the twelve memory surfaces are what they claim, answers
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

from cairn.bench import retrieval_unknowns35 as u35
from cairn.bench.retrieval_unknowns35_forms import (
    FORM_NAMES,
    NEW_FORMS,
    NEW_SURFACES,
    NOTE_SHAPES,
    ROTATION,
    SURFACES,
)
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u35.generate()
ATTRS = {(d.key, a.key): a for d in u35.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u35.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u35.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u35.DOMAINS for s in d.subjects]
OLD = {s: o for d in u35.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u35.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u35.OFFTOPIC}
SET = u35
SHARED, WHOLE = 25, 21  # off-topic phrases sharing a word with an attribute's, and whole ones
ASKED_IN, UNITS = 144, 22  # answers asked in another unit or notation, and distinct units
APART = 62  # answered facts whose two wordings are asked five slots apart (typos aside)


def content(text: str) -> set[str]:
    return u35.content(text)


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
asked_problems = partial(kit.asked_problems, u35, phrases)
answer_problems = partial(kit.answer_problems, u35, phrases)
leaks = partial(kit.leaks, u35, phrases)
holders = partial(kit.holders, u35)
kind_problems = partial(kit.kind_problems, u35)
offered_values = partial(kit.offered_values, u35, ATTRS, NEAR)
held_text = partial(kit.held_text, u35)


def asks_in(line: str, name: str, p: str) -> bool:
    return name in line and p in line


def _new_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    """Whether a request of one of the six new forms is not what it claims."""
    first, rest = lines[0], lines[1:]
    asking = [x for x in rest if asks_in(x, name, p)]
    last = rest[-1] if rest else ""
    said = r"[A-Z][a-z]+: "
    if form == "tuleap":
        return not (
            re.fullmatch(r"Tuleap artifact #\d+", first)
            and len(rest) == 2
            and rest[0].startswith("Summary: ")
            and asks_in(rest[0], name, p)
            and re.fullmatch(r"Status: [A-Z][a-z]+", last)
        )
    if form == "odoo":
        return not (
            re.fullmatch(r"Odoo chatter on [A-Z]{2}\d+", first)
            and any(re.match(r"Log note by [A-Z][a-z]+: ", x) for x in asking)
            and re.fullmatch(r"Followers: \d+", last)
        )
    if form == "taskade":
        return not (
            re.fullmatch(r"Taskade project: [A-Z][a-z]+", first)
            and len(rest) == 2
            and all(re.match(r"- \[[ x]\] [a-z]", x) for x in rest)
            and asks_in(rest[0], name, p)
            and not asks_in(last, name, p)
        )
    if form == "nifty":
        return not (
            re.fullmatch(r"Nifty discussion: #[a-z]+", first)
            and any(re.match(said, x) for x in asking)
            and re.fullmatch(r"\d+ replies", last)
        )
    if form == "openproject":
        return not (
            re.fullmatch(r"OpenProject work package #\d+", first)
            and len(rest) == 2
            and rest[0].startswith("Subject: ")
            and asks_in(rest[0], name, p)
            and re.fullmatch(r"Type: [A-Z][a-z]+", last)
        )
    if form == "lemmy":
        return not (
            re.fullmatch(r"Lemmy post in c/[a-z]+", first)
            and len(rest) == 2
            and rest[0].startswith("Title: ")
            and asks_in(rest[0], name, p)
            and re.fullmatch(r"\d+ points", last)
        )
    return False


# what this set's requests of the shared forms open or close with
SHAPES = kit.FormShapes(
    task=r"Task: (add|check) the ",
    imperative=r"(Tell me|Find) the ",
    comparative=r"(Yes or no\?|Right\?)",
)


def _own_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    return form in NEW_FORMS and _new_form_problem(form, lines, name, p)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Requests not what they claim: the shared forms as ``kit.form_problems`` reads them, and
    a Tuleap artifact not asking in its ``Summary:`` above its ``Status:``, an Odoo chatter note
    not asking in a ``Log note by`` line above its ``Followers:``, a Taskade block not asking in
    its first open checkbox under its project, a Nifty message not asking in a ``Name:`` line
    under its discussion and above its replies count, an OpenProject work package not asking in
    its ``Subject:`` above its ``Type:`` and a Lemmy post not asking in its ``Title:`` above its
    points."""
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
    kit.check_kind_counts(u35, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6 and len(ROTATION) == 17
    assert len(SURFACES) == 12 and len(NEW_SURFACES) == 8
    variants = {kind: base_variants(kind) for kind in u35.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    kit.check_planned_shape(u35, DATA, NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns20, named on its page)
    kit.check_no_name_in_other_sets(u35, names, "GwozzFyv")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    shared, whole = kit.offtopic_overlap(u35, DATA, names, TOPICS)
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    assert shared == SHARED and whole == WHOLE


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u35, DATA, "unknowns35")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u35, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    kit.check_antonyms(u35, phrases, DATA, ATTRS, "u35")


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u35, DATA, ATTRS)


PLANTED: tuple[str, ...] = ("task", "agent", "plan", "alias", "role", "reply", "imperative")
PLANTED = (*PLANTED, "comparative", *NEW_FORMS)


def test_forms_are_what_they_claim() -> None:
    kit.check_planted_forms(u35, DATA, form_problems, PLANTED)


def test_the_new_forms_ask_where_they_say() -> None:
    """A reply asking inside the quote, a Tuleap artifact with no status, an Odoo note with no
    followers line, a Taskade block asking in its project line, a Nifty message with no replies
    count, an OpenProject work package with no type and a Lemmy post asking outside its title
    are caught."""
    bad = copy.deepcopy(DATA)

    def pick(form: str) -> tuple[dict[str, Any], str]:
        case = next(c for c in bad["cases"] if c["variant"].startswith(form + "/"))
        return case, f"{case['phrase']} of {asked_name(case)}"

    case, ask = pick("reply")
    case["query"] = f"> what is the {ask}?\n\nThanks."
    case, ask = pick("tuleap")
    case["query"] = f"Tuleap artifact #1\nSummary: the {ask}?"
    case, ask = pick("odoo")
    case["query"] = f"Odoo chatter on SO1\nLog note by Hana: the {ask}?"
    case, ask = pick("taskade")
    case["query"] = f"Taskade project: The {ask}\n- [ ] reply"
    case, ask = pick("nifty")
    case["query"] = f"Nifty discussion: #sales\nTomas: the {ask}?"
    case, ask = pick("openproject")
    case["query"] = f"OpenProject work package #1\nSubject: Find the {ask}"
    case, ask = pick("lemmy")
    case["query"] = f"Lemmy post in c/makers\nthe {ask}\n3 points"
    found = {p.split(" ")[0] for p in form_problems(bad)}
    assert found == {"reply", *NEW_FORMS}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u35, DATA, "u35/x/y/z", "prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u35, DATA, ASKED_IN, UNITS)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "prose": "[A-Z][a-z]+ noted in the bench log that {s} has a {w} of {v}\\.",
    "tsv": "item\tquality\treading\n{s}\t{w}\t{v}",
    "release": "Changelog 4\\.\\d\n\\* {s}: {w} now {v}",
    "chat": "\\d\\d:\\d\\d <[a-z]+> {s} {w} is {v}",
    "modula3": 'CONST Fact = Entry\\{{name := "{s}", field := "{w}", val := "{v}"\\}};',
    "zeek": 'local fact: Fact = \\[\\$subject="{s}", \\$attribute="{w}", \\$value="{v}"\\];',
    "pyret": 'facts = table: subject, attribute, value\n  row: "{s}", "{w}", "{v}"\nend',
    "seed7": (
        'fact @:= \\["subject"\\] "{s}";\nfact @:= \\["attribute"\\] "{w}";\n'
        'fact @:= \\["value"\\] "{v}";'
    ),
    "lasso": "local\\(fact = map\\('subject' = '{s}', 'attribute' = '{w}', 'value' = '{v}'\\)\\)",
    "simula": 'fact :- new Fact\\("{s}", "{w}", "{v}"\\);',
    "miranda": (
        'fact = \\[\\("subject", "{s}"\\), \\("attribute", "{w}"\\), \\("value", "{v}"\\)\\]'
    ),
    "nelua": "local fact: Fact = \\{{part = '{s}', trait = '{w}', amount = '{v}'\\}}",
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(u35, DATA, ATTRS, PLACES, SURFACES, NOTE_SHAPES)


@pytest.mark.parametrize("extra", ["fact", "subject", "attribute", "bench", "quality"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u35, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "banana peel"}, what), ({"word": "string wood"}, what))
    kit.check_vocabulary_refuses(u35, -1, plants)
    kit.check_vocabulary_refuses(u35, -1, (({"word": "balalaika shell"}, "title or thing"),))
    # one sharing a word with a held attribute that is not its partner
    kit.check_vocabulary_refuses(u35, -1, (({"word": "fret mark"}, "not its partner"),))


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "body widt"}, "is written inside"),
        ({"values": ("40 g", "full", "30 g", "empty")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u35, 3, plants)
    kit.check_vocabulary_refuses(u35, 5, (({"antonym": "lower curve"}, "is not its opposite"),))
    kit.check_vocabulary_refuses(u35, 5, (({"antonym": "upper bout"}, "is not its opposite"),))
    # an antonym whose first word a value writes inside it ('lad' in 'ladder')
    kit.check_vocabulary_refuses(u35, 5, (({"antonym": "lad bout"}, "is not its opposite"),))
    # an antonym on an attribute four subjects hold
    kit.check_vocabulary_refuses(u35, 1, (({"antonym": "false count"}, "is not its opposite"),))


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u35, 6, (({"unit": "in kg"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u35, "BodyHolt", "body")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u35, "body reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    kit.check_new_forms_spread(u35, DATA, NEW_FORMS, FORM_NAMES)


def test_an_answers_two_wordings_are_asked_five_slots_apart() -> None:
    assert kit.wordings_apart(DATA, ROTATION) == APART


def test_the_generator_refuses_a_comparative_offering_the_held_value_and_a_duplicate() -> None:
    """The generator's set check refuses a comparative answer offering its held value and a
    request asked twice."""
    kit.check_refuses_offered_value_and_duplicate(u35, DATA)


def test_the_frozen_copy_is_byte_for_byte_the_generated_set() -> None:
    kit.check_frozen_bytes(u35, DATA, "u35/", "x30/")
