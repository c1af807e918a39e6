"""The set check of the blind held-out retrieval set ``unknowns28`` and the reading it shares
with the generator (``tokens``, ``content``, ``memory_key``): every answer is held by its memory
and its memory writes neither its synonym nor the unit asked, no unknown is answered (by key or
by text) and each is of its kind, every request asks its wording of the name it claims, old names
and roles are written only in their rename note, a comparative answer never offers the held
value, an off-topic request names no subject and no request is asked twice."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Any

from cairn.bench.retrieval_unknowns28_domains import Attribute, Domain

PREFIX = "u28"
RENAMED = "renamed"
WORDINGS = ("word", "synonym")
NEGATIVE = ("other_subject", "absent", "related_unknown")
STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "as",
        "is",
        "it",
        "to",
        "for",
        "and",
        "or",
        "on",
        "at",
        "by",
        "its",
        "what",
        "per",
    ]
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def memory_key(domain: str, subject: str, attr: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attr}"


def one_typo(asked: str, meant: str) -> bool:
    """``asked`` is ``meant`` with one word misspelt: two neighbouring letters swapped, or its
    first letter doubled."""
    a, m = asked.split(" "), meant.split(" ")
    if len(a) != len(m):
        return False
    diff = [(x, y) for x, y in zip(a, m, strict=True) if x != y]
    if len(diff) != 1:
        return False
    x, y = diff[0]
    swaps = {y[:k] + y[k + 1] + y[k] + y[k + 2 :] for k in range(len(y) - 1)}
    return x in swaps or x == y[0] + y


def holders(data: dict[str, Any]) -> dict[tuple[str, str], set[str]]:
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    for m in data["memories"]:
        parts = m["key"].split("/")
        if len(parts) == 4 and parts[3] != RENAMED:
            out[(parts[1], parts[3])].add(parts[2])
    return out


def lookup(domains: tuple[Domain, ...], case: dict[str, Any]) -> Attribute | None:
    """The attribute a case asks (its neighbour's or antonym's owner for a related unknown)."""
    d = next((d for d in domains if d.key == case.get("domain")), None)
    if d is None:
        return None
    key = case.get("near") if case["kind"] == "related_unknown" else case.get("attribute")
    return next((a for a in d.attributes if a.key == key), None)


def phrases(domains: tuple[Domain, ...], case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) a case is asked with."""
    a = lookup(domains, case)
    if case["kind"] == "offtopic" or a is None:
        return case["phrase"], case["phrase"]
    if case["variant"].startswith("antonym/"):
        return a.antonym, a.antonym
    if case["kind"] == "related_unknown":
        return a.near_word, a.near_synonym
    return a.word, a.synonym


def asked_name(case: dict[str, Any]) -> str:
    for field in ("alias", "role", "subject", "topic"):
        if field in case:
            return str(case[field])
    return ""


def _request_problems(domains: tuple[Domain, ...], c: dict[str, Any]) -> list[str]:
    q, form = c["query"], c["variant"].split("/")[0]
    out: list[str] = []
    if c["kind"] == "offtopic":
        return out
    wording = c["variant"].split("/")[1]
    meant = dict(zip(WORDINGS, phrases(domains, c), strict=True))[wording]
    if c["phrase"] not in q or asked_name(c) not in q:
        out.append(f"{q!r} does not ask {c['phrase']!r} of {asked_name(c)}")
    if form == "typo" and not one_typo(c["phrase"], meant):
        out.append(f"{c['phrase']!r} is not one typo away from {meant!r}")
    if form != "typo" and c["phrase"] != meant:
        out.append(f"{c['phrase']!r} is not the {wording} {meant!r}")
    if form in ("alias", "role") and c["subject"] in q:
        out.append(f"{q!r} names the subject it asks by another name")
    return out


