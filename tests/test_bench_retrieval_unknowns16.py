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
import dataclasses
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import retrieval
from cairn.bench import retrieval_unknowns16 as u16
from cairn.bench.retrieval_unknowns16_forms import FORM_NAMES, NEW_FORMS, SURFACES
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


def asked_name(case: dict[str, Any]) -> str:
    for field in ("alias", "role", "subject", "topic"):
        if field in case:
            return str(case[field])
    return ""


def asked_problems(data: dict[str, Any]) -> list[str]:
    """Cases whose query does not carry the phrase and the name they say they ask, or whose
    phrase is not the wording they claim (the typo form: that wording with one typo)."""
    out = []
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            continue
        form, wording = c["variant"].split("/")
        meant = dict(zip(u16.WORDINGS, phrases(c), strict=True))[wording]
        if c["phrase"] not in c["query"] or asked_name(c) not in c["query"]:
            out.append(f"{c['query']!r} does not ask {c['phrase']!r} of {asked_name(c)}")
        if form == "typo" and not one_typo(c["phrase"], meant):
            out.append(f"{c['phrase']!r} is not one typo away from {meant!r}")
        if form != "typo" and c["phrase"] != meant:
            out.append(f"{c['phrase']!r} is not the {wording} {meant!r}")
    return out


def answer_problems(data: dict[str, Any]) -> list[str]:
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
        if content(synonym) & u16.tokens(mem):
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
        if u16.memory_key(c["domain"], c["subject"], c["attribute"]) in keys:
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
        _p, domain, subject, attr = m["key"].split("/")
        if attr != u16.RENAMED:
            out[(domain, attr)].add(subject)
    return out


def kind_problems(data: dict[str, Any]) -> list[str]:
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


def offered_values(case: dict[str, Any]) -> list[str]:
    if case["kind"] == "offtopic":
        return [v for _p, t, v in u16.OFFTOPIC if t == case["topic"]]
    a = NEAR.get((case["domain"], case["attribute"])) or ATTRS[(case["domain"], case["attribute"])]
    return list(a.values)


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
    kinds = Counter(c["kind"] for c in DATA["cases"])
    n = len(u16.DOMAINS)
    held = holders(DATA)
    antonyms = sum(len(held[(d, a.key)]) for (d, _k), a in ANTONYM.items())
    assert antonyms >= 8
    assert kinds == {
        "answer": 2 * u16.HELD * n,
        "other_subject": u16.OTHER_PER_DOMAIN * n,
        "absent": 3 * u16.ABSENT_SUBJECTS * n,
        "related_unknown": u16.RELATED_PER_DOMAIN * n + antonyms,
        "offtopic": 2 * len(u16.OFFTOPIC),
    }
    assert len(DATA["cases"]) == 631 + antonyms and len(DATA["memories"]) == 243
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6
    for kind in u16.KINDS:
        seen = base_variants(kind)
        assert {v.split("/")[0] for v in seen} == set(FORM_NAMES), kind
        if kind != "offtopic":
            assert len(seen) == 2 * len(FORM_NAMES) and min(seen.values()) >= 2, (kind, seen)


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
    every = [*NAMES, *OLD.values()]
    assert len({n.casefold() for n in every}) == len(every) == 54 * 2
    assert len(set(ROLE.values())) == 54
    shapes = {
        "kebab": r"[a-z]+(-[a-z0-9]+)+",
        "camel": r"([A-Z][a-z0-9]+){2,}",
        "dotted": r"[A-Za-z]+\.[A-Za-z0-9]+",
        "version": r"[a-z]+-\d+\.\d+",
        "caps": r"[A-Z]{4,}",
        "lower": r"[a-z]{5,}",
    }
    for shape, pattern in shapes.items():
        assert sum(1 for n in NAMES if re.fullmatch(pattern, n)) == 9, shape
        assert sum(1 for n in OLD.values() if re.fullmatch(pattern, n)) == 9, shape
    for a in every:
        assert not [b for b in every if a != b and a.casefold() in b.casefold()], a


