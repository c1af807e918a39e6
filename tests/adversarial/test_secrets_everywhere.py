"""Secrets never reach the disk (issue 14, item 1): a secret is planted through every entry
point (each entry point its own, unmistakable value), through the real `cairn` command, the real
MCP client talking to `cairn mcp`, the real `cairn hook` process with every payload field, the
Stop hook's hand-off and the detached miner it starts on a transcript holding secrets in prompts,
replies and in succeeded, failed and pending commands. Then every file under the store's folder
(the store, its -wal and -shm, the gate snapshot, logs, hand-off records) is searched, raw bytes
and case-folded, for each value: 0 hits, beside a control phrase planted the same way that is
found. A second part plants secrets the way an older cairn could have stored them (straight into
every table and file) and shows `cairn redact --scan` finds each and `cairn purge --all` erases
them from every file."""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import pytest

from tests.conftest import CAIRN, NS_A, Cli

CONTROL = "controlphrase-zephyr-harbor"
CLAUDE_SESSION_ENV = "CLAUDE_CODE_SESSION_ID"


@dataclass(frozen=True)
class Canary:
    """One entry point's secret: its full value, and a core unique to it that is searched for
    case-folded (an index would store a lowercased token)."""

    entry: str
    value: str
    core: str


def canary(entry: str, shape: str) -> Canary:
    h = hashlib.sha256(entry.encode()).hexdigest()
    if shape == "github":
        return Canary(entry, "ghp_Cnry" + h[:32], h[:18])
    if shape == "aws":
        return Canary(entry, "AKIA" + h[:16].upper(), h[:16])
    if shape == "slack":
        digits = str(int(h[:16], 16))[:14]
        return Canary(entry, "xoxb-" + digits, digits)
    if shape == "password":
        return Canary(entry, f"Cnry{h[:12]}-Pw9", h[:12])
    if shape == "url-password":
        return Canary(entry, f"Cnry{h[:12]}x9", h[:12])
    raise ValueError(shape)


def phrase(c: Canary) -> str:
    """How the secret appears in text: its shape's usual sentence."""
    if c.value.startswith("Cnry") and c.value.endswith("-Pw9"):
        return f"the password is {c.value}"
    if c.value.startswith("Cnry"):
        return f"postgres://app:{c.value}@db.internal:5432/app"
    return f"key {c.value} here"


SHAPES = ("github", "aws", "slack", "password", "url-password")


class Planted:
    def __init__(self) -> None:
        self.canaries: dict[str, Canary] = {}

    def __call__(self, entry: str, shape: str | None = None) -> Canary:
        shape = shape or SHAPES[len(self.canaries) % len(SHAPES)]
        c = canary(entry, shape)
        self.canaries[entry] = c
        return c


def store_files(home: Path) -> list[Path]:
    return sorted(p for p in home.rglob("*") if p.is_file())


def leaks(home: Path, canaries: dict[str, Canary]) -> dict[str, list[str]]:
    """entry -> the files under ``home`` holding its value or its core (case-folded)."""
    data = {p: p.read_bytes() for p in store_files(home)}
    folded = {p: b.lower() for p, b in data.items()}
    out: dict[str, list[str]] = {}
    for entry, c in canaries.items():
        hits = [
            str(p.relative_to(home))
            for p in data
            if c.value.encode() in data[p] or c.core.lower().encode() in folded[p]
        ]
        if hits:
            out[entry] = hits
    return out


def explain(home: Path, found: dict[str, list[str]], canaries: dict[str, Canary]) -> list[str]:
    """For a failure message: the table and column of the store holding each leaked value."""
    out = []
    db = sqlite3.connect(home / "cairn.db")
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    for entry in found:
        c = canaries[entry]
        for table in tables:
            cur = db.execute(f'SELECT * FROM "{table}"')
            cols = [d[0] for d in cur.description]
            for row in cur:
                for col, v in zip(cols, row, strict=True):
                    if isinstance(v, str) and c.core.lower() in v.lower():
                        out.append(f"{entry}: {table}.{col}")
    db.close()
    return sorted(set(out)) or [f"{e}: {f}" for e, f in found.items()]


