"""A real git repository in a folder, driven by the ``git`` command: what the staleness
benchmark builds its histories with (and the anchor tests their trees).

Each command runs with a fixed identity and dates, no hooks, no signing and no global or system
configuration, so a history is the same on every machine. Nothing here touches a repository it
did not create.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

_ENV = {
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_AUTHOR_NAME": "cairn bench",
    "GIT_AUTHOR_EMAIL": "bench@cairn.invalid",
    "GIT_COMMITTER_NAME": "cairn bench",
    "GIT_COMMITTER_EMAIL": "bench@cairn.invalid",
}


class GitRepo:
    """A working tree under ``root`` with its own ``.git``."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.commits = 0

    @classmethod
    def init(cls, root: Path) -> GitRepo:
        root.mkdir(parents=True, exist_ok=True)
        repo = cls(root)
        repo.git("init", "-q", "-b", "main")
        return repo

    def git(self, *args: str) -> str:
        env = {**os.environ, **_ENV}
        stamp = f"{1767225600 + 60 * self.commits} +0000"  # one minute per commit from 2026
        env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = stamp
        out = subprocess.run(
            ["git", "-c", "core.hooksPath=/dev/null", "-c", "commit.gpgsign=false", *args],
            cwd=self.root,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        if out.returncode != 0:
            raise RuntimeError(f"git {' '.join(args)} failed: {out.stderr.strip()}")
        return out.stdout

    def write(self, path: str, text: str) -> None:
        full = self.root / path
        full.parent.mkdir(parents=True, exist_ok=True)
        full.write_text(text, encoding="utf-8")

    def read(self, path: str) -> str:
        return (self.root / path).read_text(encoding="utf-8")

    def exists(self, path: str) -> bool:
        return (self.root / path).exists()

    def remove(self, path: str) -> None:
        self.git("rm", "-q", path)

    def move(self, src: str, dst: str) -> None:
        (self.root / dst).parent.mkdir(parents=True, exist_ok=True)
        self.git("mv", src, dst)

    def commit(self, message: str) -> str:
        """Stage everything and commit; returns the new HEAD."""
        self.git("add", "-A")
        self.commits += 1
        self.git("commit", "-q", "--allow-empty", "-m", message)
        return self.head()

    def head(self) -> str:
        return self.git("rev-parse", "HEAD").strip()
