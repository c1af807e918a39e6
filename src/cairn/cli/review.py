"""A person's review verbs (approve, reject, restore, defer), the review queue, the agent's
flag, and the namespace policy."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import click

from cairn.claimkey import overlap
from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json, label, memory_line, sid
from cairn.model import Admission, Memory
from cairn.policy.resolution import Conflict
from cairn.service import MemoryService

pass_app = click.make_pass_decorator(App)

GROUP_OVERLAP = 0.6  # content-token overlap at which two waiting memories are shown together


@dataclass(frozen=True)
class Item:
    """One memory in the queue with what a reviewer needs beside it."""

    memory: Memory
    sources: tuple[dict[str, Any], ...] = ()
    conflicts: tuple[Conflict, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {
            "memory": self.memory.as_dict(),
            "sources": list(self.sources),
            "conflicts": [c.as_dict() for c in self.conflicts],
        }


def queue_items(svc: MemoryService, queue: list[Memory]) -> list[Item]:
    open_conflicts = svc.conflicts()
    return [
        Item(
            m,
            tuple(svc.sources(m.id)),
            tuple(c for c in open_conflicts if m.id in (c.new.id, c.old.id)),
        )
        for m in queue
    ]


def group_near_duplicates(items: list[Item]) -> list[list[Item]]:
    """Queue order kept; each memory joins the first group whose head it nearly repeats."""
    groups: list[list[Item]] = []
    for it in items:
        for g in groups:
            if overlap(g[0].memory.text, it.memory.text) >= GROUP_OVERLAP:
                g.append(it)
                break
        else:
            groups.append([it])
    return groups


def source_line(s: dict[str, Any]) -> str:
    keys = ("kind", "agent", "client", "model", "session", "transcript", "locator", "label")
    bits = ", ".join(f"{k}={s[k]}" for k in keys if s.get(k) not in (None, ""))
    return bits + (" (vouched)" if s.get("vouched") else "")


def describe(it: Item) -> str:
    """A queue entry: the memory, its evidence and sources, and any conflict side by side."""
    from cairn.cli.conflicts import side_by_side

    m = it.memory
    lines = [memory_line(m), f"    evidence {m.evidence_count}, confidence {m.confidence:.2f}"]
    lines += [f"    source: {source_line(s)}" for s in it.sources]
    for c in it.conflicts:
        lines.append(side_by_side(c))
    return "\n".join(lines)


_PAST = {"approve": "approved", "reject": "rejected", "restore": "restored", "defer": "deferred"}


_HELP = {
    "approve": "Approve proposals: they become what agents are told.",
    "reject": "Reject memories; the rejection stands against the same claim from any path.",
    "restore": "Lift a rejection; the memory waits for review again.",
    "defer": "Put proposals aside for later.",
}


def _verdict(verb: str) -> None:
    @main.command(verb, help=_HELP[verb])
    @click.argument("memory_ids", nargs=-1, required=True)
    @click.option("--note", help="Why (kept in the event).")
    @pass_app
    def cmd(app: App, memory_ids: tuple[str, ...], note: str | None) -> None:
        actor = app.person(verb)
        svc = app.service()
        # every id is checked before anything changes: a typo in the third id leaves the first
        # two as they were
        targets = list(dict.fromkeys(svc.get(ref).id for ref in memory_ids))
        for mid in targets:
            before = svc.get(mid)
            m = getattr(svc, verb)(mid, actor, note=note)
            if verb == "approve" and before == m:
                click.echo(f"already approved {sid(m.id)} ({label(m)}); nothing changed")
                continue
            if verb == "restore" and before == m:
                click.echo(f"{sid(m.id)} ({label(m)}) is not rejected; nothing to restore")
                continue
            click.echo(f"{_PAST[verb]} {sid(m.id)} ({label(m)})")


for _verb in ("approve", "reject", "restore", "defer"):
    _verdict(_verb)


@main.command()
@click.argument("memory_id")
@click.option("--reason", required=True, help="What is wrong with it.")
@pass_app
def flag(app: App, memory_id: str, reason: str) -> None:
    """Lower a memory's rank and queue it for a person (anyone may flag; it never approves)."""
    actor, _ = app.writer()
    m = app.service().flag(memory_id, actor, reason=reason)
    click.echo(f"flagged {sid(m.id)} ({label(m)})")


@main.group()
def policy() -> None:
    """The namespace's admission policy (held in the store; a person's verb to change)."""


@policy.command("show")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def policy_show(app: App, as_json: bool) -> None:
    """Show the admission mode and the source-trust table."""
    svc = app.service()
    mode, trust = svc.mode(), svc.trust_table()
    if as_json:
        emit_json("policy", namespace=svc.scope.namespace, admission=mode.value, trust=trust)
        return
    click.echo(f"namespace {svc.scope.namespace}: admission {mode.value}")
    for k, v in sorted(trust.items()):
        click.echo(f"  trust {k} = {v}")


