"""The real `cairn ui` for tests: started through a pseudo-terminal (a person's path) on a free
port of 127.0.0.1, with plain HTTP requests from the standard library (each test its own server,
so tests can run in parallel)."""

from __future__ import annotations

import http.client
import json
import re
import signal
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

import pexpect

from tests.conftest import CAIRN, Cli

URL = re.compile(r"http://127\.0\.0\.1:(\d+)/queue\?token=([A-Za-z0-9_\-]+)")
CSRF = re.compile(r'<meta name="csrf-token" content="([^"]+)">')


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: str

    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class UiServer:
    cli: Cli
    env: dict[str, str] | None = None
    child: pexpect.spawn | None = None
    port: int = 0
    token: str = ""
    output: list[str] = field(default_factory=list)
    _csrf: str | None = None

    def __enter__(self) -> UiServer:
        self.child = pexpect.spawn(
            CAIRN,
            ["ui", "--no-browser", "--port", "0"],
            cwd=str(self.cli.project),
            env=self.env or self.cli.env(),
            encoding="utf-8",
            timeout=60,
        )
        self.child.expect(URL)
        self.output.append(self.child.before + self.child.after)
        self.port, self.token = int(self.child.match.group(1)), self.child.match.group(2)
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def stop(self) -> str:
        child = self.child
        if child is None:
            return "".join(self.output)
        self.child = None
        if child.isalive():
            child.kill(signal.SIGINT)
            try:
                child.expect(pexpect.EOF, timeout=20)
            except pexpect.TIMEOUT:
                child.terminate(force=True)
        self.output.append(child.before or "")
        child.close()
        return "".join(self.output)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str = "/queue") -> str:
        return f"{self.base}{path}?token={self.token}"

    def request(
        self,
        method: str,
        path: str,
        *,
        token: str | None = "header",
        form: dict[str, Any] | list[tuple[str, str]] | None = None,
        headers: dict[str, str] | None = None,
        body: bytes | None = None,
    ) -> Reply:
        """One request; ``token`` is "header" (the launch token as an Authorization header),
        None (no token at all), or any other string sent as the token."""
        h = {"Host": f"127.0.0.1:{self.port}"}
        if token == "header":
            h["Authorization"] = f"token {self.token}"
        elif token is not None:
            h["Authorization"] = f"token {token}"
        if form is not None:
            body = urlencode(form, doseq=True).encode()
            h["Content-Type"] = "application/x-www-form-urlencoded"
        h.update(headers or {})
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            conn.request(method, path, body=body, headers=h)
            resp = conn.getresponse()
            data = resp.read().decode("utf-8", "replace")
            return Reply(resp.status, {k.lower(): v for k, v in resp.getheaders()}, data)
        finally:
            conn.close()

    def get(self, path: str, **kw: Any) -> Reply:
        return self.request("GET", path, **kw)

    def csrf(self) -> str:
        if self._csrf is None:
            page = self.get("/queue")
            found = CSRF.search(page.body)
            assert page.status == 200 and found, page
            self._csrf = found.group(1)
        return self._csrf

    def post(self, path: str, form: dict[str, Any], *, json_reply: bool = True, **kw: Any) -> Reply:
        headers = {"Accept": "application/json"} if json_reply else {}
        headers.update(kw.pop("headers", {}))
        return self.request("POST", path, form=form, headers=headers, **kw)
