"""Hand a session's transcript to a detached miner, so an end-of-session hook returns at once.

The hook records what it handed over (client, session, transcript path, the transcript's size as
the byte cursor at hand-off time) in a small file under ``CAIRN_HOME/handoff/``, then starts
``cairn mine PATH --client CLIENT`` in a new session with its stdio detached, and never waits
for it. The miner keeps its own per-file cursors; starting it twice on one transcript mines
nothing twice.

It must never block: no wait on the child, no lock, no store access.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
from pathlib import Path
from typing import Any

from cairn.integrations.record import HookEvent

HANDOFF_DIR = "handoff"


def cairn_command() -> list[str]:
    """How to start cairn again: this very script when the hook ran as `cairn`, else PATH."""
    me = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if me is not None and me.name == "cairn" and me.is_file():
        return [str(me)]
    found = shutil.which("cairn")
    if found:
        return [found]
    return [sys.executable, "-c", "import sys; from cairn.cli import run; sys.exit(run())"]


def record_path(home: Path, ev: HookEvent) -> Path:
    key = ev.session or hashlib.sha256((ev.transcript or "").encode()).hexdigest()[:16]
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in key)[:80]
    return home / HANDOFF_DIR / f"{ev.client}-{safe}.json"


def hand_off(home: Path, ev: HookEvent, log: Path) -> dict[str, Any]:
    """Record the hand-off and start the detached miner. Returns the record written."""
    transcript = Path(ev.transcript).expanduser() if ev.transcript else None
    size = None
    if transcript is not None:
        try:
            size = transcript.stat().st_size
        except OSError:
            size = None
    rec: dict[str, Any] = {
        "version": 1,
        "client": ev.client,
        "event": ev.event,
        "session": ev.session,
        "transcript": str(transcript) if transcript else None,
        "cursor": size,
        "cwd": ev.cwd,
    }
    if transcript is not None and size is not None:
        rec["miner"] = _start_miner(transcript, ev, log)
    else:
        rec["miner"] = "not started: no readable transcript"
    path = record_path(home, ev)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(rec, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)
    return rec


def _start_miner(transcript: Path, ev: HookEvent, log: Path) -> str:
    """``cairn mine`` detached (its own session, no terminal, no wait; ``cairn.detached``)."""
    from cairn import detached

    cmd = cairn_command()
    if ev.cwd and Path(ev.cwd).is_dir():
        cmd += ["--project", ev.cwd]
    cmd += ["mine", str(transcript), "--client", ev.client]
    if ev.session:
        cmd += ["--session-hint", ev.session]
    pid = detached.spawn(cmd, log=log)
    return f"started pid {pid}"
