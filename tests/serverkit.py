"""A real `cairn serve` in a subprocess, on a real PostgreSQL database, for the server tests:
tokens made through the database owner (as `cairn token create` does), requests over HTTP."""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import urllib.error
import urllib.request
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from cairn.model import Actor, ActorKind
from tests.conftest import CAIRN, clean_env

_names = itertools.count(1)
NOW = "2026-01-01T00:00:00.000000Z"


class Served:
    def __init__(self, url: str | None, home: Path, log: Path) -> None:
        self.db_url = url or ""
        self.home = home
        self.log_path = log
        self._log = log.open("w")
        self.proc = subprocess.Popen(
            [CAIRN, "serve", *(["--db", url] if url else []), "--port", "0"],
            stdout=subprocess.PIPE,
            stderr=self._log,
            stdin=subprocess.DEVNULL,
            text=True,
            env=clean_env(CAIRN_HOME=str(home)),
        )
        assert self.proc.stdout is not None
        self.first_line = self.proc.stdout.readline().strip()
        assert self.first_line.startswith("listening on http://127.0.0.1:"), self.first_line
        self.base = self.first_line.split()[-1]

    @classmethod
    def embedded(cls, home: Path, log: Path) -> Served:
        """`cairn serve` with no --db: PostgreSQL embedded under ``home``."""
        return cls(None, home, log)

    def token(
        self,
        namespace: str,
        scopes: str = "read,propose",
        *,
        agent: str | None = None,
        person: str = "alice",
        expires_at: str | None = None,
        max_records: int | None = None,
        rate: float | None = 1000.0,
    ) -> str:
        from cairn.server.tokens import TokenStore
        from cairn.store.pg_db import PgDatabase

        db = PgDatabase(self.db_url, pool_max=1)
        try:
            kind = ActorKind.AGENT if agent else ActorKind.HUMAN
            _tok, secret = TokenStore(db).create(
                name=f"t{os.getpid()}-{next(_names)}",
                namespace=namespace,
                scopes=frozenset(scopes.split(",")),
                actor=Actor(kind, agent or person),
                created_by="tests",
                now=NOW,
                expires_at=expires_at,
                max_records=max_records,
                rate=rate,
            )
        finally:
            db.close()
        return secret

    def req(
        self,
        method: str,
        path: str,
        body: Any = None,
        *,
        token: str | None = None,
        raw: bytes | None = None,
        headers: dict[str, str] | None = None,
        timeout: float = 30.0,
    ) -> tuple[int, dict[str, Any], dict[str, str]]:
        data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
        h = {"Content-Type": "application/json", **(headers or {})}
        if token is not None:
            h["Authorization"] = f"Bearer {token}"
        r = urllib.request.Request(self.base + path, method=method, data=data, headers=h)
        try:
            with urllib.request.urlopen(r, timeout=timeout) as resp:
                heads = {k.lower(): v for k, v in resp.headers.items()}
                return resp.status, json.loads(resp.read() or b"{}"), heads
        except urllib.error.HTTPError as e:
            text = e.read()
            try:
                payload = json.loads(text or b"{}")
            except ValueError:
                payload = {"raw": text.decode(errors="replace")}
            return e.code, payload, {k.lower(): v for k, v in e.headers.items()}

    def log_lines(self) -> list[str]:
        if not self._log.closed:
            self._log.flush()
        return self.log_path.read_text().splitlines()

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 30.0) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc.stdout is not None:
            self.proc.stdout.close()
        self._log.close()
        return int(self.proc.returncode)


@asynccontextmanager
async def mcp_client(base: str, token: str | None) -> AsyncIterator[Any]:
    """The SDK's own MCP client on ``/mcp`` with the token."""
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with (
        create_mcp_http_client(headers=headers) as http,
        Client(streamable_http_client(base + "/mcp", http_client=http)) as client,
    ):
        yield client
