"""The sixteenth blind held-out retrieval set ``unknowns16``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(a table header cell, a teammate, keywords, a JSON body, an SQL ``SELECT`` and a spoken
transcript among them) and the twelve memory surfaces are what they claim, answers asked in
another unit are written in another notation, and each check catches a planted fault beside the
real set."""

from __future__ import annotations

import copy
import re
import sys
from collections import Counter
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import retrieval_unknowns16 as u16
from cairn.bench.retrieval_unknowns16_forms import FORM_NAMES, NEW_FORMS, SURFACES
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u16.generate()
ATTRS = {(d.key, a.key): a for d in u16.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u16.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u16.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u16.DOMAINS for s in d.subjects]
OLD = {s: o for d in u16.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u16.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u16.OFFTOPIC}
SET = u16


def content(text: str) -> set[str]:
    return u16.content(text)


def phrases(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) the case's attribute is asked with (an off-topic phrase or an antonym
    twice)."""
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
asked_problems = partial(kit.asked_problems, u16, phrases)


answer_problems = partial(kit.answer_problems, u16, phrases)


leaks = partial(kit.leaks, u16, phrases)


holders = partial(kit.holders, u16)


kind_problems = partial(kit.kind_problems, u16)


offered_values = partial(kit.offered_values, u16, ATTRS, NEAR)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Forms that are not what they claim: a task that is no instruction around the request, an
    agent prompt whose request is not in its middle, a plan whose request is not a later step,
    an alias or role request naming the subject (or a name that is not its old name or role), a
    reply not asking after the quote, an imperative that does not command, a comparative offering
    no value (for an answer: the held one), a table whose ask is not in its header row, a
    teammate ask not addressing a teammate, a keyword query longer than the phrase, the name and
    one word, a JSON body that does not parse as one object, an SQL request that is not a
    ``SELECT``, and a spoken request without a filler."""
    out = []
    for c in data["cases"]:
        q, form = c["query"], c["variant"].split("/")[0]
        name, p = asked_name(c), c["phrase"]
        ask = q.split("\nI need it ")[0]
        if form == "task" and not re.match(r"(Before you deploy|As part of this change), ", q):
            out.append(f"task {q!r}")
        if form == "agent":
            cut = [m.end() for m in re.finditer(r"[.?:] ", q)]
            at = q.find(name)
            if len(cut) < 2 or not cut[0] <= at < cut[-1]:
                out.append(f"agent {q!r}")
        if form == "plan":
            steps = re.findall(r"^(\d)\. (.+)$", q, flags=re.M)
            asked = [n for n, step in steps if p in step and name in step]
            if len(steps) < 3 or not asked or asked[0] == "1":
                out.append(f"plan {q!r}")
        if form == "alias" and "subject" in c and (c["subject"] in q or OLD[c["subject"]] != name):
            out.append(f"alias {q!r}")
        if form == "role" and "subject" in c and (c["subject"] in q or ROLE[c["subject"]] != name):
            out.append(f"role {q!r}")
        if form == "reply":
            lines = q.split("\n")
            quoted = [i for i, x in enumerate(lines) if x.startswith("> ")]
            at = [i for i, x in enumerate(lines) if name in x and p in x]
            if not quoted or not at or at[0] <= quoted[-1]:
                out.append(f"reply {q!r}")
        if form == "imperative" and not re.match(r"(Tell|Give) me ", q):
            out.append(f"imperative {q!r}")
        if form == "comparative":
            offers = [v for v in offered_values(c) if f" {v}" in q]
            shape = r"(higher than|below|or something else|rather than)"
            if not offers or not re.search(shape, q) or c.get("offered") not in offers:
                out.append(f"comparative {q!r}")
            if c["kind"] == "answer" and c["value"] in offers:
                out.append(f"comparative {q!r} offers the held value")
        if form == "tablecell":
            rows = ask.split("\n")
            if len(rows) != 3 or rows[1] != "|---|---|" or not (name in rows[0] and p in rows[0]):
                out.append(f"tablecell {q!r}")
        if form == "teammate" and not re.match(r"(Hey )?[A-Z][a-z]+, ", q):
            out.append(f"teammate {q!r}")
        if form == "keywords" and (
            "?" in ask or len(ask.split()) > len(p.split()) + len(name.split()) + 1
        ):
            out.append(f"keywords {q!r}")
        if form == "jsonbody" and not re.search(r"^\{\".+\}$", ask, flags=re.M):
            out.append(f"jsonbody {q!r}")
        if form == "sqlselect" and not re.search(r"^SELECT .+ WHERE .+;$", ask, flags=re.M):
            out.append(f"sqlselect {q!r}")
        if form == "spoken" and not re.search(r"\b(um|uh|er|okay so)\b", q):
            out.append(f"spoken {q!r}")
    return out


