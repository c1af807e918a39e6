"""Which team database a command uses: ``--db postgresql://...``, or the embedded PostgreSQL
under cairn's data folder (`cairn serve` and `cairn token` without ``--db`` use the same one).
"""

from __future__ import annotations

from pathlib import Path

from cairn import namespace
from cairn.errors import UsageError
from cairn.store.pg_db import PgDatabase

ENV = "CAIRN_DATABASE_URL"


def url_for(db: str | None) -> tuple[str, bool]:
    """The database URL, and whether it is the embedded server (started or attached here)."""
    if db:
        if not db.startswith(("postgresql://", "postgres://")):
            raise UsageError(
                f"--db takes a PostgreSQL URL, not {db[:40]!r}",
                hint="postgresql://user:password@host:5432/cairn",
            )
        return db, False
    from cairn.store import pg_embedded

    return pg_embedded.start(embedded_folder()), True


def open_database(db: str | None, *, pool_max: int = 16) -> PgDatabase:
    url, _embedded = url_for(db)
    return PgDatabase(url, pool_max=pool_max)


def embedded_folder() -> Path:
    from cairn.store import pg_embedded

    return pg_embedded.folder(namespace.data_home())


def release_embedded() -> None:
    """Give up this process's hold on the embedded server (it stops when no other cairn
    process holds it). Called on shutdown, before a signal ends the process."""
    from cairn.store import pg_embedded

    pg_embedded.stop(embedded_folder())