def _json_out(proc: subprocess.CompletedProcess[str]) -> Any:
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def _hook(cli: Cli, env: dict[str, str], event: str, payload: dict[str, Any]) -> str:
    proc = subprocess.run(
        [CAIRN, "hook", "claude-code", event],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        cwd=cli.project,
        env=env,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def transcript(path: Path, session: str, p: Planted) -> None:
    """A Claude Code transcript with a secret in each place a miner reads."""
    prompt = p("transcript: user prompt")
    reply = p("transcript: assistant text")
    ok_cmd = p("transcript: succeeded command", "github")
    failed_cmd = p("transcript: failed command", "aws")
    failed_out = p("transcript: failed command output", "github")
    retry_cmd = p("transcript: retried command", "aws")
    pending_cmd = p("transcript: pending command", "github")
    rule = p("transcript: stated rule", "github")

    def rec(kind: str, message: dict[str, Any], n: int) -> dict[str, Any]:
        return {
            "type": kind,
            "sessionId": session,
            "cwd": str(path.parent),
            "uuid": f"00000000-0000-4000-8000-{n:012d}",
            "timestamp": f"2026-05-01T10:00:{n:02d}Z",
            "message": message,
        }

    def use(n: int, tid: str, command: str) -> dict[str, Any]:
        content = [{"type": "tool_use", "id": tid, "name": "Bash", "input": {"command": command}}]
        return rec("assistant", {"role": "assistant", "content": content}, n)

    def result(n: int, tid: str, out: str, error: bool) -> dict[str, Any]:
        content = [{"type": "tool_result", "tool_use_id": tid, "content": out, "is_error": error}]
        return rec("user", {"role": "user", "content": content}, n)

    records = [
        rec("user", {"role": "user", "content": f"Deploy it; {phrase(prompt)}"}, 1),
        rec(
            "user",
            {
                "role": "user",
                "content": f"From now on always run make lint before pushing, {CONTROL}-mined."
                f" Remember: export GITHUB_TOKEN={rule.value} for the release job.",
            },
            2,
        ),
        rec("assistant", {"role": "assistant", "content": f"Done. {phrase(reply)}"}, 3),
        use(4, "t1", f"curl -H 'Authorization: token {ok_cmd.value}' https://api.example.invalid"),
        result(5, "t1", "ok", False),
        use(6, "t2", f"AWS_ACCESS_KEY_ID={failed_cmd.value} make deploy"),
        result(7, "t2", f"error: bad key {failed_out.value}\nexit 1", True),
        use(8, "t3", f"AWS_ACCESS_KEY_ID={retry_cmd.value} make deploy --region eu"),
        result(9, "t3", "deployed", False),
        use(10, "t4", f"git push https://x:{pending_cmd.value}@github.com/acme/app.git"),
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records))


