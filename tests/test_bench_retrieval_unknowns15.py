"""The fifteenth blind held-out retrieval set ``unknowns15``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, or a
neighbour of an attribute the subject holds) is answered by any memory, neighbours and absent
attributes share the subject and words with a memory that does not answer them, the sixteen
request forms (a question in a code comment, a comparative question, an imperative, the subject
in the plural, a commit-message-style request and a ``still`` yes/no question among them) and
the twelve memory surfaces are what they claim, answers asked in another unit are written in
another notation, and each check catches a planted fault beside the real set."""

from __future__ import annotations

import copy
import re
import sys
from collections import Counter
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import retrieval_unknowns15 as u15
from cairn.bench.retrieval_unknowns15_forms import FORM_NAMES, NEW_FORMS, SURFACES
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u15.generate()
ATTRS = {(d.key, a.key): a for d in u15.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u15.DOMAINS for a in d.attributes}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u15.DOMAINS for s in d.subjects]
OLD = {s: o for d in u15.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u15.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u15.OFFTOPIC}
SET = u15


def content(text: str) -> set[str]:
    return u15.content(text)


def phrases(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) the case's attribute is asked with (an off-topic phrase twice)."""
    if case["kind"] == "offtopic":
        return TOPICS[case["topic"]], TOPICS[case["topic"]]
    key = (case["domain"], case["attribute"])
    if case["kind"] == "related_unknown":
        return NEAR[key].near_word, NEAR[key].near_synonym
    return ATTRS[key].word, ATTRS[key].synonym


one_typo = kit.one_typo  # read by the shared checks (RetrievalSetChecks)
asked_name = kit.asked_name
asked_problems = partial(kit.asked_problems, u15, phrases)


answer_problems = partial(kit.answer_problems, u15, phrases)


leaks = partial(kit.leaks, u15, phrases)


holders = partial(kit.holders, u15)


kind_problems = partial(kit.kind_problems, u15)


