"""Gates block (issue 14, items 4 and 5).

A gate's pattern is a person's rule, not a claim: it is stored verbatim (redaction used to turn
``token=[A-Za-z0-9]+`` into a marker), a literal secret in it is refused when it is added (it
used to become an invalid expression, listed active, that never fired), and a gate that cannot
be evaluated blocks and says why. When the store cannot be read (another process holds an
exclusive lock on it, the file is damaged or gone) the PreToolUse hook evaluates the gate
snapshot kept beside the store; everything else in the hooks stays fail-open. Each attack runs
beside a control call that must still be allowed.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from cairn.model import Actor, Candidate, Kind, Scope, ScopeLevel
from cairn.policy import gates
from cairn.service import MemoryService
from cairn.store import gatefile
from cairn.timeutil import now
from tests.conftest import CAIRN, NS_A, NS_B, USER_NS, Cli

TOKEN_RULE = "curl .*[?&]token=[A-Za-z0-9]+"
AKIA = "AKIA" + "GATELITERAL00001"


def hook(cli: Cli, tool: str, tool_input: Any, **env: str) -> dict[str, Any]:
    """The real PreToolUse hook as Claude Code calls it; its JSON reply ({} when it allows)."""
    payload = {
        "session_id": "5d0c7e1a-0000-4000-8000-000000000001",
        "cwd": str(cli.project),
        "hook_event_name": "PreToolUse",
        "tool_name": tool,
        "tool_input": tool_input,
    }
    proc = subprocess.run(
        [CAIRN, "hook", "claude-code", "PreToolUse"],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        cwd=cli.project,
        env=cli.env(**env),
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout) if proc.stdout.strip() else {}


def denied(reply: dict[str, Any]) -> str | None:
    out = reply.get("hookSpecificOutput") or {}
    return out.get("permissionDecisionReason") if out.get("permissionDecision") == "deny" else None


def add_gate(cli: Cli, pattern: str, reason: str = "no tokens in URLs") -> tuple[int, str]:
    return cli.tty("gate", "add", "--tool", "shell", "--pattern", pattern, "--reason", reason)


# -- item 4: the pattern is a person's rule --------------------------------------------------


def test_a_pattern_that_looks_like_an_assignment_is_stored_verbatim_and_fires(cli: Cli) -> None:
    code, out = add_gate(cli, TOKEN_RULE)
    assert code == 0, out
    listed = cli.json("gate", "list")["gates"]
    assert [g["gate"]["pattern"] for g in listed] == [TOKEN_RULE]
    assert TOKEN_RULE in listed[0]["text"]  # the memory's text shows it verbatim too
    snapshot = json.loads(gatefile.path_for(cli.home / "cairn.db").read_text())
    assert [g["gate"]["pattern"] for g in snapshot["gates"]] == [TOKEN_RULE]
    blocked = hook(cli, "Bash", {"command": "curl https://api.example.invalid/x?token=abc123"})
    assert "no tokens in URLs" in (denied(blocked) or "")
    assert denied(hook(cli, "Bash", {"command": "curl https://api.example.invalid/x"})) is None
    # the scan does not report a person's rule as a secret, and purge --all leaves it alone
    assert cli.json("redact", "--scan")["count"] == 0
    code, out = cli.tty("purge", "--all")
    assert code == 0, out
    assert [g["gate"]["pattern"] for g in cli.json("gate", "list")["gates"]] == [TOKEN_RULE]


def test_a_literal_secret_in_a_pattern_is_refused_with_a_message_and_never_stored(
    cli: Cli,
) -> None:
    code, out = add_gate(cli, f"aws s3 cp --key {AKIA}")
    assert code != 0
    assert "secret" in out and "aws-access-key" in out and AKIA not in out
    assert cli.json("gate", "list", "--all")["gates"] == []
    assert not any(AKIA.encode() in p.read_bytes() for p in cli.home.rglob("*") if p.is_file())
    # control: the secret's shape is a fine rule, and it blocks what it describes
    code, out = add_gate(cli, r"AKIA[0-9A-Z]{16}", "no AWS keys on command lines")
    assert code == 0, out
    assert denied(hook(cli, "Bash", {"command": f"deploy --key {AKIA}"})) is not None
    assert denied(hook(cli, "Bash", {"command": "deploy --key none"})) is None


def test_an_agents_gate_with_a_literal_secret_is_refused_too(
    svc: MemoryService, agent: Actor
) -> None:
    from cairn.errors import UsageError

    rule = {"tool": "shell", "pattern": f"push {AKIA}", "reason": "x"}
    with pytest.raises(UsageError, match="secret"):
        svc.add(Candidate("Gate: no pushes", NS_A, Kind.GATE, gate=rule), agent)
    ok = {"tool": "shell", "pattern": "git push --force", "reason": "no force pushes"}
    assert svc.add(Candidate("Gate: no force", NS_A, Kind.GATE, gate=ok), agent).memory.gate == ok


@contextmanager
def older_cairn(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A gate written before patterns were validated (the way an AKIA literal once became an
    invalid expression after redaction)."""
    monkeypatch.setattr(gates, "validate", lambda t, p, r: gates.Rule(t, p, r))
    try:
        yield
    finally:
        monkeypatch.undo()


