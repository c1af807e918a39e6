"""`cairn hook <client> <event>`: read the client's payload, act once, answer in the client's JSON.

The runner is wrapped so that it can only end in two ways: exit 0 (with the client's JSON, or with
no output at all when anything went wrong), or an approved gate's deny (the client's JSON deny,
exit 0; ``EXIT_GATE_BLOCKED`` only where a client has no JSON deny). A locked, missing or corrupt
store, a bad payload, an unknown client or event, a usage error, an exception or the time budget
running out all end in exit 0 with no output and one line in cairn's own log
(``CAIRN_HOME/logs/hooks.log``). A watchdog thread ends the process at the budget even while the
main thread waits inside SQLite.

A payload's ``transcript_path`` is untrusted: only a regular file inside the client's own
transcript folder is handed to the miner (``integrations.transcripts``); anything else is logged
and ignored. The project's namespace is resolved with the store's adoptions (a pinned namespace
counts only once a person adopted it).

Gates are the one exception to failing open. When the store cannot be read (missing, locked by
another process, damaged) or the budget runs out, the PreToolUse hook evaluates the gate
snapshot kept beside the store (``store.gatefile``) instead; a snapshot that exists but cannot be
read blocks, saying why. Every line of the log passes the write-boundary redaction.

It must never import click, the CLI or the MCP SDK, never print anything but the one JSON object,
and never let a memory failure block the agent.
"""

from __future__ import annotations

import json
import os
import re
import sys
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from cairn.integrations.record import HookEvent, HookReply, Moment
from cairn.integrations.shapes import Shape, shape

MAX_STDIN = 8 * 1024 * 1024
BUDGETS = {  # seconds, inside the client's own timeouts
    Moment.SESSION_START: 8.0,
    Moment.PROMPT: 8.0,
    Moment.TOOL: 8.0,
    Moment.STOP: 3.0,
    Moment.COMPACT: 3.0,
    Moment.SESSION_END: 1.2,
}
INJECT_BUDGET = 2000  # tokens; CAIRN_HOOK_BUDGET overrides (the client's limit still caps it)
BUSY_TIMEOUT = 1.0
LOG_MAX = 1_000_000


def _home() -> Path:
    from cairn.namespace import data_home

    return data_home()


def log_path() -> Path:
    return _home() / "logs" / "hooks.log"


def log(line: str, *, plain: bool = False) -> None:
    """One line in cairn's own log, redacted like everything cairn writes (``plain``: a line
    made of cairn's own words and numbers only, which skips loading the detector); never
    raises."""
    try:
        if not plain:
            from cairn.policy.redact import redact

            line = redact(line).text
        path = log_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > LOG_MAX:
            keep = path.read_bytes()[-LOG_MAX // 2 :]
            path.write_bytes(keep)
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"{stamp} pid={os.getpid()} {line}\n")
    except Exception:
        pass


def adapter(client: str) -> Shape | None:
    """The client's hook events and reply shape (not its setup module: a hook never needs it)."""
    return shape(client)


# What ``read_payload`` returns for a payload it could not read: over ``MAX_STDIN`` (not read
# whole), or nested deeper than the JSON decoder goes. A tool call in one cannot be checked.
TOO_LARGE: Mapping[str, Any] = {}
TOO_DEEP: Mapping[str, Any] = {}
UNREAD_WHY = {
    id(TOO_LARGE): f"its hook payload is over {MAX_STDIN // (1024 * 1024)} MB",
    id(TOO_DEEP): "its hook payload is nested too deep to decode",
}


def _json_int(text: str) -> int | str:
    """A JSON integer; one too long for ``int`` to read (Python refuses over 4300 digits) is
    kept as its digits, so that one such number does not make the whole payload unreadable."""
    return int(text) if len(text) <= 4000 else text


