"""Who changed a memory file, from git: the author of each line (``git blame``), the memory
files as last committed, and which commit removed an entry (``git log -p``).

An import attributes each change to the author of the commit that made it. A line nobody has
committed yet belongs to whoever runs the import. git's authorship is what the commit says: it
is not verified here (sign commits and review pull requests for that).

Git is run read-only, without a pager, prompts, text conversion or external diff drivers, and
each call has a time limit; a directory outside a repository, a file git does not track, or a
git that fails yields "no attribution", never an error.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from cairn.repo.markdown import anchors_in
from cairn.timeutil import fmt, parse_time

TIMEOUT = 30.0
UNCOMMITTED = "0" * 40
_LOG_MARK = "\x00cairn-commit\x00"


@dataclass(frozen=True)
class Author:
    """The author of a commit, as git records it."""

    name: str
    email: str
    commit: str
    at: str  # author date, stored form (UTC)

    @property
    def ident(self) -> str:
        return f"{self.name} <{self.email}>" if self.email else self.name

    @property
    def short(self) -> str:
        return self.commit[:12]


@dataclass
class History:
    """Anchors that some commit added to the files (with the file name, as of the newest commit
    that added it), and for each anchor some commit took out, the newest commit that did."""

    added: dict[str, str] = field(default_factory=dict)
    removed_by: dict[str, Author] = field(default_factory=dict)


def _run(args: Sequence[str], cwd: Path) -> str | None:
    env = {
        **os.environ,
        "GIT_TERMINAL_PROMPT": "0",
        "GIT_PAGER": "cat",
        "GIT_OPTIONAL_LOCKS": "0",
    }
    try:
        out = subprocess.run(
            ["git", "-c", "core.quotepath=off", "-c", "log.showsignature=false", *args],
            cwd=cwd,
            capture_output=True,
            timeout=TIMEOUT,
            check=False,
            env=env,
            stdin=subprocess.DEVNULL,
        )
    except (OSError, ValueError, subprocess.SubprocessError):
        return None
    if out.returncode != 0:
        return None
    return out.stdout.decode("utf-8", errors="replace")


class Git:
    """The git repository holding the memory directory."""

    def __init__(self, root: Path) -> None:
        self.root = root

    @classmethod
    def find(cls, path: Path) -> Git | None:
        where = path if path.is_dir() else path.parent
        while not where.exists() and where != where.parent:
            where = where.parent
        top = _run(["rev-parse", "--show-toplevel"], where)
        return cls(Path(top.strip())) if top and top.strip() else None

    def rel(self, path: Path) -> str:
        try:
            return Path(os.path.realpath(path)).relative_to(os.path.realpath(self.root)).as_posix()
        except ValueError:
            return path.as_posix()

    def branch(self) -> str | None:
        out = _run(["rev-parse", "--abbrev-ref", "HEAD"], self.root)
        name = out.strip() if out else ""
        return name if name and name != "HEAD" else None

    def head_text(self, path: Path) -> str | None:
        """The file as committed at HEAD, or None (untracked, no commit yet)."""
        return _run(["cat-file", "-p", f"HEAD:{self.rel(path)}"], self.root)

    def blame(self, path: Path) -> list[Author | None] | None:
        """The author of each line of the file in the working tree (None: not committed), or
        None when git cannot say (untracked file, no commit yet)."""
        out = _run(["blame", "--line-porcelain", "--no-textconv", "--", self.rel(path)], self.root)
        if out is None:
            return None
        authors: list[Author | None] = []
        head: dict[str, str] = {}
        sha = ""
        for line in out.split("\n"):
            if line.startswith("\t"):
                if sha == UNCOMMITTED:
                    authors.append(None)
                else:
                    authors.append(
                        Author(
                            head.get("author", ""),
                            head.get("author-mail", "").strip("<>"),
                            sha,
                            _epoch(head.get("author-time", "0")),
                        )
                    )
                head = {}
                sha = ""
                continue
            if not sha:
                sha = line.split(" ", 1)[0]
                continue
            key, _, value = line.partition(" ")
            head[key] = value
        return authors

    def history(self, paths: Sequence[Path]) -> History:
        """Which anchors ever entered ``paths`` in a commit, and who last removed each one
        that a commit took out (an anchor moved from one file to another was not removed)."""
        hist = History()
        rels = [self.rel(p) for p in paths]
        out = _run(
            [
                "log",
                "-p",
                "--no-color",
                "--no-ext-diff",
                "--no-textconv",
                "--no-renames",
                "--format=%x00cairn-commit%x00%H%x00%aN%x00%aE%x00%aI",
                "--",
                *rels,
            ],
            self.root,
        )
        if not out:
            return hist
        for chunk in out.split(_LOG_MARK)[1:]:
            head, _, diff = chunk.partition("\n")
            parts = head.split("\x00")
            if len(parts) < 4:
                continue
            author = Author(parts[1], parts[2], parts[0], _iso(parts[3]))
            added: dict[str, str] = {}
            minus: list[str] = []
            name = ""
            for ln in diff.split("\n"):
                if ln.startswith("diff --git "):
                    name = ln.rsplit("/", 1)[-1]
                elif ln.startswith("+") and not ln.startswith("+++"):
                    for anchor in anchors_in([ln[1:]]):
                        added[anchor] = name
                elif ln.startswith("-") and not ln.startswith("---"):
                    minus.append(ln[1:])
            for anchor, where in added.items():
                hist.added.setdefault(anchor, where)  # the log is newest first
            for anchor in anchors_in(minus) - set(added):
                hist.removed_by.setdefault(anchor, author)
        return hist


def _epoch(value: str) -> str:
    try:
        return fmt(datetime.fromtimestamp(int(value), UTC))
    except (ValueError, OverflowError, OSError):
        return fmt(datetime.fromtimestamp(0, UTC))


def _iso(value: str) -> str:
    try:
        return parse_time(value)
    except Exception:  # a date git wrote that we cannot read: keep the commit, lose the date
        return fmt(datetime.fromtimestamp(0, UTC))
