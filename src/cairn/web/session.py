"""What one launch of `cairn ui` holds: the store, the person, and one service per project.

Projects share one store under CAIRN_HOME, one namespace each; the UI lists every namespace that
holds memories (``Store.namespaces``) and reads each through a ``MemoryService`` scoped to it, so
every page goes through the service and the one read predicate exactly as `cairn review` run in
that project would. The person's own user namespace is listed once (every project reads it);
another user's namespace is never listed, served or written.

The person was checked at launch (``policy.person`` through the CLI); the session holds their
actor (client ``ui``) and uses it for every write. It never asks the environment who is typing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cairn.errors import NotFound
from cairn.model import Actor, Memory, Scope
from cairn.namespace import USER_PREFIX
from cairn.service import MemoryService
from cairn.timeutil import Clock, now

if TYPE_CHECKING:
    from cairn.store.base import Store
    from cairn.web.decide import UndoStack


@dataclass(frozen=True)
class Project:
    """A namespace of the store as the UI lists it."""

    namespace: str
    directory: str | None = None
    memories: int = 0
    home: bool = False  # the project `cairn ui` was launched in
    user: bool = False  # the person's own user namespace (read by every project)

    @property
    def label(self) -> str:
        if self.user:
            return "your user memory (every project)"
        if self.directory:
            return self.directory.rstrip("/").rsplit("/", 1)[-1] or self.directory
        return self.namespace


@dataclass
class UiSession:
    store: Store
    scope: Scope  # the launching project's scope: its namespace is listed first
    actor: Actor
    clock: Clock = now
    home_dir: str | None = None  # the launching project's folder (its label)
    _services: dict[str, MemoryService] = field(default_factory=dict)
    undo: UndoStack | None = None
    flash: list[str] = field(default_factory=list)  # messages for the next page (no-JS posts)

    def __post_init__(self) -> None:
        if not self.actor.is_human:
            raise ValueError("the review UI acts for a person only")
        if self.undo is None:
            from cairn.web.decide import UndoStack

            self.undo = UndoStack()

    @property
    def user_namespace(self) -> str:
        return self.scope.user_namespace

    def projects(self) -> list[Project]:
        """The launching project first, then the person's user namespace, then every other
        project with memories in this store (most memories first)."""
        home, user = self.scope.namespace, self.user_namespace
        rows = {str(r["namespace"]): r for r in self.store.namespaces()}
        out = [
            Project(
                home,
                self.home_dir or _dir(rows.get(home)),
                _count(rows.get(home)),
                home=True,
                user=home == user,
            )
        ]
        if user != home:
            out.append(Project(user, None, _count(rows.get(user)), user=True))
        for ns, row in rows.items():
            if ns in (home, user) or ns.startswith(USER_PREFIX):
                continue  # another user's namespace is not this person's to review
            out.append(Project(ns, _dir(row), _count(row)))
        return out

    def project(self, namespace: str) -> Project:
        for p in self.projects():
            if p.namespace == namespace:
                return p
        raise NotFound(f"no project {namespace!r} in this store", hint="see the project list")

    def service(self, namespace: str) -> MemoryService:
        """The service scoped to ``namespace`` (one of ``projects``; NotFound otherwise)."""
        if namespace not in self._services:
            self.project(namespace)
            self._services[namespace] = MemoryService(
                self.store,
                Scope(namespace, self.user_namespace),
                clock=self.clock,
                load_model=False,  # a page never waits for the model: the warm embedder builds
            )
        return self._services[namespace]

    def locate(self, memory_id: str) -> tuple[MemoryService, Memory]:
        """The memory with this full id (as the pages link it) and the service of the project
        that holds it, read through that project's scope. A memory of a namespace the UI does
        not serve reads exactly like one that does not exist."""
        mid = memory_id.strip().lstrip("#").upper()
        ns = self.store.namespace_of(mid) if mid else None
        if ns is None or (ns.startswith(USER_PREFIX) and ns != self.user_namespace):
            raise NotFound(f"no memory {memory_id!r} here", hint="it may have been purged")
        svc = self.service(ns)
        return svc, svc.get(mid)


def _count(row: object) -> int:
    return int(row["memories"]) if isinstance(row, dict) else 0


def _dir(row: object) -> str | None:
    return str(row["cwd"]) if isinstance(row, dict) and row.get("cwd") else None
