"""The interactive review queue (one key per decision). Filled in by the governance work."""

from __future__ import annotations

from typing import Any

import click

from cairn.cli.render import memory_line


def run_queue(app: Any, queue: list[Any]) -> None:
    actor = app.person("review")
    svc = app.service()
    for m in queue:
        click.echo(memory_line(m))
        key = click.prompt("[a]pprove [r]eject [d]efer [s]kip [q]uit", default="s")
        if key == "a":
            svc.approve(m.id, actor)
        elif key == "r":
            svc.reject(m.id, actor)
        elif key == "d":
            svc.defer(m.id, actor)
        elif key == "q":
            break
