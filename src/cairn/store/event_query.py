"""The statement behind ``Store.events``: an ``EventFilter`` as one SELECT over the log, shared by
both backends.

Written with ``?`` placeholders (the PostgreSQL store swaps them for its own, as it does with the
read predicate); what differs between the dialects is passed in: how a JSON field of the payload
is read, and how a list of namespaces is matched. It builds text and parameters only: it never
runs a statement.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cairn.store.base import EventFilter


def events_sql(
    flt: EventFilter, *, edge_end: Callable[[str], str], namespace_array: bool
) -> tuple[str, list[Any]]:
    """The SELECT (in log order, the last ``flt.limit`` events when it is set) and its
    parameters. ``edge_end("src")`` reads the payload's ``edge.src`` as text;
    ``namespace_array`` matches namespaces with one array parameter (``= ANY(?)``) instead of
    one parameter each (``IN (?, ...)``)."""
    clauses: list[str] = []
    params: list[Any] = []
    if flt.memory_id:
        clauses.append(f"(memory_id = ? OR {edge_end('src')} = ? OR {edge_end('dst')} = ?)")
        params += [flt.memory_id] * 3
    if flt.actor:
        clauses.append("(actor_kind = ? OR actor_id = ? OR client = ?)")
        params += [flt.actor] * 3
    if flt.types:
        clauses.append("(" + " OR ".join("type = ? OR type LIKE ?" for _ in flt.types) + ")")
        for t in flt.types:
            params += [t, t.rstrip(".") + ".%"]
    if flt.since:
        clauses.append("at >= ?")
        params.append(flt.since)
    if flt.until:
        clauses.append("at <= ?")
        params.append(flt.until)
    if flt.namespaces:
        if namespace_array:
            clauses.append("namespace = ANY(?)")
            params.append(list(flt.namespaces))
        else:
            clauses.append(f"namespace IN ({', '.join('?' for _ in flt.namespaces)})")
            params += list(flt.namespaces)
    where = (" WHERE " + " AND ".join(clauses)) if clauses else ""
    if not flt.limit:
        return f"SELECT * FROM events{where} ORDER BY seq", params
    sql = f"SELECT * FROM (SELECT * FROM events{where} ORDER BY seq DESC LIMIT ?) e ORDER BY seq"
    return sql, [*params, flt.limit]