def base_variants(kind: str) -> Counter[str]:
    return Counter(
        c["variant"]
        for c in DATA["cases"]
        if c["kind"] == kind and not c["variant"].startswith("antonym/")
    )


def test_each_kind_has_its_count_and_every_form_and_wording() -> None:
    held = holders(DATA)
    antonyms = sum(len(held[(d, a.key)]) for (d, _k), a in ANTONYM.items())
    assert antonyms >= 8
    kit.check_kind_counts(u16, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6
    variants = {kind: base_variants(kind) for kind in u16.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    assert len(u16.DOMAINS) == 9
    held = holders(DATA)
    for d in u16.DOMAINS:
        assert len(d.subjects) == 6 and len(d.attributes) == 12 and len(d.roles) == 6
        mine = Counter(s for (dk, _a), who in held.items() if dk == d.key for s in who)
        assert all(3 <= mine[s] <= 4 for s in d.subjects), d.key
        assert len({a.key for a in d.attributes} | {a.near_key for a in d.attributes}) == 24
        for a in d.attributes[: u16.HELD]:
            assert 1 <= len(held[(d.key, a.key)]) <= 5
        for a in d.attributes[u16.HELD :]:
            assert not held.get((d.key, a.key)) and not a.antonym
            assert 4 <= len(held[(d.key, u16.partner(d, a).key)]) <= 5
    kit.check_names_and_shapes(NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns14, named on its page)
    kit.check_no_name_in_other_sets(u16, names, "ShusgarthHolt")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [s.casefold() for s in [*NAMES, *OLD.values(), *ROLE.values()]]
    off = [c["query"].casefold() for c in DATA["cases"] if c["kind"] == "offtopic"]
    assert len(off) == 64
    assert not [q for q in off if any(n in q for n in names)]
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    held = {w for d in u16.DOMAINS for a in d.attributes for w in content(a.word)}
    words = {a.word for d in u16.DOMAINS for a in d.attributes}
    assert sum(1 for p, _t, _v in u16.OFFTOPIC if content(p) & held) >= 24
    assert sum(1 for p, _t, _v in u16.OFFTOPIC if p in words) >= 5


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u16, DATA, "unknowns16")


held_text = partial(kit.held_text, u16)


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u16, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    cases = [c for c in DATA["cases"] if c["variant"].startswith("antonym/")]
    assert len(cases) >= 8 and len({c["domain"] for c in cases}) >= 8
    for c in cases:
        a = ATTRS[(c["domain"], c["near"])]
        mem = held_text(DATA, c, c["near"])
        first, head = c["phrase"].split(" ", 1)
        assert a.word in mem and head in mem and first not in mem.casefold(), c["query"]
        assert c["phrase"] == a.antonym and c["subject"] in c["query"]
    # the control: a memory stating the antonym is an answer
    bad = copy.deepcopy(DATA)
    c = cases[0]
    bad["memories"].append({"key": "u16/x/y/z", "text": f"{c['subject']}: {c['phrase']} 3"})
    assert leaks(bad) != [] and u16.problems(bad) != []


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u16, DATA, ATTRS)


PLANTED = ("task", "agent", "plan", "alias", "role", "reply", "imperative", "comparative")
PLANTED += ("tablecell", "teammate", "keywords", "jsonbody", "sqlselect", "spoken")


