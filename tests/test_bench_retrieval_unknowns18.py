"""The eighteenth blind held-out retrieval set ``unknowns18``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(a failing test line, an e-mail subject line, a meeting-minutes action item, an HTTP query
string, a spreadsheet cell comment and a Makefile help text among them) and the twelve memory
surfaces are what they claim, answers asked in another unit are written in another notation, and
each check catches a planted fault beside the real set."""

from __future__ import annotations

import copy
import re
import sys
from collections import Counter
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import retrieval_unknowns18 as u18
from cairn.bench.retrieval_unknowns18_forms import (
    FORM_NAMES,
    NEW_FORMS,
    NEW_SURFACES,
    NOTE_SHAPES,
    ROTATION,
    SURFACES,
)
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u18.generate()
ATTRS = {(d.key, a.key): a for d in u18.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u18.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u18.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u18.DOMAINS for s in d.subjects]
OLD = {s: o for d in u18.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u18.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u18.OFFTOPIC}
SET = u18


def content(text: str) -> set[str]:
    return u18.content(text)


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
asked_problems = partial(kit.asked_problems, u18, phrases)
answer_problems = partial(kit.answer_problems, u18, phrases)
leaks = partial(kit.leaks, u18, phrases)
holders = partial(kit.holders, u18)
kind_problems = partial(kit.kind_problems, u18)
offered_values = partial(kit.offered_values, u18, ATTRS, NEAR)
held_text = partial(kit.held_text, u18)


def asks_in(line: str, name: str, p: str) -> bool:
    return name in line and p in line


def _new_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    """Whether a request of one of the six new forms is not what it claims."""
    first = lines[0]
    if form == "pytest":
        asked = [x for x in lines if re.match(r"(FAILED tests/|E   )", x) and asks_in(x, name, p)]
        return not asked or not any(x.startswith("FAILED tests/test_") for x in lines)
    if form == "email":
        return not (first.startswith("Subject: ") and asks_in(first, name, p) and lines[1] == "")
    if form == "minutes":
        actions = [x for x in lines[1:] if x.startswith("- Action")]
        return not any(asks_in(x, name, p) for x in actions) or asks_in(first, name, p)
    if form == "http":
        path, _q, query = first.partition("?")
        return not (
            re.fullmatch(r"GET /[a-z/]+", path)
            and first.endswith(" HTTP/1.1")
            and asks_in(query, name, p)
        )
    if form == "cell":
        return not (
            re.match(r"(Comment on cell [A-Z]\d+ \(|\[Sheet\d+![A-Z]\d+\] )", first)
            and asks_in(first, name, p)
        )
    if form == "make":
        target, _h, help_text = first.partition(":  ## ")
        return not (re.fullmatch(r"[a-z-]+", target) and asks_in(help_text, name, p))
    return False


# what this set's requests of the shared forms open or close with
SHAPES = kit.FormShapes(
    task=r"(Before you close this ticket|As part of this ch)",
    imperative=r"(Show me|Look up) the ",
    comparative=r"(or something else\?|If not, what is it\?)",
)


