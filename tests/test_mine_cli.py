"""`cairn mine` end to end with the real command: the shared samples, provenance, re-runs,
dry runs, discovery of the clients' folders, bad input, and the corroboration/verdict rules."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

from cairn.bench import transcripts
from cairn.model import Scope
from cairn.service import MemoryService
from tests.conftest import SHARED, USER_NS, Cli

SAMPLES = SHARED / "samples" / "transcripts"


def _mine(cli: Cli, *args: str) -> dict[str, Any]:
    proc = cli.run("mine", *args, "--json", check=True)
    return dict(json.loads(proc.stdout))


def _sources(cli: Cli) -> list[dict[str, Any]]:
    db = sqlite3.connect(cli.home / "cairn.db")
    db.row_factory = sqlite3.Row
    rows = [dict(r) for r in db.execute("SELECT * FROM sources")]
    db.close()
    return rows


def test_mining_the_shared_samples_proposes_lessons_with_provenance_and_reports_skips(
    cli: Cli,
) -> None:
    out = _mine(cli, str(SAMPLES))
    assert out["schema"] == "cairn.mine/1"
    assert out["proposed"] >= 1 and out["sessions"] >= 5
    assert out["skipped_files"]["not a recognised transcript"] >= 3
    assert out["skipped_records"]["attachment (hook_additional_context)"] >= 5
    src = next(s for s in _sources(cli) if "python3" in json.dumps(s) or s["locator"])
    assert src["kind"] == "mine" and src["client"] == "claude-code"
    assert src["vouched"] == 0  # a transcript on disk never vouches for its session (item 10)
    assert src["session"] == "c45af7b1-cb7c-4e51-93db-8cbb250a877a"
    assert src["transcript"].endswith("fasthooks_sample_main_transcript.jsonl")
    assert src["locator"].startswith("line ") and src["cwd"] == "/workspace"
    assert src["at"] and src["agent"] == "miner"


def test_re_running_proposes_nothing_new(cli: Cli) -> None:
    first = _mine(cli, str(SAMPLES))
    again = _mine(cli, str(SAMPLES))
    assert first["proposed"] > 0
    assert again["proposed"] == again["corroborated"] == again["withheld"] == 0
    assert len(_sources(cli)) == first["proposed"] + first["corroborated"]


def test_mined_lessons_wait_as_proposals_in_the_transcripts_namespace(
    cli: Cli, tmp_path: Path
) -> None:
    spec = {
        "id": "ns",
        "cwd": str(cli.project),
        "turns": [{"user": "We decided to use pnpm instead of npm."}],
    }
    transcripts.write(spec, tmp_path / "t")
    _mine(cli, str(tmp_path / "t"))
    svc = MemoryService.open(cli.home / "cairn.db", Scope("test:project-a", USER_NS))
    try:
        mems = svc.memories()
    finally:
        svc.close()
    assert [(m.text, m.status.value, m.review.value) for m in mems] == [
        ("We decided to use pnpm instead of npm.", "proposed", "unreviewed")
    ]


def test_dry_run_shows_lessons_and_writes_nothing(cli: Cli) -> None:
    out = _mine(cli, "--dry-run", str(SAMPLES / "claude-code"))
    assert out["dry_run"] is True and out["lessons"]
    assert any("python3" in lesson["text"] for lesson in out["lessons"])
    assert _sources(cli) == [] if (cli.home / "cairn.db").exists() else True
    real = _mine(cli, str(SAMPLES / "claude-code"))
    assert real["proposed"] == out["proposed"]


def test_no_arguments_discovers_each_clients_session_folder(cli: Cli, tmp_path: Path) -> None:
    home = tmp_path / "h"
    spec = {"turns": [{"user": "Always run make check before pushing."}]}
    transcripts.write({**spec, "id": "a"}, tmp_path / "claude" / "projects" / "-p")
    transcripts.write(
        {**spec, "id": "b", "client": "codex"},
        tmp_path / "codex" / "sessions" / "2026" / "03" / "01",
    )
    transcripts.write(
        {**spec, "id": "c", "client": "gemini"}, home / ".gemini" / "tmp" / "p" / "chats"
    )
    (home / ".gemini" / "tmp" / "p" / ".project_root").write_text("/home/dev/project\n")
    env = cli.env(
        HOME=str(home),
        CLAUDE_CONFIG_DIR=str(tmp_path / "claude"),
        CODEX_HOME=str(tmp_path / "codex"),
    )
    proc = cli.run("mine", "--json", env=env, check=True)
    out = json.loads(proc.stdout)
    assert out["files"] == 3 and out["sessions"] == 3
    assert out["proposed"] == 1 and out["corroborated"] == 2  # one lesson, three sessions


def test_summary_is_printed_without_a_progress_bar_when_not_a_terminal(cli: Cli) -> None:
    proc = cli.run("mine", str(SAMPLES / "claude-code"), check=True)
    assert "sessions read:" in proc.stdout and "records skipped:" in proc.stdout
    assert "mining" not in proc.stderr


def test_bad_input_is_skipped_with_counted_reasons_and_the_run_finishes(
    cli: Cli, tmp_path: Path
) -> None:
    d = tmp_path / "bad"
    d.mkdir()
    (d / "empty.jsonl").write_bytes(b"")
    (d / "binary.jsonl").write_bytes(b"\x00\x01\x02garbage" * 100)
    good = {
        "type": "user",
        "sessionId": "s1",
        "uuid": "u",
        "message": {"role": "user", "content": "Never commit .env files to git."},
    }
    lines = [
        json.dumps(good).encode(),
        b'{"type": "user", "sessionId": "s1", "uuid": "v", "message": {',
        b'{"type": "user", "text": "\xff\xfe broken"}',
        json.dumps(
            {**good, "uuid": "w", "message": {"role": "user", "content": "x" * 50}}
        ).encode(),
        b'{"type": "user", "sessionId": "s1", "uuid": "trunc',
    ]
    (d / "mixed.jsonl").write_bytes(b"\n".join(lines))
    locked = d / "locked.jsonl"
    locked.write_text(json.dumps(good) + "\n")
    locked.chmod(0)
    try:
        out = _mine(cli, str(d))
    finally:
        locked.chmod(0o600)
    assert out["skipped_files"]["empty file"] == 1
    assert out["skipped_files"]["binary file"] == 1
    if os.geteuid() != 0:
        assert out["skipped_files"]["permission denied"] == 1
    assert out["skipped_records"]["malformed JSON line"] == 1
    assert out["skipped_records"]["non-UTF-8 line"] == 1
    assert out["skipped_records"]["incomplete last line (left for next run)"] == 1
    assert out["proposed"] >= 1


def test_a_truncated_last_line_is_mined_once_it_is_complete(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "t" / "s.jsonl"
    path.parent.mkdir()
    line = json.dumps(
        {
            "type": "user",
            "sessionId": "s",
            "uuid": "u",
            "message": {"role": "user", "content": "We decided to use ruff instead of flake8."},
        }
    )
    path.write_text(line[:40])
    assert _mine(cli, str(path))["proposed"] == 0
    path.write_text(line + "\n")
    assert _mine(cli, str(path))["proposed"] == 1
    assert _mine(cli, str(path))["proposed"] == 0


def test_a_rewritten_file_is_detected_and_mined_again(cli: Cli, tmp_path: Path) -> None:
    folder = tmp_path / "t"
    p = transcripts.write({"id": "r", "turns": [{"user": "Let's use uv instead of pip."}]}, folder)
    assert _mine(cli, str(p))["proposed"] == 1
    p.write_text(p.read_text().replace("uv instead of pip", "poetry instead of pip"))
    out = _mine(cli, str(p))
    assert out["proposed"] == 1
    assert out["skipped_records"]["file rewritten or rotated: mined again"] == 1


def test_a_huge_line_is_skipped_and_the_next_line_is_mined(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "t" / "s.jsonl"
    path.parent.mkdir()
    ok = {
        "type": "user",
        "sessionId": "s",
        "uuid": "u",
        "message": {"role": "user", "content": "Always pin the Node version in .nvmrc."},
    }
    huge = {**ok, "uuid": "h", "message": {"role": "user", "content": "y" * (33 << 20)}}
    path.write_text(json.dumps(huge) + "\n" + json.dumps(ok) + "\n")
    out = _mine(cli, str(path))
    assert out["skipped_records"]["huge line (skipped)"] == 1
    assert out["proposed"] == 1


def test_the_same_lesson_from_another_session_corroborates_instead_of_adding_a_row(
    cli: Cli, tmp_path: Path
) -> None:
    a = {"id": "a", "turns": [{"user": "Never force-push to main."}]}
    b = {"id": "b", "client": "codex", "turns": [{"user": "never force-push to main"}]}
    transcripts.write(a, tmp_path / "t")
    transcripts.write(b, tmp_path / "t")
    out = _mine(cli, str(tmp_path / "t"))
    assert (out["proposed"], out["corroborated"]) == (1, 1)


def test_a_near_duplicate_lesson_corroborates_the_existing_record(cli: Cli, tmp_path: Path) -> None:
    transcripts.write(
        {"id": "a", "turns": [{"user": "Always run the pnpm lint script before committing code."}]},
        tmp_path / "a",
    )
    transcripts.write(
        {
            "id": "b",
            "turns": [{"user": "always run the pnpm lint script before committing the code"}],
        },
        tmp_path / "b",
    )
    assert _mine(cli, str(tmp_path / "a"))["proposed"] == 1
    out = _mine(cli, str(tmp_path / "b"))
    assert (out["proposed"], out["corroborated"]) == (0, 1)


def test_a_rejected_lesson_stays_rejected_when_mined_again(cli: Cli, tmp_path: Path) -> None:
    spec = {
        "id": "a",
        "cwd": str(cli.project),
        "turns": [{"user": "We decided to vendor every dependency."}],
    }
    transcripts.write(spec, tmp_path / "a")
    _mine(cli, str(tmp_path / "a"))
    svc = MemoryService.open(cli.home / "cairn.db", Scope("test:project-a", USER_NS))
    try:
        mid = svc.memories()[0].id
    finally:
        svc.close()
    code, _ = cli.tty("reject", mid)
    assert code == 0
    transcripts.write({**spec, "id": "b"}, tmp_path / "b")
    out = _mine(cli, str(tmp_path / "b"))
    assert (out["proposed"], out["withheld"]) == (0, 1)