def read_payload(stream: Any) -> Mapping[str, Any] | None:
    """The JSON object on stdin, or None (a terminal, nothing, not JSON, not an object), or
    ``TOO_LARGE`` (more than ``MAX_STDIN`` bytes: not read whole)."""
    try:
        if stream is None or stream.isatty():
            return None
        if getattr(stream, "too_large", False):
            return TOO_LARGE
        if hasattr(stream, "buffer"):
            raw = stream.buffer.read(MAX_STDIN + 1)
            if len(raw) > MAX_STDIN:
                return TOO_LARGE
        else:
            raw = stream.read()
    except (OSError, ValueError):
        return None
    if isinstance(raw, bytes):
        raw = raw.decode("utf-8", errors="replace")
    try:
        data = json.loads(raw, parse_int=_json_int) if raw and raw.strip() else None
    except ValueError:
        return None
    except RecursionError:
        return TOO_DEEP
    return data if isinstance(data, dict) else None


class _FailOpen(Exception):
    """Stop quietly: exit 0, no output, one log line."""


def _service(ev: HookEvent) -> Any:
    from cairn import namespace
    from cairn.model import Scope
    from cairn.service import MemoryService
    from cairn.store.sqlite import SQLiteStore

    path = namespace.default_store_path()
    if not path.is_file():
        raise _FailOpen(f"no store at {path}")
    cwd = Path(ev.cwd) if ev.cwd and Path(ev.cwd).is_dir() else Path.cwd()
    store = SQLiteStore(path, busy_timeout=BUSY_TIMEOUT)
    try:  # a pinned namespace counts only once a person adopted it (the store knows)
        ns = namespace.resolve(cwd, adopted=store.adopted).namespace
    except BaseException:
        store.close()
        raise
    return MemoryService(store, Scope(ns, namespace.user_namespace(), ev.session), load_model=False)


def _remote(ev: HookEvent) -> Any:
    """The project's team server settings, or None (read without touching the network; a
    project with no remote costs one file check)."""
    from cairn import namespace

    home = _home()
    if not os.environ.get("CAIRN_REMOTE_URL") and not (home / "remotes.json").is_file():
        return None
    from cairn.server.remote import for_namespace

    cwd = Path(ev.cwd) if ev.cwd and Path(ev.cwd).is_dir() else Path.cwd()
    path = namespace.default_store_path()
    if path.is_file():
        from cairn.store.sqlite import SQLiteStore

        store = SQLiteStore(path, busy_timeout=BUSY_TIMEOUT)
        try:
            ns = namespace.resolve(cwd, adopted=store.adopted).namespace
        finally:
            store.close()
    else:
        ns = namespace.resolve(cwd, adopted=lambda ids: {}).namespace
    return for_namespace(ns)


def decide(ev: HookEvent, remote: Any = None) -> HookReply:
    """What cairn does at this moment. Raises on any failure (the caller fails open).
    ``remote``: the project's team server settings (``_remote``), if it has one."""
    if ev.moment.hands_off:
        from dataclasses import replace

        from cairn.integrations.handoff import hand_off
        from cairn.integrations.transcripts import check

        transcript, why = check(ev.client, ev.transcript)
        if transcript is None and ev.transcript:
            log(f"{ev.client} {ev.event}: transcript_path ignored: {why}")
        ev = replace(ev, transcript=str(transcript) if transcript else None)
        rec = hand_off(_home(), ev, _home() / "logs" / "miner.log")
        log(f"{ev.client} {ev.event} handed off {rec.get('transcript')}: {rec.get('miner')}")
        return HookReply()
    if remote is not None:  # the project reads through a team server (`cairn remote add`)
        from cairn.server import hooks as remote_hooks

        return remote_hooks.decide(ev, remote, budget=_budget(), log=log)
    if ev.moment is Moment.TOOL:
        return gate_reply(ev)
    svc = _service(ev)
    try:
        from cairn.context import inject

        if ev.moment is Moment.SESSION_START:
            _warm_embedder(svc)
            stale = _check_anchors(svc, ev)  # before the block, so the block carries its marks
            block = inject.session_start_block(svc, budget=_budget(), session=ev.session)
            waiting = inject.digest(svc, svc.scope, svc.clock()).proposals
            msg = ""
            if waiting:
                s = "" if waiting == 1 else "s"
                msg = f"cairn: {waiting} proposal{s} waiting for your review (run `cairn review`)."
            msg = " ".join(m for m in (msg, stale) if m)
            return HookReply(context=block.text, system_message=msg)
        if ev.moment is Moment.PROMPT and ev.prompt:
            from cairn.context.frame import strip_frames

            # Gemini hands BeforeAgent the prompt with the session-start context already in it,
            # HTML-escaped inside <hook_context>: unescape, then drop cairn's own frames.
            prompt = ev.prompt
            if "&" in prompt:  # html.unescape changes nothing else; its import costs ~2 ms
                import html

                prompt = html.unescape(prompt)
            prompt = strip_frames(prompt)
            prompt = re.sub(r"</?hook_context>", " ", prompt).strip()
            if not prompt:
                return HookReply()
            block = inject.prompt_block(svc, prompt, budget=_budget(), session=ev.session)
            return HookReply(context=block.text)
        return HookReply()
    finally:
        svc.close()