def test_forms_are_what_they_claim() -> None:
    assert form_problems(DATA) == []
    bad = copy.deepcopy(DATA)
    for form in PLANTED:
        case = next(
            c for c in bad["cases"] if c["variant"].startswith(form + "/") and "subject" in c
        )
        case["query"] = f"what about the {case['phrase'].lower()} of {case['subject']}?"
        case["phrase"] = case["phrase"].lower()
        for field in ("alias", "role"):
            case.pop(field, None)
    assert {p.split(" ")[0] for p in form_problems(bad)} == set(PLANTED)
    # a comparative of an answer offering the value the memory holds
    bad = copy.deepcopy(DATA)
    case = next(
        c for c in bad["cases"] if c["variant"].startswith("comparative/") and c["relevant"]
    )
    case["query"] = case["query"].replace(f" {case['offered']}", f" {case['value']}")
    case["offered"] = case["value"]
    assert any("offers the held value" in p for p in form_problems(bad))
    assert any("offers the held value" in p for p in u16.problems(bad))
    # a reply asking inside the quote, a table asking below its header, a JSON body unclosed
    bad = copy.deepcopy(DATA)
    reply = next(c for c in bad["cases"] if c["variant"].startswith("reply/"))
    reply["query"] = f"> what is the {reply['phrase']} of {asked_name(reply)}?\n\nThanks."
    table = next(c for c in bad["cases"] if c["variant"].startswith("tablecell/"))
    table["query"] = f"| a | b |\n|---|---|\n| {asked_name(table)} | {table['phrase']}? |"
    body = next(c for c in bad["cases"] if c["variant"].startswith("jsonbody/"))
    body["query"] = body["query"].replace("}", "")
    assert {p.split(" ")[0] for p in form_problems(bad)} == {"reply", "tablecell", "jsonbody"}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u16, DATA, "u16/x/y/z")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u16, DATA, 110, 20)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "ansible": '- name: "{s} {w}"\n  vars:\n    wanted: "{v}"\n'
    "  ansible\\.builtin\\.import_tasks: tune\\.yml",
    "rustconst": '/// {w} of {s}\npub const [A-Z0-9_]+: &str = "{v}";',
    "protobuf": "message [A-Z][a-z]+Record \\{{\n  // {w} of {s}: {v}\n"
    "  string [a-z0-9_]+ = \\d+;\n\\}}",
    "ical": "BEGIN:VEVENT\nDTSTART:2026\\d{{4}}T0900Z\nSUMMARY:{s} visit\n"
    "DESCRIPTION:{w} read as {v}\nEND:VEVENT",
    "htmldl": '<dl class="[a-z]+-facts">\n  <dt>{s} {w}</dt>\n  <dd>{v}</dd>\n</dl>',
    "css": '/\\* {w} of {s} \\*/\n:root \\{{\n  --[a-z0-9_-]+: "{v}";\n\\}}',
    "diff": "--- a/docs/([a-z]+)\\.md\n\\+\\+\\+ b/docs/\\1\\.md\n@@ -(\\d+) \\+\\2 @@\n"
    "-{s} {w}: TBD\n\\+{s} {w}: {v}",
    "redis": '127\\.0\\.0\\.1:6379> HSET {s} "{w}" "{v}"\n\\(integer\\) 1',
    "prose": "{s}'s {w} is {v}, [a-z ]+\\.",
    "tsv": "name\tfield\tvalue\n{s}\t{w}\t{v}",
    "release": "## Release notes 2026\\.\\d\\d\n- {s}: {w} is now {v}\\.",
    "chat": "@[a-z]+: {s} {w} is {v}, [a-z ]+\n:\\+1: \\d",
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(
        u16, DATA, ATTRS, PLACES, SURFACES, ("sentence", "changelog", "memo")
    )


@pytest.mark.parametrize("extra", ["wanted", "visit", "binder", "memo", "facts"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u16, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "wheel nuts"}, what), ({"word": "fill rate"}, what))
    kit.check_vocabulary_refuses(u16, -1, plants)


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "wall heigh"}, "is written inside"),
        ({"values": ("1998", "spring", "2004", "autumn")}, "mixes numeric"),
        ({"antonym": "minimum heat"}, "is not its opposite"),
    )
    kit.check_vocabulary_refuses(u16, 3, plants)


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u16, 1, (({"unit": "in min"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u16, "AugerHolm", "auger")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u16, "fill volume", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    for kind in u16.KINDS:
        forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if kind == c["kind"])
        assert all(forms[f] >= 3 for f in NEW_FORMS), (kind, forms)
    forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if c["kind"] == "answer")
    assert forms["typo"] >= 18 and all(forms[f] >= 9 for f in FORM_NAMES if f != "typo")
