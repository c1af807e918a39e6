"""`cairn mine` (mine agent sessions into proposals), `cairn redact --scan` (find secrets that
got into the store) and `cairn purge` (a person's verb: erase them). Thin: parse, call, render.

`cairn mine PATH` is what the hooks start detached at the end of a session: it never prompts,
draws no progress bar without a terminal, and is safe to run twice at once (cursors are
compare-and-swap).
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json
from cairn.errors import UsageError
from cairn.ingest import discovery
from cairn.ingest.formats import CLIENTS
from cairn.ingest.miner import Extractor, MineOptions, Miner, MineReport

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


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--client", type=click.Choice(CLIENTS), help="Force the transcript format.")
@click.option("--dry-run", is_flag=True, help="Show what would be proposed; write nothing.")
@click.option("--extractor", type=click.Choice(["heuristic", "llm"]), default="heuristic")
@click.option("--model", help="The llm model for --extractor llm.")
@click.option(
    "--session-hint",
    help="Session id to use when the transcript names none (it never vouches for the session).",
)
@click.option(
    "--final",
    is_flag=True,
    help="The sessions are over: propose what waits for a next turn (default: only for"
    " transcripts untouched for 30 minutes; a dry run always shows it).",
)
@click.option(
    "--chunk-size",
    type=click.IntRange(min=4096),
    default=None,
    help="Bytes read (and committed) at a time; smaller uses less memory (default: 8 MiB)."
    " What is found does not depend on it.",
)
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
    final: bool,
    chunk_size: int | None,
    as_json: bool,
) -> None:
    """Mine agent sessions for lessons (proposals that wait for review).

    With no PATHS: this machine's Claude Code, Codex and Gemini CLI sessions, from where the
    last run stopped.
    """
    given = [p for p in paths if _readable_without_blocking(p)]
    files = [(p, client) for p in discovery.expand(given)] if paths else discovery.discover()
    svc = app.service()
    ex = _extractor(extractor, model)
    vouched = None
    if session_hint and client and len(given) == 1 and not given[0].is_dir():
        from cairn.integrations.handoff import vouched_session
        from cairn.namespace import data_home

        vouched = vouched_session(data_home(), client, session_hint, given[0])
    opts = MineOptions(
        client=client,
        dry_run=dry_run,
        session_hint=session_hint,
        vouched_session=vouched,
        final=True if final else None,
        **({"chunk": chunk_size} if chunk_size else {}),
    )
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
    if as_json:
        emit_json("mine", dry_run=dry_run, **rep.as_dict())
    else:
        _summary(rep, dry_run)


def _readable_without_blocking(path: Path) -> bool:
    """A folder or a regular file; anything else (a FIFO, a device, a socket) would block or
    never end, and is skipped with a message."""
    import stat

    try:
        mode = path.stat().st_mode
    except OSError:
        return True  # the miner reports what it cannot read
    if stat.S_ISDIR(mode) or stat.S_ISREG(mode):
        return True
    click.echo(f"skipped {path}: not a regular file", err=True)
    return False


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
    hint = "; `cairn purge --all` (or `cairn purge ID`) erases them" if found else ""
    click.echo(f"{len(found)} stored secret(s){hint}")


@main.command()
@click.argument("ref", required=False)
@click.option(
    "--all",
    "everything",
    is_flag=True,
    help="Every place `cairn redact --scan` looks: all events, the tables outside the log,"
    " the files beside the store.",
)
@click.option("--value", "values", multiple=True, help="Also erase this literal text.")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def purge(
    app: App, ref: str | None, everything: bool, values: tuple[str, ...], as_json: bool
) -> None:
    """Erase secrets physically: from the stored events of REF (an event id or a memory), or
    with --all from everywhere cairn keeps text.

    A person's verb: the one sanctioned rewrite of the log, recorded as secret.purged.
    """
    if (ref is None) == (not everything):
        raise UsageError("give a memory or event ID, or --all (one of them)")
    actor = app.person("purge")
    res = app.service().purge(None if everything else ref, actor, values=values)
    if as_json:
        emit_json(
            "purge",
            events=list(res.events),
            rows=res.rows,
            files=list(res.files),
            replaced=res.replaced,
            kinds=list(res.kinds),
            event=res.event_id,
        )
        return
    if not (res.events or res.rows or res.files):
        click.echo("nothing to purge: no secret found there")
        return
    click.echo(
        f"purged {res.replaced} secret(s) from {len(res.events)} event(s), {res.rows} other"
        f" row(s) and {len(res.files)} file(s) ({', '.join(res.kinds)});"
        f" recorded as {res.event_id or '-'}"
    )
