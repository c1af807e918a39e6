"""The twenty-fifth blind held-out retrieval set ``unknowns25``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(an FAQ entry, a margin note, a lab notebook entry, a guestbook entry, a suggestion box slip and
a walkie-talkie call among them) and the twelve memory surfaces are what they claim, answers
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

from cairn.bench import retrieval_unknowns25 as u25
from cairn.bench.retrieval_unknowns25_forms import (
    FORM_NAMES,
    NEW_FORMS,
    NEW_SURFACES,
    NOTE_SHAPES,
    ROTATION,
    SURFACES,
)
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u25.generate()
ATTRS = {(d.key, a.key): a for d in u25.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u25.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u25.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u25.DOMAINS for s in d.subjects]
OLD = {s: o for d in u25.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u25.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u25.OFFTOPIC}
SET = u25
SHARED, WHOLE = 26, 16  # off-topic phrases sharing a word with an attribute's, and whole ones
ASKED_IN, UNITS = 144, 25  # answers asked in another unit or notation, and distinct units
APART = 67  # answered facts whose two wordings are asked five slots apart (typos aside)


def content(text: str) -> set[str]:
    return u25.content(text)


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
asked_problems = partial(kit.asked_problems, u25, phrases)
answer_problems = partial(kit.answer_problems, u25, phrases)
leaks = partial(kit.leaks, u25, phrases)
holders = partial(kit.holders, u25)
kind_problems = partial(kit.kind_problems, u25)
offered_values = partial(kit.offered_values, u25, ATTRS, NEAR)
held_text = partial(kit.held_text, u25)


def asks_in(line: str, name: str, p: str) -> bool:
    return name in line and p in line


def _new_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    """Whether a request of one of the six new forms is not what it claims."""
    first, rest = lines[0], lines[1:]
    asking = [x for x in rest if asks_in(x, name, p)]
    if form == "faq":
        at = [i for i, x in enumerate(rest) if x.startswith("Q: ") and asks_in(x, name, p)]
        return not (
            first.startswith("FAQ · ")
            and not asks_in(first, name, p)
            and at
            and rest[at[0] + 1 :][:1] != []
            and rest[at[0] + 1].startswith("A: ")
        )
    if form == "margin":
        return not (
            re.fullmatch(r"Margin note, [a-z]+ page:|Margin note, page [a-z]+:", first)
            and bool(asking)
        )
    if form == "notebook":
        return not (
            re.fullmatch(r"Lab notebook, [A-Z][a-z]+ entry", first)
            and any(x.startswith("TODO: ") for x in asking)
            and rest[-1:] != []
            and rest[-1].startswith("signed: ")
        )
    if form == "guestbook":
        return not (
            re.fullmatch(r"Guestbook entry #\d+", first)
            and len(rest) >= 2
            and rest[-1].startswith("— ")
            and any(asks_in(x, name, p) for x in rest[:-1])
        )
    if form == "suggestion":
        return not (
            first == "Suggestion box slip"
            and len(rest) >= 2
            and re.fullmatch(r"\((anonymous|signed, [A-Z][a-z]+)\)", rest[-1])
            and any(asks_in(x, name, p) for x in rest[:-1])
        )
    if form == "walkie":
        return not (
            re.fullmatch(r"Walkie-talkie, channel [a-z]+:", first)
            and any(
                re.match(r"[A-Z][a-z]+: ", x) and x.casefold().rstrip(".").endswith("over")
                for x in asking
            )
            and rest[-1:] != []
            and rest[-1].startswith("Base: ")
        )
    return False


# what this set's requests of the shared forms open or close with
SHAPES = kit.FormShapes(
    task=r"Task: (record|look up) the ",
    imperative=r"(Tell me|Look up) the ",
    comparative=r"(or is it something else\?|Has that changed\?)",
)


def _own_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    return form in NEW_FORMS and _new_form_problem(form, lines, name, p)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Requests not what they claim: the shared forms as ``kit.form_problems`` reads them, and
    an FAQ entry not asking on its ``Q:`` line above an ``A:`` line, a margin note not asking
    under its header, a lab notebook entry not asking on its ``TODO:`` line above the signature,
    a guestbook entry not asking above its signature, a suggestion slip not asking above its
    ``(anonymous)`` or ``(signed, ...)`` line and a walkie-talkie call not asking in a speaker's
    line that ends ``over``."""
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
    kit.check_kind_counts(u25, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6 and len(ROTATION) == 17
    assert len(SURFACES) == 12 and len(NEW_SURFACES) == 8
    variants = {kind: base_variants(kind) for kind in u25.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    kit.check_planned_shape(u25, DATA, NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns20, named on its page)
    kit.check_no_name_in_other_sets(u25, names, "GwozzFyv")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    shared, whole = kit.offtopic_overlap(u25, DATA, names, TOPICS)
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    assert shared == SHARED and whole == WHOLE


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u25, DATA, "unknowns25")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u25, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    kit.check_antonyms(u25, phrases, DATA, ATTRS, "u25")


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u25, DATA, ATTRS)


PLANTED: tuple[str, ...] = ("task", "agent", "plan", "alias", "role", "reply", "imperative")
PLANTED = (*PLANTED, "comparative", *NEW_FORMS)


