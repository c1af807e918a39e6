"""A committed .cairn/config.toml can claim any namespace, and an agent can edit it: a pin that
differs from the namespace derived from the repository counts only once a person adopted it
(`cairn init --adopt NS`, recorded in the store, keyed by the derived identity); until then
reads and writes use the derived namespace and `cairn doctor` reports the mismatch (issue 14,
item 12)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from cairn import namespace
from tests.conftest import CAIRN, Cli
from tests.test_namespace import new_repo

SECRET_PLAN = "Project A's release plan ships the billing rewrite on Friday"


def _texts(c: Cli) -> set[str]:
    return {m["text"] for m in c.json("list")["memories"]}


def _claim(project: Path, ns: str) -> None:
    (project / ".cairn").mkdir(exist_ok=True)
    (project / ".cairn" / "config.toml").write_text(f'[project]\nnamespace = "{ns}"\n')


def test_a_config_claiming_another_repositorys_namespace_is_not_honoured(tmp_path: Path) -> None:
    home = tmp_path / "home"
    a = Cli(new_repo(tmp_path / "a"), home)
    a.run("init", check=True)
    a_ns = a.json("init")["namespace"]
    code, out = a.tty("add", SECRET_PLAN)
    assert code == 0, out
    b = Cli(new_repo(tmp_path / "b"), home)
    b_derived = namespace.resolve(b.project).namespace
    _claim(b.project, a_ns)  # what an agent or a pull request can commit
    assert _texts(b) == set()
    wrote = b.json("propose", "B's agent wrote this")
    assert wrote["memory"]["namespace"] == b_derived
    assert "B's agent wrote this" not in _texts(a)
    doctor = b.run("doctor", "--json")
    assert doctor.returncode == 1
    check = next(
        c for c in json.loads(doctor.stdout)["checks"] if c["check"] == "project namespace"
    )
    assert not check["ok"] and f"cairn init --adopt {a_ns}" in check["detail"]
    # control: A's own pin (its derived id) is honoured, and doctor is clean there
    assert SECRET_PLAN in _texts(a)
    assert a.run("doctor").returncode == 0
    # a person can adopt it on purpose (say, the repository was re-created with new history)
    code, out = b.tty("init", "--adopt", a_ns)
    assert code == 0, out
    assert SECRET_PLAN in _texts(b)


def test_an_agent_cannot_adopt_and_an_edited_file_cannot_adopt_itself(tmp_path: Path) -> None:
    home = tmp_path / "home"
    p = Cli(new_repo(tmp_path / "p"), home)
    _claim(p.project, "team:shared-notes")
    refused = p.run("init", "--adopt", "team:shared-notes")  # no terminal: an agent's path
    assert refused.returncode == 1 and "person" in refused.stderr
    assert p.json("init")["adopted"] is False
    code, out = p.tty("init", "--adopt", "team:shared-notes")
    assert code == 0, out
    assert p.json("init")["namespace"] == "team:shared-notes"
    # the adoption is keyed by p's derived identity: the same file in another repository,
    # or an edit of p's file to another namespace, adopts nothing
    q = Cli(new_repo(tmp_path / "q"), home)
    shutil.copytree(p.project / ".cairn", q.project / ".cairn")
    assert q.json("init")["namespace"] == namespace.resolve(q.project).derived
    _claim(p.project, "team:other-notes")
    assert p.json("init")["namespace"] == namespace.resolve(p.project).derived
    code, out = p.tty("init", "--adopt", "team:shared-notes")  # the file pins another
    assert code == 64 and "pins 'team:other-notes'" in out


def test_a_config_claiming_a_user_namespace_never_makes_project_memories_global(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    p = Cli(new_repo(tmp_path / "p"), home)
    user_ns = _user_namespace(p)
    _claim(p.project, user_ns)
    wrote = p.json("propose", "Only this repository builds with bazel")
    assert wrote["memory"]["namespace"] == namespace.resolve(p.project).derived
    other = Cli(new_repo(tmp_path / "other"), home)
    assert "Only this repository builds with bazel" not in _texts(other)
    code, out = p.tty("init", "--adopt", user_ns)
    assert code == 64 and "cannot be a project's namespace" in out
    # control: a memory written at user scope on purpose is still every project's
    p.json("propose", "I review diffs side by side", "--scope", "user")
    assert "I review diffs side by side" in _texts(other)


def _user_namespace(c: Cli) -> str:
    c.run("add", "probe", "--scope", "user", check=True)
    mems = c.json("list")["memories"]
    return str(next(m["namespace"] for m in mems if m["text"] == "probe"))


def test_the_hook_path_reads_the_derived_namespace_until_a_person_adopts(tmp_path: Path) -> None:
    home = tmp_path / "home"
    a = Cli(new_repo(tmp_path / "a"), home)
    a.run("init", check=True)
    code, out = a.tty("add", SECRET_PLAN)
    assert code == 0, out
    b = Cli(new_repo(tmp_path / "b"), home)
    _claim(b.project, a.json("init")["namespace"])

    def recall(c: Cli) -> str:
        payload = {
            "session_id": "s-1",
            "cwd": str(c.project),
            "hook_event_name": "UserPromptSubmit",
            "prompt": "when does the billing rewrite ship?",
        }
        proc = subprocess.run(
            [CAIRN, "hook", "claude-code", "UserPromptSubmit"],
            input=json.dumps(payload),
            cwd=c.project,
            env=c.env(),
            capture_output=True,
            text=True,
            timeout=60,
        )
        return proc.stdout

    assert "billing rewrite" not in recall(b)
    assert "billing rewrite" in recall(a)  # control
