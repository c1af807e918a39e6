"""A small real project in a git repository, and a store beside it, for the anchor tests."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

from cairn.bench.gitrepo import GitRepo
from cairn.model import Actor, Candidate, Kind, Memory, Scope, View
from cairn.service import MemoryService, person_actor
from cairn.service.anchors import AnchorService
from cairn.store.base import Selection
from tests.conftest import NS_A, USER_NS

MAKEFILE = """.PHONY: ship test lint
ship: build
\t./scripts/release.sh --prod

build:
\tpython -m build

test:
\tpytest -q tests/

lint:
\truff check src
"""
RETRY = '''import time

MAX_ATTEMPTS = 3


def retry_with_backoff(fn, attempts=MAX_ATTEMPTS):
    """Retry fn on OSError with exponential backoff."""
    for i in range(attempts):
        try:
            return fn()
        except OSError:
            time.sleep(2 ** i)
    raise TimeoutError("gave up")


def unrelated_helper(x):
    return x + 1
'''
CONFIG = '''import os
import tomllib


def parse_config(path):
    """Read the TOML config."""
    with open(path, "rb") as f:
        return tomllib.load(f)


DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite://")
'''
PACKAGE = """{
  "name": "web",
  "scripts": {"build": "webpack --mode production", "dev": "webpack serve"},
  "dependencies": {"react": "^18.2.0"}
}
"""
PYPROJECT = """[project]
name = "demo"
requires-python = ">=3.11"
dependencies = ["django>=4.2,<5", "httpx>=0.27"]

[project.scripts]
demo = "app.cli:main"
"""
CLI = """import argparse


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--tenant-max-records", type=int, default=100)
    return p.parse_args()
"""
ENV = "DATABASE_URL=postgres://localhost/demo\nAPI_TOKEN=\n"


@dataclass
class World:
    repo: GitRepo
    svc: MemoryService
    person: Actor

    @property
    def anchors(self) -> AnchorService:
        return AnchorService(self.svc, self.repo.root)

    def remember(self, text: str, kind: Kind = Kind.FACT) -> Memory:
        m = self.svc.add(Candidate(text, NS_A, kind=kind), self.person).memory
        self.anchors.anchor([m.id])
        return m

    def settle(self) -> None:
        """Date every file a minute back, as files are between two sessions (a file written
        within the racy window of a check is read again by the next one)."""
        past = time.time() - 60
        for path in self.repo.root.rglob("*"):
            if ".git" not in path.parts and path.is_file():
                os.utime(path, (past, past))

    def memory(self, mid: str) -> Memory:
        return self.svc.memories(View.REVIEW, Selection(ids=(mid,)))[0]

    def stale_reason(self, mid: str) -> str | None:
        flags = [f for f in self.memory(mid).flags if f.startswith("stale: ")]
        return flags[0][len("stale: ") :] if flags else None


def make_world(tmp: Path) -> World:
    repo = GitRepo.init(tmp / "project")
    repo.write("Makefile", MAKEFILE)
    repo.write("net/retry.py", RETRY)
    repo.write("app/config.py", CONFIG)
    repo.write("app/cli.py", CLI)
    repo.write("package.json", PACKAGE)
    repo.write("pyproject.toml", PYPROJECT)
    repo.write(".env.example", ENV)
    repo.write("scripts/release.sh", "#!/bin/sh\necho release\n")
    repo.commit("initial")
    svc = MemoryService.open(tmp / "store" / "cairn.db", Scope(NS_A, USER_NS))
    return World(repo, svc, person_actor("alice"))
