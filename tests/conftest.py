"""Shared fixtures: real SQLite files in temp dirs, opened through the migrations; the real
`cairn` command in a subprocess (no terminal: the agent's path) or a pseudo-terminal (the
person's path)."""

from __future__ import annotations

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cairn.model import Actor, ActorKind, Scope
from cairn.policy.person import AGENT_ENV_VARS
from cairn.service import MemoryService

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
CAIRN = shutil.which("cairn", path=str(Path(sys.executable).parent)) or "cairn"

# Extracted model files go to a cache of this test run, not the user's.
_CACHE = tempfile.mkdtemp(prefix="cairn-test-cache-")
atexit.register(shutil.rmtree, _CACHE, True)
os.environ.setdefault("CAIRN_CACHE_DIR", _CACHE)
# Semantic retrieval is on by default in the product; the suite runs lexically unless a test
# opts in (the vector, auto-embedding and retrieval tests set "hybrid"), so hundreds of stores
# do not each embed their memories or start a warm embedder.
os.environ.setdefault("CAIRN_RETRIEVAL", "lexical")

NS_A = "test:project-a"
NS_B = "test:project-b"
USER_NS = "user:tester"


def clean_env(**extra: str) -> dict[str, str]:
    """The environment of a person's shell: no agent variables."""
    env = {k: v for k, v in os.environ.items() if k not in AGENT_ENV_VARS}
    env.update(extra)
    return env


@pytest.fixture
def store_path(tmp_path: Path) -> Path:
    return tmp_path / "store" / "cairn.db"


@pytest.fixture
def svc(store_path: Path) -> Iterator[MemoryService]:
    s = MemoryService.open(store_path, Scope(NS_A, USER_NS))
    yield s
    s.close()


@pytest.fixture
def svc_b(store_path: Path) -> Iterator[MemoryService]:
    s = MemoryService.open(store_path, Scope(NS_B, USER_NS))
    yield s
    s.close()


@pytest.fixture
def person() -> Actor:
    return Actor(ActorKind.HUMAN, "alice", client="cli")


@pytest.fixture
def agent() -> Actor:
    return Actor(ActorKind.AGENT, "claude-code", client="claude-code", session="s-1", vouched=True)


class Cli:
    """Runs the real `cairn` command for one project directory and one store."""

    def __init__(self, project: Path, home: Path) -> None:
        self.project = project
        self.home = home
        home.mkdir(parents=True, exist_ok=True)  # CAIRN_HOME must exist (a typo is an error)

    def env(self, **extra: str) -> dict[str, str]:
        return clean_env(**{"CAIRN_HOME": str(self.home), **extra})

    def run(
        self,
        *args: str,
        env: dict[str, str] | None = None,
        input: str | None = None,
        check: bool = False,
    ) -> subprocess.CompletedProcess[str]:
        """Without a terminal (stdin is a pipe or /dev/null): the agent's path."""
        proc = subprocess.run(
            [CAIRN, *args],
            cwd=self.project,
            env=env or self.env(),
            text=True,
            capture_output=True,
            input=input,
            stdin=None if input is not None else subprocess.DEVNULL,
            timeout=300,  # a hang still fails; a loaded machine (parallel workers) does not
        )
        if check and proc.returncode != 0:
            raise AssertionError(
                f"cairn {' '.join(args)} failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}"
            )
        return proc

    def json(self, *args: str) -> Any:
        proc = self.run(*args, "--json", check=True)
        return json.loads(proc.stdout)

    def tty(
        self, *args: str, env: dict[str, str] | None = None, answers: list[tuple[str, str]] = ()
    ) -> tuple[int, str]:  # type: ignore[assignment]
        """Through a pseudo-terminal: the person's path."""
        import pexpect

        child = pexpect.spawn(
            CAIRN,
            list(args),
            cwd=str(self.project),
            env=env or self.env(),
            encoding="utf-8",
            timeout=300,  # a hang still fails; a loaded machine (parallel workers) does not
        )
        for expect, send in answers:
            child.expect(expect)
            child.sendline(send)
        child.expect(pexpect.EOF)
        child.close()
        return int(child.exitstatus if child.exitstatus is not None else -1), child.before or ""


def pin(project: Path, ns: str, store: Path) -> None:
    """Pin ``ns`` in the project's committed config and have a person adopt it in ``store``
    (what `cairn init --adopt NS` records): a pin that differs from the namespace derived from
    the directory is honoured only then."""
    from cairn import namespace

    (project / ".cairn").mkdir(parents=True, exist_ok=True)
    (project / ".cairn" / "config.toml").write_text(f'[project]\nnamespace = "{ns}"\n')
    identities = namespace.derive(project)[2]
    svc = MemoryService.open(store, Scope(ns, USER_NS))
    try:
        svc.adopt_namespace(ns, identities, Actor(ActorKind.HUMAN, "tester"), root=str(project))
    finally:
        svc.close()


@pytest.fixture
def cli(tmp_path: Path) -> Iterator[Cli]:
    project = tmp_path / "project"
    project.mkdir()
    home = tmp_path / "home"
    pin(project, NS_A, home / "cairn.db")
    c = Cli(project, home)
    yield c
    stop_warm_servers(c.home)


def stop_warm_servers(home: Path) -> None:
    """A hook run on a store starts a warm hook server for it (cairn.integrations.hookd), and a
    write or a prompt with vectors on starts the warm embedder (cairn.search.vector); the test
    that caused them stops them, so a run of the suite leaves no process behind."""
    from cairn.integrations import hookd

    if (home / hookd.ENDPOINT).exists():
        hookd.stop(home)
    stop_warm_embedders(home)


def stop_warm_embedders(home: Path) -> None:
    """End the warm embedders serving stores under ``home`` (found by their endpoint path,
    which is under the test's own folder; never by a process name), and remove the endpoint
    files they leave."""
    import psutil

    for sock in home.rglob("embed-*.sock"):
        for proc in psutil.process_iter(["cmdline"]):
            try:
                if str(sock) in (proc.info["cmdline"] or []):
                    proc.terminate()
                    proc.wait(timeout=30)
            except psutil.Error:
                continue
        sock.unlink(missing_ok=True)


@pytest.fixture(scope="session", autouse=True)
def _no_warm_server_outlives_the_run(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[None]:
    """Whatever test started one: every warm hook server under this run's temp folder ends."""
    yield
    from cairn.integrations import hookd

    for endpoint in tmp_path_factory.getbasetemp().rglob(hookd.ENDPOINT):
        hookd.stop(endpoint.parent)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Any]:
    """A real PostgreSQL (with pgvector) for this test process, started on first use."""
    from tests.pgserver import PgServer

    # outside pytest's temporary folders: those of older sessions are removed by later ones,
    # and other test processes on this machine may start at any time
    root = Path(tempfile.mkdtemp(prefix="cairn-test-pg-"))
    server = PgServer(root)
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def pg_url(pg_server: Any) -> Iterator[str]:
    """A fresh, migrated database of its own for one test."""
    url = pg_server.new_database()
    yield url
    pg_server.drop(url)
