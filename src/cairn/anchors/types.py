"""The values of the anchors package: a ``Ref`` (a name a text uses) and an ``Anchor`` (that
name bound to a region of the tree), with the words people read about them.

Statuses of an anchor:

- ``ok``: the name resolves where it did, and the memory's claims about it still hold;
- ``moved``: the name resolves elsewhere (a function moved to another file, a file moved to
  another folder under a name the text still matches): the anchor followed it, the memory holds;
- ``changed``: the region changed since it was verified and lost a word the memory says about it
  (``make test`` no longer runs ``pytest``; ``django`` is no longer ``4.2``);
- ``renamed``: what the text names was renamed (git's rename detection, or the same body found
  under another name), or moved away from the file the text names: the anchor followed it, but
  the text names something that no longer exists there;
- ``missing``: nothing the text names can be found any more.

The last three are *stale*: the memory is ranked lower, marked when injected and queued for a
person. Pure values; nothing here reads files or the store.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

KINDS = ("file", "symbol", "make_target", "script", "dependency", "env_var", "flag")
STATUSES = ("ok", "moved", "changed", "renamed", "missing")
STALE = frozenset({"changed", "renamed", "missing"})
STALE_FLAG = "stale: "  # the flag a stale memory carries (the review queue reads it)


@dataclass(frozen=True)
class Ref:
    """A name a memory's text uses. ``detail`` is kind-specific: a version for a dependency, a
    line range for a file, the tool for a script (npm, pyproject), "call"/"class"/"def" for a
    symbol. ``strong`` when it came from a code span or an explicit cue ("target", "script")."""

    kind: str
    name: str
    detail: str = ""
    strong: bool = False


@dataclass(frozen=True)
class Anchor:
    """A name bound to a region of the tree (one row of the ``anchors`` table).

    ``name`` is what the text says and never changes; ``target`` is what it resolves to now
    (the new name after a followed rename); ``path`` is the file (relative to the repository
    root) and ``locator`` the region within it (``def:12-40``, ``rule:5-8``, ``scripts``,
    ``project.dependencies``, ``lines:10-20``)."""

    idx: int
    kind: str
    name: str
    path: str
    target: str
    fingerprint: str
    locator: str = ""
    claims: tuple[str, ...] = ()
    pinned: bool = False
    commit: str | None = None
    status: str = "ok"
    reason: str | None = None
    verified_at: str | None = None
    memory_id: str | None = None
    revision: int = 1

    @property
    def stale(self) -> bool:
        return self.status in STALE

    @property
    def label(self) -> str:
        return label(self.kind, self.name, self.path, self.locator)

    def item(self) -> dict[str, Any]:
        """The event form (``anchors.recorded`` items)."""
        return {
            "idx": self.idx,
            "kind": self.kind,
            "name": self.name,
            "path": self.path,
            "target": self.target,
            "locator": self.locator,
            "fingerprint": self.fingerprint,
            "claims": list(self.claims),
            "pinned": self.pinned,
            "commit_id": self.commit,
            "status": self.status,
            "reason": self.reason,
        }

    def updated(self, **changes: Any) -> Anchor:
        return replace(self, **changes)

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Anchor:
        return cls(
            idx=int(row["idx"]),
            kind=str(row["kind"]),
            name=str(row["name"]),
            path=str(row["path"]),
            target=str(row["target"]),
            fingerprint=str(row["fingerprint"]),
            locator=str(row.get("locator") or ""),
            claims=tuple(row.get("claims") or ()),
            pinned=bool(row.get("pinned")),
            commit=row.get("commit_id"),
            status=str(row["status"]),
            reason=row.get("reason"),
            verified_at=row.get("verified_at"),
            memory_id=row.get("memory_id"),
            revision=int(row.get("revision") or 1),
        )

    def as_dict(self) -> dict[str, Any]:
        d = self.item()
        d.update(label=self.label, verified_at=self.verified_at, stale=self.stale)
        return d


def _tool(path: str, locator: str) -> str:
    if path.endswith("package.json"):
        return "package.json"
    if path.endswith("pyproject.toml"):
        return "pyproject"
    return path.rsplit("/", 1)[-1]


def label(kind: str, name: str, path: str = "", locator: str = "") -> str:
    """How a person reads an anchor: "Makefile target `ship`", "function `parse_config`"."""
    what = locator.partition(":")[0]
    if kind == "make_target":
        return f"Makefile target `{name}`"
    if kind == "script":
        return f"{_tool(path, locator)} script `{name}`"
    if kind == "symbol":
        noun = {"class": "class", "def": "function", "const": "constant"}.get(what, "symbol")
        return f"{noun} `{name}`"
    if kind == "dependency":
        return f"dependency `{name}`"
    if kind == "env_var":
        return f"environment variable `{name}`"
    if kind == "flag":
        return f"option `{name}`"
    if what == "dir":
        return f"folder `{name}`"
    return f"file `{name}`"


def short(commit: str | None) -> str:
    return commit[:8] if commit else "the working tree"