def names_in_other_sets(names: list[str]) -> list[str]:
    """The names that occur (case-insensitively) in a data file of another shipped set."""
    others = [p for p in u16.FROZEN.parent.iterdir() if p.is_file() and p != u16.FROZEN]
    assert len(others) >= 10
    text = "\n".join(p.read_text(encoding="utf-8") for p in others).casefold()
    return [n for n in names if n.casefold() in text]


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    assert names_in_other_sets(names) == []
    # the control: a name another set's data holds (a subject of unknowns14, named on its page)
    assert names_in_other_sets([*names, "ShusgarthHolt"]) == ["ShusgarthHolt"]


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
    assert "unknowns16" in retrieval.SUITES
    path = retrieval.suite_path("unknowns16")
    assert path == u16.FROZEN and Path(path).is_file()
    memories, cases = retrieval.load_set(path)
    assert len(memories) == len(DATA["memories"]) and len(cases) == len(DATA["cases"])
    assert {c.kind for c in cases} == set(u16.KINDS)
    assert all(bool(c.relevant) == (c.kind == "answer") for c in cases)


def held_text(data: dict[str, Any], case: dict[str, Any], attr: str) -> str:
    key = u16.memory_key(case["domain"], case["subject"], attr)
    return next((m["text"] for m in data["memories"] if m["key"] == key), "")


def near_misses(data: dict[str, Any]) -> tuple[int, int, int, int]:
    """(related unknowns asked with the word sharing two content words with the subject's memory
    of the held attribute beside them, all of those; absent requests asked with the word sharing
    a content word with a memory of the subject, all of those)."""
    held = holders(data)
    rel = [c for c in data["cases"] if c["kind"] == "related_unknown" and "/word" in c["variant"]]
    two = sum(
        len(content(phrases(c)[0]) & content(held_text(data, c, c["near"])))
        >= 1 + (not c["variant"].startswith("antonym/"))
        for c in rel
    )
    absent = [c for c in data["cases"] if c["kind"] == "absent" and "/word" in c["variant"]]
    one = 0
    for c in absent:
        mine = [a for (d, a), who in held.items() if d == c["domain"] and c["subject"] in who]
        one += any(content(phrases(c)[0]) & content(held_text(data, c, a)) for a in mine)
    return two, len(rel), one, len(absent)


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    two, rel, one, absent = near_misses(DATA)
    assert two == rel and rel >= 80
    assert one * 3 >= absent * 2 and absent >= 60
    # the control: memories whose attribute's words are replaced
    bad = copy.deepcopy(DATA)
    for m in bad["memories"]:
        _p, domain, _subject, attr = m["key"].split("/")
        if attr != u16.RENAMED:
            for w in ATTRS[(domain, attr)].word.split(" "):
                m["text"] = re.sub(re.escape(w), "zinc", m["text"], flags=re.I)
    two, _rel, one, _absent = near_misses(bad)
    assert two == 0 and one == 0


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
    held = holders(DATA)
    asked: dict[tuple[str, str], set[str]] = defaultdict(set)
    for c in DATA["cases"]:
        if c["kind"] == "absent":
            asked[(c["domain"], c["attribute"])].add(c["subject"])
    assert len(asked) == 27
    for (domain, attr), who in asked.items():
        d = next(d for d in u16.DOMAINS if d.key == domain)
        partner = held[(domain, u16.partner(d, ATTRS[(domain, attr)]).key)]
        assert partner <= who or who <= partner, attr


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


