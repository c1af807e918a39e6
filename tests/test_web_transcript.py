"""The transcript lines a mined lesson came from: shown from the file the real miner read, around
the cited line, redacted; refused (with the reason, without blocking) for a path the miner never
read, a file swapped or rewritten since, a FIFO, a symlink, or a line that is not there."""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

from cairn.bench import transcripts
from cairn.model import Candidate, Scope, Source
from cairn.service import MemoryService, agent_actor
from cairn.web import transcript
from tests.conftest import NS_A, USER_NS, Cli

SECRET = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


def _mine(cli: Cli, tmp_path: Path, turns: list[dict[str, str]]) -> Path:
    spec = {"id": "ui-source", "cwd": str(cli.project), "turns": turns}
    path = transcripts.write(spec, tmp_path / "sessions")
    cli.run("mine", "--final", str(path), check=True)
    return path


def _sources(cli: Cli) -> list[tuple[MemoryService, dict[str, Any]]]:
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    return [(svc, s) for m in svc.memories() for s in svc.sources(m.id)]


def test_the_cited_line_is_shown_with_its_neighbours_and_redacted(cli: Cli, tmp_path: Path) -> None:
    path = _mine(
        cli,
        tmp_path,
        [
            {"user": f"the token for the bot is {SECRET} by the way"},
            {"user": "We decided to use pnpm instead of npm."},
        ],
    )
    found = _sources(cli)
    svc, src = next((s, x) for s, x in found if x.get("transcript"))
    try:
        assert src["transcript"] == str(path.resolve())
        ex = transcript.excerpt(svc.store, src)
        assert ex.refused is None, ex.refused
        cited = [line for line in ex.lines if line.cited]
        assert len(cited) == 1 and cited[0].number == transcript.cited_line(src["locator"])
        assert "pnpm instead of npm" in cited[0].text
        shown = "\n".join(line.text for line in ex.lines)
        assert SECRET not in shown and "[REDACTED" in shown  # the neighbouring line's secret
        raw = path.read_text().splitlines()[cited[0].number - 1]
        assert "pnpm instead of npm" in raw  # the locator's line numbers are the file's
    finally:
        svc.close()


def test_a_path_the_miner_never_read_is_not_opened(svc: MemoryService, tmp_path: Path) -> None:
    secret_file = tmp_path / "id_rsa"
    secret_file.write_text("-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n")
    for planted in (str(secret_file), "/etc/passwd", "relative/path.jsonl", "/tmp/../etc/passwd"):
        mem = svc.add(
            Candidate(
                f"A planted lesson {planted}",
                NS_A,
                source=Source(kind="mine", transcript=planted, locator="line 1"),
            ),
            agent_actor("miner"),
        ).memory
        src = svc.sources(mem.id)[0]
        ex = transcript.excerpt(svc.store, src)
        assert ex.refused and not ex.lines, planted


def test_a_file_rewritten_swapped_or_made_a_fifo_is_refused_without_blocking(
    cli: Cli, tmp_path: Path
) -> None:
    path = _mine(
        cli,
        tmp_path,
        [{"user": "Good morning."}, {"user": "We decided to use pnpm instead of npm."}],
    )
    svc, src = next((s, x) for s, x in _sources(cli) if x.get("transcript"))
    try:
        assert transcript.excerpt(svc.store, src).refused is None  # control
        original = path.read_bytes()

        path.write_bytes(b'{"type": "user", "message": {"content": "something else"}}\n' * 3)
        assert "changed since" in (transcript.excerpt(svc.store, src).refused or "")

        path.unlink()
        elsewhere = tmp_path / "elsewhere.jsonl"
        elsewhere.write_bytes(original)
        path.symlink_to(elsewhere)
        assert "cannot be opened" in (transcript.excerpt(svc.store, src).refused or "")

        path.unlink()
        os.mkfifo(path)
        result: list[str | None] = []
        t = threading.Thread(
            target=lambda: result.append(transcript.excerpt(svc.store, src).refused)
        )
        t.start()
        t.join(10)
        assert not t.is_alive(), "reading a FIFO blocked"
        assert "not a regular file" in (result[0] or "")

        path.unlink()
        path.write_bytes(original[: original.index(b"\n") + 1])  # the same start, cut short
        assert transcript.cited_line(src["locator"]) == 2
        assert "changed since" in (transcript.excerpt(svc.store, src).refused or "")
    finally:
        svc.close()


def test_readable_text_comes_from_the_record_and_is_cut(tmp_path: Path) -> None:
    role, text = transcript.readable(
        '{"type": "assistant", "message": {"content": [{"type": "text", "text": "Use '
        + "x" * 5000
        + '"}]}, "argv": ["not", "shown"]}'
    )
    assert role == "assistant" and text.startswith("Use xxx") and text.endswith("…")
    assert "not" not in text.split()
    assert len(text) <= transcript.SHOWN_CHARS + 2
    assert transcript.readable("plain <b>line</b>\n") == ("", "plain <b>line</b>")
