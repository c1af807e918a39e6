"""The working tree and its git history, read-only, as the anchor check sees them.

Every path an anchor names is relative to the repository root and must stay inside it: a name
that climbs out (``../../etc/passwd``), an absolute path elsewhere, a symlink that leaves the
tree, a folder, a pipe or a device is never opened. Files are read only when regular, at most
``MAX_READ`` bytes, and not binary. Files whose name says they hold secrets (``.env``, keys) are
anchored by existence only: their content is never fingerprinted or compared.

The HEAD commit is read from ``.git`` directly (no process). Everything else git answers
(renames since a commit, the tree's files, a word search) runs ``git`` with a timeout bounded by
the caller's deadline (``Deadline``); when git is missing or the tree is not a repository, the
tree is walked instead (bounded). cairn's own files (``.cairn/``, the managed CLAUDE.md /
AGENTS.md / GEMINI.md blocks, the clients' folders) are never searched: a memory must not verify
itself against its own exported copy.
"""

from __future__ import annotations

import contextlib
import os
import stat as st
import time
from collections.abc import Iterator
from pathlib import Path

MAX_READ = 2_000_000
MAX_WALK = 50_000
GIT_TIMEOUT = 10.0
SKIP_DIRS = frozenset(
    {
        ".git",
        ".cairn",
        ".claude",
        ".codex",
        ".gemini",
        ".cursor",
        "node_modules",
        ".venv",
        "venv",
        "__pycache__",
        ".mypy_cache",
        ".ruff_cache",
        ".pytest_cache",
        ".tox",
        ".nox",
        "build",
        "dist",
        "target",
        ".next",
        ".idea",
    }
)
SKIP_FILES = frozenset({"CLAUDE.md", "AGENTS.md", "GEMINI.md", "CLAUDE.local.md"})
DOC_SUFFIXES = (".md", ".rst", ".txt", ".adoc", ".markdown")
_SECRET_NAMES = (".env", "id_rsa", "id_ed25519", "credentials", ".netrc", ".pgpass", ".npmrc")
_SECRET_SUFFIXES = (".pem", ".key", ".p12", ".pfx", ".keystore", ".jks")


class DeadlineExceeded(Exception):
    """The caller's time budget ran out; what was not verified stays for the next check."""


class Deadline:
    """A point in ``time.monotonic()`` after which work stops (None: no limit)."""

    __slots__ = ("at",)

    def __init__(self, at: float | None = None) -> None:
        self.at = at

    @classmethod
    def after(cls, seconds: float | None) -> Deadline:
        return cls(None if seconds is None else time.monotonic() + seconds)

    def left(self) -> float | None:
        return None if self.at is None else self.at - time.monotonic()

    def expired(self) -> bool:
        left = self.left()
        return left is not None and left <= 0

    def check(self) -> None:
        if self.expired():
            raise DeadlineExceeded("over the check's time budget")

    @contextlib.contextmanager
    def grace(self, seconds: float) -> Iterator[None]:
        """Let one unit of work run up to ``seconds`` past the budget (at most): a check on a
        slow machine still makes progress instead of starting over every time."""
        saved = self.at
        if saved is not None:
            self.at = max(saved, time.monotonic() + seconds)
        try:
            yield
        finally:
            self.at = saved


def secret_named(path: str) -> bool:
    base = path.rsplit("/", 1)[-1].lower()
    return base.startswith(_SECRET_NAMES) or base.endswith(_SECRET_SUFFIXES)


def skipped(path: str) -> bool:
    """cairn's own and the clients' files, never searched for a memory's names."""
    parts = path.split("/")
    return any(p in SKIP_DIRS for p in parts[:-1]) or parts[-1] in SKIP_FILES


def find_root(start: Path) -> Path | None:
    """The nearest folder holding ``.git`` (a folder, or a worktree's file), else the nearest
    holding ``.cairn/config.toml``; None when there is neither (a home folder is not a project,
    and is never walked). Looks at the file system only."""
    try:
        start = start.resolve()
    except OSError:
        return None
    for d in [start, *start.parents]:
        if (d / ".git").exists():
            return d
    for d in [start, *start.parents]:
        if (d / ".cairn" / "config.toml").is_file():
            return d
    return None


def stat_many(root: str, paths: list[str]) -> dict[str, str | None]:
    """``stat_of`` for many paths: each folder is opened once and its files are stat'ed
    relative to it (no walk down from the root for every file)."""
    out: dict[str, str | None] = {}
    fds: dict[str, int] = {}
    try:
        for path in paths:
            folder, _, name = path.rpartition("/")
            fd = fds.get(folder)
            if fd is None:
                try:
                    fd = os.open(os.path.join(root, folder) if folder else root, os.O_RDONLY)
                except OSError:
                    fd = -1
                fds[folder] = fd
            if fd < 0 or not name:
                out[path] = stat_of(root, path)
                continue
            try:
                s = os.stat(name, dir_fd=fd)
            except (OSError, ValueError):
                out[path] = None
                continue
            kind = "f" if st.S_ISREG(s.st_mode) else "d" if st.S_ISDIR(s.st_mode) else "o"
            out[path] = f"{kind}:{s.st_size}:{s.st_mtime_ns}:{s.st_ino}"
    finally:
        for fd in fds.values():
            if fd >= 0:
                os.close(fd)
    return out


