"""The warm hook server: `cairn hook` answered by a process that already has cairn imported.

Why: a client runs `cairn hook` for every prompt and every tool call, as a new process. Measured
at 100k memories, the query itself takes a few milliseconds, but a new Python process importing
what the answer needs (the model's dataclasses, enum, typing, re, json, pathlib, sqlite3,
tomllib, the service, ranking and packing) costs several times a bare interpreter's start, far
over the 4x target (docs/bench/retrieval.md has the numbers). So, as the query embedder does
(DESIGN 6), the answer comes from a warm process when one is running:

- ``main`` (what `cairn hook` runs, dispatched before anything else is imported) reads the
  payload, and when this user's server answers at ``CAIRN_HOME/hookd.sock`` (``localipc``: a
  0600 Unix socket, or loopback TCP with a token), hands it the call: argv, payload, working
  directory and the environment, and prints its reply. Otherwise it runs the hook itself
  (``runner``) and, for a per-prompt, tool or session-start hook on an existing store, starts
  the server detached for the next call.
- ``serve`` reads each connection on its own thread (a silent client holds up only itself) and
  answers one call at a time, exactly as ``runner`` would in the calling process (the same
  code, the caller's environment and working directory swapped in for the call); a call that
  finds another being answered (a write waiting for the store's lock) is told at once to run
  itself. It answers only for the prompt and tool moments; anything else, a different
  interpreter, another CAIRN_HOME or cairn's code changed on disk since it started is answered
  "not handled" and the client runs the hook itself. It opens the store afresh for every call (writes by others are seen), and
  exits after ``IDLE_SECONDS`` without a call or when its folder is gone.

Failure never blocks the agent: a server that does not answer within ``REPLY_SECONDS`` or
answers garbage means the hook runs in-process, inside the same budget.

This module's top level imports only the standard library: it is the start-up of every hook.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing on every hook's start
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

ENDPOINT = "hookd.sock"
PROTOCOL = b"CAIRN-HOOK 1"
CLI_PROTOCOL = b"CAIRN-CLI 1"
# CLI commands an agent's shell runs (no terminal) that the server answers: the agent's writes.
# A person's verbs need a terminal, and a terminal is never relayed.
CLI_COMMANDS = ("propose", "add", "flag")
IDLE_SECONDS = 300.0
POLL_SECONDS = 2.0  # how often an idle server looks whether its folder is still there
REPLY_SECONDS = 3.0
CLI_REPLY_SECONDS = 30.0  # a write may wait for the store's write lock
MAX_STDIN = 8 * 1024 * 1024
READ_SECONDS = 2.0  # a request is whole within this, or the connection is dropped
BUSY_SECONDS = 0.25  # how long a call waits for another call's answer before "not handled"
MAX_CONNECTIONS = 32  # connections read at once; more are closed (their clients run cold)
MAX_FIELD = 16 * 1024 * 1024
WARM_EVENTS = ("prompt", "tool")  # Moment values the server answers
START_EVENTS = ("prompt", "tool", "session_start")  # Moment values after which it is started


def home() -> str:
    """``namespace.data_home()`` as text, without importing it (a test checks they agree)."""
    env = os.environ.get("CAIRN_HOME")
    if env:
        return os.path.expanduser(env)
    from platformdirs import user_data_dir

    return user_data_dir("cairn", appauthor=False)


class _Payload:
    """What ``runner.read_payload`` reads: the payload the client already took from stdin."""

    def __init__(self, text: str, *, too_large: bool = False) -> None:
        self.text = text
        self.too_large = too_large  # more than MAX_STDIN bytes came: not read whole

    def isatty(self) -> bool:
        return False

    def read(self, *_args: Any) -> str:
        return self.text


# -- the wire: netstrings (``<length>:<bytes>,``), no JSON on the client's start-up ---------------


def pack(fields: list[bytes]) -> bytes:
    return b"".join(str(len(f)).encode() + b":" + f + b"," for f in fields)


def unpack(data: bytes) -> list[bytes]:
    """The fields of ``pack(fields)``; ValueError on anything else."""
    out, i = [], 0
    while i < len(data):
        colon = data.index(b":", i, i + 12)
        n = int(data[i:colon])
        if n < 0 or n > MAX_FIELD:
            raise ValueError("field too long")
        end = colon + 1 + n
        if data[end : end + 1] != b",":
            raise ValueError("bad field")
        out.append(data[colon + 1 : end])
        i = end + 1
    return out


def identity() -> bytes:
    """Which cairn this is: the environment (``sys.prefix``; ``python`` and ``python3`` of one
    virtualenv are the same) and the folder its code is loaded from. A server answers only a
    client that would run the very same code."""
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return f"{sys.prefix}|{here}".encode("utf-8", "surrogateescape")


def request(argv: list[str], payload: str, protocol: bytes = PROTOCOL) -> bytes:
    env = [f"{k}={v}".encode("utf-8", "surrogateescape") for k, v in os.environ.items()]
    args = [a.encode("utf-8", "surrogateescape") for a in argv]
    head = [protocol, identity(), os.getcwd().encode("utf-8", "surrogateescape")]
    counts = [str(len(args)).encode(), *args, str(len(env)).encode(), *env]
    return pack([*head, *counts, payload.encode("utf-8", "surrogateescape")])


# -- the client: every `cairn hook` ------------------------------------------------------------


def main(argv: list[str]) -> None:
    """Process entry of `cairn hook CLIENT EVENT`: exits 0, or a gate's block, whatever happens."""
    code = 0
    try:
        code = relay(argv)
        sys.stdout.flush()
    except BaseException:
        code = 0
    os._exit(code)


