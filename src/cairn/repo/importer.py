"""``cairn import``: the changes made in the memory markdown, brought back as events.

The plan (``repo.plan``) says what changed; this module applies each change through the
service's verbs, so every change is admitted, redacted and recorded like any other write:

| change | a person imports (terminal, no agent) | anything else imports |
|---|---|---|
| a new entry | admitted as the author's: approved | a proposal by the author |
| an edited entry | a new revision (a new kind or a gate: a replacement) | a proposal that supersedes it |
| a deleted entry | retracted | flagged for a person, with who deleted it |
| a waiting proposal | approved | (left waiting) |
| an entry of ``rejected.md`` | rejected | rejected, if a commit made it (see below) |
| an entry taken out of ``rejected.md`` | restored | (left rejected) |

Each change is attributed to the author of the commit that made it (``git blame`` on the
entry's text, ``git log`` for a deletion); a change nobody has committed yet belongs to whoever
runs the import. When a person runs it the author's events are a person's (the person vouches
for what the repository says); otherwise they are an agent's, and nothing takes effect until a
person reviews it.

A rejection travels with the repository like a verdict travels with synced events: an entry of
``rejected.md`` that a commit put there is recorded as its author's rejection even when no person
runs the import, because a rejection can only keep a claim out. It never overrides a person here:
a memory approved in this store is flagged for review instead. An uncommitted line of
``rejected.md`` takes effect only when a person imports it.

Every change is its own transaction: one that fails is reported with its file and line, and the
others are still applied. Running the import again changes nothing more.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cairn import events as ev
from cairn.errors import CairnError, UsageError
from cairn.model import (
    Actor,
    ActorKind,
    Candidate,
    Kind,
    Memory,
    Review,
    ScopeLevel,
    Source,
    Status,
)
from cairn.policy import gates as gate_rules
from cairn.repo import files as F
from cairn.repo import plan as P
from cairn.repo.gitinfo import Author, Git
from cairn.repo.markdown import Entry, split_lines
from cairn.repo.state import LIVE, StoreView, locator, pending
from cairn.service.core import WriteResult, _Batch
from cairn.store.base import WriteTx

if TYPE_CHECKING:
    from cairn.service import MemoryService

REMOVED_FLAG = "flagged: deleted from "
UPSTREAM_FLAG = "flagged: rejected in the repository"
_GATE_TEXT = re.compile(r"^Gate on (\S+): calls matching /(.+)/ are denied: (.+)$", re.S)


@dataclass
class Outcome:
    where: str
    op: str
    result: str  # what happened: created, corroborated, withheld, revised, proposed, ...
    memory_id: str | None = None
    actor: str | None = None
    detail: str = ""

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class ImportReport:
    directory: Path
    person: bool
    dry_run: bool
    applied: list[Outcome] = field(default_factory=list)
    waiting: list[str] = field(default_factory=list)  # changes only a person's import makes
    notes: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


class _Importer:
    def __init__(
        self,
        svc: MemoryService,
        directory: Path,
        runner: Actor,
        git: Git | None,
        plan: P.Plan,
        view: StoreView,
        report: ImportReport,
    ) -> None:
        self.svc = svc
        self.directory = directory
        self.runner = runner
        self.git = git
        self.plan = plan
        self.view = view
        self.person = runner.is_human
        self.waiting = report.waiting
        self._blame: dict[str, list[Author | None] | None] = {}
        self.branch = git.branch() if git else None

    # -- who ----------------------------------------------------------------------------------

    def author_of_entry(self, e: Entry) -> Author | None:
        """The author of the newest commit among the entry's text lines; None when a line is
        not committed (or git cannot say)."""
        if self.git is None:
            return None
        if e.file not in self._blame:
            path = self.directory / e.file
            blame = self.git.blame(path)
            text = F.read_text(path) or ""
            if blame is not None and len(blame) != len(split_lines(text)):
                blame = None  # line endings git counts differently: no attribution
            self._blame[e.file] = blame
        blame = self._blame[e.file]
        if blame is None:
            return None
        lines = blame[e.line - 1 : max(e.line, e.text_end)]
        if not lines or any(a is None for a in lines):
            return None
        return max((a for a in lines if a is not None), key=lambda a: (a.at, a.commit))

    def author_of_removal(self, anchor: str | None) -> Author | None:
        if anchor is None or anchor in self.plan.head:  # still committed: removed here, now
            return None
        return self.plan.removed_by.get(anchor)

    def actor(self, author: Author | None) -> Actor:
        if author is None:
            return self.runner
        kind = ActorKind.HUMAN if self.person else ActorKind.AGENT
        return Actor(kind, author.ident, client="git")

    def source(self, e: Entry, author: Author | None) -> Source:
        return Source(
            kind="import",
            client="git",
            agent=author.ident if author else self.runner.id,
            transcript=self.rel(e.file),
            locator=locator(e.anchor, e.line, author.commit if author else None),
            at=author.at if author else None,
            branch=self.branch,
        )

    def rel(self, name: str) -> str:
        path = self.directory / name
        return self.git.rel(path) if self.git else name

    def origin(self, where: str, author: Author | None) -> str:
        """Where a change came from, for the note or reason of its event."""
        text = f"{self.rel(where.split(':')[0])}{where[len(where.split(':')[0]) :]}"
        if author is not None:
            text += f" in commit {author.short} by {author.ident}"
            if author.ident != self.runner.id:
                text += f", imported by {self.runner.id}"
        return text

    # -- what ---------------------------------------------------------------------------------

    def candidate(self, e: Entry, kind: Kind, author: Author | None, **extra: Any) -> Candidate:
        s, p, o = P.triple(e)
        gate = _gate_rule(e) if kind is Kind.GATE else None
        supersedes = extra.pop("supersedes", None)
        if supersedes is None and isinstance(e.meta.get("supersedes"), str):
            old = self.view.resolve(str(e.meta["supersedes"]).removeprefix("cairn:"))
            supersedes = old.id if old is not None and old.status in LIVE else None
        return Candidate(
            text=e.text,
            namespace=self.svc.scope.namespace,
            kind=kind,
            scope=ScopeLevel.PROJECT,
            subject=s,
            predicate=p,
            object=o,
            valid_from=_date(e.meta.get("from")),
            valid_to=_date(e.meta.get("to")),
            supersedes=supersedes,
            source=self.source(e, author),
            gate=gate,
        )

    def apply(self, c: P.Change) -> Outcome | None:
        if c.op in P.PERSON_ONLY and not self.person:
            self.report_waiting(c)
            return None
        handler = {
            P.Op.ADD: self.add,
            P.Op.EDIT: self.edit,
            P.Op.APPROVE: self.approve,
            P.Op.REJECT: self.reject,
            P.Op.UNREJECT: self.unreject,
            P.Op.REMOVE: self.remove,
        }[c.op]
        return handler(c)

    def report_waiting(self, c: P.Change) -> None:
        self.waiting.append(f"{c.describe()} (waits for a person's import)")

    def add(self, c: P.Change) -> Outcome:
        assert c.entry is not None
        author = self.author_of_entry(c.entry)
        actor = self.actor(author)
        cand = self.candidate(c.entry, c.kind, author)
        r = self.svc.add(cand, actor)
        mem = r.memory
        result = r.action
        if self.person and r.action == "corroborated" and pending(mem) and not mem.contested_by:
            mem = self.svc.approve(
                mem.id,
                actor,
                note=f"approved in the repository's markdown ({self.origin(c.where, author)})",
            )
            result = "approved"
        if self.person and cand.supersedes and mem.status is Status.ACTIVE:
            old = self.svc.get(cand.supersedes)
            if old.status in LIVE:
                self.svc.supersede(old.id, actor, by=mem.id)
                result = f"{result}, superseding #{old.id[-8:].lower()}"
        detail = _label(mem)
        if self.person and pending(mem):  # a person's import, yet it waits: say why
            detail += ": " + "; ".join(r.reasons)
        return Outcome(c.where, c.op, result, mem.id, actor.id, detail)

    def edit(self, c: P.Change) -> Outcome:
        assert c.entry is not None and c.memory is not None
        old = c.memory
        author = self.author_of_entry(c.entry)
        actor = self.actor(author)
        if self.person and c.kind is old.kind and old.kind is not Kind.GATE:
            key = P.entry_key(c.entry)
            for m in self.view.memories.values():  # an agent's import proposed this change
                if m.supersedes == old.id and pending(m) and m.claim_key == key:
                    self.svc.retract(
                        m.id, actor, reason=f"made a revision of #{old.id[-8:].lower()} instead"
                    )
            mem = self.svc.edit(old.id, c.entry.text, actor)
            result = f"revised to revision {mem.revision}"
            if pending(mem):
                mem = self.svc.approve(
                    mem.id,
                    actor,
                    note=f"approved in the repository's markdown ({self.origin(c.where, author)})",
                )
                result += ", approved"
            return Outcome(c.where, c.op, result, mem.id, actor.id, _label(mem))
        if not self.person:
            key = P.entry_key(c.entry)
            for m in self.view.memories.values():
                if m.supersedes == old.id and m.status in LIVE and m.claim_key == key:
                    return Outcome(c.where, c.op, "already proposed", m.id, actor.id, _label(m))
        cand = self.candidate(c.entry, c.kind, author, supersedes=old.id)
        r = self.svc.add(cand, actor)
        mem = r.memory
        result = "proposed as a replacement" if pending(mem) else r.action
        if self.person and mem.status is Status.ACTIVE and old.status in LIVE:
            self.svc.supersede(old.id, actor, by=mem.id)
            result = f"replaced #{old.id[-8:].lower()}"
        return Outcome(c.where, c.op, result, mem.id, actor.id, _label(mem))

    def approve(self, c: P.Change) -> Outcome:
        assert c.memory is not None and c.entry is not None
        author = self.author_of_entry(c.entry)
        actor = self.actor(author)
        mem = self.svc.approve(
            c.memory.id,
            actor,
            note=f"approved in the repository's markdown ({self.origin(c.where, author)})",
        )
        return Outcome(c.where, c.op, "approved", mem.id, actor.id, _label(mem))

    def unreject(self, c: P.Change) -> Outcome:
        assert c.memory is not None
        author = self.author_of_entry(c.entry) if c.entry else self.author_of_removal(c.anchor)
        actor = self.actor(author)
        note = "taken out of " + self.origin(F.REJECTED, author)
        mem = self.svc.restore(c.memory.id, actor, note=note)
        result = "restored"
        if c.entry is not None and pending(mem) and not mem.contested_by:
            mem = self.svc.approve(
                mem.id,
                actor,
                note=f"approved in the repository's markdown ({self.origin(c.where, author)})",
            )
            result += ", approved"
        return Outcome(c.where, c.op, result, mem.id, actor.id, _label(mem))

    def remove(self, c: P.Change) -> Outcome:
        assert c.memory is not None
        author = self.author_of_removal(c.anchor)
        actor = self.actor(author)
        reason = f"deleted from {self.origin(c.file, author)}"
        if self.person:
            mem = self.svc.retract(c.memory.id, actor, reason=reason)
            return Outcome(c.where, c.op, "retracted", mem.id, actor.id, _label(mem))
        if any(f.startswith(REMOVED_FLAG) for f in c.memory.flags):
            return Outcome(c.where, c.op, "already flagged", c.memory.id, actor.id)
        mem = self.svc.flag(c.memory.id, actor, reason=reason + "; retract it if that is right")
        return Outcome(c.where, c.op, "flagged for a person", mem.id, actor.id, _label(mem))

    def reject(self, c: P.Change) -> Outcome | None:
        assert c.entry is not None
        author = self.author_of_entry(c.entry)
        if author is None and not self.person:
            self.waiting.append(f"{c.describe()} (not committed: waits for a person's import)")
            return None
        actor = self.actor(author)
        note = f"rejected in {self.origin(c.where, author)}"
        if c.entry.meta.get("note"):
            note = f"{c.entry.meta['note']} ({note})"
        mem = c.memory
        if mem is None:
            proposer = Actor(
                ActorKind.AGENT, author.ident if author else self.runner.id, client="git"
            )
            cand = self.candidate(c.entry, c.kind, author)
            done: list[str] = []

            def record(tx: WriteTx, results: list[WriteResult]) -> None:
                r = results[0]
                if r.action != "withheld":
                    cur = tx.get(r.memory.id)
                    assert cur is not None
                    done.append(self._reject_in(tx, cur, actor, note))
                else:
                    done.append("already rejected")

            r = self.svc.add_many([cand], proposer, then=record)[0]
            mem = self.svc.get(r.memory.id)
            return Outcome(
                c.where, c.op, done[0] if done else r.action, mem.id, actor.id, _label(mem)
            )
        with self.svc.store.write() as tx:
            cur = tx.get(mem.id)
            assert cur is not None
            result = self._reject_in(tx, cur, actor, note)
        mem = self.svc.get(mem.id)
        return Outcome(c.where, c.op, result, mem.id, actor.id, _label(mem))

    def _reject_in(self, tx: WriteTx, mem: Memory, actor: Actor, note: str) -> str:
        """Inside one transaction: record the rejection (or, for a memory a person approved
        here and an import no person runs, a flag for review)."""
        if mem.review is Review.REJECTED:
            return "already rejected"
        batch = _Batch(tx, mem.namespace, actor, self.svc.clock())
        if mem.review is Review.APPROVED and not self.person:
            if any(f.startswith(UPSTREAM_FLAG) for f in mem.flags):
                return "already flagged"
            batch.emit(
                ev.MEMORY_FLAGGED,
                mem.id,
                {
                    "set": {"flags": [*mem.flags, f"{UPSTREAM_FLAG}: {note}"[:300]]},
                    "reason": f"rejected in the repository ({note}) but approved here",
                },
                {"flags": list(mem.flags)},
            )
            return "flagged: approved here, rejected in the repository"
        self.svc._set_review(batch, mem, Review.REJECTED, note)
        self.svc._reconsolidate(batch, tx, mem.id, "rejected")
        return "rejected"


def _label(m: Memory) -> str:
    return f"{m.status.value}/{m.review.value}"


def _date(value: Any) -> str | None:
    return str(value) if isinstance(value, str) and value.strip() else None


def _gate_rule(e: Entry) -> dict[str, str]:
    m = _GATE_TEXT.match(e.text)  # the text a person reads and edits wins over the metadata
    raw = e.meta.get("rule")
    if m is None and isinstance(raw, dict):
        tool, pattern, reason = (str(raw.get(k) or "") for k in ("tool", "pattern", "reason"))
    else:
        if m is None:
            raise UsageError(
                f"{e.file}:{e.line}: a gate reads `Gate on TOOL: calls matching /PATTERN/ are"
                " denied: REASON`"
            )
        tool, pattern, reason = m.group(1), m.group(2), m.group(3)
    try:
        rule = gate_rules.validate(tool, pattern, reason)
    except ValueError as exc:
        raise UsageError(f"{e.file}:{e.line}: {exc}") from None
    return {"tool": rule.tool, "pattern": rule.pattern, "reason": rule.reason}


def run(
    svc: MemoryService,
    directory: Path,
    runner: Actor,
    *,
    dry_run: bool = False,
    git: Git | None = None,
) -> ImportReport:
    """Import the memory files in ``directory`` (see the module docstring)."""
    if not directory.is_dir():
        raise UsageError(
            f"no exported memory in {directory}", hint="`cairn export` writes it there"
        )
    view = StoreView.load(svc)
    plan = P.build(directory, view, git)
    report = ImportReport(directory, runner.is_human, dry_run)
    report.notes = list(plan.notes)
    report.errors = list(plan.errors)
    imp = _Importer(svc, directory, runner, git, plan, view, report)
    for c in plan.changes:
        if dry_run:
            if c.op in P.PERSON_ONLY and not imp.person:
                imp.report_waiting(c)
            else:
                report.applied.append(
                    Outcome(c.where, c.op, "would apply", None, None, c.describe())
                )
            continue
        try:
            out = imp.apply(c)
        except CairnError as exc:
            report.errors.append(f"{c.where}: {c.op.value}: {exc}")
            continue
        if out is not None:
            report.applied.append(out)
    return report
