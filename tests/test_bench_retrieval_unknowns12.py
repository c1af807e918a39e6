"""The twelfth blind held-out retrieval set ``unknowns12``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, or a
neighbour of an attribute the subject holds) is answered by any memory, neighbours and absent
attributes share the subject and words with a memory that does not answer them, the sixteen
request forms (a quoted e-mail reply, ``remind me`` with the possessive, a bullet list of two
asks, a misspelt attribute word, a spelling variant of the subject's name and a question ending
in an emoji or ``??`` among them) and the twelve memory surfaces (checked in
``test_bench_retrieval_unknowns12_surfaces``) are what they claim, answers asked in another unit
are written in another notation, and each check catches a planted fault beside the real set."""

from __future__ import annotations

import copy
import re
import sys
from collections import Counter
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import retrieval_unknowns12 as u12
from cairn.bench.retrieval_unknowns12_forms import FORM_NAMES, spelled
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u12.generate()
ATTRS = {(d.key, a.key): a for d in u12.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u12.DOMAINS for a in d.attributes}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u12.DOMAINS for s in d.subjects]
OLD = {s: o for d in u12.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u12.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u12.OFFTOPIC}
SET = u12


def content(text: str) -> set[str]:
    return u12.content(text)


def phrases(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) the case's attribute is asked with (an off-topic phrase twice)."""
    if case["kind"] == "offtopic":
        return TOPICS[case["topic"]], TOPICS[case["topic"]]
    key = (case["domain"], case["attribute"])
    if case["kind"] == "related_unknown":
        return NEAR[key].near_word, NEAR[key].near_synonym
    return ATTRS[key].word, ATTRS[key].synonym


def _one_word_differs(asked: str, meant: str) -> tuple[str, str] | None:
    a, m = asked.split(" "), meant.split(" ")
    if len(a) != len(m):
        return None
    diff = [(x, y) for x, y in zip(a, m, strict=True) if x != y]
    return diff[0] if len(diff) == 1 else None


def one_typo(asked: str, meant: str) -> bool:
    """Whether ``asked`` is ``meant`` with one word misspelt: two neighbouring letters swapped,
    or its first letter doubled."""
    diff = _one_word_differs(asked, meant)
    if diff is None:
        return False
    x, y = diff
    swaps = {y[:k] + y[k + 1] + y[k] + y[k + 2 :] for k in range(len(y) - 1)}
    return x in swaps or x == y[0] + y


def one_letter(asked: str, meant: str) -> bool:
    """Whether ``asked`` is ``meant`` with one letter of one word replaced by another."""
    diff = _one_word_differs(asked, meant)
    if diff is None:
        return False
    x, y = diff
    return len(x) == len(y) and sum(p != q for p, q in zip(x, y, strict=True)) == 1


def asked_name(case: dict[str, Any]) -> str:
    for field in ("alias", "role", "spelled", "subject", "topic"):
        if field in case:
            return str(case[field])
    return ""


def asked_problems(data: dict[str, Any]) -> list[str]:
    """Cases whose query does not carry the phrase and the name they say they ask, or whose
    phrase is not the wording they claim (the typo form: that wording with one typo; the
    misspelt form: that wording with one letter replaced)."""
    out = []
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            continue
        form, wording = c["variant"].split("/")
        meant = dict(zip(u12.WORDINGS, phrases(c), strict=True))[wording]
        if c["phrase"] not in c["query"] or asked_name(c) not in c["query"]:
            out.append(f"{c['query']!r} does not ask {c['phrase']!r} of {asked_name(c)}")
        if form == "typo" and not one_typo(c["phrase"], meant):
            out.append(f"{c['phrase']!r} is not one typo away from {meant!r}")
        if form == "misspelt" and not one_letter(c["phrase"], meant):
            out.append(f"{c['phrase']!r} is not one letter away from {meant!r}")
        if form not in ("typo", "misspelt") and c["phrase"] != meant:
            out.append(f"{c['phrase']!r} is not the {wording} {meant!r}")
    return out