def gate_reply(ev: HookEvent) -> HookReply:
    """The PreToolUse decision: the store's approved gates, or the snapshot's when the store
    cannot be read."""
    if not ev.tool_name:
        return HookReply()
    try:
        svc = _service(ev)
    except Exception as exc:  # missing, locked, damaged, too new: the snapshot decides
        return snapshot_reply(ev, f"store unreadable ({type(exc).__name__}: {exc})")
    try:
        match = svc.check_gate(ev.tool_name, ev.tool_input)
        context = _before_tool(svc, ev) if match is None else ""  # anchored pitfalls; fails open
    except Exception as exc:
        return snapshot_reply(ev, f"gates unreadable ({type(exc).__name__}: {exc})")
    finally:
        svc.close()
    return (
        HookReply(context=context) if match is None else HookReply(deny_reason=match.deny_reason())
    )


def snapshot_reply(ev: HookEvent, why: str) -> HookReply:
    """Gates from the snapshot beside the store. An unreadable snapshot blocks, saying why, and
    so does a missing one beside a store file that is there; with neither a store nor a
    snapshot there is nothing to enforce."""
    from cairn import namespace
    from cairn.policy import gates
    from cairn.store import gatefile
    from cairn.timeutil import now

    path = namespace.default_store_path()
    try:
        found = gatefile.read_all(path)
    except gatefile.SnapshotError as exc:
        log(f"{ev.client} {ev.event}: {why}; gate snapshot unreadable ({exc}): denied")
        return HookReply(
            deny_reason="Blocked: cairn cannot read its gates (the store is unreadable and the"
            f" gate snapshot beside it is damaged: {exc}). Gates that cannot be checked block;"
            " a person repairs the store (`cairn doctor`)."
        )
    rows, adopted = found if found is not None else (None, {})
    if rows is None and path.exists():
        # a store that was opened since snapshots exist has one beside it: a store that is
        # there but unreadable, with its snapshot gone, may well have gates
        log(f"{ev.client} {ev.event}: {why}; the gate snapshot is missing: denied")
        return HookReply(
            deny_reason="Blocked: cairn cannot read its store and the gate snapshot beside it is"
            " missing, so it cannot tell which gates apply. Gates that cannot be checked block;"
            " a person repairs the store (`cairn doctor`)."
        )
    if rows is None:
        log(f"{ev.client} {ev.event}: {why}; no store and no gate snapshot: allowed")
        return HookReply()
    cwd = Path(ev.cwd) if ev.cwd and Path(ev.cwd).is_dir() else Path.cwd()
    # the project's namespace as the store would resolve it: a pin counts once adopted
    ns = namespace.resolve(
        cwd, adopted=lambda ids: {i: adopted[i] for i in ids if i in adopted}
    ).namespace
    live = gatefile.live(rows, ns, namespace.user_namespace(), ev.session, now())
    match = gates.first_match(live, ev.tool_name or "", ev.tool_input)
    log(f"{ev.client} {ev.event}: {why}; {len(live)} gate(s) from the snapshot")
    if match is None:
        return HookReply()
    return HookReply(deny_reason=match.deny_reason() + " (checked from the gate snapshot)")


def _budget() -> int:
    try:
        return max(100, int(os.environ.get("CAIRN_HOOK_BUDGET", INJECT_BUDGET)))
    except ValueError:
        return INJECT_BUDGET


