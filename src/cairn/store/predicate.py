"""The one read predicate: what any read may return, decided in one SQL fragment.

Every read path (list, search, injection, MCP tools, as-of, export) builds its WHERE clause from
``read_predicate``; nothing else decides visibility. The fragment is plain SQL over a memory
table aliased ``m`` with ``?`` parameters, so each backend can adapt the placeholder style.

What each view lets through (always only the caller's namespaces, and session-level memories only
of the caller's session):

- INJECT, SEARCH: active, not rejected, valid now (valid_from <= at < valid_to)
- AS_OF:          valid at ``at`` whatever happened later (superseded or expired afterwards still
                  counts), never proposed, retracted or rejected
- HISTORY:        an agent's view of the past: as AS_OF but without the valid-time window
- REVIEW:         a person's view: everything in scope
"""

from __future__ import annotations

from typing import Any

from cairn.model import Scope, View

AGENT_VIEWS = frozenset({View.INJECT, View.SEARCH, View.HISTORY, View.AS_OF})


def read_predicate(view: View, scope: Scope, *, at: str, alias: str = "m") -> tuple[str, list[Any]]:
    m = alias
    clauses = [f"{m}.namespace IN (?, ?)", f"({m}.scope != 'session' OR {m}.session IS ?)"]
    params: list[Any] = [scope.namespace, scope.user_namespace, scope.session]
    if view in (View.INJECT, View.SEARCH):
        clauses += [
            f"{m}.status = 'active'",
            f"{m}.review != 'rejected'",
            f"({m}.valid_from IS NULL OR {m}.valid_from <= ?)",
            f"({m}.valid_to IS NULL OR {m}.valid_to > ?)",
        ]
        params += [at, at]
    elif view is View.AS_OF:
        clauses += [
            f"{m}.status IN ('active', 'superseded', 'expired')",
            f"{m}.review != 'rejected'",
            f"({m}.valid_from IS NULL OR {m}.valid_from <= ?)",
            f"({m}.valid_to IS NULL OR {m}.valid_to > ?)",
        ]
        params += [at, at]
    elif view is View.HISTORY:
        clauses += [
            f"{m}.status IN ('active', 'superseded', 'expired')",
            f"{m}.review != 'rejected'",
        ]
    elif view is View.REVIEW:
        pass
    else:  # pragma: no cover - exhaustive
        raise ValueError(f"unknown view {view!r}")
    return " AND ".join(clauses), params
