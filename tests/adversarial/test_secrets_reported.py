"""A write that redacts says so (issue 14, item 3): "1 secret redacted" on stderr and a
``redactions`` count in the JSON result, from the CLI and from the MCP tools; distinct secrets
are counted once each; a write with no secret says nothing of the kind."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
from mcp import Client

from cairn.mcp_server import build
from cairn.model import Actor, Candidate
from cairn.service import MemoryService
from tests.conftest import NS_A, Cli, pin

GH = "ghp_" + "Rp0rt" * 7 + "x"
AWS = "AKIA" + "REPORTED0000TEST"


def test_a_cli_write_says_how_many_secrets_it_redacted(cli: Cli) -> None:
    proc = cli.run("propose", f"Deploy with {GH}; the key {AWS} is for uploads", "--json")
    assert proc.returncode == 0, proc.stderr
    assert "2 secrets redacted" in proc.stderr
    out = json.loads(proc.stdout)
    assert out["redactions"] == 2
    assert GH not in proc.stdout and AWS not in proc.stdout
    once = cli.run("propose", f"Twice the same {GH} and again {GH}", "--json")
    assert "1 secret redacted" in once.stderr and json.loads(once.stdout)["redactions"] == 1
    # control: a write with no secret says nothing of the kind
    plain = cli.run("propose", "Deploys happen on Tuesdays", "--json")
    assert "redacted" not in plain.stderr and json.loads(plain.stdout)["redactions"] == 0


def test_a_reason_or_note_that_held_a_secret_is_reported_too(cli: Cli) -> None:
    mid = cli.json("propose", "The harbor crane runs at night")["memory"]["id"]
    flagged = cli.run("flag", mid, "--reason", f"it mentions {AWS}")
    assert flagged.returncode == 0, flagged.stderr
    assert "1 secret redacted" in flagged.stderr
    code, out = cli.tty("reject", mid, "--note", f"leaks {GH}")
    assert code == 0 and "1 secret redacted" in out
    code, out = cli.tty("restore", mid, "--note", "fine again")  # control
    assert code == 0 and "redacted" not in out


def test_an_mcp_write_says_how_many_secrets_it_redacted(
    svc: MemoryService, store_path: Path, tmp_path: Path, person: Actor
) -> None:
    project = tmp_path / "project"
    pin(project, NS_A, store_path)  # pinned and adopted by a person
    live = svc.add(Candidate("Tabs, not spaces", NS_A), person).memory

    async def main() -> list[str]:
        async with Client(build(store_path, project)) as client:
            out = []
            for tool, args in (
                ("memory_propose", {"text": f"Use {GH} for the release job"}),
                ("memory_flag", {"id": live.id, "reason": f"mentions {AWS}"}),
                ("memory_propose", {"text": "Releases go out on Fridays"}),
            ):
                result = await client.call_tool(tool, args)
                out.append("".join(getattr(c, "text", "") for c in result.content))
            return out

    proposed, flagged, plain = anyio.run(main)
    assert "(1 secret redacted" in proposed and GH not in proposed
    assert "(1 secret redacted" in flagged
    assert "redacted" not in plain  # control
