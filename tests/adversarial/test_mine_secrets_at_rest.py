"""Issue 14.1 (the miner's half): nothing the miner persists holds a secret in the clear.

The miner keeps state between runs beside each file's cursor: the parser's calls still waiting
for their result, the extractor's failed commands and what waits for the next turn. A token in
a failed command, or in a command whose result has not arrived when the run stops, used to be
stored raw there. Attack: plant secrets in both, mine with the real `cairn mine`, and grep every
file under the store's folder (db, -wal, -shm) for them: no hit, beside a control string planted
in the same commands that is found (the grep sees what the miner stored)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from tests.conftest import Cli

GITHUB_TOKEN = "ghp_" + "Zq7Lm2Xv9Rt4Wp8Ks3Nd6Hf1Jc5Bg0Ty2Uaq"
DB_PASSWORD = "hunter2-Very-Secret-9f8e"
CONTROL = "cairn-control-7f3a91"


def _line(obj: dict[str, Any]) -> str:
    return json.dumps(obj) + "\n"


def _transcript(folder: Path) -> Path:
    """A live Claude Code session: a failed command with a token, then a command with a
    password whose result has not been written yet."""
    env = {
        "sessionId": "5a3e0c1e-0000-4000-8000-00000000c0de",
        "cwd": "/nonexistent/secret-project",
        "gitBranch": "main",
        "isSidechain": False,
        "userType": "external",
        "version": "2.1.97",
    }
    failed = f"curl -fsS -H 'Authorization: token {GITHUB_TOKEN}' https://api.example.org/{CONTROL}"
    pending = f"psql postgres://deploy:{DB_PASSWORD}@db.internal:5432/app -c 'select 1' # {CONTROL}"
    lines = [
        {
            **env,
            "type": "user",
            "uuid": "u1",
            "timestamp": "2026-03-01T10:00:00.000Z",
            "message": {"role": "user", "content": "check the API and the database"},
        },
        {
            **env,
            "type": "assistant",
            "uuid": "a1",
            "timestamp": "2026-03-01T10:00:01.000Z",
            "message": {
                "role": "assistant",
                "content": [
                    {
                        "type": "tool_use",
                        "id": "toolu_1",
                        "name": "Bash",
                        "input": {"command": failed},
                    }
                ],
            },
        },
        {
            **env,
            "type": "user",
            "uuid": "r1",
            "timestamp": "2026-03-01T10:00:02.000Z",
            "message": {
                "role": "user",
                "content": [
                    {
                        "type": "tool_result",
                        "tool_use_id": "toolu_1",
                        "content": "Exit code 22\ncurl: (22) The requested URL returned error: 401",
                        "is_error": True,
                    }
                ],
            },
        },
        {
            **env,
            "type": "assistant",
            "uuid": "a2",
            "timestamp": "2026-03-01T10:00:03.000Z",
            "message": {
                "role": "assistant",
                "content": [
                    {
                        "type": "tool_use",
                        "id": "toolu_2",
                        "name": "Bash",
                        "input": {"command": pending},
                    }
                ],
            },
        },
    ]
    path = folder / "claude" / "projects" / "-p" / "live-session.jsonl"
    path.parent.mkdir(parents=True)
    path.write_text("".join(_line(x) for x in lines))
    return path


def _store_bytes(home: Path) -> bytes:
    files = [p for p in home.rglob("*") if p.is_file()]
    assert any(p.name == "cairn.db" for p in files)
    return b"".join(p.read_bytes() for p in files)


def _cursor_state(home: Path) -> str:
    con = sqlite3.connect(home / "cairn.db")
    try:
        return "".join(r[0] for r in con.execute("SELECT state FROM ingest_cursors"))
    finally:
        con.close()


def test_a_secret_in_a_failed_or_pending_command_never_reaches_the_store_files(
    cli: Cli, tmp_path: Path
) -> None:
    path = _transcript(tmp_path)
    cli.run("mine", str(path), "--json", check=True)
    state = _cursor_state(cli.home)
    # the control: the miner did store both commands (redacted) in its cursor state
    assert state.count(CONTROL) >= 2, state
    assert "[REDACTED:" in state
    raw = _store_bytes(cli.home)
    assert CONTROL.encode() in raw
    for secret in (GITHUB_TOKEN, DB_PASSWORD):
        assert secret not in state
        assert raw.count(secret.encode()) == 0, secret


def test_the_redacted_pending_command_still_pairs_with_its_result_on_the_next_run(
    cli: Cli, tmp_path: Path
) -> None:
    path = _transcript(tmp_path)
    cli.run("mine", str(path), "--json", check=True)
    result = {
        "sessionId": "5a3e0c1e-0000-4000-8000-00000000c0de",
        "cwd": "/nonexistent/secret-project",
        "type": "user",
        "uuid": "r2",
        "timestamp": "2026-03-01T10:00:04.000Z",
        "message": {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "toolu_2", "content": " ?column? \n 1"}
            ],
        },
    }
    with path.open("a") as f:
        f.write(_line(result))
    out = json.loads(cli.run("mine", str(path), "--json", check=True).stdout)
    assert out["records"] == 1  # the command record, joined with its result
    raw = _store_bytes(cli.home)
    assert raw.count(DB_PASSWORD.encode()) == 0 and CONTROL.encode() in raw
