"""The fourth blind held-out retrieval set ``unknowns4``: the frozen copy is what the generator
writes, every answer is held by its memory, no unknown (other subject, absent, or a neighbouring
attribute of one the subject holds) is answered by any memory, the typo, task and agent forms
and the eight memory surfaces are what they claim, and each check catches a planted fault
beside the real set that passes it."""

from __future__ import annotations

import copy
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from cairn.bench import retrieval
from cairn.bench import retrieval_unknowns4 as u4
from tests.retrieval_kit import RetrievalSetChecks

DATA = u4.generate()
ATTRS = {(d.key, a.key): a for d in u4.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u4.DOMAINS for a in d.attributes}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u4.DOMAINS for s in d.subjects]
SET = u4


def phrases(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) the case's attribute is asked with."""
    key = (case["domain"], case["attribute"])
    if case["kind"] == "related_unknown":
        return NEAR[key].near_word, NEAR[key].near_synonym
    return ATTRS[key].word, ATTRS[key].synonym


def one_typo(asked: str, meant: str) -> bool:
    """Whether ``asked`` is ``meant`` with one word misspelt: two neighbouring letters swapped,
    or its first letter doubled."""
    a, m = asked.split(" "), meant.split(" ")
    diff = [(x, y) for x, y in zip(a, m, strict=False) if x != y]
    if len(a) != len(m) or len(diff) != 1:
        return False
    x, y = diff[0]
    swaps = {y[:k] + y[k + 1] + y[k] + y[k + 2 :] for k in range(len(y) - 1)}
    return x in swaps or x == y[0] + y


def asked_problems(data: dict[str, Any]) -> list[str]:
    """Cases whose query does not carry the phrase they say they ask, or whose phrase is not the
    wording they claim (the typo form: that wording with exactly one typo)."""
    out = []
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            continue
        form, wording = c["variant"].split("/")
        meant = dict(zip(u4.WORDINGS, phrases(c), strict=True))[wording]
        if c["phrase"] not in c["query"] or c["subject"] not in c["query"]:
            out.append(f"{c['query']!r} does not ask {c['phrase']!r} of {c['subject']}")
        if form == "typo" and not one_typo(c["phrase"], meant):
            out.append(f"{c['phrase']!r} is not one typo away from {meant!r}")
        if form != "typo" and c["phrase"] != meant:
            out.append(f"{c['phrase']!r} is not the {wording} {meant!r}")
    return out


