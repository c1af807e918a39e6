"""Project and store administration: init, rebuild, doctor."""

from __future__ import annotations

from pathlib import Path

import click

from cairn import namespace
from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json
from cairn.errors import UsageError
from cairn.ids import new_ulid
from cairn.store.base import Report

pass_app = click.make_pass_decorator(App)


@main.command()
@click.option(
    "--adopt",
    "adopt",
    metavar="NS",
    help="A person's verb: adopt NS as this project's namespace, when the committed config pins"
    " one that differs from the id derived from the repository.",
)
@click.option("--json", "as_json", is_flag=True)
@pass_app
def init(app: App, adopt: str | None, as_json: bool) -> None:
    """Pin this project's namespace in .cairn/config.toml (commit that file).

    It pins the id derived now from the repository (so memories written before stay
    reachable). A repository with no commit yet gets a fresh id, which a person adopts (running
    `cairn init` in a terminal does). A config that pins any other namespace (edited by hand, by
    an agent or in a pull request) is honoured only after a person runs `cairn init --adopt NS`;
    until then reads and writes use the derived id and `cairn doctor` says so. The store itself
    stays in the user's data directory.
    """
    app.may_create = True  # the one command that may create a store (and CAIRN_HOME)
    actor = app.person("init --adopt") if adopt else None
    existing = namespace.find_config(app.cwd)
    if existing:
        cfg, created = existing, False
        pinned = app.project.pinned or ""
        if adopt and adopt.strip() != pinned:
            raise UsageError(
                f"{cfg} pins {pinned!r}, not {adopt!r}",
                hint="adopt what the file pins, or edit the file first",
            )
        root = cfg.parent.parent
    else:
        root = namespace.git_root(app.cwd) or app.cwd
        derived, how, _ = namespace.derive(root)
        in_git = namespace.git_root(app.cwd) is not None
        if adopt:
            pinned = adopt.strip()
        elif how == "path" and in_git:
            pinned = "proj:" + new_ulid().lower()  # a repository with no commit yet
        else:
            pinned = derived
        cfg = root / namespace.CONFIG_DIR / namespace.CONFIG_FILE
        cfg.parent.mkdir(parents=True, exist_ok=True)
        cfg.write_text(
            "# cairn project identity: commit this file so the project keeps its memory\n"
            "# when the directory moves. The memory itself lives in the user's data directory.\n"
            f'[project]\nnamespace = "{pinned}"\n',
            encoding="utf-8",
        )
        created = True
    app._project = None  # the file may be new: resolve again
    info = app.project
    note = None
    if info.unadopted and (adopt or created):
        if actor is None:
            from cairn.policy import person

            presence = person.detect()
            if presence.person:
                actor = app.person("init --adopt")
            else:
                note = (
                    f"note: {pinned!r} is not in force until a person adopts it ({presence.reason});"
                    f" a person runs `cairn init --adopt {pinned}`"
                )
        if actor is not None:
            app.service().adopt_namespace(
                pinned, info.identities, actor, root=str(Path(root).resolve())
            )
            app.close()
            app._project = None
            info = app.project
    elif info.unadopted:
        note = (
            f"note: {info.unadopted}; reads and writes use {info.namespace}. If the pin is"
            f" right, a person runs `cairn init --adopt {info.pinned}`"
        )
    app.service()  # the store exists from here on (a new one says so on stderr)
    admission = _suggested_admission(app, cfg)
    if note:
        click.echo(note, err=True)
    if as_json:
        emit_json(
            "init",
            namespace=info.namespace,
            pinned=info.pinned,
            derived=info.derived,
            adopted=info.how == "adopted",
            config=str(cfg),
            created=created,
            store=str(app.store_path),
            store_created=app.created is not None,
            admission=admission,
        )
        return
    state = "pinned" if created else "already pinned"
    if info.how == "adopted":
        state += " and adopted"
    click.echo(f"{state}: namespace {info.pinned} in {cfg}")
    if info.namespace != info.pinned:
        click.echo(f"in force: {info.namespace} (derived from the repository)")
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


