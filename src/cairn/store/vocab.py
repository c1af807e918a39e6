"""Document frequencies over the lexical index's vocabulary: how many memories hold a word.

A statistic for choosing which of a claim's terms to probe with (the rarest ones), never a read
of any memory. Counts come from the index itself (``fts5vocab``), with words stemmed by the
index's own tokenizer; they are memoised per connection, because "roughly how rare" is all a
caller needs and the memo saves a vocabulary query on every write.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence

MEMO_MAX = 200_000  # memoised words (and learned index terms) before a memo starts over
_SETUP = (
    "CREATE VIRTUAL TABLE IF NOT EXISTS temp.cairn_dfq USING fts5"
    " (t, tokenize='porter unicode61 remove_diacritics 2')",
    "CREATE VIRTUAL TABLE IF NOT EXISTS temp.cairn_dfq_v USING fts5vocab(temp, cairn_dfq, 'instance')",
    "CREATE VIRTUAL TABLE IF NOT EXISTS temp.cairn_df USING fts5vocab(main, memories_fts, 'row')",
)
_ASCII_TOKEN = re.compile(r"[a-z0-9]+")  # the index's tokens of ASCII text (unicode61)
# word -> the terms the index's tokenizer makes of it: fixed by the tokenizer, so process-wide
_INDEX_TERMS: dict[str, tuple[str, ...]] = {}


class DocFreq:
    """One connection's memoised document frequencies. Words the index holds are kept across
    transactions and dropped together once the store has grown by a quarter (a store filling
    from empty would otherwise keep calling its commonest words rare); a rolled-back write
    forgets everything.

    Index terms found absent are remembered only inside one write transaction (``absent``): no
    other connection can write then, and every text this one indexes passes through ``wrote``
    (the projector calls it), which drops the terms it adds. A batch of new claims full of new
    identifiers and numbers would otherwise ask the index about each of them at every write."""

    def __init__(self) -> None:
        self.memo: dict[str, int] = {}
        self.absent: set[str] = set()
        self.unlearned: list[str] = []  # written words whose index terms are not known yet
        self.cleared: set[str] = set()  # written tokens whose terms left ``absent`` already
        self.tracking = False  # inside this connection's write transaction
        self.ready = False  # the connection's temporary tables exist
        self.base = 0  # the store's size when the memo was started

    def refresh(self, db: sqlite3.Connection) -> None:
        """At the start of a write: start over if the store has grown by a quarter."""
        self.absent.clear()
        self.tracking = True
        if not self.memo:
            return
        size = int(db.execute("SELECT coalesce(max(seq), 0) FROM memories").fetchone()[0])
        if size > self.base * 1.25 + 100 or size < self.base:
            self.memo.clear()
            self.base = size

    def end(self) -> None:
        """At the end of a write transaction (committed or not)."""
        self.absent.clear()
        self.unlearned.clear()
        self.cleared.clear()
        self.tracking = False

    def forget(self) -> None:
        """After a rollback (which also drops temporary tables it created)."""
        self.memo.clear()
        self.end()
        self.ready = False

    def wrote(self, text: object, tags: object) -> None:
        """A memory's text or tags were written on this connection: its index terms are no
        longer absent. Words whose index terms are not known yet are learned before ``absent`` is
        next read; text that is not ASCII (whose tokens this cannot name exactly) drops every
        absent term. Never raises: a failure only forgets what is absent."""
        if not self.absent:
            return
        try:
            whole = f"{text or ''} {tags or ''}".lower()
            if not whole.isascii():
                self.absent.clear()
                return
            fresh = set(_ASCII_TOKEN.findall(whole)) - self.cleared
            self.cleared |= fresh  # present from now on: never absent again in this write
            for token in fresh:
                terms = _INDEX_TERMS.get(token)
                if terms is not None:
                    self.absent.difference_update(terms)
                elif token.isdigit() and len(token) <= 20:
                    self.absent.discard(token)
                else:
                    self.unlearned.append(token)
        except Exception:
            self.absent.clear()

    def count(self, db: sqlite3.Connection, words: Sequence[str]) -> dict[str, int]:
        """How many memories the index holds for each word (a word that tokenizes into several
        terms counts its rarest; 0 for a word it does not hold)."""
        if not self.ready:
            for sql in _SETUP:
                db.execute(sql)
            self.ready = True
        if len(self.memo) > MEMO_MAX:
            self.memo.clear()
        memo, absent = self.memo, self.absent
        if self.unlearned:
            written = list(dict.fromkeys(self.unlearned))
            self.unlearned.clear()
            if absent:
                _learn(db, written)
                for w in written:
                    absent.difference_update(_INDEX_TERMS.get(w, ()))
        todo = [w for w in dict.fromkeys(words) if w not in memo]
        if todo:
            _learn(db, todo)
            if absent:  # known to hold no document: nothing to ask
                todo = [w for w in todo if absent.isdisjoint(_INDEX_TERMS.get(w, ()))]
            terms = sorted({t for w in todo for t in _INDEX_TERMS.get(w, ())})
            counts = _term_counts(db, terms) if terms else {}
            for w in todo:
                held = [counts.get(t, 0) for t in _INDEX_TERMS.get(w, ())]
                if held and min(held) > 0:  # a word a write may still add is not memoised
                    memo[w] = min(held)
            if self.tracking:
                absent.update(t for t in terms if t not in counts)
        return {w: memo.get(w, 0) for w in words}


def _learn(db: sqlite3.Connection, words: list[str]) -> None:
    """Learn the index terms of the ``words`` not known yet, all at once, through the index's own
    tokenizer (a temporary FTS table); a number is its own term."""
    for w in words:
        if w not in _INDEX_TERMS and len(w) <= 20 and w.isascii() and w.isdigit():
            _INDEX_TERMS[w] = (w,)
    unknown = [w for w in words if w not in _INDEX_TERMS]
    if not unknown:
        return
    db.execute("DELETE FROM temp.cairn_dfq")
    db.executemany(
        "INSERT INTO temp.cairn_dfq (rowid, t) VALUES (?, ?)",
        [(i + 1, w) for i, w in enumerate(unknown)],
    )
    learned: dict[int, list[str]] = {}
    for doc, term in db.execute("SELECT doc, term FROM temp.cairn_dfq_v"):
        learned.setdefault(int(doc) - 1, []).append(str(term))
    if len(_INDEX_TERMS) > MEMO_MAX:
        _INDEX_TERMS.clear()
    for i, w in enumerate(unknown):
        _INDEX_TERMS[w] = tuple(dict.fromkeys(learned.get(i, ())))


def _term_counts(db: sqlite3.Connection, terms: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for start in range(0, len(terms), 500):
        part = terms[start : start + 500]
        marks = ", ".join("?" for _ in part)
        for term, df in db.execute(
            f"SELECT term, doc FROM temp.cairn_df WHERE term IN ({marks})", part
        ):
            counts[str(term)] = int(df)
    return counts
