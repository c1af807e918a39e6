"""The checks every blind held-out retrieval set passes (``unknowns4`` to ``unknowns7``), each
beside the planted fault it must catch: the frozen copy is what the generator writes and its seed
matters; every answer is held by its memory and no synonym leaks into one; each case asks its
wording (the typo form misspelling it once); no unknown is answered and each is of its kind; the
task and agent forms wrap the request; any seed gives a valid set.

A set's test module subclasses ``RetrievalSetChecks`` with ``ns`` set to the module itself,
which holds ``SET`` (the generator module), ``DATA`` (its generated set) and the helpers whose
reading differs from set to set (``phrases``, ``answer_problems``, ``asked_problems``,
``one_typo``, ``leaks``, ``holders``, ``kind_problems``, ``form_problems``).

Below the class are the helpers and check bodies the sets' test modules (``unknowns10`` to
``unknowns20``) share: each takes the set's generator module and what differs from set to set
(the module's ``phrases``, its tables, its counts and planted words), and a module binds it to
its set, so each module keeps only what is its own."""

from __future__ import annotations

import copy
import dataclasses
import json
import re
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from cairn.bench import retrieval

NEGATIVE = ("other_subject", "absent", "related_unknown")

# a module's ``phrases``: the (word, synonym) a case's attribute is asked with
Phrases = Callable[[dict[str, Any]], tuple[str, str]]


class RetrievalSetChecks:
    """The shared checks; ``ns`` is the set's test module."""

    ns: ModuleType

    def test_the_frozen_set_is_what_the_generator_writes(self) -> None:
        ns = self.ns
        assert ns.SET.FROZEN.read_text(encoding="utf-8") == ns.SET.dumps(ns.DATA)

    def test_the_generator_is_deterministic_and_its_seed_matters(self) -> None:
        ns = self.ns
        assert ns.SET.generate() == ns.SET.generate(ns.SET.SEED) == ns.DATA
        assert ns.SET.generate(ns.SET.SEED + 1) != ns.DATA

    def test_every_answer_is_held_by_its_memory(self) -> None:
        ns = self.ns
        assert ns.answer_problems(ns.DATA) == []

    def test_a_memory_that_lost_its_value_or_uses_the_synonym_is_caught(self) -> None:
        ns = self.ns
        bad = copy.deepcopy(ns.DATA)
        case = next(c for c in bad["cases"] if c["kind"] == "answer")
        mem = next(m for m in bad["memories"] if m["key"] == case["relevant"][0])
        mem["text"] = mem["text"].replace(case["value"], "n/a")
        assert ns.answer_problems(bad) != []

        bad = copy.deepcopy(ns.DATA)
        case = next(c for c in bad["cases"] if c["variant"].endswith("/synonym") and c["relevant"])
        mem = next(m for m in bad["memories"] if m["key"] == case["relevant"][0])
        mem["text"] += " (" + ns.phrases(case)[1].split()[-1] + ")"
        assert ns.answer_problems(bad) != []
        assert ns.SET.problems(bad) != []

    def test_every_case_asks_its_wording_and_the_typo_form_misspells_it_once(self) -> None:
        ns = self.ns
        assert ns.asked_problems(ns.DATA) == []
        typos = [c for c in ns.DATA["cases"] if c["variant"].startswith("typo/")]
        assert len(typos) >= 60 and all(c["phrase"] not in ns.phrases(c) for c in typos)

    def test_a_typo_case_spelt_right_or_misspelt_twice_is_caught(self) -> None:
        ns = self.ns
        for mangle in (lambda p, c: ns.phrases(c)[0], lambda p, c: p[::-1]):
            bad = copy.deepcopy(ns.DATA)
            case = next(c for c in bad["cases"] if c["variant"] == "typo/word")
            new = mangle(case["phrase"], case)
            case["query"] = case["query"].replace(case["phrase"], new)
            case["phrase"] = new
            assert ns.asked_problems(bad) != []
        assert ns.one_typo("dokc count", "dock count") and not ns.one_typo(
            "dock count", "dock count"
        )
        assert not ns.one_typo("dokc cuont", "dock count")

    def test_each_answered_fact_is_asked_once_with_the_word_and_once_with_a_synonym(self) -> None:
        ns = self.ns
        asked = Counter(
            (c["relevant"][0], c["variant"].split("/")[1])
            for c in ns.DATA["cases"]
            if c["relevant"]
        )
        assert set(asked.values()) == {1}
        facts = {k for k, _w in asked}
        assert {(k, w) for k in facts for w in ns.SET.WORDINGS} == set(asked)

    def test_no_unknown_is_answered_by_any_memory(self) -> None:
        ns = self.ns
        assert ns.leaks(ns.DATA) == []
        assert ns.SET.problems(ns.DATA) == []

    @pytest.mark.parametrize("kind", NEGATIVE)
    def test_a_planted_answer_to_an_unknown_is_caught_by_key_and_by_text(self, kind: str) -> None:
        ns = self.ns
        case = next(c for c in ns.DATA["cases"] if c["kind"] == kind)
        by_key = copy.deepcopy(ns.DATA)
        key = ns.SET.memory_key(case["domain"], case["subject"], case["attribute"])
        by_key["memories"].append({"key": key, "text": "unrelated"})
        assert ns.leaks(by_key) != []
        for phrase in ns.phrases(case):
            by_text = copy.deepcopy(ns.DATA)
            text = f"- [x] {case['subject']}: {phrase} verified (42)"
            by_text["memories"].append({"key": "planted/x/y/z", "text": text})
            assert ns.leaks(by_text) != []

    def test_each_unknown_is_of_its_kind(self) -> None:
        ns = self.ns
        assert ns.kind_problems(ns.DATA) == []
        for c in ns.DATA["cases"]:
            if c["kind"] in ns.NEGATIVE:
                domain = next(d for d in ns.SET.DOMAINS if d.key == c["domain"])
                assert c["subject"] in domain.subjects

    @pytest.mark.parametrize("kind", NEGATIVE)
    def test_an_unknown_of_the_wrong_kind_is_caught(self, kind: str) -> None:
        ns = self.ns
        bad = copy.deepcopy(ns.DATA)
        case = next(c for c in bad["cases"] if c["kind"] == kind)
        held = ns.holders(bad)
        if kind == "other_subject":
            case["subject"] = next(iter(held[(case["domain"], case["attribute"])]))
        elif kind == "absent":
            case["attribute"] = next(a for d, a in held if d == case["domain"])
        else:
            domain = next(d for d in ns.SET.DOMAINS if d.key == case["domain"])
            mine = {a for (d, a), who in held.items() if d == domain.key and case["subject"] in who}
            case["near"] = next(a.key for a in domain.attributes if a.key not in mine)
        assert ns.kind_problems(bad) != []

    def test_task_forms_are_instructions_and_agent_forms_bury_the_request(self) -> None:
        ns = self.ns
        assert ns.form_problems(ns.DATA) == []
        bad = copy.deepcopy(ns.DATA)
        case = next(c for c in bad["cases"] if c["variant"].startswith("agent/"))
        case["query"] = f"What is the {case['phrase']} of {case['subject']}?"
        task = next(c for c in bad["cases"] if c["variant"].startswith("task/"))
        task["query"] = f"What is the {task['phrase']} of {task['subject']}?"
        assert len(ns.form_problems(bad)) == 2

    def test_any_seed_gives_a_valid_set_and_a_synonym_that_could_leak_is_refused(self) -> None:
        ns = self.ns
        for seed in range(ns.SET.SEED + 1, ns.SET.SEED + 6):
            assert ns.SET.problems(ns.SET.generate(seed)) == []
        assert ns.SET.vocabulary_problems() == []
        domain = ns.SET.DOMAINS[0]
        a = domain.attributes[0]
        planted = dataclasses.replace(a, synonym=a.values[0].split()[-1] + " figure")
        attrs = (planted, *domain.attributes[1:])
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(ns.SET, "DOMAINS", (dataclasses.replace(domain, attributes=attrs),))
            assert ns.SET.vocabulary_problems() != []


