"""Start a process that outlives the one starting it, on every OS, without waiting for it.

The end-of-session hooks hand the transcript to ``cairn mine`` this way (a SessionEnd hook has
about 1.5 s), and retrieval starts the warm query embedder this way. The child gets no stdin,
its stdout and stderr appended to a log file (or discarded), and its own session (POSIX) or
process group with no console (Windows), so neither the client's terminal nor its exit ends it.

Methods, in the order tried: ``posix_spawn`` with ``setsid`` (Linux; macOS 10.15+), which
leaves no Popen object behind; else ``subprocess.Popen`` with ``start_new_session`` on POSIX, or
with ``DETACHED_PROCESS | CREATE_NEW_PROCESS_GROUP | CREATE_NO_WINDOW`` on Windows. A caller can
force one (``method=``), which is how the tests run the fallback here.

It must never block on the child, and never raise anything but OSError.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Literal

Method = Literal["posix_spawn", "popen"]


def spawn(
    cmd: Sequence[str],
    *,
    log: Path | None = None,
    env: Mapping[str, str] | None = None,
    cwd: Path | None = None,
    method: Method | None = None,
) -> int:
    """Start ``cmd`` detached; return its pid. ``log`` receives its stdout and stderr."""
    env = dict(os.environ if env is None else env)
    if log is not None:
        log.parent.mkdir(parents=True, exist_ok=True)
    if method in (None, "posix_spawn") and hasattr(os, "posix_spawn") and cwd is None:
        try:
            return _posix_spawn(cmd, log, env)
        except (NotImplementedError, TypeError, AttributeError):
            if method == "posix_spawn":
                raise OSError("posix_spawn with setsid is not available here") from None
    return _popen(cmd, log, env, cwd)


def _posix_spawn(cmd: Sequence[str], log: Path | None, env: dict[str, str]) -> int:
    out = str(log) if log is not None else os.devnull
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, out, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600),
        (os.POSIX_SPAWN_DUP2, 1, 2),
    ]
    return os.posix_spawn(cmd[0], list(cmd), env, file_actions=actions, setsid=True)


def _popen(cmd: Sequence[str], log: Path | None, env: dict[str, str], cwd: Path | None) -> int:
    if log is not None:
        fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        out: int = fd
    else:
        fd, out = -1, subprocess.DEVNULL
    try:
        if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
            flags = (
                subprocess.DETACHED_PROCESS
                | subprocess.CREATE_NEW_PROCESS_GROUP
                | subprocess.CREATE_NO_WINDOW
            )
            proc = subprocess.Popen(
                list(cmd),
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                env=env,
                cwd=cwd,
                creationflags=flags,
                close_fds=True,
            )
        else:
            proc = subprocess.Popen(
                list(cmd),
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                env=env,
                cwd=cwd,
                start_new_session=True,
                close_fds=True,
            )
    finally:
        if fd >= 0:
            os.close(fd)
    # Reaped by a daemon thread, so a long-lived caller keeps no zombie and its own exit never
    # waits for the child (the thread simply ends with the process).
    threading.Thread(target=proc.wait, name=f"reap-{proc.pid}", daemon=True).start()
    return proc.pid