def _size(out: dict[str, Any]) -> int:
    return len(json.dumps(out, ensure_ascii=False))


def cut_block(text: str, room: int) -> str:
    """``text`` (a framed block) cut on a line boundary to at most ``room`` characters, its
    frame closed again; "" when not even a line fits."""
    from cairn.context.frame import CLOSE

    if len(text) <= room:
        return text
    tail = f"\n[cut to fit the client's limit; search cairn for the rest]\n{CLOSE}"
    body = text[: -len(CLOSE)] if text.endswith(CLOSE) else text
    keep = room - len(tail)
    cut = body.rfind("\n", 0, max(keep, 0))
    return body[:cut] + tail if cut > 0 else ""


def fit(reply: HookReply, render: Any, ev: HookEvent, limit: int) -> dict[str, Any]:
    """The client's JSON, never longer than ``limit`` characters: the context is cut first,
    then dropped, then the user message."""
    out: dict[str, Any] = render(ev, reply)
    room = len(reply.context)
    while _size(out) > limit and room > 0:
        room -= _size(out) - limit + 64
        reply = HookReply(cut_block(reply.context, room), reply.system_message, reply.deny_reason)
        out = render(ev, reply)
    if _size(out) > limit:
        out = render(ev, HookReply("", reply.system_message[:500], reply.deny_reason))
    if _size(out) > limit:
        out = render(ev, HookReply("", "", (reply.deny_reason or "")[:500] or None))
    return out


def _watchdog(
    seconds: float, what: str, last_word: Callable[[], None] | None = None
) -> threading.Timer:
    """End the process at the budget. ``last_word`` runs first (a PreToolUse hook answers
    from the gate snapshot: a slow store must not let a gated call through)."""

    def expire() -> None:
        if last_word is not None:
            try:
                last_word()
                log(f"{what}: over the {seconds:.1f}s budget; answered from the gate snapshot")
                os._exit(0)
            except BaseException:
                pass
        log(f"{what}: over the {seconds:.1f}s budget; exit 0 with no output")
        os._exit(0)

    timer = threading.Timer(seconds, expire)
    timer.daemon = True
    timer.start()
    return timer


def run(argv: list[str], stdin: Any = None, stdout: Any = None) -> int:
    """Run one hook. Returns the exit code (0, or a gate's block where a client needs it)."""
    return run_event(argv, stdin, stdout)[0]


class _NoTimer:
    def cancel(self) -> None:
        pass


