"""Setup writers: what `cairn setup <client>` changes, as a plan of file edits and trust steps.

Each client adapter builds a ``Plan`` (which files, which entries, which trust steps); this module
holds the plan's types, reads the files once, shows the change as a unified diff, and writes
atomically. It never writes during ``--print``, never touches a file whose content would not
change (so a second run changes nothing), and never applies a trust step without ``--trust``.
"""

from __future__ import annotations

import difflib
import os
import shutil
import tempfile
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cairn.integrations.configfiles import check_toml, dump_json, load_json

COMMAND = "cairn"
CLIENTS = ("claude-code", "codex", "gemini", "cursor")


@dataclass(frozen=True)
class SetupContext:
    scope: str  # project | user
    root: Path  # the project's root directory
    home: Path
    env: Mapping[str, str] = field(default_factory=dict)
    command: str = COMMAND

    @property
    def codex_home(self) -> Path:
        value = self.env.get("CODEX_HOME")
        return Path(value) if value else self.home / ".codex"

    def hook_command(self, client: str, event: str) -> str:
        return f"{self.command} hook {client} {event}"


@dataclass(frozen=True)
class FileEdit:
    path: Path
    before: str | None
    after: str

    @property
    def changed(self) -> bool:
        return self.before != self.after

    def diff(self) -> str:
        old = [ln + "\n" for ln in (self.before or "").splitlines()]
        new = [ln + "\n" for ln in self.after.splitlines()]
        label = str(self.path)
        return "".join(
            difflib.unified_diff(
                old,
                new,
                fromfile=label if self.before is not None else "/dev/null",
                tofile=label,
            )
        )


@dataclass(frozen=True)
class TrustStep:
    """A step the client needs before it runs cairn's hooks or tools without asking. ``run`` is
    a program step applied after the files are written; file steps are part of the edits."""

    text: str
    run: Callable[[], str] | None = None


@dataclass(frozen=True)
class Plan:
    client: str
    edits: tuple[FileEdit, ...]
    trust: tuple[TrustStep, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def changes(self) -> tuple[FileEdit, ...]:
        return tuple(e for e in self.edits if e.changed)


class Files:
    """Reads each file once and applies transforms to its parsed content, in order."""

    def __init__(self) -> None:
        self._before: dict[Path, str | None] = {}
        self._after: dict[Path, str] = {}

    def _current(self, path: Path) -> str | None:
        if path in self._after:
            return self._after[path]
        if path not in self._before:
            try:
                self._before[path] = path.read_text(encoding="utf-8")
            except FileNotFoundError:
                self._before[path] = None
        return self._before[path]

    def json(self, path: Path, change: Callable[[dict[str, Any]], None]) -> None:
        text = self._current(path)
        data = load_json(text, str(path))
        original = dump_json(data)
        change(data)
        if dump_json(data) == original:
            if path not in self._after and text is not None:
                self._after[path] = text
            return
        self._after[path] = dump_json(data)

    def text(self, path: Path, change: Callable[[str], str], *, toml: bool = False) -> None:
        text = self._current(path)
        if toml and text:
            check_toml(text, str(path))
        new = change(text or "")
        if toml:
            check_toml(new, str(path))
        if new == (text or "") and text is None:
            return
        self._after[path] = new

    def edits(self) -> tuple[FileEdit, ...]:
        return tuple(FileEdit(p, self._before.get(p), a) for p, a in self._after.items())


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = path.stat().st_mode & 0o777 if path.exists() else None
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def apply(plan: Plan, *, trust: bool) -> list[str]:
    """Write the changed files, then run the program trust steps when asked. Returns lines to
    report."""
    done: list[str] = []
    for edit in plan.changes:
        write_atomic(edit.path, edit.after)
        done.append(f"wrote {edit.path}")
    if trust:
        for step in plan.trust:
            if step.run is not None:
                done.append(step.run())
    return done


def on_path(command: str = COMMAND, env: Mapping[str, str] | None = None) -> str | None:
    path = (env or os.environ).get("PATH")
    return shutil.which(command, path=path)


def build_plan(
    client: str, ctx: SetupContext, *, remove: bool = False, trust: bool = False
) -> Plan:
    """The plan for one client (the adapter decides what it contains)."""
    from cairn.integrations import claude_code, codex, cursor, gemini

    adapters: dict[str, Any] = {
        "claude-code": claude_code,
        "codex": codex,
        "gemini": gemini,
        "cursor": cursor,
    }
    plan: Plan = adapters[client].plan(ctx, remove=remove, trust=trust)
    return plan


def command_groups(
    ctx: SetupContext,
    client: str,
    events: Iterable[str],
    *,
    timeout: Callable[[str], int],
    tool_event: str,
    matcher: str,
    extra: Callable[[str], Mapping[str, Any]] = lambda event: {},
) -> dict[str, dict[str, Any]]:
    """One hook group per event running ``cairn hook CLIENT EVENT`` (the tool event matches
    every tool with ``matcher``); the shape Claude Code, Codex and Gemini CLI share."""
    groups: dict[str, dict[str, Any]] = {}
    for event in events:
        handler = {
            "type": "command",
            "command": ctx.hook_command(client, event),
            **extra(event),
            "timeout": timeout(event),
        }
        group: dict[str, Any] = {"hooks": [handler]}
        if event == tool_event:
            group = {"matcher": matcher, **group}
        groups[event] = group
    return groups