def test_a_gate_that_cannot_be_evaluated_blocks_and_says_why(
    cli: Cli, monkeypatch: pytest.MonkeyPatch, person: Actor
) -> None:
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    try:
        with older_cairn(monkeypatch):
            broken = svc.add_gate("Bash", "token=[REDACTED:assignment", "no tokens", person)
    finally:
        svc.close()
    assert [g["id"] for g in cli.json("gate", "list")["gates"]] == [broken.memory.id]
    reason = denied(hook(cli, "Bash", {"command": "ls"})) or ""
    assert "cannot be evaluated" in reason and "not a valid regular expression" in reason
    assert broken.memory.id[-8:].lower() in reason
    check = cli.run("gate", "check", "--tool", "Bash", "--input", '{"command": "ls"}')
    assert check.returncode == 2 and "cannot be evaluated" in check.stderr
    # control: a tool the broken gate does not guard is allowed
    assert denied(hook(cli, "Read", {"file_path": "README.md"})) is None


def test_a_gate_whose_rule_is_unreadable_blocks_every_tool() -> None:
    match = gates.first_match([("01GATE", {"tool": "shell"})], "Read", {"file_path": "x"})
    assert match is not None and "missing a tool or a pattern" in match.deny_reason()
    assert gates.first_match([], "Read", {"file_path": "x"}) is None  # control


# -- item 5: gates hold when the store cannot be read ----------------------------------------