def run_event(
    argv: list[str],
    stdin: Any = None,
    stdout: Any = None,
    *,
    watchdog: bool = True,
    started: float | None = None,
) -> tuple[int, Moment | None]:
    """``run``, also saying which moment it handled (None when it ignored the call).
    ``watchdog=False`` is for the warm hook server (``hookd``), whose client keeps the budget:
    the watchdog ends its whole process. ``started`` (``time.monotonic()``) is when the hook
    process began: a client that first waited for the warm server spends the rest of the same
    budget, so a gated call is still answered (from the snapshot, at worst) inside the client's
    own hook timeout."""
    started = time.monotonic() if started is None else started
    what = "hook " + " ".join(a[:40] for a in argv[:3])
    first = max(BUDGETS.values()) - (time.monotonic() - started)
    timer: Any = _watchdog(first, what) if watchdog else _NoTimer()
    moment: Moment | None = None
    try:
        if len(argv) < 2:
            log(f"{what}: usage is `cairn hook <client> <event>`; ignored")
            return 0, None
        client, event = argv[0], argv[1]
        mod = adapter(client)
        if mod is None:
            log(f"{what}: unknown client {client!r}; ignored")
            return 0, None
        payload = read_payload(sys.stdin if stdin is None else stdin)
        ev: HookEvent | None
        if payload is TOO_LARGE or payload is TOO_DEEP:
            # a tool call that cannot be read cannot be checked against the gates: it is decided
            # as a call whose tool and input are unknown (any gate blocks it, saying why)
            why = UNREAD_WHY[id(payload)]
            if mod.events.get(event) is not Moment.TOOL:
                log(f"{what}: {why}; ignored")
                return 0, None
            from cairn.policy.gates import Unread

            unread = Unread(why)
            ev = HookEvent(
                mod.client, event, Moment.TOOL, cwd=os.getcwd(), tool_name="?", tool_input=unread
            )
        elif payload is None:
            log(f"{what}: no JSON object on stdin; ignored")
            return 0, None
        else:
            ev = mod.parse(event, payload)
        if ev is None:
            log(f"{what}: event {event!r} is not one cairn handles for {client}; ignored")
            return 0, None
        moment = ev.moment
        stream = sys.stdout if stdout is None else stdout
        what = f"hook {ev.client} {ev.event}"  # names cairn knows, not the raw arguments
        timer.cancel()

        def answer(reply: HookReply, ev: HookEvent = ev) -> None:
            out = fit(reply, mod.render, ev, mod.output_limit)
            stream.write(json.dumps(out, ensure_ascii=False) + "\n")
            stream.flush()

        remote = None
        if not ev.moment.hands_off:
            try:
                remote = _remote(ev)
            except Exception as exc:  # the local path decides (and fails open) instead
                log(f"{what}: remote settings unreadable ({type(exc).__name__}: {exc})")
        last_word = None
        if ev.moment is Moment.TOOL:
            if remote is not None:
                from cairn.server.hooks import snapshot_reply as remote_snapshot

                last_word = lambda: answer(  # noqa: E731
                    remote_snapshot(ev, remote, "over the time budget", log=log)
                )
            else:
                last_word = lambda: answer(snapshot_reply(ev, "over the time budget"))  # noqa: E731
        if watchdog:
            timer = _watchdog(BUDGETS[ev.moment] - (time.monotonic() - started), what, last_word)
        reply = decide(ev, remote)
        answer(reply)
        ms = (time.monotonic() - started) * 1000
        outcome = f"{len(reply.context)} chars injected"
        if ev.moment is Moment.TOOL:
            outcome = "denied by a gate" if reply.denies else "allowed"
            if reply.context:
                outcome += f", {len(reply.context)} chars injected"
        log(f"{what}: {outcome} in {ms:.0f} ms{'' if watchdog else ' (warm)'}", plain=True)
        return 0, moment
    except _FailOpen as exc:
        log(f"{what}: {exc}; exit 0 with no output")
        return 0, moment
    except BaseException as exc:  # fail open whatever it was (SystemExit and usage errors too)
        log(f"{what}: {type(exc).__name__}: {exc}; exit 0 with no output")
        return 0, moment
    finally:
        timer.cancel()


def main(argv: list[str] | None = None) -> None:
    """Process entry for the fast path: exit with run()'s code, whatever happens."""
    code = 0
    try:
        code = run(sys.argv[2:] if argv is None else argv)
        sys.stdout.flush()
    except BaseException:
        code = 0
    os._exit(code)


def _check_anchors(svc: Any, ev: HookEvent) -> str:
    """The incremental code-anchor check (``integrations.anchored``); fails open."""
    try:
        from cairn.integrations import anchored

        return anchored.session_start(svc, ev.cwd)
    except Exception as exc:
        log(f"{ev.client} {ev.event}: anchor check skipped: {type(exc).__name__}: {exc}")
        return ""


def _before_tool(svc: Any, ev: HookEvent) -> str:
    """What is anchored to the file a tool call touches (``integrations.anchored``); fails
    open."""
    try:
        from cairn.integrations import anchored

        mod = adapter(ev.client)
        return anchored.before_tool(
            svc,
            ev.tool_name,
            ev.tool_input,
            cwd=ev.cwd,
            session=ev.session,
            context=bool(mod and mod.tool_context),
        )
    except Exception as exc:
        log(f"{ev.client} {ev.event}: anchor context skipped: {type(exc).__name__}: {exc}")
        return ""


def _warm_embedder(svc: Any) -> None:
    """With vectors in the store, start the warm query embedder now so the session's first
    prompt is answered with them (nothing is imported or started without vectors)."""
    from cairn.search import vecstate

    if vecstate.mode() == "lexical" or not vecstate.has_vectors(svc.store):
        return
    from cairn.search import vector

    vector.warm(svc.store)