# The helpers the sets' test modules share, each taking the set's generator module ``s`` (and,
# where a set's reading differs, the module's own ``phrases``); a module binds them to its set.


def one_typo(asked: str, meant: str) -> bool:
    """Whether ``asked`` is ``meant`` with one word misspelt: two neighbouring letters swapped,
    or its first letter doubled."""
    a, m = asked.split(" "), meant.split(" ")
    if len(a) != len(m):
        return False
    diff = [(x, y) for x, y in zip(a, m, strict=True) if x != y]
    if len(diff) != 1:
        return False
    x, y = diff[0]
    swaps = {y[:k] + y[k + 1] + y[k] + y[k + 2 :] for k in range(len(y) - 1)}
    return x in swaps or x == y[0] + y


def one_line_json(t: str) -> bool:
    """Whether ``t`` is one JSON object on one line (a memory's JSON surface)."""
    try:
        return isinstance(json.loads(t), dict) and "\n" not in t
    except ValueError:
        return False


def asked_name(case: dict[str, Any]) -> str:
    """The name a case asks by: its subject's old name, role or other spelling when it asks by
    one, else the subject (or the topic of an off-topic case)."""
    for field in ("alias", "role", "spelled", "subject", "topic"):
        if field in case:
            return str(case[field])
    return ""