def test_forms_are_what_they_claim() -> None:
    kit.check_planted_forms(u25, DATA, form_problems, PLANTED)


def test_the_new_forms_ask_where_they_say() -> None:
    """A reply asking inside the quote, an FAQ entry asking in its header, a margin note with no
    header, a lab notebook entry with no signature, a guestbook entry asking below its
    signature, a suggestion slip asking in its header and a walkie-talkie call not ending its
    line with ``over`` are caught."""
    bad = copy.deepcopy(DATA)

    def pick(form: str) -> tuple[dict[str, Any], str]:
        case = next(c for c in bad["cases"] if c["variant"].startswith(form + "/"))
        return case, f"{case['phrase']} of {asked_name(case)}"

    case, ask = pick("reply")
    case["query"] = f"> what is the {ask}?\n\nThanks."
    case, ask = pick("faq")
    case["query"] = f"FAQ · the {ask}\nQ: nothing\nA: none"
    case, ask = pick("margin")
    case["query"] = f"Note:\nthe {ask}?"
    case, ask = pick("notebook")
    case["query"] = f"Lab notebook, March entry\nTODO: measure the {ask}"
    case, ask = pick("guestbook")
    case["query"] = f"Guestbook entry #3\nhello\n— Ines\nthe {ask}?"
    case, ask = pick("suggestion")
    case["query"] = f"Suggestion box slip: the {ask}\n(anonymous)"
    case, ask = pick("walkie")
    case["query"] = f"Walkie-talkie, channel two:\nInes: the {ask}?\nBase: copy."
    found = {p.split(" ")[0] for p in form_problems(bad)}
    assert found == {"reply", *NEW_FORMS}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u25, DATA, "u25/x/y/z", "prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u25, DATA, ASKED_IN, UNITS)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "prose": "[A-Z][a-z]+ noted that the {w} of {s} is {v}\\.",
    "csv": "name,property,value\n{s},{w},{v}",
    "release": "Release notes 5\\.\\d\\.0\n\\* {s}: {w} set to {v}",
    "chat": "\\[\\d\\d:\\d\\d\\] <[a-z]+> fyi {s} {w} is {v}",
    "haxe": 'var fact = \\{{ subject: "{s}", attribute: "{w}", value: "{v}" \\}};',
    "lisp": '\\(defparameter \\*fact\\* \'\\(\\(subject \\. "{s}"\\) \\(attribute \\. "{w}"\\)'
    ' \\(value \\. "{v}"\\)\\)\\)',
    "dlang": 'string\\[string\\] fact = \\["subject": "{s}", "{w}": "{v}"\\];',
    "raku": "my %fact = subject => '{s}', attribute => '{w}', value => '{v}';",
    "vbnet": 'Dim fact As New Dictionary\\(Of String, String\\) From \\{{\\{{"subject", "{s}"\\}},'
    ' \\{{"{w}", "{v}"\\}}\\}}',
    "applescript": 'set fact to \\{{subject:"{s}", attribute:"{w}", value:"{v}"\\}}',
    "purescript": 'fact = Fact \\{{ subj: "{s}", attr: "{w}", val: "{v}" \\}}',
    "coffee": "fact =\n  subject: '{s}'\n  attribute: '{w}'\n  value: '{v}'",
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(u25, DATA, ATTRS, PLACES, SURFACES, NOTE_SHAPES)


@pytest.mark.parametrize("extra", ["fact", "subject", "property", "release", "dictionary"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u25, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "banana peel"}, what), ({"word": "wick burn"}, what))
    kit.check_vocabulary_refuses(u25, -1, plants)
    kit.check_vocabulary_refuses(u25, -1, (({"word": "candle heater"}, "title or thing"),))
    # one sharing a word with a held attribute that is not its partner
    kit.check_vocabulary_refuses(u25, -1, (({"word": "wick supplement"}, "not its partner"),))


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "burn tim"}, "is written inside"),
        ({"values": ("40 g", "full", "30 g", "empty")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u25, 3, plants)
    kit.check_vocabulary_refuses(u25, 6, (({"antonym": "inner shade"}, "is not its opposite"),))
    kit.check_vocabulary_refuses(u25, 6, (({"antonym": "outer colour"}, "is not its opposite"),))
    # an antonym on an attribute four subjects hold
    kit.check_vocabulary_refuses(u25, 1, (({"antonym": "cold time"}, "is not its opposite"),))


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u25, 0, (({"unit": "in cm"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u25, "WickHolt", "wick")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u25, "wick reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    kit.check_new_forms_spread(u25, DATA, NEW_FORMS, FORM_NAMES)


def test_an_answers_two_wordings_are_asked_five_slots_apart() -> None:
    assert kit.wordings_apart(DATA, ROTATION) == APART


def test_the_generator_refuses_a_comparative_offering_the_held_value_and_a_duplicate() -> None:
    """The generator's set check refuses a comparative answer offering its held value and a
    request asked twice."""
    kit.check_refuses_offered_value_and_duplicate(u25, DATA)


def test_the_frozen_copy_is_byte_for_byte_the_generated_set() -> None:
    kit.check_frozen_bytes(u25, DATA, "u25/", "u26/")
