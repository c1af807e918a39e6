"""The real-client test harness: an isolated machine per test (HOME, CODEX_HOME, CAIRN_HOME, a
project with its own namespace), a scripted mock model on a free loopback port, and runners for
the pinned clients installed by `.ci/install-clients`.

A missing client binary fails the test loudly: these tests are part of CI, never skipped.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from cairn.model import Actor, ActorKind, Candidate, Kind, Memory, Review, Scope, Status, View
from cairn.service import MemoryService
from tests.conftest import pin

REPO = Path(__file__).resolve().parents[2]
CLIENT_BIN = REPO / ".clients" / "node_modules" / ".bin"
VENV_BIN = Path(sys.executable).parent
MOCK = Path(__file__).with_name("mock_llm.py")
USER_NS = "user:realclient-tester"
PERSON = Actor(ActorKind.HUMAN, "alice", client="cli")
# What a person's shell would not carry into the client: the suite may itself run under an agent.
_DROP_PREFIXES = ("CLAUDE", "CODEX", "GEMINI", "ANTHROPIC", "OPENAI", "GOOGLE", "CURSOR", "MCP")


def client(name: str) -> Path:
    path = CLIENT_BIN / name
    if not path.exists():
        pytest.fail(f"{name} is not installed at {path}: run `bash .ci/install-clients`")
    return path


def marker(label: str) -> str:
    """A random token per test, so a hook that prints a constant cannot pass."""
    return f"{label.upper()}{uuid.uuid4().hex[:10].upper()}"


@dataclass
class Mock:
    """The scripted mock model, one per test (its log is that test's alone)."""

    log: Path
    proc: subprocess.Popen[str] | None = None
    port: int = 0

    def start(self, script: list[dict[str, Any]]) -> str:
        env = {**os.environ, "MOCK_LOG": str(self.log), "MOCK_SCRIPT": json.dumps(script)}
        self.proc = subprocess.Popen(
            [sys.executable, str(MOCK)], stdout=subprocess.PIPE, text=True, env=env
        )
        assert self.proc.stdout is not None
        self.port = int(self.proc.stdout.readline())
        return f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            if self.proc.stdout is not None:
                self.proc.stdout.close()

    def requests(self) -> list[dict[str, Any]]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text().splitlines() if line.strip()]

    def model_requests(self) -> list[dict[str, Any]]:
        """Requests that took a script step (Gemini's router calls do not)."""
        return [r for r in self.requests() if r.get("step") is not None]


@dataclass
class Machine:
    """One isolated machine: a HOME, a cairn store, a project and a mock model."""

    root: Path
    namespace: str
    mock: Mock
    extra_env: dict[str, str] = field(default_factory=dict)

    @property
    def home(self) -> Path:
        return self.root / "home"

    @property
    def cairn_home(self) -> Path:
        return self.root / "cairn-home"

    @property
    def project(self) -> Path:
        return self.root / "project"

    def env(self, **extra: str) -> dict[str, str]:
        base = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(_DROP_PREFIXES) and k not in ("VIRTUAL_ENV", "PYTHONPATH")
        }
        base.update(
            HOME=str(self.home),
            CAIRN_HOME=str(self.cairn_home),
            CODEX_HOME=str(self.home / ".codex"),
            PATH=os.pathsep.join(
                [str(VENV_BIN), str(CLIENT_BIN), "/usr/local/bin", "/usr/bin", "/bin"]
            ),
            NO_PROXY="127.0.0.1,localhost",
        )
        base.update(self.extra_env)
        base.update(extra)
        return base

    def service(self) -> MemoryService:
        return MemoryService.open(self.cairn_home / "cairn.db", Scope(self.namespace, USER_NS))

    def remember(self, text: str, kind: Kind = Kind.FACT) -> Memory:
        """A memory a person wrote (approved at once)."""
        svc = self.service()
        try:
            return svc.add(Candidate(text, self.namespace, kind=kind), PERSON).memory
        finally:
            svc.close()

    def proposal(self, text: str) -> Memory:
        """A memory an agent proposed (it waits for review)."""
        svc = self.service()
        try:
            agent = Actor(ActorKind.AGENT, "seed", client="seed")
            return svc.add(Candidate(text, self.namespace), agent).memory
        finally:
            svc.close()

    def gate(self, tool: str, pattern: str, reason: str) -> Memory:
        svc = self.service()
        try:
            return svc.add_gate(tool, pattern, reason, PERSON).memory
        finally:
            svc.close()

    def memory(self, ref: str) -> Memory:
        svc = self.service()
        try:
            return svc.get(ref, View.REVIEW)
        finally:
            svc.close()

    def find(self, text: str) -> list[Memory]:
        svc = self.service()
        try:
            return [m for m in svc.memories(View.REVIEW) if text in m.text]
        finally:
            svc.close()

    def cairn(self, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(VENV_BIN / "cairn"), *args],
            cwd=self.project,
            env=self.env(**extra),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=120,
        )

    def run(
        self, argv: list[str], *, timeout: int = 120, **extra: str
    ) -> subprocess.CompletedProcess[str]:
        """Run a client headless in the project (stdin closed: the clients wait on an open one)."""
        return subprocess.run(
            argv,
            cwd=self.project,
            env=self.env(**extra),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=timeout,
        )


