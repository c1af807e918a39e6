"""Frozen value types that every layer passes around.

Nothing here touches storage, the clock or the environment: these are plain values, validated
at the boundaries (CLI, MCP, hooks, importers) before they are built.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

# The greatest count a memory holds (evidence, citations, revisions): PostgreSQL's INTEGER is 32
# bits, so both backends hold this much and no more. A count made of several (sources added up
# apart, ``sync.merge``; one more corroboration) stops here; a count pushed or pulled past it is
# refused (``sync.wire``).
COUNT_MAX = 2**31 - 1


class Status(StrEnum):
    """The system's position on a memory (written by the service, never by a person directly)."""

    PROPOSED = "proposed"
    ACTIVE = "active"
    SUPERSEDED = "superseded"
    EXPIRED = "expired"
    RETRACTED = "retracted"


class Review(StrEnum):
    """A person's verdict on a memory (written only by human verbs)."""

    UNREVIEWED = "unreviewed"
    APPROVED = "approved"
    REJECTED = "rejected"
    DEFERRED = "deferred"


class Kind(StrEnum):
    FACT = "fact"
    DECISION = "decision"
    CONVENTION = "convention"
    PITFALL = "pitfall"
    COMMAND = "command"
    PREFERENCE = "preference"
    GATE = "gate"


class ScopeLevel(StrEnum):
    USER = "user"
    PROJECT = "project"
    SESSION = "session"


class ActorKind(StrEnum):
    HUMAN = "human"
    AGENT = "agent"
    SYSTEM = "system"


class View(StrEnum):
    """Who is reading, which decides what the one read predicate lets through.

    INJECT and SEARCH are what an agent is served; HISTORY is an agent's view of one memory's
    past (retired memories included, withheld ones not); REVIEW is a person's view: everything
    in scope, proposals and rejected ones included. AS_OF is SEARCH on the valid-time axis:
    memories later superseded or expired still count when they were valid at the asked time.
    """

    INJECT = "inject"
    SEARCH = "search"
    HISTORY = "history"
    REVIEW = "review"
    AS_OF = "as_of"


class Admission(StrEnum):
    """A namespace's admission mode (DESIGN section 5)."""

    REVIEW = "review"
    CORROBORATED = "corroborated"
    OPEN = "open"


@dataclass(frozen=True)
class Actor:
    """Who caused an event. ``vouched`` is true only when the session id came from a hook
    payload or a transcript (never from a command-line flag)."""

    kind: ActorKind
    id: str
    client: str | None = None
    session: str | None = None
    model: str | None = None
    vouched: bool = False

    @property
    def is_human(self) -> bool:
        return self.kind is ActorKind.HUMAN

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value,
            "id": self.id,
            "client": self.client,
            "session": self.session,
            "model": self.model,
            "vouched": self.vouched,
        }


@dataclass(frozen=True)
class Scope:
    """The caller's scope: reads return the project namespace plus the user namespace
    (and session-level memories only of ``session``)."""

    namespace: str
    user_namespace: str
    session: str | None = None

    @property
    def namespaces(self) -> tuple[str, str]:
        return (self.namespace, self.user_namespace)


@dataclass(frozen=True)
class Source:
    """One piece of provenance. Sources are unioned, never overwritten."""

    kind: str = "cli"  # cli, mcp, hook, mine, import, bench, ...
    client: str | None = None
    agent: str | None = None
    model: str | None = None
    session: str | None = None
    transcript: str | None = None
    locator: str | None = None
    at: str | None = None
    label: str | None = None
    branch: str | None = None
    cwd: str | None = None
    vouched: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if v is not None}


@dataclass(frozen=True)
class Candidate:
    """A claim somebody wants stored. Admission decides what becomes of it."""

    text: str
    namespace: str
    kind: Kind = Kind.FACT
    scope: ScopeLevel = ScopeLevel.PROJECT
    subject: str | None = None
    predicate: str | None = None
    object: str | None = None
    valid_from: str | None = None
    valid_to: str | None = None
    supersedes: str | None = None
    source: Source = field(default_factory=Source)
    anchors: tuple[str, ...] = ()
    gate: dict[str, Any] | None = None
    session: str | None = None


@dataclass(frozen=True)
class Memory:
    id: str
    namespace: str
    scope: ScopeLevel
    kind: Kind
    text: str
    claim_key: str
    status: Status
    review: Review
    confidence: float
    evidence_count: int
    recorded_at: str
    updated_at: str
    revision: int = 1
    subject: str | None = None
    predicate: str | None = None
    object: str | None = None
    valid_from: str | None = None
    valid_to: str | None = None
    retired_at: str | None = None
    superseded_by: str | None = None
    supersedes: str | None = None
    session: str | None = None
    rank_penalty: float = 0.0
    flags: tuple[str, ...] = ()
    anchors: tuple[str, ...] = ()
    gate: dict[str, Any] | None = None
    contested_by: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        d = dict(self.__dict__)
        for k in ("scope", "kind", "status", "review"):
            d[k] = d[k].value
        d["flags"] = list(self.flags)
        d["anchors"] = list(self.anchors)
        d["contested_by"] = list(self.contested_by)
        if self.contested_by:  # said in words too, so no reader takes a disputed fact as settled
            d["contested"] = (
                "contested by "
                + ", ".join("#" + c[-8:].lower() for c in self.contested_by)
                + ", unreviewed"
            )
        return d


@dataclass(frozen=True)
class Event:
    id: str
    at: str
    namespace: str
    actor: Actor
    type: str
    memory_id: str | None
    payload: dict[str, Any]
    prior: dict[str, Any] | None = None
    version: int = 1
    hlc: str = ""  # hybrid logical clock stamp (``cairn.hlc``), given by the store on append

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "hlc": self.hlc,
            "at": self.at,
            "namespace": self.namespace,
            "actor": self.actor.as_dict(),
            "type": self.type,
            "memory_id": self.memory_id,
            "payload": self.payload,
            "prior": self.prior,
            "version": self.version,
        }


@dataclass(frozen=True)
class Query:
    """One search request. Pass this value instead of growing keyword arguments."""

    text: str
    scope: Scope
    view: View = View.SEARCH
    limit: int = 20
    kinds: tuple[Kind, ...] = ()
    mode: str = "lexical"  # lexical | semantic | hybrid


@dataclass(frozen=True)
class Hit:
    memory: Memory
    score: float
    why: tuple[str, ...] = ()