def answer_problems(data: dict[str, Any]) -> list[str]:
    """What is wrong with the set's answers: a key no memory has, a memory without the value or
    the subject, a word the memory does not use, a synonym it does use."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] != "answer":
            continue
        (key,) = c["relevant"]
        if key not in text:
            out.append(f"missing key {key}")
            continue
        mem, (word, synonym) = text[key], phrases(c)
        if c["value"] not in mem or c["subject"] not in mem or word not in mem:
            out.append(f"{key} does not hold {c['subject']} {word} = {c['value']}")
        if (u4.tokens(synonym) - u4.STOPWORDS) & u4.tokens(mem):
            out.append(f"{key} uses a word of the synonym {synonym!r}")
    return out


def leaks(data: dict[str, Any]) -> list[str]:
    """Unknowns the store can answer: a memory keyed on the asked subject and attribute, or a
    memory naming the subject beside the attribute's word or synonym."""
    keys = {m["key"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] not in NEGATIVE:
            continue
        if u4.memory_key(c["domain"], c["subject"], c["attribute"]) in keys:
            out.append(f"{c['subject']} holds {c['attribute']}")
        for m in data["memories"]:
            low = m["text"].casefold()
            if c["subject"].casefold() in low and any(p.casefold() in low for p in phrases(c)):
                out.append(f"{m['key']} answers {c['query']!r}")
    return out


def holders(data: dict[str, Any]) -> dict[tuple[str, str], set[str]]:
    """(domain, attribute) -> the subjects whose memory holds it, read from the keys."""
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    for m in data["memories"]:
        _u4, domain, subject, attr = m["key"].split("/")
        out[(domain, attr)].add(subject)
    return out


def kind_problems(data: dict[str, Any]) -> list[str]:
    """Unknowns of the wrong kind: an other-subject attribute nobody else holds, an absent one
    somebody holds, a neighbour whose near attribute the subject does not hold."""
    held = holders(data)
    out = []
    for c in data["cases"]:
        who = held.get((c.get("domain", ""), c.get("attribute", "")), set())
        if c["kind"] == "other_subject" and (not who or c["subject"] in who):
            out.append(f"other_subject {c['query']!r}")
        elif c["kind"] == "absent" and who:
            out.append(f"absent {c['query']!r}")
        elif c["kind"] == "related_unknown":
            near = held.get((c["domain"], c["near"]), set())
            if who or c["subject"] not in near:
                out.append(f"related_unknown {c['query']!r}")
    return out


LOOKS = {
    "prose": lambda t: t.endswith(".") and "\n" not in t,
    "kv": lambda t: "\n" not in t and re.search(r"(: | = )", t) and not t.endswith("."),
    "email": lambda t: re.fullmatch(r"Subject: .+\n\n.+, \w+", t) is not None,
    "ini": lambda t: re.search(r"(^|\n)\[[^\]\n]+\]\n[^=\n]+ = [^\n]+$", t) is not None,
    "json": lambda t: isinstance(json.loads(t), dict) if t.startswith("{") else False,
    "ticket": lambda t: re.fullmatch(r"[A-Z]+-\d+: .+\n\n.+", t) is not None,
    "log": lambda t: re.match(r"\[?2026-11-\d\d[T ]\d\d:\d\d", t) is not None and "\n" not in t,
    "checklist": lambda t: t.startswith("- [x] ") and "\n" not in t,
}


def surface_problems(data: dict[str, Any]) -> list[str]:
    return [m["key"] for m in data["memories"] if not LOOKS[m["form"]](m["text"])]


def form_problems(data: dict[str, Any]) -> list[str]:
    """Task forms that are not instructions around the request, agent forms whose request is not
    in the middle of a longer prompt."""
    out = []
    for c in data["cases"]:
        q, form = c["query"], c["variant"].split("/")[0]
        if form == "task" and not re.match(r"(Before|Draft|When|Update|While|Once) ", q):
            out.append(f"task {q!r}")
        if form == "agent":
            cut = [m.end() for m in re.finditer(r"[.?;:] ", q)]
            anchor = c.get("subject") or q
            at = q.find(anchor) if "subject" in c else len(q) // 2
            if len(cut) < 2 or not cut[0] <= at < cut[-1]:
                out.append(f"agent {q!r}")
    return out


def test_no_synonym_shares_a_content_word_with_any_memory_of_its_attribute() -> None:
    for m in DATA["memories"]:
        _u4, domain, _subject, attr = m["key"].split("/")
        synonym = ATTRS[(domain, attr)].synonym
        assert not (u4.tokens(synonym) - u4.STOPWORDS) & u4.tokens(m["text"]), (synonym, m)


def test_related_unknowns_ask_the_neighbour_of_an_attribute_the_subject_holds() -> None:
    related = [c for c in DATA["cases"] if c["kind"] == "related_unknown"]
    keys = {m["key"] for m in DATA["memories"]}
    for c in related:
        a = ATTRS[(c["domain"], c["near"])]
        assert c["attribute"] == a.near_key
        assert u4.memory_key(c["domain"], c["subject"], c["near"]) in keys
    assert not {c["attribute"] for c in related} & {a for (_d, a) in ATTRS}


def test_each_kind_has_its_count_and_every_form_and_wording() -> None:
    kinds = Counter(c["kind"] for c in DATA["cases"])
    n = len(u4.DOMAINS)
    assert kinds == {
        "answer": 2 * u4.ANSWERS_PER_DOMAIN * n,
        "other_subject": u4.OTHER_PER_DOMAIN * n,
        "absent": u4.ABSENT_PER_DOMAIN * u4.ABSENT_SUBJECTS * n,
        "related_unknown": u4.RELATED_PER_DOMAIN * n,
        "offtopic": len(u4.OFFTOPIC),
    }
    variants: dict[str, Counter[str]] = defaultdict(Counter)
    for c in DATA["cases"]:
        variants[c["kind"]][c["variant"]] += 1
    for kind, seen in variants.items():
        assert {v.split("/")[0] for v in seen} == set(u4.FORM_NAMES), kind
        if kind != "offtopic":
            assert {v.split("/")[1] for v in seen} == set(u4.WORDINGS), kind
            assert len(seen) == 12 and min(seen.values()) >= 6, (kind, seen)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    assert len(u4.DOMAINS) == 9
    held = Counter(tuple(m["key"].split("/")[1:3]) for m in DATA["memories"])
    for d in u4.DOMAINS:
        assert len(d.subjects) == 6 and len(d.attributes) == 12
        assert all(3 <= held[(d.key, s)] <= 4 for s in d.subjects), d.key
        assert len({a.key for a in d.attributes} | {a.near_key for a in d.attributes}) == 24
        assert all(len(a.values) >= 4 for a in d.attributes)
    assert len({n.casefold() for n in NAMES}) == len(NAMES)
    shapes = {
        "kebab": r"[a-z0-9]+(-[a-z0-9]+)+",
        "camel": r"([A-Z][a-z0-9]+){2,}",
        "dotted": r"[A-Za-z]+\.[A-Za-z0-9]+",
        "version": r"[a-z]+-\d+\.\d+[a-z]?",
        "caps": r"[A-Z]{4,}",
        "lower": r"[a-z]{5,}",
    }
    for shape, pattern in shapes.items():
        assert sum(1 for n in NAMES if re.fullmatch(pattern, n)) == 9, shape


def names_in_other_sets(names: list[str]) -> list[str]:
    """The names that occur (case-insensitively) in a data file of another shipped set."""
    others = [p for p in u4.FROZEN.parent.iterdir() if p.is_file() and p != u4.FROZEN]
    assert len(others) >= 7
    text = "\n".join(p.read_text(encoding="utf-8") for p in others).casefold()
    return [n for n in names if n.casefold() in text]


def test_no_subject_name_occurs_in_another_sets_data() -> None:
    assert names_in_other_sets(NAMES) == []
    # the control: the name this set dropped because another set's data holds it
    assert names_in_other_sets([*NAMES, "SaltMarrow"]) == ["SaltMarrow"]


def test_memories_are_written_in_eight_surface_forms() -> None:
    forms = Counter(m["form"] for m in DATA["memories"])
    assert set(forms) == set(u4.SURFACE_NAMES) and len(forms) == 8
    assert min(forms.values()) >= len(DATA["memories"]) // 9
    assert surface_problems(DATA) == []
    bad = copy.deepcopy(DATA)
    prose = next(m for m in bad["memories"] if m["form"] == "prose")
    prose["form"] = "json"
    ticket = next(m for m in bad["memories"] if m["form"] == "ticket")
    ticket["form"] = "email"
    assert len(surface_problems(bad)) == 2


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [s.casefold() for s in NAMES]
    off = [c["query"].casefold() for c in DATA["cases"] if c["kind"] == "offtopic"]
    assert len(off) == 48
    assert not [q for q in off if any(n in q for n in names)]


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    assert "unknowns4" in retrieval.SUITES
    path = retrieval.suite_path("unknowns4")
    assert path == u4.FROZEN and Path(path).is_file()
    memories, cases = retrieval.load_set(path)
    assert len(memories) == len(DATA["memories"]) and len(cases) == len(DATA["cases"])
    assert {c.kind for c in cases} == set(u4.KINDS)
    assert all(bool(c.relevant) == (c.kind == "answer") for c in cases)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]
