"""Project and store administration: init, rebuild, doctor."""

from __future__ import annotations

from pathlib import Path

import click

from cairn import namespace
from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json
from cairn.errors import StoreCorrupt, UsageError
from cairn.ids import new_ulid
from cairn.store.base import Report

pass_app = click.make_pass_decorator(App)


@main.command()
@click.option("--json", "as_json", is_flag=True)
@pass_app
def init(app: App, as_json: bool) -> None:
    """Pin this project's namespace in .cairn/config.toml (commit that file).

    It pins the id that would be derived now (so memories written before stay reachable); a
    repository with no commit yet gets a fresh id. The store itself stays in the user's data
    directory.
    """
    app.may_create = True  # the one command that may create a store (and CAIRN_HOME)
    root = namespace.git_root(app.cwd) or app.cwd
    cfg = root / namespace.CONFIG_DIR / namespace.CONFIG_FILE
    existing = namespace.find_config(app.cwd)
    if existing:
        info = namespace.resolve(app.cwd)
        created = False
        ns = info.namespace
        cfg = existing
    else:
        in_git = namespace.git_root(app.cwd) is not None
        derived = namespace.git_namespace(root) if in_git else None
        if derived is not None:
            ns = derived
        elif in_git:
            ns = "proj:" + new_ulid().lower()  # a repository with no commit yet
        else:
            ns = namespace.path_namespace(root)
        cfg.parent.mkdir(parents=True, exist_ok=True)
        cfg.write_text(
            "# cairn project identity: commit this file so the project keeps its memory\n"
            "# when the directory moves. The memory itself lives in the user's data directory.\n"
            f'[project]\nnamespace = "{ns}"\n',
            encoding="utf-8",
        )
        created = True
    app.service()  # the store exists from here on (a new one says so on stderr)
    admission = _suggested_admission(app, cfg)
    if as_json:
        emit_json(
            "init",
            namespace=ns,
            config=str(cfg),
            created=created,
            store=str(app.store_path),
            store_created=app.created is not None,
            admission=admission,
        )
        return
    click.echo(f"{'pinned' if created else 'already pinned'}: namespace {ns} in {cfg}")
    click.echo(f"store: {app.store_path}{' (created now)' if app.created else ''}")


def _suggested_admission(app: App, cfg: Path) -> str | None:
    """A committed config may *suggest* an admission mode (``[policy] admission = "open"``).
    A file an agent or a pull request can edit must not switch the gate off, so the suggestion
    is honoured only when a person runs `cairn init` in a terminal and confirms; otherwise it is
    ignored with a message. Returns the mode in force afterwards (None when nothing suggested)."""
    from cairn.model import Admission
    from cairn.policy import person

    suggested: object = (namespace.read_config(cfg).get("policy") or {}).get("admission")
    if suggested is None:
        return None
    svc = app.service()
    current = svc.mode().value
    if suggested not in {a.value for a in Admission}:
        click.echo(
            f"note: {cfg} suggests an unknown admission mode {suggested!r}; ignored", err=True
        )
        return current
    if suggested == current:
        return current
    presence = person.detect()
    if not presence.person:
        click.echo(
            f"note: {cfg} suggests admission {suggested!r}; ignored because {presence.reason}."
            f" The mode stays {current!r}; a person can run"
            f" `cairn policy set --admission {suggested}`.",
            err=True,
        )
        return current
    if not click.confirm(
        f"{cfg} suggests admission mode {suggested!r} for this project (now {current!r})."
        " Switch to it?",
        default=False,
        err=True,
    ):
        click.echo(f"kept admission {current!r}", err=True)
        return current
    svc.set_policy("admission", suggested, app.person("policy set"))
    click.echo(f"admission = {suggested} (suggested by {cfg}, confirmed)", err=True)
    return suggested


def _report(report: Report, as_json: bool, kind: str) -> None:
    if as_json:
        emit_json(kind, ok=report.ok, checks=report.checks)
    else:
        for c in report.checks:
            click.echo(f"{'ok ' if c['ok'] else 'BAD'}  {c['check']}: {c['detail']}")
    if not report.ok:
        raise SystemExit(1)


@main.command()
@click.option("--json", "as_json", is_flag=True)
@pass_app
def rebuild(app: App, as_json: bool) -> None:
    """Replay the event log into fresh projections (refuses if a row would be lost)."""
    _report(app.service().rebuild(), as_json, "rebuild")


@main.command()
@click.option("--json", "as_json", is_flag=True)
@pass_app
def doctor(app: App, as_json: bool) -> None:
    """Integrity check: SQLite, schema version, full-text index, projections against events."""
    path = Path(app.store_path)
    if not path.exists():
        raise UsageError(f"no store at {path}", hint="write a memory first, or pass --store")
    try:
        report = app.service().doctor()
    except StoreCorrupt:
        raise
    _report(report, as_json, "doctor")
