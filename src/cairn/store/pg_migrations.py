"""Named, ordered migrations of the PostgreSQL backend: the only place its schema is written.

The same discipline as ``store.migrations`` (SQLite): functions named ``m0NN_<what>``, applied in
order on open, one transaction each, recorded in ``schema_migrations``; a database holding a
migration this cairn does not know is refused (SchemaTooNew) untouched. Several processes
opening one database at once take turns on an advisory lock.

The schema is SQLite's, in PostgreSQL's terms, plus what a shared server needs:

- every table that holds memory state carries its ``namespace`` (rows that belong to a memory
  take the memory's), and row-level security lets the application role ``cairn_app`` see and
  write only rows of the namespaces its transaction names (``cairn.namespaces``, a JSON array
  set with ``set_config(..., true)``): a second wall behind the read predicate, so a wrong WHERE
  clause still reads nothing of another namespace. The tables are not forced: the owner (the
  role that runs these migrations) is the administrator and sees every namespace.
- full text: a ``tsvector`` of text (weight A) and tags (weight B) and an array of the text's
  trigrams, both generated columns with GIN indexes (the pgserver build has no pg_trgm);
- ``tokens`` (hashed, never the token) for ``cairn serve``, which the application role cannot
  read at all;
- vectors with pgvector when the server has it.

Nothing here may drop or rewrite the event log.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cairn.store import pg_schema

APP_ROLE = "cairn_app"
_LOCK = 0x63616972  # 'cair': the advisory lock migrations take

Migration = Callable[[Any], None]
MIGRATIONS: list[tuple[str, Migration]] = []

# tables the application role reads and writes under row-level security
TENANT_TABLES = (
    "events",
    "memories",
    "revisions",
    "sources",
    "verdicts",
    "edges",
    "citations",
    "policies",
    "adoptions",
    "shown",
    "vectors",
    "ingest_cursors",
)


def migration(fn: Migration) -> Migration:
    MIGRATIONS.append((fn.__name__, fn))
    return fn


def _run(db: Any, sql: str) -> None:
    """A script of statements separated by ``;`` at the end of a line (no dollar-quoted body
    spans one: those are run alone)."""
    for stmt in sql.split(";\n"):
        if stmt.strip():
            db.execute(stmt)


@migration
def m001_events(db: Any) -> None:
    _run(
        db,
        """
        CREATE TABLE events (
            seq BIGSERIAL PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            hlc TEXT NOT NULL,
            at TEXT NOT NULL,
            namespace TEXT NOT NULL,
            actor_kind TEXT NOT NULL CHECK (actor_kind IN ('human', 'agent', 'system')),
            actor_id TEXT NOT NULL,
            client TEXT,
            session TEXT,
            actor TEXT NOT NULL,
            type TEXT NOT NULL,
            memory_id TEXT,
            payload TEXT NOT NULL,
            prior TEXT,
            version INTEGER NOT NULL DEFAULT 1,
            merged BOOLEAN NOT NULL DEFAULT false
        );
        CREATE INDEX events_memory ON events (memory_id, seq);
        CREATE INDEX events_at ON events (at);
        CREATE INDEX events_namespace ON events (namespace, seq);
        CREATE INDEX events_hlc ON events (hlc, id);
        """,
    )
    db.execute(
        """
        CREATE FUNCTION cairn_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'events are append-only' USING ERRCODE = 'integrity_constraint_violation';
        END $$
        """
    )
    db.execute(
        "CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events"
        " FOR EACH ROW EXECUTE FUNCTION cairn_append_only()"
    )
    db.execute(
        "CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events"
        " FOR EACH STATEMENT EXECUTE FUNCTION cairn_append_only()"
    )


@migration
def m002_text_functions(db: Any) -> None:
    """Trigrams of a text (lower-cased), for identifier search inside longer tokens, and the OR
    of a list of phrases as one text-search query."""
    db.execute(
        """
        CREATE FUNCTION cairn_trigrams(t TEXT) RETURNS TEXT[]
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
            SELECT coalesce(array_agg(DISTINCT substr(t, i, 3)), '{}')
            FROM generate_series(1, greatest(length(t) - 2, 0)) AS i
        $$
        """
    )
    db.execute(
        """
        CREATE FUNCTION cairn_any_phrase(phrases TEXT[]) RETURNS tsquery
        LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
        DECLARE
            q tsquery := ''::tsquery;
            p TEXT;
        BEGIN
            FOREACH p IN ARRAY coalesce(phrases, '{}') LOOP
                q := q || phraseto_tsquery('english', p);
            END LOOP;
            RETURN q;
        END $$
        """
    )


@migration
def m003_projections(db: Any) -> None:
    """The projections of the event log (memories, revisions, sources, verdicts, edges, ...):
    the SQL lives in ``pg_schema.PROJECTIONS``."""
    _run(db, pg_schema.PROJECTIONS)


@migration
def m004_vectors(db: Any) -> None:
    """Embeddings, derived from memory text and rebuildable (never memory state): a pgvector
    column with an HNSW index when the server has the extension; without it, a float array
    (nearest neighbours are then computed without an index)."""
    have = db.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'").fetchone()
    column = "vec REAL[] NOT NULL"
    if have:
        import psycopg

        try:
            with db.transaction():  # a savepoint: a role that may not create it falls back
                db.execute("CREATE EXTENSION IF NOT EXISTS vector")
            column = "vec vector NOT NULL"
        except psycopg.errors.InsufficientPrivilege:
            pass
    db.execute(
        f"""
        CREATE TABLE vectors (
            namespace TEXT NOT NULL,
            memory_id TEXT PRIMARY KEY,
            revision INTEGER NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            {column},
            at TEXT NOT NULL
        )
        """
    )
    db.execute("CREATE INDEX vectors_namespace ON vectors (namespace, model)")


@migration
def m005_tenancy(db: Any) -> None:
    """The application role and row-level security on every table of memory state."""
    db.execute(
        f"""
        DO $$ BEGIN
            IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{APP_ROLE}') THEN
                CREATE ROLE {APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS;
            END IF;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END $$
        """
    )
    db.execute(
        """
        CREATE FUNCTION cairn_namespaces() RETURNS TEXT[]
        LANGUAGE sql STABLE PARALLEL SAFE AS $$
            SELECT coalesce(
                (SELECT array_agg(x) FROM jsonb_array_elements_text(
                    nullif(current_setting('cairn.namespaces', true), '')::jsonb) AS x),
                '{}')
        $$
        """
    )
    db.execute(f"GRANT USAGE ON SCHEMA public TO {APP_ROLE}")
    db.execute(f"GRANT EXECUTE ON FUNCTION cairn_namespaces() TO {APP_ROLE}")
    for table in TENANT_TABLES:
        db.execute(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
        db.execute(
            f"CREATE POLICY {table}_tenant ON {table} TO {APP_ROLE}"
            " USING (namespace = ANY (cairn_namespaces()))"
            " WITH CHECK (namespace = ANY (cairn_namespaces()))"
        )
        verbs = "SELECT, INSERT" if table == "events" else "SELECT, INSERT, UPDATE, DELETE"
        db.execute(f"GRANT {verbs} ON {table} TO {APP_ROLE}")
    db.execute(f"GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO {APP_ROLE}")


@migration
def m006_tokens(db: Any) -> None:
    """Tokens of ``cairn serve``: a SHA-256 of the secret (never the secret), what it may do,
    for whom, until when, and its use. The application role has no access to it."""
    _run(
        db,
        """
        CREATE TABLE tokens (
            name TEXT PRIMARY KEY,
            hash TEXT NOT NULL UNIQUE,
            namespace TEXT NOT NULL,
            scopes TEXT NOT NULL,
            actor_kind TEXT NOT NULL CHECK (actor_kind IN ('human', 'agent')),
            actor_id TEXT NOT NULL,
            created_at TEXT NOT NULL,
            created_by TEXT NOT NULL,
            expires_at TEXT,
            revoked_at TEXT,
            last_used_at TEXT,
            uses BIGINT NOT NULL DEFAULT 0,
            records BIGINT NOT NULL DEFAULT 0,
            max_records BIGINT,
            rate DOUBLE PRECISION
        );
        REVOKE ALL ON tokens FROM PUBLIC
        """,
    )


@migration
def m007_sync(db: Any) -> None:
    """Where each store that syncs with this server stands (bookkeeping, not memory state)."""
    _run(
        db,
        f"""
        CREATE TABLE sync_peers (
            namespace TEXT NOT NULL,
            peer TEXT NOT NULL,
            pushed_at TEXT NOT NULL,
            events BIGINT NOT NULL DEFAULT 0,
            PRIMARY KEY (namespace, peer)
        );
        ALTER TABLE sync_peers ENABLE ROW LEVEL SECURITY;
        CREATE POLICY sync_peers_tenant ON sync_peers TO {APP_ROLE}
            USING (namespace = ANY (cairn_namespaces()))
            WITH CHECK (namespace = ANY (cairn_namespaces()));
        GRANT SELECT, INSERT, UPDATE ON sync_peers TO {APP_ROLE}
        """,
    )


# the namespaces a transaction names, as an init plan: evaluated once per statement
_BOUND = "(CAST((SELECT cairn_namespaces()) AS TEXT[]))"


@migration
def m008_search_paths(db: Any) -> None:
    """What makes search fast on a large namespace, as the application role:

    - ``memory_match``: the memories of the transaction's namespaces (the policy's condition,
      written as the view's WHERE). Row-level security keeps PostgreSQL from using an index
      for a condition whose operator is not leakproof (``tsvector @@``, ``text[] @>``) on a
      table under a policy, so every full-text match on ``memories`` was a sequential scan.
      A view owned by the owner reads the table without the policy and with the same
      condition, so the GIN indexes apply; it yields candidates (their ``seq``) that the
      caller joins back to ``memories``, where row-level security still stands.
    - ``memory_terms``: per namespace, how many memories hold each lexeme (document
      frequencies for ranking), kept by a trigger in the same transaction as the memory row
      (insert, change of text or tags, delete; a TRUNCATE of the memories empties it), and
      recounted from the memories by ``cairn_recount_terms()`` (here, for a database that
      already holds memories);
    - every policy names the namespaces through ``_BOUND``: ``cairn_namespaces()`` (a JSON
      parse) once per statement instead of once per row, which cost more than the rest of a
      search over a few thousand rows."""
    _run(
        db,
        f"""
        CREATE VIEW memory_match AS SELECT * FROM memories WHERE namespace = ANY {_BOUND};
        GRANT SELECT ON memory_match TO {APP_ROLE};
        CREATE TABLE memory_terms (
            namespace TEXT NOT NULL,
            lexeme TEXT NOT NULL,
            df BIGINT NOT NULL,
            PRIMARY KEY (namespace, lexeme)
        );
        ALTER TABLE memory_terms ENABLE ROW LEVEL SECURITY;
        CREATE POLICY memory_terms_tenant ON memory_terms TO {APP_ROLE}
            USING (namespace = ANY {_BOUND}) WITH CHECK (namespace = ANY {_BOUND});
        GRANT SELECT, INSERT, UPDATE, DELETE ON memory_terms TO {APP_ROLE}
        """,
    )
    for table in (*TENANT_TABLES, "sync_peers"):
        db.execute(
            f"ALTER POLICY {table}_tenant ON {table}"
            f" USING (namespace = ANY {_BOUND}) WITH CHECK (namespace = ANY {_BOUND})"
        )
    db.execute(
        """
        CREATE FUNCTION cairn_terms_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'UPDATE' THEN
                IF NEW.namespace = OLD.namespace AND NEW.tsv = OLD.tsv THEN
                    RETURN NULL;
                END IF;
            END IF;
            IF TG_OP IN ('UPDATE', 'DELETE') THEN
                UPDATE memory_terms t SET df = t.df - 1
                WHERE t.namespace = OLD.namespace AND t.lexeme = ANY (tsvector_to_array(OLD.tsv));
            END IF;
            IF TG_OP IN ('UPDATE', 'INSERT') THEN
                INSERT INTO memory_terms (namespace, lexeme, df)
                SELECT NEW.namespace, l, 1 FROM unnest(tsvector_to_array(NEW.tsv)) AS l ORDER BY l
                ON CONFLICT (namespace, lexeme) DO UPDATE SET df = memory_terms.df + 1;
            END IF;
            RETURN NULL;
        END $$
        """
    )
    db.execute(
        """
        CREATE FUNCTION cairn_terms_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            DELETE FROM memory_terms;
            RETURN NULL;
        END $$
        """
    )
    db.execute(
        """
        CREATE FUNCTION cairn_recount_terms() RETURNS BIGINT LANGUAGE plpgsql AS $$
        DECLARE n BIGINT;
        BEGIN
            DELETE FROM memory_terms;
            INSERT INTO memory_terms (namespace, lexeme, df)
            SELECT m.namespace, l, count(*) FROM memories m, unnest(tsvector_to_array(m.tsv)) AS l
            GROUP BY m.namespace, l;
            GET DIAGNOSTICS n = ROW_COUNT;
            RETURN n;
        END $$
        """
    )
    _run(
        db,
        f"""
        GRANT EXECUTE ON FUNCTION cairn_terms_change() TO {APP_ROLE};
        GRANT EXECUTE ON FUNCTION cairn_recount_terms() TO {APP_ROLE};
        CREATE TRIGGER memories_terms AFTER INSERT OR DELETE OR UPDATE OF text, tags, namespace
            ON memories FOR EACH ROW EXECUTE FUNCTION cairn_terms_change();
        CREATE TRIGGER memories_terms_truncate AFTER TRUNCATE ON memories
            FOR EACH STATEMENT EXECUTE FUNCTION cairn_terms_truncate();
        SELECT cairn_recount_terms()
        """,
    )


@migration
def m009_term_postings(db: Any) -> None:
    """``memory_postings``: for every memory and each lexeme it holds, what ``ts_rank`` (with
    length normalisation, as the porter search ranks) scores the memory for that lexeme alone,
    in an index best first per namespace and lexeme. The porter ranking of an OR of lexemes is
    the sum of these over the query's lexemes, so a search reads a lexeme's best memories in
    order instead of ranking every memory that holds it (``store.pg_reads._postings_plan``).
    Under the same policy as ``memory_terms``, and kept by the same trigger in the memory
    row's transaction (a new text or namespace replaces the memory's postings, a delete or a
    TRUNCATE removes them); ``cairn_recount_terms()`` rebuilds both from the memories (here,
    for a database that already holds memories). A memory's postings are found by its ``seq``
    (an index that deduplicates to a few bytes a memory). ``cairn_lexeme`` makes a lexeme a query as
    is (quoted: no parser or dictionary applies, as ``pg_reads._lexeme``)."""
    _run(
        db,
        f"""
        CREATE TABLE memory_postings (
            seq BIGINT NOT NULL,
            lexeme TEXT NOT NULL,
            namespace TEXT NOT NULL,
            w REAL NOT NULL
        );
        CREATE INDEX memory_postings_best ON memory_postings (namespace, lexeme, w DESC, seq);
        CREATE INDEX memory_postings_memory ON memory_postings (seq);
        ALTER TABLE memory_postings ENABLE ROW LEVEL SECURITY;
        CREATE POLICY memory_postings_tenant ON memory_postings TO {APP_ROLE}
            USING (namespace = ANY {_BOUND}) WITH CHECK (namespace = ANY {_BOUND});
        GRANT SELECT, INSERT, DELETE ON memory_postings TO {APP_ROLE}
        """,
    )
    db.execute(
        r"""
        CREATE FUNCTION cairn_lexeme(l TEXT) RETURNS tsquery
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
            SELECT ('''' || replace(replace(l, '\', '\\'), '''', '''''') || '''')::tsquery
        $$
        """
    )
    db.execute(
        """
        CREATE OR REPLACE FUNCTION cairn_terms_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'UPDATE' THEN
                IF NEW.namespace = OLD.namespace AND NEW.tsv = OLD.tsv THEN
                    RETURN NULL;
                END IF;
            END IF;
            IF TG_OP IN ('UPDATE', 'DELETE') THEN
                UPDATE memory_terms t SET df = t.df - 1
                WHERE t.namespace = OLD.namespace AND t.lexeme = ANY (tsvector_to_array(OLD.tsv));
                DELETE FROM memory_postings WHERE seq = OLD.seq;
            END IF;
            IF TG_OP IN ('UPDATE', 'INSERT') THEN
                INSERT INTO memory_terms (namespace, lexeme, df)
                SELECT NEW.namespace, l, 1 FROM unnest(tsvector_to_array(NEW.tsv)) AS l ORDER BY l
                ON CONFLICT (namespace, lexeme) DO UPDATE SET df = memory_terms.df + 1;
                INSERT INTO memory_postings (seq, lexeme, namespace, w)
                SELECT NEW.seq, l, NEW.namespace, ts_rank(NEW.tsv, cairn_lexeme(l), 1)
                FROM unnest(tsvector_to_array(NEW.tsv)) AS l;
            END IF;
            RETURN NULL;
        END $$
        """
    )
    db.execute(
        """
        CREATE OR REPLACE FUNCTION cairn_terms_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            DELETE FROM memory_terms;
            DELETE FROM memory_postings;
            RETURN NULL;
        END $$
        """
    )
    db.execute(
        """
        CREATE OR REPLACE FUNCTION cairn_recount_terms() RETURNS BIGINT LANGUAGE plpgsql AS $$
        DECLARE n BIGINT;
        BEGIN
            DELETE FROM memory_terms;
            INSERT INTO memory_terms (namespace, lexeme, df)
            SELECT m.namespace, l, count(*) FROM memories m, unnest(tsvector_to_array(m.tsv)) AS l
            GROUP BY m.namespace, l;
            GET DIAGNOSTICS n = ROW_COUNT;
            DELETE FROM memory_postings;
            INSERT INTO memory_postings (seq, lexeme, namespace, w)
            SELECT m.seq, l, m.namespace, ts_rank(m.tsv, cairn_lexeme(l), 1)
            FROM memories m, unnest(tsvector_to_array(m.tsv)) AS l;
            RETURN n;
        END $$
        """
    )
    _run(
        db,
        f"""
        GRANT EXECUTE ON FUNCTION cairn_lexeme(TEXT) TO {APP_ROLE};
        SELECT cairn_recount_terms()
        """,
    )


@migration
def m010_events_namespace_clock(db: Any) -> None:
    """The newest clock stamp of a namespace in one index read. A write transaction stamps its
    event after the newest one its namespaces hold (``postgres._Tx.append``); read through
    ``events_hlc`` under row-level security, that walked back over every newer event of the
    other tenants while holding the namespace's write lock (a quiet tenant's first write
    behind 100,000 of another's: 134 ms warm, 596 ms cold)."""
    db.execute("CREATE INDEX events_namespace_hlc ON events (namespace, hlc)")


@migration
def m011_rekey_punctuation(db: Any) -> None:
    """The canonical claim key folds typographic punctuation (``cairn.claimkey``; the SQLite
    store's m014): every key stored under the older form is filed again under the new one, as
    one ``claims.rekeyed`` event per namespace, so verdicts keep holding."""
    from cairn.store import rekey
    from cairn.store.migrations import PUNCTUATION_REKEYED

    rekey.rekey_pg(db, PUNCTUATION_REKEYED)


@migration
def m012_rekey_markup(db: Any) -> None:
    """The canonical claim key drops presentation markup around the claim (``cairn.claimkey``;
    the SQLite store's m015): every key stored under the older form is filed again under the
    new one, as one ``claims.rekeyed`` event per namespace, so verdicts keep holding."""
    from cairn.store import rekey
    from cairn.store.migrations import MARKUP_REKEYED

    rekey.rekey_pg(db, MARKUP_REKEYED)


def _values(row: Any) -> list[Any]:
    return list(row.values()) if isinstance(row, dict) else list(row)


def latest() -> list[str]:
    return [name for name, _ in MIGRATIONS]


def applied(db: Any) -> list[str]:
    exists = _values(db.execute("SELECT to_regclass('public.schema_migrations')").fetchone())[0]
    if exists is None:
        return []
    rows = db.execute("SELECT name FROM schema_migrations ORDER BY name").fetchall()
    return [str(_values(r)[0]) for r in rows]


def migrate(db: Any, *, upto: int | None = None) -> list[str]:
    """Apply every migration not yet applied (the first ``upto`` when given) on ``db``, an
    autocommit connection of the owner; returns the names applied now. Raises SchemaTooNew
    (touching nothing) when the database holds a migration this cairn does not know."""
    from cairn.errors import SchemaTooNew

    known = set(latest())
    db.execute("SELECT pg_advisory_lock(%s)", (_LOCK,))
    try:
        db.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations"
            " (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
        )
        done = set(applied(db))
        unknown = sorted(done - known)
        if unknown:
            raise SchemaTooNew(
                f"the database holds migrations newer than this cairn understands ({', '.join(unknown)})",
                hint="upgrade cairn; the database was left untouched",
            )
        out: list[str] = []
        for name, fn in MIGRATIONS[:upto]:
            if name in done:
                continue
            with db.transaction():
                fn(db)
                db.execute("INSERT INTO schema_migrations (name) VALUES (%s)", (name,))
            out.append(name)
        return out
    finally:
        db.execute("SELECT pg_advisory_unlock(%s)", (_LOCK,))
