"""The set check of the blind held-out retrieval set ``unknowns27`` and the reading it shares
with the generator (``tokens``, ``content``, ``memory_key``): what a written set must not hold."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Any

from cairn.bench.retrieval_unknowns27_domains import Attribute, Domain
from cairn.bench.retrieval_unknowns27_forms import OFFTOPIC

PREFIX = "u27"
RENAMED = "renamed"
NEGATIVE = ("other_subject", "absent", "related_unknown")
WORDINGS = ("word", "synonym")
STOP = frozenset(
    (
        "a",
        "an",
        "the",
        "of",
        "in",
        "is",
        "it",
        "its",
        "as",
        "to",
        "and",
        "or",
        "for",
        "on",
        "at",
        "by",
        "be",
        "i",
        "me",
        "my",
        "we",
        "you",
        "what",
        "was",
        "does",
        "do",
        "anyone",
        "know",
    )
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return {t for t in tokens(text) if t not in STOP}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attribute}"


def one_typo(asked: str, meant: str) -> bool:
    """Whether ``asked`` is ``meant`` with one word misspelt (two neighbouring letters swapped,
    or its first letter doubled)."""
    a, m = asked.split(" "), meant.split(" ")
    if len(a) != len(m):
        return False
    diff = [(x, y) for x, y in zip(a, m, strict=True) if x != y]
    if len(diff) != 1:
        return False
    x, y = diff[0]
    swaps = {y[:k] + y[k + 1] + y[k] + y[k + 2 :] for k in range(len(y) - 1)}
    return x in swaps or x == y[0] + y


def _find(domains: tuple[Domain, ...], domain: str, attribute: str) -> Attribute | None:
    for d in domains:
        if d.key == domain:
            for a in d.attributes:
                if attribute in (a.key, a.near_key, a.antonym_key):
                    return a
    return None


def wordings(domains: tuple[Domain, ...], case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) a case is asked with, read from the vocabulary."""
    if case["kind"] == "offtopic":
        p = next(p for p, t, _v in OFFTOPIC if t == case["topic"])
        return p, p
    a = _find(domains, case["domain"], case["attribute"])
    if a is None:
        return "", ""
    if a.antonym and case["attribute"] == a.antonym_key:
        return a.antonym, a.antonym
    if case["attribute"] == a.near_key:
        return a.near_word, a.near_synonym
    return a.word, a.synonym


def _held(data: dict[str, Any]) -> dict[tuple[str, str], set[str]]:
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    for m in data["memories"]:
        parts = m["key"].split("/")
        if len(parts) == 4 and parts[3] != RENAMED:
            out[(parts[1], parts[3])].add(parts[2])
    return out


def _name(case: dict[str, Any]) -> str:
    for field in ("alias", "role", "subject", "topic"):
        if field in case:
            return str(case[field])
    return ""


def _answer_problems(domains: tuple[Domain, ...], data: dict[str, Any]) -> list[str]:
    text = {m["key"]: m["text"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] != "answer":
            continue
        key = c["relevant"][0] if c["relevant"] else ""
        if key not in text:
            out.append(f"no memory {key}")
            continue
        mem, (word, synonym) = text[key], wordings(domains, c)
        if c["value"] not in mem or c["subject"] not in mem or word not in mem:
            out.append(f"{key} does not hold {c['subject']} {word} = {c['value']}")
        if content(synonym) & tokens(mem):
            out.append(f"{key} uses a word of the synonym {synonym!r}")
        unit = c.get("asked_in")
        if unit and content(unit) & tokens(mem):
            out.append(f"{key} is written {unit}")
        if c["variant"].startswith("comparative/"):
            asked = c["query"].split("I need it ")[0]
            if f" {c['value']}" in asked or c.get("offered") == c["value"]:
                out.append(f"{c['query']!r} offers the held value")
    return out


def _unknown_problems(domains: tuple[Domain, ...], data: dict[str, Any]) -> list[str]:
    keys = {m["key"] for m in data["memories"]}
    held = _held(data)
    out = []
    for c in data["cases"]:
        if c["kind"] not in NEGATIVE:
            continue
        if memory_key(c["domain"], c["subject"], c["attribute"]) in keys:
            out.append(f"{c['subject']} holds {c['attribute']}: {c['query']!r} answers")
        said = [p.casefold() for p in wordings(domains, c) if p]
        for m in data["memories"]:
            low = m["text"].casefold()
            if c["subject"].casefold() in low and any(p in low for p in said):
                out.append(f"{m['key']} answers {c['query']!r}")
        who = held.get((c["domain"], c["attribute"]), set())
        if c["kind"] == "other_subject" and (not who or c["subject"] in who):
            out.append(f"{c['query']!r} is not an other subject's attribute")
        if c["kind"] == "absent" and who:
            out.append(f"{c['query']!r} asks an attribute somebody holds")
        if c["kind"] == "related_unknown":
            near = held.get((c["domain"], c.get("near", "")), set())
            if who or c["subject"] not in near:
                out.append(f"{c['query']!r} is not a related unknown")
    return out


def _asked_problems(domains: tuple[Domain, ...], data: dict[str, Any]) -> list[str]:
    out = []
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            continue
        form, wording = c["variant"].split("/")
        meant = dict(zip(WORDINGS, wordings(domains, c), strict=True)).get(wording, "")
        if c["phrase"] not in c["query"] or _name(c) not in c["query"]:
            out.append(f"{c['query']!r} does not ask {c['phrase']!r} of {_name(c)}")
        if form == "typo" and not one_typo(c["phrase"], meant):
            out.append(f"{c['phrase']!r} is not one typo away from {meant!r}")
        if form not in ("typo", "antonym") and c["phrase"] != meant:
            out.append(f"{c['phrase']!r} is not the {wording} {meant!r}")
    return out


def _name_problems(domains: tuple[Domain, ...], data: dict[str, Any]) -> list[str]:
    out = []
    for d in domains:
        for s, old, role in zip(d.subjects, d.old_names, d.roles, strict=True):
            note = memory_key(d.key, s, RENAMED)
            for said in (old, role):
                where = [m["key"] for m in data["memories"] if said in m["text"]]
                if where != [note]:
                    out.append(f"{said!r} is written in {where}, not only its rename note")
    names = [n.casefold() for d in domains for n in (*d.subjects, *d.old_names, *d.roles)]
    for c in data["cases"]:
        if c["kind"] == "offtopic" and any(n in c["query"].casefold() for n in names):
            out.append(f"off-topic {c['query']!r} names a subject")
    twice = [q for q, n in Counter(c["query"] for c in data["cases"]).items() if n > 1]
    out += [f"{q!r} is asked twice" for q in twice]
    return out


def set_problems(domains: tuple[Domain, ...], data: dict[str, Any]) -> list[str]:
    """What the set check refuses: an answer its memory does not hold, whose memory writes its
    synonym or the unit asked, or whose comparative offers the held value; an unknown a memory
    answers (by key or by text) or of the wrong kind; a request not asking its wording of the name
    it claims; an old name or role written outside its rename note; an off-topic request naming
    a subject, old name or role; a request asked twice."""
    return [
        *_answer_problems(domains, data),
        *_unknown_problems(domains, data),
        *_asked_problems(domains, data),
        *_name_problems(domains, data),
    ]
