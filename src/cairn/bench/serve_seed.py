"""Seeded databases kept between runs of `cairn bench serve` (``--seeded DIR``): seeding
100,000 memories a tenant takes minutes, copying them seconds. Each run works on a fresh copy of
the seeded database whose schema and row-writing code match the running cairn's."""

from __future__ import annotations

import hashlib
import inspect
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cairn.bench import serve


def _source_digest(*objects: Any) -> str:
    h = hashlib.sha256()
    for obj in objects:
        h.update(inspect.getsource(obj).encode())
    return h.hexdigest()


_PG_SCHEMA = (
    "SELECT name FROM schema_migrations ORDER BY name",
    "SELECT table_name, column_name, data_type, column_default, is_nullable"
    " FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2",
    "SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1",
    "SELECT pg_get_functiondef(p.oid) FROM pg_proc p JOIN pg_namespace n"
    " ON n.oid = p.pronamespace WHERE n.nspname = 'public' AND p.prokind = 'f' ORDER BY 1",
    "SELECT pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1",
    "SELECT tablename, policyname, cmd, roles::text, qual, with_check FROM pg_policies"
    " ORDER BY 1, 2",
)


class SeededCopies:
    """Seeded databases kept in a folder between runs of the bench (``--seeded DIR``): seeding
    100,000 memories a tenant takes minutes, copying them seconds.

    An embedded PostgreSQL lives in ``DIR/pgdata``. A seeded database is named after what it
    holds: the tenants, the memories and a digest of the schema the running cairn makes (its
    migrations, columns, indexes, functions, triggers and policies, read from a database it
    has just migrated) and of the code that writes the rows (the projector, the seeding). Two
    cairns whose schemas or projections differ in anything therefore never share one; a run
    never writes to it: it works on a fresh copy (``CREATE DATABASE ... TEMPLATE``), dropped
    afterwards. A seeding that did not finish is never used (it is renamed into place only when
    complete). The local SQLite baseline is kept the same way, a file copied per run."""

    def __init__(self, folder: Path, log: Callable[[str], None]) -> None:
        from cairn.store import pg_embedded

        self.folder = folder
        self.log = log
        folder.mkdir(parents=True, exist_ok=True)
        self.probe = pg_embedded.start(folder / "pgdata", database="cairn_bench_probe")

    def _url(self, database: str) -> str:
        from urllib.parse import urlsplit, urlunsplit

        return urlunsplit(urlsplit(self.probe)._replace(path="/" + database))

    def _admin(self, sql: str, *names: str) -> list[Any]:
        import psycopg
        from psycopg import sql as q

        with psycopg.connect(self._url("postgres"), autocommit=True) as conn:
            stmt = q.SQL(sql).format(*(q.Identifier(n) for n in names))
            cur = conn.execute(stmt)
            return list(cur.fetchall()) if cur.description else []

    def _exists(self, name: str) -> bool:
        import psycopg

        with psycopg.connect(self._url("postgres"), autocommit=True) as conn:
            return bool(
                conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone()
            )

    def _schema_digest(self) -> str:
        import psycopg

        from cairn.store import pg_project
        from cairn.store.pg_db import PgDatabase

        self._admin("DROP DATABASE IF EXISTS {} WITH (FORCE)", "cairn_bench_probe")
        self._admin("CREATE DATABASE {}", "cairn_bench_probe")
        PgDatabase(self.probe).close()  # migrated by this cairn
        h = hashlib.sha256()
        with psycopg.connect(self.probe) as conn:
            for stmt in _PG_SCHEMA:
                h.update(repr(conn.execute(stmt).fetchall()).encode())
        h.update(
            _source_digest(
                pg_project, serve._created, serve.seed_events, serve.seed_postgres, serve._bulk
            ).encode()
        )
        return h.hexdigest()[:16]

    def postgres(self, spaces: list[str], n: int) -> tuple[str, dict[str, list[str]]]:
        """A fresh copy of the seeded database for ``spaces`` x ``n`` (seeded first if no
        database of this schema holds them); returns its URL and each tenant's ids."""
        import psycopg

        from cairn.store.pg_db import PgDatabase

        seeded = f"seed_{len(spaces)}x{n}_{self._schema_digest()}"
        if not self._exists(seeded):
            partial = seeded + "_partial"
            self._admin("DROP DATABASE IF EXISTS {} WITH (FORCE)", partial)
            self._admin("CREATE DATABASE {}", partial)
            PgDatabase(self._url(partial)).close()  # migrated
            serve.seed_postgres(self._url(partial), spaces, n, self.log)
            self._admin("ALTER DATABASE {} RENAME TO {}", partial, seeded)
            self.log(f"kept {seeded} in {self.folder}")
        else:
            self.log(f"reusing {seeded} from {self.folder}")
        run = "cairn_bench_run"
        t0 = time.perf_counter()
        self._admin("DROP DATABASE IF EXISTS {} WITH (FORCE)", run)
        # copied as files (a copy logged to the WAL is its whole size of WAL: checkpoints would
        # then write it out during the run), and checkpointed before the run starts
        self._admin("CREATE DATABASE {} TEMPLATE {} STRATEGY FILE_COPY", run, seeded)
        self._admin("CHECKPOINT")
        url = self._url(run)
        ids: dict[str, list[str]] = {}
        with psycopg.connect(url) as conn:
            for ns in spaces:
                rows = conn.execute(
                    "SELECT id FROM memories WHERE namespace = %s ORDER BY id", (ns,)
                ).fetchall()
                ids[ns] = [str(r[0]) for r in rows]
        PgDatabase(url, migrate=False).close()  # the schema this cairn expects
        self.log(f"copied {seeded} in {time.perf_counter() - t0:.1f} s")
        return url, ids

    def sqlite(self, path: Path, ns: str, n: int) -> list[str]:
        """The local baseline's store at ``path``: a copy of a kept one of the same schema."""
        import shutil
        import sqlite3

        from cairn.store import migrations, sqlite

        probe = self.folder / "probe.db"
        probe.unlink(missing_ok=True)
        sqlite.SQLiteStore(probe).close()
        with sqlite3.connect(probe) as conn:
            schema = conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY 2").fetchall()
        conn.close()
        probe.unlink()
        digest = _source_digest(sqlite, migrations, serve.seed_events, serve.seed_sqlite)
        fp = hashlib.sha256((repr(schema) + digest).encode()).hexdigest()[:16]
        kept = self.folder / f"local_{n}_{fp}.db"
        if not kept.exists():
            partial = kept.with_suffix(".partial")
            partial.unlink(missing_ok=True)
            serve.seed_sqlite(partial, ns, n)
            partial.rename(kept)
        shutil.copyfile(kept, path)
        with sqlite3.connect(path) as conn:
            rows = conn.execute(
                "SELECT id FROM memories WHERE namespace = ? ORDER BY id", (ns,)
            ).fetchall()
        conn.close()
        return [str(r[0]) for r in rows]

    def done(self, url: str) -> None:
        """Drop the run's copy (the seeded database stays)."""
        from urllib.parse import urlsplit

        self._admin("DROP DATABASE IF EXISTS {} WITH (FORCE)", urlsplit(url).path.lstrip("/"))
