"""The blind held-out retrieval set ``unknowns2``: the frozen copy is what the generator writes,
every answer is held by its memory, no unknown is answered by any memory, and each check catches
a planted fault beside the real set that passes it."""

from __future__ import annotations

import copy
import re
from collections import Counter, defaultdict
from typing import Any

from cairn.bench import retrieval
from cairn.bench import retrieval_unknowns2 as u2

DATA = u2.generate()
ATTRS = {(d.key, a.key): a for d in u2.DOMAINS for a in d.attributes}
NEGATIVE = ("other_subject", "absent")
STOP = {"a", "an", "and", "for", "in", "is", "of", "on", "per", "the", "to"}


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
        mem, a = text[key], ATTRS[(c["domain"], c["attribute"])]
        if c["value"] not in mem or c["subject"] not in mem or a.word not in mem:
            out.append(f"{key} does not hold {c['subject']} {a.word} = {c['value']}")
        wording = c["variant"].split("/")[1]
        phrase = a.word if wording == "word" else a.synonym
        if phrase not in c["query"]:
            out.append(f"{c['query']!r} does not ask with the {wording}")
        if wording == "synonym" and (u2.tokens(a.synonym) - STOP) & u2.tokens(mem):
            out.append(f"{key} uses a word of the synonym {a.synonym!r}")
    return out


