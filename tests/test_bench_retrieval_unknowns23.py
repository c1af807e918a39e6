"""The twenty-third blind held-out retrieval set ``unknowns23``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(a Google Docs suggestion, a Mastodon post, a Reddit post, a telegram, a fax cover sheet and a
postcard among them) and the twelve memory surfaces are what they claim, answers asked in another
unit are written in another notation, and each check catches a planted fault beside the real
set."""

from __future__ import annotations

import copy
import re
import sys
from collections import Counter
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import retrieval_unknowns23 as u23
from cairn.bench.retrieval_unknowns23_forms import (
    FORM_NAMES,
    NEW_FORMS,
    NEW_SURFACES,
    NOTE_SHAPES,
    ROTATION,
    SURFACES,
)
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u23.generate()
ATTRS = {(d.key, a.key): a for d in u23.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u23.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u23.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u23.DOMAINS for s in d.subjects]
OLD = {s: o for d in u23.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u23.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u23.OFFTOPIC}
SET = u23
SHARED, WHOLE = 26, 12  # off-topic phrases sharing a word with an attribute's, and whole ones
ASKED_IN, UNITS = 144, 30  # answers asked in another unit or notation, and distinct units
APART = 62  # answered facts whose two wordings are asked five slots apart (typos aside)


def content(text: str) -> set[str]:
    return u23.content(text)


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
asked_problems = partial(kit.asked_problems, u23, phrases)
answer_problems = partial(kit.answer_problems, u23, phrases)
leaks = partial(kit.leaks, u23, phrases)
holders = partial(kit.holders, u23)
kind_problems = partial(kit.kind_problems, u23)
offered_values = partial(kit.offered_values, u23, ATTRS, NEAR)
held_text = partial(kit.held_text, u23)


def asks_in(line: str, name: str, p: str) -> bool:
    return name in line and p in line


