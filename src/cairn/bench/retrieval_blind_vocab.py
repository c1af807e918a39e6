"""The vocabulary of a blind held-out retrieval set (``bench.retrieval_unknowns31`` to
``bench.retrieval_unknowns35``): an attribute and a domain, and the line format their
``_domains`` modules write them in (``word | synonym | values | extra | neighbour synonym |
unit | antonym``; six comma-separated lines of subjects, old names and roles)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    values: tuple[str, ...]
    extra: str = ""
    near_synonym: str = ""
    unit: str = ""
    antonym: str = ""

    @property
    def key(self) -> str:
        return self.word.replace(" ", "-")

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}"

    @property
    def near_key(self) -> str:
        return self.near_word.replace(" ", "-")

    @property
    def antonym_key(self) -> str:
        return self.antonym.replace(" ", "-")


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    thing: str
    attributes: tuple[Attribute, ...]
    subjects: tuple[str, ...]
    old_names: tuple[str, ...]
    roles: tuple[str, ...]


def attributes(text: str) -> tuple[Attribute, ...]:
    """One attribute a line: ``word | synonym | values (;) | extra | near synonym | unit |
    antonym``."""
    out = []
    for line in text.strip().splitlines():
        f = [x.strip() for x in line.split("|")]
        f += [""] * (7 - len(f))
        values = tuple(v.strip() for v in f[2].split(";"))
        out.append(Attribute(f[0], f[1], values, f[3], f[4], f[5], f[6]))
    return tuple(out)


def domain(key: str, title: str, thing: str, text: str, names: str) -> Domain:
    rows = [r.split(", ") for r in names.strip().splitlines()]
    return Domain(key, title, thing, attributes(text), *(tuple(r) for r in rows))