def asked_problems(s: ModuleType, phrases: Phrases, data: dict[str, Any]) -> list[str]:
    """Cases whose query does not carry the phrase and the name they say they ask, or whose
    phrase is not the wording they claim (the typo form: that wording with one typo)."""
    out = []
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            continue
        form, wording = c["variant"].split("/")
        meant = dict(zip(s.WORDINGS, phrases(c), strict=True))[wording]
        if c["phrase"] not in c["query"] or asked_name(c) not in c["query"]:
            out.append(f"{c['query']!r} does not ask {c['phrase']!r} of {asked_name(c)}")
        if form == "typo" and not one_typo(c["phrase"], meant):
            out.append(f"{c['phrase']!r} is not one typo away from {meant!r}")
        if form != "typo" and c["phrase"] != meant:
            out.append(f"{c['phrase']!r} is not the {wording} {meant!r}")
    return out


def answer_problems(s: ModuleType, phrases: Phrases, data: dict[str, Any]) -> list[str]:
    """A key no memory has, a memory without the value, the subject or the word, a memory using
    a word of the synonym."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] != "answer":
            continue
        key = " ".join(c["relevant"])
        if not c["relevant"] or not all(k in text for k in c["relevant"]):
            out.append(f"missing key {key}")
            continue
        mem, (word, synonym) = "\n".join(text[k] for k in c["relevant"]), phrases(c)
        if c["value"] not in mem or c["subject"] not in mem or word not in mem:
            out.append(f"{key} does not hold {c['subject']} {word} = {c['value']}")
        if s.content(synonym) & s.tokens(mem):
            out.append(f"{key} uses a word of the synonym {synonym!r}")
    return out


def leaks(s: ModuleType, phrases: Phrases, data: dict[str, Any]) -> list[str]:
    """Unknowns the store can answer: a memory keyed on the asked subject and attribute, or a
    memory naming the subject beside the attribute's word or synonym."""
    keys = {m["key"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] not in NEGATIVE:
            continue
        if s.memory_key(c["domain"], c["subject"], c["attribute"]) in keys:
            out.append(f"{c['subject']} holds {c['attribute']}")
        for m in data["memories"]:
            low = m["text"].casefold()
            if c["subject"].casefold() in low and any(p.casefold() in low for p in phrases(c)):
                out.append(f"{m['key']} answers {c['query']!r}")
    return out


def holders(s: ModuleType, data: dict[str, Any]) -> dict[tuple[str, str], set[str]]:
    """(domain, attribute) -> the subjects whose memory holds it, read from the keys."""
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    for m in data["memories"]:
        _p, domain, subject, attr = m["key"].split("/")
        if attr != s.RENAMED:
            out[(domain, attr)].add(subject)
    return out


def kind_problems(s: ModuleType, data: dict[str, Any]) -> list[str]:
    held = holders(s, data)
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


def offered_values(
    s: ModuleType, attrs: dict[Any, Any], near: dict[Any, Any], case: dict[str, Any]
) -> list[str]:
    """The values a request offering one (a confirmation, a comparative) may offer."""
    if case["kind"] == "offtopic":
        return [v for _p, t, v in s.OFFTOPIC if t == case["topic"]]
    a = near.get((case["domain"], case["attribute"])) or attrs[(case["domain"], case["attribute"])]
    return list(a.values)


def names_in_other_sets(s: ModuleType, names: list[str], sets: int = 10) -> list[str]:
    """The names that occur (case-insensitively) in a data file of another shipped set (of which
    there are at least ``sets``)."""
    others = [p for p in s.FROZEN.parent.iterdir() if p.is_file() and p != s.FROZEN]
    assert len(others) >= sets
    text = "\n".join(p.read_text(encoding="utf-8") for p in others).casefold()
    return [n for n in names if n.casefold() in text]


def held_text(s: ModuleType, data: dict[str, Any], case: dict[str, Any], attr: str) -> str:
    key = s.memory_key(case["domain"], case["subject"], attr)
    return next((m["text"] for m in data["memories"] if m["key"] == key), "")


def near_misses(s: ModuleType, phrases: Phrases, data: dict[str, Any]) -> tuple[int, int, int, int]:
    """(related unknowns asked with the word sharing two content words (an antonym: one) with the
    subject's memory of the held attribute beside them, all of those; absent requests asked with
    the word sharing a content word with a memory of the subject, all of those)."""
    held = holders(s, data)
    rel = [c for c in data["cases"] if c["kind"] == "related_unknown" and "/word" in c["variant"]]
    two = sum(
        len(s.content(phrases(c)[0]) & s.content(held_text(s, data, c, c["near"])))
        >= 1 + (not c["variant"].startswith("antonym/"))
        for c in rel
    )
    absent = [c for c in data["cases"] if c["kind"] == "absent" and "/word" in c["variant"]]
    one = 0
    for c in absent:
        mine = [a for (d, a), who in held.items() if d == c["domain"] and c["subject"] in who]
        one += any(s.content(phrases(c)[0]) & s.content(held_text(s, data, c, a)) for a in mine)
    return two, len(rel), one, len(absent)


def alias_problems(s: ModuleType, data: dict[str, Any]) -> list[str]:
    """Requests naming a subject by its old name or role when no memory says it (or when a
    memory other than the rename note names it)."""
    notes = {m["key"]: m["text"] for m in data["memories"] if m["key"].endswith("/" + s.RENAMED)}
    out = []
    for c in data["cases"]:
        said = c.get("alias") or c.get("role")
        if not said:
            continue
        key = s.memory_key(c["domain"], c["subject"], s.RENAMED)
        note = notes.get(key, "")
        if said not in note or c["subject"] not in note:
            out.append(f"{c['query']!r}: no memory ties {said} to {c['subject']}")
        elsewhere = [m["key"] for m in data["memories"] if said in m["text"]]
        if elsewhere != [key]:
            out.append(f"{said} is written in {elsewhere}")
    return out


def notation_problems(s: ModuleType, data: dict[str, Any]) -> list[str]:
    """Answers asked in a unit or notation whose memory already writes that unit."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] == "answer" and c.get("asked_in"):
            if not c["query"].endswith(f"I need it {c['asked_in']}."):
                out.append(f"{c['query']!r} does not ask {c['asked_in']}")
            if s.content(c["asked_in"]) & s.tokens(text[c["relevant"][0]]):
                out.append(f"{c['relevant'][0]} is written {c['asked_in']}")
    return out


def one_of(values: tuple[str, ...]) -> str:
    return "(?:" + "|".join(re.escape(v) for v in values) + ")"


def place_problems(
    s: ModuleType, attrs: dict[Any, Any], places: dict[str, str], data: dict[str, Any]
) -> list[str]:
    """Facts whose surface does not hold the value where that surface keeps it."""
    out = []
    for m in data["memories"]:
        _p, domain, subject, attr = m["key"].split("/")
        if attr == s.RENAMED:
            continue
        a = attrs[(domain, attr)]
        pattern = places[m["form"]].format(
            s=re.escape(subject), w=re.escape(a.word), v=one_of(a.values)
        )
        if not re.fullmatch(pattern, m["text"]):
            out.append(f"{m['key']} ({m['form']})")
    return out


# The checks whose body the sets' test modules share, each beside its control; a module's test
# calls one with what differs from set to set (its counts, its planted words).


def check_kind_counts(
    s: ModuleType, data: dict[str, Any], cases: int, memories: int, antonyms: int = 0
) -> None:
    """Each kind has the count the generator's constants give (related unknowns: plus the
    ``antonyms`` asked), and the set has ``cases`` (plus those) cases and ``memories`` memories."""
    kinds = Counter(c["kind"] for c in data["cases"])
    n = len(s.DOMAINS)
    assert kinds == {
        "answer": 2 * s.HELD * n,
        "other_subject": s.OTHER_PER_DOMAIN * n,
        "absent": 3 * s.ABSENT_SUBJECTS * n,
        "related_unknown": s.RELATED_PER_DOMAIN * n + antonyms,
        "offtopic": 2 * len(s.OFFTOPIC),
    }
    assert len(data["cases"]) == cases + antonyms and len(data["memories"]) == memories


def variants_by_kind(data: dict[str, Any]) -> dict[str, Counter[str]]:
    """kind -> how many cases of it each variant (form/wording) has."""
    variants: dict[str, Counter[str]] = defaultdict(Counter)
    for c in data["cases"]:
        variants[c["kind"]][c["variant"]] += 1
    return variants


def check_every_form_and_wording(
    variants: dict[str, Counter[str]], form_names: tuple[str, ...]
) -> None:
    """Each kind is asked in every form, and each but the off-topic in every form with each
    wording, each at least twice."""
    for kind, seen in variants.items():
        assert {v.split("/")[0] for v in seen} == set(form_names), kind
        if kind != "offtopic":
            assert len(seen) == 2 * len(form_names) and min(seen.values()) >= 2, (kind, seen)


def check_no_name_in_other_sets(
    s: ModuleType, names: list[str], control: str, sets: int = 10
) -> None:
    """None of ``names`` occurs in another set's data; ``control``, a name one holds, does."""
    assert names_in_other_sets(s, names, sets) == []
    assert names_in_other_sets(s, [*names, control], sets) == [control]


