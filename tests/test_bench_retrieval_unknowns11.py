"""The eleventh blind held-out retrieval set ``unknowns11``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, or a
neighbour of an attribute the subject holds) is answered by any memory, neighbours and absent
attributes share the subject and words with a memory that does not answer them, the sixteen
request forms (a question in a code comment, the subject named by its role, a negated
confirmation, a passive question, a comparison of two subjects of which one holds the fact and
the attribute abbreviated among them) and the twelve memory surfaces (a Dockerfile ENV line, a
Terraform variable default, a commit message body, a runbook checklist item, a JSON Schema
snippet with a maximum and a chat reply quoting a message beside six kept ones, checked in
``test_bench_retrieval_unknowns11_surfaces``) are what they claim, answers asked in another unit are written in another notation, and each check catches a
planted fault beside the real set."""

from __future__ import annotations

import copy
import dataclasses
import re
import sys
from collections import Counter
from functools import partial
from typing import Any

import pytest

from cairn.bench import retrieval_unknowns11 as u11
from cairn.bench.retrieval_unknowns11_forms import CODE, snake
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u11.generate()
ATTRS = {(d.key, a.key): a for d in u11.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u11.DOMAINS for a in d.attributes}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u11.DOMAINS for s in d.subjects]
OLD = {s: o for d in u11.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u11.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
GHOSTS = [g for d in u11.DOMAINS for g in d.ghosts]
TOPICS = {thing: p for p, thing, _v in u11.OFFTOPIC}
SET = u11


def content(text: str) -> set[str]:
    return u11.content(text)


def phrases(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) the case's attribute is asked with (an off-topic phrase twice)."""
    if case["kind"] == "offtopic":
        return TOPICS[case["topic"]], TOPICS[case["topic"]]
    key = (case["domain"], case["attribute"])
    if case["kind"] == "related_unknown":
        return NEAR[key].near_word, NEAR[key].near_synonym
    return ATTRS[key].word, ATTRS[key].synonym


one_typo = kit.one_typo


def abbreviated(asked: str, meant: str) -> bool:
    """Whether ``asked`` is ``meant`` with one word cut to four letters and a dot, or its
    initials in capitals."""
    if asked == "".join(w[0] for w in meant.split(" ")).upper():
        return True
    a, m = asked.split(" "), meant.split(" ")
    if len(a) != len(m):
        return False
    diff = [(x, y) for x, y in zip(a, m, strict=True) if x != y]
    return len(diff) == 1 and diff[0][0] == diff[0][1][:4] + "." and len(diff[0][1]) >= 6


def asked_name(case: dict[str, Any]) -> str:
    return str(case.get("alias", case.get("role", case.get("subject", case.get("topic", "")))))


def asked_problems(data: dict[str, Any]) -> list[str]:
    """Cases whose query does not carry the phrase and the name they say they ask, or whose
    phrase is not the wording they claim (the typo form: that wording with exactly one typo;
    the abbreviated form: that wording abbreviated)."""
    out = []
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            continue
        form, wording = c["variant"].split("/")
        meant = dict(zip(u11.WORDINGS, phrases(c), strict=True))[wording]
        if c["phrase"] not in c["query"] or asked_name(c) not in c["query"]:
            out.append(f"{c['query']!r} does not ask {c['phrase']!r} of {asked_name(c)}")
        if form == "typo" and not one_typo(c["phrase"], meant):
            out.append(f"{c['phrase']!r} is not one typo away from {meant!r}")
        if form == "abbrev" and not abbreviated(c["phrase"], meant):
            out.append(f"{c['phrase']!r} does not abbreviate {meant!r}")
        if form not in ("typo", "abbrev") and c["phrase"] != meant:
            out.append(f"{c['phrase']!r} is not the {wording} {meant!r}")
    return out


answer_problems = partial(kit.answer_problems, u11, phrases)


leaks = partial(kit.leaks, u11, phrases)


holders = partial(kit.holders, u11)


kind_problems = partial(kit.kind_problems, u11)


confirm_values = partial(kit.offered_values, u11, ATTRS, NEAR)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Forms that are not what they claim: a task that is no instruction around the request, an
    agent prompt whose request is not in its middle, a plan whose request is not a later step,
    an alias or role request naming the subject (or a name that is not its old name or role), a
    comparison naming nothing foreign, a pair whose second subject is not of the store or holds
    the answered fact, a confirmation naming no value (for an answer: the held one), a question
    outside a code comment, a negated confirmation or passive question that is neither."""
    held = holders(data)
    out = []
    for c in data["cases"]:
        q, form = c["query"], c["variant"].split("/")[0]
        name = asked_name(c)
        if form == "task" and not re.match(r"(Before you merge|While you are in the repo), ", q):
            out.append(f"task {q!r}")
        if form == "agent":
            cut = [m.end() for m in re.finditer(r"[.?;:] ", q)]
            at = q.find(name)
            if len(cut) < 2 or not cut[0] <= at < cut[-1]:
                out.append(f"agent {q!r}")
        if form == "plan":
            steps = re.findall(r"^(\d)\. (.+)$", q, flags=re.M)
            asked = [n for n, step in steps if c["phrase"] in step and name in step]
            if len(steps) < 3 or not asked or asked[0] == "1":
                out.append(f"plan {q!r}")
        if form == "alias" and "subject" in c and (c["subject"] in q or OLD[c["subject"]] != name):
            out.append(f"alias {q!r}")
        if form == "role" and "subject" in c and (c["subject"] in q or ROLE[c["subject"]] != name):
            out.append(f"role {q!r}")
        if form == "compare" and "subject" in c and c.get("other") not in GHOSTS:
            out.append(f"compare {q!r}")
        if form in ("compare", "pair") and c.get("other", "\0") not in q:
            out.append(f"{form} {q!r} names no second subject")
        if form == "pair" and "subject" in c:
            other = c.get("other", "")
            if (other not in NAMES and other not in GHOSTS) or other == c["subject"]:
                out.append(f"pair {q!r}")
            if c["kind"] == "answer" and other in held[(c["domain"], c["attribute"])]:
                out.append(f"pair {q!r} asks two subjects that both hold it")
        if form == "confirm":
            if not re.match(r"(Is|Can you confirm) ", q) or not any(
                f"still {v}?" in q for v in confirm_values(c)
            ):
                out.append(f"confirm {q!r}")
            if c["kind"] == "answer" and f"still {c['value']}?" in q:
                out.append(f"confirm {q!r} asks the held value")
        if form == "comment":
            line = next((x for x in q.split("\n") if name in x), "")
            code = CODE.replace("{{", "{").replace("}}", "}").rstrip("\n")
            if not re.search(r"# (TODO|FIXME): ", line) or not (
                q.startswith(code) or line.startswith("limits = ")
            ):
                out.append(f"comment {q!r}")
        if form == "negconfirm" and not re.search(
            r"(has no .+ any more, right\?|there is no .+ these days, correct\?)", q
        ):
            out.append(f"negconfirm {q!r}")
        if form == "passive" and not re.match(
            r"(What was the .+ set to\?|Which .+ has been chosen for .+\?)", q
        ):
            out.append(f"passive {q!r}")
    return out


def test_each_kind_has_its_count_and_every_form_and_wording() -> None:
    kit.check_kind_counts(u11, DATA, 631, 243)
    assert len(u11.FORM_NAMES) == 16
    kit.check_every_form_and_wording(kit.variants_by_kind(DATA), u11.FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    assert len(u11.DOMAINS) == 9
    held = holders(DATA)
    for d in u11.DOMAINS:
        assert len(d.subjects) == 6 and len(d.attributes) == 12 and len(d.roles) == 6
        mine = Counter(s for (dk, _a), who in held.items() if dk == d.key for s in who)
        assert all(3 <= mine[s] <= 4 for s in d.subjects), d.key
        assert len({a.key for a in d.attributes} | {a.near_key for a in d.attributes}) == 24
        for a in d.attributes[: u11.HELD]:
            assert 1 <= len(held[(d.key, a.key)]) <= 5
        for a in d.attributes[u11.HELD :]:
            assert not held.get((d.key, a.key))
            assert 4 <= len(held[(d.key, u11.partner(d, a).key)]) <= 5
    every = [*NAMES, *OLD.values(), *GHOSTS]
    assert len({n.casefold() for n in every}) == len(every) == 54 * 2 + 27
    assert len(set(ROLE.values())) == 54
    shapes = {
        "kebab": r"[a-z]+(-[a-z0-9]+)+",
        "camel": r"([A-Z][a-z0-9]+){2,}",
        "dotted": r"[A-Za-z]+\.[A-Za-z0-9]+",
        "version": r"[a-z]+-\d+\.\d+[a-z]?",
        "caps": r"[A-Z]{4,}",
        "lower": r"[a-z]{5,}",
    }
    for shape, pattern in shapes.items():
        assert sum(1 for n in NAMES if re.fullmatch(pattern, n)) == 9, shape
    for a in every:
        assert not [b for b in every if a != b and a.casefold() in b.casefold()], a


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *GHOSTS, *ROLE.values()]
    # the control: a name another set's data holds (an old name of unknowns10)
    kit.check_no_name_in_other_sets(u11, names, "PEWTERWELL")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [s.casefold() for s in [*NAMES, *OLD.values(), *GHOSTS, *ROLE.values()]]
    off = [c["query"].casefold() for c in DATA["cases"] if c["kind"] == "offtopic"]
    assert len(off) == 64
    assert not [q for q in off if any(n in q for n in names)]
    # some share a word with the project's vocabulary, in another sense
    held = {w for d in u11.DOMAINS for a in d.attributes for w in content(a.word)}
    assert sum(1 for p, _t, _v in u11.OFFTOPIC if content(p) & held) >= 8


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u11, DATA, "unknowns11")


near_misses = partial(kit.near_misses, u11, phrases)


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    two, rel, one, absent = near_misses(DATA)
    assert two == rel and rel >= 80
    assert one * 3 >= absent * 2 and absent >= 60
    # the control: memories whose attribute's word is replaced
    bad = copy.deepcopy(DATA)
    for m in bad["memories"]:
        _p, domain, _subject, attr = m["key"].split("/")
        if attr != u11.RENAMED:
            a = ATTRS[(domain, attr)]
            for w in (a.word, a.word.capitalize(), snake(a.word).upper()):
                m["text"] = m["text"].replace(w, "zinc")
            m["text"] = m["text"].replace(snake(a.word).lower(), "zinc")
    two, _rel, one, _absent = near_misses(bad)
    assert two == 0 and one == 0


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u11, DATA, ATTRS)


def test_forms_are_what_they_claim() -> None:
    assert form_problems(DATA) == []
    bad = copy.deepcopy(DATA)
    planted = ("plan", "alias", "role", "compare", "pair", "confirm", "comment", "negconfirm")
    planted += ("passive",)
    for form in planted:
        case = next(
            c for c in bad["cases"] if c["variant"].startswith(form + "/") and "subject" in c
        )
        case["query"] = f"Tell me the {case['phrase']} of {case['subject']}."
        case.pop("alias", None)
        case.pop("role", None)
        if form in ("compare", "pair"):
            case["other"] = "Nowhere.Else"
    assert {p.split(" ")[0] for p in form_problems(bad)} == set(planted)
    # a confirmation of an answer that asks the value the memory holds, and a pair whose second
    # subject holds the answered fact too
    bad = copy.deepcopy(DATA)
    case = next(c for c in bad["cases"] if c["variant"].startswith("confirm/") and c["relevant"])
    case["query"] = f"Is the {case['phrase']} of {case['subject']} still {case['value']}?"
    assert any("asks the held value" in p for p in form_problems(bad))
    held = holders(bad)
    case = next(
        c
        for c in bad["cases"]
        if c["variant"].startswith("pair/")
        and c["relevant"]
        and len(held[(c["domain"], c["attribute"])]) > 1
    )
    both = next(s for s in held[(case["domain"], case["attribute"])] if s != case["subject"])
    case["query"] = case["query"].replace(case["other"], both)
    case["other"] = both
    assert any("both hold it" in p for p in form_problems(bad))


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u11, DATA, "u11/x/y/z", form="prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u11, DATA, 50, 15, "in inches", " (about 2 inches)")


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def neighbour_problems(data: dict[str, Any]) -> list[str]:
    """Neighbours asked with the word (typos and abbreviations aside) whose query does not carry
    the subject (or the name it is asked by) and the whole word of the held attribute."""
    out = []
    for c in data["cases"]:
        form, wording = c["variant"].split("/")
        if c["kind"] != "related_unknown" or wording != "word" or form in ("typo", "abbrev"):
            continue
        held = ATTRS[(c["domain"], c["near"])].word
        if held not in c["query"] or asked_name(c) not in c["query"]:
            out.append(f"{c['query']!r} does not carry {held!r}")
    return out


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(DATA, NEAR, neighbour_problems)


@pytest.mark.parametrize("extra", ["handover", "spec", "capped"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    d = u11.DOMAINS[0]
    a = d.attributes[0]
    planted = dataclasses.replace(a, near_word=f"{a.word} {extra}")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(
            u11, "DOMAINS", (dataclasses.replace(d, attributes=(planted, *d.attributes[1:])),)
        )
        assert any("could be written" in p for p in u11.vocabulary_problems())


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "glaze recipe"}, what), ({"word": "firing rate"}, what))
    kit.check_vocabulary_refuses(u11, -1, plants)


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if c["kind"] == "answer")
    new = ("comment", "role", "negconfirm", "passive", "pair", "abbrev")
    assert all(forms[f] >= 9 for f in new), forms
    assert forms["typo"] >= 18