def relay(argv: list[str]) -> int:
    import time  # built into the interpreter: no import cost

    started = time.monotonic()  # the budget counts from here, the wait for the server included
    payload, too_large = _read_stdin()
    where = home()
    endpoint = os.path.join(where, ENDPOINT)
    if payload is not None and not too_large and os.path.exists(endpoint):
        answered = ask(endpoint, argv, payload)
        if answered is not None:
            text, code = answered
            if text:
                sys.stdout.buffer.write(text)
            return code
    from pathlib import Path

    from cairn.integrations import runner

    stdin = _Payload(payload, too_large=too_large) if payload is not None else None
    code, moment = runner.run_event(argv, stdin=stdin, started=started)
    store_exists = os.path.isfile(os.path.join(where, "cairn.db"))
    if moment is not None and moment.value in START_EVENTS and store_exists:
        start(Path(where))
    return code


def _read_stdin() -> tuple[str | None, bool]:
    """The payload on stdin (None: a terminal or unreadable), and whether it was over
    ``MAX_STDIN`` bytes (then not read whole, and its text is "")."""
    try:
        if sys.stdin is None or sys.stdin.isatty():
            return None, False
        raw = sys.stdin.buffer.read(MAX_STDIN + 1)  # one byte more: was it read whole?
        if len(raw) > MAX_STDIN:
            return "", True
        return raw.decode("utf-8", errors="replace"), False
    except (OSError, ValueError):
        return None, False


def _connect(endpoint: str, timeout: float) -> Any:
    """A connected socket to the server (``_socket``: ``socket``'s own imports cost more than
    the call). The TCP fallback's endpoint file is read with ``localipc``."""
    import _socket
    import stat

    st = os.stat(endpoint)
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        raise OSError("the endpoint belongs to another user")  # never ask another user's server
    if stat.S_ISSOCK(st.st_mode) and hasattr(_socket, "AF_UNIX"):
        sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        sock.settimeout(timeout)
        try:
            sock.connect(endpoint)
        except OSError:
            sock.close()
            raise
        return sock
    from pathlib import Path

    from cairn import localipc

    return localipc.connect(Path(endpoint), timeout)


def ask(endpoint: str, argv: list[str], payload: str) -> tuple[bytes, int] | None:
    """The server's (stdout, exit code) for this call, or None: run it yourself."""
    try:
        sock = _connect(endpoint, REPLY_SECONDS)
        try:
            sock.sendall(request(argv, payload))
            sock.shutdown(1)  # SHUT_WR: the request is complete
            chunks: list[bytes] = []
            size = 0
            while size <= MAX_FIELD:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
        finally:
            sock.close()
        fields = unpack(b"".join(chunks))
    except (OSError, ValueError):
        return None
    if len(fields) != 3 or fields[0] != b"handled":
        return None
    return fields[2], int(fields[1])


def relay_cli(args: list[str]) -> None:
    """`cairn propose|add|flag ...` with no terminal: answered by the warm server when one runs
    (exits here with its output), else returns to run cold, starting the server for the next
    call when there is a store. Stdin is read only when the text is `-` (an agent's shell may
    hold stdin open and never close it)."""
    if not args or args[0] not in CLI_COMMANDS or _stdin_is_tty() or _output_to_a_file():
        return
    where = home()
    endpoint = os.path.join(where, ENDPOINT)
    if not os.path.exists(endpoint):
        if os.path.isfile(os.path.join(where, "cairn.db")):
            from pathlib import Path

            start(Path(where))
        return
    text = ""
    if "-" in args[1:]:
        text = sys.stdin.read()
    try:
        sock = _connect(endpoint, CLI_REPLY_SECONDS)
        try:
            sock.sendall(request(args, text, CLI_PROTOCOL))
            sock.shutdown(1)
            fields = unpack(_read_all(sock))
        finally:
            sock.close()
    except (OSError, ValueError):
        fields = []
    if len(fields) != 4 or fields[0] != b"handled":
        if "-" in args[1:]:  # stdin is spent: hand the text to the cold run
            import io

            sys.stdin = io.StringIO(text)
        return
    sys.stdout.buffer.write(fields[2])
    sys.stderr.buffer.write(fields[3])
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(int(fields[1]))