def check_registered_suite(s: ModuleType, data: dict[str, Any], name: str) -> None:
    """The set is a registered suite the bench loader reads, case for case."""
    assert name in retrieval.SUITES
    path = retrieval.suite_path(name)
    assert path == s.FROZEN and Path(path).is_file()
    memories, cases = retrieval.load_set(path)
    assert len(memories) == len(data["memories"]) and len(cases) == len(data["cases"])
    assert {c.kind for c in cases} == set(s.KINDS)
    assert all(bool(c.relevant) == (c.kind == "answer") for c in cases)


def check_absent_asked_first_of_partner_holders(
    s: ModuleType, data: dict[str, Any], attrs: dict[Any, Any]
) -> None:
    """Each absent attribute is asked of the subjects holding its partner (or they of it)."""
    held = holders(s, data)
    asked: dict[tuple[str, str], set[str]] = defaultdict(set)
    for c in data["cases"]:
        if c["kind"] == "absent":
            asked[(c["domain"], c["attribute"])].add(c["subject"])
    assert len(asked) == 27
    for (domain, attr), who in asked.items():
        d = next(d for d in s.DOMAINS if d.key == domain)
        partner = held[(domain, s.partner(d, attrs[(domain, attr)]).key)]
        assert partner <= who or who <= partner, attr


