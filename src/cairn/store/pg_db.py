"""A cairn database on PostgreSQL: connections, roles, errors and change notifications.

``PgDatabase`` owns two sets of connections to one database:

- the owner's (the role the URL names): it runs the migrations and the administrator's work
  (tokens, rebuild, doctor of the whole database), and sees every namespace;
- a pool of application connections, each switched to the role ``cairn_app`` when it is made:
  every transaction on them names its namespaces (``bind``) and row-level security shows and
  accepts rows of those namespaces only. A transaction that names none sees nothing.

Driver errors become cairn errors here (``translate``): a database that cannot be reached is
``StoreUnavailable`` (the server answers 503), a refused write ``StoreError``.

Changes are announced with LISTEN/NOTIFY on one channel per namespace (``channel``), so a
listener of one namespace hears nothing of another's writes (``listen``).
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from cairn.errors import StoreError, StoreUnavailable
from cairn.store import pg_migrations

POOL_MAX = 16
CONNECT_TIMEOUT = 5.0
_COUNT_TTL = 10.0  # seconds a namespace's memory count (for IDF) is reused
_SHAPES_KEPT = 8192  # query phrases whose parse a database keeps (``remember_shapes``)


def redacted_url(url: str) -> str:
    """The URL without its password (for messages and ``Store.path``)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "postgresql://?"
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)[-1]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}:***@{netloc}" if user else netloc))


def channel(namespace: str) -> str:
    """The NOTIFY channel of one namespace (an identifier that does not name it)."""
    return "cairn_" + hashlib.sha256(namespace.encode()).hexdigest()[:40]


@contextmanager
def translate(where: str) -> Iterator[None]:
    """psycopg's errors as cairn's."""
    import psycopg
    from psycopg import errors as pgerr

    try:
        yield
    except StoreError:
        raise
    except (pgerr.CheckViolation, pgerr.IntegrityConstraintViolation) as exc:
        first = " ".join(str(exc).split())
        raise StoreError(
            f"database {where} refused a write: {first}", hint="nothing was changed"
        ) from exc
    except pgerr.InsufficientPrivilege as exc:
        raise StoreError(
            f"database {where} refused the request: {' '.join(str(exc).split())}",
            hint="nothing was changed; a transaction reaches only its own namespaces",
        ) from exc
    except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
        raise StoreUnavailable(
            f"database {where} cannot be reached: {' '.join(str(exc).split())[:200]}",
            hint="check that PostgreSQL is running and the URL is right; nothing was changed",
        ) from exc
    except psycopg.Error as exc:
        raise StoreError(f"database {where}: {' '.join(str(exc).split())[:300]}") from exc
    except Exception as exc:
        from psycopg_pool import PoolTimeout

        if isinstance(exc, PoolTimeout):
            raise StoreUnavailable(
                f"database {where} cannot be reached (no connection within {CONNECT_TIMEOUT:.0f} s)",
                hint="check that PostgreSQL is running; nothing was changed",
            ) from exc
        raise


