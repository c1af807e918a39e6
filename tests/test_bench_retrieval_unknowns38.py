"""The thirty-eighth blind held-out retrieval set ``unknowns38``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(a Favro card, a dictaphone transcript, a Planka card, a telex, a ProofHub task and a chalkboard
note among them) and the twelve memory surfaces are what they claim, every answer's value is the
one its memory writes in its place, answers asked in another unit are written in another
notation, and each check catches a planted fault beside the real set."""

from __future__ import annotations

import copy
import re
import sys
from collections import Counter
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import retrieval_unknowns38 as u38
from cairn.bench.retrieval_unknowns38_forms import (
    FORM_NAMES,
    NEW_FORMS,
    NEW_SURFACES,
    NOTE_SHAPES,
    ROTATION,
    SURFACES,
)
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u38.generate()
ATTRS = {(d.key, a.key): a for d in u38.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u38.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u38.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u38.DOMAINS for s in d.subjects]
OLD = {s: o for d in u38.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u38.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u38.OFFTOPIC}
SET = u38
SHARED, WHOLE = 23, 12  # off-topic phrases sharing a word with an attribute's, and whole ones
ASKED_IN, UNITS = 144, 35  # answers asked in another unit or notation, and distinct units
APART = 61  # answered facts whose two wordings are asked five slots apart (typos aside)


def content(text: str) -> set[str]:
    return u38.content(text)


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
asked_problems = partial(kit.asked_problems, u38, phrases)
answer_problems = partial(kit.answer_problems, u38, phrases)
leaks = partial(kit.leaks, u38, phrases)
holders = partial(kit.holders, u38)
kind_problems = partial(kit.kind_problems, u38)
offered_values = partial(kit.offered_values, u38, ATTRS, NEAR)
held_text = partial(kit.held_text, u38)


def asks_in(line: str, name: str, p: str) -> bool:
    return name in line and p in line


def _new_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    """Whether a request of one of the six new forms is not what it claims."""
    first, rest = lines[0], lines[1:]
    last = rest[-1] if rest else ""
    middle = rest[0] if len(rest) == 2 else ""
    asks = asks_in(middle, name, p)
    if form == "favro":
        return not (
            re.fullmatch(r"Favro card \([A-Z][a-z]+ board\)", first)
            and middle.startswith("Description: ")
            and asks
            and re.fullmatch(r"Status: [A-Z][a-z]+( [a-z]+)*", last)
        )
    if form == "dictaphone":
        body = rest[0] if len(rest) == 1 else ""
        sentences = re.split(r"(?<=[.?]) ", body.strip('"'))
        return not (
            re.fullmatch(r"Dictaphone transcript \([A-Z][a-z]+, [a-z]+\):", first)
            and re.fullmatch(r'"[^"]+"', body)
            and len(sentences) >= 3
            and asks_in(body, name, p)
            and not asks_in(sentences[0], name, p)
            and not asks_in(sentences[-1], name, p)
        )
    if form == "planka":
        return not (
            re.fullmatch(r"Planka card: [A-Z][a-z]+( [a-z]+)*", first)
            and re.match(r"Comment from [A-Z][a-z]+: ", middle)
            and asks
            and re.fullmatch(r"List: [A-Z][a-z]+", last)
        )
    if form == "telex":
        return not (
            re.fullmatch(r"TELEX \d{4} FROM [A-Z]+( [A-Z]+)*", first)
            and middle.endswith(" stop")
            and asks
            and re.fullmatch(r"[a-z]+( [a-z]+)* stop", last)
        )
    if form == "proofhub":
        return not (
            len(rest) == 1
            and re.fullmatch(r"ProofHub task #\d+, assigned to [A-Z][a-z]+", first)
            and asks_in(rest[0], name, p)
        )
    if form == "chalkboard":
        return not (
            first == "Chalked on the shop board:"
            and asks
            and re.fullmatch(r"\([a-z][a-z ,A-Z]+\)", last)
        )
    return False


