"""Turning user text into safe FTS5 expressions.

User text never reaches FTS5 as syntax: every term is quoted, NUL bytes and quotes are
stripped, and operators (AND, OR, NOT, NEAR, ``*``, ``^``, ``:``) are just words. Prose goes to the
porter index; identifier-like terms (``getUserById``, ``E0502``, ``--tenant-max-records``) also go to
the trigram index, which matches them inside longer tokens.
"""

from __future__ import annotations

import math
import re
import sqlite3
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from cairn.search import rarity

_TERM = re.compile(r"[\w][\w\-\.]*[\w]|[\w]", re.UNICODE)
_PIECE = re.compile(r"[\-\.]")
_IDENT = re.compile(r"[A-Za-z]+[A-Z0-9_\-\.][A-Za-z0-9_\-\.]*|[A-Z]+\d+|\d+[A-Za-z]+|-{1,2}[\w-]+")

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "for",
        "from",
        "had",
        "has",
        "have",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "me",
        "my",
        "of",
        "on",
        "or",
        "our",
        "should",
        "so",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "to",
        "too",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "about",
        "after",
        "before",
        "any",
        "also",
        "just",
        "more",
        "most",
        "some",
        "such",
        "only",
        "own",
        "same",
        "other",
        "each",
        "few",
        "both",
        "all",
        "been",
        "being",
        "here",
        "over",
        "under",
        "again",
        "further",
        "once",
        "while",
        "during",
        "up",
        "down",
        "out",
        "off",
        "very",
        "s",
        "t",
        "don't",
    ]
)


def clean(text: str) -> str:
    return text.replace("\x00", " ").replace('"', " ")


def terms(text: str) -> list[str]:
    """Content terms, lower-cased, stopwords dropped, order kept, duplicates removed."""
    seen: dict[str, None] = {}
    for t in _TERM.findall(clean(text)):
        low = t.lower()
        if low in STOPWORDS or (len(low) < 2 and not low.isdigit()):
            continue
        seen.setdefault(low, None)
    return list(seen)


def porter_match(text: str) -> str:
    """An OR of quoted terms for the porter index ('' when nothing is searchable)."""
    parts: list[str] = []
    for t in terms(text):
        for piece in _PIECE.split(t) if ("-" in t or "." in t) else (t,):
            if piece and piece not in STOPWORDS:
                parts.append(f'"{piece}"')
    return " OR ".join(dict.fromkeys(parts))


def identifiers(text: str) -> list[str]:
    out: dict[str, None] = {}
    for m in _IDENT.findall(clean(text)):
        m = m.strip(".")
        # two characters name a thing only with a digit in them: a version or a short id
        # ("Hermes v3", "S3", "K8"); a pair of letters ("CI", "UI") is a word
        if len(m) >= 3 or (len(m) == 2 and any(c.isdigit() for c in m)):
            out.setdefault(m, None)
    return list(out)


# The distinct words a query reads, and the identifiers its trigram search ORs: a prompt holding
# more (a pasted log of thousands of ids) is read by its first and last ones, so its search
# costs what a long prompt's does (before: 17-25 s for 20,000 ids; the hook's budget is 150 ms)
MAX_WORDS = 2048
MAX_IDENTIFIERS = 64