@pytest.fixture(scope="module")
def planted(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Cli, Planted]]:
    root = tmp_path_factory.mktemp("everywhere")
    project = root / "project"
    (project / ".cairn").mkdir(parents=True)
    (project / ".cairn" / "config.toml").write_text(f'[project]\nnamespace = "{NS_A}"\n')
    cli = Cli(project, root / "home")
    user_home = root / "user"  # HOME of the agent clients (their transcript folders)
    env = cli.env(HOME=str(user_home))
    p = Planted()

    def tty(*args: str) -> str:
        code, out = cli.tty(*args, env=env)
        assert code == 0, (args, out)
        return out

    def run(*args: str, extra: dict[str, str] | None = None) -> Any:
        return _json_out(cli.run(*args, "--json", env={**env, **(extra or {})}))

    # -- the cairn command ----------------------------------------------------------------
    tty("add", f"Control: the zephyr harbor uses {CONTROL} and {phrase(p('add: text'))}")
    tty(
        "add",
        "The staging API credential",
        "--subject",
        f"staging api {p('add: --subject', 'github').value}",
        "--predicate",
        f"rotates {p('add: --predicate', 'aws').value}",
        "--object",
        f"token: {p('add: --object', 'github').value}",
    )
    proposed = run("propose", f"Deploys need {phrase(p('propose: text'))}")["memory"]["id"]
    run(
        "propose",
        "Staging runs on the blue cluster",
        extra={"CAIRN_SESSION": p("propose: CAIRN_SESSION", "github").value},
    )
    target = run("add", "The harbor deploy runs on Tuesdays")["memory"]["id"]  # a proposal
    tty("approve", proposed, "--note", f"ok; {phrase(p('approve: --note'))}")
    tty("edit", proposed, f"Deploys need the vault; {phrase(p('edit: text'))}")
    tty("defer", target, "--note", f"later; {phrase(p('defer: --note'))}")
    tty("reject", target, "--note", f"no; {phrase(p('reject: --note'))}")
    tty("restore", target, "--note", f"back; {phrase(p('restore: --note'))}")
    cli.run("flag", proposed, "--reason", f"stale; {phrase(p('flag: --reason'))}", env=env)
    tty("supersede", proposed, f"Deploys use the vault agent; {phrase(p('supersede: text'))}")
    retired = run("add", "The old harbor crane is offline")["memory"]["id"]
    tty("approve", retired)
    tty("retract", retired, "--reason", f"wrong; {phrase(p('retract: --reason'))}")
    tty(
        "gate",
        "add",
        "--tool",
        "shell",
        "--pattern",
        "curl .*[?&]token=[A-Za-z0-9]+",
        "--reason",
        f"no tokens in URLs; {phrase(p('gate add: --reason'))}",
    )
    refused = cli.tty(
        "gate",
        "add",
        "--tool",
        "shell",
        "--pattern",
        f"deploy --key {p('gate add: literal secret in --pattern', 'aws').value}",
        "--reason",
        "x",
        env=env,
    )
    assert refused[0] != 0 and "secret" in refused[1]
    cli.run("recall", "zephyr harbor", "--session", p("recall: --session", "github").value, env=env)
    cli.run("inject", "--session", p("inject: --session", "aws").value, env=env)

    # -- the miner, on a transcript the person names ---------------------------------------
    mined = root / "transcripts" / "mined.jsonl"
    transcript(mined, "2b7c5a10-0000-4000-8000-000000000001", p)
    cli.run(
        "mine",
        str(mined),
        "--client",
        "claude-code",
        "--session-hint",
        p("mine: --session-hint", "github").value,
        env=env,
    )

    # -- the MCP server, through the real MCP client over stdio ----------------------------
    mcp_env = {**env, CLAUDE_SESSION_ENV: p("mcp: session from the environment", "github").value}
    client_name = p("mcp: client name", "github").value
    mcp_calls = [
        ("memory_propose", {"text": f"Harbor cranes need {phrase(p('mcp: memory_propose'))}"}),
        ("memory_propose", {"text": "Harbor tides", "supersedes": p("mcp: supersedes id").value}),
        ("memory_search", {"query": f"harbor {p('mcp: memory_search query', 'github').value}"}),
        ("memory_get", {"id": p("mcp: memory_get id", "aws").value}),
        ("memory_history", {"id": p("mcp: memory_history id", "github").value}),
        (
            "memory_as_of",
            {"valid_at": "2026-01-01", "query": p("mcp: memory_as_of query", "github").value},
        ),
        ("memory_cite", {"id": p("mcp: memory_cite id", "aws").value, "revision": 1}),
    ]
    mcp_session(cli, mcp_env, client_name, mcp_calls, p)

    # -- every hook field, through the real hook process ----------------------------------
    hook_session = p("hook: session_id", "github").value
    client_dir = user_home / ".claude" / "projects" / "-project"
    handed = client_dir / f"{p('hook: transcript_path', 'aws').value}.jsonl"
    transcript(handed, hook_session, _Renamed(p, "hand-off "))
    fields = {
        "session_id": hook_session,
        "transcript_path": str(handed),
        "cwd": str(cli.project),
        "model": p("hook: model", "github").value,
        "permission_mode": p("hook: an unknown field", "aws").value,
    }
    _hook(cli, env, "SessionStart", {**fields, "source": p("hook: source", "github").value})
    _hook(cli, env, "UserPromptSubmit", {**fields, "prompt": phrase(p("hook: prompt"))})
    _hook(
        cli,
        env,
        "PreToolUse",
        {
            **fields,
            "tool_name": p("hook: tool_name", "github").value,
            "tool_input": {"command": f"curl {phrase(p('hook: tool_input'))}"},
        },
    )
    _hook(cli, env, "PreToolUse", {**fields, "tool_name": "Bash", "tool_input": "not json {"})
    for event in ("Stop", "PreCompact", "SessionEnd"):
        _hook(cli, env, event, {**fields, "hook_event_name": event})
    elsewhere = f"/nonexistent/{p('hook: cwd', 'github').value}/src"  # a folder that is not there
    _hook(cli, env, "UserPromptSubmit", {**fields, "cwd": elsewhere, "prompt": "zephyr harbor?"})
    _hook(
        cli,
        env,
        "Stop",
        {**fields, "cwd": elsewhere, "hook_event_name": p("hook: hook_event_name", "aws").value},
    )
    wait_for_miners(cli.home)
    yield cli, p