def leaks(data: dict[str, Any]) -> list[str]:
    """Unknowns the store can answer: a memory keyed on the asked subject and attribute, or a
    memory naming the subject beside the attribute's word or synonym."""
    keys = {m["key"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] not in NEGATIVE:
            continue
        a = ATTRS[(c["domain"], c["attribute"])]
        if u2.memory_key(c["domain"], c["subject"], a.key) in keys:
            out.append(f"{c['subject']} holds {a.key}")
        for m in data["memories"]:
            low = m["text"].casefold()
            if c["subject"].casefold() in low and (
                a.word.casefold() in low or a.synonym.casefold() in low
            ):
                out.append(f"{m['key']} answers {c['query']!r}")
    return out


def holders(data: dict[str, Any]) -> dict[tuple[str, str], set[str]]:
    """(domain, attribute) -> the subjects whose memory holds it, read from the keys."""
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    for m in data["memories"]:
        _u2, domain, subject, attr = m["key"].split("/")
        out[(domain, attr)].add(subject)
    return out


def test_the_frozen_set_is_what_the_generator_writes() -> None:
    assert u2.FROZEN.read_text() == u2.dumps(DATA)


def test_the_generator_is_deterministic_and_its_seed_matters() -> None:
    assert u2.generate() == u2.generate(u2.SEED) == DATA
    assert u2.generate(u2.SEED + 1) != DATA


def test_every_answer_is_held_by_its_memory_and_asked_with_the_word_or_a_synonym() -> None:
    assert answer_problems(DATA) == []


def test_a_memory_that_lost_its_value_or_uses_the_synonym_is_caught() -> None:
    bad = copy.deepcopy(DATA)
    case = next(c for c in bad["cases"] if c["kind"] == "answer")
    mem = next(m for m in bad["memories"] if m["key"] == case["relevant"][0])
    mem["text"] = mem["text"].replace(case["value"], "n/a")
    assert answer_problems(bad) != []

    bad = copy.deepcopy(DATA)
    case = next(c for c in bad["cases"] if c["variant"].endswith("/synonym"))
    mem = next(m for m in bad["memories"] if m["key"] == case["relevant"][0])
    mem["text"] += " (" + ATTRS[(case["domain"], case["attribute"])].synonym + ")"
    assert answer_problems(bad) != []


def test_each_answered_fact_is_asked_once_with_the_word_and_once_with_a_synonym() -> None:
    asked = Counter(
        (c["relevant"][0], c["variant"].split("/")[1]) for c in DATA["cases"] if c["relevant"]
    )
    assert set(asked.values()) == {1}
    facts = {k for k, _w in asked}
    assert {(k, w) for k in facts for w in u2.WORDINGS} == set(asked)


def test_no_related_unknown_is_answered_by_any_memory() -> None:
    assert leaks(DATA) == []


def test_a_planted_answer_to_an_unknown_is_caught_by_key_and_by_text() -> None:
    for kind in NEGATIVE:
        case = next(c for c in DATA["cases"] if c["kind"] == kind)
        a = ATTRS[(case["domain"], case["attribute"])]
        by_key = copy.deepcopy(DATA)
        key = u2.memory_key(case["domain"], case["subject"], a.key)
        by_key["memories"].append({"key": key, "text": "unrelated"})
        assert leaks(by_key) != []
        by_text = copy.deepcopy(DATA)
        text = f"{case['subject']} / {a.word}: 42"
        by_text["memories"].append({"key": "u2/x/y/z", "text": text})
        assert leaks(by_text) != []


def test_other_subject_attributes_are_held_by_others_and_absent_ones_by_nobody() -> None:
    held = holders(DATA)
    kinds = Counter(c["kind"] for c in DATA["cases"])
    assert kinds["other_subject"] >= 80 and kinds["absent"] >= 80
    for c in DATA["cases"]:
        who = held.get((c.get("domain", ""), c.get("attribute", "")), set())
        if c["kind"] == "other_subject":
            assert who and c["subject"] not in who, c["query"]
        elif c["kind"] == "absent":
            assert not who, c["query"]
            assert c["subject"] in next(d for d in u2.DOMAINS if d.key == c["domain"]).subjects


def test_the_set_has_the_size_and_shape_the_issue_asks_for() -> None:
    cases = DATA["cases"]
    assert 300 <= len(cases) <= 400
    forms = defaultdict(set)
    for c in cases:
        forms[c["kind"]].add(c["variant"].split("/")[0])
    assert set(forms) == {"answer", "other_subject", "absent", "offtopic"}
    assert all(f == set(u2.FORM_NAMES) for f in forms.values()), forms
    assert 8 <= len(u2.DOMAINS) <= 10
    held = Counter(tuple(m["key"].split("/")[1:3]) for m in DATA["memories"])
    for d in u2.DOMAINS:
        assert 5 <= len(d.subjects) <= 6 and 11 <= len(d.attributes) <= 13
        assert all(3 <= held[(d.key, s)] <= 4 for s in d.subjects), d.key
    names = [s for d in u2.DOMAINS for s in d.subjects]
    assert len(set(names)) == len(names)
    shapes = {
        "kebab": r"[a-z0-9]+(-[a-z0-9]+)+",
        "camel": r"([A-Z][a-z0-9]+){2,}",
        "dotted": r"[A-Za-z]+\.[A-Za-z0-9]+",
        "version": r".*\d+\.\d+.*",
    }
    for shape, pattern in shapes.items():
        assert sum(1 for n in names if re.fullmatch(pattern, n)) >= 4, shape


def test_memories_are_written_in_four_surface_forms() -> None:
    texts = [m["text"] for m in DATA["memories"]]
    table = [t for t in texts if "\n|---" in t]
    chat = [t for t in texts if re.match(r"[a-z]+: ", t) and "\n" in t and t not in table]
    kv = [t for t in texts if "\n" not in t and re.search(r"(: | = )", t) and "." not in t[-1:]]
    prose = [t for t in texts if t.endswith(".")]
    assert all(len(x) >= len(texts) // 6 for x in (table, chat, kv, prose))


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [s.casefold() for d in u2.DOMAINS for s in d.subjects]
    off = [c["query"].casefold() for c in DATA["cases"] if c["kind"] == "offtopic"]
    assert len(off) >= 40
    assert not [q for q in off if any(n in q for n in names)]


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    assert "unknowns2" in retrieval.SUITES
    memories, cases = retrieval.load_set(retrieval.suite_path("unknowns2"))
    assert len(memories) == len(DATA["memories"]) and len(cases) == len(DATA["cases"])
    assert {c.kind for c in cases} == {"answer", "other_subject", "absent", "offtopic"}
    assert all(bool(c.relevant) == (c.kind == "answer") for c in cases)
