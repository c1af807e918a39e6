"""What a CLI invocation acts on: the project (namespace), the store file and the service.

Opened lazily so `cairn --help` touches nothing. The project's namespace is resolved with the
store's adoptions (``cairn.namespace``): a pinned namespace that differs from the derived one
counts only once a person adopted it.
"""

from __future__ import annotations

import getpass
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from cairn import namespace
from cairn.errors import UsageError
from cairn.model import Actor, ActorKind, Scope
from cairn.policy import person
from cairn.policy.person import Presence
from cairn.policy.redact import Tally, redact_text, said
from cairn.service import MemoryService

if TYPE_CHECKING:
    from cairn.server.remote import RemoteSettings
    from cairn.store.sqlite import SQLiteStore


# commands that act through the team server when the project has a remote (`cairn remote add`);
# every other command works on the local store (mining into it, export, import, sync, ...)
REMOTE_COMMANDS = frozenset(
    {
        "add",
        "propose",
        "list",
        "show",
        "history",
        "search",
        "as-of",
        "approve",
        "reject",
        "restore",
        "defer",
        "flag",
        "edit",
        "retract",
        "review",
        "conflicts",
        "gate",
        "policy",
    }
)


class App:
    def __init__(
        self, store: str | None = None, project: str | None = None, command: str | None = None
    ) -> None:
        self.command = command
        self._store_opt = store
        self.cwd = Path(project).resolve() if project else Path.cwd()
        self._service: MemoryService | None = None
        self._store: SQLiteStore | None = None
        self._project: namespace.ProjectInfo | None = None
        # only `cairn init` may create a store at a --store path or a CAIRN_HOME that is not there
        self.may_create = False
        self.created: Path | None = None
        self.tally = Tally()  # the distinct secrets this command redacted (cli.main opens it)

    @property
    def project(self) -> namespace.ProjectInfo:
        if self._project is None:
            self._project = namespace.resolve(self.cwd, adopted=self._adopted)
        return self._project

    def _adopted(self, identities: Sequence[str]) -> dict[str, str]:
        return self.store().adopted(identities)

    def store(self) -> SQLiteStore:
        if self._store is None:
            from cairn.store.sqlite import SQLiteStore

            path = self.check_store()
            new = not path.exists()
            self._store = SQLiteStore(path, on_wait=_say_waiting)
            if new:
                self.created = path
                print(f"cairn: created a new store at {path}", file=sys.stderr)
        return self._store

    @property
    def store_path(self) -> Path:
        if self._store_opt:
            return Path(self._store_opt).expanduser()
        return namespace.default_store_path()

    def check_store(self) -> Path:
        """The store file to open. A --store path or a CAIRN_HOME that does not exist is an
        error (a typo must not start a new, empty store) unless `cairn init` asked to create it;
        a store missing from the default location is created (the caller says where)."""
        path = self.store_path
        if path.is_dir():
            raise UsageError(f"{path} is a folder, not a store file", hint="pass the file's path")
        kind = _not_a_file(path)
        if kind:
            raise UsageError(
                f"{path} is {kind}, not a store file",
                hint="pass the path of a cairn store (a regular file), or of one to create",
            )
        if path.exists() or self.may_create:
            return path
        if self._store_opt:
            raise UsageError(
                f"no store at {path}",
                hint="check the path; `cairn init --store PATH` creates a store there",
            )
        namespace.check_home()
        return path

    def scope(self) -> Scope:
        return Scope(
            self.project.namespace,
            namespace.user_namespace(),
            redact_text(os.environ.get("CAIRN_SESSION") or None),
        )

    def service(self) -> MemoryService:
        if self._service is None:
            remote = self.remote() if self.command in REMOTE_COMMANDS else None
            if remote is not None:
                from cairn.server.remote import RemoteService

                self._service = RemoteService(remote)  # type: ignore[assignment]
            else:
                scope = self.scope()  # first: a project that cannot be resolved creates no store
                # a CLI process is short-lived: a write leaves its vectors to the warm embedder
                # rather than load the model here (seconds, on an agent's every `cairn propose`)
                self._service = MemoryService(self.store(), scope, load_model=False)
        assert self._service is not None
        return self._service

    def remote(self) -> RemoteSettings | None:
        """The team server this project reads and writes through, if it has one."""
        from cairn.server.remote import ENV_URL, for_namespace, settings_file

        if not (os.environ.get(ENV_URL) or settings_file().is_file()):
            return None  # no remote anywhere: the project's namespace need not be resolved
        return for_namespace(self.project.namespace)

    def person(self, verb: str) -> Actor:
        """A human actor, only when a person is at the keyboard (else PersonRequired)."""
        person.require_person(verb)
        return Actor(ActorKind.HUMAN, _user(), client="cli")

    def writer(self) -> tuple[Actor, Presence]:
        """Who is writing: a person at a terminal, or else an agent (whose writes are proposals)."""
        presence = person.detect()
        if presence.person:
            return Actor(ActorKind.HUMAN, _user(), client="cli"), presence
        return Actor(
            ActorKind.AGENT, presence.client or "unverified", client=presence.client or "cli"
        ), presence

    def close(self) -> None:
        if self._service is not None:
            self._service.close()
            self._service = None
        elif self._store is not None:
            self._store.close()
        self._store = None
        if self.tally.count:
            import click

            click.echo(f"cairn: {said(self.tally.count)}", err=True)


def _say_waiting(seconds: float) -> None:
    import click

    click.echo(
        f"cairn: waiting for the store: another process has held its write lock for"
        f" {seconds:.0f} s (waiting up to the busy timeout)",
        err=True,
    )


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "person"


def _not_a_file(path: Path) -> str | None:
    """What ``path`` is when it exists and is not a regular file (after its symlinks): SQLite
    would answer a named pipe or a device with a bare "disk I/O error"."""
    import stat

    try:
        mode = path.stat().st_mode
    except OSError:
        return None  # missing (or a dangling link): the caller decides
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"