def _new_form_problem(form: str, lines: list[str], name: str, p: str) -> bool:
    """Whether a request of one of the six new forms is not what it claims."""
    first, rest = lines[0], lines[1:]
    if form == "gdocs":
        return not (
            first.startswith("Google Docs ")
            and not asks_in(first, name, p)
            and rest[-1:] == ["[Accept] [Reject]"]
            and any(asks_in(x, name, p) for x in rest[:-1])
        )
    if form == "mastodon":
        head = [i for i, x in enumerate(lines) if re.search(r"@[a-z]+@[a-z]+\.example", x)]
        return not (
            head
            and not any(asks_in(lines[i], name, p) for i in head)
            and any(asks_in(x, name, p) and " #" in x for x in lines[head[0] + 1 :])
        )
    if form == "reddit":
        return not (
            re.fullmatch(r"r/[A-Za-z]+ · [Pp]osted by u/[a-z]+", first)
            and any(asks_in(x, name, p) for x in rest)
        )
    if form == "telegram":
        return not (
            re.fullmatch(r"Telegram (to|from) [A-Z][a-z]+:", first)
            and any(
                asks_in(x, name, p) and x.split(" I need it ")[0].endswith("STOP") for x in rest
            )
        )
    if form == "fax":
        head = [x for x in rest if re.match(r"(To|From|Pages|Re): ", x)]
        return not (
            first.casefold() == "fax cover sheet"
            and head
            and not any(asks_in(x, name, p) for x in head)
            and any(asks_in(x, name, p) for x in rest if x.startswith("Message: "))
        )
    if form == "postcard":
        return not (
            first.startswith("Postcard")
            and not asks_in(first, name, p)
            and re.fullmatch(r"(Love|Cheers), [A-Z][a-z]+", lines[-1])
            and any(asks_in(x, name, p) for x in rest if re.match(r"Dear [A-Z][a-z]+, ", x))
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
    a Google Docs suggestion not asking between its header and its buttons, a Mastodon post not
    asking after its handle, a Reddit post not asking below its header, a telegram not asking
    before a STOP, a fax not asking in its message line and a postcard not asking after its
    greeting."""
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
    kit.check_kind_counts(u23, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6 and len(ROTATION) == 17
    assert len(SURFACES) == 12 and len(NEW_SURFACES) == 8
    variants = {kind: base_variants(kind) for kind in u23.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    kit.check_planned_shape(u23, DATA, NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns20, named on its page)
    kit.check_no_name_in_other_sets(u23, names, "GwozzFyv")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    shared, whole = kit.offtopic_overlap(u23, DATA, names, TOPICS)
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    assert shared == SHARED and whole == WHOLE


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u23, DATA, "unknowns23")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u23, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    kit.check_antonyms(u23, phrases, DATA, ATTRS, "u23")


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u23, DATA, ATTRS)


PLANTED: tuple[str, ...] = ("task", "agent", "plan", "alias", "role", "reply", "imperative")
PLANTED = (*PLANTED, "comparative", *NEW_FORMS)


def test_forms_are_what_they_claim() -> None:
    kit.check_planted_forms(u23, DATA, form_problems, PLANTED)


def test_the_new_forms_ask_where_they_say() -> None:
    """A reply asking inside the quote, a Google Docs suggestion asking in its header, a Mastodon
    post asking in its handle line, a Reddit post asking in its header, a telegram with no STOP,
    a fax asking in its header and a postcard asking after its signature are caught."""
    bad = copy.deepcopy(DATA)

    def pick(form: str) -> tuple[dict[str, Any], str]:
        case = next(c for c in bad["cases"] if c["variant"].startswith(form + "/"))
        return case, f"{case['phrase']} of {asked_name(case)}"

    case, ask = pick("reply")
    case["query"] = f"> what is the {ask}?\n\nThanks."
    case, ask = pick("gdocs")
    case["query"] = f"Google Docs suggestion: the {ask}\nnothing here\n[Accept] [Reject]"
    case, ask = pick("mastodon")
    case["query"] = f"@lucia@social.example the {ask}?\nhello #help"
    case, ask = pick("reddit")
    case["query"] = f"r/AskOps · Posted by u/lucia the {ask}\n[upvote] [comment]"
    case, ask = pick("telegram")
    case["query"] = f"Telegram to Farah:\nplease send the {ask}"
    case, ask = pick("fax")
    case["query"] = f"FAX COVER SHEET\nRe: the {ask}\nMessage: see above"
    case, ask = pick("postcard")
    case["query"] = f"Postcard from the coast\nDear Farah, hello.\nLove, Oskar, the {ask}"
    found = {p.split(" ")[0] for p in form_problems(bad)}
    assert found == {"reply", *NEW_FORMS}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u23, DATA, "u23/x/y/z", "prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u23, DATA, ASKED_IN, UNITS)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "prose": "According to [A-Z][a-z]+, {s}'s {w} is {v}\\.",
    "csv": "subject,attribute,value\n{s},{w},{v}",
    "release": "Release 5\\.\\d\\.0 notes\n\\* {s}: {w} now {v}",
    "chat": "\\[14:\\d\\d\\] [a-z]+: fyi {s} {w} = {v}",
    "scala": 'case class Fact\\(subject: String = "{s}", attribute: String = "{w}",'
    ' value: String = "{v}"\\)',
    "erlang": '-record\\(fact, \\{{subject = "{s}", attribute = "{w}", value = "{v}"\\}}\\)\\.',
    "perl": "my %fact = \\(subject => '{s}', '{w}' => '{v}'\\);",
    "groovy": "def fact = \\[subject: '{s}', attribute: '{w}', value: '{v}'\\]",
    "dart": "const fact = \\{{'subject': '{s}', 'attribute': '{w}', 'value': '{v}'\\}};",
    "gemfile": "gem 'fact', subject: '{s}', attribute: '{w}', value: '{v}'",
    "tcl": "set fact \\[dict create subject \\{{{s}\\}} attribute \\{{{w}\\}} value \\{{{v}\\}}\\]",
    "pascal": "const Fact: TFact = \\(Subject: '{s}'; Attribute: '{w}'; Value: '{v}'\\);",
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(u23, DATA, ATTRS, PLACES, SURFACES, NOTE_SHAPES)


@pytest.mark.parametrize("extra", ["fact", "class", "record", "subject", "release"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u23, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "banana peel"}, what), ({"word": "platform ladder"}, what))
    kit.check_vocabulary_refuses(u23, -1, plants)
    kit.check_vocabulary_refuses(u23, -1, (({"word": "treehouse heater"}, "title or thing"),))
    # one sharing a word with a held attribute that is not its partner
    kit.check_vocabulary_refuses(u23, -1, (({"word": "ladder brake"}, "not its partner"),))


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "zipline spa"}, "is written inside"),
        ({"values": ("40 L", "full", "30 L", "empty")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u23, 3, plants)
    kit.check_vocabulary_refuses(u23, 5, (({"antonym": "lower rib"}, "is not its opposite"),))
    kit.check_vocabulary_refuses(u23, 5, (({"antonym": "north window"}, "is not its opposite"),))
    # an antonym on an attribute four subjects hold
    kit.check_vocabulary_refuses(u23, 1, (({"antonym": "rope rungs"}, "is not its opposite"),))


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u23, 0, (({"unit": "in m"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u23, "PlatformHolt", "platform")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u23, "platform reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    kit.check_new_forms_spread(u23, DATA, NEW_FORMS, FORM_NAMES)


def test_an_answers_two_wordings_are_asked_five_slots_apart() -> None:
    assert kit.wordings_apart(DATA, ROTATION) == APART


def test_the_generator_refuses_a_comparative_offering_the_held_value_and_a_duplicate() -> None:
    """The generator's set check refuses a comparative answer offering its held value and a
    request asked twice."""
    kit.check_refuses_offered_value_and_duplicate(u23, DATA)


def test_the_frozen_copy_is_byte_for_byte_the_generated_set() -> None:
    kit.check_frozen_bytes(u23, DATA, "unknowns23", "unknowns24")
