"""Where a project's memory lives: its namespace, and where the store file lives.

Namespace: derived from the directory itself (the git repository's root commit, stable across
clones and moves, the smallest hash when there are several roots; else the absolute path). The
nearest ``.cairn/config.toml`` (walking up from the working directory) may pin a namespace. A
pin equal to the derived one is honoured as it is; a pin that differs (a fresh id for a
repository with no commit yet, or another repository's ``git:`` id, or anything an agent or a
pull request wrote there) is honoured only after a person adopted it (``cairn init --adopt
NS``, a human verb), recorded in the store as an event keyed by the project's derived
*identities* (its git root commit, with the config's folder inside the repository, and its
path), so an edited file cannot adopt itself. Until then reads and writes use the derived
namespace and ``cairn doctor`` reports the mismatch. A ``user:`` namespace (the reserved
per-user namespace that every project's reads include) is never a project's. The store file
lives in the user's data directory (``CAIRN_HOME`` or ``--store`` override it), never inside
the repository.

It never opens the store: the caller passes ``adopted`` (the store's adoption lookup).
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cairn.errors import UsageError

CONFIG_DIR = ".cairn"
CONFIG_FILE = "config.toml"
USER_PREFIX = "user:"


@dataclass(frozen=True)
class ProjectInfo:
    """A project as resolved: ``namespace`` is what reads and writes use."""

    namespace: str
    root: Path
    how: str  # config (the pin is the derived id) | adopted | git | path
    config_path: Path | None = None
    config: dict[str, Any] | None = None
    derived: str | None = None  # the namespace derived from the directory
    pinned: str | None = None  # what the committed config claims
    identities: tuple[str, ...] = ()  # the keys an adoption is recorded under
    unadopted: str | None = None  # why the pinned namespace is not in force


# identities -> {identity: namespace a person adopted for it} (the store's ``adopted``)
Adoptions = Callable[[Sequence[str]], Mapping[str, str]]


def user_namespace() -> str:
    # getpass.getuser's own order of variables, read here: importing getpass (and hashlib
    # below) is measurable on the per-prompt hook's start-up
    name = next(
        (os.environ[v] for v in ("LOGNAME", "USER", "LNAME", "USERNAME") if os.environ.get(v)), ""
    )
    if name:
        return USER_PREFIX + name
    try:
        import getpass

        name = getpass.getuser()
    except (KeyError, OSError):
        name = str(os.getuid()) if hasattr(os, "getuid") else "user"
    return USER_PREFIX + name


def find_config(start: Path) -> Path | None:
    for d in [start, *start.parents]:
        candidate = d / CONFIG_DIR / CONFIG_FILE
        if candidate.is_file():
            return candidate
    return None


def read_config(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {exc}", hint="fix or delete the file") from exc


def _git(args: list[str], cwd: Path) -> str | None:
    import subprocess  # only when there is no .cairn/config.toml (kept off the hook path)

    try:
        out = subprocess.run(
            ["git", *args], cwd=cwd, capture_output=True, text=True, timeout=5, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() if out.returncode == 0 else None


def git_root(cwd: Path) -> Path | None:
    top = _git(["rev-parse", "--show-toplevel"], cwd)
    return Path(top) if top else None


def git_namespace(cwd: Path) -> str | None:
    roots = _git(["rev-list", "--max-parents=0", "HEAD"], cwd)
    if not roots:
        return None
    return "git:" + sorted(roots.split())[0][:16]


def path_namespace(path: Path) -> str:
    import hashlib

    return "path:" + hashlib.sha256(str(path.resolve()).encode()).hexdigest()[:16]


def derive(root: Path) -> tuple[str, str, tuple[str, ...]]:
    """What the directory ``root`` itself says it is: (namespace, how, identities). The
    identities are what an adoption is keyed by: the git root commit (with ``root``'s place
    inside the repository when it is a subfolder, so two projects of one repository differ)
    and ``root``'s path (so a repository with no commit yet, or no git, can be adopted)."""
    root = root.resolve()
    by_path = path_namespace(root)
    # the repository's top by its .git entry (a folder, or a file in a worktree): no process
    # started on the hook path for a project outside git, one (the root commit) inside
    top = next((d for d in (root, *root.parents) if (d / ".git").exists()), None)
    if top is None:
        return by_path, "path", (by_path,)
    ns = git_namespace(top)
    if ns is None:
        return path_namespace(top), "path", (by_path,)
    rel = root.relative_to(top).as_posix() if root != top else "."
    return ns, "git", ((ns if rel == "." else f"{ns}/{rel}"), by_path)


def resolve(cwd: Path | None = None, *, adopted: Adoptions | None = None) -> ProjectInfo:
    """The project at ``cwd``. ``adopted`` is the store's adoption lookup; without it a pin
    that differs from the derived namespace is never honoured."""
    cwd = (cwd or Path.cwd()).resolve()
    cfg_path = find_config(cwd)
    if cfg_path:
        cfg = read_config(cfg_path)
        ns = cfg.get("project", {}).get("namespace")
        if not isinstance(ns, str) or not ns.strip():
            raise UsageError(
                f"{cfg_path} has no [project] namespace", hint="run `cairn init` to pin one"
            )
        pinned = ns.strip()
        root = cfg_path.parent.parent
        derived, how, identities = derive(root)
        info = ProjectInfo(pinned, root, "config", cfg_path, cfg, derived, pinned, identities, None)
        if pinned == derived:
            return info
        if pinned.startswith(USER_PREFIX):
            why = (
                f"{cfg_path} pins {pinned!r}, a user namespace that every project reads;"
                " a project's memories never go there"
            )
        elif pinned in (adopted(identities) if adopted else {}).values():
            return ProjectInfo(
                pinned, root, "adopted", cfg_path, cfg, derived, pinned, identities, None
            )
        else:
            why = (
                f"{cfg_path} pins {pinned!r}, not {derived!r} derived from the repository,"
                " and no person adopted it"
            )
        return ProjectInfo(derived, root, how, cfg_path, cfg, derived, pinned, identities, why)
    top = git_root(cwd)
    if top:
        ns = git_namespace(top)
        if ns:
            return ProjectInfo(ns, top, "git", derived=ns, identities=(ns, path_namespace(top)))
        by_path = path_namespace(top)
        return ProjectInfo(by_path, top, "path", derived=by_path, identities=(by_path,))
    by_path = path_namespace(cwd)
    return ProjectInfo(by_path, cwd, "path", derived=by_path, identities=(by_path,))


def data_home() -> Path:
    env = os.environ.get("CAIRN_HOME")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("cairn", appauthor=False))


def default_store_path() -> Path:
    return data_home() / "cairn.db"
