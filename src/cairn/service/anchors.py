"""Anchor verbs: anchor memories to the tree, check them, and a person's re-verification.

``AnchorService`` is composed around a ``MemoryService`` (it holds it; it is not a mixin) and one
working tree. Every verb works in two phases: first it reads the tree and git and computes, with
no transaction open; then it appends the result as events (``anchors.recorded``,
``anchors.checked``) in one short write transaction, re-reading the rows it changes inside it so
that two checks racing write each change once. The system actor ``cairn-check`` writes them.

``check`` is incremental: it stats every anchored file and re-reads only those whose stat changed
since the last check (``anchor_files``), then anchors the memories written since the last scan
(``anchor_scans``). With a budget (the session-start hook's), it stops where the budget ends and
records what it finished; the rest is found by the next check. ``full`` re-verifies everything.

What a check may do: record anchors, update their state, and add or remove the one ``stale: ...``
flag of a memory (which ranks it lower, marks it when injected and queues it for review). What it
may never do: delete a memory, change its text, status or review, approve or reject anything.
How to undo: a person's ``accept`` re-verifies a memory at the current commit, and editing its
text re-anchors it; every change is an event in the log.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cairn import events as ev
from cairn.anchors import changes
from cairn.anchors.repo import Deadline, DeadlineExceeded, Repo
from cairn.anchors.types import STALE_FLAG, Anchor
from cairn.errors import UsageError
from cairn.model import Actor, ActorKind, Memory, Status, View
from cairn.service import MemoryService, _Batch
from cairn.store import anchor_rows
from cairn.store.base import Selection

if TYPE_CHECKING:  # the parsers load only when a check has something to read
    from cairn.anchors.tree import Tree

ACTOR = Actor(ActorKind.SYSTEM, "cairn-check")
LIVE = (Status.ACTIVE, Status.PROPOSED)
SCAN_CHUNK = 50
FIRST_CHUNK = 10
GRACE = 1.0  # seconds past the budget the first unit of work may take (then it stops)
# A file modified this close to the check is read again next time: a write in the same clock
# tick as our read leaves the same stat over different content. Whole-second timestamps mean a
# coarse file system (FAT, HFS+, ext3): two seconds then.
RACY_NS = 50_000_000
RACY_COARSE_NS = 2_000_000_000


@dataclass
class CheckReport:
    root: str
    head: str | None
    full: bool
    files: int = 0  # anchored files looked at
    reread: int = 0  # files whose stat changed (read again)
    verified: int = 0  # anchors verified
    scanned: int = 0  # memory texts scanned for anchors
    anchored: int = 0  # memories that got anchors now
    went_stale: list[tuple[str, str]] = field(default_factory=list)
    fresh_again: list[str] = field(default_factory=list)
    followed: list[tuple[str, str]] = field(default_factory=list)
    events: int = 0
    complete: bool = True
    seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class _Plan:
    """What phase one computed for one memory: a new anchor set (``record``), or new states of
    some of its anchors (``after``, beside the ``before`` they were read as)."""

    memory_id: str
    revision: int
    record: list[Anchor] | None = None
    before: dict[int, Anchor] = field(default_factory=dict)
    after: dict[int, Anchor] = field(default_factory=dict)

    def moot(self) -> bool:
        """A check that found every anchor as it was (the flags are reconciled in the write
        only when something changed)."""
        if self.record is not None:
            return False
        return not any(_diff(self.before[i], a) for i, a in self.after.items())


def _db(svc: MemoryService) -> sqlite3.Connection:
    db = getattr(svc.store, "db", None)
    if not isinstance(db, sqlite3.Connection):
        raise UsageError("code anchors need the SQLite store")
    return db


def stale_flag(anchors: Sequence[Anchor]) -> str | None:
    reasons = [a.reason or a.label for a in anchors if a.stale]
    if not reasons:
        return None
    more = f" (and {len(reasons) - 1} more)" if len(reasons) > 1 else ""
    return f"{STALE_FLAG}{reasons[0]}{more}"


def _flags(current: Sequence[str], anchors: Sequence[Anchor]) -> list[str]:
    kept = [f for f in current if not f.startswith(STALE_FLAG)]
    flag = stale_flag(anchors)
    return [*kept, flag] if flag else kept


_FIELDS = {
    "path": "path",
    "target": "target",
    "locator": "locator",
    "fingerprint": "fingerprint",
    "claims": "claims",
    "pinned": "pinned",
    "commit": "commit_id",
    "status": "status",
    "reason": "reason",
}


def _same(a: Anchor) -> tuple[Any, ...]:
    """What an anchor's verification depends on (memories naming the same thing share it)."""
    return (
        a.kind,
        a.name,
        a.path,
        a.target,
        a.locator,
        a.fingerprint,
        a.claims,
        a.pinned,
        a.commit,
        a.status,
        a.reason,
    )