def neighbour_problems(data: dict[str, Any], attrs: dict[Any, Any]) -> list[str]:
    """Neighbours asked with the word (typos aside) whose query does not carry the subject (or
    the name it is asked by) and the whole word of the held attribute (``attrs``: the set's
    attributes by (domain, key))."""
    out = []
    for c in data["cases"]:
        form, wording = c["variant"].split("/")
        if c["kind"] != "related_unknown" or wording != "word" or form in ("typo", "antonym"):
            continue
        held = attrs[(c["domain"], c["near"])].word
        if held not in c["query"].casefold() or asked_name(c) not in c["query"]:
            out.append(f"{c['query']!r} does not carry {held!r}")
    return out


def check_neighbours_carry_the_held_word(
    data: dict[str, Any], near: dict[Any, Any], problems: Callable[[dict[str, Any]], list[str]]
) -> None:
    """``problems`` (the module's neighbour check) passes the set and catches a neighbour asked
    with the synonym of the held word."""
    assert problems(data) == []
    bad = copy.deepcopy(data)
    case = next(c for c in bad["cases"] if c["variant"] == "question/word" and "near" in c)
    a = near[(case["domain"], case["attribute"])]
    case["query"] = case["query"].replace(a.near_word, a.near_synonym)
    assert len(problems(bad)) == 1


def check_near_misses(
    s: ModuleType, phrases: Phrases, data: dict[str, Any], attrs: dict[Any, Any]
) -> None:
    """Near misses share the subject and words with a memory that does not answer them; with
    every word of each memory's attribute replaced, none does."""
    two, rel, one, absent = near_misses(s, phrases, data)
    assert two == rel and rel >= 80
    assert one * 3 >= absent * 2 and absent >= 60
    # the control: memories whose attribute's words are replaced
    bad = copy.deepcopy(data)
    for m in bad["memories"]:
        _p, domain, _subject, attr = m["key"].split("/")
        if attr != s.RENAMED:
            for w in attrs[(domain, attr)].word.split(" "):
                m["text"] = re.sub(re.escape(w), "zinc", m["text"], flags=re.I)
    two, _rel, one, _absent = near_misses(s, phrases, bad)
    assert two == 0 and one == 0


def check_old_names_and_roles(
    s: ModuleType, data: dict[str, Any], key: str, form: str | None = None
) -> None:
    """Old names and roles asked are said by exactly one memory (the rename note): each is asked
    of answers and of every unknown kind; a note dropped, or a role written in another memory
    (keyed ``key``, of surface ``form`` if the set's memories carry one), is caught."""
    assert alias_problems(s, data) == []
    for field in ("alias", "role"):
        kinds = Counter(c["kind"] for c in data["cases"] if field in c)
        assert kinds["answer"] >= 9 and all(kinds[k] >= 6 for k in NEGATIVE), (field, kinds)
    for field in ("alias", "role"):
        bad = copy.deepcopy(data)
        case = next(c for c in bad["cases"] if field in c)
        bad["memories"] = [m for m in bad["memories"] if case[field] not in m["text"]]
        assert alias_problems(s, bad) != []
    bad = copy.deepcopy(data)
    case = next(c for c in bad["cases"] if "role" in c)
    memory = {"key": key, "text": f"{case['role']} is busy."}
    if form is not None:
        memory["form"] = form
    bad["memories"].append(memory)
    assert alias_problems(s, bad) != [] and s.problems(bad) != []


def check_notation(
    s: ModuleType,
    data: dict[str, Any],
    asked_at_least: int,
    units_at_least: int,
    unit: str = "in feet",
    written: str = " (about 40 feet)",
) -> None:
    """Answers asked in another unit are written in another notation; a memory of a fact asked
    ``unit`` that writes it (``written`` appended) is caught for both wordings."""
    assert notation_problems(s, data) == []
    asked = [c for c in data["cases"] if c["kind"] == "answer" and c.get("asked_in")]
    assert len(asked) >= asked_at_least and len({c["asked_in"] for c in asked}) >= units_at_least
    bad = copy.deepcopy(data)
    case = next(c for c in bad["cases"] if c.get("asked_in") == unit)
    mem = next(m for m in bad["memories"] if m["key"] == case["relevant"][0])
    mem["text"] += written
    # the fact is asked twice (with the word and with the synonym), both in that unit
    assert len(notation_problems(s, bad)) == 2
    assert any(f"is written {unit}" in p for p in s.problems(bad))


