"""Document frequencies over the lexical index's vocabulary: how many memories hold a word.

A statistic for choosing which of a claim's terms to probe with (the rarest ones), never a read
of any memory. Counts come from the index itself (``fts5vocab``), with words stemmed by the
index's own tokenizer; they are memoised per connection and kept current by its writes, because
"roughly how rare" is all a caller needs and asking the index (which counts a term by reading
its whole posting list) was a tenth of the cost of a batch of writes.

While writing, the same connection also holds the probe terms' posting lists (``postings``),
kept current by the same writes, so admission's conflict probe need not group rowids in SQL;
``store.postings`` ranks them.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from typing import TYPE_CHECKING

from cairn.store.postings import DENSE, Posting, bitmap, set_bit

if TYPE_CHECKING:  # imported where lists are read (the per-prompt hook imports this module)
    from array import array

MEMO_MAX = 200_000  # counted terms (and learned words) before a memo starts over
COMMON_FLOOR = 64  # a term this many memories hold keeps its count across a refresh
POSTINGS_MAX = 4_000_000  # posting entries kept (8 bytes each) before the oldest terms go
POSTING_DF_MAX = POSTINGS_MAX // 4  # a term held by more memories is left to the index
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
    """One connection's document frequencies, per index term.

    Counts are asked of the index once and then kept current by this connection's own writes:
    every text it indexes or unindexes passes through ``wrote`` (the projector calls it), which
    counts the text's terms in or out and takes them off the ``absent`` list. Terms found absent
    are remembered only inside one write transaction, when no other connection can write (a
    batch of new claims full of new identifiers and numbers would otherwise ask the index about
    each of them at every write). Other connections' writes make the counts stale: once they
    have grown the store by a quarter since the counts were squared with it, the rarer counts
    are asked again (the commonest cannot turn rare by growing). A rolled-back write forgets
    everything."""

    def __init__(self) -> None:
        self.held: dict[str, int] = {}  # index term -> memories holding it (> 0)
        self.absent: set[str] = set()  # terms no memory holds, within one write transaction
        # written texts holding words whose index terms are not known yet: (the memory's
        # rowid, the terms of the text known then, the words, +1 indexed / -1 unindexed)
        self.unlearned: list[tuple[int, frozenset[str], tuple[str, ...], int]] = []
        self.tracking = False  # inside this connection's write transaction
        self.ready = False  # the connection's temporary tables exist
        self.base = 0  # the store's size when the counts were last squared with the index
        self.own = 0  # memories this connection indexed since then
        # index term -> the rowids of the memories holding it (see ``postings``), least
        # recently used first; valid while no other connection has committed
        self.posts: dict[str, array[int]] = {}
        self.bits: dict[str, bytearray] = {}  # dense terms' bitmaps (``DENSE``)
        self.posted = 0  # entries in ``posts``, plus the bitmaps' bytes / 8
        self.version: int | None = None  # PRAGMA data_version while ``posts`` is valid

    def refresh(self, db: sqlite3.Connection) -> None:
        """At the start of a write: ask the rarer counts again if other connections have grown
        the store by a quarter."""
        self.absent.clear()
        self.tracking = True
        version = int(db.execute("PRAGMA data_version").fetchone()[0])
        if version != self.version:  # another connection committed: its writes are not in posts
            self._drop_postings()
            self.version = version
        size = int(db.execute("SELECT coalesce(max(seq), 0) FROM memories").fetchone()[0])
        if not self.held:
            self.base, self.own = size, 0
            return
        if size < self.base:
            self.held.clear()
        elif size - self.base - self.own > self.base * 0.25 + 100:
            common = max(COMMON_FLOOR, size // 100)
            self.held = {t: n for t, n in self.held.items() if n >= common}
        else:
            return
        self.base, self.own = size, 0

    def end(self) -> None:
        """At the end of a write transaction (committed or not)."""
        self.absent.clear()
        self.tracking = False

    def forget(self) -> None:
        """After a rollback (which also drops temporary tables it created), and after anything
        rewrote the index behind the projector's back (``rebuild``)."""
        self.held.clear()
        self.unlearned.clear()
        self._drop_postings()
        self.version = None
        self.end()
        self.ready = False
        self.base = self.own = 0

    def _drop_postings(self) -> None:
        self.posts.clear()
        self.bits.clear()
        self.posted = 0

    def wrote(self, seq: int | None, text: object, tags: object, delta: int = 1) -> None:
        """A memory's (rowid ``seq``) text and tags entered (``delta`` 1) or left (-1) the index
        on this connection. Never raises: a failure forgets the counts and the postings."""
        try:
            whole = f"{text or ''} {tags or ''}".lower()
            if seq is None or not whole.isascii():
                # tokens this cannot name exactly: nothing is known absent, and no posting list
                # is known complete (the counts stay as they are: they are approximate)
                self.absent.clear()
                self._drop_postings()
                return
            if delta > 0:
                self.own += 1
            terms: set[str] = set()
            unknown: list[str] = []
            for token in set(_ASCII_TOKEN.findall(whole)):
                known = _INDEX_TERMS.get(token)
                if known is not None:
                    terms.update(known)
                elif token.isdigit() and len(token) <= 20:
                    terms.add(token)
                else:
                    unknown.append(token)
            self._count(seq, terms, delta)
            if unknown:  # learned before the counts or the postings are next read
                self.unlearned.append((seq, frozenset(terms), tuple(unknown), delta))
        except Exception:
            self.held.clear()
            self.absent.clear()
            self._drop_postings()

    def _count(self, seq: int, terms: set[str], delta: int) -> None:
        held, posts = self.held, self.posts
        for t in terms:
            n = held.get(t)
            if n is not None:
                if n + delta > 0:
                    held[t] = n + delta
                else:
                    del held[t]
            rows = posts.get(t)
            if rows is not None:
                bits = self.bits.get(t)
                if delta > 0:
                    rows.append(seq)  # a duplicate is harmless: readers take the set
                    self.posted += 1
                    if bits is not None:
                        self.posted += set_bit(bits, seq)
                else:
                    while seq in rows:
                        rows.remove(seq)
                        self.posted -= 1
                    if bits is not None and seq >> 3 < len(bits):
                        bits[seq >> 3] &= ~(1 << (seq & 7)) & 0xFF
        if delta > 0:
            self.absent.difference_update(terms)

    def _settle(self, db: sqlite3.Connection) -> None:
        """Learn the words of written texts that were not known, and count them in."""
        if self.unlearned:
            pending, self.unlearned = self.unlearned, []
            _learn(db, list({w for _, _, ws, _ in pending for w in ws}))
            for seq, known, ws, delta in pending:
                self._count(seq, {t for w in ws for t in _INDEX_TERMS.get(w, ())} - known, delta)

    def postings(self, db: sqlite3.Connection, words: Sequence[str]) -> list[Posting] | None:
        """For each word, the rowids of the memories whose text or tags hold it, or None when
        memory cannot answer exactly: outside a write transaction (another connection may
        commit at any time), for a word the index splits into several terms (a phrase), or
        for a word whose count is unknown or so common its list is better read by the index.

        A term's list is read from the index once (one string per term, not a row per
        memory), then kept current by this connection's writes (``wrote``), and kept across
        transactions while no other connection commits (``PRAGMA data_version``, checked at
        every write). A list may hold a rowid twice: callers take sets. The probe then
        intersects a few sets in memory, where grouping four posting lists' rowids in SQL cost
        most of a write at 100k memories. A dense term (more than 1 in ``DENSE`` memories)
        also keeps a bitmap, no larger than its list, for the probe's bitwise counting; it
        goes again when the term thins out to half that."""
        if not self.tracking or self.version is None:
            return None
        self._settle(db)
        terms: list[str] = []
        for w in words:
            known = _INDEX_TERMS.get(w)
            if known is None or len(known) != 1:
                return None
            n = self.held.get(known[0])
            if n is None or n > POSTING_DF_MAX:
                return None
            terms.append(known[0])
        posts, dense = self.posts, self.bits
        out: list[Posting] = []
        for w, t in zip(words, terms, strict=True):
            rows = posts.pop(t, None)
            if rows is None:
                joined = db.execute(
                    "SELECT group_concat(rowid) FROM memories_fts WHERE memories_fts MATCH ?",
                    ('"' + w.replace('"', '""') + '"',),
                ).fetchone()[0]
                from array import array

                rows = array("q", map(int, joined.split(",")) if joined else ())
                self.posted += len(rows)
            posts[t] = rows  # most recently used last
            bits = dense.get(t)
            if bits is None and rows and len(rows) * DENSE > max(rows[-1], rows[0]):
                bits = dense[t] = bitmap(rows)
                self.posted += len(bits) // 8
            elif bits is not None and len(rows) * DENSE < len(bits) * 4:
                self.posted -= len(dense.pop(t)) // 8  # thinned out to half the threshold
                bits = None
            out.append((rows, bits))
        while self.posted > POSTINGS_MAX and len(posts) > len(terms):
            t = next(iter(posts))
            self.posted -= len(posts.pop(t)) + len(dense.pop(t, b"")) // 8
        return out

    def count(self, db: sqlite3.Connection, words: Sequence[str]) -> dict[str, int]:
        """How many memories the index holds for each word (a word that tokenizes into several
        terms counts its rarest; 0 for a word it does not hold)."""
        if not self.ready:
            for sql in _SETUP:
                db.execute(sql)
            self.ready = True
        if len(self.held) > MEMO_MAX:
            self.held.clear()
        held, absent = self.held, self.absent
        self._settle(db)
        unknown = [w for w in words if w not in _INDEX_TERMS]
        if unknown:
            _learn(db, list(dict.fromkeys(unknown)))
        index_terms = [_INDEX_TERMS.get(w, ()) for w in words]
        todo = {t for terms in index_terms for t in terms if t not in held and t not in absent}
        if todo:
            ordered = sorted(todo)
            counts = _term_counts(db, ordered)
            for t in ordered:
                n = counts.get(t, 0)
                if n > 0:
                    held[t] = n
                elif self.tracking:
                    absent.add(t)
        out: dict[str, int] = {}
        for w, terms in zip(words, index_terms, strict=True):
            if len(terms) == 1:
                out[w] = held.get(terms[0], 0)
            else:
                out[w] = min((held.get(t, 0) for t in terms), default=0)
        return out


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