def _own_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    return form in NEW_FORMS and _new_form_problem(form, lines, name, p)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Requests not what they claim: the shared forms as ``kit.form_problems`` reads them, and
    a failing test line not asking on its ``FAILED`` or ``E`` line, an e-mail not asking in its
    subject line, minutes not asking in an action item, an HTTP request not asking in its query
    string, a cell comment not naming its cell, and a Makefile target not asking in its help
    text."""
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
    kit.check_kind_counts(u18, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6 and len(ROTATION) == 17
    assert len(SURFACES) == 12 and len(NEW_SURFACES) == 8
    variants = {kind: base_variants(kind) for kind in u18.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    assert len(u18.DOMAINS) == 9
    held = holders(DATA)
    for d in u18.DOMAINS:
        assert len(d.subjects) == 6 and len(d.attributes) == 12 and len(d.roles) == 6
        mine = Counter(s for (dk, _a), who in held.items() if dk == d.key for s in who)
        assert all(3 <= mine[s] <= 4 for s in d.subjects), d.key
        assert len({a.key for a in d.attributes} | {a.near_key for a in d.attributes}) == 24
        counts = [len(held[(d.key, a.key)]) for a in d.attributes[: u18.HELD]]
        assert counts == list(u18.HOLDERS)
        for a in d.attributes[u18.HELD :]:
            assert not held.get((d.key, a.key)) and not a.antonym
            assert 4 <= len(held[(d.key, u18.partner(d, a).key)]) <= 5
    kit.check_names_and_shapes(NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns14, named on its page)
    kit.check_no_name_in_other_sets(u18, names, "ShusgarthHolt")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    shared, whole = kit.offtopic_overlap(u18, DATA, [*NAMES, *OLD.values(), *ROLE.values()], TOPICS)
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    assert shared == 27 and whole == 14


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u18, DATA, "unknowns18")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u18, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    kit.check_antonyms(u18, phrases, DATA, ATTRS, "u18")


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u18, DATA, ATTRS)


PLANTED: tuple[str, ...] = ("task", "agent", "plan", "alias", "role", "reply", "imperative")
PLANTED = (*PLANTED, "comparative", *NEW_FORMS)


def test_forms_are_what_they_claim() -> None:
    kit.check_planted_forms(u18, DATA, form_problems, PLANTED)


def test_the_new_forms_ask_where_they_say() -> None:
    """A reply asking inside the quote, a failing test asking in a line of its own, an e-mail
    asking in its body, minutes asking in the attendees line, an HTTP request asking in its
    path, a cell comment naming no cell and a Makefile target asking in its name are caught."""
    bad = copy.deepcopy(DATA)

    def pick(form: str) -> tuple[dict[str, Any], str]:
        case = next(c for c in bad["cases"] if c["variant"].startswith(form + "/"))
        return case, f"{case['phrase']} of {asked_name(case)}"

    case, ask = pick("reply")
    case["query"] = f"> what is the {ask}?\n\nThanks."
    case, ask = pick("pytest")
    case["query"] = f"note: {ask}\nFAILED tests/test_facts.py::test_documented"
    case, ask = pick("email")
    case["query"] = f"Subject: a question\n\nWhat is the {ask}?"
    case, ask = pick("minutes")
    case["query"] = f"Minutes\n- Attendees: the {ask}\n- Action (Ines): none"
    case, ask = pick("http")
    case["query"] = f"GET /{ask}?q=1 HTTP/1.1"
    case, ask = pick("cell")
    case["query"] = f"Comment: what is the {ask}?"
    case, ask = pick("make")
    case["query"] = f"{ask}:  ## print it"
    found = {p.split(" ")[0] for p in form_problems(bad)}
    assert found == {"reply", "pytest", "email", "minutes", "http", "cell", "make"}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u18, DATA, "u18/x/y/z", "prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u18, DATA, 140, 30)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "jupyter": "# %% \\[markdown\\]\n# ### {s}\n# Measured {w}: \\*\\*{v}\\*\\*",
    "manpage": "\\.SH NOTES\n\\.TP\n\\.B {s}\nThe {w} is {v}\\.",
    "cmake": 'set\\(FACT_\\d+ "{v}" CACHE STRING "{w} of {s}"\\)',
    "lua": 'return \\{{\n  subject = "{s}",\n  \\["{w}"\\] = "{v}",\n\\}}',
    "vcard": "BEGIN:VCARD\nVERSION:4\\.0\nFN:{s}\nNOTE:{w}: {v}\nEND:VCARD",
    "mermaid": 'flowchart LR\n  a\\["{s}"\\] -->\\|{w}\\| b\\["{v}"\\]',
    "footnote": "Checked during the walkthrough\\.\\[\\^(\\d)\\]\n\n\\[\\^\\1\\]: {w} of {s}: {v}\\.",
    "nix": '\\{{\n  "{s}"\\."{w}" = "{v}";\n\\}}',
    "prose": "For the log: the {w} of {s} is {v} \\(per [A-Z][a-z]+\\)\\.",
    "tsv": "subject\tattribute\tvalue\n{s}\t{w}\t{v}",
    "release": "v2\\.\\d release notes\n- Set {w} of {s} to {v}\\.",
    "chat": "\\[10:\\d\\d\\] [a-z]+: heads up, {s} {w} = {v}",
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(u18, DATA, ATTRS, PLACES, SURFACES, NOTE_SHAPES)


@pytest.mark.parametrize("extra", ["walkthrough", "measured", "flowchart", "rename", "heads"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u18, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "banana peel"}, what), ({"word": "deluge depth"}, what))
    kit.check_vocabulary_refuses(u18, -1, plants)
    kit.check_vocabulary_refuses(u18, -1, (({"word": "launch valves"}, "title or thing"),))


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "tower heigh"}, "is written inside"),
        ({"values": ("40 cm", "deep", "30 cm", "shallow")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u18, 3, plants)
    kit.check_vocabulary_refuses(u18, 5, (({"antonym": "closing date"}, "is not its opposite"),))
    kit.check_vocabulary_refuses(u18, 5, (({"antonym": "first flight"}, "is not its opposite"),))


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u18, 0, (({"unit": "in m"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u18, "TrenchBrook", "trench")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u18, "trench reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    for kind in u18.KINDS:
        forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if kind == c["kind"])
        assert all(forms[f] >= 3 for f in NEW_FORMS), (kind, forms)
    forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if c["kind"] == "answer")
    assert forms["typo"] >= 18 and all(forms[f] >= 9 for f in FORM_NAMES if f != "typo")


def test_an_answers_two_wordings_are_asked_five_slots_apart() -> None:
    assert kit.wordings_apart(DATA, ROTATION) == 62