class PgDatabase:
    """One PostgreSQL database holding cairn stores; see the module docstring."""

    def __init__(self, url: str, *, pool_max: int = POOL_MAX, migrate: bool = True) -> None:
        import psycopg
        from psycopg.rows import dict_row
        from psycopg_pool import ConnectionPool

        self.url = url
        self.where = redacted_url(url)
        self._lock = threading.Lock()
        self._counts: dict[tuple[str, ...], tuple[float, int]] = {}
        self._direct: set[int] = set()  # connections made outside the pool (see app_connection)
        self._owners: Any = None  # the owner's pool (``owner_pool``), made on first use
        self._turns: dict[str, threading.RLock] = {}  # each namespace's writers (``writer_turn``)
        # what the parser makes of a query's phrases (``pg_reads._Reads._phrase_shapes``)
        self.phrase_shapes: dict[str, tuple[tuple[int, str, int], ...]] = {}
        with translate(self.where):
            self.owner = psycopg.connect(
                url, autocommit=True, row_factory=dict_row, connect_timeout=int(CONNECT_TIMEOUT)
            )
        self.owner_lock = threading.RLock()  # one owner connection: one user at a time
        try:
            if migrate:
                self.migrate()
            else:
                self.check_schema()
        except BaseException:
            self.owner.close()
            raise

        def configure(conn: Any) -> None:
            conn.execute(f"SET ROLE {pg_migrations.APP_ROLE}")

        def reset(conn: Any) -> None:  # a connection given back names no namespace
            conn.execute("SELECT set_config('cairn.namespaces', '', false)")

        self.pool: Any = ConnectionPool(
            url,
            min_size=1,
            max_size=pool_max,
            kwargs={"autocommit": True, "row_factory": dict_row, "connect_timeout": 5},
            configure=configure,
            reset=reset,
            # no check when lent (a round trip of its own): the binding, a connection's first
            # statement, is the check (``bound_connection``)
            timeout=CONNECT_TIMEOUT,
            open=False,
            name="cairn-app",
        )
        self._pool_max = pool_max
        with translate(self.where):
            self.pool.open(wait=False)

    # -- schema ------------------------------------------------------------------------------

    def migrate(self) -> list[str]:
        with self.owner_lock, translate(self.where):
            return pg_migrations.migrate(self.owner_connection())

    def check_schema(self) -> None:
        from cairn.errors import SchemaTooNew

        with self.owner_lock, translate(self.where):
            done = set(pg_migrations.applied(self.owner_connection()))
        unknown = done - set(pg_migrations.latest())
        if unknown:
            raise SchemaTooNew(
                f"database {self.where} holds migrations newer than this cairn understands",
                hint="upgrade cairn; the database was left untouched",
            )
        missing = set(pg_migrations.latest()) - done
        if missing:
            raise StoreError(
                f"database {self.where} is not migrated ({len(missing)} migrations to apply)",
                hint="open it once with migrations (`cairn serve --db URL` does)",
            )

    # -- connections -------------------------------------------------------------------------

    OWNER_POOL = 4

    def owner_pool(self) -> Any:
        """A few (``OWNER_POOL``) owner connections for the server's token checks (many
        requests at once)."""
        from psycopg.rows import dict_row
        from psycopg_pool import ConnectionPool

        with self._lock:
            if self._owners is None:
                self._owners = ConnectionPool(
                    self.url,
                    min_size=1,
                    max_size=self.OWNER_POOL,
                    kwargs={"autocommit": True, "row_factory": dict_row, "connect_timeout": 5},
                    # no check when lent (a round trip of its own on every request): a
                    # statement that meets a dropped connection is run again on the next one
                    # (``server.tokens.TokenStore``)
                    timeout=CONNECT_TIMEOUT,
                    open=False,
                    name="cairn-owner",
                )
                with translate(self.where):
                    self._owners.open(wait=False)
            return self._owners

    def owner_connection(self) -> Any:
        """The owner's connection (hold ``owner_lock``), made again if the server dropped it
        (a restart): the request that meets a dropped connection fails, the next one works."""
        import psycopg
        from psycopg.rows import dict_row

        if self.owner.closed or self.owner.broken:
            with translate(self.where):
                self.owner = psycopg.connect(
                    self.url,
                    autocommit=True,
                    row_factory=dict_row,
                    connect_timeout=int(CONNECT_TIMEOUT),
                )
        return self.owner

    def app_connection(self) -> Any:
        """A connection of the application role from the pool (give it back with ``release``).
        When the pool has none to lend (the database was down and the pool is still backing
        off before reconnecting), one is made directly: a database that is back serves the
        next request at once, and one still down answers StoreUnavailable."""
        from psycopg_pool import PoolTimeout

        try:
            return self.pool.getconn()
        except PoolTimeout:
            pass
        import psycopg
        from psycopg.rows import dict_row

        with translate(self.where):
            conn = psycopg.connect(
                self.url,
                autocommit=True,
                row_factory=dict_row,
                connect_timeout=int(CONNECT_TIMEOUT),
            )
            conn.execute(f"SET ROLE {pg_migrations.APP_ROLE}")
        with self._lock:
            self._direct.add(id(conn))  # closed, not pooled, when released
        return conn

    def release(self, conn: Any) -> None:
        with self._lock:
            direct = id(conn) in self._direct
            self._direct.discard(id(conn))
        if direct:
            conn.close()
            return
        try:
            self.pool.putconn(conn)
        except Exception:  # a connection the pool no longer knows: close it
            conn.close()

    def bound_connection(self, namespaces: Sequence[str]) -> Any:
        """An application connection bound to ``namespaces`` (``bind_session``; give it back
        with ``release``). The binding is the connection's first statement and stands for the
        pool's check: a connection the server dropped (a restart) fails it, is given back (the
        pool replaces a broken one) and the next is tried, so a request is not handed one to
        fail on. A database that is down answers StoreUnavailable (``app_connection``)."""
        import psycopg

        for _ in range(self._pool_max + 1):  # every pooled connection may have been dropped
            conn = self.app_connection()
            try:
                self.bind_session(conn, namespaces)
                return conn
            except (psycopg.OperationalError, psycopg.InterfaceError):
                self.release(conn)
            except BaseException:
                self.release(conn)
                raise
        conn = self.app_connection()
        try:
            with translate(self.where):
                self.bind_session(conn, namespaces)
        except BaseException:
            self.release(conn)
            raise
        return conn

    @contextmanager
    def writer_turn(self, namespaces: Sequence[str]) -> Iterator[None]:
        """This process's writers of ``namespaces`` take turns here before they take a
        connection: a writer waiting for its turn holds none, so the readers have the pool.
        The database's advisory locks (``PostgresStore.write``) still make writers of every
        process take turns; this only keeps a process's own queue out of the pool. Locks are
        taken in sorted order, as the advisory locks are."""
        with self._lock:
            locks = [
                self._turns.setdefault(ns, threading.RLock()) for ns in sorted(set(namespaces))
            ]
        taken: list[threading.RLock] = []
        try:
            for lock in locks:
                lock.acquire()
                taken.append(lock)
            yield
        finally:
            for lock in reversed(taken):
                lock.release()

    @staticmethod
    def bind_session(conn: Any, namespaces: Sequence[str]) -> None:
        """Name the namespaces this connection may see and write (row-level security) while
        one store holds it; the pool resets it when the connection comes back (``_reset``),
        and a connection that naming nothing sees nothing."""
        conn.execute(
            "SELECT set_config('cairn.namespaces', %s, false)", (json.dumps(list(namespaces)),)
        )

    def memory_count(self, conn: Any, namespaces: tuple[str, ...]) -> int:
        """How many memories ``namespaces`` hold (for IDF), reused for ``_COUNT_TTL`` seconds:
        an estimate is all the query analysis needs."""
        now = time.monotonic()
        with self._lock:
            hit = self._counts.get(namespaces)
        if hit and now - hit[0] < _COUNT_TTL:
            return hit[1]
        row = conn.execute(
            "SELECT count(*) AS n FROM memories WHERE namespace = ANY(%s)", (list(namespaces),)
        ).fetchone()
        n = int(row["n"])
        with self._lock:
            self._counts[namespaces] = (now, n)
        return n

    def remember_shapes(
        self, shapes: dict[str, tuple[tuple[int, str, int], ...]]
    ) -> dict[str, tuple[tuple[int, str, int], ...]]:
        """Keep what the parser made of some phrases (a function of the phrase and this
        database's text search configuration, never of its rows), at most ``_SHAPES_KEPT``;
        returns every phrase known now."""
        with self._lock:
            known = self.phrase_shapes
            if len(known) + len(shapes) > _SHAPES_KEPT:
                known = {}
            self.phrase_shapes = {**known, **shapes}
            return self.phrase_shapes

    # -- change feed -------------------------------------------------------------------------

    def listen(self, namespaces: Sequence[str], timeout: float) -> list[tuple[str, int]]:
        """Wait up to ``timeout`` seconds for writes to ``namespaces``; returns (namespace,
        the last event's seq) for each notification heard (empty on timeout)."""
        import psycopg

        by_channel = {channel(ns): ns for ns in namespaces}
        with translate(self.where):
            conn = psycopg.connect(self.url, autocommit=True, connect_timeout=5)
        try:
            for ch in by_channel:
                conn.execute(f'LISTEN "{ch}"')
            out: list[tuple[str, int]] = []
            deadline = time.monotonic() + timeout
            while not out:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                for note in conn.notifies(timeout=left, stop_after=1):
                    ns = by_channel.get(note.channel)
                    if ns is not None:
                        out.append((ns, int(note.payload or 0)))
            return out
        finally:
            conn.close()

    def close(self) -> None:
        try:
            self.pool.close()
            if self._owners is not None:
                self._owners.close()
        finally:
            self.owner.close()
