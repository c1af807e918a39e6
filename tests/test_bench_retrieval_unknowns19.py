"""The nineteenth blind held-out retrieval set ``unknowns19``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(a changelog ``[Unreleased]`` entry, a support ticket macro, a GraphQL query comment, a JQL
filter, a chat slash command and a calendar invite note among them) and the twelve memory
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

from cairn.bench import retrieval_unknowns19 as u19
from cairn.bench.retrieval_unknowns19_forms import (
    FORM_NAMES,
    NEW_FORMS,
    NEW_SURFACES,
    NOTE_SHAPES,
    ROTATION,
    SURFACES,
)
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u19.generate()
ATTRS = {(d.key, a.key): a for d in u19.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u19.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u19.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u19.DOMAINS for s in d.subjects]
OLD = {s: o for d in u19.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u19.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u19.OFFTOPIC}
SET = u19


def content(text: str) -> set[str]:
    return u19.content(text)


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
asked_problems = partial(kit.asked_problems, u19, phrases)
answer_problems = partial(kit.answer_problems, u19, phrases)
leaks = partial(kit.leaks, u19, phrases)
holders = partial(kit.holders, u19)
kind_problems = partial(kit.kind_problems, u19)
offered_values = partial(kit.offered_values, u19, ATTRS, NEAR)
held_text = partial(kit.held_text, u19)


def asks_in(line: str, name: str, p: str) -> bool:
    return name in line and p in line


def _new_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    """Whether a request of one of the six new forms is not what it claims."""
    first, rest = lines[0], lines[1:]
    if form == "unreleased":
        items = [x for x in rest if x.startswith("- ")]
        return first != "## [Unreleased]" or not any(asks_in(x, name, p) for x in items)
    if form == "macro":
        return not (
            re.fullmatch(r"\[Macro: [a-z ]+\]", first) and any(asks_in(x, name, p) for x in rest)
        )
    if form == "graphql":
        comments = [x for x in rest if x.startswith("  # ")]
        return not (
            re.fullmatch(r"query( [A-Za-z]+)? \{", first)
            and any(asks_in(x, name, p) for x in comments)
            and lines[-1] == "}"
        )
    if form == "jql":
        quoted = re.findall(r'~ "([^"]*)"', first)
        return not (
            re.match(r"(JQL: |Saved filter \(JQL\): )", first)
            and any(asks_in(x, name, p) for x in quoted)
        )
    if form == "slash":
        return not (re.match(r"/[a-z]+ ", first) and asks_in(first, name, p))
    if form == "invite":
        notes = [x for x in rest if re.match(r"(Notes|Agenda): ", x)]
        return not (
            re.match(r"(Invite|Calendar invite): ", first)
            and not asks_in(first, name, p)
            and any(asks_in(x, name, p) for x in notes)
        )
    return False


# what this set's requests of the shared forms open or close with
SHAPES = kit.FormShapes(
    task=r"(Task: fill in|Your job: confirm) the ",
    imperative=r"(Give me|Fetch) the ",
    comparative=r"(or something else\?|If that is wrong, what is it\?)",
)


def _own_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    return form in NEW_FORMS and _new_form_problem(form, lines, name, p)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Requests not what they claim: the shared forms as ``kit.form_problems`` reads them, and
    a changelog entry not asking in an ``[Unreleased]`` item, a macro not asking in its body, a
    GraphQL query not asking in its comment, a JQL filter not asking in a quoted text clause, a
    slash command not asking after its command, and an invite not asking in its notes or
    agenda."""
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
    kit.check_kind_counts(u19, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6 and len(ROTATION) == 17
    assert len(SURFACES) == 12 and len(NEW_SURFACES) == 8
    variants = {kind: base_variants(kind) for kind in u19.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    assert len(u19.DOMAINS) == 9
    held = holders(DATA)
    places = []
    for d in u19.DOMAINS:
        assert len(d.subjects) == 6 and len(d.attributes) == 12 and len(d.roles) == 6
        mine = Counter(s for (dk, _a), who in held.items() if dk == d.key for s in who)
        assert all(3 <= mine[s] <= 4 for s in d.subjects), d.key
        assert len({a.key for a in d.attributes} | {a.near_key for a in d.attributes}) == 24
        counts = [len(held[(d.key, a.key)]) for a in d.attributes[: u19.HELD]]
        assert counts == list(u19.HOLDERS)
        for a in d.attributes[u19.HELD :]:
            assert not held.get((d.key, a.key)) and not a.antonym
            assert 4 <= len(held[(d.key, u19.partner(d, a).key)]) <= 5
        places += [i for i, a in enumerate(d.attributes) if a.antonym]
    # one antonym per domain, on an attribute of one holder, not always in the same place
    assert len(places) == 9 and set(places) == {5, 6, 7, 8}
    kit.check_names_and_shapes(NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns14, named on its page)
    kit.check_no_name_in_other_sets(u19, names, "ShusgarthHolt")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    shared, whole = kit.offtopic_overlap(u19, DATA, [*NAMES, *OLD.values(), *ROLE.values()], TOPICS)
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    assert shared == 25 and whole == 17


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u19, DATA, "unknowns19")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u19, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    kit.check_antonyms(u19, phrases, DATA, ATTRS, "u19")


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u19, DATA, ATTRS)