class _Renamed:
    """Plants the transcript's secrets under their own entry names (the hand-off's copy)."""

    def __init__(self, p: Planted, prefix: str) -> None:
        self.p, self.prefix = p, prefix

    def __call__(self, entry: str, shape: str | None = None) -> Canary:
        return self.p(self.prefix + entry, shape)


def mcp_session(
    cli: Cli,
    env: dict[str, str],
    client_name: str,
    calls: list[tuple[str, dict[str, Any]]],
    p: Planted,
) -> None:
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters
    from mcp.types import Implementation

    params = StdioServerParameters(command=CAIRN, args=["mcp"], env=env, cwd=cli.project)

    async def main() -> None:
        async with Client(params, client_info=Implementation(name=client_name, version="1")) as c:
            for tool, args in calls:
                await c.call_tool(tool, args)
            hits = await c.call_tool("memory_search", {"query": "zephyr harbor"})
            found = re.search(
                r"id=([0-9A-Z]{26})", "".join(getattr(x, "text", "") for x in hits.content)
            )
            assert found, "the approved control memory is searchable"
            reason = f"stale; {phrase(p('mcp: memory_flag reason'))}"
            flagged = await c.call_tool("memory_flag", {"id": found.group(1), "reason": reason})
            assert "redacted" in "".join(getattr(x, "text", "") for x in flagged.content)

    anyio.run(main)


def wait_for_miners(home: Path, timeout: float = 90.0) -> None:
    """Wait until every miner the hand-offs started has exited."""
    pids: set[int] = set()
    for rec in (home / "handoff").glob("*.json"):
        found = re.search(r"started pid (\d+)", rec.read_text())
        if found:
            pids.add(int(found.group(1)))
    deadline = time.monotonic() + timeout
    while pids and time.monotonic() < deadline:
        for pid in list(pids):
            try:
                done, _ = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                done = pid  # not our child (detached): poll its existence
                try:
                    os.kill(pid, 0)
                    done = 0
                except ProcessLookupError:
                    pass
            if done:
                pids.discard(pid)
        time.sleep(0.2)
    assert not pids, f"miners still running: {pids}"


def test_no_file_under_the_store_folder_holds_any_planted_secret(
    planted: tuple[Cli, Planted],
) -> None:
    cli, p = planted
    files = [str(f.relative_to(cli.home)) for f in store_files(cli.home)]
    # the places searched: the store and its sidecars, the gate snapshot, logs, hand-offs
    assert "cairn.db" in files and "cairn.db.gates.json" in files
    assert any(f.startswith("logs/") for f in files) and any(
        f.startswith("handoff/") for f in files
    )
    assert len(p.canaries) >= 40
    found = leaks(cli.home, p.canaries)
    places = explain(cli.home, found, p.canaries)
    assert [x for x in places if "ingest_cursors." not in x] == []


def test_not_even_the_miners_cursors_hold_a_planted_secret(planted: tuple[Cli, Planted]) -> None:
    cli, p = planted
    found = leaks(cli.home, p.canaries)
    assert found == {}, explain(cli.home, found, p.canaries)