def _output_to_a_file() -> bool:
    """Whether stdout or stderr is a regular file: the cold run redacts what it writes there
    (``redact.guard_file_streams``), so such a call is not relayed."""
    import stat

    for fd in (1, 2):
        try:
            if stat.S_ISREG(os.fstat(fd).st_mode):
                return True
        except OSError:
            continue
    return False


def _stdin_is_tty() -> bool:
    try:
        return sys.stdin is None or sys.stdin.isatty()
    except (OSError, ValueError):
        return True


def start(where: Path) -> None:
    """Start the server for ``where`` detached (never waits; a failure only means cold hooks)."""
    from cairn import detached, localipc

    try:
        if localipc.alive(where / ENDPOINT):
            return
        detached.spawn(
            [sys.executable, "-m", "cairn.integrations.hookd", str(where)],
            log=where / "logs" / "hookd.log",
        )
    except OSError:
        return


def stop(where: Path) -> bool:
    """Ask the server for ``where`` to exit (True if one was running)."""
    from cairn import localipc

    try:
        with localipc.connect(where / ENDPOINT, 1.0) as sock:
            sock.sendall(pack([b"stop"]))
            sock.shutdown(1)
            sock.recv(16)
        return True
    except OSError:
        return False


# -- the server ----------------------------------------------------------------------------------


