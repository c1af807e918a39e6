"""The memory benchmark reader's terms (``bench.hexis_adapter``): a text's and a question's
content words as the reader weighs them, the verbs of the ten relations counted as their
relation, a compound literal's parts, and the IDF-weighted coverage that is a memory's support.
Pure functions of text: no store, no I/O.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable, Mapping

from cairn.policy import facts, literals, questions
from cairn.policy import lexicon as lx
from cairn.policy.asks import get_passive
from cairn.policy.literals import english_compound
from cairn.policy.tokens import Tok, content, stem, tokenize
from cairn.search import rarity

__all__ = [
    "THIRD_PERSON",
    "asked_terms",
    "coverage",
    "idf",
    "only_as",
    "question_terms",
    "relation_words",
    "terms",
]


def terms(text: str) -> set[str]:
    """Content words for the reader (casefolded, stemmed, closed-class words dropped), with
    the verbs that state one of the ten relations replaced by the relation ("@uses" for "runs
    on", "is backed by", "uses")."""
    clauses = facts.read(text).clauses
    related = {c.predicate for c in clauses if c.predicate != "is"}
    verbs = {v for c in clauses if c.predicate != "is" for v in c.verbs}
    words = {stem(t.low) for t in tokenize(text) if content(t)} | _parts(text)
    return (words - verbs) | {"@" + p for p in related}


def asked_terms(q: questions.Question, text: str) -> set[str]:
    """``terms`` of a record listing several named things ("Host list: S2 production sits on
    h1; S uses h2 only as staging"), asked of one: a clause about another thing by name (its
    subject a capitalised name the question does not say, no pronoun taking the asked one's)
    holds none of the question's words for it. A record naming no other thing: its terms."""
    clauses = facts.read(text).clauses
    if not q.names or len(clauses) < 2:
        return terms(text)
    norm = unicodedata.normalize("NFKC", text)
    said = [[t for t in tokenize(norm[c.start : c.end]) if not t.punct] for c in clauses]
    # a title line naming the asked thing ("Subject: S keys") heads what the body says
    asked = [
        any(t.low in q.names for t in toks) and not (c.frame and c.frame <= _TITLES)
        for c, toks in zip(clauses, said, strict=True)
    ]
    other = [
        not asked[k]
        and not any(t.low in THIRD_PERSON for t in toks)
        and any(_proper(t) and t.low not in q.names and stem(t.low) in c.subject for t in toks)
        for k, (c, toks) in enumerate(zip(clauses, said, strict=True))
    ]
    if not any(asked) or not any(other):
        return terms(text)
    return terms("\n".join(norm[c.start : c.end] for k, c in enumerate(clauses) if not other[k]))


def _proper(t: Tok) -> bool:
    """A name: capitalised and no word of the general vocabulary ("Quillmere"; not "Real"
    opening "Real cause: ...", nor "From" or "Location")."""
    return t.text[:1].isupper() and t.low not in rarity.ranks()


_TITLES = frozenset({"subject", "title", "re", "topic"})
# the third person: a pronoun taking a thing or a person another clause or part names
THIRD_PERSON = lx.word_set("it its they them their he him his she her")


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
    toks = tokenize(q.text)
    # "who gets paged": the passive's auxiliary asks nothing ("the channel is getting noisy")
    said = {stem(t.low) for n, t in enumerate(toks) if content(t) and not get_passive(toks, n)}
    words = (said | _parts(q.text)) - q.checked
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


def only_as(q: questions.Question, text: str) -> bool:
    """Every clause stating a value of the thing the question names holds it only in a role
    the question does not say ("S uses h2 only as staging", asked where S runs in production):
    the value is that role's."""
    found = False
    for c in facts.read(text).clauses:
        toks = [t for t in tokenize(text[c.start : c.end]) if not t.punct]
        if not c.values or not any(t.low in q.names for t in toks):
            continue
        pairs = range(len(toks) - 2)
        at = next((k for k in pairs if (toks[k].low, toks[k + 1].low) == ("only", "as")), None)
        if at is None or stem(toks[at + 2].low) in q.words or not content(toks[at + 2]):
            return False
        found = True
    return found
