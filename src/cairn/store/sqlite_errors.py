"""SQLite's driver errors as cairn errors, in one place (``translate``), and the one test a
retry loop needs (``busy``: another process holds the lock).

Every statement the SQLite store runs is wrapped in ``translate``: a caller above the store
sees ``StoreLocked``, ``StoreCorrupt`` or ``StoreError`` with a hint, never ``sqlite3``'s own
exceptions. It must never swallow an error: each one is raised again as a cairn error.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

from cairn.errors import StoreCorrupt, StoreError, StoreLocked


def busy(exc: BaseException) -> bool:
    """Whether ``exc`` says another connection holds the lock (worth a retry)."""
    msg = str(exc)
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in msg or "busy" in msg)


@contextmanager
def translate(path: str) -> Iterator[None]:
    """Raise the driver errors of the block as cairn errors naming the store at ``path``."""
    try:
        yield
    except sqlite3.OperationalError as exc:
        msg = str(exc)
        if "locked" in msg or "busy" in msg:
            raise StoreLocked(
                f"store {path} is locked by another process",
                hint="retry in a moment; if it persists, find the process holding it",
            ) from exc
        if "malformed" in msg or "not a database" in msg:
            raise StoreCorrupt(
                f"store {path} is corrupt: {msg}", hint="run `cairn doctor`"
            ) from exc
        raise StoreError(f"store {path}: {msg}") from exc
    except sqlite3.IntegrityError as exc:
        first = " ".join(str(exc).split())
        raise StoreError(
            f"store {path} refused a write: {first}", hint="nothing was changed"
        ) from exc
    except sqlite3.DatabaseError as exc:
        raise StoreCorrupt(
            f"store {path} is not a readable cairn store: {exc}",
            hint="check --store/CAIRN_HOME, or run `cairn doctor`",
        ) from exc