def alias_problems(data: dict[str, Any]) -> list[str]:
    """Requests naming a subject by its old name or role when no memory says it (or when a
    memory other than the rename note names it)."""
    notes = {m["key"]: m["text"] for m in data["memories"] if m["key"].endswith("/" + u16.RENAMED)}
    out = []
    for c in data["cases"]:
        said = c.get("alias") or c.get("role")
        if not said:
            continue
        key = u16.memory_key(c["domain"], c["subject"], u16.RENAMED)
        note = notes.get(key, "")
        if said not in note or c["subject"] not in note:
            out.append(f"{c['query']!r}: no memory ties {said} to {c['subject']}")
        elsewhere = [m["key"] for m in data["memories"] if said in m["text"]]
        if elsewhere != [key]:
            out.append(f"{said} is written in {elsewhere}")
    return out


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    assert alias_problems(DATA) == []
    for field in ("alias", "role"):
        kinds = Counter(c["kind"] for c in DATA["cases"] if field in c)
        assert kinds["answer"] >= 9 and all(kinds[k] >= 6 for k in NEGATIVE), (field, kinds)
    for field in ("alias", "role"):
        bad = copy.deepcopy(DATA)
        case = next(c for c in bad["cases"] if field in c)
        bad["memories"] = [m for m in bad["memories"] if case[field] not in m["text"]]
        assert alias_problems(bad) != []
    bad = copy.deepcopy(DATA)
    case = next(c for c in bad["cases"] if "role" in c)
    bad["memories"].append({"key": "u16/x/y/z", "text": f"{case['role']} is busy."})
    assert alias_problems(bad) != [] and u16.problems(bad) != []