answer_problems = partial(kit.answer_problems, u12, phrases)


leaks = partial(kit.leaks, u12, phrases)


holders = partial(kit.holders, u12)


kind_problems = partial(kit.kind_problems, u12)


confirm_values = partial(kit.offered_values, u12, ATTRS, NEAR)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Forms that are not what they claim: a task that is no instruction around the request, an
    agent prompt whose request is not in its middle, a plan whose request is not a later step,
    an alias or role request naming the subject (or a name that is not its old name or role), a
    confirmation naming no value (for an answer: the held one), a reply whose ask is not after a
    quoted message, a remind-me ask without the possessive, a bullet list whose target is not
    one of two bullets, a spelling variant that is the name itself, an emoji form without one."""
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
        if form == "confirm":
            if not re.match(r"(Is|Can you confirm) ", q) or not any(
                f"still {v}?" in q for v in confirm_values(c)
            ):
                out.append(f"confirm {q!r}")
            if c["kind"] == "answer" and f"still {c['value']}?" in q:
                out.append(f"confirm {q!r} asks the held value")
        if form == "reply":
            lines = q.split("\n")
            quoted = [i for i, x in enumerate(lines) if x.startswith("> ")]
            ask = [i for i, x in enumerate(lines) if name in x and c["phrase"] in x]
            if not quoted or not ask or ask[0] <= quoted[-1] or lines[ask[0]].startswith(">"):
                out.append(f"reply {q!r}")
        if form == "remind" and not re.match(rf"[Rr]emind me,? (what's )?{re.escape(name)}'s ", q):
            out.append(f"remind {q!r}")
        if form == "bullets":
            bullets = [x for x in q.split("\n") if x.startswith("- ")]
            hit = [x for x in bullets if name in x and c["phrase"] in x]
            if len(bullets) != 2 or len(hit) != 1:
                out.append(f"bullets {q!r}")
        if (
            form == "spelling"
            and "subject" in c
            and (c["subject"] == name or name != spelled(c["subject"]))
        ):
            out.append(f"spelling {q!r}")
        if form == "emoji" and not re.search(r"(\?\?|\? \U0001f914)$", q.split(" I need it")[0]):
            out.append(f"emoji {q!r}")
    return out


def test_each_kind_has_its_count_and_every_form_and_wording() -> None:
    kit.check_kind_counts(u12, DATA, 631, 243)
    assert len(FORM_NAMES) == 16
    kit.check_every_form_and_wording(kit.variants_by_kind(DATA), FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    assert len(u12.DOMAINS) == 9
    held = holders(DATA)
    for d in u12.DOMAINS:
        assert len(d.subjects) == 6 and len(d.attributes) == 12 and len(d.roles) == 6
        mine = Counter(s for (dk, _a), who in held.items() if dk == d.key for s in who)
        assert all(3 <= mine[s] <= 4 for s in d.subjects), d.key
        assert len({a.key for a in d.attributes} | {a.near_key for a in d.attributes}) == 24
        for a in d.attributes[: u12.HELD]:
            assert 1 <= len(held[(d.key, a.key)]) <= 5
        for a in d.attributes[u12.HELD :]:
            assert not held.get((d.key, a.key))
            assert 4 <= len(held[(d.key, u12.partner(d, a).key)]) <= 5
    every = [*NAMES, *OLD.values()]
    assert len({n.casefold() for n in every}) == len(every) == 54 * 2
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
        assert sum(1 for n in OLD.values() if re.fullmatch(pattern, n)) == 9, shape
    for a in every:
        assert not [b for b in every if a != b and a.casefold() in b.casefold()], a


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (an old name of unknowns10)
    kit.check_no_name_in_other_sets(u12, names, "PEWTERWELL")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [s.casefold() for s in [*NAMES, *OLD.values(), *ROLE.values()]]
    off = [c["query"].casefold() for c in DATA["cases"] if c["kind"] == "offtopic"]
    assert len(off) == 64
    assert not [q for q in off if any(n in q for n in names)]
    # some share a word with the project's vocabulary, in another sense
    held = {w for d in u12.DOMAINS for a in d.attributes for w in content(a.word)}
    assert sum(1 for p, _t, _v in u12.OFFTOPIC if content(p) & held) >= 12


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u12, DATA, "unknowns12")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u12, phrases, DATA, ATTRS)


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u12, DATA, ATTRS)


def test_forms_are_what_they_claim() -> None:
    assert form_problems(DATA) == []
    bad = copy.deepcopy(DATA)
    planted = ("plan", "alias", "role", "confirm", "reply", "remind", "bullets", "spelling")
    planted += ("emoji", "task", "agent")
    for form in planted:
        case = next(
            c for c in bad["cases"] if c["variant"].startswith(form + "/") and "subject" in c
        )
        case["query"] = f"Tell me the {case['phrase']} of {case['subject']}."
        for field in ("alias", "role", "spelled"):
            case.pop(field, None)
    assert {p.split(" ")[0] for p in form_problems(bad)} == set(planted)
    # a confirmation of an answer that asks the value the memory holds
    bad = copy.deepcopy(DATA)
    case = next(c for c in bad["cases"] if c["variant"].startswith("confirm/") and c["relevant"])
    case["query"] = f"Is the {case['phrase']} of {case['subject']} still {case['value']}?"
    assert any("asks the held value" in p for p in form_problems(bad))
    # a bullet list whose two bullets both ask the target, a reply asking inside the quote
    bad = copy.deepcopy(DATA)
    case = next(c for c in bad["cases"] if c["variant"].startswith("bullets/"))
    case["query"] += f"\n- and the {case['phrase']} of {asked_name(case)} again"
    reply = next(c for c in bad["cases"] if c["variant"].startswith("reply/"))
    reply["query"] = f"> what is the {reply['phrase']} of {asked_name(reply)}?\n\nThanks."
    assert {p.split(" ")[0] for p in form_problems(bad)} == {"bullets", "reply"}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u12, DATA, "u12/x/y/z", form="prose")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u12, DATA, 50, 15, "in inches", " (about 2 inches)")


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def neighbour_problems(data: dict[str, Any]) -> list[str]:
    """Neighbours asked with the word (typos and misspellings aside) whose query does not carry
    the subject (or the name it is asked by) and the whole word of the held attribute."""
    out = []
    for c in data["cases"]:
        form, wording = c["variant"].split("/")
        if c["kind"] != "related_unknown" or wording != "word" or form in ("typo", "misspelt"):
            continue
        held = ATTRS[(c["domain"], c["near"])].word
        if held not in c["query"] or asked_name(c) not in c["query"]:
            out.append(f"{c['query']!r} does not carry {held!r}")
    return out


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(DATA, NEAR, neighbour_problems)


@pytest.mark.parametrize("extra", ["settings", "crew", "confirmed", "renamed"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u12, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "optic cleaner"}, what), ({"word": "lamp signal"}, what))
    kit.check_vocabulary_refuses(u12, -1, plants)


def test_the_generator_refuses_a_word_inside_another_and_mixed_values() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "keeper rota"}, "is written inside"),
        ({"values": ("12 weeks", "monthly", "weekly", "daily")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u12, 3, plants)


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u12, "nautical reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    for kind in u12.KINDS:
        forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if c["kind"] == kind)
        new = ("reply", "remind", "bullets", "misspelt", "spelling", "emoji")
        assert all(forms[f] >= 3 for f in new), (kind, forms)
    forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if c["kind"] == "answer")
    assert forms["typo"] >= 18 and all(forms[f] >= 9 for f in FORM_NAMES if f != "typo")