@policy.command("set")
@click.option("--admission", type=click.Choice([a.value for a in Admission]))
@click.option(
    "--trust",
    "trust",
    multiple=True,
    metavar="KIND=WEIGHT",
    help="Source-trust prior for a source kind, 0..1 (repeatable).",
)
@click.option(
    "--promote-after",
    type=int,
    help="Independent sessions that promote a proposal (0 turns promotion off).",
)
@pass_app
def policy_set(
    app: App, admission: str | None, trust: tuple[str, ...], promote_after: int | None
) -> None:
    """Change the namespace's policy (a person's verb, recorded as an event)."""
    actor = app.person("policy set")
    svc = app.service()
    if admission:
        svc.set_policy("admission", admission, actor)
        click.echo(f"admission = {admission}")
    if trust:
        table = dict(svc.store.policy(svc.scope.namespace, "trust") or {})
        for item in trust:
            k, _, v = item.partition("=")
            try:
                w = float(v)
            except ValueError:
                raise click.BadParameter(f"{item!r}: expected KIND=WEIGHT") from None
            if not 0.0 <= w <= 1.0 or not k:
                raise click.BadParameter(f"{item!r}: weight must be within 0..1")
            table[k] = w
        svc.set_policy("trust", table, actor)
        click.echo(f"trust = {table}")
    if promote_after is not None:
        svc.set_policy("promote_after", promote_after, actor)
        click.echo(f"promote_after = {promote_after}")


@main.command()
@click.option("--list", "list_only", is_flag=True, help="Print the queue and change nothing.")
@click.option("--json", "as_json", is_flag=True, help="The queue as one JSON object (read-only).")
@click.option(
    "--all-projects",
    "all_projects",
    is_flag=True,
    help="The queue of every project on this machine (with --list or --json; a person's view:"
    " it needs a terminal, as one project's memories never reach another project's agent).",
)
@pass_app
def review(app: App, list_only: bool, as_json: bool, all_projects: bool) -> None:
    """The review queue: proposals, flagged and contested memories waiting for a person.

    In a terminal it asks one key per memory (a approve, r reject, d defer, e edit, s skip,
    q quit); near-duplicates are grouped, evidence and sources shown, conflicts side by side.
    --list and --json only print it (no terminal needed). --all-projects prints the queue of
    every project whose memory is in this store (they share one store, one namespace each); it
    reads across projects, so only a person in a terminal may run it.
    """
    if all_projects:
        _all_projects(app, list_only, as_json)
        return
    svc = app.service()
    queue = svc.review_queue()
    items = queue_items(svc, queue)
    if as_json:
        emit_json(
            "review",
            waiting=len(queue),
            memories=[m.as_dict() for m in queue],
            groups=[[it.memory.id for it in g] for g in group_near_duplicates(items)],
            items=[it.as_dict() for it in items],
        )
        return
    if list_only or not queue:
        _print_queue(items)
        return
    from cairn.cli.interactive import run_queue
    from cairn.errors import PersonRequired

    try:
        run_queue(app, items)
    except PersonRequired as exc:
        raise PersonRequired(
            exc.message,
            hint="`cairn review --list` (or --json) prints the queue without a terminal;"
            " deciding needs a person at one",
        ) from None


def _print_queue(items: list[Item], indent: str = "") -> None:
    click.echo(f"{indent}{len(items)} waiting for review")
    for group in group_near_duplicates(items):
        if len(group) > 1:
            click.echo(f"-- {len(group)} near-duplicates --")
        for it in group:
            click.echo(describe(it))


def project_queues(svc: MemoryService) -> list[dict[str, Any]]:
    """Each namespace in the store with what waits in it: the user namespace once (every
    project reads it), each project's own memories under its namespace."""
    from cairn.model import Scope

    user_ns = svc.scope.user_namespace
    out = []
    for row in svc.store.namespaces():
        ns = str(row["namespace"])
        if ns.startswith("user:") and ns != user_ns:
            continue  # another user's namespace is not this person's to review
        other = MemoryService(svc.store, Scope(ns, user_ns), load_model=False)
        queue = [m for m in other.review_queue() if m.namespace == ns]
        out.append(
            {
                "namespace": ns,
                "directory": row["cwd"],
                "this_project": ns == svc.scope.namespace,
                "user": ns == user_ns,
                "items": queue_items(other, queue),
            }
        )
    return out


def _all_projects(app: App, list_only: bool, as_json: bool) -> None:
    if not (list_only or as_json):
        raise click.UsageError(
            "--all-projects prints the queues (add --list or --json); to decide, run"
            " `cairn review` in a project (or `cairn --project DIR review`)"
        )
    # every project's queue: a person's view (an agent reads only its own project's memory)
    app.person("review --all-projects")
    projects = project_queues(app.service())
    total = sum(len(p["items"]) for p in projects)
    if as_json:
        emit_json(
            "review_all",
            waiting=total,
            projects=[
                {
                    "namespace": p["namespace"],
                    "directory": p["directory"],
                    "this_project": p["this_project"],
                    "user": p["user"],
                    "waiting": len(p["items"]),
                    "items": [it.as_dict() for it in p["items"]],
                }
                for p in projects
            ],
        )
        return
    click.echo(f"{total} waiting for review in {len(projects)} namespace(s) of this store")
    for p in projects:
        where = "the user's own (read by every project)" if p["user"] else p["directory"] or "?"
        mark = " (this project)" if p["this_project"] else ""
        click.echo(f"\n== {p['namespace']}{mark}: {where}")
        _print_queue(p["items"])