TEAM_DB_HELP = (
    "The team database instead of the local store: a PostgreSQL URL, or `embedded` for the one"
    " `cairn serve` starts under the data folder."
)


def _team_store(db: str, ns: str | None, verb: str) -> Report:
    """Run ``doctor`` or ``rebuild`` on a team database: as its owner (the whole database), or
    for ``doctor --namespace`` as the application role bound to that namespace."""
    from cairn.server.database import open_database, release_embedded
    from cairn.store.postgres import PostgresStore

    embedded = db.strip().lower() == "embedded"
    if ns is not None and not ns.strip():
        raise UsageError("--namespace is empty")
    database = open_database(None if embedded else db, pool_max=1)
    try:
        store = PostgresStore(database, [ns.strip()] if ns else None)
        try:
            return store.rebuild() if verb == "rebuild" else store.doctor()
        finally:
            store.close()
    finally:
        database.close()
        if embedded:
            release_embedded()


def _report(report: Report, as_json: bool, kind: str) -> None:
    if as_json:
        emit_json(kind, ok=report.ok, checks=report.checks)
    else:
        for c in report.checks:
            click.echo(f"{'ok ' if c['ok'] else 'BAD'}  {c['check']}: {c['detail']}")
    if not report.ok:
        raise SystemExit(1)


@main.command()
@click.option(
    "--recover",
    is_flag=True,
    help="For a damaged file: keep a copy of it and replay its event log into a fresh file.",
)
@click.option("--db", default=None, metavar="URL", help=TEAM_DB_HELP)
@click.option("--json", "as_json", is_flag=True)
@pass_app
def rebuild(app: App, recover: bool, db: str | None, as_json: bool) -> None:
    """Replay the event log into fresh projections (refuses if a row would be lost, and on a
    file that fails SQLite's integrity check: `--recover` rebuilds that one into a new file).
    With `--db`, the team database, whole, as its owner, in one transaction."""
    if db is not None:
        if recover:
            raise UsageError(
                "--recover is for a damaged SQLite file",
                hint="a team database is restored from its pg_dump backup (docs/team.md)",
            )
        _report(_team_store(db, None, "rebuild"), as_json, "rebuild")
        return
    if recover:
        from cairn.store import damage

        path = Path(app.store_path)
        if not path.exists():
            raise UsageError(f"no store at {path}", hint="pass --store")
        _report(damage.recover(path), as_json, "rebuild")
        return
    _report(app.service().rebuild(), as_json, "rebuild")


@main.command()
@click.option("--db", default=None, metavar="URL", help=TEAM_DB_HELP)
@click.option(
    "--namespace",
    "ns",
    default=None,
    help="With --db: check only this namespace, as its application role sees it (row-level"
    " security in force).",
)
@click.option("--json", "as_json", is_flag=True)
@pass_app
def doctor(app: App, db: str | None, ns: str | None, as_json: bool) -> None:
    """Integrity check: SQLite, schema version, full-text index, projections against events,
    and whether this project's pinned namespace is in force. With `--db`, the team database:
    migrations, and its projections against a replay of its events."""
    from cairn.store import damage

    if db is not None:
        _report(_team_store(db, ns, "doctor"), as_json, "doctor")
        return
    if ns is not None:
        raise UsageError("--namespace goes with --db", hint="cairn doctor --db URL --namespace NS")

    path = Path(app.store_path)
    if not path.exists():
        raise UsageError(f"no store at {path}", hint="write a memory first, or pass --store")
    found = damage.examine(path)  # before the normal open, which a damaged file may fail
    if not (found.readable and found.ok):
        _report(found.as_report(path), as_json, "doctor")
        return
    report = app.service().doctor()
    info = app.project
    if info.unadopted:
        report.add(
            "project namespace",
            False,
            f"{info.unadopted}; reads and writes use {info.namespace}. If the pin is right, a"
            f" person runs `cairn init --adopt {info.pinned}`; else fix {info.config_path}",
        )
    else:
        report.add("project namespace", True, f"{info.namespace} ({info.how})")
    _report(report, as_json, "doctor")
