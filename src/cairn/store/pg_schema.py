"""The SQL text of the PostgreSQL backend's projection tables, applied by
``pg_migrations.m003_projections``.

Kept apart from the migration runner only for length. Like every migration body, it is never
edited once shipped: a change to these tables is a new migration in ``pg_migrations``.
"""

PROJECTIONS = """
        CREATE TABLE memories (
            seq BIGSERIAL PRIMARY KEY,
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
            confidence DOUBLE PRECISION NOT NULL DEFAULT 0,
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
            rank_penalty DOUBLE PRECISION NOT NULL DEFAULT 0,
            flags TEXT NOT NULL DEFAULT '[]',
            anchors TEXT NOT NULL DEFAULT '[]',
            gate TEXT,
            cited_count INTEGER NOT NULL DEFAULT 0,
            last_cited_at TEXT,
            last_event TEXT NOT NULL,
            tsv tsvector GENERATED ALWAYS AS (
                setweight(to_tsvector('english', text), 'A')
                || setweight(to_tsvector('english', tags), 'B')
            ) STORED,
            tri TEXT[] GENERATED ALWAYS AS (cairn_trigrams(lower(text))) STORED
        );
        CREATE INDEX memories_claim ON memories (namespace, claim_key);
        CREATE INDEX memories_slot ON memories (namespace, slot_key);
        CREATE INDEX memories_read ON memories (namespace, status, review);
        CREATE INDEX memories_tsv ON memories USING gin (tsv);
        CREATE INDEX memories_tri ON memories USING gin (tri);

        CREATE TABLE revisions (
            namespace TEXT NOT NULL,
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
            seq BIGSERIAL PRIMARY KEY,
            namespace TEXT NOT NULL,
            memory_id TEXT NOT NULL,
            event_id TEXT NOT NULL,
            revision INTEGER NOT NULL DEFAULT 1,
            kind TEXT NOT NULL,
            client TEXT, agent TEXT, model TEXT, session TEXT, transcript TEXT, locator TEXT,
            at TEXT, label TEXT, trust DOUBLE PRECISION, branch TEXT, cwd TEXT,
            vouched INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX sources_memory ON sources (memory_id);
        CREATE INDEX sources_labelled ON sources (memory_id, seq) WHERE label IS NOT NULL;

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
        CREATE INDEX verdicts_claim ON verdicts (claim_key);

        CREATE TABLE edges (
            seq BIGSERIAL PRIMARY KEY,
            namespace TEXT NOT NULL,
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
            seq BIGSERIAL PRIMARY KEY,
            namespace TEXT NOT NULL,
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

        CREATE TABLE adoptions (
            identity TEXT PRIMARY KEY,
            namespace TEXT NOT NULL,
            root TEXT,
            actor TEXT NOT NULL,
            at TEXT NOT NULL,
            event_id TEXT NOT NULL
        );

        CREATE TABLE shown (
            namespace TEXT NOT NULL,
            session TEXT NOT NULL,
            memory_id TEXT NOT NULL,
            revision INTEGER NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (session, memory_id)
        );

        CREATE TABLE ingest_cursors (
            namespace TEXT NOT NULL,
            path TEXT PRIMARY KEY,
            client TEXT NOT NULL,
            "offset" BIGINT NOT NULL,
            lines INTEGER NOT NULL DEFAULT 0,
            head_len INTEGER NOT NULL,
            head_fp TEXT NOT NULL,
            state TEXT NOT NULL DEFAULT '{}',
            updated_at TEXT NOT NULL
        )
        """
