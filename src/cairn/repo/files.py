"""The exported memory directory: which file holds which kind, and safe reads and writes.

``.cairn/memory/`` holds one file per kind (``decisions.md``, ``conventions.md``, ...), the
rejected claims (``rejected.md``) and ``index.md``. Reads refuse what is not a regular UTF-8 file
(a folder, a pipe, a device) or is larger than a memory file can reasonably be, with a clear
error; writes go to a temporary file beside the target and are renamed over it, so a reader never
sees half a file, and a symlinked file is written through its link (the link stays a link).

A link is followed only to a file inside its own tree (``tree_of``: the git work tree that holds
it, or its folder outside git): these files come from a repository, and a teammate's commit of
``decisions.md -> ~/.bashrc`` must neither overwrite that file on export nor read it (or
``~/.ssh/config``) into the store on import. Anything else is a UsageError naming the link.
"""

from __future__ import annotations

import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from cairn.errors import UsageError
from cairn.model import Kind

DEFAULT_DIR = Path(".cairn") / "memory"
INDEX = "index.md"
REJECTED = "rejected.md"
MAX_FILE = 8 * 1024 * 1024  # bytes: far beyond any real memory file; refuse rather than load


@dataclass(frozen=True)
class KindFile:
    kind: Kind
    name: str
    title: str
    about: str


KIND_FILES: tuple[KindFile, ...] = (
    KindFile(
        Kind.DECISION,
        "decisions.md",
        "Decisions",
        "Decisions, dated, oldest first. The log only grows: a decision that was superseded or"
        " expired stays, marked, under the date it was made.",
    ),
    KindFile(Kind.CONVENTION, "conventions.md", "Conventions", "How this project does things."),
    KindFile(Kind.PITFALL, "pitfalls.md", "Pitfalls", "Mistakes made before, and what fixed them."),
    KindFile(Kind.COMMAND, "commands.md", "Commands", "Commands that build, test and ship it."),
    KindFile(Kind.FACT, "facts.md", "Facts", "Facts about the project and its surroundings."),
    KindFile(
        Kind.PREFERENCE,
        "preferences.md",
        "Preferences",
        "The team's preferences for this project (a person's own preferences stay out of the"
        " repository).",
    ),
    KindFile(
        Kind.GATE,
        "gates.md",
        "Gates",
        "Rules that block a matching tool call. A gate imported from here blocks nothing until a"
        " person approves it.",
    ),
)
BY_KIND = {kf.kind: kf for kf in KIND_FILES}
BY_NAME = {kf.name: kf for kf in KIND_FILES}
ALL_FILES = (INDEX, *(kf.name for kf in KIND_FILES), REJECTED)


def tree_of(path: Path) -> Path:
    """The tree a repository file belongs to: the nearest folder above it holding ``.git``,
    else its own folder (the path as named, links in it not followed)."""
    folder = Path(os.path.abspath(path)).parent
    for above in (folder, *folder.parents):
        if os.path.lexists(above / ".git"):
            return above
    return folder


def confine(path: Path) -> None:
    """Raise UsageError when ``path`` leads, through a link (of the file or a folder above
    it), outside its tree (``tree_of``)."""
    real = Path(os.path.realpath(path))
    root = Path(os.path.realpath(tree_of(path)))
    if real != root and root not in real.parents:
        raise UsageError(
            f"{path} is a link to {real}, outside {root}; cairn follows links only inside it",
            hint="replace the link with the file itself",
        )


def read_text(path: Path, *, limit: int = MAX_FILE) -> str | None:
    """The UTF-8 text of a regular file of the tree (``confine``), or None when nothing is
    there. A folder, a pipe, a device, a link out of its tree, a file over ``limit`` bytes or
    one that is not UTF-8 is a UsageError."""
    confine(path)
    data = read_bytes(path, limit=limit)
    if data is None:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{path} is not UTF-8 (byte {exc.start})") from None


def read_bytes(path: Path, *, limit: int = MAX_FILE) -> bytes | None:
    """The bytes of a regular file (see ``read_text``). Opened without blocking, so a pipe
    named like a file is refused instead of waited on."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        raise UsageError(f"{path} is a folder, not a file") from None
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            what = "a folder" if stat.S_ISDIR(st.st_mode) else "not a regular file"
            raise UsageError(f"{path} is {what}; cairn reads only regular files")
        if st.st_size > limit:
            raise UsageError(f"{path} is {st.st_size:,} bytes; the limit is {limit:,}")
        chunks: list[bytes] = []
        size = 0
        while chunk := os.read(fd, 1 << 16):
            size += len(chunk)
            if size > limit:
                raise UsageError(f"{path} grew past {limit:,} bytes while being read")
            chunks.append(chunk)
    finally:
        os.close(fd)
    return b"".join(chunks)


def write_atomic(path: Path, data: bytes, *, confined: bool = True) -> bool:
    """Write ``data`` to ``path`` (through a symlink to its target, inside the tree unless
    ``confined`` is False: a path a person named) unless it already holds exactly that; return
    whether it changed. The file keeps its permissions."""
    if confined:
        confine(path)
    target = Path(os.path.realpath(path))
    try:
        st = os.stat(target)
    except FileNotFoundError:
        st = None
    if st is not None:
        if not stat.S_ISREG(st.st_mode):
            raise UsageError(f"{path} is not a regular file; cairn will not replace it")
        with open(target, "rb") as f:
            if f.read(len(data) + 1) == data:
                return False
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, stat.S_IMODE(st.st_mode) if st is not None else 0o644)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return True


def memory_dir(path: Path) -> Path:
    """Check that ``path`` can be the memory directory (absent, or a folder)."""
    if path.exists() and not path.is_dir():
        raise UsageError(f"{path} is not a folder")
    return path