def query_words(text: str) -> list[str]:
    """``words`` as a query reads them: a prompt of more than ``MAX_WORDS`` distinct words (a
    pasted file or log) is read by its first and last ones, where a request usually is."""
    ws = words(text)
    if len(ws) > MAX_WORDS:
        ws = ws[: MAX_WORDS // 2] + ws[-(MAX_WORDS // 2) :]
    return ws


def identifier_words(idents: set[str]) -> frozenset[str]:
    """The lower-cased identifiers and the words they are made of: a query word is part of an
    identifier when it is one of them (a set, so thousands of pasted ids cost linear time)."""
    return frozenset(idents) | {p for i in idents for p in _WORD.findall(i)}


def trigram_match(text: str) -> str:
    """An OR of quoted identifier phrases for the trigram index ('' when there are none)."""
    idents = identifiers(text)
    if len(idents) > MAX_IDENTIFIERS:
        idents = idents[: MAX_IDENTIFIERS // 2] + idents[-(MAX_IDENTIFIERS // 2) :]
    return " OR ".join(f'"{t}"' for t in idents)


# -- analysis with the index's own tokenizer -----------------------------------------------------

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_ANALYSE_LOCK = threading.Lock()
_SETUP = (
    "CREATE VIRTUAL TABLE IF NOT EXISTS temp.cairn_an USING fts5"
    " (t, tokenize='porter unicode61 remove_diacritics 2')",
    "CREATE VIRTUAL TABLE IF NOT EXISTS temp.cairn_an_v USING fts5vocab(temp, cairn_an, 'instance')",
    "CREATE VIRTUAL TABLE IF NOT EXISTS temp.cairn_vocab USING fts5vocab(main, memories_fts, 'row')",
)


POSTINGS = 20_000  # posting entries a lexical search reads at most (see ``match_of``)


@dataclass(frozen=True)
class QueryTerm:
    """One content term of a query: the word as typed, its porter stem, its inverse document
    frequency in the whole store and whether it looks like an identifier."""

    word: str
    stem: str
    idf: float
    ident: bool = False
    df: int = 0  # memories holding the stem (0 when unknown)
    prior: float = 1.0  # how rare the word is in general language (``search.rarity``)

    @property
    def weight(self) -> float:
        """The term's share of information: rare in the store and rare in general language."""
        return self.idf * self.prior


def words(text: str) -> list[str]:
    """Content words as the porter index splits them (lower-cased, stopwords dropped, in order,
    duplicates removed)."""
    out: dict[str, None] = {}
    for w in _WORD.findall(clean(text).lower()):
        if w in STOPWORDS or (len(w) < 2 and not w.isdigit()):
            continue
        out.setdefault(w, None)
    return list(out)


def _setup(db: sqlite3.Connection) -> None:
    for sql in _SETUP:
        db.execute(sql)


def stems(db: sqlite3.Connection, texts: Sequence[str]) -> list[frozenset[str]]:
    """The porter stems of each text, computed by SQLite's own FTS5 tokenizer (so they agree
    with the index exactly). Uses a per-connection TEMP table; never writes the store."""
    if not texts:
        return []
    with _ANALYSE_LOCK:
        _setup(db)
        db.execute("DELETE FROM temp.cairn_an")
        db.executemany(
            "INSERT INTO temp.cairn_an (rowid, t) VALUES (?, ?)",
            [(i + 1, clean(t)) for i, t in enumerate(texts)],
        )
        out: list[set[str]] = [set() for _ in texts]
        for term, doc in db.execute("SELECT DISTINCT term, doc FROM temp.cairn_an_v"):
            out[int(doc) - 1].add(str(term))
        db.execute("DELETE FROM temp.cairn_an")
    return [frozenset(s) for s in out]


def query_terms(db: sqlite3.Connection, text: str, *, max_terms: int = 24) -> list[QueryTerm]:
    """The query's content terms with their stems and a smoothed IDF, ``ln(1 + N / (df + 0.5))``
    over the whole store (unlike BM25's IDF it never reaches zero, so a term every memory shares
    still counts for a little in coverage).

    Long prompts keep their ``max_terms`` rarest terms, so a pasted stack trace cannot turn the
    query into a scan of every common word.
    """
    ws = query_words(text)
    if not ws:
        return []
    per_word = stems(db, ws)
    idents = {i.lower() for i in identifiers(text)}
    pieces = identifier_words(idents)
    by_stem: dict[str, str] = {}
    for w, ss in zip(ws, per_word, strict=True):
        for s in ss:
            by_stem.setdefault(s, w)
    if not by_stem:
        return []
    with _ANALYSE_LOCK:
        _setup(db)
        n_row = db.execute("SELECT max(seq) FROM memories").fetchone()
        n = max(int(n_row[0] or 0), 1)
        marks = ", ".join("?" for _ in by_stem)
        df = {
            str(t): int(d)
            for t, d in db.execute(
                f"SELECT term, doc FROM temp.cairn_vocab WHERE term IN ({marks})", list(by_stem)
            )
        }
    terms_ = [
        QueryTerm(
            word=w,
            stem=s,
            idf=math.log(1.0 + n / (df.get(s, 0) + 0.5)),
            ident=w in pieces,
            df=df.get(s, 0),
            prior=1.0 if w in idents else rarity.prior(w),
        )
        for s, w in by_stem.items()
    ]
    if len(terms_) > max_terms:
        keep = {t.stem for t in sorted(terms_, key=lambda t: -t.idf)[:max_terms]}
        terms_ = [t for t in terms_ if t.stem in keep]
    return terms_


def match_of(terms_: Sequence[QueryTerm], *, postings: int | None = POSTINGS) -> str:
    """An OR of the query's words (quoted) for the porter index: the rarest ones whose posting
    lists add up to at most ``postings`` entries (always the rarest one; None = all of them).

    BM25 over an OR reads every posting of every term, so on a large store one common word
    (in tens of thousands of memories) costs more than the rest of the search; it carries
    almost no information (its IDF is near zero), so it does not *find* candidates, while
    relevance still counts it for every candidate found (``search.pipeline``). A store whose
    query terms hold fewer postings than the budget in total, as every store of a few thousand
    memories does, is searched with all of them."""
    chosen = list(terms_)
    if postings is not None and sum(t.df for t in chosen) > postings:
        chosen = []
        total = 0
        for t in sorted(terms_, key=lambda t: (t.df, t.word)):
            if chosen and total + t.df > postings:
                break
            chosen.append(t)
            total += t.df
    return " OR ".join(f'"{t.word}"' for t in chosen)
