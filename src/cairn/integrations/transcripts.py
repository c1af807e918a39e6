"""Which transcript a hook may hand to the miner: the ``transcript_path`` of a hook payload is
untrusted input. A hook hands over only a regular file, inside the client's own transcript
folder (``cairn.ingest.discovery.roots``: Claude Code's ``projects/``, Codex's ``sessions/``,
Gemini CLI's ``tmp/``), below a size cap, opened without blocking and without following a
final symlink. Anything else (a folder such as ``/tmp``, a FIFO that would block a reader for
ever, a device such as ``/dev/zero``, a symlink out of the folder, a path with ``..``, another
client's folder, a huge file) is refused with the reason, which the hook logs.

It never reads a byte of the file and never blocks: one ``open`` with ``O_NONBLOCK`` and
``O_NOFOLLOW``, one ``fstat``, one ``close``.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

MAX_BYTES = 256 * 1024 * 1024  # larger than any session transcript seen; the miner streams


def folders(client: str, env: dict[str, str] | None = None) -> list[Path]:
    """The folders where ``client`` writes its own transcripts (resolved; existing only)."""
    from cairn.ingest.discovery import roots

    out = []
    for name, root in roots(env):
        if name == client and root.is_dir():
            out.append(root.resolve())
    return out


def check(
    client: str, raw: str | None, *, env: dict[str, str] | None = None
) -> tuple[Path | None, str]:
    """(the transcript's real path, "ok"), or (None, why it is refused)."""
    if not raw:
        return None, "no transcript_path"
    path = Path(raw).expanduser()
    if not path.is_absolute():
        return None, "transcript_path is not an absolute path"
    if ".." in path.parts:
        return None, "transcript_path holds '..'"
    homes = folders(client, env)
    if not homes:
        return None, f"{client} has no transcript folder on this machine"
    try:
        real = path.resolve(strict=True)
    except (OSError, RuntimeError) as exc:
        return None, f"transcript_path cannot be resolved ({type(exc).__name__})"
    if not any(real.is_relative_to(h) for h in homes):
        return None, f"transcript_path is outside {client}'s transcript folder"
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | os.O_CLOEXEC
    try:
        fd = os.open(real, flags)
    except OSError as exc:
        return None, f"transcript_path cannot be opened ({exc.strerror})"
    try:
        st = os.fstat(fd)
    finally:
        os.close(fd)
    if not stat.S_ISREG(st.st_mode):
        return None, "transcript_path is not a regular file"
    if st.st_size > MAX_BYTES:
        return None, f"transcript_path is {st.st_size} bytes, over the {MAX_BYTES} cap"
    return real, "ok"