@contextmanager
def exclusive_lock(path: Path) -> Iterator[None]:
    """Another process holding an exclusive lock on the store (as an agent could)."""
    code = (
        "import sqlite3, sys\n"
        f"db = sqlite3.connect({str(path)!r}, isolation_level=None)\n"
        "db.execute('PRAGMA locking_mode = EXCLUSIVE')\n"
        "db.execute('BEGIN EXCLUSIVE')\n"
        "db.execute('SELECT count(*) FROM memories').fetchone()\n"
        "print('locked', flush=True)\n"
        "sys.stdin.read()\n"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
    try:
        yield
    finally:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.close()
        proc.wait(timeout=30)
        proc.stdout.close()


FORCE = r"git push .*(--force|-f)\b"


@pytest.fixture
def gated(cli: Cli) -> Cli:
    code, out = add_gate(cli, FORCE, "never force-push")
    assert code == 0, out
    return cli


def test_a_gate_blocks_while_another_process_holds_an_exclusive_lock(gated: Cli) -> None:
    store = gated.home / "cairn.db"
    with exclusive_lock(store):
        reason = denied(hook(gated, "Bash", {"command": "git push --force origin main"}))
        assert reason and "never force-push" in reason and "snapshot" in reason
        assert denied(hook(gated, "Bash", {"command": "git status"})) is None  # control
        # everything else stays fail-open: a prompt hook answers nothing and exits 0
        proc = subprocess.run(
            [CAIRN, "hook", "claude-code", "UserPromptSubmit"],
            input=json.dumps({"prompt": "push it", "cwd": str(gated.project)}),
            capture_output=True,
            text=True,
            cwd=gated.project,
            env=gated.env(),
            timeout=60,
        )
        assert proc.returncode == 0 and proc.stdout.strip() == ""
    assert denied(hook(gated, "Bash", {"command": "git push -f origin main"})) is not None


def test_a_gate_blocks_when_the_store_file_is_damaged(gated: Cli) -> None:
    store = gated.home / "cairn.db"
    subprocess.run(
        [CAIRN, "doctor"], cwd=gated.project, env=gated.env(), capture_output=True, check=False
    )
    data = bytearray(store.read_bytes())
    data[0:100] = b"\xff" * 100  # the header: no longer a SQLite file
    store.write_bytes(bytes(data))
    reason = denied(hook(gated, "Bash", {"command": "git push --force origin main"}))
    assert reason and "never force-push" in reason
    assert denied(hook(gated, "Bash", {"command": "git status"})) is None  # control


def test_a_gate_blocks_when_the_store_file_is_gone(gated: Cli) -> None:
    for p in gated.home.glob("cairn.db*"):
        if not p.name.endswith((".gates.json", ".gates.lock")):
            p.rename(p.with_name("moved-" + p.name))
    assert denied(hook(gated, "Bash", {"command": "git push --force origin main"}))
    assert denied(hook(gated, "Bash", {"command": "git status"})) is None  # control


def test_an_unreadable_snapshot_of_an_unreadable_store_blocks_and_says_why(gated: Cli) -> None:
    gatefile.path_for(gated.home / "cairn.db").write_text("{not json")
    with exclusive_lock(gated.home / "cairn.db"):
        reason = denied(hook(gated, "Bash", {"command": "git status"}))
        assert reason and "cannot read its gates" in reason
    # control: with the store readable again its gates decide (and the damaged snapshot does not)
    assert denied(hook(gated, "Bash", {"command": "git status"})) is None


def test_a_missing_snapshot_beside_a_locked_store_blocks_and_no_store_at_all_allows(
    gated: Cli,
) -> None:
    gatefile.path_for(gated.home / "cairn.db").unlink()
    with exclusive_lock(gated.home / "cairn.db"):
        reason = denied(hook(gated, "Bash", {"command": "git status"}))
        assert reason and "snapshot beside it is missing" in reason
    # control: the next hook that can read the store writes the snapshot back
    assert denied(hook(gated, "Bash", {"command": "git status"})) is None
    assert gatefile.path_for(gated.home / "cairn.db").exists()
    # and a machine with no store at all has nothing to enforce
    for p in gated.home.glob("cairn.db*"):
        p.unlink()
    assert denied(hook(gated, "Bash", {"command": "git push --force origin main"})) is None


def test_the_snapshot_follows_every_gate_change(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    path = gatefile.path_for(svc.store.path)

    def snap() -> list[str]:
        return [str(g["id"]) for g in gatefile.read(svc.store.path) or []]

    assert snap() == []
    a = svc.add_gate("shell", "rm -rf /", "no", person).memory.id
    assert snap() == [a]
    proposal = {"tool": "shell", "pattern": "curl .*\\| *sh", "reason": "no pipes to sh"}
    b = svc.add(Candidate("Gate: no curl | sh", NS_A, Kind.GATE, gate=proposal), agent).memory.id
    assert snap() == [a]  # a proposal blocks nothing, and is not in the snapshot
    svc.approve(b, person)
    assert snap() == [a, b]
    svc.retract(a, person, reason="moved to branch protection")
    assert snap() == [b]
    path.unlink()
    svc.rebuild()
    assert snap() == [b]  # rebuilt with the projections


def test_the_snapshot_binds_exactly_the_gates_the_store_serves(
    store_path: Path, person: Actor
) -> None:
    """``gatefile.live`` filters as the read predicate does: random gates across namespaces,
    scope levels, sessions and validity windows, compared for several callers and times."""
    rng = random.Random(11)
    writers = {ns: MemoryService.open(store_path, Scope(ns, USER_NS, "s-1")) for ns in (NS_A, NS_B)}
    try:
        ids = []
        for i in range(30):
            svc = writers[rng.choice([NS_A, NS_B])]
            level = rng.choice([ScopeLevel.PROJECT, ScopeLevel.USER, ScopeLevel.SESSION])
            start = rng.choice([None, "2026-01-01T00:00:00Z", "2027-01-01T00:00:00Z"])
            end = rng.choice([None, "2026-06-01T00:00:00Z", "2030-01-01T00:00:00Z"])
            if start and end and end <= start:
                end = None
            if end and not start and end <= now():
                start = "2025-01-01T00:00:00Z"  # a window that ended: it needs its start
            rule = {"tool": "shell", "pattern": f"cmd{i}", "reason": f"r{i}"}
            cand = Candidate(
                f"Gate {i}",
                svc.scope.namespace,
                Kind.GATE,
                scope=level,
                gate=rule,
                valid_from=start,
                valid_to=end,
                session="s-1" if level is ScopeLevel.SESSION else None,
            )
            mid = svc.add(cand, person).memory.id
            ids.append((svc, mid))
        for svc, mid in rng.sample(ids, 8):
            svc.retract(mid, person, reason="gone")
        rows = gatefile.read(store_path) or []
        for ns in (NS_A, NS_B):
            for session in ("s-1", "s-2", None):
                for at in ("2026-03-01T00:00:00Z", "2026-09-01T00:00:00Z", "2028-01-01T00:00:00Z"):
                    from cairn.model import View
                    from cairn.store.base import Selection

                    reader = writers[ns]
                    scope = Scope(ns, USER_NS, session)
                    served = reader.store.select(
                        View.INJECT, scope, at, Selection(kinds=(Kind.GATE,))
                    )
                    expected = [m.id for m in served if m.review.value == "approved"]
                    got = [mid for mid, _ in gatefile.live(rows, ns, USER_NS, session, at)]
                    assert got == expected, (ns, session, at)
        assert any(rows)  # control: there are gates to compare
    finally:
        for svc in writers.values():
            svc.close()


def test_a_hook_out_of_time_answers_from_the_snapshot_instead_of_allowing(gated: Cli) -> None:
    """A store that hangs (a lock held past the busy timeout, a slow disk) must not let a gated
    call through when the hook's watchdog ends it: the watchdog answers from the snapshot."""
    code = (
        "import io, json, sys, time\n"
        "from cairn.integrations import runner\n"
        "from cairn.integrations.record import Moment\n"
        "runner.BUDGETS[Moment.TOOL] = 1.0\n"
        "runner.decide = lambda ev, remote=None: time.sleep(30)\n"  # the store never answers
        "payload = json.dumps({'tool_name': 'Bash', 'cwd': sys.argv[1],"
        " 'tool_input': {'command': sys.argv[2]}})\n"
        "runner.run(['claude-code', 'PreToolUse'], stdin=io.StringIO(payload))\n"
    )
    out = {}
    for command in ("git push --force origin main", "git status"):
        proc = subprocess.run(
            [sys.executable, "-c", code, str(gated.project), command],
            capture_output=True,
            text=True,
            cwd=gated.project,
            env=gated.env(),
            timeout=60,
        )
        assert proc.returncode == 0, proc.stderr
        out[command] = json.loads(proc.stdout) if proc.stdout.strip() else {}
    assert "never force-push" in (denied(out["git push --force origin main"]) or "")
    assert denied(out["git status"]) is None  # control: over budget, an ungated call passes
