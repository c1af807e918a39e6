"""MemoryService: the one API that the CLI, MCP server, hooks, miner, importers and benchmarks
call. Every write goes through ``policy.admission.admit`` and becomes events appended in the same
transaction as their projection rows; every read goes through the store's one read predicate.

Human verbs (approve, reject, restore, defer, edit, supersede, retract, expire, resolve, gate
add, policy set, purge) require a human actor; the edges obtain one only through
``policy.person.require_person``. The service never asks the environment who is typing.

The class is one API assembled from one module per concern, each building on the one before:
``core`` (store, scope, ids, shared write steps) -> ``reads`` -> ``writes`` (admission) ->
``lifetime`` (edit, supersede, retract, expire) -> ``review`` (verdicts, flag, cite) ->
``conflicts`` -> ``upkeep`` (gates, policy, audit, purge, rebuild, doctor).
"""

from __future__ import annotations

from cairn.model import Actor, ActorKind
from cairn.service.core import WriteResult, _Batch
from cairn.service.upkeep import Upkeep


class MemoryService(Upkeep):
    """The one service: see the module docstring for how it is assembled."""


def person_actor(user: str, *, client: str = "cli") -> Actor:
    return Actor(ActorKind.HUMAN, user, client=client)


def agent_actor(
    agent: str,
    *,
    client: str | None = None,
    session: str | None = None,
    vouched: bool = False,
    model: str | None = None,
) -> Actor:
    return Actor(
        ActorKind.AGENT, agent, client=client, session=session, vouched=vouched, model=model
    )


__all__ = ["MemoryService", "WriteResult", "_Batch", "agent_actor", "person_actor"]