def check_surfaces_keep_their_place(
    s: ModuleType,
    data: dict[str, Any],
    attrs: dict[Any, Any],
    places: dict[str, str],
    surfaces: tuple[str, ...],
    eighteen: tuple[str, ...],
) -> None:
    """Each surface keeps the value in its place (15 or 16 memories of each, 18 of each of
    ``eighteen``); a value pushed off its place is caught in every surface."""
    assert place_problems(s, attrs, places, data) == []
    forms = Counter(m["form"] for m in data["memories"])
    assert set(places) == set(surfaces) and all(15 <= forms[f] <= 16 for f in surfaces)
    assert all(forms[f] == 18 for f in eighteen)
    bad = copy.deepcopy(data)
    for form in surfaces:
        m = next(m for m in bad["memories"] if m["form"] == form)
        m["text"] = "value noted. " + m["text"]
    assert len(place_problems(s, attrs, places, bad)) == len(surfaces)


def check_vocabulary_refuses(
    s: ModuleType, index: int, plants: tuple[tuple[dict[str, Any], str], ...]
) -> None:
    """With the first domain alone and its attribute ``index`` replaced by each plant (the
    fields changed, the problem it must raise), the generator's vocabulary check says so."""
    d = s.DOMAINS[0]
    for changes, what in plants:
        attributes = list(d.attributes)
        attributes[index] = dataclasses.replace(d.attributes[index], **changes)
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(s, "DOMAINS", (dataclasses.replace(d, attributes=tuple(attributes)),))
            assert any(what in p for p in s.vocabulary_problems())


def check_vocabulary_refuses_a_name(s: ModuleType, name: str, word: str) -> None:
    """A first subject named ``name`` is refused for writing ``word``."""
    d = s.DOMAINS[0]
    named = dataclasses.replace(d, subjects=(name, *d.subjects[1:]))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(s, "DOMAINS", (named,))
        assert any(f"writes [{word!r}]" in p for p in s.vocabulary_problems())


def check_refuses_to_write(s: ModuleType, synonym: str, out: Path) -> None:
    """The generator's ``main`` writes nothing when the first attribute's synonym is
    ``synonym`` (a set its checks reject)."""
    d = s.DOMAINS[0]
    planted = dataclasses.replace(d.attributes[0], synonym=synonym)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(
            s,
            "DOMAINS",
            (dataclasses.replace(d, attributes=(planted, *d.attributes[1:])), *s.DOMAINS[1:]),
        )
        mp.setattr(s, "FROZEN", out)
        assert s.main([]) == 1
    assert not out.exists()


# the six name shapes every set's subjects and old names come in, nine of each
NAME_SHAPES = {
    "kebab": r"[a-z]+(-[a-z0-9]+)+",
    "camel": r"([A-Z][a-z0-9]+){2,}",
    "dotted": r"[A-Za-z]+\.[A-Za-z0-9]+",
    "version": r"[a-z]+-\d+\.\d+",
    "caps": r"[A-Z]{4,}",
    "lower": r"[a-z]{5,}",
}


def check_planned_shape(
    s: ModuleType, data: dict[str, Any], names: list[str], old: list[str], roles: list[str]
) -> None:
    """Nine domains, each of six subjects, twelve attributes and six roles; a subject holds three
    or four attributes; the nine held attributes and their neighbours are 21 distinct keys, held
    by ``s.HOLDERS`` subjects, eight of them with a unit; the three absent ones are held by none,
    carry no antonym or unit, and their partners are held by four or five; one antonym per
    domain, on an attribute of one holder, not always in the same place. Then the names
    (``check_names_and_shapes``)."""
    assert len(s.DOMAINS) == 9
    held = holders(s, data)
    places = []
    for d in s.DOMAINS:
        assert len(d.subjects) == 6 and len(d.attributes) == 12 and len(d.roles) == 6
        mine = Counter(x for (dk, _a), who in held.items() if dk == d.key for x in who)
        assert all(3 <= mine[x] <= 4 for x in d.subjects), d.key
        near = {a.near_key for a in d.attributes[: s.HELD]}
        assert len({a.key for a in d.attributes} | near) == 21
        counts = [len(held[(d.key, a.key)]) for a in d.attributes[: s.HELD]]
        assert counts == list(s.HOLDERS)
        for a in d.attributes[s.HELD :]:
            assert not held.get((d.key, a.key)) and not a.antonym and not a.unit
            assert 4 <= len(held[(d.key, s.partner(d, a).key)]) <= 5
        assert sum(1 for a in d.attributes[: s.HELD] if a.unit) == 8
        places += [i for i, a in enumerate(d.attributes) if a.antonym]
    assert len(places) == 9 and set(places) == {5, 6, 7, 8}
    check_names_and_shapes(names, old, roles)


