"""A person's review verbs (approve, reject, restore, defer), the review queue, the agent's
flag, and the namespace policy."""

from __future__ import annotations

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json, label, memory_line, sid
from cairn.model import Admission, Review, Status, View

pass_app = click.make_pass_decorator(App)


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
        for ref in memory_ids:
            m = getattr(svc, verb)(ref, actor, note=note)
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


def review_queue(app: App) -> list:  # type: ignore[type-arg]
    svc = app.service()
    out = []
    for m in svc.memories(View.REVIEW):
        if (m.status is Status.PROPOSED and m.review in (Review.UNREVIEWED, Review.DEFERRED)) or (
            m.status is Status.ACTIVE
            and (
                m.review is Review.UNREVIEWED
                or any(f.startswith(("flagged", "review")) for f in m.flags)
            )
        ):
            out.append(m)
    return out


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
@click.option("--json", "as_json", is_flag=True)
@pass_app
def review(app: App, list_only: bool, as_json: bool) -> None:
    """The review queue: proposals, flagged and contested memories waiting for a person."""
    queue = review_queue(app)
    if as_json:
        emit_json("review", waiting=len(queue), memories=[m.as_dict() for m in queue])
        return
    if list_only or not queue:
        click.echo(f"{len(queue)} waiting for review")
        for m in queue:
            click.echo(memory_line(m))
        return
    from cairn.cli.interactive import run_queue

    run_queue(app, queue)
