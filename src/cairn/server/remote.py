"""Remote mode: the CLI, the hooks and `cairn mcp` read and write through a team server.

`cairn remote add URL --token T` records, for the project it runs in, the server and the token
(in ``remotes.json`` under cairn's data folder, readable by its owner only), after asking the
server who the token is. ``CAIRN_REMOTE_URL`` with ``CAIRN_REMOTE_TOKEN`` does the same for
every project without a file. A project with a remote is served by ``RemoteService``: the
service calls the CLI and the MCP tools make, over HTTP, in the token's namespace; what only a
local store can do (mining into it, export, purge, rebuild) says so instead of acting on the
wrong store.

A read-through cache (``cache_path``) mirrors the server's events for the token's namespaces in
a local SQLite store (pulled by `cairn sync`, `cairn remote add` and, in the background, by
the hooks), and the gate snapshot beside it keeps the server's gates: a hook that cannot reach
the server in time answers from these, and never blocks on the network.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cairn import namespace
from cairn.errors import UsageError
from cairn.model import (
    Actor,
    ActorKind,
    Candidate,
    Event,
    Kind,
    Memory,
    Review,
    Scope,
    ScopeLevel,
    Status,
    View,
)
from cairn.server.client import Client

ENV_URL = "CAIRN_REMOTE_URL"
ENV_TOKEN = "CAIRN_REMOTE_TOKEN"
FILE = "remotes.json"


@dataclass(frozen=True)
class RemoteSettings:
    url: str
    token: str
    namespace: str
    user_namespace: str
    actor_kind: str = "human"
    actor_id: str = ""
    token_name: str = ""
    local: str = "*"  # the local namespace it was added for ("*": from the environment)

    @property
    def key(self) -> str:
        """A name for this server and namespace (the cache folder, the sync cursor)."""
        return hashlib.sha256(f"{self.url}\n{self.namespace}".encode()).hexdigest()[:16]

    def client(self, timeout: float = 10.0) -> Client:
        return Client(self.url, self.token, timeout=timeout, namespace=self.namespace)

    def scope(self, session: str | None = None) -> Scope:
        return Scope(self.namespace, self.user_namespace, session)

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def settings_file() -> Path:
    return namespace.data_home() / FILE


def cache_path(s: RemoteSettings) -> Path:
    return namespace.data_home() / "remote" / s.key / "cache.db"


def _read_file() -> dict[str, Any]:
    try:
        data = json.loads(settings_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    remotes = data.get("remotes") if isinstance(data, dict) else None
    return remotes if isinstance(remotes, dict) else {}


def _write_file(remotes: dict[str, Any]) -> None:
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump({"version": 1, "remotes": remotes}, f, indent=2, sort_keys=True)
    os.replace(tmp, path)


def _from(d: Any) -> RemoteSettings | None:
    if not isinstance(d, dict):
        return None
    try:
        return RemoteSettings(
            **{k: str(v) for k, v in d.items() if k in RemoteSettings.__annotations__}
        )
    except TypeError:
        return None


def for_namespace(local: str) -> RemoteSettings | None:
    """The remote of the project whose local namespace is ``local`` (the environment's first)."""
    url, token = os.environ.get(ENV_URL), os.environ.get(ENV_TOKEN)
    if url and token:
        meta = _env_meta(url, token)
        if meta is not None:
            return meta
        return RemoteSettings(url, token, namespace="", user_namespace="", local="*")
    return _from(_read_file().get(local))


def _env_meta(url: str, token: str) -> RemoteSettings | None:
    """What ``whoami`` said about the environment's token, remembered beside the caches."""
    key = hashlib.sha256(f"{url}\n{token}".encode()).hexdigest()[:16]
    path = namespace.data_home() / "remote" / f"env-{key}.json"
    try:
        found = _from(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return None
    return found if found is not None and found.url == url and found.token == token else None


def remember_env(s: RemoteSettings) -> None:
    key = hashlib.sha256(f"{s.url}\n{s.token}".encode()).hexdigest()[:16]
    path = namespace.data_home() / "remote" / f"env-{key}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(s.as_dict(), f)


def whoami(url: str, token: str, *, timeout: float = 10.0) -> RemoteSettings:
    client = Client(url, token, timeout=timeout)
    try:
        me = client.request("GET", "/v1/whoami")
    finally:
        client.close()
    actor = me.get("actor") or {}
    return RemoteSettings(
        url=client.url,
        token=token,
        namespace=str(me["namespace"]),
        user_namespace=str(me["user_namespace"]),
        actor_kind=str(actor.get("kind") or "human"),
        actor_id=str(actor.get("id") or ""),
        token_name=str(me.get("token") or ""),
    )


def add(local: str, url: str, token: str) -> RemoteSettings:
    """Record the remote of the project whose local namespace is ``local``."""
    s = whoami(url, token)
    s = RemoteSettings(**{**s.as_dict(), "local": local})
    remotes = _read_file()
    remotes[local] = s.as_dict()
    _write_file(remotes)
    return s


def remove(local: str) -> bool:
    remotes = _read_file()
    if local not in remotes:
        return False
    del remotes[local]
    _write_file(remotes)
    return True


def listing() -> list[RemoteSettings]:
    return [s for s in (_from(v) for v in _read_file().values()) if s is not None]


def resolved(s: RemoteSettings) -> RemoteSettings:
    """Settings from the environment learn their namespace from the server once."""
    if s.namespace:
        return s
    full = whoami(s.url, s.token)
    remember_env(full)
    return full


# -- decoding the server's answers ---------------------------------------------------------


def memory_of(d: dict[str, Any]) -> Memory:
    return Memory(
        id=str(d["id"]),
        namespace=str(d["namespace"]),
        scope=ScopeLevel(d["scope"]),
        kind=Kind(d["kind"]),
        text=str(d["text"]),
        claim_key=str(d["claim_key"]),
        status=Status(d["status"]),
        review=Review(d["review"]),
        confidence=float(d["confidence"]),
        evidence_count=int(d["evidence_count"]),
        recorded_at=str(d["recorded_at"]),
        updated_at=str(d["updated_at"]),
        revision=int(d.get("revision") or 1),
        subject=d.get("subject"),
        predicate=d.get("predicate"),
        object=d.get("object"),
        valid_from=d.get("valid_from"),
        valid_to=d.get("valid_to"),
        retired_at=d.get("retired_at"),
        superseded_by=d.get("superseded_by"),
        supersedes=d.get("supersedes"),
        session=d.get("session"),
        rank_penalty=float(d.get("rank_penalty") or 0.0),
        flags=tuple(d.get("flags") or ()),
        anchors=tuple(d.get("anchors") or ()),
        gate=d.get("gate"),
        contested_by=tuple(d.get("contested_by") or ()),
    )


def event_of(d: dict[str, Any]) -> Event:
    from cairn.sync import wire

    return wire.from_json(d)


class RemoteService:
    """The service calls of the CLI and the MCP tools, answered by the team server.

    It holds a client and the token's scope; an attribute the remote cannot serve raises a
    UsageError naming it (a command that needs the local store says so)."""

    def __init__(self, settings: RemoteSettings, *, client: Client | None = None) -> None:
        from cairn.timeutil import now

        self.settings = resolved(settings)
        self.client = client or self.settings.client()
        self.scope = self.settings.scope()
        self.clock: Callable[[], str] = now

    def close(self) -> None:
        self.client.close()

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        raise UsageError(
            f"this command works on a local store; the project is in remote mode ({name})",
            hint="`cairn remote remove` to work locally, or run it where the server's database is",
        )

    def _r(self, method: str, path: str, body: dict[str, Any] | None = None, **q: Any) -> Any:
        return self.client.request(method, path, body, query=q or None)

    @staticmethod
    def _lowered(actor: Actor, body: dict[str, Any]) -> dict[str, Any]:
        if actor.kind is not ActorKind.HUMAN:  # the write is an agent's, whatever the token
            body["as_agent"] = {"id": actor.id, "client": actor.client or actor.id}
        if actor.session:
            body["session"] = actor.session
        return body

    # reads
    def resolve(self, ref: str) -> str:
        return self.get(ref).id

    def search(
        self, text: str, *, view: View = View.SEARCH, limit: int = 20, mode: str = "lexical"
    ) -> list[tuple[Memory, float]]:
        got = self._r("POST", "/v1/search", {"query": text, "view": view.value, "limit": limit})
        return [(memory_of(h["memory"]), float(h["score"])) for h in got["hits"]]

    def get(self, ref: str, view: View = View.REVIEW) -> Memory:
        return memory_of(self._r("GET", f"/v1/memories/{_ref(ref)}", view=view.value)["memory"])

    def sources(self, ref: str, view: View = View.REVIEW) -> list[dict[str, Any]]:
        got = self._r("GET", f"/v1/memories/{_ref(ref)}", view=view.value)
        return list(got["sources"])

    def memories(self, view: View = View.REVIEW, sel: Any = None) -> list[Memory]:
        q: dict[str, Any] = {"view": view.value}
        if sel is not None and sel.kinds:
            q["kind"] = ",".join(k.value for k in sel.kinds)
        if sel is not None and sel.limit:
            q["limit"] = sel.limit
        mems = [memory_of(m) for m in self._r("GET", "/v1/memories", **q)["memories"]]
        if sel is not None and sel.statuses:
            mems = [m for m in mems if m.status in sel.statuses]
        return mems

    def history(self, ref: str, view: View = View.REVIEW) -> tuple[Memory, list[Event]]:
        got = self._r("GET", f"/v1/memories/{_ref(ref)}/history", view=view.value)
        return memory_of(got["memory"]), [event_of(e) for e in got["events"]]

    def as_of(
        self, valid_at: str, known_at: str | None = None, *, kinds: Sequence[Kind] = ()
    ) -> list[Memory]:
        body: dict[str, Any] = {"valid_at": valid_at}
        if known_at:
            body["known_at"] = known_at
        mems = [memory_of(m) for m in self._r("POST", "/v1/as-of", body)["memories"]]
        return [m for m in mems if not kinds or m.kind in kinds]

    def gates(self, *, everything: bool = False) -> list[Memory]:
        rows = self._r("GET", "/v1/gates")["gates"]
        return [
            memory_of(
                {
                    **g,
                    "kind": "gate",
                    "text": "",
                    "claim_key": "",
                    "confidence": 1.0,
                    "evidence_count": 1,
                    "recorded_at": "",
                    "updated_at": "",
                }
            )
            for g in rows
        ]

    def check_gate(self, tool: str, tool_input: Any) -> Any:
        from cairn.policy import gates as gate_rules

        return gate_rules.first_match(((m.id, m.gate) for m in self.gates()), tool, tool_input)

    def conflicts(self) -> list[Any]:
        from cairn.policy.resolution import Conflict

        return [
            Conflict(memory_of(c["new"]), memory_of(c["old"]), c["at"], c.get("note"))
            for c in self._r("GET", "/v1/conflicts")["conflicts"]
        ]

    def review_queue(self) -> list[Memory]:
        from cairn.service.review import WAITING

        return [
            m
            for m in self.memories(View.REVIEW)
            if m.status is Status.PROPOSED and m.review in WAITING
        ]

    # writes
    def add(self, cand: Candidate, actor: Actor) -> Any:
        from cairn.service import WriteResult

        body = self._lowered(
            actor,
            {
                "text": cand.text,
                "kind": cand.kind.value,
                "scope": cand.scope.value,
                "subject": cand.subject,
                "predicate": cand.predicate,
                "object": cand.object,
                "valid_from": cand.valid_from,
                "valid_to": cand.valid_to,
                "supersedes": cand.supersedes,
            },
        )
        got = self._r("POST", "/v1/memories", {k: v for k, v in body.items() if v is not None})
        return WriteResult(
            memory_of(got["memory"]),
            str(got["action"]),
            tuple(got.get("reasons") or ()),
            int(got.get("redactions") or 0),
        )

    def add_many(self, cands: list[Candidate], actor: Actor, **_kw: Any) -> list[Any]:
        return [self.add(c, actor) for c in cands]

    def cite(self, ref: str, actor: Actor, *, revision: int) -> tuple[Memory, bool]:
        got = self._r(
            "POST", f"/v1/memories/{_ref(ref)}/cite", self._lowered(actor, {"revision": revision})
        )
        return memory_of(got["memory"]), bool(got["credited"])

    def flag(self, ref: str, actor: Actor, *, reason: str, view: View = View.REVIEW) -> Memory:
        got = self._r(
            "POST", f"/v1/memories/{_ref(ref)}/flag", self._lowered(actor, {"reason": reason})
        )
        return memory_of(got["memory"])

    def _verdict(self, verb: str, ref: str, note: str | None) -> Memory:
        return memory_of(
            self._r("POST", f"/v1/memories/{_ref(ref)}/{verb}", {"note": note})["memory"]
        )

    def approve(self, ref: str, actor: Actor, *, note: str | None = None) -> Memory:
        return self._verdict("approve", ref, note)

    def reject(self, ref: str, actor: Actor, *, note: str | None = None) -> Memory:
        return self._verdict("reject", ref, note)

    def restore(self, ref: str, actor: Actor, *, note: str | None = None) -> Memory:
        return self._verdict("restore", ref, note)

    def defer(self, ref: str, actor: Actor, *, note: str | None = None) -> Memory:
        return self._verdict("defer", ref, note)

    def edit(self, ref: str, text: str, actor: Actor) -> Memory:
        return memory_of(
            self._r("POST", f"/v1/memories/{_ref(ref)}/edit", {"text": text})["memory"]
        )

    def retract(self, ref: str, actor: Actor, *, reason: str) -> Memory:
        got = self._r("POST", f"/v1/memories/{_ref(ref)}/retract", {"reason": reason})
        return memory_of(got["memory"])

    def resolve_conflict(
        self,
        ref: str,
        resolution: str,
        actor: Actor,
        *,
        other: str | None = None,
        note: str | None = None,
        scope: ScopeLevel | None = None,
    ) -> list[Any]:
        from cairn.policy.resolution import Conflict

        body = {
            "resolution": resolution,
            "other": other,
            "note": note,
            "scope": scope.value if scope else None,
        }
        got = self._r("POST", f"/v1/conflicts/{_ref(ref)}/resolve", body)
        return [
            Conflict(memory_of(c["new"]), memory_of(c["old"]), c["at"], c.get("note"))
            for c in got["resolved"]
        ]

    def add_gate(self, tool: str, pattern: str, reason: str, actor: Actor) -> Any:
        from cairn.service import WriteResult

        got = self._r("POST", "/v1/gates", {"tool": tool, "pattern": pattern, "reason": reason})
        return WriteResult(memory_of(got["memory"]), str(got["action"]))

    def set_policy(
        self, key: str, value: Any, actor: Actor, *, namespace: str | None = None
    ) -> None:
        self._r("PUT", f"/v1/policy/{key}", {"value": value})


def _ref(ref: str) -> str:
    from urllib.parse import quote

    return quote(ref.strip().lstrip("#"), safe="")
