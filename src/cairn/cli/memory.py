"""Memory commands: write (add, propose), read (list, show, search, history, log, as-of) and the
person's lifetime verbs (edit, supersede, retract, expire)."""

from __future__ import annotations

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import (
    emit_json,
    event_line,
    evidence_lines,
    indent,
    label,
    memory_line,
    memory_lines,
    sid,
)
from cairn.model import Actor, Candidate, Kind, ScopeLevel, Source, View
from cairn.store.base import EventFilter, Selection
from cairn.timeutil import parse_time

KINDS = [k.value for k in Kind if k is not Kind.GATE]
pass_app = click.make_pass_decorator(App)


def _text(text: str) -> str:
    """TEXT, or stdin when TEXT is `-` (trailing newlines dropped)."""
    if text != "-":
        return text
    import sys

    return sys.stdin.read().rstrip("\n")


def _date(value: str | None, *, end_of_day: bool = False) -> str | None:
    return parse_time(value, end_of_day=end_of_day) if value else None


def _candidate(
    app: App,
    text: str,
    kind: str,
    scope: str,
    valid_from: str | None,
    valid_to: str | None,
    subject: str | None,
    predicate: str | None,
    obj: str | None,
    supersedes: str | None,
    actor: Actor,
) -> Candidate:
    svc = app.service()
    return Candidate(
        text=text,
        namespace=svc.scope.namespace,
        kind=Kind(kind),
        scope=ScopeLevel(scope),
        subject=subject,
        predicate=predicate,
        object=obj,
        valid_from=_date(valid_from),
        valid_to=_date(valid_to),
        supersedes=svc.resolve(supersedes) if supersedes else None,
        source=Source(
            kind="human" if actor.is_human else "cli",
            client=actor.client,
            cwd=str(app.project.root),
        ),
        session=svc.scope.session,
    )


def _write_options(f: click.decorators.FC) -> click.decorators.FC:
    for opt in reversed(
        [
            click.option("--kind", type=click.Choice(KINDS), default="fact", show_default=True),
            click.option(
                "--scope",
                type=click.Choice(["project", "user", "session"]),
                default="project",
                show_default=True,
            ),
            click.option("--valid-from", help="When it starts to hold (ISO-8601; default now)."),
            click.option("--valid-to", help="When it stops holding (ISO-8601)."),
            click.option("--subject", help="Typed fact: subject."),
            click.option("--predicate", help="Typed fact: predicate."),
            click.option("--object", "obj", help="Typed fact: value."),
            click.option("--json", "as_json", is_flag=True, help="Print one JSON object."),
        ]
    ):
        f = opt(f)
    return f


def _anchor(app: App, memory_id: str, action: str) -> None:
    """Anchors at admission: what a new or revised text names in the repository."""
    if action in ("created", "revised"):
        from cairn.cli.check import anchor_after_write

        anchor_after_write(app, memory_id)


def _report_write(
    result_memory: object,
    action: str,
    reasons: tuple[str, ...],
    as_json: bool,
    note: str | None = None,
    redactions: int = 0,
) -> None:
    from cairn.model import Memory

    assert isinstance(result_memory, Memory)
    if as_json:
        emit_json(
            "write",
            action=action,
            memory=result_memory.as_dict(),
            reasons=list(reasons),
            redactions=redactions,
        )
        return
    click.echo(f"{action} {sid(result_memory.id)} ({label(result_memory)})")
    if note:
        click.echo(note, err=True)


@main.command()
@click.argument("text")
@_write_options
@pass_app
def add(
    app: App,
    text: str,
    kind: str,
    scope: str,
    valid_from: str | None,
    valid_to: str | None,
    subject: str | None,
    predicate: str | None,
    obj: str | None,
    as_json: bool,
) -> None:
    """Write a memory as a person (approved at once from a terminal with no agent around;
    otherwise it lands as a proposal and says so).

    TEXT is the memory, at most 4,000 characters; `-` reads it from stdin."""
    text = _text(text)
    actor, presence = app.writer()
    cand = _candidate(
        app, text, kind, scope, valid_from, valid_to, subject, predicate, obj, None, actor
    )
    r = app.service().add(cand, actor)
    _anchor(app, r.memory.id, r.action)
    note = None
    if not actor.is_human:
        note = (
            f"note: {presence.reason}, so this was recorded as a proposal; a person approves"
            " it with `cairn review` or `cairn approve`"
        )
    _report_write(r.memory, r.action, r.reasons, as_json, note, r.redactions)


