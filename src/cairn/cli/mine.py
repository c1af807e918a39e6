"""`cairn mine` (mine agent sessions into proposals), `cairn redact --scan` (find secrets that
got into the store) and `cairn purge` (a person's verb: erase them). Thin: parse, call, render.

`cairn mine PATH` is what the hooks start detached at the end of a session: it never prompts,
draws no progress bar without a terminal, and is safe to run twice at once (cursors are
compare-and-swap).
"""

from __future__ import annotations

import contextlib
import sys
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json
from cairn.errors import UsageError
from cairn.ingest import discovery
from cairn.ingest.formats import CLIENTS
from cairn.ingest.miner import Extractor, MineOptions, Miner, MineReport

if TYPE_CHECKING:
    from cairn.service import MemoryService

pass_app = click.make_pass_decorator(App)


def _extractor(name: str, model: str | None) -> Extractor:
    if name == "llm":
        if not model:
            raise UsageError("--extractor llm needs --model NAME")
        from cairn.ingest.llm_extract import LlmExtractor

        return LlmExtractor(model)
    from cairn.ingest.extract import HeuristicExtractor

    return HeuristicExtractor()


def _summary(rep: MineReport, dry: bool) -> None:
    verb = "would propose" if dry else "proposed"
    click.echo(
        f"sessions read: {len(rep.sessions)} ({rep.files} files, {rep.bytes / 1e6:.1f} MB)\n"
        f"lessons {verb}: {rep.proposed}; corroborated: {rep.corroborated};"
        f" withheld as rejected: {rep.withheld}; secrets redacted: {rep.redactions}"
    )
    if dry:
        for lesson in rep.lessons:
            click.echo(f"  [{lesson['kind']}] {lesson['text']}  ({lesson['locator']})")
    skipped = sum(rep.skipped_records.values())
    if skipped:
        click.echo(f"records skipped: {skipped}")
        for reason, n in rep.skipped_records.most_common():
            click.echo(f"  {n:>6}  {reason}")
    for reason, n in rep.skipped_files.most_common():
        click.echo(f"files skipped: {n}  {reason}")


def _projects(rep: MineReport, svc: MemoryService) -> list[dict[str, Any]]:
    """Where the lessons went: per namespace (one per project), what was done with them and
    the project's directory as the store last saw it."""
    seen: dict[str, Counter[str]] = {}
    for lesson in rep.lessons:
        ns = str(lesson.get("namespace") or svc.scope.namespace)
        seen.setdefault(ns, Counter())[str(lesson.get("action") or "proposed")] += 1
    dirs = {str(r["namespace"]): r["cwd"] for r in svc.store.namespaces()}
    return [
        {
            "namespace": ns,
            "directory": dirs.get(ns),
            "this_project": ns == svc.scope.namespace,
            "lessons": dict(counts),
        }
        for ns, counts in sorted(seen.items(), key=lambda kv: -sum(kv[1].values()))
    ]


def _where(projects: list[dict[str, Any]], dry: bool) -> None:
    if not projects:
        return
    click.echo("lessons by project" + (" (would go to)" if dry else "") + ":")
    for p in projects:
        counts = ", ".join(f"{n} {action}" for action, n in sorted(p["lessons"].items()))
        mark = " (this project)" if p["this_project"] else ""
        click.echo(f"  {p['namespace']}{mark} {p['directory'] or ''}: {counts}")
    if any(not p["this_project"] for p in projects):
        click.echo("review them all with `cairn review --all-projects --list`")


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--client", type=click.Choice(CLIENTS), help="Force the transcript format.")
@click.option("--dry-run", is_flag=True, help="Show what would be proposed; write nothing.")
@click.option("--extractor", type=click.Choice(["heuristic", "llm"]), default="heuristic")
@click.option("--model", help="The llm model for --extractor llm.")
@click.option("--session-hint", help="Session id to use when the transcript names none.")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def mine(
    app: App,
    paths: tuple[Path, ...],
    client: str | None,
    dry_run: bool,
    extractor: str,
    model: str | None,
    session_hint: str | None,
    as_json: bool,
) -> None:
    """Mine agent sessions for lessons (proposals that wait for review).

    With no PATHS: this machine's Claude Code, Codex and Gemini CLI sessions, from where the
    last run stopped.
    """
    files = [(p, client) for p in discovery.expand(list(paths))] if paths else discovery.discover()
    svc = app.service()
    ex = _extractor(extractor, model)
    opts = MineOptions(client=client, dry_run=dry_run, session_hint=session_hint)
    total = 0
    for p, _ in files:
        with contextlib.suppress(OSError):
            total += p.stat().st_size
    if sys.stderr.isatty() and not as_json:
        from rich.console import Console
        from rich.progress import BarColumn, DownloadColumn, Progress, TransferSpeedColumn

        with Progress(
            "[progress.description]{task.description}",
            BarColumn(),
            DownloadColumn(),
            TransferSpeedColumn(),
            console=Console(stderr=True),
            transient=True,
        ) as bar:
            task = bar.add_task("mining", total=total)
            rep = Miner(svc, ex, opts, lambda n: bar.advance(task, n)).mine(files)
    else:
        rep = Miner(svc, ex, opts).mine(files)
    projects = _projects(rep, svc)
    if as_json:
        emit_json("mine", dry_run=dry_run, projects=projects, **rep.as_dict())
    else:
        _summary(rep, dry_run)
        _where(projects, dry_run)


@main.command()
@click.option("--scan", is_flag=True, required=True, help="Scan stored events and projections.")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def redact(app: App, scan: bool, as_json: bool) -> None:
    """Find secrets that got into the store (kinds and places, never values)."""
    found = app.service().scan_secrets()
    if as_json:
        emit_json("secrets", count=len(found), found=[f.as_dict() for f in found])
        return
    for f in found:
        mem = f" memory #{f.memory_id[-8:].lower()}" if f.memory_id else ""
        click.echo(f"{f.where} {f.id}{mem}: {f.kind} in {f.field} ({f.preview})")
    click.echo(f"{len(found)} stored secret(s)" + ("; `cairn purge ID` erases" if found else ""))


@main.command()
@click.argument("ref")
@click.option("--value", "values", multiple=True, help="Also erase this literal text.")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def purge(app: App, ref: str, values: tuple[str, ...], as_json: bool) -> None:
    """Erase secrets from the stored events of REF (an event id or a memory), physically.

    A person's verb: the one sanctioned rewrite of the log, recorded as secret.purged.
    """
    actor = app.person("purge")
    res = app.service().purge(ref, actor, values=values)
    if as_json:
        emit_json(
            "purge",
            events=list(res.events),
            replaced=res.replaced,
            kinds=list(res.kinds),
            event=res.event_id,
        )
        return
    if not res.events:
        click.echo("nothing to purge: no secret found in those events")
        return
    click.echo(
        f"purged {res.replaced} secret(s) from {len(res.events)} event(s)"
        f" ({', '.join(res.kinds)}); recorded as {res.event_id}"
    )