PLANTED: tuple[str, ...] = ("task", "agent", "plan", "alias", "role", "reply", "imperative")
PLANTED = (*PLANTED, "comparative", *NEW_FORMS)


def test_forms_are_what_they_claim() -> None:
    kit.check_planted_forms(u19, DATA, form_problems, PLANTED)


def test_the_new_forms_ask_where_they_say() -> None:
    """A reply asking inside the quote, a changelog asking in its heading, a macro asking in its
    title, a GraphQL query asking in its name, a JQL filter asking outside a text clause, a slash
    command without its slash and an invite asking in its title are caught."""
    bad = copy.deepcopy(DATA)

    def pick(form: str) -> tuple[dict[str, Any], str]:
        case = next(c for c in bad["cases"] if c["variant"].startswith(form + "/"))
        return case, f"{case['phrase']} of {asked_name(case)}"

    case, ask = pick("reply")
    case["query"] = f"> what is the {ask}?\n\nThanks."
    case, ask = pick("unreleased")
    case["query"] = f"## [Unreleased] {ask}\n- nothing yet"
    case, ask = pick("macro")
    case["query"] = f"[Macro: {ask}]\nHello,\nsee the title."
    case, ask = pick("graphql")
    case["query"] = f"query {ask} {{\n  fact {{ value }}\n}}"
    case, ask = pick("jql")
    case["query"] = f"JQL: project = {ask}"
    case, ask = pick("slash")
    case["query"] = f"ask {ask}"
    case, ask = pick("invite")
    case["query"] = f"Invite: {ask}\nNotes: none"
    found = {p.split(" ")[0] for p in form_problems(bad)}
    assert found == {"reply", "unreleased", "macro", "graphql", "jql", "slash", "invite"}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u19, DATA, "u19/x/y/z", "prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u19, DATA, 140, 35)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "org": "\\* {s}\n:PROPERTIES:\n:FACT: {w} = {v}\n:END:",
    "asciidoc": "== {s}\n\n{w}:: {v}",
    "gradle": 'ext \\{{\n    set\\("{w} of {s}", "{v}"\\)\n\\}}',
    "powershell": "\\$fact = @\\{{ Subject = '{s}'; '{w}' = '{v}' \\}}",
    "edn": '\\{{:subject "{s}" :attribute "{w}" :value "{v}"\\}}',
    "elixir": '%\\{{subject: "{s}", "{w}": "{v}"\\}}',
    "hocon": '"{s}" \\{{\n  "{w}" = "{v}"\n\\}}',
    "bazel": 'fact\\(\n    name = "{s}",\n    attribute = "{w}",\n    value = "{v}",\n\\)',
    "prose": "Per [A-Z][a-z]+: for {s}, the {w} is {v}\\.",
    "csv": "subject,attribute,value\n{s},{w},{v}",
    "release": "Release 3\\.\\d\\.0\n\\* {w} for {s} set to {v}",
    "chat": "<[a-z_]+> fyi {s} {w} is {v}",
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(u19, DATA, ATTRS, PLACES, SURFACES, NOTE_SHAPES)


@pytest.mark.parametrize("extra", ["properties", "attribute", "refactor", "fyi", "release"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u19, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "banana peel"}, what), ({"word": "sled thickness"}, what))
    kit.check_vocabulary_refuses(u19, -1, plants)
    kit.check_vocabulary_refuses(u19, -1, (({"word": "track heater"}, "title or thing"),))


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "sled spee"}, "is written inside"),
        ({"values": ("40 cm", "deep", "30 cm", "shallow")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u19, 3, plants)
    kit.check_vocabulary_refuses(u19, 5, (({"antonym": "exit slope"}, "is not its opposite"),))
    kit.check_vocabulary_refuses(u19, 5, (({"antonym": "entry angle"}, "is not its opposite"),))
    # an antonym on an attribute four subjects hold
    kit.check_vocabulary_refuses(u19, 1, (({"antonym": "floor height"}, "is not its opposite"),))


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u19, 0, (({"unit": "in cm"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u19, "SledBrook", "sled")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u19, "ice reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    for kind in u19.KINDS:
        forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if kind == c["kind"])
        assert all(forms[f] >= 3 for f in NEW_FORMS), (kind, forms)
    forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if c["kind"] == "answer")
    assert forms["typo"] >= 18 and all(forms[f] >= 9 for f in FORM_NAMES if f != "typo")


def test_an_answers_two_wordings_are_asked_five_slots_apart() -> None:
    assert kit.wordings_apart(DATA, ROTATION) == 62
