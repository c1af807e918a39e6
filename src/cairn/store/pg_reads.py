"""Reads of the PostgreSQL backend: what a bound store and a write transaction both read
(memories by id, claim and slot, verdicts, policies, sources, edges), the lexical candidates
and their query analysis (``lexical``, ``probe``, ``stems``, ``query_terms``, ``doc_freq``), in
one class (``_Reads``) that ``store.postgres`` builds its store and its transaction on. Every
statement runs on the connection the subclass lends, bound to its namespaces (row-level
security); see ``store.postgres`` for the whole design.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from cairn.model import Memory, Scope, View
from cairn.store.base import ProbeHit, Selection
from cairn.store.pg_db import PgDatabase
from cairn.store.predicate import read_predicate
from cairn.store.project import MEMORY_COLUMNS
from cairn.store.rows import row_to_memory

DF_CAP = 20_001  # document frequencies are counted up to this (what a caller needs to rank)
_PHRASE = re.compile(r'"((?:[^"]|"")*)"')
_COLS = ", ".join(f"m.{c}" for c in ("seq", *MEMORY_COLUMNS))
_CONTESTED = (
    "(SELECT string_agg(CASE WHEN e.src = m.id THEN e.dst ELSE e.src END, ',') FROM edges e"
    " WHERE e.type = 'contested_because' AND e.resolved_at IS NULL"
    " AND (e.src = m.id OR e.dst = m.id)) AS contested_by"
)
_SELECT = f"SELECT {_COLS}, {_CONTESTED} FROM memories m"
# the lexemes the index makes of a text (``search.lexical.clean``'s quote folding, in SQL: a
# text column can hold no NUL), and how many texts' lexemes a store keeps at most
_STEMS = "array(SELECT lexeme FROM unnest(to_tsvector('english', replace({text}, '\"', ' '))))"
_STEMS_KEPT = 1024
# a phrase's ``tsquery`` (none for a phrase of stopwords: an empty one)
_PHRASE_Q = "phraseto_tsquery('english', %s::text)"
# the most distinct lexemes a query may have for its ranking to use ``memory_postings``
_PAIRED_MAX = 12


def predicate(view: View, scope: Scope, *, at: str, alias: str = "m") -> tuple[str, list[Any]]:
    """The one read predicate (``store.predicate.read_predicate``) in psycopg's placeholders."""
    where, params = read_predicate(view, scope, at=at, alias=alias)
    return where.replace(" IS ?", " IS NOT DISTINCT FROM ?").replace("?", "%s"), params


def phrases(match: str) -> list[str]:
    """The quoted phrases of an FTS5 OR-expression as the search layer builds it."""
    return [p.replace('""', '"') for p in _PHRASE.findall(match) if p.strip()]


def _lexeme(lexeme: str) -> str:
    """A lexeme as ``tsquery`` input (quoted, as is: no parser or dictionary applies)."""
    return "'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'"


def _pairs(lexemes: Sequence[str]) -> str:
    """A ``tsquery`` matching what holds at least two of ``lexemes``."""
    q = [_lexeme(x) for x in lexemes]
    return " | ".join(f"({a} & {b})" for i, a in enumerate(q) for b in q[i + 1 :])


def _any_two(n: int) -> str:
    """A ``tsquery`` matching what holds at least two of ``n`` phrases (each given twice, as
    ``%s``): an OR of every pair of them, a pair with a phrase of stopwords left out (the empty
    query, which matches nothing); empty when no pair is left. Written as immutable calls on
    the phrases themselves, so that PostgreSQL folds it into a constant before planning and
    estimates its matches from the index's statistics: a query computed in a subquery is
    unknown when planned, and was planned as matching a thousand rows, which made the planner
    intersect it with the whole namespace's index (100,000 entries read for one match)."""
    pairs = [
        f"(CASE WHEN numnode({_PHRASE_Q}) > 0 AND numnode({_PHRASE_Q}) > 0"
        f" THEN {_PHRASE_Q} && {_PHRASE_Q} ELSE ''::tsquery END)"
        for i in range(n)
        for _ in range(i + 1, n)
    ]
    return "(" + " || ".join(pairs) + ")" if pairs else "''::tsquery"