# what this set's requests of the shared forms open or close with
SHAPES = kit.FormShapes(
    task=r"To do: (put|verify) the ",
    imperative=r"(Give me|Look up) the ",
    comparative=r"(Answer yes or no\.|Correct\?)",
)


def _own_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    return form in NEW_FORMS and _new_form_problem(form, lines, name, p)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Requests not what they claim: the shared forms as ``kit.form_problems`` reads them, and
    a Favro card not asking in its ``Description:`` above its ``Status:``, a dictaphone
    transcript not asking inside its quoted speech (neither in its first sentence nor its last),
    a Planka card not asking in its ``Comment from ...:`` line above its ``List:``, a telex not
    asking in its second line ending ``stop`` above a closing ``stop`` line, a ProofHub task not
    asking in the line under its title and a chalkboard note not asking between its heading and
    its bracketed note."""
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
    kit.check_kind_counts(u38, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6 and len(ROTATION) == 17
    assert len(SURFACES) == 12 and len(NEW_SURFACES) == 8
    variants = {kind: base_variants(kind) for kind in u38.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    kit.check_planned_shape(u38, DATA, NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns20, named on its page)
    kit.check_no_name_in_other_sets(u38, names, "GwozzFyv")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    shared, whole = kit.offtopic_overlap(u38, DATA, names, TOPICS)
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    assert shared == SHARED and whole == WHOLE


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u38, DATA, "unknowns38")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u38, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    kit.check_antonyms(u38, phrases, DATA, ATTRS, "u38")


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u38, DATA, ATTRS)


PLANTED: tuple[str, ...] = ("task", "agent", "plan", "alias", "role", "reply", "imperative")
PLANTED = (*PLANTED, "comparative", *NEW_FORMS)


def test_forms_are_what_they_claim() -> None:
    kit.check_planted_forms(u38, DATA, form_problems, PLANTED)


def test_the_new_forms_ask_where_they_say() -> None:
    """A reply asking inside the quote, a Favro card with no status, a dictaphone transcript
    asking in its first sentence, a Planka card asking in its list line, a telex with no closing
    stop line, a ProofHub task asking in its title line and a chalkboard note with no note under
    it are caught."""
    bad = copy.deepcopy(DATA)

    def pick(form: str) -> tuple[dict[str, Any], str]:
        case = next(c for c in bad["cases"] if c["variant"].startswith(form + "/"))
        return case, f"{case['phrase']} of {asked_name(case)}"

    case, ask = pick("reply")
    case["query"] = f"> what is the {ask}?\n\nThanks."
    case, ask = pick("favro")
    case["query"] = f"Favro card (Workshop board)\nDescription: look up the {ask}"
    case, ask = pick("dictaphone")
    case["query"] = (
        f'Dictaphone transcript (Aiko, afternoon):\n"I need the {ask}. The van is booked.'
        ' Lunch is on me."'
    )
    case, ask = pick("planka")
    case["query"] = f"Planka card: Specs\nComment from Nadia: see below\nList: the {ask}"
    case, ask = pick("telex")
    case["query"] = f"TELEX 0417 FROM HARBOUR OFFICE\nkindly advise the {ask} stop"
    case, ask = pick("proofhub")
    case["query"] = f"ProofHub task #88, the {ask}\nassigned to Tomasz"
    case, ask = pick("chalkboard")
    case["query"] = f"Chalked on the shop board:\nwanted: the {ask}"
    found = {p.split(" ")[0] for p in form_problems(bad)}
    assert found == {"reply", *NEW_FORMS}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u38, DATA, "u38/x/y/z", "prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u38, DATA, ASKED_IN, UNITS)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "prose": "[A-Z][a-z]+ checked {s} this morning and found its {w} to be {v}\\.",
    "tsv": "piece\tproperty\tentry\n{s}\t{w}\t{v}",
    "release": "Stock sheet revision notes\n- {s}: {w} changed to {v}",
    "chat": "<[a-z]+> looked at {s} again: {w} is {v}",
    "hypertalk": 'put "{v}" into field "{w}" of card "{s}"',
    "lingo": 'set the {w} of member "{s}" to "{v}"',
    "datalog": 'holds\\("{s}", "{w}", "{v}"\\)\\.',
    "mumps": 'SET \\^FACT\\("{s}","{w}"\\)="{v}"',
    "recfile": "Piece: {s}\nTrait: {w}\nAmount: {v}",
    "nestedtext": "{s}:\n    {w}: {v}",
    "vhdl": ('constant entry : fact_t := \\(piece => "{s}", trait => "{w}", amount => "{v}"\\);'),
    "sdlang": 'entry "{s}" "{w}" "{v}"',
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(u38, DATA, ATTRS, PLACES, SURFACES, NOTE_SHAPES)


@pytest.mark.parametrize("extra", ["piece", "trait", "amount", "field", "member"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u38, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "banana peel"}, what), ({"word": "neck fret"}, what))
    kit.check_vocabulary_refuses(u38, -1, plants)
    kit.check_vocabulary_refuses(u38, -1, (({"word": "cittern shell"}, "title or thing"),))
    # one sharing a word with a held attribute that is not its partner
    kit.check_vocabulary_refuses(u38, -1, (({"word": "body mark"}, "not its partner"),))


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "neck lengt"}, "is written inside"),
        ({"values": ("40 g", "full", "30 g", "empty")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u38, 3, plants)
    kit.check_vocabulary_refuses(u38, 5, (({"antonym": "bass pair"}, "is not its opposite"),))
    kit.check_vocabulary_refuses(u38, 5, (({"antonym": "treble course"}, "is not its opposite"),))
    # an antonym whose first word a value writes inside it ('tortoise' in 'tortoiseshell')
    kit.check_vocabulary_refuses(u38, 5, (({"antonym": "tortoise course"}, "is not its opposite"),))
    # an antonym on an attribute four subjects hold
    kit.check_vocabulary_refuses(u38, 1, (({"antonym": "false count"}, "is not its opposite"),))


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u38, 6, (({"unit": "in kg"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u38, "NeckHolt", "neck")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u38, "neck reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    kit.check_new_forms_spread(u38, DATA, NEW_FORMS, FORM_NAMES)


def test_an_answers_two_wordings_are_asked_five_slots_apart() -> None:
    assert kit.wordings_apart(DATA, ROTATION) == APART


def test_the_generator_refuses_a_comparative_offering_the_held_value_and_a_duplicate() -> None:
    """The generator's set check refuses a comparative answer offering its held value and a
    request asked twice."""
    kit.check_refuses_offered_value_and_duplicate(u38, DATA)


def test_the_frozen_copy_is_byte_for_byte_the_generated_set() -> None:
    kit.check_frozen_bytes(u38, DATA, "u38/", "x30/")


def value_problems(data: dict[str, Any]) -> list[str]:
    """Answers whose recorded value is not the one their memory writes in its surface's place
    (no surface writes a digit of its own, but a name may, so the value is read off its place)."""
    text = {m["key"]: m for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] != "answer":
            continue
        m = text[c["relevant"][0]]
        a = ATTRS[(c["domain"], c["attribute"])]
        pattern = PLACES[m["form"]].format(
            s=re.escape(c["subject"]), w=re.escape(a.word), v=re.escape(c["value"])
        )
        if not re.fullmatch(pattern, m["text"]):
            out.append(f"{c['relevant'][0]} does not write {c['value']!r} in its place")
    return out


def test_every_answers_value_is_the_one_its_memory_writes_in_its_place() -> None:
    assert value_problems(DATA) == []
    # the control: an answer recording another of its attribute's values
    bad = copy.deepcopy(DATA)
    case = next(c for c in bad["cases"] if c["kind"] == "answer")
    a = ATTRS[(case["domain"], case["attribute"])]
    case["value"] = next(v for v in a.values if v != case["value"])
    assert len(value_problems(bad)) == 1
