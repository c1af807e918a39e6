"""Gates, policy, audit and store maintenance: a person's machine-checked rules, the
namespace's admission policy, the bounded audit pass, secret scanning and purge, rebuild and
doctor."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cairn import events as ev
from cairn.errors import NotFound, UsageError
from cairn.ids import new_ulid
from cairn.model import (
    Actor,
    ActorKind,
    Candidate,
    Kind,
    Memory,
    Review,
    Source,
    View,
)
from cairn.policy import audit as audit_policy
from cairn.policy import gates as gate_rules
from cairn.policy.admission import checked_policy
from cairn.service.conflicts import Conflicts
from cairn.service.core import WriteResult, _Batch
from cairn.store.base import EventFilter, Report, Selection


class Upkeep(Conflicts):
    def add_gate(self, tool: str, pattern: str, reason: str, actor: Actor) -> WriteResult:
        """A person adds a gate; it is approved at once. (An agent's gate, written through
        ``add`` with kind gate, stays a proposal and blocks nothing until a person approves.)"""
        self._require_human("gate add", actor)
        try:
            rule = gate_rules.validate(tool, pattern, reason)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        return self.add(
            Candidate(
                text=f"Gate on {rule.tool}: calls matching /{rule.pattern}/ are denied: {rule.reason}",
                namespace=self.scope.namespace,
                kind=Kind.GATE,
                source=Source(kind="human"),
                gate={"tool": rule.tool, "pattern": rule.pattern, "reason": rule.reason},
            ),
            actor,
        )

    def gates(self, *, everything: bool = False) -> list[Memory]:
        """The gates that block (approved and active, read through View.INJECT), or with
        ``everything`` every gate in scope (proposed and retired ones too)."""
        view = View.REVIEW if everything else View.INJECT
        found = self.store.select(view, self.scope, self.clock(), Selection(kinds=(Kind.GATE,)))
        return found if everything else [m for m in found if m.review is Review.APPROVED]

    def check_gate(self, tool: str, tool_input: Any) -> gate_rules.Match | None:
        """The first approved, active gate matching this tool call, or None."""
        return gate_rules.first_match(((m.id, m.gate) for m in self.gates()), tool, tool_input)

    def audit(self, *, stale_days: int = audit_policy.STALE_DAYS) -> list[audit_policy.Finding]:
        """What an audit finds now. Changes nothing."""
        mems = self.memories(View.REVIEW)
        cited = {
            e.memory_id for e in self.log(EventFilter(types=(ev.MEMORY_CITED,))) if e.memory_id
        }
        supports: list[tuple[str, str]] = []
        for m in mems:
            if m.status in audit_policy.LIVE:
                supports += [
                    (e["src"], e["dst"])
                    for e in self.store.edges(m.id)
                    if e["type"] == "supports" and e["dst"] == m.id and e["resolved_at"] is None
                ]
        return audit_policy.find(
            mems, at=self.clock(), cited=cited, supports=supports, stale_days=stale_days
        )

    def enforce_audit(self, findings: list[audit_policy.Finding]) -> str:
        """Apply findings: add each flag and rank penalty (never anything else). Returns the run
        id that ``undo_audit`` takes."""
        run = new_ulid()
        actor = Actor(ActorKind.SYSTEM, audit_policy.ACTOR_ID)
        with self.store.write() as tx:
            for f in findings:
                mem = tx.get(f.memory_id)
                if mem is None or f.flag in mem.flags:
                    continue
                batch = self._batch(tx, mem.namespace, actor)
                penalty = round(min(audit_policy.MAX_PENALTY, mem.rank_penalty + f.penalty), 4)
                batch.emit(
                    ev.MEMORY_FLAGGED,
                    mem.id,
                    {
                        "set": {"flags": [*mem.flags, f.flag], "rank_penalty": penalty},
                        "reason": f"{f.check}: {f.detail}",
                        "audit": {
                            "run": run,
                            "check": f.check,
                            "flag": f.flag,
                            "penalty": round(penalty - mem.rank_penalty, 4),
                        },
                    },
                    {"flags": list(mem.flags), "rank_penalty": mem.rank_penalty},
                )
        return run

    def undo_audit(self, run: str, actor: Actor) -> int:
        """A person takes back one audit run: its flags go, its rank penalties are returned."""
        self._require_human("audit --undo", actor)
        done = 0
        flagged = self.log(EventFilter(types=(ev.MEMORY_FLAGGED,), actor=audit_policy.ACTOR_ID))
        with self.store.write() as tx:
            for e in flagged:
                info = e.payload.get("audit") or {}
                mem = tx.get(e.memory_id) if e.memory_id else None
                if info.get("run") != run or mem is None or info.get("flag") not in mem.flags:
                    continue
                batch = self._batch(tx, mem.namespace, actor)
                penalty = round(max(0.0, mem.rank_penalty - float(info.get("penalty", 0.0))), 4)
                batch.emit(
                    ev.MEMORY_FLAGGED,
                    mem.id,
                    {
                        "set": {
                            "flags": audit_policy.undo_flags(mem.flags, info["flag"]),
                            "rank_penalty": penalty,
                        },
                        "reason": f"undo of audit run {run}",
                        "undo": {"run": run, "event": e.id},
                    },
                    {"flags": list(mem.flags), "rank_penalty": mem.rank_penalty},
                )
                done += 1
        if not done:
            raise NotFound(f"no audit change of run {run!r} is left to undo")
        return done

    def set_policy(
        self, key: str, value: Any, actor: Actor, *, namespace: str | None = None
    ) -> None:
        self._require_human("policy set", actor)
        value = checked_policy(key, value)  # before the write lock: nothing slow inside it
        ns = namespace or self.scope.namespace
        with self.store.write() as tx:
            batch = self._batch(tx, ns, actor)
            batch.emit(
                ev.POLICY_SET,
                None,
                {"policy": {"key": key, "value": value}},
                {"value": tx.policy(ns, key)},
            )

    def adopt_namespace(
        self, namespace: str, identities: Sequence[str], actor: Actor, *, root: str | None = None
    ) -> dict[str, str]:
        """A person adopts ``namespace`` for the project derived as each of ``identities``
        (``cairn.namespace.derive``): from then on a committed config pinning it is honoured
        there. Returns the adoptions it replaced (identity -> namespace)."""
        from cairn.namespace import USER_PREFIX

        self._require_human("init --adopt", actor)
        namespace = namespace.strip()
        if not namespace or namespace.startswith(USER_PREFIX):
            raise UsageError(
                f"{namespace!r} cannot be a project's namespace",
                hint="a user: namespace is read by every project; pick another name",
            )
        if not identities:
            raise UsageError("no project identity to adopt the namespace for")
        with self.store.write() as tx:
            before = tx.adopted(identities)
            batch = _Batch(tx, namespace, actor, self.clock(), may_touch=frozenset({namespace}))
            batch.emit(
                ev.NAMESPACE_ADOPTED,
                None,
                {"adoption": {"identities": list(identities), "root": root}},
                {"adopted": before},
            )
        return before

    def scan_secrets(self) -> list[Any]:
        """Secrets sitting anywhere cairn keeps text: every table, the store's files (old and
        freed pages too) and the files cairn writes beside it (kinds and places, never
        values)."""
        from cairn.store import purge

        return list(purge.scan(self._sqlite("secret scanning"), self._written_files()))

    def purge(self, ref: str | None, actor: Actor, *, values: tuple[str, ...] = ()) -> Any:
        """A person's purge of secrets: from the events of ``ref`` (an event or a memory), or
        with ``ref`` None from every place ``scan_secrets`` looks (events, the tables outside
        the log, the files beside the store). The one sanctioned rewrite of the log, recorded
        as a secret.purged event."""
        from cairn.store import purge

        self._require_human("purge", actor)
        store = self._sqlite("purge")
        if ref is None:
            return purge.purge(
                store,
                purge.every_event(store),
                actor,
                values=values,
                side_tables=True,
                files=self._written_files(),
            )
        ids = purge.targets(store, ref, self.scope)
        if not ids:
            raise NotFound(f"no event or memory {ref!r}", hint="see `cairn redact --scan`")
        return purge.purge(store, ids, actor, values=values)

    def _sqlite(self, what: str) -> Any:
        from cairn.store.sqlite import SQLiteStore

        if not isinstance(self.store, SQLiteStore):
            raise UsageError(f"{what} needs the SQLite store")
        return self.store

    def _written_files(self) -> list[Path]:
        """The files cairn writes beside its store: the gate snapshot, and (in the store's
        folder and in cairn's data folder) the hand-off records and logs."""
        from cairn import namespace
        from cairn.store import gatefile

        out = [gatefile.path_for(self.store.path)]
        for home in dict.fromkeys([Path(self.store.path).parent, namespace.data_home()]):
            for sub in ("handoff", "logs"):
                folder = home / sub
                if folder.is_dir():
                    out += sorted(p for p in folder.iterdir() if p.is_file())
        return [p for p in dict.fromkeys(out) if p.is_file()]

    def rebuild(self) -> Report:
        return self.store.rebuild()

    def doctor(self) -> Report:
        return self.store.doctor()
