"""`cairn mcp` driven by the MCP Inspector CLI (a real MCP client) over stdio."""

from __future__ import annotations

import json
from typing import Any

from cairn.integrations import MCP_TOOLS
from cairn.model import Status
from tests.realclients.harness import PERSON, VENV_BIN, Machine, client, marker, waiting


def inspect(m: Machine, *args: str) -> dict[str, Any]:
    proc = m.run(
        [
            str(client("mcp-inspector")),
            "--cli",
            "-e",
            f"CAIRN_HOME={m.cairn_home}",
            str(VENV_BIN / "cairn"),
            "mcp",
            *args,
        ]
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    out: dict[str, Any] = json.loads(proc.stdout)
    return out


def call(m: Machine, tool: str, **args: str) -> str:
    argv = ["--method", "tools/call", "--tool-name", tool]
    for k, v in args.items():
        argv += ["--tool-arg", f"{k}={v}"]
    result = inspect(m, *argv)
    text = "\n".join(c.get("text", "") for c in result["content"])
    assert not result.get("isError"), text
    assert "structuredContent" not in result  # the model gets plain text
    return text


def test_tools_list_shows_exactly_the_contract_tools(machine: Machine) -> None:
    names = [t["name"] for t in inspect(machine, "--method", "tools/list")["tools"]]
    assert sorted(names) == sorted(MCP_TOOLS)
    assert not [n for n in names if any(v in n for v in ("approve", "reject", "delete"))]


def test_memory_search_returns_a_stored_memory_and_not_a_waiting_one(machine: Machine) -> None:
    stored = machine.remember(f"Releases are cut from the trunk branch {marker('stored')}")
    pending = machine.proposal(f"Releases are cut from the trunk branch {marker('pending')}")
    found = call(machine, "memory_search", query="releases trunk branch")
    assert stored.text in found
    assert pending.text not in found


def test_an_mcp_proposal_waits_in_review_until_a_person_approves_it(machine: Machine) -> None:
    text = f"The integration suite needs a local redis {marker('proposal')}"
    reply = call(machine, "memory_propose", text=text, kind="pitfall")
    assert "waits for a person's review" in reply
    (landed,) = machine.find(text)
    assert waiting(landed)

    assert text not in call(machine, "memory_search", query="integration suite redis")
    queue = machine.cairn("review", "--list")
    assert landed.id[-8:].lower() in queue.stdout

    svc = machine.service()
    try:
        assert svc.approve(landed.id, PERSON).status is Status.ACTIVE
    finally:
        svc.close()
    assert text in call(machine, "memory_search", query="integration suite redis")