def check_names_and_shapes(names: list[str], old: list[str], roles: list[str]) -> None:
    """Subject and old names are 54 each, distinct whatever their case, nine of each shape, and
    none written inside another; the 54 roles are distinct."""
    every = [*names, *old]
    assert len({n.casefold() for n in every}) == len(every) == 54 * 2
    assert len(set(roles)) == 54
    for shape, pattern in NAME_SHAPES.items():
        assert sum(1 for n in names if re.fullmatch(pattern, n)) == 9, shape
        assert sum(1 for n in old if re.fullmatch(pattern, n)) == 9, shape
    for a in every:
        assert not [b for b in every if a != b and a.casefold() in b.casefold()], a


def wordings_apart(data: dict[str, Any], rotation: list[tuple[str, str]], gap: int = 5) -> int:
    """How many answered facts are asked in their word and their synonym ``gap`` slots apart in
    the rotation of request forms (the typo form, outside the rotation's slots, not counted);
    each fact's two wordings are asked in two different forms."""
    slots = {form: i for i, (form, _k) in enumerate(rotation) if form != "typo"}
    by_fact: dict[str, dict[str, str]] = {}
    for c in data["cases"]:
        if c["kind"] == "answer":
            form, wording = c["variant"].split("/")
            by_fact.setdefault(c["relevant"][0], {})[wording] = form
    apart = 0
    for asked in by_fact.values():
        word, synonym = asked["word"], asked["synonym"]
        if word in slots and synonym in slots:
            apart += (slots[synonym] - slots[word]) % len(rotation) == gap
            assert word != synonym
    return apart


def offtopic_overlap(
    s: ModuleType, data: dict[str, Any], names: list[str], topics: dict[str, str]
) -> tuple[int, int]:
    """Checks the 64 off-topic requests (32 topics) name no subject of the store, and that one
    planted with a subject's name is refused; returns how many off-topic phrases share a word
    with the project's vocabulary and how many are a held attribute's whole phrase (each set
    asserts its own counts)."""
    low = [n.casefold() for n in names]
    off = [c["query"].casefold() for c in data["cases"] if c["kind"] == "offtopic"]
    assert len(off) == 64 and len(topics) == 32
    assert not [q for q in off if any(n in q for n in low)]
    bad = copy.deepcopy(data)
    case = next(c for c in bad["cases"] if c["kind"] == "offtopic")
    case["query"] += f" Like {names[0]}?"
    assert any("names a subject" in p for p in s.problems(bad))
    held = {w for d in s.DOMAINS for a in d.attributes for w in s.content(a.word)}
    words = {a.word for d in s.DOMAINS for a in d.attributes}
    return (
        sum(1 for p, _t, _v in s.OFFTOPIC if s.content(p) & held),
        sum(1 for p, _t, _v in s.OFFTOPIC if p in words),
    )


def check_antonyms(
    s: ModuleType, phrases: Phrases, data: dict[str, Any], attrs: dict[Any, Any], key: str
) -> None:
    """Nine antonym near misses, one per domain in two phrasings, share the head word with a
    held memory that does not state their first word; a memory stating one is an answer."""
    cases = [c for c in data["cases"] if c["variant"].startswith("antonym/")]
    assert len(cases) == 9 and len({c["domain"] for c in cases}) == 9
    assert len({c["query"].split(c["phrase"])[0] for c in cases}) == 2  # two phrasings
    for c in cases:
        a = attrs[(c["domain"], c["near"])]
        mem = held_text(s, data, c, c["near"])
        first, head = c["phrase"].split(" ", 1)
        assert a.word in mem and head in mem and first not in mem.casefold(), c["query"]
        assert c["phrase"] == a.antonym and c["subject"] in c["query"]
    # the control: a memory stating the antonym is an answer
    bad = copy.deepcopy(data)
    c = cases[0]
    bad["memories"].append({"key": f"{key}/x/y/z", "text": f"{c['subject']}: {c['phrase']} 3"})
    assert leaks(s, phrases, bad) != [] and s.problems(bad) != []


