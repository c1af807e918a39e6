"""Corroborated mode promotes a claim only on sessions that a client's own hook payload vouched
for: a session named with --session-hint, or found in a transcript someone put on disk, is not
vouched, so two fake transcripts never promote a claim (issue 14, item 10)."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import time
from pathlib import Path

from cairn.bench import transcripts as gen
from cairn.model import Scope
from cairn.service import MemoryService, person_actor
from tests.conftest import CAIRN, NS_A, USER_NS, Cli

LESSON = "We decided to run the linters before every commit."


def _corroborated(cli: Cli) -> None:
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    try:
        svc.set_policy("admission", "corroborated", person_actor("alice"))
    finally:
        svc.close()


def _two_sessions(cli: Cli, folder: Path) -> list[tuple[Path, str]]:
    out = []
    for name in ("first", "second"):
        spec = {"id": name, "cwd": str(cli.project), "turns": [{"user": LESSON}]}
        path = gen.write(spec, folder)
        out.append((path, path.stem))  # the file is named after its session id
    return out


def _lesson(cli: Cli) -> dict[str, object] | None:
    return next((m for m in cli.json("list")["memories"] if m["text"] == LESSON), None)


def _vouched(cli: Cli) -> list[int]:
    db = sqlite3.connect(cli.home / "cairn.db")
    try:
        return [r[0] for r in db.execute("SELECT vouched FROM sources ORDER BY seq")]
    finally:
        db.close()


def test_two_fake_transcripts_do_not_promote_a_claim(cli: Cli, tmp_path: Path) -> None:
    _corroborated(cli)
    claude = tmp_path / "claude"
    env = cli.env(CLAUDE_CONFIG_DIR=str(claude))
    # even inside the client's own folder, and named with --session-hint as the hook would
    for path, session in _two_sessions(cli, claude / "projects" / "-p"):
        cli.run(
            "mine",
            str(path),
            "--client",
            "claude-code",
            "--session-hint",
            session,
            env=env,
            check=True,
        )
    cli.run("mine", env=env, check=True)  # and discovered by a plain `cairn mine`
    lesson = _lesson(cli)
    assert lesson is not None and lesson["evidence_count"] == 2
    assert (lesson["status"], lesson["review"]) == ("proposed", "unreviewed")
    assert _vouched(cli) == [0, 0]


def test_a_forged_hand_off_record_for_another_transcript_does_not_vouch(
    cli: Cli, tmp_path: Path
) -> None:
    """A hand-off record vouches only for the transcript the hook named."""
    _corroborated(cli)
    claude = tmp_path / "claude"
    (real, session), (fake, _) = _two_sessions(cli, claude / "projects" / "-p")
    (cli.home / "handoff").mkdir(parents=True)
    (cli.home / "handoff" / f"claude-code-{session}.json").write_text(
        json.dumps({"client": "claude-code", "session": session, "transcript": str(real)})
    )
    env = cli.env(CLAUDE_CONFIG_DIR=str(claude))
    cli.run(
        "mine", str(fake), "--client", "claude-code", "--session-hint", session, env=env, check=True
    )
    assert _vouched(cli) == [0]


def test_control_two_sessions_handed_over_by_the_clients_hooks_promote(
    cli: Cli, tmp_path: Path
) -> None:
    _corroborated(cli)
    claude = tmp_path / "claude"
    env = cli.env(CLAUDE_CONFIG_DIR=str(claude))
    sessions = _two_sessions(cli, claude / "projects" / "-p")
    for done, (path, session) in enumerate(sessions, 1):
        payload = {"session_id": session, "cwd": str(cli.project), "transcript_path": str(path)}
        proc = subprocess.run(
            [CAIRN, "hook", "claude-code", "SessionEnd"],
            input=json.dumps(payload),
            cwd=cli.project,
            env=env,
            capture_output=True,
            text=True,
            timeout=30,
        )
        assert proc.returncode == 0
        deadline = time.monotonic() + 60  # the hook's miner runs detached: wait for it
        while len(_vouched(cli)) < done and time.monotonic() < deadline:
            time.sleep(0.3)
    lesson = _lesson(cli)
    assert lesson is not None and lesson["evidence_count"] == 2, lesson
    assert lesson["status"] == "active", lesson
    assert _vouched(cli) == [1, 1]