def waiting(m: Memory) -> bool:
    return m.status is Status.PROPOSED and m.review is Review.UNREVIEWED


def make_machine(tmp: Path) -> Iterator[Machine]:
    ns = "test:" + uuid.uuid4().hex[:12]
    mock = Mock(tmp / "mock.jsonl")
    m = Machine(tmp, ns, mock)
    m.home.mkdir()
    m.cairn_home.mkdir()
    m.project.mkdir()
    git = {
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@t",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@t",
    }
    for cmd in (["git", "init", "-q"], ["git", "commit", "-q", "--allow-empty", "-m", "init"]):
        subprocess.run(cmd, cwd=m.project, check=True, env={**os.environ, **git})
    pin(m.project, ns, m.cairn_home / "cairn.db")  # pinned and adopted by a person
    try:
        yield m
    finally:
        mock.stop()


def texts(obj: Any) -> Iterator[str]:
    """Every string leaf of a JSON value."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from texts(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from texts(v)


def request_text(req: dict[str, Any]) -> str:
    return "\n".join(texts(req.get("body")))


ENV_LINE = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)=", re.M)


def env_names(text: str) -> set[str]:
    """Variable names in `env` output found in a (possibly escaped) tool result."""
    return set(ENV_LINE.findall(text.replace("\\n", "\n")))


# -- per-client setup -------------------------------------------------------------------------


def codex_config(m: Machine, url: str) -> None:
    """The user's own Codex config (a mock provider); `cairn setup codex` must keep it."""
    path = m.home / ".codex" / "config.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        'model = "mock-model"\nmodel_provider = "mock"\ncheck_for_update_on_startup = false\n\n'
        f'[model_providers.mock]\nname = "Mock"\nbase_url = "{url}/v1"\n'
        'env_key = "MOCK_API_KEY"\nwire_api = "responses"\n\n'
        "[analytics]\nenabled = false\n\n[features]\nplugins = false\n"
    )


def gemini_config(m: Machine) -> None:
    path = m.home / ".gemini" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps(
            {
                "security": {"auth": {"selectedType": "gemini-api-key"}},
                "privacy": {"usageStatisticsEnabled": False},
                "telemetry": {"enabled": False},
            }
        )
    )


def setup(m: Machine, client_name: str) -> None:
    proc = m.cairn("setup", client_name, "--trust")
    assert proc.returncode == 0, proc.stderr
    assert "warning" not in proc.stderr, proc.stderr


def run_claude(m: Machine, url: str, prompt: str, *extra: str) -> subprocess.CompletedProcess[str]:
    return m.run(
        [str(client("claude")), "-p", prompt, "--output-format", "json", *extra],
        ANTHROPIC_BASE_URL=url,
        ANTHROPIC_API_KEY="dummy",
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1",
    )


def run_codex(m: Machine, prompt: str) -> subprocess.CompletedProcess[str]:
    return m.run(
        [str(client("codex")), "exec", "--json", "-s", "danger-full-access", prompt],
        MOCK_API_KEY="dummy",
    )


def run_gemini(m: Machine, url: str, prompt: str) -> subprocess.CompletedProcess[str]:
    lock = m.home / ".gemini" / "projects.json.lock"
    if lock.exists():
        import shutil

        shutil.rmtree(lock, ignore_errors=True)
    return m.run(
        [str(client("gemini")), "-p", prompt, "-o", "json", "--approval-mode", "yolo"],
        GEMINI_API_KEY="dummy",
        GOOGLE_GEMINI_BASE_URL=url,
    )


SHELL_STEP = {
    "claude-code": lambda cmd: {"tool": "Bash", "args": {"command": cmd, "description": "run"}},
    "codex": lambda cmd: {"tool": "exec_command", "args": {"cmd": cmd}},
    "gemini": lambda cmd: {"tool": "run_shell_command", "args": {"command": cmd}},
}


def shell_script(client_name: str, *commands: str) -> list[dict[str, Any]]:
    return [SHELL_STEP[client_name](c) for c in commands] + [{"text": "done"}]


def after_step(m: Machine, index: int) -> str:
    """The text of the model request that followed script step ``index`` (it carries that
    step's tool result)."""
    reqs = m.mock.model_requests()
    assert len(reqs) > index + 1, f"the client stopped after {len(reqs)} model requests"
    body = reqs[index + 1]["body"]
    if "messages" in body:  # Anthropic (skip Claude Code's mid-conversation system messages)
        last = [x for x in body["messages"] if x.get("role") != "system"][-1]
    elif "input" in body:  # OpenAI Responses (Codex)
        last = body["input"][-1]
    else:  # Gemini
        last = body["contents"][-1]
    return "\n".join(texts(last))


def record_client_env(client_name: str, m: Machine, env_output: str) -> set[str]:
    """The variables the client set for its shell tool's commands (not in the env we gave it),
    written under build/ for the record."""
    ours = {"ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC"}
    ours |= {"MOCK_API_KEY", "GEMINI_API_KEY", "GOOGLE_GEMINI_BASE_URL"}
    added = env_names(env_output) - set(m.env()) - ours
    out = REPO / "build" / "realclients" / f"env-{client_name}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(sorted(added), indent=1) + "\n")
    return added
