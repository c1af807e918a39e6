"""A real git repository for the repository-memory tests: commits made with a chosen author."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from tests.conftest import NS_A, Cli

ALICE = ("Alice", "alice@example.com")
BOB = ("Bob", "bob@example.com")
MEM = Path(".cairn") / "memory"


def git(repo: Path, *args: str, author: tuple[str, str] = BOB) -> str:
    name, email = author
    env = {
        "GIT_AUTHOR_NAME": name,
        "GIT_AUTHOR_EMAIL": email,
        "GIT_COMMITTER_NAME": name,
        "GIT_COMMITTER_EMAIL": email,
        "GIT_CONFIG_NOSYSTEM": "1",
        "HOME": str(repo.parent),
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
    }
    out = subprocess.run(
        ["git", *args], cwd=repo, env=env, capture_output=True, text=True, timeout=30
    )
    if out.returncode != 0:
        raise AssertionError(f"git {' '.join(args)}: {out.stderr}")
    return out.stdout


def init(cli: Cli) -> Path:
    """Make the cli fixture's project a git repository with one commit (its config)."""
    repo = cli.project
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", ".cairn/config.toml")
    git(repo, "commit", "-q", "-m", "config")
    return repo


def commit(repo: Path, message: str, author: tuple[str, str] = BOB) -> None:
    git(repo, "add", "-A", str(MEM))
    git(repo, "commit", "-q", "-m", message, author=author)


def clone(repo: Path, dest: Path, home: Path) -> Cli:
    """A teammate's clone with a store of its own: like a person there, it adopts the pin the
    repository carries (`cairn init --adopt`), which counts only once a person has done so."""
    git(repo.parent, "clone", "-q", str(repo), str(dest))
    home.mkdir(parents=True, exist_ok=True)  # an existing CAIRN_HOME, like a person's
    other = Cli(dest, home)
    code, out = other.tty("init", "--adopt", NS_A)
    if code != 0:
        raise AssertionError(f"cairn init --adopt {NS_A} failed in the clone: {out}")
    return other


__all__ = ["ALICE", "BOB", "MEM", "NS_A", "clone", "commit", "git", "init"]