@main.command()
@click.argument("text")
@_write_options
@click.option("--supersedes", help="Propose that this replaces memory ID.")
@pass_app
def propose(
    app: App,
    text: str,
    kind: str,
    scope: str,
    valid_from: str | None,
    valid_to: str | None,
    subject: str | None,
    predicate: str | None,
    obj: str | None,
    supersedes: str | None,
    as_json: bool,
) -> None:
    """Propose a memory (what an agent or the miner produces); it waits for review.

    TEXT is the memory, at most 4,000 characters; `-` reads it from stdin."""
    text = _text(text)
    actor, _ = app.writer()
    if actor.is_human:  # a person proposing on purpose still produces a proposal
        from cairn.model import ActorKind

        actor = Actor(ActorKind.AGENT, f"proposed-by:{actor.id}", client="cli")
    cand = _candidate(
        app, text, kind, scope, valid_from, valid_to, subject, predicate, obj, supersedes, actor
    )
    r = app.service().add(cand, actor)
    _anchor(app, r.memory.id, r.action)
    _report_write(r.memory, r.action, r.reasons, as_json, redactions=r.redactions)


@main.command("list")
@click.option("--kind", type=click.Choice([k.value for k in Kind]), multiple=True)
@click.option(
    "--status",
    type=click.Choice(["proposed", "active", "superseded", "expired", "retracted"]),
    multiple=True,
)
@click.option("--limit", type=click.IntRange(min=1), default=None, help="At most N memories.")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def list_(
    app: App, kind: tuple[str, ...], status: tuple[str, ...], limit: int | None, as_json: bool
) -> None:
    """A person's view of every memory in this project (and the user's), each labelled."""
    from cairn.model import Status

    sel = Selection(
        kinds=tuple(Kind(k) for k in kind), statuses=tuple(Status(s) for s in status), limit=limit
    )
    ms = app.service().memories(View.REVIEW, sel)
    if as_json:
        emit_json(
            "list", namespace=app.service().scope.namespace, memories=[m.as_dict() for m in ms]
        )
    else:
        memory_lines(ms)


@main.command()
@click.argument("memory_id")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def show(app: App, memory_id: str, as_json: bool) -> None:
    """Everything about one memory: status, review, evidence, sources, revisions, edges."""
    svc = app.service()
    m = svc.get(memory_id)
    sources, revisions = svc.sources(m.id), svc.revisions(m.id)
    edges = svc.store.edges(m.id)
    if as_json:
        emit_json("memory", memory=m.as_dict(), sources=sources, revisions=revisions, edges=edges)
        return
    click.echo(memory_line(m))
    click.echo(f"    id {m.id}  namespace {m.namespace}  revision {m.revision}")
    click.echo(
        f"    evidence {m.evidence_count}  confidence {m.confidence:.2f}"
        f"  valid {m.valid_from or '-'} .. {m.valid_to or '-'}"
        f"  recorded {m.recorded_at}  retired {m.retired_at or '-'}"
    )
    if m.subject:
        click.echo(f"    fact ({m.subject}, {m.predicate}, {m.object})")
    for s in sources:
        bits = ", ".join(
            f"{k}={s[k]}"
            for k in (
                "kind",
                "agent",
                "client",
                "model",
                "session",
                "transcript",
                "locator",
                "label",
            )
            if s.get(k) not in (None, "")
        )
        click.echo(f"    source: {bits}")
    for r in revisions:
        click.echo(f"    revision {r['revision']} ({r['known_at']}):")
        click.echo(indent(r["text"], "      "))
        evidence = evidence_lines(r["evidence"], "        ")
        if evidence:
            click.echo("      evidence:")
            for line in evidence:
                click.echo(line)
    for e in edges:
        state = f" resolved: {e['resolution']}" if e["resolved_at"] else ""
        click.echo(f"    edge {sid(e['src'])} {e['type']} {sid(e['dst'])}{state}")


@main.command()
@click.argument("memory_id")
@click.argument("text")
@pass_app
def edit(app: App, memory_id: str, text: str) -> None:
    """New text for a memory (a new revision; the old text keeps its evidence)."""
    m = app.service().edit(memory_id, text, app.person("edit"))
    _anchor(app, m.id, "revised")
    click.echo(f"revised {sid(m.id)} to revision {m.revision}")