def stat_of(root: str, path: str) -> str | None:
    """A compact stat of ``root/path`` (kind, size, mtime, inode), or None when it is absent."""
    try:
        s = os.stat(os.path.join(root, path))
    except (OSError, ValueError):
        return None
    kind = "f" if st.S_ISREG(s.st_mode) else "d" if st.S_ISDIR(s.st_mode) else "o"
    return f"{kind}:{s.st_size}:{s.st_mtime_ns}:{s.st_ino}"


class Repo:
    """One working tree. Cheap to make; caches what git told it for its own lifetime (one
    check)."""

    def __init__(self, root: Path | str, deadline: Deadline | None = None) -> None:
        self.root = Path(root).resolve()
        self.key = str(self.root)
        self.deadline = deadline or Deadline()
        self._files: list[str] | None = None
        self._head: str | bool | None = False
        self._git: bool | None = None
        self._renames: dict[str, dict[str, str]] = {}
        self._changed: dict[str, set[str]] = {}
        self._texts: dict[str, str | None] = {}
        self._dirs: dict[str, bool] = {}

    # -- paths and files ---------------------------------------------------------------------

    def rel(self, path: str) -> str | None:
        """``path`` (relative to the root, or absolute inside it) in normal form, or None when it
        is empty or leaves the tree."""
        p = path.strip().replace("\\", "/")
        if not p:
            return None
        if p.startswith("/"):
            try:
                p = Path(p).resolve().relative_to(self.root).as_posix()
            except (ValueError, OSError):
                return None
        parts: list[str] = []
        for part in p.split("/"):
            if part in ("", "."):
                continue
            if part == "..":
                if not parts:
                    return None
                parts.pop()
                continue
            parts.append(part)
        return "/".join(parts) or None

    def stat(self, path: str) -> str | None:
        return stat_of(self.key, path)

    def _dir_inside(self, rel_dir: str) -> bool:
        """Whether a folder of the tree resolves inside it (a linked folder may leave it)."""
        if not rel_dir:
            return True
        if rel_dir not in self._dirs:
            real = os.path.realpath(os.path.join(self.key, rel_dir))
            self._dirs[rel_dir] = real == self.key or real.startswith(self.key + os.sep)
        return self._dirs[rel_dir]

    def kind(self, path: str) -> str | None:
        """ "file", "dir", "other" (a pipe, a device: never opened) or None (absent, or a link
        that leaves the tree)."""
        full = os.path.join(self.key, path)
        try:
            s = os.lstat(full)
            if st.S_ISLNK(s.st_mode):
                real = os.path.realpath(full)
                if not (real == self.key or real.startswith(self.key + os.sep)):
                    return None
                s = os.stat(full)
        except (OSError, ValueError):
            return None
        if not self._dir_inside(os.path.dirname(path)):
            return None
        if st.S_ISREG(s.st_mode):
            return "file"
        return "dir" if st.S_ISDIR(s.st_mode) else "other"

    def read(self, path: str) -> str | None:
        """The text of a regular file inside the tree (None: absent, not regular, too large,
        binary, outside the tree)."""
        if path in self._texts:
            return self._texts[path]
        text: str | None = None
        if self.kind(path) == "file":
            try:
                with open(self.root / path, "rb") as f:
                    raw = f.read(MAX_READ + 1)
                if len(raw) <= MAX_READ and b"\x00" not in raw[:8192]:
                    text = raw.decode("utf-8", errors="replace")
            except OSError:
                text = None
        self._texts[path] = text
        return text

    def forget(self, path: str) -> None:
        self._texts.pop(path, None)

    # -- git -----------------------------------------------------------------------------------

    def head(self) -> str | None:
        """The commit HEAD points at, read from ``.git`` (None outside a repository)."""
        if self._head is False:
            self._head = _read_head(self.root)
        return self._head if isinstance(self._head, str) else None

    def _run(self, args: list[str]) -> str | None:
        """``git args`` in the root, within the deadline; None when git fails or is absent."""
        if self._git is False:
            return None
        self.deadline.check()
        import subprocess

        left = self.deadline.left()
        timeout = GIT_TIMEOUT if left is None else max(0.05, min(GIT_TIMEOUT, left))
        try:
            out = subprocess.run(
                ["git", "-c", "core.quotepath=off", *args],
                cwd=self.root,
                capture_output=True,
                timeout=timeout,
                check=False,
            )
        except subprocess.TimeoutExpired:
            raise DeadlineExceeded(f"git {args[0]} did not answer in time") from None
        except OSError:
            self._git = False
            return None
        if out.returncode != 0:
            if self._git is None and b"not a git repository" in out.stderr:
                self._git = False
            return None
        self._git = True
        return out.stdout.decode("utf-8", errors="replace")

    def files(self) -> list[str]:
        """Every file of the tree (tracked and untracked, ignored ones left out), sorted."""
        if self._files is None:
            out = self._run(["ls-files", "-z", "--cached", "--others", "--exclude-standard"])
            if out is not None:  # may list a file deleted but not staged: callers stat
                self._files = sorted({p for p in out.split("\0") if p and not skipped(p)})
            else:
                self._files = self._walk()
        return self._files

    def _walk(self) -> list[str]:
        out: list[str] = []
        for dirpath, dirnames, filenames in os.walk(self.root):
            dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
            rel = os.path.relpath(dirpath, self.root)
            for name in sorted(filenames):
                p = name if rel == "." else f"{rel}/{name}".replace(os.sep, "/")
                if not skipped(p):
                    out.append(p)
                if len(out) >= MAX_WALK:
                    return out
            self.deadline.check()
        return out

    def renames_since(self, commit: str | None) -> dict[str, str]:
        """old path -> new path for files git sees renamed between ``commit`` and the working
        tree (committed and uncommitted, tracked files)."""
        if not commit:
            return {}
        if commit not in self._renames:
            self._diff(commit)
        return self._renames.get(commit, {})

    def changed_since(self, commit: str | None) -> set[str]:
        """Files added, modified or renamed-to since ``commit`` (untracked ones included); every
        file when there is no commit to compare with."""
        if not commit:
            return set(self.files())
        if commit not in self._changed:
            self._diff(commit)
        if commit in self._changed:
            return self._changed[commit]
        return set(self.files())  # git could not compare (a commit gone by a rebase)

    def _diff(self, commit: str) -> None:
        out = self._run(["diff", "-M", "--name-status", "-z", commit, "--"])
        if out is None:
            return
        renames: dict[str, str] = {}
        changed: set[str] = set()
        parts = out.split("\0")
        i = 0
        while i < len(parts) and parts[i]:
            status = parts[i]
            if status.startswith(("R", "C")) and i + 2 < len(parts):
                if status.startswith("R"):
                    renames[parts[i + 1]] = parts[i + 2]
                changed.add(parts[i + 2])
                i += 3
                continue
            if i + 1 < len(parts) and not status.startswith("D"):
                changed.add(parts[i + 1])
            i += 2
        untracked = self._run(["ls-files", "-z", "--others", "--exclude-standard"]) or ""
        changed |= {p for p in untracked.split("\0") if p and not skipped(p)}
        self._renames[commit] = renames
        self._changed[commit] = {p for p in changed if not skipped(p)}

    def grep(self, names: list[str], *, docs: bool = False) -> dict[str, list[str]]:
        """name -> the files (sorted) holding it as a whole word; documentation files (and
        cairn's own) left out unless ``docs``. One ``git grep`` per 200 names."""
        names = list(dict.fromkeys(n for n in names if n))
        found: dict[str, set[str]] = {n: set() for n in names}
        for i in range(0, len(names), 200):
            chunk = names[i : i + 200]
            pats = [a for n in chunk for a in ("-e", n)]
            out = self._run(["grep", "-I", "-o", "-w", "-F", "-z", "--untracked", *pats])
            if out is None:
                if self._git is False:
                    return self._scan(names, docs=docs)
                continue  # git grep exits 1 when nothing matched
            for line in out.split("\n"):
                path, sep, match = line.partition("\0")
                if not sep or match not in found or skipped(path):
                    continue
                if docs or not path.endswith(DOC_SUFFIXES):
                    found[match].add(path)
        return {n: sorted(v) for n, v in found.items()}

    def _scan(self, names: list[str], *, docs: bool) -> dict[str, list[str]]:
        import re

        found: dict[str, list[str]] = {n: [] for n in names}
        pats = {n: re.compile(r"(?<![\w])" + re.escape(n) + r"(?![\w])") for n in names}
        for p in self.files():
            if not docs and p.endswith(DOC_SUFFIXES):
                continue
            text = self.read(p)
            if not text:
                continue
            for n, pat in pats.items():
                if n in text and pat.search(text):
                    found[n].append(p)
            self.deadline.check()
        return found


def _read_head(root: Path) -> str | None:
    git = root / ".git"
    try:
        if git.is_file():  # a worktree or submodule: "gitdir: <path>"
            target = git.read_text().strip().partition("gitdir:")[2].strip()
            git = (root / target).resolve()
        head = (git / "HEAD").read_text().strip()
    except OSError:
        return None
    if not head.startswith("ref:"):
        return head or None
    ref = head[4:].strip()
    common = git
    with contextlib.suppress(OSError):  # a worktree keeps its refs in the common directory
        common = (git / (git / "commondir").read_text().strip()).resolve()
    for base in (git, common):
        try:
            return (base / ref).read_text().strip() or None
        except OSError:
            continue
    for base in (git, common):
        try:
            for line in (base / "packed-refs").read_text().splitlines():
                sha, _, name = line.partition(" ")
                if name.strip() == ref:
                    return sha
        except OSError:
            continue
    return None