def _any_two_args(terms: Sequence[str]) -> list[str]:
    """The parameters of ``_any_two(len(terms))``, pair by pair."""
    return [x for i, a in enumerate(terms) for b in terms[i + 1 :] for x in (a, b, a, b)]


def probe_hit(r: dict[str, Any]) -> ProbeHit:
    """A probe's row as the lean hit it returns."""
    return ProbeHit(
        str(r["id"]),
        str(r["namespace"]),
        str(r["kind"]),
        r["subject"],
        str(r["text"]),
        str(r["status"]),
        str(r["review"]),
    )


def _marks(n: int) -> str:
    return _marks_as(n, "%s")


def _marks_as(n: int, mark: str) -> str:
    return ", ".join(mark for _ in range(n))


class _Reads:
    """Read queries shared by the store and its write transaction; ``_conn`` yields a
    connection inside a bound transaction."""

    db: PgDatabase
    # the lexemes of texts this store's searches read, by text (``lexical``, ``stems``)
    _stems_seen: dict[str, frozenset[str]] | None = None

    @contextmanager
    def _conn(self) -> Iterator[Any]:  # pragma: no cover - provided by subclasses
        raise NotImplementedError
        yield

    def _namespaces(self) -> tuple[str, ...] | None:  # pragma: no cover
        raise NotImplementedError

    def _matchable(self) -> str:
        """Where full-text candidates are looked for: ``memory_match`` (the bound namespaces'
        memories, where the GIN indexes apply; see ``pg_migrations.m008_search_paths``) for a
        bound store, the table itself for the owner (who sees every namespace). Candidates
        are only ``seq``s: the rows are read from ``memories``, under row-level security."""
        return "memories" if self._namespaces() is None else "memory_match"

    def get(self, memory_id: str) -> Memory | None:
        with self._conn() as c:
            row = c.execute(f"{_SELECT} WHERE m.id = %s", (memory_id,)).fetchone()
        return row_to_memory(row) if row else None

    def by_claim(self, namespaces: Sequence[str], claim_key: str) -> list[Memory]:
        return self._by_key("claim_key", namespaces, claim_key)

    def by_slot(self, namespaces: Sequence[str], slot_key: str) -> list[Memory]:
        return self._by_key("slot_key", namespaces, slot_key)

    def _by_key(self, column: str, namespaces: Sequence[str], key: str) -> list[Memory]:
        assert column in ("claim_key", "slot_key")
        with self._conn() as c:
            rows = c.execute(
                f"{_SELECT} WHERE m.{column} = %s AND m.namespace = ANY(%s) ORDER BY m.seq",
                (key, list(namespaces)),
            ).fetchall()
        return [row_to_memory(r) for r in rows]

    def verdict(
        self, namespaces: Sequence[str] | None, claim_key: str, *, prefer: str | None = None
    ) -> dict[str, Any] | None:
        where = "claim_key = %s"
        params: list[Any] = [claim_key]
        if namespaces is not None:
            where += " AND namespace = ANY(%s)"
            params.append(list(namespaces))
        with self._conn() as c:
            row = c.execute(
                f"SELECT namespace, claim_key, verdict, actor, at, note, memory_id, text,"
                f" event_id FROM verdicts WHERE {where}"
                " ORDER BY (namespace = %s) DESC NULLS LAST, at LIMIT 1",
                [*params, prefer],
            ).fetchone()
        return dict(row) if row else None

    def verdicts(self, namespaces: Sequence[str] | None) -> list[dict[str, Any]]:
        sql = (
            "SELECT namespace, claim_key, verdict, actor, at, note, memory_id, text, event_id"
            " FROM verdicts"
        )
        params: list[Any] = []
        if namespaces is not None:
            sql += " WHERE namespace = ANY(%s)"
            params.append(list(namespaces))
        with self._conn() as c:
            return [dict(r) for r in c.execute(sql + " ORDER BY at", params).fetchall()]

    def namespaces(self) -> list[dict[str, Any]]:
        """Every namespace this view holds memories in (row-level security keeps the others
        out), with its memory count and the working directory its newest source was recorded
        in, most memories first (``SQLiteStore.namespaces``)."""
        with self._conn() as c:
            rows = c.execute(
                "SELECT m.namespace, count(*) AS memories,"
                " (SELECT s.cwd FROM sources s JOIN memories x ON x.id = s.memory_id"
                "   WHERE x.namespace = m.namespace AND s.cwd IS NOT NULL AND s.cwd <> ''"
                "   ORDER BY s.seq DESC LIMIT 1) AS cwd"
                " FROM memories m GROUP BY m.namespace ORDER BY memories DESC, m.namespace"
            ).fetchall()
        return [
            {"namespace": r["namespace"], "memories": int(r["memories"]), "cwd": r["cwd"]}
            for r in rows
        ]

    def namespace_of(self, memory_id: str) -> str | None:
        with self._conn() as c:
            row = c.execute("SELECT namespace FROM memories WHERE id = %s", (memory_id,)).fetchone()
        return str(row["namespace"]) if row else None

    def adopted(self, identities: Sequence[str]) -> dict[str, str]:
        if not identities:
            return {}
        with self._conn() as c:
            rows = c.execute(
                "SELECT identity, namespace FROM adoptions WHERE identity = ANY(%s)",
                (list(identities),),
            ).fetchall()
        return {str(r["identity"]): str(r["namespace"]) for r in rows}

    def policy(self, namespace: str, key: str) -> Any:
        with self._conn() as c:
            row = c.execute(
                "SELECT value FROM policies WHERE namespace = %s AND key = %s", (namespace, key)
            ).fetchone()
        return json.loads(row["value"]) if row else None

    def select(
        self, view: View, scope: Scope, at: str, sel: Selection = Selection()
    ) -> list[Memory]:
        where, params = predicate(view, scope, at=at)
        if sel.kinds:
            where += " AND m.kind = ANY(%s)"
            params.append([k.value for k in sel.kinds])
        if sel.statuses:
            where += " AND m.status = ANY(%s)"
            params.append([s.value for s in sel.statuses])
        if sel.ids:
            where += " AND m.id = ANY(%s)"
            params.append(list(sel.ids))
        sql = f"{_SELECT} WHERE {where} ORDER BY m.seq"
        if sel.limit is not None:
            sql += " LIMIT %s"
            params.append(sel.limit)
        with self._conn() as c:
            return [row_to_memory(r) for r in c.execute(sql, params).fetchall()]

    def cursor(self, path: str) -> dict[str, Any] | None:
        with self._conn() as c:
            row = c.execute(
                'SELECT path, client, "offset", lines, head_len, head_fp, state, updated_at'
                " FROM ingest_cursors WHERE path = %s",
                (path,),
            ).fetchone()
        return dict(row) if row else None

    def edges(self, memory_id: str) -> list[dict[str, Any]]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT seq, src, dst, type, at, actor, event_id, note, resolved_at, resolution"
                " FROM edges WHERE src = %s OR dst = %s ORDER BY seq",
                (memory_id, memory_id),
            ).fetchall()
        return [dict(r) for r in rows]

    def sources(self, memory_id: str) -> list[dict[str, Any]]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT seq, memory_id, event_id, revision, kind, client, agent, model, session,"
                " transcript, locator, at, label, trust, branch, cwd, vouched FROM sources"
                " WHERE memory_id = %s ORDER BY seq",
                (memory_id,),
            ).fetchall()
        return [dict(r) for r in rows]

    def lexical(
        self, match: str, view: View, scope: Scope, at: str, *, limit: int, trigram: bool = False
    ) -> list[tuple[Memory, float]]:
        """Full-text candidates for ``match`` (an OR of quoted phrases, as the search layer
        builds it for FTS5), best first, through the read predicate. Porter: ``ts_rank`` of
        the phrases (text weighs 1.0, tags 0.4, as SQLite's BM25 columns). Trigram: memories
        holding each identifier anywhere in their text, found by the trigram index and checked
        by position, ranked by how many of them they hold, then the shorter text."""
        terms = phrases(match)
        if not terms:
            return []
        where, params = predicate(view, scope, at=at)
        if trigram:
            idents = [t.lower() for t in terms if len(t) >= 3]
            if not idents:
                return []
            held = " + ".join(
                "(CASE WHEN m.tri @> cairn_trigrams(%s) AND strpos(lower(m.text), %s) > 0"
                " THEN 1 ELSE 0 END)"
                for _ in idents
            )
            anyof = " OR ".join(
                "(m.tri @> cairn_trigrams(%s) AND strpos(lower(m.text), %s) > 0)" for _ in idents
            )
            pairs = [x for w in idents for x in (w, w)]
            inner = (
                f"SELECT m.seq AS s, ({held})::float AS rank FROM {self._matchable()} m"
                f" WHERE ({anyof}) AND {where} ORDER BY rank DESC, length(m.text), m.seq LIMIT %s"
            )
            args: list[Any] = [*pairs, *pairs, *params, limit]
        else:
            plan = self._postings_plan(terms)
            only: list[str] = []
            cargs: list[Any] = []
            if plan is not None:
                alone, lexemes = plan
                if len(lexemes) > 1:  # the matches holding two or more of the lexemes
                    only.append(
                        f"SELECT m.seq FROM {self._matchable()} m"
                        f" WHERE m.tsv @@ %s::tsquery AND {where}"
                    )
                    cargs += [_pairs(lexemes), *params]
                if alone:  # each standing lexeme's best postings, in the index's order
                    only.append(
                        "SELECT p.seq FROM unnest(%s::text[]) AS a(l), unnest(%s::text[]) AS n(ns),"
                        " LATERAL (SELECT p.seq FROM memory_postings p"
                        f"  JOIN {self._matchable()} m ON m.seq = p.seq"
                        f"  WHERE p.namespace = n.ns AND p.lexeme = a.l AND {where}"
                        "  ORDER BY p.w DESC, p.seq LIMIT %s) AS p"
                    )
                    cargs += [alone, list(self._namespaces() or ()), *params, limit]
            among = f" AND m.seq IN ({' UNION '.join(only)})" if only else ""
            inner = (
                f"SELECT m.seq AS s, ts_rank(m.tsv, q.q, 1) AS rank FROM {self._matchable()} m,"
                " (SELECT cairn_any_phrase(%s::text[]) AS q) q"
                f" WHERE m.tsv @@ q.q{among} AND {where} ORDER BY rank DESC, m.seq LIMIT %s"
            )
            args = [terms, *cargs, *params, limit]
        # each candidate's lexemes come with it (``stems``' expression), for the relevance the
        # pipeline computes next: the same answer without a statement of its own
        sql = (
            f"SELECT {_COLS}, {_CONTESTED}, f.rank, {_STEMS.format(text='m.text')} AS lexemes"
            f" FROM ({inner}) f JOIN memories m ON m.seq = f.s ORDER BY f.rank DESC, m.seq"
        )
        with self._conn() as c:
            rows = c.execute(sql, args).fetchall()
        self._remember_stems((r["text"], r["lexemes"]) for r in rows)
        return [(row_to_memory(r), float(r["rank"])) for r in rows]

    def _postings_plan(self, terms: list[str]) -> tuple[list[str], list[str]] | None:
        """How the porter ranking's top can be found without ranking every match: the query's
        lexemes that stand alone as a phrase (their best postings are read in order) and the
        distinct lexemes of the whole query (memories holding two of them are all ranked);
        None when ``ts_rank`` of this query is not a sum over its lexemes (one phrase of
        several words alone is ranked by their proximity) or the query holds too many.

        ``ts_rank`` of an OR of phrases (or of one lexeme) is the sum, over the query's distinct
        lexemes, of what each lexeme alone scores in the memory (normalised by the memory's
        length), divided by their number: what ``memory_postings`` keeps for every (memory,
        lexeme), in an index best first per namespace and lexeme. A match holding one of the
        lexemes scores what that lexeme alone does; one holding two or more is found by the
        full-text index (an OR of the pairs). So the top ``limit`` of the matches is the top
        of (those holding two or more) and (each standing lexeme's best ``limit`` postings
        through the read predicate): a match outside both holds one lexeme and has ``limit``
        matches before it in that lexeme's order, each scoring at least as much."""
        if not self._namespaces():
            return None
        shapes = self._phrase_shapes(terms)
        rows = [
            (i, nodes, lexeme, places)
            for i, t in enumerate(terms)
            for nodes, lexeme, places in shapes[t]
        ]
        phrase_lexemes: dict[int, set[str]] = {}
        alone: list[str] = []
        for i, nodes, lexeme, places in rows:
            if nodes != 2 * places - 1:
                return None  # the query's operands are not the words' lexemes
            phrase_lexemes.setdefault(i, set()).add(lexeme)
            if nodes == 1:
                alone.append(lexeme)
        lexemes = sorted({x for ls in phrase_lexemes.values() for x in ls})
        if not lexemes or len(lexemes) > _PAIRED_MAX:
            return None
        if len(phrase_lexemes) == 1 and not alone:
            return None  # one phrase alone: ranked by proximity, not a sum
        if any(nodes > 1 and len(phrase_lexemes[i]) < 2 for i, nodes, _, _ in rows):
            return None  # a phrase of one lexeme repeated: a match may hold only it
        return sorted(set(alone)), lexemes

    def _phrase_shapes(self, terms: Sequence[str]) -> dict[str, tuple[tuple[int, str, int], ...]]:
        """What PostgreSQL's parser makes of each phrase (a function of the phrase alone): for
        each of its lexemes, the nodes of its ``phraseto_tsquery``, the lexeme and the places
        the phrase's ``tsvector`` holds (none for a phrase of stopwords). Asked only for the
        phrases this database has not analysed yet (``PgDatabase.phrase_shapes``)."""
        known = self.db.phrase_shapes
        ask = [t for t in dict.fromkeys(terms) if t not in known]
        if ask:
            with self._conn() as c:
                rows = c.execute(
                    "SELECT t.w, numnode(q.q) AS nodes, x.l,"
                    " (SELECT coalesce(sum(cardinality(u.positions)), 0)"
                    "  FROM unnest(to_tsvector('english', t.w)) AS u) AS places"
                    " FROM unnest(%s::text[]) AS t(w),"
                    " phraseto_tsquery('english', t.w) AS q(q),"
                    " unnest(tsvector_to_array(to_tsvector('english', t.w))) AS x(l)"
                    " WHERE numnode(q.q) > 0",
                    (ask,),
                ).fetchall()
            fresh: dict[str, list[tuple[int, str, int]]] = {t: [] for t in ask}
            for r in rows:
                fresh[str(r["w"])].append((int(r["nodes"]), str(r["l"]), int(r["places"])))
            known = self.db.remember_shapes({t: tuple(v) for t, v in fresh.items()})
        return {t: known[t] for t in terms}

    def probe(
        self, terms: Sequence[str], scope: Scope, at: str, *, limit: int, view: View = View.SEARCH
    ) -> list[ProbeHit]:
        """Memories through the read predicate holding at least two of ``terms`` (the one term
        when only one is given), as lean rows, ranked as SQLite's probe: by how many of the
        terms each holds, then the shorter text, then the newest."""
        terms = list(dict.fromkeys(t for t in terms if t))
        if not terms:
            return []
        where, params = predicate(view, scope, at=at)
        need = min(2, len(terms))
        # what can hold two of the terms: an OR of every pair of them (the full-text index
        # finds those; counting the terms of every memory holding one was most of a write at
        # 100,000 memories), for one term the term itself; each memory found counts the terms
        # it holds against their queries, parsed once (constants, like the OR)
        anyof = "cairn_any_phrase(%s::text[])" if need < 2 else _any_two(len(terms))
        anyargs: list[Any] = [terms] if need < 2 else _any_two_args(terms)
        sql = (
            "SELECT id, namespace, kind, subject, text, status, review FROM ("
            " SELECT m.seq, m.id, m.namespace, m.kind, m.subject, m.text, m.status, m.review,"
            f" (SELECT count(*) FROM unnest(ARRAY[{_marks_as(len(terms), _PHRASE_Q)}]) AS t(q)"
            "  WHERE m.tsv @@ t.q) AS c"
            f" FROM {self._matchable()} m WHERE m.tsv @@ {anyof}"
            f" AND {where}) f WHERE c >= %s ORDER BY c DESC, length(text), seq DESC LIMIT %s"
        )
        with self._conn() as c:
            rows = c.execute(sql, [*terms, *anyargs, *params, need, limit]).fetchall()
        return [probe_hit(r) for r in rows]

    def source_labels(self, memory_ids: Sequence[str]) -> dict[str, list[str]]:
        if not memory_ids:
            return {}
        out: dict[str, list[str]] = {m: [] for m in memory_ids}
        with self._conn() as c:
            for r in c.execute(
                "SELECT memory_id, label FROM sources WHERE memory_id = ANY(%s)"
                " AND label IS NOT NULL ORDER BY seq",
                (list(memory_ids),),
            ):
                if r["label"]:
                    out[str(r["memory_id"])].append(str(r["label"]))
        return out

    def doc_freq(self, terms: Sequence[str]) -> dict[str, int]:
        """How many memories (of the bound namespaces) hold each word, counted up to
        ``DF_CAP``: a statistic for choosing the rarest terms, never a read of a memory."""
        words = list(dict.fromkeys(t for t in terms if t))
        if not words:
            return {}
        # a word that is one lexeme is looked up in ``memory_terms`` (kept with every write);
        # one that the parser makes a phrase of is counted on the index, as before
        with self._conn() as c:
            rows = c.execute(
                "SELECT t.w, CASE numnode(q.q) WHEN 0 THEN 0"
                " WHEN 1 THEN (SELECT least(coalesce(sum(x.df), 0), %s) FROM memory_terms x"
                "  WHERE x.lexeme = (tsvector_to_array(to_tsvector('english', t.w)))[1])"
                " ELSE (SELECT count(*) FROM (SELECT 1 FROM"
                f" {self._matchable()} m WHERE m.tsv @@ q.q LIMIT %s) s) END AS n"
                " FROM unnest(%s::text[]) AS t(w), phraseto_tsquery('english', t.w) AS q(q)",
                (DF_CAP, DF_CAP, words),
            ).fetchall()
        return {str(r["w"]): int(r["n"]) for r in rows}

    # -- query analysis for the search pipeline (PostgreSQL's parser, as the index's) -------

    def _remember_stems(self, pairs: Iterable[tuple[str, Iterable[str] | None]]) -> None:
        """Keep the lexemes of texts just read (a function of the text alone), for ``stems``."""
        seen = self._stems_seen
        if seen is None or len(seen) > _STEMS_KEPT:
            seen = self._stems_seen = {}
        for text, lexemes in pairs:  # a text[] column: already strings (no call per lexeme)
            seen[text] = frozenset(lexemes) if lexemes else frozenset()

    def stems(self, texts: Sequence[str]) -> list[frozenset[str]]:
        """The lexemes the index makes of each text (those of a text a search just read come
        with its row, see ``lexical``; the others are asked for)."""
        if not texts:
            return []
        seen = self._stems_seen or {}
        ask = [t for t in dict.fromkeys(texts) if t not in seen]
        if ask:
            from cairn.search.lexical import clean

            with self._conn() as c:
                rows = c.execute(
                    f"SELECT u.t0, {_STEMS.format(text='u.t')} AS l"
                    " FROM unnest(%s::text[], %s::text[]) AS u(t0, t)",
                    (ask, [clean(t) for t in ask]),
                ).fetchall()
            fresh = {str(r["t0"]): frozenset(str(x) for x in r["l"] or ()) for r in rows}
            self._remember_stems(fresh.items())
            seen = {**seen, **fresh}
        return [seen[t] for t in texts]

    def query_terms(self, text: str, *, max_terms: int = 24) -> list[Any]:
        """The query's content terms with their lexemes and a smoothed IDF over the bound
        namespaces (``search.lexical.query_terms``'s contract, on this index)."""
        from cairn.search import lexical

        ws = lexical.query_words(text)
        if not ws:
            return []
        idents = {i.lower() for i in lexical.identifiers(text)}
        pieces = lexical.identifier_words(idents)
        # one round trip: each word's lexemes (as ``stems``) with their document frequencies
        # over the bound namespaces (``memory_terms``, kept with every write), up to DF_CAP
        with self._conn() as c:
            rows = c.execute(
                "SELECT u.i, x.l, (SELECT least(coalesce(sum(t.df), 0), %s) FROM memory_terms t"
                " WHERE t.lexeme = x.l) AS n"
                " FROM unnest(%s::text[]) WITH ORDINALITY AS u(t, i),"
                " unnest(tsvector_to_array(to_tsvector('english', u.t))) AS x(l)",
                (DF_CAP, [lexical.clean(w) for w in ws]),
            ).fetchall()
            per_word: list[set[str]] = [set() for _ in ws]
            df: dict[str, int] = {}
            for r in rows:
                per_word[int(r["i"]) - 1].add(str(r["l"]))
                df[str(r["l"])] = int(r["n"])
            if not df:
                return []
            spaces = self._namespaces()
            if spaces:
                n = max(self.db.memory_count(c, spaces), 1)
            else:
                n = max(int(c.execute("SELECT count(*) AS n FROM memories").fetchone()["n"]), 1)
        by_stem: dict[str, str] = {}
        for w, ss in zip(ws, per_word, strict=True):
            for s in frozenset(ss):
                by_stem.setdefault(s, w)
        terms_ = [
            lexical.QueryTerm(
                word=w,
                stem=s,
                idf=math.log(1.0 + n / (df.get(s, 0) + 0.5)),
                ident=w in pieces,
                df=df.get(s, 0),
            )
            for s, w in by_stem.items()
        ]
        if len(terms_) > max_terms:
            keep = {t.stem for t in sorted(terms_, key=lambda t: -t.idf)[:max_terms]}
            terms_ = [t for t in terms_ if t.stem in keep]
        return terms_

    def usage(self, ids: Sequence[str]) -> dict[str, tuple[int, str | None]]:
        """Citation counts of memories the read predicate already admitted (a statistic)."""
        if not ids:
            return {}
        with self._conn() as c:
            rows = c.execute(
                "SELECT id, cited_count, last_cited_at FROM memories WHERE id = ANY(%s)",
                (list(ids),),
            ).fetchall()
        return {str(r["id"]): (int(r["cited_count"] or 0), r["last_cited_at"]) for r in rows}
