"""Hand a session's transcript to a detached miner, so an end-of-session hook returns at once.

The hook records what it handed over (client, session, transcript path, the transcript's size as
the byte cursor at hand-off time) in a small file under ``CAIRN_HOME/handoff/``, then starts
``cairn mine PATH --client CLIENT --session-hint SESSION`` in a new session with its stdio
detached, and never waits for it. The record is written before the miner starts: the miner
vouches for the session (it came from the client's own hook payload) only when such a record
names this very transcript (``vouched_session``). The miner keeps its own per-file cursors; starting it twice on one transcript mines
nothing twice.

The record passes the write-boundary redaction like everything cairn writes (a session id or a
path can hold a secret), and so does its file name. The miner's own output goes to
``logs/miner.log``; the CLI redacts what it writes there (``cairn.cli.run``).

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

from cairn.integrations.record import HookEvent, Moment

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
    from cairn.policy.redact import redact

    # a digest of the redacted path: not even a hash of a secret is written
    path = redact(ev.transcript or "").text
    key = ev.session or hashlib.sha256(path.encode()).hexdigest()[:16]
    key = redact(key).text  # the session id is already redacted by the hook record; a net
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
    path = record_path(home, ev)
    path.parent.mkdir(parents=True, exist_ok=True)
    # written before the miner starts: the miner reads it to know the hook vouched the session
    _write(path, {**rec, "miner": "starting"})
    if transcript is not None and size is not None:
        rec["miner"] = _start_miner(transcript, ev, log)
    else:
        rec["miner"] = "not started: no readable transcript"
    return _write(path, rec)


def vouched_session(home: Path, client: str, session: str, transcript: Path) -> str | None:
    """``session`` when a hook of ``client`` handed over ``transcript`` for it (the hand-off
    record the hook wrote from the client's own payload), else None: a session named on a
    command line or found in a transcript someone put on disk is never vouched for. The record
    holds redacted values, so the claim is redacted the same way before it is compared."""
    from cairn.policy.redact import redact

    probe = HookEvent(client=client, event="", moment=Moment.STOP, session=session)
    try:
        rec = json.loads(record_path(home, probe).read_text(encoding="utf-8"))
        same = (
            Path(str(rec.get("transcript"))).resolve()
            == Path(redact(str(transcript)).text).resolve()
        )
    except (OSError, ValueError, TypeError):
        return None
    if rec.get("client") == client and rec.get("session") == redact(session).text and same:
        return session
    return None


def _write(path: Path, rec: dict[str, Any]) -> dict[str, Any]:
    """Atomically, after the write-boundary redaction; returns what was written."""
    from cairn.policy.redact import redact_value

    clean, _n = redact_value(rec)
    assert isinstance(clean, dict)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(clean, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)
    return clean


def _start_miner(transcript: Path, ev: HookEvent, log: Path) -> str:
    """posix_spawn in a new session: no Popen object to wait on, no controlling terminal."""
    cmd = cairn_command()
    if ev.cwd and Path(ev.cwd).is_dir():
        cmd += ["--project", ev.cwd]
    cmd += ["mine", str(transcript), "--client", ev.client]
    if ev.session:
        cmd += ["--session-hint", ev.session]
    if ev.moment is Moment.SESSION_END:
        # the session is over: what waits for the person's next turn is proposed now
        cmd += ["--final"]
    log.parent.mkdir(parents=True, exist_ok=True)
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, str(log), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600),
        (os.POSIX_SPAWN_DUP2, 1, 2),
    ]
    pid = os.posix_spawn(cmd[0], cmd, dict(os.environ), file_actions=actions, setsid=True)
    return f"started pid {pid}"
