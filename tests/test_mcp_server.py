"""The MCP server, driven in-process by the SDK's own client: the contract tool list, reads only
through the agent's views, citations bound to revisions, and writes by others seen live."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client

from cairn.integrations import MCP_TOOLS
from cairn.mcp_server import build
from cairn.model import Actor, Candidate, Review, Status
from cairn.service import MemoryService
from tests.conftest import NS_A, pin


@pytest.fixture
def project(tmp_path: Path, store_path: Path) -> Path:
    root = tmp_path / "project"
    pin(root, NS_A, store_path)
    return root


Session = Callable[[Client], Awaitable[Any]]


def with_client(store: Path, project: Path, body: Session) -> Any:
    async def main() -> Any:
        async with Client(build(store, project)) as client:
            return await body(client)

    return anyio.run(main)


async def text_of(client: Client, tool: str, **args: Any) -> tuple[str, bool]:
    result = await client.call_tool(tool, args)
    text = "\n".join(getattr(c, "text", "") for c in result.content)
    return text, bool(result.is_error)


def test_the_server_offers_exactly_the_contract_tools_and_no_verdict_tool(
    store_path: Path, project: Path
) -> None:
    async def body(client: Client) -> list[str]:
        return [t.name for t in (await client.list_tools()).tools]

    names = with_client(store_path, project, body)
    assert sorted(names) == sorted(MCP_TOOLS)
    for verb in ("approve", "reject", "restore", "delete", "purge", "edit"):
        assert not [n for n in names if verb in n]


def test_a_withheld_id_answers_not_found_like_a_missing_one(
    svc: MemoryService, store_path: Path, project: Path, person: Actor, agent: Actor
) -> None:
    shown = svc.add(Candidate("Use uv for envs", NS_A), person).memory
    proposed = svc.add(Candidate("Maybe use poetry", NS_A), agent).memory
    rejected = svc.add(Candidate("Use conda everywhere", NS_A), agent).memory
    svc.reject(rejected.id, person)

    async def body(client: Client) -> list[tuple[str, bool]]:
        return [
            await text_of(client, "memory_get", id=ref)
            for ref in (shown.id, proposed.id, rejected.id, "01NOSUCHMEMORY")
        ]

    control, *withheld = with_client(store_path, project, body)
    assert not control[1] and "Use uv for envs" in control[0]
    for text, is_error in withheld:
        assert is_error and "not found" in text
        assert "view" not in text  # the same words whether it exists or not


def test_a_citation_is_credited_only_for_the_revision_the_model_was_shown(
    svc: MemoryService, store_path: Path, project: Path, person: Actor
) -> None:
    mem = svc.add(Candidate("Run make check before pushing", NS_A), person).memory

    async def cite(client: Client) -> str:
        return (await text_of(client, "memory_cite", id=mem.id, revision=1))[0]

    assert "cited" in with_client(store_path, project, cite)
    svc.edit(mem.id, "Run make check and make lint before pushing", person)
    assert "without credit" in with_client(store_path, project, cite)

    cited = [e for e in svc.history(mem.id)[1] if e.type == "memory.cited"]
    assert [e.payload["citation"]["credited"] for e in cited] == [True, False]
    assert [e.payload.get("set", {}).get("cited_count") for e in cited] == [1, None]


def test_the_server_sees_a_write_made_by_another_process_without_restart(
    store_path: Path, project: Path, person: Actor
) -> None:
    async def body(client: Client) -> tuple[str, str]:
        before, _ = await text_of(client, "memory_search", query="zeppelin hangar")
        other = MemoryService.open(store_path, svc_scope())
        try:
            other.add(Candidate("The zeppelin hangar is in building 7", NS_A), person)
        finally:
            other.close()
        after, _ = await text_of(client, "memory_search", query="zeppelin hangar")
        return before, after

    before, after = with_client(store_path, project, body)
    assert "building 7" not in before
    assert "building 7" in after


def test_a_flag_lowers_rank_and_never_approves(
    svc: MemoryService, store_path: Path, project: Path, person: Actor, agent: Actor
) -> None:
    live = svc.add(Candidate("Tabs, not spaces", NS_A), person).memory
    waiting = svc.add(Candidate("Spaces, not tabs", NS_A), agent).memory

    async def body(client: Client) -> list[tuple[str, bool]]:
        return [
            await text_of(client, "memory_flag", id=live.id, reason="outdated"),
            await text_of(client, "memory_flag", id=waiting.id, reason="looks right"),
        ]

    flagged, hidden = with_client(store_path, project, body)
    assert not flagged[1]
    after = svc.get(live.id)
    assert after.rank_penalty > live.rank_penalty and after.review is Review.APPROVED
    assert hidden[1] and "not found" in hidden[0]
    assert svc.get(waiting.id).status is Status.PROPOSED


def test_a_proposal_through_mcp_waits_and_names_what_it_would_supersede(
    svc: MemoryService, store_path: Path, project: Path, person: Actor
) -> None:
    old = svc.add(Candidate("CI runs on Jenkins", NS_A), person).memory

    async def body(client: Client) -> tuple[str, bool]:
        return await text_of(
            client, "memory_propose", text="CI runs on GitHub Actions", supersedes=old.id
        )

    text, is_error = with_client(store_path, project, body)
    assert not is_error and "waits for a person's review" in text
    (new,) = [m for m in svc.memories() if m.text == "CI runs on GitHub Actions"]
    assert new.status is Status.PROPOSED and new.supersedes == old.id
    assert svc.get(old.id).status is Status.ACTIVE  # nothing retired until a person approves


def svc_scope() -> Any:
    from cairn import namespace
    from cairn.model import Scope

    return Scope(NS_A, namespace.user_namespace())
