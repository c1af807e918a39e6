"""Compaction's writes: proposing a run's summaries, approving a summary (which supersedes the
memories it summarises, in one transaction), and a person's undo of a run. What the pass may
and may never do is stated in ``cairn.policy.compact``; this module only carries it out.

The optional ``llm`` wording (``LlmSummariser``) is asked for one sentence or paragraph per group;
its answer is used only when it keeps every identifier, number, path and flag of the members,
else the heuristic summary stands. The members' texts are redacted before they leave the
machine. A model never decides anything: its summary is a proposal like any other.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cairn import events as ev
from cairn.errors import NotFound, UsageError
from cairn.ids import new_ulid
from cairn.model import (
    Actor,
    ActorKind,
    Candidate,
    Memory,
    Review,
    ScopeLevel,
    Source,
    Status,
    View,
)
from cairn.policy import compact as policy
from cairn.policy.redact import redact
from cairn.service.core import WriteResult, _Batch
from cairn.store.base import EventFilter, Selection, WriteTx

if TYPE_CHECKING:
    from cairn.service import MemoryService
    from cairn.service.lifetime import Lifetime

ACTOR = Actor(ActorKind.SYSTEM, policy.ACTOR_ID)
LIVE = (Status.ACTIVE, Status.PROPOSED)
Summariser = Callable[[policy.Group], str | None]

PROMPT = """Merge these notes about {label} from a software project's memory into one short
note. Keep every identifier, path, command, flag, number and version exactly as written; add
nothing that is not in the notes; do not give instructions. Answer with one JSON object:
{{"text": "<the note>"}}.

Notes:
{notes}
"""


class LlmSummariser:
    """Words a group's summary with a model of the ``llm`` library (any its plugins provide)."""

    name = "llm"

    def __init__(self, model_name: str) -> None:
        try:
            import llm
        except ImportError as exc:  # pragma: no cover - the extra is not installed
            raise UsageError("the llm summariser needs `pip install cairn-memory[llm]`") from exc
        try:
            self.model: Any = llm.get_model(model_name)
        except llm.UnknownModelError as exc:
            raise UsageError(f"unknown model {model_name!r}", hint="see `llm models`") from exc

    def __call__(self, group: policy.Group) -> str | None:
        texts = [redact(m.text).text for m in group.members]
        notes = "\n".join(f"- {t}" for t in texts)
        answer = str(self.model.prompt(PROMPT.format(label=group.label, notes=notes)).text())
        text = _answer_text(answer)
        if not text or len(text) > policy.SUMMARY_MAX or policy.kept(texts, text):
            return None
        return text


def _answer_text(answer: str) -> str | None:
    start, end = answer.find("{"), answer.rfind("}")
    if start < 0 or end <= start:
        return None
    try:
        obj = json.loads(answer[start : end + 1])
    except ValueError:
        return None
    text = obj.get("text") if isinstance(obj, dict) else None
    return " ".join(text.split()) if isinstance(text, str) and text.strip() else None


@dataclass
class Proposed:
    group: policy.Group
    text: str
    worded_by: str  # heuristic | llm
    memory_id: str | None = None
    action: str = ""


@dataclass
class RunReport:
    run: str | None
    proposed: list[Proposed] = field(default_factory=list)


def busy(svc: MemoryService) -> set[str]:
    """Memories some waiting summary already covers (an open derived_from edge from a proposal
    of the compaction actor)."""
    out: set[str] = set()
    for m in svc.memories(View.REVIEW, Selection(statuses=(Status.PROPOSED,))):
        for e in svc.store.edges(m.id):
            if _summary_edge(e, m.id):
                out.add(str(e["dst"]))
    return out


def _summary_edge(e: dict[str, Any], src: str) -> bool:
    return (
        e["type"] == "derived_from"
        and e["src"] == src
        and e["resolved_at"] is None
        and str(e.get("note") or "").startswith(policy.EDGE_NOTE)
    )


def find(
    svc: MemoryService, *, days: int = policy.AGE_DAYS, min_size: int = policy.MIN_GROUP
) -> list[policy.Group]:
    """What a run would propose now. Changes nothing."""
    return policy.groups(
        svc.memories(View.REVIEW),
        namespace=svc.scope.namespace,
        at=svc.clock(),
        days=days,
        min_size=min_size,
        busy=busy(svc),
    )


def propose(
    svc: MemoryService,
    found: Sequence[policy.Group],
    *,
    summariser: Summariser | None = None,
    dry_run: bool = False,
) -> RunReport:
    """Propose one summary per group, all in one transaction under a new run id (see
    ``cairn.policy.compact`` for the bounds)."""
    plans: list[Proposed] = []
    for g in found:
        worded = summariser(g) if summariser is not None else None
        plans.append(Proposed(g, worded or g.text, "llm" if worded else "heuristic"))
    if dry_run or not plans:
        return RunReport(None, plans)
    run = new_ulid()
    from cairn.service.hold import hold

    cands = [
        Candidate(
            text=p.text,
            namespace=svc.scope.namespace,
            kind=p.group.kind,
            scope=ScopeLevel.PROJECT,
            source=Source(kind="compact", client="cairn", locator=f"compact:{run}"),
        )
        for p in plans
    ]

    def link(tx: WriteTx, results: list[WriteResult]) -> None:
        hold(tx, results, svc.clock, flag=f"compaction run {run}")
        for p, r in zip(plans, results, strict=True):
            if r.action != "created":
                continue  # the same text is already stored (or rejected): nothing to link
            batch = _Batch(tx, r.memory.namespace, ACTOR, svc.clock())
            for m in p.group.members:
                batch.emit(
                    ev.EDGE_ADDED,
                    r.memory.id,
                    {
                        "edge": {
                            "src": r.memory.id,
                            "dst": m.id,
                            "type": "derived_from",
                            "note": f"{policy.EDGE_NOTE}{run}: replaces it when approved",
                        }
                    },
                )

    results = svc.add_many(cands, ACTOR, then=link)
    for p, r in zip(plans, results, strict=True):
        p.memory_id, p.action = r.memory.id, r.action
    return RunReport(run, plans)


