"""The agent hooks of a project in remote mode: the server answers, within the hook's budget,
or the read-through cache does; a hook never blocks on the network.

- session start and prompts: the server's block (``POST /v1/inject``) within ``ASK`` seconds;
  when it does not answer in time (down, slow, unreachable), the same block is made from the
  cache, the server's projection as of its last refresh, and a background refresh is started;
- tool calls: the server's approved gates (``GET /v1/gates``), which also rewrite the gate
  snapshot beside the cache when they changed; when the server does not answer, the snapshot
  decides, as the local hook's does (an unreadable or missing snapshot blocks, saying why).

Everything here fails open except an approved gate, exactly like the local hook.
"""

from __future__ import annotations

import json
from contextlib import suppress
from typing import Any

from cairn.integrations.record import HookEvent, HookReply, Moment
from cairn.server.remote import RemoteSettings, cache_path

ASK = {Moment.SESSION_START: 3.0, Moment.PROMPT: 1.5, Moment.TOOL: 1.5}


def decide(ev: HookEvent, s: RemoteSettings, *, budget: int, log: Any) -> HookReply:
    if ev.moment is Moment.TOOL:
        return gate_reply(ev, s, log=log)
    if ev.moment not in (Moment.SESSION_START, Moment.PROMPT):
        return HookReply()
    if ev.moment is Moment.PROMPT and not (ev.prompt or "").strip():
        return HookReply()
    from cairn.server import cache

    body: dict[str, Any] = {
        "moment": "session_start" if ev.moment is Moment.SESSION_START else "prompt",
        "prompt": ev.prompt or "",
        "budget": budget,
        "session": ev.session,
    }
    client = s.client(timeout=ASK[ev.moment])
    try:
        got = client.request("POST", "/v1/inject", body)
    except Exception as exc:  # any failure: the cache answers
        log(f"{ev.client} {ev.event}: server not answering ({type(exc).__name__}); from the cache")
        return _from_cache(ev, s, budget)
    finally:
        client.close()
    with suppress(OSError):
        cache.spawn(s)
    return HookReply(context=str(got.get("text") or ""))


def _from_cache(ev: HookEvent, s: RemoteSettings, budget: int) -> HookReply:
    from cairn.context import inject
    from cairn.server import cache
    from cairn.service import MemoryService

    store = cache.open_cache(s)
    if store is None or not s.namespace:
        return HookReply()
    svc = MemoryService(store, s.scope(ev.session), load_model=False)  # a hook loads no model
    try:
        if ev.moment is Moment.SESSION_START:
            block = inject.session_start_block(svc, budget=budget, session=ev.session)
        else:
            block = inject.prompt_block(svc, ev.prompt or "", budget=budget, session=ev.session)
        return HookReply(context=block.text)
    finally:
        svc.close()


def gate_reply(ev: HookEvent, s: RemoteSettings, *, log: Any) -> HookReply:
    from cairn.policy import gates

    if not ev.tool_name:
        return HookReply()
    client = s.client(timeout=ASK[Moment.TOOL])
    try:
        rows = client.request("GET", "/v1/gates")["gates"]
    except Exception as exc:
        return snapshot_reply(ev, s, f"server not answering ({type(exc).__name__})", log=log)
    finally:
        client.close()
    _keep(s, rows)
    live = [(str(g["id"]), g.get("gate")) for g in rows]
    match = gates.first_match(live, ev.tool_name, ev.tool_input)
    return HookReply() if match is None else HookReply(deny_reason=match.deny_reason())


def _keep(s: RemoteSettings, rows: list[dict[str, Any]]) -> None:
    """Rewrite the snapshot beside the cache when the server's gates differ from it."""
    from cairn.store import gatefile

    path = cache_path(s)
    try:
        found = gatefile.read_all(path)
        if found is not None and json.dumps(found[0], sort_keys=True) == json.dumps(
            rows, sort_keys=True
        ):
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        with gatefile.locked(path):
            gatefile.write(path, rows, {})
    except Exception:
        pass  # the snapshot is a fallback: failing to refresh it blocks nothing now


def snapshot_reply(ev: HookEvent, s: RemoteSettings, why: str, *, log: Any) -> HookReply:
    from cairn.policy import gates
    from cairn.store import gatefile
    from cairn.timeutil import now

    path = cache_path(s)
    try:
        found = gatefile.read_all(path)
    except gatefile.SnapshotError as exc:
        log(f"{ev.client} {ev.event}: {why}; remote gate snapshot unreadable ({exc}): denied")
        return HookReply(
            deny_reason="Blocked: cairn cannot reach its team server and the gate snapshot"
            f" kept from it is damaged ({exc}). Gates that cannot be checked block."
        )
    if found is None:
        log(f"{ev.client} {ev.event}: {why}; no gate snapshot of the server: denied")
        return HookReply(
            deny_reason="Blocked: cairn cannot reach its team server and holds no snapshot of"
            " its gates yet, so it cannot tell which apply. Gates that cannot be checked block;"
            " run `cairn sync` once the server is reachable."
        )
    live = gatefile.live(found[0], s.namespace, s.user_namespace, ev.session, now())
    match = gates.first_match(live, ev.tool_name or "", ev.tool_input)
    log(f"{ev.client} {ev.event}: {why}; {len(live)} gate(s) from the server's snapshot")
    if match is None:
        return HookReply()
    return HookReply(deny_reason=match.deny_reason() + " (checked from the gate snapshot)")
