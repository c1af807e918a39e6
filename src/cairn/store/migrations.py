"""Named, ordered migrations: the only place the schema is written.

The store runs them on open, inside one transaction each, and records them in
``schema_migrations`` (and ``PRAGMA user_version``). Tests open stores the same way.
A store whose ``user_version`` is above what this cairn knows is refused (SchemaTooNew).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

Migration = Callable[[sqlite3.Connection], None]

MIGRATIONS: list[tuple[str, Migration]] = []


def migration(fn: Migration) -> Migration:
    MIGRATIONS.append((fn.__name__, fn))
    return fn


@migration
def m001_events(db: sqlite3.Connection) -> None:
    _script(
        db,
        """
        CREATE TABLE events (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            id TEXT NOT NULL UNIQUE,
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
            version INTEGER NOT NULL DEFAULT 1
        );
        CREATE INDEX events_memory ON events (memory_id, seq);
        CREATE INDEX events_at ON events (at);
        CREATE INDEX events_namespace ON events (namespace, seq);
        CREATE TRIGGER events_append_only_update BEFORE UPDATE ON events
        WHEN (SELECT count(*) FROM purge_permit) = 0
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
        CREATE TRIGGER events_append_only_delete BEFORE DELETE ON events
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
        """,
    )


@migration
def m002_projections(db: sqlite3.Connection) -> None:
    _script(
        db,
        """
        CREATE TABLE memories (
            seq INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            namespace TEXT NOT NULL,
            scope TEXT NOT NULL CHECK (scope IN ('user', 'project', 'session')),
            kind TEXT NOT NULL CHECK (kind IN
                ('fact', 'decision', 'convention', 'pitfall', 'command', 'preference', 'gate')),
            text TEXT NOT NULL,
            tags TEXT NOT NULL DEFAULT '',
            claim_key TEXT NOT NULL,
            slot_key TEXT,
            subject TEXT,
            predicate TEXT,
            object TEXT,
            status TEXT NOT NULL CHECK (status IN
                ('proposed', 'active', 'superseded', 'expired', 'retracted')),
            review TEXT NOT NULL CHECK (review IN
                ('unreviewed', 'approved', 'rejected', 'deferred')),
            confidence REAL NOT NULL DEFAULT 0,
            evidence_count INTEGER NOT NULL DEFAULT 1,
            valid_from TEXT,
            valid_to TEXT,
            recorded_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            retired_at TEXT,
            superseded_by TEXT,
            supersedes TEXT,
            revision INTEGER NOT NULL DEFAULT 1,
            session TEXT,
            rank_penalty REAL NOT NULL DEFAULT 0,
            flags TEXT NOT NULL DEFAULT '[]',
            anchors TEXT NOT NULL DEFAULT '[]',
            gate TEXT,
            cited_count INTEGER NOT NULL DEFAULT 0,
            last_cited_at TEXT,
            last_event TEXT NOT NULL
        );
        CREATE INDEX memories_claim ON memories (namespace, claim_key);
        CREATE INDEX memories_slot ON memories (namespace, slot_key);
        CREATE INDEX memories_read ON memories (namespace, status, review);

        CREATE TABLE revisions (
            memory_id TEXT NOT NULL,
            revision INTEGER NOT NULL,
            text TEXT NOT NULL,
            claim_key TEXT NOT NULL,
            known_at TEXT NOT NULL,
            effective_at TEXT,
            evidence TEXT NOT NULL DEFAULT '{}',
            event_id TEXT NOT NULL,
            PRIMARY KEY (memory_id, revision)
        );

        CREATE TABLE sources (
            seq INTEGER PRIMARY KEY,
            memory_id TEXT NOT NULL,
            event_id TEXT NOT NULL,
            revision INTEGER NOT NULL DEFAULT 1,
            kind TEXT NOT NULL,
            client TEXT, agent TEXT, model TEXT, session TEXT, transcript TEXT, locator TEXT,
            at TEXT, label TEXT, trust REAL, branch TEXT, cwd TEXT,
            vouched INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX sources_memory ON sources (memory_id);

        CREATE TABLE verdicts (
            namespace TEXT NOT NULL,
            claim_key TEXT NOT NULL,
            verdict TEXT NOT NULL CHECK (verdict IN ('rejected')),
            actor TEXT NOT NULL,
            at TEXT NOT NULL,
            note TEXT,
            memory_id TEXT,
            text TEXT,
            event_id TEXT NOT NULL,
            PRIMARY KEY (namespace, claim_key)
        );

        CREATE TABLE edges (
            seq INTEGER PRIMARY KEY,
            src TEXT NOT NULL,
            dst TEXT NOT NULL,
            type TEXT NOT NULL CHECK (type IN
                ('supports', 'contradicts', 'contested_because', 'derived_from', 'supersedes')),
            at TEXT NOT NULL,
            actor TEXT NOT NULL,
            event_id TEXT NOT NULL,
            note TEXT,
            resolved_at TEXT,
            resolution TEXT,
            UNIQUE (src, dst, type)
        );
        CREATE INDEX edges_dst ON edges (dst, type);

        CREATE TABLE citations (
            seq INTEGER PRIMARY KEY,
            memory_id TEXT NOT NULL,
            revision INTEGER NOT NULL,
            session TEXT,
            at TEXT NOT NULL,
            credited INTEGER NOT NULL DEFAULT 1,
            event_id TEXT NOT NULL
        );
        CREATE INDEX citations_memory ON citations (memory_id);

        CREATE TABLE policies (
            namespace TEXT NOT NULL,
            key TEXT NOT NULL,
            value TEXT NOT NULL,
            at TEXT NOT NULL,
            event_id TEXT NOT NULL,
            PRIMARY KEY (namespace, key)
        );
        """,
    )


@migration
def m003_fts(db: sqlite3.Connection) -> None:
    _script(
        db,
        """
        CREATE VIRTUAL TABLE memories_fts USING fts5 (
            text, tags, content='memories', content_rowid='seq',
            tokenize='porter unicode61 remove_diacritics 2'
        );
        CREATE VIRTUAL TABLE memories_tri USING fts5 (
            text, content='memories', content_rowid='seq', tokenize='trigram'
        );
        CREATE TRIGGER memories_fts_ai AFTER INSERT ON memories BEGIN
            INSERT INTO memories_fts (rowid, text, tags) VALUES (new.seq, new.text, new.tags);
            INSERT INTO memories_tri (rowid, text) VALUES (new.seq, new.text);
        END;
        CREATE TRIGGER memories_fts_ad AFTER DELETE ON memories BEGIN
            INSERT INTO memories_fts (memories_fts, rowid, text, tags)
                VALUES ('delete', old.seq, old.text, old.tags);
            INSERT INTO memories_tri (memories_tri, rowid, text) VALUES ('delete', old.seq, old.text);
        END;
        CREATE TRIGGER memories_fts_au AFTER UPDATE OF text, tags ON memories BEGIN
            INSERT INTO memories_fts (memories_fts, rowid, text, tags)
                VALUES ('delete', old.seq, old.text, old.tags);
            INSERT INTO memories_tri (memories_tri, rowid, text) VALUES ('delete', old.seq, old.text);
            INSERT INTO memories_fts (rowid, text, tags) VALUES (new.seq, new.text, new.tags);
            INSERT INTO memories_tri (rowid, text) VALUES (new.seq, new.text);
        END;
        INSERT INTO memories_fts (memories_fts) VALUES ('rebuild');
        INSERT INTO memories_tri (memories_tri) VALUES ('rebuild');
        """,
    )


@migration
def m004_shown(db: sqlite3.Connection) -> None:
    """Delivery state for per-session de-duplication (cairn.context.shown): which memory a
    session was shown, when. Ephemeral and derived, not memory state: outside the event log,
    never read by the read predicate, safe to delete at any time."""
    _script(
        db,
        """
        CREATE TABLE shown (
            session TEXT NOT NULL,
            memory_id TEXT NOT NULL,
            revision INTEGER NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (session, memory_id)
        );
        CREATE INDEX shown_at ON shown (at);
        """,
    )


@migration
def m005_vectors(db: sqlite3.Connection) -> None:
    """Embeddings for the optional vector path (cairn.search.vector): one float32 vector per
    memory revision. Derived from memory text by `cairn embed`, rebuildable at any time, never
    memory state; a vector whose revision is not the memory's current one is ignored."""
    _script(
        db,
        """
        CREATE TABLE vectors (
            memory_id TEXT PRIMARY KEY,
            revision INTEGER NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vec BLOB NOT NULL,
            at TEXT NOT NULL
        );
        """,
    )


@migration
def m006_ingest_cursors(db: sqlite3.Connection) -> None:
    """Mining bookkeeping (not memory state, not derived from events): how far each transcript
    file has been mined. Advanced in the same transaction as the lessons admitted from it."""
    _script(
        db,
        """
        CREATE TABLE ingest_cursors (
            path TEXT PRIMARY KEY,
            client TEXT NOT NULL,
            offset INTEGER NOT NULL,
            lines INTEGER NOT NULL DEFAULT 0,
            head_len INTEGER NOT NULL,
            head_fp TEXT NOT NULL,
            state TEXT NOT NULL DEFAULT '{}',
            updated_at TEXT NOT NULL
        );
        """,
    )


@migration
def m007_index_in_projector(db: sqlite3.Connection) -> None:
    """The projector keeps the full-text indexes (``store.project._index``) instead of
    triggers on ``memories``: any trigger made FTS5 flush its pending terms at every insert."""
    for name in ("memories_fts_ai", "memories_fts_ad", "memories_fts_au"):
        db.execute(f"DROP TRIGGER IF EXISTS {name}")


@migration
def m008_labelled_sources(db: sqlite3.Connection) -> None:
    """A partial index of the sources that carry a label: admission asks for the labels of a
    few memories at every write (a label's words are provenance, not part of a claim's
    frame), and most memories have none, which this index answers without a row read."""
    db.execute(
        "CREATE INDEX IF NOT EXISTS sources_labelled ON sources (memory_id, seq)"
        " WHERE label IS NOT NULL"
    )


@migration
def m009_rekey_claims(db: sqlite3.Connection) -> None:
    """The canonical claim key drops invisible characters and folds look-alike letters
    (``cairn.claimkey``): every key stored under the older form is filed again under the new one
    as a ``claims.rekeyed`` event per namespace (``store.rekey``), so verdicts keep holding
    against the claims they rejected and a rebuild from the log arrives at the same keys."""
    from cairn.store import rekey

    rekey.rekey(db)


@migration
def m010_verdicts_by_claim(db: sqlite3.Connection) -> None:
    """A user-scope claim is read by every project, so admission asks whether its key stands
    rejected in any namespace: an index on the key alone answers that."""
    db.execute("CREATE INDEX IF NOT EXISTS verdicts_claim ON verdicts (claim_key)")


@migration
def m011_adoptions(db: sqlite3.Connection) -> None:
    """Which namespace a person adopted for a project whose committed config pins one that
    differs from the identity derived from the repository (``cairn init --adopt``). Keyed by
    that derived identity, so an edited config file cannot adopt itself; a projection of
    ``namespace.adopted`` events."""
    _script(
        db,
        """
        CREATE TABLE adoptions (
            identity TEXT PRIMARY KEY,
            namespace TEXT NOT NULL,
            root TEXT,
            actor TEXT NOT NULL,
            at TEXT NOT NULL,
            event_id TEXT NOT NULL
        );
        """,
    )


@migration
def m012_anchors(db: sqlite3.Connection) -> None:
    """Code anchors (``cairn.anchors``): what a memory names in the repository (a file, a
    symbol, a Makefile target, a script, a dependency, an environment variable, an option),
    where it resolved, its fingerprint and the commit it was verified at. ``anchors`` is a
    projection of the ``anchors.recorded`` and ``anchors.checked`` events, rebuilt from the log.

    Beside it, check bookkeeping that is neither memory state nor derived from events, safe to
    delete at any time (the next check is then a full one): ``anchor_files`` holds the stat of
    each anchored file at its last check (the incremental check re-reads only files whose stat
    changed), ``anchor_scans`` how far each namespace's memory texts were scanned for anchors
    in each tree (an event sequence number: texts created or revised after it are scanned
    next) and the commit checked last, and
    ``touched`` the files a session's tool calls touched (retrieval boosts the
    memories anchored to them)."""
    _script(
        db,
        """
        CREATE TABLE anchors (
            memory_id TEXT NOT NULL,
            idx INTEGER NOT NULL,
            namespace TEXT NOT NULL,
            revision INTEGER NOT NULL,
            kind TEXT NOT NULL,
            name TEXT NOT NULL,
            path TEXT NOT NULL,
            base TEXT NOT NULL,
            target TEXT NOT NULL,
            locator TEXT NOT NULL DEFAULT '',
            fingerprint TEXT NOT NULL,
            claims TEXT NOT NULL DEFAULT '[]',
            pinned INTEGER NOT NULL DEFAULT 0,
            commit_id TEXT,
            verified_at TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN
                ('ok', 'moved', 'changed', 'renamed', 'missing')),
            reason TEXT,
            event_id TEXT NOT NULL,
            PRIMARY KEY (memory_id, idx)
        );
        CREATE INDEX anchors_path ON anchors (namespace, path);
        CREATE INDEX anchors_base ON anchors (namespace, base);
        CREATE INDEX anchors_stale ON anchors (namespace, path)
            WHERE status IN ('changed', 'renamed', 'missing');

        CREATE TABLE anchor_files (
            root TEXT NOT NULL,
            path TEXT NOT NULL,
            stat TEXT NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (root, path)
        );

        CREATE TABLE anchor_scans (
            namespace TEXT NOT NULL,
            root TEXT NOT NULL,
            seq INTEGER NOT NULL,
            head TEXT,
            at TEXT NOT NULL,
            PRIMARY KEY (namespace, root)
        );

        CREATE TABLE touched (
            session TEXT NOT NULL,
            path TEXT NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (session, path)
        );
        CREATE INDEX touched_at ON touched (at);
        """,
    )


@migration
def m013_event_sync(db: sqlite3.Connection) -> None:
    """What `cairn sync` needs of the log. Every event carries a hybrid logical clock stamp
    (``cairn.hlc``), the order in which logs of several stores merge; events written before are
    stamped from their time in log order (never backwards), a sanctioned, recorded addition to
    the log made through the same permit a purge uses, that changes no event's content. An
    event that arrived by sync is marked ``merged`` (it is applied by ``sync.merge``'s rules, on
    append and on every replay). ``sync_cursors`` holds how far this store has pushed to and
    pulled from each server (bookkeeping, not memory state).

    Numbered after the code anchors (m012); a store made by a build of the team branch that
    named it ``m012_event_sync`` already has all of it and is only marked done."""
    from cairn import hlc

    if db.execute("SELECT 1 FROM schema_migrations WHERE name = 'm012_event_sync'").fetchone():
        return

    db.execute("ALTER TABLE events ADD COLUMN hlc TEXT")
    db.execute("ALTER TABLE events ADD COLUMN merged INTEGER NOT NULL DEFAULT 0")
    db.execute("INSERT INTO purge_permit (token) VALUES ('m013_event_sync')")
    last: str | None = None
    rows = db.execute("SELECT seq, at FROM events ORDER BY seq").fetchall()
    for seq, at in rows:
        last = hlc.next_stamp(str(at), last)
        db.execute("UPDATE events SET hlc = ? WHERE seq = ?", (last, seq))
    db.execute("DELETE FROM purge_permit WHERE token = 'm013_event_sync'")
    db.execute("CREATE INDEX events_hlc ON events (hlc, id)")
    _script(
        db,
        """
        CREATE TABLE sync_cursors (
            remote TEXT PRIMARY KEY,
            namespace TEXT NOT NULL,
            pushed INTEGER NOT NULL DEFAULT 0,
            pulled INTEGER NOT NULL DEFAULT 0,
            at TEXT
        );
        """,
    )


@migration
def m014_rekey_punctuation(db: sqlite3.Connection) -> None:
    """The canonical claim key folds typographic punctuation (a dash or minus sign of any
    script is ``-``, a curly or angled quotation mark or an apostrophe is ``'`` or ``"``;
    ``cairn.claimkey``): every key stored under the older form is filed again under the new one,
    as m009 did for the letters, so a rejection of "Don’t ..." still holds against it."""
    from cairn.store import rekey

    rekey.rekey(db, PUNCTUATION_REKEYED)


PUNCTUATION_REKEYED = "the canonical claim key now folds typographic dashes, quotes and apostrophes"


@migration
def m015_rekey_markup(db: sqlite3.Connection) -> None:
    """The canonical claim key drops presentation markup around the claim (list markers, task
    boxes, block quotes, emphasis, a pair of brackets or quotation marks of any script or a code
    span around the whole text; ``cairn.claimkey.unmark``), and no longer drops a leading "-"
    or "*" that is not a list marker ("--force", "*.py"): every key stored under the older form
    is filed again under the new one, as m014 did for the punctuation, so a rejection of "X"
    holds against "**X**" and "1. X"."""
    from cairn.store import rekey

    rekey.rekey(db, MARKUP_REKEYED)


MARKUP_REKEYED = (
    "the canonical claim key now drops markup around the claim (lists, quotes, emphasis)"
)


def _script(db: sqlite3.Connection, sql: str) -> None:
    """Run a multi-statement script inside the caller's transaction (``executescript`` would
    commit first)."""
    buf = ""
    for line in sql.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            db.execute(buf)
            buf = ""
    if buf.strip():
        db.execute(buf)


def _purge_permit(db: sqlite3.Connection) -> None:
    """Placeholder table referenced by the append-only trigger (created before m001 runs)."""
    db.execute("CREATE TABLE IF NOT EXISTS purge_permit (token TEXT)")


def migrate(db: sqlite3.Connection, *, upto: int | None = None) -> list[str]:
    """Apply every migration not yet applied (only the first ``upto`` when given: tests build
    an old store this way); return the names applied now."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)"
    )
    _purge_permit(db)
    done = {row[0] for row in db.execute("SELECT name FROM schema_migrations")}
    applied: list[str] = []
    for index, (name, fn) in enumerate(MIGRATIONS[:upto], start=1):
        if name in done:
            continue
        db.execute("BEGIN IMMEDIATE")
        try:
            # another process may have applied it since we looked (several opening a new store)
            if db.execute("SELECT 1 FROM schema_migrations WHERE name = ?", (name,)).fetchone():
                db.execute("COMMIT")
                continue
            fn(db)
            db.execute(
                "INSERT INTO schema_migrations (name, applied_at) VALUES (?, strftime('%Y-%m-%dT%H:%M:%fZ','now'))",
                (name,),
            )
            db.execute(f"PRAGMA user_version = {index}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        applied.append(name)
    return applied


def latest_version() -> int:
    return len(MIGRATIONS)
