"""Serving the review UI: bind 127.0.0.1 (a free port, or the one asked for), print the URL with
this launch's token, open the browser, and run until Ctrl-C.

The socket is bound and listening before the URL is printed, so the address is never a guess.
The browser is handed a private file (mode 0600, in a fresh temporary folder) that redirects to
the URL, not the URL itself: a browser's command line is readable by every user of the machine
through ``/proc``, a file only by its owner (Jupyter does the same). uvicorn runs with its access
log off (a URL can carry the token) and serves on this thread, which is the one that opened the
store.

It never binds another address than the loopback one.
"""

from __future__ import annotations

import os
import socket
import tempfile
import threading
import time
import webbrowser
from collections.abc import Callable
from contextlib import suppress
from html import escape
from pathlib import Path
from typing import Any

from cairn.model import Actor, Scope
from cairn.timeutil import Clock, now
from cairn.web.guard import Secrets
from cairn.web.session import UiSession

HOST = "127.0.0.1"


def bind(port: int) -> socket.socket:
    """A listening TCP socket on the loopback address (``port`` 0: a free one)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((HOST, port))
        sock.listen(128)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(False)
    return sock


def _launcher(url: str) -> Path:
    """A file only its owner can read that sends the browser on to ``url``."""
    folder = Path(tempfile.mkdtemp(prefix="cairn-ui-"))
    path = folder / "open.html"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(
            '<!doctype html><meta charset="utf-8">'
            f'<meta http-equiv="refresh" content="0;url={escape(url)}">'
            f'<p><a href="{escape(url)}">Open the cairn review page</a></p>'
        )
    return path


def open_browser(url: str) -> Path | None:
    """Open ``url`` through a private launcher file; None when no browser could be started."""
    launcher = _launcher(url)
    try:
        if webbrowser.open(launcher.as_uri(), new=2):
            return launcher
    except webbrowser.Error:
        pass
    _remove(launcher)
    return None


def _remove(launcher: Path) -> None:
    with suppress(OSError):
        launcher.unlink()
        launcher.parent.rmdir()


def serve(
    ui: UiSession,
    *,
    port: int = 0,
    browser: bool = True,
    say: Callable[[str], None] = print,
) -> None:
    """Serve until interrupted. ``say`` prints the lines a person reads."""
    import uvicorn

    from cairn.web.app import build

    sock = bind(port)
    secrets_ = Secrets.new(sock.getsockname()[1])
    app = build(ui, secrets_)
    config = uvicorn.Config(
        app,
        log_level="warning",
        access_log=False,
        server_header=False,
        date_header=False,
        lifespan="off",
        timeout_graceful_shutdown=2,
    )
    server = uvicorn.Server(config)
    url = secrets_.url("/queue")
    say("cairn ui: reviewing as " + ui.actor.id + f" (every project in {ui.store.path})")
    say(f"    {url}")
    say("Open that address in your browser (it carries this launch's secret token).")
    say("Press Ctrl-C to stop.")
    launcher: Path | None = None
    if browser:
        opened: list[Path | None] = []
        t = threading.Thread(target=lambda: opened.append(open_browser(url)), daemon=True)
        t.start()
        t.join(10)
        launcher = opened[0] if opened else None
        if launcher is None:
            say("(no browser could be started here: open the address yourself)")
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:
        pass  # uvicorn shut down cleanly and passes the Ctrl-C on: stopping is the normal end
    finally:
        sock.close()
        if launcher is not None:
            _remove(launcher)
        say("cairn ui: stopped")


class Background:
    """The review UI served from a thread of this process, for a benchmark or the screenshot
    script (never for a person: `cairn ui` serves from its main thread after the person check).
    The store is opened on the server's thread, which is the only one that uses it."""

    def __init__(
        self,
        store_path: Path,
        scope: Scope,
        actor: Actor,
        *,
        clock: Clock = now,
        home_dir: str | None = None,
    ) -> None:
        self.store_path = store_path
        self.scope = scope
        self.actor = actor
        self.clock = clock
        self.home_dir = home_dir
        self.sock = bind(0)
        self.secrets = Secrets.new(self.sock.getsockname()[1])
        self._server: Any = None
        self._thread: threading.Thread | None = None
        self._failed: list[BaseException] = []

    def url(self, path: str = "/queue") -> str:
        return self.secrets.url(path)

    def _run(self, ready: threading.Event) -> None:
        import uvicorn

        from cairn.store.sqlite import SQLiteStore
        from cairn.web.app import build

        store = SQLiteStore(self.store_path)
        try:
            ui = UiSession(store, self.scope, self.actor, clock=self.clock, home_dir=self.home_dir)
            config = uvicorn.Config(
                build(ui, self.secrets), log_level="warning", access_log=False, lifespan="off"
            )
            self._server = uvicorn.Server(config)
            ready.set()
            self._server.run(sockets=[self.sock])
        except BaseException as exc:
            self._failed.append(exc)
            ready.set()
        finally:
            store.close()

    def __enter__(self) -> Background:
        ready = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(ready,), daemon=True)
        self._thread.start()
        ready.wait(30)
        deadline = time.monotonic() + 30
        while not self._failed and not getattr(self._server, "started", False):
            if time.monotonic() > deadline:
                raise RuntimeError("the review UI did not start within 30 s")
            time.sleep(0.01)
        if self._failed:
            raise self._failed[0]
        return self

    def __exit__(self, *exc: object) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(30)
        self.sock.close()
