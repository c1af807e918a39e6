"""The memory benchmark reader's terms (``bench.hexis_adapter``): a text's and a question's
content words as the reader weighs them, the verbs of the ten relations counted as their
relation, a compound literal's parts, and the IDF-weighted coverage that is a memory's support.
Pure functions of text: no store, no I/O.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping

from cairn.policy import facts, literals, questions
from cairn.policy import lexicon as lx
from cairn.policy.literals import english_compound
from cairn.policy.tokens import Tok, content, stem, tokenize

__all__ = ["coverage", "idf", "question_terms", "relation_words", "terms"]


def terms(text: str) -> set[str]:
    """Content words for the reader (casefolded, stemmed, closed-class words dropped), with
    the verbs that state one of the ten relations replaced by the relation ("@uses" for "runs
    on", "is backed by", "uses")."""
    clauses = facts.read(text).clauses
    related = {c.predicate for c in clauses if c.predicate != "is"}
    verbs = {v for c in clauses if c.predicate != "is" for v in c.verbs}
    words = {stem(t.low) for t in tokenize(text) if content(t)} | _parts(text)
    return (words - verbs) | {"@" + p for p in related}


def relation_words(q: questions.Question, text: str) -> set[str]:
    """The noun the question asks by, where the text says it as the verb of one of the ten
    relations ("what is the X cap?": "capped at 37" holds the cap; ``terms`` counts the verb
    as its relation only). Only that noun: another word of the question a relation's verb
    says ("what's serving X?" / "X now serves Y") is the attribute, which ``terms`` reads."""
    return {stem(t.low) for t in tokenize(text) if t.low in lx.VERB_PREDICATE} & {q.head}


_SEPARATOR = re.compile(r"[^\w-]+")
_SNAKE = re.compile(r"_+")


def _literal_parts(text: str) -> set[str]:
    """The words a compound literal is made of ("harbor-ui/deps.toml" names "harbor-ui" and
    "deps"; "orders.shipped_at" names "orders" and "shipped_at"):
    a path, a dotted, a colon- or an underscore-joined identifier mentions each of its parts
    ("max_partitions" names "max" and "partitions"); a hyphenated English compound its
    content words ("sign-off" names "sign")."""
    out: set[str] = set()
    for t in tokenize(text):
        if not t.punct and english_compound(t.low):
            # "sign-off", "follow-up": a phrasal verb made a noun says its verb ("signed off")
            out |= {p for p in t.low.split("-") if len(p) >= 3 and content(Tok(p, p, 0, 0))}
            continue
        if not t.punct and _slug(t.low):
            # a phrase written as a key ("brantor-net-round": the Brantor net round)
            out |= {p for p in t.low.split("-") if len(p) >= 3 and content(Tok(p, p, 0, 0))}
            continue
        if t.punct or not t.shaped or not (_SEPARATOR.search(t.low) or "_" in t.low):
            continue
        parts = _SEPARATOR.split(t.low)
        for part in [*parts, *(w for p in parts if "_" in p for w in _SNAKE.split(p))]:
            word = Tok(part, part, t.start, t.end)
            if len(part) >= 3 and part != t.low and not part.isdigit() and content(word):
                out.add(part)
        # two words of a key side by side, as a hyphen joins them in prose
        # ("untagged_image_sweep" says "untagged-image")
        out |= {p for p in literals.compound_parts(t.low) if "-" in p}
    return out


def _slug(low: str) -> bool:
    """Three or more words of letters joined by hyphens: a phrase made a key, which names
    its words (two, "kelp-api", stay one name)."""
    parts = low.split("-")
    return len(parts) >= 3 and all(p.isalpha() and p.isascii() for p in parts)


def _parts(text: str) -> set[str]:
    return {stem(p) for p in _literal_parts(text)}


def question_terms(q: questions.Question) -> set[str]:
    """The question's content words; its verb, when it states one of the ten relations, as
    the relation ("who is handling" asks "@owns", as "took" and "owns" state it)."""
    words = ({stem(t.low) for t in tokenize(q.text) if content(t)} | _parts(q.text)) - q.checked
    if q.predicate and q.predicate != "is":
        return (words - {q.verb}) | {"@" + q.predicate}
    return words


def idf(df: int, n: int) -> float:
    return math.log(1.0 + (n - df + 0.5) / (df + 0.5))


def coverage(covered: Iterable[str], df: Mapping[str, int], n: int) -> float:
    """The IDF-weighted share of the question a memory covers: the sum of its covered terms'
    IDFs, correctly rounded (``math.fsum``), so it depends on which terms are covered and not
    on the order a set yields them in. A plain ``sum`` rounds after each term: two memories
    covering terms of equal total IDF then differ in the last bit by the process's hash seed,
    and a tie that decides which memory answers ("supported at least as well") went either
    way from one run to the next."""
    return math.fsum(idf(df.get(t, 0), n) for t in covered)
