"""The third blind held-out retrieval set ``unknowns3``: the frozen copy is what the generator
writes, every answer is held by its memory, no unknown (other subject, absent, or a neighbouring
attribute of one the subject holds) is answered by any memory, and each check catches a planted
fault beside the real set that passes it."""

from __future__ import annotations

import copy
import re
from collections import Counter, defaultdict
from typing import Any

import pytest

from cairn.bench import retrieval
from cairn.bench import retrieval_unknowns3 as u3

DATA = u3.generate()
ATTRS = {(d.key, a.key): a for d in u3.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u3.DOMAINS for a in d.attributes}
NEGATIVE = ("other_subject", "absent", "related_unknown")
STOP = {"a", "an", "and", "for", "in", "is", "of", "on", "per", "the", "to"}


def phrases(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) the case's attribute is asked with."""
    key = (case["domain"], case["attribute"])
    if case["kind"] == "related_unknown":
        return NEAR[key].near_word, NEAR[key].near_synonym
    return ATTRS[key].word, ATTRS[key].synonym


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
        wording = c["variant"].split("/")[1]
        if (word if wording == "word" else synonym) not in c["query"]:
            out.append(f"{c['query']!r} does not ask with the {wording}")
        if (u3.tokens(synonym) - STOP) & u3.tokens(mem):
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
        if u3.memory_key(c["domain"], c["subject"], c["attribute"]) in keys:
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
        _u3, domain, subject, attr = m["key"].split("/")
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


def test_the_frozen_set_is_what_the_generator_writes() -> None:
    assert u3.FROZEN.read_text() == u3.dumps(DATA)


def test_the_generator_is_deterministic_and_its_seed_matters() -> None:
    assert u3.generate() == u3.generate(u3.SEED) == DATA
    assert u3.generate(u3.SEED + 1) != DATA


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
    mem["text"] += " (" + phrases(case)[1].split()[-1] + ")"
    assert answer_problems(bad) != []


def test_no_synonym_shares_a_content_word_with_any_memory_of_its_attribute() -> None:
    for m in DATA["memories"]:
        _u3, domain, _subject, attr = m["key"].split("/")
        synonym = ATTRS[(domain, attr)].synonym
        assert not (u3.tokens(synonym) - STOP) & u3.tokens(m["text"]), (synonym, m["text"])


def test_each_answered_fact_is_asked_once_with_the_word_and_once_with_a_synonym() -> None:
    asked = Counter(
        (c["relevant"][0], c["variant"].split("/")[1]) for c in DATA["cases"] if c["relevant"]
    )
    assert set(asked.values()) == {1}
    facts = {k for k, _w in asked}
    assert {(k, w) for k in facts for w in u3.WORDINGS} == set(asked)


def test_no_unknown_is_answered_by_any_memory() -> None:
    assert leaks(DATA) == []


@pytest.mark.parametrize("kind", NEGATIVE)
def test_a_planted_answer_to_an_unknown_is_caught_by_key_and_by_text(kind: str) -> None:
    case = next(c for c in DATA["cases"] if c["kind"] == kind)
    by_key = copy.deepcopy(DATA)
    key = u3.memory_key(case["domain"], case["subject"], case["attribute"])
    by_key["memories"].append({"key": key, "text": "unrelated"})
    assert leaks(by_key) != []
    for phrase in phrases(case):
        by_text = copy.deepcopy(DATA)
        text = f"{case['subject']} / {phrase}: 42"
        by_text["memories"].append({"key": "u3/x/y/z", "text": text})
        assert leaks(by_text) != []


def test_each_unknown_is_of_its_kind() -> None:
    assert kind_problems(DATA) == []
    for c in DATA["cases"]:
        if c["kind"] == "absent":
            domain = next(d for d in u3.DOMAINS if d.key == c["domain"])
            assert c["subject"] in domain.subjects


@pytest.mark.parametrize("kind", NEGATIVE)
def test_an_unknown_of_the_wrong_kind_is_caught(kind: str) -> None:
    bad = copy.deepcopy(DATA)
    case = next(c for c in bad["cases"] if c["kind"] == kind)
    held = holders(bad)
    if kind == "other_subject":
        case["subject"] = next(iter(held[(case["domain"], case["attribute"])]))
    elif kind == "absent":
        case["attribute"] = next(a for d, a in held if d == case["domain"])
    else:
        domain = next(d for d in u3.DOMAINS if d.key == case["domain"])
        mine = {a for (d, a), who in held.items() if d == domain.key and case["subject"] in who}
        case["near"] = next(a.key for a in domain.attributes if a.key not in mine)
    assert kind_problems(bad) != []