@main.command()
@click.argument("old_id")
@click.argument("text", required=False)
@click.option("--by", "by", help="An existing memory that replaces OLD_ID.")
@click.option("--at", "at", help="When OLD stopped being true (default now).")
@pass_app
def supersede(app: App, old_id: str, text: str | None, by: str | None, at: str | None) -> None:
    """Replace a memory that stopped being true (its valid time ends)."""
    old, new = app.service().supersede(
        old_id, app.person("supersede"), text=text, by=by, at=_date(at)
    )
    click.echo(f"superseded {sid(old.id)} by {sid(new.id)}")


@main.command()
@click.argument("memory_id")
@click.option("--reason", required=True, help="Why it was wrong.")
@pass_app
def retract(app: App, memory_id: str, reason: str) -> None:
    """Withdraw a memory that was wrong (its record time ends)."""
    m = app.service().retract(memory_id, app.person("retract"), reason=reason)
    click.echo(f"retracted {sid(m.id)}")


@main.command()
@click.argument("memory_id")
@click.option("--at", "at", required=True, help="When it stopped being true (ISO-8601).")
@pass_app
def expire(app: App, memory_id: str, at: str) -> None:
    """Mark when a memory stopped being true (its valid time ends)."""
    when = parse_time(at)
    m = app.service().expire(memory_id, app.person("expire"), at=when)
    click.echo(f"{sid(m.id)} valid until {m.valid_to}")


@main.command()
@click.argument("memory_id")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def history(app: App, memory_id: str, as_json: bool) -> None:
    """Every event of one memory: who, when, what it was before, what it became."""
    m, events = app.service().history(memory_id)
    if as_json:
        emit_json("history", memory=m.as_dict(), events=[e.as_dict() for e in events])
        return
    click.echo(memory_line(m))
    for e in events:
        click.echo(event_line(e))


@main.command()
@click.option("--actor", help="Actor kind (human, agent, system), actor id or client.")
@click.option("--type", "types", multiple=True, help="Event type, or a prefix like memory.")
@click.option("--since", help="ISO-8601.")
@click.option("--until", help="ISO-8601.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Only the last N events.")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def log(
    app: App,
    actor: str | None,
    types: tuple[str, ...],
    since: str | None,
    until: str | None,
    limit: int | None,
    as_json: bool,
) -> None:
    """The event log of this project (and the user's namespace)."""
    events = app.service().log(
        EventFilter(
            actor=actor,
            types=types,
            since=_date(since),
            until=_date(until),
            limit=limit,
        )
    )
    if as_json:
        emit_json("log", events=[e.as_dict() for e in events])
        return
    if not events:
        click.echo("(no events)")
    for e in events:
        click.echo(event_line(e))


@main.command("as-of")
@click.argument("date", required=False)
@click.option("--known-at", help="As the store knew it at this time (default: DATE).")
@click.option(
    "--snapshot",
    "snapshot",
    metavar="NAME",
    help="As the store stood at snapshot NAME (see `cairn snapshot`): known then, and valid"
    " then unless DATE is given.",
)
@click.option("--json", "as_json", is_flag=True)
@pass_app
def as_of(
    app: App, date: str | None, known_at: str | None, snapshot: str | None, as_json: bool
) -> None:
    """What was valid at DATE, as the store knew it at --known-at (a bare date means the end
    of that day), or as it stood at --snapshot NAME."""
    if snapshot:
        from cairn.service import snapshots

        if known_at:
            raise click.UsageError("give --snapshot or --known-at, not both")
        valid_at = parse_time(date, end_of_day=True) if date else None
        snap, ms = snapshots.read(app.service(), snapshot, valid_at=valid_at)
        valid, known = valid_at or snap.at, snap.at
        if as_json:
            emit_json(
                "as_of",
                valid_at=valid,
                known_at=known,
                snapshot=snap.as_dict(),
                memories=[m.as_dict() for m in ms],
            )
            return
        click.echo(f"valid at {valid}, as known at snapshot {snap.name} ({known}):")
        memory_lines(ms)
        return
    if not date:
        raise click.UsageError("give DATE (or --snapshot NAME)")
    valid = parse_time(date, end_of_day=True)
    known = parse_time(known_at, end_of_day=True) if known_at else valid
    ms = app.service().as_of(valid, known)
    if as_json:
        emit_json("as_of", valid_at=valid, known_at=known, memories=[m.as_dict() for m in ms])
        return
    click.echo(f"valid at {valid}, as known at {known}:")
    memory_lines(ms)
