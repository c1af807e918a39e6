"""Secrets never reach the disk, through the doors the first rounds did not try.

- A key of a table a person fills (``cairn policy set --trust KIND=WEIGHT``): the redaction
  walked every string value of an event but not the keys of its mappings, so a token pasted
  as the KIND was stored in the clear, in the event and in the policy table.
- A server URL with ``user:password@`` (``cairn remote add``, ``CAIRN_REMOTE_URL``): cairn never
  uses that part (the token is the credential), but it stored it in ``remotes.json`` and printed
  it in every message naming the server. It is now refused, the message showing ``***@``.
- The team server's request log (``cairn serve`` writes one JSON line per request): the path
  holds what the caller sent (a memory id, a ref) and was written as sent.

Each attack beside a control that must still go through.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from cairn.policy.redact import redact_value
from cairn.server.app import JsonLines
from tests.conftest import Cli

TOKEN = "npm_" + "q7Wm2Lp9Xr4Tz8Kc1Vb6Nh3Jd5Fg0Sa2Ye7U"  # an npm token's shape
PASSWORD = "pw-" + "Hx8q2Lr7Vt4Zc9"
GITHUB = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"


def _files_holding(root: Path, needle: str) -> list[str]:
    return [
        str(p.relative_to(root))
        for p in root.rglob("*")
        if p.is_file() and needle.lower().encode() in p.read_bytes().lower()
    ]


def test_a_secret_pasted_as_a_policy_key_is_not_stored(cli: Cli) -> None:
    code, out = cli.tty("policy", "set", "--trust", f"{TOKEN}=0.5", "--trust", "miner=0.25")
    assert code == 0, out
    assert "1 secret redacted" in out
    shown = cli.run("policy", "show")
    assert shown.returncode == 0, shown.stderr
    assert "miner" in shown.stdout and "0.25" in shown.stdout  # control: a kind is kept
    assert TOKEN not in shown.stdout
    assert _files_holding(cli.home, TOKEN) == []
    assert _files_holding(cli.home, "miner") != []  # the grep sees what is stored


def test_mapping_keys_are_redacted_and_field_names_left_alone() -> None:
    value = {"trust": {TOKEN: 0.5, "miner": 0.25}, "evidence_count": 2, "valid_from": "x"}
    out, count = redact_value(value)
    assert count == 1
    assert isinstance(out, dict) and set(out) == {"trust", "evidence_count", "valid_from"}
    table = out["trust"]
    assert isinstance(table, dict) and table["miner"] == 0.25 and TOKEN not in json.dumps(out)
    two, n = redact_value({TOKEN: 1, TOKEN[:-1] + "Z": 2})  # two secrets: two keys still
    assert n == 2 and isinstance(two, dict) and len(two) == 2


def test_a_server_url_with_a_password_is_refused_and_never_printed(cli: Cli) -> None:
    url = f"http://bob:{PASSWORD}@127.0.0.1:9/"
    got = cli.run("remote", "add", url, "--token", "t0k")
    assert got.returncode == 64, got.stderr
    assert PASSWORD not in got.stdout + got.stderr and "***@127.0.0.1:9" in got.stderr
    env = cli.env(CAIRN_REMOTE_URL=url, CAIRN_REMOTE_TOKEN="t0k")
    listed = cli.run("list", env=env)
    assert listed.returncode != 0 and PASSWORD not in listed.stdout + listed.stderr
    assert _files_holding(cli.home, PASSWORD) == []
    # control: the same server without the user part passes the check and is tried
    plain = cli.run("remote", "add", "http://127.0.0.1:9/", "--token", "t0k")
    assert plain.returncode != 0 and "cannot be reached" in plain.stderr, plain.stderr


def _line(path: str) -> str:
    record = logging.LogRecord("cairn.serve", logging.INFO, __file__, 1, "request", None, None)
    record.fields = {"method": "GET", "path": path, "status": 404, "token": "laptop"}
    return JsonLines().format(record)


def test_the_servers_request_log_holds_no_secret_sent_in_a_path() -> None:
    line = json.loads(_line(f"/api/memories/{GITHUB}"))
    assert GITHUB not in json.dumps(line) and line["path"].startswith("/api/memories/[REDACTED")
    control = json.loads(_line("/api/memories/01M8VNRB8WN3BBM30TQ3VTWCDH"))
    assert control["path"] == "/api/memories/01M8VNRB8WN3BBM30TQ3VTWCDH"
    assert control["token"] == "laptop" and control["status"] == 404