def notation_problems(data: dict[str, Any]) -> list[str]:
    """Answers asked in a unit or notation whose memory already writes that unit."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] == "answer" and c.get("asked_in"):
            if not c["query"].endswith(f"I need it {c['asked_in']}."):
                out.append(f"{c['query']!r} does not ask {c['asked_in']}")
            if content(c["asked_in"]) & u16.tokens(text[c["relevant"][0]]):
                out.append(f"{c['relevant'][0]} is written {c['asked_in']}")
    return out


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    assert notation_problems(DATA) == []
    asked = [c for c in DATA["cases"] if c["kind"] == "answer" and c.get("asked_in")]
    assert len(asked) >= 110 and len({c["asked_in"] for c in asked}) >= 20
    bad = copy.deepcopy(DATA)
    case = next(c for c in bad["cases"] if c.get("asked_in") == "in feet")
    mem = next(m for m in bad["memories"] if m["key"] == case["relevant"][0])
    mem["text"] += " (about 40 feet)"
    # the fact is asked twice (with the word and with the synonym), both in feet
    assert len(notation_problems(bad)) == 2
    assert any("is written in feet" in p for p in u16.problems(bad))


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def neighbour_problems(data: dict[str, Any]) -> list[str]:
    """Neighbours asked with the word (typos aside) whose query does not carry the subject (or
    the name it is asked by) and the whole word of the held attribute."""
    out = []
    for c in data["cases"]:
        form, wording = c["variant"].split("/")
        if c["kind"] != "related_unknown" or wording != "word" or form in ("typo", "antonym"):
            continue
        held = ATTRS[(c["domain"], c["near"])].word
        if held not in c["query"].casefold() or asked_name(c) not in c["query"]:
            out.append(f"{c['query']!r} does not carry {held!r}")
    return out


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    assert neighbour_problems(DATA) == []
    bad = copy.deepcopy(DATA)
    case = next(c for c in bad["cases"] if c["variant"] == "question/word" and "near" in c)
    near = NEAR[(case["domain"], case["attribute"])]
    case["query"] = case["query"].replace(near.near_word, near.near_synonym)
    assert len(neighbour_problems(bad)) == 1


def one_of(values: tuple[str, ...]) -> str:
    return "(?:" + "|".join(re.escape(v) for v in values) + ")"


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


def place_problems(data: dict[str, Any]) -> list[str]:
    """Facts whose surface does not hold the value where that surface keeps it."""
    out = []
    for m in data["memories"]:
        _p, domain, subject, attr = m["key"].split("/")
        if attr == u16.RENAMED:
            continue
        a = ATTRS[(domain, attr)]
        pattern = PLACES[m["form"]].format(
            s=re.escape(subject), w=re.escape(a.word), v=one_of(a.values)
        )
        if not re.fullmatch(pattern, m["text"]):
            out.append(f"{m['key']} ({m['form']})")
    return out


def test_each_surface_keeps_the_value_in_its_place() -> None:
    assert place_problems(DATA) == []
    forms = Counter(m["form"] for m in DATA["memories"])
    assert set(PLACES) == set(SURFACES) and all(15 <= forms[f] <= 16 for f in SURFACES)
    assert all(forms[f] == 18 for f in ("sentence", "changelog", "memo"))
    bad = copy.deepcopy(DATA)
    for form in SURFACES:
        m = next(m for m in bad["memories"] if m["form"] == form)
        m["text"] = "value noted. " + m["text"]
    assert len(place_problems(bad)) == len(SURFACES)


@pytest.mark.parametrize("extra", ["wanted", "visit", "binder", "memo", "facts"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    d = u16.DOMAINS[0]
    planted = dataclasses.replace(d.attributes[0], extra=extra)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(
            u16, "DOMAINS", (dataclasses.replace(d, attributes=(planted, *d.attributes[1:])),)
        )
        assert any("could be written" in p for p in u16.vocabulary_problems())


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    d = u16.DOMAINS[0]
    lone = dataclasses.replace(d.attributes[-1], word="wheel nuts")
    two = dataclasses.replace(d.attributes[-1], word="fill rate")
    for planted in (lone, two):
        attrs = (*d.attributes[:-1], planted)
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(u16, "DOMAINS", (dataclasses.replace(d, attributes=attrs),))
            assert any("shares a word with" in p for p in u16.vocabulary_problems())


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    d = u16.DOMAINS[0]
    inside = dataclasses.replace(d.attributes[3], word="wall heigh")
    mixed = dataclasses.replace(d.attributes[3], values=("1998", "spring", "2004", "autumn"))
    false = dataclasses.replace(d.attributes[3], antonym="minimum heat")
    for planted, what in (
        (inside, "is written inside"),
        (mixed, "mixes numeric"),
        (false, "is not its opposite"),
    ):
        attrs = (*d.attributes[:3], planted, *d.attributes[4:])
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(u16, "DOMAINS", (dataclasses.replace(d, attributes=attrs),))
            assert any(what in p for p in u16.vocabulary_problems())


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    d = u16.DOMAINS[0]
    unit = dataclasses.replace(d.attributes[1], unit="in min")
    attrs = (d.attributes[0], unit, *d.attributes[2:])
    named = dataclasses.replace(d, subjects=("AugerHolm", *d.subjects[1:]))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(u16, "DOMAINS", (dataclasses.replace(d, attributes=attrs),))
        assert any("is written by a value" in p for p in u16.vocabulary_problems())
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(u16, "DOMAINS", (named,))
        assert any("writes ['auger']" in p for p in u16.vocabulary_problems())


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    d = u16.DOMAINS[0]
    planted = dataclasses.replace(d.attributes[0], synonym="fill volume")
    out = tmp_path / "set.json"
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(
            u16,
            "DOMAINS",
            (dataclasses.replace(d, attributes=(planted, *d.attributes[1:])), *u16.DOMAINS[1:]),
        )
        mp.setattr(u16, "FROZEN", out)
        assert u16.main([]) == 1
    assert not out.exists()


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    for kind in u16.KINDS:
        forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if kind == c["kind"])
        assert all(forms[f] >= 3 for f in NEW_FORMS), (kind, forms)
    forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if c["kind"] == "answer")
    assert forms["typo"] >= 18 and all(forms[f] >= 9 for f in FORM_NAMES if f != "typo")