def fingerprint() -> tuple[int, int]:
    """(newest mtime, file count) of cairn's own source: a changed install ends the server."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    newest, count = 0, 0
    stack = [root]
    while stack:
        for entry in os.scandir(stack.pop()):
            if entry.is_dir() and entry.name != "__pycache__":
                stack.append(Path(entry.path))
            elif entry.name.endswith(".py"):
                newest = max(newest, entry.stat().st_mtime_ns)
                count += 1
    return newest, count


def serve(where: Path, *, idle: float = IDLE_SECONDS) -> None:
    """Answer hook calls for the store in ``where`` until idle for ``idle`` seconds.

    Each connection is read on its own thread, with a deadline (``READ_SECONDS``): a client
    that connects and stays silent, or trickles its request, holds up only itself. The calls
    are answered one at a time (an answer swaps the caller's environment and working directory
    into this process); a call that finds another being answered for ``BUSY_SECONDS`` (a CLI
    write waiting for the store's write lock) is told "not handled" at once and its client runs
    it in-process, inside its own budget, instead of waiting."""
    import contextlib
    import threading
    import time
    from pathlib import Path

    # what an answer needs, imported now so that no call pays for it
    import cairn.context.inject
    import cairn.service
    import cairn.store.sqlite  # noqa: F401
    from cairn import localipc
    from cairn.integrations import runner

    # absolute: an answer changes the working directory while this thread keeps watching
    where = Path(os.path.abspath(where))
    endpoint = where / ENDPOINT
    if localipc.alive(endpoint):
        return
    started = fingerprint()
    answering = threading.Lock()  # one answer at a time: the environment is the process's
    slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
    done = threading.Event()
    last = [time.monotonic()]

    def answer(conn: Any, server: Any) -> None:
        try:
            with conn:
                if not server.admit(conn):
                    return
                try:
                    fields = unpack(_read_all(conn, time.monotonic() + READ_SECONDS))
                except (OSError, ValueError):
                    return
                if fields == [b"stop"]:
                    done.set()
                    return
                if not answering.acquire(timeout=BUSY_SECONDS):
                    reply, leave = NOT_HANDLED, False  # busy: the client runs it itself
                else:
                    try:
                        reply, leave = NOT_HANDLED, False
                        if not done.is_set():
                            reply, leave = handle(fields, where, runner)
                    except Exception as exc:  # a bug: the client runs the call itself
                        runner.log(f"hookd: {type(exc).__name__} answering a call")
                    finally:
                        answering.release()
                        last[0] = time.monotonic()
                conn.settimeout(READ_SECONDS)
                with contextlib.suppress(OSError):  # the client gave up: it runs itself
                    conn.sendall(reply)
                if leave:
                    done.set()
        finally:
            slots.release()

    with localipc.listen(endpoint) as server:
        while not done.is_set():
            conn = server.accept(min(POLL_SECONDS, idle), admit=False)
            if not where.is_dir():  # its folder is gone (a deleted temporary store)
                if conn is not None:
                    conn.close()
                break
            if conn is None:
                if time.monotonic() - last[0] >= idle and not answering.locked():
                    break
                continue
            last[0] = time.monotonic()
            if fingerprint() != started:
                conn.close()
                break  # cairn changed on disk (an upgrade): the client starts a fresh one
            if not slots.acquire(blocking=False):
                conn.close()  # too many at once: each of those clients runs its hook itself
                continue
            threading.Thread(target=answer, args=(conn, server), daemon=True).start()
        done.set()
    # an answer under way (a write) finishes before the process may end
    if answering.acquire(timeout=CLI_REPLY_SECONDS):
        answering.release()


def _read_all(conn: Any, deadline: float | None = None) -> bytes:
    """Everything the peer sends until it shuts its side; with a ``deadline``
    (``time.monotonic()``), TimeoutError once it passes, however the bytes trickle in."""
    import time

    chunks: list[bytes] = []
    size = 0
    while True:
        if deadline is not None:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("the request did not arrive in time")
            conn.settimeout(left)
        chunk = conn.recv(65536)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        size += len(chunk)
        if size > MAX_STDIN * 4:
            raise ValueError("request too large")


NOT_HANDLED = pack([b"not handled"])


def _run_cli(args: list[str], stdin_text: str) -> tuple[int, bytes, bytes]:
    """``cairn ARGS`` run here as its own process would run it with no terminal: the same entry
    point (``cli.run``: error mapping, exit codes), stdin a non-terminal stream."""
    import contextlib
    import io

    from cairn import cli

    out, err = io.StringIO(), io.StringIO()
    saved_argv, saved_stdin = sys.argv, sys.stdin
    sys.argv, sys.stdin = ["cairn", *args], io.StringIO(stdin_text)
    code = 0
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                cli.run()
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
            except Exception as exc:  # a bug: say so, as an uncaught error would
                print(f"error: {type(exc).__name__}: {exc}", file=sys.stderr)
                code = 1
    finally:
        sys.argv, sys.stdin = saved_argv, saved_stdin
    return code, out.getvalue().encode("utf-8"), err.getvalue().encode("utf-8")


def handle(fields: list[bytes], where: Path, runner: Any) -> tuple[bytes, bool]:
    """One call, answered as ``runner`` answers it in the caller's process: (reply, whether
    the server should exit after it)."""
    import io
    import json

    from cairn.integrations.shapes import shape

    try:
        proto, exe, cwd_b = fields[:3]
        nargs = int(fields[3])
        args = fields[4 : 4 + nargs]
        nenv = int(fields[4 + nargs])
        env_f = fields[5 + nargs : 5 + nargs + nenv]
        (payload_b,) = fields[5 + nargs + nenv :]
    except (ValueError, IndexError):
        return NOT_HANDLED, False
    if proto not in (PROTOCOL, CLI_PROTOCOL) or exe != identity() or not args:
        return NOT_HANDLED, False
    if proto == PROTOCOL and len(args) < 2:
        return NOT_HANDLED, False
    argv = [a.decode("utf-8", "surrogateescape") for a in args]
    cwd = cwd_b.decode("utf-8", "surrogateescape")
    env = dict(e.decode("utf-8", "surrogateescape").partition("=")[::2] for e in env_f)
    payload = payload_b.decode("utf-8", "surrogateescape")
    if not os.path.isdir(cwd):
        return NOT_HANDLED, False
    saved_env, saved_cwd = dict(os.environ), os.getcwd()
    try:
        os.environ.clear()
        os.environ.update(env)
        if os.path.realpath(home()) != os.path.realpath(where):
            return NOT_HANDLED, False
        if proto == CLI_PROTOCOL:
            if argv[0] not in CLI_COMMANDS:
                return NOT_HANDLED, False
            os.chdir(cwd)
            code, cli_out, cli_err = _run_cli(argv, payload)
            runner.log(f"cli {argv[0]}: exit {code} (warm)")
            return pack([b"handled", str(code).encode(), cli_out, cli_err]), False
        adapter = shape(argv[0])
        try:
            data = json.loads(payload)
            ev = adapter.parse(argv[1], data) if adapter and isinstance(data, dict) else None
        except ValueError:
            ev = None
        if ev is None or ev.moment.value not in WARM_EVENTS:
            return NOT_HANDLED, False  # the client runs it (and logs why if it is ignored)
        os.chdir(cwd)
        out = io.StringIO()
        code, _moment = runner.run_event(argv, _Payload(payload), out, watchdog=False)
        return pack([b"handled", str(code).encode(), out.getvalue().encode("utf-8")]), False
    finally:
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)


if __name__ == "__main__":  # pragma: no cover - the detached server's entry point
    from pathlib import Path

    serve(Path(sys.argv[1]))
