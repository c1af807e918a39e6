"""The storage contract. The service talks to this Protocol only; each backend lives in its own
module (``sqlite.py`` now, PostgreSQL later) and passes the same contract tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any, Protocol

from cairn.errors import RebuildRefused
from cairn.model import Event, Kind, Memory, Scope, Status, View

# The tables both backends project the event log into (the local store adds its code anchors).
PROJECTIONS = (
    "memories",
    "sources",
    "revisions",
    "edges",
    "verdicts",
    "citations",
    "policies",
    "adoptions",
)


@dataclass(frozen=True)
class EventFilter:
    memory_id: str | None = None
    actor: str | None = None  # actor kind or actor id
    types: tuple[str, ...] = ()
    since: str | None = None
    until: str | None = None
    namespaces: tuple[str, ...] = ()
    limit: int | None = None


@dataclass(frozen=True)
class Selection:
    """Which memories a listing wants, on top of the read predicate."""

    kinds: tuple[Kind, ...] = ()
    statuses: tuple[Status, ...] = ()
    limit: int | None = None
    ids: tuple[str, ...] = ()


@dataclass
class Report:
    ok: bool = True
    checks: list[dict[str, Any]] = field(default_factory=list)

    def add(self, name: str, ok: bool, detail: str = "") -> None:
        self.checks.append({"check": name, "ok": ok, "detail": detail})
        self.ok = self.ok and ok


def rows_restored(before: dict[str, set[Any]], after: dict[str, set[Any]]) -> dict[str, int]:
    """A rebuild's verdict on two snapshots of the projections' row keys (before the replay and
    after it, per table): RebuildRefused when a row that existed would be lost, else how many
    rows per table the replay brought back."""
    lost = {t: sorted(before[t] - after[t]) for t in before if before[t] - after[t]}
    if lost:
        detail = "; ".join(f"{t}: {len(v)} (e.g. {v[0]})" for t, v in lost.items())
        raise RebuildRefused(
            f"rebuild would lose rows that exist now ({detail})",
            hint="nothing was changed; those rows have no events behind them",
        )
    return {t: len(after[t] - before[t]) for t in after if after[t] - before[t]}


@dataclass(frozen=True)
class ProbeHit:
    """A lean candidate row for admission's conflict check (no decoding of the full memory)."""

    id: str
    namespace: str
    kind: str
    subject: str | None
    text: str
    status: str = ""
    review: str = ""


class WriteTx(Protocol):
    """Reads and appends inside one write transaction (one writer at a time)."""

    def append(self, event: Event, *, merged: bool = False) -> Event: ...
    def get(self, memory_id: str) -> Memory | None: ...
    def by_claim(self, namespaces: Sequence[str], claim_key: str) -> list[Memory]: ...
    def by_slot(self, namespaces: Sequence[str], slot_key: str) -> list[Memory]: ...
    def verdict(
        self, namespaces: Sequence[str] | None, claim_key: str, *, prefer: str | None = None
    ) -> dict[str, Any] | None: ...
    def verdicts(self, namespaces: Sequence[str] | None) -> list[dict[str, Any]]: ...
    def namespace_of(self, memory_id: str) -> str | None: ...
    def adopted(self, identities: Sequence[str]) -> dict[str, str]: ...
    def policy(self, namespace: str, key: str) -> Any: ...
    def select(self, view: View, scope: Scope, at: str, sel: Selection = ...) -> list[Memory]: ...
    def edges(self, memory_id: str) -> list[dict[str, Any]]: ...
    def sources(self, memory_id: str) -> list[dict[str, Any]]: ...
    def lexical(
        self, match: str, view: View, scope: Scope, at: str, *, limit: int, trigram: bool = False
    ) -> list[tuple[Memory, float]]: ...
    def cursor(self, path: str) -> dict[str, Any] | None: ...
    def put_cursor(self, row: dict[str, Any]) -> None: ...
    def probe(
        self, terms: Sequence[str], scope: Scope, at: str, *, limit: int, view: View = View.SEARCH
    ) -> list[ProbeHit]: ...
    def source_labels(self, memory_ids: Sequence[str]) -> dict[str, list[str]]: ...
    def doc_freq(self, terms: Sequence[str]) -> dict[str, int]: ...


class Store(Protocol):
    path: str

    def by_claim(self, namespaces: Sequence[str], claim_key: str) -> list[Memory]: ...
    def write(self) -> AbstractContextManager[WriteTx]: ...
    def before_write(self, step: Callable[[], None]) -> None: ...
    def get(self, memory_id: str) -> Memory | None: ...
    def resolve_id(self, ref: str, scope: Scope) -> str | None: ...
    def namespaces(self) -> list[dict[str, Any]]: ...
    def namespace_of(self, memory_id: str) -> str | None: ...
    def adopted(self, identities: Sequence[str]) -> dict[str, str]: ...
    def select(self, view: View, scope: Scope, at: str, sel: Selection = ...) -> list[Memory]: ...
    def lexical(
        self, match: str, view: View, scope: Scope, at: str, *, limit: int, trigram: bool = False
    ) -> list[tuple[Memory, float]]: ...
    def probe(
        self, terms: Sequence[str], scope: Scope, at: str, *, limit: int, view: View = View.SEARCH
    ) -> list[ProbeHit]: ...
    def doc_freq(self, terms: Sequence[str]) -> dict[str, int]: ...
    def events(self, flt: EventFilter) -> list[Event]: ...
    def iter_events(
        self, until: str | None = None, namespaces: Sequence[str] = ()
    ) -> Iterator[Event]: ...
    def sources(self, memory_id: str) -> list[dict[str, Any]]: ...
    def revisions(self, memory_id: str) -> list[dict[str, Any]]: ...
    def edges(self, memory_id: str) -> list[dict[str, Any]]: ...
    def policy(self, namespace: str, key: str) -> Any: ...
    def verdict(
        self, namespaces: Sequence[str] | None, claim_key: str, *, prefer: str | None = None
    ) -> dict[str, Any] | None: ...
    def verdicts(self, namespaces: Sequence[str] | None) -> list[dict[str, Any]]: ...
    def cursor(self, path: str) -> dict[str, Any] | None: ...
    def replay_until(self, known_at: str, namespaces: Sequence[str] = ()) -> Store: ...
    def rebuild(self) -> Report: ...
    def doctor(self) -> Report: ...
    def close(self) -> None: ...