def _answer_problems(
    domains: tuple[Domain, ...], c: dict[str, Any], text: dict[str, str]
) -> list[str]:
    key = c["relevant"][0] if c["relevant"] else ""
    if key not in text:
        return [f"missing key {key}"]
    mem, (word, synonym) = text[key], phrases(domains, c)
    out = []
    if c["value"] not in mem or c["subject"] not in mem or word not in mem:
        out.append(f"{key} does not hold {c['subject']} {word} = {c['value']}")
    if content(synonym) & tokens(mem):
        out.append(f"{key} uses a word of the synonym {synonym!r}")
    unit = c.get("asked_in")
    if unit and content(unit) & tokens(mem):
        out.append(f"{key} is written {unit}")
    if unit and not c["query"].endswith(f"I need it {unit}."):
        out.append(f"{c['query']!r} does not ask {unit}")
    return out


def _unknown_problems(
    domains: tuple[Domain, ...],
    c: dict[str, Any],
    memories: list[dict[str, Any]],
    held: dict[tuple[str, str], set[str]],
) -> list[str]:
    out = []
    if memory_key(c["domain"], c["subject"], c["attribute"]) in {m["key"] for m in memories}:
        out.append(f"{c['subject']} holds {c['attribute']}")
    subject = c["subject"].casefold()
    said = [p.casefold() for p in phrases(domains, c)]
    for m in memories:
        low = m["text"].casefold()
        if subject in low and any(p in low for p in said):
            out.append(f"{m['key']} answers {c['query']!r}")
    who = held.get((c["domain"], c["attribute"]), set())
    if c["kind"] == "other_subject" and (not who or c["subject"] in who):
        out.append(f"other_subject {c['query']!r} is of the wrong kind")
    if c["kind"] == "absent" and who:
        out.append(f"absent {c['query']!r} is of the wrong kind")
    near = held.get((c["domain"], c.get("near", "")), set())
    if c["kind"] == "related_unknown" and (who or c["subject"] not in near):
        out.append(f"related_unknown {c['query']!r} is of the wrong kind")
    return out


def _offered_problems(
    domains: tuple[Domain, ...], c: dict[str, Any], offtopic: tuple[tuple[str, str, str], ...]
) -> list[str]:
    if c["variant"].split("/")[0] != "comparative":
        return []
    a = lookup(domains, c)
    values = [v for _p, t, v in offtopic if t == c.get("topic")] if a is None else a.values
    offers = [v for v in values if f" {v}" in c["query"]]
    out = []
    if c.get("offered") not in offers:
        out.append(f"comparative {c['query']!r} offers no value of its attribute")
    if c["kind"] == "answer" and c["value"] in offers:
        out.append(f"comparative {c['query']!r} offers the held value")
    return out


def _name_problems(domains: tuple[Domain, ...], data: dict[str, Any]) -> list[str]:
    """Old names and roles written outside their rename note; off-topic requests naming a
    subject, old name or role."""
    out = []
    for d in domains:
        for s, old, role in zip(d.subjects, d.old_names, d.roles, strict=True):
            note = memory_key(d.key, s, RENAMED)
            for said in (old, role):
                where = [m["key"] for m in data["memories"] if said in m["text"]]
                if where != [note]:
                    out.append(f"{said} is written outside its rename note: {where}")
    names = [n.casefold() for d in domains for n in (*d.subjects, *d.old_names, *d.roles)]
    for c in data["cases"]:
        if c["kind"] == "offtopic" and any(n in c["query"].casefold() for n in names):
            out.append(f"off-topic {c['query']!r} names a subject")
    return out


def problems(
    domains: tuple[Domain, ...],
    offtopic: tuple[tuple[str, str, str], ...],
    data: dict[str, Any],
) -> list[str]:
    """Everything the set check refuses in ``data``."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    held = holders(data)
    out = _name_problems(domains, data)
    asked = Counter(c["query"] for c in data["cases"])
    out += [f"{q!r} is asked twice" for q, n in asked.items() if n > 1]
    for c in data["cases"]:
        out += _request_problems(domains, c)
        out += _offered_problems(domains, c, offtopic)
        if c["kind"] == "answer":
            out += _answer_problems(domains, c, text)
        elif c["kind"] in NEGATIVE:
            out += _unknown_problems(domains, c, data["memories"], held)
    return out