def check_planted_forms(
    s: ModuleType,
    data: dict[str, Any],
    form_problems: Callable[[dict[str, Any]], list[str]],
    planted: tuple[str, ...],
) -> None:
    """Every request form is what it claims: a case of each ``planted`` form rewritten as a
    plain question is caught, and so is a comparative offering the value its memory holds."""
    assert form_problems(data) == []
    bad = copy.deepcopy(data)
    for form in planted:
        case = next(
            c for c in bad["cases"] if c["variant"].startswith(form + "/") and "subject" in c
        )
        case["query"] = f"what about the {case['phrase'].lower()} of {case['subject']}?"
        case["phrase"] = case["phrase"].lower()
        for field in ("alias", "role"):
            case.pop(field, None)
    assert {p.split(" ")[0] for p in form_problems(bad)} == set(planted)
    bad = copy.deepcopy(data)
    case = next(
        c for c in bad["cases"] if c["variant"].startswith("comparative/") and c["relevant"]
    )
    case["query"] = case["query"].replace(f" {case['offered']}", f" {case['value']}")
    case["offered"] = case["value"]
    assert any("offers the held value" in p for p in form_problems(bad))
    assert any("offers the held value" in p for p in s.problems(bad))


@dataclasses.dataclass(frozen=True)
class FormShapes:
    """What a set's requests of the common forms open or close with: its task's and its
    imperative's opening, and its comparative's closing question."""

    task: str
    imperative: str
    comparative: str


def form_problems(
    data: dict[str, Any],
    shapes: FormShapes,
    names: tuple[dict[str, str], dict[str, str]],
    offered: Callable[[dict[str, Any]], list[str]],
    new_forms: Callable[[str, list[str], str, str], bool],
) -> list[str]:
    """Requests of the forms the sets share that are not what they claim: a task that is no
    instruction, an agent prompt whose request is not in its middle, a plan whose request is
    not a later step, an alias or role request naming the subject (or a name that is not its
    old name or role, ``names``), a reply not asking after the quote, an imperative that does
    not command, a comparative offering no value (for an answer: the held one); and a request
    of a set's own forms ``new_forms`` says is not what it claims."""
    old, role = names
    out = []
    for c in data["cases"]:
        q, form = c["query"], c["variant"].split("/")[0]
        name, p = asked_name(c), c["phrase"]
        lines = q.split("\nI need it ")[0].split("\n")
        if form == "task" and not re.match(shapes.task, q):
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
        if form == "alias" and "subject" in c and (c["subject"] in q or old[c["subject"]] != name):
            out.append(f"alias {q!r}")
        if form == "role" and "subject" in c and (c["subject"] in q or role[c["subject"]] != name):
            out.append(f"role {q!r}")
        if form == "reply":
            quoted = [i for i, x in enumerate(lines) if x.startswith("> ")]
            at_line = [i for i, x in enumerate(lines) if name in x and p in x]
            if not quoted or not at_line or at_line[0] <= quoted[-1]:
                out.append(f"reply {q!r}")
        if form == "imperative" and not re.match(shapes.imperative, q):
            out.append(f"imperative {q!r}")
        if form == "comparative":
            offers = [v for v in offered(c) if f" {v}" in q]
            if not offers or not re.search(shapes.comparative, q) or c.get("offered") not in offers:
                out.append(f"comparative {q!r}")
            if c["kind"] == "answer" and c["value"] in offers:
                out.append(f"comparative {q!r} offers the held value")
        if new_forms(form, lines, name, p):
            out.append(f"{form} {q!r}")
    return out


def check_new_forms_spread(
    s: ModuleType, data: dict[str, Any], new_forms: tuple[str, ...], form_names: tuple[str, ...]
) -> None:
    """Each new request form asks every kind at least three times; the answers are asked in
    every form at least nine times, with a typo at least eighteen."""
    for kind in s.KINDS:
        forms = Counter(c["variant"].split("/")[0] for c in data["cases"] if kind == c["kind"])
        assert all(forms[f] >= 3 for f in new_forms), (kind, forms)
    forms = Counter(c["variant"].split("/")[0] for c in data["cases"] if c["kind"] == "answer")
    assert forms["typo"] >= 18 and all(forms[f] >= 9 for f in form_names if f != "typo")


def check_refuses_offered_value_and_duplicate(s: ModuleType, data: dict[str, Any]) -> None:
    """The generator's set check refuses a comparative answer offering its held value and a
    request asked twice, and passes the set as written."""
    bad = copy.deepcopy(data)
    case = next(
        c for c in bad["cases"] if c["variant"].startswith("comparative/") and c["relevant"]
    )
    case["query"] = case["query"].replace(f" {case['offered']}", f" {case['value']}")
    assert any("offers the held value" in p for p in s.problems(bad))
    bad = copy.deepcopy(data)
    bad["cases"][1]["query"] = bad["cases"][0]["query"]
    assert any("asked twice" in p for p in s.problems(bad))
    assert s.problems(data) == []


def check_frozen_bytes(s: ModuleType, data: dict[str, Any], name: str, other: str) -> None:
    """The frozen copy is byte for byte the generated set; one byte changed (``name`` written
    as ``other`` once) is caught."""
    raw = s.FROZEN.read_bytes()
    assert raw == s.dumps(data).encode("utf-8")
    assert raw.replace(name.encode(), other.encode(), 1) != s.dumps(data).encode("utf-8")
