"""`cairn ui`: review in the browser (a person's verb). Thin: check the person, hand the store and
the person's actor to ``cairn.web.server``, which serves until Ctrl-C."""

from __future__ import annotations

from dataclasses import replace

import click

from cairn.cli import main
from cairn.cli.app import App

pass_app = click.make_pass_decorator(App)


@main.command()
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=0,
    show_default=True,
    help="Port on 127.0.0.1 (0: a free one).",
)
@click.option("--no-browser", is_flag=True, help="Print the address only; open no browser.")
@pass_app
def ui(app: App, port: int, no_browser: bool) -> None:
    """Review in the browser: the queue of every project on this machine, one key per decision.

    A person's verb: it refuses in an agent's environment or without a terminal. It serves on
    127.0.0.1 only and prints an address carrying a secret token made for this launch; every
    decision is recorded as yours (client "ui"). Keys on the queue: a approve, r reject,
    d defer, e edit, s skip, u undo the last decision (b keep both, on a conflict).
    """
    actor = replace(app.person("ui"), client="ui")
    svc = app.service()
    from cairn.web.server import serve
    from cairn.web.session import UiSession

    session = UiSession(
        svc.store, svc.scope, actor, clock=svc.clock, home_dir=str(app.project.root)
    )
    try:
        serve(session, port=port, browser=not no_browser, say=click.echo)
    except OSError as exc:
        raise click.ClickException(f"cannot serve on 127.0.0.1:{port}: {exc.strerror}") from None
