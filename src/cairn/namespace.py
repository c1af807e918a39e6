"""Where a project's memory lives: its namespace, and where the store file lives.

Namespace: the nearest ``.cairn/config.toml`` (walking up from the working directory), else the
git repository's root commit (stable across clones and moves; the smallest hash when there are
several roots), else the absolute path. User-scope memories live in a reserved per-user
namespace that every project's reads include. The store file lives in the user's data directory
(``CAIRN_HOME`` or ``--store`` override it), never inside the repository.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cairn.errors import UsageError

CONFIG_DIR = ".cairn"
CONFIG_FILE = "config.toml"
USER_PREFIX = "user:"


@dataclass(frozen=True)
class ProjectInfo:
    namespace: str
    root: Path
    how: str  # config | git | path
    config_path: Path | None = None
    config: dict[str, Any] | None = None


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


def resolve(cwd: Path | None = None) -> ProjectInfo:
    cwd = (cwd or Path.cwd()).resolve()
    cfg_path = find_config(cwd)
    if cfg_path:
        cfg = read_config(cfg_path)
        ns = cfg.get("project", {}).get("namespace")
        if not isinstance(ns, str) or not ns.strip():
            raise UsageError(
                f"{cfg_path} has no [project] namespace", hint="run `cairn init` to pin one"
            )
        return ProjectInfo(ns.strip(), cfg_path.parent.parent, "config", cfg_path, cfg)
    root = git_root(cwd)
    if root:
        ns = git_namespace(root)
        if ns:
            return ProjectInfo(ns, root, "git")
        return ProjectInfo(path_namespace(root), root, "path")
    return ProjectInfo(path_namespace(cwd), cwd, "path")


def data_home() -> Path:
    env = os.environ.get("CAIRN_HOME")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("cairn", appauthor=False))


def default_store_path() -> Path:
    return data_home() / "cairn.db"


def check_home() -> None:
    """``CAIRN_HOME``, when set, must name an existing folder: a typo must not quietly start a
    new, empty store somewhere else (`cairn init` creates the folder on purpose)."""
    env = os.environ.get("CAIRN_HOME")
    if env and not Path(env).expanduser().is_dir():
        raise UsageError(
            f"CAIRN_HOME is {env!r}, which is not an existing folder",
            hint="create the folder (or run `cairn init`), or unset CAIRN_HOME to use the default",
        )
