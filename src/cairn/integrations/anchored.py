"""The hook path's code-anchor steps, called by ``integrations.runner``.

- At session start: the incremental anchor check, inside ``SESSION_BUDGET`` (it stats the
  anchored files and reads only those that changed; with nothing changed it imports no parser),
  and a line for the *user* when memories may be stale.
- Before a tool call that reads or edits a file: remember that this session touched it (the next
  prompt boosts the memories anchored to it), and before an edit, the file's pitfalls where the
  client reads context on that moment.

Every step fails open: the runner logs what went wrong and the agent's call goes on. Never
imports click, the CLI or the MCP SDK.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from cairn.anchors import mentions
from cairn.anchors.repo import find_root

SESSION_BUDGET = 0.15  # seconds of the session-start hook spent checking anchors
TOUCH_BUSY_MS = 200


def _root(cwd: str | None) -> Path | None:
    base = Path(cwd) if cwd and Path(cwd).is_dir() else Path.cwd()
    return find_root(base)


def session_start(svc: Any, cwd: str | None) -> str:
    """Run the incremental check within the budget; return a line for the user ("" if none)."""
    from cairn.anchors import changes
    from cairn.anchors.repo import Repo

    db = getattr(svc.store, "db", None)
    if not isinstance(db, sqlite3.Connection):
        return ""
    root = _root(cwd)
    if root is None:
        return ""
    ns = svc.scope.namespace
    repo = Repo(root)
    found = changes.find(db, ns, repo.key, repo.head())
    if found.any:
        from cairn.service.anchors import AnchorService

        AnchorService(svc, root).check(budget=SESSION_BUDGET, found=found)
    n = _stale_count(db, ns)
    if not n:
        return ""
    noun = "memory" if n == 1 else "memories"
    return f"cairn: {n} {noun} may be stale (the code they name changed; run `cairn check`)."


def _stale_count(db: sqlite3.Connection, ns: str) -> int:
    row = db.execute(
        "SELECT count(DISTINCT a.memory_id) FROM anchors a JOIN memories m ON m.id = a.memory_id"
        " WHERE a.namespace = ? AND a.status IN ('changed', 'renamed', 'missing')"
        " AND m.status = 'active' AND m.review != 'rejected'",
        (ns,),
    ).fetchone()
    return int(row[0] or 0)


def before_tool(
    svc: Any,
    tool: str | None,
    tool_input: Any,
    *,
    cwd: str | None,
    session: str | None,
    context: bool,
) -> str:
    """Remember the files this call touches; before an edit (and when the client reads tool
    context), the framed block of what is anchored to them ("" otherwise)."""
    named = mentions.tool_paths(tool, tool_input)
    if not named:
        return ""
    repo_root = _root(cwd)
    if repo_root is None:
        return ""
    from cairn.anchors.repo import Repo

    repo = Repo(repo_root)
    paths = [p for p in (repo.rel(n) for n in named) if p]
    if not paths:
        return ""
    if session:
        _touch(svc, session, paths)
    if not (context and mentions.edits(tool, tool_input)):
        return ""
    from cairn.context.pitfalls import before_edit_block

    return before_edit_block(svc, paths, session=session).text


def _touch(svc: Any, session: str, paths: list[str]) -> None:
    """Record the touched files (delivery state, like ``shown``); a held lock skips it."""
    from cairn.store import anchor_rows
    from cairn.timeutil import fmt, to_datetime

    db = getattr(svc.store, "db", None)
    if not isinstance(db, sqlite3.Connection):
        return
    at = svc.clock()
    old = int(db.execute("PRAGMA busy_timeout").fetchone()[0])
    db.execute(f"PRAGMA busy_timeout = {TOUCH_BUSY_MS}")
    try:
        db.execute("BEGIN IMMEDIATE")
        try:
            anchor_rows.touch(db, session, paths, at)
            from datetime import timedelta

            anchor_rows.forget_touched(db, fmt(to_datetime(at) - timedelta(days=2)))
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
    except sqlite3.Error:
        return
    finally:
        db.execute(f"PRAGMA busy_timeout = {old}")