def test_the_control_phrases_planted_the_same_way_are_found(planted: tuple[Cli, Planted]) -> None:
    cli, _ = planted
    blob = b"".join(f.read_bytes() for f in store_files(cli.home))
    assert CONTROL.encode() in blob  # through `cairn add`
    assert f"{CONTROL}-mined".encode() in blob  # through the miner
    assert b"curl .*[?&]token=[A-Za-z0-9]+" in blob  # the gate's pattern, verbatim
    assert b"[REDACTED:" in blob


def test_a_scan_of_the_planted_store_finds_nothing(planted: tuple[Cli, Planted]) -> None:
    cli, _ = planted
    found = _json_out(cli.run("redact", "--scan", "--json", env=cli.env()))
    assert found["found"] == [], json.dumps(found)


# -------------------------------------------------------------------------------------------
# Secrets an older cairn could have stored: found by the scan, erased by purge --all


def test_scan_finds_secrets_in_every_table_and_file_and_purge_all_erases_them(cli: Cli) -> None:
    cli.json("propose", "The harbor crane runs at night")  # creates the store, an event
    p = Planted()
    db_path = cli.home / "cairn.db"
    db = sqlite3.connect(db_path)
    now = "2026-05-01T10:00:00Z"
    ev_secret = p("old: event payload", "github").value
    db.execute(
        "INSERT INTO events (id, at, namespace, actor_kind, actor_id, client, session, actor,"
        " type, memory_id, payload, version) VALUES (?, ?, ?, 'agent', ?, 'x', ?, ?,"
        " 'memory.flagged', NULL, ?, 1)",
        (
            "01JOLDEVENT0000000000000000"[:26],
            now,
            NS_A,
            p("old: event actor id", "aws").value,
            p("old: event session", "github").value,
            json.dumps({"kind": "agent", "id": "x"}),
            json.dumps({"reason": f"it leaks {ev_secret}"}),
        ),
    )
    db.execute(
        "INSERT INTO shown (session, memory_id, revision, at) VALUES (?, 'M', 1, ?)",
        (p("old: shown session", "github").value, now),
    )
    db.execute(
        "INSERT INTO ingest_cursors (path, client, offset, lines, head_len, head_fp, state,"
        " updated_at) VALUES (?, 'claude-code', 0, 0, 0, 'fp', ?, ?)",
        (
            f"/t/{p('old: cursor path', 'aws').value}.jsonl",
            json.dumps(
                {"carry": {"pending": [f"deploy {p('old: cursor state', 'github').value}"]}}
            ),
            now,
        ),
    )
    db.commit()
    db.close()
    logs = cli.home / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    (logs / "hooks.log").write_text(f"old line {p('old: hook log', 'github').value}\n")
    handoff = cli.home / "handoff"
    handoff.mkdir(parents=True, exist_ok=True)
    (handoff / "claude-code-x.json").write_text(
        json.dumps({"session": p("old: hand-off record", "aws").value}) + "\n"
    )
    assert set(leaks(cli.home, p.canaries)) == set(p.canaries)  # control: all are on disk now

    scan = cli.json("redact", "--scan")
    wheres = {(f["where"], f["field"]) for f in scan["found"]}
    for place in [
        ("event", "payload"),
        ("event", "actor_id"),
        ("event", "session"),
        ("shown", "session"),
        ("cursor", "path"),
        ("cursor", "state"),
    ]:
        assert place in wheres, (place, wheres)
    assert {f["id"].rsplit("/", 1)[-1] for f in scan["found"] if f["where"] == "file"} >= {
        "hooks.log",
        "claude-code-x.json",
    }
    assert not any(c.value in json.dumps(scan) for c in p.canaries.values())

    refused = cli.run("purge", "--all")  # not a person at a terminal
    assert refused.returncode != 0
    code, out = cli.tty("purge", "--all")
    assert code == 0, out
    assert leaks(cli.home, p.canaries) == {}
    assert cli.json("redact", "--scan")["count"] == 0
    assert cli.json("list")["memories"][0]["text"] == "The harbor crane runs at night"  # control
    assert cli.run("doctor").returncode == 0