def test_related_unknowns_ask_the_neighbour_of_an_attribute_the_subject_holds() -> None:
    related = [c for c in DATA["cases"] if c["kind"] == "related_unknown"]
    keys = {m["key"] for m in DATA["memories"]}
    for c in related:
        a = ATTRS[(c["domain"], c["near"])]
        assert c["attribute"] == a.near_key
        assert u3.memory_key(c["domain"], c["subject"], c["near"]) in keys
    all_keys = {a for (_d, a) in ATTRS}
    assert not {c["attribute"] for c in related} & all_keys


def test_each_kind_has_its_count_and_every_form() -> None:
    kinds = Counter(c["kind"] for c in DATA["cases"])
    n = len(u3.DOMAINS)
    assert kinds == {
        "answer": 2 * u3.ANSWERS_PER_DOMAIN * n,
        "other_subject": u3.OTHER_PER_DOMAIN * n,
        "absent": u3.ABSENT_PER_DOMAIN * u3.ABSENT_SUBJECTS * n,
        "related_unknown": u3.RELATED_PER_DOMAIN * n,
        "offtopic": len(u3.OFFTOPIC),
    }
    variants: dict[str, Counter[str]] = defaultdict(Counter)
    for c in DATA["cases"]:
        variants[c["kind"]][c["variant"]] += 1
    for kind, seen in variants.items():
        forms = {v.split("/")[0] for v in seen}
        assert forms == set(u3.FORM_NAMES), kind
        if kind != "offtopic":
            assert {v.split("/")[1] for v in seen} == set(u3.WORDINGS), kind
            assert min(seen.values()) >= 6, (kind, seen)


def test_the_agent_form_buries_the_request_in_a_longer_prompt() -> None:
    agent = [c["query"] for c in DATA["cases"] if c["variant"].startswith("agent")]
    assert agent and all(len(re.findall(r"[.?;:]", q)) >= 2 for q in agent)
    assert all(c["subject"] in c["query"] for c in DATA["cases"] if "subject" in c)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    assert len(u3.DOMAINS) == 9
    held = Counter(tuple(m["key"].split("/")[1:3]) for m in DATA["memories"])
    for d in u3.DOMAINS:
        assert len(d.subjects) == 6 and len(d.attributes) == 12
        assert all(3 <= held[(d.key, s)] <= 4 for s in d.subjects), d.key
        assert len({a.key for a in d.attributes} | {a.near_key for a in d.attributes}) == 24
    names = [s for d in u3.DOMAINS for s in d.subjects]
    assert len(set(names)) == len(names)
    shapes = {
        "kebab": r"[a-z0-9]+(-[a-z0-9]+)+",
        "camel": r"([A-Z][a-z0-9]+){2,}",
        "dotted": r"[A-Za-z]+\.[A-Za-z0-9]+",
        "version": r".*\d+\.\d+.*",
        "caps": r"[A-Z]{4,}",
        "lower": r"[a-z]{5,}",
    }
    for shape, pattern in shapes.items():
        assert sum(1 for n in names if re.fullmatch(pattern, n)) >= 6, shape


def test_memories_are_written_in_six_surface_forms() -> None:
    forms = Counter(m["form"] for m in DATA["memories"])
    assert set(forms) == set(u3.SURFACES)
    assert min(forms.values()) >= len(DATA["memories"]) // 7
    looks = {
        "prose": lambda t: t.endswith(".") and "\n" not in t,
        "kv": lambda t: "\n" not in t and re.search(r"(: | = )", t) and not t.endswith("."),
        "table": lambda t: "\n|---" in t and t.startswith("| "),
        "chat": lambda t: re.fullmatch(r"[a-z]+: .+\n[a-z]+: .+", t) is not None,
        "yaml": lambda t: re.search(r'\n  [^\n]+: "[^"]+"', t) is not None,
        "commit": lambda t: t.startswith("chore(") or ": change " in t,
    }
    for m in DATA["memories"]:
        assert looks[m["form"]](m["text"]), m["form"]


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [s.casefold() for d in u3.DOMAINS for s in d.subjects]
    off = [c["query"].casefold() for c in DATA["cases"] if c["kind"] == "offtopic"]
    assert len(off) >= 45
    assert not [q for q in off if any(n in q for n in names)]


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    assert "unknowns3" in retrieval.SUITES
    memories, cases = retrieval.load_set(retrieval.suite_path("unknowns3"))
    assert len(memories) == len(DATA["memories"]) and len(cases) == len(DATA["cases"])
    assert {c.kind for c in cases} == set(u3.KINDS)
    assert all(bool(c.relevant) == (c.kind == "answer") for c in cases)