offered_values = partial(kit.offered_values, u15, ATTRS, NEAR)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Forms that are not what they claim: a task that is no instruction around the request, an
    agent prompt whose request is not in its middle, a plan whose request is not a later step,
    an alias or role request naming the subject (or a name that is not its old name or role), a
    reply not asking after the quote, a blank with no ``___``, a checkbox whose ask is not an
    open ``- [ ]`` item, a code comment not holding the ask, a comparative offering no value
    (for an answer: the held one) or no comparison, an imperative that does not command, a
    plural that is not the name plus ``s``, a commit-message request without its type prefix, a
    ``still`` question offering no value (for an answer: the held one)."""
    out = []
    for c in data["cases"]:
        q, form = c["query"], c["variant"].split("/")[0]
        name, p = asked_name(c), c["phrase"]
        if form == "task" and not re.match(r"(Before you merge|While you are in the repo), ", q):
            out.append(f"task {q!r}")
        if form == "agent":
            cut = [m.end() for m in re.finditer(r"[.?;:] ", q)]
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
            ask = [i for i, x in enumerate(lines) if name in x and p in x]
            if not quoted or not ask or ask[0] <= quoted[-1]:
                out.append(f"reply {q!r}")
        opening = rf"({re.escape(name)}'s |Fill in the blank: )"
        if form == "blank" and ("___" not in q or not re.match(opening, q, flags=re.I)):
            out.append(f"blank {q!r}")
        if form == "checkbox":
            line = next((x for x in q.split("\n") if name in x and p in x), "")
            if not line.startswith("- [ ] "):
                out.append(f"checkbox {q!r}")
        if form == "codecomment" and "subject" in c:
            line = next((x for x in q.split("\n") if name in x and p in x), "")
            if not re.match(r"(# TODO|// FIXME): ", line) or len(q.split("\n")) < 2:
                out.append(f"codecomment {q!r}")
        if form in ("comparative", "stillq"):
            offers = [v for v in offered_values(c) if f" {v}" in q]
            compare = r"(higher than|below|or something else|rather than)"
            shape = compare if form == "comparative" else r"\bstill\b"
            if not offers or not re.search(shape, q) or c.get("offered") not in offers:
                out.append(f"{form} {q!r}")
            if c["kind"] == "answer" and c["value"] in offers:
                out.append(f"{form} {q!r} offers the held value")
        if form == "imperative" and not re.match(r"(Tell|Give) me ", q):
            out.append(f"imperative {q!r}")
        if (
            form == "plural"
            and "subject" in c
            and not re.search(rf"(the {re.escape(name)}s\?|The {re.escape(name)}s' )", q)
        ):
            out.append(f"plural {q!r}")
        if form == "commitmsg" and not re.match(rf"(chore: bump |fix\({re.escape(name)}\): )", q):
            out.append(f"commitmsg {q!r}")
    return out


def test_each_kind_has_its_count_and_every_form_and_wording() -> None:
    kit.check_kind_counts(u15, DATA, 631, 243)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6
    kit.check_every_form_and_wording(kit.variants_by_kind(DATA), FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    assert len(u15.DOMAINS) == 9
    held = holders(DATA)
    for d in u15.DOMAINS:
        assert len(d.subjects) == 6 and len(d.attributes) == 12 and len(d.roles) == 6
        mine = Counter(s for (dk, _a), who in held.items() if dk == d.key for s in who)
        assert all(3 <= mine[s] <= 4 for s in d.subjects), d.key
        assert len({a.key for a in d.attributes} | {a.near_key for a in d.attributes}) == 24
        for a in d.attributes[: u15.HELD]:
            assert 1 <= len(held[(d.key, a.key)]) <= 5
        for a in d.attributes[u15.HELD :]:
            assert not held.get((d.key, a.key))
            assert 4 <= len(held[(d.key, u15.partner(d, a).key)]) <= 5
    kit.check_names_and_shapes(NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns14)
    kit.check_no_name_in_other_sets(u15, names, "ShusgarthHolt")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [s.casefold() for s in [*NAMES, *OLD.values(), *ROLE.values()]]
    off = [c["query"].casefold() for c in DATA["cases"] if c["kind"] == "offtopic"]
    assert len(off) == 64
    assert not [q for q in off if any(n in q for n in names)]
    # some share a word with the project's vocabulary, in another sense
    held = {w for d in u15.DOMAINS for a in d.attributes for w in content(a.word)}
    assert sum(1 for p, _t, _v in u15.OFFTOPIC if content(p) & held) >= 12


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u15, DATA, "unknowns15")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u15, phrases, DATA, ATTRS)


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u15, DATA, ATTRS)


PLANTED = ("task", "agent", "plan", "alias", "role", "reply", "blank", "checkbox")
PLANTED += ("codecomment", "comparative", "imperative", "plural", "commitmsg", "stillq")


def test_forms_are_what_they_claim() -> None:
    assert form_problems(DATA) == []
    bad = copy.deepcopy(DATA)
    for form in PLANTED:
        case = next(
            c for c in bad["cases"] if c["variant"].startswith(form + "/") and "subject" in c
        )
        case["query"] = f"tell me the {case['phrase'].lower()} of {case['subject']}."
        case["phrase"] = case["phrase"].lower()
        for field in ("alias", "role"):
            case.pop(field, None)
    assert {p.split(" ")[0] for p in form_problems(bad)} == set(PLANTED)
    # a comparative and a 'still' ask of an answer offering the value the memory holds
    for form in ("comparative", "stillq"):
        bad = copy.deepcopy(DATA)
        case = next(
            c for c in bad["cases"] if c["variant"].startswith(form + "/") and c["relevant"]
        )
        case["query"] = case["query"].replace(f" {case['offered']}", f" {case['value']}")
        case["offered"] = case["value"]
        assert any("offers the held value" in p for p in form_problems(bad))
        assert any("offers the held value" in p for p in u15.problems(bad))
    # a reply asking inside the quote, a checkbox already ticked, a comment moved out of code
    bad = copy.deepcopy(DATA)
    reply = next(c for c in bad["cases"] if c["variant"].startswith("reply/"))
    reply["query"] = f"> what is the {reply['phrase']} of {asked_name(reply)}?\n\nThanks."
    box = next(c for c in bad["cases"] if c["variant"].startswith("checkbox/"))
    box["query"] = box["query"].replace("- [ ] ", "- [x] ")
    code = next(c for c in bad["cases"] if c["variant"] == "codecomment/word" and "subject" in c)
    code["query"] = code["query"].replace("# TODO: ", "")
    assert {p.split(" ")[0] for p in form_problems(bad)} == {"reply", "checkbox", "codecomment"}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u15, DATA, "u15/x/y/z")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u15, DATA, 90, 20)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def neighbour_problems(data: dict[str, Any]) -> list[str]:
    """Neighbours asked with the word (typos aside) whose query does not carry the subject (or
    the name it is asked by) and the whole word of the held attribute."""
    out = []
    for c in data["cases"]:
        form, wording = c["variant"].split("/")
        if c["kind"] != "related_unknown" or wording != "word" or form == "typo":
            continue
        held = ATTRS[(c["domain"], c["near"])].word
        if held not in c["query"].casefold() or asked_name(c) not in c["query"]:
            out.append(f"{c['query']!r} does not carry {held!r}")
    return out


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(DATA, NEAR, neighbour_problems)


PLACES = {
    "trailer": "fix: note {s} {w}\n\nMeasured during the walkround\\.\n\n"
    "[A-Z][a-z]+(?:-[A-Z][a-z]+)+: {v}",
    "openapi": "parameters:\n  - name: [a-z_]+\n    in: query\n"
    '    description: "{w} of {s}"\n    example: "{v}"',
    "alert": '- alert: [A-Za-z]+Drift\n  expr: [a-z_]+_drift\\{{site="[a-z0-9-]+"\\}} == 1\n'
    '  for: \\d+m\n  annotations:\n    summary: "{s} {w} must stay at {v}"',
    "script": '\\{{\n  "scripts": \\{{\n    "verify:{s}": "verify --field \'{w}\' --expect \'{v}\'"\n'
    "  \\}}\n\\}}",
    "logrotate": "/var/log/[a-z0-9-]+/\\*\\.log \\{{\n    # {w} of {s}: {v}\n    rotate \\d+\n"
    "    compress\n\\}}",
    "frontmatter": "---\nsubject: {s}\nfield: {w}\nvalue: {v}\n---\nKept by the facilities desk\\.",
    "xml": '<([a-z]+) name="{s}">\n  <setting field="{w}">{v}</setting>\n</\\1>',
    "properties": "# {w} of {s}\n[a-z0-9_]+\\.[a-z0-9_]+={v}",
    "prose": "{s}'s {w} is {v}, [a-z ]+\\.",
    "tsv": "name\tfield\tvalue\n{s}\t{w}\t{v}",
    "release": "## Release notes \\d{{4}}\\.\\d\\d\n- {s}: {w} is now {v}\\.",
    "chat": "@[a-z]+: {s} {w} is {v}, [a-z ]+\n:\\+1: \\d+",
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(
        u15, DATA, ATTRS, PLACES, SURFACES, ("sentence", "changelog", "memo")
    )


@pytest.mark.parametrize("extra", ["walkround", "compress", "scripts", "setting", "memo"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u15, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "wheel nuts"}, what), ({"word": "bit rating"}, what))
    kit.check_vocabulary_refuses(u15, -1, plants)


def test_the_generator_refuses_a_word_inside_another_and_mixed_values() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "bit torq"}, "is written inside"),
        ({"values": ("1998", "spring", "2004", "autumn")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u15, 3, plants)


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u15, 1, (({"unit": "in mm"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u15, "WinchHolm", "winch")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u15, "bit twist", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    for kind in u15.KINDS:
        forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if kind == c["kind"])
        assert all(forms[f] >= 3 for f in NEW_FORMS), (kind, forms)
    forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if c["kind"] == "answer")
    assert forms["typo"] >= 18 and all(forms[f] >= 9 for f in FORM_NAMES if f != "typo")