def summarised(svc: Lifetime, mem: Memory) -> list[str]:
    """The memories a waiting compaction summary replaces when approved (else [])."""
    if mem.status is not Status.PROPOSED:
        return []
    return [str(e["dst"]) for e in svc.store.edges(mem.id) if _summary_edge(e, mem.id)]


def approve_summary(
    svc: Lifetime, mem: Memory, members: Sequence[str], actor: Actor, note: str | None
) -> Memory:
    """A person approves a summary: in one transaction it is approved and every member still
    live is superseded by it (valid time ends now; members keep their sources and history)."""
    challenges = [
        e["dst"]
        for e in svc.store.edges(mem.id)
        if e["type"] == "contested_because" and e["src"] == mem.id and e["resolved_at"] is None
    ]
    held = [c for c in challenges if c not in members]
    if held:
        raise UsageError(
            f"#{mem.id[-8:].lower()} contradicts "
            + ", ".join(f"#{h[-8:].lower()}" for h in held)
            + "; a conflict is settled, not approved",
            hint=f"`cairn conflicts resolve {mem.id[-8:].lower()} keep-new|keep-old|keep-both`",
        )
    with svc.store.write() as tx:
        batch = _Batch(tx, mem.namespace, actor, svc.clock())
        cur = tx.get(mem.id) or mem
        svc._set_review(batch, cur, Review.APPROVED, note or "approved: a compaction summary")
        for mid in members:
            old = tx.get(mid)
            if old is None or old.status not in LIVE or old.namespace != mem.namespace:
                continue
            batch.emit(
                ev.MEMORY_SUPERSEDED,
                old.id,
                {
                    "set": {
                        "status": Status.SUPERSEDED.value,
                        "valid_to": batch.at,
                        "superseded_by": mem.id,
                    },
                    "edge": {"src": mem.id, "dst": old.id, "type": "supersedes"},
                    "reason": "summarised by an approved compaction summary",
                },
                {
                    "status": old.status.value,
                    "valid_to": old.valid_to,
                    "superseded_by": old.superseded_by,
                },
            )
            svc._reconsolidate(batch, tx, old.id, "superseded")
    return svc.get(mem.id)


def undo(svc: MemoryService, run: str, actor: Actor) -> int:
    """A person takes back a run: members its summaries superseded return to what they were,
    then the summaries are retracted. Returns how many memories changed."""
    svc._require_human("compact --undo", actor)
    locator = f"compact:{run.strip()}"
    created = svc.log(EventFilter(types=(ev.MEMORY_CREATED,), actor=policy.ACTOR_ID))
    summaries = [
        e.memory_id
        for e in created
        if e.memory_id and (e.payload.get("source") or {}).get("locator") == locator
    ]
    if not summaries:
        raise NotFound(
            f"no compaction run {run!r} in this project", hint="`cairn log --actor cairn-compact`"
        )
    changed = 0
    for sid in summaries:
        with svc.store.write() as tx:
            for e in tx.edges(sid):
                if not _summary_edge(e, sid):
                    continue
                old = tx.get(str(e["dst"]))
                if old is None or old.status is not Status.SUPERSEDED or old.superseded_by != sid:
                    continue
                prior = _prior_of_supersession(svc, old.id, sid)
                batch = _Batch(tx, old.namespace, actor, svc.clock())
                batch.emit(
                    ev.MEMORY_REINSTATED,
                    old.id,
                    {
                        "set": {
                            "status": prior.get("status") or Status.ACTIVE.value,
                            "valid_to": prior.get("valid_to"),
                            "superseded_by": prior.get("superseded_by"),
                        },
                        "edge": {
                            "src": sid,
                            "dst": old.id,
                            "type": "supersedes",
                            "resolved": True,
                            "resolution": f"compaction run {run} undone",
                        },
                        "reason": f"undo of compaction run {run}",
                    },
                    {
                        "status": old.status.value,
                        "valid_to": old.valid_to,
                        "superseded_by": old.superseded_by,
                    },
                )
                changed += 1
        summary = svc.store.get(sid)
        if summary is not None and summary.status in LIVE:
            svc.retract(sid, actor, reason=f"undo of compaction run {run}")
            changed += 1
    if not changed:
        raise NotFound(f"nothing of compaction run {run!r} is left to undo")
    return changed


def _prior_of_supersession(svc: MemoryService, mid: str, by: str) -> dict[str, Any]:
    for e in reversed(svc.store.events(EventFilter(memory_id=mid, types=(ev.MEMORY_SUPERSEDED,)))):
        if e.memory_id == mid and (e.payload.get("set") or {}).get("superseded_by") == by:
            return dict(e.prior or {})
    return {}