def _diff(old: Anchor, new: Anchor) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for attr, column in _FIELDS.items():
        a, b = getattr(old, attr), getattr(new, attr)
        if a != b:
            out[column] = list(b) if attr == "claims" else b
    return out


class AnchorService:
    """Anchor verbs for one service (scope, store, clock) and one working tree."""

    def __init__(self, svc: MemoryService, root: Path | str) -> None:
        self.svc = svc
        self.root = Path(root)

    # -- reading ---------------------------------------------------------------------------------

    def anchors_of(self, ref: str) -> tuple[Memory, list[Anchor]]:
        mem = self.svc.get(ref, View.REVIEW)
        rows = anchor_rows.rows_of(_db(self.svc), [mem.id])
        return mem, [Anchor.from_row(r) for r in rows]

    def stale(self) -> list[tuple[Memory, list[Anchor]]]:
        """Live memories of this project with a stale anchor, with their anchors."""
        db = _db(self.svc)
        ids = [
            str(r[0])
            for r in db.execute(
                "SELECT DISTINCT a.memory_id FROM anchors a JOIN memories m ON m.id = a.memory_id"
                " WHERE a.namespace = ? AND a.status IN ('changed', 'renamed', 'missing')"
                " AND m.status IN ('active', 'proposed') AND m.review != 'rejected'",
                (self.svc.scope.namespace,),
            )
        ]
        return self._with_anchors(ids)

    def counts(self) -> dict[str, int]:
        """Live anchored memories of this project: how many verify, how many are stale."""
        db = _db(self.svc)
        row = db.execute(
            "SELECT count(DISTINCT a.memory_id), count(DISTINCT CASE WHEN a.status IN"
            " ('changed', 'renamed', 'missing') THEN a.memory_id END) FROM anchors a"
            " JOIN memories m ON m.id = a.memory_id WHERE a.namespace = ?"
            " AND m.status IN ('active', 'proposed') AND m.review != 'rejected'",
            (self.svc.scope.namespace,),
        ).fetchone()
        anchored, stale = int(row[0] or 0), int(row[1] or 0)
        return {"anchored": anchored, "stale": stale, "verified": anchored - stale}

    def _with_anchors(self, ids: Sequence[str]) -> list[tuple[Memory, list[Anchor]]]:
        if not ids:
            return []
        mems = self.svc.memories(View.REVIEW, Selection(ids=tuple(ids)))
        by: dict[str, list[Anchor]] = {}
        for r in anchor_rows.rows_of(_db(self.svc), ids):
            by.setdefault(str(r["memory_id"]), []).append(Anchor.from_row(r))
        return [(m, by.get(m.id, [])) for m in mems]

    # -- anchoring -------------------------------------------------------------------------------

    def anchor(self, refs_: Sequence[str]) -> CheckReport:
        """Anchor these memories now (after a write), whatever the scan watermark says."""
        started = time.monotonic()
        repo = Repo(self.root)
        report = CheckReport(repo.key, repo.head(), full=False)
        mems = [self.svc.get(r, View.REVIEW) for r in refs_]
        plans = self._scan(_tree(repo), [m for m in mems if self._anchorable(m)], report.head)
        report.scanned = len(mems)
        # no stat is remembered here: other memories anchored to the same files may not have
        # been verified against their current content yet (the next check reads them)
        self._write(plans, report, {}, None)
        report.seconds = round(time.monotonic() - started, 4)
        return report

    def accept(self, ref: str, actor: Actor) -> tuple[Memory, list[Anchor]]:
        """A person re-verifies a memory at the current commit: its anchors are extracted and
        resolved again and its stale flag goes. A person's verb."""
        self.svc._require_human("check --accept", actor)
        mem = self.svc.get(ref, View.REVIEW)
        repo = Repo(self.root)
        plan = _Plan(mem.id, mem.revision, record=self._resolve_one(_tree(repo), mem, repo.head()))
        report = CheckReport(repo.key, repo.head(), full=False)
        self._write({mem.id: plan}, report, {}, None, actor=actor, force=True)
        return self.anchors_of(mem.id)

    def _anchorable(self, m: Memory) -> bool:
        return m.status in LIVE and m.namespace == self.svc.scope.namespace

    def _resolve_one(self, tree: Tree, m: Memory, head: str | None) -> list[Anchor]:
        from cairn.anchors import resolve as res

        refs = res.memory_refs(m.text, m.anchors)
        res.prefetch(tree, refs)
        return res.resolve(tree, m.text, refs, commit=head)

    def _scan(self, tree: Tree, mems: Sequence[Memory], head: str | None) -> dict[str, _Plan]:
        from cairn.anchors import resolve as res

        found = [(m, res.memory_refs(m.text, m.anchors)) for m in mems]
        res.prefetch(tree, [r for _, refs in found for r in refs])
        plans: dict[str, _Plan] = {}
        for m, refs in found:
            anchors = res.resolve(tree, m.text, refs, commit=head) if refs else []
            plans[m.id] = _Plan(m.id, m.revision, record=anchors)
            tree.repo.deadline.check()
        return plans

    # -- checking --------------------------------------------------------------------------------

    def check(
        self,
        *,
        full: bool = False,
        budget: float | None = None,
        found: changes.Changes | None = None,
    ) -> CheckReport:
        """Verify this project's anchors against the working tree (see the module docstring).
        ``found``: what ``changes.find`` just reported for this tree (not stat'ed twice)."""
        started = time.monotonic()
        db = _db(self.svc)
        repo = Repo(self.root, Deadline.after(budget))
        tree = _LazyTree(repo)
        ns = self.svc.scope.namespace
        head = repo.head()
        report = CheckReport(repo.key, head, full)
        plans: dict[str, _Plan] = {}
        stats: dict[str, str | None] = {}
        if found is None or full:
            found = changes.find(db, ns, repo.key, head, full=full)
        progress = [found.scanned]
        report.files, report.reread = found.files, len(found.changed)
        try:
            if found.changed:
                self._verify_paths(
                    tree, db, ns, list(found.changed), found.stats, head, plans, stats, report
                )
            if found.pending:
                self._scan_pending(tree, db, ns, head, plans, report, progress)
            else:
                progress[0] = max(progress[0], anchor_rows.last_seq(db))
        except DeadlineExceeded:
            report.complete = False
        # a check cut short keeps how far its scan got, but not the commit: the next one still
        # re-verifies the stale anchors at the new commit
        scan = (progress[0], head if report.complete else found.last_head)
        self._write(plans, report, stats, scan)
        report.seconds = round(time.monotonic() - started, 4)
        return report

    def _verify_paths(
        self,
        tree: _LazyTree,
        db: sqlite3.Connection,
        ns: str,
        changed: list[str],
        now: dict[str, str],
        head: str | None,
        plans: dict[str, _Plan],
        stats: dict[str, str | None],
        report: CheckReport,
    ) -> None:
        from cairn.anchors.verify import prefetch, unchanged, verify

        grace = contextlib.ExitStack()  # at least one path is verified, however slow the machine
        grace.enter_context(tree.repo.deadline.grace(GRACE))
        t = tree.get()
        by_path: dict[str, list[dict[str, Any]]] = {}
        for row in anchor_rows.rows_for(db, ns, changed):
            if int(row["revision"]) != int(row["memory_revision"]):
                continue  # edited since it was anchored: rescanned below
            if unchanged(t, row):
                report.verified += 1
                continue
            by_path.setdefault(str(row["path"]), []).append(row)
        prefetch(t, [Anchor.from_row(r) for rows in by_path.values() for r in rows])
        wall = time.time_ns()
        todo = set(changed)
        done: dict[tuple[Any, ...], Anchor] = {}  # the same anchor of many memories: once
        for n, path in enumerate(changed):
            if n == 1:  # the first path had a grace period; the rest keep the budget
                grace.close()
            for row in by_path.get(path, []):
                old = Anchor.from_row(row)
                key = _same(old)
                if key not in done:
                    done[key] = verify(t, old.updated(idx=0, memory_id=None), head)
                    report.verified += 1
                new = done[key].updated(idx=old.idx, memory_id=old.memory_id)
                mid = str(row["memory_id"])
                if mid not in plans:
                    plans[mid] = _Plan(mid, int(row["memory_revision"]))
                plans[mid].before[old.idx] = old
                plans[mid].after[old.idx] = new
                if new.path != old.path and new.path not in todo:  # else its own turn sets it
                    moved_stat = t.repo.stat(new.path)
                    stats[new.path] = moved_stat if _settled(moved_stat, wall) else None
            stats[path] = now[path] if _settled(now[path], wall) else None
            t.repo.deadline.check()
        grace.close()

    def _scan_pending(
        self,
        tree: _LazyTree,
        db: sqlite3.Connection,
        ns: str,
        head: str | None,
        plans: dict[str, _Plan],
        report: CheckReport,
        progress: list[int],
    ) -> None:
        """Anchor the memories written since the last scan; ``progress[0]`` follows the event
        seq scanned to (what a budget cut short is picked up from there)."""
        top = anchor_rows.last_seq(db)
        pending = anchor_rows.texts_since(db, ns, progress[0], top)
        have = {
            (str(r[0]), int(r[1]))
            for r in db.execute(
                "SELECT DISTINCT memory_id, revision FROM anchors WHERE namespace = ?", (ns,)
            )
        }
        first = min(len(pending), FIRST_CHUNK)
        bounds = [(0, first)] + [
            (i, i + SCAN_CHUNK) for i in range(first, len(pending), SCAN_CHUNK)
        ]
        for i, j in bounds:
            chunk = pending[i:j]
            if not chunk:
                continue
            sel = Selection(ids=tuple(mid for _, mid in chunk))
            mems = [
                m
                for m in self.svc.memories(View.REVIEW, sel)
                if self._anchorable(m) and (m.id, m.revision) not in have and m.id not in plans
            ]
            if i == 0:  # the first few are anchored however slow the machine
                with tree.repo.deadline.grace(GRACE):
                    plans.update(self._scan(tree.get(), mems, head))
            else:
                plans.update(self._scan(tree.get(), mems, head))
            report.scanned += len(mems)
            progress[0] = chunk[-1][0]
        progress[0] = max(progress[0], top)

    # -- writing ---------------------------------------------------------------------------------

    def _write(
        self,
        plans: dict[str, _Plan],
        report: CheckReport,
        stats: dict[str, str | None],
        scan: tuple[int, str | None] | None,
        *,
        actor: Actor = ACTOR,
        force: bool = False,
    ) -> None:
        """Phase two: one short transaction appends the events and the bookkeeping (none at
        all when there is nothing to write: a write that names nothing takes the lock once)."""
        plans = {mid: p for mid, p in plans.items() if not p.moot()}
        empty = [mid for mid, p in plans.items() if p.record == [] and not force]
        if empty:  # found nothing to anchor: only worth a write if it had anchors before
            had = {str(r["memory_id"]) for r in anchor_rows.rows_of(_db(self.svc), empty)}
            plans = {mid: p for mid, p in plans.items() if mid not in empty or mid in had}
        if not plans and not stats and scan is None:
            return
        at = self.svc.clock()
        with self.svc.store.write() as tx:
            db = getattr(tx, "db", None)
            assert isinstance(db, sqlite3.Connection)
            for mid, plan in plans.items():
                cur = tx.get(mid)
                if cur is None or cur.revision != plan.revision:
                    continue  # edited meanwhile: the next check rescans it
                rows = [Anchor.from_row(r) for r in anchor_rows.rows_of(db, [mid])]
                batch = _Batch(tx, cur.namespace, actor, at)
                if plan.record is not None:
                    self._emit_record(batch, cur, rows, plan.record, report, force=force)
                else:
                    self._emit_check(batch, cur, rows, plan.after, report)
                report.events += len(batch.appended)
            anchor_rows.put_file_stats(db, report.root, stats, at)
            if scan is not None:
                ns = self.svc.scope.namespace
                anchor_rows.put_scan(db, ns, report.root, scan[0], scan[1], at)

    def _emit_record(
        self,
        batch: _Batch,
        cur: Memory,
        rows: list[Anchor],
        anchors: list[Anchor],
        report: CheckReport,
        *,
        force: bool,
    ) -> None:
        if not force and rows and all(r.revision == cur.revision for r in rows):
            return  # another check anchored this revision first
        if not anchors and not rows and not force:
            return
        flags = _flags(cur.flags, anchors)
        payload: dict[str, Any] = {
            "anchors": {
                "op": "record",
                "revision": cur.revision,
                "commit": report.head,
                "items": [a.item() for a in anchors],
            },
            "reason": "anchored to the tree" if anchors else "no anchors",
        }
        prior: dict[str, Any] | None = None
        if flags != list(cur.flags):
            payload["set"] = {"flags": flags}
            prior = {"flags": list(cur.flags)}
            if stale_flag(rows) and not stale_flag(anchors):
                report.fresh_again.append(cur.id)
        batch.emit(ev.ANCHORS_RECORDED, cur.id, payload, prior)
        if anchors:
            report.anchored += 1

    def _emit_check(
        self,
        batch: _Batch,
        cur: Memory,
        rows: list[Anchor],
        after: dict[int, Anchor],
        report: CheckReport,
    ) -> None:
        items: list[dict[str, Any]] = []
        final: list[Anchor] = []
        for row in rows:
            new = after.get(row.idx)
            if new is None:
                final.append(row)
                continue
            change = _diff(row, new)
            if change:
                items.append({"idx": row.idx, **change})
                if new.status == "moved" and row.status != "moved":
                    report.followed.append((cur.id, f"{new.label} -> {new.path}"))
            final.append(new)
        flags = _flags(cur.flags, final)
        if not items and flags == list(cur.flags):
            return
        payload: dict[str, Any] = {
            "anchors": {"op": "check", "commit": report.head, "items": items},
        }
        prior: dict[str, Any] | None = None
        was, now = stale_flag(rows), stale_flag(final)
        if flags != list(cur.flags):
            payload["set"] = {"flags": flags}
            prior = {"flags": list(cur.flags)}
        if now and now != was:
            payload["reason"] = now[len(STALE_FLAG) :]
            report.went_stale.append((cur.id, now[len(STALE_FLAG) :]))
        elif was and not now:
            payload["reason"] = "its anchors verify again"
            report.fresh_again.append(cur.id)
        else:
            payload["reason"] = "anchors re-verified"
        batch.emit(ev.ANCHORS_CHECKED, cur.id, payload, prior)


def _tree(repo: Repo) -> Tree:
    from cairn.anchors.tree import Tree

    return Tree(repo)


class _LazyTree:
    """The tree's lookups, built on first use (a check with nothing to read never builds it)."""

    def __init__(self, repo: Repo) -> None:
        self.repo = repo
        self._tree: Tree | None = None

    def get(self) -> Tree:
        if self._tree is None:
            self._tree = _tree(self.repo)
        return self._tree


def _settled(stat: str | None, wall_ns: int) -> bool:
    """A stat worth remembering: the file was not modified within the racy window of now."""
    if stat is None:
        return False
    if stat == "-":
        return True
    try:
        mtime = int(stat.split(":")[2])
    except (IndexError, ValueError):
        return False
    window = RACY_COARSE_NS if mtime % 1_000_000_000 == 0 else RACY_NS
    return wall_ns - mtime > window
